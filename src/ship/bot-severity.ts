// Severity labels of the review bots that joined CodeRabbit, Gemini and Sourcery, one grammar per
// bot, each read only on comments by that very bot (review-comment.ts checks the account first).
// Each grammar takes the first visible lines of the comment (HTML comments removed) and answers
// 'unknown' for anything that is not its bot's own label: a label quoted further down, or copied
// by someone else, never counts. Test bodies: test/fixtures/review-bots (real comments, sources).

import type { Severity } from './types.js';

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

/**
 * Cursor Bugbot: a `### Title` line, then `**Medium Severity**` alone on the next line
 * (cursor, e.g. rjmurillo/ai-agents#2086). Older comments without the line are unknown.
 */
export function bugbotSeverity(lines: readonly string[]): Severity {
  if (!/^#{1,6} \S/.test(lines[0] ?? '')) return 'unknown';
  const match = /^\*\*(Critical|High|Medium|Low) Severity\*\*$/i.exec(lines[1] ?? '');
  return match ? BUGBOT_LEVELS[match[1]!.toLowerCase()]! : 'unknown';
}

/**
 * Claude's Code Review marks each finding 🔴 Important (fix before merging), 🟡 Nit (minor, not
 * blocking) or 🟣 Pre-existing (a bug this pull request did not introduce), per
 * https://code.claude.com/docs/en/code-review-pull-requests ("Severity levels"). Read only where the
 * marker opens the comment, followed by its word.
 */
export function claudeReviewSeverity(lines: readonly string[]): Severity {
  const match = /^(🔴|🟡|🟣)\s*(?:\*\*|_)?(Important|Nit|Pre-existing)\b/u.exec(lines[0] ?? '');
  if (!match) return 'unknown';
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
