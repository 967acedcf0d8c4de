// The rules of emulator/RULES.md about review bodies and the account GITHUB_TOKEN writes as (P8,
// P9), each named by its id and driven through the real clients (octokit REST and GraphQL over
// HTTP). One world for the file.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { CODERABBIT_BODY_FINDINGS, coderabbitReviewsInBody, WIDGET_BEFORE, type ReviewedPullRequest } from './sample-review.js';
import { startEmulator, type Emulator } from './server.js';

type Octokit = ReturnType<typeof getOctokit>;

let emu: Emulator;
let world: World;
let as: { actions: Octokit };
let branches = 0;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  as = { actions: getOctokit(world.tokens.actions, { baseUrl: emu.apiUrl }) };
  await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
});
afterAll(async () => {
  await emu?.stop();
});

async function openPull(): Promise<ReviewedPullRequest['pr']> {
  const branch = `rules-body-${++branches}`;
  await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  return emu.state.createPullRequest(world.repo, { title: `Body ${branches}`, author: world.accounts.maintainer, head: branch }) as ReviewedPullRequest['pr'];
}

describe('review bodies', () => {
  it('P8: a review whose findings are in its body holds them verbatim in REST and GraphQL, and opens no thread', async () => {
    const pr = await openPull();
    const review = coderabbitReviewsInBody(emu, world, pr);
    const rest = await as.actions.rest.pulls.listReviews({ owner, repo, pull_number: pr.number });
    expect(rest.data.map((r) => [r.user?.login, r.body])).toEqual([['coderabbitai[bot]', CODERABBIT_BODY_FINDINGS]]);
    const gql = await as.actions.graphql<{ repository: { pullRequest: { reviews: { nodes: Array<{ id: string; body: string; author: { login: string } }> }; reviewThreads: { totalCount: number } } } }>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { reviews(first: 10) { nodes { id body author { login } } } reviewThreads(first: 10) { totalCount } } } }`,
      { n: pr.number },
    );
    expect(gql.repository.pullRequest.reviews.nodes).toEqual([{ id: review.nodeId, body: CODERABBIT_BODY_FINDINGS, author: { login: 'coderabbitai' } }]);
    expect(gql.repository.pullRequest.reviewThreads.totalCount).toBe(0);
    expect((await as.actions.rest.pulls.listReviewComments({ owner, repo, pull_number: pr.number })).data).toEqual([]);
  });
});

describe('the account GITHUB_TOKEN writes as', () => {
  it('P9: a review thread and a comment another workflow writes with GITHUB_TOKEN are by the very account tend is (viewer), github-actions[bot] 41898282', async () => {
    const pr = await openPull();
    // Another workflow (a linter) writes with its own run's GITHUB_TOKEN, the same account: its
    // review is played through the state (the emulator has no create-review endpoint), its comment over REST.
    emu.state.addReview(world.repo, pr, { author: world.accounts.actions, comments: [{ path: 'src/widget.ts', line: 6, body: 'lint: prefer `2 * (w + h)`.' }] });
    await as.actions.rest.issues.createComment({ owner, repo, issue_number: pr.number, body: 'lint: 1 warning' });
    const gql = await as.actions.graphql<{
      viewer: { login: string; databaseId: number };
      repository: { pullRequest: { reviewThreads: { nodes: Array<{ comments: { nodes: Array<{ author: { __typename: string; login: string; databaseId: number } }> } }> }; comments: { nodes: Array<{ author: { __typename: string; login: string; databaseId: number } }> } } };
    }>(
      `query($n: Int!) { viewer { login databaseId } repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
        reviewThreads(first: 5) { nodes { comments(first: 1) { nodes { author { __typename login ... on Bot { databaseId } } } } } }
        comments(first: 5) { nodes { author { __typename login ... on Bot { databaseId } } } } } } }`,
      { n: pr.number },
    );
    const bot = { __typename: 'Bot', login: 'github-actions', databaseId: 41898282 };
    expect(gql.viewer).toEqual({ login: 'github-actions[bot]', databaseId: 41898282 });
    expect(gql.repository.pullRequest.reviewThreads.nodes[0]!.comments.nodes[0]!.author).toEqual(bot);
    expect(gql.repository.pullRequest.comments.nodes[0]!.author).toEqual(bot);
  });
});
