import { describe, expect, it } from 'vitest';
import { askAgainFor } from '../config/ask-again.js';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';
import { initialShip } from './machine.js';
import { askComment, askMarker, planAskAgain, saidNothingToSay } from './ask-again.js';

const bot = (name: string) => KNOWN_BOTS.find((b) => b.name === name)!;
const COPILOT = bot('copilot');
const GEMINI = bot('gemini');
const CODERABBIT = bot('coderabbit');
const OLD = 'a'.repeat(40);
const PUSHED = 'b'.repeat(40);
const TEND = { login: 'github-actions[bot]', id: 41898282 };
const actor = (b: typeof COPILOT) => ({ login: b.login, id: b.id, type: 'Bot' });
const pull = (over: Partial<PullSnapshot> = {}): PullSnapshot =>
  pullSnapshot({
    viewer: TEND,
    headRefOid: PUSHED,
    // Both bots reviewed the old head.
    reviews: [COPILOT, GEMINI, CODERABBIT].map((b, i) => ({ id: `R${i}`, fullDatabaseId: null, authorCanPushToRepository: false, author: actor(b), state: 'COMMENTED', body: '', commitOid: OLD, submittedAt: '2026-06-01T11:00:00Z' })),
    ...over,
  });
const asks = askAgainFor([CODERABBIT, COPILOT, GEMINI], undefined, '.github/tend.yml');
const shipOn = (pushed: string[]) => ({ ...initialShip('ship', PUSHED, '2026-06-01T12:20:00Z'), pushed });

describe('planAskAgain', () => {
  it('asks Copilot by a review request and Gemini by /gemini review on a head tend pushed; CodeRabbit re-reviews by itself', () => {
    const plans = planAskAgain({ asks, pr: pull(), ship: shipOn([PUSHED]) });
    expect(plans.map((p) => [p.bot.name, p.ask])).toEqual([
      ['copilot', { how: 'request-review', login: 'copilot-pull-request-reviewer[bot]' }],
      ['gemini', { how: 'comment', text: '/gemini review' }],
    ]);
    const gemini = plans[1]!;
    if (gemini.ask.how !== 'comment') throw new Error('gemini is asked by a comment');
    expect(askComment({ ...gemini, ask: gemini.ask })).toBe(`/gemini review\n\n<!-- tend:ask-again ${GEMINI.id} ${PUSHED} -->`);
  });

  it('asks nobody on a head someone else pushed, nor a bot that never acted on the pull request or already reviewed the head', () => {
    expect(planAskAgain({ asks, pr: pull(), ship: shipOn([]) })).toEqual([]);
    expect(planAskAgain({ asks, pr: pull({ reviews: [] }), ship: shipOn([PUSHED]) })).toEqual([]);
    const reviewed = pull({ reviews: [...pull().reviews, { id: 'R9', fullDatabaseId: null, authorCanPushToRepository: false, author: actor(COPILOT), state: 'COMMENTED', body: '', commitOid: PUSHED, submittedAt: null }] });
    expect(planAskAgain({ asks, pr: reviewed, ship: shipOn([PUSHED]) }).map((p) => p.bot.name)).toEqual(['gemini']);
  });

  it('asks once per bot and head: not when the state records it, nor when tend\'s own marked comment is there (a lost state, a redelivery)', () => {
    const recorded = { ...shipOn([PUSHED]), askedAgain: [{ bot: COPILOT.id, head: PUSHED, at: '2026-06-01T12:00:00Z', how: 'request-review' as const }] };
    expect(planAskAgain({ asks, pr: pull(), ship: recorded }).map((p) => p.bot.name)).toEqual(['gemini']);
    const comment = (author: { login: string; id: number; type: string }) => ({ author, body: `/gemini review\n\n${askMarker(GEMINI, PUSHED)}`, createdAt: '2026-06-01T12:00:00Z' });
    expect(planAskAgain({ asks, pr: pull({ comments: [comment({ ...TEND, type: 'Bot' })] }), ship: shipOn([PUSHED]) }).map((p) => p.bot.name)).toEqual(['copilot']);
    // The marker counts only in tend's own comment: anyone can paste it.
    expect(planAskAgain({ asks, pr: pull({ comments: [comment({ login: 'mallory', id: 9, type: 'User' })] }), ship: shipOn([PUSHED]) }).map((p) => p.bot.name)).toEqual(['copilot', 'gemini']);
    // A new head tend pushes is asked about afresh.
    const next = 'c'.repeat(40);
    expect(planAskAgain({ asks, pr: pull({ headRefOid: next }), ship: { ...recorded, pushed: [PUSHED, next] } }).map((p) => p.bot.name)).toEqual(['copilot', 'gemini']);
  });

  it('never asks a bot configured `never`', () => {
    const configured = askAgainFor([CODERABBIT, COPILOT, GEMINI], { copilot: 'never' }, '.github/tend.yml');
    expect(planAskAgain({ asks: configured, pr: pull(), ship: shipOn([PUSHED]) }).map((p) => p.bot.name)).toEqual(['gemini']);
  });
});

describe('saidNothingToSay', () => {
  const comment = (b: typeof COPILOT, body: string, createdAt = '2026-06-01T12:05:00Z') => ({ author: actor(b), body, createdAt });
  it("counts a bot's own 'found nothing' comment made since it was asked", () => {
    const bugbot = bot('bugbot');
    expect(saidNothingToSay(bugbot, pull({ comments: [comment(bugbot, '✅ BugBot reviewed your changes and found no bugs!')] }), '2026-06-01T12:00:00Z')).toBe(true);
    expect(saidNothingToSay(GEMINI, pull({ comments: [comment(GEMINI, 'LGTM')] }), '2026-06-01T12:00:00Z')).toBe(true);
  });
  it('not before it was asked, not from another account, and not a comment that only mentions it', () => {
    expect(saidNothingToSay(GEMINI, pull({ comments: [comment(GEMINI, 'LGTM', '2026-06-01T11:00:00Z')] }), '2026-06-01T12:00:00Z')).toBe(false);
    expect(saidNothingToSay(GEMINI, pull({ comments: [{ author: { login: 'gemini-code-assist', id: 5, type: 'User' }, body: 'LGTM', createdAt: '2026-06-01T12:05:00Z' }] }), '2026-06-01T12:00:00Z')).toBe(false);
    expect(saidNothingToSay(GEMINI, pull({ comments: [comment(GEMINI, 'I found three issues; otherwise LGTM')] }), '2026-06-01T12:00:00Z')).toBe(false);
  });
});

describe('ask-again configuration', () => {
  const path = '.github/tend.yml';
  it('takes request-review, never, or a one-line comment per review bot', () => {
    expect(askAgainFor([COPILOT, GEMINI, CODERABBIT], { coderabbit: '@coderabbitai review', gemini: 'never' }, path).map((a) => [a.bot.name, a.ask])).toEqual([
      ['copilot', { how: 'request-review', login: 'copilot-pull-request-reviewer[bot]' }],
      ['coderabbit', { how: 'comment', text: '@coderabbitai review' }],
    ]);
    expect(askAgainFor([bot('codex')], { codex: 'request-review' }, path).map((a) => a.ask)).toEqual([{ how: 'request-review', login: 'chatgpt-codex-connector[bot]' }]);
  });
  it('refuses, in one line, a bot that is not a review bot, a tend command, a multi-line or too long text', () => {
    expect(() => askAgainFor([COPILOT], { sourcery: 'never' }, path)).toThrow(".github/tend.yml: 'ask-again' names 'sourcery', which is not one of review-bots (copilot); expected a review bot's name.");
    expect(() => askAgainFor([GEMINI], { gemini: '/tend ship' }, path)).toThrow(/^\.github\/tend\.yml: 'ask-again\.gemini' is a tend command; expected request-review, never, or a one-line comment/);
    expect(() => askAgainFor([GEMINI], { gemini: '/gemini review\n/tend ship' }, path)).toThrow(/spans several lines/);
    expect(() => askAgainFor([GEMINI], { gemini: 'x'.repeat(201) }, path)).toThrow(/longer than 200 characters/);
    expect(() => askAgainFor([GEMINI], { gemini: '  ' }, path)).toThrow(/is empty/);
  });
});

describe('the ship machine asks, then waits a whole window from the ask', () => {
  it('awaiting reviews on a head tend pushed: ask first; after the ask, the deadline is a window from it, and a bot that answers ends the wait', async () => {
    const { nextShipStep, afterAskAgain } = await import('./machine.js');
    const now = new Date('2026-06-01T12:10:00Z');
    const policy = {
      reviewBots: [COPILOT], requiredReviewBots: [], trustedBots: [], ignoreNitpicks: true, reviewWindowMinutes: 30, checksTimeoutMinutes: 60, maxIterations: 3,
      merge: 'immediate' as const, mergeMethod: 'squash' as const, deleteBranch: true, pushStartsCi: false, requiredChecks: [], ownWorkflow: 'tend', askAgain: askAgainFor([COPILOT], undefined, '.github/tend.yml'),
    };
    // The push was 10 minutes ago: the deadline set then is 20 minutes away.
    const ship = { ...shipOn([PUSHED]), reviewDeadline: '2026-06-01T12:30:00Z' };
    const current = { v: 1 as const, target: { kind: 'pull_request' as const, number: 7 }, workflow: 'ship' as const, status: 'awaiting-reviews', reason: '', requestedBy: null, updatedAt: '', handled: [], history: [], ship };
    const ctx = { snapshot: pull({ reviews: [pull().reviews[0]!] }), policy, now, writers: new Set<number>(), cutoff: null, recentReviewers: null };
    const step = nextShipStep(current, ctx);
    expect(step.action).toMatchObject({ kind: 'ask-again', plans: [{ bot: COPILOT, head: PUSHED }] });
    if (step.action.kind !== 'ask-again') throw new Error('an ask');
    const asked = afterAskAgain(step.state, step.action.plans, { policy, now });
    expect(asked.ship!.reviewDeadline).toBe('2026-06-01T12:40:00.000Z');
    expect(asked.ship!.askedAgain).toEqual([{ bot: COPILOT.id, head: PUSHED, at: now.toISOString(), how: 'request-review' }]);
    // Asked, it is not asked again: tend waits for it, until the window from the ask.
    const waiting = nextShipStep(asked, ctx);
    expect(waiting.action).toMatchObject({ kind: 'wait' });
    expect(waiting.state.reason).toContain('(until 2026-06-01T12:40:00.000Z)');
    // Its review of the head (here one with no threads) ends the wait.
    const reviewed = pull({ reviews: [pull().reviews[0]!, { id: 'R9', fullDatabaseId: null, authorCanPushToRepository: false, author: actor(COPILOT), state: 'COMMENTED', body: 'Copilot reviewed 1 out of 1 changed files in this pull request and generated no comments.', commitOid: PUSHED, submittedAt: null }] });
    expect(nextShipStep(asked, { ...ctx, snapshot: reviewed }).state.status).not.toBe('awaiting-reviews');
  });
});
