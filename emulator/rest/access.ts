// Who may do what: a private repository is invisible (404) without read access, writes need write
// access (admin, maintain or write) and answer 403 as GitHub answers an app token without it.

import { ANONYMOUS, ceilingAllowsWrite, GitHubError, type Account, type Permission, type Repository, type TokenScope } from '../state.js';
import type { RestContext } from './routes.js';

export const NOT_ACCESSIBLE = 'Resource not accessible by integration';

/**
 * `participate`: open an issue or comment. Any signed-in user who can read the repository may
 * ("Any user with pull access to a repository can create an issue"); an App token needs write
 * (the emulator's stand-in for `issues: write`).
 */
export type Need = 'read' | 'participate' | 'label' | 'write' | 'admin';

const WRITE: Permission[] = ['admin', 'maintain', 'write'];

export function canWrite(permission: Permission): boolean {
  return WRITE.includes(permission);
}

/**
 * Whether `account` may open issues and comment, given its `permission` on the repository: a
 * user who can read may; an installation token (a Bot, or any token with a permission ceiling)
 * needs write.
 */
export function canParticipate(permission: Permission, account: Account, installation = account.type === 'Bot'): boolean {
  return installation ? canWrite(permission) : permission !== 'none' && account.id !== ANONYMOUS.id;
}

/**
 * The repository named by `{owner}/{repo}`, after checking the token may `need` it. A write (and an
 * App's comment, which needs write too) names the token scopes that allow it (any one of them will
 * do), which an installation token with a ceiling must hold with `write`; no such token has
 * `administration`, so admin needs no ceiling.
 */
export function repoFor(ctx: RestContext, params: { owner: string; repo: string }, need: 'read'): Repository;
export function repoFor(ctx: RestContext, params: { owner: string; repo: string }, need: 'write' | 'participate' | 'label', scopes: TokenScope | readonly TokenScope[]): Repository;
export function repoFor(ctx: RestContext, params: { owner: string; repo: string }, need: 'admin'): Repository;
export function repoFor(ctx: RestContext, params: { owner: string; repo: string }, need: Need, scopes: TokenScope | readonly TokenScope[] = []): Repository {
  const repo = ctx.state.repository(params.owner, params.repo);
  if (!repo) throw new GitHubError(404, 'Not Found');
  const permission = ctx.state.permissionOf(repo, ctx.actor);
  if (permission === 'none') throw new GitHubError(404, 'Not Found');
  if (need === 'write' && !(canWrite(permission) && ceilingAllowsWrite(ctx.ceiling, scopes))) throw new GitHubError(403, NOT_ACCESSIBLE);
  // The triage role applies and dismisses labels without write access (E148).
  if (need === 'label' && !((canWrite(permission) || permission === 'triage') && ceilingAllowsWrite(ctx.ceiling, scopes))) throw new GitHubError(403, NOT_ACCESSIBLE);
  if (need === 'participate' && !(canParticipate(permission, ctx.actor, ctx.actor.type === 'Bot' || Boolean(ctx.ceiling)) && ceilingAllowsWrite(ctx.ceiling, scopes))) throw new GitHubError(403, NOT_ACCESSIBLE);
  if (need === 'admin' && (permission !== 'admin' || ctx.ceiling)) throw new GitHubError(403, NOT_ACCESSIBLE);
  return repo;
}
