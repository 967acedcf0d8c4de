// TRIAGE.md as published: the model's report, then what tend itself established (the verdict as
// gated, the evidence check of every citation, the commands it ran). A refused verdict says so at
// the top, so nobody reads the model's confident prose as the outcome. What the model wrote that
// lands in a table cell (a cited path, a command, a pattern), the evidence check's reason, which
// quotes it, and the refusal, which quotes both, go through the one renderer of foreign text
// (core/quote.ts): data, never markup.

import type { TriageVerdictFile } from './verdict.js';
import { inert } from '../core/text.js';
import { quoteCell, quoteInline } from '../core/quote.js';

export function renderTriageMarkdown(report: string, verdict: TriageVerdictFile): string {
  const lines: string[] = [];
  if (verdict.status === 'refused') {
    // The refusal quotes what the model cited (a path, the check's reason): one code span on the warning's line.
    lines.push(`> [!WARNING]`, `> tend refused this verdict: ${quoteInline(verdict.refusal ?? 'no reason recorded', 600)}. It is not published as valid.`, '');
  }
  lines.push(report.trim(), '', '---', '', '## Verdict (checked by tend)', '');
  lines.push('| Field | Value |', '|---|---|');
  lines.push(`| Classification | ${verdict.classification} |`);
  lines.push(`| Valid | ${verdict.valid ? 'yes' : 'no'} (${verdict.status}) |`);
  lines.push(`| Confidence | ${verdict.confidence.toFixed(2)} |`);
  lines.push(`| Recommended next | ${verdict.recommendedNext} |`);
  lines.push(`| Reproduction | ${verdict.reproduction.attempted ? (verdict.reproduction.reproduced === true ? 'reproduced' : verdict.reproduction.reproduced === false ? 'not reproduced' : 'inconclusive') : 'not attempted'} |`);
  lines.push(`| Highest rung tried | ${verdict.highestRung} |`);
  lines.push(`| Commit | \`${verdict.commit.slice(0, 12)}\` |`, '');
  const cited = verdict.evidence.filter((e) => e.file !== undefined);
  if (cited.length > 0) {
    lines.push('### Evidence check', '', '| Location | Result | Reason |', '|---|---|---|');
    for (const e of cited) {
      const where = `${e.file}${e.line === undefined ? '' : `:${e.line}${e.endLine !== undefined && e.endLine !== e.line ? `-${e.endLine}` : ''}`}`;
      lines.push(`| ${quoteCell(where)} | ${e.check ?? 'unchecked'} | ${quoteCell(e.checkReason ?? '')} |`);
    }
    lines.push('');
  }
  if (verdict.commands.length > 0) {
    lines.push('### Commands run', '', '| Command | Pattern | Result |', '|---|---|---|');
    for (const run of verdict.commands) lines.push(`| ${quoteCell(run.command, 500)} | ${quoteCell(run.pattern ?? '')} | ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? '?'}`} |`);
    lines.push('');
  }
  // The report is the model's: inert as a whole (core/text.ts), in the file and where it is embedded.
  return inert(lines.join('\n'));
}
