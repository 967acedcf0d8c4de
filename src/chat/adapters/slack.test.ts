import { WebClient } from '@slack/web-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSlackEmulator, type SlackEmulator } from '../../../emulator/chat/slack-server.js';
import { ChatEventSchema } from '../../core/chat-event.js';
import { slackAdapter, slackMentions, SlackCursorSchema, type SlackCursor } from './slack.js';

const T0 = new Date('2026-11-20T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let slack: SlackEmulator;
let clock: Date;
beforeEach(async () => {
  clock = at(0);
  slack = await startSlackEmulator({ now: () => clock });
  slack.addChannel('C0HELP', 'eng-help');
  slack.addUser('U0ALICE', 'alice');
  slack.addUser('U0BOB', 'bob');
});
afterEach(() => slack.stop());

const client = (token = slack.token) => new WebClient(token, { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
const adapter = () => slackAdapter({ token: slack.token, apiUrl: slack.apiUrl, now: () => clock, retryBaseMs: 5 });
const channel = { chat_id: 'C0HELP', chat_name: 'eng-help' };

describe('Slack emulator through @slack/web-api', () => {
  it('answers auth.test for the bot and refuses a wrong bearer token with invalid_auth', async () => {
    const me = await client().auth.test();
    expect(me).toMatchObject({ ok: true, user_id: slack.bot.id, bot_id: slack.bot.bot_id });
    await expect(client('xoxb-wrong').auth.test()).rejects.toMatchObject({ data: { ok: false, error: 'invalid_auth' } });
    // Form-encoded by WebClient; the token never lands in the request log.
    expect(JSON.stringify(slack.log.entries)).not.toContain(slack.token);
  });

  it('pages conversations.history newest first with has_more and next_cursor, honouring oldest', async () => {
    const ts = [1, 2, 3, 4, 5].map((m) => slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: `m${m}`, at: at(m) }));
    const first = await client().conversations.history({ channel: 'C0HELP', oldest: ts[0], limit: 2 });
    expect(first.messages?.map((m) => m.text)).toEqual(['m5', 'm4']);
    expect(first.has_more).toBe(true);
    const second = await client().conversations.history({ channel: 'C0HELP', oldest: ts[0], limit: 2, cursor: first.response_metadata!.next_cursor! });
    expect(second.messages?.map((m) => m.text)).toEqual(['m3', 'm2']);
    expect(second.has_more).toBe(false);
    expect(second.response_metadata?.next_cursor).toBe('');
  });

  it('keeps replies out of history and returns them from conversations.replies, parent first; JSON bodies work too', async () => {
    const root = slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: 'root?', at: at(1) });
    slack.post({ channel: 'C0HELP', user: 'U0BOB', text: 'reply', at: at(2), threadTs: root });
    const history = await client().conversations.history({ channel: 'C0HELP' });
    expect(history.messages?.map((m) => m.text)).toEqual(['root?']);
    expect(history.messages?.[0]).toMatchObject({ reply_count: 1, thread_ts: root });
    const replies = await client().conversations.replies({ channel: 'C0HELP', ts: root });
    expect(replies.messages?.map((m) => m.text)).toEqual(['root?', 'reply']);
    const res = await fetch(`${slack.apiUrl}chat.postMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${slack.token}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel: 'C0HELP', thread_ts: root, text: 'json reply' }),
    });
    expect(await res.json()).toMatchObject({ ok: true, channel: 'C0HELP', message: { text: 'json reply', thread_ts: root, bot_id: slack.bot.bot_id } });
  });

  it('reports documented errors: channel_not_found, no_text, not_authed', async () => {
    await expect(client().conversations.history({ channel: 'C0NOPE' })).rejects.toMatchObject({ data: { error: 'channel_not_found' } });
    await expect(client().chat.postMessage({ channel: 'C0HELP', text: '' })).rejects.toMatchObject({ data: { error: 'no_text' } });
    const res = await fetch(`${slack.apiUrl}auth.test`, { method: 'POST' });
    expect(await res.json()).toEqual({ ok: false, error: 'not_authed' });
  });

  it('answers 429 with Retry-After, which WebClient waits out and retries', async () => {
    slack.faults.inject({ path: '/api/auth.test', response: { type: 'rate-limit', retryAfterSeconds: 0 }, times: 1 });
    const me = await new WebClient(slack.token, { slackApiUrl: slack.apiUrl, retryConfig: { retries: 2, minTimeout: 1, maxTimeout: 5 } }).auth.test();
    expect(me.ok).toBe(true);
    expect(slack.log.filter({ path: '/api/auth.test' }).map((e) => e.status)).toEqual([429, 200]);
  });
});

describe('slackAdapter', () => {
  it('reads top-level messages and thread replies since the cursor as §3.1 events, and nothing twice', async () => {
    const root = slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: `<@${slack.bot.id}> why does deploy fail?`, at: at(1) });
    slack.post({ channel: 'C0HELP', user: 'U0BOB', text: 'lgtm', at: at(2) });
    clock = at(3);
    const first = await adapter().readSince(channel, null, { startAt: at(0) });
    expect(first.events.map((e) => e.content)).toEqual([`<@${slack.bot.id}> why does deploy fail?`, 'lgtm']);
    for (const event of first.events) ChatEventSchema.parse(event);
    expect(first.events[0]).toMatchObject({ platform: 'slack', message_id: root, thread_id: null, msg_type: 'text', sender: { id: 'U0ALICE', type: 'user' }, mentions: [slack.bot.id], create_time: at(1).toISOString() });

    // A reply to the first message arrives later: the cursor follows that thread.
    slack.post({ channel: 'C0HELP', user: 'U0BOB', text: 'same here, any idea?', at: at(4), threadTs: root });
    slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: 'new topic', at: at(5) });
    clock = at(6);
    const cursor = SlackCursorSchema.parse(JSON.parse(JSON.stringify(first.cursor)));
    const second = await adapter().readSince(channel, cursor);
    expect(second.events.map((e) => [e.content, e.thread_id, e.msg_type])).toEqual([
      ['same here, any idea?', root, 'thread_reply'],
      ['new topic', null, 'text'],
    ]);
    clock = at(7);
    const third = await adapter().readSince(channel, second.cursor);
    expect(third.events).toEqual([]);
  });

  it('reads new replies of an in-flight thread the cursor no longer follows, and marks bots as bots', async () => {
    const root = slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: 'old question?', at: at(0) });
    clock = at(5);
    const empty: SlackCursor = { v: 1, oldest: first(await adapter().readSince(channel, null, { startAt: at(1) })).oldest, threads: [] };
    slack.addUser('U0CI', 'ci', { bot: true });
    slack.post({ channel: 'C0HELP', user: 'U0CI', text: 'build failed', at: at(6), threadTs: root });
    clock = at(7);
    const notFollowed = await adapter().readSince(channel, empty);
    expect(notFollowed.events).toEqual([]);
    slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: 'still broken', at: at(8), threadTs: root });
    clock = at(9);
    const followed = await adapter().readSince(channel, notFollowed.cursor, { followThreads: [root] });
    // Both replies came after the last top-level read and were never read: both are new now.
    expect(followed.events.map((e) => [e.content, e.sender.type, e.thread_id])).toEqual([
      ['build failed', 'bot', root],
      ['still broken', 'user', root],
    ]);
    clock = at(10);
    const again = await adapter().readSince(channel, followed.cursor, { followThreads: [root] });
    expect(again.events).toEqual([]);
  });

  it('spends one request on a read of new messages without replies (plus one auth.test for the links), and one per followed thread after', async () => {
    for (const m of [1, 2, 3]) slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: `m${m}`, at: at(m) });
    clock = at(4);
    const first = await adapter().readSince(channel, null, { startAt: at(0) });
    expect(slack.log.entries.map((e) => e.path)).toEqual(['/api/conversations.history', '/api/auth.test']);
    expect(first.events.map((e) => e.link)).toEqual(first.events.map((e) => `https://tend-emulator.slack.com/archives/C0HELP/p${e.message_id.replace('.', '')}`));
    slack.log.clear();
    await adapter().readSince(channel, first.cursor);
    expect(slack.log.entries.map((e) => e.path).sort()).toEqual(['/api/conversations.history', ...Array(3).fill('/api/conversations.replies')]);
  });

  it('posts the reply in the thread as the bot', async () => {
    const root = slack.post({ channel: 'C0HELP', user: 'U0ALICE', text: 'q?', at: at(1) });
    clock = at(2);
    const posted = await adapter().postReply({ chat_id: 'C0HELP', thread_id: root, reply_to_message_id: root }, 'answer');
    const stored = slack.channel('C0HELP').messages.find((m) => m.ts === posted.posted_message_id);
    expect(stored).toMatchObject({ text: 'answer', thread_ts: root, user: slack.bot.id, bot_id: slack.bot.bot_id });
    expect(posted.posted_at).toBe(at(2).toISOString());
  });

  it('fails with one line naming the platform, the call and Slack\'s error, never the token', async () => {
    const bad = slackAdapter({ token: 'xoxb-not-the-token', apiUrl: slack.apiUrl, now: () => clock });
    const error = await bad.readSince(channel, null).then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toBe("slack conversations.history failed: invalid_auth");
    await expect(adapter().readSince({ chat_id: 'C0GONE', chat_name: 'gone' }, null)).rejects.toThrow('slack conversations.history failed: channel_not_found');
  });

  it('finds user mentions with and without labels', () => {
    expect(slackMentions('hey <@U123> and <@W9|bob>, not <#C1|chan> or <!here>; <@U123> again')).toEqual(['U123', 'W9']);
  });
});

function first<T>(read: { cursor: T }): T {
  return read.cursor;
}
