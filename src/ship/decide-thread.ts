// The ship workflow's policy for one review thread when no model decides: apply its committable
// suggestion, leave a nitpick alone, or hand it to a human (or the model path). Every plan carries
// one sentence a person reads in the tracking comment, so each rule says why in its own words.

import { botOf, parseReviewComment } from './review-comment.js';
import type { Severity, ThreadDecision } from './types.js';
import { type BotAccount, isBot } from '../core/account.js';
import { type Actor, type ThreadComment, type ReviewThread } from '../core/pull-request.js';
import { isAfter } from './instants.js';
import { NO_ACCESS_KNOWN, readReplies, type WriteAccess } from './thread-replies.js';
import { endsWithOwnMarker, trailingMarker } from '../store/marker.js';
import { TEND_FINDING_KIND } from './bot-severity.js';

/** Every severity: the default of `fixSeverities`. */
export const ALL_SEVERITIES: readonly Severity[] = ['critical', 'major', 'minor', 'nitpick', 'unknown'];

/** The hidden marker tend puts in its answer to a thread; found in a comment by tend only. */
export const THREAD_ANSWER_MARKER = '<!-- tend:thread ';
/** The kind of that marker (store/marker.ts, trailingMarker). */
export const THREAD_ANSWER_KIND = 'thread';

/** tend's answer in a review thread: written by tend's account (`selfId`) AND ending with the answer marker. */
export function isThreadAnswer(authorId: number | null | undefined, body: string, selfId: number): boolean {
  return authorId === selfId && trailingMarker(body, THREAD_ANSWER_KIND) !== null;
}

export interface ThreadPolicy {
  /** Bots whose committable suggestions may be applied. */
  reviewBots: readonly BotAccount[];
  /** Bots that may steer tend. Steering is not reviewing: their suggestions are applied only if they are review bots too. */
  trustedBots: readonly BotAccount[];
  /** Leave nitpicks without an applicable suggestion unchanged instead of escalating them. */
  ignoreNitpicks: boolean;
  /** Severities at which a committable suggestion is applied (ALL_SEVERITIES by default). */
  fixSeverities: readonly Severity[];
}

export interface ThreadInput {
  thread: ReviewThread;
  /** True when the thread's first comment's author has write access (known from the snapshot step). */
  authorCanWrite: boolean;
  /**
   * tend's own account id. Not enough on its own to know tend's comments: every workflow using
   * GITHUB_TOKEN writes as github-actions[bot] (P9), so tend's comments are those by this account
   * that carry tend's marker.
   */
  viewerId: number;
  /** Comments created or edited after this instant are left out (untrusted late edits). */
  cutoff: string | null;
  /**
   * Write access of the people who replied, as far as it was looked up (writers.ts). Without it,
   * every person's reply counts as a writer's: tend then stops where a writer may have spoken.
   */
  access?: WriteAccess;
}

interface ThreadEdit {
  /** Lines replaced by `text`: current lines, or the original ones when `outdated`. */
  startLine: number;
  endLine: number;
  /** The suggestion; empty deletes the lines. */
  text: string;
  /** The thread is outdated: the lines are those of `originalCommitOid`, not of the head. */
  outdated: boolean;
  originalStartLine: number | null;
  originalEndLine: number | null;
  originalCommitOid: string | null;
}

export interface ThreadPlan {
  threadId: string;
  path: string;
  author: Actor | null;
  bot: string | null;
  severity: Severity;
  decision: ThreadDecision | 'skip';
  /** One sentence for the tracking comment. */
  rationale: string;
  /** For 'fix': the suggestion and the lines it replaces; null otherwise. */
  edit: ThreadEdit | null;
  /**
   * True when the rules had nothing to apply but the thread may be judged by the model: no
   * committable suggestion, and opened by a review bot or someone with write access (nobody
   * else's text ever reaches the model).
   */
  needsJudgement?: boolean;
  /**
   * Set on a fix the model decided where the model may not close the thread (model-resolve.ts):
   * why it is answered and left open for a maintainer, who settles it by resolving it.
   */
  leaveOpen?: string;
  /**
   * Set when the thread re-raises a finding decided on an earlier head (declined.ts): the finding's
   * comment there (its database id) and what was decided; the answer points at it.
   */
  earlier?: { comment: number; kind: 'ignored' | 'declined' | 'escalated' };
}

export function planThread(input: ThreadInput, policy: ThreadPolicy): ThreadPlan {
  const { thread, viewerId, cutoff } = input;
  const first = thread.comments[0];
  // Account AND marker: a comment by the same account without tend's marker is another workflow's
  // (a finding from that bot), and tend's marker in anyone else's comment is only text. The marker
  // is the one that ends the comment, where tend writes it (store/marker.ts).
  const byTend = (comment: ThreadComment, kind: string | null) => comment.author !== null && comment.author.id === viewerId && endsWithOwnMarker(comment.body, kind);
  const plan = (decision: ThreadPlan['decision'], rationale: string, more: Partial<ThreadPlan> = {}): ThreadPlan => ({
    threadId: thread.id,
    path: thread.path,
    author: first?.author ?? null,
    bot: botOf(first?.author ?? null, policy.reviewBots)?.name ?? null,
    severity: 'unknown',
    decision,
    rationale,
    edit: null,
    ...more,
  });

  if (thread.isResolved) return plan('skip', 'The thread is resolved.');
  if (first === undefined) return plan('skip', 'The thread has no comments.');
  // A finding of tend's review workflow is a review finding like a bot's, to act on; any other
  // thread tend opened is its own answer.
  const tendFinding = byTend(first, TEND_FINDING_KIND);
  if (!tendFinding && byTend(first, null)) return plan('skip', 'tend opened this thread itself.');
  // tend's own answers count whenever they were written: acting twice is the failure to avoid.
  if (thread.comments.some((c) => byTend(c, THREAD_ANSWER_KIND))) {
    return plan('skip', 'tend has already answered this thread.');
  }
  if (isAfter(first.createdAt, cutoff)) {
    return plan('skip', 'The thread was opened after this run started; the next run reads it.');
  }
  if (first.lastEditedAt !== null && isAfter(first.lastEditedAt, cutoff)) {
    return plan('escalate', 'The first comment was edited after the run started, so its text is not trusted.');
  }

  const parsed = parseReviewComment(first, policy.reviewBots, { tendFinding });
  const { severity, suggestions } = parsed;
  const more = { bot: parsed.bot, severity };
  // Beyond the comments read, a reply may be unseen: as if someone had replied.
  if (thread.commentCount !== undefined && thread.commentCount > thread.comments.length) {
    return plan('escalate', `The thread holds ${thread.commentCount} comments and tend read the first ${thread.comments.length}; a human reads the rest and decides.`, more);
  }
  const replies = readReplies(thread, { openerCanWrite: input.authorCanWrite, access: input.access ?? NO_ACCESS_KNOWN, cutoff });
  if (replies.kind === 'replied') return plan('escalate', replies.why, more);
  if (replies.kind === 'apply' && suggestions.length !== 1) {
    return plan('escalate', `${replies.by} asked to apply it (/tend apply), but the comment holds no single committable suggestion, so a human decides.`, more);
  }
  const who = describeAuthor(first.author, parsed.bot, input.authorCanWrite);
  const refusal = suggestions.length === 0 || tendFinding ? null : mayNotApply(first.author, input.authorCanWrite, policy.reviewBots);
  const place = suggestions.length === 1 ? locate(thread, first, suggestions[0]!.text) : null;

  if (suggestions.length === 1 && refusal === null && policy.fixSeverities.includes(severity) && place && 'edit' in place) {
    const asked = replies.kind === 'apply' ? ` ${replies.by} asked for it with /tend apply.` : '';
    return plan('fix', `${describeFix(place.edit, who, severity)}${asked}`, { ...more, edit: place.edit });
  }
  // Below, a writer's /tend apply that cannot be carried out falls to the escalations, never to "not changed".
  if (severity === 'nitpick' && policy.ignoreNitpicks && replies.kind !== 'apply') {
    return plan('ignore', `Nitpick from ${who}: style-only, not changed.`, more);
  }
  if (refusal !== null) return plan('escalate', `The suggestion is not applied automatically: ${refusal}.`, more);
  if (suggestions.length > 1) {
    return plan('escalate', `The comment holds several alternative suggestions (${suggestions.length}); a human must choose.`, more);
  }
  if (suggestions.length === 1 && !policy.fixSeverities.includes(severity)) {
    return plan('escalate', describeSeverityRefusal(severity), more);
  }
  if (place && 'problem' in place) return plan('escalate', `The suggestion cannot be placed: ${place.problem}.`, more);
  const trusted = tendFinding || botOf(first.author, policy.reviewBots) !== null || input.authorCanWrite;
  return plan('escalate', 'No committable suggestion; a human or the model path must decide.', { ...more, needsJudgement: trusted });
}

/**
 * Among 'fix' plans on the same file whose lines overlap, keeps the first (in the order given)
 * and escalates the others: applying both would apply one onto the other's result.
 */
export function resolveOverlaps(plans: ThreadPlan[]): ThreadPlan[] {
  const applied: { plan: ThreadPlan; edit: ThreadEdit }[] = [];
  return plans.map((plan) => {
    if (plan.decision !== 'fix' || plan.edit === null) return plan;
    const edit = plan.edit;
    for (const other of applied) {
      if (other.plan.path !== plan.path) continue;
      if (!comparable(other.edit, edit)) {
        return escalated(plan, `Changes the same file as the suggestion of thread ${other.plan.threadId}, which was applied, at lines of another commit, so the two cannot be checked for overlap.`);
      }
      if (other.edit.startLine <= edit.endLine && edit.startLine <= other.edit.endLine) {
        return escalated(plan, `Overlaps the suggestion of thread ${other.plan.threadId}, which was applied.`);
      }
    }
    applied.push({ plan, edit });
    return plan;
  });
}

function escalated(plan: ThreadPlan, rationale: string): ThreadPlan {
  return { ...plan, decision: 'escalate', rationale, edit: null };
}

/** Line numbers compare only within one commit: both current, or both of the same original commit. */
function comparable(a: ThreadEdit, b: ThreadEdit): boolean {
  if (!a.outdated && !b.outdated) return true;
  return a.outdated && b.outdated && a.originalCommitOid !== null && a.originalCommitOid === b.originalCommitOid;
}

/** Why `author` may not have a suggestion applied, or null when they may. */
function mayNotApply(author: Actor | null, canWrite: boolean, reviewBots: readonly BotAccount[]): string | null {
  if (author === null) return 'its author is a deleted account';
  if (author.type === 'Bot') {
    return isBot(author, reviewBots) ? null : `it comes from the bot ${author.login}, which is not a configured review bot`;
  }
  return canWrite ? null : `it comes from @${author.login}, who has no write access to the repository`;
}

function locate(thread: ReviewThread, first: ThreadComment, text: string): { edit: ThreadEdit } | { problem: string } {
  if (thread.diffSide === 'LEFT') return { problem: 'it is on the removed side of the diff, which a commit cannot change' };
  const outdated = thread.isOutdated || thread.line === null;
  const endLine = outdated ? thread.originalLine : thread.line;
  const startLine = (outdated ? thread.originalStartLine : thread.startLine) ?? endLine;
  if (endLine === null || startLine === null || startLine < 1 || startLine > endLine) {
    return { problem: 'GitHub does not say which lines it replaces' };
  }
  return {
    edit: {
      startLine,
      endLine,
      text,
      outdated,
      originalStartLine: thread.originalStartLine ?? thread.originalLine,
      originalEndLine: thread.originalLine,
      originalCommitOid: first.originalCommitOid,
    },
  };
}

function describeFix(edit: ThreadEdit, who: string, severity: Severity): string {
  const lines = edit.startLine === edit.endLine ? `line ${edit.startLine}` : `lines ${edit.startLine}-${edit.endLine}`;
  const seen = edit.originalCommitOid === null ? 'as first reviewed' : `as of commit ${edit.originalCommitOid.slice(0, 7)}`;
  const where = edit.outdated ? `${lines} ${seen} (the thread is outdated)` : lines;
  const finding = `${severity === 'unknown' ? 'an unlabelled' : `a ${severity}`} finding by ${who}`;
  return edit.text === ''
    ? `Deletes ${where} as suggested in ${finding}.`
    : `Applies the committable suggestion of ${finding} to ${where}.`;
}

function describeAuthor(author: Actor | null, bot: string | null, canWrite: boolean): string {
  if (bot !== null) return bot;
  if (author === null) return 'a deleted account';
  if (author.type === 'Bot') return `the bot ${author.login}`;
  return canWrite ? `@${author.login} (write access)` : `@${author.login}`;
}

function describeSeverityRefusal(severity: Severity): string {
  return severity === 'unknown'
    ? 'The suggestion carries no severity label, and this policy does not apply unlabelled suggestions automatically.'
    : `The suggestion is at ${severity} severity, which this policy does not apply automatically.`;
}
