// Labels on issues and pull requests over REST.

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

export async function addLabels(octokit: Octokit, repo: RepoRef, number: number, labels: string[]): Promise<void> {
  if (labels.length === 0) return;
  await octokit.rest.issues.addLabels({ ...repo, issue_number: number, labels });
}

/** Removes a label; a label that is not there is already removed. */
export async function removeLabel(octokit: Octokit, repo: RepoRef, number: number, label: string): Promise<void> {
  try {
    await octokit.rest.issues.removeLabel({ ...repo, issue_number: number, name: label });
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}
