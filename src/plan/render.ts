// PLAN.md as published: rendered by tend from the plan record, with tend's own check of every
// file beside it, so a file the model named that is not there is flagged where people read it.
// The model's texts are inert as a whole (core/text.ts).

import { cell, inert } from '../core/text.js';
import type { PlanRecord } from '../store/target-state.js';
import { flaggedFiles, type PlanFileStatus } from './plan.js';

const STATUS_TEXT: Record<PlanFileStatus, string> = {
  exists: 'exists',
  new: 'new (to be created)',
  missing: '⚠️ not found: the plan says it exists',
  refused: '⚠️ not a plain repository path',
};

export function renderPlanMarkdown(plan: PlanRecord): string {
  const lines: string[] = [];
  const flagged = flaggedFiles(plan);
  if (flagged.length > 0) {
    lines.push('> [!WARNING]', `> ${flagged.length} file(s) the plan names as existing are not in the checkout at \`${plan.commit.slice(0, 12)}\`: ${flagged.map((f) => `\`${f.path}\``).join(', ')}.`, '');
  }
  lines.push('## Plan', '', plan.summary, '', '### Files to change (checked by tend)', '', '| File | Change | In the checkout | What changes |', '|---|---|---|---|');
  for (const f of plan.files) lines.push(`| ${cell(f.path)} | ${f.change} | ${STATUS_TEXT[f.status]} | ${cell(f.note)} |`);
  lines.push('', '### Steps', '', ...plan.steps.map((s, i) => `${i + 1}. ${oneLine(s)}`), '');
  lines.push('### Tests that will prove it', '', ...bullets(plan.tests, 'none named'), '');
  lines.push('### Risks', '', ...bullets(plan.risks, 'none named'), '');
  lines.push('### Out of scope', '', ...bullets(plan.outOfScope, 'nothing named'), '');
  lines.push(`<sub>Planned against \`${plan.commit.slice(0, 12)}\`. Comment to correct it, then \`/tend plan\` again; \`/tend implement\` carries it out.</sub>`);
  return inert(lines.join('\n'));
}

function bullets(items: readonly string[], none: string): string[] {
  return items.length === 0 ? [`- (${none})`] : items.map((item) => `- ${oneLine(item)}`);
}

/** A list item stays one item: a line break in the model's text cannot start a new block. */
function oneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ');
}
