// GitHub computes whether a pull request can merge in the background, after every push to its head
// or its base (emulator/RULES.md P7; REST "Get a pull request": `mergeable` is null while "GitHub
// has started a background job to compute the mergeability"). Until it has, `mergeable` and
// `mergeStateStatus` say UNKNOWN, and a conflict or a branch out of date does not show: tend
// neither merges nor hands the merge to auto-merge then. The same docs say what to do: "After
// giving the job time to complete, resubmit the request." So the run reads the pull request again
// after a short pause, twice at most (GitHub does not say how long the job takes: 3 s is assumed,
// and an answer still UNKNOWN after that is handled as before). Then it waits, and comes back
// without a sleeping job: no event says the value is known, so the run asks for a sweep once per
// head and base (the sweep workflow dispatched, run-ship.ts); the schedule sweep comes back to it
// anyway (sweep-due.ts: an awaiting-checks target whose checks have concluded is due). Without the
// pause, every merge into the base sent each other ready pull request to the next sweep: their
// mergeability is computed again after the base moves. Pure.

import type { PullSnapshot } from '../core/pull-request.js';
import type { TargetState } from '../store/target-state.js';
import type { ShipState } from '../store/target-state.js';

/** Reads again within one run while GitHub computes mergeability, and the pause before each. */
export const MERGEABILITY_REREADS = 2;
export const MERGEABILITY_REREAD_MS = 3_000;

export type MergeabilityWait =
  | { kind: 'reread'; reason: string }
  | { kind: 'wake'; head: string; base: string; reason: string }
  | { kind: 'wait'; reason: string }
  | { kind: 'poll'; reason: string };

/** Whether GitHub is still computing the pull request's mergeability. */
export function mergeabilityUnknown(pr: Pick<PullSnapshot, 'mergeable' | 'mergeStateStatus'>): boolean {
  return pr.mergeable === 'UNKNOWN' || pr.mergeStateStatus === 'UNKNOWN';
}

/**
 * What the merge gate does while GitHub computes mergeability, where tend would otherwise merge
 * (checks pass) or enable auto-merge (checks pending, merge: auto); null when it need not wait.
 * With merge: off a person merges, so nothing waits on it. A `wait-mode: poll` run reads again
 * itself until `deadline` (the checks deadline) has passed; only then does it ask for a sweep. An
 * events-mode run first reads again while `rereadsLeft` lasts.
 */
export function mergeabilityWait(
  pr: Pick<PullSnapshot, 'mergeable' | 'mergeStateStatus' | 'headRefOid' | 'baseRefOid' | 'baseRefName'>,
  ship: Pick<ShipState, 'mergeabilityWake'>,
  policy: { merge: 'immediate' | 'auto' | 'off'; waitMode?: 'events' | 'poll' },
  checks: 'passing' | 'pending' | 'failing' | 'no-ci',
  poll: { at: string; deadline: string; rereadsLeft?: number },
): MergeabilityWait | null {
  if (policy.merge === 'off' || !mergeabilityUnknown(pr)) return null;
  if (checks !== 'passing' && !(policy.merge === 'auto' && checks === 'pending')) return null;
  const reason = `GitHub is still computing whether ${pr.headRefOid.slice(0, 7)} can merge into ${pr.baseRefName} (mergeable: ${pr.mergeable}, merge state: ${pr.mergeStateStatus}); tend merges once it is known`;
  if (policy.waitMode === 'poll' && poll.at < poll.deadline) return { kind: 'poll', reason: `${reason} (reading again until ${poll.deadline})` };
  if (policy.waitMode !== 'poll' && (poll.rereadsLeft ?? 0) > 0) return { kind: 'reread', reason: `${reason} (reading again in a few seconds)` };
  const asked = ship.mergeabilityWake;
  if (asked && asked.head === pr.headRefOid && asked.base === pr.baseRefOid) return { kind: 'wait', reason };
  return { kind: 'wake', head: pr.headRefOid, base: pr.baseRefOid, reason };
}

/** Folds the sweep tend asked for into the state: asked once for this head and base. */
export function afterMergeabilityWake(current: TargetState, asked: { head: string; base: string }): TargetState {
  // Only the head and base: the state's schema is strict, and a field it does not know would make
  // the whole state unreadable to the next run.
  return { ...current, ship: { ...current.ship!, mergeabilityWake: { head: asked.head, base: asked.base } } };
}
