// `issue_comment` and `issues` event payloads from the emulator's issues and comments. On a pull
// request the issue carries a `pull_request` key, as GitHub sends it.

import type { Account, Issue, IssueComment, Label, Repository } from '../state.js';
import { labelJson } from '../rest/json-core.js';
import { issueCommentCore, issueCore } from '../rest/json-issues.js';
import { fromExample, viewOf, without, type Schemas, type WebhookSource } from './envelope.js';

export interface IssueCommentEvents {
  created: Schemas['webhook-issue-comment-created'];
  edited: Schemas['webhook-issue-comment-edited'];
  deleted: Schemas['webhook-issue-comment-deleted'];
}

export interface IssuesEvents {
  opened: Schemas['webhook-issues-opened'];
  edited: Schemas['webhook-issues-edited'];
  closed: Schemas['webhook-issues-closed'];
  reopened: Schemas['webhook-issues-reopened'];
  labeled: Schemas['webhook-issues-labeled'];
  unlabeled: Schemas['webhook-issues-unlabeled'];
}

/** `issue_comment`; the sender defaults to the comment's author. */
export function issueCommentEvent<A extends keyof IssueCommentEvents>(
  source: WebhookSource,
  repo: Repository,
  issue: Issue,
  comment: IssueComment,
  action: A,
  options: { sender?: Account; previousBody?: string } = {},
): IssueCommentEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-issue-comment-created']>(view, repo, options.sender ?? comment.author, 'issue_comment', { action });
  const issuePart: Schemas['webhook-issue-comment-created']['issue'] = {
    ...without(payload.issue, 'pull_request', 'draft'),
    ...issueCore(view, repo, issue),
  };
  const commentPart: Schemas['webhook-issue-comment-created']['comment'] = {
    ...payload.comment,
    ...issueCommentCore(view, repo, issue, comment),
  };
  const changes = action === 'edited' ? { changes: { body: { from: options.previousBody ?? '' } } } : {};
  // The three variants differ only in `action` and, for `edited`, `changes`.
  return { ...payload, ...changes, action, issue: issuePart, comment: commentPart } as unknown as IssueCommentEvents[A];
}

/** `issues`; `labeled`/`unlabeled` need the label. The sender defaults to the issue's author. */
export function issuesEvent<A extends keyof IssuesEvents>(
  source: WebhookSource,
  repo: Repository,
  issue: Issue,
  action: A,
  options: { sender?: Account; label?: Label } = {},
): IssuesEvents[A] {
  const view = viewOf(source);
  const payload = fromExample<Schemas['webhook-issues-labeled']>(view, repo, options.sender ?? issue.author, 'issues', { action });
  const issuePart: Schemas['webhook-issues-labeled']['issue'] = {
    ...without(payload.issue, 'pull_request', 'draft'),
    ...issueCore(view, repo, issue),
  };
  const labeling = action === 'labeled' || action === 'unlabeled';
  if (labeling && !options.label) throw new Error(`issuesEvent('${action}') needs the label`);
  const label: Pick<Schemas['webhook-issues-labeled'], 'label'> = labeling && options.label ? { label: labelJson(view, repo, options.label) } : {};
  const rest = without(payload, 'label', 'changes', 'assignee', 'milestone');
  return { ...rest, ...label, action, issue: issuePart } as unknown as IssuesEvents[A];
}

export function issuesLabeledEvent(source: WebhookSource, repo: Repository, issue: Issue, label: Label, sender: Account): IssuesEvents['labeled'] {
  return issuesEvent(source, repo, issue, 'labeled', { label, sender });
}
