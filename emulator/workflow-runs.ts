// CI on GitHub Actions, as tests play it: a workflow run on a pull request's head whose jobs are
// check runs of github-actions, ending in the one event GitHub delivers to other workflows for it,
// `workflow_run` (rule T2; rule T1: no check_run / check_suite event starts a workflow for these
// suites, so the helpers return none). Runs are kept per repository, outside the state, numbered
// per workflow as GitHub numbers them.

import type { Account, CheckConclusion, GitHubState, Repository } from './state.js';
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

/** A `pull_request` run of `workflow` on the pull request's head now, its jobs in progress. */
export function startWorkflowRun(state: GitHubState, repo: Repository, pr: PullRequest, options: { workflow?: CiWorkflow; actor?: Account } = {}): WorkflowRun {
  const spec = options.workflow ?? CI_WORKFLOW;
  const actions = state.account('github-actions[bot]');
  if (!actions) throw new Error('the state has no github-actions[bot] account to run jobs as');
  const store = runsOf(repo);
  let workflow = store.workflows.get(spec.path);
  if (!workflow) {
    const id = state.newId();
    workflow = { id, nodeId: nodeIdOf('Workflow', id), name: spec.name, path: spec.path };
    store.workflows.set(spec.path, workflow);
  }
  const headSha = state.headOid(repo, pr);
  const jobs = spec.jobs.map((name) => state.addCheckRun(repo, { name, headSha, status: 'in_progress', app: actions }));
  const first = jobs[0];
  if (!first) throw new Error(`workflow ${spec.name} has no jobs`);
  const id = state.newId();
  const now = state.now();
  const run: WorkflowRun = {
    id,
    nodeId: nodeIdOf('WorkflowRun', id),
    workflow,
    runNumber: store.runs.filter((r) => r.workflow.id === workflow.id).length + 1,
    runAttempt: 1,
    event: 'pull_request',
    headSha,
    headBranch: pr.pull.headRef,
    pull: pr,
    actor: options.actor ?? pr.author,
    status: 'in_progress',
    conclusion: null,
    jobs,
    checkSuiteId: checkSuiteId(repo, first),
    createdAt: now,
    updatedAt: now,
  };
  store.runs.push(run);
  return run;
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
  options: { conclusion?: CheckConclusion; workflow?: CiWorkflow; actor?: Account } = {},
): { run: WorkflowRun; event: WorkflowRunEvents['completed'] } {
  const { state } = viewOf(source);
  const run = startWorkflowRun(state, repo, pr, options);
  completeWorkflowRun(state, run, options.conclusion ?? 'success');
  return { run, event: workflowRunEvent(source, repo, run, 'completed') };
}
