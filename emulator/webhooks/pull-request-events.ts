// `pull_request`, `pull_request_review` and `pull_request_review_comment` event payloads. The pull
// request's head and base come from the bare repository, so they match what a clone sees.

import type { Account, Label, Repository, Review, ReviewComment } from '../state.js';
import { labelJson } from '../rest/json-core.js';
import { pullCore, pullJson, reviewCommentCore, reviewCore, type PullRequest } from '../rest/json-pulls.js';
import { fromExample, viewOf, without, type Schemas, type WebhookSource } from './envelope.js';

export interface PullRequestEvents {
  opened: Schemas['webhook-pull-request-opened'];
  edited: Schemas['webhook-pull-request-edited'];
  closed: Schemas['webhook-pull-request-closed'];
  reopened: Schemas['webhook-pull-request-reopened'];
  synchronize: Schemas['webhook-pull-request-synchronize'];
  labeled: Schemas['webhook-pull-request-labeled'];
  unlabeled: Schemas['webhook-pull-request-unlabeled'];
  ready_for_review: Schemas['webhook-pull-request-ready-for-review'];
  converted_to_draft: Schemas['webhook-pull-request-converted-to-draft'];
}

export interface PullRequestReviewEvents {
  submitted: Schemas['webhook-pull-request-review-submitted'];
  edited: Schemas['webhook-pull-request-review-edited'];
  dismissed: Schemas['webhook-pull-request-review-dismissed'];
}

export interface PullRequestReviewCommentEvents {
  created: Schemas['webhook-pull-request-review-comment-created'];
  edited: Schemas['webhook-pull-request-review-comment-edited'];
  deleted: Schemas['webhook-pull-request-review-comment-deleted'];
}

/**
 * `pull_request`. `labeled`/`unlabeled` need `label`, `synchronize` needs `before` (the head
 * before the push; `after` is the current head). The sender defaults to the author.
 */
export function pullRequestEvent<A extends keyof PullRequestEvents>(
  source: WebhookSource,
  repo: Repository,
  pr: PullRequest,
  action: A,
  options: { sender?: Account; label?: Label; before?: string } = {},
): PullRequestEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-pull-request-opened']>(view, repo, options.sender ?? pr.author, 'pull_request', { action });
  const pullRequest: Schemas['webhook-pull-request-opened']['pull_request'] = { ...payload.pull_request, ...pullJson(view, repo, pr) };
  const labeling = action === 'labeled' || action === 'unlabeled';
  if (labeling && !options.label) throw new Error(`pullRequestEvent('${action}') needs the label`);
  if (action === 'synchronize' && !options.before) throw new Error("pullRequestEvent('synchronize') needs the head before the push");
  const extra: Partial<Pick<Schemas['webhook-pull-request-synchronize'], 'before' | 'after'> & Pick<Schemas['webhook-pull-request-labeled'], 'label'>> = {
    ...(labeling && options.label ? { label: labelJson(view, repo, options.label) } : {}),
    ...(action === 'synchronize' && options.before ? { before: options.before, after: pullRequest.head.sha } : {}),
  };
  const rest = without(payload, 'label', 'before', 'after', 'assignee', 'requested_reviewer', 'requested_team', 'changes');
  // The variants share this shape; they differ in `action` and the extras set above.
  return { ...rest, ...extra, action, number: pr.number, pull_request: pullRequest } as unknown as PullRequestEvents[A];
}

/** `pull_request_review`; the sender defaults to the reviewer. Webhooks spell the state in lower case. */
export function pullRequestReviewEvent<A extends keyof PullRequestReviewEvents>(
  source: WebhookSource,
  repo: Repository,
  pr: PullRequest,
  review: Review,
  action: A,
  options: { sender?: Account } = {},
): PullRequestReviewEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-pull-request-review-submitted']>(view, repo, options.sender ?? review.author, 'pull_request_review', { action });
  const pullRequest: Schemas['webhook-pull-request-review-submitted']['pull_request'] = { ...payload.pull_request, ...pullCore(view, repo, pr) };
  const reviewPart: Schemas['webhook-pull-request-review-submitted']['review'] = {
    ...payload.review,
    ...reviewCore(view, repo, pr, review),
    state: review.state.toLowerCase(),
  };
  return { ...without(payload, 'changes'), action, review: reviewPart, pull_request: pullRequest } as unknown as PullRequestReviewEvents[A];
}

/** `pull_request_review_comment`; the sender defaults to the comment's author. */
export function pullRequestReviewCommentEvent<A extends keyof PullRequestReviewCommentEvents>(
  source: WebhookSource,
  repo: Repository,
  pr: PullRequest,
  comment: ReviewComment,
  action: A,
  options: { sender?: Account; previousBody?: string } = {},
): PullRequestReviewCommentEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-pull-request-review-comment-created']>(
    view,
    repo,
    options.sender ?? comment.author,
    'pull_request_review_comment',
    { action },
  );
  const pullRequest: Schemas['webhook-pull-request-review-comment-created']['pull_request'] = { ...payload.pull_request, ...pullCore(view, repo, pr) };
  const position = comment.line === null ? null : diffPosition(comment.diffHunk);
  const commentPart: Schemas['webhook-pull-request-review-comment-created']['comment'] = {
    ...without(payload.comment, 'in_reply_to_id'),
    ...reviewCommentCore(view, repo, pr, comment),
    line: comment.line,
    original_line: comment.originalLine,
    position,
    original_position: diffPosition(comment.diffHunk),
  };
  const changes = action === 'edited' ? { changes: { body: { from: options.previousBody ?? '' } } } : {};
  return { ...without(payload, 'changes'), ...changes, action, comment: commentPart, pull_request: pullRequest } as unknown as PullRequestReviewCommentEvents[A];
}

/** GitHub's `position`: the commented line's index below the hunk header (the hunk ends at that line). */
function diffPosition(diffHunk: string): number {
  return Math.max(diffHunk.split('\n').filter(Boolean).length - 1, 1);
}
