// Branch refs: read one, delete one (the pull request's head after a merge). Octokit sends the
// ref as one percent-encoded parameter (`heads%2Ffeature%2Fx`); raw slashes work too.

import type { components } from '@octokit/openapi-types';
import { GitHubError, type Repository } from '../state.js';
import { repoFor } from './access.js';
import { repoApiUrl } from './json-core.js';
import { route } from './route.js';

type Schemas = components['schemas'];

export const gitRefRoutes = [
  route('GET', '/repos/{owner}/{repo}/git/ref/{ref+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const branch = branchOf(params.ref);
    const sha = branch === null ? null : ctx.state.refOid(repo, branch);
    if (!sha) throw new GitHubError(404, 'Not Found');
    const ref = `refs/heads/${branch}`;
    const body: Schemas['git-ref'] = {
      ref,
      node_id: `REF_${Buffer.from(`${repo.id}:${ref}`).toString('base64url')}`,
      url: `${repoApiUrl(ctx, repo)}/git/${ref}`,
      object: { type: 'commit', sha, url: `${repoApiUrl(ctx, repo)}/git/commits/${sha}` },
    };
    return { status: 200, body };
  }),

  route('DELETE', '/repos/{owner}/{repo}/git/refs/{ref+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'contents');
    const branch = branchOf(params.ref);
    if (branch === null) throw new GitHubError(422, 'Reference does not exist');
    refuseDefault(repo, branch);
    ctx.state.deleteRef(repo, branch);
    return { status: 204 };
  }),
];

/** `heads/a/b` (or `refs/heads/a/b`) names branch `a/b`; other refs are not served. */
function branchOf(ref: string): string | null {
  const match = /^(?:refs\/)?heads\/(.+)$/.exec(ref);
  return match ? match[1]! : null;
}

function refuseDefault(repo: Repository, branch: string): void {
  if (branch === repo.defaultBranch) throw new GitHubError(422, 'Cannot delete the default branch');
}
