import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  clientForToken,
  createOctokit,
  withRestMethods
} from "./chunk-IVZCTE6U.js";
import {
  RequestTimeoutError,
  countRequests,
  rateLimitStop
} from "./chunk-WQGBNU5R.js";
import "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import "./chunk-5N5CLIBT.js";
import "./chunk-2JDOVMKO.js";
import "./chunk-PN4QGNHY.js";
export {
  RequestTimeoutError,
  clientForToken,
  countRequests,
  createOctokit,
  rateLimitStop,
  withRestMethods
};
