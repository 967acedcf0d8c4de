// Who a commit says wrote it, for a one-line refusal (implement's push lease). GitHub attests no
// pusher in "Get a commit": the author and committer are what the commit carries, linked to an
// account when GitHub matches their email. Both are text anyone can set, so they come back as
// plain words only, short, never Markdown or a mention.

import * as z from 'zod';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

const Person = z.object({ name: z.string() }).nullable().optional();
const Account = z.object({ login: z.string() }).nullable().optional();
const CommitPeople = z.object({
  commit: z.object({ author: Person, committer: Person }),
  author: Account,
  committer: Account,
});

/** Letters, digits, spaces and `._-[]` only, at most 40 characters: nothing a renderer reads as markup. */
export function plainName(text: string): string {
  const plain = text.replace(/[^\p{L}\p{N} ._\-[\]]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return plain === '' ? 'unnamed' : plain;
}

/** "author X, committer Y" (one name when they are the same), accounts by login where GitHub linked one. */
export async function commitPeople(octokit: Octokit, repo: RepoRef, sha: string): Promise<string> {
  const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, per_page: 1 });
  const commit = CommitPeople.parse(data);
  const author = plainName(commit.author?.login ?? commit.commit.author?.name ?? '');
  const committer = plainName(commit.committer?.login ?? commit.commit.committer?.name ?? '');
  return author === committer ? `by ${author}` : `author ${author}, committer ${committer}`;
}
