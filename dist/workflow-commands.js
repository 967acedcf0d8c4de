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
} from "./chunk-3VKS6IL7.js";
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
