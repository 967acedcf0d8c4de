// The learnings issue over REST (src/store/learnings-store.ts says what it holds and why).

import { LEARNINGS_LABEL, type LearningsSource } from '../store/learnings-store.js';
import type { Octokit } from './client.js';
import { commentStore, type RepoRef } from './comments.js';
import { labelledIssueStore } from './labelled-issues.js';

export function learningsSource(octokit: Octokit, repo: RepoRef): LearningsSource {
  const comments = commentStore(octokit, repo);
  return {
    issues: labelledIssueStore(octokit, repo, { label: LEARNINGS_LABEL, title: 'tend learnings' }),
    comments: (issue) => comments.list({ kind: 'issue', number: issue }),
    addComment: (issue, body) => comments.create({ kind: 'issue', number: issue }, body),
    editComment: (id, body) => comments.update(id, body),
  };
}
