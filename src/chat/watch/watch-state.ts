// The chat watcher's durable state, as it sits in the hidden marker of its state issue: per
// channel the adapter's cursor (opaque here, parsed by the adapter), how far it has read, and a
// bounded window of message ids already dispatched. Pure: reading, merging, rendering. The JSON
// is stored deflated (base64) in the marker: ten channels with full cursors and windows take
// about 33,000 of the 65,536 characters an issue body may hold.
//
// Guarantees, and where each holds:
// - nothing lost: a channel's cursor moves only after every dispatch its read produced was sent;
//   a run killed before that re-reads the same messages next time;
// - nothing twice: each dispatch adds its message ids to `dispatched` and saves at once, so a
//   rerun skips them; a dispatch sent but not saved (killed in between) is sent again, and the
//   orchestrator ignores message ids it already recorded in the thread issue;
// - overlapping writers: each writer keeps its own record (the schedule the issue body, each bridge
//   a comment), and every reader merges all of them (mergeRecords: per channel the state that read
//   further wins, dispatched windows are united); before each dispatch the records are read again,
//   so messages another writer already sent are left out, and a cursor never moves back.
// - the bridge and the schedule never read one channel at once: watch-exclusion.ts (the bridge's
//   `leases`, the schedule's `intents`, and the order in which each is written and read).

import { deflateRawSync, inflateRawSync } from 'node:zlib';
import * as z from 'zod';
import { decodeMarker, encodeMarker } from '../../store/marker.js';
import { cell } from '../../core/text.js';

/** Message ids remembered per channel: more than one run's dispatches, well under the issue body limit. */
export const DISPATCHED_WINDOW = 100;
/** GitHub caps an issue body at 65,536 characters. */
const MAX_STATE_BODY = 65_536;

const ChannelStateSchema = z.strictObject({
  /** The adapter's cursor; null before the first successful read. */
  cursor: z.unknown(),
  /** create_time of the newest message read (RFC 3339); decides which state wins a merge. */
  read_until: z.string().nullable(),
  /** Message ids already dispatched, oldest first. */
  dispatched: z.array(z.string()).max(DISPATCHED_WINDOW),
  updated_at: z.string(),
});
export type ChannelState = z.infer<typeof ChannelStateSchema>;

const WatchStateSchema = z.strictObject({
  v: z.literal(1),
  channels: z.record(z.string(), ChannelStateSchema),
  /** Channel key → until when a running bridge reads it (RFC 3339); absent when no bridge ever ran. */
  leases: z.record(z.string(), z.string()).optional(),
  /** Channel key → until when a scheduled run reads it (RFC 3339); only in the schedule's record. */
  intents: z.record(z.string(), z.string()).optional(),
});
export type WatchState = z.infer<typeof WatchStateSchema>;

const EMPTY_WATCH_STATE: WatchState = { v: 1, channels: {} };

export function channelKey(channel: { platform: string; 'chat-id': string }): string {
  return `${channel.platform}:${channel['chat-id']}`;
}

/** How the state sits in the marker: deflated JSON in base64 (ids and cursors compress several times over). */
const StoredSchema = z.strictObject({ v: z.literal(1), deflated: z.string().max(MAX_STATE_BODY) });

/** The state in an issue body; empty when there is none or it does not parse (then it is rebuilt). */
export function readWatchState(body: string | null | undefined): WatchState {
  const stored = StoredSchema.safeParse(body ? decodeMarker(body) : undefined);
  if (!stored.success) return EMPTY_WATCH_STATE;
  let json: unknown;
  try {
    json = JSON.parse(inflateRawSync(Buffer.from(stored.data.deflated, 'base64'), { maxOutputLength: 4 * 1024 * 1024 }).toString('utf8'));
  } catch {
    return EMPTY_WATCH_STATE;
  }
  const parsed = WatchStateSchema.safeParse(json);
  return parsed.success ? parsed.data : EMPTY_WATCH_STATE;
}

function storedMarker(state: WatchState): string {
  return encodeMarker({ v: 1, deflated: deflateRawSync(JSON.stringify(state), { level: 9 }).toString('base64') });
}

/** Appends ids to a window, without repeats, keeping the newest DISPATCHED_WINDOW. */
export function remember(window: readonly string[], ids: readonly string[]): string[] {
  const seen = new Set(window);
  const next = [...window];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(id);
  }
  return next.slice(-DISPATCHED_WINDOW);
}

/** Ours merged onto what is stored now (another run may have saved meanwhile). */
export function mergeWatchStates(stored: WatchState, ours: WatchState): WatchState {
  const channels: Record<string, ChannelState> = { ...stored.channels };
  for (const [key, mine] of Object.entries(ours.channels)) {
    const theirs = stored.channels[key];
    if (!theirs) {
      channels[key] = mine;
      continue;
    }
    const theirsFurther = theirs.read_until !== null && (mine.read_until === null || Date.parse(theirs.read_until) > Date.parse(mine.read_until));
    const winner = theirsFurther ? theirs : mine;
    channels[key] = { ...winner, dispatched: remember(theirs.dispatched, mine.dispatched) };
  }
  // A claim only ever extends: the later `until` wins, whoever wrote it.
  const leases = laterClaims(stored.leases, ours.leases);
  const intents = laterClaims(stored.intents, ours.intents);
  return { v: 1, channels, ...(Object.keys(leases).length > 0 ? { leases } : {}), ...(Object.keys(intents).length > 0 ? { intents } : {}) };
}

function laterClaims(a: Record<string, string> | undefined, b: Record<string, string> | undefined): Record<string, string> {
  const claims: Record<string, string> = { ...(a ?? {}) };
  for (const [key, until] of Object.entries(b ?? {})) {
    if (claims[key] === undefined || Date.parse(until) > Date.parse(claims[key]!)) claims[key] = until;
  }
  return claims;
}

/**
 * Every writer's record merged into one view. Each claim is taken only from the writer it belongs
 * to: leases from the bridges' records, intents from the schedule's (a stale copy in the wrong
 * record, e.g. a lease an earlier release kept in the issue body, is still honoured as a lease).
 */
export function mergeRecords(records: { schedule: WatchState; bridges: readonly WatchState[] }): WatchState {
  const fromSchedule: WatchState = { v: 1, channels: records.schedule.channels, ...(records.schedule.intents ? { intents: records.schedule.intents } : {}), ...(records.schedule.leases ? { leases: records.schedule.leases } : {}) };
  return records.bridges.reduce<WatchState>((merged, bridge) => mergeWatchStates(merged, { v: 1, channels: bridge.channels, ...(bridge.leases ? { leases: bridge.leases } : {}) }), fromSchedule);
}

/** What a writer saves in its own record: the merged channels and its own claims, never another writer's. */
export function ownRecord(merged: WatchState, writer: 'schedule' | 'bridge', claims: Record<string, string>): WatchState {
  const kept = Object.keys(claims).length > 0 ? { [writer === 'bridge' ? 'leases' : 'intents']: claims } : {};
  return { v: 1, channels: merged.channels, ...kept };
}

/** Whether a bridge holds the channel at `now`. */
export function leasedByBridge(state: WatchState, key: string, now: Date): boolean {
  const until = state.leases?.[key];
  return until !== undefined && Date.parse(until) > now.getTime();
}

/** The state with the channels leased until `until` (a lease never moves back). */
export function withLeases(state: WatchState, keys: readonly string[], until: Date): WatchState {
  const leases = { ...(state.leases ?? {}) };
  for (const key of keys) {
    if (leases[key] === undefined || Date.parse(leases[key]!) < until.getTime()) leases[key] = until.toISOString();
  }
  return { ...state, leases };
}

/** A bridge's comment on the state issue: a line for people and the marker (comment bodies have the issue body's limit). */
export function renderBridgeRecord(state: WatchState): string {
  const body = ['tend chat bridge keeps its own cursors and leases here (the scheduled chat-watch reads them and leaves leased channels to the bridge). Do not edit or delete this comment.', '', storedMarker(state)].join('\n');
  if (body.length > MAX_STATE_BODY) throw new Error(`the chat bridge's state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character comment limit; run one bridge per group of channels.`);
  return body;
}

/** The issue body: a line for people, a table of channels, and the marker. */
export function renderWatchBody(state: WatchState, names: Record<string, string>): string {
  const rows = Object.entries(state.channels)
    .sort(([a], [b]) => a.localeCompare(b))
    // A channel's name comes from the chat platform: a cell, so it is inert text (core/text.ts).
    .map(([key, c]) => `| ${cell(names[key] ?? key)} | \`${cell(key)}\` | ${cell(c.read_until ?? 'not yet')} | ${cell(c.updated_at)} |`);
  const body = [
    'tend keeps the chat watcher\'s cursors here: which messages of each watched channel it has read and dispatched. Do not edit or close this issue; tend updates it on every chat-watch run.',
    '',
    '| channel | key | newest message read | updated |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    storedMarker(state),
  ].join('\n');
  if (body.length > MAX_STATE_BODY) {
    throw new Error(`the chat-watch state for ${Object.keys(state.channels).length} channels is ${body.length} characters, over GitHub's ${MAX_STATE_BODY}-character issue body limit; watch fewer channels per workflow (one chat-watch workflow per group of channels, each with its own config-path).`);
  }
  return body;
}
