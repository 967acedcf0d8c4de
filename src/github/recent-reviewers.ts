// The bot accounts that acted on the repository's recently updated pull requests (reviews and
// comments), read with one bounded GraphQL request (RECENT_REVIEWERS) or with a new ship request's
// first query (RUN_CONTEXT's `recentPulls`), and validated with zod.

import * as z from 'zod';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { RECENT_REVIEWERS } from './queries.js';

// z.lazy: built at the first parse, not before the run's first request (run-context.ts).
const Author = z.lazy(() => z.object({ __typename: z.string(), databaseId: z.number().nullable().optional() }).nullable());
const Authors = z.lazy(() => z.object({ nodes: z.array(z.object({ author: Author }).nullable()) }));
/** The TendRecentPulls fragment. */
export const RecentPulls = z.lazy(() => z.object({ nodes: z.array(z.object({ number: z.number(), createdAt: z.string(), reviews: Authors, comments: Authors }).nullable()) }));
const RecentData = z.lazy(() => z.object({ repository: z.object({ pullRequests: RecentPulls }).nullable() }));

export interface RecentReviewersRead {
  accountIds: Set<number>;
  /** Each pull request looked at, with the Bot accounts of its latest reviews, oldest first (who reviewed last: ship/awaits.ts). */
  pulls: { number: number; createdAt: string; botReviewers: number[] }[];
}

/** Ids of the Bot accounts seen, and the pull requests looked at (number, when opened). */
export async function loadRecentReviewers(octokit: Octokit, repo: RepoRef): Promise<RecentReviewersRead> {
  const data = RecentData.parse(await octokit.graphql(RECENT_REVIEWERS, { owner: repo.owner, name: repo.repo }));
  return recentReviewersOf(data.repository?.pullRequests ?? { nodes: [] });
}

/** What one read of the recent pull requests says: the Bot accounts seen, and the pull requests looked at. */
export function recentReviewersOf(read: z.infer<typeof RecentPulls>): RecentReviewersRead {
  const pulls = read.nodes.flatMap((p) => (p ? [p] : []));
  const accountIds = new Set<number>();
  for (const pull of pulls) {
    for (const node of [...pull.reviews.nodes, ...pull.comments.nodes]) {
      if (node?.author?.__typename === 'Bot' && node.author.databaseId) accountIds.add(node.author.databaseId);
    }
  }
  const botReviewers = (pull: (typeof pulls)[number]) =>
    pull.reviews.nodes.flatMap((n) => (n?.author?.__typename === 'Bot' && n.author.databaseId ? [n.author.databaseId] : []));
  return { accountIds, pulls: pulls.map((p) => ({ number: p.number, createdAt: p.createdAt, botReviewers: botReviewers(p) })) };
}
