import { DiscordAPIError, REST } from '@discordjs/rest';
import { Routes, type APIMessage, type APIUser } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCORD_GUILD_ID, startDiscordEmulator, type DiscordEmulator } from '../../../emulator/chat/discord-server.js';
import { ChatEventSchema } from '../../core/chat-event.js';
import { discordAdapter, DiscordCursorSchema } from './discord.js';
import { DISCORD_EPOCH_MS } from './discord-snowflake.js';

const T0 = new Date('2026-11-20T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const CHANNEL = '1100000000000000001';

let discord: DiscordEmulator;
let clock: Date;
beforeEach(async () => {
  clock = at(0);
  discord = await startDiscordEmulator({ now: () => clock });
  discord.addChannel(CHANNEL, 'eng-help');
  discord.addUser('2200000000000000001', 'alice');
  discord.addUser('2200000000000000002', 'bob');
});
afterEach(() => discord.stop());

const rest = (token = discord.token) => new REST({ version: '10', api: discord.api, retries: 1, handlerSweepInterval: 0, hashSweepInterval: 0 }).setToken(token);
const adapter = () => discordAdapter({ token: discord.token, apiUrl: discord.api, now: () => clock });
const channel = { chat_id: CHANNEL, chat_name: 'eng-help' };
const ALICE = '2200000000000000001';
const BOB = '2200000000000000002';

describe('Discord emulator through @discordjs/rest', () => {
  it('lists messages after a snowflake, newest first, with limit ≤ 100, and ids that carry their time', async () => {
    const ids = [1, 2, 3].map((m) => discord.post({ channel: CHANNEL, author: ALICE, content: `m${m}`, at: at(m) }));
    const list = (await rest().get(Routes.channelMessages(CHANNEL), { query: new URLSearchParams({ after: ids[0]!, limit: '100' }) })) as APIMessage[];
    expect(list.map((m) => m.content)).toEqual(['m3', 'm2']);
    expect(Number((BigInt(ids[1]!) >> 22n) + DISCORD_EPOCH_MS)).toBe(at(2).getTime());
    const tooMany = await rest().get(Routes.channelMessages(CHANNEL), { query: new URLSearchParams({ limit: '101' }) }).catch((e: unknown) => e);
    expect(tooMany).toBeInstanceOf(DiscordAPIError);
    expect(tooMany).toMatchObject({ status: 400, code: 50035 });
  });

  it('refuses a wrong bot token with 401 and an unknown channel with 10003', async () => {
    await expect(rest('wrong').get(Routes.user('@me'))).rejects.toMatchObject({ status: 401 });
    await expect(rest().get(Routes.channelMessages('1999999999999999999'))).rejects.toMatchObject({ status: 404, code: 10003 });
    expect((await rest().get(Routes.user('@me'))) as APIUser).toMatchObject({ id: discord.bot.id, bot: true });
  });

  it('answers 429 with JSON retry_after and X-RateLimit headers; the client waits and retries', async () => {
    discord.faults.inject({ method: 'GET', path: /\/messages$/, response: { type: 'rate-limit', retryAfterSeconds: 0.05 }, times: 1 });
    const list = await rest().get(Routes.channelMessages(CHANNEL));
    expect(list).toEqual([]);
    expect(discord.log.filter({ path: /\/messages$/ }).map((e) => e.status)).toEqual([429, 200]);
  });
});

describe('discordAdapter', () => {
  it('reads messages after the cursor as §3.1 events, maps a reply chain to its root, and reads nothing twice', async () => {
    const root = discord.post({ channel: CHANNEL, author: ALICE, content: `<@${discord.bot.id}> why is the build red?`, at: at(1) });
    const r1 = discord.post({ channel: CHANNEL, author: BOB, content: 'same for me', at: at(2), replyTo: root });
    clock = at(3);
    const first = await adapter().readSince(channel, null, { startAt: at(0) });
    for (const e of first.events) ChatEventSchema.parse(e);
    expect(first.events.map((e) => [e.message_id, e.thread_id, e.msg_type])).toEqual([
      [root, null, 'text'],
      [r1, root, 'thread_reply'],
    ]);
    expect(first.events[0]).toMatchObject({ mentions: [discord.bot.id], sender: { id: ALICE, type: 'user' }, create_time: at(1).toISOString() });
    // Each message's link names its guild (GET /channels/{id}, read once per adapter).
    expect(first.events.map((e) => e.link)).toEqual([root, r1].map((id) => `https://discord.com/channels/${DISCORD_GUILD_ID}/${CHANNEL}/${id}`));

    // A reply to the reply, next run: the root comes from the cursor's map, not from another fetch.
    const r2 = discord.post({ channel: CHANNEL, author: ALICE, content: 'any idea?', at: at(4), replyTo: r1 });
    clock = at(5);
    const before = discord.log.entries.length;
    const second = await adapter().readSince(channel, DiscordCursorSchema.parse(JSON.parse(JSON.stringify(first.cursor))));
    expect(second.events.map((e) => [e.message_id, e.thread_id])).toEqual([[r2, root]]);
    expect(discord.log.entries.slice(before).map((e) => e.path)).toEqual([`/api/v10/channels/${CHANNEL}/messages`, `/api/v10/channels/${CHANNEL}`]);
    expect((await adapter().readSince(channel, second.cursor)).events).toEqual([]);
  });

  it('follows a chain it has not seen by fetching the referenced message', async () => {
    const root = discord.post({ channel: CHANNEL, author: ALICE, content: 'q', at: at(1) });
    const r1 = discord.post({ channel: CHANNEL, author: BOB, content: 'r1', at: at(2), replyTo: root });
    const r2 = discord.post({ channel: CHANNEL, author: ALICE, content: 'r2', at: at(3), replyTo: r1 });
    clock = at(4);
    const read = await adapter().readSince(channel, { v: 1, after: r1, roots: [] });
    expect(read.events.map((e) => [e.message_id, e.thread_id])).toEqual([[r2, root]]);
  });

  it('pages through more than 100 new messages oldest first', async () => {
    for (let i = 0; i < 130; i += 1) discord.post({ channel: CHANNEL, author: ALICE, content: `m${i}`, at: new Date(at(1).getTime() + i * 1000) });
    clock = at(10);
    const read = await adapter().readSince(channel, null, { startAt: at(0) });
    expect(read.events.map((e) => e.content)).toEqual(Array.from({ length: 130 }, (_, i) => `m${i}`));
  });

  it('posts a reply with message_reference as the bot', async () => {
    const root = discord.post({ channel: CHANNEL, author: ALICE, content: 'q?', at: at(1) });
    clock = at(2);
    const posted = await adapter().postReply({ chat_id: CHANNEL, thread_id: root, reply_to_message_id: root }, 'answer');
    const stored = discord.messages(CHANNEL).find((m) => m.id === posted.posted_message_id)!;
    expect(stored).toMatchObject({ content: 'answer', author: { id: discord.bot.id, bot: true }, message_reference: { message_id: root } });
    expect(posted.posted_at).toBe(at(2).toISOString());
    await expect(adapter().postReply({ chat_id: CHANNEL, thread_id: root, reply_to_message_id: root }, ' ')).rejects.toThrow('discord create message failed: 400 Cannot send an empty message (code 50006)');
  });
});
