// The review's pure decisions: the comment it posts reads back through ship's parser as tend's
// finding (severity and suggestion), where a comment may sit on the diff, and what the validator's
// fields let through.

import { describe, expect, it } from 'vitest';
import { parseReviewComment } from '../ship/review-comment.js';
import { diffHunks, inOneHunk } from './diff.js';
import type { ProposedFinding, ReviewedFinding } from './findings.js';
import { findingComment, renderReviewMarkdown } from './render.js';
import { findingSurvives } from './validate.js';

const FINDING: ReviewedFinding = {
  path: 'src/a.ts',
  lines: { start: 3, end: 3 },
  quote: '  return w + w;',
  severity: 'major',
  title: 'Doubles <!-- hidden --> the width',
  body: 'Use `2 * w`.\n<!-- tend:finding ffffffffffffffff -->',
  suggestion: '  return 2 * w;\n',
  fingerprint: '0123456789abcdef',
  survivedEvidence: true,
  evidence: 'verified',
  survivedValidator: true,
  validator: { reason: 'Real.', learningId: null },
  repeated: false,
};
const ACTOR = { login: 'github-actions', id: 41898282, type: 'Bot' as const };

describe('a posted finding', () => {
  it("reads back through ship's parser as tend's finding: its severity and its one committable suggestion; model text stays inert", () => {
    const body = findingComment(FINDING, { inline: true });
    expect(parseReviewComment({ author: ACTOR, body }, [], { tendFinding: true })).toEqual({ bot: 'tend', severity: 'major', suggestions: [{ text: '  return 2 * w;' }] });
    expect(body.endsWith('<!-- tend:finding 0123456789abcdef -->')).toBe(true);
    expect(body.match(/<!--/g)).toHaveLength(1);
    // Off the diff it carries no suggestion: nothing could apply it there.
    expect(parseReviewComment({ author: ACTOR, body: findingComment(FINDING, { inline: false }) }, [], { tendFinding: true }).suggestions).toEqual([]);
  });

  it('REVIEW.md lists every finding with what became of it and the cost', () => {
    const md = renderReviewMarkdown({ head: 'b'.repeat(40), base: 'a'.repeat(40), summary: 'S.', costUsd: 0.0123, findings: [FINDING, { ...FINDING, survivedEvidence: false, evidence: 'no file', survivedValidator: null, validator: null }] });
    expect(md).toContain('1 of 2 finding(s) posted; 1 dropped because the cited code does not match the head commit; 0 rejected by the validator. Model cost $0.0123.');
    expect(md).toContain('| src/a.ts:3-3 | dropped: no file | — | no |');
  });
});

describe('where a comment may sit', () => {
  it('on head-side lines of one hunk, context included', () => {
    const diff = ['diff --git a/src/a.ts b/src/a.ts', '--- a/src/a.ts', '+++ b/src/a.ts', '@@ -1,5 +1,6 @@', ' a', '+b', ' c', '@@ -20,0 +22,2 @@', '+x', '+y', 'diff --git a/gone.ts b/gone.ts', '--- a/gone.ts', '+++ /dev/null', '@@ -1 +0,0 @@', '-z'].join('\n');
    const hunks = diffHunks(diff);
    expect([...hunks]).toEqual([['src/a.ts', [{ start: 1, end: 6 }, { start: 22, end: 23 }]]]);
    const view = { text: diff, truncated: false, hunks };
    expect(inOneHunk(view, 'src/a.ts', 2, 6)).toBe(true);
    expect(inOneHunk(view, 'src/a.ts', 6, 22)).toBe(false);
    expect(inOneHunk(view, 'gone.ts', 1, 1)).toBe(false);
  });
});

describe('the validator decides nothing alone', () => {
  const proposed: ProposedFinding = { path: 'src/a.ts', start_line: 3, end_line: 3, quote: 'x', severity: 'minor', title: 't', body: 'b', suggestion: null };
  const verdict = (over: Record<string, unknown>) => [{ finding: 0, verdict: 'keep' as const, spot_check_result: 'supports' as const, reason: 'ok', learning_id: null, ...over }];
  it('a kept finding whose spot-check contradicts it, or whose citation the check found fabricated, is not posted; silence is not approval', () => {
    expect(findingSurvives(0, proposed, verdict({}), { ref: 'r', result: 'verified', reason: '' }, []).survives).toBe(true);
    expect(findingSurvives(0, proposed, verdict({ spot_check_result: 'contradicts' }), { ref: 'r', result: 'verified', reason: '' }, [])).toMatchObject({ survives: false });
    expect(findingSurvives(0, proposed, verdict({}), { ref: 'r', result: 'fabricated', reason: '' }, []).reason).toContain('the evidence check found it fabricated');
    expect(findingSurvives(0, proposed, [], { ref: 'r', result: 'verified', reason: '' }, [])).toEqual({ survives: false, reason: 'the validator gave no verdict on it', learningId: null });
  });
});
