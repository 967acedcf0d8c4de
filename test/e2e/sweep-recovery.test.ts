// Commands are not lost, and auto-merge completes: the committed bundle, run as the runner runs it.
// On github.com a `/tend` comment's run can be cancelled by a concurrency group or never start
// (T5, T6), and GitHub's auto-merge enabled with GITHUB_TOKEN merges without any event (T8): the
// next run that looks at the target, the schedule sweep or another event, must still do the job.
// One world for the file; each test has its own pull request, and the tests run in order.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { issueCommentEvent } from '../../emulator/webhooks/issue-events.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { ciReports, reviewEvent } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let branches = 0;
beforeAll(async () => {
  t = await startE2E({ steps: 'in-process', mergeabilityAtOnce: { why: 'these tests are about what the sweep finishes after runs and events were lost; each hands over to GitHub or merges in the run that reads green CI' } });
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
  // Merges wait for a required `build` check: a run that is asked to ship waits for it.
  t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
});
afterAll(async () => {
  await t?.stop();
});

const SCHEDULE = { schedule: '*/10 * * * *' };
/** No review bot to wait for: a ship request goes straight to waiting for the `build` check. */
/** The .github/tend.yml of the tests whose pull requests no review bot looks at. */
const NO_BOTS = 'review-bots: []\n';

async function openPull(): Promise<Pull> {
  const branch = `recovery-${++branches}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`src/${branch}.ts`]: `export const n = ${branches};\n` }, message: `Change ${branches}` });
  return t.emu.state.createPullRequest(t.world.repo, { title: `Change ${branches}`, author: t.world.accounts.maintainer, head: branch }) as Pull;
}

/** A comment whose own run never happened: in the state, and no event delivered. */
const lostComment = (pr: Pull, body: string) => t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, body);

const tracking = (pr: Pull) => pr.comments.find((c) => c.body.includes('<!-- tend:state '));
const trackingState = (pr: Pull) => {
  const comment = tracking(pr);
  return comment ? readState(decodeMarker(comment.body)) : null;
};
const labels = (pr: Pull) => pr.labels.map((l) => l.name);

describe('lost commands', () => {
  it('a /tend ship whose run never happened is acted on by the next schedule run, and only once; a newer /tend stop from someone without write access is no command', async () => {
    await t.useConfig(NO_BOTS);
    const pr = await openPull();
    const command = lostComment(pr, '/tend ship');
    const outsiders = t.emu.state.addIssueComment(pr, t.world.accounts.outsider, '/tend stop');
    expect(labels(pr)).not.toContain('tend:active');

    const first = await t.run('schedule', SCHEDULE);
    expect(first.exitCode, first.stdout).toBe(0);
    const state = trackingState(pr);
    expect(state).toMatchObject({ workflow: 'ship', status: 'awaiting-checks', requestedBy: { login: t.world.accounts.maintainer.login }, lastCommandId: command.id });
    expect(state!.handled).toContain(`comment:${command.id}`);
    expect(labels(pr)).toContain('tend:active');
    const requested = state!.history.filter((h) => h.status === 'requested');
    expect(requested).toHaveLength(1);
    expect(state!.handled).not.toContain(`comment:${outsiders.id}`);

    const second = await t.run('schedule', SCHEDULE);
    expect(second.exitCode, second.stdout).toBe(0);
    const after = trackingState(pr)!;
    expect(after.history.filter((h) => h.status === 'requested')).toHaveLength(1);
    expect(after.status).toBe('awaiting-checks');
    expect(pr.comments.filter((c) => c.body.includes('<!-- tend:state '))).toHaveLength(1);
  });

  it('a /tend stop lost while tend waited for a review bot stops at the next event on that pull request', async () => {
    // coderabbit is required here: a review bot that never acted on the repository is not waited for.
    await t.useConfig('review-bots: [coderabbit]\nrequired-review-bots: [coderabbit]\n');
    const pr = await openPull();
    const ship = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship'), 'created'));
    expect(ship.exitCode, ship.stdout).toBe(0);
    expect(trackingState(pr)?.status).toBe('awaiting-reviews');

    const stop = lostComment(pr, '/tend stop');
    const { review } = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'No further comments.' });
    const run = await t.run('pull_request_review', reviewEvent(t, pr, review));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(trackingState(pr)).toMatchObject({ status: 'stopped', lastCommandId: stop.id });
    expect(trackingState(pr)!.reason).toContain(`stopped by @${t.world.accounts.maintainer.login}`);
    expect(labels(pr)).not.toContain('tend:active');
  });
});

describe('auto-merge completes', () => {
  it('after GitHub auto-merges (no event), the next schedule run finishes: label off, tracking comment merged, branch deleted', async () => {
    await t.useConfig(`${NO_BOTS}merge: auto\n`);
    const pr = await openPull();
    const ship = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship'), 'created'));
    expect(ship.exitCode, ship.stdout).toBe(0);
    expect(ship.outputs.state).toBe('auto-merge');
    expect(pr.pull.autoMergeMethod).toBe('squash');

    // CI passes: GitHub merges by itself, as github-actions[bot], and no workflow starts (T8).
    ciReports(t, pr, 'success');
    expect(pr.pull.merged).toBe(true);
    expect(labels(pr)).toContain('tend:active');
    expect(t.emu.state.refOid(t.world.repo, pr.pull.headRef)).not.toBeNull();

    const run = await t.run('schedule', SCHEDULE);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(labels(pr)).not.toContain('tend:active');
    expect(trackingState(pr)).toMatchObject({ status: 'merged', reason: 'merged by GitHub auto-merge (squash)', ship: { merge: { merged: true }, branchDeleted: true } });
    expect(tracking(pr)!.body).toContain('merged');
    expect(t.emu.state.refOid(t.world.repo, pr.pull.headRef)).toBeNull();

    // Finished: the next sweep finds nothing left to do on it.
    const again = await t.run('schedule', SCHEDULE);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(trackingState(pr)?.status).toBe('merged');
  });
});

describe('pull requests blocked on something', () => {
  it('one schedule run reads every blocked pull request in one request and writes nothing; an approval whose event was lost is merged by the next, on a read of its own made then', async () => {
    await t.useConfig(NO_BOTS);
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 1, strict: false });
    try {
      const pulls = [await openPull(), await openPull()];
      for (const pr of pulls) {
        const ship = await t.run('issue_comment', issueCommentEvent(t.emu.state, t.world.repo, pr, t.emu.state.addIssueComment(pr, t.world.accounts.maintainer, '/tend ship'), 'created'));
        expect(ship.exitCode, ship.stdout).toBe(0);
        // CI passes and its event is lost: the sweep is what sees it.
        ciReports(t, pr, 'success');
      }
      const first = await t.run('schedule', SCHEDULE);
      expect(first.exitCode, first.stdout).toBe(0);
      expect(pulls.map((pr) => trackingState(pr)?.reason)).toEqual(pulls.map(() => 'a required approving review is missing'));

      // Blocked, both: due at every sweep, and read together (other tests' pull requests are in this world too).
      const numbers = pulls.map((pr) => pr.number);
      const readOf = (e: (typeof t.emu.log.entries)[number]) => {
        // The log keeps a GraphQL request's variables as its body.
        const variables = (e.kind === 'graphql' ? (e.body ?? {}) : {}) as Record<string, unknown>;
        if (e.operation === 'TendPullSnapshots') return `TendPullSnapshots ${Object.keys(variables).filter((k) => /^n\d+$/.test(k)).map((k) => Number(variables[k])).sort((a, b) => a - b).join(',')}`;
        if (e.operation === 'TendPullSnapshot' && numbers.includes(variables.number as number)) return `TendPullSnapshot ${String(variables.number)}`;
        if (e.kind === 'rest' && e.method !== 'GET' && numbers.some((n) => e.path.includes(`/${n}/`) || e.path.endsWith(`/${n}`))) return `${e.method} ${e.path}`;
        return null;
      };
      const bodies = () => pulls.map((pr) => tracking(pr)!.body);
      const before = bodies();
      t.emu.log.clear();
      const second = await t.run('schedule', SCHEDULE);
      expect(second.exitCode, second.stdout).toBe(0);
      expect(t.emu.log.entries.flatMap((e) => readOf(e) ?? [])).toEqual([`TendPullSnapshots ${numbers.join(',')}`]);
      expect(bodies()).toEqual(before);
      expect(pulls.map((pr) => trackingState(pr)?.status)).toEqual(['blocked', 'blocked']);

      // A writer approves the first; the review's event is lost. What the batched read shows is not
      // what it merges on: it reads that pull request again before the merge.
      const writer = t.emu.state.addAccount('carol', 'User');
      t.emu.state.setPermission(t.world.repo, writer.login, 'write');
      t.emu.state.addReview(t.world.repo, pulls[0]!, { author: writer, state: 'APPROVED', body: 'LGTM' });
      t.emu.log.clear();
      const third = await t.run('schedule', SCHEDULE);
      expect(third.exitCode, third.stdout).toBe(0);
      expect(t.emu.log.entries.flatMap((e) => readOf(e) ?? []).slice(0, 3)).toEqual([
        `TendPullSnapshots ${numbers.join(',')}`,
        `TendPullSnapshot ${numbers[0]}`,
        `PUT /repos/acme/widgets/pulls/${numbers[0]}/merge`,
      ]);
      expect(pulls.map((pr) => pr.pull.merged)).toEqual([true, false]);
      expect(trackingState(pulls[1]!)?.status).toBe('blocked');
    } finally {
      t.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    }
  });
});
