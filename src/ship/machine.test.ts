import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { readState, type ShipState, type TargetState, type ThreadRecord } from '../store/target-state.js';
import { decodeMarker } from '../store/marker.js';
import { renderTrackingBody } from '../store/tracking-body.js';
import { THREAD_ANSWER_MARKER } from './decide-thread.js';
import {
  afterSettledOffers,
  afterAutoMerge,
  afterDeleteBranch,
  afterMerge,
  afterThreads,
  nextShipStep,
  type ShipContext,
  type ShipPolicy,
  type ShipStep,
} from './machine.js';
import { type BotAccount } from '../core/account.js';
import { HOLD_LABEL } from '../core/labels.js';
import { afterMergeabilityWake } from './mergeability.js';
import { type Actor, type ThreadComment, type ReviewThread, type Review, type Check, type PullSnapshot } from '../core/pull-request.js';

const F = '```';
const NOW = new Date('2025-06-01T12:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const HEAD = 'a'.repeat(40);
const OTHER_HEAD = 'b'.repeat(40);
const PUSHED = 'c'.repeat(40);
const OLD_HEAD = 'd'.repeat(40);
const BASE = 'e'.repeat(40);

const CODERABBIT = KNOWN_BOTS.find((b) => b.name === 'coderabbit')!;
const GEMINI = KNOWN_BOTS.find((b) => b.name === 'gemini')!;
const asActor = (bot: BotAccount): Actor => ({ login: bot.login.replace(/\[bot\]$/, ''), id: bot.id, type: 'Bot' });
const VIEWER = { login: 'github-actions', id: 41898282 };
const TEND: Actor = { ...VIEWER, type: 'Bot' };
const ALICE: Actor = { login: 'alice', id: 1001, type: 'User' };
/** The author of a fork's pull request: no write access. */
const MALLORY: Actor = { login: 'mallory', id: 666, type: 'User' };

// ---------------------------------------------------------------------------------------------
// Factories: one valid value each, overridden per test.

const snapshot = (over: Partial<PullSnapshot> = {}): PullSnapshot => ({
  viewer: VIEWER,
  id: 'PR_1',
  number: 7,
  title: 'Fix the cart total',
  state: 'OPEN',
  isDraft: false,
  author: ALICE,
  headRefName: 'fix-cart',
  headRefOid: HEAD,
  baseRefName: 'main',
  baseRefOid: 'e'.repeat(40),
  isCrossRepository: false,
  mergeable: 'MERGEABLE',
  mergeStateStatus: 'CLEAN',
  viewerCanMergeAsAdmin: false,
  reviewDecision: null,
  labels: [],
  reviews: [],
  threads: [],
  comments: [],
  checks: [],
  requiredChecks: null,
  // Read: the base branch has no ruleset, and no run on the head waits for approval.
  rulesetChecks: [],
  runsAwaitingApproval: 0,
  requiredApprovals: 0,
  autoMergeEnabled: false,
  ...over,
});

const policy = (over: Partial<ShipPolicy> = {}): ShipPolicy => ({
  reviewBots: [CODERABBIT],
  requiredReviewBots: [],
  trustedBots: [],
  ignoreNitpicks: true,
  reviewWindowMinutes: 30,
  checksTimeoutMinutes: 60,
  maxIterations: 3,
  merge: 'immediate',
  mergeMethod: 'squash',
  deleteBranch: true,
  pushStartsCi: false,
  requiredChecks: [],
  ownWorkflow: 'tend',
  ...over,
});

const ctx = (pr: Partial<PullSnapshot> = {}, pol: Partial<ShipPolicy> = {}, now: Date = NOW): ShipContext => ({
  snapshot: snapshot(pr),
  policy: policy(pol),
  now,
  writers: new Set<number>(),
  cutoff: null,
  // Every known bot acts on this repository: waiting is decided by the head's reviews alone.
  recentReviewers: { accountIds: new Set(KNOWN_BOTS.map((b) => b.id)), pulls: [] },
});

const shipState = (over: Partial<ShipState> = {}): ShipState => ({
  mode: 'ship',
  head: HEAD,
  iteration: 0,
  reviewDeadline: minutesFromNow(10),
  checksDeadline: null,
  pushed: [],
  threads: [],
  merge: null,
  branchDeleted: false,
  ...over,
});

/** A state at `status`; `ship: null` leaves the ship section out (a fresh request). */
const state = (status: string, ship: Partial<ShipState> | null = {}, over: Partial<TargetState> = {}): TargetState => ({
  v: 1,
  target: { kind: 'pull_request', number: 7 },
  workflow: ship?.mode ?? 'ship',
  status,
  reason: `it is ${status}`,
  requestedBy: { login: 'alice', id: 1001 },
  updatedAt: '2025-06-01T11:00:00.000Z',
  handled: [],
  history: [],
  ...(ship === null ? {} : { ship: shipState(ship) }),
  ...over,
});

const review = (author: Actor | null, commitOid: string = HEAD): Review => ({
  id: `PRR_${author?.id ?? 0}_${commitOid.slice(0, 3)}`,
  fullDatabaseId: null,
  author,
  authorCanPushToRepository: false,
  state: 'COMMENTED',
  body: '',
  commitOid,
  submittedAt: '2025-06-01T11:30:00Z',
});

const check = (name: string, checkState: Check['state'], over: Partial<Check> = {}): Check => ({
  kind: 'check-run',
  name,
  state: checkState,
  isRequired: false,
  actorId: 15368,
  appSlug: 'github-actions',
  workflowName: 'CI',
  ...over,
});

const comment = (over: Partial<ThreadComment> = {}): ThreadComment => ({
  id: 'PRRC_1',
  databaseId: 1,
  author: asActor(CODERABBIT),
  body: [`_⚠️ Potential issue_ | _🟠 Major_`, '', 'Off by one.', '', `${F}suggestion`, '  for (let i = 0; i < n; i++) {', F].join('\n'),
  createdAt: '2025-06-01T10:00:00Z',
  lastEditedAt: null,
  commitOid: HEAD,
  originalCommitOid: HEAD,
  diffHunk: '@@ -10,5 +10,5 @@',
  ...over,
});

/** By default a thread with a committable CodeRabbit suggestion: planned as a fix. */
const thread = (id: string, over: Partial<ReviewThread> = {}): ReviewThread => ({
  id,
  isResolved: false,
  isOutdated: false,
  viewerCanResolve: true,
  viewerCanReply: true,
  path: 'src/cart.ts',
  line: 14,
  startLine: 14,
  originalLine: 14,
  originalStartLine: 14,
  diffSide: 'RIGHT',
  comments: [comment({ id: `${id}_c1` })],
  ...over,
});

/** A thread a human opened without a suggestion: planned as an escalation. */
const humanThread = (id: string, over: Partial<ReviewThread> = {}): ReviewThread =>
  thread(id, { comments: [comment({ id: `${id}_c1`, author: ALICE, body: 'Is this right for empty carts?' })], ...over });

const record = (over: Partial<ThreadRecord> = {}): ThreadRecord => ({
  id: 'T1',
  path: 'src/cart.ts',
  line: 14,
  author: 'alice',
  severity: 'unknown',
  decision: 'escalate',
  rationale: 'No committable suggestion; a human or the model path must decide.',
  commit: null,
  files: [],
  replied: true,
  resolved: false,
  head: HEAD,
  ...over,
});

const statuses = (s: TargetState) => s.history.map((h) => h.status);

/** A pull request every gate lets through: reviewed by the bot on the head, checks green. */
const green = (over: Partial<PullSnapshot> = {}): Partial<PullSnapshot> => ({
  reviews: [review(asActor(CODERABBIT))],
  checks: [check('build', 'success')],
  ...over,
});

// ---------------------------------------------------------------------------------------------

describe('nextShipStep: waiting for the review bots', () => {
  it('a new request waits for the review bots on the head, with a deadline of now + the review window', () => {
    const step = nextShipStep(state('requested', null), ctx());
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.state.ship).toMatchObject({ mode: 'ship', head: HEAD, iteration: 0, reviewDeadline: minutesFromNow(30), checksDeadline: null });
    expect(step.action).toEqual({ kind: 'wait', reason: step.state.reason });
    expect(step.state.reason).toContain('coderabbit');
    expect(step.state.reason).toContain(minutesFromNow(30));
  });

  it('a request in fix mode starts a fix-mode ship section', () => {
    const step = nextShipStep(state('requested', null, { workflow: 'fix' }), ctx());
    expect(step.state.ship?.mode).toBe('fix');
    expect(step.state.status).toBe('awaiting-reviews');
  });

  it('keeps waiting while one of several expected bots has not reviewed the head, and names only that one', () => {
    const step = nextShipStep(state('awaiting-reviews'), ctx({ reviews: [review(asActor(CODERABBIT))] }, { reviewBots: [CODERABBIT, GEMINI] }));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.action.kind).toBe('wait');
    expect(step.state.reason).toContain('gemini');
    expect(step.state.reason).not.toContain('coderabbit');
    // What a tend:awaits label may name while this wait lasts (ship/awaits.ts).
    expect(step.awaiting).toEqual([GEMINI]);
  });

  it("a review by the expected bot (its id, type Bot) on the head ends the wait", () => {
    const step = nextShipStep(state('awaiting-reviews'), ctx({ reviews: [review(asActor(CODERABBIT))], checks: [check('build', 'pending')] }));
    expect(statuses(step.state)).toEqual(['fixing', 'awaiting-checks']);
    expect(step.state.history[0]!.note).toBe('every expected review bot has reviewed the head');
  });

  it.each([
    ['a User with the bot login', { login: 'coderabbitai', id: 4242, type: 'User' }],
    ['a User with the bot id', { login: 'coderabbitai', id: CODERABBIT.id, type: 'User' }],
    ['a Bot with another id but the same login', { login: 'coderabbitai', id: 4242, type: 'Bot' }],
  ] as const)('a review by %s does not count as the bot reviewing', (_, author) => {
    const step = nextShipStep(state('awaiting-reviews'), ctx({ reviews: [review(author)] }));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.action.kind).toBe('wait');
  });

  it("the bot's review of an older commit does not count for the new head", () => {
    const step = nextShipStep(state('awaiting-reviews'), ctx({ reviews: [review(asActor(CODERABBIT), OLD_HEAD)] }));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.action.kind).toBe('wait');
  });

  it("a finished check run from the bot's App (by appSlug) counts as its review", () => {
    const botCheck = check('CodeRabbit', 'success', { appSlug: CODERABBIT.appSlug, actorId: 347564 });
    const step = nextShipStep(state('awaiting-reviews'), ctx({ checks: [botCheck, check('build', 'pending')] }));
    expect(statuses(step.state)).toEqual(['fixing', 'awaiting-checks']);
  });

  it("a pending check run from the bot's App does not count as its review yet", () => {
    const botCheck = check('CodeRabbit', 'pending', { appSlug: CODERABBIT.appSlug });
    const step = nextShipStep(state('awaiting-reviews'), ctx({ checks: [botCheck] }));
    expect(step.state.status).toBe('awaiting-reviews');
  });

  it("a check run from another App with the bot's name does not count as its review", () => {
    const impostor = check('CodeRabbit', 'success', { appSlug: 'some-ci' });
    const step = nextShipStep(state('awaiting-reviews'), ctx({ checks: [impostor] }));
    expect(step.state.status).toBe('awaiting-reviews');
  });

  it('the review window passing moves on without the missing bot, and says so', () => {
    const step = nextShipStep(state('awaiting-reviews', { reviewDeadline: minutesFromNow(-1) }), ctx({ checks: [check('build', 'pending')] }));
    expect(statuses(step.state)).toEqual(['fixing', 'awaiting-checks']);
    expect(step.state.history[0]!.note).toBe('review window closed without coderabbit');
  });

  it('the deadline instant itself closes the window', () => {
    const step = nextShipStep(state('awaiting-reviews', { reviewDeadline: NOW.toISOString() }), ctx({ checks: [check('build', 'pending')] }));
    expect(step.state.history[0]!.status).toBe('fixing');
  });
});

describe('nextShipStep: fixing', () => {
  it('hands only the actionable threads to handle-threads', () => {
    const threads = [
      thread('FIX'),
      thread('RESOLVED', { isResolved: true, resolvedBy: TEND }),
      thread('ANSWERED', { comments: [comment({ id: 'A1' }), comment({ id: 'A2', author: TEND, body: `Done. ${THREAD_ANSWER_MARKER}x -->` })] }),
      humanThread('REPLIED'),
      thread('TEND_OWN', { comments: [comment({ id: 'O1', author: TEND, body: 'a note <!-- tend:note -->' })] }),
    ];
    const current = state('fixing', { threads: [record({ id: 'REPLIED' })] });
    const step = nextShipStep(current, ctx({ threads }));
    expect(step.state).toBe(current);
    expect(step.action.kind).toBe('handle-threads');
    if (step.action.kind !== 'handle-threads') return;
    expect(step.action.plans.map((p) => [p.threadId, p.decision])).toEqual([['FIX', 'fix']]);
    expect(step.action.plans[0]!.edit).toMatchObject({ startLine: 14, endLine: 14 });
  });

  it('hands escalations and ignored nitpicks over too: they are answered, not skipped', () => {
    const step = nextShipStep(state('fixing'), ctx({ threads: [humanThread('HUMAN')] }));
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'HUMAN', decision: 'escalate' }] });
  });

  it('fix mode with nothing to do ends `fixed` and stops', () => {
    const step = nextShipStep(state('fixing', { mode: 'fix' }), ctx({ threads: [thread('DONE', { isResolved: true, resolvedBy: TEND })] }));
    expect(step.state.status).toBe('fixed');
    expect(step.state.reason).toBe('every review thread is answered; nothing to change');
    expect(step.action).toEqual({ kind: 'stop', reason: step.state.reason });
  });

  it('fix mode counts the fixes it pushed in its final reason', () => {
    const current = state('fixing', { mode: 'fix', threads: [record({ id: 'T1', decision: 'fix', commit: PUSHED })] });
    const step = nextShipStep(current, ctx());
    expect(step.state.status).toBe('fixed');
    expect(step.state.reason).toBe('1 fix(es) pushed; every thread answered');
  });

  it('ship mode with nothing to do waits for checks, with a checks deadline of now + the checks timeout', () => {
    const step = nextShipStep(state('fixing'), ctx({ checks: [check('build', 'pending')] }));
    expect(step.state.status).toBe('awaiting-checks');
    expect(step.state.ship?.checksDeadline).toBe(minutesFromNow(60));
    expect(step.action.kind).toBe('wait');
    expect(step.state.reason).toBe(`waiting for checks: build (until ${minutesFromNow(60)})`);
  });

  it('ship mode keeps an existing checks deadline instead of extending it', () => {
    const step = nextShipStep(state('fixing', { checksDeadline: minutesFromNow(5) }), ctx({ checks: [check('build', 'pending')] }));
    expect(step.state.ship?.checksDeadline).toBe(minutesFromNow(5));
  });

  it('below max-iterations a suggestion is still fixed', () => {
    const step = nextShipStep(state('fixing', { iteration: 2 }), ctx({ threads: [thread('FIX')] }, { maxIterations: 3 }));
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'FIX', decision: 'fix' }] });
  });

  it('once max-iterations fix rounds are done, fixes become escalations', () => {
    const step = nextShipStep(state('fixing', { iteration: 3 }), ctx({ threads: [thread('FIX')] }, { maxIterations: 3 }));
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'FIX', decision: 'escalate', edit: null }] });
    if (step.action.kind === 'handle-threads') expect(step.action.plans[0]!.rationale).toContain('max-iterations (3)');
  });

  // Was "fixes become escalations": since #27 a fork's fixes are offered as a review (handle-threads.ts, offer.ts).
  it('on a pull request from a fork, fixes go to handle-threads as fixes, to be offered in a review', () => {
    const step = nextShipStep(state('fixing'), ctx({ threads: [thread('FIX')], isCrossRepository: true }));
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'FIX', decision: 'fix', edit: { startLine: 14 } }] });
  });
});

describe('nextShipStep: fixes offered where tend cannot push (#27)', () => {
  const offer = { review: 5, head: HEAD, threads: [{ id: 'FIX', leaveOpen: false, changes: [{ path: 'src/cart.ts', start: 14, removed: 1, lines: 1, sha: '0123456789abcdef' }] }] };
  const offered = { threads: [{ id: 'FIX', path: 'src/cart.ts', line: 14, author: 'coderabbitai', severity: 'minor' as const, decision: 'escalate' as const, rationale: 'Offered in review …', commit: null, files: ['src/cart.ts'], replied: true, resolved: false, head: HEAD }], offers: [offer] };
  const answered = thread('FIX', { comments: [comment({ id: 'FIX_c1' }), comment({ id: 'FIX_c2', author: TEND, body: 'Offered in review …\n\n<!-- tend:thread FIX aaaa -->' })] });

  it('blocks on the offered thread, saying it waits for the author, and never offers it again', () => {
    const step = nextShipStep(state('awaiting-checks', offered), ctx({ threads: [answered], isCrossRepository: true }));
    expect(step.action.kind).toBe('stop');
    expect(step.state).toMatchObject({ status: 'blocked', reason: expect.stringContaining('1 fix(es) offered to the author') });
  });

  it('on a new head (the author committed, or anyone pushed), settles the offers first, once per head; the fork gate still holds the merge', () => {
    const moved = ctx({ threads: [answered], isCrossRepository: true, headRefOid: OTHER_HEAD });
    const step = nextShipStep(state('blocked', offered), moved);
    expect(step.action).toEqual({ kind: 'settle-offers', head: OTHER_HEAD });
    const settled = afterSettledOffers(step.state, { landed: [{ id: 'FIX', head: OTHER_HEAD, resolved: true, leftOpen: false }], offers: [] });
    expect(settled.ship!.offers).toBeUndefined();
    expect(settled.ship!.threads[0]).toMatchObject({ decision: 'fix', commit: OTHER_HEAD, resolved: true });
    const after = nextShipStep(settled, ctx({ threads: [{ ...answered, isResolved: true, resolvedBy: TEND }], isCrossRepository: true, headRefOid: OTHER_HEAD }));
    expect(after.state.reason).toContain('new commits since /tend ship; ask again');
    // An offer checked on this head and still waiting is not checked again on it.
    const waiting = afterSettledOffers(step.state, { landed: [], offers: [{ ...offer, checked: OTHER_HEAD }] });
    expect(nextShipStep(waiting, moved).action.kind).toBe('stop');
  });

  it("fix mode with an offer out stays blocked on it rather than 'fixed'", () => {
    const step = nextShipStep(state('fixing', { ...offered, mode: 'fix' }), ctx({ threads: [answered], isCrossRepository: true }));
    expect(step.state).toMatchObject({ status: 'blocked', reason: expect.stringContaining('offered to the author') });
  });
});

describe('nextShipStep and afterThreads: head changes', () => {
  it('a head pushed by someone else sends it back to awaiting-reviews with a new review deadline', () => {
    const current = state('awaiting-checks', { reviewDeadline: minutesFromNow(-100), checksDeadline: minutesFromNow(5), iteration: 1 });
    const step = nextShipStep(current, ctx({ headRefOid: OTHER_HEAD }));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.state.ship).toMatchObject({ head: OTHER_HEAD, reviewDeadline: minutesFromNow(30), checksDeadline: null, iteration: 1 });
    expect(step.state.history[0]!.note).toBe('new head bbbbbbb: waiting for the review bots again');
    expect(step.action.kind).toBe('wait');
  });

  it('a head pushed by someone else while blocked is reviewed again, not merged', () => {
    const step = nextShipStep(state('blocked'), ctx(green({ headRefOid: OTHER_HEAD, reviews: [review(asActor(CODERABBIT), HEAD)] })));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.action.kind).toBe('wait');
  });

  it('a new request records the head it was given on', () => {
    const step = nextShipStep(state('requested', null), ctx({ headRefOid: OTHER_HEAD }));
    expect(step.state.ship).toMatchObject({ head: OTHER_HEAD, requestHead: OTHER_HEAD });
  });

  it("a fork's head pushed after the request blocks: new commits since /tend ship; ask again — never merged, never handed to auto-merge", () => {
    for (const status of ['awaiting-reviews', 'awaiting-checks', 'auto-merge', 'blocked']) {
      const current = state(status, { requestHead: HEAD });
      const step = nextShipStep(current, ctx(green({ headRefOid: OTHER_HEAD, isCrossRepository: true, reviews: [review(asActor(CODERABBIT), OTHER_HEAD)] }), { merge: 'auto' }));
      expect(step.state.status).toBe('blocked');
      expect(step.state.reason).toMatch(/^new commits since \/tend ship; ask again: the fork's branch moved from aaaaaaa to bbbbbbb after the request/);
      expect(step.state.ship).toMatchObject({ head: HEAD, requestHead: HEAD });
      expect(step.action.kind).toBe('stop');
    }
  });

  it("a fork's new head goes on once someone with write access asks again, from the new head", () => {
    const blocked = nextShipStep(state('awaiting-checks'), ctx({ headRefOid: OTHER_HEAD, isCrossRepository: true })).state;
    const asked = { ...blocked, status: 'requested' };
    const step = nextShipStep(asked, ctx({ headRefOid: OTHER_HEAD, isCrossRepository: true }));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.state.ship).toMatchObject({ head: OTHER_HEAD, requestHead: OTHER_HEAD });
  });

  it("after tend's own push the head is the pushed commit, one more round is counted, and the bots review it", () => {
    const current = state('fixing', { iteration: 1, reviewDeadline: minutesFromNow(-100), checksDeadline: minutesFromNow(-50) });
    const fixed = record({ id: 'T1', decision: 'fix', commit: PUSHED, files: ['src/cart.ts'] });
    const after = afterThreads(current, { pushed: PUSHED, records: [fixed] }, { policy: policy(), now: NOW });
    expect(after.status).toBe('awaiting-reviews');
    expect(after.reason).toBe('pushed ccccccc with 1 fix(es); waiting for the bots to review it');
    expect(after.ship).toMatchObject({ head: PUSHED, iteration: 2, pushed: [PUSHED], reviewDeadline: minutesFromNow(30), checksDeadline: null, threads: [fixed] });

    // The next snapshot shows tend's push: that is not "someone else pushed", so the deadline holds.
    const later = new Date(NOW.getTime() + 60_000);
    const step = nextShipStep(after, ctx({ headRefOid: PUSHED }, {}, later));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.state.ship?.reviewDeadline).toBe(minutesFromNow(30));
    expect(step.state.history).toHaveLength(after.history.length);
  });

  it('fix mode ends `fixed` after pushing', () => {
    const after = afterThreads(state('fixing', { mode: 'fix' }), { pushed: PUSHED, records: [record({ decision: 'fix', commit: PUSHED })] }, { policy: policy(), now: NOW });
    expect(after.status).toBe('fixed');
    expect(after.reason).toBe('pushed ccccccc with 1 fix(es)');
    expect(after.ship).toMatchObject({ head: PUSHED, iteration: 1 });
    const step = nextShipStep(after, ctx({ headRefOid: PUSHED }));
    expect(step).toEqual({ state: after, action: { kind: 'stop', reason: after.reason } });
  });

  it('without a push the records are folded in (latest per thread) and the status stays', () => {
    const current = state('fixing', { threads: [record({ id: 'T1', replied: false }), record({ id: 'T2' })] });
    const after = afterThreads(current, { pushed: null, records: [record({ id: 'T1', replied: true })] }, { policy: policy(), now: NOW });
    expect(after.status).toBe('fixing');
    expect(after.history).toEqual(current.history);
    expect(after.ship?.iteration).toBe(0);
    expect(after.ship?.threads.map((t) => [t.id, t.replied])).toEqual([['T1', true], ['T2', true]]);
  });
});

describe('nextShipStep: the merge gate', () => {
  const gate = (pr: Partial<PullSnapshot> = {}, pol: Partial<ShipPolicy> = {}, ship: Partial<ShipState> = {}, status = 'awaiting-checks'): ShipStep =>
    nextShipStep(state(status, { checksDeadline: minutesFromNow(30), ...ship }), ctx(green(pr), pol));

  it('an open escalated thread blocks the merge and names path:line', () => {
    const step = gate({ threads: [humanThread('T1')] }, {}, { threads: [record({ id: 'T1', path: 'src/cart.ts', line: 14 })] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('1 review thread(s) need a human: src/cart.ts:14');
    expect(step.action.kind).toBe('stop');
  });

  it('names ten threads that need a human and counts the rest, whatever the pull request size', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `T${i}`);
    const step = gate({ threads: ids.map((id) => humanThread(id)) }, {}, { threads: ids.map((id, i) => record({ id, path: `src/f${i}.ts`, line: 1 })) });
    expect(step.state.reason).toBe(`400 review thread(s) need a human: ${ids.slice(0, 10).map((_, i) => `src/f${i}.ts:1`).join(', ')} and 390 more`);
  });

  it('an escalated thread without a line is named by its path', () => {
    const step = gate({ threads: [humanThread('T1')] }, {}, { threads: [record({ id: 'T1', path: 'README.md', line: null })] });
    expect(step.state.reason).toBe('1 review thread(s) need a human: README.md');
  });

  it('an escalated thread a person with write access resolved no longer blocks', () => {
    const resolved = ctx(green({ threads: [humanThread('T1', { isResolved: true, resolvedBy: ALICE })] }));
    const step = nextShipStep(state('awaiting-checks', { threads: [record({ id: 'T1' })] }), { ...resolved, writers: new Set([ALICE.id]) });
    expect(step.action.kind).toBe('merge');
  });

  it('an escalated thread resolved by someone without write access (the pull request’s author) still blocks, and says who resolved it', () => {
    const step = gate({ threads: [humanThread('T1', { isResolved: true, resolvedBy: MALLORY })] }, {}, { threads: [record({ id: 'T1', path: 'src/cart.ts', line: 14 })] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('1 review thread(s) need a human: src/cart.ts:14 (resolved by mallory, who cannot settle it)');
    expect(step.action.kind).toBe('stop');
  });

  it('an escalated thread resolved without GitHub naming who resolved it still blocks', () => {
    const step = gate({ threads: [humanThread('T1', { isResolved: true, resolvedBy: null })] }, {}, { threads: [record({ id: 'T1', path: 'src/cart.ts', line: 14 })] });
    expect(step.state.status).toBe('blocked');
  });

  it('an escalated thread a trusted bot resolved no longer blocks (matched by id: GitHub types resolvedBy as User)', () => {
    const bot = { login: 'helper', id: 4242, type: 'User' };
    const step = gate({ threads: [humanThread('T1', { isResolved: true, resolvedBy: bot })] }, { trustedBots: [{ name: 'helper', login: 'helper[bot]', id: 4242, appSlug: 'helper' }] }, { threads: [record({ id: 'T1' })] });
    expect(step.action.kind).toBe('merge');
  });

  it('a bot thread the pull request’s author resolved before tend answered it is answered as an open one', () => {
    const step = nextShipStep(state('fixing'), ctx({ threads: [humanThread('HUMAN', { isResolved: true, resolvedBy: MALLORY })] }));
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'HUMAN', decision: 'escalate' }] });
  });

  it('a new unanswered thread sends it back to fixing', () => {
    const step = gate({ threads: [thread('NEW')] });
    expect(step.state.status).toBe('fixing');
    expect(step.action).toMatchObject({ kind: 'handle-threads', plans: [{ threadId: 'NEW' }] });
  });

  it('a draft is blocked', () => {
    const step = gate({ isDraft: true });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('the pull request is a draft');
  });

  it('merge conflicts: tend merges the base into the head (conflict-step.ts), pinned to the head it read', () => {
    const step = gate({ mergeable: 'CONFLICTING' });
    expect(step.action).toEqual({ kind: 'resolve-conflicts', head: HEAD });
  });

  it('merge conflicts tend escalated on this head block with the files named, and are not tried again', () => {
    const reason = 'the pull request has merge conflicts tend did not resolve: 1 conflicted file(s): package-lock.json (a lockfile, …)';
    const step = gate({ mergeable: 'CONFLICTING' }, {}, { conflictEscalated: { head: HEAD, reason } });
    expect(step.state).toMatchObject({ status: 'blocked', reason });
    expect(step.action.kind).toBe('stop');
  });

  it('a failing required check is read first, then answered (red-ci.ts), and a head already answered blocks naming it', () => {
    const failing = { checks: [check('build', 'success'), check('test', 'failure')], requiredChecks: ['build', 'test'] };
    expect(gate(failing).action).toEqual({ kind: 'read-ci-failure', sha: expect.any(String), checks: ['test'] });
    const failure = { check: 'test', checkRunId: 1, job: null, title: null, summary: null, annotations: [], failedSteps: [], logTail: [], previousGreen: null };
    const read = gate({ ...failing, ciFailures: { failures: [failure], change: { parent: null, files: [] } } });
    expect(read.action).toMatchObject({ kind: 'red-ci', plan: { kind: 'summarise', check: 'test' } });
    const answered = gate(failing, {}, { ci: [{ head: HEAD, check: 'test', signature: 'test: x', action: 'summary', at: NOW.toISOString(), reason: 'failing checks: test' }] });
    expect(answered.state.status).toBe('blocked');
    expect(answered.state.reason).toBe('failing checks: test');
  });

  it('pending checks wait until the checks deadline', () => {
    const step = gate({ checks: [check('build', 'pending')] });
    expect(step.state.status).toBe('awaiting-checks');
    expect(step.action).toEqual({ kind: 'wait', reason: `waiting for checks: build (until ${minutesFromNow(30)})` });
  });

  it('pending checks past the checks deadline block, without a GITHUB_TOKEN note when tend did not push the head', () => {
    const step = gate({ checks: [check('build', 'pending')] }, {}, { checksDeadline: minutesFromNow(-1), pushed: [OLD_HEAD] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('checks did not finish within 60 minutes: build');
    expect(step.action.kind).toBe('stop');
  });

  it('pending checks past the deadline on a head tend pushed with GITHUB_TOKEN say that CI never started', () => {
    const step = gate({ checks: [check('build', 'pending')] }, { pushStartsCi: false }, { checksDeadline: minutesFromNow(-1), pushed: [HEAD] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toContain('GITHUB_TOKEN');
    expect(step.state.reason).toMatch(/^checks did not finish within 60 minutes: build; tend pushed this head with GITHUB_TOKEN/);
  });

  it('no GITHUB_TOKEN note when tend pushed the head with a token that starts CI', () => {
    const step = gate({ checks: [check('build', 'pending')] }, { pushStartsCi: true }, { checksDeadline: minutesFromNow(-1), pushed: [HEAD] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).not.toContain('GITHUB_TOKEN');
  });

  it('P2: with no CI check and nothing required tend waits for a first check until the checks deadline, never merging', () => {
    const step = gate({ checks: [] }, {}, { checksDeadline: minutesFromNow(30) });
    expect(step.state.status).toBe('awaiting-checks');
    expect(step.action.kind).toBe('wait');
    expect(step.state.reason).toMatch(/^waiting for a CI check to report on aaaaaaa \(none is required; until /);
    const auto = gate({ checks: [] }, { merge: 'auto' }, { checksDeadline: minutesFromNow(30) });
    expect(auto.action.kind).toBe('wait');
  });

  it('P2: past the checks deadline with no CI check and nothing required, blocked: no evidence that CI ran, with what would change that', () => {
    const step = gate({ checks: [] }, {}, { checksDeadline: minutesFromNow(-1) });
    expect(step.state.status).toBe('blocked');
    expect(step.action.kind).toBe('stop');
    expect(step.state.reason).toMatch(/^no CI check has reported on aaaaaaa and no check is required/);
    expect(step.state.reason).toContain('waiting for approval');
    expect(step.state.reason).toContain('set required-checks');
  });

  it('P2, T3: no CI check on a head tend pushed with GITHUB_TOKEN names GITHUB_TOKEN and push-token', () => {
    const step = gate({ checks: [] }, { pushStartsCi: false }, { pushed: [HEAD] });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toContain('tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token');
  });

  it('P1, E109: rulesets the snapshot could not read are read once (state unchanged) before tend merges or hands over, whatever GitHub says of the merge', () => {
    const current = state('awaiting-checks', { checksDeadline: minutesFromNow(30) });
    const unknown = { rulesetChecks: undefined };
    // GitHub's merge state never stands in for the rules (E107): CLEAN included.
    for (const mergeStateStatus of ['BLOCKED', 'CLEAN', 'UNSTABLE', 'HAS_HOOKS']) {
      const step = nextShipStep(current, ctx(green({ ...unknown, mergeStateStatus })));
      expect(step.action).toEqual({ kind: 'read-rules', branch: 'main' });
      expect(step.state).toBe(current);
    }
    // No CI check: the rules are read only when the wait for a first check is over.
    expect(gate({ checks: [], ...unknown }).action.kind).toBe('wait');
    expect(gate({ checks: [], ...unknown }, {}, { checksDeadline: minutesFromNow(-1) }).action).toEqual({ kind: 'read-rules', branch: 'main' });
    // Anything else that holds the merge is decided without them: no request.
    expect(gate({ checks: [check('build', 'success')], ...unknown, reviewDecision: 'REVIEW_REQUIRED' }).action.kind).toBe('stop');
    // Failing checks, or pending ones tend waits for itself, need no rules to decide.
    expect(gate({ checks: [check('build', 'failure')], ...unknown }).action.kind).toBe('read-ci-failure');
    expect(gate({ checks: [check('build', 'pending')], ...unknown }).action.kind).toBe('wait');
    // Handing the merge to GitHub's auto-merge needs them: read first.
    expect(gate({ checks: [check('build', 'pending')], ...unknown }, { merge: 'auto' }).action).toEqual({ kind: 'read-rules', branch: 'main' });
    // Read from the snapshot (Ref.rules), nothing more is read.
    expect(nextShipStep(current, ctx(green({ rulesetChecks: [], mergeStateStatus: 'CLEAN' }))).action.kind).toBe('merge');
  });

  it('E107: a ruleset check not passed on the head holds the merge, the final check and the hand-over to auto-merge, whatever mergeStateStatus and viewerCanMergeAsAdmin say', () => {
    const current = state('awaiting-checks', { checksDeadline: minutesFromNow(30) });
    // A token on the bypass list by a role or as an App: GitHub says it may not merge as admin, and may show it CLEAN.
    for (const viewerCanMergeAsAdmin of [false, true]) {
      for (const mergeStateStatus of ['CLEAN', 'UNSTABLE', 'HAS_HOOKS', 'BLOCKED']) {
        for (const build of [[], [check('build', 'pending')]]) {
          const pr = green({ viewerCanMergeAsAdmin, mergeStateStatus, checks: [check('lint', 'success'), ...build], rulesetChecks: ['build'] });
          const immediate = nextShipStep(current, ctx(pr));
          expect(immediate.action.kind).toBe('wait');
          expect(immediate.state.reason).toContain(build.length === 0 ? 'build (not reported yet)' : 'waiting for checks: build');
          // merge: auto waits too, rather than hand GitHub a merge it might do at once; the final check waits with it.
          const auto = nextShipStep(current, ctx(pr, { merge: 'auto', finalCheck: 'model' }));
          expect(auto.action.kind).toBe('wait');
          expect(auto.state.reason).toContain('GitHub auto-merge is enabled once build, required by a ruleset, passed');
        }
      }
    }
    // Once build passed on the head: the final check, then the merge; with another check still running, auto-merge.
    const passed = green({ mergeStateStatus: 'CLEAN', checks: [check('lint', 'success'), check('build', 'success')], rulesetChecks: ['build'] });
    expect(nextShipStep(current, ctx(passed, { finalCheck: 'model' })).action).toEqual({ kind: 'final-check', sha: HEAD });
    expect(nextShipStep(current, ctx(passed)).action).toEqual({ kind: 'merge', sha: HEAD, method: 'squash' });
    const running = green({ mergeStateStatus: 'BLOCKED', checks: [check('lint', 'pending'), check('build', 'success')], requiredChecks: ['lint'], rulesetChecks: ['build'] });
    expect(nextShipStep(current, ctx(running, { merge: 'auto' })).action).toEqual({ kind: 'enable-auto-merge', method: 'squash' });
  });

  it('P7, T3: behind a base that requires branches to be up to date, it has GitHub update the branch pinned to the head when its writes start CI, else stops saying how; never a merge GitHub refuses', () => {
    const step = gate({ mergeStateStatus: 'BEHIND' }, { pushStartsCi: true });
    expect(step.action).toMatchObject({ kind: 'update-branch', method: 'merge' });
    expect(gate({ mergeStateStatus: 'BEHIND' }, { merge: 'auto', updateMethod: 'rebase', pushStartsCi: true }).action).toMatchObject({ kind: 'update-branch', method: 'rebase' });
    // With GITHUB_TOKEN alone the updated head would get no CI (T3): it stops and says what to do.
    const byToken = gate({ mergeStateStatus: 'BEHIND' }, { pushStartsCi: false });
    expect(byToken.action.kind).toBe('stop');
    expect(byToken.state.reason).toContain('set push-token');
  });

  it('P7: while GitHub computes mergeability (UNKNOWN) tend neither merges nor enables auto-merge; it asks once per head and base for a sweep, then waits', () => {
    const unknown = { mergeable: 'UNKNOWN' as const, mergeStateStatus: 'UNKNOWN' };
    const first = gate(unknown);
    expect(first.action).toMatchObject({ kind: 'wake-for-mergeability', head: HEAD, base: BASE });
    expect(first.state.status).toBe('awaiting-checks');
    expect(first.state.reason).toContain('GitHub is still computing whether aaaaaaa can merge into main');
    // The state keeps the head and base only, so the next run reads it back (a strict schema).
    const asked = afterMergeabilityWake(first.state, first.action as Extract<typeof first.action, { kind: 'wake-for-mergeability' }>);
    expect(asked.ship!.mergeabilityWake).toEqual({ head: HEAD, base: BASE });
    expect(readState(decodeMarker(renderTrackingBody(asked, undefined)))).toEqual(asked);
    expect(nextShipStep(asked, ctx(green(unknown))).action).toEqual({ kind: 'wait', reason: first.state.reason });
    // The base moved: GitHub computes again, and tend asks again.
    expect(nextShipStep(asked, ctx(green({ ...unknown, baseRefOid: OTHER_HEAD }))).action.kind).toBe('wake-for-mergeability');
    // Either field UNKNOWN is enough; merge: auto with checks running does not hand over either.
    expect(gate({ mergeStateStatus: 'UNKNOWN' }).action.kind).toBe('wake-for-mergeability');
    expect(gate({ ...unknown, checks: [check('build', 'pending')] }, { merge: 'auto' }).action.kind).toBe('wake-for-mergeability');
    // Known again: it merges. merge: off waits on nobody (a person merges).
    expect(nextShipStep(asked, ctx(green())).action.kind).toBe('merge');
    expect(gate(unknown, { merge: 'off' }).state.status).toBe('ready');
  });

  it('P7: an events-mode run reads mergeability again within the run while it may (resubmit after giving the job time), writing nothing; then it asks for a sweep', () => {
    const unknown = { mergeable: 'UNKNOWN' as const, mergeStateStatus: 'UNKNOWN' };
    const at = (left: number, pr: Partial<PullSnapshot> = unknown, pol: Partial<ShipPolicy> = {}) =>
      nextShipStep(state('awaiting-checks', { checksDeadline: minutesFromNow(30) }), { ...ctx(green(pr), pol), mergeabilityRereadsLeft: left });
    const again = at(2);
    expect(again.action).toEqual({ kind: 'reread-mergeability', reason: again.state.reason });
    expect(again.state.status).toBe('awaiting-checks');
    expect(again.state.reason).toContain('GitHub is still computing whether aaaaaaa can merge into main');
    expect(again.state.reason).toContain('reading again in a few seconds');
    expect(again.state.ship!.mergeabilityWake).toBeUndefined();
    expect(at(1).action.kind).toBe('reread-mergeability');
    // None left: the sweep, as before.
    expect(at(0).action.kind).toBe('wake-for-mergeability');
    // Known on the next read: it merges; a conflict or merge: off never reads again.
    expect(at(1, {}).action.kind).toBe('merge');
    expect(at(2, unknown, { merge: 'off' }).state.status).toBe('ready');
    // wait-mode: poll keeps its own loop.
    expect(at(2, unknown, { waitMode: 'poll' }).action.kind).toBe('wait');
  });

  it('P7: a wait-mode poll run reads again while GitHub computes mergeability, until the checks deadline; then it asks for a sweep', () => {
    const unknown = { mergeable: 'UNKNOWN' as const, mergeStateStatus: 'UNKNOWN' };
    const polling = gate(unknown, { waitMode: 'poll' });
    expect(polling.action.kind).toBe('wait');
    expect(polling.state.status).toBe('awaiting-checks');
    expect(polling.state.reason).toContain("GitHub is still computing whether aaaaaaa can merge into main");
    expect(polling.state.reason).toContain(`reading again until ${minutesFromNow(30)}`);
    // No deadline yet (a head pushed since): the poll sets the checks deadline it reads again until.
    expect(gate(unknown, { waitMode: 'poll', checksTimeoutMinutes: 45 }, { checksDeadline: null }).state.ship!.checksDeadline).toBe(minutesFromNow(45));
    expect(gate(unknown, { waitMode: 'poll' }, { checksDeadline: minutesFromNow(-1) }).action.kind).toBe('wake-for-mergeability');
  });

  it('P7: a missing required approval or a request for changes GitHub reports is the reason given, not the wait for mergeability', () => {
    const unknown = { mergeable: 'UNKNOWN' as const, mergeStateStatus: 'UNKNOWN' };
    expect(gate({ ...unknown, reviewDecision: 'REVIEW_REQUIRED' }).state).toMatchObject({ status: 'blocked', reason: 'a required approving review is missing' });
    expect(gate({ ...unknown, reviewDecision: 'CHANGES_REQUESTED' }).state).toMatchObject({ status: 'blocked', reason: 'a reviewer requested changes' });
    // merge: auto with checks running hands the wait for the review to GitHub: it waits for mergeability first.
    expect(gate({ ...unknown, reviewDecision: 'REVIEW_REQUIRED', checks: [check('build', 'pending')] }, { merge: 'auto' }).action.kind).toBe('wake-for-mergeability');
  });

  it('T9: blocking for want of CI, tend first reads (once) which runs on the head wait for approval, and names them; unreadable (null) or none, it says what it said before', () => {
    const blocked = { checks: [], runsAwaitingApproval: undefined };
    // Only on the blocked paths: while waiting for a first check, and with checks, nothing is read.
    expect(gate(blocked).action.kind).toBe('wait');
    expect(gate({ ...blocked, checks: [check('build', 'pending')] }).action.kind).toBe('wait');
    expect(gate(blocked, {}, { checksDeadline: minutesFromNow(-1) }).action).toEqual({ kind: 'read-waiting-runs', sha: HEAD });
    expect(gate(blocked, { pushStartsCi: false }, { pushed: [HEAD] }).action).toEqual({ kind: 'read-waiting-runs', sha: HEAD });

    const held = gate({ checks: [], runsAwaitingApproval: 2 }, { pushStartsCi: false }, { pushed: [HEAD] });
    expect(held.state.status).toBe('blocked');
    expect(held.state.reason).toContain('CI runs for this head are waiting for approval (2 runs): a maintainer must approve them in the Actions tab');
    expect(held.state.reason).toContain('GitHub holds the pull_request runs of a push made with GITHUB_TOKEN');
    const one = gate({ checks: [], runsAwaitingApproval: 1 }, {}, { checksDeadline: minutesFromNow(-1) });
    expect(one.state.reason).toContain('waiting for approval (1 run): a maintainer must approve them in the Actions tab');
    expect(one.state.reason).not.toContain('GITHUB_TOKEN');
    const unreadable = gate({ checks: [], runsAwaitingApproval: null }, { pushStartsCi: false }, { pushed: [HEAD] });
    expect(unreadable.state.reason).toContain('tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token');
  });

  it('P1: a context a ruleset requires that has not reported holds the merge', () => {
    const step = gate({ rulesetChecks: ['deploy'] });
    expect(step.state.status).toBe('awaiting-checks');
    expect(step.action).toEqual({ kind: 'wait', reason: `waiting for checks: deploy (not reported yet) (until ${minutesFromNow(30)})` });
  });

  it("T7: tend's own job on the head, failed or in progress, neither blocks nor holds the merge", () => {
    const own = (s: Check['state']) => check('tend', s, { workflowName: 'tend' });
    expect(gate({ checks: [check('build', 'success'), own('failure')] }).action.kind).toBe('merge');
    expect(gate({ checks: [check('build', 'success'), own('pending')] }).action.kind).toBe('merge');
    // Only tend's own job on the head is no CI: it waits for a first CI check, never merges.
    expect(gate({ checks: [own('pending')] }).state.status).toBe('awaiting-checks');
    expect(gate({ checks: [own('pending')] }, {}, { checksDeadline: minutesFromNow(-1) }).state.status).toBe('blocked');
  });

  it('required-checks: a missing one holds the merge, a green one lets it through', () => {
    expect(gate({ checks: [check('lint', 'success')] }, { requiredChecks: ['build'] }).action.kind).toBe('wait');
    expect(gate({ checks: [check('build', 'success')] }, { requiredChecks: ['build'] }).action.kind).toBe('merge');
  });

  it('checks that finish after a timeout unblock the merge', () => {
    const step = gate({}, {}, { checksDeadline: minutesFromNow(-1) }, 'blocked');
    expect(step.action.kind).toBe('merge');
  });

  it('a reviewer requesting changes blocks', () => {
    const step = gate({ reviewDecision: 'CHANGES_REQUESTED' });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('a reviewer requested changes');
  });

  it('a missing required approval blocks', () => {
    const step = gate({ reviewDecision: 'REVIEW_REQUIRED' });
    expect(step.state.status).toBe('blocked');
    expect(step.state.reason).toBe('a required approving review is missing');
  });

  describe("a person's request for changes, read from the reviews (reviewDecision is null without required reviews)", () => {
    const BOB: Actor = { login: 'bob', id: 2002, type: 'User' };
    const stance = (state: string, at: string, over: Partial<Review> = {}): Review => ({ ...review(BOB), id: `PRR_${state}_${at}`, fullDatabaseId: 123, state, body: 'Please split this.\nDetails.', submittedAt: at, authorCanPushToRepository: true, ...over });
    const changes = stance('CHANGES_REQUESTED', '2025-06-01T11:40:00Z');
    const withReviews = (...more: Review[]) => ({ reviewDecision: null, reviews: [review(asActor(CODERABBIT)), ...more] });

    it("a writer's request for changes blocks the merge, naming them, the review and its first line", () => {
      const step = gate(withReviews(changes));
      expect(step.state.status).toBe('blocked');
      expect(step.action.kind).toBe('stop');
      expect(step.state.reason).toBe('changes requested by bob (review 123): "Please split this."; a dismissal of the review, or a later approval by the same person, releases the merge');
    });

    it('with merge auto, it never hands the merge to GitHub while the request stands', () => {
      const step = gate({ ...withReviews(changes), checks: [check('build', 'pending')] }, { merge: 'auto' });
      expect(step.state.status).toBe('blocked');
      expect(step.action.kind).toBe('stop');
    });

    it('with auto-merge already on, it turns auto-merge off first, in any phase, then blocks', () => {
      for (const status of ['auto-merge', 'awaiting-checks', 'blocked']) {
        const step = gate({ ...withReviews(changes), autoMergeEnabled: true, checks: [check('build', 'pending')] }, { merge: 'auto' }, {}, status);
        expect(step.action).toEqual({ kind: 'disable-auto-merge' });
        expect(step.state.status).toBe('blocked');
        expect(step.state.reason).toContain('turning GitHub auto-merge off: changes requested by bob (review 123)');
        const off = nextShipStep(step.state, ctx(green({ ...withReviews(changes), checks: [check('build', 'pending')] }), { merge: 'auto' }));
        expect(off.state.status).toBe('blocked');
        expect(off.action.kind).toBe('stop');
      }
      // Before the gate the phase stays: the bots are still waited for.
      const waiting = nextShipStep(state('awaiting-reviews', { reviewDeadline: minutesFromNow(10) }), ctx({ ...withReviews(changes), autoMergeEnabled: true }, { reviewBots: [CODERABBIT, GEMINI] }));
      expect(waiting.action).toEqual({ kind: 'disable-auto-merge' });
      expect(waiting.state.status).toBe('awaiting-reviews');
    });

    it('the model final check is not spent while a request stands', () => {
      expect(gate(withReviews(changes), { finalCheck: 'model' }).action.kind).toBe('stop');
    });

    it('a dismissal, or a later approval by the same person, releases the merge', () => {
      expect(gate(withReviews({ ...changes, state: 'DISMISSED' })).action.kind).toBe('merge');
      expect(gate(withReviews(changes, stance('APPROVED', '2025-06-01T11:50:00Z'))).action.kind).toBe('merge');
      // A comment by them after it changes nothing.
      expect(gate(withReviews(changes, stance('COMMENTED', '2025-06-01T11:50:00Z'))).state.status).toBe('blocked');
    });

    it("a non-writer's or a review bot's request for changes does not block, and the merge names it", () => {
      const outsider = stance('CHANGES_REQUESTED', '2025-06-01T11:40:00Z', { authorCanPushToRepository: false, author: { login: 'carol', id: 3003, type: 'User' }, fullDatabaseId: 456, body: 'No.' });
      const bot = { ...review(asActor(CODERABBIT)), id: 'PRR_bot', fullDatabaseId: 789, state: 'CHANGES_REQUESTED', body: 'Fix the bug.' };
      const step = gate({ reviewDecision: null, reviews: [bot, outsider] }, {}, {}, 'awaiting-checks');
      expect(step.action.kind).toBe('merge');
      expect(step.state.reason).toContain('not waited for: coderabbitai requested changes (review 789): "Fix the bug." (a review bot); carol requested changes (review 456): "No." (no write access)');
    });
  });

  it('with merge off, a green pull request is ready for a human and tend stops', () => {
    const step = gate({ reviewDecision: 'APPROVED' }, { merge: 'off' });
    expect(step.state.status).toBe('ready');
    expect(step.action.kind).toBe('stop');
  });

  it('with merge auto, tend hands over to GitHub auto-merge while checks run, then reports auto-merge', () => {
    const pending = { checks: [check('build', 'pending')] };
    const step = gate(pending, { merge: 'auto', mergeMethod: 'rebase' });
    expect(step.state.status).toBe('merging');
    expect(step.action).toEqual({ kind: 'enable-auto-merge', method: 'rebase' });

    const enabled = afterAutoMerge(step.state, { enabled: true, message: '' }, { now: NOW });
    expect(enabled.status).toBe('auto-merge');

    const again = nextShipStep(enabled, ctx(green({ ...pending, autoMergeEnabled: true }), { merge: 'auto' }));
    expect(again.state.status).toBe('auto-merge');
    expect(again.action.kind).toBe('stop');
  });

  it('with merge auto, a head that moved before auto-merge was enabled starts over on the new head', () => {
    const step = gate({ checks: [check('build', 'pending')] }, { merge: 'auto' });
    const moved = afterAutoMerge(step.state, { enabled: false, reason: 'head-moved', message: 'Head branch was modified. Review and try the merge again.' }, { now: NOW });
    expect(moved.status).toBe('awaiting-checks');
    expect(moved.reason).toContain('the head moved before auto-merge was enabled');
    const refused = afterAutoMerge(step.state, { enabled: false, reason: 'unavailable', message: 'no' }, { now: NOW });
    expect(refused.status).toBe('blocked');
  });

  it('with merge auto and auto-merge already on, tend does not enable it again', () => {
    const step = gate({ autoMergeEnabled: true, checks: [check('build', 'pending')] }, { merge: 'auto' });
    expect(step.state.status).toBe('auto-merge');
    expect(step.action.kind).toBe('stop');
  });

  it('with merge auto and every check already green, tend merges pinned to the head (GitHub refuses auto-merge then)', () => {
    const step = gate({ headRefOid: HEAD }, { merge: 'auto', mergeMethod: 'squash' });
    expect(step.action).toEqual({ kind: 'merge', sha: HEAD, method: 'squash' });
  });

  it('with merge auto, a failing check is answered instead of handing over', () => {
    const step = gate({ checks: [check('build', 'failure')] }, { merge: 'auto' });
    expect(step.action.kind).toBe('read-ci-failure');
  });

  it('auto-merge that cannot be enabled blocks with the reason', () => {
    const after = afterAutoMerge(state('merging'), { enabled: false, message: 'auto-merge is not allowed' }, { now: NOW });
    expect(after.status).toBe('blocked');
    expect(after.reason).toBe('could not enable auto-merge: auto-merge is not allowed');
  });

  it('with merge immediate, tend merges pinned to the head it checked', () => {
    const step = gate({ headRefOid: HEAD }, { mergeMethod: 'squash' });
    expect(step.state.status).toBe('merging');
    expect(step.action).toEqual({ kind: 'merge', sha: HEAD, method: 'squash' });
  });
});

describe('afterMerge', () => {
  it('a merge is recorded with its commit and method', () => {
    const after = afterMerge(state('merging'), { merged: true, sha: 'f'.repeat(40) }, { policy: policy({ mergeMethod: 'rebase' }), now: NOW });
    expect(after.status).toBe('merged');
    expect(after.reason).toBe('merged fffffff with rebase');
    expect(after.ship?.merge).toEqual({ merged: true, sha: 'f'.repeat(40), method: 'rebase' });
  });

  it('a head that moved before the merge fails closed: not merged, and the new head is reviewed again', () => {
    const after = afterMerge(state('merging'), { merged: false, reason: 'head-moved', message: 'Head branch was modified' }, { policy: policy(), now: NOW });
    expect(after.status).not.toBe('merged');
    expect(after.ship?.merge).toBeNull();
    expect(after.reason).toContain('Head branch was modified');

    const step = nextShipStep(after, ctx(green({ headRefOid: OTHER_HEAD, reviews: [review(asActor(CODERABBIT), HEAD)] })));
    expect(step.state.status).toBe('awaiting-reviews');
    expect(step.action.kind).toBe('wait');
  });

  it("a refused merge is blocked with GitHub's message", () => {
    const after = afterMerge(state('merging'), { merged: false, reason: 'blocked', message: 'Required status check "build" is expected.' }, { policy: policy(), now: NOW });
    expect(after.status).toBe('blocked');
    expect(after.reason).toBe('GitHub refused the merge: Required status check "build" is expected.');
    expect(after.ship?.merge).toBeNull();
  });

  it('P6: a 403 on a pull request that changes workflow files blocks with what to do, and that head is not tried again; a new head or a new request is', () => {
    const after = afterMerge(state('merging', { checksDeadline: minutesFromNow(30) }), { merged: false, reason: 'workflows', message: 'Resource not accessible by integration', workflowFiles: 1 }, { policy: policy(), now: NOW });
    expect(after.status).toBe('blocked');
    expect(after.reason).toContain('GitHub refused the merge (403 Resource not accessible by integration): the pull request changes 1 file(s) under .github/workflows/, and github-token lacks the workflows permission');
    expect(after.reason).toContain('merge it by hand, or give github-token a token with the workflows permission');
    expect(after.ship?.mergeRefused).toEqual({ head: HEAD, reason: after.reason });

    const again = nextShipStep(after, ctx(green()));
    expect(again.action).toEqual({ kind: 'stop', reason: after.reason });
    expect(again.state.status).toBe('blocked');

    const pushed = nextShipStep(after, ctx(green({ headRefOid: OTHER_HEAD, reviews: [review(asActor(CODERABBIT), OTHER_HEAD)], checks: [check('build', 'success')] })));
    expect(pushed.action).toEqual({ kind: 'merge', sha: OTHER_HEAD, method: 'squash' });

    const asked = nextShipStep({ ...after, status: 'requested' }, ctx(green()));
    expect(asked.action.kind).toBe('merge');
  });
});

describe('nextShipStep: closed, merged, held and finished pull requests', () => {
  const mergedByTend = () =>
    afterMerge(state('merging'), { merged: true, sha: HEAD }, { policy: policy(), now: NOW });

  it('after tend merged, the branch is deleted once', () => {
    const merged = mergedByTend();
    const step = nextShipStep(merged, ctx({ state: 'MERGED' }));
    expect(step.state.status).toBe('merged');
    expect(step.action).toEqual({ kind: 'delete-branch', branch: 'fix-cart' });

    const deleted = afterDeleteBranch(step.state);
    expect(deleted.ship?.branchDeleted).toBe(true);
    const again = nextShipStep(deleted, ctx({ state: 'MERGED' }));
    expect(again.action.kind).toBe('stop');
    expect(again.state).toBe(deleted);
  });

  it("a fork's branch is never deleted", () => {
    const step = nextShipStep(mergedByTend(), ctx({ state: 'MERGED', isCrossRepository: true }));
    expect(step.action.kind).toBe('stop');
  });

  it('with delete-branch off the branch is kept', () => {
    const step = nextShipStep(mergedByTend(), ctx({ state: 'MERGED' }, { deleteBranch: false }));
    expect(step.action.kind).toBe('stop');
  });

  it("GitHub's auto-merge that tend enabled merged it: tend's merge, finished as one (the branch is deleted once)", () => {
    const step = nextShipStep(state('auto-merge'), ctx({ state: 'MERGED' }, { mergeMethod: 'squash' }));
    expect(step.state.status).toBe('merged');
    expect(step.state.reason).toBe('merged by GitHub auto-merge (squash)');
    expect(step.state.ship?.merge).toEqual({ merged: true, sha: null, method: 'squash' });
    expect(step.action).toEqual({ kind: 'delete-branch', branch: 'fix-cart' });
    const again = nextShipStep(afterDeleteBranch(step.state), ctx({ state: 'MERGED' }));
    expect(again.action.kind).toBe('stop');
    expect(nextShipStep(state('auto-merge'), ctx({ state: 'MERGED', isCrossRepository: true })).action.kind).toBe('stop');
  });

  it('a pull request someone else merged is recorded as such, and its branch is left alone', () => {
    const step = nextShipStep(state('awaiting-checks'), ctx({ state: 'MERGED' }));
    expect(step.state.status).toBe('merged');
    expect(step.state.reason).toBe('merged by someone else');
    expect(step.action).toEqual({ kind: 'stop', reason: 'merged by someone else' });
  });

  it('a closed pull request ends `closed`', () => {
    const step = nextShipStep(state('awaiting-checks'), ctx({ state: 'CLOSED' }));
    expect(step.state.status).toBe('closed');
    expect(step.action.kind).toBe('stop');
  });

  it('the tend:hold label stops the work', () => {
    const step = nextShipStep(state('awaiting-checks'), ctx(green({ labels: ['bug', HOLD_LABEL] })));
    expect(step.state.status).toBe('stopped');
    expect(step.state.reason).toContain(HOLD_LABEL);
    expect(step.action.kind).toBe('stop');
  });

  it('a stopped pull request that still carries tend:hold is left as it is', () => {
    const current = state('stopped');
    const step = nextShipStep(current, ctx(green({ labels: [HOLD_LABEL] })));
    expect(step.state).toBe(current);
  });

  it.each(['merged', 'fixed', 'stopped', 'closed', 'ready'])('a pull request at terminal status %s is left as it is', (status) => {
    const current = state(status);
    const step = nextShipStep(current, ctx(green({ headRefOid: OTHER_HEAD, threads: [thread('NEW')] })));
    expect(step.state).toBe(current);
    expect(step.action).toEqual({ kind: 'stop', reason: current.reason });
  });
});

describe('nextShipStep: history', () => {
  it('records one entry per status change along the way', () => {
    const step = nextShipStep(state('requested', null), ctx(green()));
    expect(statuses(step.state)).toEqual(['awaiting-reviews', 'fixing', 'awaiting-checks', 'merging']);
    expect(step.action.kind).toBe('merge');
  });

  it('a refined reason in the same status replaces the reason without adding an entry', () => {
    const first = nextShipStep(state('fixing'), ctx(green({ checks: [check('build', 'pending'), check('test', 'pending')] })));
    expect(first.state.status).toBe('awaiting-checks');
    const second = nextShipStep(first.state, ctx(green({ checks: [check('build', 'success'), check('test', 'pending')] })));
    expect(second.state.status).toBe('awaiting-checks');
    expect(second.state.reason).not.toBe(first.state.reason);
    expect(second.state.reason).toContain('test');
    expect(second.state.history).toEqual(first.state.history);
  });

  it('the same status and reason again change nothing', () => {
    const first = nextShipStep(state('fixing'), ctx(green({ checks: [check('build', 'pending')] })));
    const second = nextShipStep(first.state, ctx(green({ checks: [check('build', 'pending')] })));
    expect(second.state).toEqual(first.state);
  });
});

describe('nextShipStep: a new request on a pull request tend worked on before', () => {
  // decideCommand keeps the old ship section when a new `/tend ship` or `/tend fix` arrives
  // (transition spreads the state), so the requested workflow must decide the mode.
  it('`/tend fix` after a ship run never merges', () => {
    const current = state('requested', { mode: 'ship' }, { workflow: 'fix' });
    const step = nextShipStep(current, ctx(green()));
    expect(step.state.ship?.mode).toBe('fix');
    expect(step.action.kind).not.toBe('merge');
  });

  it('`/tend ship` after a fix run ships instead of stopping at `fixed`', () => {
    const current = state('requested', { mode: 'fix' }, { workflow: 'ship' });
    const step = nextShipStep(current, ctx(green()));
    expect(step.state.ship?.mode).toBe('ship');
    expect(step.action.kind).toBe('merge');
  });
});

describe('nextShipStep: review bots that are not installed, and findings in review bodies', () => {
  const COPILOT = KNOWN_BOTS.find((b) => b.name === 'copilot')!;
  const outsideDiff = [
    '<details>',
    '<summary>⚠️ Outside diff range comments (1)</summary><blockquote>',
    '<details>',
    '<summary>src/cart.ts (1)</summary><blockquote>',
    '',
    '`1-3`: _⚠️ Potential issue_ | _🟠 Major_',
    '',
    '**Totals ignore the discount.**',
    '',
    '</blockquote></details>',
    '</blockquote></details>',
  ].join('\n');

  it('asks once who acts on the repository when a review bot has not acted on the pull request, then does not wait for one that never did', () => {
    const reviewed = { reviews: [review(asActor(CODERABBIT))] };
    const unknown: ShipContext = { ...ctx(reviewed, { reviewBots: [CODERABBIT, COPILOT] }), recentReviewers: null };
    expect(nextShipStep(state('awaiting-reviews'), unknown).action).toEqual({ kind: 'learn-review-bots' });
    // Twenty earlier pull requests, opened a day ago: enough to tell copilot is not installed.
    const dayAgo = new Date(unknown.now.getTime() - 86_400_000).toISOString();
    const pulls = Array.from({ length: 20 }, (_, i) => ({ number: 100 + i, createdAt: dayAgo }));
    const known: ShipContext = { ...unknown, recentReviewers: { accountIds: new Set([CODERABBIT.id]), pulls } };
    const step = nextShipStep(state('awaiting-reviews'), known);
    expect(step.state.status).not.toBe('awaiting-reviews');
    expect(step.state.history.map((h) => h.note).join('\n')).toContain('not waiting for copilot');
    const required = nextShipStep(state('awaiting-reviews'), { ...known, policy: policy({ reviewBots: [CODERABBIT, COPILOT], requiredReviewBots: [COPILOT] }) });
    expect(required.action).toMatchObject({ kind: 'wait', reason: expect.stringContaining('waiting for copilot') });
  });

  it('asks about the repository once per request, keeps the answer in the state, and asks nothing once it is there', () => {
    // CodeRabbit reviewed an earlier head: it is installed, and tend waits for it either way; what
    // copilot is, the sweep needs to know too, so the run asks now (its wait writes the state anyway).
    const earlier = { reviews: [review(asActor(CODERABBIT), 'b'.repeat(40))] };
    const unread: ShipContext = { ...ctx(earlier, { reviewBots: [CODERABBIT, COPILOT] }), recentReviewers: null };
    expect(nextShipStep(state('awaiting-reviews'), unread).action).toEqual({ kind: 'learn-review-bots' });
    const dayAgo = new Date(unread.now.getTime() - 86_400_000).toISOString();
    const pulls = Array.from({ length: 20 }, (_, i) => ({ number: 100 + i, createdAt: dayAgo }));
    const read = nextShipStep(state('awaiting-reviews'), { ...unread, recentReviewers: { accountIds: new Set([CODERABBIT.id]), pulls } });
    expect(read.action).toMatchObject({ kind: 'wait', reason: expect.stringContaining('waiting for coderabbit') });
    expect(read.state.ship?.notInstalledBots).toEqual({ ids: [COPILOT.id], at: unread.now.toISOString() });
    // The next run (a new process) has only the state: it asks nothing and waits for the same bot.
    const next = nextShipStep(read.state, unread);
    expect(next.action).toMatchObject({ kind: 'wait', reason: expect.stringContaining('waiting for coderabbit') });
    expect(next.action).not.toMatchObject({ reason: expect.stringContaining('copilot') });
  });

  it('answers a review body with findings, then blocks the merge until a writer asks again', () => {
    const rabbit = { ...review(asActor(CODERABBIT)), body: outsideDiff };
    const step = nextShipStep(state('fixing'), ctx({ reviews: [rabbit] }));
    expect(step.action.kind).toBe('answer-review-bodies');
    if (step.action.kind !== 'answer-review-bodies') return;
    expect(step.action.plans[0]!.findings.map((f) => [f.finding.path, f.decision])).toEqual([['src/cart.ts', 'escalate']]);
    const record = { review: rabbit.id, bot: 'coderabbit', commit: HEAD, comment: 1, answeredAt: NOW.toISOString(), findings: [{ path: 'src/cart.ts', startLine: 1, endLine: 3, severity: 'major' as const, decision: 'escalate' as const, rationale: 'r' }], unreadable: 0 };
    const blocked = nextShipStep(state('awaiting-checks', { reviewBodies: [record] }), ctx({ reviews: [rabbit] }));
    expect(blocked.state.status).toBe('blocked');
    expect(blocked.state.reason).toContain('src/cart.ts:1-3');
    // A maintainer's new /tend ship settles it; ship.auto (no person) would not.
    const asked = nextShipStep(state('requested', { reviewBodies: [record] }), ctx({ reviews: [rabbit] }));
    expect(asked.state.ship?.settledReviewBodies).toEqual([rabbit.id]);
    const auto = nextShipStep(state('requested', { reviewBodies: [record] }, { requestedBy: null }), ctx({ reviews: [rabbit] }));
    expect(auto.state.ship?.settledReviewBodies).toBeUndefined();
  });
});
