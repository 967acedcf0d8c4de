// What every `tend chat bridge` end-to-end file shares: tend installed the way a user installs it
// (the packed tarball, offline, into an empty project: test/support/installed-tend.ts), the bridge
// started through npm's bin link with its secrets in the environment, its /healthz, and the
// dispatches it caused in the emulator. One platform per test file; each file starts one world
// (startE2E); the install is made once for the packed files' content and shared.

import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { join } from 'node:path';
import { ChatDispatchPayloadSchema, type ChatDispatchPayload } from '../../src/github/chat-dispatch-payload.js';
import type { InstalledTend } from '../support/installed-tend.js';
import { until as waitUntil } from '../support/until.js';
import type { E2E } from './world.js';

export { installTend, type InstalledTend } from '../support/installed-tend.js';

export interface RunningBridge {
  child: ChildProcess;
  port: Promise<number>;
  output(): string;
  exited: Promise<number | null>;
}

const running = new Set<RunningBridge>();

/**
 * `tend-action chat bridge` through the bin link npm made, as a user starts it, with its secrets
 * in `env` (added to the GitHub access the world gives). Run directly so SIGTERM reaches the bridge.
 */
export function startBridge(t: E2E, tend: InstalledTend, options: { config: string; env: Record<string, string> }): RunningBridge {
  const env: Record<string, string> = {
    ...tend.npmEnv,
    GITHUB_TOKEN: t.world.tokens.maintainer,
    GITHUB_API_URL: t.emu.apiUrl,
    // A channel a scheduled run is reading is tried again after 300 ms, not 5 s: the scheduled runs
    // here take a second or two, and each race test waited out the full 5 s.
    TEND_BRIDGE_RETRY_MS: '300',
    // GitHub's pacing (writes and GraphQL ≥ 1 s apart) in 10 ms seconds, as the action's runs in
    // world.ts: the bridge's requests keep GitHub's order beside the scheduled run's, without a
    // second's sleep per write. Files that turn the throttle off keep it off.
    TEND_GITHUB_PACING_MS: '10',
    ...options.env,
  };
  const args = ['chat', 'bridge', '--repo', t.world.fullName, '--config', options.config, '--port', '0', '--host', '127.0.0.1', '--state-author', String(t.world.accounts.actions.id)];
  const child = spawn(join(tend.project, 'node_modules', '.bin', 'tend-action'), args, { cwd: tend.project, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let announce: (port: number) => void;
  const port = new Promise<number>((resolve) => (announce = resolve));
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    const match = /listening on port (\d+)/.exec(out);
    if (match) announce(Number(match[1]));
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const bridge = { child, port, output: () => out, exited };
  running.add(bridge);
  void exited.then(() => running.delete(bridge));
  return bridge;
}

/** Kills every bridge still running: a test that failed half-way leaves none to answer the next one's events. */
export async function killBridges(): Promise<void> {
  for (const b of running) {
    b.child.kill('SIGKILL');
    await b.exited;
  }
}

/** Waits as the bridge tests do: a bridge's read takes a GitHub round trip or several (20 s at most). */
export const until = <T>(what: string, probe: () => T | undefined | false, timeoutMs = 20_000): Promise<T> => waitUntil(what, probe, timeoutMs);

/** Waits for /healthz to say the bridge is up, has read at least once, and has nothing under way. */
export async function healthy(bridge: RunningBridge): Promise<Record<string, unknown>> {
  const port = await Promise.race([bridge.port, bridge.exited.then((code) => Promise.reject(new Error(`the bridge exited with ${code}:\n${bridge.output()}`)))]);
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status === 200 && body.pending === 0 && body.reading === false && (body.reads as number) > 0) return body;
    if (Date.now() > end) throw new Error(`bridge not healthy: ${JSON.stringify(body)}\n${bridge.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every tend-chat repository_dispatch the world received, parsed. */
export function chatDispatches(t: E2E): ChatDispatchPayload[] {
  return t.world.repo.dispatches.filter((d) => d.eventType === 'tend-chat').map((d) => ChatDispatchPayloadSchema.parse(d.clientPayload));
}

/** Message ids dispatched per thread key, across every dispatch so far. */
export function dispatchedByThread(t: E2E): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of chatDispatches(t)) map.set(p.thread_key, [...(map.get(p.thread_key) ?? []), ...p.events.map((e) => e.message_id)]);
  return map;
}

/** Every dispatched message id with its thread, to check none is sent twice. */
export function allDispatchedIds(t: E2E): string[] {
  return chatDispatches(t).flatMap((p) => p.events.map((e) => `${p.thread_key}/${e.message_id}`));
}

/**
 * Thread key → the texts of its dispatched messages in one chat, with the chat and ids taken out,
 * so the bridge's dispatches for one chat compare with chat-watch's for the same messages in its
 * mirror. A thread key is `<platform>:<chat id>:<root id>`; chat ids may hold `:` (Teams).
 */
export function textsByThread(t: E2E, platform: string, chatId: string, text: (messageId: string) => string): Map<string, string[]> {
  const prefix = `${platform}:${chatId}:`;
  const map = new Map<string, string[]>();
  for (const [key, ids] of dispatchedByThread(t)) {
    const root = key.startsWith(prefix) ? key.slice(prefix.length) : null;
    if (root === null || root.includes(':')) continue;
    map.set(text(root), ids.map(text).sort());
  }
  return map;
}

/** Posts now and, when the message should be dispatched, waits for that and records how long it took. */
export async function postLive(t: E2E, post: () => string, options: { actionable: boolean; what: string; latencies: number[] }): Promise<string> {
  const before = chatDispatches(t).length;
  const at = Date.now();
  const id = post();
  if (options.actionable) {
    await until(`the dispatch of "${options.what}"`, () => chatDispatches(t).slice(before).some((p) => p.events.some((e) => e.message_id === id)));
    options.latencies.push((Date.now() - at) / 1000);
  }
  return id;
}

/** The median and worst of the latencies a file measured, for its log. */
export function logLatencies(label: string, latencies: readonly number[]): void {
  if (latencies.length === 0) return;
  const sorted = [...latencies].sort((x, y) => x - y);
  console.log(`chat bridge latency${label}, message to dispatch (s): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)}, max ${sorted.at(-1)!.toFixed(3)}, n=${sorted.length}`);
}

/**
 * A scheduled chat-watch run while the bridge holds chat A: it dispatches for the mirror B exactly
 * what the bridge dispatched for A (the same threads with the same messages), leaves A to the
 * bridge (its lease) and sends nothing twice.
 */
export async function expectChatWatchMirrorsBridge(
  t: E2E,
  watch: () => Promise<{ exitCode: number | null; stdout: string; stderr: string; visibleText: string }>,
  texts: { bridged: Map<string, string[]>; a: () => Map<string, string[]>; b: () => Map<string, string[]>; aName: string },
): Promise<void> {
  const run = await watch();
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  expect(texts.b()).toEqual(texts.bridged);
  expect(run.visibleText).toContain(`${texts.aName}: read by a running tend chat bridge`);
  const ids = allDispatchedIds(t);
  expect(new Set(ids).size).toBe(ids.length);
  expect(texts.a()).toEqual(texts.bridged);
}
