// Which configured review bots tend waits for on this pull request. `review-bots` lists bots that
// MAY review (the default names five), and waiting the whole review window for one that is not
// installed on the repository delays every merge for nothing. So a bot is expected only once it
// has shown it is there: it acted on this pull request (a review, a comment, a thread, a check),
// or on one of the repository's recently updated pull requests (one bounded query, read only when
// this pull request does not already decide it), or `required-review-bots` names it. Absence is
// concluded only from enough evidence: at least MIN_EARLIER_PULLS other pull requests opened a
// review window or more ago, on which an installed bot would have acted. A young repository, or a
// bot installed today, gives none: then every configured bot is waited for, as a merge before an
// installed bot reviews is worse than a wait. Pure.

import { type BotAccount, isBot } from '../core/account.js';
import { type PullSnapshot } from '../core/pull-request.js';

/** Bot accounts (by id) seen acting on the repository's recently updated pull requests. */
export interface RecentReviewers {
  accountIds: ReadonlySet<number>;
  /** The pull requests looked at, with when each was opened. */
  pulls: ReadonlyArray<{ number: number; createdAt: string }>;
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

export function expectedReviewBots(input: {
  reviewBots: readonly BotAccount[];
  requiredBots: readonly BotAccount[];
  pr: PullSnapshot;
  recent: RecentReviewers | null;
  now: Date;
  reviewWindowMinutes: number;
}): ExpectedBots {
  const { pr, recent } = input;
  const expected: BotAccount[] = [...input.requiredBots];
  const undecided: BotAccount[] = [];
  for (const bot of input.reviewBots) {
    if (expected.some((b) => b.id === bot.id)) continue;
    if (actedOnPull(bot, pr)) expected.push(bot);
    else undecided.push(bot);
  }
  if (undecided.length === 0) return { known: true, expected, notInstalled: [] };
  if (recent === null) return { known: false, expected };
  const settledBefore = input.now.getTime() - input.reviewWindowMinutes * 60_000;
  const evidence = recent.pulls.filter((p) => p.number !== pr.number && Date.parse(p.createdAt) <= settledBefore).length;
  if (evidence < MIN_EARLIER_PULLS) return { known: true, expected: [...expected, ...undecided], notInstalled: [] };
  const notInstalled: BotAccount[] = [];
  for (const bot of undecided) {
    if (recent.accountIds.has(bot.id)) expected.push(bot);
    else notInstalled.push(bot);
  }
  return { known: true, expected, notInstalled };
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
