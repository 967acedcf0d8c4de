// `commit-method: api`: the round's commit is made by GitHub from the files tend's local commit
// holds (createCommitOnBranch), so GitHub signs it and a branch that requires signed commits
// accepts it. Pinned to the head the decisions were made on, as the git push's lease is. A change
// too large for one request (API_COMMIT_LIMITS) goes through git instead.

import type { Settings } from '../config/settings.js';
import type { Workspace } from '../git/workspace.js';
import { clientForToken, type Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { createCommitOnBranch, fitsApiCommit } from '../github/commit-on-branch.js';

export type ApiCommitResult =
  | { kind: 'pushed'; sha: string }
  | { kind: 'stale'; message: string }
  | { kind: 'failed'; message: string; refused?: boolean }
  | { kind: 'workflows'; sha: string; message: string };

/**
 * Commits `paths` as local commit `local` holds them, through GitHub; null when the change is too
 * large for the API (the caller pushes with git).
 */
export async function commitThroughApi(
  deps: { octokit: Octokit; repo: RepoRef; settings: Pick<Settings, 'pushToken'> },
  workspace: Workspace,
  input: { local: string; paths: readonly string[]; branch: string; expectedHeadOid: string; message: string },
): Promise<ApiCommitResult | null> {
  const files = new Map<string, string | null>();
  for (const path of input.paths) files.set(path, await workspace.readFileAt(input.local, path));
  if (!fitsApiCommit(files)) return null;
  // push-token, when set: GitHub attributes the commit to it, so the commit starts CI (T3).
  const client = clientForToken(deps.octokit, deps.settings.pushToken);
  const outcome = await createCommitOnBranch(client, deps.repo, { branch: input.branch, expectedHeadOid: input.expectedHeadOid, message: input.message, files });
  if (outcome.committed) return { kind: 'pushed', sha: outcome.oid };
  if (outcome.reason === 'stale') return { kind: 'stale', message: outcome.message };
  if (outcome.reason === 'workflows') return { kind: 'workflows', sha: input.local, message: `the commit was refused (workflows): ${outcome.message}` };
  // Refused (a rule, a permission): the fixes can still be offered (ship/offer.ts).
  return { kind: 'failed', message: `GitHub refused the commit (createCommitOnBranch): ${outcome.message}`, refused: true };
}
