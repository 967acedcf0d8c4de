import { describe, expect, it } from 'vitest';
import { initialState, type ShipState, type TargetState } from '../store/target-state.js';
import { afterConflicts, conflictStep } from './conflict-step.js';
import { initialShip } from './machine.js';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const HEAD = 'a'.repeat(40);
const MERGE = 'f'.repeat(40);

const ship = (over: Partial<ShipState> = {}): ShipState => ({ ...initialShip('ship', HEAD, NOW.toISOString()), ...over });
const state = (over: Partial<ShipState> = {}): TargetState => ({ ...initialState({ kind: 'pull_request', number: 7 }, NOW.toISOString()), status: 'awaiting-checks', ship: ship(over) });

describe('conflictStep', () => {
  it('tries to merge the base into the head it read, once per head', () => {
    expect(conflictStep(ship(), { maxIterations: 3 })).toEqual({ kind: 'act', action: { kind: 'resolve-conflicts', head: HEAD } });
    expect(conflictStep(ship({ conflictEscalated: { head: HEAD, reason: 'why' } }), { maxIterations: 3 })).toEqual({ kind: 'blocked', reason: 'why' });
    expect(conflictStep(ship({ conflictEscalated: { head: 'b'.repeat(40), reason: 'why' } }), { maxIterations: 3 }).kind).toBe('act');
  });

  it('max-iterations bounds merges as it bounds fixes', () => {
    expect(conflictStep(ship({ iteration: 3 }), { maxIterations: 3 })).toMatchObject({ kind: 'blocked', reason: expect.stringContaining('max-iterations (3)') });
  });
});

describe('afterConflicts', () => {
  const ctx = { now: NOW, reviewWindowMinutes: 10 };

  it('a pushed merge is a new head tend pushed: the bots review it', () => {
    const next = afterConflicts(state(), { kind: 'pushed', sha: MERGE, files: ['src/widget.ts'] }, ctx);
    expect(next.status).toBe('awaiting-reviews');
    expect(next.reason).toContain('1 conflicted file(s) resolved: src/widget.ts');
    expect(next.ship).toMatchObject({ head: MERGE, iteration: 1, pushed: [MERGE], reviewDeadline: '2025-06-01T12:10:00.000Z', checksDeadline: null });
  });

  it('an escalation blocks with the reason and is remembered for the head', () => {
    const next = afterConflicts(state(), { kind: 'escalated', reason: 'files: package-lock.json' }, ctx);
    expect(next).toMatchObject({ status: 'blocked', reason: 'files: package-lock.json', ship: { conflictEscalated: { head: HEAD, reason: 'files: package-lock.json' } } });
  });

  it('a head that moved changes nothing', () => {
    const before = state();
    expect(afterConflicts(before, { kind: 'stale' }, ctx)).toBe(before);
  });
});
