import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  appendSummary,
  debug,
  endGroup,
  error,
  info,
  notice,
  setOutput,
  setSecret,
  startGroup,
  warning
} from "./chunk-NFS35TF7.js";
import "./chunk-PN4QGNHY.js";
export {
  appendSummary,
  debug,
  endGroup,
  error,
  info,
  notice,
  setOutput,
  setSecret,
  startGroup,
  warning
};
