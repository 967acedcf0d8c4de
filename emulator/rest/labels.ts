// Repository labels and the labels on an issue or pull request. Adding an unknown label to an
// issue creates it, as GitHub does.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import { GitHubError, type Issue, type Repository } from '../state.js';
import { repoFor } from './access.js';
import { labelJson } from './json-core.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext, RestResponse } from './routes.js';
import { invalid, parseBody } from './validation.js';

type Schemas = components['schemas'];

const createLabel = z.object({
  name: z.string().min(1).max(50),
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/)
    .optional(),
  description: z.string().max(100).nullish(),
});

const names = z.array(z.union([z.string().min(1), z.object({ name: z.string().min(1) })]));
/** `{labels: [...]}`, or the bare array older clients send. */
const issueLabels = z
  .union([z.object({ labels: names }), names])
  .transform((input) => (Array.isArray(input) ? input : input.labels).map((l) => (typeof l === 'string' ? l : l.name)));

export const labelRoutes = [
  route('GET', '/repos/{owner}/{repo}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const page = paginate(ctx, repo.labels);
    const body: Schemas['label'][] = page.items.map((label) => labelJson(ctx, repo, label));
    return { status: 200, body, headers: page.headers };
  }),

  route('POST', '/repos/{owner}/{repo}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', ['issues', 'pull-requests']);
    const input = parseBody(createLabel, ctx.body, 'Label');
    if (repo.labels.some((l) => l.name.toLowerCase() === input.name.toLowerCase())) invalid('Label', 'name', 'already_exists');
    const label = ctx.state.ensureLabel(repo, input.name);
    if (input.color) label.color = input.color.toLowerCase();
    const body: Schemas['label'] = labelJson(ctx, repo, label);
    return { status: 201, body, headers: { location: body.url } };
  }),

  route('GET', '/repos/{owner}/{repo}/labels/{name+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const label = repo.labels.find((l) => l.name.toLowerCase() === params.name.toLowerCase());
    if (!label) throw new GitHubError(404, 'Not Found');
    const body: Schemas['label'] = labelJson(ctx, repo, label);
    return { status: 200, body };
  }),

  // Deleting a repository label takes it off every issue and pull request too (204, no body).
  route('DELETE', '/repos/{owner}/{repo}/labels/{name+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', ['issues', 'pull-requests']);
    const label = repo.labels.find((l) => l.name.toLowerCase() === params.name.toLowerCase());
    if (!label) throw new GitHubError(404, 'Not Found');
    repo.labels = repo.labels.filter((l) => l !== label);
    for (const issue of repo.issues) issue.labels = issue.labels.filter((l) => l !== label);
    return { status: 204 };
  }),

  route('GET', '/repos/{owner}/{repo}/issues/{number}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    const page = paginate(ctx, issue.labels);
    const body: Schemas['label'][] = page.items.map((label) => labelJson(ctx, repo, label));
    return { status: 200, body, headers: page.headers };
  }),

  route('POST', '/repos/{owner}/{repo}/issues/{number}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'label', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    for (const name of parseBody(issueLabels, ctx.body, 'Label')) ctx.state.addLabel(repo, issue, name, ctx.actor);
    return labelsOf(ctx, repo, issue);
  }),

  route('PUT', '/repos/{owner}/{repo}/issues/{number}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'label', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    const wanted = parseBody(issueLabels, ctx.body, 'Label');
    for (const label of [...issue.labels]) if (!wanted.some((w) => w.toLowerCase() === label.name.toLowerCase())) ctx.state.removeLabel(issue, label.name, ctx.actor);
    for (const name of wanted) ctx.state.addLabel(repo, issue, name, ctx.actor);
    issue.updatedAt = ctx.state.now();
    return labelsOf(ctx, repo, issue);
  }),

  route('DELETE', '/repos/{owner}/{repo}/issues/{number}/labels', (ctx, params) => {
    const repo = repoFor(ctx, params, 'label', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    for (const label of [...issue.labels]) ctx.state.removeLabel(issue, label.name, ctx.actor);
    issue.updatedAt = ctx.state.now();
    return { status: 204 };
  }),

  route('DELETE', '/repos/{owner}/{repo}/issues/{number}/labels/{name+}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'label', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    ctx.state.removeLabel(issue, params.name, ctx.actor);
    return labelsOf(ctx, repo, issue);
  }),
];

function labelsOf(ctx: RestContext, repo: Repository, issue: Issue): RestResponse {
  const body: Schemas['label'][] = issue.labels.map((label) => labelJson(ctx, repo, label));
  return { status: 200, body };
}
