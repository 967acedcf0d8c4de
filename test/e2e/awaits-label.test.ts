// The tend:awaits label (issue #29): after tend pushes a fix, the label names the review bot that
// reviewed the head before last (CodeRabbit here); while it is on, the example workflow's `if:`
// starts no job for any other review submitted that is not a request for changes, as each would
// only find tend still waiting for that bot. Events go through the Actions trigger model
// (examples/tend.yml's `if:`, `t.deliver`); steps run in the test's process.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import { CODERABBIT_SUGGESTION, GEMINI_NITPICK, reviewBotsActedBefore, WIDGET_BEFORE } from '../../emulator/sample-review.js';
import { pullRequestEvent } from '../../emulator/webhooks/pull-request-events.js';
import type { Account, Issue, PullRequestData, ReviewState } from '../../emulator/state.js';
import { ciReports, command, reviewEvent, SHIP_CONFIG, trackingState } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

const AWAITS = 'tend:awaits coderabbitai[bot]';

let t: E2E;
beforeEach(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process' });
});
afterEach(async () => {
  await t.stop();
});

/** A second maintainer with write access (the pull request's author may not approve it). */
function bob(): Account {
  const account = t.emu.state.addAccount('bob', 'User');
  t.emu.state.setPermission(t.world.repo, account.login, 'write');
  return account;
}

/**
 * The sample pull request (src/widget.ts, a required `build` check), reviewed by Gemini first and
 * CodeRabbit last, each with a finding tend answers (CodeRabbit's a suggestion tend commits).
 */
async function openPull(requiredApprovals = 0): Promise<Pull> {
  const { state } = t.emu;
  const repo = t.world.repo;
  await commitFiles(repo.bareDir, { branch: 'main', files: { 'src/widget.ts': WIDGET_BEFORE.replace('w + w + h + h', '0') }, message: 'Add widget helpers' });
  state.ensureLabel(repo, 'tend:active');
  repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: requiredApprovals, strict: false });
  await commitFiles(repo.bareDir, { branch: 'feature/perimeter', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
  const pr = state.createPullRequest(repo, { title: 'Implement perimeter()', author: t.world.accounts.maintainer, head: 'feature/perimeter' }) as Pull;
  state.addReview(repo, pr, { author: t.world.accounts.gemini, comments: [{ path: 'src/widget.ts', line: 10, body: GEMINI_NITPICK }] });
  state.addReview(repo, pr, { author: t.world.accounts.coderabbit, body: '**Actionable comments posted: 1**', comments: [{ path: 'src/widget.ts', line: 6, body: CODERABBIT_SUGGESTION }] });
  return pr;
}

const labels = (pr: Pull) => pr.labels.map((l) => l.name);
const review = (pr: Pull, author: Account, state: ReviewState = 'COMMENTED', body = 'No further comments.') => t.emu.state.addReview(t.world.repo, pr, { author, state, body }).review;
const requests = () => t.emu.log.count({});

/** Gemini reviews the pushed head before CodeRabbit, as tend expects: its delivery starts no job. */
async function geminiReviewsFirst(pr: Pull): Promise<void> {
  const gemini = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, t.world.accounts.gemini)), { actor: 'gemini-code-assist[bot]' });
  expect(gemini.started).toBe(false);
}

/** CodeRabbit reviews the head: its run (the label names it) merges, and the label comes off. */
async function rabbitReviewsAndMerges(pr: Pull) {
  const rabbit = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, t.world.accounts.coderabbit)), { actor: 'coderabbitai[bot]' });
  expect(rabbit.started && rabbit.run.exitCode, rabbit.started ? rabbit.run.stdout : rabbit.why).toBe(0);
  expect(pr.pull.merged).toBe(true);
  expect(labels(pr)).not.toContain(AWAITS);
  return rabbit;
}

/** /tend ship: tend fixes CodeRabbit's finding, pushes, and names CodeRabbit (the last to review) on the new head. */
async function shipAndPush(pr: Pull): Promise<string> {
  const before = t.emu.state.headOid(t.world.repo, pr);
  const first = await t.deliver('issue_comment', command(t, pr, '/tend ship'), { actor: 'maintainer' });
  expect(first.started && first.run.exitCode, first.started ? first.run.stdout : first.why).toBe(0);
  const pushed = t.emu.state.headOid(t.world.repo, pr);
  expect(pushed).not.toBe(before);
  expect(trackingState(pr)?.status).toBe('awaiting-reviews');
  expect(labels(pr)).toContain(AWAITS);
  return pushed;
}

/**
 * A pushed head both bots reviewed (tend's label came off), CI green, tend blocked on the required
 * approval; and trudy, who may only triage (add and remove labels).
 */
async function blockedOnApproval(): Promise<{ pr: Pull; trudy: Account }> {
  const pr = await openPull(1);
  await shipAndPush(pr);
  ciReports(t, pr, 'success');
  await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, t.world.accounts.gemini)), { actor: 'gemini-code-assist[bot]' });
  const rabbit = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, t.world.accounts.coderabbit)), { actor: 'coderabbitai[bot]' });
  expect(rabbit.started && rabbit.run.outputs.state).toBe('blocked');
  expect(labels(pr)).not.toContain(AWAITS);
  const trudy = t.emu.state.addAccount('trudy', 'User');
  t.emu.state.setPermission(t.world.repo, 'trudy', 'triage');
  return { pr, trudy };
}

describe('the tend:awaits label (issue #29)', () => {
  it("Gemini's review of the pushed head starts no job while tend waits for CodeRabbit; CodeRabbit's run merges and the label comes off with the merge", async () => {
    const pr = await openPull();
    await shipAndPush(pr);

    const requestsBefore = requests();
    await geminiReviewsFirst(pr);
    expect(requests()).toBe(requestsBefore);
    expect(trackingState(pr)?.status).toBe('awaiting-reviews');

    ciReports(t, pr, 'success');
    await rabbitReviewsAndMerges(pr);
    expect(trackingState(pr)?.status).toBe('merged');
    expect(labels(pr)).not.toContain('tend:active');
    // Taken off in TendFinishMerged, with tend:active: no request of its own.
    expect(t.emu.log.count({ kind: 'graphql', operation: 'TendSaveAndUnlabel' })).toBe(0);
  });

  it("a maintainer's approval while tend waits for CodeRabbit starts no job; the next run sees it on its own read and merges", async () => {
    const pr = await openPull(1);
    await shipAndPush(pr);
    const writer = bob();

    const approved = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, writer, 'APPROVED', 'Looks good.')), { actor: 'bob' });
    expect(approved.started).toBe(false);
    await geminiReviewsFirst(pr);

    ciReports(t, pr, 'success');
    await rabbitReviewsAndMerges(pr);
  });

  it('/tend stop takes the label off with tend:active: tend waits for nothing any more', async () => {
    const pr = await openPull();
    await shipAndPush(pr);
    const stop = await t.deliver('issue_comment', command(t, pr, '/tend stop'), { actor: 'maintainer' });
    expect(stop.started && stop.run.outputs.state, stop.started ? stop.run.stdout : stop.why).toBe('stopped');
    expect(labels(pr)).toEqual([]);
  });

  it("a writer's request for changes runs while the label is on", async () => {
    const pr = await openPull();
    await shipAndPush(pr);
    const changes = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, bob(), 'CHANGES_REQUESTED', 'Not like this.')), { actor: 'bob' });
    expect(changes.started && changes.run.exitCode, changes.started ? changes.run.stdout : changes.why).toBe(0);
  });

  it('the race: an approval submitted between the run’s read and the label coming off (its job skipped) is found in the removal’s answer and merged in the same run', async () => {
    const pr = await openPull(1);
    await shipAndPush(pr);
    await geminiReviewsFirst(pr);
    ciReports(t, pr, 'success');
    const writer = bob();
    let skipped: Awaited<ReturnType<E2E['deliver']>> | null = null;
    // CodeRabbit's run reads (no approval yet: blocked), then writes and takes the label off; just
    // before that request bob approves, and his review's delivery still carries the label.
    t.emu.faults.inject({
      kind: 'graphql',
      operation: 'TendSaveAndUnlabel',
      response: { type: 'before', run: async () => { skipped = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, writer, 'APPROVED', 'Looks good.')), { actor: 'bob' }); } },
      times: 1,
    });
    const rabbit = await rabbitReviewsAndMerges(pr);
    expect(skipped).toMatchObject({ started: false });
    expect(trackingState(pr)?.status).toBe('merged');
    if (rabbit.started) expect(rabbit.run.summary).toContain('A review came in while');
  });

  it("on the first head: CodeRabbit came last on the repository's last pull request both bots reviewed, so the request's first run names it, with the tracking comment's creation; Gemini's review starts no job", async () => {
    await reviewBotsActedBefore(t.emu, t.world, ['gemini', 'coderabbit']);
    const { state } = t.emu;
    state.ensureLabel(t.world.repo, 'tend:active');
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    await commitFiles(t.world.repo.bareDir, { branch: 'feature/first', from: 'main', files: { 'src/widget.ts': WIDGET_BEFORE }, message: 'Implement perimeter' });
    const pr = state.createPullRequest(t.world.repo, { title: 'Implement perimeter()', author: t.world.accounts.maintainer, head: 'feature/first' }) as Pull;

    const first = await t.deliver('issue_comment', command(t, pr, '/tend ship'), { actor: 'maintainer' });
    expect(first.started && first.run.outputs.state, first.started ? first.run.stdout : first.why).toBe('awaiting-reviews');
    expect(labels(pr)).toEqual(expect.arrayContaining(['tend:active', AWAITS]));
    // No request of its own: the label's creation (once per repository) aside, it went on with the comment.
    expect(t.emu.log.count({ kind: 'rest', method: 'POST', path: /\/issues\/\d+\/labels$/ })).toBe(0);

    await geminiReviewsFirst(pr);
    ciReports(t, pr, 'success');
    await rabbitReviewsAndMerges(pr);
  });

  it("a triage user's tend:awaits label only delays: reviews start no job while it is on, the next run tend makes (CI) merges on a fresh read and takes it off", async () => {
    const { pr, trudy } = await blockedOnApproval();
    const label = t.emu.state.addLabel(t.world.repo, pr, 'tend:awaits mallory', trudy);
    const before = requests();
    // The label itself asks tend for nothing: the `if:` starts no job for it.
    const labelled = await t.deliver('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'labeled', { label, sender: trudy }), { actor: 'trudy' });
    expect(labelled.started).toBe(false);
    expect(requests()).toBe(before);

    const approved = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, bob(), 'APPROVED', 'Looks good.')), { actor: 'bob' });
    expect(approved.started).toBe(false);
    expect(pr.pull.merged).toBe(false);

    // Any run tend makes reads afresh: the approval is there, the label comes off, nothing else changed.
    const sweep = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(sweep.exitCode, sweep.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(labels(pr)).not.toContain('tend:awaits mallory');
  });

  it("a tend:awaits label on the pull request when tend pushes comes off with the push's write; the label naming the bot expected last goes on", async () => {
    const pr = await openPull();
    const trudy = t.emu.state.addAccount('trudy', 'User');
    t.emu.state.setPermission(t.world.repo, 'trudy', 'triage');
    t.emu.state.addLabel(t.world.repo, pr, 'tend:awaits mallory', trudy);
    await shipAndPush(pr);
    expect(labels(pr)).not.toContain('tend:awaits mallory');
    await geminiReviewsFirst(pr);
    ciReports(t, pr, 'success');
    await rabbitReviewsAndMerges(pr);
  });

  it("a triage user's label that only the if: reads as tend:awaits (`x|tend:awaits y`) comes off with the next run too, and reviews start jobs again", async () => {
    const { pr, trudy } = await blockedOnApproval();
    t.emu.state.addLabel(t.world.repo, pr, 'x|tend:awaits y', trudy);
    // The if: finds `|tend:awaits ` in the labels joined by `|`: a review starts no job.
    const skipped = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, t.world.accounts.gemini)), { actor: 'gemini-code-assist[bot]' });
    expect(skipped.started).toBe(false);

    const sweep = await t.run('schedule', { schedule: '*/10 * * * *' });
    expect(sweep.exitCode, sweep.stdout).toBe(0);
    expect(labels(pr)).not.toContain('x|tend:awaits y');
    const approved = await t.deliver('pull_request_review', reviewEvent(t, pr, review(pr, bob(), 'APPROVED', 'Looks good.')), { actor: 'bob' });
    expect(approved.started && approved.run.exitCode, approved.started ? approved.run.stdout : approved.why).toBe(0);
    expect(pr.pull.merged).toBe(true);
  });
});
