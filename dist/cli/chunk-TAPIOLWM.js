import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  bugbotSeverity,
  claudeReviewSeverity,
  codexSeverity,
  devinSeverity,
  greptileSeverity,
  priorityPrefixSeverity,
  qodoSeverity,
  tendSeverity
} from "./chunk-UI7E2DAO.js";
import {
  scanMarkdown
} from "./chunk-7FMQZ3HF.js";
import {
  KNOWN_BOTS
} from "./chunk-PSBXGJWC.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/ship/review-comment.ts
function botOf(author, bots) {
  if (author === null || author.type !== "Bot" || author.id <= 0) return null;
  const matches = /* @__PURE__ */ __name((bot) => bot.id === author.id, "matches");
  return KNOWN_BOTS.find(matches) ?? bots.find(matches) ?? null;
}
__name(botOf, "botOf");
function parseReviewComment(input, reviewBots, options = {}) {
  const tend = options.tendFinding === true;
  const bot = tend ? null : botOf(input.author, reviewBots);
  const { visible, fences } = scanMarkdown(input.body);
  const known = tend ? null : botOf(input.author, []);
  const readLabel = tend ? tendSeverity : known === null ? void 0 : LABEL_GRAMMARS[known.name];
  const lines = visible.map((line) => line.trim()).filter((line) => line !== "").slice(0, LABEL_LINES);
  return {
    bot: tend ? "tend" : bot?.name ?? null,
    severity: readLabel === void 0 ? "unknown" : readLabel(lines, input.body),
    suggestions: fences.filter((f) => f.info.split(/\s+/)[0] === "suggestion").map((f) => ({ text: f.text }))
  };
}
__name(parseReviewComment, "parseReviewComment");
var SEVERITY_RANK = { unknown: 0, nitpick: 1, minor: 2, major: 3, critical: 4 };
var LABEL_LINES = 3;
var firstLine = /* @__PURE__ */ __name((read) => (lines) => read(lines[0] ?? ""), "firstLine");
var LABEL_GRAMMARS = {
  coderabbit: firstLine(codeRabbitSeverity),
  gemini: firstLine(geminiSeverity),
  sourcery: firstLine(sourcerySeverity),
  codex: codexSeverity,
  greptile: greptileSeverity,
  bugbot: bugbotSeverity,
  claude: claudeReviewSeverity,
  devin: devinSeverity,
  copilot: priorityPrefixSeverity,
  qodo: qodoSeverity
};
var CODERABBIT_LEVELS = {
  critical: "critical",
  major: "major",
  minor: "minor",
  trivial: "nitpick"
};
function codeRabbitSeverity(head) {
  const words = [];
  for (const segment of head.split("|")) {
    const emphasised = /^([_*]{1,2})(.+)\1$/.exec(segment.trim());
    if (!emphasised) return "unknown";
    words.push(emphasised[2].replace(/^[^\p{L}]+|[\s_*]+$/gu, "").toLowerCase());
  }
  for (const word of words) {
    const level = CODERABBIT_LEVELS[word];
    if (level) return level;
  }
  return words.includes("nitpick") ? "nitpick" : "unknown";
}
__name(codeRabbitSeverity, "codeRabbitSeverity");
var GEMINI_BADGES = {
  critical: "critical",
  high: "major",
  medium: "minor",
  low: "nitpick"
};
function geminiSeverity(head) {
  let severity = "unknown";
  const badge = /^!\[([^\]]*)\]\([^)\s]*\)\s*/;
  let rest = head;
  for (let match = badge.exec(rest); match; match = badge.exec(rest)) {
    const level = GEMINI_BADGES[match[1].trim().toLowerCase().replace(/^security-/, "")];
    if (level && SEVERITY_RANK[level] > SEVERITY_RANK[severity]) severity = level;
    rest = rest.slice(match[0].length);
  }
  return severity;
}
__name(geminiSeverity, "geminiSeverity");
function sourcerySeverity(head) {
  const match = /^\*\*(?:[^\p{L}\s*]+\s*)?(issue|suggestion|nitpick)\s*(?:\(([^)]*)\))?:\*\*/iu.exec(head);
  if (!match) return "unknown";
  const kind = match[1].toLowerCase();
  const tags = (match[2] ?? "").toLowerCase().split(/[\s,]+/);
  if (kind === "issue") return tags.includes("security") ? "critical" : "major";
  return kind === "suggestion" ? "minor" : "nitpick";
}
__name(sourcerySeverity, "sourcerySeverity");

export {
  botOf,
  parseReviewComment,
  codeRabbitSeverity
};
