// The GitHub side of the chat watcher: its state issue (one open issue labelled
// `tend:chat-watch`, found and de-duplicated through src/store/unique-record.ts), the threads in
// flight (open `tend:chat` issues, whose bodies carry their thread key), and the
// repository_dispatch that hands a thread to the orchestrator.

import { CHAT_EVENT_TYPE, type ChatDispatchPayload } from './chat-dispatch-payload.js';
import { CHAT_LABEL, threadKeyFromBody } from './chat-thread-key.js';
import type { RecordStore, StoredRecord } from '../store/unique-record.js';
import type { Octokit } from './client.js';
import { labelledIssueStore } from './labelled-issues.js';
import type { RepoRef } from './comments.js';

const WATCH_LABEL = 'tend:chat-watch';
const WATCH_TITLE = 'tend chat-watch state';

/** Open issues labelled `tend:chat-watch` as records; a duplicate is closed, never deleted. */
export function watchStateStore(octokit: Octokit, repo: RepoRef): RecordStore & { get(id: number): Promise<StoredRecord> } {
  return labelledIssueStore(octokit, repo, { label: WATCH_LABEL, title: WATCH_TITLE });
}

/** A comment on the state issue, as a record, with its author's login (to ask GitHub for their permission). */
export type StateComment = StoredRecord & { authorLogin: string | null };

export interface StateCommentStore extends RecordStore {
  list(): Promise<StateComment[]>;
}

/**
 * The comments on the state issue as records: each running `tend chat bridge` keeps its own
 * record there (src/chat/watch/watch-records.ts says which of them are state).
 */
export function stateCommentStore(octokit: Octokit, repo: RepoRef, issueNumber: number): StateCommentStore {
  const toRecord = (c: { id: number; body?: string | undefined; user: { id: number; login: string } | null }): StateComment => ({ id: c.id, body: c.body ?? '', authorId: c.user?.id ?? 0, authorLogin: c.user?.login ?? null });
  return {
    async list() {
      return (await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 })).map(toRecord);
    },
    async create(body) {
      // Not idempotent: saveOwnRecord lists before sending it again.
      return toRecord((await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, request: { retries: 0 } })).data);
    },
    async update(id, body) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
    },
    async remove(id) {
      await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
    },
  };
}

/**
 * Thread keys of the chat threads tend works on: open `tend:chat` issues tend's account opened (100
 * per request). An issue someone else opened with the label and a thread-key line is not a thread.
 */
export async function inflightThreadKeys(octokit: Octokit, repo: RepoRef, selfId: number): Promise<Set<string>> {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: CHAT_LABEL, state: 'open', per_page: 100 });
  const keys = new Set<string>();
  for (const issue of issues) {
    const key = issue.pull_request || issue.user?.id !== selfId ? null : threadKeyFromBody(issue.body ?? '');
    if (key) keys.add(key);
  }
  return keys;
}

/** One repository_dispatch `tend-chat`. The payload must already be checked against GitHub's limits. */
export async function dispatchChatThread(octokit: Octokit, repo: RepoRef, payload: ChatDispatchPayload): Promise<void> {
  await octokit.rest.repos.createDispatchEvent({ ...repo, event_type: CHAT_EVENT_TYPE, client_payload: payload });
}
