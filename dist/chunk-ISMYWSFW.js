import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/chat-thread-key.ts
var CHAT_LABEL = "tend:chat";
var PREFIX = "<!-- tend:chat-thread ";
var SUFFIX = " -->";
function threadKeyMarker(threadKey) {
  if (!/^[A-Za-z0-9:._@/\-]+$/.test(threadKey)) throw new Error(`invalid chat thread key '${threadKey.slice(0, 80)}'`);
  return `${PREFIX}${threadKey}${SUFFIX}`;
}
__name(threadKeyMarker, "threadKeyMarker");
function threadKeyFromBody(body) {
  const match = /^\s*<!-- tend:chat-thread ([A-Za-z0-9:._@/\-]+) -->/.exec(body);
  return match?.[1] ?? null;
}
__name(threadKeyFromBody, "threadKeyFromBody");

export {
  CHAT_LABEL,
  threadKeyMarker,
  threadKeyFromBody
};
