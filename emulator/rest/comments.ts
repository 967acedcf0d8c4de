// Issue comments (pull requests' conversation comments included): list, create, get, edit, delete.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import type { Issue, IssueComment, Repository } from '../state.js';
import { repoFor } from './access.js';
import { issueCommentJson } from './json-issues.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext, RestResponse } from './routes.js';
import { checkLength, parseBody } from './validation.js';

type Schemas = components['schemas'];

const commentBody = z.object({ body: z.string() });

export const commentRoutes = [
  route('GET', '/repos/{owner}/{repo}/issues/comments', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const all = repo.issues.flatMap((issue) => issue.comments.map((comment) => ({ issue, comment })));
    const sort = ctx.query.get('sort') ?? 'created';
    const direction = ctx.query.get('direction') ?? 'asc';
    all.sort((a, b) => {
      const [x, y] = sort === 'updated' ? [a.comment.updatedAt, b.comment.updatedAt] : [a.comment.createdAt, b.comment.createdAt];
      const order = x < y ? -1 : x > y ? 1 : a.comment.id - b.comment.id;
      return direction === 'desc' ? -order : order;
    });
    return listed(ctx, repo, since(ctx, all));
  }),

  route('GET', '/repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const { issue, comment } = ctx.state.findIssueComment(repo, intParam(params.comment_id));
    const body: Schemas['issue-comment'] = issueCommentJson(ctx, repo, issue, comment);
    return { status: 200, body };
  }),

  route('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', ['issues', 'pull-requests']);
    const id = intParam(params.comment_id);
    const { issue } = ctx.state.findIssueComment(repo, id);
    const input = parseBody(commentBody, ctx.body, 'IssueComment');
    checkLength('IssueComment', 'body', input.body);
    const comment = ctx.state.updateIssueComment(repo, id, input.body);
    issue.updatedAt = comment.updatedAt;
    const body: Schemas['issue-comment'] = issueCommentJson(ctx, repo, issue, comment);
    return { status: 200, body };
  }),

  route('DELETE', '/repos/{owner}/{repo}/issues/comments/{comment_id}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', ['issues', 'pull-requests']);
    ctx.state.deleteIssueComment(repo, intParam(params.comment_id));
    return { status: 204 };
  }),

  route('GET', '/repos/{owner}/{repo}/issues/{number}/comments', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    return listed(ctx, repo, since(ctx, issue.comments.map((comment) => ({ issue, comment }))));
  }),

  route('POST', '/repos/{owner}/{repo}/issues/{number}/comments', (ctx, params) => {
    const repo = repoFor(ctx, params, 'participate', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    const input = parseBody(commentBody, ctx.body, 'IssueComment');
    checkLength('IssueComment', 'body', input.body);
    const comment = ctx.state.addIssueComment(issue, ctx.actor, input.body);
    const body: Schemas['issue-comment'] = issueCommentJson(ctx, repo, issue, comment);
    return { status: 201, body, headers: { location: body.url } };
  }),
];

type Located = { issue: Issue; comment: IssueComment };

function since(ctx: RestContext, comments: Located[]): Located[] {
  const from = ctx.query.get('since');
  if (from === null) return comments;
  const time = Date.parse(from);
  return comments.filter(({ comment }) => Date.parse(comment.updatedAt) >= time);
}

function listed(ctx: RestContext, repo: Repository, comments: Located[]): RestResponse {
  const page = paginate(ctx, comments);
  const body: Schemas['issue-comment'][] = page.items.map(({ issue, comment }) => issueCommentJson(ctx, repo, issue, comment));
  return { status: 200, body, headers: page.headers };
}
