// Chat latency through `tend chat bridge` (issue #18, Done means: "chat latency from message to draft
// ready (bridge) in seconds, next to the scheduled watcher's"). Measured end to end on the
// emulators: the committed CLI bundle (`node dist/cli/index.js chat bridge`, as a user runs it)
// listens to the local Slack server over Socket Mode; a question is posted and timed until its
// `tend-chat` repository_dispatch reaches the GitHub emulator; then the job that dispatch starts
// (the action's bundle through emulator/runner.ts, the scripted local model) is timed until the
// draft awaits approval (`pending-user`). What the emulators cannot show (a runner picking the job
// up, the real model's speed) is modelled in bench/day.ts and kept apart in results.json.

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedRequest, ScriptedReply } from '../emulator/anthropic/server.js';
import { AREA, PERIMETER, scriptRoles, startChatServers, type ChatServers } from '../emulator/chat-world.js';
import { createWorld } from '../emulator/fixtures.js';
import { startEmulator } from '../emulator/server.js';
import { repositoryDispatchEvent } from '../emulator/webhooks/dispatch-events.js';
import { CASES, ChatAudit, runChatWatch, runInvestigation, turn } from './chat-investigation.js';

export interface BridgeLatencyFigures {
  /** Per question: message posted → the bridge's repository_dispatch received by GitHub (s). */
  toDispatchS: number[];
  /** Per question: the dispatched job's run → draft awaiting approval (s), the action's own wall time. */
  runS: number[];
  /** Per question: the model calls its investigation made and the output tokens they returned (what the model latency is modelled from). */
  modelCalls: number[];
  modelOutputTokens: number[];
  /** The bridge process's peak resident memory (MiB, Linux's VmHWM), what a container for it must hold; null where /proc is not there. */
  peakRssMiB: number | null;
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

export async function measureBridgeLatency(small: boolean, actionDir: string): Promise<BridgeLatencyFigures> {
  const cases = small ? CASES.slice(0, 1) : CASES;
  const emu = await startEmulator();
  const servers = await startChatServers();
  const dir = await mkdtemp(join(tmpdir(), 'tend-bench-bridge-'));
  const figures: BridgeLatencyFigures = { toDispatchS: [], runS: [], modelCalls: [], modelOutputTokens: [], peakRssMiB: null };
  let bridge: ReturnType<typeof startBridge> | undefined;
  try {
    const config = `chat:\n  channels:\n    - {platform: slack, chat-id: C1, name: eng}\n  bot-ids: {slack: ${servers.slack.bot.id}}\n`;
    const world = await createWorld(emu, { files: { 'README.md': '# widgets\n', 'src/area.ts': AREA, 'src/perimeter.ts': PERIMETER, '.github/tend.yml': config } });
    // The bridge continues the cursors of the action's chat-watch: one scheduled run starts them.
    const first = await runChatWatch(emu, world, servers, actionDir, '17 * * * *');
    if (first.exitCode !== 0) throw new Error(`bench: the chat-watch run that starts the cursors failed: ${first.stdout.slice(-2000)}`);

    bridge = startBridge(actionDir, emu, world, servers);
    await healthy(bridge);
    for (const [index, c] of cases.entries()) {
      const output = new Map<number, number>();
      const serve = (request: RecordedRequest, reply: ScriptedReply) => {
        if (reply.kind === 'message') output.set(request.seq, reply.usage?.output_tokens ?? 0);
        return reply;
      };
      scriptRoles(servers.claude, {
        investigate: (r, call) => serve(r, c.investigate(r, call)),
        validate: (r, call) => serve(r, c.validate(r, call)),
        other: (r) => serve(r, turn(r, [{ type: 'text', text: 'ok' }])),
      });
      const seenDispatches = world.repo.dispatches.length;
      const posted = process.hrtime.bigint();
      const ts = servers.slack.post({ channel: 'C1', user: 'U1', text: `<@${servers.slack.bot.id}> ${c.question}` });
      const dispatch = await until(`the bridge's dispatch of question ${index + 1}`, bridge, () =>
        world.repo.dispatches.slice(seenDispatches).find((d) => d.eventType === 'tend-chat' && JSON.stringify(d.clientPayload).includes(`"message_id":"${ts}"`)),
      );
      figures.toDispatchS.push(Number(process.hrtime.bigint() - posted) / 1e9);

      // The job GitHub starts for that dispatch, with the payload the bridge sent.
      const before = servers.claude.requests.length;
      const payload = repositoryDispatchEvent(emu.state, world.repo, { eventType: dispatch.eventType, clientPayload: dispatch.clientPayload }, world.accounts.maintainer);
      const run = await runInvestigation(emu, world, servers, actionDir, payload, join(dir, `audit-${index}.json`));
      if (run.exitCode !== 0) throw new Error(`bench: the bridge's investigation ${index + 1} failed: ${run.stdout.slice(-2000)}`);
      const audit = ChatAudit.parse(run.audit);
      if (audit.chat.status !== 'pending-user') throw new Error(`bench: the bridge's investigation ${index + 1} ended ${audit.chat.status}, expected pending-user (draft ready): ${run.stdout.slice(-2000)}`);
      figures.runS.push(run.durationMs / 1000);
      const answered = servers.claude.requests.slice(before).filter((r) => r.status === 200);
      figures.modelCalls.push(answered.length);
      figures.modelOutputTokens.push(answered.reduce((sum, r) => sum + (output.get(r.seq) ?? 0), 0));
    }
    // One dispatch per question: the bridge sent nothing twice.
    const sent = world.repo.dispatches.filter((d) => d.eventType === 'tend-chat').length;
    if (sent !== cases.length) throw new Error(`bench: the bridge sent ${sent} tend-chat dispatches for ${cases.length} questions`);
    figures.peakRssMiB = await peakRssMiB(bridge.child.pid);
    bridge.child.kill('SIGTERM');
    const code = await bridge.exited;
    if (code !== 0) throw new Error(`bench: the bridge exited ${code} on SIGTERM: ${bridge.output().slice(-2000)}`);
  } finally {
    if (bridge && bridge.child.exitCode === null) {
      bridge.child.kill('SIGKILL');
      await bridge.exited;
    }
    await servers.stop();
    await emu.stop();
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

/** `tend chat bridge` from the committed CLI bundle, on Socket Mode, reading the repository's tend.yml. */
function startBridge(actionDir: string, emu: Emulator, world: Awaited<ReturnType<typeof createWorld>>, servers: ChatServers) {
  const args = [join(actionDir, 'dist', 'cli', 'index.js'), 'chat', 'bridge', '--repo', world.fullName, '--port', '0', '--host', '127.0.0.1', '--state-author', String(world.accounts.actions.id)];
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    GITHUB_TOKEN: world.tokens.maintainer,
    GITHUB_API_URL: emu.apiUrl,
    // As the action's runs on the emulator: no 1-second spacing of writes.
    TEND_GITHUB_THROTTLE: 'off',
    SLACK_BOT_TOKEN: servers.slack.token,
    SLACK_APP_TOKEN: servers.slack.appToken,
    TEND_SLACK_API_URL: servers.slack.apiUrl,
  };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

/** Waits for /healthz: up, connected, read once, nothing under way. */
async function healthy(bridge: ReturnType<typeof startBridge>): Promise<void> {
  const port = Number(await until('the bridge to listen', bridge, () => /listening on port (\d+)/.exec(bridge.output())?.[1]));
  await until('the bridge to be healthy', bridge, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    const body = (await res.json()) as { pending?: number; reading?: boolean; reads?: number };
    return res.status === 200 && body.pending === 0 && body.reading === false && (body.reads ?? 0) > 0;
  });
}

async function until<T>(what: string, bridge: ReturnType<typeof startBridge>, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (bridge.child.exitCode !== null) throw new Error(`bench: the bridge exited ${bridge.child.exitCode} while waiting for ${what}: ${bridge.output().slice(-2000)}`);
    if (Date.now() > end) throw new Error(`bench: timed out waiting for ${what}: ${bridge.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function peakRssMiB(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
