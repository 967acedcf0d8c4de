// Why a check run failed, over REST: its annotations (`GET /check-runs/{id}/annotations`), an
// Actions job with its steps (`GET /actions/jobs/{job_id}`: a job is the check run of the same id),
// the job's log (`GET /actions/jobs/{job_id}/logs`: 302 to a short-lived plain-text download), a
// commit with its parents and changed files (`GET /commits/{ref}`), and re-runs (a job, or a run's
// failed jobs: a new attempt, workflow-runs.ts rerunJobs).

import { createHmac } from 'node:crypto';
import type { components } from '@octokit/openapi-types';
import { GitHubError, type CheckRun, type GitHubState, type Repository } from '../state.js';
import { rerunJobs, runOfJob, workflowRuns } from '../workflow-runs.js';
import { repoFor } from './access.js';
// Reading jobs and logs takes `actions: read` from an installation token, as reading runs does.
import { readableRepo } from './actions-runs.js';
import { repoApiUrl, repoHtmlUrl } from './json-core.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';

type Schemas = components['schemas'];

/** Where the emulator serves a job's log: outside the API, as GitHub's download URLs are. */
export const JOB_LOG_PATH = '/_emulator/job-logs/';
/** GitHub's log link "expires after 1 minute". */
const LOG_LINK_MS = 60_000;
const SIGNING_KEY = 'emulator-job-logs';

function jobById(repo: Repository, raw: string): { job: CheckRun; runId: number; attempt: number } {
  const id = intParam(raw);
  const run = runOfJob(repo, id);
  const job = run?.jobs.find((j) => j.id === id) ?? repo.checkRuns.find((c) => c.id === id && c.workflowName !== null && run !== undefined);
  if (!run || !job) throw new GitHubError(404, 'Not Found');
  return { job, runId: run.id, attempt: run.runAttempt };
}

function jobJson(ctx: RestContext, repo: Repository, found: { job: CheckRun; runId: number; attempt: number }): Schemas['job'] {
  const { job, runId, attempt } = found;
  const api = repoApiUrl(ctx, repo);
  return {
    id: job.id,
    run_id: runId,
    run_url: `${api}/actions/runs/${runId}`,
    run_attempt: attempt,
    node_id: job.nodeId,
    head_sha: job.headSha,
    url: `${api}/actions/jobs/${job.id}`,
    html_url: `${repoHtmlUrl(ctx, repo)}/actions/runs/${runId}/job/${job.id}`,
    status: job.status === 'completed' ? 'completed' : job.status === 'queued' ? 'queued' : 'in_progress',
    conclusion: job.conclusion === null ? null : (job.conclusion as Schemas['job']['conclusion']),
    created_at: job.startedAt,
    started_at: job.startedAt,
    completed_at: job.completedAt,
    name: job.name,
    steps: (job.report?.steps ?? []).map((step, index) => ({
      status: step.conclusion === null ? 'in_progress' : 'completed',
      conclusion: step.conclusion,
      name: step.name,
      number: index + 1,
      started_at: job.startedAt,
      completed_at: step.conclusion === null ? null : job.completedAt,
    })),
    check_run_url: `${api}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1,
    runner_name: 'GitHub Actions 1',
    runner_group_id: 1,
    runner_group_name: 'GitHub Actions',
    workflow_name: job.workflowName,
    head_branch: workflowRuns(repo).find((r) => r.id === runId)?.headBranch ?? null,
  };
}

function signature(repoId: number, jobId: number, expires: number): string {
  return createHmac('sha256', SIGNING_KEY).update(`${repoId}/${jobId}/${expires}`).digest('hex');
}

export const actionsJobRoutes = [
  route('GET', '/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const id = intParam(params.check_run_id);
    const run = repo.checkRuns.find((r) => r.id === id);
    if (!run) throw new GitHubError(404, 'Not Found');
    const blob = `${repoHtmlUrl(ctx, repo)}/blob/${run.headSha}`;
    const page = paginate(ctx, run.report?.annotations ?? []);
    const body: Schemas['check-annotation'][] = page.items.map((a) => ({
      path: a.path,
      start_line: a.startLine,
      end_line: a.endLine,
      start_column: null,
      end_column: null,
      annotation_level: a.level,
      title: a.title,
      message: a.message,
      raw_details: null,
      blob_href: `${blob}/${a.path}`,
    }));
    return { status: 200, body, headers: page.headers };
  }),

  route('GET', '/repos/{owner}/{repo}/actions/jobs/{job_id}', (ctx, params) => {
    const repo = readableRepo(ctx, params);
    return { status: 200, body: jobJson(ctx, repo, jobById(repo, params.job_id)) };
  }),

  route('GET', '/repos/{owner}/{repo}/actions/jobs/{job_id}/logs', (ctx, params) => {
    const repo = readableRepo(ctx, params);
    const { job } = jobById(repo, params.job_id);
    const expires = ctx.state.clock.now().getTime() + LOG_LINK_MS;
    const location = `${ctx.serverUrl}${JOB_LOG_PATH}${repo.id}/${job.id}?expires=${expires}&sig=${signature(repo.id, job.id, expires)}`;
    return { status: 302, headers: { location } };
  }),

  route('POST', '/repos/{owner}/{repo}/actions/jobs/{job_id}/rerun', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'actions');
    const { job } = jobById(repo, params.job_id);
    const run = runOfJob(repo, job.id)!;
    if (run.status !== 'completed' && job.status !== 'completed') throw new GitHubError(403, 'This job is already running.');
    rerunJobs(ctx.state, repo, run, [job]);
    return { status: 201, body: {} };
  }),

  route('POST', '/repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'actions');
    const run = workflowRuns(repo).find((r) => String(r.id) === params.run_id);
    if (!run) throw new GitHubError(404, 'Not Found');
    const failed = run.jobs.filter((j) => j.conclusion === 'failure' || j.conclusion === 'cancelled' || j.conclusion === 'timed_out');
    if (run.status !== 'completed' || failed.length === 0) throw new GitHubError(403, 'This workflow run is not rerunnable.');
    rerunJobs(ctx.state, repo, run, failed);
    return { status: 201, body: {} };
  }),
];

/**
 * The download a log link points to: plain text, no token needed, refused once the link has
 * expired or was not made here; null for any other path.
 */
export function serveJobLog(state: GitHubState, url: URL): { status: number; text: string } | null {
  if (!url.pathname.startsWith(JOB_LOG_PATH)) return null;
  const [repoId, jobId] = url.pathname.slice(JOB_LOG_PATH.length).split('/').map(Number);
  const expires = Number(url.searchParams.get('expires'));
  const repo = state.repositories.find((r) => r.id === repoId);
  const job = repo?.checkRuns.find((c) => c.id === jobId);
  if (!repo || !job || url.searchParams.get('sig') !== signature(repo.id, job.id, expires)) return { status: 404, text: 'The specified blob does not exist.' };
  if (state.clock.now().getTime() > expires) return { status: 403, text: 'Server failed to authenticate the request.' };
  return { status: 200, text: job.report?.log ?? '' };
}
