// Reviews and review comments of a pull request, and replies in a review thread. Replying never
// resolves a thread: that is GraphQL's `resolveReviewThread`.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import { GitHubError, type Repository, type ReviewComment, type ReviewThread } from '../state.js';
import { repoFor } from './access.js';
import { pullFiles, reviewCommentJson, reviewJson, type PullRequest, type ReviewCommentJson } from './json-pulls.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';
import { checkLength, invalid, parseBody } from './validation.js';

type Schemas = components['schemas'];

const reply = z.object({ body: z.string() });

const createReview = z.object({
  commit_id: z.string().optional(),
  body: z.string().optional(),
  event: z.enum(['APPROVE', 'REQUEST_CHANGES', 'COMMENT']).optional(),
  comments: z
    .array(
      z.object({
        path: z.string(),
        body: z.string(),
        line: z.number().int().positive().optional(),
        side: z.enum(['LEFT', 'RIGHT']).optional(),
        start_line: z.number().int().positive().optional(),
        start_side: z.enum(['LEFT', 'RIGHT']).optional(),
      }),
    )
    .optional(),
});

const dismissal = z.object({ message: z.string(), event: z.literal('DISMISS').optional() });

const REVIEW_EVENT_STATE = { APPROVE: 'APPROVED', REQUEST_CHANGES: 'CHANGES_REQUESTED', COMMENT: 'COMMENTED' } as const;

export const reviewRoutes = [
  route('GET', '/repos/{owner}/{repo}/pulls/{number}/reviews', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    // Someone else's pending review is invisible until submitted.
    const visible = pr.pull.reviews.filter((r) => r.state !== 'PENDING' || r.author.id === ctx.actor.id);
    const page = paginate(ctx, visible);
    const body: Schemas['pull-request-review'][] = page.items.map((review) => reviewJson(ctx, repo, pr, review));
    return { status: 200, body, headers: page.headers };
  }),

  // P12: one review with its inline comments, all or nothing: a comment whose line is not a
  // right-side line of one of the diff's hunks refuses the whole review (422, nothing posted).
  route('POST', '/repos/{owner}/{repo}/pulls/{number}/reviews', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const input = parseBody(createReview, ctx.body, 'PullRequestReview');
    if ((input.event === 'COMMENT' || input.event === 'REQUEST_CHANGES') && (input.body ?? '').trim() === '') {
      invalid('PullRequestReview', 'body', 'missing_field');
    }
    checkLength('PullRequestReview', 'body', input.body ?? '');
    const hunks = new Map(pullFiles(ctx, repo, pr).files.map((file) => [file.filename, rightSideHunks(file.patch)]));
    const problems = new Set<string>();
    for (const comment of input.comments ?? []) {
      checkLength('PullRequestReviewComment', 'body', comment.body);
      const fileHunks = hunks.get(comment.path);
      const line = comment.line;
      const hunk = line === undefined ? undefined : fileHunks?.find((h) => h.start <= line && line <= h.end);
      if (line === undefined || comment.side === 'LEFT' || hunk === undefined) problems.add('Pull request review thread line must be part of the diff');
      if (comment.start_line !== undefined && line !== undefined) {
        if (comment.start_line >= line) problems.add('Pull request review thread start line must precede the end line.');
        else if (hunk === undefined || comment.start_line < hunk.start) problems.add('Pull request review thread start line must be part of the same hunk as the line.');
      }
    }
    if (problems.size > 0) return unprocessable(...problems);
    const { review } = ctx.state.addReview(repo, pr, {
      author: ctx.actor,
      state: input.event === undefined ? 'PENDING' : REVIEW_EVENT_STATE[input.event],
      body: input.body ?? '',
      ...(input.commit_id === undefined ? {} : { commitOid: input.commit_id }),
      comments: (input.comments ?? []).map((c) => ({ path: c.path, line: c.line!, ...(c.start_line === undefined ? {} : { startLine: c.start_line }), body: c.body })),
    });
    const body: Schemas['pull-request-review'] = reviewJson(ctx, repo, pr, review);
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/reviews/{review_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const id = intParam(params.review_id);
    const review = pr.pull.reviews.find((r) => r.id === id && (r.state !== 'PENDING' || r.author.id === ctx.actor.id));
    if (!review) throw new GitHubError(404, 'Not Found');
    const body: Schemas['pull-request-review'] = reviewJson(ctx, repo, pr, review);
    return { status: 200, body };
  }),

  // E190: a writer dismisses a review; it answers 200 with the review, its state now DISMISSED.
  route('PUT', '/repos/{owner}/{repo}/pulls/{number}/reviews/{review_id}/dismissals', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    parseBody(dismissal, ctx.body, 'PullRequestReview');
    const review = ctx.state.dismissReview(repo, pr, intParam(params.review_id));
    const body: Schemas['pull-request-review'] = reviewJson(ctx, repo, pr, review);
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/comments/{comment_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const found = findReviewComment(repo, intParam(params.comment_id));
    if (!found) throw new GitHubError(404, 'Not Found');
    const body: ReviewCommentJson = reviewCommentJson(ctx, repo, found.pr, found.comment);
    return { status: 200, body };
  }),

  // Needs write access (the author's own comment, or any comment for a collaborator with write).
  route('DELETE', '/repos/{owner}/{repo}/pulls/comments/{comment_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const found = findReviewComment(repo, intParam(params.comment_id));
    if (!found) throw new GitHubError(404, 'Not Found');
    const thread = found.pr.pull.threads.find((t) => t.comments.includes(found.comment))!;
    thread.comments.splice(thread.comments.indexOf(found.comment), 1);
    // The thread's first comment gone, GitHub removes the thread with it.
    if (thread.comments.length === 0) found.pr.pull.threads.splice(found.pr.pull.threads.indexOf(thread), 1);
    return { status: 204 };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/comments', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const page = paginate(ctx, reviewComments(ctx, pr));
    const body: ReviewCommentJson[] = page.items.map((comment) => reviewCommentJson(ctx, repo, pr, comment));
    return { status: 200, body, headers: page.headers };
  }),

  route('POST', '/repos/{owner}/{repo}/pulls/{number}/comments/{comment_id}/replies', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const id = intParam(params.comment_id);
    const thread = pr.pull.threads.find((t) => t.comments.some((c) => c.id === id));
    if (!thread) throw new GitHubError(404, 'Not Found');
    const input = parseBody(reply, ctx.body, 'PullRequestReviewComment');
    checkLength('PullRequestReviewComment', 'body', input.body);
    const comment = ctx.state.addThreadComment(thread, {
      author: ctx.actor,
      body: input.body,
      commitOid: ctx.state.headOid(repo, pr),
    });
    const body: ReviewCommentJson = reviewCommentJson(ctx, repo, pr, comment);
    return { status: 201, body, headers: { location: body.url } };
  }),
];

/** GitHub's 422 for a review it refuses: the reasons as plain strings (P12). */
function unprocessable(...errors: string[]) {
  return { status: 422, body: { message: 'Unprocessable Entity', errors, documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request' } };
}

/** The head-side line ranges of a file's diff hunks (`@@ -a,b +c,d @@`: lines c .. c+d-1, context included). */
function rightSideHunks(patch: string | undefined): Array<{ start: number; end: number }> {
  const hunks: Array<{ start: number; end: number }> = [];
  for (const match of (patch ?? '').matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}

/** Every review comment of `pr`, oldest first, optionally `since` an update time. */
function reviewComments(ctx: RestContext, pr: PullRequest): ReviewComment[] {
  const since = ctx.query.get('since');
  const direction = ctx.query.get('direction') ?? 'asc';
  const all = pr.pull.threads
    .flatMap((thread: ReviewThread) => thread.comments)
    .filter((c) => since === null || Date.parse(c.updatedAt) >= Date.parse(since))
    .sort((a, b) => a.id - b.id);
  return direction === 'desc' ? all.reverse() : all;
}

function findReviewComment(repo: Repository, id: number): { pr: PullRequest; comment: ReviewComment } | null {
  for (const issue of repo.issues) {
    for (const thread of issue.pull?.threads ?? []) {
      const comment = thread.comments.find((c) => c.id === id);
      if (comment) return { pr: issue as PullRequest, comment };
    }
  }
  return null;
}
