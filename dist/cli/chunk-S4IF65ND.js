import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/text.ts
var SUMMARY_LIMIT = 1024 * 1024;
function clip(text, limit) {
  return text.length > limit ? `${text.slice(0, limit - 1)}\u2026` : text;
}
__name(clip, "clip");
function inert(text) {
  return text.replace(/<(?=[!?])/g, "\u2039").replace(/--(!?)>/g, "--$1\u203A");
}
__name(inert, "inert");
function cell(text) {
  return inert(text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " "));
}
__name(cell, "cell");
function trimmedOrAbsent(text) {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? void 0 : trimmed;
}
__name(trimmedOrAbsent, "trimmedOrAbsent");

export {
  clip,
  inert,
  cell,
  trimmedOrAbsent
};
