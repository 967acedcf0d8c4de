// A commit GitHub makes from file contents (GraphQL createCommitOnBranch): GitHub signs it, so a
// branch that requires signed commits accepts it, and `expectedHeadOid` pins the branch's head the
// way a push's lease does. Text files only (contents are sent base64-encoded as UTF-8).

import * as z from 'zod';
import { graphqlErrors } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { CREATE_COMMIT_ON_BRANCH } from './queries.js';

/** A file's new contents, or null for a deletion. */
export type FileChanges = ReadonlyMap<string, string | null>;

export type CommitOnBranchOutcome =
  | { committed: true; oid: string }
  /** stale: the branch moved since `expectedHeadOid`; workflows: the token may not change workflow files (P6). */
  | { committed: false; reason: 'stale' | 'workflows' | 'refused'; message: string };

/** GitHub: `Expected branch to point to "<oid>" but it did not. Pull and try again.` */
const STALE = /expected branch to point to/i;
const WORKFLOWS = /without `?workflows?`? (permission|scope)/i;

const CommitData = z.object({ createCommitOnBranch: z.object({ commit: z.object({ oid: z.string() }) }) });

export async function createCommitOnBranch(
  octokit: Octokit,
  repo: RepoRef,
  input: { branch: string; expectedHeadOid: string; message: string; files: FileChanges },
): Promise<CommitOnBranchOutcome> {
  const [headline = '', ...rest] = input.message.split('\n');
  const body = rest.join('\n').trim();
  const additions = [...input.files].flatMap(([path, contents]) => (contents === null ? [] : [{ path, contents: Buffer.from(contents, 'utf8').toString('base64') }]));
  const deletions = [...input.files].flatMap(([path, contents]) => (contents === null ? [{ path }] : []));
  let data: unknown;
  try {
    data = await octokit.graphql(CREATE_COMMIT_ON_BRANCH, {
      input: {
        branch: { repositoryNameWithOwner: `${repo.owner}/${repo.repo}`, branchName: input.branch },
        expectedHeadOid: input.expectedHeadOid,
        message: body ? { headline, body } : { headline },
        fileChanges: { additions, deletions },
      },
    });
  } catch (error) {
    const errors = graphqlErrors(error);
    if (!errors) throw error;
    const message = errors.map((e) => e.message).join('; ').replace(/\s+/g, ' ').trim();
    const reason = errors.some((e) => STALE.test(e.message)) ? 'stale' : errors.some((e) => WORKFLOWS.test(e.message)) ? 'workflows' : 'refused';
    return { committed: false, reason, message };
  }
  return { committed: true, oid: CommitData.parse(data).createCommitOnBranch.commit.oid };
}

/** Beyond these a change goes through git: one GraphQL request should stay well inside GitHub's limits. */
export const API_COMMIT_LIMITS = { files: 100, bytes: 512 * 1024 };

/** Whether `files` is small enough for createCommitOnBranch (else tend pushes it with git). */
export function fitsApiCommit(files: FileChanges): boolean {
  const bytes = [...files.values()].reduce((sum, contents) => sum + (contents === null ? 0 : Buffer.byteLength(contents, 'utf8')), 0);
  return files.size <= API_COMMIT_LIMITS.files && bytes <= API_COMMIT_LIMITS.bytes;
}
