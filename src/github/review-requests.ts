// Requesting a review from a review bot (GitHub rule P10, emulator/RULES.md): REST
// `POST …/pulls/{n}/requested_reviewers` with the bot's REST login, `[bot]` included.

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

export type ReviewRequestOutcome = { requested: true } | { requested: false; message: string };

/**
 * Asks `login` to review pull request `number`. GitHub's refusals of the request itself (422: the
 * login is no collaborator, the bot is not installed; 404) come back as `requested: false` with
 * GitHub's message; anything else is thrown.
 */
export async function requestReview(octokit: Octokit, repo: RepoRef, number: number, login: string): Promise<ReviewRequestOutcome> {
  try {
    await octokit.rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: [login] });
    return { requested: true };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 422 && status !== 404) throw error;
    const message = (error as { response?: { data?: { message?: string } } }).response?.data?.message ?? `HTTP ${status}`;
    return { requested: false, message };
  }
}
