// The local Microsoft Graph speaks the channel-message API as documented: OData pages with an
// absolute @odata.nextLink, $top limits, Graph's error shape, and who may post.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTeamsServer, TEAMS_MAX_TOP, type TeamsServer } from './teams-server.js';

let server: TeamsServer;
const T0 = Date.parse('2026-11-20T09:00:00.000Z');

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const response = await fetch(url.startsWith('http') ? url : `${server.url}/v1.0${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  server = await startTeamsServer({ now: () => T0 });
});
afterEach(async () => {
  await server.stop();
});

describe('Microsoft Graph emulator', () => {
  it('answers 401 with {error: {code, message, innerError}}', async () => {
    const { status, json } = await call('GET', '/me', 'nope');
    expect(status).toBe(401);
    expect(json).toMatchObject({ error: { code: 'InvalidAuthenticationToken', message: expect.any(String), innerError: { 'request-id': expect.any(String) } } });
  });

  it('lists top-level messages only, in pages joined by an absolute @odata.nextLink, $top at most 50', async () => {
    const user = server.world.addUser({ displayName: 'A', token: 't' });
    const channel = server.world.addChannel({ displayName: 'c' });
    const base = `/teams/${channel.teamId}/channels/${encodeURIComponent(channel.id)}/messages`;
    const roots = Array.from({ length: 5 }, (_, i) => server.world.addMessage({ channel, from: user, content: `m${i}`, createdMs: T0 + i }));
    server.world.addMessage({ channel, from: user, content: 'reply', replyTo: roots[0], createdMs: T0 + 10 });
    const first = await call('GET', `${base}?$top=2`, 't');
    expect((first.json.value as Array<{ id: string }>).map((m) => m.id)).toEqual([roots[4]?.id, roots[3]?.id]);
    const next = first.json['@odata.nextLink'] as string;
    expect(next.startsWith(`${server.url}/v1.0/teams/`)).toBe(true);
    const second = await call('GET', next, 't');
    const third = await call('GET', second.json['@odata.nextLink'] as string, 't');
    expect((third.json.value as unknown[]).length).toBe(1);
    expect(third.json['@odata.nextLink']).toBeUndefined();
    expect((await call('GET', `${base}?$top=${TEAMS_MAX_TOP + 1}`, 't')).status).toBe(400);
    const replies = await call('GET', `${base}/${roots[0]?.id}/replies`, 't');
    expect(replies.json.value).toMatchObject([{ replyToId: roots[0]?.id, body: { content: 'reply' } }]);
  });

  it('gives messages Graph’s shape, ids from their creation millisecond, unique when they share one', async () => {
    const user = server.world.addUser({ displayName: 'A' });
    const channel = server.world.addChannel({ displayName: 'c' });
    const a = server.world.addMessage({ channel, from: user, content: 'x', createdMs: T0 });
    const b = server.world.addMessage({ channel, from: user, content: 'y', createdMs: T0 });
    expect([a.id, b.id]).toEqual([String(T0), String(T0 + 1)]);
    expect(b.createdDateTime).toBe(a.createdDateTime);
    expect(a).toMatchObject({ messageType: 'message', replyToId: null, from: { user: { id: user.id, userIdentityType: 'aadUser' }, application: null }, channelIdentity: { channelId: channel.id } });
  });

  it('lets delegated tokens post replies to root messages only; app tokens get 403', async () => {
    const user = server.world.addUser({ displayName: 'A', token: 'delegated' });
    server.world.addApp({ displayName: 'Bot', token: 'app' });
    const channel = server.world.addChannel({ displayName: 'c' });
    const root = server.world.addMessage({ channel, from: user, content: 'q' });
    const url = `/teams/${channel.teamId}/channels/${encodeURIComponent(channel.id)}/messages/${root.id}/replies`;
    const made = await call('POST', url, 'delegated', { body: { contentType: 'text', content: 'a <b>' } });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ replyToId: root.id, body: { contentType: 'text', content: 'a <b>' } });
    expect((await call('POST', url, 'app', { body: { content: 'x' } })).json).toMatchObject({ error: { code: 'Forbidden' } });
    const nested = await call('POST', url.replace(root.id, made.json.id as string), 'delegated', { body: { content: 'x' } });
    expect(nested.status).toBe(400);
    expect((await call('GET', '/me', 'app')).json).toMatchObject({ error: { message: '/me request is only valid with delegated authentication flow.' } });
  });

  it('answers an injected 429 with TooManyRequests and Retry-After', async () => {
    server.world.addUser({ displayName: 'A', token: 't' });
    server.faults.inject({ path: '/me', response: { type: 'status', status: 429, headers: { 'retry-after': '7' } }, times: 1 });
    const limited = await call('GET', '/me', 't');
    expect(limited).toMatchObject({ status: 429, json: { error: { code: 'TooManyRequests' } } });
    expect(limited.headers.get('retry-after')).toBe('7');
  });
});
