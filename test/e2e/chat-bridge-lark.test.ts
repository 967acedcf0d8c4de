// `tend chat bridge` on Lark end to end, started the way a user starts it (the packed tarball
// installed offline, run through npm's bin link), against the GitHub emulator, the local Lark Open
// API server (emulator/chat/lark-server.ts: the adapter reads and replies there) and the local long
// connection (emulator/chat/lark-ws.ts: endpoint, pbbp2 frames, acks, re-push), spoken to by the
// real WSClient of @larksuiteoapi/node-sdk bundled in dist/cli. The scheduled chat-watch runs on
// the same world, in the test's process (the sources' runStep: the bridge is the process under
// test here; chat-watch.test.ts spawns the bundle as the runner does).
//
// The REST server and the long connection are two local servers, so the bridge gets the second's
// domain in TEND_LARK_WS_URL (in production both are the Open Platform's domain, TEND_LARK_API_URL
// or open.larksuite.com). Posting a message does not push its event by itself here: `say` posts it
// through the REST emulator and pushes the matching im.message.receive_v1, as Lark does.
//
// Chat A (eng-help) is read by the bridge (its --config lists only A) and by chat-watch (the
// repository's tend.yml lists A and B); chat B (mirror) gets the same traffic and is read only by
// chat-watch, so the bridge's dispatches for A can be compared with chat-watch's for the same
// messages in B.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLarkEmulator, type LarkChat, type LarkEmulator, type LarkMessage, type LarkUser } from '../../emulator/chat/lark-server.js';
import { messageReceiveEvent, startLarkLongConnection, type LarkLongConnection } from '../../emulator/chat/lark-ws.js';
import { allDispatchedIds as allIds, chatDispatches, dispatchedByThread, healthy, installTend, killBridges, logLatencies, postLive, textsByThread as textsByThreadIn, startBridge as startBridgeProcess, until, expectChatWatchMirrorsBridge, type InstalledTend } from './bridge-world.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
let lark: LarkEmulator;
let A: LarkChat;
let B: LarkChat;
let ALICE: LarkUser;
let BOB: LarkUser;
let CAROL: LarkUser;
let longConnection: LarkLongConnection;
let tend: InstalledTend;
let bridgeConfig: string;
/** What each message id says, to compare A's threads with B's by text. */
const texts = new Map<string, string>();
const posted = new Map<string, LarkMessage>();
/** Message-to-dispatch latencies through the long connection, in seconds. */
const latencies: number[] = [];

beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  lark = await startLarkEmulator();
  A = lark.addChat({ name: 'eng-help' });
  B = lark.addChat({ name: 'mirror' });
  [ALICE, BOB, CAROL] = ['alice', 'bob', 'carol'].map((name) => lark.addUser({ name })) as [LarkUser, LarkUser, LarkUser];
  // Lark's own timings are 120 s; a test waits for none of them.
  longConnection = await startLarkLongConnection({ appId: lark.appId, appSecret: lark.appSecret, pingIntervalS: 5, reconnectIntervalS: 0.2, reconnectNonceS: 0 });
  const chat = (chats: LarkChat[]) => ['chat:', `  lark-app-id: ${lark.appId}`, '  channels:', ...chats.map((c) => `    - {platform: lark, chat-id: ${c.chat_id}, name: ${c === A ? 'eng-help' : 'mirror'}}`), '  lookback-minutes: 1440'].join('\n') + '\n';
  await t.writeConfig(chat([A, B]));
  tend = await installTend();
  bridgeConfig = join(tend.temp, 'tend.yml');
  await writeFile(bridgeConfig, chat([A]));

  // The action's first chat-watch run starts the state issue the bridge continues.
  const first = await watch();
  expect(first.exitCode, first.stdout + first.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await killBridges();
  await Promise.all([t?.stop(), lark?.stop(), longConnection?.stop()]);
  await tend?.remove();
  logLatencies(' on Lark', latencies);
});

// A test that failed half-way leaves no bridge behind to answer the next test's events.
afterEach(killBridges);

async function watch() {
  const run = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: { command: 'chat-watch', 'lark-app-secret': lark.appSecret }, env: { TEND_LARK_API_URL: lark.apiUrl, TEND_GITHUB_THROTTLE: 'off' } });
  expect(run.visibleText).not.toContain(lark.appSecret);
  return run;
}

function startBridge() {
  return startBridgeProcess(t, tend, {
    config: bridgeConfig,
    env: { TEND_GITHUB_THROTTLE: 'off', LARK_APP_ID: lark.appId, LARK_APP_SECRET: lark.appSecret, TEND_LARK_API_URL: lark.apiUrl, TEND_LARK_WS_URL: longConnection.domain },
  });
}

const dispatched = () => chatDispatches(t);
const byThread = () => dispatchedByThread(t);
const allDispatchedIds = () => allIds(t);

/** Posts a message; in A (the bridge's chat) Lark also pushes its event down the long connection. */
function say(chat: LarkChat, user: LarkUser, text: string, replyTo?: string): string {
  const message = lark.post({ chat, user, text, ...(replyTo ? { replyTo: posted.get(replyTo)! } : {}) });
  const messageId = message.message_id;
  texts.set(messageId, text);
  posted.set(messageId, message);
  if (chat === A) longConnection.push(messageReceiveEvent(lark.appId, { messageId, chatId: chat.chat_id, senderOpenId: user.open_id, text, ...(replyTo ? { rootId: replyTo, parentId: replyTo } : {}) }));
  return messageId;
}

/** Says it in A now, and waits for the dispatch when the message is expected to be one. */
const sayLive = (user: LarkUser, text: string, options: { replyTo?: string; actionable: boolean }) => postLive(t, () => say(A, user, text, options.replyTo), { actionable: options.actionable, what: text, latencies });

/** Thread key → the texts of its dispatched messages in a chat (to compare A with B). */
const textsByThread = (chat: LarkChat) => textsByThreadIn(t, 'lark', chat.chat_id, (id) => texts.get(id)!);

describe('tend chat bridge (Lark long connection)', () => {
  it('a day of traffic through the long connection reaches the same dispatches chat-watch makes for the same messages, each within seconds, across a dropped connection', async () => {
    const bridge = startBridge();
    expect(await healthy(bridge)).toMatchObject({ ok: true, lark_long_connection: 'connected' });

    const day: Array<{ user: LarkUser; text: string; reply?: number; actionable: boolean }> = [
      { user: CAROL, text: 'hi team', actionable: false },
      { user: ALICE, text: 'why does the nightly build time out?', actionable: true },
      { user: BOB, text: 'same here since Monday', reply: 1, actionable: false },
      { user: BOB, text: '👌', actionable: false },
      { user: CAROL, text: 'release notes for 4.1 are in the wiki', actionable: false },
      { user: ALICE, text: 'does anyone know where the feature flags live', actionable: true },
      { user: BOB, text: 'lunch at noon', actionable: false },
      { user: CAROL, text: 'how do I rotate the staging API key?', reply: 1, actionable: true },
      { user: ALICE, text: 'ok thanks', actionable: false },
    ];
    const idsA: string[] = [];
    for (const [i, m] of day.entries()) {
      // The connection is cut (a network blip, a server restart); the SDK reconnects by itself and nothing is lost.
      if (i === 5) {
        const opened = longConnection.connectionsOpened();
        longConnection.drop();
        await until('the bridge to reconnect', () => longConnection.connectionsOpened() > opened && longConnection.connections() > 0);
      }
      idsA.push(await sayLive(m.user, m.text, { actionable: m.actionable, ...(m.reply !== undefined ? { replyTo: idsA[m.reply] } : {}) }));
    }
    const idsB: string[] = [];
    for (const m of day) idsB.push(say(B, m.user, m.text, m.reply !== undefined ? idsB[m.reply] : undefined));
    // Every event was acknowledged (Lark would otherwise push it again after 3 s).
    await until('every event acked', () => longConnection.unacked().length === 0);
    await healthy(bridge);

    const bridged = textsByThread(A);
    // The questions of the day, each its own thread (the rest depends on Tier 0, compared with chat-watch below).
    for (const q of [day[1]!.text, day[5]!.text]) expect(bridged.has(q)).toBe(true);

    // chat-watch on B's copy of the day: the same threads with the same messages; A left to the bridge.
    await expectChatWatchMirrorsBridge(t, watch, { bridged, a: () => textsByThread(A), b: () => textsByThread(B), aName: 'eng-help' });

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    expect(bridge.output()).not.toContain(lark.appSecret);
    expect(bridge.output()).not.toContain(t.world.tokens.maintainer);
  }, 120_000);

  it('killing and restarting the bridge loses and repeats nothing; a scheduled chat-watch at the same time sends each thread once', async () => {
    const first = startBridge();
    await healthy(first);
    const q1 = await sayLive(ALICE, 'is the release branch frozen?', { actionable: true });
    // q1's read is over (its dispatch recorded, its cursor saved): a kill between a dispatch and its
    // record would repeat that dispatch, which the orchestrator absorbs but this test counts.
    await healthy(first);
    // A message that needs nothing, and the bridge killed outright (no shutdown) right after it took the event.
    const morning = say(A, BOB, 'morning');
    await until('the event for "morning" acked', () => longConnection.acks.length > 0 && longConnection.unacked().length === 0);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(texts.get(morning)).toBe('morning');

    // While no bridge runs: one question and some chatter (Lark holds the events; the restart reads anyway).
    const q2 = say(A, BOB, 'can someone explain why the deploy job needs two approvals?');
    say(A, CAROL, 'ok');
    const before = allDispatchedIds();

    const second = startBridge();
    await healthy(second);
    await until('the question posted while down', () => byThread().get(`lark:${A.chat_id}:${q2}`));
    // Live again, and a scheduled run racing it on the same chats.
    const [q3, run] = await Promise.all([sayLive(CAROL, 'where do the staging logs go?', { actionable: true }), watch()]);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const q4 = await sayLive(ALICE, 'any idea why the cache misses on main?', { actionable: true });
    await healthy(second);
    const after = await watch();
    expect(after.exitCode).toBe(0);

    const ids = allDispatchedIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of [q1, q2, q3, q4]) expect(byThread().get(`lark:${A.chat_id}:${q}`)).toEqual([q]);
    expect(ids.slice(0, before.length)).toEqual(before);

    // SIGTERM: the read under way finishes (its dispatch is sent, its cursor saved) before exit.
    const q5 = say(A, BOB, 'could you check why the arm64 image is missing?');
    await until('the event for q5 acked', () => longConnection.unacked().length === 0);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(byThread().get(`lark:${A.chat_id}:${q5}`)).toEqual([q5]);
    expect(second.output()).not.toContain(lark.appSecret);
  }, 120_000);
});
