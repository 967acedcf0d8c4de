import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-BLH2SJWA.js";
import "./chunk-PN4QGNHY.js";
export default require_dist();
