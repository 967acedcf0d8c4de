// The local Mattermost speaks API v4 as documented: the shapes and rules a real server applies,
// checked with plain HTTP so the adapter's tests rest on a faithful server.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MATTERMOST_SINCE_CAP, startMattermostServer, type MattermostServer } from './mattermost-server.js';

let server: MattermostServer;
const T0 = Date.parse('2026-11-20T09:00:00.000Z');

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${server.url}/api/v4${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as Record<string, unknown>) : null };
}

beforeEach(async () => {
  server = await startMattermostServer({ now: () => T0 });
});
afterEach(async () => {
  await server.stop();
});

describe('Mattermost emulator', () => {
  it('answers 401 in the AppError shape without a valid session', async () => {
    server.world.addUser({ username: 'bot', is_bot: true, token: 't' });
    for (const token of [null, 'wrong']) {
      const { status, json } = await call('GET', '/users/me', token);
      expect(status).toBe(401);
      expect(json).toMatchObject({ id: 'api.context.session_expired.app_error', message: 'Invalid or expired session, please login again.', status_code: 401 });
      expect(typeof json?.request_id).toBe('string');
    }
  });

  it('pages newest first, clamps per_page at 200, and lists reply roots in posts but not in order', async () => {
    const user = server.world.addUser({ username: 'alice', token: 't' });
    const channel = server.world.addChannel({ name: 'c' });
    const root = server.world.addPost({ channel, user, message: 'root', create_at: T0 });
    for (let i = 1; i <= 250; i += 1) server.world.addPost({ channel, user, message: `r${i}`, root, create_at: T0 + i });
    const first = await call('GET', `/channels/${channel.id}/posts?page=0&per_page=500`, 't');
    const order = first.json?.order as string[];
    expect(order).toHaveLength(200);
    expect(first.json?.has_next).toBe(true);
    expect(Object.keys(first.json?.posts as object)).toContain(root.id);
    expect(order).not.toContain(root.id);
    const last = await call('GET', `/channels/${channel.id}/posts?page=1&per_page=200`, 't');
    expect((last.json?.order as string[]).at(-1)).toBe(root.id);
    expect(last.json?.has_next).toBe(false);
  });

  it('answers since= with posts modified after it, oldest first, capped, and refuses it with paging', async () => {
    const user = server.world.addUser({ username: 'alice', token: 't' });
    const channel = server.world.addChannel({ name: 'c' });
    for (let i = 0; i < MATTERMOST_SINCE_CAP + 5; i += 1) server.world.addPost({ channel, user, message: `m${i}`, create_at: T0 + i });
    const since = await call('GET', `/channels/${channel.id}/posts?since=${T0 + 1}`, 't');
    const order = since.json?.order as string[];
    expect(order).toHaveLength(MATTERMOST_SINCE_CAP);
    expect((since.json?.posts as Record<string, { message: string }>)[order[0]!]?.message).toBe('m2');
    const mixed = await call('GET', `/channels/${channel.id}/posts?since=${T0}&page=0`, 't');
    expect(mixed.status).toBe(400);
  });

  it('creates posts as the token’s user, keeps threads to root posts and deduplicates pending_post_id', async () => {
    const bot = server.world.addUser({ username: 'bot', is_bot: true, token: 't' });
    const channel = server.world.addChannel({ name: 'c' });
    const root = server.world.addPost({ channel, user: bot, message: 'q' });
    const made = await call('POST', '/posts', 't', { channel_id: channel.id, message: 'a', root_id: root.id, pending_post_id: `${bot.id}:1` });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ user_id: bot.id, root_id: root.id, message: 'a', props: { from_bot: 'true' } });
    const again = await call('POST', '/posts', 't', { channel_id: channel.id, message: 'a', root_id: root.id, pending_post_id: `${bot.id}:1` });
    expect(again.json?.id).toBe(made.json?.id);
    const nested = await call('POST', '/posts', 't', { channel_id: channel.id, message: 'b', root_id: made.json?.id });
    expect(nested).toMatchObject({ status: 400, json: { id: 'api.post.create_post.root_id.app_error' } });
    const long = await call('POST', '/posts', 't', { channel_id: channel.id, message: 'x'.repeat(16384) });
    expect(long.status).toBe(400);
    expect(server.world.posts).toHaveLength(2);
  });

  it('answers an injected 429 like its rate limiter, with Retry-After', async () => {
    server.world.addUser({ username: 'bot', token: 't' });
    server.faults.inject({ path: '/users/me', response: { type: 'status', status: 429 }, times: 1 });
    const limited = await call('GET', '/users/me', 't');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await call('GET', '/users/me', 't')).status).toBe(200);
  });
});
