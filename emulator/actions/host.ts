// Plays GitHub Actions for one workflow of one repository: an event goes through the trigger model
// (planRun), the run and its jobs through their concurrency groups (one queue per repository),
// each job that starts gets its own GITHUB_TOKEN with the run's permissions and its check run on
// the commit, and the caller's `execute` does the job's work (the e2e harness runs the bundle).
// A run GitHub holds for approval (T4, T9) is recorded as such and runs nothing; schedule runs
// come at most every 5 minutes, late or not at all when the world says so (T6).

import { basename } from 'node:path';
import { fakeToken } from '../fixtures.js';
import { readCommit } from '../rest/git-data.js';
import type { Account, CheckConclusion, GitHubState, Repository, TokenPermissions } from '../state.js';
import type { PullRequest } from '../rest/json-pulls.js';
import type { WorkflowRun } from '../webhooks/workflow-run-events.js';
import { recordRunAwaitingApproval } from '../workflow-runs.js';
import { workflowState } from '../rest/actions-workflows.js';
import { endJobCheck, startJobCheck, type RunChecks } from './check-runs.js';
import { ConcurrencyQueue, type Admission } from './concurrency.js';
import { planRun, type ApprovalSettings, type EventCause, type JobPlan, type RepositoryFacts, type RunPlan } from './trigger.js';
import type { WorkflowSpec } from './workflow.js';

type StartedRun = Extract<RunPlan, { starts: true }>;

/** What a job's step sees of the run: its token and whether secrets reach it. */
export interface JobContext {
  run: StartedRun;
  job: JobPlan;
  runId: string;
  /** A fresh token acting as github-actions[bot], capped to the job's permissions. */
  token: string;
  permissions: TokenPermissions;
  secrets: boolean;
}

export type JobOutcome<T> =
  | { job: JobPlan; started: false; why: string }
  | { job: JobPlan; started: true; token: string; permissions: TokenPermissions; secrets: boolean; conclusion: CheckConclusion; result: T };

export type Delivery<T> =
  | { started: false; why: string; plan: RunPlan; jobs: JobOutcome<T>[]; awaitingApproval?: WorkflowRun }
  | { started: true; plan: StartedRun; jobs: JobOutcome<T>[] };

export interface WorkflowHostOptions {
  state: GitHubState;
  repo: Repository;
  /** github-actions[bot]: owns the check runs and every GITHUB_TOKEN. */
  actions: Account;
  workflow: WorkflowSpec;
  defaultPermissions?: 'permissive' | 'restricted';
  /** Shared by every workflow of the repository (groups are per repository). */
  queue?: ConcurrencyQueue;
  approval?: ApprovalSettings;
  schedule?: ScheduleOptions;
}

/**
 * How GitHub keeps (or does not keep) a workflow's schedule (T6). Deterministic: no randomness, so
 * a test says exactly which ticks run, when.
 */
export interface ScheduleOptions {
  /** Every schedule run starts this long after its tick (GitHub delays them under load). */
  delayMs?: number;
  /** Every n-th schedule tick is dropped (1: every one), counted from the first. */
  dropEvery?: number;
  /** How a delay is waited out: real time unless a test moves its own clock. */
  wait?: (ms: number) => Promise<void>;
  /**
   * Apply the 60-day rule: a public repository whose default branch's last commit is 60 days older
   * than the state's clock runs no schedule. Off by default: fixtures commit with fixed dates.
   */
  disableWhenInactive?: boolean;
}

/** T6: "The shortest interval you can run scheduled workflows is once every 5 minutes." */
export const SCHEDULE_MIN_INTERVAL_MS = 5 * 60_000;

export class WorkflowHost {
  readonly queue: ConcurrencyQueue;
  /** Run ids are unique across workflows (GitHub's are across the whole site). */
  private static runs = 0;
  private readonly waiting = new Map<string, (admitted: boolean) => void>();
  private scheduleTicks = 0;
  private lastScheduleRun: number | null = null;

  constructor(private readonly options: WorkflowHostOptions) {
    this.queue = options.queue ?? new ConcurrencyQueue();
  }

  /**
   * Delivers one event. Resolves when the run has ended: at once when it does not start, after
   * waiting in its group when it is pending, with `started: false` when its group cancelled it.
   */
  async deliver<T>(
    eventName: string,
    payload: Record<string, unknown>,
    cause: EventCause,
    execute: (context: JobContext) => Promise<{ conclusion: CheckConclusion; result: T }>,
  ): Promise<Delivery<T>> {
    const { state, repo } = this.options;
    // A disabled workflow is "stopped from being triggered": no event starts it, its schedule included.
    const file = basename(this.options.workflow.path);
    if (workflowState(repo, file) !== 'active') {
      const why = `the workflow ${file} is disabled (${workflowState(repo, file)}): it starts no run`;
      return { started: false, why, plan: { starts: false, why }, jobs: [] };
    }
    if (eventName === 'schedule' && this.options.workflow.on.has('schedule')) {
      const skipped = await this.keepSchedule();
      if (skipped) return { started: false, why: skipped, plan: { starts: false, why: skipped }, jobs: [] };
    }
    WorkflowHost.runs += 1;
    const runId = String(2_000_000 + WorkflowHost.runs);
    const plan = planRun(this.options.workflow, eventName, payload, cause, this.facts(), runId);
    if (!plan.starts) {
      if (!plan.awaitingApproval) return { started: false, why: plan.why, plan, jobs: [] };
      const held = this.holdForApproval(eventName, payload, cause, plan.awaitingApproval);
      return { started: false, why: plan.why, plan, jobs: [], awaitingApproval: held };
    }
    if (eventName === 'schedule') this.lastScheduleRun = state.clock.now().getTime();
    const checks: RunChecks = { state, repo, app: this.options.actions };
    const runKey = `run ${runId}`;
    // T5: a workflow-level group holds the run before any job is planned, skipped jobs or not.
    if (!(await this.admit(runKey, plan.concurrency))) {
      for (const job of plan.jobs) endJobCheck(checks, plan, job, 'cancelled');
      return { started: false, why: this.cancelReason(runKey), plan, jobs: [] };
    }
    try {
      const jobs = await Promise.all(plan.jobs.map((job) => this.runJob(checks, plan, job, runId, execute)));
      return { started: true, plan, jobs };
    } finally {
      this.release(runKey);
    }
  }

  private facts(): RepositoryFacts {
    const { state, repo } = this.options;
    const defaultBranchSha = state.refOid(repo, repo.defaultBranch) ?? '0'.repeat(40);
    // Repository activity, as far as the emulator knows it: the default branch's last commit (a
    // push there re-enables a schedule GitHub disabled).
    const lastActivityAt = this.options.schedule?.disableWhenInactive ? readCommit(repo, defaultBranchSha)?.committer.date : undefined;
    return {
      fullName: state.fullName(repo),
      defaultBranch: repo.defaultBranch,
      defaultBranchSha,
      private: repo.private,
      refSha: (ref) => state.refOid(repo, ref),
      ...(this.options.defaultPermissions ? { defaultPermissions: this.options.defaultPermissions } : {}),
      ...(this.options.approval ? { approval: this.options.approval } : {}),
      ...(lastActivityAt ? { lastActivityAt, now: state.now() } : {}),
    };
  }

  /** T6: why GitHub runs no schedule for this tick (dropped, or too soon), else null after its delay. */
  private async keepSchedule(): Promise<string | null> {
    const options = this.options.schedule ?? {};
    this.scheduleTicks += 1;
    if (options.dropEvery && this.scheduleTicks % options.dropEvery === 0) return `GitHub dropped this schedule run (tick ${this.scheduleTicks}; dropEvery ${options.dropEvery})`;
    if (options.delayMs) await (options.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(options.delayMs);
    const now = this.options.state.clock.now().getTime();
    if (this.lastScheduleRun !== null && now - this.lastScheduleRun < SCHEDULE_MIN_INTERVAL_MS) {
      return `GitHub runs a workflow's schedule at most every ${SCHEDULE_MIN_INTERVAL_MS / 60_000} minutes`;
    }
    return null;
  }

  /** T4, T9: the run exists, concluded action_required, with no job and so no check run. */
  private holdForApproval(eventName: string, payload: Record<string, unknown>, cause: EventCause, held: NonNullable<Extract<RunPlan, { starts: false }>['awaitingApproval']>): WorkflowRun {
    const { state, repo, workflow } = this.options;
    const number = (payload.pull_request as { number?: number } | undefined)?.number;
    const issue = number === undefined ? undefined : state.issue(repo, number);
    const pull = issue?.pull ? (issue as PullRequest) : null;
    const actor = state.account(cause.actor) ?? this.options.actions;
    return recordRunAwaitingApproval(state, repo, { workflow: { name: workflow.name, path: workflow.path }, event: eventName, headSha: held.headSha, headBranch: held.headBranch, pull, actor });
  }

  private async runJob<T>(
    checks: RunChecks,
    run: StartedRun,
    job: JobPlan,
    runId: string,
    execute: (context: JobContext) => Promise<{ conclusion: CheckConclusion; result: T }>,
  ): Promise<JobOutcome<T>> {
    if (!job.starts) {
      endJobCheck(checks, run, job, 'skipped');
      return { job, started: false, why: job.why ?? 'skipped' };
    }
    const jobKey = `job ${runId}/${job.id}`;
    // Job-level groups: only a job that starts gets here.
    if (!(await this.admit(jobKey, job.concurrency))) {
      endJobCheck(checks, run, job, 'cancelled');
      return { job, started: false, why: this.cancelReason(jobKey) };
    }
    try {
      const token = fakeToken('ghs');
      this.options.state.addToken(token, this.options.actions, { permissions: job.token.permissions });
      const check = startJobCheck(checks, run, job);
      try {
        const { conclusion, result } = await execute({ run, job, runId, token, permissions: job.token.permissions, secrets: run.secrets });
        endJobCheck(checks, run, job, conclusion, check);
        return { job, started: true, token, permissions: job.token.permissions, secrets: run.secrets, conclusion, result };
      } catch (error) {
        endJobCheck(checks, run, job, 'failure', check);
        throw error;
      } finally {
        // GitHub expires a job's token when the job completes.
        this.options.state.tokens.delete(token);
        this.options.state.tokenCeilings.delete(token);
      }
    } finally {
      this.release(jobKey);
    }
  }

  /** Resolves true when the entry runs (at once or after pending), false when its group cancelled it. */
  private admit(id: string, concurrency: { group: string; cancelInProgress: boolean } | null): Promise<boolean> {
    const admission: Admission = this.queue.enqueue(id, concurrency);
    for (const cancelled of admission.cancelled) {
      this.waiting.get(cancelled)?.(false);
      this.waiting.delete(cancelled);
    }
    if (admission.state === 'running') return Promise.resolve(true);
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  private release(id: string): void {
    const next = this.queue.finish(id);
    if (next === null) return;
    this.waiting.get(next)?.(true);
    this.waiting.delete(next);
  }

  private cancelReason(id: string): string {
    return `cancelled: ${this.queue.cancelled().find((c) => c.id === id)?.why ?? 'its concurrency group cancelled it'}`;
  }
}
