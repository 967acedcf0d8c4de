import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/llm/untrusted-text.ts
function sanitizeForModel(body) {
  const text = scanMarkdown(body).visible.join("\n").replace(INVISIBLE, "");
  return replaceImages(text).replace(/<img\b[^>]*>/gi, "[image]").trim();
}
__name(sanitizeForModel, "sanitizeForModel");
var OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
var AI_PROMPT = /prompt for ai agents/i;
function scanMarkdown(body) {
  const visible = [];
  const fences = [];
  let fence = null;
  let inComment = false;
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    if (fence !== null) {
      visible.push(line);
      if (closesFence(line, fence.marker)) {
        fences.push({ info: fence.info, text: fence.lines.join("\n") });
        fence = null;
      } else {
        fence.lines.push(line.replace(new RegExp(`^ {0,${fence.indent}}`), ""));
      }
      continue;
    }
    let rest = line;
    let hadComment = false;
    if (inComment) {
      const end = rest.indexOf("-->");
      if (end < 0) continue;
      rest = rest.slice(end + 3);
      inComment = false;
      hadComment = true;
    }
    const opening = hadComment ? null : OPENING_FENCE.exec(rest);
    if (opening && !(opening[2].startsWith("`") && opening[3].includes("`"))) {
      fence = { marker: opening[2], indent: opening[1].length, info: opening[3].trim(), lines: [] };
      visible.push(line);
      continue;
    }
    const stripped = stripComments(rest);
    inComment = stripped.unclosed;
    hadComment ||= stripped.removed;
    if (AI_PROMPT.test(stripped.text)) {
      dropOpeningDetails(visible);
      break;
    }
    if (hadComment && stripped.text.trim() === "") continue;
    visible.push(stripped.text);
  }
  return { visible, fences };
}
__name(scanMarkdown, "scanMarkdown");
function closesFence(line, marker) {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1][0] === marker[0] && match[1].length >= marker.length;
}
__name(closesFence, "closesFence");
function stripComments(line) {
  let text = "";
  let from = 0;
  for (; ; ) {
    const start = line.indexOf("<!--", from);
    if (start < 0) return { text: text + line.slice(from), removed: from > 0, unclosed: false };
    text += line.slice(from, start);
    const end = line.indexOf("-->", start + 4);
    if (end < 0) return { text, removed: true, unclosed: true };
    from = end + 3;
  }
}
__name(stripComments, "stripComments");
function dropOpeningDetails(visible) {
  let last = visible.length - 1;
  while (last >= 0 && visible[last].trim() === "") last--;
  if (last >= 0 && /^<details\b[^>]*>$/i.test(visible[last].trim())) visible.length = last;
}
__name(dropOpeningDetails, "dropOpeningDetails");
var INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
var MAX_IMAGE_PART = 2e3;
function replaceImages(text) {
  let out = "";
  let from = 0;
  let at = text.indexOf("![");
  while (at >= 0) {
    const altEnd = closingBracket(text, at + 1, "[", "]");
    if (altEnd < 0) {
      at = text.indexOf("![", at + 2);
      continue;
    }
    let end = altEnd;
    const next = text[altEnd + 1];
    if (next === "(" || next === "[") {
      const targetEnd = closingBracket(text, altEnd + 1, next, next === "(" ? ")" : "]");
      if (targetEnd >= 0) end = targetEnd;
    }
    out += `${text.slice(from, at)}[image]`;
    from = end + 1;
    at = text.indexOf("![", from);
  }
  return out + text.slice(from);
}
__name(replaceImages, "replaceImages");
function closingBracket(text, open, left, right) {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_IMAGE_PART);
  for (let i = open; i < limit; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (char === left) depth++;
    else if (char === right && --depth === 0) return i;
  }
  return -1;
}
__name(closingBracket, "closingBracket");

export {
  sanitizeForModel,
  scanMarkdown
};
