// Pull requests, reviews and review comments on the wire. Head and base are read from the bare
// repository, so a real `git push` shows up in the next response.

import type { components } from '@octokit/openapi-types';
import type { Issue, PullRequestData, Repository, Review, ReviewComment } from '../state.js';
import { commitCount, diffFiles, mergeBase, resolveCommit, type FileChange } from './git-data.js';
import { issueCore } from './json-issues.js';
import { authorAssociation, reactionsJson, repoApiUrl, repoHtmlUrl, repositoryCore, userJson, type View } from './json-core.js';

type Schemas = components['schemas'];

export type PullRequest = Issue & { pull: PullRequestData };

const ZERO_OID = '0'.repeat(40);

function pullApiUrl(view: View, repo: Repository, pr: PullRequest): string {
  return `${repoApiUrl(view, repo)}/pulls/${pr.number}`;
}

function pullHtmlUrl(view: View, repo: Repository, pr: PullRequest): string {
  return `${repoHtmlUrl(view, repo)}/pull/${pr.number}`;
}

/**
 * The repository a head lives in: the base, or the fork (OpenAPI `pull-request.head.repo`). A fork
 * the state does not hold is still the fork, never the base: a public repository of its owner,
 * with no issues and the node id GraphQL gives it (`ForkView`).
 */
export function headRepository(view: View, repo: Repository, pr: PullRequest): Repository {
  const fullName = pr.pull.headRepoFullName;
  if (!fullName || fullName.toLowerCase() === view.state.fullName(repo).toLowerCase()) return repo;
  const [owner = '', name = ''] = fullName.split('/');
  const known = view.state.repository(owner, name);
  if (known) return known;
  const account = view.state.accountByAnyLogin(owner) ?? { id: 0, login: owner, type: 'User' as const, nodeId: '' };
  // The id GraphQL gives the same fork (graphql/context.ts:keyedNodeId).
  const nodeId = `N_${Buffer.from(`Repository:${repo.id}:fork:${owner}/${name}`).toString('base64url')}`;
  return { ...repo, id: forkId(fullName), nodeId, owner: account, name, private: false, issues: [], labels: [], checkRuns: [], statuses: [] };
}

/** A stable number for a fork the state does not hold (GitHub's ids are positive integers). */
function forkId(fullName: string): number {
  let hash = 0;
  for (const char of fullName.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return 1_000_000_000 + hash;
}

function branchJson(view: View, repo: Repository, ref: string, sha: string, fork = false) {
  return {
    label: `${repo.owner.login}:${ref}`,
    ref,
    sha,
    repo: { ...repositoryCore(view, repo), fork },
    user: userJson(view, repo.owner),
  };
}

function headBranchJson(view: View, repo: Repository, pr: PullRequest, sha: string) {
  const head = headRepository(view, repo, pr);
  return branchJson(view, head, pr.pull.headRef, sha, head.id !== repo.id);
}

/** The fields `pull-request`, `pull-request-simple` and the webhooks' `pull_request` share. */
export function pullCore(view: View, repo: Repository, pr: PullRequest) {
  const api = pullApiUrl(view, repo, pr);
  const html = pullHtmlUrl(view, repo, pr);
  const issue = issueCore(view, repo, pr);
  const headSha = view.state.headOid(repo, pr);
  const link = (href: string) => ({ href });
  return {
    url: api,
    id: pr.id,
    node_id: pr.nodeId,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue.url,
    commits_url: `${api}/commits`,
    review_comments_url: `${api}/comments`,
    review_comment_url: `${repoApiUrl(view, repo)}/pulls/comments{/number}`,
    comments_url: issue.comments_url,
    statuses_url: `${repoApiUrl(view, repo)}/statuses/${headSha}`,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title,
    user: issue.user,
    body: issue.body,
    labels: issue.labels,
    milestone: null,
    active_lock_reason: null,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    merged_at: pr.pull.mergedAt,
    merge_commit_sha: pr.pull.mergeCommitOid,
    assignee: null,
    assignees: [],
    requested_reviewers: (pr.pull.reviewRequests ?? []).map((a) => userJson(view, a)),
    requested_teams: [],
    head: headBranchJson(view, repo, pr, headSha),
    base: branchJson(view, repo, pr.pull.baseRef, view.state.baseOid(repo, pr)),
    _links: {
      self: link(api),
      html: link(html),
      issue: link(issue.url),
      comments: link(issue.comments_url),
      review_comments: link(`${api}/comments`),
      review_comment: link(`${repoApiUrl(view, repo)}/pulls/comments{/number}`),
      commits: link(`${api}/commits`),
      statuses: link(`${repoApiUrl(view, repo)}/statuses/${headSha}`),
    },
    author_association: issue.author_association,
    auto_merge: pr.pull.autoMergeMethod
      ? {
          enabled_by: issue.user,
          merge_method: pr.pull.autoMergeMethod,
          commit_title: pr.title,
          commit_message: '',
        }
      : null,
    draft: pr.pull.draft,
  };
}

/** `mergeable` / `mergeable_state` as GitHub computes them for an open pull request. */
export function mergeability(view: View, repo: Repository, pr: PullRequest): { mergeable: boolean | null; mergeable_state: string } {
  if (pr.state !== 'open') return { mergeable: null, mergeable_state: 'unknown' };
  const mergeable = view.state.mergeableState(repo, pr, view.reader);
  if (mergeable === 'UNKNOWN') return { mergeable: null, mergeable_state: 'unknown' };
  if (mergeable === 'CONFLICTING') return { mergeable: false, mergeable_state: 'dirty' };
  if (pr.pull.draft) return { mergeable: true, mergeable_state: 'draft' };
  if (view.state.mustUpdateBranch(repo, pr)) return { mergeable: true, mergeable_state: 'behind' };
  if (view.state.mergeBlocker(repo, pr)) return { mergeable: true, mergeable_state: 'blocked' };
  const head = view.state.headOid(repo, pr);
  const failing =
    view.state.pullRequestCheckRuns(repo, head).some((run) => ['failure', 'timed_out', 'cancelled', 'action_required'].includes(run.conclusion ?? '')) ||
    view.state.latestStatuses(repo, head).some((status) => status.state === 'failure' || status.state === 'error');
  const pending =
    view.state.pullRequestCheckRuns(repo, head).some((run) => run.status !== 'completed') ||
    view.state.latestStatuses(repo, head).some((status) => status.state === 'pending');
  return { mergeable: true, mergeable_state: failing || pending ? 'unstable' : 'clean' };
}

/** The commit the pull request's diff starts from; for a merged one, where it forked from the old base. */
function diffStart(view: View, repo: Repository, pr: PullRequest, head: string): string | null {
  if (pr.pull.merged && pr.pull.mergeCommitOid) return mergeBase(repo, `${pr.pull.mergeCommitOid}^1`, head);
  return mergeBase(repo, view.state.baseOid(repo, pr), head);
}

export function pullFiles(view: View, repo: Repository, pr: PullRequest): { files: FileChange[]; commits: number } {
  const head = view.state.headOid(repo, pr);
  if (head === ZERO_OID || resolveCommit(repo, head) === null) return { files: [], commits: 0 };
  const start = diffStart(view, repo, pr, head);
  if (!start) return { files: [], commits: 0 };
  return { files: diffFiles(repo, start, head), commits: commitCount(repo, start, head) };
}

export function pullJson(view: View, repo: Repository, pr: PullRequest): Schemas['pull-request'] {
  const { files, commits } = pullFiles(view, repo, pr);
  const reviewComments = pr.pull.threads.reduce((sum, thread) => sum + thread.comments.length, 0);
  return {
    ...pullCore(view, repo, pr),
    ...mergeability(view, repo, pr),
    rebaseable: pr.state === 'open' && view.state.mergeableState(repo, pr, view.reader) === 'MERGEABLE',
    merged: pr.pull.merged,
    merged_by: pr.pull.mergedBy ? userJson(view, pr.pull.mergedBy) : null,
    comments: pr.comments.length,
    review_comments: reviewComments,
    maintainer_can_modify: pr.pull.maintainerCanModify === true,
    commits,
    additions: files.reduce((sum, file) => sum + file.additions, 0),
    deletions: files.reduce((sum, file) => sum + file.deletions, 0),
    changed_files: files.length,
  };
}

/**
 * A pull request as the list endpoint shows it. The OpenAPI types a list item's label
 * `description` as string, but GitHub sends null for a label without one, so labels keep the
 * `label` schema's type here.
 */
export type PullRequestListItem = Omit<Schemas['pull-request-simple'], 'labels'> & { labels: Schemas['label'][] };

export function pullListItemJson(view: View, repo: Repository, pr: PullRequest): PullRequestListItem {
  return pullCore(view, repo, pr);
}

export function pullMinimalJson(view: View, repo: Repository, pr: PullRequest) {
  const side = (ref: string, sha: string) => ({ ref, sha, repo: { id: repo.id, url: repoApiUrl(view, repo), name: repo.name } });
  return {
    id: pr.id,
    number: pr.number,
    url: pullApiUrl(view, repo, pr),
    head: side(pr.pull.headRef, view.state.headOid(repo, pr)),
    base: side(pr.pull.baseRef, view.state.baseOid(repo, pr)),
  } satisfies Schemas['pull-request-minimal'];
}

export function fileJson(view: View, repo: Repository, head: string, file: FileChange): Schemas['diff-entry'] {
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `${repoHtmlUrl(view, repo)}/blob/${head}/${path}`,
    raw_url: `${repoHtmlUrl(view, repo)}/raw/${head}/${path}`,
    contents_url: `${repoApiUrl(view, repo)}/contents/${path}?ref=${head}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === null ? {} : { previous_filename: file.previousFilename }),
  };
}

export function reviewCore(view: View, repo: Repository, pr: PullRequest, review: Review) {
  const html = `${pullHtmlUrl(view, repo, pr)}#pullrequestreview-${review.id}`;
  return {
    id: review.id,
    node_id: review.nodeId,
    user: userJson(view, review.author),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullApiUrl(view, repo, pr),
    _links: { html: { href: html }, pull_request: { href: pullApiUrl(view, repo, pr) } },
    submitted_at: review.submittedAt,
    commit_id: review.commitOid,
    author_association: authorAssociation(repo, review.author),
  } satisfies Schemas['pull-request-review'];
}

export function reviewJson(view: View, repo: Repository, pr: PullRequest, review: Review): Schemas['pull-request-review'] {
  return reviewCore(view, repo, pr, review);
}

/**
 * The OpenAPI types `line` as an optional number, but GitHub sends `"line": null` on an outdated
 * comment (DESIGN.md), and tend must cope with exactly that.
 */
export type ReviewCommentJson = Omit<Schemas['pull-request-review-comment'], 'line'> & { line: number | null };

export function reviewCommentCore(view: View, repo: Repository, pr: PullRequest, comment: ReviewComment) {
  const url = `${repoApiUrl(view, repo)}/pulls/comments/${comment.id}`;
  const html = `${pullHtmlUrl(view, repo, pr)}#discussion_r${comment.id}`;
  return {
    url,
    pull_request_review_id: comment.reviewId,
    id: comment.id,
    node_id: comment.nodeId,
    diff_hunk: comment.diffHunk,
    path: comment.path,
    commit_id: comment.commitOid,
    original_commit_id: comment.originalCommitOid,
    ...(comment.inReplyToId === null ? {} : { in_reply_to_id: comment.inReplyToId }),
    user: userJson(view, comment.author),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    html_url: html,
    pull_request_url: pullApiUrl(view, repo, pr),
    author_association: authorAssociation(repo, comment.author),
    _links: { self: { href: url }, html: { href: html }, pull_request: { href: pullApiUrl(view, repo, pr) } },
    start_line: comment.startLine,
    original_start_line: comment.originalStartLine,
    start_side: comment.startLine === null ? null : ('RIGHT' as const),
    ...(comment.originalLine === null ? {} : { original_line: comment.originalLine }),
    side: 'RIGHT' as const,
    subject_type: 'line' as const,
    reactions: reactionsJson(url),
  } satisfies Omit<Schemas['pull-request-review-comment'], 'line'>;
}

export function reviewCommentJson(view: View, repo: Repository, pr: PullRequest, comment: ReviewComment): ReviewCommentJson {
  return { ...reviewCommentCore(view, repo, pr, comment), line: comment.line };
}
