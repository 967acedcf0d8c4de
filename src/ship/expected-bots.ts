// Which configured review bots tend waits for on this pull request. `review-bots` lists bots that
// MAY review (the default names five), and waiting the whole review window for one that is not
// installed on the repository delays every merge for nothing. So a bot is expected only once it
// has shown it is there: it acted on this pull request (a review, a comment, a thread, a check),
// or on one of the repository's recently updated pull requests, or `required-review-bots` names
// it. Absence is concluded only from enough evidence: at least MIN_EARLIER_PULLS other pull
// requests opened a review window or more ago, on which an installed bot would have acted. A young
// repository, or a bot installed today, gives none: then every configured bot is waited for, as a
// merge before an installed bot reviews is worse than a wait.
// The repository's recent pull requests are read once per request (one bounded query, or part of
// the command run's first query) and what they say is kept in the ship state as the bots judged
// not installed; the schedule sweep reads it there, so it waits for the same bots as the run. Pure.

import { type BotAccount, isBot } from '../core/account.js';
import { type PullSnapshot } from '../core/pull-request.js';

/** Bot accounts (by id) seen acting on the repository's recently updated pull requests. */
export interface RecentReviewers {
  accountIds: ReadonlySet<number>;
  /** The pull requests looked at, with when each was opened (and, when read, the Bot accounts of its latest reviews, oldest first). */
  pulls: ReadonlyArray<{ number: number; createdAt: string; botReviewers?: readonly number[] }>;
}

/** How many earlier pull requests, each open a review window or longer, make a bot's absence telling. */
export const MIN_EARLIER_PULLS = 3;

export type ExpectedBots =
  | { known: true; expected: BotAccount[]; notInstalled: BotAccount[] }
  /**
   * Some bot's presence depends on the repository's recent pull requests, which were not read yet;
   * `expected` are the bots waited for whatever they say (acted on this pull request, or required).
   */
  | { known: false; expected: BotAccount[] };

interface BotsInput {
  reviewBots: readonly BotAccount[];
  requiredBots: readonly BotAccount[];
  pr: PullSnapshot;
}

/**
 * The bots tend waits for, given which configured bots are judged not installed (account ids; null
 * when the repository's recent pull requests were not read yet). Required bots, and bots that acted
 * on this pull request, are expected whatever that judgement said.
 */
export function expectedReviewBots(input: BotsInput & { notInstalled: ReadonlySet<number> | null }): ExpectedBots {
  const { expected, undecided } = splitBots(input);
  if (undecided.length === 0) return { known: true, expected, notInstalled: [] };
  if (input.notInstalled === null) return { known: false, expected };
  const notInstalled = undecided.filter((bot) => input.notInstalled!.has(bot.id));
  return { known: true, expected: [...expected, ...undecided.filter((bot) => !notInstalled.includes(bot))], notInstalled };
}

/** The configured bots that show no sign of being installed, from the repository's recent pull requests. */
export function notInstalledBots(input: BotsInput & { recent: RecentReviewers; now: Date; reviewWindowMinutes: number }): BotAccount[] {
  const { pr, recent } = input;
  const { undecided } = splitBots(input);
  const settledBefore = input.now.getTime() - input.reviewWindowMinutes * 60_000;
  const evidence = recent.pulls.filter((p) => p.number !== pr.number && Date.parse(p.createdAt) <= settledBefore).length;
  if (evidence < MIN_EARLIER_PULLS) return [];
  return undecided.filter((bot) => !recent.accountIds.has(bot.id));
}

/** Required bots and bots that acted on this pull request are expected; the others depend on the repository. */
function splitBots(input: BotsInput): { expected: BotAccount[]; undecided: BotAccount[] } {
  const expected: BotAccount[] = [...input.requiredBots];
  const undecided: BotAccount[] = [];
  for (const bot of input.reviewBots) {
    if (expected.some((b) => b.id === bot.id)) continue;
    if (actedOnPull(bot, input.pr)) expected.push(bot);
    else undecided.push(bot);
  }
  return { expected, undecided };
}

/** The bot reviewed (any head), commented, opened a thread or ran a check on this pull request. */
export function actedOnPull(bot: BotAccount, pr: PullSnapshot): boolean {
  const by = (author: { login: string; id: number; type: string } | null) => author !== null && isBot(author, [bot]);
  return (
    pr.reviews.some((r) => by(r.author)) ||
    pr.comments.some((c) => by(c.author)) ||
    pr.threads.some((t) => t.comments.some((c) => by(c.author))) ||
    pr.checks.some((c) => c.appSlug === bot.appSlug)
  );
}
