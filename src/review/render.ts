// What a review leaves behind, rendered from its findings: one inline comment per posted finding
// (tend's severity label first, a committable suggestion when the fix is small, the finding marker
// last), the review's body, and REVIEW.md for the tracking comment and the CLI. Pure.

import { codeFence } from '../core/quote.js';
import { cell, inert } from '../core/text.js';
import { tendSeverityLine } from '../ship/bot-severity.js';
import { findingMarker, reviewMarker } from './fingerprint.js';
import type { ReviewedFinding } from './findings.js';
import { postable } from './review.js';

/** One finding as an inline comment; the suggestion only where the comment sits on the cited lines. */
export function findingComment(finding: ReviewedFinding, options: { inline: boolean }): string {
  const parts = [tendSeverityLine(finding.severity, inert(oneLine(finding.title))), '', inert(finding.body.trim())];
  if (options.inline && finding.suggestion !== null) parts.push('', codeFence('suggestion', finding.suggestion.replace(/\n$/, '')));
  parts.push('', findingMarker(finding.fingerprint));
  return parts.join('\n');
}

export interface ReviewCounts {
  proposed: number;
  posted: number;
  droppedByEvidence: number;
  rejectedByValidator: number;
  /** Of those, rejected for contradicting a learning. */
  rejectedForLearning: number;
  repeated: number;
}

export function reviewCounts(findings: readonly ReviewedFinding[]): ReviewCounts {
  return {
    proposed: findings.length,
    posted: postable(findings).length,
    droppedByEvidence: findings.filter((f) => !f.survivedEvidence).length,
    rejectedByValidator: findings.filter((f) => f.survivedValidator === false).length,
    rejectedForLearning: findings.filter((f) => f.validator?.learningId != null && f.survivedValidator === false).length,
    repeated: findings.filter((f) => f.repeated).length,
  };
}

/** One sentence for the review body, the tracking comment and the audit. */
export function countsLine(c: ReviewCounts): string {
  const parts = [`${c.posted} of ${c.proposed} finding(s) posted`];
  parts.push(`${c.droppedByEvidence} dropped because the cited code does not match the head commit`);
  parts.push(`${c.rejectedByValidator} rejected by the validator${c.rejectedForLearning > 0 ? ` (${c.rejectedForLearning} for contradicting a learning)` : ''}`);
  if (c.repeated > 0) parts.push(`${c.repeated} already posted on an earlier head`);
  return `${parts.join('; ')}.`;
}

/** The review's body: the counts, and the posted findings that could not sit on a diff line. */
export function reviewBody(head: string, summary: string, findings: readonly ReviewedFinding[], outside: readonly ReviewedFinding[]): string {
  const lines = [`**tend review** of ${head.slice(0, 7)}: ${countsLine(reviewCounts(findings))}`, '', inert(oneLine(summary))];
  if (outside.length > 0) {
    lines.push('', 'Findings on lines outside the diff:');
    for (const f of outside) lines.push(inert(`- \`${f.path}:${f.lines.start}-${f.lines.end}\` ${tendSeverityLine(f.severity, oneLine(f.title))}: ${oneLine(f.body)}`));
  }
  lines.push('', reviewMarker(outside.map((f) => f.fingerprint)));
  return lines.join('\n');
}

/** REVIEW.md: every finding and what became of it. */
export function renderReviewMarkdown(input: { head: string; base: string; summary: string; findings: readonly ReviewedFinding[]; costUsd: number }): string {
  const { findings } = input;
  const lines = [
    '## REVIEW.md',
    '',
    `Reviewed ${input.base.slice(0, 7)}...${input.head.slice(0, 7)}. ${countsLine(reviewCounts(findings))} Model cost $${input.costUsd.toFixed(4)}.`,
    '',
    inert(oneLine(input.summary)),
  ];
  if (findings.length > 0) {
    lines.push('', '| finding | where | evidence | validator | posted |', '|---|---|---|---|---|');
    for (const f of findings) {
      const validator = f.repeated ? 'already posted' : f.survivedValidator === null ? '—' : `${f.survivedValidator ? 'kept' : 'rejected'}: ${cell(f.validator?.reason ?? '')}`;
      const posted = postable([f]).length === 1 ? 'yes' : 'no';
      lines.push(`| ${f.severity}: ${cell(f.title)} | ${f.path}:${f.lines.start}-${f.lines.end} | ${f.survivedEvidence ? 'verified' : `dropped: ${cell(f.evidence)}`} | ${validator} | ${posted} |`);
    }
  }
  return lines.join('\n');
}


function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

