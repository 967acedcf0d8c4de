// The tracking comment's text: what tend is doing on this target and why, then the state marker.

import { encodeMarker } from './marker.js';
import type { TargetState } from './target-state.js';
import { COMMENT_LIMIT, truncate, cell } from '../core/text.js';
import type { ThreadRecord } from './target-state.js';

/** `artifact` (a workflow's Markdown report, e.g. TRIAGE.md) is embedded verbatim under the reason. */
export function renderTrackingBody(state: TargetState, runUrl: string | undefined, artifact?: string, footer?: string): string {
  const title = state.workflow ? `tend · ${state.workflow} · ${state.status}` : `tend · ${state.status}`;
  const lines = [`### ${title}`, '', state.reason || '—', ''];
  if (artifact) lines.push(artifact.trim(), '');
  if (state.ship && state.ship.threads.length > 0) {
    const shown = state.ship.threads.slice(-50);
    lines.push(threadTable(shown), '');
    if (shown.length < state.ship.threads.length) lines.push(`<sub>${state.ship.threads.length - shown.length} earlier thread(s) are in the audit artifacts of earlier runs.</sub>`, '');
  }
  if (state.history.length > 0) {
    lines.push('<details><summary>History</summary>', '', '| When | State | Note |', '|---|---|---|');
    for (const h of state.history) lines.push(`| ${cell(h.at)} | ${cell(h.status)} | ${cell(h.note)} |`);
    lines.push('', '</details>', '');
  }
  const judged = (state.ship?.threads ?? []).filter((t) => t.llm);
  if (judged.length > 0) {
    const cost = judged.reduce((sum, t) => sum + t.llm!.cost_usd, 0);
    const tokens = judged.reduce((sum, t) => sum + t.llm!.input_tokens + t.llm!.output_tokens, 0);
    lines.push(`<sub>Model: ${judged.length} thread(s) judged, ${tokens} tokens, $${cost.toFixed(4)} so far on this pull request.</sub>`, '');
  }
  if (footer) lines.push(footer, '');
  lines.push(`<sub>Updated ${state.updatedAt}${runUrl ? ` by [this run](${runUrl})` : ''}. Comment \`/tend status\` or \`/tend stop\`.</sub>`, '');
  return truncate(lines.join('\n'), COMMENT_LIMIT, encodeMarker(state));
}

/** A one-off reply; its marker names the event it answers so a re-delivery can see it was sent. */
export function renderReply(text: string, eventKey: string): string {
  return truncate(text, COMMENT_LIMIT, `\n\n<!-- tend:reply ${eventKey.replace(/-->/g, '')} -->`);
}

export function replyMarker(eventKey: string): string {
  return `<!-- tend:reply ${eventKey.replace(/-->/g, '')} -->`;
}

/** One row per review thread: what tend decided and did, and why. */
export function threadTable(threads: readonly ThreadRecord[]): string {
  const rows = ['| Thread | Author | Severity | Decision | Why | Commit | Resolved |', '|---|---|---|---|---|---|---|'];
  for (const t of threads) {
    rows.push(
      `| ${cell(`${t.path}${t.line ? `:${t.line}` : ''}`)} | ${cell(t.author)} | ${t.severity} | ${t.decision} | ${cell(t.rationale)} | ${t.commit ? `\`${t.commit.slice(0, 7)}\`` : '—'} | ${t.resolved ? 'yes' : 'no'} |`,
    );
  }
  return rows.join('\n');
}
