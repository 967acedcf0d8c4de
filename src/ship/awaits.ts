// The `tend:awaits <bot>` label (core/labels.ts) as decisions: which review bot it names on a head
// tend just pushed, and which such labels a run takes off. Pure.
//
// While it is on, the workflow's `if:` starts no job for another review (not a request for changes):
// such a run would only find tend still waiting for the bot it names. So the label names the bot
// expected to review LAST: the one that reviewed last on the head before. A wrong guess costs only
// the label's removal (the first run that finds tend no longer waiting for it); a right one saves a
// job for every other review and approval of the head meanwhile.

import { type BotAccount, isBot } from '../core/account.js';
import { awaitsLabel, awaitsLabelOf, skipsReviews } from '../core/labels.js';
import type { PullSnapshot } from '../core/pull-request.js';
import type { RecentReviewers } from './expected-bots.js';

/**
 * The review bot that reviewed `head` last, among `bots`; null when none did. On the head tend
 * pushes a fix onto, it is the one expected to review the new head last too.
 */
export function lastReviewerOn(pr: PullSnapshot, head: string, bots: readonly BotAccount[]): BotAccount | null {
  let last: { bot: BotAccount; at: string } | null = null;
  for (const review of pr.reviews) {
    if (review.commitOid !== head || review.author === null || review.submittedAt === null) continue;
    const bot = bots.find((b) => isBot(review.author!, [b]));
    if (bot && (last === null || review.submittedAt >= last.at)) last = { bot, at: review.submittedAt };
  }
  return last?.bot ?? null;
}

/** The label for a push: the bot that reviewed the pushed-over head last, when its name fits a label. */
export function awaitsOnPush(pr: PullSnapshot, bots: readonly BotAccount[]): string | null {
  const bot = lastReviewerOn(pr, pr.headRefOid, bots);
  return bot === null || !reviewsAsItsSlug(bot) ? null : awaitsLabel(bot.login);
}

/**
 * The label is matched against the login a review's webhook payload carries (`review.user.login`),
 * which for a GitHub App is `<slug>[bot]`. A bot configured under another login (Copilot's reviews
 * show as `Copilot`, its app is `copilot-pull-request-reviewer`) might not match its own reviews, and
 * a label that skipped the bot it names would hold tend up until the sweep: such a bot gets none.
 */
function reviewsAsItsSlug(bot: BotAccount): boolean {
  return bot.login.toLowerCase() === `${bot.appSlug.toLowerCase()}[bot]`;
}

/**
 * The label for the first head of a request, while tend waits for two or more bots (`awaiting`, the
 * machine's wait): the bot that reviewed last on the repository's most recently updated pull
 * request that all of them reviewed (the read a new request makes anyway, `recent`). Null when
 * none did: no label, and every review starts a job as before.
 */
export function awaitsOnFirstHead(awaiting: readonly BotAccount[], recent: RecentReviewers | null, prNumber: number): string | null {
  const bot = awaiting.length < 2 ? null : lastOnRecentPulls(awaiting, recent, prNumber);
  return bot === null || !reviewsAsItsSlug(bot) ? null : awaitsLabel(bot.login);
}

function lastOnRecentPulls(awaiting: readonly BotAccount[], recent: RecentReviewers | null, prNumber: number): BotAccount | null {
  for (const pull of recent?.pulls ?? []) {
    if (pull.number === prNumber) continue;
    const reviewers = (pull.botReviewers ?? []).flatMap((id) => awaiting.filter((b) => b.id === id));
    // Every bot awaited reviewed it: the last of them there is a guess about all of them here.
    if (new Set(reviewers).size < awaiting.length) continue;
    return reviewers.at(-1)!;
  }
  return null;
}

/**
 * The `tend:awaits` labels on the pull request to take off, given what the run decided last: every
 * one but a label naming a bot the run still waits for (`awaiting`, the machine's wait for reviews
 * on the head; undefined for any other step). A label a person put on names anyone: off it comes too.
 * Read as the workflow's `if:` reads labels (core/labels.ts): every label that makes it skip a
 * review is one, and only the exact name that lets the awaited bot's review through stays on.
 */
export function awaitsToDrop(labels: readonly string[], awaiting: readonly BotAccount[] | undefined): string[] {
  return labels.filter((label) => skipsReviews(label) && !(awaiting ?? []).some((bot) => awaitsLabelOf(label, bot.login)));
}

/**
 * The `tend:awaits` labels a run that pushed takes off, in the write it makes anyway: a label put
 * on for an older head (or by a person) would otherwise skip reviews of the new head until a later
 * run's wait took it off. `put` is the label the push puts on (awaitsOnPush), the only one kept
 * then; without one, a label naming a bot awaited on the new head (`awaiting`) stays, as it would
 * on a wait: tend waits for that bot anyway, so a review skipped meanwhile is read with its.
 */
export function awaitsToDropOnPush(labels: readonly string[], awaiting: readonly BotAccount[], put: string | null): string[] {
  return put === null ? awaitsToDrop(labels, awaiting) : labels.filter((label) => skipsReviews(label) && label !== put);
}
