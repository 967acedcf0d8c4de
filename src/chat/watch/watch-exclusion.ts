// Who may read a channel: the scheduled chat-watch or a running `tend chat bridge`, never both at
// once. Pure decisions over the records each writer keeps (watch-state.ts); the I/O that orders
// them is in watch.ts.
//
// Records, one per writer, so no write ever replaces another writer's (GitHub has no conditional
// update of an issue body or a comment; with writes spaced 1 s apart, a read-merge-rewrite of one
// shared body loses whatever the other writer saved in between):
// - the scheduled chat-watch: the state issue's body (author: the action's account). Its `intents`
//   say which channels a run is reading now, each until a time;
// - each bridge: its own comment on the state issue (author: the bridge's account, which must have
//   write access to the repository). Its `leases` say which channels the bridge reads, until a time.
// A record is state only when its author is the right account AND it ends with the marker; a
// comment by anyone else, even with a copied marker, is never read (watch-records.ts). Every
// reader merges all the records: per channel the cursor that read further wins and the dispatched
// windows are united, so progress is never lost and a cursor never moves back, whoever saved last.
//
// Exclusion, a two-flag handshake (each side raises its flag in its own record, then reads the
// other's; the bridge wins a tie, the schedule being the fallback):
// - the schedule writes its intent for the channels it means to read, THEN reads the bridges'
//   records, and reads only channels with no live lease; right before each dispatch it reads them
//   again and stops (cursor unmoved) if a lease appeared, or if its own intent is about to end;
// - the bridge makes its lease visible (written, with at least LEASE_SAFE_MS left) THEN reads the
//   schedule's record, and leaves every channel with a live intent alone (cursor unmoved, tried
//   again a few seconds later); before each dispatch it checks its own lease still has
//   LEASE_SAFE_MS left, else it stops the same way.
// Guarantee: no message is dispatched by both. Suppose the schedule dispatches after its check r_S
// (no live lease) and the bridge dispatches after its check r_B (no live intent). The intent was
// written before r_S and stays live until the schedule's last dispatch; the lease was written
// before r_B and stays live past the bridge's last dispatch. If r_S came before the lease write,
// r_B came after it and so after the intent write: r_B saw the intent. Otherwise r_S came after
// the lease write and saw the lease. Either way one side backed off. When both start at the same
// moment both may back off; neither moves a cursor, the bridge tries again seconds later and the
// schedule's intent ends with its run (or, if it was killed, after INTENT_MINUTES).
// Where it holds: GitHub answers a read with writes that completed before it (read after write on
// one issue and its comments); the two clocks agree within LEASE_SAFE_MS (a minute); a bridge read
// and a scheduled run each finish within their own lease or intent (minutes; both stop early
// otherwise). Two scheduled runs at once, or two bridges on one channel, share one record: keep
// one schedule per workflow (the workflow's concurrency group) and one bridge per channel; a
// message the overlap sends twice is absorbed by the orchestrator (it records message ids).

import type { WatchState } from './watch-state.js';

/** How long a scheduled run's intent holds a channel; a run killed mid-way holds the bridge back this long at most. */
export const INTENT_MINUTES = 10;
/** Time a lease or an intent must still have for a dispatch and its save, with clock skew to spare. */
export const LEASE_SAFE_MS = 60_000;

const live = (until: string | undefined, now: Date, marginMs = 0) => until !== undefined && Date.parse(until) > now.getTime() + marginMs;

/** The schedule may read (and dispatch for) a channel only while no bridge holds a live lease on it. */
export function scheduleMayRead(merged: WatchState, key: string, now: Date): boolean {
  return !live(merged.leases?.[key], now);
}

/** The bridge may read a channel only while no scheduled run holds a live intent on it. */
export function bridgeMayRead(merged: WatchState, key: string, now: Date): boolean {
  return !live(merged.intents?.[key], now);
}

/** Whether one's own claim (a lease or an intent) still covers a dispatch and its save. */
export function claimCoversDispatch(until: string | undefined, now: Date): boolean {
  return live(until, now, LEASE_SAFE_MS);
}

/**
 * Whether the bridge must write its lease before reading: it must be visible, with time for the
 * read, before the schedule's record is read. A lease with more than half its span left is
 * already visible (it was written by an earlier read) and is not written again, which keeps
 * writes (each spaced 1 s apart) off the path from a message to its dispatch.
 */
export function leaseNeedsWrite(own: WatchState, keys: readonly string[], leaseMinutes: number, now: Date): boolean {
  return keys.some((key) => !live(own.leases?.[key], now, (leaseMinutes * 60_000) / 2));
}

/** Claims (channel key → until) for `keys`, never moving one back. */
export function claimed(claims: Record<string, string> | undefined, keys: readonly string[], until: Date): Record<string, string> {
  const next = { ...(claims ?? {}) };
  for (const key of keys) if (next[key] === undefined || Date.parse(next[key]!) < until.getTime()) next[key] = until.toISOString();
  return next;
}
