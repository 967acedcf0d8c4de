// `workflow_run` event payloads (GitHub rule T2): how one workflow learns that another finished,
// and, with CI on GitHub Actions, the only CI event that starts a workflow at all (check_run and
// check_suite never do for suites Actions made, rule T1). The state holds no workflow runs: a run is
// the record below, its jobs are check runs of github-actions on the head in the state.

import type { Account, CheckConclusion, CheckRun, Repository } from '../state.js';
import { nodeIdOf } from '../state.js';
import { readCommit } from '../rest/git-data.js';
import { repoApiUrl, repoHtmlUrl, repositoryCore, userJson, type View } from '../rest/json-core.js';
import { headRepository, pullMinimalJson, type PullRequest } from '../rest/json-pulls.js';
import { fromExample, headCommitJson, viewOf, type Schemas, type WebhookSource } from './envelope.js';

export interface WorkflowRunEvents {
  requested: Schemas['webhook-workflow-run-requested'];
  in_progress: Schemas['webhook-workflow-run-in-progress'];
  completed: Schemas['webhook-workflow-run-completed'];
}

/** A workflow file on the default branch, as the `workflow` key shows it. */
export interface Workflow {
  id: number;
  nodeId: string;
  /** The workflow's `name:`, what `on.workflow_run.workflows` lists. */
  name: string;
  path: string;
}

export interface WorkflowRun {
  id: number;
  nodeId: string;
  workflow: Workflow;
  runNumber: number;
  runAttempt: number;
  /** The event that started the run (`pull_request`, `push` ...). */
  event: string;
  headSha: string;
  headBranch: string;
  /** The pull request the run was started for, when one was (its head decides fork or not). */
  pull: PullRequest | null;
  actor: Account;
  status: 'requested' | 'in_progress' | 'completed';
  conclusion: CheckConclusion | null;
  /** Its jobs, each a check run of github-actions on the head. */
  jobs: CheckRun[];
  /** The jobs' check suite. */
  checkSuiteId: number;
  createdAt: string;
  updatedAt: string;
}

type CompletedRun = Schemas['webhook-workflow-run-completed']['workflow_run'];

/** `workflow_run`; the sender is the run's actor, as GitHub sends it. */
export function workflowRunEvent<A extends keyof WorkflowRunEvents>(source: WebhookSource, repo: Repository, run: WorkflowRun, action: A): WorkflowRunEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-workflow-run-completed']>(view, repo, run.actor, 'workflow_run', { action });
  const api = repoApiUrl(view, repo);
  const html = repoHtmlUrl(view, repo);
  const workflow: NonNullable<Schemas['webhooks_workflow']> = {
    id: run.workflow.id,
    node_id: run.workflow.nodeId,
    name: run.workflow.name,
    path: run.workflow.path,
    state: 'active',
    url: `${api}/actions/workflows/${run.workflow.id}`,
    html_url: `${html}/blob/${repo.defaultBranch}/${run.workflow.path}`,
    badge_url: `${html}/workflows/${encodeURIComponent(run.workflow.name)}/badge.svg`,
    created_at: run.createdAt,
    updated_at: run.createdAt,
  };
  return { ...payload, action, workflow, workflow_run: workflowRunJson(view, repo, run) satisfies CompletedRun } as unknown as WorkflowRunEvents[A];
}

/** The `workflow_run` object, every field from the run (none left from the example). */
export function workflowRunJson(source: WebhookSource, repo: Repository, run: WorkflowRun) {
  const view = viewOf(source);
  const api = repoApiUrl(view, repo);
  const html = repoHtmlUrl(view, repo);
  const runUrl = `${api}/actions/runs/${run.id}`;
  const commit = readCommit(repo, run.headSha);
  if (!commit) throw new Error(`${run.headSha} is not a commit in ${repo.bareDir}`);
  const actor = userJson(view, run.actor);
  return {
    id: run.id,
    node_id: run.nodeId,
    name: run.workflow.name,
    display_title: run.pull?.title ?? commit.message.split('\n')[0] ?? '',
    path: run.workflow.path,
    workflow_id: run.workflow.id,
    workflow_url: `${api}/actions/workflows/${run.workflow.id}`,
    run_number: run.runNumber,
    run_attempt: run.runAttempt,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    head_branch: run.headBranch,
    head_sha: run.headSha,
    head_commit: headCommitJson(commit),
    check_suite_id: run.checkSuiteId,
    check_suite_node_id: nodeIdOf('CheckSuite', run.checkSuiteId),
    check_suite_url: `${api}/check-suites/${run.checkSuiteId}`,
    url: runUrl,
    html_url: `${html}/actions/runs/${run.id}`,
    jobs_url: `${runUrl}/jobs`,
    logs_url: `${runUrl}/logs`,
    artifacts_url: `${runUrl}/artifacts`,
    cancel_url: `${runUrl}/cancel`,
    rerun_url: `${runUrl}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${runUrl}/attempts/${run.runAttempt - 1}` : null,
    pull_requests: runPullRequests(view, repo, run),
    referenced_workflows: [],
    actor,
    triggering_actor: actor,
    repository: repositoryCore(view, repo),
    head_repository: repositoryCore(view, run.pull ? headRepository(view, repo, run.pull) : repo),
    created_at: run.createdAt,
    run_started_at: run.createdAt,
    updated_at: run.updatedAt,
  };
}

/**
 * "Pull requests that are open with a `head_sha` or `head_branch` that matches the workflow run"
 * (OpenAPI `workflow-run.pull_requests`), in this repository only: a run on a fork's head lists none.
 */
function runPullRequests(view: View, repo: Repository, run: WorkflowRun) {
  if (run.pull?.pull.headRepoFullName) return [];
  const matching = repo.issues.filter(
    (issue): issue is PullRequest =>
      issue.pull !== null &&
      issue.state === 'open' &&
      issue.pull.headRepoFullName === null &&
      (view.state.headOid(repo, issue as PullRequest) === run.headSha || issue.pull.headRef === run.headBranch),
  );
  return matching.map((pr) => pullMinimalJson(view, repo, pr));
}
