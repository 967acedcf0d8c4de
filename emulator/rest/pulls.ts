// Pull requests: create (E140, P13), list, get, update, changed files and the merge pinned to a head sha (409 when
// the head moved, 405 when something GitHub checks blocks it).

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import { GitHubError, type Issue, type MergeMethod, type Repository } from '../state.js';
import { repoFor } from './access.js';
import { setIssueBody, setIssueState } from './issues.js';
import { fileJson, pullFiles, pullJson, pullListItemJson, type PullRequest, type PullRequestListItem } from './json-pulls.js';
import { paginate } from './pagination.js';
import { intParam, route } from './route.js';
import type { RestContext } from './routes.js';
import { checkLength, invalid, parseBody, ValidationFailed } from './validation.js';
import { isAncestor } from '../bare-merge.js';

type Schemas = components['schemas'];

const merge = z.object({
  sha: z.string().optional(),
  merge_method: z.enum(['merge', 'squash', 'rebase']).optional(),
  commit_title: z.string().optional(),
  commit_message: z.string().optional(),
});

const updateBranch = z.object({
  expected_head_sha: z.string().optional(),
});

const updatePull = z.object({
  title: z.string().min(1).optional(),
  body: z.string().nullish(),
  state: z.enum(['open', 'closed']).optional(),
  base: z.string().min(1).optional(),
  maintainer_can_modify: z.boolean().optional(),
});

const createPull = z.object({
  title: z.string().min(1),
  head: z.string().min(1),
  base: z.string().min(1),
  body: z.string().nullish(),
  draft: z.boolean().optional(),
  maintainer_can_modify: z.boolean().optional(),
});

/** What GITHUB_TOKEN acts as (P9): the account the Actions setting of P13 is about. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export const pullRoutes = [
  // E140: a pull request from a branch of this repository (`head` is `branch` or `owner:branch`);
  // P13: GITHUB_TOKEN only where the repository lets GitHub Actions create pull requests.
  route('POST', '/repos/{owner}/{repo}/pulls', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const input = parseBody(createPull, ctx.body, 'PullRequest');
    if (ctx.actor.login === ACTIONS_BOT_LOGIN && repo.actionsCanCreatePullRequests !== true) {
      throw new GitHubError(403, 'GitHub Actions is not permitted to create or approve pull requests.');
    }
    const [owner, branch] = input.head.includes(':') ? (input.head.split(/:(.*)/s) as [string, string]) : [repo.owner.login, input.head];
    const headOid = owner.toLowerCase() === repo.owner.login.toLowerCase() ? ctx.state.refOid(repo, branch) : null;
    if (headOid === null) invalid('PullRequest', 'head', 'invalid');
    const baseOid = ctx.state.refOid(repo, input.base);
    if (baseOid === null) invalid('PullRequest', 'base', 'invalid');
    const open = repo.issues.find((i) => i.pull !== null && i.state === 'open' && i.pull.headRepoFullName === null && i.pull.headRef === branch && i.pull.baseRef === input.base);
    if (open) throw new ValidationFailed([{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${repo.owner.login}:${branch}.` }]);
    if (isAncestor(repo.bareDir, headOid, baseOid)) throw new ValidationFailed([{ resource: 'PullRequest', code: 'custom', message: `No commits between ${input.base} and ${branch}` }]);
    if (input.body) checkLength('PullRequest', 'body', input.body);
    const issue = ctx.state.createPullRequest(repo, { title: input.title, body: input.body ?? '', author: ctx.actor, head: branch, base: input.base, draft: input.draft ?? false });
    const body: Schemas['pull-request'] = pullJson(ctx, repo, ctx.state.requirePull(repo, issue.number));
    return { status: 201, body, headers: { location: body.url } };
  }),


  route('GET', '/repos/{owner}/{repo}/pulls', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const page = paginate(ctx, listPulls(ctx, repo));
    const body: PullRequestListItem[] = page.items.map((pr) => pullListItemJson(ctx, repo, pr));
    return { status: 200, body, headers: page.headers };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const body: Schemas['pull-request'] = pullJson(ctx, repo, ctx.state.requirePull(repo, intParam(params.number)));
    return { status: 200, body };
  }),

  route('PATCH', '/repos/{owner}/{repo}/pulls/{number}', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const input = parseBody(updatePull, ctx.body, 'PullRequest');
    const now = ctx.state.now();
    if (input.title !== undefined) ctx.state.renameIssue(pr, input.title, ctx.actor);
    setIssueBody(ctx.state, 'PullRequest', pr, input.body, now);
    if (input.base !== undefined) {
      if (ctx.state.refOid(repo, input.base) === null) invalid('PullRequest', 'base', 'invalid', `Proposed base branch '${input.base}' was not found`);
      pr.pull.baseRef = input.base;
    }
    if (input.state !== undefined) setIssueState(ctx.state, repo, pr, input.state);
    pr.updatedAt = now;
    const body: Schemas['pull-request'] = pullJson(ctx, repo, pr);
    return { status: 200, body };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/files', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const head = ctx.state.headOid(repo, pr);
    const page = paginate(ctx, pullFiles(ctx, repo, pr).files);
    const body: Schemas['diff-entry'][] = page.items.map((file) => fileJson(ctx, repo, head, file));
    return { status: 200, body, headers: page.headers };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/merge', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    if (!pr.pull.merged) throw new GitHubError(404, 'Not Found');
    return { status: 204 };
  }),

  route('PUT', '/repos/{owner}/{repo}/pulls/{number}/merge', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'contents');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const input = parseBody(merge, ctx.body, 'PullRequest');
    const method: MergeMethod = input.merge_method ?? 'merge';
    const { sha } = ctx.state.mergePullRequest(repo, pr, {
      method,
      ...(input.sha === undefined ? {} : { expectedHeadOid: input.sha }),
      title: input.commit_title ?? defaultTitle(repo, pr, method),
      ...(input.commit_message === undefined ? {} : { message: input.commit_message }),
      actor: ctx.actor,
    });
    const body: Schemas['pull-request-merge-result'] = { sha, merged: true, message: 'Pull Request successfully merged' };
    return { status: 200, body };
  }),

  route('PUT', '/repos/{owner}/{repo}/pulls/{number}/update-branch', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'contents');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const input = parseBody(updateBranch, ctx.body ?? {}, 'PullRequest');
    ctx.state.updatePullRequestBranch(repo, pr, {
      method: 'merge',
      ...(input.expected_head_sha === undefined ? {} : { expectedHeadOid: input.expected_head_sha }),
      actor: ctx.actor,
    });
    // GitHub answers 202 Accepted: the update is queued (the emulator has done it already).
    return { status: 202, body: { message: 'Updating pull request branch.', url: pullJson(ctx, repo, pr).html_url } };
  }),
];

/** GitHub's default commit titles: `Merge pull request #1 from o/branch`, or `Title (#1)` for squash. */
function defaultTitle(repo: Repository, pr: PullRequest, method: MergeMethod): string {
  if (method === 'squash') return `${pr.title} (#${pr.number})`;
  const owner = pr.pull.headRepoFullName?.split('/')[0] ?? repo.owner.login;
  return `Merge pull request #${pr.number} from ${owner}/${pr.pull.headRef}`;
}

function listPulls(ctx: RestContext, repo: Repository): PullRequest[] {
  const stateFilter = ctx.query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(stateFilter)) invalid('PullRequest', 'state', 'invalid');
  const head = ctx.query.get('head');
  const base = ctx.query.get('base');
  const sort = ctx.query.get('sort') ?? 'created';
  const direction = ctx.query.get('direction') ?? (sort === 'created' ? 'desc' : 'asc');
  const matchesHead = (pr: PullRequest) => {
    if (head === null) return true;
    const [owner, ref] = head.includes(':') ? head.split(/:(.*)/s) : [null, head];
    const headOwner = pr.pull.headRepoFullName?.split('/')[0] ?? repo.owner.login;
    return ref === pr.pull.headRef && (owner === null || owner?.toLowerCase() === headOwner.toLowerCase());
  };
  const key = (pr: Issue) => (sort === 'updated' ? pr.updatedAt : pr.createdAt);
  return repo.issues
    .filter((issue): issue is PullRequest => issue.pull !== null)
    .filter((pr) => stateFilter === 'all' || pr.state === stateFilter)
    .filter((pr) => base === null || pr.pull.baseRef === base)
    .filter(matchesHead)
    .sort((a, b) => {
      const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.number - b.number;
      return direction === 'asc' ? order : -order;
    });
}
