// GitHub's rate limits in the emulator (RULES.md L2, L3, E8–E10), through the real clients: the
// budget each kind of token spends, the headers of every answer, what a spent budget answers on
// REST and GraphQL, when it comes back (the emulator's clock decides) and the secondary limits on
// content creation. One world for the file; its clock is moved forward by the tests that need it.

import { getOctokit } from '@actions/github';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, fakeToken, type World } from './fixtures.js';
import { GITHUB_CONTENT_LIMITS } from './rate-limits.js';
import { startEmulator, type Emulator } from './server.js';
import type { Issue } from './state.js';

type Octokit = ReturnType<typeof getOctokit>;
interface RequestFailure {
  status: number;
  response: { headers: Record<string, string | undefined>; data: { message: string } };
}

let emu: Emulator;
let world: World;
/** How far the emulator's clock is ahead of the wall clock. */
let ahead = 0;
let issue: Issue;
const owner = 'acme';
const repo = 'widgets';
const client = (token: string): Octokit => getOctokit(token, { baseUrl: emu.apiUrl });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: RequestFailure) => error);
const now = () => Date.now() + ahead;
/** The raw HTTP answer of GraphQL (status and headers), which octokit.graphql does not show. */
const rawGraphql = (octokit: Octokit, query: string) => octokit.request('POST /graphql', { baseUrl: `${emu.serverUrl}/api`, query });

beforeAll(async () => {
  emu = await startEmulator({ clock: { now: () => new Date(now()) } });
  world = await createWorld(emu);
  issue = emu.state.createIssue(world.repo, { title: 'Rate limits', author: world.accounts.maintainer });
});

afterAll(async () => {
  await emu?.stop();
});

afterEach(() => {
  emu.rateLimits.configure({ content: GITHUB_CONTENT_LIMITS, graphqlErrorType: 'RATE_LIMITED', primaryStatus: 403 });
});

describe('primary rate limits per token kind', () => {
  it('L2: a GITHUB_TOKEN has 1,000 REST requests an hour for its repository, shared by every run\'s token there', async () => {
    // Each run gets its own GITHUB_TOKEN; the budget is the repository's.
    const [first, second] = [fakeToken(), fakeToken()];
    for (const token of [first, second]) {
      emu.state.addToken(token, world.accounts.actions);
      emu.rateLimits.declare(token, { kind: 'github-token', repository: world.fullName });
    }
    const a = await client(first).rest.repos.get({ owner, repo });
    const b = await client(second).rest.repos.get({ owner, repo });
    expect(a.headers['x-ratelimit-limit']).toBe('1000');
    expect(a.headers['x-ratelimit-resource']).toBe('core');
    expect(Number(b.headers['x-ratelimit-used'])).toBe(Number(a.headers['x-ratelimit-used']) + 1);
    expect(Number(b.headers['x-ratelimit-remaining'])).toBe(1000 - Number(b.headers['x-ratelimit-used']));
    // Another repository's GITHUB_TOKEN spends that repository's budget.
    const elsewhere = fakeToken();
    emu.state.addToken(elsewhere, world.accounts.actions);
    emu.rateLimits.declare(elsewhere, { kind: 'github-token', repository: 'acme/gadgets' });
    expect((await client(elsewhere).rest.repos.get({ owner, repo })).headers['x-ratelimit-used']).toBe('1');
  });

  it('L2: user tokens have 5,000 requests an hour per person, App installation tokens 5,000 per installation', async () => {
    const user = await client(world.tokens.maintainer).rest.repos.get({ owner, repo });
    const app = await client(world.tokens.coderabbit).rest.repos.get({ owner, repo });
    expect(user.headers['x-ratelimit-limit']).toBe('5000');
    expect(app.headers['x-ratelimit-limit']).toBe('5000');
    // A second token of the same person spends the same budget.
    const another = fakeToken('ghp');
    emu.state.addToken(another, world.accounts.maintainer);
    const again = await client(another).rest.repos.get({ owner, repo });
    expect(Number(again.headers['x-ratelimit-used'])).toBe(Number(user.headers['x-ratelimit-used']) + 1);
  });

  it('L2, E9: a GITHUB_TOKEN has 1,000 GraphQL points an hour; a query costs its connections / 100, at least 1', async () => {
    const octokit = client(world.tokens.actions);
    const small = await rawGraphql(octokit, '{ viewer { login } rateLimit { cost limit remaining used resetAt } }');
    expect(small.headers['x-ratelimit-resource']).toBe('graphql');
    expect(small.headers['x-ratelimit-limit']).toBe('1000');
    const smallLimit = (small.data as { data: { rateLimit: { cost: number; limit: number; used: number; resetAt: string } } }).data.rateLimit;
    expect(smallLimit).toMatchObject({ cost: 1, limit: 1000 });
    expect(Date.parse(smallLimit.resetAt)).toBe(Number(small.headers['x-ratelimit-reset']) * 1000);
    // 1 request for the issues + 100 for their comments + 100 for their labels = 201 → 2 points.
    const query = `query { repository(owner: "acme", name: "widgets") { issues(first: 100) { nodes { comments(first: 100) { nodes { id } } labels(first: $labels) { nodes { name } } } } } rateLimit { cost used } }`.replace('$labels', '100');
    const big = await rawGraphql(octokit, query);
    const bigLimit = (big.data as { data: { rateLimit: { cost: number; used: number } } }).data.rateLimit;
    expect(bigLimit.cost).toBe(2);
    expect(bigLimit.used).toBe(smallLimit.used + 2);
    expect(big.headers['x-ratelimit-used']).toBe(String(bigLimit.used));
  });
});

describe('a spent primary limit', () => {
  it('L2, E8: REST answers 403 "API rate limit exceeded for installation ID …" with x-ratelimit-remaining 0, until the window resets on the emulator\'s clock', async () => {
    const token = fakeToken();
    emu.state.addToken(token, world.accounts.actions);
    const resetAt = new Date(now() + 40 * 60_000);
    emu.rateLimits.set(token, 'core', { remaining: 0, resetAt });
    const refused = await refusal(client(token).rest.issues.createComment({ owner, repo, issue_number: issue.number, body: 'never written' }));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toBe(`API rate limit exceeded for installation ID ${world.accounts.actions.id}.`);
    expect(refused?.response.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '1000', 'x-ratelimit-used': '1000', 'x-ratelimit-resource': 'core' });
    expect(Number(refused?.response.headers['x-ratelimit-reset'])).toBe(Math.ceil(resetAt.getTime() / 1000));
    expect(issue.comments.map((c) => c.body)).not.toContain('never written');
    // GitHub also answers 429; and a person's token is named by user ID.
    emu.rateLimits.configure({ primaryStatus: 429 });
    const person = fakeToken('ghp');
    emu.state.addToken(person, world.accounts.outsider);
    emu.rateLimits.set(person, 'core', { remaining: 0, resetAt });
    const limited = await refusal(client(person).rest.repos.get({ owner, repo }));
    expect(limited?.status).toBe(429);
    expect(limited?.response.data.message).toBe(`API rate limit exceeded for user ID ${world.accounts.outsider.id}.`);
    // The window resets when the emulator's clock passes x-ratelimit-reset, not before.
    ahead += 39 * 60_000;
    expect((await refusal(client(token).rest.repos.get({ owner, repo })))?.status).toBe(429);
    ahead += 2 * 60_000;
    const back = await client(token).rest.repos.get({ owner, repo });
    expect(back.headers).toMatchObject({ 'x-ratelimit-used': '1', 'x-ratelimit-remaining': '999' });
  });

  it('E9: GraphQL answers a spent budget with HTTP 200, no data and a RATE_LIMITED error (RATE_LIMIT, as also observed, where configured)', async () => {
    const token = fakeToken();
    emu.state.addToken(token, world.accounts.actions);
    emu.rateLimits.set(token, 'graphql', { remaining: 0, resetAt: new Date(now() + 600_000) });
    const octokit = client(token);
    const answer = await rawGraphql(octokit, '{ viewer { login } }');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-ratelimit-remaining']).toBe('0');
    expect(answer.headers['x-ratelimit-resource']).toBe('graphql');
    expect(answer.data).toEqual({ errors: [{ type: 'RATE_LIMITED', message: `API rate limit exceeded for installation ID ${world.accounts.actions.id}.` }] });
    emu.rateLimits.configure({ graphqlErrorType: 'RATE_LIMIT' });
    const other = await rawGraphql(octokit, '{ viewer { login } }');
    expect(other.data).toEqual({ errors: [{ type: 'RATE_LIMIT', code: 'graphql_rate_limit', message: `API rate limit already exceeded for installation ID ${world.accounts.actions.id}.` }] });
    // REST has its own budget.
    expect((await octokit.rest.repos.get({ owner, repo })).status).toBe(200);
  });
});

describe('secondary rate limits', () => {
  it('L3, E10: past the content-creation limits (80 a minute, 500 an hour) GitHub answers 403 "You have exceeded a secondary rate limit", with or without retry-after', async () => {
    emu.rateLimits.configure({ content: { perMinute: 2, perHour: 3 } });
    const token = fakeToken('ghp');
    emu.state.addToken(token, world.accounts.maintainer);
    const octokit = client(token);
    const comment = (body: string) => octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body });
    await comment('one');
    await comment('two');
    const refused = await refusal(comment('three'));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/^You have exceeded a secondary rate limit/);
    expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThanOrEqual(58);
    expect(issue.comments.map((c) => c.body)).not.toContain('three');
    // Reads are not content creation; a GraphQL mutation is.
    expect((await octokit.rest.repos.get({ owner, repo })).status).toBe(200);
    const mutation = await refusal(octokit.graphql('mutation($id: ID!) { addComment(input: {subjectId: $id, body: "four"}) { clientMutationId } }', { id: issue.nodeId }));
    expect(mutation?.status).toBe(403);
    // A minute later one more fits the minute, and then the hour is full.
    ahead += 61_000;
    await comment('three');
    emu.rateLimits.configure({ content: { perMinute: 2, perHour: 3, retryAfter: false } });
    ahead += 61_000;
    const hourly = await refusal(comment('five'));
    expect(hourly?.status).toBe(403);
    expect(hourly?.response.data.message).toMatch(/secondary rate limit/);
    expect(hourly?.response.headers['retry-after']).toBeUndefined();
  });
});
