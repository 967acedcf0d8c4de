// Declined stays declined (#16 item 6). A finding tend left unchanged, or a person with write
// access declined (resolved it without a fix, after tend handed it to them or before), is not
// answered afresh when the same bot raises it again on a new head: tend answers the new thread
// once, pointing at the earlier decision, and settles it the same way. The earlier decisions come
// from the earlier threads themselves (tend's answers, known by tend's account AND marker, and who
// resolved them), and from tend's state, which keeps their fingerprints (hashes, never the text)
// for when an earlier thread is no longer readable. Pure.

import type { PullSnapshot, ReviewThread } from '../core/pull-request.js';
import type { ShipState, TargetState } from '../store/target-state.js';
import { findingFingerprint } from './finding-fingerprint.js';
import { isThreadAnswer, type ThreadPlan } from './decide-thread.js';

/** Fingerprints kept in the state: the newest, enough for any pull request's re-raise loops. */
export const DECLINED_LIMIT = 200;

export type EarlierKind = 'ignored' | 'declined' | 'escalated';

/** One earlier decision on a bot's finding: its fingerprint, what was decided, and the finding's comment (its database id). */
export interface DeclinedFinding {
  fingerprint: string;
  kind: EarlierKind;
  comment: number;
}

const KIND_LETTER: Record<EarlierKind, string> = { ignored: 'i', declined: 'd', escalated: 'e' };
const STORED = /^([0-9a-f]{16}):([ide]):(\d{1,19})$/;

/** The state's compact form, `fingerprint:kind:comment`: two hundred of them fit the marker's budget easily. */
export function storeDecision(decision: DeclinedFinding): string {
  return `${decision.fingerprint}:${KIND_LETTER[decision.kind]}:${decision.comment}`;
}

/** The stored decisions that parse (the state's schema already checked their shape). */
export function storedDecisions(stored: readonly string[] | undefined): DeclinedFinding[] {
  const kinds = Object.fromEntries(Object.entries(KIND_LETTER).map(([kind, letter]) => [letter, kind])) as Record<string, EarlierKind>;
  return (stored ?? []).flatMap((entry) => {
    const match = STORED.exec(entry);
    return match ? [{ fingerprint: match[1]!, kind: kinds[match[2]!]!, comment: Number(match[3]) }] : [];
  });
}

/** The fingerprint of a thread opened by a bot; null for anyone else's thread (only bots re-raise). */
export function threadFingerprint(thread: ReviewThread): string | null {
  const first = thread.comments[0];
  if (!first?.author || first.author.type !== 'Bot') return null;
  return findingFingerprint({ botId: first.author.id, path: thread.path, text: first.body });
}

/**
 * What was decided on each bot thread of the snapshot, as GitHub shows it now: tend left it
 * unchanged (`ignored`), handed it to a human who has not settled it (`escalated`), or a person
 * with write access resolved it without tend's fix (`declined`). Threads tend fixed, and open
 * threads tend has not answered, decided nothing.
 */
export function decisionsInThreads(pr: PullSnapshot, ship: Pick<ShipState, 'threads'>, writers: ReadonlySet<number>): DeclinedFinding[] {
  const found: DeclinedFinding[] = [];
  for (const thread of pr.threads) {
    const fingerprint = threadFingerprint(thread);
    const first = thread.comments[0];
    if (fingerprint === null || !first) continue;
    const record = ship.threads.find((r) => r.id === thread.id);
    const answer = thread.comments.find((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id));
    // tend's own answer says what it decided when the record was shed from the marker.
    const decision = record?.decision ?? (answer ? answeredDecision(answer.body) : null);
    const byWriter = thread.isResolved && thread.resolvedBy != null && thread.resolvedBy.id !== pr.viewer.id && writers.has(thread.resolvedBy.id);
    let kind: EarlierKind | null = null;
    if (decision === 'ignore') kind = 'ignored';
    else if (decision === 'escalate') kind = byWriter ? 'declined' : thread.isResolved ? null : 'escalated';
    else if (decision === null && byWriter) kind = 'declined';
    if (kind !== null) found.push({ fingerprint, kind, comment: first.databaseId });
  }
  return found;
}

/** The state's decisions with what the threads show now: a finding's newest kind wins; the newest DECLINED_LIMIT stay. */
export function rememberDecisions(kept: readonly string[] | undefined, seen: readonly DeclinedFinding[]): string[] {
  const byComment = new Map(storedDecisions(kept).map((d) => [d.comment, d]));
  for (const decision of seen) {
    byComment.delete(decision.comment);
    byComment.set(decision.comment, decision);
  }
  return [...byComment.values()].slice(-DECLINED_LIMIT).map(storeDecision);
}

/** Every earlier decision known: the state's, with what the threads show now taking precedence. */
export function earlierDecisions(kept: readonly string[] | undefined, seen: readonly DeclinedFinding[]): DeclinedFinding[] {
  return storedDecisions(rememberDecisions(kept, seen));
}

/**
 * The plan for a thread that re-raises an earlier decision: a pointer answer, settled as before
 * (ignored or declined: resolved; escalated: left open for the human it waits for). Any other
 * thread's plan is returned as it is. Only a plan tend would act on is replaced: a thread someone
 * replied in has been decided by its replies (thread-replies.ts) and keeps that decision.
 */
export function pointAtEarlier(plan: ThreadPlan, thread: ReviewThread, earlier: readonly DeclinedFinding[]): ThreadPlan {
  const repliedTo = thread.comments.slice(1).some((c) => c.author === null || c.author.type !== 'Bot');
  if (plan.decision === 'skip' || repliedTo) return plan;
  const fingerprint = threadFingerprint(thread);
  if (fingerprint === null) return plan;
  // The first time it was decided is the decision to point at; a pointer answer is never the source.
  const own = thread.comments[0]?.databaseId;
  const match = earlier.filter((d) => d.fingerprint === fingerprint && d.comment !== own).sort((a, b) => a.comment - b.comment)[0];
  if (!match) return plan;
  const pointer = { comment: match.comment, kind: match.kind };
  const base = { ...plan, edit: null, needsJudgement: false, earlier: pointer };
  if (match.kind === 'escalated') return { ...base, decision: 'escalate', rationale: 'The same finding, raised on an earlier head, is waiting for a human there; it stays open here too.' };
  if (match.kind === 'declined') return { ...base, decision: 'ignore', rationale: 'A maintainer declined the same finding on an earlier head; it is not answered afresh.' };
  return { ...base, decision: 'ignore', rationale: 'tend left the same finding unchanged on an earlier head; it is not answered afresh.' };
}

/** The state with the decisions the snapshot's threads (and the records just folded in) show, remembered. */
export function withDecisionsRemembered(state: TargetState, pr: PullSnapshot, writers: ReadonlySet<number>): TargetState {
  if (!state.ship) return state;
  const declined = rememberDecisions(state.ship.declined, decisionsInThreads(pr, state.ship, writers));
  return declined.length === 0 ? state : { ...state, ship: { ...state.ship, declined } };
}

/** Where a review comment is on GitHub: the pull request's page, anchored at the comment. */
export function reviewCommentUrl(serverUrl: string, repository: string, pull: number, commentId: number): string {
  return `${serverUrl.replace(/\/$/, '')}/${repository}/pull/${pull}#discussion_r${commentId}`;
}

/** The decision tend's own answer states (handle-threads.ts, answerText). */
function answeredDecision(body: string): 'fix' | 'ignore' | 'escalate' {
  if (body.startsWith('Not changed:')) return 'ignore';
  if (body.startsWith('Left open for a human:')) return 'escalate';
  return 'fix';
}
