// GET contents: a file (base64, wrapped at 60 columns as GitHub sends it) or a directory listing,
// read from the bare repository at `?ref=` (the default branch when absent).

import type { components } from '@octokit/openapi-types';
import { GitHubError, type Repository } from '../state.js';
import { repoFor } from './access.js';
import { blobBytes, listTree, lookup, resolveCommit, type TreeEntry } from './git-data.js';
import { repoApiUrl, repoHtmlUrl, type View } from './json-core.js';
import { route } from './route.js';
import type { RestContext, RestResponse } from './routes.js';

type Schemas = components['schemas'];

/** Above this size GitHub leaves `content` empty and says `encoding: "none"`. */
const MAX_INLINE_SIZE = 1024 * 1024;

export const contentRoutes = [
  route('GET', '/repos/{owner}/{repo}/contents', (ctx, params) => contents(ctx, repoFor(ctx, params, 'read'), '')),
  route('GET', '/repos/{owner}/{repo}/contents/{path+}', (ctx, params) => contents(ctx, repoFor(ctx, params, 'read'), params.path)),
];

function contents(ctx: RestContext, repo: Repository, rawPath: string): RestResponse {
  const ref = ctx.query.get('ref') || repo.defaultBranch;
  const commit = resolveCommit(repo, ref);
  if (!commit) throw new GitHubError(404, `No commit found for the ref ${ref}`);
  const path = rawPath.replace(/^\/+|\/+$/g, '');
  const object = lookup(repo, path === '' ? `${commit}^{tree}` : `${commit}:${path}`);
  if (!object) throw new GitHubError(404, 'Not Found');
  if (object.type === 'tree') {
    const body: Schemas['content-directory'] = listTree(repo, object.sha).map((entry) =>
      entryJson(ctx, repo, ref, path === '' ? entry.name : `${path}/${entry.name}`, entry),
    );
    return { status: 200, body };
  }
  if (object.type !== 'blob') throw new GitHubError(404, 'Not Found');
  // By the blob's id that lookup resolved, not `git show` again: one git fewer, and kept per repository.
  const data = blobBytes(repo, object.sha);
  if (!data) throw new GitHubError(404, 'Not Found');
  const inline = data.length <= MAX_INLINE_SIZE;
  const body: Schemas['content-file'] = {
    ...locations(ctx, repo, ref, path, object.sha, 'blob'),
    type: 'file',
    encoding: inline ? 'base64' : 'none',
    size: data.length,
    name: path.split('/').pop() ?? path,
    path,
    content: inline ? wrapBase64(data.toString('base64')) : '',
    sha: object.sha,
  };
  return { status: 200, body };
}

function entryJson(view: View, repo: Repository, ref: string, path: string, entry: TreeEntry): Schemas['content-directory'][number] {
  const type = entry.type === 'tree' ? 'dir' : entry.type === 'commit' ? 'submodule' : entry.mode === '120000' ? 'symlink' : 'file';
  const place = locations(view, repo, ref, path, entry.sha, entry.type === 'tree' ? 'tree' : 'blob');
  return {
    ...place,
    ...(type === 'file' ? {} : { download_url: null }),
    type,
    size: entry.size,
    name: entry.name,
    path,
    sha: entry.sha,
  };
}

function locations(view: View, repo: Repository, ref: string, path: string, sha: string, kind: 'blob' | 'tree') {
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  const encodedRef = encodeURIComponent(ref);
  const self = `${repoApiUrl(view, repo)}/contents/${encodedPath}?ref=${encodedRef}`;
  const git = `${repoApiUrl(view, repo)}/git/${kind === 'tree' ? 'trees' : 'blobs'}/${sha}`;
  const html = `${repoHtmlUrl(view, repo)}/${kind}/${encodedRef}/${encodedPath}`;
  return {
    url: self,
    git_url: git,
    html_url: html,
    download_url: kind === 'blob' ? `${repoHtmlUrl(view, repo)}/raw/${encodedRef}/${encodedPath}` : null,
    _links: { self, git, html },
  };
}

function wrapBase64(base64: string): string {
  return base64.replace(/.{1,60}/g, '$&\n');
}
