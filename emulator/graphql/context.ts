// What every resolver sees: the state, the account the token acts as, and where "github.com" is.
// Permission rules live here so queries (viewerCan*) and mutations never disagree.

import { ceilingAllowsWrite, GitHubError, type Account, type GitHubState, type Permission, type Repository, type TokenPermissions, type TokenScope } from '../state.js';

export interface Context {
  state: GitHubState;
  viewer: Account;
  /** Base of every `url` field: the emulator's server URL, or https://github.com when not given. */
  serverUrl: string;
  /** The token's per-scope ceiling (an installation token's permissions); none: the account decides. */
  ceiling?: TokenPermissions | null;
  /** The API request being served (`state.nextRequest`): a read of mergeability counts once per request. */
  reader?: number;
}

/** The permissions that can push: admin, maintain and write. */
export const WRITE_PERMISSIONS: readonly Permission[] = ['admin', 'maintain', 'write'];

export function permissionOf(ctx: Context, repo: Repository): Permission {
  return ctx.state.permissionOf(repo, ctx.viewer);
}

/** Private repositories the viewer cannot read do not exist, as on github.com. */
export function canSee(ctx: Context, repo: Repository): boolean {
  return permissionOf(ctx, repo) !== 'none';
}

/** Write access to `repo`, and `write` on one of `scopes` when the token has a ceiling. */
export function canWrite(ctx: Context, repo: Repository, scopes: TokenScope | readonly TokenScope[]): boolean {
  return WRITE_PERMISSIONS.includes(permissionOf(ctx, repo)) && ceilingAllowsWrite(ctx.ceiling, scopes);
}

/** Opening an issue or commenting: any user who can read, an App only with write (see rest/access.ts). */
export function requireParticipate(ctx: Context, repo: Repository, scopes: TokenScope | readonly TokenScope[]): void {
  const permission = permissionOf(ctx, repo);
  const installation = ctx.viewer.type === 'Bot' || Boolean(ctx.ceiling);
  const allowed = installation ? WRITE_PERMISSIONS.includes(permission) : permission !== 'none';
  if (!allowed || !ceilingAllowsWrite(ctx.ceiling, scopes)) throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
}

export function requireWrite(ctx: Context, repo: Repository, scopes: TokenScope | readonly TokenScope[]): void {
  if (!canWrite(ctx, repo, scopes)) throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
}

/** Applying or dismissing a label: write access, or the triage role (E148). */
export function requireLabel(ctx: Context, repo: Repository, scopes: TokenScope | readonly TokenScope[]): void {
  const permission = permissionOf(ctx, repo);
  if (!((WRITE_PERMISSIONS.includes(permission) || permission === 'triage') && ceilingAllowsWrite(ctx.ceiling, scopes))) throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
}

export function repoUrl(ctx: Context, repo: Repository): string {
  return `${ctx.serverUrl}/${ctx.state.fullName(repo)}`;
}

/** Node ids for objects the state keys by something other than a number (commits, refs ...). */
const KEYED_PREFIX: Record<string, string> = {
  Commit: 'C_',
  Ref: 'REF_',
  Tree: 'TR_',
  Blob: 'B_',
  BranchProtectionRule: 'BPR_',
  PullRequestCommit: 'PURC_',
  StatusCheckRollup: 'SCR_',
  CheckSuite: 'CS_',
  App: 'A_',
};

export function keyedNodeId(type: string, repo: Repository, key: string): string {
  return `${KEYED_PREFIX[type] ?? 'N_'}${Buffer.from(`${type}:${repo.id}:${key}`).toString('base64url')}`;
}

export function decodeKeyedNodeId(nodeId: string): { type: string; repoId: number; key: string } | null {
  const underscore = nodeId.indexOf('_');
  if (underscore < 0) return null;
  const decoded = Buffer.from(nodeId.slice(underscore + 1), 'base64url').toString('utf8');
  const match = /^([A-Za-z]+):(\d+):(.+)$/s.exec(decoded);
  if (!match) return null;
  return { type: match[1]!, repoId: Number(match[2]), key: match[3]! };
}
