// Check runs: list on a ref (latest per name by default, as GitHub filters), and create/update so
// tests can play CI through the same API a GitHub App uses.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import { GitHubError, type CheckRun, type Repository } from '../state.js';
import { repoFor } from './access.js';
import { resolveCommit } from './git-data.js';
import { checkRunJson } from './json-checks.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';
import { invalid, parseBody } from './validation.js';

type Schemas = components['schemas'];

const conclusion = z.enum(['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'timed_out']);
const status = z.enum(['queued', 'in_progress', 'completed']);

const createRun = z.object({
  name: z.string().min(1),
  head_sha: z.string().min(1),
  status: status.optional(),
  conclusion: conclusion.optional(),
  details_url: z.string().optional(),
  external_id: z.string().optional(),
  started_at: z.string().optional(),
  completed_at: z.string().optional(),
  output: z.object({ title: z.string(), summary: z.string(), text: z.string().optional() }).optional(),
});

const updateRun = createRun.omit({ head_sha: true }).partial();

export const checkRoutes = [
  route('GET', '/repos/{owner}/{repo}/commits/{ref+}/check-runs', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const sha = commitOf(repo, params.ref);
    const page = paginate(ctx, listRuns(ctx, repo, sha));
    const body: Schemas['check-run'][] = page.items.map((run) => checkRunJson(ctx, repo, run));
    return { status: 200, body: { total_count: page.total, check_runs: body }, headers: page.headers };
  }),

  route('GET', '/repos/{owner}/{repo}/check-runs/{check_run_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const body: Schemas['check-run'] = checkRunJson(ctx, repo, runById(repo, params.check_run_id));
    return { status: 200, body };
  }),

  route('POST', '/repos/{owner}/{repo}/check-runs', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'checks');
    requireApp(ctx);
    const input = parseBody(createRun, ctx.body, 'CheckRun');
    const headSha = resolveCommit(repo, input.head_sha);
    if (!headSha || !/^[0-9a-f]{40}$/.test(input.head_sha)) invalid('CheckRun', 'head_sha', 'invalid', `No commit found for SHA: ${input.head_sha}`);
    if (input.status === 'completed' && !input.conclusion) invalid('CheckRun', 'conclusion', 'missing_field');
    const run = ctx.state.addCheckRun(repo, {
      name: input.name,
      headSha,
      status: input.conclusion ? 'completed' : (input.status ?? 'queued'),
      conclusion: input.conclusion ?? null,
      app: ctx.actor,
    });
    const body: Schemas['check-run'] = checkRunJson(ctx, repo, run);
    return { status: 201, body, headers: { location: body.url } };
  }),

  route('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'checks');
    requireApp(ctx);
    const run = runById(repo, params.check_run_id);
    // Only the app that created a check run may change it; GitHub names that app's id
    // (observed: OP5dev/TF-via-PR#538, databricks/cli#4563, gr2m/merge-schedule-action#55).
    if (run.app.id !== ctx.actor.id) throw new GitHubError(403, `Invalid app_id \`${run.app.id}\` - check run can only be modified by the GitHub App that created it.`);
    const input = parseBody(updateRun, ctx.body, 'CheckRun');
    if (input.status === 'completed' && !input.conclusion && run.status !== 'completed') invalid('CheckRun', 'conclusion', 'missing_field');
    if (input.name !== undefined) run.name = input.name;
    if (input.conclusion) ctx.state.completeCheckRun(run, input.conclusion);
    else if (input.status && input.status !== 'completed') {
      run.status = input.status;
      run.conclusion = null;
      run.completedAt = null;
    }
    const body: Schemas['check-run'] = checkRunJson(ctx, repo, run);
    return { status: 200, body };
  }),
];

/** Creating and updating check runs is for GitHub Apps; a user token gets GitHub's refusal. */
function requireApp(ctx: RestContext): void {
  if (ctx.actor.type !== 'Bot') throw new GitHubError(403, 'You must authenticate via a GitHub App.');
}

/** A sha, branch or tag as a commit; GitHub answers 422 for one it cannot find. */
export function commitOf(repo: Repository, ref: string): string {
  const sha = resolveCommit(repo, ref);
  if (!sha) throw new GitHubError(422, `No commit found for SHA: ${ref}`);
  return sha;
}

function runById(repo: Repository, raw: string): CheckRun {
  const id = intParam(raw);
  const run = repo.checkRuns.find((r) => r.id === id);
  if (!run) throw new GitHubError(404, 'Not Found');
  return run;
}

function listRuns(ctx: RestContext, repo: Repository, sha: string): CheckRun[] {
  const filter = ctx.query.get('filter') ?? 'latest';
  const name = ctx.query.get('check_name');
  const wanted = ctx.query.get('status');
  const appId = ctx.query.get('app_id');
  const runs = filter === 'all' ? repo.checkRuns.filter((r) => r.headSha === sha) : ctx.state.latestCheckRuns(repo, sha);
  return runs
    .filter((r) => name === null || r.name === name)
    .filter((r) => wanted === null || r.status === wanted)
    .filter((r) => appId === null || String(r.app.id) === appId)
    .sort((a, b) => b.id - a.id);
}
