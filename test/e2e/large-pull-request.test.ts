// A pull request the size of a real bot storm: 400 review threads, answered by the committed
// bundle run as the Actions runner runs it. Every run must succeed within GitHub's limits (a
// comment of at most 65,536 characters, L1; at most 100 ids per nodes(ids:), E71; mutations cut
// short past their resources, E73; 80 replies a minute, L3, which tend paces: time is scaled, see
// world.ts `scaledTime`), and the next run must read the tracking state back.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionRun } from '../../emulator/runner.js';
import type { Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { AuditSchema } from '../../src/report/audit.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { CODERABBIT_NEEDS_HUMAN, command, GEMINI_NITPICK, SHIP_CONFIG } from './ship-world.js';
import { scaledTime, startE2E, type E2E } from './world.js';

const THREADS = 400;
const COMMENT_LIMIT = 65_536;

let t: E2E;
let pr: Issue & { pull: PullRequestData };
let threads: ReviewThread[];
let first: ActionRun;
let second: ActionRun;

const tendComments = () => t.emu.state.issue(t.world.repo, pr.number)!.comments.filter((c) => c.author.id === t.world.accounts.actions.id);
const trackingBody = () => {
  const ours = tendComments().filter((c) => c.body.includes('<!-- tend:state '));
  expect(ours).toHaveLength(1);
  return ours[0]!.body;
};
/** tend's answers in each thread (its replies carry the answer marker). */
const answersPerThread = () => threads.map((th) => th.comments.filter((c) => c.author.id === t.world.accounts.actions.id && c.body.includes('<!-- tend:thread ')).length);

/** 400 replies are five minutes of GitHub's content limit: a waited second lasts 20 ms here. */
const time = scaledTime(20);

beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process', clock: time.clock });
  pr = await t.openPullRequest();
  // Half nitpicks (left unchanged and resolved), half findings without a suggestion (no model is
  // configured, so each is answered and left open for a human).
  const half = THREADS / 2;
  const review = (author: typeof t.world.accounts.gemini, body: string) =>
    t.emu.state.addReview(t.world.repo, pr, { author, comments: Array.from({ length: half }, () => ({ path: 'src/widget.ts', line: 1, body })) }).threads;
  threads = [...review(t.world.accounts.gemini, GEMINI_NITPICK), ...review(t.world.accounts.coderabbit, CODERABBIT_NEEDS_HUMAN)];
  first = await t.run('issue_comment', command(t, pr, '/tend fix'), { env: time.env(), timeoutMs: 180_000 });
  second = await t.run('issue_comment', command(t, pr, '/tend fix'), { env: time.env(), timeoutMs: 180_000 });
}, 420_000);

afterAll(async () => {
  await t?.stop();
});

describe('a pull request with 400 bot review threads', () => {
  it('answers every thread once in a run that succeeds, within GitHub limits on comments and requests', () => {
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs.state).toBe('fixed');
    expect(answersPerThread()).toEqual(threads.map(() => 1));
    expect(threads.slice(0, THREADS / 2).every((th) => th.isResolved)).toBe(true);
    expect(threads.slice(THREADS / 2).some((th) => th.isResolved)).toBe(false);
    // The run's own report holds every thread; the tracking comment says where the rest are.
    expect(AuditSchema.parse(first.audit).threads).toHaveLength(THREADS);
    expect(Buffer.byteLength(first.summary, 'utf8')).toBeLessThanOrEqual(1024 * 1024);
    expect(first.summary).toContain('### Review threads');
  });

  it('keeps the tracking comment within 65,536 characters, its state marker last and whole', () => {
    const body = trackingBody();
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.endsWith(' -->')).toBe(true);
    expect(body).toMatch(/… and \d+ more thread\(s\)/);
    const state = readState(decodeMarker(body));
    expect(state?.status).toBe('fixed');
    const ship = state!.ship!;
    // Records are kept whole or counted: none is lost without a trace.
    expect(ship.threads.length + (ship.settled?.threads ?? 0)).toBe(THREADS);
    expect(ship.settled!.threads).toBeGreaterThan(0);
  });

  it('reads the state back on the next run: nothing answered twice, every record still there', () => {
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs.state).toBe('fixed');
    expect(answersPerThread()).toEqual(threads.map(() => 1));
    const state = readState(decodeMarker(trackingBody()));
    // The second run answered nothing new: what it stored came from the first run's marker.
    expect(state!.ship!.threads.length + (state!.ship!.settled?.threads ?? 0)).toBe(THREADS);
    expect(state!.handled.filter((key) => key.startsWith('comment:'))).toHaveLength(2);
    expect(trackingBody().length).toBeLessThanOrEqual(COMMENT_LIMIT);
  });
});
