// The gateway emulator against Discord's documented protocol
// (https://discord.com/developers/docs/events/gateway, .../events/gateway-events), spoken by the real
// @discordjs/ws WebSocketManager with a @discordjs/rest client on the REST emulator; then the
// bridge's own connection (src/chat/bridge/discord-gateway.ts) on the same server.

import { REST } from '@discordjs/rest';
import { WebSocketManager, WebSocketShardEvents, type SessionInfo } from '@discordjs/ws';
import { GatewayCloseCodes, GatewayIntentBits, Routes, type APIGatewayBotInfo, type GatewayDispatchPayload } from 'discord-api-types/v10';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BRIDGE_INTENTS, startDiscordGateway } from '../../src/chat/bridge/discord-gateway.js';
import { DISCORD_GUILD_ID, startDiscordEmulator, type DiscordEmulator } from './discord-server.js';
import { until as waitUntil } from '../../test/support/until.js';

const GUILD_CHANNEL = '1200000000000000001';
const DM_CHANNEL = '1200000000000000002';
const ALICE = '1300000000000000001';

let discord: DiscordEmulator;
const managers: WebSocketManager[] = [];

beforeAll(async () => {
  discord = await startDiscordEmulator({ gatewayHeartbeatMs: 150 });
  discord.addChannel(GUILD_CHANNEL, 'help');
  discord.addChannel(DM_CHANNEL, 'dm', { dm: true });
  discord.addUser(ALICE, 'alice');
});
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => Promise.resolve(m.destroy()).catch(() => {})));
});
afterAll(() => discord.stop());

const rest = (token = discord.token) => new REST({ version: '10', api: discord.api, retries: 0, handlerSweepInterval: 0, hashSweepInterval: 0 }).setToken(token);

/** A manager as a user of @discordjs/ws builds one, recording every dispatch. */
function manager(intents: number, token = discord.token) {
  const sessions = new Map<number, SessionInfo>();
  const m = new WebSocketManager({
    token,
    intents,
    rest: rest(),
    shardCount: 1,
    retrieveSessionInfo: (id) => sessions.get(id) ?? null,
    updateSessionInfo: (id, info) => void (info ? sessions.set(id, info) : sessions.delete(id)),
  });
  const dispatches: GatewayDispatchPayload[] = [];
  m.on(WebSocketShardEvents.Dispatch, (p) => void dispatches.push(p));
  m.on(WebSocketShardEvents.Error, () => {});
  managers.push(m);
  return { m, dispatches, sessions };
}

/** The gateway's handshakes take a few round trips; 10 s under a loaded machine. */
const until = <T>(what: string, probe: () => T | undefined | false, timeoutMs = 10_000) => waitUntil(what, probe, timeoutMs);

const messagesIn = (dispatches: GatewayDispatchPayload[]) => dispatches.filter((d) => d.t === 'MESSAGE_CREATE').map((d) => d.d as { id: string; channel_id: string; content: string; guild_id?: string });

describe('Discord gateway (emulator)', () => {
  it('GET /gateway/bot needs the bot token and names the gateway, one shard and the session start limit', async () => {
    const info = (await rest().get(Routes.gatewayBot())) as APIGatewayBotInfo;
    expect(info).toMatchObject({ url: discord.gateway.url, shards: 1, session_start_limit: { total: 1000, reset_after: expect.any(Number), max_concurrency: 1 } });
    expect(info.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    await expect(rest('not-the-token').get(Routes.gatewayBot())).rejects.toMatchObject({ status: 401 });
  });

  it('HELLO, then IDENTIFY with the token and intents, then READY with session_id and resume_gateway_url; heartbeats are ACKed', async () => {
    const { m, dispatches } = manager(BRIDGE_INTENTS);
    const beats: number[] = [];
    m.on(WebSocketShardEvents.HeartbeatComplete, ({ latency }) => void beats.push(latency));
    await m.connect();
    const ready = dispatches.find((d) => d.t === 'READY');
    expect(ready).toMatchObject({ op: 0, s: 1, d: { v: 10, session_id: expect.any(String), resume_gateway_url: discord.gateway.url, user: { id: discord.bot.id, bot: true } } });
    expect(discord.gateway.identified().at(-1)).toMatchObject({ intents: BRIDGE_INTENTS, shard: [0, 1], properties: { os: expect.any(String) } });
    await until('two heartbeat ACKs', () => beats.length >= 2);
  });

  it('a posted message is MESSAGE_CREATE with the next sequence number to sessions with its intent: GUILD_MESSAGES for a guild channel, DIRECT_MESSAGES for a DM; no content without MESSAGE_CONTENT', async () => {
    const guildOnly = manager(GatewayIntentBits.GuildMessages);
    const both = manager(BRIDGE_INTENTS);
    await Promise.all([guildOnly.m.connect(), both.m.connect()]);
    const inGuild = discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: 'why is the build red' });
    const mention = discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: `<@${discord.bot.id}> and the deploy?` });
    const dm = discord.post({ channel: DM_CHANNEL, author: ALICE, content: 'a private question' });
    await until('three messages', () => messagesIn(both.dispatches).length === 3);
    expect(messagesIn(both.dispatches)).toEqual([
      expect.objectContaining({ id: inGuild, channel_id: GUILD_CHANNEL, guild_id: DISCORD_GUILD_ID, content: '' }),
      expect.objectContaining({ id: mention, channel_id: GUILD_CHANNEL, content: `<@${discord.bot.id}> and the deploy?` }),
      expect.objectContaining({ id: dm, channel_id: DM_CHANNEL, content: 'a private question' }),
    ]);
    expect(messagesIn(both.dispatches)[2]!.guild_id).toBeUndefined();
    const seqs = both.dispatches.map((d) => d.s);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    await new Promise((r) => setTimeout(r, 100));
    expect(messagesIn(guildOnly.dispatches).map((d) => d.id)).toEqual([inGuild, mention]);
  });

  it('op 7 RECONNECT: the client resumes on resume_gateway_url; what was posted while it was away is replayed in order before RESUMED', async () => {
    const { m, dispatches } = manager(BRIDGE_INTENTS);
    const resumed: number[] = [];
    m.on(WebSocketShardEvents.Resumed, () => void resumed.push(Date.now()));
    await m.connect();
    const before = discord.gateway.counts();
    discord.gateway.reconnect();
    const away = discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: 'posted during the reconnect' });
    await until('the resume', () => resumed.length === 1);
    const after = discord.gateway.counts();
    expect(after.resumes).toBe(before.resumes + 1);
    expect(after.identifies).toBe(before.identifies);
    const types: string[] = dispatches.map((d) => d.t);
    expect(messagesIn(dispatches).map((d) => d.id)).toEqual([away]);
    expect(types.indexOf('MESSAGE_CREATE')).toBeLessThan(types.indexOf('RESUMED'));
    const live = discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: 'after the resume' });
    await until('the live message', () => messagesIn(dispatches).some((d) => d.id === live));
  });

  it('a dropped socket (no close frame) resumes and loses nothing; op 9 INVALID SESSION (false) makes the client IDENTIFY again', async () => {
    const { m, dispatches } = manager(BRIDGE_INTENTS);
    await m.connect();
    discord.gateway.drop();
    const away = discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: 'posted while dropped' });
    await until('the replay after the drop', () => messagesIn(dispatches).some((d) => d.id === away));
    const before = discord.gateway.counts();
    discord.gateway.invalidate(false);
    await until('a new IDENTIFY', () => discord.gateway.counts().identifies === before.identifies + 1, 15_000);
    await until('a second READY', () => dispatches.filter((d) => d.t === 'READY').length === 2);
  }, 20_000);

  it('close code 4004 for an IDENTIFY with a wrong token; 4014 for a privileged intent the app has not switched on; 4003 for a payload before IDENTIFY', async () => {
    const wrong = manager(BRIDGE_INTENTS, 'not-the-token');
    await expect(wrong.m.connect()).rejects.toThrow('Authentication failed');
    expect(discord.gateway.counts().closes).toContain(GatewayCloseCodes.AuthenticationFailed);
    const privileged = manager(BRIDGE_INTENTS | GatewayIntentBits.MessageContent);
    await expect(privileged.m.connect()).rejects.toThrow('Used disallowed intents');
    expect(discord.gateway.counts().closes).toContain(GatewayCloseCodes.DisallowedIntents);

    const socket = new WebSocket(`${discord.gateway.url}/?v=10&encoding=json`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.once('message', () => socket.send(JSON.stringify({ op: 3, d: { since: null, activities: [], status: 'online', afk: false } })));
    expect(await closed).toBe(GatewayCloseCodes.NotAuthenticated);
  });
});

describe('the bridge connection (src/chat/bridge/discord-gateway.ts) on the emulator', () => {
  it('wakes the channel of each MESSAGE_CREATE, reads everything on READY and on RESUMED, and says connected', async () => {
    const woken: string[] = [];
    const connects: string[] = [];
    const logs: string[] = [];
    const gateway = await startDiscordGateway({ token: discord.token, apiUrl: discord.api, onMessage: (c) => void woken.push(c), onConnected: (how) => void connects.push(how), log: (l) => void logs.push(l) });
    try {
      expect(gateway.connected()).toBe(true);
      expect(connects).toEqual(['ready']);
      discord.post({ channel: GUILD_CHANNEL, author: ALICE, content: 'wake up' });
      discord.post({ channel: DM_CHANNEL, author: ALICE, content: 'and here' });
      await until('both wake-ups', () => woken.length === 2);
      expect(woken).toEqual([GUILD_CHANNEL, DM_CHANNEL]);
      discord.gateway.reconnect();
      await until('the resume', () => connects.length === 2);
      expect(connects).toEqual(['ready', 'resumed']);
      expect(gateway.connected()).toBe(true);
    } finally {
      await gateway.stop();
    }
    expect(gateway.connected()).toBe(false);
    expect(logs.join('\n')).not.toContain(discord.token);
  });

  it('a token Discord refuses fails the start with one line (401 on GET /gateway/bot); a token reset while connected (4004 on RESUME) stops reconnecting and says so', async () => {
    await expect(startDiscordGateway({ token: 'not-the-token', apiUrl: discord.api, onMessage: () => {}, onConnected: () => {}, log: () => {} })).rejects.toThrow(
      /^Discord refused DISCORD_BOT_TOKEN \(401 Unauthorized on GET \/gateway\/bot\); expected the bot token/,
    );
    const logs: string[] = [];
    const old = discord.token;
    const gateway = await startDiscordGateway({ token: old, apiUrl: discord.api, onMessage: () => {}, onConnected: () => {}, log: (l) => void logs.push(l) });
    try {
      discord.resetToken();
      discord.gateway.drop();
      await until('the refusal', () => logs.some((l) => l.includes('close code 4004')));
      expect(gateway.connected()).toBe(false);
      const opened = discord.gateway.counts().opened;
      await new Promise((r) => setTimeout(r, 1500));
      expect(discord.gateway.counts().opened).toBe(opened);
      expect(logs.find((l) => l.includes('4004'))).toMatch(/refused DISCORD_BOT_TOKEN \(close code 4004, authentication failed\).*; not reconnecting$/);
    } finally {
      await gateway.stop();
    }
  });
});
