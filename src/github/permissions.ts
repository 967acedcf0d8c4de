// Whether an account may steer tend: write access to the repository, asked of GitHub.

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

type RepoPermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export async function repositoryPermission(octokit: Octokit, repo: RepoRef, login: string): Promise<RepoPermission> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
    // `permission` folds maintain into write and triage into read; `role_name` keeps them.
    const role = (data.role_name ?? data.permission) as string;
    if (['admin', 'maintain', 'write', 'triage', 'read'].includes(role)) return role as RepoPermission;
    return data.permission === 'write' || data.permission === 'admin' ? (data.permission as RepoPermission) : 'none';
  } catch (error) {
    // 404: not a collaborator (or no such user) — no permission, not a failure.
    if ((error as { status?: number }).status === 404) return 'none';
    throw error;
  }
}
