// "Get rules for a branch" (REST rules/branches, readable with read access): the active ruleset
// rules on a branch, which `refUpdateRule` never shows. One reader for what tend asks of them (the
// checks a base requires, whether a head may be deleted).

import * as z from 'zod';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

// z.lazy: built at the first parse, not before the run's first request (run-context.ts).
/** One rule; only required_status_checks' parameters matter to tend, the rest pass through. */
const BranchRule = z.lazy(() => z.object({
  type: z.string(),
  parameters: z.object({ required_status_checks: z.array(z.object({ context: z.string() })).optional() }).nullish(),
}));

export type BranchRule = z.infer<typeof BranchRule>;

export async function loadBranchRules(octokit: Octokit, repo: RepoRef, branch: string): Promise<BranchRule[]> {
  const { data } = await octokit.rest.repos.getBranchRules({ ...repo, branch, per_page: 100 });
  return z.array(BranchRule).parse(data);
}
