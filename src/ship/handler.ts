// The ship and fix workflow behind the Workflow interface: runs the machine on one pull request
// (run-ship.ts) with the run's services, and says what it did. Also ship's part of a re-entry:
// `ship.auto` requests, and whether the schedule sweep is due to look at a pull request.

import type { Settings } from '../config/settings.js';
import type { RunEnvironment } from '../config/environment.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { PullSnapshot } from '../core/pull-request.js';
import type { Target } from '../core/target.js';
import { capitalise } from '../core/text.js';
import type { Outcome, Workflow } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import { postCommentsThenUpdate, type RepoRef } from '../github/comments.js';
import { finishMerged } from '../github/finish-merged.js';
import { awaitsLabelId, saveAndUnlabel } from '../github/awaits-label.js';
import { addLabels, removeLabel } from '../github/labels.js';
import { loadPullSnapshot } from '../github/pull-snapshot.js';
import type { RunReads } from '../github/run-reads.js';
import { join } from 'node:path';
import { initialState, transition, type TargetState, type ThreadRecord } from '../store/target-state.js';
import { renderTrackingBody, threadTable } from '../store/tracking-body.js';
import { trackingWriter } from '../store/tracking-comment.js';
import { commandTime, type WorkflowRequest } from '../store/workflow-request.js';
import { autoAuthorMatches } from './auto-authors.js';
import type { ModelDeps } from './judge-threads.js';
import { isShipTerminal } from './machine.js';
import { runShip } from './run-ship.js';
import { knownWritersOf } from './writers.js';
import { sweepDue, type SweepSighting } from './sweep-due.js';
import { autoLabelRefusal, labelAdders } from './auto-label.js';
import { awaitsToDrop } from './awaits.js';
import { loadLabelEvents } from '../github/label-actors.js';
import { steeringDecision } from '../route/authorize.js';

/** What ship needs from the run. */
export interface ShipServices {
  env: RunEnvironment;
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  selfId: number;
  /** When this run started: comments created or edited later are left out of decisions. */
  startedAt: Date;
  model: { deps: Omit<ModelDeps, 'trustedAuthorIds'> } | null;
  reads: RunReads;
  redact: (text: string) => string;
  log: (line: string) => void;
  /** The repository's default branch (the sweep workflow is dispatched there). */
  defaultBranch?: string;
}

/** A ship / fix run: the review threads it answered and the merge, for the audit. */
export type ShipOutcome = Outcome & {
  threads?: ThreadRecord[];
  merge?: { merged: boolean; sha: string | null; method: string | null } | null;
  /** The head the run ended on. */
  head?: string | null;
};

/** `snapshot` in the request: the pull request as this run just read it, so the first step need not read it again. */
type ShipRequest = WorkflowRequest & { snapshot?: PullSnapshot | null };

export const shipWorkflow: Workflow<ShipServices, ShipRequest, ShipOutcome> = {
  handle: (services, request) => {
    if (request.target.kind !== 'pull_request') return Promise.reject(new Error('ship needs a pull request'));
    return advanceShip(services, request);
  },
};

/** Ship's section of the job summary: one row per review thread answered. */
export function threadsSection(threads: readonly ThreadRecord[]): string[] {
  return threads.length > 0 ? [`### Review threads\n\n${threadTable(threads)}`] : [];
}

function isShipWorkflow(state: TargetState): boolean {
  return state.workflow === 'ship' || state.workflow === 'fix';
}

/** True when ship holds this pull request and has more to do. */
export function shipHolds(state: TargetState, target: Target): boolean {
  return isShipWorkflow(state) && target.kind === 'pull_request' && !isShipTerminal(state.status);
}

/** Whether the schedule sweep should advance a target, from what its query saw (ship decides for its pull requests). */
export function sweepVerdict(state: TargetState | null, target: Target, seen: SweepSighting, now: Date, settings: Settings): { due: boolean; why: string } {
  return state && shipHolds(state, target) ? sweepDue(state, seen, now, settings.reviewBots) : { due: true, why: '' };
}

/** Runs the ship / fix machine on one pull request and reports what it did. */
async function advanceShip(services: ShipServices, request: ShipRequest): Promise<ShipOutcome> {
  const { target, tracking, state, store } = request;
  const known = request.snapshot ?? (await services.reads.takePull(target.number));
  const glance = known ? null : services.reads.takeGlance(target.number);
  const preloaded = known ?? glance;
  const writer = trackingWriter(store, target, services.selfId, tracking, (state) => services.redact(renderTrackingBody(state, services.env.runUrl)));
  // The tracking comment written by a batched mutation: only one tend's listing gave a node id, and none while duplicates wait to be reconciled.
  const trackingWrite = (next: TargetState) => {
    const comment = writer.comment;
    if (!comment?.nodeId || tracking.duplicates.length > 0) return null;
    const body = writer.render(next);
    return { id: comment.nodeId, body, written: () => writer.written(body) };
  };
  const result = await runShip(
    {
      octokit: services.octokit,
      repo: services.repo,
      settings: services.settings,
      serverUrl: services.env.serverUrl,
      workDir: join(services.env.runnerTemp, 'tend', 'work'),
      now: services.env.now,
      log: services.log,
      save: async (state) => {
        await writer.save(state);
      },
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      pollMs: services.env.pollMs,
      mergeabilityRereadMs: services.env.mergeabilityRereadMs,
      model: services.model?.deps ?? null,
      redact: services.redact,
      ownWorkflow: services.env.workflow ?? null,
      ...(services.defaultBranch !== undefined ? { defaultBranch: services.defaultBranch } : {}),
      recentReviewers: () => services.reads.takeRecentReviewers(),
      knownWriters: knownWritersOf(services.reads.actorPermission),
      commentThenSave: async (next, pullId, comments) => {
        const write = trackingWrite(next);
        if (!write) return null;
        const outcome = await postCommentsThenUpdate(services.octokit, pullId, comments, write);
        if (outcome.updateRefused === null) write.written();
        return outcome;
      },
      trackingWrite,
      awaitsLabelId: async (name) => {
        try {
          return await awaitsLabelId(services.octokit, services.repo, name, services.reads.awaitsLabels());
        } catch (error) {
          // Without the label tend only starts a job for every review, as it did before it had one.
          services.log(`ship #${target.number}: no ${name} label: ${services.redact((error as Error).message)}`);
          return null;
        }
      },
      labelWithCreation: (id, name) => !writer.comment && services.reads.labelOnCreate(target.number, id, name),
      createsComment: () => !writer.comment,
      unlabel: async (next, pr, labels) => {
        const ids = labels.map((l) => pr.labelIds?.[l]).filter((id): id is string => id !== undefined);
        const write = next === null ? null : trackingWrite(next);
        if (ids.length < labels.length || (next !== null && write === null)) return null;
        const outcome = await saveAndUnlabel(services.octokit, { comment: write ? { id: write.id, body: write.body } : null, labelableId: pr.id, labelIds: ids });
        write?.written();
        return outcome;
      },
      finish: async (final, pr) => {
        const comment = writer.comment;
        if (!comment?.nodeId || pr.headRefId === undefined || tracking.duplicates.length > 0) return null;
        const body = writer.render(final);
        const labelId = pr.labelIds?.[ACTIVE_LABEL];
        // A tend:awaits label left on comes off with tend:active: the merge ended every wait.
        const awaitsIds = awaitsToDrop(pr.labels, undefined).flatMap((l) => pr.labelIds?.[l] ?? []);
        const outcome = await finishMerged(services.octokit, {
          refId: pr.headRefId,
          comment: { id: comment.nodeId, body },
          label: labelId ? { labelableId: pr.id, labelId, ...(awaitsIds.length > 0 ? { alsoIds: awaitsIds } : {}) } : null,
          warmBase: pr.baseRefName,
        });
        writer.written(body);
        return outcome;
      },
    },
    target.number,
    state,
    tracking.state,
    // Text written after the command was given is not part of what it asked for.
    commandTime(services, request),
    preloaded,
    glance !== null,
  );
  if (isShipTerminal(result.state.status) && !result.labelRemoved) await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
  const ship = result.state.ship;
  return {
    workflow: result.state.workflow ?? 'ship',
    target,
    state: result.state.status,
    reason: capitalise(result.state.reason) + '.',
    route: { action: 'advance', detail: '' },
    decisions: [{ target, decision: result.state.status, why: result.state.reason }],
    merged: result.state.status === 'merged' && ship?.merge?.merged === true,
    trackingCommentId: writer.commentId,
    threads: result.threads,
    merge: ship?.merge ?? null,
    head: ship?.head ?? null,
    notes: result.notes,
    summary: threadsSection(result.threads),
  };
}

/** The status of a pull request whose ship.auto label was refused: ship.auto looks again on its next event. */
export const AUTO_REFUSED = 'auto-refused';

/** What `ship.auto` makes of a pull request: a new ship request, a refusal to note, or nothing. */
export type AutoShip = { state: TargetState | null; snapshot: PullSnapshot | null; refused?: undefined } | { refused: TargetState; state?: undefined; snapshot?: undefined };

/**
 * `ship.auto` in .github/tend.yml: a new ship request when it matches, with the snapshot it was
 * decided on (read once). When it matches by a label, that label is a command by whoever added it:
 * without one added by a person with write access or a trusted bot, a refusal to note instead.
 */
export async function autoShipRequest(services: ShipServices, target: Target): Promise<AutoShip> {
  const auto = services.settings.shipAuto!;
  const pr = (await services.reads.takePull(target.number)) ?? (await loadPullSnapshot(services.octokit, services.repo, target.number));
  if (pr.state !== 'OPEN' || pr.isDraft) return { state: null, snapshot: null };
  const labelled = auto.labels.filter((l) => pr.labels.includes(l));
  const matches =
    (auto.labels.length === 0 || labelled.length > 0) &&
    (auto.baseBranches.length === 0 || auto.baseBranches.includes(pr.baseRefName)) &&
    // Last: a person named by login is looked up (and bound to its account) only when all else matches.
    (auto.authors.length === 0 || (await autoAuthorMatches({ ...services, configPath: services.settings.configPath, now: services.env.now }, auto.authors, pr.author, target.number)));
  if (!matches) {
    // Entries written as a bare login matched an App's GraphQL login before: say how to name the App now.
    const bare = pr.author?.type === 'Bot' ? auto.authors.find((a) => 'login' in a && a.login.toLowerCase() === pr.author!.login.toLowerCase()) : undefined;
    if (bare) services.log(`ship.auto: '${bare.name}' in ${services.settings.configPath} names a person; the author of #${target.number} is the bot ${pr.author!.login}[bot], which is matched by id: write ${pr.author!.login}[bot]:${pr.author!.id}.`);
    return { state: null, snapshot: null };
  }
  const at = services.env.now().toISOString();
  let because = '';
  if (labelled.length > 0) {
    const vouched = await labelVouched(services, target, labelled);
    if (!vouched.allowed) {
      const reason = autoLabelRefusal(services.settings.configPath, vouched);
      return { refused: transition(initialState(target, at), { status: AUTO_REFUSED, workflow: null, reason, at }) };
    }
    because = ` (the label '${vouched.label}' ${vouched.why})`;
  }
  await addLabels(services.octokit, services.repo, target.number, [ACTIVE_LABEL]);
  return {
    state: transition(initialState(target, at), { status: 'requested', workflow: 'ship', reason: `ship.auto in ${services.settings.configPath} matches this pull request${because}`, at }),
    snapshot: { ...pr, labels: [...new Set([...pr.labels, ACTIVE_LABEL])] },
  };
}

/** Whether one of `labels` was put on by an account that may steer tend: the first that was, or why none was. */
async function labelVouched(services: ShipServices, target: Target, labels: readonly string[]): Promise<{ allowed: boolean; label: string; why: string }> {
  const adders = labelAdders(labels, await loadLabelEvents(services.octokit, services.repo, target.number));
  const access = { octokit: services.octokit, repo: services.repo, trustedBots: services.settings.trustedBots };
  let first: { allowed: boolean; label: string; why: string } | null = null;
  for (const { label, actor } of adders) {
    const decision = actor ? await steeringDecision(access, actor) : { allowed: false, why: '' };
    const who = actor ? (actor.type === 'Bot' ? `${actor.login} (a bot)` : `@${actor.login}`) : '';
    const result = { allowed: decision.allowed, label, why: actor ? `was added by ${who}: ${decision.why}` : 'was added by no account tend can check (its labeled event is not among the newest, or its account is gone)' };
    if (decision.allowed) return result;
    first ??= result;
  }
  return first!;
}
