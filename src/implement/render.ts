// IMPLEMENT.md as published in the issue's tracking comment: what tend did (branch, commit, pull
// request), which files the model changed, what verify-command said, and the model's summary,
// inert as a whole (core/text.ts).

import { quoteBlock } from '../core/quote.js';
import { cell, inert } from '../core/text.js';
import type { CommandRun } from '../triage/verdict.js';

export interface ImplementReport {
  branch: string;
  base: { branch: string; commit: string };
  files: Array<{ path: string; created: boolean }>;
  verify: { command: string; passed: boolean; exitCode: number | null; timedOut: boolean; tail: string } | null;
  commands: readonly CommandRun[];
  commit: string | null;
  pullRequest: { number: number; url: string; created: boolean } | null;
  /** Why it stopped before a pull request, or null. */
  stopped: string | null;
  title: string | null;
  summary: string | null;
}

export function renderImplementMarkdown(report: ImplementReport): string {
  const lines: string[] = ['## Implementation', ''];
  if (report.stopped) lines.push('> [!WARNING]', `> ${report.stopped.replace(/\s*\r?\n\s*/g, ' ')}`, '');
  lines.push('| Field | Value |', '|---|---|');
  lines.push(`| Branch | \`${report.branch}\` from \`${report.base.branch}\` at \`${report.base.commit.slice(0, 12)}\` |`);
  lines.push(`| Commit | ${report.commit ? `\`${report.commit.slice(0, 12)}\`` : 'none pushed'} |`);
  lines.push(`| Pull request | ${report.pullRequest ? `#${report.pullRequest.number} (${report.pullRequest.created ? 'opened' : 'updated'})` : 'none'} |`);
  if (report.verify) lines.push(`| verify-command | ${cell(report.verify.command)}: ${report.verify.passed ? 'passed' : report.verify.timedOut ? 'timed out' : `failed (exit ${report.verify.exitCode ?? '?'})`} |`);
  lines.push('');
  if (report.files.length > 0) {
    lines.push('### Files changed', '', ...report.files.map((f) => `- \`${f.path.replace(/`/g, "'")}\`${f.created ? ' (new)' : ''}`), '');
  }
  if (report.verify && !report.verify.passed && report.verify.tail) lines.push('### verify-command output (end)', '', quoteBlock(report.verify.tail, 'text', { maxLines: 60 }), '');
  if (report.commands.length > 0) {
    lines.push('### Commands the model ran', '', '| Command | Pattern | Result |', '|---|---|---|');
    for (const run of report.commands) lines.push(`| ${cell(run.command)} | ${cell(run.pattern ?? '')} | ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? '?'}`} |`);
    lines.push('');
  }
  if (report.summary) lines.push('### Summary (the model\'s)', '', report.title ? `**${report.title.replace(/\s*\r?\n\s*/g, ' ')}**` : '', '', report.summary.trim(), '');
  lines.push('<sub>tend never merges this pull request; review it, and `/tend ship` on it takes it the rest of the way.</sub>');
  return inert(lines.join('\n'));
}
