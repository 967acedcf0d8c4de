// The issues that hold chat threads (label `tend:chat`) over REST. One issue per thread: its body
// carries the thread-key marker line and the hidden state marker. The store presents a thread's
// issues as "comments" so src/store/tracking-comment.ts (find by marker and author, create,
// re-list, fold duplicates) works on them unchanged.

import type { CommentStore, StoredComment } from '../store/tracking-comment.js';
import { CHAT_LABEL, threadKeyFromBody } from './chat-thread-key.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { type Target } from '../core/target.js';

interface ChatIssue {
  number: number;
  title: string;
  body: string;
  authorId: number;
  state: 'open' | 'closed';
  createdAt: string;
  closedAt: string | null;
}

/** Every tend:chat issue (pull requests left out), open and closed or open only. */
export async function listChatIssues(octokit: Octokit, repo: RepoRef, state: 'open' | 'all'): Promise<ChatIssue[]> {
  const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: CHAT_LABEL, state, per_page: 100 });
  return issues
    .filter((i) => !i.pull_request)
    .map((i) => ({
      number: i.number,
      title: i.title,
      body: i.body ?? '',
      authorId: i.user?.id ?? 0,
      state: i.state === 'closed' ? 'closed' : 'open',
      createdAt: i.created_at,
      closedAt: i.closed_at ?? null,
    }));
}

export async function getChatIssue(octokit: Octokit, repo: RepoRef, number: number): Promise<ChatIssue & { labels: string[] }> {
  const { data: i } = await octokit.rest.issues.get({ ...repo, issue_number: number });
  return {
    number: i.number,
    title: i.title,
    body: i.body ?? '',
    authorId: i.user?.id ?? 0,
    state: i.state === 'closed' ? 'closed' : 'open',
    createdAt: i.created_at,
    closedAt: i.closed_at ?? null,
    labels: i.labels.map((l) => (typeof l === 'string' ? l : l.name ?? '')),
  };
}

export async function closeChatIssue(octokit: Octokit, repo: RepoRef, number: number, reason: 'completed' | 'not_planned'): Promise<void> {
  await octokit.rest.issues.update({ ...repo, issue_number: number, state: 'closed', state_reason: reason });
}

export async function reopenChatIssue(octokit: Octokit, repo: RepoRef, number: number): Promise<void> {
  await octokit.rest.issues.update({ ...repo, issue_number: number, state: 'open' });
}

/**
 * The issues of one thread as a CommentStore: `list` finds the issues whose body names
 * `threadKey`, `create` opens a labelled issue, `remove` folds a duplicate (markers dropped,
 * closed as a duplicate: issues cannot be deleted).
 */
export function threadIssueStore(octokit: Octokit, repo: RepoRef, threadKey: string, title: () => string): CommentStore {
  const toStored = (i: { number: number; body: string; authorId: number }): StoredComment => ({ id: i.number, body: i.body, authorId: i.authorId });
  return {
    async list(_target: Target) {
      const all = await listChatIssues(octokit, repo, 'all');
      return all.filter((i) => threadKeyFromBody(i.body) === threadKey).map(toStored);
    },
    async create(_target: Target, body: string) {
      const { data } = await octokit.rest.issues.create({ ...repo, title: title(), body, labels: [CHAT_LABEL] });
      return { id: data.number, body: data.body ?? '', authorId: data.user?.id ?? 0 };
    },
    async update(number: number, body: string) {
      await octokit.rest.issues.update({ ...repo, issue_number: number, body, title: title() });
    },
    async remove(number: number) {
      await octokit.rest.issues.update({ ...repo, issue_number: number, body: 'A duplicate of another tend chat-thread issue; its state lives there.', state: 'closed', state_reason: 'not_planned' });
    },
  };
}
