import { describe, expect, it } from 'vitest';
import { bridgeMayRead, claimCoversDispatch, claimed, LEASE_SAFE_MS, leaseNeedsWrite, scheduleMayRead } from './watch-exclusion.js';
import { mergeRecords, ownRecord, readWatchState, renderBridgeRecord, renderWatchBody, type ChannelState, type WatchState } from './watch-state.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const channel = (read_until: string | null, dispatched: string[], cursor: unknown = read_until): ChannelState => ({ cursor, read_until, dispatched, updated_at: NOW.toISOString() });

describe('records per writer, merged by every reader (watch-state)', () => {
  it('per channel the record that read further gives the cursor, and the dispatched windows are united', () => {
    const schedule: WatchState = { v: 1, channels: { 'slack:A': channel('2026-11-24T11:00:00Z', ['1', '2']), 'slack:B': channel('2026-11-24T11:30:00Z', ['9']) } };
    const bridge: WatchState = { v: 1, channels: { 'slack:A': channel('2026-11-24T11:50:00Z', ['2', '3']) }, leases: { 'slack:A': at(10).toISOString() } };
    const merged = mergeRecords({ schedule, bridges: [bridge] });
    expect(merged.channels['slack:A']).toMatchObject({ cursor: '2026-11-24T11:50:00Z', read_until: '2026-11-24T11:50:00Z', dispatched: ['1', '2', '3'] });
    expect(merged.channels['slack:B']).toEqual(schedule.channels['slack:B']);
    expect(merged.leases).toEqual({ 'slack:A': at(10).toISOString() });
    // Whichever record is read first, the same view (a save by either writer loses nothing of the other's).
    const otherOrder = mergeRecords({ schedule: { v: 1, channels: {} }, bridges: [bridge, schedule] });
    for (const key of ['slack:A', 'slack:B']) {
      expect(otherOrder.channels[key]!.cursor).toEqual(merged.channels[key]!.cursor);
      expect([...otherOrder.channels[key]!.dispatched].sort()).toEqual([...merged.channels[key]!.dispatched].sort());
    }
  });

  it("takes intents only from the schedule's record: an intent in a bridge's record holds nothing back", () => {
    const schedule: WatchState = { v: 1, channels: {}, intents: { 'slack:A': at(10).toISOString() } };
    const bridge: WatchState = { v: 1, channels: {}, intents: { 'slack:B': at(10).toISOString() } };
    const merged = mergeRecords({ schedule, bridges: [bridge] });
    expect(bridgeMayRead(merged, 'slack:A', NOW)).toBe(false);
    expect(bridgeMayRead(merged, 'slack:B', NOW)).toBe(true);
  });

  it("a writer saves the merged channels and its own claims only, never the other writer's", () => {
    const merged: WatchState = { v: 1, channels: { 'slack:A': channel(null, []) }, leases: { 'slack:A': at(10).toISOString() }, intents: { 'slack:A': at(5).toISOString() } };
    expect(ownRecord(merged, 'schedule', {})).toEqual({ v: 1, channels: merged.channels });
    expect(ownRecord(merged, 'schedule', { 'slack:B': at(3).toISOString() })).toEqual({ v: 1, channels: merged.channels, intents: { 'slack:B': at(3).toISOString() } });
    expect(ownRecord(merged, 'bridge', { 'slack:A': at(9).toISOString() })).toEqual({ v: 1, channels: merged.channels, leases: { 'slack:A': at(9).toISOString() } });
  });

  it('a bridge record survives its comment round trip (deflated marker), and the issue body reads the same way', () => {
    const state: WatchState = { v: 1, channels: { 'slack:A': channel('2026-11-24T11:50:00Z', ['3']) }, leases: { 'slack:A': at(10).toISOString() } };
    expect(readWatchState(renderBridgeRecord(state))).toEqual(state);
    const body: WatchState = { v: 1, channels: state.channels, intents: { 'slack:A': at(10).toISOString() } };
    expect(readWatchState(renderWatchBody(body, {}))).toEqual(body);
  });
});

describe('exclusion between the schedule and a bridge (watch-exclusion)', () => {
  it('each side leaves a channel the other holds, until the claim ends', () => {
    const leased: WatchState = { v: 1, channels: {}, leases: { 'slack:A': at(10).toISOString() } };
    expect(scheduleMayRead(leased, 'slack:A', NOW)).toBe(false);
    expect(scheduleMayRead(leased, 'slack:A', at(10))).toBe(true);
    expect(scheduleMayRead(leased, 'slack:B', NOW)).toBe(true);
    const intended: WatchState = { v: 1, channels: {}, intents: { 'slack:A': at(10).toISOString() } };
    expect(bridgeMayRead(intended, 'slack:A', NOW)).toBe(false);
    expect(bridgeMayRead(intended, 'slack:A', at(11))).toBe(true);
  });

  it('a claim covers a dispatch only with a minute to spare; a lease is written again once half its span is gone', () => {
    expect(claimCoversDispatch(new Date(NOW.getTime() + LEASE_SAFE_MS + 1000).toISOString(), NOW)).toBe(true);
    expect(claimCoversDispatch(new Date(NOW.getTime() + LEASE_SAFE_MS - 1000).toISOString(), NOW)).toBe(false);
    expect(claimCoversDispatch(undefined, NOW)).toBe(false);
    const own: WatchState = { v: 1, channels: {}, leases: { 'slack:A': at(8).toISOString() } };
    expect(leaseNeedsWrite(own, ['slack:A'], 10, NOW)).toBe(false);
    expect(leaseNeedsWrite(own, ['slack:A'], 10, at(4))).toBe(true);
    expect(leaseNeedsWrite(own, ['slack:A', 'slack:B'], 10, NOW)).toBe(true);
    expect(claimed({ 'slack:A': at(8).toISOString() }, ['slack:A'], at(5))).toEqual({ 'slack:A': at(8).toISOString() });
  });

  /**
   * The handshake against a store that answers every read with the writes completed before it.
   * Schedule: write intent, read leases (may it read?), read leases again before its dispatch.
   * Bridge: write lease, read intents (may it read?). Every interleaving of the two.
   */
  it('in every interleaving of a scheduled run and a bridge starting together, at most one dispatches, and when they do not overlap one does', () => {
    type Step = { who: 'schedule' | 'bridge'; op: 'write' | 'read' };
    const schedule: Step[] = [{ who: 'schedule', op: 'write' }, { who: 'schedule', op: 'read' }, { who: 'schedule', op: 'read' }];
    const bridge: Step[] = [{ who: 'bridge', op: 'write' }, { who: 'bridge', op: 'read' }];
    const interleavings = (a: Step[], b: Step[]): Step[][] =>
      a.length === 0 ? [b] : b.length === 0 ? [a] : [...interleavings(a.slice(1), b).map((r) => [a[0]!, ...r]), ...interleavings(a, b.slice(1)).map((r) => [b[0]!, ...r])];
    const all = interleavings(schedule, bridge);
    expect(all).toHaveLength(10);
    let bothBackedOff = 0;
    for (const order of all) {
      const stored = { schedule: { v: 1, channels: {} } as WatchState, bridges: [{ v: 1, channels: {} } as WatchState] };
      let scheduleGoes = true;
      let bridgeGoes = true;
      for (const step of order) {
        if (step.op === 'write' && step.who === 'schedule') stored.schedule = ownRecord(mergeRecords(stored), 'schedule', claimed({}, ['slack:A'], at(10)));
        if (step.op === 'write' && step.who === 'bridge') stored.bridges = [ownRecord(mergeRecords(stored), 'bridge', claimed({}, ['slack:A'], at(10)))];
        if (step.op === 'read' && step.who === 'schedule') scheduleGoes &&= scheduleMayRead(mergeRecords(stored), 'slack:A', NOW);
        if (step.op === 'read' && step.who === 'bridge') bridgeGoes &&= bridgeMayRead(mergeRecords(stored), 'slack:A', NOW);
      }
      expect(scheduleGoes && bridgeGoes, order.map((s) => `${s.who}:${s.op}`).join(' ')).toBe(false);
      if (!scheduleGoes && !bridgeGoes) bothBackedOff += 1;
      const sequential = order.slice(0, 3).every((s) => s.who === 'schedule') || order.slice(0, 2).every((s) => s.who === 'bridge');
      if (sequential) expect(scheduleGoes || bridgeGoes).toBe(true);
    }
    // The simultaneous start is real: some orders make both back off (the bridge retries seconds later).
    expect(bothBackedOff).toBeGreaterThan(0);
  });
});
