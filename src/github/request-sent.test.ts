// sentOrSettled: run.ts loads the rest of the run once its first read is on the wire, not before
// (a compile would hold the request back) and not after the answer (nothing would overlap it).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpFetch } from './http-fetch.js';
import { sentOrSettled } from './request-sent.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

describe('sentOrSettled', () => {
  it.each([
    ['the client\'s own transport (node:http)', httpFetch],
    ['undici (the proxy-aware fetch behind a proxy; Node\'s fetch here)', fetch],
  ] as const)('resolves once the request is on the wire, while its answer is still on the way: %s', async (_, send) => {
    let answer: (() => void) | undefined;
    const received = new Promise<void>((arrived) => {
      server = createServer((request, response) => {
        arrived();
        answer = () => response.end('{}');
      });
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const request = send(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/graphql`, { method: 'POST', body: '{"query":"{}"}' });
    let answered = false;
    void request.then(() => (answered = true));
    await sentOrSettled(request);
    expect(answered).toBe(false);
    await received;
    answer!();
    expect((await request).status).toBe(200);
  });

  it('waits while no request has been sent and the one given is pending', async () => {
    const pending = new Promise<never>(() => undefined);
    const waited = await Promise.race([sentOrSettled(pending).then(() => 'resolved'), new Promise((done) => setTimeout(() => done('still waiting'), 50))]);
    expect(waited).toBe('still waiting');
  });

  it('resolves when the request fails before anything is sent', async () => {
    const failed = Promise.reject(new Error('no route'));
    await expect(sentOrSettled(failed)).resolves.toBeUndefined();
  });
});
