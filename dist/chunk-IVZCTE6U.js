import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  clientOptions,
  createClientCore
} from "./chunk-WQGBNU5R.js";
import {
  restEndpointMethods
} from "./chunk-5N5CLIBT.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/client.ts
function withRestMethods(client) {
  return Object.assign(client, restEndpointMethods(client));
}
__name(withRestMethods, "withRestMethods");
function createOctokit(token, options) {
  return withRestMethods(createClientCore(token, options));
}
__name(createOctokit, "createOctokit");
function clientForToken(octokit, token) {
  const options = clientOptions(octokit);
  if (token === void 0 || options === void 0) return octokit;
  return createOctokit(token, options);
}
__name(clientForToken, "clientForToken");

export {
  withRestMethods,
  createOctokit,
  clientForToken
};
