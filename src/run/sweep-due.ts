// Which targets the schedule sweep advances. The sweep runs every few minutes over every target
// tend works on; advancing one costs a snapshot and maybe writes, so only targets with something
// to do now are advanced: a deadline has passed, or GitHub shows something the state has not seen
// (a new head, a review after tend last changed the state, checks that have concluded), or the
// state is not a plain wait (work an interrupted run left, a block that may have cleared).
// Pure: the sweep query's answer and the stored state in, a yes or no and why out.

import type { TargetState } from '../store/target-state.js';

export interface SweepSighting {
  headRefOid: string | null;
  latestReviewAt: string | null;
  /** The head's combined check state as GitHub reports it; null when nothing has reported. */
  checksState: string | null;
}

export function sweepDue(state: TargetState, seen: SweepSighting, now: Date): { due: boolean; why: string } {
  const ship = state.ship;
  if (!ship) return { due: true, why: `${state.status} has no ship state yet` };
  const at = now.toISOString();
  if (state.status !== 'awaiting-reviews' && state.status !== 'awaiting-checks') return { due: true, why: `${state.status} is not a wait` };
  if (seen.headRefOid !== null && seen.headRefOid !== ship.head) return { due: true, why: 'the head moved' };
  if (state.status === 'awaiting-reviews') {
    if (ship.reviewDeadline !== null && at >= ship.reviewDeadline) return { due: true, why: 'the review window has closed' };
    if (seen.latestReviewAt !== null && seen.latestReviewAt > state.updatedAt) return { due: true, why: 'a review arrived since tend last looked' };
    return { due: false, why: `waiting for reviews until ${ship.reviewDeadline}` };
  }
  if (ship.checksDeadline !== null && at >= ship.checksDeadline) return { due: true, why: 'the checks deadline has passed' };
  if (seen.checksState !== null && seen.checksState !== 'PENDING' && seen.checksState !== 'EXPECTED') return { due: true, why: `checks are ${seen.checksState.toLowerCase()}` };
  return { due: false, why: `waiting for checks until ${ship.checksDeadline}` };
}
