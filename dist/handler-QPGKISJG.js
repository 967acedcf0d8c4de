import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
} from "./chunk-TBZYBZY5.js";
import "./chunk-3ZZEMW2T.js";
import "./chunk-52ESAJ6X.js";
import "./chunk-BBSF7N2T.js";
import "./chunk-R7EDZ5WK.js";
import "./chunk-3LBI7VCA.js";
import "./chunk-BSLWJYDY.js";
import "./chunk-FDHQU7JH.js";
import "./chunk-MXIWP3WW.js";
import "./chunk-4YEX2XNO.js";
import "./chunk-2QSPXSAE.js";
import "./chunk-PRUJDWZ2.js";
import "./chunk-4T7BIOEZ.js";
import "./chunk-OYPIKNWH.js";
import "./chunk-3YQOT67K.js";
import "./chunk-VFRXUCB7.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-3V6KJLEI.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-WUB523E6.js";
import "./chunk-TDX7TVXE.js";
import "./chunk-B5NACFDK.js";
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
