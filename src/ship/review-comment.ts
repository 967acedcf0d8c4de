// Reads one review comment the way its author labels it: the severity from a known bot's own
// label and the committable suggestions. Comment bodies are untrusted, so:
// - a bot is recognised by account type and id only, never by its login;
// - a bot's label grammar is applied only to comments by that very bot;
// - text a reader never sees (HTML comments) and CodeRabbit's "Prompt for AI Agents" section,
//   which quotes the pull request back, yield neither suggestions nor severity.

import { KNOWN_BOTS } from '../config/known-bots.js';
import type { ParsedComment, Severity } from './types.js';
import { scanMarkdown } from '../llm/untrusted-text.js';
import { type BotAccount } from '../core/account.js';
import { type Actor } from '../core/pull-request.js';
import { bugbotSeverity, claudeReviewSeverity, codexSeverity, devinSeverity, greptileSeverity, priorityPrefixSeverity, qodoSeverity, tendSeverity } from './bot-severity.js';

/**
 * The bot account that wrote a comment: a Bot-typed author whose id is in KNOWN_BOTS or `bots`.
 * Logins are never compared: anyone can register a user called `coderabbitai`.
 */
export function botOf(author: Actor | null, bots: readonly BotAccount[]): BotAccount | null {
  if (author === null || author.type !== 'Bot' || author.id <= 0) return null;
  const matches = (bot: BotAccount) => bot.id === author.id;
  return KNOWN_BOTS.find(matches) ?? bots.find(matches) ?? null;
}

/**
 * `tendFinding`: the caller has checked that tend's own account wrote the comment and that it ends
 * with tend's finding marker (decide-thread.ts); only then is tend's label grammar read.
 */
export function parseReviewComment(
  input: { author: Actor | null; body: string },
  reviewBots: readonly BotAccount[],
  options: { tendFinding?: boolean } = {},
): ParsedComment {
  const tend = options.tendFinding === true;
  const bot = tend ? null : botOf(input.author, reviewBots);
  const { visible, fences } = scanMarkdown(input.body);
  // Only the known bots have a label grammar, and botOf looks at KNOWN_BOTS first, so a
  // configured bot that merely shares a short name never gets one.
  const known = tend ? null : botOf(input.author, []);
  const readLabel = tend ? tendSeverity : known === null ? undefined : LABEL_GRAMMARS[known.name];
  // The first few visible lines: most labels open the comment, Bugbot's follows its title.
  const lines = visible.map((line) => line.trim()).filter((line) => line !== '').slice(0, LABEL_LINES);
  return {
    bot: tend ? 'tend' : (bot?.name ?? null),
    severity: readLabel === undefined ? 'unknown' : readLabel(lines, input.body),
    suggestions: fences.filter((f) => f.info.split(/\s+/)[0] === 'suggestion').map((f) => ({ text: f.text })),
  };
}


// ---------------------------------------------------------------------------------------------
// Severity labels, one grammar per known bot. Each reads the first visible line of the comment.

const SEVERITY_RANK: Record<Severity, number> = { unknown: 0, nitpick: 1, minor: 2, major: 3, critical: 4 };

/** How many visible lines a grammar sees. */
const LABEL_LINES = 3;

const firstLine = (read: (head: string) => Severity) => (lines: readonly string[]) => read(lines[0] ?? '');

// Each grammar sees the first visible lines; Bugbot's also gets the raw body, only to find where its
// own header ends (bugbotSeverity).
const LABEL_GRAMMARS: Record<string, (lines: readonly string[], body: string) => Severity> = {
  coderabbit: firstLine(codeRabbitSeverity),
  gemini: firstLine(geminiSeverity),
  sourcery: firstLine(sourcerySeverity),
  codex: codexSeverity,
  greptile: greptileSeverity,
  bugbot: bugbotSeverity,
  claude: claudeReviewSeverity,
  devin: devinSeverity,
  copilot: priorityPrefixSeverity,
  qodo: qodoSeverity,
};

const CODERABBIT_LEVELS: Record<string, Severity> = {
  critical: 'critical',
  major: 'major',
  minor: 'minor',
  trivial: 'nitpick',
};

/** `_⚠️ Potential issue_ | _🟠 Major_ | _⚡ Quick win_`: emphasised segments joined by `|`. */
export function codeRabbitSeverity(head: string): Severity {
  const words: string[] = [];
  for (const segment of head.split('|')) {
    const emphasised = /^([_*]{1,2})(.+)\1$/.exec(segment.trim());
    if (!emphasised) return 'unknown';
    words.push(emphasised[2]!.replace(/^[^\p{L}]+|[\s_*]+$/gu, '').toLowerCase());
  }
  // The level segment wins over the kind segment (`_🧹 Nitpick_ | _🔵 Trivial_`).
  for (const word of words) {
    const level = CODERABBIT_LEVELS[word];
    if (level) return level;
  }
  return words.includes('nitpick') ? 'nitpick' : 'unknown';
}

const GEMINI_BADGES: Record<string, Severity> = {
  critical: 'critical',
  high: 'major',
  medium: 'minor',
  low: 'nitpick',
};

/** `![high](…high-priority.svg)`, sometimes after a `![security-high](…)` badge: the highest wins. */
function geminiSeverity(head: string): Severity {
  let severity: Severity = 'unknown';
  const badge = /^!\[([^\]]*)\]\([^)\s]*\)\s*/;
  let rest = head;
  for (let match = badge.exec(rest); match; match = badge.exec(rest)) {
    const level = GEMINI_BADGES[match[1]!.trim().toLowerCase().replace(/^security-/, '')];
    if (level && SEVERITY_RANK[level] > SEVERITY_RANK[severity]) severity = level;
    rest = rest.slice(match[0].length);
  }
  return severity;
}

/** `**issue (bug_risk):**`, `**🚨 issue (security):**`, `**suggestion (performance):**`, `**nitpick:**`. */
function sourcerySeverity(head: string): Severity {
  const match = /^\*\*(?:[^\p{L}\s*]+\s*)?(issue|suggestion|nitpick)\s*(?:\(([^)]*)\))?:\*\*/iu.exec(head);
  if (!match) return 'unknown';
  const kind = match[1]!.toLowerCase();
  const tags = (match[2] ?? '').toLowerCase().split(/[\s,]+/);
  if (kind === 'issue') return tags.includes('security') ? 'critical' : 'major';
  return kind === 'suggestion' ? 'minor' : 'nitpick';
}
