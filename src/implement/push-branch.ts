// How implement's change reaches GitHub: one commit of exactly the files tend validated, pushed to
// tend/issue-N with a lease on what the branch held when tend looked (absent: it must still be
// absent), so a push someone made meanwhile is never overwritten unseen.
//
// Seam: this is the git path. When `commit-method: api` lands (createCommitOnBranch, commits
// signed by GitHub, P11), it is a second implementation of `pushBranch` chosen by that setting:
// create the branch ref at the base commit, then one createCommitOnBranch with these files'
// contents and `expectedHeadOid`. Nothing else in implement changes.

import type { Workspace } from '../git/workspace.js';

export type PushedBranch = { ok: true; commit: string } | { ok: false; reason: string };

export async function pushBranch(workspace: Pick<Workspace, 'commit' | 'pushWithLease' | 'remoteHead'>, input: { branch: string; message: string; paths: string[] }): Promise<PushedBranch> {
  const commit = await workspace.commit(input.message, input.paths);
  if (commit === null) return { ok: false, reason: 'nothing to commit: the files already hold these changes' };
  const expectedOid = await workspace.remoteHead(input.branch);
  const pushed = await workspace.pushWithLease({ branch: input.branch, expectedOid });
  if (pushed.pushed) return { ok: true, commit: pushed.oid };
  return { ok: false, reason: `the push to ${input.branch} was refused (${pushed.reason}): ${pushed.message}` };
}
