// The chat-watch run (action input `command: chat-watch`, on schedule or workflow_dispatch):
// for each watched channel, read since the stored cursor, classify (Tier 0), send one
// repository_dispatch `tend-chat` per thread with actionable messages, then move the cursor.
// This file sequences; decisions are in classify.ts, watch-plan.ts and watch-state.ts, I/O in the
// adapters and src/github/chat-watch.ts. The guarantees are spelled out in watch-state.ts.
//
// One channel's failure (chat API down, token refused, a bad stored cursor) is recorded in its
// health row and the run goes on with the others; their progress is saved as they finish.

import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { dispatchChatThread, inflightThreadKeys } from '../../github/chat-watch.js';
import type { Octokit } from '../../github/client.js';
import type { RepoRef } from '../../github/comments.js';
import type { Outcome } from '../../core/workflow.js';
import type { ChatAdapter } from '../adapters/adapter.js';
import { chatAdapter, type ChatConnections } from '../adapters/index.js';
import type { ChatConfig } from '../../config/chat-section.js';
import { compileClassifier } from './classify.js';
import type { ClassifiedEvent } from '../../core/chat-event.js';
import { channelHealth, type ChannelHealth } from './watch-health.js';
import { planDispatches } from './watch-plan.js';
import { channelKey, mergeWatchStates, ownRecord, remember, type ChannelState, type WatchState } from './watch-state.js';
import { bridgeMayRead, claimCoversDispatch, claimed, INTENT_MINUTES, leaseNeedsWrite, scheduleMayRead } from './watch-exclusion.js';
import { bridgeRecords, scheduleRecords, type BridgeIdentity } from './watch-records.js';
import { restFailure } from '../../github/api-errors.js';

interface WatchDeps {
  octokit: Octokit;
  repo: RepoRef;
  /** tend's account id: the state issue is recognised by author. */
  selfId: number;
  chat: ChatConfig | null;
  configPath: string;
  connections: ChatConnections;
  now: () => Date;
  log: (line: string) => void;
  /** A warning annotation (a channel failed). */
  warn: (line: string) => void;
  redact: (text: string) => string;
  dryRun: boolean;
  /** Where the audit JSON goes: chat-events.ndjson is written next to it. */
  auditDir: string;
  /** Why this run happened (schedule, workflow_dispatch, bridge). */
  cause: string;
  /**
   * Set by `tend chat bridge`: every save leases the channels read for this many minutes, and the
   * scheduled runs (which leave it unset) skip a leased channel (watch-state.ts).
   */
  leaseMinutes?: number;
  /** Set by `tend chat bridge`: its account, whose comment on the state issue is its record. */
  bridgeIdentity?: BridgeIdentity;
}

const EVENTS_FILE = 'chat-events.ndjson';

/** A chat-watch run: per watched channel, what was read, classified and dispatched. */
export type ChatWatchOutcome = Outcome & {
  chatWatch?: ChannelHealth[];
  /** Channel keys a bridge left unread because a scheduled run was reading them: to try again shortly. */
  deferred?: string[];
};

export async function runChatWatch(deps: WatchDeps): Promise<ChatWatchOutcome> {
  const route = { action: 'chat-watch', detail: deps.cause };
  const channels = deps.chat?.channels ?? [];
  if (channels.length === 0) {
    return {
      workflow: 'chat-watch',
      target: null,
      state: 'skipped',
      reason: `Nothing to do: no chat channels are configured; list them under chat.channels in ${deps.configPath} on the default branch.`,
      route,
      decisions: [],
      merged: false,
      trackingCommentId: null,
    };
  }
  const chat = deps.chat!;
  const names = Object.fromEntries(channels.map((c) => [channelKey(c), c.name]));
  const bridge = deps.leaseMinutes !== undefined;
  const records = bridge
    ? await bridgeRecords(deps.octokit, deps.repo, deps.selfId, deps.bridgeIdentity ?? { id: null })
    : await scheduleRecords(deps.octokit, deps.repo, deps.selfId, names);
  const loaded = await records.read();
  let state: WatchState = loaded.merged;
  /** This writer's own claims: a bridge's leases (kept from its record), a scheduled run's intents (its own run's only). */
  let claims: Record<string, string> = bridge ? { ...(loaded.own.leases ?? {}) } : {};
  let writtenClaims = claims;

  /** Every record read again: other writers' progress and claims as they are now, ours kept. */
  const refresh = async () => {
    state = mergeWatchStates((await records.read()).merged, { v: 1, channels: state.channels });
  };
  /** Only the record this writer shares with overlapping runs of its own kind (a scheduled run's issue body). */
  const refreshOwn = async () => {
    if (!bridge) state = mergeWatchStates(state, await records.readOwn());
  };
  const write = async () => {
    if (deps.dryRun) return;
    await records.save(ownRecord(state, bridge ? 'bridge' : 'schedule', claims));
    writtenClaims = claims;
  };
  // Exclusion (watch-exclusion.ts): our claim is written first, then the other side's is read.
  const keys = channels.map(channelKey);
  if (!deps.dryRun && bridge && leaseNeedsWrite(loaded.own, keys, deps.leaseMinutes!, deps.now())) {
    claims = claimed(claims, keys, new Date(deps.now().getTime() + deps.leaseMinutes! * 60_000));
    await write();
    await refresh();
  }
  if (!deps.dryRun && !bridge) {
    const wanted = keys.filter((key) => scheduleMayRead(state, key, deps.now()));
    if (wanted.length > 0) {
      claims = claimed({}, wanted, new Date(deps.now().getTime() + INTENT_MINUTES * 60_000));
      await write();
      await refresh();
    }
  }
  const deferred: string[] = [];
  /** A scheduled run is done with a channel: its intent goes at the next write (a new object: `writtenClaims` keeps what was written). */
  const release = (key: string) => {
    if (bridge || claims[key] === undefined) return;
    claims = Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));
  };

  const inflight = await inflightThreadKeys(deps.octokit, deps.repo, deps.selfId);
  const classifier = compileClassifier(chat);
  const adapters = new Map<string, ChatAdapter>();
  const health: ChannelHealth[] = [];
  const notes: string[] = [];
  await mkdir(deps.auditDir, { recursive: true });

  for (const channel of channels) {
    const key = channelKey(channel);
    const at = deps.now();
    let events: ClassifiedEvent[] = [];
    let dispatches = 0;
    const before: ChannelState = state.channels[key] ?? { cursor: null, read_until: null, dispatched: [], updated_at: at.toISOString() };
    /** The other side holds the channel (a bridge's lease, or a scheduled run's intent). */
    const heldAway = () => (bridge ? !bridgeMayRead(state, key, deps.now()) : !scheduleMayRead(state, key, deps.now()));
    /** Our own claim ends too soon to cover a dispatch and its save (a run that took too long). */
    const claimEnding = () => !deps.dryRun && !claimCoversDispatch(claims[key], deps.now());
    if (heldAway()) {
      if (bridge) {
        deferred.push(key);
        notes.push(`${channel.name}: a scheduled chat-watch is reading it (until ${state.intents?.[key]}); read again shortly.`);
      } else {
        notes.push(`${channel.name}: read by a running tend chat bridge (lease until ${state.leases?.[key]}); left to it.`);
        release(key);
      }
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: before.read_until, at, error: null }));
      continue;
    }
    let handedOver = false;
    try {
      const adapter = adapters.get(channel.platform) ?? (await chatAdapter(channel.platform, deps.connections));
      adapters.set(channel.platform, adapter);
      let cursor: unknown = null;
      if (before.cursor !== null && before.cursor !== undefined) {
        const parsed = safeParseCursor(adapter, before.cursor);
        if (parsed.ok) cursor = parsed.cursor;
        else notes.push(`${channel.name}: the stored cursor was not readable (${parsed.why}); read again from ${chat['lookback-minutes']} minutes back, already dispatched messages are skipped.`);
      }
      const prefix = `${key}:`;
      const followThreads = [...inflight].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
      const read = await adapter.readSince({ chat_id: channel['chat-id'], chat_name: channel.name }, cursor, {
        followThreads,
        startAt: new Date(at.getTime() - chat['lookback-minutes'] * 60_000),
      });
      const classifiedAt = deps.now().toISOString();
      events = read.events.map((e) => classifier.classify(e, { inflight, classifiedAt }));
      if (events.length > 0) await appendFile(join(deps.auditDir, EVENTS_FILE), events.map((e) => deps.redact(JSON.stringify(e)) + '\n').join(''));

      const plan = planDispatches(events, new Set(before.dispatched));
      notes.push(...plan.notes.map((n) => `${channel.name}: ${n}`));
      for (const planned of plan.payloads) {
        if (deps.dryRun) {
          deps.log(`dry run: would dispatch tend-chat for ${planned.thread_key} with ${planned.events.length} message(s)`);
          continue;
        }
        // Look again just before sending: an overlapping run may have dispatched some of these.
        await refresh();
        if (heldAway() || claimEnding()) {
          // The other side took the channel over, or our claim is ending: stop here, cursor unmoved
          // (whoever reads next starts from the stored cursor and skips what was dispatched).
          handedOver = true;
          if (bridge) deferred.push(key);
          notes.push(`${channel.name}: ${bridge ? 'a scheduled chat-watch' : 'a tend chat bridge'} took the channel over, or this run's claim on it ran out; left to the next read.`);
          break;
        }
        const sent = new Set(state.channels[key]?.dispatched ?? []);
        const events = planned.events.filter((e) => !sent.has(e.message_id));
        if (events.length === 0) continue;
        await dispatchChatThread(deps.octokit, deps.repo, { ...planned, events });
        dispatches += 1;
        // The dispatch took a while (GitHub's pacing): an overlapping scheduled run may have saved
        // the same record meanwhile; merge it in so this save keeps it. (A bridge's record is its own.)
        await refreshOwn();
        const current = state.channels[key] ?? before;
        state = { ...state, channels: { ...state.channels, [key]: { ...current, dispatched: remember(current.dispatched, events.map((e) => e.message_id)), updated_at: deps.now().toISOString() } } };
        await write();
      }
      if (handedOver) {
        release(key);
        health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: null }));
        continue;
      }
      // Every dispatch of this read is out: only now may the cursor move past these messages.
      await refreshOwn();
      const current = state.channels[key] ?? before;
      const newest = events.reduce<string | null>((m, e) => (m === null || Date.parse(e.create_time) > Date.parse(m) ? e.create_time : m), before.read_until);
      const further = current.read_until !== null && (newest === null || Date.parse(current.read_until) > Date.parse(newest));
      // Another run read further meanwhile: keep its cursor (never move back).
      if (!further) state = { ...state, channels: { ...state.channels, [key]: { ...current, cursor: read.cursor, read_until: newest, updated_at: deps.now().toISOString() } } };
      // A scheduled run's intent on this channel ends with it: a bridge waiting for it may read now.
      release(key);
      await write();
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]!.read_until, at: deps.now(), error: null }));
    } catch (error) {
      const line = deps.redact(errorLine(error));
      deps.warn(`chat-watch: ${channel.name} (${key}): ${line}`);
      health.push(channelHealth({ channel: channel.name, key, events, dispatches, readUntil: state.channels[key]?.read_until ?? null, at: deps.now(), error: line }));
      release(key);
    }
  }
  // Intents left over (channels skipped or failed): cleared, so no bridge waits for them.
  if (!bridge && Object.keys(writtenClaims).length > 0) {
    claims = {};
    await refreshOwn();
    await write();
  }

  const failed = health.filter((h) => h.error !== null).length;
  const total = (f: (h: ChannelHealth) => number) => health.reduce((sum, h) => sum + f(h), 0);
  const reason =
    `Read ${total((h) => h.events_read)} message(s) in ${channels.length} channel(s): ${total((h) => h.actionable)} actionable, ${total((h) => h.ambient)} ambient, ${total((h) => h.ack)} ack; ` +
    `${deps.dryRun ? 'dry run, nothing dispatched' : `${total((h) => h.dispatches)} tend-chat dispatch(es)`}` +
    (failed > 0 ? `; ${failed} channel(s) failed and keep their cursor for the next run.` : '.');
  return {
    workflow: 'chat-watch',
    target: null,
    state: failed === 0 ? 'watched' : failed === channels.length ? 'failed' : 'partial',
    reason,
    route,
    decisions: health.map((h) => ({
      target: null,
      decision: h.error ? 'channel failed' : `${h.dispatches} dispatch(es)`,
      why: `${h.channel}: ${h.error ?? `${h.events_read} read, ${h.actionable} actionable, ${h.ambient} ambient, ${h.ack} ack`}`,
    })),
    merged: false,
    trackingCommentId: null,
    notes,
    chatWatch: health,
    ...(deferred.length > 0 ? { deferred } : {}),
  };
}

function safeParseCursor(adapter: ChatAdapter, stored: unknown): { ok: true; cursor: unknown } | { ok: false; why: string } {
  try {
    return { ok: true, cursor: adapter.parseCursor(stored) };
  } catch (error) {
    return { ok: false, why: errorLine(error).slice(0, 200) };
  }
}

function errorLine(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/ - https?:\/\/\S+$/, '');
  const status = restFailure(error)?.status;
  return status !== undefined && !message.includes(String(status)) ? `GitHub answered ${status}: ${message}` : message;
}
