// The run once its first read is in: settings and services from it → the workflow's handler → the
// result. run.ts loads this module (and with it every workflow's code) while that read is in flight.

import * as step from '../config/workflow-commands.js';
import type { RunEnvironment } from '../config/environment.js';
import type { InputName, InputValues } from '../config/inputs.js';
import { repoConfigFromBlob } from '../config/repo-file.js';
import { buildSettings } from '../config/settings.js';
import { setVerifyIsolation, setVerifyPath } from '../git/verify-command.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { Target } from '../core/target.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { openPullsForCommit, type RunContext } from '../github/run-context.js';
import type { Route } from '../route/route.js';
import { advanceTargets, sweep } from './advance.js';
import { labelRemoved } from './label-removed.js';
import { runCommand, subjectOfEvent } from './command.js';
import { runIntent } from './intent.js';
import { applySweepSchedule, beganWork, sweepScheduleAction } from './sweep-schedule.js';
import type { RunResult } from './result.js';
import { runServices, type RunServices } from './services.js';

/** What run.ts has ready when the first read is in. */
export interface RunBase {
  env: RunEnvironment;
  inputs: { values: InputValues; explicit: Set<InputName> };
  startedAt: Date;
  octokit: Octokit;
  repo: RepoRef;
  redact: (text: string) => string;
  log: (line: string) => void;
}

/** The routed workflow's result, with the settings that say how main.ts publishes it. */
export async function executeRun(base: RunBase, routed: Exclude<Route, { action: 'skip' }>, context: RunContext): Promise<{ result: RunResult; dryRun: boolean; auditPath: string | undefined }> {
  const { env, inputs } = base;
  const configPath = inputs.values['config-path'];
  const settings = buildSettings(inputs, repoConfigFromBlob(context.repository?.config, configPath), configPath);
  // Trusted workflow configuration, the same for every command the repository's code runs in.
  setVerifyIsolation(settings.verifyIsolation);
  setVerifyPath(settings.verifyPath);
  step.endGroup();

  const services = runServices({ ...base, values: inputs.values, settings }, context);
  const mcp = services.model?.mcp ?? null;
  let result: RunResult;
  try {
    const executed = await execute(services, routed, context);
    result = await switchSweepAfter(services, routed, executed);
  } finally {
    // The MCP servers end with the run, whichever way it ends.
    await mcp?.close();
  }
  return { result: { ...result, llm: services.model?.totals() ?? null, ...(mcp ? { mcp: mcp.record() } : {}) }, dryRun: settings.dryRun, auditPath: settings.auditPath };
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
