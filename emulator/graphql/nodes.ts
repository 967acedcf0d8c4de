// Global node ids back to records. Mutations use the typed `find*` helpers (so a thread id given
// where a pull request id belongs is NOT_FOUND, as on github.com); `node(id)` uses `nodeView`.

import { decodeNodeId, GitHubError, type Issue, type IssueComment, type Label, type Repository } from '../state.js';
import { ActorView } from './actors.js';
import { CheckRunView, StatusContextView } from './checks.js';
import { canSee, decodeKeyedNodeId, type Context } from './context.js';
import { describeObject } from './git.js';
import { objectView, refView } from './git-objects.js';
import { IssueCommentView, viewOfIssue, type PullIssue } from './issues.js';
import { LabelView, RepositoryView } from './repository.js';
import { ReviewCommentView, ReviewThreadView, ReviewView } from './reviews.js';

export function notFound(id: string): GitHubError {
  return new GitHubError(404, `Could not resolve to a node with the global id of '${id}'.`, 'NOT_FOUND');
}

function visibleRepos(ctx: Context): Repository[] {
  return ctx.state.repositories.filter((r) => canSee(ctx, r));
}

export function findRepository(ctx: Context, id: string): Repository {
  const repo = visibleRepos(ctx).find((r) => r.nodeId === id);
  if (!repo) throw notFound(id);
  return repo;
}

/** An issue or a pull request (both are commentable and labelable). */
export function findIssue(ctx: Context, id: string): { repo: Repository; issue: Issue } {
  for (const repo of visibleRepos(ctx)) {
    const issue = repo.issues.find((i) => i.nodeId === id);
    if (issue) return { repo, issue };
  }
  throw notFound(id);
}

export function findPullRequest(ctx: Context, id: string): { repo: Repository; pr: PullIssue } {
  const { repo, issue } = findIssue(ctx, id);
  if (!issue.pull) throw notFound(id);
  return { repo, pr: issue as PullIssue };
}

export function findIssueComment(ctx: Context, id: string): { repo: Repository; issue: Issue; comment: IssueComment } {
  for (const repo of visibleRepos(ctx)) {
    for (const issue of repo.issues) {
      const comment = issue.comments.find((c) => c.nodeId === id);
      if (comment) return { repo, issue, comment };
    }
  }
  throw notFound(id);
}

/** A branch by its Ref node id (refs/heads/... of a visible repository, existing now). */
export function findBranchRef(ctx: Context, id: string): { repo: Repository; branch: string } {
  const keyed = decodeKeyedNodeId(id);
  const repo = keyed?.type === 'Ref' ? visibleRepos(ctx).find((r) => r.id === keyed.repoId) : undefined;
  const branch = keyed?.key.startsWith('refs/heads/') ? keyed.key.slice('refs/heads/'.length) : null;
  if (!repo || branch === null || ctx.state.refOid(repo, branch) === null) throw notFound(id);
  return { repo, branch };
}

export function findThread(ctx: Context, id: string) {
  for (const repo of visibleRepos(ctx)) {
    for (const issue of repo.issues) {
      const thread = issue.pull?.threads.find((t) => t.nodeId === id);
      if (thread) return { repo, pr: issue as PullIssue, thread };
    }
  }
  throw notFound(id);
}

export function findLabel(repo: Repository, id: string): Label {
  const label = repo.labels.find((l) => l.nodeId === id);
  if (!label) throw notFound(id);
  return label;
}

type NodeView = { __typename: string };

/** Any object `node(id:)` can return, or a NOT_FOUND error. */
export function nodeView(ctx: Context, id: string): NodeView {
  const view = lookup(ctx, id);
  if (!view) throw notFound(id);
  return view;
}

function lookup(ctx: Context, id: string): NodeView | null {
  const numeric = decodeNodeId(id);
  if (numeric) return byNumericId(ctx, id, numeric.type);
  const keyed = decodeKeyedNodeId(id);
  if (!keyed) return null;
  const repo = visibleRepos(ctx).find((r) => r.id === keyed.repoId);
  if (!repo) return null;
  if (keyed.type === 'Commit' || keyed.type === 'Tree' || keyed.type === 'Blob') {
    const info = describeObject(repo, keyed.key);
    return info && info.type.toLowerCase() === keyed.type.toLowerCase() ? objectView(ctx, repo, info) : null;
  }
  if (keyed.type === 'Ref') return refView(ctx, repo, keyed.key);
  return null;
}

function byNumericId(ctx: Context, id: string, type: string): NodeView | null {
  if (type === 'User' || type === 'Bot' || type === 'Organization') {
    const account = [...ctx.state.accounts.values()].find((a) => a.nodeId === id);
    return account ? new ActorView(ctx, account) : null;
  }
  for (const repo of visibleRepos(ctx)) {
    if (type === 'Repository' && repo.nodeId === id) return new RepositoryView(ctx, repo);
    if (type === 'Label') {
      const label = repo.labels.find((l) => l.nodeId === id);
      if (label) return new LabelView(ctx, repo, label);
    }
    if (type === 'CheckRun') {
      const run = repo.checkRuns.find((r) => r.nodeId === id);
      if (run) return new CheckRunView(ctx, repo, run);
    }
    if (type === 'StatusContext') {
      const status = repo.statuses.find((s) => s.nodeId === id);
      if (status) return new StatusContextView(ctx, repo, status);
    }
    for (const issue of repo.issues) {
      if ((type === 'Issue' || type === 'PullRequest') && issue.nodeId === id) return viewOfIssue(ctx, repo, issue);
      if (type === 'IssueComment') {
        const comment = issue.comments.find((c) => c.nodeId === id);
        if (comment) return new IssueCommentView(ctx, repo, issue, comment);
      }
      if (!issue.pull) continue;
      const pr = issue as PullIssue;
      if (type === 'PullRequestReview') {
        const review = pr.pull.reviews.find((r) => r.nodeId === id);
        if (review) return new ReviewView(ctx, repo, pr, review);
      }
      for (const thread of pr.pull.threads) {
        if (type === 'PullRequestReviewThread' && thread.nodeId === id) return new ReviewThreadView(ctx, repo, pr, thread);
        if (type === 'PullRequestReviewComment') {
          const comment = thread.comments.find((c) => c.nodeId === id);
          if (comment) return new ReviewCommentView(ctx, repo, pr, thread, comment);
        }
      }
    }
  }
  return null;
}
