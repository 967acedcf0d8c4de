import { describe, expect, it } from 'vitest';
import { initialState, transition } from '../store/target-state.js';
import { type PullSnapshot } from '../core/pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';
import { driveShip, type Turn } from './drive.js';
import type { ShipContext, ShipStep } from './machine.js';

const AT = '2025-06-01T12:00:00.000Z';
const closed: PullSnapshot = pullSnapshot({ state: 'CLOSED', title: 'Fix the cart total', headRefName: 'fix-cart' });
const ctx: ShipContext = {
  snapshot: closed,
  policy: { reviewBots: [], requiredReviewBots: [], trustedBots: [], ignoreNitpicks: true, reviewWindowMinutes: 30, checksTimeoutMinutes: 60, maxIterations: 3, merge: 'off', mergeMethod: 'squash', deleteBranch: false, pushStartsCi: false, requiredChecks: [], ownWorkflow: 'tend' },
  now: new Date(AT),
  writers: new Set(),
  cutoff: null,
};
const requested = transition(initialState({ kind: 'pull_request', number: 7 }, AT), { status: 'requested', reason: 'asked', at: AT, workflow: 'ship' });

describe('driveShip', () => {
  it('asks the machine, hands each step to act and ends where act says, with the last step', async () => {
    const seen: ShipStep[] = [];
    const driven = await driveShip({ start: requested, maxSteps: 5, context: () => ctx, act: (step) => (seen.push(step), { state: step.state, end: true }) });
    expect(seen).toHaveLength(1);
    expect(driven).toEqual({ state: seen[0]!.state, step: seen[0], settled: true });
    expect(driven.state.status).toBe('closed');
  });

  it('goes on from the state act returns, reading the context before every step', async () => {
    const starts: string[] = [];
    let reads = 0;
    const act = (step: ShipStep): Turn => (starts.push(step.state.history.at(-1)!.note), { state: { ...step.state, history: [...step.state.history, { at: AT, status: 'x', note: `after ${starts.length}` }] }, end: starts.length === 3 });
    const driven = await driveShip({ start: requested, maxSteps: 5, context: () => (reads += 1, ctx), act });
    expect(reads).toBe(3);
    expect(starts).toEqual(['the pull request was closed', 'after 1', 'after 2']);
    expect(driven.settled).toBe(true);
    expect(driven.state.history.at(-1)!.note).toBe('after 3');
  });

  it('stops after maxSteps counted turns and says it did not settle; turns that only waited are not counted', async () => {
    let asked = 0;
    const counted = await driveShip({ start: requested, maxSteps: 4, context: () => ctx, act: (step) => (asked += 1, { state: step.state, end: false }) });
    expect(asked).toBe(4);
    expect(counted.settled).toBe(false);

    asked = 0;
    const polled = await driveShip({ start: requested, maxSteps: 2, context: () => ctx, act: (step) => (asked += 1, { state: step.state, end: false, counted: asked > 3 }) });
    expect(asked).toBe(5);
    expect(polled.settled).toBe(false);
  });
});
