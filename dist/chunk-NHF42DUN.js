import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  inert
} from "./chunk-WUB523E6.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/quote.ts
var CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
var MENTION = /(^|[^\w])@(?=[A-Za-z0-9])/g;
function neutraliseMentions(text) {
  return text.replace(MENTION, "$1\uFF20");
}
__name(neutraliseMentions, "neutraliseMentions");
function defang(text) {
  return inert(neutraliseMentions(text.replace(/\r\n?/g, "\n").replace(CONTROLS, "\uFFFD")));
}
__name(defang, "defang");
function longestBackticks(text) {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}
__name(longestBackticks, "longestBackticks");
function fenceFor(text) {
  return "`".repeat(Math.max(3, longestBackticks(text) + 1));
}
__name(fenceFor, "fenceFor");
function codeFence(info, text) {
  const ticks = fenceFor(text);
  return `${ticks}${info.replace(/[^\w+.-]/g, "")}
${text}
${ticks}`;
}
__name(codeFence, "codeFence");
function quoteBlock(text, info = "text", limits = {}) {
  const maxLines = limits.maxLines ?? 40;
  const maxChars = limits.maxChars ?? 4e3;
  const maxLineChars = limits.maxLineChars ?? 500;
  const all = defang(text).replace(/\n+$/, "").split("\n");
  const lines = [];
  let chars = 0;
  let clipped = 0;
  for (const line of all.slice(0, maxLines)) {
    const shown = line.length > maxLineChars ? `${line.slice(0, maxLineChars - 1)}\u2026` : line;
    if (shown !== line) clipped += 1;
    if (chars + shown.length > maxChars) {
      const room = maxChars - chars;
      if (room > 1) {
        lines.push(`${shown.slice(0, room - 1)}\u2026`);
        clipped += shown === line ? 1 : 0;
      }
      break;
    }
    lines.push(shown);
    chars += shown.length + 1;
  }
  const left = all.length - lines.length;
  const notes = [left > 0 ? `${left} more line(s) left out` : "", clipped > 0 ? `${clipped} long line(s) cut` : ""].filter(Boolean);
  const block = codeFence(info, lines.join("\n"));
  return notes.length > 0 ? `${block}
<sub>${notes.join("; ")}.</sub>` : block;
}
__name(quoteBlock, "quoteBlock");
function quoteInline(text, max = 200) {
  let line = defang(text).replace(/\s+/g, " ").trim();
  if (line.length > max) line = `${line.slice(0, max - 1)}\u2026`;
  if (line === "") return "` `";
  const ticks = "`".repeat(longestBackticks(line) + 1);
  const pad = line.startsWith("`") || line.endsWith("`") ? " " : "";
  return `${ticks}${pad}${line}${pad}${ticks}`;
}
__name(quoteInline, "quoteInline");
function quoteCell(text, max = 200) {
  if (text.trim() === "") return "";
  return quoteInline(text, max).replace(/\|/g, "\\|");
}
__name(quoteCell, "quoteCell");

export {
  defang,
  fenceFor,
  codeFence,
  quoteBlock,
  quoteInline,
  quoteCell
};
