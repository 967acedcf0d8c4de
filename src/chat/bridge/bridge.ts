// `tend chat bridge`: the chat watcher driven by the platform's events instead of a schedule.
// An event is a wake-up for its channel, not a message to trust on its own: the woken channel is
// read since its stored cursor through the same adapter, classified by the same Tier 0 and
// dispatched by the same code as the scheduled chat-watch (watch.ts), against the same state issue.
// So the bridge and chat-watch send the same dispatches for the same messages, and either one
// skips what the other already sent (watch-state.ts: the dispatched window, re-read before each
// dispatch, and a cursor that never moves back). An event that never arrives (a dropped socket, a
// bridge that was down) is read at the next wake-up of its channel, at start-up, or by the
// fallback schedule.
//
// One read at a time: wake-ups that arrive during a read coalesce into one more read of their
// channels afterwards. Stopping waits for the read under way, which saves its cursor.

import type { ChatConfig } from '../../config/chat-section.js';
import { channelKey } from '../watch/watch-state.js';
import { runChatWatch, type ChatWatchOutcome } from '../watch/watch.js';

type WatchDeps = Parameters<typeof runChatWatch>[0];

/**
 * How long a read leases its channels against the scheduled chat-watch, and how often a quiet
 * bridge reads everything anyway (renewing the lease, and catching an event that never came).
 */
export const LEASE_MINUTES = 10;
export const RENEW_EVERY_MS = 3 * 60_000;
/** How soon a channel a scheduled run was reading is tried again (that run's intent ends with it). */
export const RETRY_DEFERRED_MS = 5_000;

export interface BridgeDeps extends Omit<WatchDeps, 'chat' | 'cause'> {
  chat: ChatConfig;
  /** RETRY_DEFERRED_MS unless given (TEND_BRIDGE_RETRY_MS: tests, whose scheduled runs take a second, not minutes). */
  retryDeferredMs?: number | undefined;
}

export interface BridgeHealth {
  /** Channels this bridge reads, by key (platform:chat-id). */
  channels: string[];
  /** Reads done since start, and how many of them failed for some channel. */
  reads: number;
  failedReads: number;
  lastReadAt: string | null;
  lastError: string | null;
  /** Channels waiting for a read. */
  pending: number;
  /** A read is under way. */
  reading: boolean;
  stopping: boolean;
}

export interface Bridge {
  /** A platform event arrived for this channel (platform and chat id); unknown channels are ignored. */
  wake(platform: string, chatId: string): boolean;
  /** Reads every channel: at start-up, after a reconnect. */
  wakeAll(): void;
  /** Resolves when nothing is pending or under way. */
  idle(): Promise<void>;
  health(): BridgeHealth;
  /** Takes no more wake-ups and waits for the read under way and those already pending. */
  stop(): Promise<void>;
}

export function createBridge(deps: BridgeDeps, onRead?: (outcome: ChatWatchOutcome) => void): Bridge {
  const channels = new Map(deps.chat.channels.map((c) => [channelKey(c), c]));
  const pending = new Set<string>();
  let running: Promise<void> | null = null;
  let stopping = false;
  const status = { reads: 0, failedReads: 0, lastReadAt: null as string | null, lastError: null as string | null };
  let idleWaiters: Array<() => void> = [];
  // A quiet channel is still read now and then: the lease stays alive and a lost event is found.
  const renew = setInterval(() => wakeAll(), RENEW_EVERY_MS);
  renew.unref();
  const retries = new Set<NodeJS.Timeout>();
  /** Channels left to a scheduled run for now, read again after retryDeferredMs (counted as pending). */
  const deferred = new Set<string>();
  const retryLater = (keys: readonly string[]) => {
    if (stopping || keys.length === 0) return;
    for (const key of keys) deferred.add(key);
    const timer = setTimeout(() => {
      retries.delete(timer);
      for (const key of keys) deferred.delete(key);
      if (stopping) return;
      for (const key of keys) pending.add(key);
      kick();
    }, deps.retryDeferredMs ?? RETRY_DEFERRED_MS);
    retries.add(timer);
  };
  // The account whose comment on the state issue is this bridge's record, kept across reads.
  const identity = deps.bridgeIdentity ?? { id: null };
  const wakeAll = () => {
    if (stopping) return;
    for (const key of channels.keys()) pending.add(key);
    kick();
  };

  const drain = async () => {
    while (pending.size > 0) {
      const keys = [...pending];
      pending.clear();
      const chat: ChatConfig = { ...deps.chat, channels: keys.map((k) => channels.get(k)!) };
      try {
        const outcome = await runChatWatch({ ...deps, chat, cause: 'bridge', leaseMinutes: LEASE_MINUTES, bridgeIdentity: identity });
        status.reads += 1;
        status.lastReadAt = deps.now().toISOString();
        const failed = (outcome.chatWatch ?? []).filter((h) => h.error !== null);
        if (failed.length > 0) {
          status.failedReads += 1;
          status.lastError = failed.map((h) => `${h.channel}: ${h.error}`).join('; ');
        }
        deps.log(`bridge: ${outcome.reason}`);
        retryLater(outcome.deferred ?? []);
        onRead?.(outcome);
      } catch (error) {
        // GitHub refused or was unreachable before any channel was read: the cursors did not move,
        // so the same channels are read again at their next wake-up.
        status.reads += 1;
        status.failedReads += 1;
        status.lastError = deps.redact(error instanceof Error ? error.message : String(error)).split('\n')[0]!;
        deps.warn(`bridge: a read failed: ${status.lastError}`);
      }
    }
  };

  const kick = () => {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (pending.size > 0 && !stopping) kick();
      else {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const w of waiters) w();
      }
    });
  };

  return {
    wake(platform, chatId) {
      const key = `${platform}:${chatId}`;
      if (stopping || !channels.has(key)) return false;
      pending.add(key);
      kick();
      return true;
    },
    wakeAll,
    idle() {
      if (!running && pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    health: () => ({ channels: [...channels.keys()], ...status, pending: new Set([...pending, ...deferred]).size, reading: running !== null, stopping }),
    async stop() {
      stopping = true;
      clearInterval(renew);
      // A channel deferred to a scheduled run stays with it (and the next bridge reads from its cursor).
      for (const timer of retries) clearTimeout(timer);
      deferred.clear();
      // What is pending was woken by events already acknowledged to the platform: read it now,
      // so a restart does not depend on the next event to find those messages.
      if (running) await running;
      if (pending.size > 0) {
        kick();
        if (running) await running;
      }
    },
  };
}
