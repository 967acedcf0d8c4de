import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/target.ts
function targetName(target) {
  if (!target) return "\u2014";
  return `${target.kind === "pull_request" ? "pull request" : "issue"} #${target.number}`;
}
__name(targetName, "targetName");

export {
  targetName
};
