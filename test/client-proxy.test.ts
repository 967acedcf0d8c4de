// The client behind a proxy: with https_proxy / http_proxy set, requests go through the proxy
// (@actions/github's proxy-aware fetch, loaded only then); with none set, they go straight to
// GitHub. The proxy here is a local server that accepts CONNECT and forwards to the API stand-in.
// A file of its own, in the e2e project where each file has a fresh process: the proxy variables are
// read when @actions/github's fetch module is first loaded, and the unit project's shared workers
// (isolate: false) may have loaded it already without them (it failed there, after 14 s of retries).

import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOctokit } from '../src/github/client.js';

const servers: Server[] = [];
const listen = async (server: Server): Promise<number> => {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
};

let apiPort: number;
let apiHits: string[];
let tunnels: string[];
let proxyUrl: string;
beforeEach(async () => {
  apiHits = [];
  tunnels = [];
  apiPort = await listen(
    createServer((request, response) => {
      apiHits.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ login: 'tend' }));
    }),
  );
  const proxy = createServer((_, response) => response.writeHead(405).end());
  // Every host the client names is this test's API server: the proxy is what makes a name reachable.
  proxy.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '');
    const upstream = connect(apiPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('a proxy', () => {
  it('carries every request when https_proxy and http_proxy name one (a host only the proxy reaches)', async () => {
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY']) vi.stubEnv(name, '');
    vi.stubEnv('HTTPS_PROXY', proxyUrl);
    vi.stubEnv('HTTP_PROXY', proxyUrl);
    const octokit = createOctokit('ghs_proxied', { baseUrl: 'http://api.github.test', throttle: false });
    const { data } = await octokit.rest.users.getAuthenticated();
    expect(data).toEqual({ login: 'tend' });
    expect(tunnels).toEqual(['api.github.test:80']);
    expect(apiHits).toEqual(['GET /user token ghs_proxied']);
  });

  it('is not used when no proxy variable is set: the request goes straight to the API', async () => {
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) vi.stubEnv(name, '');
    const octokit = createOctokit('ghs_direct', { baseUrl: `http://127.0.0.1:${apiPort}`, throttle: false });
    const { data } = await octokit.rest.users.getAuthenticated();
    expect(data).toEqual({ login: 'tend' });
    expect(tunnels).toEqual([]);
    expect(apiHits).toEqual(['GET /user token ghs_direct']);
  });
});
