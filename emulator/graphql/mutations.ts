// Mutations, each a thin wrapper over the shared state operation the REST routes also call. Every
// one needs write access to the repository (FORBIDDEN "Resource not accessible by integration"
// otherwise), except editing or deleting one's own comment.

import { commitFiles } from '../git-seed.js';
import { autoMergeMethodRefusal, ceilingAllowsWrite, GitHubError, type MergeMethod } from '../state.js';
import { ActorView } from './actors.js';
import { requireLabel, requireParticipate, requireWrite, type Context } from './context.js';
import { autoMergeDetails, commentEdge, IssueCommentView, IssueView, PullRequestView, viewOfIssue } from './issues.js';
import { CommitView, refView } from './git-objects.js';
import { findBranchRef, findIssue, findIssueComment, findLabel, findPullRequest, findRepository, findThread } from './nodes.js';
import { MergeQueueEntryView } from './merge-queue.js';
import { ReviewCommentView, ReviewThreadView } from './reviews.js';

interface Input {
  clientMutationId?: string | null;
}

function payload<T extends object>(input: Input, fields: T): T & { clientMutationId: string | null } {
  return { clientMutationId: input.clientMutationId ?? null, ...fields };
}

function requireText(value: string, field: string): void {
  if (value.trim() === '') throw new GitHubError(422, `${field} can't be blank`, 'UNPROCESSABLE');
}

function mergeMethod(value: string | null | undefined): MergeMethod {
  return (value ?? 'MERGE').toLowerCase() as MergeMethod;
}

export function mutationRoot(ctx: Context) {
  const { state, viewer } = ctx;

  /** `CommittableBranch`: a Ref id, or a repository's `owner/name` with a branch name. */
  const committableBranch = (branch: { repositoryNameWithOwner?: string | null; branchName?: string | null; id?: string | null }) => {
    if (branch.id) return findBranchRef(ctx, branch.id);
    const [owner = '', name = ''] = (branch.repositoryNameWithOwner ?? '').split('/');
    const repo = state.repository(owner, name);
    if (!repo || !branch.branchName || state.permissionOf(repo, viewer) === 'none') {
      throw new GitHubError(404, `Could not resolve to a Repository with the name '${branch.repositoryNameWithOwner ?? ''}'.`, 'NOT_FOUND');
    }
    return { repo, branch: branch.branchName };
  };

  const setResolved = (input: Input & { threadId: string }, resolved: boolean) => {
    const { repo, pr } = findThread(ctx, input.threadId);
    // An installation token needs contents: write to resolve, whatever its account may do.
    if (!ceilingAllowsWrite(ctx.ceiling, 'contents')) throw new GitHubError(403, 'Resource not accessible by integration', 'FORBIDDEN');
    const thread = state.setThreadResolved(repo, input.threadId, viewer, resolved);
    return payload(input, { thread: new ReviewThreadView(ctx, repo, pr, thread) });
  };

  return {
    resolveReviewThread: ({ input }: { input: Input & { threadId: string } }) => setResolved(input, true),

    unresolveReviewThread: ({ input }: { input: Input & { threadId: string } }) => setResolved(input, false),

    addPullRequestReviewThreadReply({ input }: { input: Input & { pullRequestReviewThreadId: string; pullRequestReviewId?: string | null; body: string } }) {
      const { repo, pr, thread } = findThread(ctx, input.pullRequestReviewThreadId);
      requireWrite(ctx, repo, 'pull-requests');
      requireText(input.body, 'Body');
      // github.com files every reply under a review: the pending one named, or a new COMMENTED one.
      const named = input.pullRequestReviewId ? pr.pull.reviews.find((r) => r.nodeId === input.pullRequestReviewId) : undefined;
      if (input.pullRequestReviewId && !named) throw new GitHubError(404, `Could not resolve to a node with the global id of '${input.pullRequestReviewId}'.`, 'NOT_FOUND');
      const review = named ?? state.addReview(repo, pr, { author: viewer, state: 'COMMENTED', body: '' }).review;
      const comment = state.addThreadComment(thread, { author: viewer, body: input.body, commitOid: state.headOid(repo, pr), reviewId: review.id });
      return payload(input, { comment: new ReviewCommentView(ctx, repo, pr, thread, comment) });
    },

    mergePullRequest({
      input,
    }: {
      input: Input & { pullRequestId: string; expectedHeadOid?: string | null; mergeMethod?: string | null; commitHeadline?: string | null; commitBody?: string | null };
    }) {
      const { repo, pr } = findPullRequest(ctx, input.pullRequestId);
      requireWrite(ctx, repo, 'contents');
      state.mergePullRequest(repo, pr, {
        method: mergeMethod(input.mergeMethod),
        ...(input.expectedHeadOid ? { expectedHeadOid: input.expectedHeadOid } : {}),
        ...(input.commitHeadline != null ? { title: input.commitHeadline } : {}),
        ...(input.commitBody != null ? { message: input.commitBody } : {}),
        actor: viewer,
      });
      return payload(input, { pullRequest: new PullRequestView(ctx, repo, pr), actor: new ActorView(ctx, viewer) });
    },

    enablePullRequestAutoMerge({
      input,
    }: {
      input: Input & { pullRequestId: string; mergeMethod?: string | null; expectedHeadOid?: string | null; commitHeadline?: string | null; commitBody?: string | null };
    }) {
      const { repo, pr } = findPullRequest(ctx, input.pullRequestId);
      requireWrite(ctx, repo, 'pull-requests');
      const view = new PullRequestView(ctx, repo, pr);
      if (pr.state !== 'open') throw new GitHubError(422, 'Pull request is closed', 'UNPROCESSABLE');
      if (repo.allowAutoMerge === false) {
        throw new GitHubError(422, 'Pull request Auto merge is not allowed for this repository', 'UNPROCESSABLE');
      }
      if (input.expectedHeadOid && input.expectedHeadOid !== view.headRefOid) {
        throw new GitHubError(422, 'Head branch was modified. Review and try the merge again.', 'UNPROCESSABLE');
      }
      // github.com refuses auto-merge when nothing is left to wait for (the client should merge
      // directly), in its own words, doubled prefix included.
      const status = view.mergeStateStatus;
      if (status === 'CLEAN' || status === 'UNSTABLE') {
        throw new GitHubError(422, `Pull request Pull request is in ${status.toLowerCase()} status`, 'UNPROCESSABLE');
      }
      const method = mergeMethod(input.mergeMethod);
      if (!repo.allowedMergeMethods.includes(method)) {
        throw new GitHubError(422, autoMergeMethodRefusal(method), 'UNPROCESSABLE');
      }
      pr.pull.autoMergeMethod = method;
      autoMergeDetails.set(pr.pull, {
        enabledAt: state.now(),
        enabledBy: viewer,
        commitHeadline: input.commitHeadline ?? null,
        commitBody: input.commitBody ?? null,
      });
      return payload(input, { pullRequest: view, actor: new ActorView(ctx, viewer) });
    },

    enqueuePullRequest({ input }: { input: Input & { pullRequestId: string; expectedHeadOid?: string | null; jump?: boolean | null } }) {
      const { repo, pr } = findPullRequest(ctx, input.pullRequestId);
      requireWrite(ctx, repo, 'contents');
      const entry = state.enqueuePullRequest(repo, pr, {
        actor: viewer,
        ...(input.expectedHeadOid ? { expectedHeadOid: input.expectedHeadOid } : {}),
        ...(input.jump != null ? { jump: input.jump } : {}),
      });
      return payload(input, { mergeQueueEntry: new MergeQueueEntryView(ctx, repo, pr, entry) });
    },

    dequeuePullRequest({ input }: { input: Input & { id: string } }) {
      const found = state.repositories
        .flatMap((repo) => repo.issues.map((issue) => ({ repo, issue })))
        .find(({ issue }) => issue.pull?.mergeQueueEntry?.nodeId === input.id || issue.nodeId === input.id);
      if (!found?.issue.pull) throw new GitHubError(404, `Could not resolve to a node with the global id of '${input.id}'.`, 'NOT_FOUND');
      const pr = found.issue as typeof found.issue & { pull: NonNullable<typeof found.issue.pull> };
      requireWrite(ctx, found.repo, 'contents');
      const entry = state.dequeuePullRequest(pr);
      return payload(input, { mergeQueueEntry: new MergeQueueEntryView(ctx, found.repo, pr, entry) });
    },

    updatePullRequestBranch({ input }: { input: Input & { pullRequestId: string; expectedHeadOid?: string | null; updateMethod?: string | null } }) {
      const { repo, pr } = findPullRequest(ctx, input.pullRequestId);
      requireWrite(ctx, repo, 'contents');
      state.updatePullRequestBranch(repo, pr, {
        method: input.updateMethod === 'REBASE' ? 'rebase' : 'merge',
        ...(input.expectedHeadOid ? { expectedHeadOid: input.expectedHeadOid } : {}),
        actor: viewer,
      });
      return payload(input, { pullRequest: new PullRequestView(ctx, repo, pr) });
    },

    /**
     * A commit made by GitHub on the caller's behalf, signed by GitHub, pinned to the branch's
     * head (`expectedHeadOid`), with the same `workflows` rule a push meets.
     */
    async createCommitOnBranch({
      input,
    }: {
      input: Input & {
        branch: { repositoryNameWithOwner?: string | null; branchName?: string | null; id?: string | null };
        expectedHeadOid: string;
        message: { headline: string; body?: string | null };
        fileChanges?: { additions?: Array<{ path: string; contents: string }> | null; deletions?: Array<{ path: string }> | null } | null;
      };
    }) {
      const { repo, branch } = committableBranch(input.branch);
      requireWrite(ctx, repo, 'contents');
      const head = state.refOid(repo, branch);
      if (head !== input.expectedHeadOid) {
        throw new GitHubError(422, `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`, 'UNPROCESSABLE');
      }
      const files: Record<string, string | null> = {};
      for (const addition of input.fileChanges?.additions ?? []) files[addition.path] = Buffer.from(addition.contents, 'base64').toString('utf8');
      for (const deletion of input.fileChanges?.deletions ?? []) files[deletion.path] = null;
      const workflow = Object.keys(files).find((path) => path.startsWith('.github/workflows/'));
      if (workflow && !state.hasWorkflowsPermission(repo, viewer)) {
        throw new GitHubError(403, `refusing to allow a GitHub App to create or update workflow \`${workflow}\` without \`workflows\` permission`, 'FORBIDDEN');
      }
      const message = input.message.body ? `${input.message.headline}\n\n${input.message.body}` : input.message.headline;
      const oid = await commitFiles(repo.bareDir, {
        branch,
        from: head,
        files,
        message,
        author: { name: viewer.login, email: `${viewer.id}+${viewer.login}@users.noreply.github.com` },
        date: state.clock.now(),
      });
      state.signedByGitHub.add(oid);
      return payload(input, { commit: new CommitView(ctx, repo, oid), ref: refView(ctx, repo, branch) });
    },

    disablePullRequestAutoMerge({ input }: { input: Input & { pullRequestId: string } }) {
      const { repo, pr } = findPullRequest(ctx, input.pullRequestId);
      requireWrite(ctx, repo, 'pull-requests');
      pr.pull.autoMergeMethod = null;
      autoMergeDetails.delete(pr.pull);
      return payload(input, { pullRequest: new PullRequestView(ctx, repo, pr), actor: new ActorView(ctx, viewer) });
    },

    addComment({ input }: { input: Input & { subjectId: string; body: string } }) {
      const { repo, issue } = findIssue(ctx, input.subjectId);
      requireParticipate(ctx, repo, ['issues', 'pull-requests']);
      requireText(input.body, 'Body');
      const comment = state.addIssueComment(issue, viewer, input.body);
      const edge = commentEdge(ctx, repo, issue, comment);
      return payload(input, { commentEdge: edge, subject: viewOfIssue(ctx, repo, issue), timelineEdge: edge });
    },

    updateIssueComment({ input }: { input: Input & { id: string; body: string } }) {
      const { repo, issue, comment } = findIssueComment(ctx, input.id);
      if (comment.author.id !== viewer.id) requireWrite(ctx, repo, ['issues', 'pull-requests']);
      requireText(input.body, 'Body');
      const updated = state.updateIssueComment(repo, comment.id, input.body);
      return payload(input, { issueComment: new IssueCommentView(ctx, repo, issue, updated) });
    },

    deleteIssueComment({ input }: { input: Input & { id: string } }) {
      const { repo, comment } = findIssueComment(ctx, input.id);
      if (comment.author.id !== viewer.id) requireWrite(ctx, repo, ['issues', 'pull-requests']);
      state.deleteIssueComment(repo, comment.id);
      return payload(input, {});
    },

    deleteRef({ input }: { input: Input & { refId: string } }) {
      const { repo, branch } = findBranchRef(ctx, input.refId);
      requireWrite(ctx, repo, 'contents');
      if (branch === repo.defaultBranch) throw new GitHubError(422, 'Cannot delete the default branch', 'UNPROCESSABLE');
      state.deleteRef(repo, branch);
      return payload(input, {});
    },

    addLabelsToLabelable({ input }: { input: Input & { labelableId: string; labelIds: string[] } }) {
      const { repo, issue } = findIssue(ctx, input.labelableId);
      requireLabel(ctx, repo, ['issues', 'pull-requests']);
      const labels = input.labelIds.map((id) => findLabel(repo, id));
      for (const label of labels) state.addLabel(repo, issue, label.name, viewer);
      return payload(input, { labelable: viewOfIssue(ctx, repo, issue) });
    },

    removeLabelsFromLabelable({ input }: { input: Input & { labelableId: string; labelIds: string[] } }) {
      const { repo, issue } = findIssue(ctx, input.labelableId);
      requireLabel(ctx, repo, ['issues', 'pull-requests']);
      const labels = input.labelIds.map((id) => findLabel(repo, id));
      for (const label of labels) if (issue.labels.some((l) => l.id === label.id)) state.removeLabel(issue, label.name, viewer);
      return payload(input, { labelable: viewOfIssue(ctx, repo, issue) });
    },

    createIssue({ input }: { input: Input & { repositoryId: string; title: string; body?: string | null; labelIds?: string[] | null } }) {
      const repo = findRepository(ctx, input.repositoryId);
      requireParticipate(ctx, repo, 'issues');
      requireText(input.title, 'Title');
      const labels = (input.labelIds ?? []).map((id) => findLabel(repo, id).name);
      const issue = state.createIssue(repo, { title: input.title, body: input.body ?? '', author: viewer, labels });
      return payload(input, { issue: new IssueView(ctx, repo, issue) });
    },
  };
}
