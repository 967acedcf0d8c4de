// Write access of the people whose words may move tend: authors of committable suggestions, of
// threads the model may judge, of every reply in an unresolved thread (a writer's reply stops
// tend acting on the thread on its own, thread-replies.ts), and of the people who resolved threads
// (only a writer settles one, P3). Bots are decided by account id; people are asked of GitHub, one
// lookup per person per run (most runs ask nothing; a maintainer replying under bot findings, or
// resolving a thread, costs one request).

import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import type { KnownPermission } from '../github/run-context.js';
import { repositoryPermission } from '../github/permissions.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { hasWriteAccess } from '../route/authorize.js';
import type { WriteAccess } from './thread-replies.js';

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
    const [first, ...replies] = thread.comments;
    if (thread.isResolved || !first) continue;
    // Every person who replied: an unknown one stops even a nitpick from being left alone.
    const asked = everyAuthor || SUGGESTION_FENCE.test(first.body) ? thread.comments : replies;
    for (const { author } of asked) {
      if (!author || author.type !== 'User' || known.has(author.id)) continue;
      const permission = await repositoryPermission(octokit, repo, author.login);
      known.set(author.id, hasWriteAccess(permission));
    }
  }
  return new Set([...known].filter(([, writes]) => writes).map(([id]) => id));
}

/**
 * learnWriters' starting point from a permission the run's first query read (the steering
 * person's entry in the collaborators list, route/authorize.ts): only write access is taken from
 * it; anything less is asked of REST as for anyone else.
 */
export function knownWritersOf(known: KnownPermission | null): Map<number, boolean> {
  return known && hasWriteAccess(known.permission) ? new Map([[known.id, true]]) : new Map();
}

/** What `known` (as learnWriters fills it) says of people's write access. */
export function writeAccessOf(known: ReadonlyMap<number, boolean>): WriteAccess {
  const writers = new Set<number>();
  const nonWriters = new Set<number>();
  for (const [id, writes] of known) (writes ? writers : nonWriters).add(id);
  return { writers, nonWriters };
}
