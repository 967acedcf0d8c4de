// Reviews and review comments of a pull request, and replies in a review thread. Replying never
// resolves a thread: that is GraphQL's `resolveReviewThread`.

import type { components } from '@octokit/openapi-types';
import { z } from 'zod';
import { GitHubError, type Repository, type ReviewComment, type ReviewThread } from '../state.js';
import { repoFor } from './access.js';
import { reviewCommentJson, reviewJson, type PullRequest, type ReviewCommentJson } from './json-pulls.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';
import { checkLength, parseBody } from './validation.js';

type Schemas = components['schemas'];

const reply = z.object({ body: z.string() });

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

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/reviews/{review_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const id = intParam(params.review_id);
    const review = pr.pull.reviews.find((r) => r.id === id && (r.state !== 'PENDING' || r.author.id === ctx.actor.id));
    if (!review) throw new GitHubError(404, 'Not Found');
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
