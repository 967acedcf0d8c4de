import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';
import { expectedReviewBots, MIN_EARLIER_PULLS, notInstalledBots, type RecentReviewers } from './expected-bots.js';

const bot = (name: string) => KNOWN_BOTS.find((b) => b.name === name)!;
const CODERABBIT = bot('coderabbit');
const COPILOT = bot('copilot');
const GEMINI = bot('gemini');
const pull = pullSnapshot;
const actor = (b: typeof CODERABBIT) => ({ login: b.login, id: b.id, type: 'Bot' });
const NOW = new Date('2026-06-01T12:00:00Z');
const WINDOW = { now: NOW, reviewWindowMinutes: 20 };
/** `n` earlier pull requests, each opened `minutesAgo` before NOW. */
/** The expectation once the repository's recent pull requests (`recent`) were read; null: not read yet. */
function expectedAfterReading(input: { reviewBots: (typeof CODERABBIT)[]; requiredBots: (typeof CODERABBIT)[]; pr: PullSnapshot; recent: RecentReviewers | null; now: Date; reviewWindowMinutes: number }) {
  const notInstalled = input.recent === null ? null : new Set(notInstalledBots({ ...input, recent: input.recent }).map((b) => b.id));
  return expectedReviewBots({ ...input, notInstalled });
}
const earlier = (n: number, minutesAgo = 60) => Array.from({ length: n }, (_, i) => ({ number: 100 + i, createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString() }));

describe('expectedReviewBots', () => {
  it('expects a bot that acted on this pull request (a review on any head, a comment or a check) without asking about the repository', () => {
    const pr = pull({
      reviews: [{ id: 'R', fullDatabaseId: null, authorCanPushToRepository: false, author: actor(CODERABBIT), state: 'COMMENTED', body: '', commitOid: 'old', submittedAt: null }],
      comments: [{ author: actor(GEMINI), body: 'Summary', createdAt: '' }],
      checks: [{ kind: 'check-run', name: 'Copilot', state: 'pending', isRequired: false, actorId: 1, appSlug: COPILOT.appSlug, workflowName: null }],
    });
    expect(expectedAfterReading({ reviewBots: [CODERABBIT, GEMINI, COPILOT], requiredBots: [], pr, recent: null, ...WINDOW })).toEqual({ known: true, expected: [CODERABBIT, GEMINI, COPILOT], notInstalled: [] });
  });

  it('asks about the repository only for a bot this pull request does not decide, then expects it only if it acted there', () => {
    const pr = pull({ comments: [{ author: actor(CODERABBIT), body: 'Walkthrough', createdAt: '' }] });
    expect(expectedAfterReading({ reviewBots: [CODERABBIT, COPILOT], requiredBots: [], pr, recent: null, ...WINDOW })).toEqual({ known: false, expected: [CODERABBIT] });
    expect(expectedAfterReading({ reviewBots: [CODERABBIT, COPILOT], requiredBots: [], pr, recent: { accountIds: new Set([CODERABBIT.id]), pulls: earlier(20) }, ...WINDOW })).toEqual({ known: true, expected: [CODERABBIT], notInstalled: [COPILOT] });
    expect(expectedAfterReading({ reviewBots: [CODERABBIT, COPILOT], requiredBots: [], pr, recent: { accountIds: new Set([COPILOT.id]), pulls: earlier(20) }, ...WINDOW })).toEqual({ known: true, expected: [CODERABBIT, COPILOT], notInstalled: [] });
  });

  it('always expects a required bot, with no question asked', () => {
    expect(expectedAfterReading({ reviewBots: [COPILOT], requiredBots: [COPILOT], pr: pull(), recent: null, ...WINDOW })).toEqual({ known: true, expected: [COPILOT], notInstalled: [] });
  });

  it('never takes a lookalike user for the bot', () => {
    const pr = pull({ comments: [{ author: { login: 'coderabbitai', id: CODERABBIT.id, type: 'User' }, body: 'hi', createdAt: '' }] });
    expect(expectedAfterReading({ reviewBots: [CODERABBIT], requiredBots: [], pr, recent: { accountIds: new Set(), pulls: earlier(20) }, ...WINDOW })).toEqual({ known: true, expected: [], notInstalled: [CODERABBIT] });
  });

  it('concludes absence only from enough earlier pull requests, each open a review window or more: a young repository waits for every bot', () => {
    const pr = pull({ comments: [{ author: actor(CODERABBIT), body: 'Walkthrough', createdAt: '' }] });
    const ask = (pulls: { number: number; createdAt: string }[]) => expectedAfterReading({ reviewBots: [CODERABBIT, COPILOT], requiredBots: [], pr, recent: { accountIds: new Set([CODERABBIT.id]), pulls }, ...WINDOW });
    expect(ask(earlier(MIN_EARLIER_PULLS - 1))).toEqual({ known: true, expected: [CODERABBIT, COPILOT], notInstalled: [] });
    // Opened less than a review window ago: a bot may not have got to them yet.
    expect(ask(earlier(10, 5))).toEqual({ known: true, expected: [CODERABBIT, COPILOT], notInstalled: [] });
    // This pull request is no evidence about itself.
    expect(ask([...earlier(MIN_EARLIER_PULLS - 1), { number: 7, createdAt: '2026-01-01T00:00:00Z' }])).toEqual({ known: true, expected: [CODERABBIT, COPILOT], notInstalled: [] });
    expect(ask(earlier(MIN_EARLIER_PULLS))).toEqual({ known: true, expected: [CODERABBIT], notInstalled: [COPILOT] });
  });
});
