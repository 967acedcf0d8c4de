// Leftovers of #14, end to end: the committed bundle, run as the runner runs it, against one
// emulator world shared by the file (each test opens its own pull request on its own branch).
//   - the schedule sweep waits for the review bots the run waits for: not for one judged not
//     installed (expected-bots.ts), so a lost review event costs minutes, not the review window;
//   - two runs answering the same review body at once leave one answer, the oldest;
//   - behind a base a ruleset requires to be up to date (P7), tend says to update the branch.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coderabbitReviewsInBody, reviewBotsActedBefore } from '../../emulator/sample-review.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { ciReports, command, openPerimeterPull, seedWidgetHelpers, trackingState } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
let branches = 0;
beforeAll(async () => {
  t = await startE2E({ steps: 'in-process' });
  await seedWidgetHelpers(t);
});
afterAll(async () => {
  await t?.stop();
});

const openPull = () => openPerimeterPull(t, `feature/leftover-${++branches}`);
const sweep = () => t.run('schedule', { schedule: '*/10 * * * *' });

describe('review bots that are not installed, in the schedule sweep', () => {
  it('advances a pull request once coderabbit has reviewed the head, not waiting the review window for copilot, never seen on the repository', async () => {
    await t.useConfig('review-bots: [coderabbit, copilot]\nreview-window-minutes: 60\n');
    // Three pull requests opened a day ago, each reviewed by coderabbit and never by copilot.
    for (let i = 0; i < 3; i++) {
      const earlier = await reviewBotsActedBefore(t.emu, t.world, ['coderabbit']);
      earlier.createdAt = new Date(Date.now() - 86_400_000).toISOString();
    }
    const pr = await openPull();
    const asked = t.emu.log.count({ operation: 'TendRecentReviewers' });
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    // Who acts on the repository came with the run's first query, not with a request of its own.
    expect(t.emu.log.count({ operation: 'TendRecentReviewers' })).toBe(asked);
    expect(first.outputs.state).toBe('awaiting-reviews');
    expect(first.outputs.reason).toMatch(/waiting for coderabbit/i);
    expect(first.outputs.reason).not.toContain('copilot');

    // CodeRabbit reviews the head and CI passes, but the review's own run never happens (lost,
    // cancelled): the schedule sweep is what notices, well inside the 60-minute window.
    t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments.' });
    ciReports(t, pr);
    const swept = await sweep();
    expect(swept.exitCode, swept.stdout).toBe(0);
    // The sweep's run used the answer the tracking comment keeps: still no request of its own.
    expect(t.emu.log.count({ operation: 'TendRecentReviewers' })).toBe(asked);
    expect(pr.pull.merged).toBe(true);
    expect(trackingState(pr)?.status).toBe('merged');
  });
});

describe('an answer to a review body, under two runs at once', () => {
  it('leaves one answer, the oldest, when two runs answer the same review body at the same time', async () => {
    await t.useConfig('review-bots: [coderabbit]\n');
    const pr = await openPull();
    const review = coderabbitReviewsInBody(t.emu, t.world, pr);
    // Two maintainers ask at once. Both runs read the pull request before either writes (their
    // first queries are answered together), so both find the review body unanswered.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    t.emu.faults.inject({
      kind: 'graphql',
      operation: 'TendRunContext',
      times: 2,
      response: { type: 'before', run: () => (++arrived === 2 ? release() : bothArrived) },
    });
    const asks = [command(t, pr, '/tend ship'), command(t, pr, '/tend ship')];
    // Spawned: in the test's process steps run one at a time, so the first run waited at the
    // barrier for a second that could not start until the first gave up (30 s of request timeout).
    const runs = await Promise.all(asks.map((event) => t.run('issue_comment', event, { steps: 'spawn' })));
    for (const run of runs) expect(run.exitCode, run.stdout).toBe(0);
    expect(arrived).toBe(2);

    const answers = pr.comments.filter((c) => c.body.includes(`<!-- tend:review-body ${review.nodeId} `));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.author.login).toBe('github-actions[bot]');
    // The answer that stays is the one the state points at.
    expect(trackingState(pr)?.ship?.reviewBodies?.find((r) => r.review === review.nodeId)?.comment).toBe(answers[0]!.id);
    expect(pr.pull.merged).toBe(false);
  });
});

describe('P7: a ruleset that requires branches to be up to date', () => {
  it('stops and says to update the branch when the base moved on, instead of a merge GitHub refuses', async () => {
    await t.useConfig('review-bots: [coderabbit]\n');
    const ruleset = t.emu.state.addRuleset(t.world.repo, { name: 'CI up to date', requiredStatusChecks: ['build'], strict: true });
    try {
      const pr = await openPull();
      t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments.' });
      ciReports(t, pr);
      await commitFiles(t.world.repo.bareDir, { branch: 'main', files: { 'NEWS.md': 'another change landed\n' }, message: 'Another change' });

      // The base moved: GitHub answers UNKNOWN to the first read (P7); the read a moment later says BEHIND.
      const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
      expect(run.exitCode, run.stdout).toBe(0);
      expect(trackingState(pr)?.status).toBe('blocked');
      expect(trackingState(pr)?.reason).toContain('requires branches to be up to date');
      expect(pr.pull.merged).toBe(false);
    } finally {
      ruleset.enforcement = 'disabled';
    }
  });
});
