import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { connectionFailure, refusalHint, requestFailureLine, restFailure } from './api-errors.js';
import { createOctokit } from './client.js';

const refused = (status: number, headers: Record<string, string> = {}) => ({ status, message: 'x', response: { data: {}, headers } });

describe('refusalHint', () => {
  it('names a secondary rate limit (403 or 429) by its message, never as a permission problem', () => {
    const message = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
    for (const status of [403, 429]) {
      const hint = refusalHint(status, message, refused(status, { 'retry-after': '60' }));
      expect(hint).toContain("GitHub's secondary rate limit");
      expect(hint).not.toContain('permissions');
    }
  });

  it('names a spent primary rate limit by x-ratelimit-remaining: 0, with the reset time', () => {
    const hint = refusalHint(403, 'API rate limit exceeded for installation ID 1.', refused(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' }));
    expect(hint).toContain('rate limit is spent; it resets at 2026-01-01T00:00:00.000Z');
  });

  it('points a plain 403 at the permissions block and a 401 at the token', () => {
    expect(refusalHint(403, 'Resource not accessible by integration', refused(403, { 'x-ratelimit-remaining': '4999' }))).toBe(" Check the workflow's permissions block.");
    expect(refusalHint(401, 'Bad credentials', refused(401))).toBe(' Check the github-token input.');
    expect(refusalHint(404, 'Not Found', refused(404))).toBe('');
  });
});

// Real failures below HTTP, made by the client tend uses (retries included) against real sockets:
// none of them is an answer from GitHub, and the line must not say it is one.
describe('a connection that fails names itself, never as "GitHub answered 500"', () => {
  const client = (baseUrl: string) => createOctokit('ghs_unused', { baseUrl, retryBaseMs: 1, throttle: false });
  const failureOf = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => expect.unreachable('the request succeeded'), (error: unknown) => error);

  it('a refused connection: "Could not connect to <host>: connection refused", and no REST status for the adapters to read', async () => {
    const port = await closedPort();
    const error = await failureOf(client(`http://127.0.0.1:${port}`).rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 }));
    expect(connectionFailure(error)).toEqual({ host: `127.0.0.1:${port}`, connected: false, reason: 'connection refused', request: 'GET /repos/acme/widgets/issues/1' });
    const line = requestFailureLine(error, 'unused')!;
    expect(line).toMatch(new RegExp(`^Could not connect to 127\\.0\\.0\\.1:${port}: connection refused \\(GET /repos/acme/widgets/issues/1\\)\\. Check GITHUB_API_URL`));
    expect(line).not.toContain('answered');
    expect(restFailure(error)).toBeNull();
  });

  it('a GraphQL request to a closed port says the same', async () => {
    const port = await closedPort();
    const error = await failureOf(client(`http://127.0.0.1:${port}`).graphql('query { viewer { login } }'));
    expect(requestFailureLine(error, 'unused')).toMatch(/^Could not connect to 127\.0\.0\.1:\d+: connection refused \(POST \/graphql\)/);
  });

  it('a connection the server drops before answering: "Lost the connection to <host>"', async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const error = await failureOf(client(`http://127.0.0.1:${port}`).rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 }));
      expect(connectionFailure(error)).toMatchObject({ host: `127.0.0.1:${port}`, connected: true, reason: expect.stringMatching(/^the connection was (reset|closed by the other side)$/) });
      expect(requestFailureLine(error, 'unused')).toMatch(/^Lost the connection to 127\.0\.0\.1:\d+: the connection was/);
    } finally {
      server.close();
    }
  });

  it('a host name that does not resolve is a DNS failure', async () => {
    // .invalid never resolves (RFC 2606); without any resolver the lookup fails as temporary instead.
    const error = await failureOf(client('http://api.github.invalid').rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 }));
    expect(connectionFailure(error)).toMatchObject({ host: 'api.github.invalid', connected: false, reason: expect.stringContaining('DNS') });
  });

  // Timeouts and TLS refusals take a real network to provoke; their errors have this shape
  // (undici's error as the cause of fetch's TypeError, under octokit's RequestError).
  const wrapped = (root: object) => Object.assign(new Error('fetch failed'), { status: 500, request: { method: 'POST', url: 'https://ghes.example.com/api/graphql' }, cause: Object.assign(new TypeError('fetch failed'), { cause: root }) });

  it('a connect timeout, a TLS refusal and every address refusing (happy eyeballs) each say what they are', () => {
    expect(requestFailureLine(wrapped(Object.assign(new Error('Connect Timeout Error'), { code: 'UND_ERR_CONNECT_TIMEOUT' })), 'x')).toMatch(/^Could not connect to ghes\.example\.com: the connection timed out \(POST \/api\/graphql\)/);
    expect(requestFailureLine(wrapped(Object.assign(new Error('self-signed certificate in certificate chain'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' })), 'x')).toMatch(/^Could not connect to ghes\.example\.com: the TLS certificate was not accepted \(SELF_SIGNED_CERT_IN_CHAIN\)/);
    const both = Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:443'), { code: 'ECONNREFUSED' })]), {});
    expect(connectionFailure(wrapped(both))?.reason).toBe('connection refused');
    expect(requestFailureLine(wrapped(Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' })), 'x')).toMatch(/^Lost the connection to ghes\.example\.com: no answer came in time/);
  });

  it('an answer from GitHub is still GitHub\'s answer', () => {
    const answered = { status: 500, message: 'Server Error', request: { method: 'GET', url: 'https://api.github.com/repos/a/b' }, response: { data: { message: 'Server Error' }, headers: {} } };
    expect(connectionFailure(answered)).toBeNull();
    expect(restFailure(answered)).toEqual({ status: 500, message: 'Server Error' });
    expect(requestFailureLine(answered, 'Server Error')).toBe('GitHub answered 500 to GET /repos/a/b: Server Error.');
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
