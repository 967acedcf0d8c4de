// The final check before merging (#16 item 7; document 004, step 11), with `final-check: model`:
// once everything else lets the pull request merge, the model reads the whole diff against the
// base and the threads tend answered, and may raise blocking findings. Each must cite path and
// lines of the head with their verbatim text; code checks every citation (src/evidence) and drops
// the ones that do not hold. A finding that holds is an escalation: the pull request is blocked,
// not merged, and the tracking comment lists it. Once per head. This file is the pure half:
// the gate, the model's answer and the message it reads; run-final-check.ts does the I/O.

import * as z from 'zod';
import type { PullSnapshot } from '../core/pull-request.js';
import { dataSection } from '../llm/prompts.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';
import type { ShipState } from '../store/target-state.js';
import { isThreadAnswer } from './decide-thread.js';

/**
 * The most of the diff the check reads, in characters (about 25,000 tokens). The rule for a larger
 * diff: the check does not run and the pull request is blocked, saying so. The workflow asked for
 * a check before every merge; merging unchecked would quietly drop it, and a part of the diff
 * checked would look like the whole. A person reviews and merges, or turns the check off.
 */
export const FINAL_CHECK_DIFF_LIMIT = 100_000;
/** Answered threads the check reads (the newest), and the characters of each comment it quotes. */
const THREADS_READ = 30;
const THREAD_COMMENT_CHARS = 2_000;
/** Findings named in a blocked reason before the rest are counted. */
const NAMED_FINDINGS = 5;

export const FinalCheckAnswerSchema = z.strictObject({
  findings: z
    .array(
      z.strictObject({
        // Optional so that a finding without its citation is read, and dropped and counted, rather
        // than making the whole answer unusable; citedLines says which findings cite.
        path: z.string().max(500).optional().describe('The file, relative to the repository root'),
        startLine: z.number().int().min(1).optional().describe('First cited line in the head'),
        endLine: z.number().int().min(1).optional().describe('Last cited line in the head'),
        quote: z.string().max(4000).optional().describe('The verbatim text of those lines'),
        problem: z.string().min(1).max(400).describe('At most two sentences a maintainer can verify'),
      }),
    )
    .max(20)
    .describe('Blocking findings only; empty when nothing should stop the merge'),
  summary: z.string().max(400).describe('One sentence'),
});

export type FinalCheckAnswer = z.infer<typeof FinalCheckAnswerSchema>;

/** A finding's citation when it has a whole one (path, lines in order, a quote); null for an uncited finding. */
export function citedLines(finding: FinalCheckAnswer['findings'][number]): { path: string; startLine: number; endLine: number; quote: string } | null {
  const { path, startLine, endLine, quote } = finding;
  if (!path || startLine === undefined || endLine === undefined || endLine < startLine || !quote?.trim()) return null;
  return { path, startLine, endLine, quote };
}
type FinalCheckRecord = NonNullable<ShipState['finalCheck']>;

export type FinalCheckGate = { kind: 'run' } | { kind: 'blocked'; reason: string } | null;

/**
 * What the final check asks of the merge on `head`: to run first (not yet run on this head), to
 * block (it raised findings, or could not run), or nothing (off, merge off, or passed).
 */
export function finalCheckGate(policy: { finalCheck?: 'off' | 'model'; merge: string }, ship: Pick<ShipState, 'finalCheck'>, head: string): FinalCheckGate {
  if (policy.finalCheck !== 'model' || policy.merge === 'off') return null;
  const done = ship.finalCheck;
  if (!done || done.head !== head) return { kind: 'run' };
  if (done.blocked !== null) return { kind: 'blocked', reason: `the final check (final-check: model) did not check ${head.slice(0, 7)}: ${done.blocked}` };
  if (done.findings.length === 0) return null;
  const named = done.findings.slice(0, NAMED_FINDINGS).map((f) => `${f.path}:${f.startLine}${f.endLine !== f.startLine ? `-${f.endLine}` : ''}`);
  const more = done.findings.length > NAMED_FINDINGS ? ` and ${done.findings.length - NAMED_FINDINGS} more` : '';
  return { kind: 'blocked', reason: `the final check raised ${done.findings.length} blocking finding(s) that need a human: ${named.join(', ')}${more} (listed in the tracking comment)` };
}

/** The user message: the pull request's diff and its answered threads, each as delimited data. */
export function finalCheckMessage(pr: PullSnapshot, diff: string, trustedAuthorIds: ReadonlySet<number>): string {
  const answered = pr.threads.filter((t) => t.comments.some((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id))).slice(-THREADS_READ);
  const threads = answered.map((thread) => {
    // Only the words of review bots, people with write access and tend reach the model.
    const said = thread.comments
      .filter((c) => c.author !== null && (trustedAuthorIds.has(c.author.id) || isThreadAnswer(c.author.id, c.body, pr.viewer.id)))
      .map((c) => `@${c.author!.login} wrote:\n${sanitizeForModel(c.body).slice(0, THREAD_COMMENT_CHARS)}`);
    return `Thread on ${thread.path}:${thread.line ?? thread.originalLine ?? '?'} (${thread.isResolved ? 'resolved' : 'open'})\n${said.join('\n\n')}`;
  });
  return [
    `Pull request #${pr.number} into ${pr.baseRefName}, head ${pr.headRefOid}. Cite lines as they are in that head.`,
    dataSection('pull_request', sanitizeForModel(pr.title)),
    dataSection('diff', diff),
    dataSection('answered_threads', threads.length > 0 ? threads.join('\n\n---\n\n') : '(no answered threads)'),
  ].join('\n\n');
}

/** The record of a check that ran: the findings whose citations held, and how many were dropped (uncited or not holding). */
export function finalCheckRecord(head: string, answer: FinalCheckAnswer, verified: readonly boolean[], costUsd: number, redact: (text: string) => string): FinalCheckRecord {
  const findings = answer.findings.flatMap((f, i) => {
    const cited = citedLines(f);
    return cited && verified[i] === true ? [{ path: cited.path, startLine: cited.startLine, endLine: cited.endLine, problem: redact(f.problem) }] : [];
  });
  return { head, findings, dropped: answer.findings.length - findings.length, blocked: null, costUsd };
}

/** The record of a check that could not run or finish on `head`, and why. */
export function finalCheckNotRun(head: string, why: string, costUsd = 0): FinalCheckRecord {
  return { head, findings: [], dropped: 0, blocked: why, costUsd };
}
