// Review requests on a pull request (P10): POST adds requested reviewers, GET lists them. Review
// bots are asked by their REST login with `[bot]` (`copilot-pull-request-reviewer[bot]`); a login
// that names no account that can read the repository answers 422 as GitHub does.

import type { components } from '@octokit/openapi-types';
import * as z from 'zod';
import { GitHubError, type Account } from '../state.js';
import { repoFor } from './access.js';
import { userJson } from './json-core.js';
import { pullJson, type PullRequest } from './json-pulls.js';
import { intParam, route } from './route.js';
import { parseBody } from './validation.js';

type Schemas = components['schemas'];

const requestReviewers = z.object({
  reviewers: z.array(z.string()).optional(),
  team_reviewers: z.array(z.string()).optional(),
});

export const reviewRequestRoutes = [
  route('POST', '/repos/{owner}/{repo}/pulls/{number}/requested_reviewers', (ctx, params) => {
    const repo = repoFor(ctx, params, 'write', 'pull-requests');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const input = parseBody(requestReviewers, ctx.body, 'PullRequest');
    if (input.team_reviewers?.length) throw new GitHubError(422, 'Team reviewers are not modelled by the emulator.');
    const notCollaborator = () => new GitHubError(422, `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${ctx.state.fullName(repo)} repository.`);
    // By the REST login only: the plain `copilot-pull-request-reviewer` names no account (observed).
    const accounts = (input.reviewers ?? []).map((login) => ctx.state.account(login));
    if (accounts.some((a) => a === undefined)) throw notCollaborator();
    ctx.state.requestReviews(repo, pr, accounts as Account[]);
    const body: Schemas['pull-request'] = pullJson(ctx, repo, pr as PullRequest);
    return { status: 201, body };
  }),

  route('GET', '/repos/{owner}/{repo}/pulls/{number}/requested_reviewers', (ctx, params) => {
    const repo = repoFor(ctx, params, 'read');
    const pr = ctx.state.requirePull(repo, intParam(params.number));
    const body: Schemas['pull-request-review-request'] = { users: (pr.pull.reviewRequests ?? []).map((a) => userJson(ctx, a) as Schemas['simple-user']), teams: [] };
    return { status: 200, body };
  }),
];
