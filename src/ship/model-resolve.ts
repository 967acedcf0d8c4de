// What a model's decision may do to a review thread. The model reads text the pull request
// controls (its code, a bot's quotes of it, a fork's files), so it can be steered: it may change
// code through the checked patch path, but closing a conversation is a person's call wherever a
// person asked for the change, the finding is serious, or the code comes from a fork (#15,
// finding 4). There tend still fixes and answers, and leaves the thread open; the model's
// "leave it" becomes an escalation, since nothing else would reach a person.

import type { Severity } from './types.js';

export interface ResolveFacts {
  /**
   * Who opened the thread. Only review bots' and writers' threads reach the model, so a person
   * here has write access, or access nobody looked up: either way a person asked.
   */
  opener: { kind: 'review-bot'; name: string } | { kind: 'person' };
  /** As the bot labelled it; `unknown` counts as major. */
  severity: Severity;
  /** The pull request comes from a fork. */
  fork: boolean;
}

interface JudgedDecision {
  decision: 'fix' | 'ignore' | 'escalate';
  rationale: string;
}

export interface SettledDecision {
  decision: 'fix' | 'ignore' | 'escalate';
  rationale: string;
  /**
   * Why the thread is answered but not resolved, though the decision is not an escalation (a fix
   * a maintainer confirms by resolving it); null when tend resolves it as usual.
   */
  leaveOpen: string | null;
}

/** Severities at which the model's decision may close a review bot's thread. */
const MODEL_MAY_RESOLVE: readonly Severity[] = ['minor', 'nitpick'];

/** Why the model's decision may not close this thread (the words after "left open for a maintainer:"), or null. */
export function whyModelMayNotResolve(facts: ResolveFacts): string | null {
  // First: on a fork every thread stays a person's, whoever opened it.
  if (facts.fork) return 'the pull request comes from a fork';
  if (facts.opener.kind === 'person') return 'opened by a writer';
  if (MODEL_MAY_RESOLVE.includes(facts.severity)) return null;
  return facts.severity === 'unknown'
    ? `a finding by ${facts.opener.name} without a severity label, which counts as major`
    : `a ${facts.severity} finding by ${facts.opener.name}`;
}

/** The model's judged decision, as tend carries it out on this thread. */
export function settleModelDecision(judged: JudgedDecision, facts: ResolveFacts): SettledDecision {
  if (judged.decision === 'escalate') return { ...judged, leaveOpen: null };
  const why = whyModelMayNotResolve(facts);
  if (why === null) return { ...judged, leaveOpen: null };
  if (judged.decision === 'ignore') {
    return { decision: 'escalate', rationale: `The model would leave it unchanged (${judged.rationale.replace(/[.!?]+$/, '')}), but a person decides. ${leftOpenSentence(why)}`, leaveOpen: null };
  }
  return { decision: 'fix', rationale: judged.rationale, leaveOpen: why };
}

/** The sentence a fix the model may not close ends with, in the answer and the tracking comment. */
export function leftOpenSentence(why: string): string {
  return `Left open for a maintainer: ${why}.`;
}
