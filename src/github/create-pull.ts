// Opens the pull request for a branch of this repository, or updates the one already open from it
// (a re-run of implement pushes the same branch). GitHub refuses a second open pull request for the
// same head and base (422 `A pull request already exists for owner:branch.`, E140), so the open one
// is looked up first. GITHUB_TOKEN may open one only where the repository allows GitHub Actions to
// (403 `GitHub Actions is not permitted to create or approve pull requests.`, P13): that refusal
// comes back as a sentence saying what to change, never as a crash.

import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

export type OpenedPull = { ok: true; number: number; url: string; created: boolean } | { ok: false; reason: string };

/** What GitHub says when the repository does not let GitHub Actions open pull requests. */
const ACTIONS_MAY_NOT_CREATE = 'GitHub Actions is not permitted to create or approve pull requests';

export async function openOrUpdatePull(octokit: Octokit, repo: RepoRef, input: { head: string; base: string; title: string; body: string }): Promise<OpenedPull> {
  const { data: open } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${input.head}`, base: input.base, state: 'open', per_page: 1 });
  const existing = open[0];
  if (existing) {
    await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, title: input.title, body: input.body });
    return { ok: true, number: existing.number, url: existing.html_url, created: false };
  }
  try {
    const { data } = await octokit.rest.pulls.create({ ...repo, head: input.head, base: input.base, title: input.title, body: input.body });
    return { ok: true, number: data.number, url: data.html_url, created: true };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = error instanceof Error ? error.message : String(error);
    if (status === 403 && message.includes(ACTIONS_MAY_NOT_CREATE)) {
      return { ok: false, reason: 'GitHub does not let GITHUB_TOKEN open pull requests in this repository: turn on "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General), or give tend a github-token of an App or person that may' };
    }
    if (status === 422 || status === 403) return { ok: false, reason: `GitHub refused to open the pull request (${status}): ${message}` };
    throw error;
  }
}
