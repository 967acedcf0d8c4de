// How many workflow runs on a commit GitHub holds for approval: a pull request that GITHUB_TOKEN
// opened or pushed to, or a first-time contributor's fork, gets runs that conclude
// `action_required` with no job, so no check run shows on the head (rules T4, T9). Only the REST
// runs list shows them. One request, read only when tend is about to say why a head has no CI.

import * as z from 'zod';
import { restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

const RunsPage = z.object({
  workflow_runs: z.array(z.object({ status: z.string().nullable(), conclusion: z.string().nullable(), head_sha: z.string() })),
});

/**
 * Runs on `headSha` waiting for approval, or null when the token may not read runs (403/404: no
 * `actions: read`). Filtered here, not with `status=action_required`: GitHub was observed to return
 * nothing for that filter although the runs conclude `action_required` (apache/magpie#112).
 */
export async function countRunsAwaitingApproval(octokit: Octokit, repo: RepoRef, headSha: string): Promise<number | null> {
  try {
    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, head_sha: headSha, per_page: 100 });
    const runs = RunsPage.parse(data).workflow_runs;
    return runs.filter((run) => run.head_sha === headSha && (run.conclusion === 'action_required' || run.status === 'action_required')).length;
  } catch (error) {
    const failure = restFailure(error);
    if (failure && (failure.status === 403 || failure.status === 404)) return null;
    throw error;
  }
}
