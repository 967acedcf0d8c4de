import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  discussionOf,
  triageWorkflow
} from "./chunk-RSETNBM4.js";
import "./chunk-FUJR7VAJ.js";
import "./chunk-4YEX2XNO.js";
import "./chunk-5C2NXDOA.js";
import "./chunk-RGBYEHWQ.js";
import "./chunk-7PKBNFAE.js";
import "./chunk-IGMSG7R7.js";
import "./chunk-L7ZMKNFK.js";
import "./chunk-PXWTDGBU.js";
import "./chunk-55XHTMB7.js";
import "./chunk-UNMHVJMI.js";
import "./chunk-RDGO725G.js";
import "./chunk-JYF7UYCV.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-F5HLMJQV.js";
import "./chunk-LAXN3PE2.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-VFRXUCB7.js";
import "./chunk-SUSUGAYV.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-U5NRZRW2.js";
import "./chunk-4T7BIOEZ.js";
import "./chunk-3V6KJLEI.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-WUB523E6.js";
import "./chunk-TDX7TVXE.js";
import "./chunk-B5NACFDK.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PN4QGNHY.js";
export {
  discussionOf,
  triageWorkflow
};
