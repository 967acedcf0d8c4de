// How implement's change reaches GitHub: one commit of exactly the files tend validated, pushed to
// tend/issue-N with a lease on the commit tend itself last pushed there (absent: the branch must
// still be absent). A branch that holds anything else holds someone's work: a person who pushed a
// fix onto tend's pull request, say. tend never force-replaces it; it stops and says whose the
// commit on the branch is.
//
// Seam: this is the git path. When `commit-method: api` lands (createCommitOnBranch, commits
// signed by GitHub, P11), it is a second implementation of `pushBranch` chosen by that setting:
// create the branch ref at the base commit, then one createCommitOnBranch with these files'
// contents and `expectedHeadOid`. Nothing else in implement changes.

import type { Workspace } from '../git/workspace.js';

export type PushedBranch = { ok: true; commit: string } | { ok: false; reason: string };

/**
 * Pure: the lease for a push to a branch now at `remote`, when tend last pushed `lastPushed` there
 * (null: never, or its record is gone). `taken`: the branch holds a commit tend did not push.
 */
export function pushLease(remote: string | null, lastPushed: string | null): { lease: string | null } | { taken: string } {
  if (remote === null) return { lease: null };
  if (remote === lastPushed) return { lease: remote };
  return { taken: remote };
}

export interface PushInput {
  branch: string;
  message: string;
  paths: string[];
  /** The commit tend last pushed to `branch` (the state), null when none. */
  lastPushed: string | null;
  /** Who the commit's author and committer are, in a few words of plain text (read from GitHub). */
  whose(commit: string): Promise<string>;
}

export async function pushBranch(workspace: Pick<Workspace, 'commit' | 'pushWithLease' | 'remoteHead'>, input: PushInput): Promise<PushedBranch> {
  const taken = async (commit: string, when: string): Promise<PushedBranch> => ({
    ok: false,
    reason: `${input.branch} ${when} ${commit.slice(0, 12)}, a commit tend did not push (${await input.whose(commit)}); tend does not replace someone's commits: merge or close that work, delete the branch, and run /tend implement again`,
  });
  const decided = pushLease(await workspace.remoteHead(input.branch), input.lastPushed);
  if ('taken' in decided) return taken(decided.taken, 'holds');
  const commit = await workspace.commit(input.message, input.paths);
  if (commit === null) return { ok: false, reason: 'nothing to commit: the files already hold these changes' };
  const pushed = await workspace.pushWithLease({ branch: input.branch, expectedOid: decided.lease });
  if (pushed.pushed) return { ok: true, commit: pushed.oid };
  // Someone pushed between the look and the push: the lease kept their commit; say whose it is.
  const now = pushed.reason === 'stale' ? await workspace.remoteHead(input.branch) : null;
  if (now !== null && now !== decided.lease && now !== commit) return taken(now, 'moved to');
  return { ok: false, reason: `the push to ${input.branch} was refused (${pushed.reason}): ${pushed.message}` };
}
