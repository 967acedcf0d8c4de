// tend under GitHub's rate limits, end to end on the committed bundle: a secondary limit is waited
// out as GitHub asks (retry-after, else at least a minute), and a spent GITHUB_TOKEN budget that
// resets after the job's timeout ends the run at once, cleanly, with nothing half-written; the
// next run after the reset goes on. Waits are scaled: a second of waiting lasts SECOND_MS.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import type { FaultResponse } from '../../emulator/faults.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { SECONDARY_MESSAGE } from '../../emulator/rate-limits.js';
import { botsReviewHead, command, openReviewedPullRequest, reviewEvent, SHIP_CONFIG } from './ship-world.js';
import { lengthenDiscussion, LIST_COMMENTS_PATH, startE2E, type E2E } from './world.js';

/** How many ms a second of rate-limit waiting lasts in these runs. */
const SECOND_MS = 50;
const SCALED = { TEND_RATE_LIMIT_SECOND_MS: String(SECOND_MS) };
/** How far the emulator's clock is ahead of the wall clock (the test moves it past a reset). */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

let t: E2E;
let pulls = 0;
beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, clock: { now } });
});
afterAll(async () => {
  await t.stop();
});

const secondaryLimit = (headers: Record<string, string>): FaultResponse => ({ type: 'status', status: 403, message: SECONDARY_MESSAGE, headers });

/** `/tend ship` on a new pull request with a long discussion, its listing of comments (a REST read) refused once by `fault`: the times GitHub saw that listing. */
async function shipThroughSecondaryLimit(fault: FaultResponse): Promise<{ exitCode: number | null; gapMs: number }> {
  const branch = `limits-${++pulls}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { 'src/widget.ts': `export const widget = ${pulls + 1};\n` }, message: branch });
  const pr = t.emu.state.requirePull(t.world.repo, t.emu.state.createPullRequest(t.world.repo, { title: branch, author: t.world.accounts.maintainer, head: branch }).number);
  lengthenDiscussion(t, pr);
  const from = t.emu.log.entries.length;
  t.emu.faults.inject({ kind: 'rest', method: 'GET', path: LIST_COMMENTS_PATH, response: fault, times: 1 });
  const run = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: SCALED, timeoutMs: 30_000 });
  const checks = t.emu.log.entries.slice(from).filter((e) => e.kind === 'rest' && e.method === 'GET' && LIST_COMMENTS_PATH.test(e.path));
  // Refused once, then served: the first listing again, and any later page or listing of the run.
  expect(checks.map((e) => e.status)).toEqual([403, ...checks.slice(1).map(() => 200)]);
  expect(checks.length).toBeGreaterThanOrEqual(2);
  return { exitCode: run.exitCode, gapMs: checks[1]!.at - checks[0]!.at };
}

describe('secondary rate limits', () => {
  it('L2: without retry-after, tend retries a secondary limit no sooner than a minute after it (scaled)', async () => {
    const { exitCode, gapMs } = await shipThroughSecondaryLimit(secondaryLimit({}));
    expect(exitCode).toBe(0);
    expect(gapMs).toBeGreaterThanOrEqual(60 * SECOND_MS);
  });

  it('L2: with retry-after: 3, tend waits 3 seconds (scaled), not a minute', async () => {
    const { exitCode, gapMs } = await shipThroughSecondaryLimit(secondaryLimit({ 'retry-after': '3' }));
    expect(exitCode).toBe(0);
    expect(gapMs).toBeGreaterThanOrEqual(3 * SECOND_MS);
    // Half the minute it would have waited without the header: room for a loaded machine.
    expect(gapMs).toBeLessThan(30 * SECOND_MS);
  });
});

describe('a spent primary limit', () => {
  it('L2: the repository\'s GITHUB_TOKEN budget spent until after the job\'s timeout: tend stops at once, writes nothing half, says so; after the reset the next run goes on', async () => {
    const { pr } = await openReviewedPullRequest(t);
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'), { env: SCALED });
    expect(first.outputs.state, first.stdout).toBe('awaiting-reviews');
    const tracking = () => pr.comments.find((c) => c.body.includes('<!-- tend:state '))!;
    const trackingBefore = tracking().body;
    // The last bot's review (Gemini's): tend waits for it (its tend:awaits label), CodeRabbit's starts no job.
    const review = botsReviewHead(t, pr).at(-1);
    // Without the label (a person took it off) the run's status write is REST, as this test needs:
    // with it, that write is one GraphQL request that takes the label off too.
    t.emu.state.removeLabel(pr, 'tend:awaits gemini-code-assist[bot]', t.world.accounts.maintainer);

    // Every REST request of the repository's GITHUB_TOKEN is spent for 40 minutes; GraphQL is not.
    const resetAt = new Date(now().getTime() + 40 * 60_000);
    t.emu.rateLimits.set(t.world.tokens.actions, 'core', { remaining: 0, resetAt });
    const from = t.emu.log.entries.length;
    const limited = await t.run('pull_request_review', reviewEvent(t, pr, review!), { env: SCALED, timeoutMs: 30_000 });
    const line = `GitHub's rate limit for this token is spent until ${new Date(Math.ceil(resetAt.getTime() / 1000) * 1000).toISOString().slice(11, 16)} UTC; the next run (an event or the schedule) goes on from here.`;
    expect(limited.exitCode, limited.stdout + limited.stderr).toBe(0);
    expect(limited.durationMs).toBeLessThan(15_000);
    expect(limited.summary, `${limited.summary}\n${limited.stdout}`).toContain(line);
    expect(limited.annotations).toContainEqual(expect.objectContaining({ level: 'warning', message: line }));
    expect(limited.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(limited.outputs.state).toBe('rate-limited');
    // One REST request was refused and none followed it: nothing was written, the tracking comment
    // is as the last whole run left it.
    const during = t.emu.log.entries.slice(from);
    const refused = during.filter((e) => e.fault === 'rate-limit');
    expect(refused).toHaveLength(1);
    expect(during.slice(during.indexOf(refused[0]!) + 1)).toEqual([]);
    expect(t.emu.log.writes().filter((e) => e.seq > (during[0]?.seq ?? Infinity) && e.status < 400)).toEqual([]);
    expect(tracking().body).toBe(trackingBefore);

    // After the reset the schedule's run goes on from the tracking comment.
    ahead += 41 * 60_000;
    const next = await t.run('schedule', { schedule: '*/10 * * * *' }, { env: { ...SCALED, TEND_NOW: now().toISOString() } });
    expect(next.exitCode, next.stdout).toBe(0);
    expect(readState(decodeMarker(tracking().body))?.status).toBe('awaiting-checks');
  });
});
