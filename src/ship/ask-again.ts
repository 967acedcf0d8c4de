// Asking review bots again (GitHub rule P10): after tend pushes a head, a review bot that does not
// review new heads by itself (Copilot, Gemini Code Assist) never comes back, and tend would wait the
// whole review window for nothing. So each such bot is asked, its own way, once per head tend
// pushed, and only if it had acted on the pull request (a bot that never reviewed it is not
// installed here, or not for this pull request). The state records when: the bot's review window
// starts then. A comment asking carries a marker, so a run that lost its state (or a redelivered
// event) finds the comment and does not ask twice. Pure.

import { type BotAccount, isBot } from '../core/account.js';
import { type PullSnapshot } from '../core/pull-request.js';
import type { BotAskAgain } from '../config/ask-again.js';
import type { ShipState } from '../store/target-state.js';
import { trailingMarker } from '../store/marker.js';
import { actedOnPull } from './expected-bots.js';

export interface AskPlan {
  bot: BotAccount;
  ask: BotAskAgain['ask'];
  head: string;
}

/** A plan whose ask is a comment (a bot's command), the ones a comment-posting request carries. */
export type CommentAsk = AskPlan & { ask: { how: 'comment' } };

/** The plans among `plans` that ask by comment, narrowed. */
export function commentAsks(plans: readonly AskPlan[]): CommentAsk[] {
  return plans.flatMap((plan) => (plan.ask.how === 'comment' ? [{ ...plan, ask: plan.ask }] : []));
}

const ASK_KIND = 'ask-again';

/** The marker of tend's comment asking `bot` to review `head`; matched together with tend's account. */
export function askMarker(bot: BotAccount, head: string): string {
  return `<!-- tend:${ASK_KIND} ${bot.id} ${head} -->`;
}

/** The comment that asks: the bot's command alone on its first line, tend's marker hidden below. */
export function askComment(plan: CommentAsk): string {
  return `${plan.ask.text}\n\n${askMarker(plan.bot, plan.head)}`;
}

export function planAskAgain(input: { asks: readonly BotAskAgain[]; pr: PullSnapshot; ship: ShipState }): AskPlan[] {
  const { pr, ship } = input;
  const head = pr.headRefOid;
  // Only heads tend pushed: a push by anyone else is theirs to follow up, and the bots' own rules apply.
  if (!ship.pushed.includes(head)) return [];
  return input.asks
    .filter(({ bot }) => actedOnPull(bot, pr) && !reviewedHead(bot, pr))
    .filter(({ bot }) => !(ship.askedAgain ?? []).some((a) => a.bot === bot.id && a.head === head))
    .filter(({ bot }) => !pr.comments.some((c) => c.author?.id === pr.viewer.id && trailingMarker(c.body, ASK_KIND) === `${bot.id} ${head}`))
    .map(({ bot, ask }) => ({ bot, ask, head }));
}

/** When tend asked `bot` to review `head`, if it did. */
export function askedAt(bot: BotAccount, head: string, ship: ShipState): string | null {
  return (ship.askedAgain ?? []).find((a) => a.bot === bot.id && a.head === head)?.at ?? null;
}

/**
 * A bot's conversation comment saying it found nothing, since `since`: its review of the head with
 * nothing to say. Reviews with no threads count already (a review on the head); some bots answer in
 * a comment instead. Only the bot's own account counts, and only a comment that opens so.
 */
export function saidNothingToSay(bot: BotAccount, pr: PullSnapshot, since: string): boolean {
  return pr.comments.some((c) => c.author !== null && isBot(c.author, [bot]) && c.createdAt >= since && NOTHING_TO_SAY.some((p) => p.test(c.body.trim())));
}

const NOTHING_TO_SAY: readonly RegExp[] = [
  // Cursor Bugbot: "✅ BugBot reviewed your changes and found no bugs!" (cursor/cursor#3267).
  /^✅\s*Bug[Bb]ot reviewed your changes and found no (?:new )?(?:bugs|issues)\b/,
  // Codex: "Codex Review: Didn't find any major issues."
  /^Codex Review: Didn't find any major issues\b/,
  /^(?:LGTM|No (?:further )?(?:comments|issues|feedback))\b[.!]?/i,
];

function reviewedHead(bot: BotAccount, pr: PullSnapshot): boolean {
  return pr.reviews.some((r) => r.author !== null && r.commitOid === pr.headRefOid && isBot(r.author, [bot]));
}

