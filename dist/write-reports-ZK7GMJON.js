import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  composeAudit,
  skipResult,
  writeReports
} from "./chunk-DQQRU6P2.js";
import "./chunk-TCPROEM4.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-3UQGRXOH.js";
import "./chunk-CBW5RIXI.js";
import "./chunk-PN4QGNHY.js";
export {
  composeAudit,
  skipResult,
  writeReports
};
