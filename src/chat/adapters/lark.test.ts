// The Lark adapter through the real SDK (@larksuiteoapi/node-sdk) against the local Lark Open
// Platform: the tenant_access_token fetched once, paging, a cursor that neither loses nor repeats
// (same-millisecond messages included), topics read through their thread container, quote replies,
// mentions, rich text, the bot's own messages, replies in the topic, and failures in one line.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatEventSchema } from '../../core/chat-event.js';
import { startLarkEmulator, type LarkChat, type LarkEmulator, type LarkUser } from '../../../emulator/chat/lark-server.js';
import { chatAdapter } from './index.js';
import { createLarkAdapter, plainText, splitLarkCredentials, type LarkAdapterOptions } from './lark.js';

const T0 = Date.parse('2026-11-20T09:00:00.000Z');
let lark: LarkEmulator;
let chat: LarkChat;
let alice: LarkUser;
const target = () => ({ chat_id: chat.chat_id, chat_name: chat.name });

function adapter(overrides: Partial<LarkAdapterOptions> = {}) {
  return createLarkAdapter({ credentials: `${lark.appId}:${lark.appSecret}`, apiUrl: lark.apiUrl, now: () => T0 + 600_000, lookbackMs: 3_600_000, retryBaseMs: 5, ...overrides });
}
const tokenRequests = () => lark.log.filter({ method: 'POST', path: '/open-apis/auth/v3/tenant_access_token/internal' }).length;

beforeEach(async () => {
  lark = await startLarkEmulator({ now: () => T0 + 300_000 });
  chat = lark.addChat({ name: 'eng-help' });
  alice = lark.addUser({ name: 'Alice' });
});
afterEach(async () => {
  await lark.stop();
});

describe('Lark adapter: reading', () => {
  it('pages through the chat oldest first with one token request, and a second read returns only what is new', async () => {
    for (let i = 0; i < 120; i += 1) lark.post({ chat, user: alice, text: `m${i}`, at: T0 + i * 10 });
    const a = adapter();
    const first = await a.readSince(target(), null);
    expect(first.events.map((e) => e.content)).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
    expect(lark.log.filter({ method: 'GET', path: '/open-apis/im/v1/messages' })).toHaveLength(3);
    for (const event of first.events) expect(ChatEventSchema.safeParse(event).success).toBe(true);
    lark.post({ chat, user: alice, text: 'new', at: T0 + 5_000 });
    const second = await a.readSince(target(), first.cursor);
    expect(second.events.map((e) => e.content)).toEqual(['new']);
    expect(tokenRequests()).toBe(1);
  });

  it('neither loses nor repeats messages sharing a millisecond or a second across reads', async () => {
    const a = adapter();
    const one = lark.post({ chat, user: alice, text: 'one', at: T0 + 100 });
    const r1 = await a.readSince(target(), null);
    expect(r1.events.map((e) => e.message_id)).toEqual([one.message_id]);
    const two = lark.post({ chat, user: alice, text: 'two', at: T0 + 100 });
    const three = lark.post({ chat, user: alice, text: 'three', at: T0 + 900 });
    const r2 = await a.readSince(target(), a.parseCursor(JSON.parse(JSON.stringify(r1.cursor))));
    expect(r2.events.map((e) => e.message_id)).toEqual([two.message_id, three.message_id]);
    expect((await a.readSince(target(), r2.cursor)).events).toEqual([]);
  });

  it('reads a topic\'s replies through its thread container, keyed by the root, and keeps following it', async () => {
    const a = adapter();
    const root = lark.post({ chat, user: alice, text: 'How do I run the tests?', at: T0 });
    const bob = lark.addUser({ name: 'Bob' });
    const reply = lark.post({ chat, user: bob, text: 'which tests?', replyTo: root, inThread: true, at: T0 + 1_000 });
    const quote = lark.post({ chat, user: bob, text: 'quoted', replyTo: root, at: T0 + 2_000 });
    const r1 = await a.readSince(target(), null);
    expect(r1.events.map((e) => [e.content, e.thread_id, e.msg_type])).toEqual([
      ['How do I run the tests?', null, 'text'],
      ['which tests?', root.message_id, 'thread_reply'],
      ['quoted', root.message_id, 'thread_reply'],
    ]);
    expect(r1.events[1]?.message_id).toBe(reply.message_id);
    expect(r1.events[2]?.message_id).toBe(quote.message_id);
    const later = lark.post({ chat, user: alice, text: 'the unit tests', replyTo: reply, at: T0 + 60_000 });
    const r2 = await a.readSince(target(), r1.cursor);
    expect(r2.events.map((e) => [e.message_id, e.thread_id])).toEqual([[later.message_id, root.message_id]]);
  });

  it('follows a thread in flight whose topic opened after its root was read, finding the topic through the root message', async () => {
    const a = adapter();
    const root = lark.post({ chat, user: alice, text: 'Is the release out?', at: T0 });
    const r1 = await a.readSince(target(), null);
    lark.post({ chat, user: alice, text: 'anyone?', replyTo: root, inThread: true, at: T0 + 120_000 });
    const unfollowed = await a.readSince(target(), r1.cursor);
    expect(unfollowed.events).toEqual([]);
    const followed = await a.readSince(target(), r1.cursor, { followThreads: [root.message_id] });
    expect(followed.events.map((e) => [e.content, e.thread_id])).toEqual([['anyone?', root.message_id]]);
    expect(lark.log.filter({ method: 'GET', path: `/open-apis/im/v1/messages/${root.message_id}` })).toHaveLength(1);
  });

  it('names mentions, flattens rich text, and reads the app\'s own messages as the bot', async () => {
    const a = adapter();
    const question = lark.post({ chat, user: alice, text: `@${lark.botOpenId} can you check the build?`, at: T0 });
    lark.post({ chat, user: alice, text: `thanks @${alice.open_id}`, post: true, at: T0 + 10 });
    await a.postReply({ chat_id: chat.chat_id, thread_id: question.message_id, reply_to_message_id: question.message_id }, 'On it.');
    const { events } = await a.readSince(target(), null);
    expect(events.map((e) => [e.content, e.mentions, e.sender.type])).toEqual([
      ['@tend can you check the build?', [lark.botOpenId], 'user'],
      ['thanks @Alice', [alice.open_id], 'user'],
      ['On it.', [], 'bot'],
    ]);
    expect(events[2]).toMatchObject({ thread_id: question.message_id, sender: { id: lark.appId } });
  });

  it('reads message content as plain text per msg_type, and other types as empty', () => {
    const mentions = [{ key: '@_user_1', id: 'ou_a', name: 'Ann' }];
    expect(plainText({ msg_type: 'text', body: { content: '{"text":"hi @_user_1"}' }, mentions })).toBe('hi @Ann');
    expect(plainText({ msg_type: 'post', body: { content: JSON.stringify({ zh_cn: { title: 'T', content: [[{ tag: 'text', text: 'a ' }, { tag: 'a', text: 'link', href: 'https://x' }], [{ tag: 'at', user_id: '@_user_1' }]] } }) }, mentions })).toBe('T\na link\n@Ann');
    expect(plainText({ msg_type: 'image', body: { content: '{"image_key":"img_1"}' } })).toBe('');
    expect(plainText({ msg_type: 'text', body: { content: 'not json' } })).toBe('');
  });
});

describe('Lark adapter: replies', () => {
  it('replies to the message in its topic as the app, with reply_in_thread and a uuid', async () => {
    const root = lark.post({ chat, user: alice, text: 'How?' });
    const posted = await adapter().postReply({ chat_id: chat.chat_id, thread_id: root.message_id, reply_to_message_id: root.message_id }, 'Like this.');
    const sent = lark.messages(chat).find((m) => m.message_id === posted.posted_message_id);
    expect(sent).toMatchObject({ root_id: root.message_id, thread_id: expect.stringMatching(/^omt_/), sender: { sender_type: 'app' }, body: { content: JSON.stringify({ text: 'Like this.' }) } });
    const request = lark.log.filter({ method: 'POST', path: `/open-apis/im/v1/messages/${root.message_id}/reply` })[0];
    expect(request?.body).toMatchObject({ msg_type: 'text', reply_in_thread: true, uuid: expect.any(String) });
    expect(posted.posted_at).toBe(new Date(Number(sent?.create_time)).toISOString());
  });
});

describe('Lark adapter: failures', () => {
  it('refused credentials fail in one line that names the inputs and holds no secret', async () => {
    const error = await adapter({ credentials: `${lark.appId}:not-the-secret` })
      .readSince(target(), null)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^lark GET \/open-apis\/im\/v1\/messages \(chat\) failed: failed to get tenant_access_token, code: 10014, msg: app secret invalid; check the chat.lark-app-id key and the lark-app-secret secret/);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('not-the-secret');
  });

  it('a token Lark retired before its expiry is fetched again once, and the read goes on', async () => {
    const a = adapter();
    lark.post({ chat, user: alice, text: 'hello', at: T0 });
    await a.readSince(target(), null);
    lark.expireTokens();
    const again = await a.readSince(target(), null);
    expect(again.events.map((e) => e.content)).toEqual(['hello']);
    expect(tokenRequests()).toBe(2);
    expect(lark.log.filter({ method: 'GET', path: '/open-apis/im/v1/messages' }).map((r) => r.status)).toEqual([200, 400, 200]);
  });

  it('a token refused again right after a fresh one fails with code 99991663 in one line', async () => {
    const a = adapter();
    await a.readSince(target(), null);
    lark.refuseTokens(2);
    const error = await a.readSince(target(), null).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/^lark GET .* failed: code 99991663: Invalid access token for authorization.* check the chat.lark-app-id key and the lark-app-secret secret\.$/);
  });

  it('a chat the bot is not in fails with code 230002 and says to add the bot', async () => {
    const outside = lark.addChat({ name: 'private', botMember: false });
    const error = await adapter().readSince({ chat_id: outside.chat_id, chat_name: 'private' }, null).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/failed: code 230002: Bot\/User can NOT be out of the chat\. Add the bot to the chat/);
  });

  it('waits out a rate limit (429, code 99991400) and retries, for reads and replies', async () => {
    lark.post({ chat, user: alice, text: 'hello', at: T0 });
    lark.faults.inject({ method: 'GET', path: '/open-apis/im/v1/messages', response: { type: 'rate-limit', retryAfterSeconds: 0 }, times: 2 });
    const { events } = await adapter().readSince(target(), null);
    expect(events.map((e) => e.content)).toEqual(['hello']);
    expect(lark.log.filter({ method: 'GET', path: '/open-apis/im/v1/messages' }).map((r) => r.status)).toEqual([429, 429, 200]);
    const root = lark.messages(chat)[0]!;
    lark.faults.inject({ method: 'POST', path: `/open-apis/im/v1/messages/${root.message_id}/reply`, response: { type: 'rate-limit', retryAfterSeconds: 0 }, times: 1 });
    await adapter().postReply({ chat_id: chat.chat_id, thread_id: root.message_id, reply_to_message_id: root.message_id }, 'hi');
    expect(lark.messages(chat)).toHaveLength(2);
  });

  it('retries a reply refused by the per-chat send limit (HTTP 400, code 230020) and posts it once', async () => {
    const root = lark.post({ chat, user: alice, text: 'How?', at: T0 });
    lark.limitChat(chat, 1);
    await adapter().postReply({ chat_id: chat.chat_id, thread_id: root.message_id, reply_to_message_id: root.message_id }, 'Like this.');
    expect(lark.log.filter({ method: 'POST', path: `/open-apis/im/v1/messages/${root.message_id}/reply` }).map((r) => r.status)).toEqual([400, 200]);
    expect(lark.messages(chat).map((m) => JSON.parse(m.body.content).text)).toEqual(['How?', 'Like this.']);
  });

  it('gives up on a rate limit that does not clear, in one line', async () => {
    lark.faults.inject({ method: 'GET', path: '/open-apis/im/v1/messages', response: { type: 'rate-limit', retryAfterSeconds: 0 }, times: 10 });
    const error = await adapter().readSince(target(), null).catch((e: Error) => e);
    expect((error as Error).message).toBe('lark GET /open-apis/im/v1/messages (chat) failed: rate limited (99991400) beyond 3 retries.');
  });

  it('takes its credentials as <app_id>:<app_secret> and refuses a missing half in one line', async () => {
    expect(splitLarkCredentials('cli_a1:se:cret')).toEqual({ appId: 'cli_a1', appSecret: 'se:cret' });
    expect(() => splitLarkCredentials(':secret')).toThrow(/chat.lark-app-id key of .github\/tend.yml/);
    await expect(chatAdapter('lark', { tokens: {}, urls: {} })).rejects.toThrow(/'lark-app-secret' input is empty/);
    await expect(chatAdapter('lark', { tokens: { lark: ':s3cret' }, urls: {} })).rejects.toThrow(/a lark channel is configured but no app id is: set chat.lark-app-id/);
    expect((await chatAdapter('lark', { tokens: { lark: 'cli_a1:s3cret' }, urls: { lark: lark.apiUrl } })).platform).toBe('lark');
  });
});
