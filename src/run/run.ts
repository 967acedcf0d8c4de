// One run, as DESIGN.md draws it: route → load state → advance → act → save, report.
// This file sequences the steps; decisions are in decide-*.ts, I/O in src/github and src/report.

import * as core from '@actions/core';
import { createHash } from 'node:crypto';
import { SECRET_INPUTS, type InputName, type InputValues } from '../config/inputs.js';
import { repoConfigFromBlob } from '../config/repo-file.js';
import { buildSettings, type Settings } from '../config/settings.js';
import { countRequests, createOctokit, type Octokit } from '../github/client.js';
import { commentStore, createCommentAndList, postComment, type RepoRef } from '../github/comments.js';
import { finishMerged } from '../github/finish-merged.js';
import { addLabels, removeLabel } from '../github/labels.js';
import { repositoryPermission } from '../github/permissions.js';
import { loadRunContext, openPullsForCommit, storedComments, sweepTargets, type RunContext, type SweepTarget } from '../github/run-context.js';
import { publish } from '../report/publish.js';
import { redactor } from '../core/redact.js';
import { renderReply, renderTrackingBody, replyMarker } from '../report/tracking-body.js';
import { authorizeBot, authorizeUser, needsPermissionLookup } from '../route/authorize.js';
import { route, type Route } from '../route/route.js';
import { GITHUB_ACTIONS_BOT } from '../config/known-bots.js';
import { findTracking, loadTracking, saveTracking, trackingWriter, type CommentStore, type StoredComment, type Tracking } from '../store/tracking-comment.js';
import { initialState, transition, type TargetState } from '../store/target-state.js';
import { isShipTerminal } from '../ship/machine.js';
import { runShip } from '../ship/run-ship.js';
import { loadPullSnapshot, snapshotFromPull } from '../github/pull-snapshot.js';
import { sweepDue } from '../ship/sweep-due.js';
import { dirname, join } from 'node:path';
import { connectionsForRun } from '../chat/adapters/connections.js';
import type { ChatConnections } from '../chat/adapters/index.js';
import { runChatWatch } from '../chat/watch/watch.js';
import { modelForRun, type RunModel } from './model.js';
import { decideCommand } from './decide-command.js';
import type { RunEnvironment } from '../config/environment.js';
import type { Decision, RunResult } from './result.js';
import { RefusalError } from '../core/errors.js';
import { chatCommandRun, chatDispatchRun, chatTier2Run, type ChatRunDeps } from '../chat/thread/handler.js';
import { admit } from './admit.js';
import { REGISTRY, type HandlerName } from '../registry/workflows.js';
import { runTriage } from '../triage/run-triage.js';
import { runIntent } from './intent.js';
import { loadDigest } from '../triage/load-digest.js';
import { renderRunFooter } from '../report/run-footer.js';
import { type Target } from '../core/target.js';
import { type Account } from '../core/account.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import { capitalise } from '../core/text.js';

export interface RunDeps {
  env: RunEnvironment;
  /** Every text leaving tend passes this (known secrets and credential shapes removed). */
  redact: (text: string) => string;
  /** The model when an API key is configured (one session per run: budgets hold per run). */
  model: RunModel | null;
  /** When this run started: comments created or edited later are left out of decisions. */
  startedAt: Date;
  settings: Settings;
  octokit: Octokit;
  repo: RepoRef;
  /** tend's own account id: its tracking comments are recognised by author. */
  selfId: number;
  log: (line: string) => void;
  /** Chat tokens (secret inputs) and API URLs, for the chat adapters. */
  chat: ChatConnections;
  /** What the chat orchestrator needs (chat adapters, default branch, the model session). */
  chatRun: ChatRunDeps;
  /** What the first query already read about the event's target: reads not to make again. */
  known: Known;
}

/**
 * Answers a run already has, so it does not ask GitHub twice: targets' comments, read with
 * RUN_CONTEXT or the sweep's query, consumed by the first listing only (a listing after a write
 * must see the write).
 */
interface Known {
  comments: Map<number, StoredComment[]>;
  /** The sweep's first page of targets, read with RUN_CONTEXT. */
  sweep: RunContext['sweep'];
  /** Node ids of targets, by number: a tracking comment is then created and read back in one request. */
  subjects: Map<number, string>;
  /** Labels to put on a target with the creation of its tracking comment (node ids, and names for REST). */
  labelsOnCreate: Map<number, { ids: string[]; names: string[] }>;
  /**
   * The event's pull request as RUN_CONTEXT read it, for the first ship step only (consumed like
   * the comments); its labels follow tend's own label writes in between.
   */
  pulls: Map<number, NonNullable<RunContext['pull']> & { labelsWritten: { add: string[]; remove: string[] } }>;
}

export async function runTend(env: RunEnvironment, inputs: { values: InputValues; explicit: Set<InputName> }): Promise<void> {
  const startedAt = env.now();
  const secrets = SECRET_INPUTS.map((name) => inputs.values[name] as string | undefined);
  const redact = redactor(secrets);
  const log = (line: string) => core.info(redact(line));
  const octokit = createOctokit(inputs.values['github-token'], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, throttle: env.throttle, log });
  const api = countRequests(octokit);
  const repo: RepoRef = { owner: env.owner, repo: env.repo };

  const configPath = inputs.values['config-path'];
  const preliminary = route(env.eventName, env.payload, { trustedBots: [], reviewBots: [], command: inputs.values.command, number: inputs.values.number });
  core.startGroup('tend: context');
  const context = await loadRunContext(octokit, repo, {
    configPath,
    defaultBranch: payloadDefaultBranch(env.payload),
    targetNumber: singleTarget(preliminary)?.number,
    withPull: singleTarget(preliminary)?.kind === 'pull_request',
    ...(preliminary.action === 'sweep' ? { sweepLabel: ACTIVE_LABEL } : {}),
    activeLabel: ACTIVE_LABEL,
  });
  const settings = buildSettings(inputs, repoConfigFromBlob(context.repository?.config, configPath), configPath);
  core.endGroup();

  const selfId = context.viewer.databaseId ?? GITHUB_ACTIONS_BOT.id;
  const model = modelForRun(settings, { baseURL: env.anthropicBaseUrl, retryBaseMs: env.retryBaseMs, log });
  const chat = connectionsForRun(inputs.values, env, log);
  const chatRun: ChatRunDeps = {
    env,
    settings,
    octokit,
    repo,
    selfId,
    session: model?.deps.session ?? null,
    connections: chat,
    defaultBranch: context.repository?.defaultBranchRef?.name ?? payloadDefaultBranch(env.payload) ?? 'main',
    redact,
    log,
  };
  const known = knownFromContext(context);
  const deps: RunDeps = { env, redact, model, startedAt, settings, octokit, repo, selfId, log, chat, chatRun, known };
  const routed = route(env.eventName, env.payload, {
    trustedBots: settings.trustedBots,
    reviewBots: settings.reviewBots,
    command: settings.command,
    number: settings.number,
  });
  const result = await execute(deps, routed, context);
  await publish(env, { dryRun: settings.dryRun, auditPath: settings.auditPath, secrets, startedAt }, { ...result, llm: model?.totals() ?? null }, api);
}

async function execute(deps: RunDeps, routed: Route, context: RunContext): Promise<RunResult> {
  switch (routed.action) {
    case 'skip':
      return { ...base('none', null, 'skip', routed.reason), state: 'skipped', reason: `Nothing to do: ${routed.reason}.` };
    case 'command':
      return runCommand(deps, routed, context);
    case 'advance':
      return advanceTargets(deps, routed.targets, 'advance', routed.cause);
    case 'advance-commit': {
      const numbers = await openPullsForCommit(deps.octokit, deps.repo, routed.sha);
      const targets = numbers.map((number): Target => ({ kind: 'pull_request', number }));
      if (targets.length === 0) {
        return { ...base('advance', null, 'advance-commit', `${routed.cause} on ${routed.sha.slice(0, 7)}`), state: 'skipped', reason: `Nothing to do: no open pull request has ${routed.sha.slice(0, 7)} as its head.` };
      }
      return advanceTargets(deps, targets, 'advance-commit', routed.cause);
    }
    case 'sweep':
      return sweep(deps, routed.cause);
    case 'chat-watch':
      return runChatWatch({
        octokit: deps.octokit,
        repo: deps.repo,
        selfId: deps.selfId,
        chat: deps.settings.chat,
        configPath: deps.settings.configPath,
        connections: deps.chat,
        now: deps.env.now,
        log: deps.log,
        warn: (line) => core.warning(deps.redact(line)),
        redact: deps.redact,
        dryRun: deps.settings.dryRun,
        auditDir: dirname(deps.settings.auditPath ?? join(deps.env.runnerTemp, 'tend', 'audit.json')),
        cause: routed.cause,
      });
    case 'intent':
      return runIntent(deps, routed, (command) => runCommand(deps, command, context));
    case 'chat':
      return chatDispatchRun(deps.chatRun, routed.clientPayload, routed.sender.login);
    case 'chat-tier2':
      return chatTier2Run(deps.chatRun, routed.number, routed.sender.login);
  }
}

async function runCommand(deps: RunDeps, routed: Extract<Route, { action: 'command' }>, context: RunContext): Promise<RunResult> {
  const { verb, target, steering } = routed;
  const actor = steering.actor;
  const decision = await authorizeSteering(deps, verb, target, actor);

  const found = context.repository?.target;
  if (!found) throw new RefusalError(`#${target.number} does not exist in ${deps.repo.owner}/${deps.repo.repo}; nothing was changed.`);

  const chat = await chatCommandRun(deps.chatRun, { verb, target, actor: actor.login, body: commentBody(deps.env.payload), eventKey: eventKeyOf(deps.env, steering), why: decision.why });
  if (chat) return chat;

  const store = knownStore(deps, commentStore(deps.octokit, deps.repo));
  const comments = await store.list(target);
  const tracking = findTracking(comments, deps.selfId);
  const eventKey = eventKeyOf(deps.env, steering);
  const at = deps.env.now().toISOString();
  const admission = admit({ name: verb, target, targetState: found.issueState ?? found.pullState ?? null, state: tracking.state, prerequisites: {} });
  const effects = admission.admitted
    ? decideCommand({ verb, target, steering, eventKey, state: tracking.state, at })
    : { state: null, reply: `tend did not start \`${verb}\`: ${admission.why}.`, labels: { add: [], remove: [] }, decision: 'refused', why: admission.why };
  const route = { action: 'command', detail: `${verb} on #${target.number} by @${actor.login} via ${steering.via} (${decision.why})` };
  const decisions: Decision[] = [{ target, decision: effects.decision, why: effects.why }];
  let trackingCommentId = tracking.comment?.id ?? null;

  if (deps.settings.dryRun) {
    return { workflow: verb, target, state: effects.state?.status ?? tracking.state?.status ?? 'none', reason: `Dry run: would have ${effects.decision}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
  }

  if (effects.reply) {
    const marker = replyMarker(eventKey);
    const alreadyReplied = comments.some((c) => c.authorId === deps.selfId && c.body.includes(marker));
    if (!alreadyReplied) await postComment(deps.octokit, deps.repo, target, deps.redact(renderReply(effects.reply, eventKey)), marker);
  }
  // A tracking comment about to be created carries the labels in its own request, when GitHub
  // already knows them (their ids); a label not yet in the repository is created by the REST call.
  const withCreate = effects.state && !tracking.comment ? labelIdsOf(context, effects.labels.add) : null;
  if (withCreate) deps.known.labelsOnCreate.set(target.number, { ids: withCreate, names: effects.labels.add });
  else await addLabels(deps.octokit, deps.repo, target.number, effects.labels.add);
  for (const label of effects.labels.remove) await removeLabel(deps.octokit, deps.repo, target.number, label);
  noteLabels(deps, target.number, effects.labels);
  try {
    const handler = effects.state && effects.decision === 'requested' ? HANDLERS[REGISTRY[verb].handler] : undefined;
    if (effects.state && handler) {
      const ran = await handler(deps, { target, tracking, state: effects.state, store, context, triggeredAt: steering.at });
      return { ...ran, workflow: verb, route, decisions: [...decisions, ...ran.decisions] };
    }
    if (effects.state) {
      trackingCommentId = await saveTracking(store, target, deps.selfId, { ...tracking }, deps.redact(renderTrackingBody(effects.state, deps.env.runUrl)));
    }
  } finally {
    // Nothing created the comment (the run stopped before): the labels go on by themselves.
    const pending = deps.known.labelsOnCreate.get(target.number);
    deps.known.labelsOnCreate.delete(target.number);
    if (pending) await addLabels(deps.octokit, deps.repo, target.number, pending.names);
  }

  const state = effects.state?.status ?? tracking.state?.status ?? 'none';
  return { workflow: verb, target, state, reason: `${capitalise(effects.decision)}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
}

/** Only people with write access and trusted bots steer tend; anyone else is refused before anything is read or spent. */
export async function authorizeSteering(deps: RunDeps, what: string, target: Target, actor: Account): Promise<{ allowed: true; why: string }> {
  const decision = needsPermissionLookup(actor)
    ? authorizeUser(actor, await repositoryPermission(deps.octokit, deps.repo, actor.login))
    : authorizeBot(actor, deps.settings.trustedBots);
  if (!decision.allowed) throw new RefusalError(`tend refused '${what}' on #${target.number}: ${decision.why}. Nothing was changed.`);
  return { allowed: true, why: decision.why };
}

/** What a workflow's handler gets: the target, its tracking comment and the requested state. */
export interface HandlerInput {
  target: Target;
  tracking: Tracking;
  state: TargetState;
  store: CommentStore;
  context: RunContext;
  triggeredAt: string | undefined;
}

export type WorkflowHandler = (deps: RunDeps, input: HandlerInput) => Promise<RunResult>;

/**
 * The registry's handlers (src/registry/workflows.ts). A verb whose handler is missing records
 * the request in the tracking comment and stops there (status and stop are answered in
 * decide-command.ts). approve / reject on a chat-thread issue never get here: runCommand hands
 * them to the chat orchestrator (chat-run.ts) before admission; elsewhere `chat-draft` refuses them.
 */
const HANDLERS: Partial<Record<HandlerName, WorkflowHandler>> = {
  ship: (deps, input) => (input.target.kind === 'pull_request' ? advanceShip(deps, input.target, input.tracking, input.state, input.store, input.triggeredAt) : Promise.reject(new Error('ship needs a pull request'))),
  triage: triageHandler,
};

async function triageHandler(deps: RunDeps, input: HandlerInput): Promise<RunResult> {
  const ran = await runTriage(
    {
      octokit: deps.octokit,
      repo: deps.repo,
      settings: deps.settings,
      session: deps.model?.deps.session ?? null,
      serverUrl: deps.env.serverUrl,
      workDir: join(deps.env.runnerTemp, 'tend', 'work'),
      defaultBranch: input.context.repository?.defaultBranchRef?.name ?? 'main',
      redact: deps.redact,
      log: deps.log,
      now: deps.env.now,
      render: (state, artifact) => {
        const totals = deps.model?.totals();
        const footer = renderRunFooter({ workflow: 'triage', costUsd: totals?.cost_usd ?? 0, turns: totals?.calls ?? 0, wallClockMs: deps.env.now().getTime() - deps.startedAt.getTime(), runUrl: deps.env.runUrl });
        return renderTrackingBody(state, deps.env.runUrl, artifact, footer);
      },
      discussion: () =>
        loadDigest(
          { octokit: deps.octokit, repo: deps.repo, selfId: deps.selfId, trustedBots: deps.settings.trustedBots, session: deps.model?.deps.session ?? null, log: deps.log },
          input.target,
          input.triggeredAt ?? deps.startedAt.toISOString(),
        ),
    },
    input.target,
    input.tracking,
    input.state,
    input.store,
    deps.selfId,
  );
  if (ran.state.status !== 'requested') await removeLabel(deps.octokit, deps.repo, input.target.number, ACTIVE_LABEL);
  return {
    workflow: 'triage',
    target: input.target,
    state: ran.state.status,
    reason: `${capitalise(ran.state.reason)}.`,
    route: { action: 'command', detail: '' },
    decisions: [{ target: input.target, decision: ran.state.status, why: ran.state.reason }],
    merged: false,
    trackingCommentId: ran.trackingCommentId,
    triage: ran.triage,
    notes: ran.notes,
  };
}

/** Re-entry: advance every target tend works on as far as it goes now. */
async function advanceTargets(deps: RunDeps, targets: Target[], action: string, cause: string, skipped: NotDue[] = []): Promise<RunResult> {
  const store = knownStore(deps, commentStore(deps.octokit, deps.repo));
  const decisions: Decision[] = skipped.map(({ target, why }) => ({ target, decision: 'not due', why }));
  const results: RunResult[] = [];
  const seen = new Map<number, Tracking>(skipped.map((s) => [s.target.number, s.tracking]));
  for (const target of targets) {
    const tracking = await loadTracking(store, target, deps.selfId);
    seen.set(target.number, tracking);
    let state = tracking.state;
    let snapshot: PullSnapshot | null = null;
    if (!state && target.kind === 'pull_request' && deps.settings.shipAuto && action === 'advance') {
      ({ state, snapshot } = await autoShipRequest(deps, target));
    }
    if (!state) {
      decisions.push({ target, decision: 'nothing to do', why: 'tend has no state here; nothing was asked of it' });
      continue;
    }
    if (isShipWorkflow(state) && target.kind === 'pull_request' && !isShipTerminal(state.status)) {
      if (deps.settings.dryRun) {
        decisions.push({ target, decision: 'dry run', why: `${state.workflow} is ${state.status}; a dry run does not advance it` });
        continue;
      }
      const shipped = await advanceShip(deps, target, tracking, state, store, undefined, snapshot);
      results.push(shipped);
      decisions.push(...shipped.decisions);
      continue;
    }
    decisions.push({ target, decision: 'unchanged', why: `${state.workflow ?? 'no workflow'} is ${state.status}; nothing to advance on ${cause}` });
  }
  const only = targets.length === 1 && skipped.length === 0 ? results[0] : undefined;
  const acted = decisions.filter((d) => d.decision !== 'nothing to do').length;
  if (only) return { ...only, workflow: action === 'sweep' ? 'sweep' : 'advance', route: { action, detail: cause }, decisions };
  // Nothing advanced on a single target: what was read at the start is still what GitHub has.
  const all = [...targets, ...skipped.map((s) => s.target)];
  const singleTracking = all.length === 1 ? seen.get(all[0]!.number) : undefined;
  const single = singleTracking?.state ? { status: singleTracking.state.status, commentId: singleTracking.comment?.id ?? null } : null;
  return {
    workflow: action === 'sweep' ? 'sweep' : 'advance',
    target: all.length === 1 ? all[0]! : null,
    state: single?.status ?? (all.length === 1 ? 'none' : `${acted} of ${all.length} tracked`),
    reason: `${cause}: looked at ${all.length} target(s), ${acted} with tend state.`,
    route: { action, detail: cause },
    decisions,
    merged: results.some((r) => r.merged),
    trackingCommentId: single?.commentId ?? null,
    threads: results.flatMap((r) => r.threads ?? []),
    notes: results.flatMap((r) => r.notes ?? []),
  };
}

/** A target the sweep looked at and left alone, with what it read of it. */
interface NotDue {
  target: Target;
  why: string;
  tracking: Tracking;
}

/**
 * The schedule sweep: one query per 100 targets lists them with their tracking comments and what
 * GitHub shows of them now; only the targets that are due (sweep-due.ts) are advanced.
 */
async function sweep(deps: RunDeps, cause: string): Promise<RunResult> {
  const found = await sweepTargets(deps.octokit, deps.repo, ACTIVE_LABEL, deps.known.sweep);
  const due: Target[] = [];
  const skipped: NotDue[] = [];
  const now = deps.env.now();
  for (const item of found) {
    const target: Target = { kind: item.kind, number: item.number };
    if (item.comments === null) {
      due.push(target); // too many comments to see the tracking comment here: list them
      continue;
    }
    deps.known.comments.set(item.number, item.comments);
    const tracking = findTracking(item.comments, deps.selfId);
    const state = tracking.state;
    const verdict = state && isShipWorkflow(state) && item.kind === 'pull_request' && !isShipTerminal(state.status) ? sweepDue(state, item, now, deps.settings.reviewBots) : { due: true, why: '' };
    if (verdict.due) due.push(target);
    else skipped.push({ target, why: verdict.why, tracking });
  }
  return advanceTargets(deps, due, 'sweep', `${cause}: ${found.length} target(s) labelled ${ACTIVE_LABEL}, ${due.length} due`, skipped);
}

/** What RUN_CONTEXT read about the event's target. */
function knownFromContext(context: RunContext): Known {
  const known: Known = { comments: new Map(), subjects: new Map(), labelsOnCreate: new Map(), pulls: new Map(), sweep: context.sweep };
  const target = context.repository?.target;
  if (target) known.subjects.set(target.number, target.id);
  const comments = storedComments(target?.comments);
  if (target && comments) known.comments.set(target.number, comments);
  if (context.pull) known.pulls.set(context.pull.pull.number, { ...context.pull, labelsWritten: { add: [], remove: [] } });
  return known;
}

/** The pull request as RUN_CONTEXT read it (once), with the labels tend wrote since; else null. */
async function knownSnapshot(deps: RunDeps, number: number): Promise<PullSnapshot | null> {
  const read = deps.known.pulls.get(number);
  if (!read) return null;
  deps.known.pulls.delete(number);
  const snapshot = await snapshotFromPull(deps.octokit, deps.repo, read.viewer, read.pull);
  const { add, remove } = read.labelsWritten;
  return { ...snapshot, labels: [...new Set([...snapshot.labels, ...add])].filter((l) => !remove.includes(l)) };
}

/** Node ids of these labels when RUN_CONTEXT read every one of them (only tend:active is read); else null. */
function labelIdsOf(context: RunContext, names: string[]): string[] | null {
  const active = context.repository?.activeLabel?.id;
  if (names.length === 0 || !active || names.some((n) => n !== ACTIVE_LABEL)) return null;
  return [active];
}

/** Keeps the known pull request's labels in step with the labels tend just wrote on it. */
function noteLabels(deps: RunDeps, number: number, labels: { add: string[]; remove: string[] }): void {
  const read = deps.known.pulls.get(number);
  if (!read) return;
  read.labelsWritten.add.push(...labels.add);
  read.labelsWritten.remove.push(...labels.remove);
}

/** The comment store, answering the first listing of a target from what is already known. */
function knownStore(deps: RunDeps, store: CommentStore): CommentStore {
  return {
    ...store,
    async list(target) {
      const known = deps.known.comments.get(target.number);
      if (!known) return store.list(target);
      deps.known.comments.delete(target.number);
      return known;
    },
    async createAndList(target, body) {
      const subjectId = deps.known.subjects.get(target.number);
      if (!subjectId) {
        await store.create(target, body);
        return null;
      }
      const labels = deps.known.labelsOnCreate.get(target.number);
      const listed = await createCommentAndList(deps.octokit, subjectId, body, labels?.ids ?? []);
      // Sent with the comment: nothing is left to add (a failed request leaves them for runCommand).
      deps.known.labelsOnCreate.delete(target.number);
      return listed;
    },
  };
}

/** Runs the ship / fix machine on one pull request and reports what it did. */
/** `snapshot`: the pull request as this run just read it, so the first step need not read it again. */
async function advanceShip(deps: RunDeps, target: Target, tracking: Tracking, state: TargetState, store: CommentStore, triggeredAt?: string, snapshot: PullSnapshot | null = null): Promise<RunResult> {
  const preloaded = snapshot ?? (await knownSnapshot(deps, target.number));
  const writer = trackingWriter(store, target, deps.selfId, tracking, (state) => deps.redact(renderTrackingBody(state, deps.env.runUrl)));
  const result = await runShip(
    {
      octokit: deps.octokit,
      repo: deps.repo,
      settings: deps.settings,
      serverUrl: deps.env.serverUrl,
      workDir: join(deps.env.runnerTemp, 'tend', 'work'),
      now: deps.env.now,
      log: deps.log,
      save: async (state) => {
        await writer.save(state);
      },
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      pollMs: deps.env.pollMs,
      model: deps.model?.deps ?? null,
      redact: deps.redact,
      finish: async (final, pr) => {
        const comment = writer.comment;
        if (!comment?.nodeId || pr.headRefId === undefined || tracking.duplicates.length > 0) return null;
        const body = writer.render(final);
        const labelId = pr.labelIds?.[ACTIVE_LABEL];
        const outcome = await finishMerged(deps.octokit, {
          refId: pr.headRefId,
          comment: { id: comment.nodeId, body },
          label: labelId ? { labelableId: pr.id, labelId } : null,
        });
        writer.written(body);
        return outcome;
      },
    },
    target.number,
    state,
    tracking.state,
    // Text written after the command was given is not part of what it asked for.
    triggeredAt ?? deps.startedAt.toISOString(),
    preloaded,
  );
  if (isShipTerminal(result.state.status) && !result.labelRemoved) await removeLabel(deps.octokit, deps.repo, target.number, ACTIVE_LABEL);
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
    notes: result.notes,
  };
}

/** `ship.auto` in .github/tend.yml: start shipping matching pull requests without a command. */
/** A new ship request when ship.auto matches, with the snapshot it was decided on (read once). */
async function autoShipRequest(deps: RunDeps, target: Target): Promise<{ state: TargetState | null; snapshot: PullSnapshot | null }> {
  const auto = deps.settings.shipAuto!;
  const pr = (await knownSnapshot(deps, target.number)) ?? (await loadPullSnapshot(deps.octokit, deps.repo, target.number));
  if (pr.state !== 'OPEN' || pr.isDraft) return { state: null, snapshot: null };
  const matches =
    (auto.authors.length === 0 || (pr.author !== null && auto.authors.some((a) => a.toLowerCase() === pr.author!.login.toLowerCase()))) &&
    (auto.labels.length === 0 || auto.labels.some((l) => pr.labels.includes(l))) &&
    (auto.baseBranches.length === 0 || auto.baseBranches.includes(pr.baseRefName));
  if (!matches) return { state: null, snapshot: null };
  await addLabels(deps.octokit, deps.repo, target.number, [ACTIVE_LABEL]);
  const at = deps.env.now().toISOString();
  return {
    state: transition(initialState(target, at), { status: 'requested', workflow: 'ship', reason: `ship.auto in ${deps.settings.configPath} matches this pull request`, at }),
    snapshot: { ...pr, labels: [...new Set([...pr.labels, ACTIVE_LABEL])] },
  };
}

function isShipWorkflow(state: TargetState): boolean {
  return state.workflow === 'ship' || state.workflow === 'fix';
}

function base(workflow: string, target: Target | null, action: string, detail: string): RunResult {
  return { workflow, target, state: 'skipped', reason: '', route: { action, detail }, decisions: [], merged: false, trackingCommentId: null };
}

/** Comments are unique by id; labels and dispatches by the whole delivered payload. */
function eventKeyOf(env: RunEnvironment, steering: { via: string; commentId?: number }): string {
  if (steering.commentId !== undefined) return `comment:${steering.commentId}`;
  const digest = createHash('sha256').update(env.eventName).update(JSON.stringify(env.payload)).digest('hex').slice(0, 16);
  return `${steering.via}:${digest}`;
}

function singleTarget(routed: Route): Target | undefined {
  if (routed.action === 'command' || routed.action === 'intent') return routed.target;
  if (routed.action === 'advance' && routed.targets.length === 1) return routed.targets[0];
  return undefined;
}

/** The text of the comment that carried the command ('' for labels and dispatches). */
function commentBody(payload: unknown): string {
  const body = (payload as { comment?: { body?: unknown } } | null)?.comment?.body;
  return typeof body === 'string' ? body : '';
}

function payloadDefaultBranch(payload: unknown): string | undefined {
  const branch = (payload as { repository?: { default_branch?: unknown } } | null)?.repository?.default_branch;
  return typeof branch === 'string' && branch !== '' ? branch : undefined;
}
