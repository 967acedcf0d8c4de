// The chat-watch run end to end, against the GitHub emulator and local Slack and Discord servers
// spoken to by the real client libraries. Runs that overlap or are killed mid-way spawn the bundle
// (`node dist/index.js`) as the runner runs it: the process is their point. The others run the
// same step from the sources in the test's process (world.ts `Steps`), one at a time.

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatDispatchPayloadSchema, type ChatDispatchPayload } from '../../src/github/chat-dispatch-payload.js';
import { ClassifiedEventSchema } from '../../src/core/chat-event.js';
import { CHAT_LABEL, threadKeyMarker } from '../../src/github/chat-thread-key.js';
import { startDiscordEmulator, type DiscordEmulator } from '../../emulator/chat/discord-server.js';
import { startSlackEmulator, type SlackEmulator } from '../../emulator/chat/slack-server.js';
import { runAction, type ActionRun } from '../../emulator/runner.js';
import { until } from '../support/until.js';
import { ACTION_DIR, startE2E, type E2E, type Steps } from './world.js';

const SLACK = 'C0HELP';
const DISCORD = '1100000000000000001';
const ALICE_D = '2200000000000000001';
const BOB_D = '2200000000000000002';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

let t: E2E;
let slack: SlackEmulator;
let discord: DiscordEmulator;
let auditDir: string;

beforeEach(async () => {
  t = await startE2E({ steps: 'in-process' });
  slack = await startSlackEmulator();
  discord = await startDiscordEmulator();
  slack.addChannel(SLACK, 'eng-help');
  for (const [id, name] of [['U0ALICE', 'alice'], ['U0BOB', 'bob'], ['U0CAROL', 'carol']]) slack.addUser(id!, name!);
  discord.addChannel(DISCORD, 'dev-chat');
  discord.addUser(ALICE_D, 'alice');
  discord.addUser(BOB_D, 'bob');
  auditDir = await mkdtemp(join(tmpdir(), 'tend-chat-audit-'));
  await t.writeConfig(
    [
      'chat:',
      '  channels:',
      `    - {platform: slack, chat-id: ${SLACK}, name: eng-help}`,
      `    - {platform: discord, chat-id: "${DISCORD}", name: dev-chat}`,
      `  bot-ids: {slack: ${slack.bot.id}, discord: "${discord.bot.id}"}`,
      '  lookback-minutes: 1440',
    ].join('\n') + '\n',
  );
});
afterEach(async () => {
  await Promise.all([t.stop(), slack.stop(), discord.stop()]);
});

const inputs = () => ({ command: 'chat-watch', 'slack-token': slack.token, 'discord-token': discord.token, 'audit-path': join(auditDir, 'audit.json') });
const env = () => ({ TEND_SLACK_API_URL: slack.apiUrl, TEND_DISCORD_API_URL: discord.api, TEND_GITHUB_THROTTLE: 'off' });

async function watch(steps?: Steps): Promise<ActionRun> {
  const run = await t.run('schedule', { schedule: '*/5 * * * *' }, { inputs: inputs(), env: env(), ...(steps ? { steps } : {}) });
  expectNoChatTokens(run);
  return run;
}

function expectNoChatTokens(run: ActionRun): void {
  expect(run.visibleText).not.toContain(slack.token);
  expect(run.visibleText).not.toContain(discord.token);
}

function dispatched(): ChatDispatchPayload[] {
  return t.world.repo.dispatches.filter((d) => d.eventType === 'tend-chat').map((d) => ChatDispatchPayloadSchema.parse(d.clientPayload));
}

/** An open `tend:chat` issue: the thread is in flight. */
function inFlight(threadKey: string): void {
  t.emu.state.createIssue(t.world.repo, { title: 'chat thread', body: `${threadKeyMarker(threadKey)}\nstate`, author: t.world.accounts.actions, labels: [CHAT_LABEL] });
}

/** A day of traffic; returns the thread keys that deserve a dispatch and their message ids. */
function dayOfTraffic(): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  const want = (key: string, id: string) => expected.set(key, [...(expected.get(key) ?? []), id]);
  const s = (user: string, text: string, h: number, threadTs?: string) => slack.post({ channel: SLACK, user, text, at: hoursAgo(h), ...(threadTs ? { threadTs } : {}) });
  const d = (author: string, content: string, h: number, replyTo?: string) => discord.post({ channel: DISCORD, author, content, at: hoursAgo(h), ...(replyTo ? { replyTo } : {}) });

  // A thread tend already works on, started before the lookback window.
  const old = s('U0ALICE', 'why is the arm64 image missing?', 30);
  inFlight(`slack:${SLACK}:${old}`);

  s('U0ALICE', 'good morning all', 20);
  s('U0BOB', '👍', 19.5);
  const a = s('U0ALICE', `<@${slack.bot.id}> why does the nightly build time out`, 18);
  want(`slack:${SLACK}:${a}`, a);
  s('U0BOB', 'thanks', 17.5, a);
  s('U0CAROL', 'deployed v2.3 to staging, all green', 16);
  const b = s('U0BOB', 'does anyone know where the feature flags live', 15);
  want(`slack:${SLACK}:${b}`, b);
  s('U0ALICE', '<@U0BOB> pushed the fix for the flaky test', 14);
  const f = s('U0BOB', 'it is also missing on the arm64 runner', 10, old);
  want(`slack:${SLACK}:${old}`, f);
  s('U0ALICE', 'ok', 9, old);
  s('U0CAROL', 'lgtm', 5);
  s('U0BOB', ':tada: :tada:', 1);

  d(ALICE_D, 'hi team', 12);
  const d1 = d(ALICE_D, 'how do I rotate the staging API key', 11);
  want(`discord:${DISCORD}:${d1}`, d1);
  // A me-too is one more report of the problem (tier0-4; test/fixtures/chat-corpus/README.md).
  want(`discord:${DISCORD}:${d1}`, d(BOB_D, 'same here', 10, d1));
  d(BOB_D, '🎉', 8);
  const d2 = d(BOB_D, `<@${discord.bot.id}> can you check the release notes`, 3);
  want(`discord:${DISCORD}:${d2}`, d2);
  const d2b = d(ALICE_D, 'and the changelog too?', 2, d2);
  want(`discord:${DISCORD}:${d2}`, d2b);
  return expected;
}

function byThread(payloads: ChatDispatchPayload[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of payloads) map.set(p.thread_key, [...(map.get(p.thread_key) ?? []), ...p.events.map((e) => e.message_id)]);
  return map;
}

describe('chat-watch', () => {
  it('dispatches only actionable threads from a day of mixed traffic, reports health, and reads nothing twice', async () => {
    const expected = dayOfTraffic();
    const run = await watch();
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.workflow).toBe('chat-watch');
    expect(run.outputs.state).toBe('watched');

    const payloads = dispatched();
    expect(byThread(payloads)).toEqual(expected);
    for (const p of payloads) for (const e of p.events) expect(e.classification).toBe('actionable');
    const inflightReply = payloads.flatMap((p) => p.events).find((e) => e.content === 'it is also missing on the arm64 runner')!;
    expect(inflightReply).toMatchObject({ mentions_thread_with_inflight: true, is_question: false });

    // Every message read is in the audit NDJSON, classified; health per channel in audit and summary.
    const lines = (await readFile(join(auditDir, 'chat-events.ndjson'), 'utf8')).trim().split('\n').map((l) => ClassifiedEventSchema.parse(JSON.parse(l)));
    expect(lines).toHaveLength(17);
    const audit = run.audit as { chatWatch: Array<Record<string, unknown>>; api: { rest: number; graphql: number } };
    // GitHub budget: state issue + in-flight list; the run's intent on its channels written first
    // (here creating the state issue, and re-listing it) and the records read again after it (the
    // body and the bridges' comments: watch-exclusion.ts); per dispatch the dispatch and one state
    // save (read the body and the bridges' leases before, the body after — another run may have
    // saved meanwhile — and write); per channel one cursor save (read, write); one spare.
    expect(audit.api.rest).toBeLessThanOrEqual(2 + 4 + 5 * payloads.length + 2 * 2 + 1);
    expect(audit.chatWatch).toEqual([
      expect.objectContaining({ key: `slack:${SLACK}`, events_read: 11, actionable: 3, ack: 5, ambient: 3, dispatches: 3, error: null }),
      expect.objectContaining({ key: `discord:${DISCORD}`, events_read: 6, actionable: 4, ack: 1, ambient: 1, dispatches: 2, error: null }),
    ]);
    expect(run.summary).toContain('### Chat channels');
    expect(run.summary).toMatch(/\| eng-help \(`slack:C0HELP`\) \| 11 \| 3 \| 3 \| 5 \| 3 \| \d+ s \| — \|/);

    // One state issue holds every cursor.
    const stateIssues = t.world.repo.issues.filter((i) => i.state === 'open' && i.labels.some((l) => l.name === 'tend:chat-watch'));
    expect(stateIssues).toHaveLength(1);
    expect(stateIssues[0]!.body).toContain('<!-- tend:state ');

    // Nothing new: nothing dispatched. A new question in thread A: only that message.
    const again = await watch();
    expect(again.exitCode).toBe(0);
    expect(dispatched()).toHaveLength(payloads.length);
    const threadA = [...expected.keys()][0]!;
    const rootA = threadA.split(':')[2]!;
    const late = slack.post({ channel: SLACK, user: 'U0ALICE', text: 'still timing out, any idea?', threadTs: rootA });
    await watch();
    const newest = dispatched().slice(payloads.length);
    expect(newest.map((p) => [p.thread_key, p.events.map((e) => e.message_id)])).toEqual([[threadA, [late]]]);
  });

  it('after a run killed between dispatches, the rerun sends the rest: no thread lost, none twice', async () => {
    const expected = dayOfTraffic();
    // The third dispatch never gets an answer; the runner then kills the job mid-channel, as its
    // timeout or a cancel would: at once when the emulator holds that request. The timeout only
    // bounds a run that never gets there (at 8 s, a loaded machine killed it before its first dispatch).
    let seen = 0;
    const cancel = new AbortController();
    t.emu.faults.inject({
      kind: 'rest',
      method: 'POST',
      path: `/repos/${t.world.fullName}/dispatches`,
      times: 2,
      response: {
        type: 'before',
        run: () => {
          seen += 1;
          if (seen === 2) t.emu.faults.inject({ kind: 'rest', method: 'POST', path: `/repos/${t.world.fullName}/dispatches`, times: 1, response: { type: 'hang' } });
        },
      },
    });
    void until('the third dispatch to hang', () => t.emu.log.entries.some((e) => e.fault === 'hang'), 40_000).then(
      () => cancel.abort(),
      () => undefined,
    );
    const killed = await runAction({
      actionDir: ACTION_DIR,
      emulator: t.emu,
      repository: t.world.fullName,
      token: t.world.tokens.actions,
      eventName: 'schedule',
      payload: { schedule: '*/5 * * * *' },
      inputs: inputs(),
      env: { ...env(), TEND_RETRY_BASE_MS: '20' },
      timeoutMs: 40_000,
      signal: cancel.signal,
    });
    expect(killed.exitCode).toBeNull(); // killed by the signal, as a cancelled job is
    expectNoChatTokens(killed);
    expect(dispatched()).toHaveLength(2);

    const rerun = await watch();
    expect(rerun.exitCode, rerun.stdout + rerun.stderr).toBe(0);
    const all = dispatched();
    expect(byThread(all)).toEqual(expected);
    const ids = all.flatMap((p) => p.events.map((e) => e.message_id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('two overlapping runs lose nothing and leave one state issue; a third run finds nothing left to send', async () => {
    const expected = dayOfTraffic();
    const runs = await Promise.all([watch('spawn'), watch('spawn')]);
    for (const run of runs) expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const unique = new Map([...byThread(dispatched())].map(([k, ids]) => [k, [...new Set(ids)]]));
    expect(unique).toEqual(expected);
    const sent = dispatched().length;
    await watch();
    expect(dispatched()).toHaveLength(sent);
    expect(t.world.repo.issues.filter((i) => i.state === 'open' && i.labels.some((l) => l.name === 'tend:chat-watch'))).toHaveLength(1);
  });

  it('one channel failing keeps the other channel\'s progress and says which failed', async () => {
    dayOfTraffic();
    discord.faults.inject({ method: 'GET', path: /\/messages$/, response: { type: 'status', status: 401 }, times: 10 });
    const run = await watch();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.state).toBe('partial');
    expect(run.annotations.some((a) => a.level === 'warning' && a.message.includes('dev-chat'))).toBe(true);
    expect(new Set(dispatched().map((p) => p.thread_key.split(':')[0]))).toEqual(new Set(['slack']));
    // Discord is back. Next run: Slack has nothing new, Discord catches up from where it was.
    discord.faults.clear();
    const next = await watch();
    expect(next.outputs.state).toBe('watched');
    expect(new Set(dispatched().map((p) => p.thread_key.split(':')[0]))).toEqual(new Set(['slack', 'discord']));
    expect(dispatched().filter((p) => p.thread_key.startsWith('slack:'))).toHaveLength(3);
  });
});
