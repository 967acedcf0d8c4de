// `tend chat bridge` with Microsoft Teams, end to end: the packed tarball installed offline and run
// through npm's bin link, against the GitHub emulator and the local Microsoft Graph, which
// validates the bridge's notification URLs before it creates each subscription and then POSTs a
// change notification for every message posted in a subscribed channel (emulator/chat/teams-server.ts).
// Graph reaches the bridge the way it does in production: through a public URL in front of the
// bridge's port (here a local forwarder standing for the reverse proxy or tunnel).
//
// Channel A (eng-help) is read by the bridge and by chat-watch; channel B (mirror) gets the same
// traffic and is read only by chat-watch, so the bridge's dispatches for A can be compared with
// chat-watch's for the same messages in B. chat-watch runs in the test's process (the sources'
// runStep: the bridge is the process under test here; chat-watch.test.ts spawns the bundle).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTeamsServer, type TeamsChannel, type TeamsIdentity, type TeamsServer } from '../../emulator/chat/teams-server.js';
import { allDispatchedIds, chatDispatches, dispatchedByThread, healthy, installTend, killBridges, textsByThread as textsByThreadIn, startBridge as startBridgeProcess, until, type InstalledTend, type RunningBridge } from './bridge-world.js';
import { startE2E, type E2E } from './world.js';

const CLIENT_STATE = 'teams-client-state-5d0c9e1f';
const GRAPH_TOKEN = 'graph-delegated-token-a41b77';

let t: E2E;
let teams: TeamsServer;
let tend: InstalledTend;
let bridgeConfig: string;
let A: TeamsChannel;
let B: TeamsChannel;
let bot: TeamsIdentity;
const people: Record<string, TeamsIdentity> = {};
/** The public URL Graph posts to, forwarding to whichever bridge runs now. */
let tunnel: { url: string; to(port: Promise<number>): void; stop(): Promise<void> };

/** A stand-in for the reverse proxy or tunnel in front of the bridge's port. */
async function startTunnel(): Promise<typeof tunnel> {
  let target: Promise<number> = Promise.reject(new Error('no bridge behind the tunnel'));
  target.catch(() => undefined);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          const port = await target;
          const answer = await fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers: { 'content-type': req.headers['content-type'] ?? 'application/json' }, body: chunks.length > 0 ? Buffer.concat(chunks) : null });
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(Buffer.from(await answer.arrayBuffer()));
        } catch {
          res.writeHead(502).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    to: (port) => (target = port),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const chatId = (c: TeamsChannel) => `${c.teamId}/${c.id}`;

beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  teams = await startTeamsServer();
  tunnel = await startTunnel();
  bot = teams.world.addUser({ displayName: 'tend', token: GRAPH_TOKEN });
  for (const name of ['alice', 'bob', 'carol']) people[name] = teams.world.addUser({ displayName: name });
  A = teams.world.addChannel({ displayName: 'eng-help' });
  B = teams.world.addChannel({ displayName: 'mirror', teamId: A.teamId });
  const chat = (channels: TeamsChannel[]) =>
    ['chat:', '  channels:', ...channels.map((c) => `    - {platform: teams, chat-id: "${chatId(c)}", name: ${c.displayName}}`), `  bot-ids: {teams: "${bot.id}"}`, '  lookback-minutes: 1440'].join('\n') + '\n';
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
  await teams?.world.settled();
  await Promise.all([t?.stop(), teams?.stop(), tunnel?.stop()]);
  await tend?.remove();
});

afterEach(killBridges);

async function watch() {
  const run = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: { command: 'chat-watch', 'teams-token': GRAPH_TOKEN }, env: { TEND_GRAPH_API_URL: teams.url, TEND_GITHUB_THROTTLE: 'off' } });
  expect(run.visibleText).not.toContain(GRAPH_TOKEN);
  return run;
}

function startBridge(): RunningBridge {
  const bridge = startBridgeProcess(t, tend, {
    config: bridgeConfig,
    env: {
      TEND_GITHUB_THROTTLE: 'off',
      TEAMS_TOKEN: GRAPH_TOKEN,
      TEND_GRAPH_API_URL: teams.url,
      TEAMS_NOTIFICATION_URL: `${tunnel.url}/teams/notifications`,
      TEAMS_CLIENT_STATE: CLIENT_STATE,
    },
  });
  tunnel.to(bridge.port);
  return bridge;
}

/** The bridge's own subscription (the one whose clientState is ours) for channel A. */
const subscriptionOfA = () => teams.world.liveSubscriptions().find((s) => s.channelId === A.id && s.clientState === CLIENT_STATE);


/** Thread key → the texts of its dispatched messages in a channel (to compare A with B). */
const textsByThread = (channel: TeamsChannel) =>
  textsByThreadIn(t, 'teams', chatId(channel), (id) => teams.world.messages.find((m) => m.id === id && m.channelIdentity.channelId === channel.id)!.body.content.replace(/<at id="\d+">([^<]*)<\/at>/g, '@$1'));

function expectNoSecrets(bridge: RunningBridge) {
  expect(bridge.output()).not.toContain(GRAPH_TOKEN);
  expect(bridge.output()).not.toContain(CLIENT_STATE);
  expect(bridge.output()).not.toContain(t.world.tokens.maintainer);
}

describe('tend chat bridge (Microsoft Teams change notifications)', () => {
  it('subscribes to the channel after answering the validation handshake; a day of traffic pushed as notifications reaches the same dispatches chat-watch makes; SIGTERM deletes the subscription', async () => {
    const bridge = startBridge();
    const health = await healthy(bridge);
    expect(health).toMatchObject({ ok: true, teams_subscriptions: 'connected' });

    // Graph validated both URLs before it created the subscription, through the public URL.
    const sub = subscriptionOfA()!;
    expect(sub).toMatchObject({ resource: `/teams/${A.teamId}/channels/${A.id}/messages`, changeType: 'created,updated', notificationUrl: `${tunnel.url}/teams/notifications`, lifecycleNotificationUrl: `${tunnel.url}/teams/lifecycle` });
    expect(Date.parse(sub.expirationDateTime) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const validations = teams.world.deliveries.filter((d) => d.kind === 'validation');
    expect(validations.map((d) => [d.url, d.status])).toEqual(expect.arrayContaining([[`${tunnel.url}/teams/notifications`, 200], [`${tunnel.url}/teams/lifecycle`, 200]]));
    // The handshake itself, as Graph sends it: the decoded token back as text/plain.
    const port = await bridge.port;
    const token = 'Validation: Testing client application reachability for subscription Request-Id: 1a2b';
    const handshake = await fetch(`http://127.0.0.1:${port}/teams/notifications?validationToken=${encodeURIComponent(token)}`, { method: 'POST', headers: { 'content-type': 'text/plain' } });
    expect([handshake.status, handshake.headers.get('content-type')?.split(';')[0], await handshake.text()]).toEqual([200, 'text/plain', token]);

    const day: Array<{ who: string; text: string; reply?: number; mention?: boolean; actionable: boolean }> = [
      { who: 'alice', text: 'good morning all', actionable: false },
      { who: 'bob', text: '👍', actionable: false },
      { who: 'alice', text: '{0} why does the nightly build time out', mention: true, actionable: true },
      { who: 'bob', text: 'thanks', reply: 2, actionable: false },
      { who: 'carol', text: 'deployed v2.3 to staging, all green', actionable: false },
      { who: 'bob', text: 'does anyone know where the feature flags live', actionable: true },
      { who: 'carol', text: 'how do I rotate the staging API key?', reply: 2, actionable: true },
      { who: 'carol', text: 'lgtm', actionable: false },
    ];
    const post = (channel: TeamsChannel, m: (typeof day)[number], roots: string[]) =>
      teams.world.addMessage({ channel, from: people[m.who]!, content: m.text, ...(m.mention ? { mentions: [bot] } : {}), ...(m.reply !== undefined ? { replyTo: teams.world.messages.find((x) => x.id === roots[m.reply!])! } : {}) }).id;
    const idsA: string[] = [];
    for (const m of day) {
      const before = chatDispatches(t).length;
      idsA.push(post(A, m, idsA));
      if (m.actionable) await until(`the dispatch of "${m.text}"`, () => chatDispatches(t).slice(before).some((p) => p.events.some((e) => e.message_id === idsA.at(-1))));
      // Distinct creation milliseconds, as real messages have.
      await new Promise((r) => setTimeout(r, 5));
    }
    await teams.world.settled();
    expect(teams.world.deliveries.filter((d) => d.kind === 'change' && d.subscriptionId === sub.id).map((d) => d.status)).toEqual(day.map(() => 202));
    const idsB: string[] = [];
    for (const m of day) {
      idsB.push(post(B, m, idsB));
      await new Promise((r) => setTimeout(r, 5));
    }

    const bridged = textsByThread(A);
    expect([...bridged.keys()].sort()).toEqual(['@tend why does the nightly build time out', 'does anyone know where the feature flags live'].sort());

    const run = await watch();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(textsByThread(B)).toEqual(bridged);
    expect(run.visibleText).toContain('eng-help: read by a running tend chat bridge');
    expect(new Set(allDispatchedIds(t)).size).toBe(allDispatchedIds(t).length);

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    // No subscription left posting to a URL nobody answers.
    expect(teams.world.subscriptions.has(sub.id)).toBe(false);
    expect(teams.log.entries.some((e) => e.method === 'DELETE' && e.path === `/subscriptions/${sub.id}` && e.status === 204)).toBe(true);
    expectNoSecrets(bridge);
  }, 180_000);

  it('a notification with a wrong clientState dispatches nothing; a body that is no notification is refused; a missed lifecycle notification reads the channel, reauthorization renews, a removed subscription is made again', async () => {
    const bridge = startBridge();
    await healthy(bridge);
    const port = await bridge.port;
    // A question whose change notification Graph dropped, and a forged notification for it.
    const question = teams.world.addMessage({ channel: A, from: people.bob!, content: 'can someone explain why the deploy job needs two approvals', silent: true });
    const forged = {
      value: [{ subscriptionId: subscriptionOfA()!.id, changeType: 'created', clientState: 'guessed-state', tenantId: 'x', subscriptionExpirationDateTime: subscriptionOfA()!.expirationDateTime, resource: `teams('${A.teamId}')/channels('${A.id}')/messages('${question.id}')`, resourceData: { id: question.id } }],
    };
    const send = (body: string) => fetch(`http://127.0.0.1:${port}/teams/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await send(JSON.stringify(forged))).status).toBe(202);
    expect((await send('{"type": "url_verification"}')).status).toBe(400);
    // The bridge logs the refusal where it would have woken the channel's read; once it is healthy
    // (nothing pending, no read under way), any read that notification started has ended.
    await until('the refusal of the forged notification', () => bridge.output().includes("whose clientState is not this bridge's"));
    await healthy(bridge);
    expect(dispatchedByThread(t).has(`teams:${chatId(A)}:${question.id}`)).toBe(false);
    expect(bridge.output()).toContain("whose clientState is not this bridge's");

    // Graph says it missed notifications: the bridge reads everything and finds the question.
    await teams.world.lifecycle(subscriptionOfA()!.id, 'missed');
    await until('the missed question to dispatch', () => dispatchedByThread(t).get(`teams:${chatId(A)}:${question.id}`));
    expect(dispatchedByThread(t).get(`teams:${chatId(A)}:${question.id}`)).toEqual([question.id]);

    // Graph asks for reauthorization: the bridge renews (PATCH) the subscription at once.
    const current = subscriptionOfA()!;
    await teams.world.lifecycle(current.id, 'reauthorizationRequired');
    await until('the renewal', () => teams.log.entries.some((e) => e.method === 'PATCH' && e.path === `/subscriptions/${current.id}` && e.status === 200));
    // Graph removes the subscription: the bridge subscribes again, and a new question still arrives.
    await teams.world.lifecycle(current.id, 'subscriptionRemoved');
    const again = await until('a new subscription', () => subscriptionOfA());
    expect(again.id).not.toBe(current.id);
    const before = chatDispatches(t).length;
    const next = teams.world.addMessage({ channel: A, from: people.carol!, content: 'where do the staging logs go?' });
    await until('the next question to dispatch', () => chatDispatches(t).slice(before).some((p) => p.events.some((e) => e.message_id === next.id)));
    expect((await healthy(bridge)).teams_subscriptions).toBe('connected');

    bridge.child.kill('SIGTERM');
    expect(await bridge.exited).toBe(0);
    expect(teams.world.liveSubscriptions().filter((s) => s.clientState === CLIENT_STATE)).toEqual([]);
    expectNoSecrets(bridge);
  }, 120_000);
});
