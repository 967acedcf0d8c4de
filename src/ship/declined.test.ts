import { describe, expect, it } from 'vitest';
import type { Actor, PullSnapshot, ReviewThread, ThreadComment } from '../core/pull-request.js';
import type { ThreadRecord } from '../store/target-state.js';
import { THREAD_ANSWER_MARKER, type ThreadPlan } from './decide-thread.js';
import { decisionsInThreads, DECLINED_LIMIT, earlierDecisions, pointAtEarlier, rememberDecisions, storedDecisions, threadFingerprint } from './declined.js';

const TEND: Actor = { login: 'github-actions', id: 41898282, type: 'Bot' };
const CODERABBIT: Actor = { login: 'coderabbitai', id: 136622811, type: 'Bot' };
const ALICE: Actor = { login: 'alice', id: 1001, type: 'User' };
const FINDING = '**`area` accepts negative sizes.** A negative width on line 2 yields a negative area.';

let ids = 0;
const comment = (author: Actor, body: string): ThreadComment => ({
  id: `PRRC_${++ids}`, databaseId: ids, author, body, createdAt: '2026-01-01T10:00:00Z', lastEditedAt: null, commitOid: null, originalCommitOid: null, diffHunk: '',
});
const thread = (id: string, comments: ThreadComment[], over: Partial<ReviewThread> = {}): ReviewThread => ({
  id, isResolved: false, resolvedBy: null, isOutdated: false, viewerCanResolve: true, viewerCanReply: true, path: 'src/widget.ts', line: 2, startLine: null, originalLine: 2, originalStartLine: null, diffSide: 'RIGHT', comments, ...over,
});
const answer = (text: string, id: string) => comment(TEND, `${text}\n\n${THREAD_ANSWER_MARKER}${id} ${'a'.repeat(40)} -->`);
const pr = (threads: ReviewThread[]) => ({ viewer: { login: TEND.login, id: TEND.id }, threads }) as unknown as PullSnapshot;
const record = (id: string, decision: ThreadRecord['decision']): ThreadRecord => ({
  id, path: 'src/widget.ts', line: 2, author: 'coderabbitai', severity: 'major', decision, rationale: 'r', commit: null, files: [], replied: true, resolved: decision !== 'escalate', head: 'a'.repeat(40),
});
const plan = (threadId: string, over: Partial<ThreadPlan> = {}): ThreadPlan => ({
  threadId, path: 'src/widget.ts', author: CODERABBIT, bot: 'coderabbit', severity: 'major', decision: 'escalate', rationale: 'No committable suggestion.', edit: null, needsJudgement: true, ...over,
});

describe('declined stays declined: what earlier threads decided', () => {
  it('knows a finding tend left unchanged, one a writer resolved unfixed, and one still waiting for a human', () => {
    const ignored = thread('T1', [comment(CODERABBIT, FINDING), answer('Not changed: sizes are validated.', 'T1')], { isResolved: true, resolvedBy: TEND });
    const declined = thread('T2', [comment(CODERABBIT, 'Escape the label.'), answer('Left open for a human: a person decides.', 'T2')], { path: 'src/label.ts', isResolved: true, resolvedBy: ALICE });
    const waiting = thread('T3', [comment(CODERABBIT, 'Cache the result.'), answer('Left open for a human: a person decides.', 'T3')]);
    const fixed = thread('T4', [comment(CODERABBIT, 'Double the sum.'), answer('Applied in abc. Applies the suggestion.', 'T4')], { isResolved: true, resolvedBy: ALICE });
    const byPerson = thread('T5', [comment(ALICE, 'Rename this.')], { isResolved: true, resolvedBy: ALICE });
    const found = decisionsInThreads(pr([ignored, declined, waiting, fixed, byPerson]), { threads: [] }, new Set([ALICE.id]));
    expect(found.map((d) => [d.comment, d.kind])).toEqual([
      [ignored.comments[0]!.databaseId, 'ignored'],
      [declined.comments[0]!.databaseId, 'declined'],
      [waiting.comments[0]!.databaseId, 'escalated'],
    ]);
    expect(found[0]!.fingerprint).toBe(threadFingerprint(ignored));
  });

  it('takes tend’s record over its answer, and never reads the decision from a comment not by tend', () => {
    const forged = thread('T1', [comment(CODERABBIT, FINDING), comment(ALICE, `Not changed: x\n\n${THREAD_ANSWER_MARKER}T1 ${'a'.repeat(40)} -->`)]);
    expect(decisionsInThreads(pr([forged]), { threads: [] }, new Set())).toEqual([]);
    const recorded = thread('T1', [comment(CODERABBIT, FINDING)], { isResolved: true, resolvedBy: TEND });
    expect(decisionsInThreads(pr([recorded]), { threads: [record('T1', 'ignore')] }, new Set()).map((d) => d.kind)).toEqual(['ignored']);
    // A thread resolved by someone without write access declined nothing.
    const unsettled = thread('T2', [comment(CODERABBIT, FINDING)], { isResolved: true, resolvedBy: { login: 'mallory', id: 6, type: 'User' } });
    expect(decisionsInThreads(pr([unsettled]), { threads: [] }, new Set([ALICE.id]))).toEqual([]);
  });
});

describe('declined stays declined: the re-raised finding', () => {
  const earlier = thread('T1', [comment(CODERABBIT, FINDING), answer('Not changed: sizes are validated.', 'T1')], { isResolved: true, resolvedBy: TEND });
  const again = thread('T9', [comment(CODERABBIT, FINDING.replace('line 2', 'line 7'))], { line: 7 });

  it('is answered with a pointer and resolved like the earlier decision, with no judgement asked', () => {
    const known = decisionsInThreads(pr([earlier, again]), { threads: [] }, new Set());
    const pointed = pointAtEarlier(plan('T9'), again, known);
    expect(pointed).toMatchObject({ decision: 'ignore', needsJudgement: false, edit: null, earlier: { comment: earlier.comments[0]!.databaseId, kind: 'ignored' } });
    const declined = pointAtEarlier(plan('T9'), again, [{ ...known[0]!, kind: 'declined' }]);
    expect(declined).toMatchObject({ decision: 'ignore', earlier: { kind: 'declined' } });
    expect(declined.rationale).toContain('A maintainer declined the same finding');
    expect(pointAtEarlier(plan('T9'), again, [{ ...known[0]!, kind: 'escalated' }])).toMatchObject({ decision: 'escalate', earlier: { kind: 'escalated' } });
  });

  it('is left to its own plan when a person replied in it, when it is another finding, or when it is the earlier thread itself', () => {
    const known = decisionsInThreads(pr([earlier]), { threads: [] }, new Set());
    const replied = thread('T9', [...again.comments, comment(ALICE, 'Please do fix it this time.')]);
    expect(pointAtEarlier(plan('T9'), replied, known).earlier).toBeUndefined();
    const other = thread('T8', [comment(CODERABBIT, 'Another finding entirely.')]);
    expect(pointAtEarlier(plan('T8'), other, known).earlier).toBeUndefined();
    expect(pointAtEarlier(plan('T1'), earlier, known).earlier).toBeUndefined();
  });

  it('is known from the state alone once the earlier thread is gone, and the state keeps hashes only, the newest 200', () => {
    const kept = rememberDecisions(undefined, decisionsInThreads(pr([earlier]), { threads: [] }, new Set()));
    expect(kept).toEqual([expect.stringMatching(/^[0-9a-f]{16}:i:\d+$/)]);
    expect(kept.join()).not.toContain('negative');
    expect(pointAtEarlier(plan('T9'), again, earlierDecisions(kept, [])).earlier?.kind).toBe('ignored');
    // A thread's newest kind replaces its older one.
    const declined = rememberDecisions(kept, [{ ...storedDecisions(kept)[0]!, kind: 'declined' }]);
    expect(storedDecisions(declined).map((d) => d.kind)).toEqual(['declined']);
    const many = rememberDecisions(undefined, Array.from({ length: DECLINED_LIMIT + 5 }, (_, i) => ({ fingerprint: 'ab'.repeat(8), kind: 'ignored' as const, comment: i + 1 })));
    expect(many).toHaveLength(DECLINED_LIMIT);
    expect(storedDecisions(many)[0]!.comment).toBe(6);
  });
});
