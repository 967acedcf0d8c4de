// The rules of emulator/RULES.md about asking review bots again (P10), each named by its id and
// driven through the real clients (octokit REST and GraphQL over HTTP). One world for the file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../src/config/known-bots.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';

let w: RulesWorld;
const owner = 'acme';
const repo = 'widgets';
const COPILOT_LOGIN = 'copilot-pull-request-reviewer[bot]';

beforeAll(async () => {
  w = await startRulesWorld();
  // Copilot's reviewer as GitHub has it: a Bot account with its own REST login, able to read.
  const copilot = w.emu.state.addAccount(COPILOT_LOGIN, 'Bot', KNOWN_BOTS.find((b) => b.name === 'copilot')!.id);
  w.emu.state.setPermission(w.world.repo, copilot.login, 'read');
});
afterAll(async () => {
  await w?.emu.stop();
});

const REVIEW_REQUESTS = `query($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) { pullRequest(number: $number) {
    reviewRequests(first: 10) { nodes { requestedReviewer { __typename ... on Bot { login databaseId } ... on User { login databaseId } } } }
  } }
}`;
interface RequestsAnswer {
  repository: { pullRequest: { reviewRequests: { nodes: Array<{ requestedReviewer: { __typename: string; login: string; databaseId: number } }> } } };
}

describe('review requests to bots', () => {
  it('P10: a review is requested from a bot by its [bot] login; GraphQL shows the request until the bot reviews, and asking again opens a new one', async () => {
    const { pr } = await w.openPull();
    const requests = async () => (await w.as.actions.graphql<RequestsAnswer>(REVIEW_REQUESTS, { owner, repo, number: pr.number })).repository.pullRequest.reviewRequests.nodes.map((n) => n.requestedReviewer);
    expect(await requests()).toEqual([]);

    const asked = await w.as.actions.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: [COPILOT_LOGIN] });
    expect(asked.status).toBe(201);
    expect(asked.data.requested_reviewers?.map((u) => u.login)).toEqual([COPILOT_LOGIN]);
    expect(await requests()).toEqual([{ __typename: 'Bot', login: 'copilot-pull-request-reviewer', databaseId: 175728472 }]);
    // Asking again while the request is open changes nothing.
    await w.as.actions.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: [COPILOT_LOGIN] });
    expect(await requests()).toHaveLength(1);

    // The bot's review answers the request; a new request (after a push, say) is a new one.
    w.emu.state.addReview(w.world.repo, pr, { author: w.emu.state.account(COPILOT_LOGIN)!, body: 'Copilot reviewed 1 out of 1 changed files in this pull request and generated no comments.' });
    expect(await requests()).toEqual([]);
    await w.as.actions.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: [COPILOT_LOGIN] });
    expect((await w.as.actions.rest.pulls.listRequestedReviewers({ owner, repo, pull_number: pr.number })).data.users.map((u) => u.login)).toEqual([COPILOT_LOGIN]);
  });

  it('P10: the login without [bot] names no collaborator (422), the author cannot be asked (422), and a read-only token cannot ask (403)', async () => {
    const { pr } = await w.openPull();
    const refused = async (call: Promise<unknown>) => call.then(() => null, (error: { status: number; response?: { data?: { message?: string } } }) => ({ status: error.status, message: error.response?.data?.message }));
    expect(await refused(w.as.actions.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: ['copilot-pull-request-reviewer'] }))).toEqual({
      status: 422,
      message: 'Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the acme/widgets repository.',
    });
    expect(await refused(w.as.actions.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: [w.world.accounts.maintainer.login] }))).toEqual({ status: 422, message: 'Review cannot be requested from pull request author.' });
    expect((await refused(w.as.outsider.rest.pulls.requestReviewers({ owner, repo, pull_number: pr.number, reviewers: [COPILOT_LOGIN] })))?.status).toBe(403);
    expect(pr.pull.reviewRequests ?? []).toEqual([]);
  });
});
