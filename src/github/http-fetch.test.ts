// httpFetch keeps fetch's contract where octokit and GitHub's API rely on it: bodies and headers
// as sent, coded answers decoded, redirects followed with the token kept to its origin, TLS
// verified, aborts and failures reported as fetch reports them, connections reused.

import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, globalAgent } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, createGzip, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit } from './client.js';
import { httpFetch } from './http-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    }),
  );
});

/** A server answering with `answer`, recording each request it reads; its base URL. */
async function serve(answer: (seen: Seen, response: ServerResponse) => void, server: Server = createServer()): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body, socket: request.socket };
      seen.push(entry);
      answer(entry, response);
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const protocol = 'cert' in server ? 'https' : 'http';
  return { url: `${protocol}://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** A JSON answer with its length, as GitHub sends it (a HEAD's answer without one ends its connection). */
const json = (response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...headers }).end(text);
};

describe('httpFetch', () => {
  it('sends the method, headers and body as given, and answers with status, headers and text', async () => {
    const api = await serve((_, response) => json(response, 201, { id: 7 }, { 'x-github-request-id': 'ABC', link: '<a>; rel="next"' }));
    const response = await httpFetch(`${api.url}/repos/o/r/issues?per_page=5`, { method: 'POST', headers: { Authorization: 'token t', 'content-type': 'application/json; charset=utf-8' }, body: '{"title":"x"}' });
    expect(api.seen).toMatchObject([{ method: 'POST', url: '/repos/o/r/issues?per_page=5', body: '{"title":"x"}', headers: { authorization: 'token t', 'content-type': 'application/json; charset=utf-8', 'content-length': '13', 'accept-encoding': 'gzip, deflate' } }]);
    expect(response.status).toBe(201);
    expect(response.ok).toBe(true);
    expect(response.url).toBe(`${api.url}/repos/o/r/issues?per_page=5`);
    expect(response.headers.get('X-GitHub-Request-Id')).toBe('ABC');
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'x-github-request-id': 'ABC', link: '<a>; rel="next"' });
    expect(await response.json()).toEqual({ id: 7 });
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('decodes a %s answer', async (coding, encode) => {
    const text = JSON.stringify({ body: 'é'.repeat(5000) });
    const api = await serve((_, response) => response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding }).end(encode(Buffer.from(text))));
    const response = await httpFetch(`${api.url}/x`);
    expect(await response.text()).toBe(text);
  });

  it('follows a redirect as fetch does: a POST answered 302 is a GET without body, and the final URL is the answer\'s', async () => {
    const api = await serve((seen, response) => (seen.url === '/old' ? response.writeHead(302, { location: '/new' }).end() : json(response, 200, { at: seen.url })));
    const response = await httpFetch(`${api.url}/old`, { method: 'POST', headers: { authorization: 'token t', 'content-type': 'application/json' }, body: '{}' });
    expect(await response.json()).toEqual({ at: '/new' });
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`${api.url}/new`);
    expect(api.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/old', body: '{}' },
      { method: 'GET', url: '/new', body: '' },
    ]);
    expect(api.seen[1]!.headers).toMatchObject({ authorization: 'token t' });
    expect(api.seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('keeps method and body through a 307, and never takes the token to another origin (a job log\'s storage)', async () => {
    const storage = await serve((_, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('\uFEFFlog line'));
    const api = await serve((seen, response) => (seen.url === '/moved' ? response.writeHead(307, { location: '/here' }).end() : seen.url === '/here' ? json(response, 200, {}) : response.writeHead(302, { location: `${storage.url}/blob?sig=1` }).end()));
    await httpFetch(`${api.url}/moved`, { method: 'PATCH', headers: { authorization: 'token t' }, body: 'same' });
    expect(api.seen.map(({ method, body }) => `${method} ${body}`)).toEqual(['PATCH same', 'PATCH same']);
    const log = await httpFetch(`${api.url}/logs`, { headers: { authorization: 'token t' } });
    expect(await log.text()).toBe('log line');
    expect(storage.seen).toHaveLength(1);
    expect(storage.seen[0]!.headers.authorization).toBeUndefined();
  });

  it("hands a 3xx back with redirect 'manual', and fails as fetch does past 20 redirects", async () => {
    let hops = 0;
    const api = await serve((_, response) => response.writeHead(301, { location: `/hop${(hops += 1)}` }).end());
    const manual = await httpFetch(`${api.url}/start`, { redirect: 'manual' });
    expect(manual.status).toBe(301);
    expect(manual.headers.get('location')).toBe('/hop1');
    const error = await httpFetch(`${api.url}/start`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ message: 'fetch failed', cause: { message: 'redirect count exceeded' } });
    expect(api.seen).toHaveLength(1 + 21);
  });

  it('rejects with the signal\'s reason when aborted, while waiting for the answer or reading it', async () => {
    const api = await serve((seen, response) => (seen.url === '/hang' ? undefined : response.writeHead(200, { 'content-type': 'text/plain' }).write('part')));
    const waiting = new AbortController();
    const pending = httpFetch(`${api.url}/hang`, { signal: waiting.signal });
    await expect.poll(() => api.seen.length).toBe(1);
    waiting.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => api.seen[0]!.socket.destroyed).toBe(true);

    const reading = new AbortController();
    const response = await httpFetch(`${api.url}/slow-body`, { signal: reading.signal });
    const text = response.text();
    reading.abort(new Error('given up'));
    await expect(text).rejects.toThrow('given up');
    await expect(httpFetch(`${api.url}/never`, { signal: reading.signal })).rejects.toThrow('given up');
    expect(api.seen).toHaveLength(2);
  });

  it('ends the exchange when aborted while a redirect\'s body is still arriving: the redirect is not followed, so a write is not sent again after its caller gave up', async () => {
    // A 307 keeps a POST's method and body: followed after the abort (the client's 30 s timeout),
    // the write would reach GitHub a second time, behind the caller's own retry.
    const api = await serve((seen, response) => (seen.url === '/moved' ? response.writeHead(307, { location: '/here', 'content-length': '100' }).write('{') : json(response, 201, {})));
    const aborting = new AbortController();
    const pending = httpFetch(`${api.url}/moved`, { method: 'POST', headers: { authorization: 'token t' }, body: '{"body":"hi"}', signal: aborting.signal });
    await expect.poll(() => api.seen.length).toBe(1);
    aborting.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => api.seen[0]!.socket.destroyed).toBe(true);
    expect(api.seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /moved']);
  });

  it('closes the connection of a coded answer aborted while its body is read, as of a plain one', async () => {
    const api = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      const gzip = createGzip();
      gzip.pipe(response);
      gzip.write('{"part":');
      gzip.flush();
    });
    const reading = new AbortController();
    const response = await httpFetch(`${api.url}/slow-body`, { signal: reading.signal });
    const text = response.text();
    reading.abort();
    await expect(text).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => api.seen[0]!.socket.destroyed).toBe(true);
  });

  it('refuses an answer that stacks more than five content codings, as fetch does, and frees its connection', async () => {
    const api = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': Array.from({ length: 6 }, () => 'gzip').join(', ') }).end('x');
    });
    const error = await httpFetch(`${api.url}/stacked`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { message: 'the answer stacks 6 content codings; at most 5 are decoded' } });
    await expect.poll(() => api.seen[0]!.socket.destroyed).toBe(true);
    // Five decode as before.
    const five = await serve((_, response) => {
      let body = Buffer.from('{"ok":true}');
      for (let i = 0; i < 5; i++) body = gzipSync(body);
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': Array.from({ length: 5 }, () => 'gzip').join(', '), 'content-length': String(body.length) }).end(body);
    });
    expect(await (await httpFetch(`${five.url}/five`)).json()).toEqual({ ok: true });
  });

  it('reports a connection that fails as fetch does, and octokit names its cause', async () => {
    const api = await serve(() => undefined);
    const closed = api.url;
    await new Promise((done) => servers.pop()!.close(done));
    const error = await httpFetch(`${closed}/user`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
    const octokit = createOctokit('t', { baseUrl: closed, throttle: false, retryBaseMs: 0 });
    await expect(octokit.rest.users.getAuthenticated({ request: { retries: 0 } })).rejects.toMatchObject({ status: 500, message: expect.stringContaining('ECONNREFUSED') });
  });

  it('keeps the connection for the next request, answers with no body included', async () => {
    const api = await serve((seen, response) => (seen.method === 'DELETE' ? response.writeHead(204).end() : json(response, 200, {})));
    await (await httpFetch(`${api.url}/a`)).json();
    const deleted = await httpFetch(`${api.url}/b`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    const head = await httpFetch(`${api.url}/c`, { method: 'HEAD' });
    expect(head.body).toBeNull();
    await (await httpFetch(`${api.url}/d`)).text();
    expect(new Set(api.seen.map((seen) => seen.socket)).size).toBe(1);
  });

  it('verifies the TLS certificate of an https URL, and works over TLS with one it trusts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tend-tls-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
      const cert = readFileSync(join(dir, 'cert.pem'));
      const api = await serve((_, response) => response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync('{"tls":true}')), createTlsServer({ cert, key: readFileSync(join(dir, 'key.pem')) }));
      const refused = await httpFetch(`${api.url}/user`).catch((caught: unknown) => caught);
      expect(refused).toMatchObject({ message: 'fetch failed', cause: { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
      expect(api.seen).toHaveLength(0);
      // Trusted the way a runner's extra CA would be: by the agent every https request goes through.
      globalAgent.options.ca = cert;
      try {
        expect(await (await httpFetch(`${api.url}/user`)).json()).toEqual({ tls: true });
      } finally {
        delete globalAgent.options.ca;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is what the client's requests load with no proxy set: no undici, which would cost a fresh run ~40 ms before its first read", async () => {
    // A fresh process: this one has loaded undici long ago. The client module is the source, read
    // through the bench's resolve hook; the request is answered by a server in the same process.
    const client = join(import.meta.dirname, 'client.ts');
    const script = [
      `const { createServer } = process.getBuiltinModule('node:http');`,
      `const { createOctokit } = await import(${JSON.stringify(client)});`,
      `const server = createServer((request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"login":"tend"}'));`,
      `await new Promise((done) => server.listen(0, '127.0.0.1', done));`,
      `const octokit = createOctokit('ghs_fresh', { baseUrl: 'http://127.0.0.1:' + server.address().port, throttle: false });`,
      `const { data } = await octokit.rest.users.getAuthenticated();`,
      `server.close();`,
      `console.log(JSON.stringify({ data, undici: process.moduleLoadList.filter((name) => name.includes('undici')) }));`,
    ].join('\n');
    const resolveHook = join(import.meta.dirname, '..', '..', 'bench', 'ts-resolve.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-transform-types', '--no-warnings', '--import', resolveHook, '--input-type=module', '-e', script], { env: { PATH: process.env.PATH } });
    expect(JSON.parse(stdout)).toEqual({ data: { login: 'tend' }, undici: [] });
  });
});
