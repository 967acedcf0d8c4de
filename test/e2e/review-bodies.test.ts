// Review bodies, tend's own comments and review bots that are not installed, end to end: the
// committed bundle, run as the runner runs it, against one emulator world shared by the file
// (each test opens its own pull request on its own branch).
//   P8  CodeRabbit's findings outside threads (its review body) are answered once and, left for a
//       human, hold the merge until someone with write access asks again.
//   P9  a thread another workflow opened as github-actions[bot] is a finding, not tend's answer.
//   a review bot that never acted on the repository is not waited for.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coderabbitReviewsInBody, reviewBotsActedBefore } from '../../emulator/sample-review.js';
import { ciReports, command, openPerimeterPull, seedWidgetHelpers, trackingState } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
let branches = 0;
beforeAll(async () => {
  t = await startE2E({ steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about answering review bodies and which bots are waited for; each reaches the merge in the run that reads green CI' } });
  await seedWidgetHelpers(t);
});
afterAll(async () => {
  await t?.stop();
});

/** A pull request changing only line 6 of src/widget.ts (lines 1-3 stay outside its diff). */
const openPull = () => openPerimeterPull(t, `feature/body-${++branches}`);

const bodyAnswers = (pr: Awaited<ReturnType<typeof openPull>>) => pr.comments.filter((c) => c.body.includes('<!-- tend:review-body '));
const sweep = () => t.run('schedule', { schedule: '*/10 * * * *' });

describe('P8: findings in a review body', () => {
  it('answers a CodeRabbit outside-diff finding once, in one comment, and does not merge while it waits for a human', async () => {
    await t.useConfig('review-bots: [coderabbit]\n');
    const pr = await openPull();
    const review = coderabbitReviewsInBody(t.emu, t.world, pr);

    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.exitCode, first.stdout).toBe(0);
    const answers = bodyAnswers(pr);
    expect(answers).toHaveLength(1);
    expect(answers[0]!.author.login).toBe('github-actions[bot]');
    expect(answers[0]!.body).toContain(`<!-- tend:review-body ${review.nodeId} escalated=1 -->`);
    expect(answers[0]!.body).toContain('| `src/widget.ts:1-3` |');
    expect(answers[0]!.body).toMatch(/\| major \| left for a human \|/);
    expect(answers[0]!.body).toMatch(/\| `src\/widget.ts:9-11` \|.*\| nitpick \| not changed \|/);
    expect(pr.pull.merged).toBe(false);
    expect(first.outputs.state).toBe('blocked');
    expect(first.outputs.reason).toContain('src/widget.ts:1-3');
    expect(trackingState(pr)?.ship?.reviewBodies?.map((r) => r.review)).toEqual([review.nodeId]);

    // Another run (the schedule sweep) neither answers the review again nor merges.
    const second = await sweep();
    expect(second.exitCode, second.stdout).toBe(0);
    expect(bodyAnswers(pr)).toHaveLength(1);
    expect(pr.pull.merged).toBe(false);
    expect(trackingState(pr)?.status).toBe('blocked');

    // A maintainer who has dealt with it asks again: that settles the finding, and with CI green
    // on the head (nothing merges without evidence that CI ran, P2) tend merges.
    ciReports(t, pr);
    const third = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(third.exitCode, third.stdout).toBe(0);
    expect(bodyAnswers(pr)).toHaveLength(1);
    expect(pr.pull.merged).toBe(true);
  });
});

describe("P9: tend's own comments are known by account and marker together", () => {
  it('takes a review thread another workflow opened as github-actions[bot] for a finding and answers it, not for its own answer', async () => {
    await t.useConfig('review-bots: [coderabbit]\n');
    const pr = await openPull();
    t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments.' });
    // A lint workflow of the same repository, posting with GITHUB_TOKEN: the same account as tend's.
    const { threads } = t.emu.state.addReview(t.world.repo, pr, {
      author: t.world.accounts.actions,
      comments: [{ path: 'src/widget.ts', line: 6, body: 'lint: `perimeter` repeats its operands; prefer `2 * (w + h)`.' }],
    });
    const lint = threads[0]!;

    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    const answer = lint.comments.at(-1)!;
    expect(lint.comments).toHaveLength(2);
    expect(answer.body).toContain('<!-- tend:thread ');
    expect(answer.body).toContain('Left open for a human');
    expect(lint.isResolved).toBe(false);
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.state).toBe('blocked');
  });
});

describe('review bots that are not installed', () => {
  it('does not wait the review window for copilot, which never acted on the repository, once coderabbit has reviewed', async () => {
    await t.useConfig('review-bots: [coderabbit, copilot]\nreview-window-minutes: 60\n');
    // The repository's history: three pull requests opened a day ago, each reviewed by coderabbit
    // and never by copilot (absence is concluded only from enough earlier pull requests).
    for (let i = 0; i < 3; i++) {
      const earlier = await reviewBotsActedBefore(t.emu, t.world, ['coderabbit']);
      earlier.createdAt = new Date(Date.now() - 86_400_000).toISOString();
    }
    const pr = await openPull();
    t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No actionable comments.' });
    ciReports(t, pr);

    const run = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.state).not.toBe('awaiting-reviews');
    expect(pr.pull.merged).toBe(true);
    expect(trackingState(pr)?.history.map((h) => h.note).join('\n')).toContain('not waiting for copilot');
  });
});
