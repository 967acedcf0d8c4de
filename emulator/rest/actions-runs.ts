// Workflow runs over REST: `GET /repos/{o}/{r}/actions/runs` (OpenAPI `actions/list-workflow-runs-for-repo`)
// and one run by id. A run waiting for approval (T4, T9) is here and nowhere else: it has no jobs,
// so no check run on the commit and nothing in the pull request's checks.

import { GitHubError, type Repository } from '../state.js';
import { workflowRunJson } from '../webhooks/workflow-run-events.js';
import type { WorkflowRun } from '../webhooks/workflow-run-events.js';
import { workflowRuns } from '../workflow-runs.js';
import { NOT_ACCESSIBLE, repoFor } from './access.js';
import { paginate } from './pagination.js';
import { route } from './route.js';
import type { RestContext } from './routes.js';

/**
 * An installation token reads runs only with `actions: read` (or write); without a ceiling the
 * account's read access decides ("Anyone with read access to the repository can use this endpoint").
 */
export function readableRepo(ctx: RestContext, params: { owner: string; repo: string }): Repository {
  const repo = repoFor(ctx, params, 'read');
  const actions = ctx.ceiling?.actions;
  if (ctx.ceiling && actions !== 'read' && actions !== 'write') throw new GitHubError(403, NOT_ACCESSIBLE);
  return repo;
}

/** The `status` filter matches a run's status or its conclusion, as the OpenAPI parameter says. */
function matches(ctx: RestContext, run: WorkflowRun): boolean {
  const want = (name: string) => ctx.query.get(name);
  const status = want('status');
  if (status !== null && run.status !== status && run.conclusion !== status) return false;
  if (want('head_sha') !== null && run.headSha !== want('head_sha')) return false;
  if (want('event') !== null && run.event !== want('event')) return false;
  if (want('branch') !== null && run.headBranch !== want('branch')) return false;
  if (want('actor') !== null && run.actor.login.toLowerCase() !== want('actor')!.toLowerCase()) return false;
  return true;
}

export const actionsRunRoutes = [
  route('GET', '/repos/{owner}/{repo}/actions/runs', (ctx, params) => {
    const repo = readableRepo(ctx, params);
    // Newest first, as GitHub lists them.
    const runs = [...workflowRuns(repo)].filter((run) => matches(ctx, run)).reverse();
    const page = paginate(ctx, runs);
    return { status: 200, headers: page.headers, body: { total_count: page.total, workflow_runs: page.items.map((run) => workflowRunJson(ctx, repo, run)) } };
  }),

  route('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}', (ctx, params) => {
    const repo = readableRepo(ctx, params);
    const run = workflowRuns(repo).find((r) => String(r.id) === params.run_id);
    if (!run) throw new GitHubError(404, 'Not Found');
    return { status: 200, body: workflowRunJson(ctx, repo, run) };
  }),
];
