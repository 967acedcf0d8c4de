import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-OZDGUZFG.js";
import "./chunk-PN4QGNHY.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
