// The Mattermost adapter against the local Mattermost API v4 server: paging, cursors that neither
// lose nor repeat posts (same-millisecond posts included), threads, bots, mentions, replies in the
// right thread, and failures (401 once and without the token, 429 waited out, lost responses).

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatEventSchema } from '../../core/chat-event.js';
import { startMattermostServer, type MattermostChannel, type MattermostServer, type MattermostUser } from '../../../emulator/chat/mattermost-server.js';
import { chatAdapter } from './index.js';
import { createMattermostAdapter, mentionCandidates, type MattermostAdapterOptions, type MattermostCursor } from './mattermost.js';

const BOT_TOKEN = 'mm-bot-token-7f3a9c';
const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const FAST_RETRY = { retries: 3, minTimeoutMs: 5, maxTimeoutMs: 20, maxRetryAfterMs: 5_000 };

let server: MattermostServer;
let bot: MattermostUser;
let alice: MattermostUser;
let bob: MattermostUser;
let channel: MattermostChannel;
const target = () => ({ chat_id: channel.id, chat_name: channel.name });

function adapter(overrides: Partial<MattermostAdapterOptions> = {}) {
  return createMattermostAdapter({ url: server.url, token: BOT_TOKEN, now: () => T0 + 60_000, lookbackMs: 3_600_000, retry: FAST_RETRY, ...overrides });
}

beforeEach(async () => {
  server = await startMattermostServer({ now: () => T0 + 30_000 });
  bot = server.world.addUser({ username: 'tend-bot', is_bot: true, token: BOT_TOKEN });
  alice = server.world.addUser({ username: 'alice', token: 'alice-token' });
  bob = server.world.addUser({ username: 'bob.smith' });
  channel = server.world.addChannel({ name: 'eng-help', display_name: 'Eng help' });
});

afterEach(async () => {
  await server.stop();
});

describe('Mattermost adapter: reading', () => {
  it('pages back through several pages and returns every post once, oldest first', async () => {
    for (let i = 0; i < 450; i += 1) server.world.addPost({ channel, user: alice, message: `m${i}`, create_at: T0 + i });
    const { events, cursor } = await adapter({ perPage: 200 }).readSince(target(), null);
    expect(events.map((e) => e.content)).toEqual(Array.from({ length: 450 }, (_, i) => `m${i}`));
    expect(server.log.count({ method: 'GET', path: `/channels/${channel.id}/posts` })).toBe(3);
    expect(cursor).toEqual({ since_ms: T0 + 449, ids_at_since: [events[449]?.message_id] });
    for (const event of events) expect(ChatEventSchema.safeParse(event).success).toBe(true);
  });

  it('loses and repeats nothing when posts arrive while it pages back', async () => {
    for (let i = 0; i < 10; i += 1) server.world.addPost({ channel, user: alice, message: `m${i}`, create_at: T0 + i });
    let served = 0;
    server.faults.inject({
      method: 'GET',
      path: `/channels/${channel.id}/posts`,
      response: { type: 'before', run: () => void (served++ === 1 && [0, 1, 2].forEach((i) => server.world.addPost({ channel, user: bob, message: `new${i}`, create_at: T0 + 100 + i }))) },
      times: 3,
    });
    const first = await adapter({ perPage: 4 }).readSince(target(), null);
    // The shifted posts come back on the next page: read once, none skipped.
    expect(first.events.map((e) => e.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
    // What arrived on the page already read comes with the next read.
    const second = await adapter({ perPage: 4 }).readSince(target(), first.cursor);
    expect(second.events.map((e) => e.content)).toEqual(['new0', 'new1', 'new2']);
  });

  it('stops paging at the cursor instead of reading the whole history', async () => {
    for (let i = 0; i < 300; i += 1) server.world.addPost({ channel, user: alice, message: `old${i}`, create_at: T0 + i });
    const first = await adapter({ perPage: 50 }).readSince(target(), null);
    server.log.clear();
    server.world.addPost({ channel, user: alice, message: 'new', create_at: T0 + 1_000 });
    const second = await adapter({ perPage: 50 }).readSince(target(), first.cursor);
    expect(second.events.map((e) => e.content)).toEqual(['new']);
    expect(server.log.count({ method: 'GET', path: `/channels/${channel.id}/posts` })).toBe(1);
  });

  it('misses nothing and repeats nothing across calls, posts sharing a millisecond included', async () => {
    const a = adapter({ perPage: 2 });
    const p1 = server.world.addPost({ channel, user: alice, message: 'one', create_at: T0 + 10 });
    const p2 = server.world.addPost({ channel, user: bob, message: 'two', create_at: T0 + 20 });
    const r1 = await a.readSince(target(), null);
    expect(r1.events.map((e) => e.message_id)).toEqual([p1.id, p2.id]);

    // Another post with the very same create_at as the newest one read, then two more in one ms.
    const p3 = server.world.addPost({ channel, user: alice, message: 'three (same ms as two)', create_at: T0 + 20 });
    const p4 = server.world.addPost({ channel, user: alice, message: 'four', create_at: T0 + 30 });
    const p5 = server.world.addPost({ channel, user: bob, message: 'five', create_at: T0 + 30 });
    const r2 = await a.readSince(target(), r1.cursor);
    expect(r2.events.map((e) => e.message_id)).toEqual([p3.id, p4.id, p5.id]);
    expect(r2.cursor).toEqual({ since_ms: T0 + 30, ids_at_since: [p4.id, p5.id] });

    const r3 = await a.readSince(target(), r2.cursor);
    expect(r3.events).toEqual([]);
    expect(r3.cursor).toEqual(r2.cursor);

    // A late post at the cursor's millisecond keeps the ids already read.
    const p6 = server.world.addPost({ channel, user: alice, message: 'six', create_at: T0 + 30 });
    const r4 = await a.readSince(target(), r3.cursor);
    expect(r4.events.map((e) => e.message_id)).toEqual([p6.id]);
    expect(r4.cursor.ids_at_since).toEqual([p4.id, p5.id, p6.id]);
  });

  it('starts the first read at startAt when the watcher gives one', async () => {
    server.world.addPost({ channel, user: alice, message: 'before', create_at: T0 + 100 });
    server.world.addPost({ channel, user: alice, message: 'after', create_at: T0 + 200 });
    const { events, cursor } = await adapter().readSince(target(), null, { startAt: new Date(T0 + 150) });
    expect(events.map((e) => e.content)).toEqual(['after']);
    expect(cursor.since_ms).toBe(T0 + 200);
  });

  it('reads only the lookback window on the first call', async () => {
    server.world.addPost({ channel, user: alice, message: 'two hours ago', create_at: T0 + 60_000 - 7_200_000 });
    server.world.addPost({ channel, user: alice, message: 'recent', create_at: T0 });
    const { events } = await adapter().readSince(target(), null);
    expect(events.map((e) => e.content)).toEqual(['recent']);
  });

  it('normalises threads, senders, mentions and message types', async () => {
    const root = server.world.addPost({ channel, user: alice, message: '@tend-bot why does the deploy fail? cc @bob.smith. @nobody', create_at: T0 + 1 });
    const reply = server.world.addPost({ channel, user: bot, message: 'Looking.', root, create_at: T0 + 2 });
    const hook = server.world.addPost({ channel, user: bob, message: 'build #12 failed', create_at: T0 + 3 });
    hook.props = { from_bot: 'true' };
    const file = server.world.addPost({ channel, user: bob, message: '', file_ids: ['f1'], create_at: T0 + 4 });
    server.world.addPost({ channel, user: alice, message: 'alice joined the channel.', type: 'system_join_channel', create_at: T0 + 5 });

    const { events } = await adapter().readSince(target(), null);
    const [e1, e2, e3, e4, e5] = events;
    expect(e1).toEqual({
      platform: 'mattermost',
      chat_id: channel.id,
      chat_name: 'eng-help',
      message_id: root.id,
      create_time: '2026-11-20T09:00:00.001Z',
      msg_type: 'text',
      content: '@tend-bot why does the deploy fail? cc @bob.smith. @nobody',
      thread_id: null,
      sender: { id: alice.id, type: 'user' },
      mentions: [bot.id, bob.id],
    });
    expect(e2).toMatchObject({ message_id: reply.id, thread_id: root.id, msg_type: 'thread_reply', sender: { id: bot.id, type: 'bot' }, mentions: [] });
    expect(e3?.sender).toEqual({ id: bob.id, type: 'bot' });
    expect(e4).toMatchObject({ message_id: file.id, msg_type: 'file' });
    expect(e5?.msg_type).toBe('system_join_channel');
    // Users are looked up once per read, in bulk.
    expect(server.log.count({ method: 'POST', path: '/users/ids' })).toBe(1);
    expect(server.log.count({ method: 'POST', path: '/users/usernames' })).toBe(1);
  });

  it('reads its own account as a bot even when it is a regular user with an access token', async () => {
    server.world.addPost({ channel, user: alice, message: 'posted by the token owner', create_at: T0 });
    const { events } = await adapter({ token: 'alice-token' }).readSince(target(), null);
    expect(events.map((e) => e.sender)).toEqual([{ id: alice.id, type: 'bot' }]);
  });

  it('finds @mentions with trailing punctuation but not e-mail addresses', () => {
    expect(mentionCandidates('hi @alice, ping @bob.smith. mail x@example.com')).toEqual(['alice', 'bob.smith.', 'bob.smith']);
  });
});

describe('Mattermost adapter: replying', () => {
  it('posts the exact text in the thread as the bot', async () => {
    const root = server.world.addPost({ channel, user: alice, message: 'why?', create_at: T0 });
    const question = server.world.addPost({ channel, user: alice, message: 'anyone?', root, create_at: T0 + 1 });
    const text = 'Because `retries` is 0 in config/deploy.yml:12.\n\n— tend';
    const posted = await adapter().postReply({ chat_id: channel.id, thread_id: root.id, reply_to_message_id: question.id }, text);

    const created = server.world.posts.find((p) => p.id === posted.posted_message_id);
    expect(created).toMatchObject({ channel_id: channel.id, root_id: root.id, message: text, user_id: bot.id });
    expect(posted.posted_at).toBe(new Date(T0 + 30_000).toISOString());
  });

  it('refuses a thread id that is not a root post, with Mattermost’s reason', async () => {
    const root = server.world.addPost({ channel, user: alice, message: 'q', create_at: T0 });
    const reply = server.world.addPost({ channel, user: alice, message: 'r', root, create_at: T0 + 1 });
    await expect(adapter().postReply({ chat_id: channel.id, thread_id: reply.id, reply_to_message_id: reply.id }, 'x')).rejects.toThrow(
      /^mattermost POST \/api\/v4\/posts failed: 400 Invalid RootId parameter\.$/,
    );
    expect(server.log.count({ method: 'POST', path: '/posts' })).toBe(1);
  });

  it('posts once when the first response is lost after the write', async () => {
    const root = server.world.addPost({ channel, user: alice, message: 'q', create_at: T0 });
    server.faults.inject({ method: 'POST', path: '/posts', response: { type: 'after-write', status: 502 }, times: 1 });
    const posted = await adapter().postReply({ chat_id: channel.id, thread_id: root.id, reply_to_message_id: root.id }, 'answer');
    expect(server.log.count({ method: 'POST', path: '/posts' })).toBe(2);
    expect(server.world.posts.filter((p) => p.message === 'answer')).toHaveLength(1);
    expect(server.world.posts.find((p) => p.message === 'answer')?.id).toBe(posted.posted_message_id);
  });
});

describe('Mattermost adapter: failures', () => {
  it('fails once on a rejected token, saying what to check and never echoing the token', async () => {
    const badToken = 'mm-wrong-token-secret-123';
    const error = await adapter({ token: badToken })
      .readSince(target(), null)
      .then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/^mattermost GET \/api\/v4\/channels\/\w+\/posts failed: 401 Invalid or expired session, please login again\. The token was not accepted; check the mattermost-token secret/);
    expect(error?.message).not.toContain(badToken);
    expect(JSON.stringify(server.log.entries)).not.toContain(badToken);
    expect(server.log.entries).toHaveLength(1);
  });

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    server.world.addPost({ channel, user: alice, message: 'hello', create_at: T0 });
    server.faults.inject({ method: 'GET', path: `/channels/${channel.id}/posts`, response: { type: 'status', status: 429, headers: { 'retry-after': '1' } }, times: 1 });
    const started = Date.now();
    const { events } = await adapter().readSince(target(), null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(events.map((e) => e.content)).toEqual(['hello']);
    expect(server.log.filter({ path: `/channels/${channel.id}/posts` }).map((e) => e.status)).toEqual([429, 200]);
  });

  it('gives up after the retry limit with one line naming the last failure', async () => {
    server.faults.inject({ method: 'GET', path: `/channels/${channel.id}/posts`, response: { type: 'status', status: 503, message: 'maintenance' }, times: 10 });
    await expect(adapter().readSince(target(), null)).rejects.toThrow(/still failing after 4 attempts \(last: 503 maintenance\)/);
    expect(server.log.count({ path: `/channels/${channel.id}/posts` })).toBe(4);
  });

  it('does not wait for a Retry-After longer than its limit', async () => {
    server.faults.inject({ method: 'GET', path: `/channels/${channel.id}/posts`, response: { type: 'status', status: 429, headers: { 'retry-after': '3600' } }, times: 1 });
    await expect(adapter().readSince(target(), null)).rejects.toThrow(/failed: asked to wait 3600 s \(429 limit exceeded\)/);
  });

  it('parses a stored cursor and refuses one of another shape', async () => {
    const stored: unknown = JSON.parse(JSON.stringify({ since_ms: T0, ids_at_since: [] }));
    const cursor: MattermostCursor = adapter().parseCursor(stored);
    server.world.addPost({ channel, user: alice, message: 'x', create_at: T0 + 5 });
    const next = await adapter().readSince(target(), cursor);
    expect(next.cursor.since_ms).toBe(T0 + 5);
    expect(() => adapter().parseCursor({ oldest: '1.2' })).toThrow();
  });
});

describe('Mattermost through the adapter factory', () => {
  it('needs the server URL and the token, and says which input to set', async () => {
    await expect(chatAdapter('mattermost', { tokens: {}, urls: { mattermost: server.url } })).rejects.toThrow(/'mattermost-token' input is empty/);
    await expect(chatAdapter('mattermost', { tokens: { mattermost: BOT_TOKEN }, urls: {} })).rejects.toThrow(/set chat.mattermost-url in .github\/tend.yml to your Mattermost site URL/);
  });

  it('reads and replies with the configured URL, token and clock', async () => {
    const root = server.world.addPost({ channel, user: alice, message: '@tend-bot help', create_at: T0 });
    const mm = await chatAdapter('mattermost', { tokens: { mattermost: BOT_TOKEN }, urls: { mattermost: `${server.url}/` }, now: () => new Date(T0 + 60_000), retryBaseMs: 1 });
    const { events } = await mm.readSince(target(), null);
    expect(events.map((e) => [e.message_id, e.mentions])).toEqual([[root.id, [bot.id]]]);
    await mm.postReply({ chat_id: channel.id, thread_id: root.id, reply_to_message_id: root.id }, 'on it');
    expect(server.world.posts.at(-1)).toMatchObject({ root_id: root.id, message: 'on it', user_id: bot.id });
  });
});
