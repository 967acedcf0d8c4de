// CI on GitHub Actions, as tests play it: a workflow run on a pull request's head whose jobs are
// check runs of github-actions, ending in the one event GitHub delivers to other workflows for it,
// `workflow_run` (rule T2; rule T1: no check_run / check_suite event starts a workflow for these
// suites, so the helpers return none). Runs are kept per repository, outside the state, numbered
// per workflow as GitHub numbers them.

import type { Account, CheckConclusion, CheckRun, GitHubState, Repository } from './state.js';
import { nodeIdOf } from './state.js';
import { checkSuiteId } from './rest/json-checks.js';
import type { PullRequest } from './rest/json-pulls.js';
import { viewOf, type WebhookSource } from './webhooks/envelope.js';
import { workflowRunEvent, type Workflow, type WorkflowRun, type WorkflowRunEvents } from './webhooks/workflow-run-events.js';

export interface CiWorkflow {
  /** The workflow's `name:` (what tend's `on.workflow_run.workflows` lists). */
  name: string;
  path: string;
  /** Job names: each job is a check run of that name. */
  jobs: string[];
}

/** The sample repository's CI: one `build` job, the check branch protection requires. */
export const CI_WORKFLOW: CiWorkflow = { name: 'CI', path: '.github/workflows/ci.yml', jobs: ['build'] };

interface RepositoryRuns {
  workflows: Map<string, Workflow>;
  runs: WorkflowRun[];
}

const byRepository = new WeakMap<Repository, RepositoryRuns>();

function runsOf(repo: Repository): RepositoryRuns {
  let runs = byRepository.get(repo);
  if (!runs) {
    runs = { workflows: new Map(), runs: [] };
    byRepository.set(repo, runs);
  }
  return runs;
}

/** Every workflow run started in `repo`, oldest first. */
export function workflowRuns(repo: Repository): readonly WorkflowRun[] {
  return runsOf(repo).runs;
}

export interface RunOptions {
  workflow?: CiWorkflow;
  actor?: Account;
  /**
   * The event that started the run (default `pull_request`). A `workflow_dispatch` run's check
   * runs land on the head but count for no pull request (T10).
   */
  event?: string;
}

function workflowOf(state: GitHubState, repo: Repository, spec: CiWorkflow): Workflow {
  const store = runsOf(repo);
  let workflow = store.workflows.get(spec.path);
  if (!workflow) {
    const id = state.newId();
    workflow = { id, nodeId: nodeIdOf('Workflow', id), name: spec.name, path: spec.path };
    store.workflows.set(spec.path, workflow);
  }
  return workflow;
}

function recordRun(state: GitHubState, repo: Repository, input: Omit<WorkflowRun, 'id' | 'nodeId' | 'runNumber' | 'runAttempt' | 'createdAt' | 'updatedAt'>): WorkflowRun {
  const store = runsOf(repo);
  const id = state.newId();
  const now = state.now();
  const run: WorkflowRun = {
    id,
    nodeId: nodeIdOf('WorkflowRun', id),
    runNumber: store.runs.filter((r) => r.workflow.id === input.workflow.id).length + 1,
    runAttempt: 1,
    createdAt: now,
    updatedAt: now,
    ...input,
  };
  store.runs.push(run);
  return run;
}

/** A run of `workflow` on the pull request's head now, its jobs in progress. */
export function startWorkflowRun(state: GitHubState, repo: Repository, pr: PullRequest, options: RunOptions = {}): WorkflowRun {
  const spec = options.workflow ?? CI_WORKFLOW;
  const actions = state.account('github-actions[bot]');
  if (!actions) throw new Error('the state has no github-actions[bot] account to run jobs as');
  const workflow = workflowOf(state, repo, spec);
  const event = options.event ?? 'pull_request';
  const headSha = state.headOid(repo, pr);
  const jobs = spec.jobs.map((name) => state.addCheckRun(repo, { name, headSha, status: 'in_progress', app: actions, workflowName: spec.name, event }));
  const first = jobs[0];
  if (!first) throw new Error(`workflow ${spec.name} has no jobs`);
  return recordRun(state, repo, {
    workflow,
    event,
    headSha,
    headBranch: pr.pull.headRef,
    pull: pr,
    actor: options.actor ?? pr.author,
    status: 'in_progress',
    conclusion: null,
    jobs,
    checkSuiteId: checkSuiteId(repo, first),
  });
}

/**
 * A run GitHub created but holds until someone with write access approves it (T9: a pull request
 * pushed or opened with GITHUB_TOKEN; T4: a first-time contributor's fork): `status: completed`,
 * `conclusion: action_required`, no jobs, so no check run on the head. The REST runs list shows it;
 * the commit's check runs and the pull request's checks do not.
 */
export function recordRunAwaitingApproval(
  state: GitHubState,
  repo: Repository,
  input: { workflow: Pick<CiWorkflow, 'name' | 'path'>; event: string; headSha: string; headBranch: string; pull: PullRequest | null; actor: Account },
): WorkflowRun {
  return recordRun(state, repo, {
    workflow: workflowOf(state, repo, { ...input.workflow, jobs: [] }),
    event: input.event,
    headSha: input.headSha,
    headBranch: input.headBranch,
    pull: input.pull,
    actor: input.actor,
    status: 'completed',
    conclusion: 'action_required',
    jobs: [],
    // The run's suite exists (it concluded action_required) and holds no check run.
    checkSuiteId: state.newId(),
  });
}

/** Every job ends with `conclusion`, and so does the run. */
export function completeWorkflowRun(state: GitHubState, run: WorkflowRun, conclusion: CheckConclusion): void {
  for (const job of run.jobs) state.completeCheckRun(job, conclusion);
  run.status = 'completed';
  run.conclusion = conclusion;
  run.updatedAt = state.now();
}

/**
 * CI runs on the pull request's head and finishes: the jobs' check runs land on the head, and the
 * `workflow_run completed` payload GitHub then delivers to workflows listening for it is returned.
 */
export function runCiOnActions(
  source: WebhookSource,
  repo: Repository,
  pr: PullRequest,
  options: RunOptions & { conclusion?: CheckConclusion } = {},
): { run: WorkflowRun; event: WorkflowRunEvents['completed'] } {
  const { state } = viewOf(source);
  const run = startWorkflowRun(state, repo, pr, options);
  completeWorkflowRun(state, run, options.conclusion ?? 'success');
  return { run, event: workflowRunEvent(source, repo, run, 'completed') };
}

/** The run a job (an Actions check run) belongs to, or undefined for a check run made outside Actions. */
export function runOfJob(repo: Repository, jobId: number): WorkflowRun | undefined {
  return runsOf(repo).runs.find((run) => run.jobs.some((job) => job.id === jobId));
}

/** How the next attempt of a run's jobs ends, as a test scripts it (absent: the attempt stays in progress). */
const rerunOutcomes = new WeakMap<WorkflowRun, { conclusion: CheckConclusion; report?: CheckRun['report'] }>();

/** Scripts the next re-run of `run`: its new attempt's jobs end with `conclusion` (and `report`) at once. */
export function scriptRerun(run: WorkflowRun, conclusion: CheckConclusion, report?: CheckRun['report']): void {
  rerunOutcomes.set(run, report ? { conclusion, report } : { conclusion });
}

/**
 * A re-run: a new attempt of the run (`run_attempt` + 1) in which each job re-run is a new check
 * run of the same name on the same commit (the newest per name, so the head's checks show it),
 * queued, or ended as the test scripted. Jobs not re-run keep their earlier check run.
 */
export function rerunJobs(state: GitHubState, repo: Repository, run: WorkflowRun, jobs: readonly CheckRun[]): void {
  const scripted = rerunOutcomes.get(run);
  rerunOutcomes.delete(run);
  run.runAttempt += 1;
  run.status = scripted ? 'completed' : 'in_progress';
  run.conclusion = null;
  run.updatedAt = state.now();
  run.jobs = run.jobs.map((job) => {
    if (!jobs.includes(job)) return job;
    const again = state.addCheckRun(repo, { name: job.name, headSha: job.headSha, status: 'queued', app: job.app, ...(job.workflowName ? { workflowName: job.workflowName } : {}), ...(job.event ? { event: job.event } : {}) });
    if (scripted) {
      if (scripted.report) again.report = scripted.report;
      state.completeCheckRun(again, scripted.conclusion);
    }
    return again;
  });
  if (scripted) run.conclusion = run.jobs.every((job) => job.conclusion === 'success' || job.conclusion === 'skipped') ? 'success' : 'failure';
}
