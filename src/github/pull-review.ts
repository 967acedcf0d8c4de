// The REST calls of the review workflow: the pull request it reviews, the review comments already
// on it (to find tend's earlier findings), and one review with its inline comments (P12: GitHub
// takes or refuses the whole review; a comment must sit on a line of the diff's hunks).

import * as z from 'zod';
import { restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';

const PullForReview = z.object({
  number: z.number(),
  state: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  head: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  base: z.object({ ref: z.string() }),
});

export interface PullForReviewRead {
  number: number;
  open: boolean;
  title: string;
  body: string;
  headSha: string;
  headRef: string;
  /** The head lives in another repository (a fork). */
  fromFork: boolean;
  baseRef: string;
}

export async function getPullForReview(octokit: Octokit, repo: RepoRef, number: number): Promise<PullForReviewRead> {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
  const pull = PullForReview.parse(data);
  return {
    number: pull.number,
    open: pull.state === 'open',
    title: pull.title,
    body: pull.body ?? '',
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    fromFork: pull.head.repo?.full_name.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase(),
    baseRef: pull.base.ref,
  };
}

const ReviewComment = z.object({ body: z.string(), user: z.object({ id: z.number() }).nullable() });

/** Every review comment on the pull request: its author's id and its body. */
export async function listReviewComments(octokit: Octokit, repo: RepoRef, number: number): Promise<Array<{ authorId: number | null; body: string }>> {
  const comments = z.array(ReviewComment).parse(await octokit.paginate(octokit.rest.pulls.listReviewComments, { ...repo, pull_number: number, per_page: 100 }));
  return comments.map((c) => ({ authorId: c.user?.id ?? null, body: c.body }));
}

const Review = z.object({ body: z.string().nullable(), user: z.object({ id: z.number() }).nullable() });

/** Every review of the pull request: its author's id and its body. */
export async function listReviewBodies(octokit: Octokit, repo: RepoRef, number: number): Promise<Array<{ authorId: number | null; body: string }>> {
  const reviews = z.array(Review).parse(await octokit.paginate(octokit.rest.pulls.listReviews, { ...repo, pull_number: number, per_page: 100 }));
  return reviews.map((r) => ({ authorId: r.user?.id ?? null, body: r.body ?? '' }));
}

export interface InlineComment {
  path: string;
  /** Head-side lines; `startLine` only for a range of more than one line. */
  line: number;
  startLine: number | null;
  body: string;
}

/**
 * Posts one review (event COMMENT) on `commitId` with its inline comments; returns its id, or
 * `off-diff` when GitHub refused it whole because a comment is not on a line of its diff (422,
 * P12), so the caller can post the findings another way; nothing was posted then.
 */
export async function createCommentReview(octokit: Octokit, repo: RepoRef, number: number, review: { commitId: string; body: string; comments: readonly InlineComment[] }): Promise<number | 'off-diff'> {
  try {
    return await postReview(octokit, repo, number, review);
  } catch (error) {
    if (restFailure(error)?.status === 422 && review.comments.length > 0) return 'off-diff';
    throw error;
  }
}

async function postReview(octokit: Octokit, repo: RepoRef, number: number, review: { commitId: string; body: string; comments: readonly InlineComment[] }): Promise<number> {
  const { data } = await octokit.rest.pulls.createReview({
    ...repo,
    pull_number: number,
    commit_id: review.commitId,
    event: 'COMMENT',
    body: review.body,
    comments: review.comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body, ...(c.startLine === null ? {} : { start_line: c.startLine, start_side: 'RIGHT' }) })),
  });
  return data.id;
}

const DiffFile = z.object({ filename: z.string(), patch: z.string().optional() });

/**
 * The head-side line ranges of each file's hunks in the pull request's diff as GitHub computes it
 * (REST `pulls/{n}/files`, context lines included): where GitHub takes a review comment (P12). A
 * file GitHub shows no patch for (binary, too large) has none.
 */
export async function loadDiffHunks(octokit: Octokit, repo: RepoRef, number: number): Promise<Map<string, Array<{ start: number; end: number }>>> {
  const files = z.array(DiffFile).parse(await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }));
  return new Map(files.map((file) => [file.filename, patchHunks(file.patch ?? '')]));
}

/** Head-side ranges of a patch's hunks (`@@ -a,b +c,d @@`); a hunk that adds no line has none. Pure. */
export function patchHunks(patch: string): Array<{ start: number; end: number }> {
  const hunks: Array<{ start: number; end: number }> = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}
