import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  composeAudit,
  skipResult,
  writeReports
} from "./chunk-GS74PFWH.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import "./chunk-3VKS6IL7.js";
import "./chunk-PN4QGNHY.js";
export {
  composeAudit,
  skipResult,
  writeReports
};
