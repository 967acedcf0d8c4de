// Who stands against the merge, read from the reviews themselves. GitHub's `reviewDecision` says
// nothing (null) unless the base branch requires reviews (emulator/RULES.md E37), so a person's
// "Request changes" on a repository that requires none would be invisible in it: tend reads each
// reviewer's stance instead. A reviewer's stance is their latest APPROVED, CHANGES_REQUESTED or
// DISMISSED review (a COMMENTED one changes nothing; GitHub turns a dismissed review's own state
// into DISMISSED, so a dismissal ends the request it dismissed). A request for changes by someone
// who may push to the repository blocks until they approve or it is dismissed; one by someone
// who may not, or by a configured review bot, is reported and does not block (a review bot's
// findings are answered through its threads). Any other account that may push blocks, an App
// included (GitHub says whether it may, `authorCanPushToRepository`): tend never requests changes
// itself (its reviews COMMENT), and every workflow's GITHUB_TOKEN writes as the same bot (P9), so
// such a review is someone's objection.

import type { Actor, Review } from '../core/pull-request.js';
import { type BotAccount, isBot } from '../core/account.js';
import { clip, inert } from '../core/text.js';

/** How much of a review body's first line a reason quotes. */
const FIRST_LINE_LIMIT = 120;

const STANCES = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);

export interface Objection {
  /** Who asked for changes, as GraphQL shows them (an App's login without `[bot]`); null for a deleted account. */
  author: Actor | null;
  /** The review's REST id, what a person finds it by; null when GitHub gave none. */
  review: number | null;
  /** The review's node id: always there, what reviews are told apart by. */
  reviewNodeId: string;
  /** The first non-empty line of the review's body, one line, clipped and made inert. */
  firstLine: string;
  /** Why it does not block; absent on a blocking objection. */
  notBlocking?: 'no write access' | 'a review bot';
}

export interface Objections {
  /** Requests for changes by people with write access that stand: tend never merges past one. */
  blocking: Objection[];
  /** Requests for changes that stand but do not block: reported so a person can see them. */
  reported: Objection[];
}

export interface ObjectionPolicy {
  /** Review bots (`review-bots`, `required-review-bots`): their findings are answered in threads, never waited out here. */
  reviewBots: readonly BotAccount[];
}

/**
 * The standing requests for changes on a pull request, from all of its reviews (every page: the
 * latest stance of a reviewer may be past the first 100). Reviews are taken in the order they were
 * submitted; a review without a submission time (a pending one) has no stance.
 */
export function reviewObjections(reviews: readonly Review[], policy: ObjectionPolicy): Objections {
  const latest = new Map<string, Review>();
  const ordered = reviews
    .map((review, index) => ({ review, index }))
    .filter(({ review }) => STANCES.has(review.state) && review.submittedAt !== null)
    // Stable: reviews submitted in the same instant keep GitHub's (chronological) order.
    .sort((a, b) => (a.review.submittedAt! < b.review.submittedAt! ? -1 : a.review.submittedAt! > b.review.submittedAt! ? 1 : a.index - b.index));
  for (const { review } of ordered) latest.set(reviewerKey(review), review);
  const blocking: Objection[] = [];
  const reported: Objection[] = [];
  for (const review of latest.values()) {
    if (review.state !== 'CHANGES_REQUESTED') continue;
    const objection: Objection = { author: review.author, review: review.fullDatabaseId, reviewNodeId: review.id, firstLine: firstLine(review.body) };
    const why = notBlocking(review, policy);
    if (why) reported.push({ ...objection, notBlocking: why });
    else blocking.push(objection);
  }
  return { blocking, reported };
}

/** "bob requested changes (review 123): "Please split this"" — one objection, for a reason or a note. */
export function describeObjection(objection: Objection): string {
  return `${who(objection)} requested changes (${reviewName(objection)})${said(objection)}`;
}

/**
 * The blocked reason for standing objections: each named, and what releases them. It starts with
 * tend's words, never a login: a reason becomes a sentence (its first letter capitalised).
 */
export function objectionReason(blocking: readonly Objection[]): string {
  const named = blocking.map((o) => `${who(o)} (${reviewName(o)})${said(o)}`);
  return `changes requested by ${named.join('; ')}; a dismissal of the review, or a later approval by the same person, releases the merge`;
}

/** The objections that do not block, said once in a reason or a note; empty when there are none. */
export function reportedObjections(reported: readonly Objection[]): string {
  if (reported.length === 0) return '';
  return `not waited for: ${reported.map((o) => `${describeObjection(o)} (${o.notBlocking})`).join('; ')}`;
}

/** "review 123"; by its node id when GitHub gave no REST id. */
function reviewName(objection: Objection): string {
  return `review ${objection.review ?? objection.reviewNodeId}`;
}

function who(objection: Objection): string {
  return objection.author?.login ?? 'a deleted account';
}

function said(objection: Objection): string {
  return objection.firstLine ? `: "${objection.firstLine}"` : '';
}

function notBlocking(review: Review, policy: ObjectionPolicy): Objection['notBlocking'] {
  if (review.author !== null && isBot(review.author, policy.reviewBots)) return 'a review bot';
  // A deleted account's review blocks only if GitHub still says its author could push.
  if (!review.authorCanPushToRepository) return 'no write access';
  return undefined;
}

/** A reviewer by account id; by type and login when GitHub gave no id, and one key for deleted accounts. */
function reviewerKey(review: Review): string {
  const author = review.author;
  if (author === null) return 'ghost';
  return author.id !== 0 ? `id:${author.id}` : `login:${author.type}:${author.login.toLowerCase()}`;
}

/** The body's first non-empty line, as data: one line, clipped, unable to open or close an HTML comment. */
function firstLine(body: string): string {
  const line = body.split(/\r?\n/).map((l) => l.trim()).find((l) => l !== '') ?? '';
  return inert(clip(line.replace(/"/g, "'"), FIRST_LINE_LIMIT));
}
