// What tend does about a required check that fails on the head, decided from data alone:
//
//   a known transient signature (ETIMEDOUT, a lost runner …)           → re-run the job, once
//   tend's own fix is the only change since a head where it passed    → revert that commit
//   it passed on the previous head and the change touches no file it names → re-run, once
//   a model, rounds left, files named, not a fork                     → a model fix (`fix(ci): …`)
//   otherwise                                                         → summarise, blocked
//
// The same failure (check + first error line) right after tend's own fix or revert stops, and
// max-iterations counts these rounds with the thread rounds. `planRedCi` takes the snapshot's
// failure facts (github/check-failure.ts); `afterRedCi` folds what was done into the state.

import type { CiFailure, HeadChange } from '../core/ci-failure.js';
import type { PullSnapshot } from '../core/pull-request.js';
import { defang, quoteBlock, quoteInline } from '../core/quote.js';
import { transition, type ShipState, type TargetState } from '../store/target-state.js';

type Round = NonNullable<ShipState['ci']>[number];

/** What a failure says about itself, read from its annotations, log tail and output. */
export interface FailureFacts {
  /** The check and its first error line: equal signatures are the same failure. */
  signature: string;
  firstError: string | null;
  /** The first failed step's name. */
  step: string | null;
  /** Repository files the failure names (annotations first, then paths in the log). */
  files: string[];
  /** The transient signature it matched, or null. */
  flaky: string | null;
}

export type RedCiPlan =
  | { kind: 'rerun'; check: string; signature: string; jobId: number; why: string; failure: CiFailure; facts: FailureFacts }
  | { kind: 'revert'; check: string; signature: string; commit: string; parent: string; files: string[]; threads: string[]; failure: CiFailure; facts: FailureFacts }
  | { kind: 'model-fix'; check: string; signature: string; files: string[]; failure: CiFailure; facts: FailureFacts }
  | { kind: 'summarise'; check: string; signature: string; why: string; failure: CiFailure; facts: FailureFacts };

/** Transient failures worth one re-run: network resets and timeouts, rate limits, a lost runner. */
const FLAKY_SIGNATURES: ReadonlyArray<[string, RegExp]> = [
  ['ETIMEDOUT', /\bETIMEDOUT\b/],
  ['ECONNRESET', /\bECONNRESET\b/],
  ['EAI_AGAIN', /\bEAI_AGAIN\b/],
  ['rate limit', /\brate[ -]limit/i],
  ['runner lost', /lost communication with the server|runner has received a shutdown signal|The hosted runner .* lost/i],
  ['503 from a registry', /\b(503 Service Unavailable|502 Bad Gateway)\b/],
];

const ERROR_LINE = /##\[error\]|\berror\b|\bERR!|\bFAIL(ED)?\b|✗|✖|Traceback|panic:|Exception\b/i;
/** A relative repository path with an extension, optionally `:line` or `(line`. */
const PATH_IN_TEXT = /(?:^|[\s('"`])((?:[\w@.-]+\/)*[\w@-][\w.@-]*\.[A-Za-z]{1,6})(?=[:(]\d)/g;

export function failureFacts(failure: CiFailure): FailureFacts {
  // A failure annotation is an error by its level; a log or summary line by its wording.
  const annotated = failure.annotations.filter((a) => a.level === 'failure').map((a) => `${a.path}:${a.line}: ${a.message}`)[0];
  const logged = [...failure.logTail, ...(failure.summary ?? '').split('\n')].find((line) => ERROR_LINE.test(line));
  const firstError = (annotated ?? logged ?? failure.title ?? null)?.replace(/^##\[error\]/, '').trim().slice(0, 200) ?? null;
  const files = new Set<string>();
  for (const a of failure.annotations) if (isRepoPath(a.path)) files.add(a.path);
  for (const line of [...failure.logTail, ...(failure.summary ?? '').split('\n')]) {
    for (const match of line.matchAll(PATH_IN_TEXT)) if (isRepoPath(match[1]!)) files.add(match[1]!);
  }
  const text = [failure.title ?? '', failure.summary ?? '', ...failure.logTail, ...failure.annotations.map((a) => a.message)].join('\n');
  const flaky = FLAKY_SIGNATURES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
  return { signature: `${failure.check}: ${firstError ?? '(no error line)'}`.slice(0, 300), firstError, step: failure.failedSteps[0] ?? null, files: [...files].slice(0, 20), flaky };
}

/**
 * The reason a head stays blocked when tend already answered its failing checks (a summary on this
 * head for one of them): the next run does not read the failure again. Null when not answered yet.
 */
export function answeredRedCi(ship: ShipState, head: string, failing: readonly string[]): string | null {
  const round = (ship.ci ?? []).find((r) => r.head === head && r.action === 'summary' && failing.includes(r.check));
  return round ? (round.reason ?? `failing checks: ${failing.join(', ')}`) : null;
}

export function planRedCi(input: { pr: Pick<PullSnapshot, 'headRefOid' | 'isCrossRepository'>; failures: CiFailure[]; change: HeadChange; ship: ShipState; maxIterations: number; modelFixesCi: boolean }): RedCiPlan {
  const { pr, change, ship } = input;
  const head = pr.headRefOid;
  const failure = input.failures[0]!;
  const facts = failureFacts(failure);
  const base = { check: failure.check, signature: facts.signature };
  const summarise = (why: string): RedCiPlan => ({ kind: 'summarise', ...base, why, failure, facts });
  const rounds = ship.ci ?? [];
  const rerunHere = rounds.some((r) => r.head === head && r.check === failure.check && r.action === 'rerun');
  const mayRerun = failure.job !== null && !rerunHere;

  if (mayRerun && facts.flaky) return { kind: 'rerun', ...base, jobId: failure.job!.id, why: `it looks transient (${facts.flaky})`, failure, facts };
  const tendFixed = ship.threads.filter((t) => t.commit === head && t.decision === 'fix').map((t) => t.id);
  const ownFix = ship.pushed.includes(head) && change.parent !== null && tendFixed.length > 0;
  if (ownFix && failure.previousGreen === true && !rounds.some((r) => r.head === head && r.action === 'revert')) {
    return { kind: 'revert', ...base, commit: head, parent: change.parent!, files: change.files, threads: tendFixed, failure, facts };
  }
  if (mayRerun && failure.previousGreen === true && !facts.files.some((f) => change.files.includes(f))) {
    return { kind: 'rerun', ...base, jobId: failure.job!.id, why: 'it passed on the previous head and this change touches no file it names', failure, facts };
  }
  const previous = rounds.filter((r) => r.action !== 'rerun').at(-1);
  if (previous && previous.head !== head && previous.signature === facts.signature && (previous.action === 'fix' || previous.action === 'revert')) {
    return summarise(`the same failure again after tend's ${previous.action === 'fix' ? 'fix' : 'revert'} ${previous.head.slice(0, 7)}: tend stops here`);
  }
  if (ship.iteration >= input.maxIterations) return summarise(`max-iterations (${input.maxIterations}) rounds reached`);
  if (!input.modelFixesCi) return summarise('no model is configured (anthropic-api-key) to fix it');
  if (pr.isCrossRepository) return summarise('the pull request comes from a fork, which tend cannot push to');
  if (facts.files.length === 0) return summarise('the failure names no file to fix');
  return { kind: 'model-fix', ...base, files: facts.files, failure, facts };
}

/** What acting on a plan came to. */
export type RedCiOutcome =
  /** GitHub started a new attempt of the job. */
  | { kind: 'rerun' }
  | { kind: 'pushed'; sha: string }
  /** Nothing pushed (the model declined, verify failed, the push was refused): summarised instead. */
  | { kind: 'summarised'; why: string }
  /** The head moved under tend: nothing done; the next snapshot decides again. */
  | { kind: 'stale' };

export function afterRedCi(current: TargetState, plan: RedCiPlan, outcome: RedCiOutcome, ctx: { now: Date; reviewWindowMinutes: number }): TargetState {
  const ship = current.ship!;
  const at = ctx.now.toISOString();
  const head = ship.head;
  const round = (action: Round['action'], reason?: string): Round[] => [...(ship.ci ?? []), { head, check: plan.check, signature: plan.signature, action, at, ...(reason ? { reason: reason.slice(0, 600) } : {}) }].slice(-20);
  if (outcome.kind === 'stale') return current;
  if (outcome.kind === 'rerun') {
    const reason = `re-ran ${plan.check} on ${head.slice(0, 7)}: ${plan.kind === 'rerun' ? plan.why : 'transient'}; waiting for it`;
    return { ...transition(current, { status: 'awaiting-checks', reason, at }), ship: { ...ship, ci: round('rerun'), checksDeadline: null } };
  }
  if (outcome.kind === 'pushed') {
    const revert = plan.kind === 'revert';
    const next: ShipState = {
      ...ship,
      head: outcome.sha,
      iteration: ship.iteration + 1,
      pushed: [...ship.pushed, outcome.sha].slice(-50),
      checksDeadline: null,
      reviewDeadline: revert ? ship.reviewDeadline : new Date(ctx.now.getTime() + ctx.reviewWindowMinutes * 60_000).toISOString(),
      ci: round(revert ? 'revert' : 'fix'),
      // The threads the reverted fix answered are escalated: answered again, open for a human.
      threads: revert
        ? ship.threads.map((t) => (plan.threads.includes(t.id) ? { ...t, decision: 'escalate' as const, resolved: false, replied: true, commit: null, rationale: `tend's fix ${head.slice(0, 7)} was reverted in ${outcome.sha.slice(0, 7)}: ${plan.check} failed on it` } : t))
        : ship.threads,
    };
    // A revert puts back a head the bots reviewed: only the checks are awaited. A fix is new code.
    const reason = revert
      ? `reverted tend's fix ${head.slice(0, 7)} in ${outcome.sha.slice(0, 7)}: ${plan.check} failed on it after passing before`
      : `pushed ${outcome.sha.slice(0, 7)} to fix ${plan.check}; waiting for the bots and CI on it`;
    return { ...transition(current, { status: revert ? 'awaiting-checks' : 'awaiting-reviews', reason, at }), ship: next };
  }
  const reason = blockedReason(plan, outcome.why);
  return { ...transition(current, { status: 'blocked', reason, at }), ship: { ...ship, ci: round('summary', reason) } };
}

/** `failing checks: build`, then what tend knows of why and why it stopped. */
export function blockedReason(plan: RedCiPlan, why: string): string {
  const facts = plan.facts;
  // The step and the error line are the build's words: quoted, so they stay data in every comment the reason reaches.
  const details = (facts.step || facts.firstError) ? ` (${[facts.step ? `step ${quoteInline(facts.step, 100)}` : null, facts.firstError ? quoteInline(facts.firstError) : null].filter(Boolean).join(': ')})` : '';
  if (!details && why === NOTHING_TO_SUMMARISE) return `failing checks: ${plan.check}`;
  return `failing checks: ${plan.check}${details}; ${why}`;
}

/** Why no comment: GitHub said nothing about the failure beyond its conclusion. */
export const NOTHING_TO_SUMMARISE = 'nothing more to say than the conclusion';

/** Whether GitHub told anything about the failure worth a comment. */
export function hasDetails(failure: CiFailure): boolean {
  return failure.annotations.length > 0 || failure.logTail.length > 0 || Boolean(failure.summary) || Boolean(failure.title) || failure.failedSteps.length > 0;
}

export const RED_CI_MARKER = '<!-- tend:red-ci ';

/**
 * The comment that summarises a failure for a person: check, step, first error lines, files. Every
 * name and line in it comes from the build (a fork's workflow writes them): each is quoted through
 * core/quote.ts, so none of it can leave its quote, mention anyone or hide tend's lines.
 */
export function renderFailureSummary(plan: RedCiPlan, head: string, why: string): string {
  const { failure, facts } = plan;
  const errorLines = [...failure.annotations.filter((a) => a.level === 'failure').map((a) => `${a.path}:${a.line}: ${a.message}`), ...failure.logTail.filter((l) => ERROR_LINE.test(l))].slice(0, 8);
  const lines = [
    `**CI failed on ${head.slice(0, 7)}: ${quoteInline(plan.check, 100)}**`,
    '',
    ...(facts.step ? [`Failed step: ${quoteInline(facts.step)}`] : []),
    ...(failure.title ? [`Reported: ${quoteInline(failure.title)}`] : []),
    ...(facts.files.length > 0 ? [`Files named: ${facts.files.map((f) => quoteInline(f, 300)).join(', ')}`] : []),
    '',
    ...(errorLines.length > 0 ? ['First error lines:', '', quoteBlock(errorLines.join('\n'), 'text', { maxLines: 40 }), ''] : []),
    `tend did not fix it: ${defang(why)}.`,
    '',
    `${RED_CI_MARKER}${head} ${markerName(plan.check)} -->`,
  ];
  return lines.join('\n');
}

/** A check's name as tend's marker holds it: one line, inert, so it cannot end the marker early. */
function markerName(check: string): string {
  return defang(check).replace(/\s+/g, ' ').slice(0, 200);
}

/** Relative, inside the repository, not a dependency or build output. */
function isRepoPath(path: string): boolean {
  return !path.startsWith('/') && !path.split('/').includes('..') && !/^(node_modules|dist|build|\.git)\//.test(path) && !/^\d/.test(path) && path.length <= 300;
}
