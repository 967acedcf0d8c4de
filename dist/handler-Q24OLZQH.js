import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  discussionOf,
  triageWorkflow
} from "./chunk-35XRHKLI.js";
import "./chunk-FUJR7VAJ.js";
import "./chunk-4YEX2XNO.js";
import "./chunk-F5HLMJQV.js";
import "./chunk-LAXN3PE2.js";
import "./chunk-5C2NXDOA.js";
import "./chunk-K3U6B3BF.js";
import "./chunk-VFRXUCB7.js";
import "./chunk-72SS3MUT.js";
import "./chunk-7PKBNFAE.js";
import "./chunk-F2TZFR7R.js";
import "./chunk-3SLZ3DHM.js";
import "./chunk-55RDHT4J.js";
import "./chunk-LTTQ4UML.js";
import "./chunk-SUSUGAYV.js";
import "./chunk-I23U34YD.js";
import "./chunk-5QDWQYDJ.js";
import "./chunk-NHF42DUN.js";
import "./chunk-XLYGSLAL.js";
import "./chunk-BAYNYB2F.js";
import "./chunk-EVMZJ3EK.js";
import "./chunk-SZHJZVAZ.js";
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
import "./chunk-PN4QGNHY.js";
export {
  discussionOf,
  triageWorkflow
};
