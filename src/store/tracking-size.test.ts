import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT } from '../core/text.js';
import { decodeMarker, encodeMarker } from './marker.js';
import { fitStateForMarker, MARKER_BUDGET } from './state-size.js';
import { initialState, readState, transition, type TargetState, type ThreadRecord } from './target-state.js';
import { renderTrackingBody } from './tracking-body.js';

// Text as reviewers and models write it, with what the marker must escape (`-->`, `<`, `>`).
// Sizes: 'medium' is about a hundred characters, 'max' up to the maximum (fast-check's size scale).
const text = (max: number, size: fc.SizeForArbitrary = 'medium') => fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '-', '>', '<', '|', '\n', 'é', '字', '🙂', '`'), maxLength: max, size });
const sha = fc.stringMatching(/^[0-9a-f]{40}$/);

const record: fc.Arbitrary<ThreadRecord> = fc.record({
  id: fc.stringMatching(/^PRRT_[A-Za-z0-9]{8,20}$/),
  path: text(120),
  line: fc.option(fc.nat(100_000)),
  author: text(40),
  severity: fc.constantFrom('critical', 'major', 'minor', 'nitpick', 'unknown'),
  decision: fc.constantFrom('fix', 'ignore', 'escalate'),
  rationale: text(4_000),
  commit: fc.option(sha),
  files: fc.array(text(80), { maxLength: 30 }),
  replied: fc.boolean(),
  resolved: fc.boolean(),
  head: sha,
  llm: fc.option(fc.record({ input_tokens: fc.nat(), output_tokens: fc.nat(), cost_usd: fc.float({ min: 0, max: 5, noNaN: true }) }), { nil: undefined }),
}).map((r) => (r.llm === undefined ? (({ llm: _, ...rest }) => rest)(r) : r) as ThreadRecord);

const state: fc.Arbitrary<TargetState> = fc
  .record({
    reason: text(30_000, 'max'),
    notes: fc.array(text(3_000), { maxLength: 30, size: 'max' }),
    threads: fc.array(record, { maxLength: 500, size: 'max' }),
    handled: fc.array(fc.stringMatching(/^comment:[0-9]{1,12}$/), { maxLength: 60 }),
    pushed: fc.array(sha, { maxLength: 50 }),
  })
  .map(({ reason, notes, threads, handled, pushed }) => {
    let s = initialState({ kind: 'pull_request', number: 7 }, '2026-01-01T00:00:00Z');
    for (const note of notes) s = transition(s, { status: 'awaiting-checks', reason: note, at: '2026-01-01T00:01:00Z', workflow: 'ship' });
    return {
      ...s,
      reason,
      handled: [...new Set(handled)].slice(-50),
      ship: { mode: 'ship' as const, head: 'f'.repeat(40), iteration: 1, reviewDeadline: null, checksDeadline: null, pushed, threads: uniqueById(threads), merge: null, branchDeleted: false },
    };
  });

function uniqueById(records: ThreadRecord[]): ThreadRecord[] {
  return [...new Map(records.map((r) => [r.id, r])).values()];
}

describe('L1: the tracking comment fits GitHub comment limit whatever the pull request', () => {
  it('renders at most COMMENT_LIMIT characters, ending with the whole marker, which reads back as the state', () => {
    fc.assert(
      // The artifact (a workflow's report) may quote a marker: the one read is tend's, the last.
      fc.property(state, fc.oneof(text(100_000, 'max'), fc.constant(`<!-- tend:state {"v":1} -->`)), (s, artifact) => {
        const body = renderTrackingBody(s, 'https://github.com/o/r/actions/runs/1', artifact);
        expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
        const stored = readState(decodeMarker(body));
        expect(stored).not.toBeNull();
        // The marker is last, and whole.
        const at = body.lastIndexOf('<!-- tend:state ');
        expect(body.indexOf(' -->', at)).toBe(body.length - ' -->'.length);
        expect(stored!.status).toBe(s.status);
        expect(stored!.target).toEqual(s.target);
        // Records are kept whole or counted, never lost without a trace.
        const kept = stored!.ship!.threads;
        expect(kept.length + (stored!.ship!.settled?.threads ?? 0)).toBe(s.ship!.threads.length);
        const ids = new Set(s.ship!.threads.map((r) => r.id));
        for (const r of kept) expect(ids.has(r.id)).toBe(true);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  });

  it('keeps a state that fits exactly as it is (a round trip), and fits a large one within the marker budget', () => {
    fc.assert(
      fc.property(state, (s) => {
        const fitted = fitStateForMarker(s);
        expect(encodeMarker(fitted).length).toBeLessThanOrEqual(MARKER_BUDGET);
        if (encodeMarker(s).length <= MARKER_BUDGET) expect(fitted).toBe(s);
        expect(readState(decodeMarker(encodeMarker(fitted)))).toEqual(fitted);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  });

  it('sheds the oldest offered fixes (their threads stay open for a person) when a full list of them would not fit', () => {
    const change = { path: `src/${'deep/'.repeat(5)}widget.ts`, start: 1, removed: 1, lines: 1, sha: '0123456789abcdef' };
    const offer = (n: number) => ({ review: n + 1, head: 'f'.repeat(40), threads: Array.from({ length: 100 }, (_, i) => ({ id: `PRRT_${n}_${i}`, leaveOpen: false, changes: [change] })) });
    const base = initialState({ kind: 'pull_request', number: 7 }, '2026-01-01T00:00:00Z');
    const s: TargetState = { ...base, ship: { mode: 'ship', head: 'f'.repeat(40), iteration: 0, reviewDeadline: null, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false, offers: Array.from({ length: 20 }, (_, n) => offer(n)) } };
    const fitted = fitStateForMarker(s);
    expect(encodeMarker(fitted).length).toBeLessThanOrEqual(MARKER_BUDGET);
    const kept = fitted.ship!.offers!;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.at(-1)!.review).toBe(20);
    expect(readState(decodeMarker(encodeMarker(fitted)))).toEqual(fitted);
  });

  it('summarises settled records before those still open or left for a human', () => {
    const base = initialState({ kind: 'pull_request', number: 7 }, '2026-01-01T00:00:00Z');
    const make = (i: number, open: boolean): ThreadRecord => ({
      id: `PRRT_${i}`, path: `src/file-${i}.ts`, line: i, author: 'coderabbitai', severity: 'minor', decision: open ? 'escalate' : 'fix',
      rationale: 'x'.repeat(400), commit: open ? null : 'a'.repeat(40), files: open ? [] : [`src/file-${i}.ts`], replied: true, resolved: !open, head: 'b'.repeat(40),
    });
    const threads = Array.from({ length: 300 }, (_, i) => make(i, i % 3 === 0));
    const s: TargetState = { ...base, ship: { mode: 'ship', head: 'b'.repeat(40), iteration: 1, reviewDeadline: null, checksDeadline: null, pushed: [], threads, merge: null, branchDeleted: false } };
    const fitted = fitStateForMarker(s);
    const kept = fitted.ship!.threads;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(threads.length);
    // Every open (escalated) record is kept while any settled one is summarised.
    const openKept = kept.filter((r) => !r.resolved).length;
    if (kept.some((r) => r.resolved)) expect(openKept).toBe(100);
    expect(fitted.ship!.settled).toMatchObject({ threads: 300 - kept.length, escalated: 100 - openKept });
    expect(fitted.ship!.settled!.fixed).toBe(fitted.ship!.settled!.threads - fitted.ship!.settled!.escalated);
  });

  it('reads a marker written by the previous release (300 records, no summary, escaped exponents) as it is', () => {
    const base = transition(initialState({ kind: 'pull_request', number: 7 }, '2026-01-01T00:00:00Z'), { status: 'fixing', reason: 'r', at: '2026-01-01T00:01:00Z', workflow: 'fix' });
    const threads = Array.from({ length: 300 }, (_, i): ThreadRecord => ({
      id: `PRRT_${i}`, path: `a-b/c-${i}.ts`, line: null, author: 'bot', severity: 'nitpick', decision: 'ignore', rationale: 'style --> only', commit: null, files: [], replied: true, resolved: true, head: 'c'.repeat(40),
    }));
    // A small model cost is written with an exponent (1e-7), whose minus that release escaped too.
    threads[0] = { ...threads[0]!, llm: { input_tokens: 1, output_tokens: 1, cost_usd: 1e-7 } };
    const old = { ...base, ship: { mode: 'fix', head: 'c'.repeat(40), iteration: 0, reviewDeadline: null, checksDeadline: null, pushed: [], threads, merge: null, branchDeleted: false } };
    // The previous release's encoding, byte for byte: JSON with <, > and - escaped.
    const json = JSON.stringify(old).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/-/g, '\\u002d');
    const body = `### tend · fix · fixing\n\n<!-- tend:state ${json} -->`;
    expect(readState(decodeMarker(body))).toEqual(old);
  });
});
