// Which targets the schedule sweep advances. The sweep runs every few minutes over every target
// tend works on; advancing one costs a snapshot and maybe writes, so only targets with something
// to do now are advanced: a deadline has passed, or GitHub shows what ends the wait (a new head,
// every awaited review bot's review of the head, checks that have concluded), or the state is not
// a plain wait (work an interrupted run left, a block that may have cleared). The awaited bots are
// the run's: the configured ones but those the run judged not installed (kept in the state).
// "A review arrived since tend last wrote the state" is not the test: a run that sees one bot of
// two review does not write (the wait is only reworded), and the sweep would read it every time.
// Pure: the sweep query's answer and the stored state in, a yes or no and why out.

import type { TargetState } from '../store/target-state.js';
import { type BotAccount, isBot } from '../core/account.js';

export interface SweepSighting {
  headRefOid: string | null;
  /** Authors of the reviews of the head (account id and type). */
  headReviewers: ReadonlyArray<{ id: number; type: string }>;
  /** The head's combined check state as GitHub reports it; null when nothing has reported. */
  checksState: string | null;
}

export function sweepDue(state: TargetState, seen: SweepSighting, now: Date, reviewBots: readonly BotAccount[]): { due: boolean; why: string } {
  const ship = state.ship;
  if (!ship) return { due: true, why: `${state.status} has no ship state yet` };
  const at = now.toISOString();
  if (state.status !== 'awaiting-reviews' && state.status !== 'awaiting-checks') return { due: true, why: `${state.status} is not a wait` };
  if (seen.headRefOid !== null && seen.headRefOid !== ship.head) return { due: true, why: 'the head moved' };
  if (state.status === 'awaiting-reviews') {
    if (ship.reviewDeadline !== null && at >= ship.reviewDeadline) return { due: true, why: 'the review window has closed' };
    const reviewed = (bot: BotAccount) => seen.headReviewers.some((r) => isBot({ login: '', id: r.id, type: r.type }, [bot]));
    // The bots the run waits for: a bot it judged not installed (expected-bots.ts) ends no wait.
    const notInstalled = new Set(ship.notInstalledBots?.ids ?? []);
    if (reviewBots.filter((bot) => !notInstalled.has(bot.id)).every(reviewed)) return { due: true, why: 'every expected review bot has reviewed the head' };
    return { due: false, why: `waiting for reviews until ${ship.reviewDeadline}` };
  }
  // tend asked for this sweep while GitHub computed mergeability (P7); nothing else it sees here
  // (pending checks under merge: auto, or checks already green) would make it due.
  if (ship.mergeabilityWake && ship.mergeabilityWake.head === ship.head) return { due: true, why: 'GitHub was computing mergeability: read it again' };
  if (ship.checksDeadline !== null && at >= ship.checksDeadline) return { due: true, why: 'the checks deadline has passed' };
  if (seen.checksState !== null && seen.checksState !== 'PENDING' && seen.checksState !== 'EXPECTED') return { due: true, why: `checks are ${seen.checksState.toLowerCase()}` };
  return { due: false, why: `waiting for checks until ${ship.checksDeadline}` };
}
