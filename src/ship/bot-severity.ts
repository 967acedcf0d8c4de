// Severity labels of the review bots that joined CodeRabbit, Gemini and Sourcery, one grammar per
// bot, each read only on comments by that very bot (review-comment.ts checks the account first).
// Each grammar takes the first visible lines of the comment (HTML comments removed) and answers
// 'unknown' for anything that is not its bot's own label: a label quoted further down, or copied
// by someone else, never counts. Test bodies: test/fixtures/review-bots (real comments, sources).

import type { Severity } from './types.js';
import { scanMarkdown } from '../llm/untrusted-text.js';

/** P0-P3, the scale Codex and Greptile both use: P0 drop everything … P3 low. */
const PRIORITY: Record<string, Severity> = { p0: 'critical', p1: 'major', p2: 'minor', p3: 'nitpick' };

/**
 * Codex: `**<sub><sub>![P1 Badge](https://img.shields.io/badge/P1-orange?style=flat)</sub></sub>  Title**`,
 * the badge first on the first line (chatgpt-codex-connector, e.g. siutsin/otaru#2289).
 */
export function codexSeverity(lines: readonly string[]): Severity {
  const match = /^(?:\*\*)?(?:<sub>)*!\[(P[0-3]) Badge\]\(https:\/\/img\.shields\.io\/badge\/\1-/i.exec(lines[0] ?? '');
  return match ? PRIORITY[match[1]!.toLowerCase()]! : 'unknown';
}

/**
 * Greptile: `<a href="#"><img alt="P2" src="https://greptile-static-assets.s3.amazonaws.com/badges/p2.svg?v=9" …></a> **Title**`,
 * the badge first on the first line (greptile-apps, e.g. XortexAI/XMem#188).
 */
export function greptileSeverity(lines: readonly string[]): Severity {
  const match = /^(?:<a [^>]*>)?<img alt="(P[0-3])" src="https:\/\/greptile-static-assets\.s3\.amazonaws\.com\/badges\/(p[0-3])\.svg/i.exec(lines[0] ?? '');
  if (!match || match[1]!.toLowerCase() !== match[2]!.toLowerCase()) return 'unknown';
  return PRIORITY[match[2]!.toLowerCase()]!;
}

const BUGBOT_LEVELS: Record<string, Severity> = { critical: 'critical', high: 'major', medium: 'minor', low: 'nitpick' };

/** Where Bugbot's description begins: the text after it may quote the pull request. */
const BUGBOT_DESCRIPTION = '<!-- DESCRIPTION START';

/**
 * Cursor Bugbot: a `### Title` line, then its `**Medium Severity**` line, then the description
 * between `<!-- DESCRIPTION START -->` and `<!-- DESCRIPTION END -->` (cursor, e.g. entireio/cli#117).
 * The severity line is read wherever Bugbot puts it in its own header, between the title and the
 * description marker; the marker itself is only a boundary, and the description (which may quote the
 * pull request) is never searched. Without the marker, only the line right under the title counts.
 * Older comments without a severity line are unknown.
 */
export function bugbotSeverity(lines: readonly string[], body = ''): Severity {
  if (!/^#{1,6} \S/.test(lines[0] ?? '')) return 'unknown';
  const cut = body.indexOf(BUGBOT_DESCRIPTION);
  const header = cut < 0 ? lines.slice(1, 2) : scanMarkdown(body.slice(0, cut)).visible.map((l) => l.trim()).filter((l) => l !== '').slice(1);
  for (const line of header) {
    const match = /^\*\*(Critical|High|Medium|Low) Severity\*\*$/i.exec(line);
    if (match) return BUGBOT_LEVELS[match[1]!.toLowerCase()]!;
  }
  return 'unknown';
}

const DEVIN_KINDS: Record<string, Severity> = { '🔴': 'major', '🟡': 'minor', '🚩': 'minor', '🔍': 'nitpick', '📝': 'nitpick' };

/**
 * Devin Review: each finding opens with a structured header in an HTML comment
 * (`<!-- devin-review-comment {"id": "BUG_…", "kind": "bug"} -->`, stripped before reading), then
 * its kind as the first visible line: `🔴 **Title**` (a severe bug), `🟡 **Title**` (a bug that is
 * not severe), `🔍 **Title**` / `📝 **Info: …**` (kind `analysis`: a note, not a bug), `🚩` (a flag
 * to investigate). E.g. laconicman/telegram-kb#1. Its replies (`✅ **Resolved**: …`) state none.
 */
export function devinSeverity(lines: readonly string[]): Severity {
  const match = /^(🔴|🟡|🚩|🔍|📝)\s*\*\*\S/u.exec(lines[0] ?? '');
  return match ? DEVIN_KINDS[match[1]!]! : 'unknown';
}

const QODO_BANNERS: Record<string, Severity> = { 'action required': 'major', 'remediation recommended': 'minor' };

/**
 * Qodo: each inline finding opens with a banner image whose alt text is its level, `Action required`
 * or `Remediation recommended`, hosted by Qodo (`https://www.qodo.ai/wp-content/uploads/…/action-required.png`)
 * or drawn by shields.io (`https://img.shields.io/badge/High-634FD1?…" alt="Action required"`), then
 * `1\\. Title <code>🐞 Bug</code>` (e.g. antigravityos187-sketch/universal-or-strategy#2). Qodo's
 * PR-level "Code Review by Qodo" summary is not a review comment and is not read here.
 */
export function qodoSeverity(lines: readonly string[]): Severity {
  const match = /^<img src="https:\/\/(?:www\.qodo\.ai\/wp-content\/uploads\/|img\.shields\.io\/badge\/)[^"]*"[^>]* alt="([^"]+)"\s*\/?>$/.exec(lines[0] ?? '');
  return match ? (QODO_BANNERS[match[1]!.toLowerCase()] ?? 'unknown') : 'unknown';
}

const PREFIXES: Record<string, Severity> = {
  p0: 'critical',
  p1: 'major',
  p2: 'minor',
  p3: 'nitpick',
  critical: 'critical',
  major: 'major',
  minor: 'minor',
  nit: 'nitpick',
  nitpick: 'nitpick',
  trivial: 'nitpick',
  // The High/Medium/Low scale Bugbot and Gemini label with, for instructions that ask for it (`[High] …`).
  high: 'major',
  medium: 'minor',
  low: 'nitpick',
};

/**
 * A priority that a repository's custom instructions ask Copilot or Claude to put at the very start
 * of each comment: `P1: …`, `**[P0]** …`, `[critical] …`, `**Major:** …`, `[High] …`. Only as the first token of
 * the bot's own comment, and only marked as a label (brackets, bold or a colon): `Major refactor
 * needed` and the same word later in the text are prose.
 */
export function priorityPrefixSeverity(lines: readonly string[]): Severity {
  const match = /^(\*\*|__)?(\[)?(p[0-3]|critical|major|minor|nit|nitpick|trivial|high|medium|low)(\])?(:)?(\*\*|__)?(:)?(?=\s|$)/i.exec(lines[0] ?? '');
  if (!match) return 'unknown';
  const [, open, left, word, right, colonInside, close, colonAfter] = match;
  if (Boolean(left) !== Boolean(right) || (open ?? '') !== (close ?? '')) return 'unknown';
  if (!left && !open && !colonInside && !colonAfter) return 'unknown';
  return PREFIXES[word!.toLowerCase()]!;
}

/**
 * Claude's Code Review marks each finding 🔴 Important (fix before merging), 🟡 Nit (minor, not
 * blocking) or 🟣 Pre-existing (a bug this pull request did not introduce), per
 * https://code.claude.com/docs/en/code-review-pull-requests ("Severity levels"). Read only where the
 * marker opens the comment, followed by its word.
 */
export function claudeReviewSeverity(lines: readonly string[]): Severity {
  const match = /^(🔴|🟡|🟣)\s*(?:\*\*|_)?(Important|Nit|Pre-existing)\b/u.exec(lines[0] ?? '');
  if (!match) return priorityPrefixSeverity(lines);
  const expected: Record<string, string> = { '🔴': 'Important', '🟡': 'Nit', '🟣': 'Pre-existing' };
  if (expected[match[1]!] !== match[2]) return 'unknown';
  return match[2] === 'Important' ? 'major' : match[2] === 'Nit' ? 'nitpick' : 'minor';
}

/**
 * tend's own review findings (src/review): the first line is `**tend · Major** Title` (Critical,
 * Major, Minor, Nitpick), and the comment ends with the finding marker `<!-- tend:finding <id> -->`.
 * Read only on a comment by tend's account that ends with that marker (decide-thread.ts), so a
 * person or a bot copying the label gets nothing from it.
 */
export function tendSeverity(lines: readonly string[]): Severity {
  const match = /^\*\*tend · (Critical|Major|Minor|Nitpick)\*\*(?:\s|$)/.exec(lines[0] ?? '');
  return match ? (match[1]!.toLowerCase() as Severity) : 'unknown';
}

/** The label line tendSeverity reads: tend's review writes it, ship reads it back. */
export function tendSeverityLine(severity: Exclude<Severity, 'unknown'>, title: string): string {
  return `**tend · ${severity[0]!.toUpperCase()}${severity.slice(1)}** ${title}`;
}

/** The kind of the marker that ends each of tend's review findings (store/marker.ts). */
export const TEND_FINDING_KIND = 'finding';
