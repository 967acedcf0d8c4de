// Runs the ship / fix machine against GitHub: snapshot → nextShipStep → perform the one action →
// fold the outcome in → save → again (the loop is driveShip's), until the machine says wait or stop. In `wait-mode: poll`
// a wait sleeps (10-30 s, backing off) and goes on; in `events` mode the run ends and an event or
// the schedule sweep re-enters.

import type { Settings } from '../config/settings.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { dispatchWorkflow } from '../github/dispatch.js';
import type { FinishMergedOutcome } from '../github/finish-merged.js';
import { deleteBranch, disableAutoMerge, enableAutoMerge, mergePull } from '../github/merge.js';
import { loadPullSnapshot, loadRulesetChecks } from '../github/pull-snapshot.js';
import { countRunsAwaitingApproval } from '../github/run-approvals.js';
import { loadBranchDeletionFacts } from '../github/branch-deletion-facts.js';
import { branchKeptReason } from './keep-branch.js';
import { transition, type TargetState, type ThreadRecord } from '../store/target-state.js';
import { afterAskAgain, afterSettledOffers, afterAutoMerge, afterFinalCheck, afterDeleteBranch, afterKeepBranch, afterMerge, afterReviewBodies, afterThreads, type ShipAction, type ShipContext, type ShipPolicy, type ShipStep } from './machine.js';
import { bodyAnswers, REVIEW_BODY_MARKER, renderReviewBodyAnswer, reviewBodyRecord } from './decide-review-body.js';
import type { RecentReviewers } from './expected-bots.js';
import { commentStore, createCommentAndList, isOwnWith, postComment, type CommentsThenUpdateOutcome } from '../github/comments.js';
import type { StoredComment } from '../store/tracking-comment.js';
import { loadRecentReviewers } from '../github/recent-reviewers.js';
import { requestReview } from '../github/review-requests.js';
import { askComment, askMarker, commentAsks, planAskAgain, type AskPlan, type CommentAsk } from './ask-again.js';
import type { AnswersThen } from '../github/threads.js';
import { COMMENT_LIMIT, truncate } from '../core/text.js';
import { driveShip, type Turn } from './drive.js';
import { performBehind } from './run-behind.js';
import { readCiFailures } from '../github/check-failure.js';
import { afterRedCi } from './red-ci.js';
import { actOnRedCi } from './red-ci-run.js';
import { handleThreads } from './handle-threads.js';
import { withDecisionsRemembered } from './declined.js';
import { runFinalCheck } from './run-final-check.js';
import { resolveConflicts } from './resolve-conflicts.js';
import { afterConflicts } from './conflict-step.js';
import { afterMergeabilityWake, MERGEABILITY_REREAD_MS, MERGEABILITY_REREADS } from './mergeability.js';
import { learnWriters, writeAccessOf } from './writers.js';
import type { ModelDeps } from './judge-threads.js';
import { keepFirstReadDeletionFacts, type PullSnapshot } from '../core/pull-request.js';
import { describeObjection, reviewObjections } from './objections.js';
import { settleOffers } from './offer-run.js';
import { openWorkspace } from '../git/workspace.js';
import { join } from 'node:path';
import type { ShipOffer } from '../store/target-state.js';
import { awaitsOnFirstHead, awaitsOnPush, awaitsToDrop, awaitsToDropOnPush } from './awaits.js';
import type { BotAccount } from '../core/account.js';
import { skipsReviews } from '../core/labels.js';
import type { UnlabelOutcome } from '../github/awaits-label.js';
import { removeLabel } from '../github/labels.js';

/** More steps than any real lifecycle takes in one run; a guard against a loop, not a budget. */
const MAX_STEPS = 12;

interface ShipDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  serverUrl: string;
  /** Folder for the git workspace. */
  workDir: string;
  now: () => Date;
  log: (line: string) => void;
  /** Saves the state (tracking comment); called after every step that changed it. */
  save: (state: TargetState) => Promise<void>;
  /** Sleeps between polls (wait-mode: poll); injectable so tests need not wait. */
  sleep: (ms: number) => Promise<void>;
  /** First poll interval in ms (10 s by default; grows to 30 s). */
  pollMs?: number;
  /** The pause before reading mergeability again while GitHub computes it (mergeability.ts; 3 s by default). */
  mergeabilityRereadMs?: number | undefined;
  /** The model path, when an API key is configured; null keeps every decision deterministic. */
  model: Omit<ModelDeps, 'trustedAuthorIds'> | null;
  /** Every text leaving tend passes this. */
  redact: (text: string) => string;
  /** The workflow running tend (GITHUB_WORKFLOW): its own check runs are not CI. */
  ownWorkflow: string | null;
  /**
   * After tend's merge: deletes the head branch, saves `state` and takes the active label off in
   * one request; null when it cannot (ids unknown), and the run does it step by step.
   */
  finish?: (state: TargetState, pr: PullSnapshot) => Promise<FinishMergedOutcome | null>;
  /**
   * Posts `comments` on the pull request `pullId`, then writes `state` to the tracking comment, in
   * one request; null when it cannot (the comment's node id unknown), and the run posts and saves
   * step by step. Throws when the request has no answer.
   */
  commentThenSave?: (state: TargetState, pullId: string, comments: string[]) => Promise<CommentsThenUpdateOutcome | null>;
  /**
   * The tracking comment's write of `state` for another request to carry (the round of thread
   * answers): its node id and body, and `written` to call once GitHub wrote it; null when it cannot
   * (the node id unknown, duplicates to reconcile), and the run saves on its own.
   */
  trackingWrite?: (state: TargetState) => { id: string; body: string; written: () => void } | null;
  /** Which bots act on the repository, when the run's first query read it: no request of its own then. */
  recentReviewers?: () => RecentReviewers | null;
  /** The default branch, where the sweep workflow is dispatched from (wake-for-mergeability). */
  defaultBranch?: string;
  /** Write access already known (account id → may write): the steering person's, from the run's first query; no lookup of theirs then. */
  knownWriters?: ReadonlyMap<number, boolean>;
  /** The node id of a `tend:awaits` label (created in the repository if it is not there); null when it cannot be had. */
  awaitsLabelId?: (name: string) => Promise<string | null>;
  /**
   * Writes `state` to the tracking comment (null: nothing to write) and takes `labels` off the pull
   * request in one request, reading back its latest reviews; null when it cannot (node ids unknown).
   */
  unlabel?: (state: TargetState | null, pr: PullSnapshot, labels: readonly string[]) => Promise<UnlabelOutcome | null>;
  /** Puts the label `id` on with the tracking comment's creation (the run's first save); false when the comment is there already. */
  labelWithCreation?: (id: string, name: string) => boolean;
  /** Whether the next save creates the tracking comment (a new request's first): a label can go on with it. */
  createsComment?: () => boolean;
}

/** The writes planned to follow a round's answers (followAnswers), and what they were planned on. */
interface FollowedAnswers {
  now: Date;
  asks: readonly CommentAsk[];
  /** The state the tracking write holds. */
  expected: TargetState;
  written: () => void;
  then: AnswersThen;
}

interface ShipRunResult {
  state: TargetState;
  /** Threads answered in this run. */
  threads: ThreadRecord[];
  notes: string[];
  snapshot: PullSnapshot | null;
  /** The active label was taken off with the final write. */
  labelRemoved: boolean;
}

export function shipPolicy(settings: Settings, ownWorkflow: string | null): ShipPolicy {
  return {
    reviewBots: settings.reviewBots,
    requiredReviewBots: settings.requiredReviewBots,
    trustedBots: settings.trustedBots,
    ignoreNitpicks: settings.ignoreNitpicks,
    reviewWindowMinutes: settings.reviewWindowMinutes,
    checksTimeoutMinutes: settings.checksTimeoutMinutes,
    maxIterations: settings.maxIterations,
    merge: settings.merge,
    mergeMethod: settings.mergeMethod,
    deleteBranch: settings.deleteBranch,
    pushStartsCi: settings.pushToken !== undefined || settings.dispatchWorkflows.length > 0,
    requiredChecks: settings.requiredChecks,
    ownWorkflow,
    askAgain: settings.askAgain,
    finalCheck: settings.finalCheck,
    updateMethod: settings.updateMethod,
    waitMode: settings.waitMode,
  };
}

/**
 * `initial` is the state to start from; `persisted` is what the tracking comment holds now (null
 * when there is none yet), so a new request is saved even if the first step changes nothing.
 * `preloaded` is the pull request as the caller just read it: the first step uses it. `glance`:
 * it was read a while ago (with other pull requests, the sweep's): the first step may wait or stop
 * on it, and any action is decided again on a fresh read, so nothing is done on an old read.
 */
export async function runShip(deps: ShipDeps, number: number, initial: TargetState, persisted: TargetState | null, cutoff: string | null, preloaded: PullSnapshot | null = null, glance = false): Promise<ShipRunResult> {
  const policy = { ...shipPolicy(deps.settings, deps.ownWorkflow), modelFixesCi: deps.model !== null };
  const writers = new Map<number, boolean>(deps.knownWriters ?? []);
  const answered: ThreadRecord[] = [];
  const notes: string[] = [];
  let state = initial;
  let snapshot: PullSnapshot | null = null;
  // The caller's snapshot, and after tend's own merge or branch deletion the next one, are known without asking.
  let unread: PullSnapshot | null = preloaded;
  let pollMs = deps.pollMs ?? 10_000;
  // Reads of mergeability again within this run while GitHub computes it, before asking for a sweep.
  let rereadsLeft = MERGEABILITY_REREADS;
  // Read at most once per run, and only when the machine asks (learn-review-bots).
  let recentReviewers: RecentReviewers | null = null;
  // What the tracking comment holds now: the whole state, and its shape without the reason's wording.
  let saved = persisted === null ? '' : JSON.stringify(persisted);
  let savedShape = persistedShape(persisted);
  const remember = (written: TargetState) => {
    saved = JSON.stringify(written);
    savedShape = persistedShape(written);
  };
  const save = async (next: TargetState) => {
    state = next;
    if (JSON.stringify(next) !== saved) {
      await deps.save(next);
      remember(next);
    }
  };

  // A wait that only rewords the reason (one of two bots has reviewed, a check finished) is not
  // written: the tracking comment changes when tend acts or the status changes, one request fewer
  // per event; each run's summary says what it is waiting for now.
  const onlyReworded = (next: TargetState) => saved !== '' && persistedShape(next) === savedShape;

  let stopped = false;
  let endsRun = false;
  let labelRemoved = false;
  // The tend:awaits labels come off once per run: a read again after their removal decides on its own.
  let droppedAwaits = false;
  // The tend:awaits label for the head a round of answers pushes (awaits.ts), with its node id.
  let awaitsPush: { name: string; id: string } | null = null;
  // Requests for changes that do not block (objections.ts) are said once per run in the summary.
  const told = new Set<string>();
  const read = async (): Promise<ShipContext> => {
    snapshot = unread ?? keepFirstReadDeletionFacts(snapshot, await loadPullSnapshot(deps.octokit, deps.repo, number));
    unread = null;
    for (const objection of reviewObjections(snapshot.reviews, { reviewBots: [...policy.reviewBots, ...policy.requiredReviewBots] }).reported) {
      if (told.has(objection.reviewNodeId)) continue;
      told.add(objection.reviewNodeId);
      notes.push(`${describeObjection(objection)}; it does not block the merge (${objection.notBlocking}): only a request for changes by someone with write access does.`);
    }
    const writerIds = await learnWriters(deps.octokit, deps.repo, snapshot, writers, deps.model !== null);
    return { snapshot, policy, now: deps.now(), writers: writerIds, nonWriters: writeAccessOf(writers).nonWriters, cutoff, recentReviewers, mergeabilityRereadsLeft: rereadsLeft };
  };
  let glanced = glance && preloaded !== null;
  const turn = async (next: ShipStep, ctx: ShipContext): Promise<Turn> => {
    const action = next.action;
    if (glanced) {
      glanced = false;
      // An old read decides nothing but a wait or a stop: the next read is GitHub's, now.
      if (action.kind !== 'wait' && action.kind !== 'stop') return { state, end: false, counted: false };
    }
    deps.log(`ship #${number}: ${next.state.status} → ${action.kind}${'reason' in action ? `: ${action.reason}` : ''}`);
    if (action.kind === 'wait' || action.kind === 'stop') {
      const reworded = action.kind === 'wait' && onlyReworded(next.state);
      if (next.awaiting && !reworded) await awaitsWithCreation(next.awaiting, ctx);
      const drop = awaitsToDrop(ctx.snapshot.labels, next.awaiting);
      if (drop.length > 0 && !droppedAwaits) {
        droppedAwaits = true;
        // A review submitted while the label was on started no job: the removal reads the reviews
        // back, and one this run's read did not see is acted on now, from a fresh read.
        const again = await dropAwaits(reworded ? null : next.state, ctx.snapshot, drop);
        state = next.state;
        if (again) return { state, end: false };
      } else if (reworded) state = next.state;
      else await save(next.state);
      if (action.kind === 'stop' || deps.settings.waitMode !== 'poll') return { state, end: true };
      await deps.sleep(pollMs);
      pollMs = Math.min(30_000, Math.round(pollMs * 1.5));
      return { state, end: false, counted: false };
    }
    if (action.kind === 'reread-mergeability') {
      // Nothing is written: the next read decides, and what it decides is saved.
      state = next.state;
      rereadsLeft -= 1;
      await deps.sleep(deps.mergeabilityRereadMs ?? MERGEABILITY_REREAD_MS);
      return { state, end: false, counted: false };
    }
    // An action follows, and the state after it is saved: one write instead of two. Should the
    // action fail, the decision is still saved so the tracking comment says where it stopped.
    state = next.state;
    try {
      await act(action, ctx.snapshot, ctx.writers);
    } catch (error) {
      await save(state).catch(() => undefined);
      throw error;
    }
    return { state, end: stopped || endsRun };
  };
  await driveShip({ start: state, maxSteps: MAX_STEPS, context: read, act: turn });
  return { state, threads: answered, notes, snapshot, labelRemoved };

  /**
   * A new request's first wait for the bots: the `tend:awaits` label goes on with the tracking
   * comment's creation when a bot can be named (awaits.ts, awaitsOnFirstHead), no request of its own.
   */
  async function awaitsWithCreation(awaiting: readonly BotAccount[], ctx: ShipContext): Promise<void> {
    if (deps.settings.waitMode === 'poll' || !deps.awaitsLabelId || !deps.createsComment?.()) return;
    if (ctx.snapshot.labels.some((l) => skipsReviews(l))) return;
    const name = awaitsOnFirstHead(awaiting, ctx.recentReviewers ?? null, number);
    const id = name === null ? null : await deps.awaitsLabelId(name);
    if (name !== null && id !== null) deps.labelWithCreation?.(id, name);
  }

  /**
   * Saves `next` (when given) and takes the `tend:awaits` labels `drop` off, in one request when it
   * can. True when the pull request must be read again: a review came in that `pr` does not show
   * (the label kept its job from starting), or the removal could not read the reviews back.
   */
  async function dropAwaits(next: TargetState | null, pr: PullSnapshot, drop: readonly string[]): Promise<boolean> {
    const changed = next !== null && JSON.stringify(next) !== saved;
    const outcome = deps.unlabel ? await deps.unlabel(changed ? next : null, pr, drop) : null;
    if (outcome === null) {
      if (changed) await save(next!);
      for (const label of drop) await removeLabel(deps.octokit, deps.repo, number, label);
      notes.push(`Took ${drop.join(', ')} off: tend no longer waits for that bot on ${pr.headRefOid.slice(0, 7)}.`);
      return true;
    }
    if (changed) remember(next!);
    if (!outcome.removed) {
      notes.push(`Could not take ${drop.join(', ')} off; the next run that writes tries again.`);
      return false;
    }
    const unseen = outcome.reviewIds.filter((id) => !pr.reviews.some((r) => r.id === id));
    if (unseen.length > 0) notes.push(`A review came in while ${drop.join(', ')} was on (it started no job): read the pull request again.`);
    return unseen.length > 0;
  }

  /** Asks each bot its own way; asked or refused, each is recorded: once per head, its window running from now. */
  async function askBots(plans: readonly AskPlan[], pr: PullSnapshot): Promise<void> {
    for (const plan of plans) {
      if (plan.ask.how !== 'request-review') continue;
      const outcome = await requestReview(deps.octokit, deps.repo, number, plan.ask.login);
      notes.push(outcome.requested ? `Asked ${plan.bot.name} to review ${plan.head.slice(0, 7)} (a review request).` : `Could not ask ${plan.bot.name} to review ${plan.head.slice(0, 7)}: ${deps.redact(outcome.message)}`);
    }
    const byComment = commentAsks(plans);
    const asked = afterAskAgain(state, plans, { policy, now: deps.now() });
    // The asking comments and the tracking comment that records them, in one request when it can.
    const toPost = byComment.length > 0 ? await askByCommentThenSave(byComment, plans, pr, asked) : [];
    if (toPost === null) return;
    await postAsks(toPost, pr);
    await save(asked);
  }

  /** The asking comments one by one (postComment looks before sending again). */
  async function postAsks(plans: readonly CommentAsk[], pr: PullSnapshot): Promise<void> {
    for (const plan of plans) {
      await postComment(deps.octokit, deps.repo, { kind: 'pull_request', number }, askComment(plan), { selfId: pr.viewer.id, marker: askMarker(plan.bot, plan.head) });
      notes.push(askedNote(plan));
    }
  }

  function askedNote(plan: AskPlan): string {
    return `Asked ${plan.bot.name} to review ${plan.head.slice(0, 7)} (a comment).`;
  }

  /**
   * The asking comments, then the tracking comment holding `asked`, in one request: the record is
   * written after what it records. A refused ask fails the run, as a refused REST comment does,
   * once the tracking comment says only the asks that were made; a refused tracking write alone is
   * sent again on its own (save). Null when done; else the asks still to post one by one before
   * `asked` is saved: all of them when nothing was sent (no node id known), the ones whose marker
   * is not on the pull request when the request got no answer.
   */
  async function askByCommentThenSave(comments: readonly CommentAsk[], all: readonly AskPlan[], pr: PullSnapshot, asked: TargetState): Promise<readonly CommentAsk[] | null> {
    if (!deps.commentThenSave || JSON.stringify(asked) === saved) return comments;
    const before = state;
    let outcome: CommentsThenUpdateOutcome | null;
    try {
      outcome = await deps.commentThenSave(asked, pr.id, comments.map((plan) => askComment(plan)));
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== undefined && status < 500) throw error;
      return asksNotLanded(comments, pr);
    }
    if (outcome === null) return comments;
    if (outcome.updateRefused === null) {
      state = asked;
      remember(asked);
    }
    await settleAsks(comments, all, before, asked, outcome);
    return null;
  }

  /** After a request with asks that had no answer: the asks not on the pull request (a note for each that is). */
  async function asksNotLanded(comments: readonly CommentAsk[], pr: PullSnapshot): Promise<readonly CommentAsk[]> {
    const listed = await commentStore(deps.octokit, deps.repo).list({ kind: 'pull_request', number });
    const landed = (plan: AskPlan) => listed.some((c) => isOwnWith(c, pr.viewer.id, askMarker(plan.bot, plan.head)));
    for (const plan of comments.filter(landed)) notes.push(askedNote(plan));
    return comments.filter((plan) => !landed(plan));
  }

  /**
   * What GitHub did with the asking comments (`outcome`): `asked` saved when all were made; else
   * `before` with the asks that were made, and the run fails, as a refused REST comment does.
   */
  async function settleAsks(comments: readonly AskPlan[], all: readonly AskPlan[], before: TargetState, asked: TargetState, outcome: CommentsThenUpdateOutcome): Promise<void> {
    const refused = comments.flatMap((plan, i) => (outcome.refused[i] === null ? [] : [{ plan, message: outcome.refused[i]! }]));
    comments.forEach((plan, i) => outcome.refused[i] === null && notes.push(askedNote(plan)));
    if (refused.length === 0) return save(asked);
    await save(afterAskAgain(before, all.filter((p) => !refused.some((r) => r.plan.bot.id === p.bot.id)), { policy, now: deps.now() }));
    const bots = refused.map((r) => r.plan.bot.name).join(', ');
    throw new Error(`GitHub refused the comment asking ${bots} to review ${refused[0]!.plan.head.slice(0, 7)}: ${deps.redact(refused[0]!.message)}`);
  }

  /**
   * The tracking comment's write, and the asks a push calls for, to follow a round's answers in
   * their request (handleThreads' `then`), planned on the round as it will be if every answer
   * lands; null when they cannot go there (a bot asked by a review request, a model stopped, no
   * tracking write to carry, nothing to write).
   */
  function followAnswers(expected: { pushed: string | null; records: ThreadRecord[]; modelStopped: string | null; offer?: ShipOffer | null }, snapshot: PullSnapshot, writerIds: ReadonlySet<number>): FollowedAnswers | null {
    if (!deps.trackingWrite || expected.modelStopped) return null;
    const now = deps.now();
    const threaded = withDecisionsRemembered(afterThreads(state, expected, { policy, now }), snapshot, writerIds);
    const plans = expected.pushed && threaded.status === 'awaiting-reviews' ? planAskAgain({ asks: policy.askAgain ?? [], pr: { ...snapshot, headRefOid: expected.pushed }, ship: threaded.ship! }) : [];
    const asks = commentAsks(plans);
    if (asks.length < plans.length) return null;
    const final = asks.length > 0 ? afterAskAgain(threaded, asks, { policy, now }) : threaded;
    if (JSON.stringify(final) === saved) return null;
    const write = deps.trackingWrite(final);
    if (!write) return null;
    // The head pushed is waited on: the label naming the bot expected last goes on with the write,
    // and the tend:awaits labels a push leaves stale (awaitsToDropOnPush) come off in it, a label
    // going on or not.
    const awaits = expected.pushed && final.status === 'awaiting-reviews' ? awaitsPush : null;
    const stale = expected.pushed ? awaitsToDropOnPush(snapshot.labels, awaitedAfterPush(final), awaits?.name ?? null).flatMap((l) => snapshot.labelIds?.[l] ?? []) : [];
    const add = awaits !== null && !snapshot.labels.includes(awaits.name) ? [awaits.id] : [];
    const labels = add.length + stale.length > 0 ? { labelableId: snapshot.id, add, remove: stale } : null;
    return { now, asks, expected: final, written: write.written, then: { subjectId: snapshot.id, comments: asks.map((plan) => askComment(plan)), update: { id: write.id, body: write.body }, ...(labels ? { labels } : {}) } };
  }

  /**
   * After a round whose request carried the tracking write and the asks: `threaded` (the round as
   * it went) with the asks saved, written again only where it differs from what the request wrote.
   */
  async function settleFollowed(followed: FollowedAnswers, outcome: CommentsThenUpdateOutcome | null, threaded: TargetState, pr: PullSnapshot): Promise<void> {
    const asked = followed.asks.length > 0 ? afterAskAgain(threaded, followed.asks, { policy, now: followed.now }) : threaded;
    state = threaded;
    if (outcome === null) {
      await postAsks(followed.asks.length > 0 ? await asksNotLanded(followed.asks, pr) : [], pr);
      return save(asked);
    }
    if (outcome.updateRefused === null) {
      followed.written();
      remember(followed.expected);
    }
    await settleAsks(followed.asks, followed.asks, threaded, asked, outcome);
  }

  /** The bots awaited on a head tend just pushed: every review bot while the request waits for reviews. */
  function awaitedAfterPush(after: TargetState): readonly BotAccount[] {
    return after.status === 'awaiting-reviews' ? policy.reviewBots : [];
  }

  /**
   * The save after a push with no answers' write to carry labels: the tend:awaits labels the push
   * left stale (awaitsToDropOnPush; `put`, one going on with the comment's creation) come off in it.
   */
  async function saveAfterPush(pushed: string, pr: PullSnapshot, put: string | null = null): Promise<void> {
    const drop = awaitsToDropOnPush(pr.labels, awaitedAfterPush(state), put);
    if (drop.length === 0 || droppedAwaits) return save(state);
    droppedAwaits = true;
    // The run ends after a push (or reads again, polling): the bots' reviews of the new head start the next.
    await dropAwaits(state, { ...pr, headRefOid: pushed }, drop);
  }

  /** After tend pushed a head (fixes, a CI fix, a revert): ask the bots that must be asked (unless `asked`), end an events run, start CI. */
  async function afterPush(pushed: string, snapshot: PullSnapshot, asked = false): Promise<void> {
    if (state.status === 'awaiting-reviews' && !asked) {
      const plans = planAskAgain({ asks: policy.askAgain ?? [], pr: { ...snapshot, headRefOid: pushed }, ship: state.ship! });
      if (plans.length > 0) await askBots(plans, { ...snapshot, headRefOid: pushed });
    }
    if (policy.reviewBots.length > 0 && deps.settings.waitMode !== 'poll' && state.status === 'awaiting-reviews') endsRun = true;
    if (!policy.pushStartsCi) {
      notes.push(`tend pushed ${pushed.slice(0, 7)} with GITHUB_TOKEN: GitHub starts no workflow runs for that push, so CI will not run on it unless push-token (a GitHub App token or PAT) or dispatch-workflows is set.`);
    }
    for (const workflow of deps.settings.dispatchWorkflows) {
      const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, workflow, snapshot.headRefName);
      notes.push(dispatched.dispatched ? `dispatched ${workflow} on ${snapshot.headRefName}` : `could not dispatch ${workflow}: ${dispatched.message}`);
    }
  }

  async function act(action: Exclude<ShipAction, { kind: 'wait' | 'stop' }>, snapshot: PullSnapshot, writerIds: ReadonlySet<number>): Promise<void> {
    if (action.kind === 'handle-threads') {
      // tend's own account is not trusted by id alone: every workflow using GITHUB_TOKEN writes as
      // github-actions[bot] (P9), and tend's own answers are in threads it no longer judges.
      const trustedAuthorIds = new Set([...policy.reviewBots.map((b) => b.id), ...writerIds]);
      const model = deps.model ? { ...deps.model, trustedAuthorIds } : null;
      // The tracking comment (and the asks a push calls for) ride on the answers' request.
      const follow: { answers: FollowedAnswers | null } = { answers: null };
      // An events run ends after a push, and the bots' reviews of the new head start the next ones.
      const awaitsName = deps.settings.waitMode !== 'poll' && deps.awaitsLabelId ? awaitsOnPush(snapshot, policy.reviewBots) : null;
      const awaitsId = awaitsName === null ? null : await deps.awaitsLabelId!(awaitsName);
      awaitsPush = awaitsName !== null && awaitsId !== null ? { name: awaitsName, id: awaitsId } : null;
      const outcome = await handleThreads({ ...deps, model }, snapshot, action.plans, (expected) => {
        follow.answers = followAnswers(expected, snapshot, writerIds);
        return follow.answers?.then ?? null;
      });
      answered.push(...outcome.records);
      notes.push(...outcome.notes);
      // The same time as the write that followed the answers, so a round that went as expected writes nothing more.
      const now = follow.answers?.now ?? deps.now();
      const threaded = withDecisionsRemembered(afterThreads(state, outcome, { policy, now }), snapshot, writerIds);
      if (follow.answers && outcome.followed) {
        await settleFollowed(follow.answers, outcome.followed.outcome, threaded, snapshot);
        if (outcome.pushed) await afterPush(outcome.pushed, snapshot, true);
        await save(state);
        return;
      }
      if (outcome.pushed && !outcome.modelStopped) {
        // No tracking comment to follow the answers yet (a new request's first run): the label goes
        // on with the comment's creation instead, in the request that creates it.
        if (awaitsPush !== null && !snapshot.labels.includes(awaitsPush.name)) deps.labelWithCreation?.(awaitsPush.id, awaitsPush.name);
        // After a push the review bots are to review the new head: nothing can be decided on it yet,
        // so an events run ends here without reading the pull request again; their reviews and
        // the checks of the new head start the next run (a poll run reads again and waits).
        // The bots that review a new head only when asked (P10) are asked now, on the head just
        // pushed: nothing else would bring them back (the machine asks too, should this run end first).
        // The answers and the asks are written to the tracking comment once, after both (one
        // request fewer per push); should asking fail, the turn's catch writes the answers.
        state = threaded;
        await afterPush(outcome.pushed, snapshot);
        await saveAfterPush(outcome.pushed, snapshot, awaitsPush?.name ?? null);
        return;
      }
      await save(threaded);
      if (outcome.modelStopped) {
        // A budget or a final API error ends the run in a state that says so; the next run starts afresh.
        await save(transition(state, { status: 'blocked', reason: `the model stopped: ${outcome.modelStopped.replace(/\.$/, '')}`, at: deps.now().toISOString() }));
        stopped = true;
      }
      return;
    }
    if (action.kind === 'resolve-conflicts') {
      const outcome = await resolveConflicts(deps, snapshot);
      notes.push(...outcome.notes);
      state = afterConflicts(state, outcome, { now: deps.now(), reviewWindowMinutes: policy.reviewWindowMinutes });
      // Like a pushed fix: the bots review the new head (asked if they must be); an events run ends, and their reviews and CI re-enter.
      // One write for the outcome and the asks, as after answered threads.
      if (outcome.kind === 'pushed') await afterPush(outcome.sha, snapshot);
      await (outcome.kind === 'pushed' ? saveAfterPush(outcome.sha, snapshot) : save(state));
      return;
    }
    if (action.kind === 'final-check') {
      const trustedAuthorIds = new Set([...policy.reviewBots.map((b) => b.id), ...writerIds]);
      const checked = await runFinalCheck(
        { serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.pushToken ?? deps.settings.githubToken, workDir: deps.workDir, model: deps.model ? { ...deps.model, trustedAuthorIds } : null, redact: deps.redact },
        snapshot,
      );
      notes.push(...checked.notes);
      await save(afterFinalCheck(state, checked.record));
      // The model took its time: the merge is decided on a fresh read, so a review (a request for
      // changes above all) or a push made meanwhile is seen before anything merges.
      return;
    }
    if (action.kind === 'read-rules') {
      // A read: the next step decides on the same snapshot with the rulesets' contexts in it.
      unread = { ...snapshot, rulesetChecks: await loadRulesetChecks(deps.octokit, deps.repo, action.branch) };
      return;
    }
    if (action.kind === 'read-waiting-runs') {
      // A read on the blocked path only: the next step words the reason with what it found.
      unread = { ...snapshot, runsAwaitingApproval: await countRunsAwaitingApproval(deps.octokit, deps.repo, action.sha) };
      return;
    }
    if (action.kind === 'read-ci-failure') {
      // A read on the failing path only: the next step decides what to do about it (red-ci.ts).
      unread = { ...snapshot, ciFailures: await readCiFailures(deps.octokit, deps.repo, action.sha, action.checks, deps.redact) };
      return;
    }
    if (action.kind === 'settle-offers') {
      const settled = await settleOffersOnHead(deps, snapshot, state.ship?.offers ?? []);
      notes.push(...settled.notes);
      await save(afterSettledOffers(state, settled));
      return;
    }
    if (action.kind === 'red-ci') {
      const { outcome, notes: said } = await actOnRedCi(deps, snapshot, action.plan);
      notes.push(...said);
      state = afterRedCi(state, action.plan, outcome, { now: deps.now(), reviewWindowMinutes: policy.reviewWindowMinutes });
      if (outcome.kind === 'summarised') stopped = true;
      // One write for the outcome and the asks, as after answered threads.
      if (outcome.kind === 'pushed') await afterPush(outcome.sha, snapshot);
      await (outcome.kind === 'pushed' ? saveAfterPush(outcome.sha, snapshot) : save(state));
      return;
    }
    if (action.kind === 'learn-review-bots') {
      recentReviewers = deps.recentReviewers?.() ?? (await loadRecentReviewers(deps.octokit, deps.repo));
      unread = snapshot;
      return;
    }
    if (action.kind === 'ask-again') {
      await askBots(action.plans, snapshot);
      unread = snapshot;
      return;
    }
    if (action.kind === 'update-branch' || action.kind === 'ask-author-to-update') {
      const done = await performBehind(deps, action, snapshot, state);
      notes.push(...done.notes);
      await save(done.state);
      return;
    }
    if (action.kind === 'answer-review-bodies') {
      const records = [];
      for (const plan of action.plans) {
        const text = deps.redact(renderReviewBodyAnswer(plan));
        const markerAt = text.lastIndexOf(REVIEW_BODY_MARKER);
        const body = truncate(text.slice(0, markerAt), COMMENT_LIMIT, text.slice(markerAt));
        const { kept, deleted } = await postBodyAnswer(snapshot, plan.reviewId, body);
        if (deleted > 0) notes.push(`Another run answered review ${plan.reviewId} at the same time; tend kept the earliest answer and deleted ${deleted} later one(s).`);
        records.push(reviewBodyRecord(plan, kept, deps.now().toISOString(), deps.redact));
        notes.push(`Answered ${plan.findings.length + plan.unreadable} finding(s) ${plan.bot} left in the body of review ${plan.reviewId}, outside threads, in one comment.`);
      }
      await save(afterReviewBodies(state, records));
      unread = snapshot;
      return;
    }
    if (action.kind === 'merge') {
      const outcome = await mergePull(deps.octokit, deps.repo, { number, sha: action.sha, method: action.method });
      const after = afterMerge(state, outcome, { policy, now: deps.now() });
      if (!outcome.merged) return save(after);
      // Merged: the next step (delete the branch, or stop) saves this state with what follows.
      state = after;
      unread = { ...snapshot, state: 'MERGED' };
      return;
    }
    if (action.kind === 'disable-auto-merge') {
      // The state (saved with the next step) says why; the next step decides on auto-merge being off.
      await disableAutoMerge(deps.octokit, snapshot.id);
      notes.push('Turned GitHub auto-merge off: a request for changes by someone with write access stands, and GitHub would merge past it.');
      unread = { ...snapshot, autoMergeEnabled: false };
      return;
    }
    if (action.kind === 'wake-for-mergeability') {
      notes.push(await wakeSweep());
      await save(afterMergeabilityWake(state, action));
      endsRun = true;
      return;
    }
    // Handled by the turn itself (a pause, then the next read), never acted on.
    if (action.kind === 'reread-mergeability') return;
    if (action.kind === 'enable-auto-merge') {
      // Pinned to the head the machine evaluated (P4): GitHub refuses it if someone pushed since.
      const outcome = await enableAutoMerge(deps.octokit, snapshot.id, action.method, { expectedHeadOid: snapshot.headRefOid });
      await save(afterAutoMerge(state, outcome, { now: deps.now() }));
      return;
    }
    const kept = branchKeptReason(action.branch, await loadBranchDeletionFacts(deps.octokit, deps.repo, action.branch, snapshot.deletionFacts));
    if (kept) notes.push(`The head branch ${action.branch} was kept: ${kept}.`);
    const deleted = kept ? afterKeepBranch(state, kept) : afterDeleteBranch(state);
    // A kept branch is finished like a deleted one (state, label), only without deleting the ref.
    const finished = deps.finish ? await deps.finish(deleted, kept ? { ...snapshot, headRefId: null } : snapshot) : null;
    if (finished) {
      state = deleted;
      remember(deleted);
      labelRemoved = finished.labelRemoved;
      notes.push(...finished.notes);
      if (!kept && !finished.branchDeleted) {
        // The tracking comment must not claim a branch that is still there; the run fails as a
        // refused deletion always has.
        await save({ ...deleted, ship: { ...deleted.ship!, branchDeleted: false } });
        throw new Error(finished.notes.join(' ') || `the branch ${action.branch} was not deleted`);
      }
      // The labels came off with the final write, a tend:awaits label left on among them.
      unread = finished.labelRemoved ? { ...snapshot, labels: snapshot.labels.filter((l) => !skipsReviews(l)) } : snapshot;
      return;
    }
    if (!kept) await deleteBranch(deps.octokit, deps.repo, action.branch);
    await save(deleted);
    unread = snapshot;
  }

  /**
   * No event says when GitHub has computed mergeability (P7): a sweep dispatched now starts after
   * the seconds a run takes to queue, by when GitHub has usually finished; without the sweep
   * workflow (or the permission), the schedule sweep or the next event comes back to it.
   */
  async function wakeSweep(): Promise<string> {
    const file = deps.settings.sweepWorkflow;
    const later = 'the next schedule sweep or event merges it once GitHub has computed it';
    if (!file || deps.settings.dryRun) return `GitHub is still computing whether #${number} can merge; ${later}.`;
    const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, file, deps.defaultBranch ?? 'main');
    return dispatched.dispatched
      ? `GitHub is still computing whether #${number} can merge: dispatched ${file} to come back once it has.`
      : `GitHub is still computing whether #${number} can merge; could not dispatch ${file} (${deps.redact(dispatched.message)}): ${later}.`;
  }

  /**
   * Posts tend's answer to a review's body and reads the comments back in the same request; folds
   * any duplicate another run posted at the same time into the oldest (bodyAnswers). The id of the
   * answer that stays, and how many were deleted.
   */
  async function postBodyAnswer(pr: PullSnapshot, reviewId: string, body: string): Promise<{ kept: number; deleted: number }> {
    const store = commentStore(deps.octokit, deps.repo);
    let listed: StoredComment[] | null = null;
    let postError: unknown = null;
    try {
      listed = await createCommentAndList(deps.octokit, pr.id, body);
    } catch (error) {
      // The comment may have been created though the answer was an error: look before failing.
      postError = error;
    }
    const { kept, later } = bodyAnswers(listed ?? (await store.list({ kind: 'pull_request', number })), pr.viewer.id, reviewId);
    if (kept === null) throw postError ?? new Error(`the answer to review ${reviewId} was posted but cannot be found`);
    for (const id of later) await store.remove(id);
    return { kept, deleted: later.length };
  }
}

/** The state as it matters to the next run: everything but the wording of the reason and its time. */
function persistedShape(state: TargetState | null): string {
  if (state === null) return '';
  const { reason: _reason, updatedAt: _updatedAt, ...rest } = state;
  return JSON.stringify(rest);
}

/** Reads the offered files on the offered heads and the new one (a workspace of its own, fetched by commit id) and settles what landed. */
async function settleOffersOnHead(deps: ShipDeps, pr: PullSnapshot, offers: readonly ShipOffer[]) {
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `pr-${pr.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.pushToken ?? deps.settings.githubToken,
  });
  await workspace.cloneOrFetch({ branches: [pr.baseRefName], depth: 50 });
  return settleOffers(deps, workspace, pr, offers);
}
