// Shared setup for end-to-end tests: an emulator with a ready-made world, and `run` that executes
// the committed dist/index.js the way the Actions runner does (or, for a world that asks, the
// sources' step in the test's process: `Steps` below), as tend's GITHUB_TOKEN.

import { basename, join } from 'node:path';
import { expect } from 'vitest';
import { ConcurrencyQueue } from '../../emulator/actions/concurrency.js';
import { WorkflowHost, type ScheduleOptions } from '../../emulator/actions/host.js';
import type { ApprovalSettings, EventCause, RunPlan } from '../../emulator/actions/trigger.js';
import { readWorkflow } from '../../emulator/actions/workflow.js';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { runAction, type ActionRun, type StepExecutor } from '../../emulator/runner.js';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.js';
import type { Issue, PullRequestData, TokenPermissions } from '../../emulator/state.js';
import type { WorkflowRun } from '../../emulator/webhooks/workflow-run-events.js';
import { SECRET_INPUTS } from '../../src/config/inputs.js';

export const ACTION_DIR = join(import.meta.dirname, '..', '..');
/** The workflow users copy: what `deliver` plays unless told another. */
export const EXAMPLE_WORKFLOW = join(ACTION_DIR, 'examples', 'tend.yml');
/** The schedule sweep's own workflow (tend switches it on and off): where `schedule` events go. */
export const SWEEP_WORKFLOW = join(ACTION_DIR, 'examples', 'tend-sweep.yml');

/** REST's listing of an issue's comments: where a run lists a discussion longer than its first query's page of 100. */
export const LIST_COMMENTS_PATH = /\/issues\/\d+\/comments$/;

/**
 * Makes `issue`'s discussion longer than the run's first query reads (100 comments, by the
 * outsider): a run then lists the comments over REST, a REST read in a `/tend ship` run that
 * otherwise reads only GraphQL, where a test can put a fault.
 */
export function lengthenDiscussion(t: Pick<E2E, 'emu' | 'world'>, issue: Issue): void {
  for (let i = 0; i < 100; i++) t.emu.state.addIssueComment(issue, t.world.accounts.outsider, `Thought ${i + 1} on this change.`);
}

export interface RunOptions {
  inputs?: Record<string, string>;
  rawPayload?: string;
  token?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Kills a spawned step when it aborts (emulator/runner.ts): a run killed on an event, not a timeout. */
  signal?: AbortSignal;
  /** Run the step in this process instead of spawning the bundle (test/support/in-process-step.ts). */
  execute?: StepExecutor;
  /** This run only, whatever the world's default: `spawn` where the test runs steps at once or kills one. */
  steps?: Steps;
}

/**
 * How a world runs the action's step. `spawn`: the committed dist/index.js in a new node process,
 * as the Actions runner does (secrets handed over, a hang killed at timeoutMs). `in-process`: the
 * sources' runStep in the test's process (test/support/in-process-step.ts), one step at a time:
 * for files whose tests are about what tend does, not about the process, and that never run two
 * steps at once. Spawning costs two node processes that load the whole bundle, ~1-4 s a run on
 * two busy cores; the runner-exact files (events.test.ts for every event kind, the trust suite's
 * secret and execution tests, the fault storm) keep spawning.
 */
export type Steps = 'spawn' | 'in-process';

/** What delivering an event through the Actions trigger model came to. */
export type Delivered =
  /** `awaitingApproval`: GitHub created the run and holds it for approval (T4, T9); nothing ran. */
  | { started: false; why: string; plan: RunPlan; awaitingApproval?: WorkflowRun }
  | { started: true; run: ActionRun; token: string; permissions: TokenPermissions; secrets: boolean; plan: Extract<RunPlan, { starts: true }> };

export interface E2E {
  emu: Emulator;
  world: World;
  /** Runs the bundle on this event as is: no trigger model, the world's GITHUB_TOKEN (write). */
  run(eventName: string, payload: unknown, options?: RunOptions): Promise<ActionRun>;
  /**
   * Delivers the event as GitHub Actions would to a workflow (examples/tend.yml unless `workflow`
   * names another file): tend runs only if the run and its job start (on:, the job's if:,
   * GITHUB_TOKEN and fork rules), after waiting in its concurrency group (a pending run that a
   * newer one replaces never runs), with a token minted for the job's permissions, without secret
   * inputs when the run has no secrets, and with the job's check run on the commit. Resolves when
   * the run has ended; several deliveries may be in flight at once.
   */
  deliver(eventName: string, payload: unknown, cause: EventCause, options?: Omit<RunOptions, 'token' | 'rawPayload'> & { workflow?: string }): Promise<Delivered>;
  /** A pull request on branch `feature` that changes src/widget.ts. */
  openPullRequest(): Promise<Issue & { pull: PullRequestData }>;
  /** Commits .github/tend.yml to the default branch. */
  writeConfig(text: string): Promise<void>;
  /**
   * The policy a test runs under in a world its file's tests share: commits .github/tend.yml only
   * when it differs from what the default branch holds, so tests under the same policy pay no commit.
   */
  useConfig(text: string): Promise<void>;
  stop(): Promise<void>;
}

/** How GitHub Actions treats the world's workflows: approval policies (T4, T9) and the schedule (T6). */
export interface ActionsOptions {
  approval?: ApprovalSettings;
  schedule?: ScheduleOptions;
}

/**
 * `options`: the emulator's clock and rate limits, for tests that move time or spend budgets; and
 * `actions`, how GitHub Actions holds, delays or drops the runs `deliver` plays.
 */
/**
 * Why a world reads mergeability as computed at once, where GitHub's window (P7: UNKNOWN to the
 * first read after a push to the head or base) is on in every other world. Only for a file whose
 * subject is another gate and that carries each pull request to a merge in one run; the window
 * itself is carried end to end by ship, behind-and-signed, ci-reentry and idle-sweep.
 */
export interface MergeabilityAtOnce {
  why: string;
}

/**
 * `config`: the world's .github/tend.yml on the default branch from its first commit (the policy
 * the file's tests share; `writeConfig` changes it later, as a commit).
 */
export async function startE2E(options: Pick<EmulatorOptions, 'clock' | 'rateLimits'> & { actions?: ActionsOptions; steps?: Steps; mergeabilityAtOnce?: MergeabilityAtOnce; config?: string } = {}): Promise<E2E> {
  const { actions: _actions, steps = 'spawn', mergeabilityAtOnce, config, ...emulatorOptions } = options;
  // Loaded on the first in-process run only: it imports all of src/, which a spawning world never needs.
  const inProcessStep = () => import('../support/in-process-step.js').then((module) => module.inProcessStep);
  const emu = await startEmulator(emulatorOptions);
  const world = await createWorld(emu, config === undefined ? {} : { config });
  let currentConfig = config;
  const writeConfig = async (text: string) => {
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/tend.yml': text }, message: 'Configure tend' });
    currentConfig = text;
  };
  if (mergeabilityAtOnce) emu.state.mergeabilityUnknownReads = 0;
  // One queue for the repository: concurrency groups are per repository, across workflows.
  const queue = new ConcurrencyQueue();
  const hosts = new Map<string, WorkflowHost>();
  const hostFor = (path: string): WorkflowHost => {
    let host = hosts.get(path);
    if (!host) hosts.set(path, (host = new WorkflowHost({ state: emu.state, repo: world.repo, actions: world.accounts.actions, workflow: readWorkflow(path), queue, ...(options.actions ?? {}) })));
    return host;
  };
  const run: E2E['run'] = async (eventName, payload, options = {}) => {
    const execute = options.execute ?? ((options.steps ?? steps) === 'in-process' ? await inProcessStep() : undefined);
    const run = await runAction({
      actionDir: ACTION_DIR,
      emulator: emu,
      repository: world.fullName,
      token: options.token ?? world.tokens.actions,
      eventName,
      payload,
      inputs: options.inputs,
      rawPayload: options.rawPayload,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(execute ? { execute } : {}),
      // Octokit's retries wait base × n²: keep them short so fault tests stay fast. GitHub's pacing
      // (writes and GraphQL ≥ 1 s apart, comments 3 s) still orders every request, in 10 ms seconds:
      // at GitHub's length a ship run slept ~15 s, and the suite with it. Mergeability is read again
      // after 5 ms instead of 3 s (the emulator counts reads, not time: mergeability.ts).
      env: { TEND_RETRY_BASE_MS: '20', TEND_GITHUB_PACING_MS: '10', TEND_MERGEABILITY_REREAD_MS: '5', ...(options.env ?? {}) },
    });
    // Every run, whatever the test is about: no token may appear anywhere a person can see.
    expectNoSecrets(run, world);
    if (options.token) expect(run.visibleText).not.toContain(options.token);
    return run;
  };
  return {
    emu,
    world,
    run,
    async deliver(eventName, payload, cause, options = {}) {
      const { workflow, inputs = {}, ...rest } = options;
      const delivered = await hostFor(workflow ?? EXAMPLE_WORKFLOW).deliver(eventName, payload as Record<string, unknown>, cause, async ({ run: plan, job, runId, token, secrets }) => {
        // A run without secrets gets empty secret inputs, as `${{ secrets.X }}` expands to ''.
        const given = secrets ? inputs : Object.fromEntries(Object.entries(inputs).filter(([name]) => !(SECRET_INPUTS as readonly string[]).includes(name)));
        const workflowRef = `${world.fullName}/.github/workflows/${basename(workflow ?? EXAMPLE_WORKFLOW)}@refs/heads/${world.repo.defaultBranch}`;
        const env = { GITHUB_SHA: plan.sha, GITHUB_REF: plan.ref, GITHUB_RUN_ID: runId, GITHUB_WORKFLOW: plan.workflowName, GITHUB_WORKFLOW_REF: workflowRef, GITHUB_JOB: job.id, GITHUB_ACTOR: cause.actor, ...(rest.env ?? {}) };
        const result = await run(eventName, payload, { ...rest, inputs: given, token, env });
        return { conclusion: result.exitCode === 0 ? 'success' : 'failure', result };
      });
      if (!delivered.started) return { started: false, why: delivered.why, plan: delivered.plan, ...(delivered.awaitingApproval ? { awaitingApproval: delivered.awaitingApproval } : {}) };
      const job = delivered.jobs.find((j) => j.started) ?? delivered.jobs[0];
      if (!job) return { started: false, why: `${delivered.plan.workflowName} has no job`, plan: delivered.plan };
      if (!job.started) return { started: false, why: job.why, plan: delivered.plan };
      return { started: true, run: job.result, token: job.token, permissions: job.permissions, secrets: job.secrets, plan: delivered.plan };
    },
    async openPullRequest() {
      await commitFiles(world.repo.bareDir, {
        branch: 'feature',
        from: 'main',
        files: { 'src/widget.ts': 'export const widget = 2;\n' },
        message: 'Bump widget',
        date: new Date('2026-01-02T00:00:00Z'),
      });
      return emu.state.createPullRequest(world.repo, { title: 'Bump widget', author: world.accounts.maintainer, head: 'feature' }) as Issue & { pull: PullRequestData };
    },
    writeConfig,
    async useConfig(text: string) {
      if (text !== currentConfig) await writeConfig(text);
    },
    stop: () => emu.stop(),
  };
}

/** Asserts that no token of the world appears anywhere a person or a later step could see. */
export function expectNoSecrets(run: ActionRun, world: World): void {
  for (const token of Object.values(world.tokens)) {
    expect(run.visibleText).not.toContain(token);
    expect(run.visibleText).not.toContain(Buffer.from(`x-access-token:${token}`).toString('base64'));
  }
}

/** Asserts the run failed with exactly one error line containing `text`. */
export function expectOneClearError(run: ActionRun, text: string): void {
  expect(run.exitCode, run.stdout + run.stderr).toBe(1);
  const errors = run.annotations.filter((a) => a.level === 'error');
  expect(errors).toHaveLength(1);
  expect(errors[0]!.message).toContain(text);
  expect(errors[0]!.message).not.toContain('\n');
  expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
}

/**
 * Time scaled alike on both sides, for tests of tend's waits under GitHub's limits: a second of
 * tend's rate-limit waiting lasts `secondMs` of wall time (TEND_RATE_LIMIT_SECOND_MS), and the
 * emulator's clock runs 1000 / secondMs times the wall clock, so the minute tend waits for is the
 * emulator's minute. The limits keep GitHub's numbers; `advance` moves the emulator's clock on.
 */
export function scaledTime(secondMs: number) {
  const start = Date.now();
  let ahead = 0;
  const now = () => new Date(start + (Date.now() - start) * (1000 / secondMs) + ahead);
  return {
    clock: { now },
    advance: (ms: number) => {
      ahead += ms;
    },
    /** A run's environment: scaled waits, starting on the emulator's time. */
    env: (): Record<string, string> => ({ TEND_RATE_LIMIT_SECOND_MS: String(secondMs), TEND_NOW: now().toISOString() }),
  };
}
