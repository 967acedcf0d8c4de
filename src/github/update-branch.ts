// "Update branch" (GraphQL updatePullRequestBranch): GitHub brings a pull request's head up to date
// with its base, by a merge commit or a rebase, pinned to the head tend saw. The pin is what keeps
// tend from ever pushing over someone's commit: a head that moved is refused, and tend reads again.

import * as z from 'zod';
import { graphqlErrors } from './api-errors.js';
import type { Octokit } from './client.js';
import { UPDATE_PULL_REQUEST_BRANCH } from './queries.js';

export type UpdateBranchOutcome =
  | { updated: true; head: string }
  /** head-moved: someone pushed since tend read the head; refused: GitHub would not update it (a fork it may not edit, a conflict, workflows). */
  | { updated: false; reason: 'head-moved' | 'refused'; message: string };

/** GitHub's wording for a stale pin (REST: "expected head sha didn't match current head ref."). */
const HEAD_MOVED = /expected head|head sha|head oid|headoid|head branch was modified/i;

const UpdateData = z.object({ updatePullRequestBranch: z.object({ pullRequest: z.object({ headRefOid: z.string() }) }) });

export async function updatePullRequestBranch(
  octokit: Octokit,
  input: { pullId: string; expectedHeadOid: string; method: 'merge' | 'rebase' },
): Promise<UpdateBranchOutcome> {
  let data: unknown;
  try {
    data = await octokit.graphql(UPDATE_PULL_REQUEST_BRANCH, { pullId: input.pullId, expectedHeadOid: input.expectedHeadOid, updateMethod: input.method.toUpperCase() });
  } catch (error) {
    const errors = graphqlErrors(error);
    if (!errors) throw error;
    const message = errors.map((e) => e.message).join('; ').replace(/\s+/g, ' ').trim();
    return { updated: false, reason: errors.some((e) => HEAD_MOVED.test(e.message)) ? 'head-moved' : 'refused', message };
  }
  return { updated: true, head: UpdateData.parse(data).updatePullRequestBranch.pullRequest.headRefOid };
}
