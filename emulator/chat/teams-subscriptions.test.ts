// The local Microsoft Graph's subscriptions API, as documented: the validation request before a
// subscription exists, the expiry limits, renew and delete, and change and lifecycle notifications
// posted over real HTTP to the subscriber's URLs.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTeamsServer, type TeamsServer } from './teams-server.js';

const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const MINUTE = 60_000;

interface Subscriber {
  url: string;
  received: Array<{ path: string; query: URLSearchParams; body: string }>;
  /** How the subscriber answers validation requests. */
  answer: 'echo' | 'wrong' | 'json';
  stop(): Promise<void>;
}

async function startSubscriber(): Promise<Subscriber> {
  const subscriber = { received: [], answer: 'echo' } as unknown as Subscriber;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      subscriber.received.push({ path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8') });
      const token = url.searchParams.get('validationToken');
      if (token === null) return void res.writeHead(202).end();
      if (subscriber.answer === 'json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token }));
      res.writeHead(200, { 'content-type': 'text/plain' }).end(subscriber.answer === 'echo' ? token : 'something else');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  subscriber.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  subscriber.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return subscriber;
}

let server: TeamsServer;
let subscriber: Subscriber;
let now = T0;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/v1.0${path}`, {
    method,
    headers: { authorization: 'Bearer t', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text === '' ? null : JSON.parse(text)) as Record<string, unknown> };
}

beforeEach(async () => {
  now = T0;
  server = await startTeamsServer({ now: () => now });
  subscriber = await startSubscriber();
});
afterEach(async () => {
  await server.world.settled();
  await Promise.all([server.stop(), subscriber.stop()]);
});

function setup() {
  const user = server.world.addUser({ displayName: 'A', token: 't' });
  const channel = server.world.addChannel({ displayName: 'c' });
  const request = (over: Record<string, unknown> = {}) => ({
    changeType: 'created,updated',
    notificationUrl: `${subscriber.url}/teams/notifications`,
    lifecycleNotificationUrl: `${subscriber.url}/teams/lifecycle`,
    resource: `/teams/${channel.teamId}/channels/${channel.id}/messages`,
    expirationDateTime: new Date(T0 + 55 * MINUTE).toISOString(),
    clientState: 'secret',
    ...over,
  });
  return { user, channel, request };
}

describe('Microsoft Graph subscriptions (local server)', () => {
  it('validates both URLs before creating a subscription: 200 text/plain with exactly the token, or 400', async () => {
    const { request } = setup();
    const made = await call('POST', '/subscriptions', request());
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ id: expect.any(String), resource: request().resource, clientState: 'secret', expirationDateTime: request().expirationDateTime });
    const validations = subscriber.received.filter((r) => r.query.has('validationToken'));
    expect(validations.map((r) => r.path)).toEqual(['/teams/notifications', '/teams/lifecycle']);
    expect(validations[0]!.body).toBe('');

    for (const answer of ['wrong', 'json'] as const) {
      subscriber.answer = answer;
      const refused = await call('POST', '/subscriptions', request());
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ error: { code: 'ValidationError', message: expect.stringContaining('validation request failed') } });
    }
    expect(server.world.subscriptions.size).toBe(1);
  });

  it('limits expiry (1 hour without a lifecycle URL, 4,320 minutes with one), wants https, and renews and deletes', async () => {
    const { request } = setup();
    const tooLong = await call('POST', '/subscriptions', request({ lifecycleNotificationUrl: undefined, expirationDateTime: new Date(T0 + 61 * MINUTE).toISOString() }));
    expect(tooLong.json).toMatchObject({ error: { message: expect.stringContaining('lifecycleNotificationUrl is a required property') } });
    expect((await call('POST', '/subscriptions', request({ expirationDateTime: new Date(T0 + 4321 * MINUTE).toISOString() }))).status).toBe(400);
    expect((await call('POST', '/subscriptions', request({ expirationDateTime: new Date(T0 - MINUTE).toISOString() }))).status).toBe(400);
    expect((await call('POST', '/subscriptions', request({ notificationUrl: 'http://bridge.example.com/teams/notifications' }))).status).toBe(400);

    const made = await call('POST', '/subscriptions', request());
    const id = made.json.id as string;
    const later = new Date(T0 + 50 * MINUTE).toISOString();
    expect((await call('PATCH', `/subscriptions/${id}`, { expirationDateTime: later })).json).toMatchObject({ id, expirationDateTime: later });
    expect((await call('DELETE', `/subscriptions/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/subscriptions/${id}`)).json).toMatchObject({ error: { code: 'ResourceNotFound' } });

    const expiring = (await call('POST', '/subscriptions', request())).json.id as string;
    now = T0 + 56 * MINUTE;
    expect((await call('PATCH', `/subscriptions/${expiring}`, { expirationDateTime: new Date(now + 30 * MINUTE).toISOString() })).status).toBe(404);
  });

  it('posts a change notification for each message and reply in a subscribed channel, and none after the subscription is deleted', async () => {
    const { user, channel, request } = setup();
    const other = server.world.addChannel({ displayName: 'other' });
    const id = (await call('POST', '/subscriptions', request())).json.id as string;
    const root = server.world.addMessage({ channel, from: user, content: 'q' });
    const reply = server.world.addMessage({ channel, from: user, content: 'r', replyTo: root });
    server.world.addMessage({ channel: other, from: user, content: 'elsewhere' });
    await server.world.settled();

    const changes = subscriber.received.filter((r) => r.path === '/teams/notifications' && !r.query.has('validationToken')).map((r) => JSON.parse(r.body) as { value: Array<Record<string, unknown>> });
    expect(changes.map((c) => c.value[0]!.resource)).toEqual([
      `teams('${channel.teamId}')/channels('${channel.id}')/messages('${root.id}')`,
      `teams('${channel.teamId}')/channels('${channel.id}')/messages('${root.id}')/replies('${reply.id}')`,
    ]);
    expect(changes[0]!.value[0]).toMatchObject({ subscriptionId: id, changeType: 'created', clientState: 'secret', tenantId: expect.any(String), subscriptionExpirationDateTime: request().expirationDateTime, resourceData: { id: root.id, '@odata.type': '#Microsoft.Graph.chatMessage' } });

    await call('DELETE', `/subscriptions/${id}`);
    const before = subscriber.received.length;
    server.world.addMessage({ channel, from: user, content: 'after' });
    await server.world.settled();
    expect(subscriber.received.length).toBe(before);
  });

  it('posts lifecycle notifications to the lifecycle URL; subscriptionRemoved ends the subscription', async () => {
    const { request } = setup();
    const id = (await call('POST', '/subscriptions', request())).json.id as string;
    await server.world.lifecycle(id, 'reauthorizationRequired');
    await server.world.lifecycle(id, 'subscriptionRemoved');
    const lifecycle = subscriber.received.filter((r) => r.path === '/teams/lifecycle' && !r.query.has('validationToken')).map((r) => (JSON.parse(r.body) as { value: unknown[] }).value[0]);
    expect(lifecycle).toMatchObject([
      { subscriptionId: id, lifecycleEvent: 'reauthorizationRequired', clientState: 'secret' },
      { subscriptionId: id, lifecycleEvent: 'subscriptionRemoved', clientState: 'secret' },
    ]);
    expect(server.world.subscriptions.has(id)).toBe(false);
  });
});
