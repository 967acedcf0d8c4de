import { describe, expect, it } from 'vitest';
import { leasedByBridge, mergeWatchStates, readWatchState, renderWatchBody, withLeases, type WatchState } from '../watch/watch-state.js';

const channel = (read_until: string | null) => ({ cursor: null, read_until, dispatched: [], updated_at: '2026-01-01T00:00:00Z' });
const NOW = new Date('2026-01-01T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('the bridge lease on a channel (watch-state)', () => {
  it('holds until its time, for the leased channels only', () => {
    const state = withLeases({ v: 1, channels: { 'slack:A': channel(null) } }, ['slack:A'], at(10));
    expect(leasedByBridge(state, 'slack:A', NOW)).toBe(true);
    expect(leasedByBridge(state, 'slack:A', at(10))).toBe(false);
    expect(leasedByBridge(state, 'discord:B', NOW)).toBe(false);
    expect(leasedByBridge({ v: 1, channels: {} }, 'slack:A', NOW)).toBe(false);
  });

  it('never moves back, in a save or in a merge with what another run stored', () => {
    const renewed = withLeases({ v: 1, channels: {} }, ['slack:A'], at(10));
    expect(withLeases(renewed, ['slack:A'], at(5)).leases).toEqual({ 'slack:A': at(10).toISOString() });
    // A scheduled run that read the old lease and saves after the bridge renewed it keeps the renewal.
    const stale: WatchState = withLeases({ v: 1, channels: { 'slack:A': channel('2026-01-01T11:00:00Z') } }, ['slack:A'], at(1));
    const merged = mergeWatchStates(renewed, stale);
    expect(merged.leases).toEqual({ 'slack:A': at(10).toISOString() });
    expect(merged.channels['slack:A']!.read_until).toBe('2026-01-01T11:00:00Z');
  });

  it('survives the issue body round trip, and a state without leases stays without', () => {
    const state = withLeases({ v: 1, channels: { 'slack:A': channel(null) } }, ['slack:A'], at(10));
    expect(readWatchState(renderWatchBody(state, {}))).toEqual(state);
    expect(mergeWatchStates({ v: 1, channels: {} }, { v: 1, channels: { 'slack:A': channel(null) } })).not.toHaveProperty('leases');
  });
});
