// Reads what decides whether tend may delete a merged pull request's head branch; the decision
// itself is ship/keep-branch.ts. One GraphQL query and one REST request ("Get rules for a
// branch", readable with read access: rulesets are not in `refUpdateRule`).

import { z } from 'zod';
import type { BranchDeletionFacts } from '../core/pull-request.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { loadBranchRules } from './branch-rules.js';
import { BRANCH_DELETION_FACTS } from './queries.js';

const FactsData = z.object({
  repository: z.object({
    defaultBranchRef: z.object({ name: z.string() }).nullable(),
    ref: z.object({ refUpdateRule: z.object({ allowsDeletions: z.boolean() }).nullable() }).nullable(),
    pullRequests: z.object({ totalCount: z.number().int() }),
  }),
});

export async function loadBranchDeletionFacts(octokit: Octokit, repo: RepoRef, branch: string): Promise<BranchDeletionFacts> {
  const data = FactsData.parse(
    await octokit.graphql(BRANCH_DELETION_FACTS, { owner: repo.owner, name: repo.repo, qualifiedName: `refs/heads/${branch}`, branch }),
  );
  const rules = await loadBranchRules(octokit, repo, branch);
  const { repository } = data;
  const rule = repository.ref?.refUpdateRule ?? null;
  return {
    defaultBranch: repository.defaultBranchRef?.name ?? null,
    openPullsBasedOnIt: repository.pullRequests.totalCount,
    protectedAgainstDeletion: rule !== null && !rule.allowsDeletions,
    rulesetRestrictsDeletion: rules.some((r) => r.type === 'deletion'),
  };
}
