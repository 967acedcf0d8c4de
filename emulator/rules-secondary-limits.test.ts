// GitHub's secondary rate limits, on in every world as on GitHub (RULES.md L3, E10), through the
// real clients: content creation (80 a minute, 500 an hour; a GraphQL mutation counts each field
// that creates), concurrent requests (100), and points a minute (900 per REST endpoint, 2,000 for
// GraphQL). One world for the file; its clock is moved forward between tests, so each starts with
// empty windows.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, fakeToken, type World } from './fixtures.js';
import { startEmulator, type Emulator } from './server.js';
import type { Issue } from './state.js';

type Octokit = ReturnType<typeof getOctokit>;
type Refused = { status: number; response: { headers: Record<string, string | undefined>; data: { message: string } } } | null;

let emu: Emulator;
let world: World;
/** How far the emulator's clock is ahead of the wall clock. */
let ahead = 0;
let issue: Issue;
const [owner, repo] = ['acme', 'widgets'];
/** The failure a request ends in, or null when it succeeds. */
const refusal = (promise: Promise<unknown>): Promise<Refused> => promise.then(() => null, (error: NonNullable<Refused>) => error);
/** A pull request on the default branch's head, to hang review threads on. */
const pullRequest = (title: string) => emu.state.requirePull(world.repo, emu.state.createPullRequest(world.repo, { title, author: world.accounts.maintainer, head: 'main' }).number);
/** A person's token of its own (5,000 an hour), so no test spends another's budget. */
function personToken(): Octokit {
  const token = fakeToken('ghp');
  emu.state.addToken(token, emu.state.addAccount(`person-${token.slice(-6)}`));
  emu.state.setPermission(world.repo, emu.state.tokens.get(token)!.login, 'write');
  return getOctokit(token, { baseUrl: emu.apiUrl, request: { retries: 0 } });
}

beforeAll(async () => {
  emu = await startEmulator({ clock: { now: () => new Date(Date.now() + ahead) } });
  world = await createWorld(emu);
  issue = emu.state.createIssue(world.repo, { title: 'Secondary limits', author: world.accounts.maintainer });
});

beforeEach(() => {
  // A new hour for each test: every window is empty.
  ahead += 3_601_000;
});

afterAll(async () => {
  await emu?.stop();
});

describe('content creation (on by default)', () => {
  it('L3, E10: the 81st content-creating request in a minute answers 403 "You have exceeded a secondary rate limit" with retry-after; a minute later it goes through', async () => {
    const octokit = personToken();
    const comment = (body: string) => octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body });
    for (let i = 0; i < 80; i += 1) await comment(`c${i}`);
    const refused = await refusal(comment('c80'));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/^You have exceeded a secondary rate limit/);
    expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused?.response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(issue.comments.map((c) => c.body)).not.toContain('c80');
    // Reads and edits are not content creation.
    expect((await octokit.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 1 })).status).toBe(200);
    expect((await octokit.rest.issues.updateComment({ owner, repo, comment_id: issue.comments[0]!.id, body: 'edited' })).status).toBe(200);
    ahead += 61_000;
    expect((await comment('c80')).status).toBe(201);
  });

  it('L3: a GraphQL mutation counts each field that creates (aliases included), a resolve none; a request that does not fit is refused whole', async () => {
    const octokit = personToken();
    const adds = (n: number, from: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: addComment(input: {subjectId: "${issue.nodeId}", body: "g${from + i}"}) { clientMutationId }`).join(' ')} }`;
    const before = issue.comments.length;
    await octokit.graphql(adds(50, 0));
    expect(issue.comments.length - before).toBe(50);
    // 50 + 40 > 80: refused, nothing of it written.
    const refused = await refusal(octokit.graphql(adds(40, 50)));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/secondary rate limit/);
    expect(issue.comments.length - before).toBe(50);
    // 30 more fit the minute exactly.
    await octokit.graphql(adds(30, 50));
    expect(issue.comments.length - before).toBe(80);
    // A mutation that creates nothing is not content creation.
    const [thread] = emu.state.addReview(world.repo, pullRequest('threads'), { author: world.accounts.coderabbit, comments: [{ path: 'README.md', line: 1, body: 'nit' }] }).threads;
    const resolved = await octokit.graphql<{ resolveReviewThread: { thread: { isResolved: boolean } } }>(`mutation { resolveReviewThread(input: {threadId: "${thread!.nodeId}"}) { thread { isResolved } } }`);
    expect(resolved.resolveReviewThread.thread.isResolved).toBe(true);
  });

  it('L3: 500 content-creating requests an hour, counted across minutes; the 501st waits for the hour (retry-after in the hour)', async () => {
    const octokit = personToken();
    const adds = (n: number) => `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: addComment(input: {subjectId: "${issue.nodeId}", body: "h${i}"}) { clientMutationId }`).join(' ')} }`;
    for (let minute = 0; minute < 6; minute += 1) {
      await octokit.graphql(adds(80));
      ahead += 61_000;
    }
    // 6 × 80 = 480 this hour: 20 more fit, 21 do not.
    const refused = await refusal(octokit.graphql(adds(21)));
    expect(refused?.status).toBe(403);
    expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThan(60);
    await octokit.graphql(adds(20));
  });
});

describe('concurrent requests', () => {
  it('L3: at most 100 requests of one token are served at once (REST and GraphQL together); the 101st answers 403 secondary, without retry-after', async () => {
    const octokit = personToken();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    emu.faults.inject({ kind: 'rest', method: 'GET', path: '/repos/acme/widgets', response: { type: 'before', run: () => held }, times: 100 });
    const running = Array.from({ length: 100 }, () => octokit.rest.repos.get({ owner, repo }));
    await expect.poll(() => emu.faults.pending, { timeout: 5000 }).toBe(0);
    const refused = await refusal(octokit.graphql('{ viewer { login } }'));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/secondary rate limit/);
    expect(refused?.response.headers['retry-after']).toBeUndefined();
    // Another token is not held by this one's requests.
    expect((await personToken().rest.repos.get({ owner, repo })).status).toBe(200);
    release();
    expect((await Promise.all(running)).every((r) => r.status === 200)).toBe(true);
    expect((await octokit.rest.repos.get({ owner, repo })).status).toBe(200);
  });
});

describe('points a minute', () => {
  it('L3: 900 points a minute per REST endpoint (a GET 1 point, a write 5); another endpoint has its own', async () => {
    const octokit = personToken();
    const list = (number: number) => octokit.rest.issues.listComments({ owner, repo, issue_number: number, per_page: 1 });
    // 900 reads of one endpoint (any issue's comments: the number is a parameter of it).
    const other = emu.state.createIssue(world.repo, { title: 'points', author: world.accounts.maintainer });
    for (let batch = 0; batch < 36; batch += 1) await Promise.all(Array.from({ length: 25 }, (_, i) => list(i % 2 ? issue.number : other.number)));
    const refused = await refusal(list(other.number));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/secondary rate limit/);
    expect(Number(refused?.response.headers['retry-after'])).toBeGreaterThan(0);
    // Writing to that path is another endpoint; an edit is 5 points: 180 fill its minute.
    const { data: created } = await octokit.rest.issues.createComment({ owner, repo, issue_number: other.number, body: 'p' });
    const edit = (i: number) => octokit.rest.issues.updateComment({ owner, repo, comment_id: created.id, body: `p${i}` });
    for (let i = 0; i < 180; i += 1) await edit(i);
    expect((await refusal(edit(180)))?.status).toBe(403);
    ahead += 61_000;
    expect((await list(other.number)).status).toBe(200);
    expect((await edit(181)).status).toBe(200);
  });

  it('L3: 2,000 points a minute for GraphQL: a query 1, a mutation 5', async () => {
    const octokit = personToken();
    const [thread] = emu.state.addReview(world.repo, pullRequest('points'), { author: world.accounts.coderabbit, comments: [{ path: 'README.md', line: 1, body: 'nit' }] }).threads;
    const flip = (i: number) => octokit.graphql(`mutation { ${i % 2 ? 'unresolveReviewThread' : 'resolveReviewThread'}(input: {threadId: "${thread!.nodeId}"}) { clientMutationId } }`);
    // 399 mutations (1,995 points) and 5 queries: 2,000.
    for (let i = 0; i < 399; i += 1) await flip(i);
    for (let i = 0; i < 5; i += 1) await octokit.graphql('{ viewer { login } }');
    const refused = await refusal(octokit.graphql('{ viewer { login } }'));
    expect(refused?.status).toBe(403);
    expect(refused?.response.data.message).toMatch(/secondary rate limit/);
    // REST is another endpoint.
    expect((await octokit.rest.repos.get({ owner, repo })).status).toBe(200);
  });
});
