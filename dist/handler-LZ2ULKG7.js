import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
} from "./chunk-RJHYVBFE.js";
import "./chunk-4DKMEYNW.js";
import "./chunk-MQX4DEZT.js";
import "./chunk-FDHQU7JH.js";
import "./chunk-CRHNTYGI.js";
import "./chunk-FUJR7VAJ.js";
import "./chunk-4YEX2XNO.js";
import "./chunk-F5HLMJQV.js";
import "./chunk-LAXN3PE2.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-VFRXUCB7.js";
import "./chunk-YCTQEIFK.js";
import "./chunk-F2TZFR7R.js";
import "./chunk-LTTQ4UML.js";
import "./chunk-SUSUGAYV.js";
import "./chunk-I23U34YD.js";
import "./chunk-5QDWQYDJ.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-BAYNYB2F.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-SZHJZVAZ.js";
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
import "./chunk-PN4QGNHY.js";
export {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
};
