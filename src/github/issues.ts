// An issue's text over REST, for the workflows that read it (triage).

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

interface IssueDetails {
  number: number;
  title: string;
  body: string;
  state: string;
  author: { login: string; id: number } | null;
  labels: string[];
}

export async function getIssue(octokit: Octokit, repo: RepoRef, number: number): Promise<IssueDetails> {
  const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
  return { number: data.number, title: data.title, body: data.body ?? '', state: data.state, author: data.user ? { login: data.user.login, id: data.user.id } : null, labels: data.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))) };
}
