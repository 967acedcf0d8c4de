// The git half of settling a pull request's merge conflicts: in tend's checkout, merge the base
// branch into the head the run read (a true merge, so the result has two parents and nobody's
// commit is rewritten), report each conflicted file's three sides, and later commit the merge as
// resolved and push it with a lease on that head. It decides nothing (ship/conflicts.ts does).

import type { Workspace } from './workspace.js';

/** The three versions of one conflicted file; null where that side has no file (deleted or added). */
export interface ConflictSides {
  path: string;
  /** The merge base's version (git's stage 1). */
  base: string | null;
  /** The pull request's head (stage 2: the base is merged into the head). */
  ours: string | null;
  /** The base branch's version (stage 3). */
  theirs: string | null;
  /** The file as git left it in the working tree, with diff3 conflict markers; null when absent. */
  conflicted: string | null;
}

export interface MergeAttempt {
  /** The base commit merged in: the base branch's tip as fetched. */
  baseOid: string;
  /** Every file git left in conflict; empty when the merge was clean (and is staged). */
  conflicts: ConflictSides[];
  /** The head already holds the base's tip: there was nothing to merge. */
  contained: boolean;
}

interface PullRef {
  headRefOid: string;
  headRefName: string;
  baseRefName: string;
  /** A fork's branch is not in this repository: its head is fetched by commit id. */
  isCrossRepository: boolean;
}

/** Fetches both branches with their whole history (the merge needs the merge base), checks out the head and merges the base into it. */
export async function mergeBaseIntoHead(workspace: Workspace, pr: PullRef): Promise<MergeAttempt> {
  const heads = await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 0 });
  await workspace.checkout({ oid: pr.headRefOid });
  const baseOid = heads[pr.baseRefName]!;
  const { conflicted, contained } = await workspace.mergeWithoutCommit(baseOid);
  const conflicts: ConflictSides[] = [];
  for (const path of conflicted) {
    conflicts.push({
      path,
      base: await workspace.mergeStage(1, path),
      ours: await workspace.mergeStage(2, path),
      theirs: await workspace.mergeStage(3, path),
      conflicted: await workspace.readFile(path).catch(() => null),
    });
  }
  return { baseOid, conflicts, contained };
}

export type MergePush =
  | { pushed: true; sha: string }
  /** The head moved since the run read it: nothing was pushed. */
  | { pushed: false; stale: true; message: string }
  | { pushed: false; stale: false; message: string };

/** Commits the merge in progress with `paths` as the working tree has them, and pushes it only if the head is still `expectedOid`. */
export async function pushMerge(workspace: Workspace, input: { message: string; paths: string[]; branch: string; expectedOid: string }): Promise<MergePush> {
  await workspace.commitMerge(input.message, input.paths);
  const push = await workspace.pushWithLease({ branch: input.branch, expectedOid: input.expectedOid });
  if (push.pushed) return { pushed: true, sha: push.oid };
  return { pushed: false, stale: push.reason === 'stale', message: push.message };
}
