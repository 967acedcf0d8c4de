// The tracking comment's text: what tend is doing on this target and why, then the state marker.

import { encodeMarker, trailingMarker } from './marker.js';
import type { StoredComment } from './tracking-comment.js';
import { fitStateForMarker } from './state-size.js';
import { writableState, type TargetState } from './target-state.js';
import { COMMENT_LIMIT, truncate, cell, inert } from '../core/text.js';
import { quoteBlock, quoteCell, quoteInline } from '../core/quote.js';
import type { ThreadRecord } from './target-state.js';

/** Rows of the thread table in the tracking comment: the newest; the job summary and audit hold every one. */
const SHOWN_THREADS = 50;
/** A table cell's share of the comment: one long rationale must not crowd out the others. */
const CELL_LIMIT = 300;
/** The reason line's share: the state keeps 1000 characters of it (state-size.ts). */
const REASON_LIMIT = 2000;

/**
 * `artifact` (a workflow's Markdown report, e.g. TRIAGE.md) is embedded under the reason.
 * Whatever the state holds, the body is at most COMMENT_LIMIT characters and ends with the whole
 * state marker: the marker is fitted to its budget first (state-size.ts), the text is cut around it.
 * Reasons, history notes, paths, authors, rationales and findings carry untrusted and
 * model-written text (a verdict's summary, a path the model cited, a login): each is quoted
 * through core/quote.ts, so no Markdown, link or mention in it renders; and the text is made inert
 * as a whole (core/text.ts), so the run footer's marker and the state marker after it are the only
 * hidden markers in the body. The artifact is each workflow's own render, which quotes its parts.
 */
export function renderTrackingBody(state: TargetState, runUrl: string | undefined, artifact?: string, footer?: string): string {
  const title = state.workflow ? `tend · ${state.workflow} · ${state.status}` : `tend · ${state.status}`;
  const lines = [`### ${title}`, '', reasonLine(state.reason), ''];
  if (artifact) lines.push(artifact.trim(), '');
  const records = state.ship?.threads ?? [];
  const settled = state.ship?.settled;
  if (records.length > 0) {
    lines.push(threadTable(records.slice(-SHOWN_THREADS), CELL_LIMIT), '');
  }
  const more = Math.max(0, records.length - SHOWN_THREADS) + (settled?.threads ?? 0);
  if (more > 0) {
    const counted = settled?.threads ? ` (of the earliest ${settled.threads}: ${settled.fixed} fixed, ${settled.ignored} left unchanged, ${settled.escalated} left for a human)` : '';
    lines.push(`<sub>… and ${more} more thread(s)${counted}: see the job summary and audit artifact of the run that answered each.</sub>`, '');
  }
  const finalCheck = state.ship?.finalCheck;
  if (finalCheck && finalCheck.findings.length > 0) {
    // The final check's escalations (ship/final-check.ts): no thread holds them, so they are listed here.
    lines.push(`**Final check of ${finalCheck.head.slice(0, 7)}: ${finalCheck.findings.length} blocking finding(s) for a human**`, '', '| Where | Problem |', '|---|---|');
    for (const f of finalCheck.findings) lines.push(`| ${quoteCell(`${f.path}:${f.startLine}${f.endLine !== f.startLine ? `-${f.endLine}` : ''}`, CELL_LIMIT)} | ${quoteCell(f.problem, CELL_LIMIT)} |`);
    lines.push('', '<sub>Once dealt with (a fix pushed, or judged not to block), a new head is checked again; or a person merges.</sub>', '');
  }
  if (state.history.length > 0) {
    lines.push('<details><summary>History</summary>', '', '| When | State | Note |', '|---|---|---|');
    for (const h of state.history) lines.push(`| ${cell(h.at)} | ${cell(h.status)} | ${quoteCell(h.note, CELL_LIMIT)} |`);
    lines.push('', '</details>', '');
  }
  const judged = records.filter((t) => t.llm);
  const judgedCount = judged.length + (settled?.judged ?? 0);
  if (judgedCount > 0) {
    const cost = judged.reduce((sum, t) => sum + t.llm!.cost_usd, settled?.costUsd ?? 0);
    const tokens = judged.reduce((sum, t) => sum + t.llm!.input_tokens + t.llm!.output_tokens, settled?.tokens ?? 0);
    lines.push(`<sub>Model: ${judgedCount} thread(s) judged, ${tokens} tokens, $${cost.toFixed(4)} so far on this pull request.</sub>`, '');
  }
  if (finalCheck && finalCheck.costUsd > 0) lines.push(`<sub>Final check of ${finalCheck.head.slice(0, 7)}: $${finalCheck.costUsd.toFixed(4)}.</sub>`, '');
  const text = [inert(lines.join('\n'))];
  if (footer) text.push(footer, '');
  text.push(`<sub>Updated ${inert(state.updatedAt)}${runUrl ? ` by [this run](${runUrl})` : ''}. Comment \`/tend status\` or \`/tend stop\`.</sub>`, '');
  return truncate(text.join('\n'), COMMENT_LIMIT, encodeMarker(fitStateForMarker(writableState(state))));
}

/**
 * The state's reason, quoted (core/quote.ts): tend writes it, but it may hold foreign text (a
 * verdict's summary, the path a refusal cites, the label a person added). One line is one code
 * span; a reason of several lines is a block.
 */
function reasonLine(reason: string): string {
  if (reason.trim() === '') return '—';
  return reason.includes('\n') ? quoteBlock(reason, 'text', { maxChars: REASON_LIMIT }) : quoteInline(reason, REASON_LIMIT);
}

/** A one-off reply; its marker names the event it answers so a re-delivery can see it was sent. */
export function renderReply(text: string, eventKey: string): string {
  return truncate(inert(text), COMMENT_LIMIT, `\n\n${replyMarker(eventKey)}`);
}

export function replyMarker(eventKey: string): string {
  return `<!-- tend:reply ${replyKey(eventKey)} -->`;
}

/** The event key as the reply marker holds it: nothing that could end the comment. */
function replyKey(eventKey: string): string {
  return eventKey.replace(/[<>]/g, '');
}

/** Whether tend (`selfId`) already answered `eventKey`: a comment of its account ENDING with that reply marker. */
export function hasReplied(comments: readonly StoredComment[], eventKey: string, selfId: number): boolean {
  return comments.some((c) => c.authorId === selfId && trailingMarker(c.body, 'reply') === replyKey(eventKey));
}

/**
 * One row per review thread: what tend decided and did, and why. The path, the author and the
 * rationale (the model's words, or a bot's path) are quoted, each at most `max` characters.
 */
export function threadTable(threads: readonly ThreadRecord[], max = 2000): string {
  const rows = ['| Thread | Author | Severity | Decision | Why | Commit | Resolved |', '|---|---|---|---|---|---|---|'];
  for (const t of threads) {
    rows.push(
      `| ${quoteCell(`${t.path}${t.line ? `:${t.line}` : ''}`, max)} | ${quoteCell(t.author, max)} | ${t.severity} | ${t.decision} | ${quoteCell(t.rationale, max)} | ${t.commit ? `\`${t.commit.slice(0, 7)}\`` : '—'} | ${t.resolved ? 'yes' : 'no'} |`,
    );
  }
  return rows.join('\n');
}
