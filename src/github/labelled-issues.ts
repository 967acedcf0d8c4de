// Open issues carrying one label, as the records of src/store/unique-record.ts: the chat
// watcher's state issue and the learnings issue are each one such issue, found by label and
// author; a duplicate is closed, never deleted (what it says stays readable).

import type { RecordStore, StoredRecord } from '../store/unique-record.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

interface IssueLike {
  number: number;
  body?: string | null;
  user: { id: number } | null;
  pull_request?: unknown;
}

const toRecord = (issue: IssueLike): StoredRecord => ({ id: issue.number, body: issue.body ?? '', authorId: issue.user?.id ?? 0 });

export function labelledIssueStore(octokit: Octokit, repo: RepoRef, issue: { label: string; title: string }): RecordStore & { get(id: number): Promise<StoredRecord> } {
  return {
    async list() {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, { ...repo, labels: issue.label, state: 'open', per_page: 100 });
      return issues.filter((i) => !i.pull_request).map(toRecord);
    },
    async create(body) {
      const { data } = await octokit.rest.issues.create({ ...repo, title: issue.title, body, labels: [issue.label] });
      return toRecord(data);
    },
    async update(id, body) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, body });
    },
    async remove(id) {
      await octokit.rest.issues.update({ ...repo, issue_number: id, state: 'closed', state_reason: 'not_planned' });
    },
    async get(id) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: id });
      return toRecord(data);
    },
  };
}
