// One run: the route main.ts decided → the first query (config, the target, its comments) →
// settings and services → the workflow's handler → a result main.ts publishes. This file only
// sequences; decisions live in the workflows, I/O in src/github, src/git and src/llm.

import * as step from '../config/workflow-commands.js';
import type { RunEnvironment } from '../config/environment.js';
import { inputSecrets, type InputName, type InputValues } from '../config/inputs.js';
import { repoConfigFromBlob } from '../config/repo-file.js';
import { buildSettings } from '../config/settings.js';
import { pinPrograms } from '../git/programs.js';
import { setVerifyIsolation, setVerifyPath } from '../git/verify-command.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { Target } from '../core/target.js';
import { countRequests, createOctokit, rateLimitStop, type ApiCounts, type Octokit } from '../github/client.js';
import { loadRunContext, openPullsForCommit, type RunContext } from '../github/run-context.js';
import { redactor } from '../core/redact.js';
import type { Route } from '../route/route.js';
import { advanceTargets, sweep } from './advance.js';
import { labelRemoved } from './label-removed.js';
import { runCommand, subjectOfEvent } from './command.js';
import { runIntent } from './intent.js';
import { lostCommandWindow } from './lost-command.js';
import { applySweepSchedule, beganWork, sweepScheduleAction } from './sweep-schedule.js';
import type { RunResult } from './result.js';
import { payloadDefaultBranch, payloadHeadBranch, runServices, type RunServices } from './services.js';

/** A routed run's result, with what it cost, for main.ts to publish. */
interface RunReport {
  result: RunResult;
  api: ApiCounts;
  startedAt: Date;
  dryRun: boolean;
  auditPath: string | undefined;
}

export async function runTend(env: RunEnvironment, inputs: { values: InputValues; explicit: Set<InputName> }, routed: Exclude<Route, { action: 'skip' }>): Promise<RunReport> {
  const startedAt = env.now();
  // git and the confinement's programs by absolute path, found before any foreign code can have
  // left a program of the same name on PATH (git/programs.ts).
  pinPrograms();
  const redact = redactor(inputSecrets(inputs.values));
  const log = (line: string) => step.info(redact(line));
  const jobClock = {
    now: env.now,
    deadline: new Date(startedAt.getTime() + inputs.values['job-timeout-minutes'] * 60_000),
    secondMs: env.rateLimitSecondMs ?? 1000,
  };
  const octokit = createOctokit(inputs.values['github-token'], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, throttle: env.throttle, pacingSecondMs: env.pacingSecondMs, log, jobClock });
  try {
    const report = await runWith(octokit, env, inputs, routed, startedAt, redact, log);
    // A workflow may have taken a refused request in its stride; the run still ends on the limit.
    const stopped = rateLimitStop(octokit);
    if (stopped) throw stopped;
    return report;
  } catch (error) {
    // Whatever a refused request became on its way up, the run stopped for the rate limit.
    throw rateLimitStop(octokit) ?? error;
  }
}

async function runWith(
  octokit: Octokit,
  env: RunEnvironment,
  inputs: { values: InputValues; explicit: Set<InputName> },
  routed: Exclude<Route, { action: 'skip' }>,
  startedAt: Date,
  redact: (text: string) => string,
  log: (line: string) => void,
): Promise<RunReport> {
  const api = countRequests(octokit);
  const repo = { owner: env.owner, repo: env.repo };

  const configPath = inputs.values['config-path'];
  step.startGroup('tend: context');
  const target = singleTarget(routed);
  const context = await loadRunContext(octokit, repo, {
    configPath,
    defaultBranch: payloadDefaultBranch(env.payload),
    targetNumber: target?.number,
    withPull: target?.kind === 'pull_request',
    ...(routed.action === 'sweep' ? { sweepLabel: ACTIVE_LABEL, commandsSince: lostCommandWindow(env.now(), startedAt).since } : {}),
    activeLabel: ACTIVE_LABEL,
    // A new ship request asks which review bots act on the repository: with this query, not after it.
    withRecentPulls: routed.action === 'command' && routed.target.kind === 'pull_request' && (routed.verb === 'ship' || routed.verb === 'fix'),
    // A label command was given when the label went on (the timeline says; the payload does not).
    withLabelEvents: routed.action === 'command' && routed.steering.via === 'label',
    // What deleting the head after a merge must know is read here, where the event names the head.
    ...(target?.kind === 'pull_request' ? { headBranch: payloadHeadBranch(env.payload, target.number) } : {}),
  });
  const settings = buildSettings(inputs, repoConfigFromBlob(context.repository?.config, configPath), configPath);
  // Trusted workflow configuration, the same for every command the repository's code runs in.
  setVerifyIsolation(settings.verifyIsolation);
  setVerifyPath(settings.verifyPath);
  step.endGroup();

  const services = runServices({ env, values: inputs.values, startedAt, octokit, repo, settings, redact, log }, context);
  const mcp = services.model?.mcp ?? null;
  let result: RunResult;
  try {
    const executed = await execute(services, routed, context);
    result = await switchSweepAfter(services, routed, executed);
  } finally {
    // The MCP servers end with the run, whichever way it ends.
    await mcp?.close();
  }
  return { result: { ...result, llm: services.model?.totals() ?? null, ...(mcp ? { mcp: mcp.record() } : {}) }, api, startedAt, dryRun: settings.dryRun, auditPath: settings.auditPath };
}

// The chat workflows (and through their adapters every chat platform's SDK) are imported where a
// run dispatches to them, so a run of another workflow neither loads nor evaluates them: the
// bundle keeps them in chunks of their own.
const chatThread = () => import('../chat/thread/handler.js');

async function execute(services: RunServices, routed: Exclude<Route, { action: 'skip' }>, context: RunContext): Promise<RunResult> {
  switch (routed.action) {
    case 'command':
      return runCommand(services, routed, subjectOfEvent(context, services.env.payload));
    case 'advance':
      return advanceTargets(services, routed.targets, 'advance', routed.cause);
    case 'advance-commit': {
      const numbers = await openPullsForCommit(services.octokit, services.repo, routed.sha, ACTIVE_LABEL);
      const targets = numbers.map((number): Target => ({ kind: 'pull_request', number }));
      if (targets.length === 0) {
        const short = routed.sha.slice(0, 7);
        return { workflow: 'advance', target: null, state: 'skipped', reason: `Nothing to do: no open pull request tend works on (labelled ${ACTIVE_LABEL}) has ${short} as its head.`, route: { action: 'advance-commit', detail: `${routed.cause} on ${short}` }, decisions: [], merged: false, trackingCommentId: null };
      }
      return advanceTargets(services, targets, 'advance-commit', routed.cause);
    }
    case 'sweep':
      return sweep(services, routed.cause);
    case 'chat-watch': {
      const [{ chatWatchWorkflow }, { chatContextSweep }] = await Promise.all([import('../chat/watch/handler.js'), chatThread()]);
      const watched = await chatWatchWorkflow.handle(services, { cause: routed.cause });
      // The scheduled chat run also ends the waits for context that are over (document 001 §5 step 5).
      const woken = await chatContextSweep(services);
      return woken.length === 0 ? watched : { ...watched, decisions: [...watched.decisions, ...woken.map((why) => ({ target: null, decision: 'context wait over', why }))] };
    }
    case 'intent':
      return runIntent(services, routed, (command) => runCommand(services, command, subjectOfEvent(context, services.env.payload)));
    case 'chat':
      return (await chatThread()).chatThreadWorkflow.handle(services, { kind: 'dispatch', clientPayload: routed.clientPayload, sender: routed.sender.login });
    case 'chat-tier2':
      return (await chatThread()).chatThreadWorkflow.handle(services, { kind: 'tier2', issue: routed.number, sender: routed.sender.login });
    case 'chat-context':
      return (await chatThread()).chatThreadWorkflow.handle(services, { kind: 'context', issue: routed.number, comment: routed.comment });
    case 'label-removed':
      return labelRemoved(services, routed);
  }
}

/** A run that began work on a target enables the sweep workflow (sweep-schedule.ts); the sweep switches itself. */
async function switchSweepAfter(services: RunServices, routed: Exclude<Route, { action: 'skip' }>, result: RunResult): Promise<RunResult> {
  if (!services.settings.sweepWorkflow || routed.action === 'sweep') return result;
  const payload = services.env.payload as { action?: unknown } | null;
  const began = beganWork({ route: routed.action, eventName: services.env.eventName, eventAction: typeof payload?.action === 'string' ? payload.action : undefined, workflow: result.workflow, status: result.state });
  const notes = await applySweepSchedule(services, sweepScheduleAction({ run: 'target', began }));
  return notes.length > 0 ? { ...result, notes: [...(result.notes ?? []), ...notes] } : result;
}

/** The one target the first query reads with the run (its comments, and the pull request), if the route names one. */
function singleTarget(routed: Route): Target | undefined {
  if (routed.action === 'command' || routed.action === 'intent') return routed.target;
  if (routed.action === 'advance' && routed.targets.length === 1) return routed.targets[0];
  return undefined;
}
