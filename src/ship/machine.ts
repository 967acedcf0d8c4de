// The ship / fix lifecycle of one pull request as a pure state machine:
//
//   requested → awaiting-reviews → fixing ─(pushed)→ awaiting-reviews (new head, capped)
//                                        └────────→ awaiting-checks → merging → merged
//   any phase → blocked(reason) | stopped | closed;  fix mode ends at `fixed` (never merges)
//
// `nextShipStep` looks at the tracking state and a fresh snapshot and returns the next state plus
// the one action to perform now. The run performs it, folds the outcome back in with the
// `after*` functions, takes a new snapshot and asks again, until the answer is to wait or stop.
// Waiting is a deadline in state, never a sleep: events and the schedule sweep re-enter.

import { transition, type ReviewBodyRecord, type ShipState, type TargetState, type ThreadRecord } from '../store/target-state.js';
import { evaluateChecks, rulesetChecksNotPassed, type ChecksPolicy } from './checks.js';
import { isThreadAnswer, planThread, resolveOverlaps, type ThreadPlan, type ThreadPolicy } from './decide-thread.js';
import { openBodyEscalations, planReviewBodies, type ReviewBodyPlan } from './decide-review-body.js';
import { expectedReviewBots, notInstalledBots, type RecentReviewers } from './expected-bots.js';
import { answeredRedCi, planRedCi, type RedCiPlan } from './red-ci.js';
import { askedAt, planAskAgain, saidNothingToSay, type AskPlan } from './ask-again.js';
import type { BotAskAgain } from '../config/ask-again.js';
import { type BotAccount, isBot } from '../core/account.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { HOLD_LABEL } from '../core/labels.js';
import { decisionsInThreads, earlierDecisions, pointAtEarlier } from './declined.js';
import { finalCheckGate } from './final-check.js';
import { mergeRefusedAsOutOfDate, planBehind, type BehindAction } from './behind.js';
import { conflictStep } from './conflict-step.js';
import { objectionReason, reportedObjections, reviewObjections } from './objections.js';
import { mergeabilityWait } from './mergeability.js';
import { OFFER_KIND } from './offer.js';
import { endsWithOwnMarker } from '../store/marker.js';

export interface ShipPolicy {
  reviewBots: readonly BotAccount[];
  /** Review bots waited for even before they have acted on the repository (`required-review-bots`). */
  requiredReviewBots: readonly BotAccount[];
  trustedBots: readonly BotAccount[];
  ignoreNitpicks: boolean;
  reviewWindowMinutes: number;
  checksTimeoutMinutes: number;
  maxIterations: number;
  merge: 'immediate' | 'auto' | 'off';
  mergeMethod: 'merge' | 'squash' | 'rebase';
  deleteBranch: boolean;
  /** False when pushes use GITHUB_TOKEN: CI then never starts on tend's commits by itself. */
  pushStartsCi: boolean;
  /** Check names the workflow requires besides the repository's rules (`required-checks`). */
  requiredChecks: readonly string[];
  /** The workflow running tend (GITHUB_WORKFLOW): its check runs, tend's own job's included, are not CI. */
  ownWorkflow: string | null;
  /** Review bots asked to review a head tend pushed, and how (ask-again.ts); none when absent. */
  askAgain?: readonly BotAskAgain[];
  /** `final-check`: the model's last look at the diff before merging (final-check.ts); off when absent. */
  finalCheck?: 'off' | 'model';
  /** How a branch behind its base is updated (`update-method`, ship/behind.ts); merge when absent. */
  updateMethod?: 'merge' | 'rebase';
  /** A model is configured: a failing check may get a model fix (red-ci.ts). */
  modelFixesCi?: boolean;
  /** `wait-mode`: a poll run reads again itself while GitHub computes mergeability (mergeability.ts); events when absent. */
  waitMode?: 'events' | 'poll';
}

export interface ShipContext {
  snapshot: PullSnapshot;
  policy: ShipPolicy;
  now: Date;
  /** Accounts (by id) known to have write access: their committable suggestions may be applied. */
  writers: ReadonlySet<number>;
  /** Accounts known to have no write access; a person in neither set counts as a possible writer where that is safe. */
  nonWriters?: ReadonlySet<number>;
  /** Comments created or edited after this instant are left out (they came after the trigger). */
  cutoff: string | null;
  /** Bots seen on the repository's recent pull requests; absent or null until read (the `learn-review-bots` action). */
  recentReviewers?: RecentReviewers | null;
  /** How many more times this run may read mergeability again while GitHub computes it (mergeability.ts); none when absent. */
  mergeabilityRereadsLeft?: number;
}

export type ShipAction =
  | { kind: 'wait'; reason: string }
  /** GitHub is computing mergeability: pause a few seconds and read the pull request again, in this run. */
  | { kind: 'reread-mergeability'; reason: string }
  | { kind: 'handle-threads'; plans: ThreadPlan[] }
  /** One issue comment per review whose body holds findings outside threads. */
  | { kind: 'answer-review-bodies'; plans: ReviewBodyPlan[] }
  /** Read which bots acted on the repository's recent pull requests: whether a silent bot is installed at all. */
  | { kind: 'learn-review-bots' }
  /** The model's final check of the diff on `sha` before merging (final-check.ts). */
  | { kind: 'final-check'; sha: string }
  /** Ask review bots that do not review new heads by themselves to review the head tend pushed (P10). */
  | { kind: 'ask-again'; plans: AskPlan[] }
  | { kind: 'merge'; sha: string; method: ShipPolicy['mergeMethod'] }
  | { kind: 'enable-auto-merge'; method: ShipPolicy['mergeMethod'] }
  /** A person's request for changes stands while GitHub auto-merge is on: GitHub would merge past it (objections.ts). */
  | { kind: 'disable-auto-merge' }
  | { kind: 'delete-branch'; branch: string }
  /** Read the rulesets' required checks on the base branch into the snapshot, then ask again. */
  | { kind: 'read-rules'; branch: string }
  | { kind: 'read-waiting-runs'; sha: string }
  /** Bring a head behind its base up to date, or ask a fork's author to (ship/behind.ts). */
  | BehindAction
  /** Merge the base into the head, settling conflicts (conflicts.ts), and push the merge commit. */
  | { kind: 'resolve-conflicts'; head: string }
  /** Read why the failing checks failed (output, annotations, job log) into the snapshot, then ask again. */
  | { kind: 'read-ci-failure'; sha: string; checks: string[] }
  /** Answer a failing check: re-run it, revert tend's fix, fix it with the model, or summarise it (red-ci.ts). */
  | { kind: 'red-ci'; plan: RedCiPlan }
  /** GitHub is computing mergeability (P7): ask for a sweep to come back once it is known (mergeability.ts), and end the run. */
  | { kind: 'wake-for-mergeability'; head: string; base: string; reason: string }
  /** The head moved since tend offered fixes it could not push (offer.ts): read which are on it now, resolve their threads. */
  | { kind: 'settle-offers'; head: string }
  /** Nothing more to do in this run: a terminal state, or blocked until something changes. */
  | { kind: 'stop'; reason: string };

export interface ShipStep {
  state: TargetState;
  action: ShipAction;
  /** A wait for review bots on the head: the bots still waited for (what a `tend:awaits` label may name, awaits.ts). */
  awaiting?: readonly BotAccount[];
}

/** Threads a blocked reason names before it counts the rest. */
const NAMED_THREADS = 10;

const TERMINAL = new Set(['merged', 'fixed', 'stopped', 'closed', 'ready']);

export function isShipTerminal(status: string): boolean {
  return TERMINAL.has(status);
}

/** A fresh ship section for a pull request at `head`. */
export function initialShip(mode: 'ship' | 'fix', head: string, deadline: string): ShipState {
  // `requestHead`: the head the request was given on; commits after it need a writer's push or a new request.
  return { mode, head, requestHead: head, iteration: 0, reviewDeadline: deadline, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false };
}

export function nextShipStep(current: TargetState, ctx: ShipContext): ShipStep {
  const { policy, now } = ctx;
  // A thread counts as resolved only when someone who may settle it resolved it (P3: the pull
  // request's author may resolve any thread on it): every decision below sees that view.
  const pr = settledView(ctx);
  const at = now.toISOString();
  // History records changes of status; a refined reason in the same status only replaces the reason.
  const set = (status: string, reason: string, ship: ShipState | undefined = current.ship): TargetState => {
    if (status !== current.status) return { ...transition(current, { status, reason, at }), ship };
    if (reason === current.reason) return { ...current, ship };
    return { ...current, reason, updatedAt: at, ship };
  };

  if (pr.state === 'MERGED') {
    const recorded = current.ship ?? initialShip(modeOf(current), pr.headRefOid, at);
    // GitHub's auto-merge, which tend enabled, did the merge: it is tend's merge, finished as one
    // (and no workflow saw it happen, T8: the sweep or the next event gets here).
    const byAutoMerge = current.status === 'auto-merge' && !recorded.merge?.merged;
    const ship = byAutoMerge ? { ...recorded, merge: { merged: true, sha: null, method: policy.mergeMethod } } : recorded;
    const why = byAutoMerge ? `merged by GitHub auto-merge (${policy.mergeMethod})` : ship.merge?.merged ? `merged ${shortSha(ship.merge.sha)} with ${ship.merge.method}` : 'merged by someone else';
    const merged = current.status === 'merged' ? current : set('merged', why, ship);
    if (ship.merge?.merged && policy.deleteBranch && !pr.isCrossRepository && !ship.branchDeleted && ship.branchKept === undefined) {
      return { state: merged, action: { kind: 'delete-branch', branch: pr.headRefName } };
    }
    return { state: merged, action: { kind: 'stop', reason: merged.reason } };
  }
  if (pr.state === 'CLOSED') return stop(set('closed', 'the pull request was closed'));
  if (pr.labels.includes(HOLD_LABEL)) return stop(current.status === 'stopped' ? current : set('stopped', `the ${HOLD_LABEL} label is on the pull request`));
  if (isShipTerminal(current.status)) return stop(current);

  const mode = modeOf(current);
  let ship = current.ship;
  // Offered fixes are looked for on every new head first, whoever pushed it: the author taking
  // them is what they are for, and it moves a fork's head (the gate below still holds the merge).
  if (ship?.offers?.some((o) => o.head !== pr.headRefOid && o.checked !== pr.headRefOid)) {
    return { state: current, action: { kind: 'settle-offers', head: pr.headRefOid } };
  }
  // Commits pushed after the request by someone who may not write were never seen by whoever
  // asked: they are not merged, and only a new request (which records the new head) goes on.
  if (ship && current.status !== 'requested' && pr.headRefOid !== ship.head && !pushedByWriter(pr, ship)) {
    return stop(set('blocked', unseenCommitsReason(pr, ship)));
  }
  // A new request, or someone with write access pushed: the bots review the new head; wait for them again.
  if (!ship || current.status === 'requested' || pr.headRefOid !== ship.head) {
    const fresh = ship && current.status !== 'requested'
      ? { ...ship, head: pr.headRefOid, reviewDeadline: addMinutes(now, policy.reviewWindowMinutes), checksDeadline: null }
      : // A new request starts over, but keeps what was decided on its threads: a thread left open
        // for a human must still block the merge. Body findings have no thread a human can
        // resolve: a person asking again after tend's answer settles them (decide-review-body.ts).
        { ...initialShip(mode, pr.headRefOid, addMinutes(now, policy.reviewWindowMinutes)), threads: ship?.threads ?? [], ...(ship?.settled ? { settled: ship.settled } : {}), ...keptBodies(current, ship, pr) };
    const why = ship && current.status !== 'requested' ? `new head ${shortSha(pr.headRefOid)}: waiting for the review bots again` : `waiting for the review bots on ${shortSha(pr.headRefOid)}`;
    return nextShipStep(set('awaiting-reviews', why, fresh), ctx);
  }

  // A person with write access asked for changes (objections.ts): tend never merges past it, and
  // neither may GitHub's auto-merge, which waits only for what the branch requires. Whatever the
  // phase, auto-merge goes off first; the gate below blocks until the request is settled.
  const objections = reviewObjections(pr.reviews, { reviewBots: [...policy.reviewBots, ...policy.requiredReviewBots] });
  if (pr.autoMergeEnabled && objections.blocking.length > 0) {
    // A phase before the gate stays (the bots are still waited for, threads still answered).
    const status = current.status === 'awaiting-reviews' || current.status === 'fixing' ? current.status : 'blocked';
    return { state: set(status, `turning GitHub auto-merge off: ${objectionReason(objections.blocking)}`), action: { kind: 'disable-auto-merge' } };
  }

  if (current.status === 'awaiting-reviews') {
    const deadlinePassed = ship.reviewDeadline !== null && at >= ship.reviewDeadline;
    const asks = deadlinePassed ? [] : planAskAgain({ asks: policy.askAgain ?? [], pr, ship });
    if (asks.length > 0) return { state: current, action: { kind: 'ask-again', plans: asks } };
    // A bot answers the head with a review, or (some bots) a comment saying it found nothing, made
    // since it was asked or, unasked, since the wait on this head began.
    const waitBegan = ship.reviewDeadline === null ? at : addMinutes(new Date(ship.reviewDeadline), -policy.reviewWindowMinutes);
    const onHead = ship;
    const answered = (bot: BotAccount) => hasReviewed(bot, pr) || saidNothingToSay(bot, pr, askedAt(bot, pr.headRefOid, onHead) ?? waitBegan);
    const awaited = policy.reviewBots.filter((bot) => !answered(bot));
    let notInstalled = ship.notInstalledBots ? new Set(ship.notInstalledBots.ids) : null;
    const expectation = () =>
      expectedReviewBots({ reviewBots: awaited, requiredBots: policy.requiredReviewBots.filter((b) => awaited.some((a) => a.id === b.id)), pr, notInstalled });
    let bots = awaited.length === 0 || deadlinePassed ? null : expectation();
    if (bots !== null && !bots.known) {
      // Who acts on the repository is read once per request, and what it says is kept in the state
      // (written with this run's wait or action, never by itself): later runs and the sweep use it.
      if (!ctx.recentReviewers) return { state: current, action: { kind: 'learn-review-bots' } };
      const ids = notInstalledBots({ reviewBots: policy.reviewBots, requiredBots: policy.requiredReviewBots, pr, recent: ctx.recentReviewers, now, reviewWindowMinutes: policy.reviewWindowMinutes }).map((b) => b.id);
      ship = { ...ship, notInstalledBots: { ids, at } };
      notInstalled = new Set(ids);
      bots = expectation();
    }
    const missing = bots === null ? awaited : bots.expected;
    if (missing.length > 0 && !deadlinePassed) {
      return { ...wait(set('awaiting-reviews', `waiting for ${missing.map((b) => b.name).join(', ')} to review ${shortSha(pr.headRefOid)} (until ${ship.reviewDeadline})`, ship), null), awaiting: missing };
    }
    const absent = bots?.known === true && bots.notInstalled.length > 0 ? ` (not waiting for ${bots.notInstalled.map((b) => b.name).join(', ')}: no sign of it on this or the repository's recent pull requests)` : '';
    const why = missing.length === 0 ? `every expected review bot has reviewed the head${absent}` : `review window closed without ${missing.map((b) => b.name).join(', ')}`;
    return nextShipStep(set('fixing', why, ship), ctx);
  }

  if (current.status === 'fixing') {
    const plans = planThreads(ctx, pr, ship);
    const actionable = plans.filter((p) => p.decision !== 'skip');
    if (actionable.length > 0) return { state: current, action: { kind: 'handle-threads', plans: actionable } };
    const bodies = planReviewBodies(pr, ship, threadPolicy(policy), ctx.cutoff);
    if (bodies.length > 0) return { state: current, action: { kind: 'answer-review-bodies', plans: bodies } };
    if (mode === 'fix') return stop(offeredCount(ship, pr) > 0 ? set('blocked', offeredReason(ship, pr)) : set('fixed', fixedReason(ship)));
    ship = { ...ship, checksDeadline: ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes) };
    return nextShipStep(set('awaiting-checks', 'every review thread is answered', ship), ctx);
  }

  // awaiting-checks and blocked re-evaluate the merge gate from scratch on every run.
  // An escalated thread blocks the merge until a human resolves it, whatever head it was on. GitHub
  // is the judge too: an open thread tend answered (its record lost with a run that died) blocks.
  const recorded = ship.threads.filter((t) => t.decision === 'escalate' && isOpen(t.id, pr));
  const answeredOpen = pr.threads
    .filter((t) => !t.isResolved && !recorded.some((r) => r.id === t.id))
    .filter((t) => t.comments.some((c) => isThreadAnswer(c.author?.id, c.body, pr.viewer.id)))
    .map((t) => ({ id: t.id, path: t.path, line: t.line ?? t.originalLine }));
  const openEscalations = [...recorded, ...answeredOpen];
  // A thread that arrived while this run was reading is answered by the next run: never merge past it.
  // tend's own offered suggestions (offer.ts) open threads too: they are its answer, not new findings.
  const late = pr.threads.filter((t) => !t.isResolved && ctx.cutoff !== null && (t.comments[0]?.createdAt ?? '') > ctx.cutoff && !isOwnOffer(t.comments[0], pr.viewer.id));
  if (late.length > 0) return wait(set(current.status === 'blocked' ? 'awaiting-checks' : current.status, `${late.length} review thread(s) arrived during this run; the next run answers them`), null);
  const unanswered = planThreads(ctx, pr, ship).filter((p) => p.decision !== 'skip');
  if (unanswered.length > 0) return nextShipStep(set('fixing', `${unanswered.length} new review thread(s) to answer`), ctx);
  const unansweredBodies = planReviewBodies(pr, ship, threadPolicy(policy), ctx.cutoff);
  if (unansweredBodies.length > 0) return nextShipStep(set('fixing', `${unansweredBodies.length} review bod(ies) with findings outside threads to answer`), ctx);
  if (openEscalations.length > 0 && openEscalations.length === offeredCount(ship, pr)) return stop(set('blocked', offeredReason(ship, pr)));
  if (openEscalations.length > 0) {
    // Named up to a point: the reason is a status line (outputs, history), the tracking comment lists the threads.
    const named = openEscalations.slice(0, NAMED_THREADS).map((t) => `${t.path}${t.line ? `:${t.line}` : ''}${unsettledBy(t.id, pr)}`);
    const more = openEscalations.length > NAMED_THREADS ? ` and ${openEscalations.length - NAMED_THREADS} more` : '';
    return stop(set('blocked', `${openEscalations.length} review thread(s) need a human: ${named.join(', ')}${more}`));
  }
  const bodyEscalations = openBodyEscalations(pr, ship);
  if (bodyEscalations.length > 0) {
    const places = bodyEscalations.flatMap((b) => b.places);
    return stop(set('blocked', `${places.length} finding(s) outside review threads need a human: ${places.join(', ')}; once dealt with, someone with write access asks again with /tend ship`));
  }
  if (objections.blocking.length > 0) return stop(set('blocked', objectionReason(objections.blocking)));
  if (pr.isDraft) return stop(set('blocked', 'the pull request is a draft'));
  if (pr.mergeable === 'CONFLICTING') {
    const step = conflictStep(ship, policy);
    return step.kind === 'blocked' ? stop(set('blocked', step.reason)) : { state: current, action: step.action };
  }
  // "Require branches to be up to date" (classic protection or a ruleset, P7): GitHub refuses the
  // merge until the branch is updated and CI passes on the new head (ship/behind.ts).
  if (pr.mergeStateStatus === 'BEHIND' || mergeRefusedAsOutOfDate(current)) {
    const behind = planBehind(pr, ship, policy.updateMethod ?? 'merge', policy.pushStartsCi);
    if (behind.kind === 'blocked') return stop(set('blocked', behind.reason));
    return { state: current, action: behind };
  }
  const checks = evaluateChecks(pr, checksPolicy(policy));
  if (checks.state === 'failing') {
    const answered = answeredRedCi(ship, pr.headRefOid, checks.failing);
    if (answered) return stop(set('blocked', answered));
    if (!pr.ciFailures) return { state: current, action: { kind: 'read-ci-failure', sha: pr.headRefOid, checks: checks.failing } };
    const plan = planRedCi({ pr, ...pr.ciFailures, ship, maxIterations: policy.maxIterations, modelFixesCi: policy.modelFixesCi === true });
    return { state: current, action: { kind: 'red-ci', plan } };
  }
  // A ruleset may require a context that has not reported (refUpdateRule never shows rulesets).
  // The snapshot reads them (`Ref.rules`); when GitHub did not let the token (E109), tend reads
  // them over REST once, only when it is about to merge or hand the merge over (one request, not
  // one a run). GitHub's merge state never stands in for them: a token on a ruleset's bypass list
  // (a role, or an App: GITHUB_TOKEN is one) may be shown CLEAN before they pass (E107).
  const readRules: ShipStep | null = pr.rulesetChecks === undefined ? { state: current, action: { kind: 'read-rules', branch: pr.baseRefName } } : null;
  if (checks.state === 'no-ci') {
    // A head tend pushed with GITHUB_TOKEN gets no CI at all: say so now. Any other head may still
    // get its first check (a push is seconds old, runs wait for approval): wait until the checks
    // deadline, then say why nothing shows that CI ran. Never merge, never hand over to auto-merge.
    // Blocking, tend first reads (once) whether GitHub holds runs on the head for approval: they
    // show no check, and the reason should name what a maintainer has to do.
    const readWaiting: ShipStep | null = pr.runsAwaitingApproval === undefined ? { state: current, action: { kind: 'read-waiting-runs', sha: pr.headRefOid } } : null;
    if (!policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)) return readWaiting ?? stop(set('blocked', noCiReason(pr, policy, ship)));
    const deadline = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
    ship = { ...ship, checksDeadline: deadline };
    if (at >= deadline) return readRules ?? readWaiting ?? stop(set('blocked', noCiReason(pr, policy, ship), ship));
    return wait(set('awaiting-checks', `waiting for a CI check to report on ${shortSha(pr.headRefOid)} (none is required; until ${deadline})`, ship), null);
  }
  // Requests for changes that do not block are named where tend merges, hands over or stops ready.
  const notWaited = reportedObjections(objections.reported);
  const reported = notWaited ? ` (${notWaited})` : '';
  // The final check runs once per head, just before tend merges or hands the merge to GitHub.
  const finalCheck = (): ShipStep | null => {
    const gate = finalCheckGate(policy, ship!, pr.headRefOid);
    if (gate?.kind === 'run') return { state: { ...current, ship }, action: { kind: 'final-check', sha: pr.headRefOid } };
    return gate?.kind === 'blocked' ? stop(set('blocked', gate.reason, ship)) : null;
  };
  // What GitHub's review rules hold against a head whose checks pass blocks whatever mergeability
  // turns out to be: the reason a person reads is the review, not the wait below.
  if (checks.state === 'passing' && pr.reviewDecision === 'CHANGES_REQUESTED') return stop(set('blocked', 'a reviewer requested changes'));
  if (checks.state === 'passing' && pr.reviewDecision === 'REVIEW_REQUIRED') return stop(set('blocked', 'a required approving review is missing'));
  // GitHub is still computing mergeability (P7): no merge and no auto-merge on UNKNOWN (mergeability.ts).
  const pollUntil = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
  const computing = pr.autoMergeEnabled && checks.state === 'pending' ? null : mergeabilityWait(pr, ship, policy, checks.state, { at, deadline: pollUntil, rereadsLeft: ctx.mergeabilityRereadsLeft ?? 0 });
  if (computing?.kind === 'reread') return { state: set('awaiting-checks', computing.reason, ship), action: { kind: 'reread-mergeability', reason: computing.reason } };
  if (computing?.kind === 'poll') return wait(set('awaiting-checks', computing.reason, { ...ship, checksDeadline: pollUntil }), null);
  if (computing?.kind === 'wait') return wait(set('awaiting-checks', computing.reason, ship), null);
  if (computing) return { state: set('awaiting-checks', computing.reason, ship), action: { kind: 'wake-for-mergeability', head: computing.head, base: computing.base, reason: computing.reason } };
  const handOver = policy.merge === 'auto' && checks.state === 'pending' && pr.reviewDecision !== 'CHANGES_REQUESTED';
  const toEnable = handOver && !pr.autoMergeEnabled;
  if (toEnable && readRules) return readRules;
  // GitHub's auto-merge may merge as soon as GitHub lets tend's token through, and a token on a
  // ruleset's bypass list may be let through before the ruleset's checks pass (E107): it is
  // handed the merge only once they have, and waits for the rest of the checks itself.
  const rulesetHeld = toEnable ? rulesetChecksNotPassed(pr, checksPolicy(policy)) : [];
  if (toEnable && rulesetHeld.length === 0) {
    const gate = finalCheck();
    if (gate) return gate;
  }
  if (handOver && rulesetHeld.length === 0) {
    // GitHub's auto-merge waits for the checks (and required reviews) itself: hand over now.
    if (pr.autoMergeEnabled) return stop(set('auto-merge', 'GitHub auto-merge is enabled; GitHub merges when its requirements are met'));
    return { state: set('merging', `enabling GitHub auto-merge (${policy.mergeMethod}) while checks run${reported}`, ship), action: { kind: 'enable-auto-merge', method: policy.mergeMethod } };
  }
  if (checks.state === 'pending') {
    const deadline = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
    ship = { ...ship, checksDeadline: deadline };
    if (at >= deadline) {
      const noCi = !policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)
        ? '; tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token or dispatch-workflows)'
        : '';
      return stop(set('blocked', `checks did not finish within ${policy.checksTimeoutMinutes} minutes: ${checks.waitingFor.join(', ')}${noCi}`, ship));
    }
    const autoMergeHeld = rulesetHeld.length > 0 ? `; GitHub auto-merge is enabled once ${rulesetHeld.join(', ')}, required by a ruleset, passed` : '';
    return wait(set('awaiting-checks', `waiting for checks: ${checks.waitingFor.join(', ')} (until ${deadline})${autoMergeHeld}`, ship), null);
  }
  if (readRules) return readRules;
  if (policy.merge === 'off') return stop(set('ready', `checks pass and every thread is answered; merge is off, so a human merges${reported}`));
  if (ship.mergeRefused?.head === pr.headRefOid) return stop(set('blocked', ship.mergeRefused.reason));
  const checked = finalCheck();
  if (checked) return checked;
  // merge: auto with everything already green: GitHub refuses auto-merge on a PR that can merge
  // now, so tend merges it itself, pinned to the head, as in immediate mode.
  return { state: set('merging', `checks pass on ${shortSha(pr.headRefOid)}; merging with ${policy.mergeMethod}${reported}`, ship), action: { kind: 'merge', sha: pr.headRefOid, method: policy.mergeMethod } };
}

/** Folds the outcome of handle-threads into the state. */
export function afterThreads(
  current: TargetState,
  outcome: { pushed: string | null; records: ThreadRecord[]; offer?: NonNullable<ShipState['offers']>[number] | null },
  ctx: Pick<ShipContext, 'policy' | 'now'>,
): TargetState {
  const ship = outcome.offer ? { ...current.ship!, offers: [...(current.ship!.offers ?? []), outcome.offer].slice(-20) } : current.ship!;
  const at = ctx.now.toISOString();
  const threads = mergeRecords(ship.threads, outcome.records);
  if (outcome.pushed) {
    const next: ShipState = {
      ...ship,
      head: outcome.pushed,
      iteration: ship.iteration + 1,
      pushed: [...ship.pushed, outcome.pushed].slice(-50),
      reviewDeadline: addMinutes(ctx.now, ctx.policy.reviewWindowMinutes),
      checksDeadline: null,
      threads,
    };
    const fixed = outcome.records.filter((r) => r.commit === outcome.pushed).length;
    if (ship.mode === 'fix') return { ...transition(current, { status: 'fixed', reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es)`, at }), ship: next };
    return { ...transition(current, { status: 'awaiting-reviews', reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es); waiting for the bots to review it`, at }), ship: next };
  }
  return { ...current, ship: { ...ship, threads } };
}

/**
 * Folds what settle-offers found: each thread whose offered change is on the head becomes a fix
 * committed there (resolved, or left open for a maintainer); the rest wait, checked on this head.
 */
export function afterSettledOffers(current: TargetState, settled: { landed: ReadonlyArray<{ id: string; head: string; resolved: boolean; leftOpen: boolean }>; offers: NonNullable<ShipState['offers']> }): TargetState {
  const ship = current.ship!;
  const threads = ship.threads.map((record) => {
    const landed = settled.landed.find((l) => l.id === record.id);
    if (!landed) return record;
    const how = landed.leftOpen ? 'left open for a maintainer' : landed.resolved ? 'resolved' : 'resolving failed';
    return { ...record, decision: 'fix' as const, commit: landed.head, resolved: landed.resolved, rationale: `The author committed the offered fix (on ${shortSha(landed.head)}); ${how}. ${record.rationale}` };
  });
  const next: ShipState = { ...ship, threads, offers: settled.offers };
  if (settled.offers.length === 0) delete next.offers;
  return { ...current, ship: next };
}

/** Folds the final check's record into the state (the next step merges, or blocks on what it found). */
export function afterFinalCheck(current: TargetState, record: NonNullable<ShipState['finalCheck']>): TargetState {
  return { ...current, ship: { ...current.ship!, finalCheck: record } };
}

/**
 * Folds the bots tend asked into the state: each is recorded with when, and its review window
 * starts then (the wait on the head lasts until the last bot asked has had a whole window).
 */
export function afterAskAgain(current: TargetState, asked: readonly AskPlan[], ctx: Pick<ShipContext, 'policy' | 'now'>): TargetState {
  const ship = current.ship!;
  const at = ctx.now.toISOString();
  const records = asked.map((plan) => ({ bot: plan.bot.id, head: plan.head, at, how: plan.ask.how }));
  const windowFromAsk = addMinutes(ctx.now, ctx.policy.reviewWindowMinutes);
  const reviewDeadline = ship.reviewDeadline !== null && ship.reviewDeadline > windowFromAsk ? ship.reviewDeadline : windowFromAsk;
  return { ...current, updatedAt: at, ship: { ...ship, reviewDeadline, askedAgain: [...(ship.askedAgain ?? []), ...records].slice(-50) } };
}

/** Folds tend's answers to review bodies into the state. */
export function afterReviewBodies(current: TargetState, records: readonly ReviewBodyRecord[]): TargetState {
  const ship = current.ship!;
  const answered = new Set(records.map((r) => r.review));
  const reviewBodies = [...(ship.reviewBodies ?? []).filter((r) => !answered.has(r.review)), ...records].slice(-100);
  return { ...current, ship: { ...ship, reviewBodies } };
}

type MergeOutcome =
  | { merged: true; sha: string }
  | { merged: false; reason: 'head-moved' | 'blocked' | 'base-modified'; message: string }
  | { merged: false; reason: 'workflows'; message: string; workflowFiles: number };

export function afterMerge(current: TargetState, outcome: MergeOutcome, ctx: Pick<ShipContext, 'policy' | 'now'>): TargetState {
  const ship = current.ship!;
  const at = ctx.now.toISOString();
  if (outcome.merged) {
    return { ...transition(current, { status: 'merged', reason: `merged ${shortSha(outcome.sha)} with ${ctx.policy.mergeMethod}`, at }), ship: { ...ship, merge: { merged: true, sha: outcome.sha, method: ctx.policy.mergeMethod } } };
  }
  if (outcome.reason === 'head-moved') {
    // Someone pushed between the check and the merge: fail closed, start over on the new head.
    return transition(current, { status: 'awaiting-checks', reason: `the head moved before the merge (${outcome.message}); starting over on the new head`, at });
  }
  if (outcome.reason === 'workflows') {
    // Final for this token: trying again on every event would only repeat the 403.
    const reason = workflowsMergeReason(outcome.message, outcome.workflowFiles);
    return { ...transition(current, { status: 'blocked', reason, at }), ship: { ...ship, mergeRefused: { head: ship.head, reason } } };
  }
  return transition(current, { status: 'blocked', reason: `GitHub refused the merge: ${outcome.message}`, at });
}

/** Why GitHub's 403 on a pull request that changes workflow files blocks, and what unblocks it. */
function workflowsMergeReason(message: string, files: number): string {
  return (
    `GitHub refused the merge (403 ${message}): the pull request changes ${files} file(s) under .github/workflows/, and github-token lacks the workflows permission (GITHUB_TOKEN never has it); ` +
    "merge it by hand, or give github-token a token with the workflows permission (a GitHub App's workflows: write, a personal access token's workflow scope) and ask again with /tend ship"
  );
}

export function afterAutoMerge(current: TargetState, outcome: { enabled: boolean; reason?: string; message: string }, ctx: Pick<ShipContext, 'now'>): TargetState {
  const at = ctx.now.toISOString();
  if (outcome.enabled) return transition(current, { status: 'auto-merge', reason: 'GitHub auto-merge is enabled; GitHub merges when its requirements are met', at });
  if (outcome.reason === 'head-moved') {
    // Auto-merge is pinned to the head tend evaluated (P4): a push in between starts over on the new head.
    return transition(current, { status: 'awaiting-checks', reason: `the head moved before auto-merge was enabled (${outcome.message}); starting over on the new head`, at });
  }
  return transition(current, { status: 'blocked', reason: `could not enable auto-merge: ${outcome.message}`, at });
}

export function afterDeleteBranch(current: TargetState): TargetState {
  return { ...current, ship: { ...current.ship!, branchDeleted: true } };
}

/** The branch stays (ship/keep-branch.ts says why); recorded so no later run tries again. */
export function afterKeepBranch(current: TargetState, why: string): TargetState {
  return { ...current, ship: { ...current.ship!, branchKept: why } };
}

/** What the checks gate takes from the policy. */
export function checksPolicy(policy: ShipPolicy): ChecksPolicy {
  return { reviewBotSlugs: policy.reviewBots.map((b) => b.appSlug), requiredChecks: policy.requiredChecks, ownWorkflow: policy.ownWorkflow };
}

/** Why a head with no CI check and nothing required does not merge, and what would change that. */
function noCiReason(pr: PullSnapshot, policy: ShipPolicy, ship: ShipState): string {
  const head = `no CI check has reported on ${shortSha(pr.headRefOid)} and no check is required, so nothing shows that CI ran`;
  const waiting = pr.runsAwaitingApproval ?? 0;
  if (waiting > 0) {
    // Held runs show no check (T4, T9): only a maintainer's approval starts them.
    const byToken = !policy.pushStartsCi && ship.pushed.includes(pr.headRefOid) ? '; GitHub holds the pull_request runs of a push made with GITHUB_TOKEN (push-token, a GitHub App token or PAT, avoids it)' : '';
    return `${head}: CI runs for this head are waiting for approval (${waiting} run${waiting === 1 ? '' : 's'}): a maintainer must approve them in the Actions tab${byToken}`;
  }
  if (!policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)) {
    return `${head}: tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token to a GitHub App token or PAT, or dispatch-workflows)`;
  }
  return `${head}: its pull_request runs may be waiting for approval (a push made with GITHUB_TOKEN can leave them so, with no checks shown), or no CI is configured (set required-checks, or add CI)`;
}

function threadPolicy(policy: ShipPolicy): ThreadPolicy {
  return { reviewBots: policy.reviewBots, trustedBots: policy.trustedBots, ignoreNitpicks: policy.ignoreNitpicks, fixSeverities: ['critical', 'major', 'minor', 'nitpick', 'unknown'] };
}

/**
 * What a new request keeps of the review bodies tend answered. When a person asks (not ship.auto),
 * the escalations open at that moment are settled: tend's answer told them this is how.
 */
function keptBodies(current: TargetState, ship: ShipState | undefined, pr: PullSnapshot): Pick<ShipState, 'reviewBodies' | 'settledReviewBodies'> {
  if (!ship) return {};
  const settledNow = current.requestedBy !== null ? openBodyEscalations(pr, ship).map((b) => b.reviewId) : [];
  const settled = [...new Set([...(ship.settledReviewBodies ?? []), ...settledNow])].slice(-100);
  return {
    ...(ship.reviewBodies ? { reviewBodies: ship.reviewBodies } : {}),
    ...(settled.length > 0 ? { settledReviewBodies: settled } : {}),
  };
}

function planThreads(ctx: ShipContext, pr: PullSnapshot, ship: ShipState): ThreadPlan[] {
  const { policy } = ctx;
  // A finding decided on an earlier head and raised again is pointed at that decision (declined.ts).
  const earlier = earlierDecisions(ship.declined, decisionsInThreads(pr, ship, ctx.writers));
  const plans = pr.threads.map((thread) => {
    const first = thread.comments[0];
    const planned = planThread(
      { thread, authorCanWrite: first?.author ? ctx.writers.has(first.author.id) : false, viewerId: pr.viewer.id, cutoff: ctx.cutoff, access: { writers: ctx.writers, nonWriters: ctx.nonWriters ?? new Set() } },
      threadPolicy(policy),
    );
    const plan = pointAtEarlier(planned, thread, earlier);
    // Already answered (e.g. escalated and left open for a human): never answer twice.
    if (plan.decision !== 'skip' && ship.threads.some((t) => t.id === thread.id && t.replied)) {
      return { ...plan, decision: 'skip' as const, rationale: 'already answered' };
    }
    return plan;
  });
  const resolved = resolveOverlaps(plans);
  return resolved.map((plan) => {
    if (plan.decision !== 'fix') return plan;
    if (ship.iteration >= policy.maxIterations) {
      return { ...plan, decision: 'escalate' as const, edit: null, rationale: `max-iterations (${policy.maxIterations}) fix rounds reached; a human takes it from here` };
    }
    return plan;
  });
}

/** Open threads whose fix tend offered and the author has not taken yet. */
function offeredCount(ship: ShipState, pr: PullSnapshot): number {
  return new Set((ship.offers ?? []).flatMap((o) => o.threads.map((t) => t.id)).filter((id) => isOpen(id, pr))).size;
}

function offeredReason(ship: ShipState, pr: PullSnapshot): string {
  return `${offeredCount(ship, pr)} fix(es) offered to the author in a review (tend does not push to this branch): tend resolves each thread once its change is on the branch, or a maintainer resolves it`;
}

/** A thread tend opened with an offered suggestion: its account, its marker. */
function isOwnOffer(first: PullSnapshot['threads'][number]['comments'][number] | undefined, viewerId: number): boolean {
  return first !== undefined && first.author?.id === viewerId && endsWithOwnMarker(first.body, OFFER_KIND);
}

/** A bot has reviewed the head when it left a review on it or finished a check on it. */
function hasReviewed(bot: BotAccount, pr: PullSnapshot): boolean {
  const account = (id: number, type: string) => isBot({ login: '', id, type }, [bot]);
  if (pr.reviews.some((r) => r.author && r.commitOid === pr.headRefOid && account(r.author.id, r.author.type))) return true;
  return pr.checks.some((c) => c.appSlug === bot.appSlug && c.state !== 'pending');
}

/**
 * The snapshot with every thread resolved by someone who may not settle it shown open. Settling
 * takes write access (a person GitHub says may write, asked per resolver: `ctx.writers`), a
 * trusted bot, or tend itself (resolving needs write, E39). Matched by account id: GitHub types
 * `resolvedBy` as User, so a bot that resolves shows there with its id, if at all; a resolved
 * thread without `resolvedBy` (GitHub does not say who) is not settled.
 */
function settledView(ctx: ShipContext): PullSnapshot {
  const { snapshot: pr, policy, writers } = ctx;
  const settles = (id: number) => id === pr.viewer.id || writers.has(id) || policy.trustedBots.some((b) => b.id === id);
  if (!pr.threads.some((t) => t.isResolved && !(t.resolvedBy && settles(t.resolvedBy.id)))) return pr;
  return { ...pr, threads: pr.threads.map((t) => (t.isResolved && !(t.resolvedBy && settles(t.resolvedBy.id)) ? { ...t, isResolved: false } : t)) };
}

/** ` (resolved by x, who cannot settle it)` for a thread the view shows open although GitHub shows it resolved. */
function unsettledBy(threadId: string, pr: PullSnapshot): string {
  const thread = pr.threads.find((t) => t.id === threadId);
  if (!thread || thread.isResolved || !thread.resolvedBy) return '';
  return ` (resolved by ${thread.resolvedBy.login}, who cannot settle it)`;
}

/**
 * Whether the new head came from someone with write access. tend's own pushes are known by their
 * oids. Only accounts with write access push to the repository's own branches (E54). A fork's
 * branch is pushed to in the fork: GitHub attests no pusher for it (a commit's author is what the
 * commit says; the timeline names an actor only for force pushes), so every fork push counts as
 * one by someone without write access.
 */
function pushedByWriter(pr: PullSnapshot, ship: ShipState): boolean {
  return ship.pushed.includes(pr.headRefOid) || !pr.isCrossRepository;
}

function unseenCommitsReason(pr: PullSnapshot, ship: ShipState): string {
  const since = ship.requestHead ?? ship.head;
  return `new commits since /tend ship; ask again: the fork's branch moved from ${shortSha(since)} to ${shortSha(pr.headRefOid)} after the request, and GitHub does not attest that someone with write access pushed it; once someone with write access has looked at the new commits, they ask again with /tend ship`;
}

function isOpen(threadId: string, pr: PullSnapshot): boolean {
  const thread = pr.threads.find((t) => t.id === threadId);
  return thread !== undefined && !thread.isResolved;
}

function mergeRecords(existing: ThreadRecord[], updates: ThreadRecord[]): ThreadRecord[] {
  const byId = new Map(existing.map((r) => [r.id, r]));
  for (const record of updates) byId.set(record.id, record);
  // Every record stays in memory for this run; the marker keeps what fits (store/state-size.ts).
  return [...byId.values()];
}

/** A new request takes its mode from the verb asked for, never from an earlier run's section. */
function modeOf(state: TargetState): 'ship' | 'fix' {
  if (state.status === 'requested' || !state.ship) return state.workflow === 'fix' ? 'fix' : 'ship';
  return state.ship.mode;
}

function fixedReason(ship: ShipState): string {
  const fixed = ship.threads.filter((t) => t.decision === 'fix' && t.commit).length + (ship.settled?.fixed ?? 0);
  return fixed > 0 ? `${fixed} fix(es) pushed; every thread answered` : 'every review thread is answered; nothing to change';
}

function stop(state: TargetState): ShipStep {
  return { state, action: { kind: 'stop', reason: state.reason } };
}

function wait(state: TargetState, reason: string | null): ShipStep {
  return { state, action: { kind: 'wait', reason: reason ?? state.reason } };
}

function addMinutes(now: Date, minutes: number): string {
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

export function shortSha(sha: string | null | undefined): string {
  return sha ? sha.slice(0, 7) : '—';
}
