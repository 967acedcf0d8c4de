// Issues: list (pull requests included, as GitHub lists them), create, get, update.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import type { GitHubState, Issue, Repository } from '../state.js';
import { repoFor } from './access.js';
import { issueJson } from './json-issues.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';
import { checkLength, invalid, parseBody } from './validation.js';

type Schemas = components['schemas'];

const labelNames = z.array(z.union([z.string(), z.object({ name: z.string() })])).transform((labels) => labels.map((l) => (typeof l === 'string' ? l : l.name)));

const createIssue = z.object({
  title: z.union([z.string().min(1), z.number()]).transform(String),
  body: z.string().nullish(),
  labels: labelNames.optional(),
  assignees: z.array(z.string()).optional(),
});

const updateIssue = z.object({
  title: z.union([z.string().min(1), z.number()]).transform(String).optional(),
  body: z.string().nullish(),
  state: z.enum(['open', 'closed']).optional(),
  state_reason: z.enum(['completed', 'not_planned', 'duplicate', 'reopened']).nullish(),
  labels: labelNames.optional(),
  assignees: z.array(z.string()).optional(),
});

export const issueRoutes = [
  route('GET', '/repos/{owner}/{repo}/issues', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const page = paginate(ctx, listIssues(ctx, repo));
    const body: Schemas['issue'][] = page.items.map((issue) => issueJson(ctx, repo, issue));
    return { status: 200, body, headers: page.headers };
  }),

  route('POST', '/repos/{owner}/{repo}/issues', (ctx, params) => {
    const repo = repoFor(ctx, params, 'participate', 'issues');
    const input = parseBody(createIssue, ctx.body, 'Issue');
    checkLength('Issue', 'body', input.body ?? '');
    checkLength('Issue', 'title', input.title, 256);
    const issue = ctx.state.createIssue(repo, { title: input.title, body: input.body ?? '', author: ctx.actor, labels: input.labels ?? [] });
    const body: Schemas['issue'] = issueJson(ctx, repo, issue);
    return { status: 201, body, headers: { location: body.url } };
  }),

  route('GET', '/repos/{owner}/{repo}/issues/{number}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const body: Schemas['issue'] = issueJson(ctx, repo, ctx.state.requireIssue(repo, intParam(params.number)));
    return { status: 200, body };
  }),

  route('PATCH', '/repos/{owner}/{repo}/issues/{number}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', ['issues', 'pull-requests']);
    const issue = ctx.state.requireIssue(repo, intParam(params.number));
    const input = parseBody(updateIssue, ctx.body, 'Issue');
    // One request, one moment: a body edit's `lastEditedAt` is the `updated_at` it answers (E203).
    const now = ctx.state.now();
    if (input.title !== undefined) {
      checkLength('Issue', 'title', input.title, 256);
      ctx.state.renameIssue(issue, input.title, ctx.actor);
    }
    setIssueBody(ctx.state, 'Issue', issue, input.body, now);
    if (input.labels !== undefined) {
      for (const label of [...issue.labels]) if (!input.labels.some((w) => w.toLowerCase() === label.name.toLowerCase())) ctx.state.removeLabel(issue, label.name, ctx.actor);
      for (const name of input.labels) ctx.state.addLabel(repo, issue, name, ctx.actor);
    }
    if (input.state !== undefined) setIssueState(ctx.state, repo, issue, input.state);
    issue.updatedAt = now;
    const body: Schemas['issue'] = issueJson(ctx, repo, issue);
    return { status: 200, body };
  }),
];

/** A PATCH's `body` for an issue or pull request (`resource` names it in errors); null empties it. */
export function setIssueBody(state: GitHubState, resource: 'Issue' | 'PullRequest', issue: Issue, body: string | null | undefined, now: string): void {
  if (body === undefined) return;
  checkLength(resource, 'body', body ?? '');
  state.editIssueBody(issue, body ?? '', now);
}

/**
 * Opens or closes an issue or pull request. Closing a pull request pins its head (the state reads
 * a closed one's head from `frozenHeadOid`); a merged one cannot be reopened.
 */
export function setIssueState(state: GitHubState, repo: Repository, issue: Issue, next: 'open' | 'closed'): void {
  if (issue.state === next) return;
  const now = state.now();
  if (issue.pull) {
    if (issue.pull.merged) invalid('PullRequest', 'state', 'custom', 'state cannot be changed. The pull request has been merged.');
    if (next === 'closed') {
      issue.pull.frozenHeadOid = state.refOid(repo, issue.pull.headRef) ?? issue.pull.frozenHeadOid;
    } else {
      if (state.refOid(repo, issue.pull.headRef) === null) {
        invalid('PullRequest', 'state', 'custom', 'state cannot be changed. The head branch no longer exists.');
      }
      issue.pull.frozenHeadOid = null;
    }
  }
  issue.state = next;
  issue.closedAt = next === 'closed' ? now : null;
  issue.updatedAt = now;
}

function listIssues(ctx: RestContext, repo: Repository): Issue[] {
  const stateFilter = ctx.query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(stateFilter)) invalid('Issue', 'state', 'invalid');
  const labels = (ctx.query.get('labels') ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const creator = ctx.query.get('creator')?.toLowerCase();
  const since = ctx.query.get('since');
  const sort = ctx.query.get('sort') ?? 'created';
  const direction = ctx.query.get('direction') ?? 'desc';
  const key = (issue: Issue) =>
    sort === 'updated' ? issue.updatedAt : sort === 'comments' ? String(issue.comments.length).padStart(10, '0') : issue.createdAt;
  return repo.issues
    .filter((issue) => stateFilter === 'all' || issue.state === stateFilter)
    .filter((issue) => labels.every((name) => issue.labels.some((l) => l.name.toLowerCase() === name)))
    .filter((issue) => creator === undefined || issue.author.login.toLowerCase() === creator)
    .filter((issue) => since === null || Date.parse(issue.updatedAt) >= Date.parse(since))
    .sort((a, b) => {
      const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number;
      return direction === 'asc' ? order : -order;
    });
}
