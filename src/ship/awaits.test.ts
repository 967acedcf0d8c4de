import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import type { BotAccount } from '../core/account.js';
import { awaitedLogin, awaitsLabel } from '../core/labels.js';
import type { Review } from '../core/pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';
import { awaitsOnFirstHead, awaitsOnPush, awaitsToDrop, awaitsToDropOnPush, lastReviewerOn } from './awaits.js';

const CODERABBIT = KNOWN_BOTS.find((b) => b.name === 'coderabbit')!;
const GEMINI = KNOWN_BOTS.find((b) => b.name === 'gemini')!;
const HEAD = 'a'.repeat(40);
const OLD = 'b'.repeat(40);
const alice = { login: 'alice', id: 1, type: 'User' };
// GraphQL shows an App's login without `[bot]`: bots are matched by id.
const actor = (bot: BotAccount) => ({ login: bot.login.replace(/\[bot\]$/, ''), id: bot.id, type: 'Bot' });
const review = (author: Review['author'], submittedAt: string, commitOid = HEAD): Review => ({
  id: `PRR_${submittedAt}`, fullDatabaseId: 1, author, authorCanPushToRepository: false, state: 'COMMENTED', body: '', commitOid, submittedAt,
});

describe('the tend:awaits label', () => {
  it('names the review bot that reviewed the head last, by id, among the configured bots only', () => {
    const pr = pullSnapshot({
      reviews: [
        review(actor(GEMINI), '2026-03-01T10:05:00Z'),
        review(actor(CODERABBIT), '2026-03-01T10:09:00Z'),
        // A person's review, and a bot's on an older head, say nothing of who comes last on this one.
        review(alice, '2026-03-01T10:12:00Z'),
        review(actor(GEMINI), '2026-03-01T10:20:00Z', OLD),
      ],
    });
    expect(lastReviewerOn(pr, HEAD, [CODERABBIT, GEMINI])).toBe(CODERABBIT);
    expect(awaitsOnPush(pr, [CODERABBIT, GEMINI])).toBe('tend:awaits coderabbitai[bot]');
    expect(lastReviewerOn(pr, OLD, [CODERABBIT, GEMINI])).toBe(GEMINI);
    expect(lastReviewerOn(pr, HEAD, [GEMINI])).toBe(GEMINI);
    // Copilot's reviews may carry another login than its app's: no label that could skip its own review.
    const COPILOT = KNOWN_BOTS.find((b) => b.name === 'copilot')!;
    expect(awaitsOnPush(pullSnapshot({ reviews: [review(actor(COPILOT), '2026-03-01T10:20:00Z')] }), [CODERABBIT, COPILOT])).toBeNull();
    // No bot reviewed the head: no label (every review starts a job, as before).
    expect(awaitsOnPush(pullSnapshot({ reviews: [review(alice, '2026-03-01T10:12:00Z')] }), [CODERABBIT, GEMINI])).toBeNull();
    // A user account with a bot's login is not the bot.
    expect(lastReviewerOn(pullSnapshot({ reviews: [review({ login: 'coderabbitai', id: 777, type: 'User' }, '2026-03-01T10:00:00Z')] }), HEAD, [CODERABBIT])).toBeNull();
  });

  it('on a request\'s first head: the last of the bots awaited on the most recent pull request they all reviewed', () => {
    const pulls = (...list: Array<[number, number[]]>) => ({ accountIds: new Set<number>(), pulls: list.map(([number, botReviewers]) => ({ number, createdAt: '2026-02-01T00:00:00Z', botReviewers })) });
    // One bot awaited: no guess to make, and the design names none (reviews start jobs as before).
    expect(awaitsOnFirstHead([CODERABBIT], pulls([4, [CODERABBIT.id]]), 7)).toBeNull();
    // #5 is the most recently updated that both reviewed (#6 only Gemini; #7 is this one): CodeRabbit came last there.
    const recent = pulls([7, [GEMINI.id, CODERABBIT.id, GEMINI.id]], [6, [GEMINI.id]], [5, [GEMINI.id, CODERABBIT.id, 999]], [4, [CODERABBIT.id, GEMINI.id]]);
    expect(awaitsOnFirstHead([CODERABBIT, GEMINI], recent, 7)).toBe('tend:awaits coderabbitai[bot]');
    expect(awaitsOnFirstHead([GEMINI, CODERABBIT], pulls([4, [CODERABBIT.id, GEMINI.id]]), 7)).toBe('tend:awaits gemini-code-assist[bot]');
    // Nothing read, or no pull request that all of them reviewed: no label.
    expect(awaitsOnFirstHead([CODERABBIT, GEMINI], null, 7)).toBeNull();
    expect(awaitsOnFirstHead([CODERABBIT, GEMINI], pulls([6, [GEMINI.id]], [5, [CODERABBIT.id]]), 7)).toBeNull();
  });

  it('reads back the login it names, and gives none for a name longer than GitHub allows', () => {
    expect(awaitedLogin('tend:awaits coderabbitai[bot]')).toBe('coderabbitai[bot]');
    expect(awaitedLogin('Tend:Awaits gemini-code-assist[bot]')).toBe('gemini-code-assist[bot]');
    expect(awaitedLogin('tend:active')).toBeNull();
    expect(awaitedLogin('tend:awaits ')).toBeNull();
    expect(awaitsLabel(`${'x'.repeat(40)}[bot]`)).toBeNull();
  });

  it('comes off unless the run still waits for the bot it names (a label naming anyone else, a person\'s among them, too)', () => {
    const labels = ['tend:active', 'tend:awaits coderabbitai[bot]'];
    expect(awaitsToDrop(labels, [CODERABBIT])).toEqual([]);
    expect(awaitsToDrop(labels, [GEMINI, CODERABBIT])).toEqual([]);
    // The wrong guess: CodeRabbit reviewed first, tend waits for Gemini now.
    expect(awaitsToDrop(labels, [GEMINI])).toEqual(['tend:awaits coderabbitai[bot]']);
    // Any step but a wait for reviews (checks, a merge, a stop).
    expect(awaitsToDrop(labels, undefined)).toEqual(['tend:awaits coderabbitai[bot]']);
    expect(awaitsToDrop(['tend:awaits mallory'], [CODERABBIT])).toEqual(['tend:awaits mallory']);
    expect(awaitsToDrop(['tend:active', 'bug'], undefined)).toEqual([]);
  });

  it('comes off with a push when it names no bot awaited on the new head, a label going on with the push or not', () => {
    const labels = ['tend:active', 'tend:awaits coderabbitai[bot]', 'tend:awaits mallory', 'x|tend:awaits y'];
    // The push names CodeRabbit: only that label stays.
    expect(awaitsToDropOnPush(labels, [GEMINI, CODERABBIT], 'tend:awaits coderabbitai[bot]')).toEqual(['tend:awaits mallory', 'x|tend:awaits y']);
    expect(awaitsToDropOnPush(labels, [GEMINI, CODERABBIT], 'tend:awaits gemini-code-assist[bot]')).toEqual(['tend:awaits coderabbitai[bot]', 'tend:awaits mallory', 'x|tend:awaits y']);
    // No label goes on (no bot reviewed the head pushed over): a label naming a bot awaited on the new head stays, the rest come off.
    expect(awaitsToDropOnPush(labels, [GEMINI, CODERABBIT], null)).toEqual(['tend:awaits mallory', 'x|tend:awaits y']);
    // The push leaves the request waiting for no review (a revert that stops it): every one comes off.
    expect(awaitsToDropOnPush(labels, [], null)).toEqual(['tend:awaits coderabbitai[bot]', 'tend:awaits mallory', 'x|tend:awaits y']);
    expect(awaitsToDropOnPush(['tend:active', 'bug'], [], null)).toEqual([]);
  });

  it('reads labels as the workflow\'s if: does: a name it skips reviews for comes off, and only the exact name of an awaited bot stays', () => {
    // The if: finds `|tend:awaits ` in the labels joined by `|`: this one skips every review.
    expect(awaitsToDrop(['x|tend:awaits y'], [CODERABBIT])).toEqual(['x|tend:awaits y']);
    expect(awaitsToDrop(['bug|TEND:AWAITS coderabbitai[bot]'], [CODERABBIT])).toEqual(['bug|TEND:AWAITS coderabbitai[bot]']);
    // The if: compares the whole name: a space more, or a letter GitHub folds and JavaScript does
    // not, would skip CodeRabbit's own review while tend waited for it.
    expect(awaitsToDrop(['tend:awaits  coderabbitai[bot]'], [CODERABBIT])).toEqual(['tend:awaits  coderabbitai[bot]']);
    expect(awaitsToDrop(['tend:awaits gemini-code-aſſiſt[bot]'], [GEMINI])).toEqual(['tend:awaits gemini-code-aſſiſt[bot]']);
    expect(awaitsToDrop(['tend:awaitſ mallory'], undefined)).toEqual(['tend:awaitſ mallory']);
    // Case aside, tend's own name stays while tend waits for that bot.
    expect(awaitsToDrop(['Tend:Awaits CodeRabbitAI[bot]'], [CODERABBIT])).toEqual([]);
    expect(awaitsToDrop(['tend:awaitsx', 'tend:awaits', 'my tend:awaits x'], undefined)).toEqual([]);
  });
});
