// Write access of the people whose committable suggestions are on the table, and of the people
// who resolved threads (only a writer settles one, P3). Bots are decided by account id; people are
// asked of GitHub, one lookup per person, and only when an unresolved thread they opened carries a
// suggestion block, or a thread was resolved by someone other than tend (so most runs ask nothing).

import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { repositoryPermission } from '../github/permissions.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { hasWriteAccess } from '../route/authorize.js';

const SUGGESTION_FENCE = /(^|\n)\s*(`{3,}|~{3,})suggestion/;

/**
 * Adds to `known` (account id → may write) what this snapshot needs; returns the ids that may
 * write. With `everyAuthor` (a model may judge threads), authors of threads without a suggestion
 * are asked too: only their threads may reach the model.
 */
export async function learnWriters(
  octokit: Octokit,
  repo: RepoRef,
  snapshot: PullSnapshot,
  known: Map<number, boolean> = new Map(),
  everyAuthor = false,
): Promise<Set<number>> {
  for (const thread of snapshot.threads) {
    const resolver = thread.isResolved ? thread.resolvedBy : null;
    // GitHub types resolvedBy as User: a bot that resolved shows there too, and is found by id instead (machine.ts).
    if (resolver && resolver.id !== snapshot.viewer.id && !known.has(resolver.id)) {
      known.set(resolver.id, hasWriteAccess(await repositoryPermission(octokit, repo, resolver.login)));
    }
    const first = thread.comments[0];
    const author = first?.author;
    if (thread.isResolved || !first || !author || author.type !== 'User' || known.has(author.id)) continue;
    if (!everyAuthor && !SUGGESTION_FENCE.test(first.body)) continue;
    const permission = await repositoryPermission(octokit, repo, author.login);
    known.set(author.id, hasWriteAccess(permission));
  }
  return new Set([...known].filter(([, writes]) => writes).map(([id]) => id));
}
