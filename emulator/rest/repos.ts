// The repository, the token's own account and a collaborator's permission.

import type { components } from '@octokit/openapi-types';
import { GitHubError, type Permission } from '../state.js';
import { NOT_ACCESSIBLE, repoFor } from './access.js';
import { fullRepositoryJson, permissionsJson, userJson } from './json-core.js';
import { route } from './route.js';

type Schemas = components['schemas'];

/** The legacy `permission` field folds maintain into write and triage into read; `role_name` does not. */
const LEGACY_PERMISSION: Record<Permission, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

export const repoRoutes = [
  route('GET', '/user', (ctx) => {
    // An installation token (GITHUB_TOKEN included) acts as an app, which has no `/user`.
    if (ctx.actor.type === 'Bot') throw new GitHubError(403, NOT_ACCESSIBLE);
    const body: Schemas['private-user'] = {
      ...userJson(ctx, ctx.actor),
      name: ctx.actor.login,
      company: null,
      blog: '',
      location: null,
      email: null,
      hireable: null,
      bio: null,
      twitter_username: null,
      public_repos: ctx.state.repositories.filter((r) => r.owner.id === ctx.actor.id && !r.private).length,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: ctx.state.now(),
      private_gists: 0,
      total_private_repos: ctx.state.repositories.filter((r) => r.owner.id === ctx.actor.id && r.private).length,
      owned_private_repos: ctx.state.repositories.filter((r) => r.owner.id === ctx.actor.id && r.private).length,
      disk_usage: 0,
      collaborators: 0,
      two_factor_authentication: true,
    };
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const body: Schemas['full-repository'] = fullRepositoryJson(ctx, repo, ctx.actor);
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}/collaborators/{username}/permission', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const account = ctx.state.account(params.username);
    if (!account) throw new GitHubError(404, 'Not Found');
    const permission = ctx.state.permissionOf(repo, account);
    const body: Schemas['repository-collaborator-permission'] = {
      permission: LEGACY_PERMISSION[permission],
      role_name: permission,
      user: { ...userJson(ctx, account), permissions: permissionsJson(ctx, repo, account), role_name: permission },
    };
    return { status: 200, body };
  }),
];
