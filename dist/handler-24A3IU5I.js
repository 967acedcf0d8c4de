import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  discussionOf,
  triageWorkflow
} from "./chunk-FRWTGYZQ.js";
import "./chunk-6OBJQGFV.js";
import "./chunk-7PKBNFAE.js";
import "./chunk-DERPFFOY.js";
import "./chunk-ZYSXBB4T.js";
import "./chunk-WJAELY4Y.js";
import "./chunk-YLDWLZRW.js";
import "./chunk-DATKB4ZC.js";
import "./chunk-MBNO5EPX.js";
import "./chunk-SAFQMFRW.js";
import "./chunk-WYHAQFAV.js";
import "./chunk-JH2OTXNJ.js";
import "./chunk-GSOCGSWP.js";
import "./chunk-HSMBFR5K.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import "./chunk-GIQH7MDF.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-PPI66I4C.js";
import "./chunk-N5RTSSSJ.js";
import "./chunk-OYWUD6ZV.js";
import "./chunk-2E2DVOZW.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import "./chunk-PN4QGNHY.js";
export {
  discussionOf,
  triageWorkflow
};
