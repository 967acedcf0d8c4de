import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/thread/verdict-verbs.ts
function mayBeChatVerdict(verb, target) {
  return (verb === "approve" || verb === "reject") && target.kind === "issue";
}
__name(mayBeChatVerdict, "mayBeChatVerdict");

export {
  mayBeChatVerdict
};
