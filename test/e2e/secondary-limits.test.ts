// tend under GitHub's content-creation limits (L3: 80 a minute, 500 an hour, on in every world),
// end to end on the committed bundle: a pull request with 150 bot threads is answered paced below
// the limits, never refused, each thread once, and merged; with a deadline too short for the
// pacing, the run stops cleanly and the next runs go on from GitHub's threads, never answering one
// twice. Time is scaled, on both sides alike: a second of tend's waiting lasts SECOND_MS, and the
// emulator's clock runs 1000 / SECOND_MS times the wall clock, so its minute is the minute tend
// waits for (the limits themselves are GitHub's numbers).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { ActionRun } from '../../emulator/runner.js';
import type { Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { ciReports, command, GEMINI_NITPICK, SHIP_CONFIG } from './ship-world.js';
import { scaledTime, startE2E, type E2E } from './world.js';

const THREADS = 150;
/** How many ms a second of tend's waiting lasts; the emulator's clock runs as much faster. */
const SECOND_MS = 50;
const time = scaledTime(SECOND_MS);
/** The plugin's spacing of writes is politeness, not GitHub's rule: off, so only the pacing spaces them. */
const env = () => ({ ...time.env(), TEND_GITHUB_THROTTLE: 'off' });

let t: E2E;
let pulls = 0;
beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, clock: time.clock });
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
});
afterAll(async () => {
  await t.stop();
});

type Pull = Issue & { pull: PullRequestData };

/** A pull request both bots reviewed: Gemini with THREADS nitpicks, CodeRabbit with nothing more; CI green. */
async function pullWithThreads(): Promise<{ pr: Pull; threads: ReviewThread[] }> {
  const branch = `many-threads-${++pulls}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`src/many-${pulls}.ts`]: 'export const many = 1;\n' }, message: branch });
  const pr = t.emu.state.requirePull(t.world.repo, t.emu.state.createPullRequest(t.world.repo, { title: branch, author: t.world.accounts.maintainer, head: branch }).number) as Pull;
  t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments.' });
  const { threads } = t.emu.state.addReview(t.world.repo, pr, {
    author: t.world.accounts.gemini,
    comments: Array.from({ length: THREADS }, () => ({ path: `src/many-${pulls}.ts`, line: 1, body: GEMINI_NITPICK })),
  });
  ciReports(t, pr, 'success');
  return { pr, threads };
}

const tendId = () => t.world.accounts.actions.id;
/** tend's answers in each thread (its replies carry the answer marker). */
const answersPerThread = (threads: ReviewThread[]) => threads.map((th) => th.comments.filter((c) => c.author.id === tendId() && c.body.includes('<!-- tend:thread ')).length);
const refusedFrom = (from: number) => t.emu.log.entries.slice(from).filter((e) => e.fault === 'secondary-rate-limit');

describe('150 review threads under the content-creation limits', () => {
  it('L3: one run answers all 150 threads paced below 80 a minute (never refused), each once, and merges', async () => {
    const { pr, threads } = await pullWithThreads();
    const from = t.emu.log.entries.length;
    const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: env(), timeoutMs: 120_000 });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    // tend waited for room instead of being refused: GitHub answered no secondary limit.
    expect(refusedFrom(from)).toEqual([]);
    expect(answersPerThread(threads)).toEqual(threads.map(() => 1));
    expect(threads.every((th) => th.isResolved)).toBe(true);
    // 150 replies do not fit a minute: the run waited at least one (scaled) minute for room.
    expect(run.durationMs).toBeGreaterThanOrEqual(55 * SECOND_MS);
    expect(pr.pull.merged, run.stdout).toBe(true);
    expect(run.outputs.state).toBe('merged');
  }, 150_000);

  it('L3: a deadline too short for the pacing: each run answers what fits, stops cleanly (rate-limited, said in the summary), and the next goes on; no thread answered twice, never a red run', async () => {
    // A new hour: the last test's replies are out of every window.
    time.advance(3_700_000);
    const { pr, threads } = await pullWithThreads();
    const inputs = { 'job-timeout-minutes': '1' };
    const from = t.emu.log.entries.length;
    const runs: ActionRun[] = [await t.run('issue_comment', command(t, pr, '/tend ship'), { inputs, env: env(), timeoutMs: 60_000 })];
    const first = runs[0]!;
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.outputs.state).toBe('rate-limited');
    expect(first.summary).toContain("GitHub's content-creation limit (80 a minute, 500 an hour) lets this token write again at");
    expect(first.annotations.filter((a) => a.level === 'error')).toEqual([]);
    // It answered one minute's worth, no more, and left the rest.
    const answeredFirst = answersPerThread(threads).filter((n) => n === 1).length;
    expect(answeredFirst).toBeGreaterThan(0);
    expect(answeredFirst).toBeLessThanOrEqual(80);
    // The next runs (the schedule's, a minute apart) go on until the pull request is merged.
    while (!pr.pull.merged && runs.length < 6) {
      time.advance(61_000);
      runs.push(await t.run('schedule', { schedule: '*/10 * * * *' }, { inputs, env: env(), timeoutMs: 60_000 }));
      const last = runs.at(-1)!;
      expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    }
    expect(runs.every((r) => r.exitCode === 0 && r.annotations.every((a) => a.level !== 'error'))).toBe(true);
    expect(refusedFrom(from)).toEqual([]);
    expect(answersPerThread(threads)).toEqual(threads.map(() => 1));
    expect(pr.pull.merged).toBe(true);
    const tracking = pr.comments.filter((c) => c.body.includes('<!-- tend:state '));
    expect(tracking).toHaveLength(1);
    expect(readState(decodeMarker(tracking[0]!.body))?.status).toBe('merged');
  }, 150_000);
});
