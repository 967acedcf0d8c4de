// The Teams adapter against the local Microsoft Graph server: @odata.nextLink paging of messages
// and replies, cursors that neither lose nor repeat messages (same millisecond, replies in older
// threads), bots and mentions, replies posted in the right thread with the exact text, and
// failures (401 once without the token, 429 waited out, a lost response not posted twice).

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatEventSchema } from '../../core/chat-event.js';
import { startTeamsServer, type TeamsChannel, type TeamsIdentity, type TeamsServer } from '../../../emulator/chat/teams-server.js';
import { chatAdapter } from './index.js';
import { createTeamsAdapter, htmlToText, parseTeamsChatId, type TeamsAdapterOptions } from './teams.js';

const TOKEN = 'graph-delegated-token-5e1d';
const T0 = Date.parse('2026-11-20T09:00:00.000Z');
const FAST_RETRY = { retries: 3, minTimeoutMs: 5, maxTimeoutMs: 20, maxRetryAfterMs: 5_000 };

let server: TeamsServer;
let tend: TeamsIdentity;
let alice: TeamsIdentity;
let ci: TeamsIdentity;
let channel: TeamsChannel;
let clock: number;
const chat = () => ({ chat_id: `${channel.teamId}/${channel.id}`, chat_name: 'Eng help' });

function adapter(overrides: Partial<TeamsAdapterOptions> = {}) {
  return createTeamsAdapter({ url: server.url, token: TOKEN, now: () => clock, lookbackMs: 3_600_000, retry: FAST_RETRY, ...overrides });
}

beforeEach(async () => {
  clock = T0 + 60_000;
  server = await startTeamsServer({ now: () => clock });
  tend = server.world.addUser({ displayName: 'tend service', token: TOKEN });
  alice = server.world.addUser({ displayName: 'Alice' });
  ci = server.world.addApp({ displayName: 'CI Bot', token: 'app-only-token' });
  channel = server.world.addChannel({ displayName: 'Eng help' });
});

afterEach(async () => {
  await server.stop();
});

describe('Teams adapter: reading', () => {
  it('follows @odata.nextLink through several pages of messages and of replies', async () => {
    for (let i = 0; i < 120; i += 1) server.world.addMessage({ channel, from: alice, content: `<p>m${i}</p>`, createdMs: T0 + i * 10 });
    const busy = server.world.messages[119];
    for (let i = 0; i < 70; i += 1) server.world.addMessage({ channel, from: alice, content: `r${i}`, contentType: 'text', replyTo: busy, createdMs: T0 + 2_000 + i });

    const { events } = await adapter({ top: 50 }).readSince(chat(), null);
    expect(events).toHaveLength(190);
    expect(events.slice(0, 3).map((e) => e.content)).toEqual(['m0', 'm1', 'm2']);
    expect(events.filter((e) => e.thread_id === busy?.id).map((e) => e.content)).toEqual(Array.from({ length: 70 }, (_, i) => `r${i}`));
    const base = `/teams/${channel.teamId}/channels/${encodeURIComponent(channel.id)}/messages`;
    expect(server.log.filter({ path: base }).map((e) => e.query.includes('%24skiptoken') || e.query.includes('$skiptoken'))).toEqual([false, true, true]);
    expect(server.log.count({ path: `${base}/${busy?.id}/replies` })).toBe(2);
    for (const event of events) expect(ChatEventSchema.safeParse(event).success).toBe(true);
  });

  it('misses nothing and repeats nothing across calls: new roots, replies in older threads, same-millisecond messages', async () => {
    const a = adapter({ top: 2 });
    const root = server.world.addMessage({ channel, from: alice, content: 'why does deploy fail?', createdMs: T0 + 10 });
    const r1 = await a.readSince(chat(), null);
    expect(r1.events.map((e) => e.message_id)).toEqual([root.id]);
    expect(r1.cursor.threads.map((t) => t.root_id)).toEqual([root.id]);

    // Later: two new roots, then a reply in the first thread whose root's lastModifiedDateTime does
    // not move, and a message sharing the newest millisecond read so far.
    const sameMs = server.world.addMessage({ channel, from: alice, content: 'same ms as the root', createdMs: T0 + 10 });
    const other = server.world.addMessage({ channel, from: alice, content: 'another question', createdMs: T0 + 20 });
    const third = server.world.addMessage({ channel, from: alice, content: 'a third', createdMs: T0 + 30 });
    const reply = server.world.addMessage({ channel, from: alice, content: 'any news?', replyTo: root, createdMs: T0 + 40 });
    const r2 = await a.readSince(chat(), r1.cursor);
    expect(r2.events.map((e) => e.message_id)).toEqual([sameMs.id, other.id, third.id, reply.id]);
    expect(r2.events[3]).toMatchObject({ thread_id: root.id, msg_type: 'thread_reply' });

    const r3 = await a.readSince(chat(), r2.cursor);
    expect(r3.events).toEqual([]);
    expect(r3.cursor.since_ms).toBe(T0 + 40);

    const late = server.world.addMessage({ channel, from: alice, content: 'same ms as the reply', replyTo: other, createdMs: T0 + 40 });
    const r4 = await a.readSince(chat(), r3.cursor);
    expect(r4.events.map((e) => e.message_id)).toEqual([late.id]);
    expect(r4.cursor.ids_at_since).toEqual([reply.id, late.id]);
  });

  it('reads the replies of threads the watcher follows, however old the thread', async () => {
    const old = server.world.addMessage({ channel, from: alice, content: 'old question', createdMs: T0 - 30 * 24 * 3_600_000 });
    const first = await adapter().readSince(chat(), null, { startAt: new Date(T0) });
    expect(first.events).toEqual([]);
    const answer = server.world.addMessage({ channel, from: alice, content: 'an answer, weeks later', replyTo: old, createdMs: T0 + 5 });
    expect((await adapter().readSince(chat(), first.cursor)).events).toEqual([]);
    const followed = await adapter().readSince(chat(), first.cursor, { followThreads: [old.id] });
    expect(followed.events.map((e) => e.message_id)).toEqual([answer.id]);
  });

  it('parses a stored cursor and refuses one of another shape', () => {
    const cursor = { since_ms: T0, ids_at_since: ['1'], threads: [{ root_id: '1', active_ms: T0 }] };
    expect(adapter().parseCursor(JSON.parse(JSON.stringify(cursor)))).toEqual(cursor);
    expect(() => adapter().parseCursor({ since_ms: T0, ids_at_since: [] })).toThrow();
  });

  it('keeps polling only the most recently active threads, within the window', async () => {
    const roots = [0, 1, 2].map((i) => server.world.addMessage({ channel, from: alice, content: `q${i}`, createdMs: T0 + i }));
    const { cursor } = await adapter({ maxThreads: 2 }).readSince(chat(), null);
    expect(cursor.threads.map((t) => t.root_id)).toEqual([roots[2]?.id, roots[1]?.id]);
    clock = T0 + 10 * 24 * 3_600_000;
    const later = await adapter({ maxThreads: 2 }).readSince(chat(), cursor);
    expect(later.cursor.threads).toEqual([]);
  });

  it('normalises senders, mentions, HTML content and message types', async () => {
    const q = server.world.addMessage({ channel, from: alice, content: '<div><p>{0} why does <b>deploy</b> fail &amp; retry? cc {1}</p></div>', mentions: [tend, ci], createdMs: T0 + 1 });
    server.world.addMessage({ channel, from: ci, content: 'build #12 failed', contentType: 'text', createdMs: T0 + 2 });
    server.world.addMessage({ channel, from: tend, content: 'Looking.', contentType: 'text', replyTo: q, createdMs: T0 + 3 });
    server.world.addMessage({ channel, from: alice, content: 'log', attachments: [{ id: 'a1', contentType: 'reference', contentUrl: 'https://example.invalid/log.txt', name: 'log.txt' }], createdMs: T0 + 4 });
    server.world.addMessage({ channel, from: alice, content: '<systemEventMessage/>', messageType: 'systemEventMessage', createdMs: T0 + 5 });

    const { events } = await adapter().readSince(chat(), null);
    expect(events[0]).toEqual({
      platform: 'teams',
      chat_id: `${channel.teamId}/${channel.id}`,
      chat_name: 'Eng help',
      message_id: q.id,
      create_time: '2026-11-20T09:00:00.001Z',
      msg_type: 'text',
      content: '@tend service why does deploy fail & retry? cc @CI Bot',
      thread_id: null,
      sender: { id: alice.id, type: 'user' },
      mentions: [tend.id, ci.id],
      // Graph's chatMessage webUrl, kept because it is on teams.microsoft.com (core/message-link.ts).
      link: q.webUrl,
    });
    expect(q.webUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/message\//);
    expect(events[1]?.sender).toEqual({ id: ci.id, type: 'bot' });
    expect(events[2]).toMatchObject({ sender: { id: tend.id, type: 'bot' }, thread_id: q.id, msg_type: 'thread_reply' });
    expect(events[3]?.msg_type).toBe('file');
    expect(events[4]?.msg_type).toBe('systemEventMessage');
  });

  it('turns Teams HTML into the text a person reads', () => {
    expect(htmlToText('<p>a&nbsp;&lt;b&gt; &#x1F600; &#128512;</p><p>line<br/>two &bogus; &#1114112;</p>')).toBe('a <b> 😀 😀\nline\ntwo &bogus; &#1114112;');
  });

  it('refuses a chat id that is not <team-id>/<channel-id> before any request', async () => {
    expect(parseTeamsChatId('t1/19:x@thread.tacv2')).toEqual({ teamId: 't1', channelId: '19:x@thread.tacv2' });
    await expect(adapter().readSince({ chat_id: channel.id, chat_name: 'x' }, null)).rejects.toThrow(/is not '<team-id>\/<channel-id>'/);
    expect(server.log.entries).toHaveLength(0);
  });
});

describe('Teams adapter: replying', () => {
  it('posts the exact text in the thread as the service account', async () => {
    const root = server.world.addMessage({ channel, from: alice, content: 'why?', createdMs: T0 });
    const text = 'Because <retries> is 0 in config/deploy.yml:12 & nobody noticed.';
    const posted = await adapter().postReply({ chat_id: chat().chat_id, thread_id: root.id, reply_to_message_id: root.id }, text);
    const created = server.world.messages.find((m) => m.id === posted.posted_message_id);
    expect(created).toMatchObject({ replyToId: root.id, body: { contentType: 'text', content: text }, from: { user: { id: tend.id } } });
    expect(posted.posted_at).toBe(new Date(clock).toISOString());
  });

  it('refuses to reply to a reply, with Graph’s reason', async () => {
    const root = server.world.addMessage({ channel, from: alice, content: 'q', createdMs: T0 });
    const reply = server.world.addMessage({ channel, from: alice, content: 'r', replyTo: root, createdMs: T0 + 1 });
    await expect(adapter().postReply({ chat_id: chat().chat_id, thread_id: reply.id, reply_to_message_id: reply.id }, 'x')).rejects.toThrow(
      /400 BadRequest: Replies can only be posted to a root message/,
    );
  });

  it('says an app-only token cannot post, since Graph needs a delegated one', async () => {
    const root = server.world.addMessage({ channel, from: alice, content: 'q', createdMs: T0 });
    await expect(adapter({ token: 'app-only-token' }).postReply({ chat_id: chat().chat_id, thread_id: root.id, reply_to_message_id: root.id }, 'x')).rejects.toThrow(
      /only valid with delegated authentication flow/,
    );
  });

  it('posts once when the first response is lost after the write', async () => {
    const root = server.world.addMessage({ channel, from: alice, content: 'q', createdMs: T0 });
    server.faults.inject({ method: 'POST', path: /\/replies$/, response: { type: 'after-write', status: 502 }, times: 1 });
    const posted = await adapter().postReply({ chat_id: chat().chat_id, thread_id: root.id, reply_to_message_id: root.id }, 'the answer');
    expect(server.world.messages.filter((m) => m.body.content === 'the answer').map((m) => m.id)).toEqual([posted.posted_message_id]);
    expect(server.log.count({ method: 'POST', path: /\/replies$/ })).toBe(1);
  });
});

describe('Teams adapter: failures', () => {
  it('fails once on a rejected token, saying what to check and never echoing the token', async () => {
    const bad = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.secret-part';
    const error = await adapter({ token: bad })
      .readSince(chat(), null)
      .then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toBe(
      'teams GET /v1.0/me failed: 401 InvalidAuthenticationToken: Access token validation failure. Invalid audience. The token was not accepted; check the teams-token secret (a delegated Microsoft Graph token with ChannelMessage.Read.All and ChannelMessage.Send).',
    );
    expect(JSON.stringify(server.log.entries)).not.toContain(bad);
    expect(server.log.entries).toHaveLength(1);
  });

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    server.world.addMessage({ channel, from: alice, content: 'hello', createdMs: T0 });
    server.faults.inject({ method: 'GET', path: /\/messages$/, response: { type: 'status', status: 429, headers: { 'retry-after': '1' } }, times: 1 });
    const started = Date.now();
    const { events } = await adapter().readSince(chat(), null);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(events.map((e) => e.content)).toEqual(['hello']);
    expect(server.log.filter({ path: /\/messages$/ }).map((e) => e.status)).toEqual([429, 200]);
  });

  it('gives up after the retry limit with one line naming the last failure', async () => {
    server.faults.inject({ method: 'GET', path: /\/messages$/, response: { type: 'status', status: 503, headers: { 'retry-after': '0' } }, times: 10 });
    await expect(adapter().readSince(chat(), null)).rejects.toThrow(/still failing after 4 attempts \(last: 503 ServiceNotAvailable: An error occurred\)/);
  });
});

describe('Teams through the adapter factory', () => {
  it('needs the token and says which input to set', async () => {
    await expect(chatAdapter('teams', { tokens: { teams: ' ' }, urls: {} })).rejects.toThrow(/'teams-token' input is empty/);
  });

  it('reads and replies through the configured Graph URL', async () => {
    const root = server.world.addMessage({ channel, from: alice, content: '{0} help', mentions: [tend], createdMs: T0 });
    const teams = await chatAdapter('teams', { tokens: { teams: TOKEN }, urls: { teams: server.url }, now: () => new Date(clock), retryBaseMs: 1 });
    const { events } = await teams.readSince(chat(), null);
    expect(events.map((e) => [e.message_id, e.content, e.mentions])).toEqual([[root.id, '@tend service help', [tend.id]]]);
    await teams.postReply({ chat_id: chat().chat_id, thread_id: root.id, reply_to_message_id: root.id }, 'on it');
    expect(server.world.messages.at(-1)).toMatchObject({ replyToId: root.id, body: { content: 'on it' }, from: { user: { id: tend.id } } });
  });
});
