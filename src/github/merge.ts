// Merging a pull request and what follows: the merge pinned to the head tend checked (REST, so a
// push in between is a 409 and never merges unseen code), GitHub auto-merge, and deleting the
// head branch. GitHub's refusals are results the ship machine decides on; anything else throws.

import * as z from 'zod';
import { graphqlErrors, restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { DISABLE_AUTO_MERGE, ENABLE_AUTO_MERGE } from './queries.js';
import { isWorkflowFile } from '../core/workflow-files.js';

type MergeMethod = 'merge' | 'squash' | 'rebase';

/** 409 on PUT .../merge with `sha`: the head is no longer the commit tend checked. Final. */
const HEAD_MOVED_STATUS = 409;
/** 405: something GitHub checks (a required check or review, a conflict, a draft) blocks the merge. */
const BLOCKED_STATUS = 405;
/**
 * 403 on PUT .../merge: the token may not merge. On a pull request that changes workflow files
 * that is GitHub's `workflows` permission (P6), which GITHUB_TOKEN never has: final for this token.
 */
const FORBIDDEN_STATUS = 403;
/** A 405 GitHub words this way is transient: the base moved while merging; trying again may work. */
const BASE_MODIFIED = 'Base branch was modified';
/** DELETE git/refs answers 422 with this when the branch is already gone. */
const REFERENCE_DOES_NOT_EXIST = 'Reference does not exist';
/** enablePullRequestAutoMerge refuses a pull request that can merge now ("... is in clean status"). */
const MERGEABLE_NOW = /is in (clean|unstable|has_hooks) status/i;
/** enablePullRequestAutoMerge refusals that mean auto-merge is not available for this pull request. */
const AUTO_MERGE_UNAVAILABLE = [
  'Auto merge is not allowed for this repository',
  'Protected branch rules not configured for this branch',
  "Can't enable auto-merge for this pull request",
  // A merge method the repository does not allow ("Merge method squash merging is not allowed on
  // this repository."): a setting to change, said in one line rather than an unexpected error.
  'Merge method ',
];

const MergeResult = z.object({ sha: z.string(), merged: z.boolean(), message: z.string().optional() });

type MergeOutcome =
  | { merged: true; sha: string }
  | { merged: false; reason: 'head-moved' | 'blocked' | 'base-modified'; message: string }
  /** 403 on a pull request that changes `workflowFiles` files under `.github/workflows/`. */
  | { merged: false; reason: 'workflows'; message: string; workflowFiles: number };

/** Merges pull request `number` only if its head is still `sha`. */
export async function mergePull(
  octokit: Octokit,
  repo: RepoRef,
  input: { number: number; sha: string; method: MergeMethod; title?: string; message?: string },
): Promise<MergeOutcome> {
  let data: unknown;
  try {
    ({ data } = await octokit.rest.pulls.merge({
      ...repo,
      pull_number: input.number,
      sha: input.sha,
      merge_method: input.method,
      ...(input.title === undefined ? {} : { commit_title: input.title }),
      ...(input.message === undefined ? {} : { commit_message: input.message }),
    }));
  } catch (error) {
    const failure = restFailure(error);
    // A ruleset's refusal spans paragraphs ("Repository rule violations found\n\nRequired status check …"): one line in a reason.
    const message = failure?.message.replace(/\s+/g, ' ').trim() ?? '';
    if (failure?.status === HEAD_MOVED_STATUS) return { merged: false, reason: 'head-moved', message };
    if (failure?.status === BLOCKED_STATUS) {
      const reason = message.startsWith(BASE_MODIFIED) ? 'base-modified' : 'blocked';
      return { merged: false, reason, message };
    }
    if (failure?.status === FORBIDDEN_STATUS) {
      // Any other 403 (no contents: write, say) is not this pull request's doing: it fails the run.
      const workflowFiles = await countWorkflowFiles(octokit, repo, input.number);
      if (workflowFiles > 0) return { merged: false, reason: 'workflows', message, workflowFiles };
    }
    throw error;
  }
  const result = MergeResult.parse(data);
  if (!result.merged) return { merged: false, reason: 'blocked', message: result.message ?? 'GitHub did not merge the pull request.' };
  return { merged: true, sha: result.sha };
}

const PullFile = z.object({ filename: z.string(), previous_filename: z.string().optional() });

/** How many files of the pull request are workflow files, renamed ones by either name. */
async function countWorkflowFiles(octokit: Octokit, repo: RepoRef, number: number): Promise<number> {
  const files = z.array(PullFile).parse(await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }));
  return files.filter((file) => isWorkflowFile(file.filename) || (file.previous_filename !== undefined && isWorkflowFile(file.previous_filename))).length;
}

type AutoMergeOutcome =
  | { enabled: true; message: string }
  | { enabled: false; reason: 'mergeable-now' | 'unavailable' | 'head-moved'; message: string };

/**
 * How enablePullRequestAutoMerge refuses a stale `expectedHeadOid`. GitHub's wording for this
 * mutation is not documented; the merge mutation's (E28) is the one observed, and any refusal that
 * names the head counts, so a push in between is never taken for a failure of another kind.
 */
const HEAD_MOVED = /head branch was modified|expected head|head oid|headoid/i;

const AutoMergeData = z.object({
  enablePullRequestAutoMerge: z.object({ pullRequest: z.object({ autoMergeRequest: z.object({ enabledAt: z.string().nullable() }).nullable() }) }),
});

/**
 * Asks GitHub to merge the pull request (node id `pullId`) once its requirements are met. When it
 * could merge right now GitHub refuses ('mergeable-now'): merge it directly instead.
 */
export async function enableAutoMerge(
  octokit: Octokit,
  pullId: string,
  method: MergeMethod,
  // Always pinned (P4): auto-merge must merge the head tend evaluated, never one pushed after it.
  pin: { expectedHeadOid: string },
): Promise<AutoMergeOutcome> {
  let data: unknown;
  try {
    data = await octokit.graphql(ENABLE_AUTO_MERGE, { pullId, mergeMethod: method.toUpperCase(), expectedHeadOid: pin.expectedHeadOid });
  } catch (error) {
    const errors = graphqlErrors(error) ?? [];
    const moved = errors.find((e) => HEAD_MOVED.test(e.message));
    if (moved) return { enabled: false, reason: 'head-moved', message: moved.message };
    const now = errors.find((e) => MERGEABLE_NOW.test(e.message));
    if (now) return { enabled: false, reason: 'mergeable-now', message: now.message };
    const unavailable = errors.find((e) => AUTO_MERGE_UNAVAILABLE.some((m) => e.message.includes(m)));
    if (unavailable) return { enabled: false, reason: 'unavailable', message: unavailable.message };
    throw error;
  }
  AutoMergeData.parse(data);
  return { enabled: true, message: `auto-merge enabled (${method})` };
}

const DisabledData = z.object({
  disablePullRequestAutoMerge: z.object({ pullRequest: z.object({ autoMergeRequest: z.object({ enabledAt: z.string().nullable() }).nullable() }) }),
});

/**
 * Turns GitHub auto-merge off on the pull request (node id `pullId`). Any refusal throws: the run
 * fails saying so, and the state already says why tend wanted it off, so nothing merges unseen
 * from tend's side and the next run tries again.
 */
export async function disableAutoMerge(octokit: Octokit, pullId: string): Promise<void> {
  const data = DisabledData.parse(await octokit.graphql(DISABLE_AUTO_MERGE, { pullId }));
  if (data.disablePullRequestAutoMerge.pullRequest.autoMergeRequest !== null) throw new Error('GitHub answered that auto-merge is still on after turning it off.');
}

/** Deletes branch `branch`; a branch that is already gone counts as deleted (`existed: false`). */
export async function deleteBranch(octokit: Octokit, repo: RepoRef, branch: string): Promise<{ existed: boolean }> {
  try {
    await octokit.rest.git.deleteRef({ ...repo, ref: `heads/${branch}` });
    return { existed: true };
  } catch (error) {
    const failure = restFailure(error);
    if (failure?.status === 422 && failure.message.includes(REFERENCE_DOES_NOT_EXIST)) return { existed: false };
    throw error;
  }
}
