// Reads what decides whether tend may delete a merged pull request's head branch; the decision
// itself is ship/keep-branch.ts. One GraphQL query, unless the run's first read answered it, and
// one REST request ("Get rules for a branch", readable with read access: rulesets are not in
// `refUpdateRule`).

import * as z from 'zod';
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

/**
 * The facts, reading only what `known` (what the run's earlier reads said) leaves open. Those
 * reads are seconds older than the deletion, which stays safe: GitHub itself refuses to delete a
 * protected branch (the run then fails as a refused deletion does), and a pull request based on
 * the head opened in between is the residual, as it was when this read came right before the
 * deletion (the merge request is all that lies between them now, the REST read was before).
 */
export async function loadBranchDeletionFacts(octokit: Octokit, repo: RepoRef, branch: string, known: Partial<BranchDeletionFacts> = {}): Promise<BranchDeletionFacts> {
  const graph =
    known.defaultBranch !== undefined && known.openPullsBasedOnIt !== undefined && known.protectedAgainstDeletion !== undefined
      ? { defaultBranch: known.defaultBranch, openPullsBasedOnIt: known.openPullsBasedOnIt, protectedAgainstDeletion: known.protectedAgainstDeletion }
      : await readFacts(octokit, repo, branch);
  const rulesetRestrictsDeletion = known.rulesetRestrictsDeletion ?? (await loadBranchRules(octokit, repo, branch)).some((r) => r.type === 'deletion');
  return { ...graph, rulesetRestrictsDeletion };
}

async function readFacts(octokit: Octokit, repo: RepoRef, branch: string): Promise<Omit<BranchDeletionFacts, 'rulesetRestrictsDeletion'>> {
  const { repository } = FactsData.parse(
    await octokit.graphql(BRANCH_DELETION_FACTS, { owner: repo.owner, name: repo.repo, qualifiedName: `refs/heads/${branch}`, branch }),
  );
  const rule = repository.ref?.refUpdateRule ?? null;
  return {
    defaultBranch: repository.defaultBranchRef?.name ?? null,
    openPullsBasedOnIt: repository.pullRequests.totalCount,
    protectedAgainstDeletion: rule !== null && !rule.allowsDeletions,
  };
}
