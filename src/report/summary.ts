// The job summary: what happened in this run and why, in Markdown. Pure: text in, text out.

import type { ApiCounts } from '../github/client.js';
import type { RunResult } from '../run/result.js';
import { cell, inert, SUMMARY_LIMIT, truncateBytes } from '../core/text.js';
import { targetName } from '../core/target.js';

export function renderSummary(input: { event: string; repository: string; result: RunResult; api: ApiCounts; dryRun: boolean }): string {
  const { result } = input;
  const lines = [
    `## tend · ${result.workflow} · ${result.state}`,
    '',
    `${result.reason}`,
    '',
    '| | |',
    '|---|---|',
    `| Event | \`${cell(input.event)}\` on ${cell(input.repository)} |`,
    `| Route | ${cell(result.route.action)}: ${cell(result.route.detail)} |`,
    `| Target | ${cell(targetName(result.target))} |`,
    `| State | ${cell(result.state)} |`,
    `| GitHub API requests | REST ${input.api.rest} · GraphQL ${input.api.graphql} |`,
  ];
  if (result.llm) {
    const l = result.llm;
    lines.push(`| Model | ${l.calls} call(s) · ${l.input_tokens} input + ${l.cache_read_input_tokens} cached + ${l.cache_creation_input_tokens} cache-write tokens · ${l.output_tokens} output tokens · $${l.cost_usd.toFixed(4)} |`);
  }
  if (input.dryRun) lines.push('| Mode | dry run: nothing was written |');
  for (const note of result.notes ?? []) lines.push('', `> [!NOTE]\n> ${note}`);
  // Each workflow's own sections (ship's review threads, the watcher's channels).
  for (const section of result.summary ?? []) lines.push('', section);
  if (result.decisions.length > 0) {
    lines.push('', '### Decisions', '', '| Target | Decision | Why |', '|---|---|---|');
    for (const d of result.decisions) lines.push(`| ${cell(targetName(d.target))} | ${cell(d.decision)} | ${cell(d.why)} |`);
  }
  // Reasons, notes and sections quote paths, comments and model text: inert as a whole (core/text.ts).
  return truncateBytes(inert(lines.join('\n')) + '\n', SUMMARY_LIMIT);
}
