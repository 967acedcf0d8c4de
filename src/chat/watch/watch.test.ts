import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_DISPATCH, MAX_PAYLOAD_BYTES, payloadBytes } from '../../github/chat-dispatch-payload.js';
import { ClassifiedEventSchema, type ClassifiedEvent } from '../../core/chat-event.js';
import { checkedPayload, planDispatches } from './watch-plan.js';
import { MAX_ROOTS } from '../adapters/discord.js';
import { MAX_THREADS } from '../adapters/slack.js';
import { DISPATCHED_WINDOW, mergeWatchStates, readWatchState, remember, renderWatchBody, type WatchState } from './watch-state.js';

function classified(id: number, extra: Partial<ClassifiedEvent> = {}): ClassifiedEvent {
  return ClassifiedEventSchema.parse({
    platform: 'slack',
    chat_id: 'C0HELP',
    chat_name: 'eng-help',
    message_id: `1700000000.${String(id).padStart(6, '0')}`,
    create_time: new Date(Date.UTC(2026, 10, 20, 9, 0, id)).toISOString(),
    msg_type: 'text',
    content: `message ${id}?`,
    thread_id: null,
    sender: { id: 'U0ALICE', type: 'user' },
    mentions: [],
    is_bot_mention: false,
    is_question: true,
    is_ack_or_emoji: false,
    is_internal_chatter: false,
    mentions_thread_with_inflight: false,
    classification: 'actionable',
    classifier_confidence: 0.85,
    classifier_version: 'tier0-1+00000000',
    classified_at: '2026-11-20T10:00:00.000Z',
    ...extra,
  });
}

describe('planDispatches', () => {
  it('sends one payload per thread with its actionable messages, oldest first, skipping ack, ambient and dispatched ones', () => {
    const root = classified(1);
    const reply = classified(3, { thread_id: root.message_id, msg_type: 'thread_reply' });
    const ack = classified(2, { thread_id: root.message_id, classification: 'ack' });
    const other = classified(4);
    const done = classified(5);
    const plan = planDispatches([reply, ack, root, other, done], new Set([done.message_id]));
    expect(plan.payloads.map((p) => [p.thread_key, p.events.map((e) => e.message_id)])).toEqual([
      [`slack:C0HELP:${root.message_id}`, [root.message_id, reply.message_id]],
      [`slack:C0HELP:${other.message_id}`, [other.message_id]],
    ]);
    for (const p of plan.payloads) expect(Object.keys(p).length).toBeLessThanOrEqual(10);
  });

  it(`splits a thread over payloads of at most ${MAX_EVENTS_PER_DISPATCH} messages and under the byte limit`, () => {
    const root = classified(0);
    const replies = Array.from({ length: 45 }, (_, i) => classified(i + 1, { thread_id: root.message_id, content: 'x'.repeat(3000) }));
    const plan = planDispatches([root, ...replies], new Set());
    expect(plan.payloads.flatMap((p) => p.events.map((e) => e.message_id))).toEqual([root, ...replies].map((e) => e.message_id));
    for (const p of plan.payloads) {
      expect(p.events.length).toBeLessThanOrEqual(MAX_EVENTS_PER_DISPATCH);
      expect(payloadBytes(p)).toBeLessThan(MAX_PAYLOAD_BYTES);
    }
    expect(plan.payloads.length).toBeGreaterThan(2);
  });

  it('truncates a single message too large for any payload, with a note, never sending an over-limit payload', () => {
    const huge = classified(1, { content: '€'.repeat(40_000) });
    const plan = planDispatches([huge], new Set());
    expect(plan.payloads).toHaveLength(1);
    expect(payloadBytes(plan.payloads[0]!)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(plan.payloads[0]!.events[0]!.content).toMatch(/\[truncated by tend: \d+ of 40000 characters left out/);
    expect(plan.notes[0]).toContain('was 40000 characters');
  });

  it('refuses a payload over the limits', () => {
    const big = classified(1, { content: 'y'.repeat(MAX_PAYLOAD_BYTES) });
    expect(() => checkedPayload({ v: 1, thread_key: 'slack:C0HELP:1', events: [big] })).toThrow('under 64 KB');
  });
});

describe('watch state', () => {
  const channel = (readUntil: string | null, dispatched: string[]) => ({ cursor: { at: readUntil }, read_until: readUntil, dispatched, updated_at: '2026-11-20T10:00:00Z' });

  it('keeps a bounded window of dispatched ids without repeats', () => {
    const window = remember(['a', 'b'], ['b', 'c']);
    expect(window).toEqual(['a', 'b', 'c']);
    const long = remember([], Array.from({ length: DISPATCHED_WINDOW + 10 }, (_, i) => String(i)));
    expect(long).toHaveLength(DISPATCHED_WINDOW);
    expect(long[0]).toBe('10');
  });

  it('merges an overlapping run: the state that read further wins, windows are united, other channels kept', () => {
    const stored: WatchState = { v: 1, channels: { 'slack:A': channel('2026-11-20T10:05:00Z', ['1', '2']), 'discord:B': channel('2026-11-20T09:00:00Z', []) } };
    const ours: WatchState = { v: 1, channels: { 'slack:A': channel('2026-11-20T10:01:00Z', ['2', '3']) } };
    const merged = mergeWatchStates(stored, ours);
    expect(merged.channels['slack:A']).toMatchObject({ read_until: '2026-11-20T10:05:00Z', cursor: { at: '2026-11-20T10:05:00Z' }, dispatched: ['1', '2', '3'] });
    expect(merged.channels['discord:B']).toEqual(stored.channels['discord:B']);
    const further = mergeWatchStates(stored, { v: 1, channels: { 'slack:A': channel('2026-11-20T10:09:00Z', []) } });
    expect(further.channels['slack:A']!.read_until).toBe('2026-11-20T10:09:00Z');
  });

  it('round-trips through the issue body and reads a missing or damaged marker as empty', () => {
    const state: WatchState = { v: 1, channels: { 'slack:C0HELP': channel('2026-11-20T10:05:00Z', ['1700000000.000001']) } };
    const body = renderWatchBody(state, { 'slack:C0HELP': 'eng-help' });
    expect(body).toContain('| eng-help |');
    expect(readWatchState(body)).toEqual(state);
    expect(readWatchState('no marker here')).toEqual({ v: 1, channels: {} });
    expect(readWatchState('<!-- tend:state {"v":2} -->')).toEqual({ v: 1, channels: {} });
    expect(readWatchState('<!-- tend:state {"v":1,"deflated":"bm90IGRlZmxhdGVk"} -->')).toEqual({ v: 1, channels: {} });
  });

  it('holds ten channels with full cursors and windows in one issue body', () => {
    // Ids as they come: increasing, with irregular gaps (a deterministic pseudo-random walk).
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const snowflake = (_i: number) => String(1_300_000_000_000_000_000n + BigInt(next()) * 4_194_304n + BigInt(next() % 4096));
    const discordCursor = () => ({ v: 1, after: snowflake(0), roots: Array.from({ length: MAX_ROOTS }, (_, i) => [snowflake(i), snowflake(i + 1000)]) });
    const slackCursor = () => ({ v: 1, oldest: '1700000000.000100', threads: Array.from({ length: MAX_THREADS }, () => ({ ts: `1700${String(next()).padStart(10, '0').slice(0, 6)}.${String(next()).slice(0, 6).padStart(6, '0')}`, last: `1700${String(next()).slice(0, 6).padStart(6, '0')}.${String(next()).slice(0, 6).padStart(6, '0')}`, active: `1700${String(next()).slice(0, 6).padStart(6, '0')}.000300` })) });
    const ids = () => Array.from({ length: DISPATCHED_WINDOW }, (_, i) => snowflake(i));
    const channels = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`${i % 2 ? 'discord' : 'slack'}:C${i}`, { ...channel('2026-11-20T10:05:00.000Z', ids()), cursor: i % 2 ? discordCursor() : slackCursor() }]),
    );
    const body = renderWatchBody({ v: 1, channels }, {});
    expect(body.length).toBeLessThan(65_536);
    console.log(`state issue body for 10 full channels: ${body.length} characters`);
  });

  it('refuses a state too large for an issue body, saying what to do', () => {
    const channels = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`slack:C${i}`, { ...channel('2026-11-20T10:05:00Z', []), cursor: { pad: randomBytes(1500).toString('base64') } }]));
    expect(() => renderWatchBody({ v: 1, channels }, {})).toThrow('watch fewer channels per workflow');
  });
});
