// Commit statuses: create one, list a ref's, and the combined status (newest per context).

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import type { CommitStatus } from '../state.js';
import { repoFor } from './access.js';
import { commitOf } from './checks.js';
import { resolveCommit } from './git-data.js';
import { repositoryCore } from './json-core.js';
import { simpleStatusJson, statusJson } from './json-checks.js';
import { paginate } from './pagination.js';
import { route } from './route.js';
import { invalid, parseBody } from './validation.js';

type Schemas = components['schemas'];

const createStatus = z.object({
  state: z.enum(['error', 'failure', 'pending', 'success']),
  target_url: z.string().nullish(),
  description: z.string().nullish(),
  context: z.string().min(1).optional(),
});

export const statusRoutes = [
  route('POST', '/repos/{owner}/{repo}/statuses/{sha}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'statuses');
    const input = parseBody(createStatus, ctx.body, 'Status');
    const sha = resolveCommit(repo, params.sha);
    if (!sha) invalid('Status', 'sha', 'invalid', `No commit found for SHA: ${params.sha}`);
    const status = ctx.state.addStatus(repo, {
      sha,
      context: input.context ?? 'default',
      state: input.state,
      description: input.description ?? '',
      creator: ctx.actor,
    });
    const body: Schemas['status'] = statusJson(ctx, repo, status);
    return { status: 201, body, headers: { location: body.url } };
  }),

  route('GET', '/repos/{owner}/{repo}/commits/{ref+}/statuses', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const sha = commitOf(repo, params.ref);
    const newestFirst = repo.statuses.filter((s) => s.sha === sha).reverse();
    const page = paginate(ctx, newestFirst);
    const body: Schemas['status'][] = page.items.map((status) => statusJson(ctx, repo, status));
    return { status: 200, body, headers: page.headers };
  }),

  route('GET', '/repos/{owner}/{repo}/commits/{ref+}/status', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const sha = commitOf(repo, params.ref);
    const latest = ctx.state.latestStatuses(repo, sha);
    const page = paginate(ctx, latest);
    const body: Schemas['combined-commit-status'] = {
      state: combinedState(latest),
      statuses: page.items.map((status) => simpleStatusJson(ctx, repo, status)),
      sha,
      total_count: latest.length,
      repository: repositoryCore(ctx, repo),
      commit_url: `${ctx.apiUrl}/repos/${ctx.state.fullName(repo)}/commits/${sha}`,
      url: `${ctx.apiUrl}/repos/${ctx.state.fullName(repo)}/commits/${sha}/status`,
    };
    return { status: 200, body, headers: page.headers };
  }),
];

/** failure if any context failed or errored, pending if any is pending or there are none, else success. */
function combinedState(statuses: CommitStatus[]): 'failure' | 'pending' | 'success' {
  if (statuses.some((s) => s.state === 'failure' || s.state === 'error')) return 'failure';
  if (statuses.length === 0 || statuses.some((s) => s.state === 'pending')) return 'pending';
  return 'success';
}
