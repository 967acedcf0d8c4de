import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
} from "./chunk-2Y65BVKN.js";
import "./chunk-PLXTWDLQ.js";
import "./chunk-IX2NPPLS.js";
import "./chunk-JOQ3AKYK.js";
import "./chunk-W5QMYRUD.js";
import "./chunk-ZYSXBB4T.js";
import "./chunk-GIQH7MDF.js";
import "./chunk-ZKAXGRFY.js";
import "./chunk-4SZANPYQ.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-JJ5WNO3K.js";
import "./chunk-DERPFFOY.js";
import "./chunk-WTJHTJF2.js";
import "./chunk-JH2OTXNJ.js";
import "./chunk-UN7L2BDT.js";
import "./chunk-HSMBFR5K.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-BAYNYB2F.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-N5RTSSSJ.js";
import "./chunk-OYWUD6ZV.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-WUB523E6.js";
import "./chunk-HYZO7EOR.js";
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
