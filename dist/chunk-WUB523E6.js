import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/text.ts
var COMMENT_LIMIT = 65536;
var SUMMARY_LIMIT = 1024 * 1024;
function truncate(text, limit, tail = "") {
  if (text.length + tail.length <= limit) return text + tail;
  const note = `

\u2026 truncated: ${text.length - (limit - tail.length - 200)} characters left out (GitHub's limit is ${limit}).
`;
  return text.slice(0, Math.max(0, limit - tail.length - note.length)) + note + tail;
}
__name(truncate, "truncate");
function clip(text, limit) {
  return text.length > limit ? `${text.slice(0, limit - 1)}\u2026` : text;
}
__name(clip, "clip");
function truncateBytes(text, limit) {
  if (Buffer.byteLength(text, "utf8") <= limit) return text;
  const note = `

\u2026 truncated: GitHub's limit is ${limit} bytes.
`;
  const bytes = Buffer.from(text, "utf8");
  let end = Math.max(0, limit - Buffer.byteLength(note, "utf8"));
  while (end > 0 && ((bytes[end] ?? 0) & 192) === 128) end -= 1;
  return bytes.subarray(0, end).toString("utf8") + note;
}
__name(truncateBytes, "truncateBytes");
function inert(text) {
  return text.replace(/<(?=[!?])/g, "\u2039").replace(/--(!?)>/g, "--$1\u203A");
}
__name(inert, "inert");
function cell(text) {
  return inert(text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " "));
}
__name(cell, "cell");
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
__name(capitalise, "capitalise");
function trimmedOrAbsent(text) {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? void 0 : trimmed;
}
__name(trimmedOrAbsent, "trimmedOrAbsent");

export {
  COMMENT_LIMIT,
  SUMMARY_LIMIT,
  truncate,
  clip,
  truncateBytes,
  inert,
  cell,
  capitalise,
  trimmedOrAbsent
};
