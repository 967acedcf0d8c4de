// `tend chat bridge` end to end, started the way a user starts it: the packed tarball installed
// offline and run through npm's bin link (`npx tend-action chat bridge`), against the GitHub
// emulator and the local Slack server, which speaks the Web API and Socket Mode (hello,
// events_api envelopes, envelope_id acks, disconnect refreshes) to the real @slack/socket-mode
// client bundled in dist/cli. The scheduled chat-watch runs on the same world, in the test's
// process (the sources' runStep: the bridge is the process under test here; chat-watch.test.ts
// spawns the bundle as the runner does): the two share one state issue and dispatch each thread once.
//
// Channel A (eng-help) is read by the bridge (its --config lists only A) and by chat-watch (the
// repository's tend.yml lists A and B); channel B (mirror) gets the same traffic and is read only by
// chat-watch, so the bridge's dispatches for A can be compared with chat-watch's for the same
// messages in B. Channel C (race) starts empty and is read by chat-watch and by a bridge started
// at the same moment, to show they dispatch each thread once.
//
// GitHub write pacing is on everywhere (each writer spaces its writes a second apart, as in
// production; a second lasts 10 ms here, TEND_GITHUB_PACING_MS, for the bridge as for the action's
// runs): the bridge and chat-watch keep one record each (the issue body, the bridge's comment), so no
// save of one can undo the other's, and the lease/intent handshake keeps them off one channel at once.

import { getOctokit } from '@actions/github';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSlackEmulator, type SlackEmulator } from '../../emulator/chat/slack-server.js';
import { slackRequestSignature } from '../../emulator/chat/slack-socket-mode.js';
import { allDispatchedIds as allIds, chatDispatches, dispatchedByThread, healthy, installTend, killBridges, logLatencies, postLive as postLiveIn, textsByThread as textsByThreadIn, startBridge as startBridgeProcess, until, expectChatWatchMirrorsBridge, type InstalledTend } from './bridge-world.js';
import { startE2E, type E2E } from './world.js';
import { readWatchState, renderBridgeRecord } from '../../src/chat/watch/watch-state.js';

const A = 'C0HELP';
const B = 'C0MIRROR';
const C = 'C0RACE';
const NAMES: Record<string, string> = { [A]: 'eng-help', [B]: 'mirror', [C]: 'race' };
const SIGNING_SECRET = 'emulator-signing-secret-8f7422';

let t: E2E;
let slack: SlackEmulator;
let tend: InstalledTend;
let bridgeConfig: string;
let raceConfig: string;
/** Message-to-dispatch latencies through Socket Mode, in seconds. */
const latencies: number[] = [];

beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  slack = await startSlackEmulator();
  slack.addChannel(A, 'eng-help');
  slack.addChannel(B, 'mirror');
  slack.addChannel(C, 'race');
  for (const [id, name] of [['U0ALICE', 'alice'], ['U0BOB', 'bob'], ['U0CAROL', 'carol']]) slack.addUser(id!, name!);
  const chat = (channels: string[]) =>
    ['chat:', '  channels:', ...channels.map((c) => `    - {platform: slack, chat-id: ${c}, name: ${NAMES[c]}}`), `  bot-ids: {slack: ${slack.bot.id}}`, '  lookback-minutes: 1440'].join('\n') + '\n';
  await t.writeConfig(chat([A, B, C]));
  tend = await installTend();
  bridgeConfig = join(tend.temp, 'tend.yml');
  await writeFile(bridgeConfig, chat([A]));
  raceConfig = join(tend.temp, 'race.yml');
  await writeFile(raceConfig, chat([C]));

  // The action's first chat-watch run starts the state issue the bridge continues.
  const first = await watch();
  expect(first.exitCode).toBe(0);
}, 180_000);

afterAll(async () => {
  await killBridges();
  await Promise.all([t?.stop(), slack?.stop()]);
  await tend?.remove();
  logLatencies('', latencies);
});

// A test that failed half-way leaves no bridge behind to answer the next test's events.
afterEach(killBridges);

async function watch() {
  const run = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: { command: 'chat-watch', 'slack-token': slack.token }, env: { TEND_SLACK_API_URL: slack.apiUrl } });
  expect(run.visibleText).not.toContain(slack.token);
  return run;
}

/** The bridge on A, with Socket Mode and/or the Events API. */
function startBridge(mode: { socket: boolean; events: boolean }, config = bridgeConfig) {
  return startBridgeProcess(t, tend, {
    config,
    env: {
      SLACK_BOT_TOKEN: slack.token,
      TEND_SLACK_API_URL: slack.apiUrl,
      ...(mode.socket ? { SLACK_APP_TOKEN: slack.appToken } : {}),
      ...(mode.events ? { SLACK_SIGNING_SECRET: SIGNING_SECRET } : {}),
    },
  });
}

const dispatched = () => chatDispatches(t);
const byThread = () => dispatchedByThread(t);
const allDispatchedIds = () => allIds(t);

/** Posts to A now, and waits for the dispatch when the message is expected to be one; returns its ts. */
const postLive = (user: string, text: string, options: { threadTs?: string; actionable: boolean }) =>
  postLiveIn(t, () => slack.post({ channel: A, user, text, ...(options.threadTs ? { threadTs: options.threadTs } : {}) }), { actionable: options.actionable, what: text, latencies });

/** Thread key → the texts of its dispatched messages in a channel (to compare A with B). */
const textsByThread = (channel: string) => textsByThreadIn(t, 'slack', channel, (id) => slack.channel(channel).messages.find((m) => m.ts === id)!.text);

describe('tend chat bridge (Slack)', () => {
  it('a day of traffic through Socket Mode reaches the same dispatches chat-watch makes for the same messages, each within seconds, across a socket refresh', async () => {
    const bridge = startBridge({ socket: true, events: false });
    const health = await healthy(bridge);
    expect(health).toMatchObject({ ok: true, socket_mode: 'connected' });

    // The day, live in A; the same messages in B, read only by chat-watch.
    const day: Array<{ user: string; text: string; reply?: number; actionable: boolean }> = [
      { user: 'U0ALICE', text: 'good morning all', actionable: false },
      { user: 'U0BOB', text: '👍', actionable: false },
      { user: 'U0ALICE', text: `<@${slack.bot.id}> why does the nightly build time out`, actionable: true },
      { user: 'U0BOB', text: 'thanks', reply: 2, actionable: false },
      { user: 'U0CAROL', text: 'deployed v2.3 to staging, all green', actionable: false },
      { user: 'U0BOB', text: 'does anyone know where the feature flags live', actionable: true },
      { user: 'U0ALICE', text: '<@U0BOB> pushed the fix for the flaky test', actionable: false },
      { user: 'U0CAROL', text: 'how do I rotate the staging API key?', reply: 2, actionable: true },
      { user: 'U0CAROL', text: 'lgtm', actionable: false },
      { user: 'U0BOB', text: ':tada: :tada:', actionable: false },
    ];
    const tsA: string[] = [];
    for (const [i, m] of day.entries()) {
      // Slack refreshes sockets now and then; the client reconnects by itself and nothing is lost.
      if (i === 5) {
        const opened = slack.socket.connectionsOpened();
        slack.socket.drop();
        await until('the bridge to reconnect', () => slack.socket.connectionsOpened() > opened && slack.socket.connections() > 0);
      }
      tsA.push(await postLive(m.user, m.text, { actionable: m.actionable, ...(m.reply !== undefined ? { threadTs: tsA[m.reply] } : {}) }));
    }
    const tsB: string[] = [];
    for (const m of day) tsB.push(slack.post({ channel: B, user: m.user, text: m.text, ...(m.reply !== undefined ? { threadTs: tsB[m.reply] } : {}) }));
    // Every envelope was acknowledged (Slack would otherwise send it again).
    await until('every envelope acked', () => slack.socket.unacked().filter((e) => ((e.payload.event as { channel: string }).channel === A)).length === 0);

    const bridged = textsByThread(A);
    expect(bridged.size).toBe(2);
    expect([...bridged.keys()].sort()).toEqual([day[2]!.text, day[5]!.text].sort());

    // chat-watch on B's copy of the day: the same threads with the same messages; A left to the bridge.
    await expectChatWatchMirrorsBridge(t, watch, { bridged, a: () => textsByThread(A), b: () => textsByThread(B), aName: 'eng-help' });

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    expect(bridge.output()).not.toContain(slack.token);
    expect(bridge.output()).not.toContain(slack.appToken);
    expect(bridge.output()).not.toContain(t.world.tokens.maintainer);
  }, 120_000);

  it('killing and restarting the bridge loses and repeats nothing; a scheduled chat-watch at the same time sends each thread once', async () => {
    const first = startBridge({ socket: true, events: false });
    await healthy(first);
    const q1 = await postLive('U0ALICE', 'is the release branch frozen?', { actionable: true });
    // A message that needs nothing, and the bridge killed outright (no shutdown) while it reads it:
    // reads run one at a time, so a history request after q1's dispatch belongs to the next read.
    const seen = slack.log.entries.length;
    slack.post({ channel: A, user: 'U0BOB', text: 'morning' });
    await until('the bridge to read again', () => slack.log.entries.slice(seen).some((r) => r.path === '/api/conversations.history'));
    first.child.kill('SIGKILL');
    await first.exited;

    // While no bridge runs: one question and some chatter.
    const q2 = slack.post({ channel: A, user: 'U0BOB', text: 'can someone explain why the deploy job needs two approvals' });
    slack.post({ channel: A, user: 'U0CAROL', text: 'ok' });
    const before = allDispatchedIds();

    const second = startBridge({ socket: true, events: false });
    await healthy(second);
    await until('the question posted while down', () => byThread().get(`slack:${A}:${q2}`));
    // Live again, and a scheduled run racing it on the same channels.
    const [q3, run] = await Promise.all([postLive('U0CAROL', 'where do the staging logs go?', { actionable: true }), watch()]);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const q4 = await postLive('U0ALICE', 'any idea why the cache misses on main', { actionable: true });
    await healthy(second);
    const after = await watch();
    expect(after.exitCode).toBe(0);

    const ids = allDispatchedIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of [q1, q2, q3, q4]) expect(byThread().get(`slack:${A}:${q}`)).toEqual([q]);
    expect(ids.slice(0, before.length)).toEqual(before);

    // SIGTERM: the read under way finishes (its dispatch is sent, its cursor saved) before exit.
    const q5 = slack.post({ channel: A, user: 'U0BOB', text: 'could you check why the arm64 image is missing' });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(byThread().get(`slack:${A}:${q5}`)).toEqual([q5]);
  }, 120_000);

  it('Events API over HTTP: a request with a bad signature is refused (401) and dispatches nothing; a signed one dispatches', async () => {
    const bridge = startBridge({ socket: false, events: true });
    await healthy(bridge);
    const port = await bridge.port;
    const ts = slack.post({ channel: A, user: 'U0CAROL', text: 'how do we roll back a bad migration?' });
    const body = JSON.stringify(slack.eventPayload(A, ts));
    const send = (secret: string, at = Math.floor(Date.now() / 1000)) =>
      fetch(`http://127.0.0.1:${port}/slack/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-slack-request-timestamp': String(at), 'x-slack-signature': slackRequestSignature(secret, at, body) },
        body,
      });

    expect((await send('not-the-signing-secret')).status).toBe(401);
    expect((await send(SIGNING_SECRET, Math.floor(Date.now() / 1000) - 600)).status).toBe(401);
    // Whatever a refused request had started would be a read under way or pending: none may be.
    await healthy(bridge);
    expect(byThread().get(`slack:${A}:${ts}`)).toBeUndefined();

    const at = Date.now();
    expect((await send(SIGNING_SECRET)).status).toBe(200);
    await until('the signed event to dispatch', () => byThread().get(`slack:${A}:${ts}`));
    latencies.push((Date.now() - at) / 1000);
    expect(byThread().get(`slack:${A}:${ts}`)).toEqual([ts]);

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    expect(bridge.output()).not.toContain(SIGNING_SECRET);
  }, 60_000);

  it('a scheduled chat-watch and a bridge that start reading the same channel at the same moment dispatch each thread once', async () => {
    const questions = [
      slack.post({ channel: C, user: 'U0ALICE', text: 'why is the windows job red since this morning?' }),
      slack.post({ channel: C, user: 'U0BOB', text: 'how do I get access to the release dashboard?' }),
      slack.post({ channel: C, user: 'U0CAROL', text: 'can someone explain the new branch protection rules' }),
    ];
    slack.post({ channel: C, user: 'U0ALICE', text: 'thanks' });
    const bridge = startBridge({ socket: true, events: false }, raceConfig);
    const [run] = await Promise.all([watch(), healthy(bridge)]);
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    for (const q of questions) await until(`the dispatch of ${q}`, () => byThread().get(`slack:${C}:${q}`));
    // Whichever side backed off tries again (a bridge's deferred channel counts as pending until
    // it is read again): nothing more may come of it.
    await healthy(bridge);
    for (const q of questions) expect(byThread().get(`slack:${C}:${q}`)).toEqual([q]);
    const ids = allDispatchedIds();
    expect(new Set(ids).size).toBe(ids.length);
    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
  }, 60_000);

  it('a comment by another account on the state issue, carrying a copied state marker, changes nothing', async () => {
    const api = (token: string) => getOctokit(token, { baseUrl: t.emu.apiUrl }).rest;
    const repo = { owner: t.world.owner, repo: t.world.name };
    const [issue] = (await api(t.world.tokens.maintainer).issues.listForRepo({ ...repo, labels: 'tend:chat-watch', state: 'open' })).data;
    const comments = (await api(t.world.tokens.maintainer).issues.listComments({ ...repo, issue_number: issue!.number })).data;
    const bridgeRecord = comments.find((c) => c.user?.id === t.world.accounts.maintainer.id)!;
    expect(readWatchState(bridgeRecord.body).leases).toBeDefined();

    const q = slack.post({ channel: B, user: 'U0BOB', text: 'who owns the flaky e2e suite?' });
    // Mallory (read access) copies the bridge's record verbatim, and adds a forged one: B leased for
    // ever, read far ahead, this question already dispatched.
    const stored = readWatchState(issue!.body).channels[`slack:${B}`]!;
    const forged = renderBridgeRecord({
      v: 1,
      channels: { [`slack:${B}`]: { ...stored, read_until: '2099-01-01T00:00:00.000Z', dispatched: [...stored.dispatched, q] } },
      leases: { [`slack:${B}`]: '2099-01-01T00:00:00.000Z' },
    });
    for (const body of [bridgeRecord.body!, forged]) await api(t.world.tokens.outsider).issues.createComment({ ...repo, issue_number: issue!.number, body });

    const run = await watch();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.visibleText).not.toContain('mirror: read by a running tend chat bridge');
    expect(byThread().get(`slack:${B}:${q}`)).toEqual([q]);
    const after = (await api(t.world.tokens.maintainer).issues.get({ ...repo, issue_number: issue!.number })).data;
    expect(readWatchState(after.body).channels[`slack:${B}`]!.read_until).not.toBe('2099-01-01T00:00:00.000Z');
  }, 60_000);
});
