// A commit as REST "Get a commit" serves it, with its `verification`: GitHub marks the commits it
// makes and signs itself (createCommitOnBranch, merges, branch updates) verified (P11). A pushed
// commit's signature is not checked here (the emulator holds no keys): it reads unverified. The
// files are those changed from the first parent (E174), which red CI reads.

import { bareGit } from '../bare-git.js';
import { carriesSignature } from '../bare-merge.js';
import { repoFor } from './access.js';
import { commitOf } from './checks.js';
import { diffFiles } from './git-data.js';
import { repoApiUrl, repoHtmlUrl } from './json-core.js';
import { route } from './route.js';

interface Person {
  name: string;
  email: string;
  date: string;
}

export const commitRoutes = [
  route('GET', '/repos/{owner}/{repo}/commits/{ref}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const sha = commitOf(repo, params.ref);
    const format = ['%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x00');
    const [tree = '', parents = '', an = '', ae = '', ad = '', cn = '', ce = '', cd = '', message = ''] = bareGit(repo, ['log', '-1', `--format=${format}`, sha]).toString('utf8').split('\0');
    const person = (name: string, email: string, date: string): Person => ({ name, email, date: new Date(date).toISOString().replace('.000Z', 'Z') });
    const api = repoApiUrl(ctx, repo);
    const firstParent = parents.split(' ').filter(Boolean)[0];
    const byGitHub = ctx.state.signedByGitHub.has(sha);
    const signed = byGitHub || carriesSignature(repo.bareDir, sha);
    const body = {
      sha,
      node_id: Buffer.from(`04:Commit${repo.id}:${sha}`).toString('base64'),
      url: `${api}/commits/${sha}`,
      html_url: `${repoHtmlUrl(ctx, repo)}/commit/${sha}`,
      commit: {
        url: `${api}/git/commits/${sha}`,
        author: person(an, ae, ad),
        committer: person(cn, ce, cd),
        message: message.replace(/\n+$/, ''),
        tree: { sha: tree, url: `${api}/git/trees/${tree}` },
        comment_count: 0,
        verification: byGitHub
          ? { verified: true, reason: 'valid', signature: null, payload: null, verified_at: ctx.state.now() }
          : { verified: false, reason: signed ? 'unknown_key' : 'unsigned', signature: null, payload: null, verified_at: null },
      },
      author: null,
      committer: null,
      parents: parents.split(' ').filter(Boolean).map((p) => ({ sha: p, url: `${api}/commits/${p}`, html_url: `${repoHtmlUrl(ctx, repo)}/commit/${p}` })),
      files: firstParent ? diffFiles(repo, firstParent, sha).map((f) => ({ filename: f.filename, status: f.status, additions: f.additions, deletions: f.deletions, changes: f.additions + f.deletions })) : [],
    };
    return { status: 200, body };
  }),
];
