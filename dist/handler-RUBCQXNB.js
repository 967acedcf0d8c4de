import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
} from "./chunk-C25RPZMH.js";
import "./chunk-JJ5WNO3K.js";
import "./chunk-FN2HDMEV.js";
import "./chunk-JOQ3AKYK.js";
import "./chunk-BGYXIZN6.js";
import "./chunk-DERPFFOY.js";
import "./chunk-ZYSXBB4T.js";
import "./chunk-AJMW6HTC.js";
import "./chunk-MYJ3MQW6.js";
import "./chunk-WYHAQFAV.js";
import "./chunk-JH2OTXNJ.js";
import "./chunk-GSOCGSWP.js";
import "./chunk-HSMBFR5K.js";
import "./chunk-ARTH7MB3.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-GIQH7MDF.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-QRLKW63P.js";
import "./chunk-N5RTSSSJ.js";
import "./chunk-OYWUD6ZV.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import "./chunk-IVZCTE6U.js";
import "./chunk-WQGBNU5R.js";
import "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import "./chunk-5N5CLIBT.js";
import "./chunk-2JDOVMKO.js";
import "./chunk-PN4QGNHY.js";
export {
  AUTO_REFUSED,
  autoShipRequest,
  shipHolds,
  shipWorkflow,
  sweepVerdict,
  threadsSection
};
