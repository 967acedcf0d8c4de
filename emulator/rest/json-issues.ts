// Issues (pull requests included, as the issues API shows them) and issue comments on the wire.

import type { components } from '@octokit/openapi-types';
import type { Issue, IssueComment, Repository } from '../state.js';
import { authorAssociation, labelJson, reactionsJson, repoApiUrl, repoHtmlUrl, userJson, type View } from './json-core.js';

type Schemas = components['schemas'];

export function issueHtmlUrl(view: View, repo: Repository, issue: Issue): string {
  return `${repoHtmlUrl(view, repo)}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`;
}

/** The fields of an issue that REST and every webhook's `issue` share. */
export function issueCore(view: View, repo: Repository, issue: Issue) {
  const api = `${repoApiUrl(view, repo)}/issues/${issue.number}`;
  const html = issueHtmlUrl(view, repo, issue);
  return {
    id: issue.id,
    node_id: issue.nodeId,
    url: api,
    repository_url: repoApiUrl(view, repo),
    labels_url: `${api}/labels{/name}`,
    comments_url: `${api}/comments`,
    events_url: `${api}/events`,
    html_url: html,
    timeline_url: `${api}/timeline`,
    number: issue.number,
    state: issue.state,
    // Closing through the API without a reason records "completed", as GitHub does for issues.
    state_reason: issue.state === 'closed' && !issue.pull ? ('completed' as const) : null,
    title: issue.title,
    // GitHub answers null, not "", for an issue opened without a description.
    body: issue.body === '' ? null : issue.body,
    user: userJson(view, issue.author),
    labels: issue.labels.map((label) => labelJson(view, repo, label)),
    assignee: null,
    assignees: [],
    milestone: null,
    locked: false,
    active_lock_reason: null,
    comments: issue.comments.length,
    closed_at: issue.closedAt,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    author_association: authorAssociation(repo, issue.author),
    performed_via_github_app: null,
    reactions: reactionsJson(api),
    ...(issue.pull
      ? {
          draft: issue.pull.draft,
          pull_request: {
            url: `${repoApiUrl(view, repo)}/pulls/${issue.number}`,
            html_url: html,
            diff_url: `${html}.diff`,
            patch_url: `${html}.patch`,
            merged_at: issue.pull.mergedAt,
          },
        }
      : {}),
  } satisfies Schemas['issue'];
}

export function issueJson(view: View, repo: Repository, issue: Issue): Schemas['issue'] {
  return issueCore(view, repo, issue);
}

export function issueCommentCore(view: View, repo: Repository, issue: Issue, comment: IssueComment) {
  const url = `${repoApiUrl(view, repo)}/issues/comments/${comment.id}`;
  return {
    id: comment.id,
    node_id: comment.nodeId,
    url,
    html_url: `${issueHtmlUrl(view, repo, issue)}#issuecomment-${comment.id}`,
    issue_url: `${repoApiUrl(view, repo)}/issues/${issue.number}`,
    body: comment.body,
    user: userJson(view, comment.author),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: authorAssociation(repo, comment.author),
    performed_via_github_app: null,
    reactions: reactionsJson(url),
  } satisfies Schemas['issue-comment'];
}

export function issueCommentJson(view: View, repo: Repository, issue: Issue, comment: IssueComment): Schemas['issue-comment'] {
  return issueCommentCore(view, repo, issue, comment);
}
