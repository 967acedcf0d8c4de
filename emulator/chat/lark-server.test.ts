// The local Lark Open Platform speaks the documented wire format: the self-built app's
// tenant_access_token, {code, msg, data} envelopes, message lists paged oldest first from a start
// time in seconds, topics that keep their replies out of the chat container, replies, the error
// codes and the rate limit.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LARK_MAX_PAGE_SIZE, startLarkEmulator, type LarkEmulator } from './lark-server.js';

let lark: LarkEmulator;
const T0 = Date.parse('2026-11-20T09:00:00.000Z');

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${lark.apiUrl}${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, any> };
}

async function token(): Promise<string> {
  const { json } = await call('POST', '/open-apis/auth/v3/tenant_access_token/internal', { body: { app_id: lark.appId, app_secret: lark.appSecret } });
  return json.tenant_access_token as string;
}

beforeEach(async () => {
  lark = await startLarkEmulator({ now: () => T0 });
});
afterEach(async () => {
  await lark.stop();
});

describe('Lark Open Platform emulator', () => {
  it('issues a tenant_access_token for the right app id and secret only, and never logs the secret', async () => {
    const good = await call('POST', '/open-apis/auth/v3/tenant_access_token/internal', { body: { app_id: lark.appId, app_secret: lark.appSecret } });
    expect(good.json).toMatchObject({ code: 0, tenant_access_token: expect.stringMatching(/^t-/), expire: 7200 });
    const bad = await call('POST', '/open-apis/auth/v3/tenant_access_token/internal', { body: { app_id: lark.appId, app_secret: 'wrong' } });
    expect(bad.json.code).not.toBe(0);
    expect(bad.json.tenant_access_token).toBeUndefined();
    expect(JSON.stringify(lark.log.entries)).not.toContain(lark.appSecret);
  });

  it('refuses a missing or unknown token with code 99991663', async () => {
    const chat = lark.addChat({ name: 'eng' });
    const { status, json } = await call('GET', `/open-apis/im/v1/messages?container_id_type=chat&container_id=${chat.chat_id}`, { token: 't-nope' });
    expect(status).toBe(400);
    expect(json.code).toBe(99991663);
  });

  it('lists a chat oldest first from start_time (seconds) in pages of at most 50 joined by page_token', async () => {
    const t = await token();
    const chat = lark.addChat({ name: 'eng' });
    const alice = lark.addUser({ name: 'Alice' });
    for (let i = 0; i < 7; i += 1) lark.post({ chat, user: alice, text: `m${i}`, at: T0 + i * 1000 });
    const base = `/open-apis/im/v1/messages?container_id_type=chat&container_id=${chat.chat_id}&sort_type=ByCreateTimeAsc`;
    const first = await call('GET', `${base}&start_time=${T0 / 1000 + 2}&page_size=3`, { token: t });
    expect(first.json.code).toBe(0);
    expect(first.json.data.items.map((m: any) => JSON.parse(m.body.content).text)).toEqual(['m2', 'm3', 'm4']);
    expect(first.json.data.has_more).toBe(true);
    const second = await call('GET', `${base}&start_time=${T0 / 1000 + 2}&page_size=3&page_token=${first.json.data.page_token}`, { token: t });
    expect(second.json.data.items.map((m: any) => JSON.parse(m.body.content).text)).toEqual(['m5', 'm6']);
    expect(second.json.data.has_more).toBe(false);
    expect((await call('GET', `${base}&page_size=${LARK_MAX_PAGE_SIZE + 1}`, { token: t })).json.code).toBe(99992402);
    const desc = await call('GET', `/open-apis/im/v1/messages?container_id_type=chat&container_id=${chat.chat_id}&sort_type=ByCreateTimeDesc&page_size=2`, { token: t });
    expect(desc.json.data.items.map((m: any) => JSON.parse(m.body.content).text)).toEqual(['m6', 'm5']);
  });

  it('keeps a topic\'s replies out of the chat container and lists them in the thread container; quote replies stay in the chat', async () => {
    const t = await token();
    const chat = lark.addChat({ name: 'eng' });
    const alice = lark.addUser({ name: 'Alice' });
    const root = lark.post({ chat, user: alice, text: 'root', at: T0 });
    const quote = lark.post({ chat, user: alice, text: 'quote', replyTo: root, at: T0 + 1 });
    const inTopic = lark.post({ chat, user: alice, text: 'topic reply', replyTo: root, inThread: true, at: T0 + 2 });
    expect(quote).toMatchObject({ root_id: root.message_id, parent_id: root.message_id });
    expect(quote.thread_id).toBeUndefined();
    expect(inTopic.thread_id).toMatch(/^omt_/);
    const chatList = await call('GET', `/open-apis/im/v1/messages?container_id_type=chat&container_id=${chat.chat_id}`, { token: t });
    expect(chatList.json.data.items.map((m: any) => m.message_id)).toEqual([root.message_id, quote.message_id]);
    expect(chatList.json.data.items[0].thread_id).toBe(inTopic.thread_id);
    const thread = await call('GET', `/open-apis/im/v1/messages?container_id_type=thread&container_id=${inTopic.thread_id}`, { token: t });
    expect(thread.json.data.items.map((m: any) => m.message_id)).toEqual([root.message_id, inTopic.message_id]);
  });

  it('replies as the app, in the topic with reply_in_thread, and answers a repeated uuid with the same message', async () => {
    const t = await token();
    const chat = lark.addChat({ name: 'eng' });
    const alice = lark.addUser({ name: 'Alice' });
    const root = lark.post({ chat, user: alice, text: 'how?' });
    const body = { msg_type: 'text', content: JSON.stringify({ text: 'like this' }), reply_in_thread: true, uuid: 'u-1' };
    const first = await call('POST', `/open-apis/im/v1/messages/${root.message_id}/reply`, { token: t, body });
    expect(first.json.code).toBe(0);
    expect(first.json.data).toMatchObject({ root_id: root.message_id, thread_id: expect.stringMatching(/^omt_/), sender: { id: lark.appId, id_type: 'app_id', sender_type: 'app' } });
    const again = await call('POST', `/open-apis/im/v1/messages/${root.message_id}/reply`, { token: t, body });
    expect(again.json.data.message_id).toBe(first.json.data.message_id);
    expect(lark.messages(chat)).toHaveLength(2);
  });

  it('turns @open_id into @_user_N keys with a mentions entry, in text and in rich text', async () => {
    const chat = lark.addChat({ name: 'eng' });
    const alice = lark.addUser({ name: 'Alice' });
    const text = lark.post({ chat, user: alice, text: `@${lark.botOpenId} help?` });
    expect(JSON.parse(text.body.content)).toEqual({ text: '@_user_1 help?' });
    expect(text.mentions).toEqual([expect.objectContaining({ key: '@_user_1', id: lark.botOpenId, id_type: 'open_id' })]);
    const post = lark.post({ chat, user: alice, text: `hi @${alice.open_id}`, post: true });
    expect(JSON.parse(post.body.content).content[0]).toEqual([{ tag: 'text', text: 'hi ' }, { tag: 'at', user_id: '@_user_1', user_name: 'Alice' }]);
  });

  it('answers 230002 when the bot is not in the chat, and 429 with code 99991400 and x-ogw-ratelimit-reset on a rate-limit fault', async () => {
    const t = await token();
    const outside = lark.addChat({ name: 'secret', botMember: false });
    const refused = await call('GET', `/open-apis/im/v1/messages?container_id_type=chat&container_id=${outside.chat_id}`, { token: t });
    expect(refused.json.code).toBe(230002);
    lark.faults.inject({ method: 'GET', path: '/open-apis/im/v1/messages', response: { type: 'rate-limit', retryAfterSeconds: 2 }, times: 1 });
    const limited = await call('GET', `/open-apis/im/v1/messages?container_id_type=chat&container_id=${outside.chat_id}`, { token: t });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe(99991400);
    expect(limited.headers.get('x-ogw-ratelimit-reset')).toBe('2');
  });
});
