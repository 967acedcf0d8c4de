import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
} from "./chunk-UQHF372S.js";
import "./chunk-AUHPHU5H.js";
import "./chunk-FDHQU7JH.js";
import "./chunk-OLKNQ3DJ.js";
import "./chunk-FUJR7VAJ.js";
import "./chunk-4YEX2XNO.js";
import "./chunk-YCTQEIFK.js";
import "./chunk-IGMSG7R7.js";
import "./chunk-55XHTMB7.js";
import "./chunk-UNMHVJMI.js";
import "./chunk-RDGO725G.js";
import "./chunk-JYF7UYCV.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-MQX4DEZT.js";
import "./chunk-F5HLMJQV.js";
import "./chunk-LAXN3PE2.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-VFRXUCB7.js";
import "./chunk-SUSUGAYV.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-4T7BIOEZ.js";
import "./chunk-3V6KJLEI.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-WUB523E6.js";
import "./chunk-TDX7TVXE.js";
import "./chunk-B5NACFDK.js";
import "./chunk-PXMCRLY2.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
};
