import { describe, expect, it } from 'vitest';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { initialShip } from './machine.js';
import { initialState, transition, type TargetState } from '../store/target-state.js';
import { sweepDue } from './sweep-due.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const before = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const after = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function waiting(status: 'awaiting-reviews' | 'awaiting-checks', deadline: string): TargetState {
  const at = before(5);
  const state = transition(initialState({ kind: 'pull_request', number: 7 }, at), { status, workflow: 'ship', reason: 'waiting', at });
  const ship = initialShip('ship', 'a'.repeat(40), status === 'awaiting-reviews' ? deadline : after(60));
  return { ...state, ship: status === 'awaiting-checks' ? { ...ship, reviewDeadline: null, checksDeadline: deadline } : ship };
}

const BOTS = KNOWN_BOTS.filter((b) => b.name === 'coderabbit' || b.name === 'gemini');
const [RABBIT, GEMINI] = BOTS.map((b) => ({ id: b.id, type: 'Bot' }));
const quiet = { headRefOid: 'a'.repeat(40), headReviewers: [], checksState: 'PENDING' };

describe('which targets the schedule sweep advances', () => {
  it('leaves a pull request alone while it waits and nothing has changed', () => {
    expect(sweepDue(waiting('awaiting-reviews', after(10)), quiet, NOW, BOTS).due).toBe(false);
    expect(sweepDue(waiting('awaiting-checks', after(10)), quiet, NOW, BOTS).due).toBe(false);
  });

  it('advances one whose deadline has passed', () => {
    expect(sweepDue(waiting('awaiting-reviews', before(1)), quiet, NOW, BOTS)).toEqual({ due: true, why: 'the review window has closed' });
    expect(sweepDue(waiting('awaiting-checks', before(1)), quiet, NOW, BOTS)).toEqual({ due: true, why: 'the checks deadline has passed' });
  });

  it('advances one where GitHub shows what ends the wait: a push, every bot reviewing the head, concluded checks', () => {
    expect(sweepDue(waiting('awaiting-reviews', after(10)), { ...quiet, headRefOid: 'b'.repeat(40) }, NOW, BOTS).why).toBe('the head moved');
    expect(sweepDue(waiting('awaiting-reviews', after(10)), { ...quiet, headReviewers: [RABBIT!, GEMINI!] }, NOW, BOTS).why).toBe('every expected review bot has reviewed the head');
    expect(sweepDue(waiting('awaiting-checks', after(10)), { ...quiet, checksState: 'SUCCESS' }, NOW, BOTS).why).toBe('checks are success');
    expect(sweepDue(waiting('awaiting-checks', after(10)), { ...quiet, checksState: null }, NOW, BOTS).due).toBe(false);
  });

  it('P7: advances one that asked for this sweep while GitHub computed mergeability (checks pending under merge: auto), for that head only', () => {
    const state = waiting('awaiting-checks', after(10));
    const asked = { ...state, ship: { ...state.ship!, mergeabilityWake: { head: 'a'.repeat(40), base: 'c'.repeat(40) } } };
    expect(sweepDue(asked, quiet, NOW, BOTS)).toEqual({ due: true, why: 'GitHub was computing mergeability: read it again' });
    const older = { ...state, ship: { ...state.ship!, mergeabilityWake: { head: 'd'.repeat(40), base: 'c'.repeat(40) } } };
    expect(sweepDue(older, quiet, NOW, BOTS).due).toBe(false);
  });

  it('leaves one alone while a review bot has yet to review the head: one review of two ends no wait', () => {
    expect(sweepDue(waiting('awaiting-reviews', after(10)), { ...quiet, headReviewers: [RABBIT!] }, NOW, BOTS).due).toBe(false);
    // The same account as a User (a person with a bot-like login) is not the bot.
    expect(sweepDue(waiting('awaiting-reviews', after(10)), { ...quiet, headReviewers: [RABBIT!, { ...GEMINI!, type: 'User' }] }, NOW, BOTS).due).toBe(false);
  });

  it('waits only for the bots the run waits for: one it judged not installed ends no wait', () => {
    const state = waiting('awaiting-reviews', after(10));
    const judged = { ...state, ship: { ...state.ship!, notInstalledBots: { ids: [BOTS[1]!.id], at: before(5) } } };
    expect(sweepDue(judged, { ...quiet, headReviewers: [RABBIT!] }, NOW, BOTS)).toEqual({ due: true, why: 'every expected review bot has reviewed the head' });
    expect(sweepDue(judged, quiet, NOW, BOTS).due).toBe(false);
  });

  it('advances anything that is not a plain wait (work an interrupted run left, a block that may have cleared)', () => {
    const blocked = { ...waiting('awaiting-checks', after(10)), status: 'blocked' };
    expect(sweepDue(blocked, quiet, NOW, BOTS)).toEqual({ due: true, why: 'blocked is not a wait' });
  });
});
