// Performs what ship/behind.ts decided for a head behind its base: GitHub's update-branch, made
// with push-token when there is one (what GITHUB_TOKEN does starts no workflow runs, T3, so the
// new head would get no CI), or the one comment asking a fork's author to update the branch.

import type { Settings } from '../config/settings.js';
import type { PullSnapshot } from '../core/pull-request.js';
import { clientForToken, type Octokit } from '../github/client.js';
import { postComment, type RepoRef } from '../github/comments.js';
import { dispatchWorkflow } from '../github/dispatch.js';
import { updatePullRequestBranch } from '../github/update-branch.js';
import type { TargetState } from '../store/target-state.js';
import { afterAskAuthor, afterUpdateBranch, askAuthorComment, type BehindAction } from './behind.js';

interface BehindDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  now: () => Date;
  redact: (text: string) => string;
}

export async function performBehind(deps: BehindDeps, action: BehindAction, pr: PullSnapshot, state: TargetState): Promise<{ state: TargetState; notes: string[] }> {
  if (action.kind === 'ask-author-to-update') {
    await postComment(deps.octokit, deps.repo, { kind: 'pull_request', number: pr.number }, askAuthorComment(pr), { selfId: pr.viewer.id, marker: `tend:ask-update-branch ${pr.headRefOid}` });
    return { state: afterAskAuthor(state, action, pr, deps.now()), notes: [`Asked ${pr.author?.login ?? 'the author'} to update the fork's branch, which is behind ${pr.baseRefName} (tend may not update it).`] };
  }
  const client = clientForToken(deps.octokit, deps.settings.pushToken);
  const outcome = await updatePullRequestBranch(client, { pullId: pr.id, expectedHeadOid: action.expectedHeadOid, method: action.method });
  const next = afterUpdateBranch(state, action, outcome, deps.now());
  if (!outcome.updated) {
    const note = outcome.reason === 'head-moved' ? 'The head moved before tend could update the branch; nothing was changed.' : `GitHub refused to update the branch: ${deps.redact(outcome.message)}`;
    return { state: next, notes: [note] };
  }
  // Without push-token the update is made only with dispatch-workflows set (behind.ts): CI starts here.
  const notes = [`Updated the branch with ${pr.baseRefName} (${action.method}): new head ${outcome.head.slice(0, 7)}.`];
  for (const workflow of deps.settings.dispatchWorkflows) {
    const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, workflow, pr.headRefName);
    notes.push(dispatched.dispatched ? `dispatched ${workflow} on ${pr.headRefName}` : `could not dispatch ${workflow}: ${dispatched.message}`);
  }
  return { state: next, notes };
}
