// The ship machine's answer to a pull request GitHub reports CONFLICTING, and how the outcome of
// settling it is folded back into the state. Pure; the I/O is resolve-conflicts.ts.

import { transition, type ShipState, type TargetState } from '../store/target-state.js';

export type ConflictStep =
  | { kind: 'act'; action: { kind: 'resolve-conflicts'; head: string } }
  | { kind: 'blocked'; reason: string };

/**
 * Try once per head: a head tend already tried and escalated stays blocked with the files named
 * until someone pushes (a new head tries again); `max-iterations` bounds merges as it bounds fixes.
 */
export function conflictStep(ship: ShipState, policy: { maxIterations: number }): ConflictStep {
  if (ship.conflictEscalated?.head === ship.head) return { kind: 'blocked', reason: ship.conflictEscalated.reason };
  if (ship.iteration >= policy.maxIterations) {
    return { kind: 'blocked', reason: `the pull request has merge conflicts, and max-iterations (${policy.maxIterations}) rounds are done; a human merges the base branch in` };
  }
  return { kind: 'act', action: { kind: 'resolve-conflicts', head: ship.head } };
}

export type ConflictsOutcome =
  | { kind: 'pushed'; sha: string; files: string[] }
  | { kind: 'stale' }
  | { kind: 'escalated'; reason: string };

/**
 * A pushed merge is a new head like a pushed fix (the bots review it, CI runs on it); an
 * escalation blocks with the reason and is remembered for the head; a stale head changes nothing
 * (the next snapshot shows the new head).
 */
export function afterConflicts(current: TargetState, outcome: ConflictsOutcome, ctx: { now: Date; reviewWindowMinutes: number }): TargetState {
  const ship = current.ship!;
  const at = ctx.now.toISOString();
  if (outcome.kind === 'stale') return current;
  if (outcome.kind === 'escalated') {
    return { ...transition(current, { status: 'blocked', reason: outcome.reason, at }), ship: { ...ship, conflictEscalated: { head: ship.head, reason: outcome.reason.slice(0, 2000) } } };
  }
  const next: ShipState = {
    ...ship,
    head: outcome.sha,
    iteration: ship.iteration + 1,
    pushed: [...ship.pushed, outcome.sha].slice(-50),
    reviewDeadline: new Date(ctx.now.getTime() + ctx.reviewWindowMinutes * 60_000).toISOString(),
    checksDeadline: null,
  };
  const settled = outcome.files.length === 0 ? 'no file conflicted in git' : `${outcome.files.length} conflicted file(s) resolved: ${outcome.files.join(', ')}`;
  return { ...transition(current, { status: 'awaiting-reviews', reason: `merged the base branch into the head as ${outcome.sha.slice(0, 7)} (${settled}); waiting for the bots to review it`, at }), ship: next };
}
