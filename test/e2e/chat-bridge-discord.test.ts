// `tend chat bridge` on Discord end to end, started the way a user starts it (the packed tarball
// installed offline, run through npm's bin link) with DISCORD_BOT_TOKEN, against the GitHub
// emulator and the local Discord server, which speaks REST v10 and the gateway (HELLO, IDENTIFY,
// READY, heartbeats, MESSAGE_CREATE dispatches with sequence numbers, op 7 RECONNECT, RESUME with
// replay, close code 4004) to the real @discordjs/ws and @discordjs/rest clients bundled in dist/.
// The scheduled chat-watch runs on the same world with the `discord-token` input, in the test's
// process (the sources' runStep: the bridge is the process under test here; chat-watch.test.ts
// spawns the bundle as the runner does).
//
// Channel A (eng-help) is read by the bridge (its --config lists only A) and by chat-watch (the
// repository's tend.yml lists A and B); channel B (mirror) gets the same traffic and is read only by
// chat-watch, so the bridge's dispatches for A can be compared with chat-watch's for the same
// messages in B.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordEmulator, type DiscordEmulator } from '../../emulator/chat/discord-server.js';
import { allDispatchedIds as allIds, chatDispatches, dispatchedByThread, healthy, installTend, killBridges, logLatencies, postLive as postLiveIn, textsByThread as textsByThreadIn, startBridge as startBridgeProcess, until, expectChatWatchMirrorsBridge, type InstalledTend } from './bridge-world.js';
import { startE2E, type E2E } from './world.js';

const A = '1400000000000000001';
const B = '1400000000000000002';
const ALICE = '1500000000000000001';
const BOB = '1500000000000000002';
const CAROL = '1500000000000000003';

let t: E2E;
let discord: DiscordEmulator;
let tend: InstalledTend;
let bridgeConfig: string;
/** Message-to-dispatch latencies through the gateway, in seconds. */
const latencies: number[] = [];

beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  discord = await startDiscordEmulator();
  discord.addChannel(A, 'eng-help');
  discord.addChannel(B, 'mirror');
  for (const [id, name] of [[ALICE, 'alice'], [BOB, 'bob'], [CAROL, 'carol']]) discord.addUser(id!, name!);
  const chat = (channels: string[]) =>
    ['chat:', '  channels:', ...channels.map((c) => `    - {platform: discord, chat-id: "${c}", name: ${c === A ? 'eng-help' : 'mirror'}}`), `  bot-ids: {discord: "${discord.bot.id}"}`, '  lookback-minutes: 1440'].join('\n') + '\n';
  await t.writeConfig(chat([A, B]));
  tend = await installTend();
  bridgeConfig = join(tend.temp, 'tend.yml');
  await writeFile(bridgeConfig, chat([A]));

  // The action's first chat-watch run starts the state issue the bridge continues.
  const first = await watch();
  expect(first.exitCode).toBe(0);
}, 180_000);

afterAll(async () => {
  await killBridges();
  await Promise.all([t?.stop(), discord?.stop()]);
  await tend?.remove();
  logLatencies(' on Discord', latencies);
});

// A test that failed half-way leaves no bridge behind to answer the next test's events.
afterEach(killBridges);

async function watch() {
  const run = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: { command: 'chat-watch', 'discord-token': discord.token }, env: { TEND_DISCORD_API_URL: discord.api, TEND_GITHUB_THROTTLE: 'off' } });
  expect(run.visibleText).not.toContain(discord.token);
  return run;
}

/** The bridge on A, listening to Discord's gateway. */
function startBridge(token = discord.token) {
  return startBridgeProcess(t, tend, {
    config: bridgeConfig,
    // As the action's runs in these tests: no 1-second spacing of writes.
    env: { TEND_GITHUB_THROTTLE: 'off', DISCORD_BOT_TOKEN: token, TEND_DISCORD_API_URL: discord.api },
  });
}

const dispatched = () => chatDispatches(t);
const byThread = () => dispatchedByThread(t);
const allDispatchedIds = () => allIds(t);

/** Posts to A now, and waits for the dispatch when the message is expected to be one; returns its id. */
const postLive = (author: string, content: string, options: { replyTo?: string; actionable: boolean }) =>
  postLiveIn(t, () => discord.post({ channel: A, author, content, ...(options.replyTo ? { replyTo: options.replyTo } : {}) }), { actionable: options.actionable, what: content, latencies });

/** Thread key → the contents of its dispatched messages in a channel (to compare A with B). */
const textsByThread = (channel: string) => textsByThreadIn(t, 'discord', channel, (id) => discord.messages(channel).find((m) => m.id === id)!.content);

describe('tend chat bridge (Discord gateway)', () => {
  it('a day of traffic through the gateway reaches the same dispatches chat-watch makes for the same messages, each within seconds, across an op 7 RECONNECT and a dropped socket', async () => {
    const bridge = startBridge();
    const health = await healthy(bridge);
    expect(health).toMatchObject({ ok: true, discord_gateway: 'connected' });

    // The day, live in A; the same messages in B, read only by chat-watch. `reply` is the index of
    // the message answered (Discord's reply chains are the adapter's threads).
    const day: Array<{ author: string; text: string; reply?: number; actionable: boolean }> = [
      { author: ALICE, text: 'good morning all', actionable: false },
      { author: BOB, text: '👍', actionable: false },
      { author: ALICE, text: `<@${discord.bot.id}> why does the nightly build time out`, actionable: true },
      { author: BOB, text: 'thanks', reply: 2, actionable: false },
      { author: CAROL, text: 'deployed v2.3 to staging, all green', actionable: false },
      { author: BOB, text: 'does anyone know where the feature flags live', actionable: true },
      { author: ALICE, text: `<@${BOB}> pushed the fix for the flaky test`, actionable: false },
      { author: CAROL, text: 'how do I rotate the staging API key?', reply: 2, actionable: true },
      { author: CAROL, text: 'lgtm', actionable: false },
      { author: BOB, text: ':tada: :tada:', actionable: false },
    ];
    const idsA: string[] = [];
    for (const [i, m] of day.entries()) {
      // Discord asks clients to reconnect now and then (op 7), and sockets drop: the client resumes
      // by itself, the missed events are replayed, and every channel is read again.
      if (i === 3 || i === 6) {
        const resumes = discord.gateway.counts().resumes;
        if (i === 3) discord.gateway.reconnect();
        else discord.gateway.drop();
        await until('the bridge to resume', () => discord.gateway.counts().resumes > resumes && discord.gateway.connections().some((c) => c.identified));
      }
      idsA.push(await postLive(m.author, m.text, { actionable: m.actionable, ...(m.reply !== undefined ? { replyTo: idsA[m.reply] } : {}) }));
    }
    const idsB: string[] = [];
    for (const m of day) idsB.push(discord.post({ channel: B, author: m.author, content: m.text, ...(m.reply !== undefined ? { replyTo: idsB[m.reply] } : {}) }));
    await healthy(bridge);

    const bridged = textsByThread(A);
    expect([...bridged.keys()].sort()).toEqual([day[2]!.text, day[5]!.text].sort());
    expect(bridged.get(day[2]!.text)).toEqual([day[2]!.text, day[7]!.text].sort());

    // chat-watch on B's copy of the day: the same threads with the same messages; A left to the bridge.
    await expectChatWatchMirrorsBridge(t, watch, { bridged, a: () => textsByThread(A), b: () => textsByThread(B), aName: 'eng-help' });

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    expect(bridge.output()).toContain('Discord gateway resumed');
    expect(bridge.output()).not.toContain(discord.token);
    expect(bridge.output()).not.toContain(t.world.tokens.maintainer);
  }, 120_000);

  it('killing and restarting the bridge loses and repeats nothing; a scheduled chat-watch at the same time sends each thread once', async () => {
    const first = startBridge();
    await healthy(first);
    const q1 = await postLive(ALICE, 'is the release branch frozen?', { actionable: true });
    // A message that needs nothing, and the bridge killed outright (no shutdown) while it reads it:
    // reads run one at a time, so a history request after q1's dispatch belongs to the next read.
    const seen = discord.log.entries.length;
    discord.post({ channel: A, author: BOB, content: 'morning' });
    await until('the bridge to read again', () => discord.log.entries.slice(seen).some((r) => r.method === 'GET' && r.path === `/api/v10/channels/${A}/messages`));
    first.child.kill('SIGKILL');
    await first.exited;

    // While no bridge runs (and no gateway session replays anything): one question and some chatter.
    const q2 = discord.post({ channel: A, author: BOB, content: 'can someone explain why the deploy job needs two approvals' });
    discord.post({ channel: A, author: CAROL, content: 'ok' });
    const before = allDispatchedIds();

    const second = startBridge();
    await healthy(second);
    await until('the question posted while down', () => byThread().get(`discord:${A}:${q2}`));
    // Live again, and a scheduled run racing it on the same channels.
    const [q3, run] = await Promise.all([postLive(CAROL, 'where do the staging logs go?', { actionable: true }), watch()]);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const q4 = await postLive(ALICE, 'any idea why the cache misses on main', { actionable: true });
    await healthy(second);
    const after = await watch();
    expect(after.exitCode).toBe(0);

    const ids = allDispatchedIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of [q1, q2, q3, q4]) expect(byThread().get(`discord:${A}:${q}`)).toEqual([q]);
    expect(ids.slice(0, before.length)).toEqual(before);

    // SIGTERM: the read under way finishes (its dispatch is sent, its cursor saved) before exit.
    const q5 = discord.post({ channel: A, author: BOB, content: 'could you check why the arm64 image is missing' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(byThread().get(`discord:${A}:${q5}`)).toEqual([q5]);
  }, 120_000);

  it('health says the gateway is connected, and disconnected while Discord refuses a reset token; a refused token at start stops the bridge with one line; no token in the output', async () => {
    const bridge = startBridge();
    const health = await healthy(bridge);
    expect(health).toMatchObject({ ok: true, discord_gateway: 'connected', channels: [`discord:${A}`] });
    const port = await bridge.port;

    // Discord resets the token (a leak, or 1000 IDENTIFYs in a day) and drops the socket: the
    // RESUME is refused with 4004 and the bridge reports itself down instead of retrying forever.
    const oldToken = discord.token;
    const newToken = discord.resetToken();
    discord.gateway.drop();
    let down: Record<string, unknown> | undefined;
    for (const end = Date.now() + 20_000; !down && Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      const body = (await res.json()) as Record<string, unknown>;
      if (res.status === 503 && body.discord_gateway === 'disconnected') down = body;
    }
    expect(down).toMatchObject({ ok: false });
    await until('the 4004 line', () => /close code 4004, authentication failed\).*not reconnecting/.test(bridge.output()));
    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);

    // The old token at start: GET /gateway/bot answers 401, and the bridge exits 1 with one line.
    const refused = startBridge(oldToken);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/tend: discord could not connect: Discord refused DISCORD_BOT_TOKEN \(401 Unauthorized on GET \/gateway\/bot\)/);
    for (const b of [bridge, refused]) {
      expect(b.output()).not.toContain(oldToken);
      expect(b.output()).not.toContain(newToken);
      expect(b.output()).not.toContain(t.world.tokens.maintainer);
    }
  }, 60_000);
});
