import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { type Actor, type PullSnapshot, type Review } from '../core/pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';
import type { ShipState } from '../store/target-state.js';
import { bodyAnswers, openBodyEscalations, planReviewBodies, renderReviewBodyAnswer, reviewBodyRecord, REVIEW_BODY_MARKER } from './decide-review-body.js';
import type { ThreadPolicy } from './decide-thread.js';

const CODERABBIT = KNOWN_BOTS.find((b) => b.name === 'coderabbit')!;
const RABBIT: Actor = { login: 'coderabbitai', id: CODERABBIT.id, type: 'Bot' };
const TEND: Actor = { login: 'github-actions', id: 41898282, type: 'Bot' };
const HEAD = 'a'.repeat(40);

const BODY = [
  '<details>',
  '<summary>⚠️ Outside diff range comments (1)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/widget.ts (1)</summary><blockquote>',
  '',
  '`1-3`: _⚠️ Potential issue_ | _🟠 Major_',
  '',
  '**`area` accepts <b>negative</b> sizes; ask @alice.**',
  '',
  'Validate the inputs.',
  '',
  '</blockquote></details>',
  '</blockquote></details>',
  '',
  '<details>',
  '<summary>🧹 Nitpick comments (1)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/widget.ts (1)</summary><blockquote>',
  '',
  '`9-11`: **Prefer a template literal.**',
  '',
  'Reads better.',
  '',
  '</blockquote></details>',
  '</blockquote></details>',
].join('\n');

const review = (over: Partial<Review> = {}): Review => ({ id: 'PRR_1', fullDatabaseId: null, authorCanPushToRepository: false, author: RABBIT, state: 'COMMENTED', body: BODY, commitOid: HEAD, submittedAt: '2025-06-01T11:00:00Z', ...over });
const pull = (over: Partial<PullSnapshot> = {}): PullSnapshot => pullSnapshot({ viewer: { login: 'github-actions', id: TEND.id }, headRefOid: HEAD, reviews: [review()], ...over });
const ship = (over: Partial<ShipState> = {}): ShipState => ({ mode: 'ship', head: HEAD, iteration: 0, reviewDeadline: null, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false, ...over });
const policy: ThreadPolicy = { reviewBots: [CODERABBIT], trustedBots: [], ignoreNitpicks: true, fixSeverities: ['critical', 'major', 'minor', 'nitpick', 'unknown'] };

describe('planReviewBodies', () => {
  it('decides each body finding by the thread rules: the major one for a human, the nitpick left alone', () => {
    const [plan] = planReviewBodies(pull(), ship(), policy, null);
    expect(plan).toMatchObject({ reviewId: 'PRR_1', bot: 'coderabbit', unreadable: 0 });
    expect(plan!.findings.map((f) => [f.finding.path, f.finding.startLine, f.severity, f.decision])).toEqual([
      ['src/widget.ts', 1, 'major', 'escalate'],
      ['src/widget.ts', 9, 'nitpick', 'ignore'],
    ]);
    expect(plan!.findings[0]!.rationale).toBe('No committable suggestion, and it is outside the diff, where GitHub allows no review thread; a human decides.');
  });

  it('never patches a body finding, even one with a committable suggestion', () => {
    const body = BODY.replace('Validate the inputs.', 'Validate the inputs.\n\n```suggestion\nexport function area() {}\n```');
    const [plan] = planReviewBodies(pull({ reviews: [review({ body })] }), ship(), policy, null);
    expect(plan!.findings[0]).toMatchObject({ decision: 'escalate', rationale: expect.stringContaining('Not applied automatically although it carries a suggestion') });
  });

  it('answers a review once: not when the state records it, nor when tend (account AND marker) answered it on GitHub', () => {
    const record = reviewBodyRecord(planReviewBodies(pull(), ship(), policy, null)[0]!, 1, '2025-06-01T12:00:00Z', (t) => t);
    expect(planReviewBodies(pull(), ship({ reviewBodies: [record] }), policy, null)).toEqual([]);
    const answer = `answered\n${REVIEW_BODY_MARKER}PRR_1 escalated=1 -->`;
    expect(planReviewBodies(pull({ comments: [{ author: TEND, body: answer, createdAt: '2025-06-01T12:00:00Z' }] }), ship(), policy, null)).toEqual([]);
    // P9: the marker in someone else's comment is only text.
    const alice: Actor = { login: 'alice', id: 1001, type: 'User' };
    expect(planReviewBodies(pull({ comments: [{ author: alice, body: answer, createdAt: '2025-06-01T12:00:00Z' }] }), ship(), policy, null)).toHaveLength(1);
  });

  it('reads only CodeRabbit-format bodies by the CodeRabbit account, and leaves a review submitted after the cutoff to the next run', () => {
    const lookalike: Actor = { login: 'coderabbitai', id: 99, type: 'User' };
    expect(planReviewBodies(pull({ reviews: [review({ author: lookalike })] }), ship(), policy, null)).toEqual([]);
    expect(planReviewBodies(pull(), ship(), policy, '2025-06-01T10:00:00Z')).toEqual([]);
  });
});

describe('openBodyEscalations and the answer', () => {
  it('blocks on an escalated review until a writer settles it; the comment lists each finding and says how to settle', () => {
    const plan = planReviewBodies(pull(), ship(), policy, null)[0]!;
    const record = reviewBodyRecord(plan, 1, '2025-06-01T12:00:00Z', (t) => t);
    expect(openBodyEscalations(pull(), ship({ reviewBodies: [record] }))).toEqual([{ reviewId: 'PRR_1', places: ['src/widget.ts:1-3'] }]);
    expect(openBodyEscalations(pull(), ship({ reviewBodies: [record], settledReviewBodies: ['PRR_1'] }))).toEqual([]);
    const text = renderReviewBodyAnswer(plan);
    expect(text).toContain('| `src/widget.ts:1-3` |');
    expect(text).toContain('left for a human');
    expect(text).toContain('/tend ship');
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('@alice');
    expect(text.endsWith(`${REVIEW_BODY_MARKER}PRR_1 escalated=1 -->`)).toBe(true);
  });

  it('blocks on tend’s answer found on GitHub when the record was lost', () => {
    const answer = { author: TEND, body: `x\n${REVIEW_BODY_MARKER}PRR_9 escalated=2 -->`, createdAt: '2025-06-01T12:00:00Z' };
    expect(openBodyEscalations(pull({ comments: [answer] }), ship())).toEqual([{ reviewId: 'PRR_9', places: ['review PRR_9 (2 finding(s))'] }]);
  });
});

describe('bodyAnswers: one answer per review body, under runs at once', () => {
  const SELF = 41898282;
  const answer = (id: number, review: string, authorId = SELF) => ({ id, authorId, body: `text\n${REVIEW_BODY_MARKER}${review} escalated=1 -->` });

  it("keeps tend's oldest answer to the review and names the later ones to delete", () => {
    expect(bodyAnswers([answer(9, 'R1'), answer(5, 'R1'), answer(7, 'R2')], SELF, 'R1')).toEqual({ kept: 5, later: [9] });
    expect(bodyAnswers([answer(7, 'R2')], SELF, 'R1')).toEqual({ kept: null, later: [] });
  });

  it("knows tend's answer by account and marker together: a pasted marker is neither kept nor deleted", () => {
    expect(bodyAnswers([answer(3, 'R1', 12345), answer(8, 'R1')], SELF, 'R1')).toEqual({ kept: 8, later: [] });
    // A review id that only begins like another is another review.
    expect(bodyAnswers([answer(4, 'R10')], SELF, 'R1')).toEqual({ kept: null, later: [] });
  });
});
