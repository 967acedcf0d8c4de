// The client's retry policy against a real server: transient failures are retried, answers that
// mean something (409 head moved, 405 blocked, 422 invalid) are final, a hang times out.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { SECONDARY_RATE_LIMIT } from '../../emulator/faults.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { createClientCore } from './client-core.js';
import { countRequests, createOctokit, RequestTimeoutError, withRestMethods } from './client.js';

let emu: Emulator;
let world: World;
beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  emu.state.createIssue(world.repo, { title: 'An issue', author: world.accounts.maintainer });
});
afterEach(async () => {
  await emu.stop();
});

const client = (timeoutMs?: number) => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, requestTimeoutMs: timeoutMs });
const repo = { owner: 'acme', repo: 'widgets' };
const commentsPath = '/repos/acme/widgets/issues/1/comments';

describe('retry policy', () => {
  it.each([409, 405, 422])('does not retry a %i on a write', async (status) => {
    const octokit = client();
    emu.faults.inject({ kind: 'rest', method: 'POST', path: commentsPath, response: { type: 'status', status }, times: 1 });
    await expect(octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' })).rejects.toMatchObject({ status });
    expect(emu.log.count({ kind: 'rest', method: 'POST', path: commentsPath })).toBe(1);
  });

  it('retries 500 and 502 and then succeeds, counting every request on the wire', async () => {
    const octokit = client();
    const counts = countRequests(octokit);
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: { type: 'status', status: 500 }, times: 1 });
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: { type: 'status', status: 502 }, times: 1 });
    const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(data).toEqual([]);
    expect(emu.log.count({ kind: 'rest', path: commentsPath })).toBe(3);
    expect(counts).toEqual({ rest: 3, graphql: 0 });
  });

  it('waits out a secondary rate limit', async () => {
    const octokit = client();
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: SECONDARY_RATE_LIMIT, times: 1 });
    await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(emu.log.filter({ kind: 'rest', path: commentsPath }).map((e) => e.status)).toEqual([403, 200]);
  });

  it('waits out a secondary rate limit with throttling off too (only the spacing of requests is off), a DELETE included', async () => {
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, throttle: false, jobClock: { now: () => new Date(), deadline: new Date(Date.now() + 600_000), secondMs: 20 } });
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' });
    const path = `/repos/acme/widgets/issues/comments/${data.id}`;
    emu.faults.inject({ kind: 'rest', method: 'DELETE', path, response: SECONDARY_RATE_LIMIT, times: 2 });
    await octokit.rest.issues.deleteComment({ ...repo, comment_id: data.id });
    expect(emu.log.filter({ kind: 'rest', method: 'DELETE', path }).map((e) => e.status)).toEqual([403, 403, 204]);
    expect(octokit.rateLimitGuard.stopped).toBeNull();
  });

  it('times out a request that hangs and retries it like a 504', async () => {
    const octokit = client(300);
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: { type: 'hang' }, times: 1 });
    const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(data).toEqual([]);
    expect(emu.log.filter({ kind: 'rest', path: commentsPath }).map((e) => e.status)).toEqual([0, 200]);
  });

  it('gives up on a server that keeps hanging, with a message naming the request', async () => {
    const octokit = client(200);
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: { type: 'hang' }, times: 10 });
    const error = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('GitHub did not answer GET /repos/{owner}/{repo}/issues/{issue_number}/comments within 200 ms');
    expect(emu.log.count({ kind: 'rest', path: commentsPath })).toBe(4);
  });

  it('does not retry a GraphQL mutation refused for a reason', async () => {
    const octokit = client();
    emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'status', status: 403, message: 'Resource not accessible by integration' }, times: 1 });
    await expect(octokit.graphql('mutation { resolveReviewThread(input: {threadId: "x"}) { thread { id } } }')).rejects.toMatchObject({ status: 403 });
    expect(emu.log.count({ kind: 'graphql', field: 'resolveReviewThread' })).toBe(1);
  });
});

describe('REST methods given after the first request (run.ts)', () => {
  it('are the same client: its REST requests are retried and counted with the GraphQL before them', async () => {
    const core = createClientCore(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5 });
    const counts = countRequests(core);
    const viewer = await core.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
    expect(viewer.viewer.login).toBeTruthy();
    const octokit = withRestMethods(core);
    expect(octokit).toBe(core);
    emu.faults.inject({ kind: 'rest', method: 'GET', path: commentsPath, response: { type: 'status', status: 502 }, times: 1 });
    const { data } = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(data).toEqual([]);
    expect(emu.log.count({ kind: 'rest', path: commentsPath })).toBe(2);
    expect(counts).toEqual({ rest: 2, graphql: 1 });
  });
});

describe('pacing (the throttling plugin\'s spacing of requests)', () => {
  // Each call's time, and the time its request went on the wire (a fetch that notes it). Bottleneck
  // starts a job no sooner than minTime after the last one was due, and that one was due no
  // sooner than it was called: so each spaced request leaves at least the spacing after the
  // previous call, however late a loaded machine fires a timer (the emulator's answer times,
  // measured before, are not bound by it: a delayed answer and a prompt one can be 30 ms apart).
  const timing = () => {
    const calls: number[] = [];
    const sent: number[] = [];
    const fetch = (input: string | URL | Request, init?: RequestInit) => {
      sent.push(Date.now());
      return globalThis.fetch(input, init);
    };
    return { calls, sent, request: { fetch }, call: () => calls.push(Date.now()) };
  };

  it('spaces comment creations 3 "seconds" and GraphQL mutations 1 apart, with a second of pacingSecondMs (tests shorten it; GitHub\'s is 1000)', async () => {
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 100 });
    // The emulator logs a request when it has answered it, and a process's first GraphQL query or
    // comment takes longer (the schema and routes warm up): one of each first, not measured.
    await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'warm-up' });
    const { repository } = await octokit.graphql<{ repository: { issue: { id: string } } }>(ISSUE_ID);
    const { calls, sent, request, call } = timing();
    for (const body of ['one', 'two', 'three']) {
      call();
      await octokit.rest.issues.createComment({ ...repo, issue_number: 1, body, request });
    }
    for (const body of ['four', 'five', 'six']) {
      call();
      await octokit.graphql(ADD_COMMENT, { id: repository.issue.id, body, request });
    }
    expect(sent).toHaveLength(6);
    const waits = (from: number, to: number) => sent.slice(from + 1, to).map((at, i) => at - calls[from + i]!);
    for (const wait of waits(0, 3)) expect(wait).toBeGreaterThanOrEqual(3 * 100);
    for (const wait of waits(3, 6)) expect(wait).toBeGreaterThanOrEqual(100);
    // ...and not GitHub's own second: the suite does not sleep.
    for (const wait of [...waits(0, 3), ...waits(3, 6)]) expect(wait).toBeLessThan(1000);
  });

  // GitHub asks for a pause between mutative requests only ("If you are making a large number of
  // POST, PATCH, PUT, or DELETE requests, wait at least one second between each request", Best
  // practices for using the REST API), and counts a GraphQL query as a read (L3's points: a query
  // 1, a mutation 5). The plugin spaces every request to /graphql as a write (it is a POST), which
  // held a run's first write a second behind its first read; pacing.ts lets queries pass. These
  // fail if the plugin stops asking its groups as pacing.ts expects.
  it('does not space a GraphQL query as a write: a mutation or a REST POST right after a query goes at once; writes stay a second apart', async () => {
    const second = 600;
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: second });
    emu.state.ensureLabel(world.repo, 'bug');
    // Warm-ups (see above), then a second's pause, so no earlier write is still spacing the next.
    await octokit.rest.issues.addLabels({ ...repo, issue_number: 1, labels: ['bug'] });
    await octokit.graphql(ISSUE_ID);
    const pause = () => new Promise((resolve) => setTimeout(resolve, second));
    await pause();
    const { calls, sent, request, call } = timing();
    // 0: a query, 1: a mutation right after it, 2: another mutation right after that.
    call();
    const { repository } = await octokit.graphql<{ repository: { issue: { id: string } } }>(ISSUE_ID, { request });
    for (const body of ['one', 'two']) {
      call();
      await octokit.graphql(ADD_COMMENT, { id: repository.issue.id, body, request });
    }
    await pause();
    // 3: a query, 4: a REST POST right after it, 5: another right after that.
    call();
    await octokit.graphql(ISSUE_ID, { request });
    for (let i = 0; i < 2; i += 1) {
      call();
      await octokit.rest.issues.addLabels({ ...repo, issue_number: 1, labels: ['bug'], request });
    }
    expect(sent).toHaveLength(6);
    // Before, the write after each query left no sooner than a second after the query's call.
    expect(sent[1]! - calls[0]!).toBeLessThan(second);
    expect(sent[4]! - calls[3]!).toBeLessThan(second);
    // Writes after writes are still spaced: a mutation after a mutation, a POST after a POST.
    expect(sent[2]! - calls[1]!).toBeGreaterThanOrEqual(second);
    expect(sent[5]! - calls[4]!).toBeGreaterThanOrEqual(second);
  });

  it('keeps two mutations sent at once a second apart, with a query sent between them', async () => {
    const second = 400;
    const octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: second });
    const { repository } = await octokit.graphql<{ repository: { issue: { id: string } } }>(ISSUE_ID);
    // Bottleneck starts a queued job from the continuation of the job before it: whether a request
    // only reads must be its own, not that of the request whose job started it.
    const sent = new Map<string, number>();
    const noting = (name: string) => ({ fetch: (input: string | URL | Request, init?: RequestInit) => (sent.set(name, Date.now()), globalThis.fetch(input, init)) });
    const started = Date.now();
    await Promise.all([
      octokit.graphql(ADD_COMMENT, { id: repository.issue.id, body: 'one', request: noting('one') }),
      octokit.graphql(ISSUE_ID, { request: noting('query') }),
      octokit.graphql(ADD_COMMENT, { id: repository.issue.id, body: 'two', request: noting('two') }),
    ]);
    // Measured from the calls, as above: one mutation's job was due when it was called, the other's
    // no sooner than a second later. Between the two fetches it can be a few ms less, when the first
    // waited longer behind the plugin's other limiters on a loaded machine (394 ms once at 400).
    const [first, last] = [sent.get('one')!, sent.get('two')!].sort((a, b) => a - b);
    expect(first! - started).toBeLessThan(second);
    expect(last! - started).toBeGreaterThanOrEqual(second);
    expect(sent.get('query')! - started).toBeLessThan(second);
  });
});

const ISSUE_ID = 'query TestIssueId { repository(owner: "acme", name: "widgets") { issue(number: 1) { id } } }';
const ADD_COMMENT = 'mutation TestAddComment($id: ID!, $body: String!) { addComment(input: { subjectId: $id, body: $body }) { clientMutationId } }';
