// Trust suite: the merge gate. tend merges only the exact head whose required checks it saw pass:
// a push between the check and the merge fails closed (409, one attempt, no blind retry), and a
// required check that is missing, pending or failing on the current head (right after tend's own
// push too, and wherever it sits in a long list of checks) blocks the merge.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckConclusion } from '../../emulator/state.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { botsReviewHead, ciReports, openReviewedPullRequest, SHIP_CONFIG, type ShipPr } from '../e2e/ship-world.js';
import { RABBIT_FINDING, startTrust, type Trust } from './trust-world.js';

let t: Trust;
beforeEach(async () => {
  t = await startTrust({ config: SHIP_CONFIG, steps: 'in-process', mergeabilityAtOnce: { why: 'these threats act on the merge request itself (a head moved during it, checks on another head); each needs tend to reach the merge in the sweep that reads green CI' } });
});
afterEach(async () => {
  await t.stopAll();
});

const SWEEP = { schedule: '*/10 * * * *' };
const mergePath = (pr: ShipPr['pr']) => `/repos/acme/widgets/pulls/${pr.number}/merge`;
const mergeAttempts = (pr: ShipPr['pr']) => t.emu.log.count({ kind: 'rest', method: 'PUT', path: mergePath(pr) });
const sweep = (env: Record<string, string> = {}) => t.go('schedule', SWEEP, { env });
const history = (pr: ShipPr['pr']) => {
  const comment = pr.comments.find((c) => c.body.includes('<!-- tend:state '));
  return readState(decodeMarker(comment!.body))?.history.map((h) => h.note) ?? [];
};

/** Ships the sample: tend applies the suggestion and pushes; the bots review that head. */
async function shipped(): Promise<ShipPr['pr']> {
  const { pr } = await openReviewedPullRequest(t);
  const run = await t.go('issue_comment', t.command(pr, '/tend ship'));
  expect(run.exitCode, run.stdout).toBe(0);
  botsReviewHead(t, pr);
  return pr;
}

describe('threat: the head moves between the check and the merge', () => {
  it('fails closed on the 409: one merge attempt, nothing merged, and the new head starts over', async () => {
    const pr = await shipped();
    ciReports(t, pr, 'success');
    const checked = t.head(pr);
    let human = '';
    t.emu.faults.inject({
      kind: 'rest',
      method: 'PUT',
      path: mergePath(pr),
      response: { type: 'before', run: async () => { human = await t.push(pr, { 'NOTES.md': 'pushed while tend was merging\n' }); } },
      times: 1,
    });
    const run = await sweep();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(mergeAttempts(pr)).toBe(1);
    expect(t.emu.log.filter({ kind: 'rest', method: 'PUT', path: mergePath(pr) })[0]).toMatchObject({ status: 409, body: expect.objectContaining({ sha: checked }) });
    expect(pr.pull.merged).toBe(false);
    expect(run.outputs.merged).toBe('false');
    expect(run.outputs.state).not.toBe('merged');
    expect(t.file('main', 'NOTES.md')).toBeNull();
    expect(t.head(pr)).toBe(human);
    expect(history(pr).some((note) => note.startsWith('the head moved before the merge'))).toBe(true);

    // The green build of the checked head does not carry over to the human's head.
    botsReviewHead(t, pr);
    const next = await sweep();
    expect(next.exitCode, next.stdout).toBe(0);
    expect(next.outputs.state).toBe('awaiting-checks');
    expect(next.outputs.reason).toContain('build (not reported yet)');
    expect(mergeAttempts(pr)).toBe(1);
  });
});

describe('threat: a merge without passing required checks on the current head', () => {
  it('waits while the required check has not reported, and blocks once the timeout passes, never merging', async () => {
    const pr = await shipped();
    const waiting = await sweep();
    expect(waiting.outputs).toMatchObject({ state: 'awaiting-checks', merged: 'false' });
    expect(waiting.outputs.reason).toContain('build (not reported yet)');
    const late = await sweep({ TEND_NOW: new Date(Date.now() + 31 * 60_000).toISOString() });
    expect(late.outputs).toMatchObject({ state: 'blocked', merged: 'false' });
    expect(late.outputs.reason).toContain('Checks did not finish within 30 minutes: build (not reported yet)');
    expect(mergeAttempts(pr)).toBe(0);
    expect(pr.pull.merged).toBe(false);
  });

  it('blocks on every failing conclusion and on a failing commit status, re-checking each run, and merges once it passes', async () => {
    const pr = await shipped();
    const head = t.head(pr);
    const conclusions: CheckConclusion[] = ['failure', 'cancelled', 'timed_out', 'action_required', 'stale'];
    for (const conclusion of conclusions) {
      ciReports(t, pr, conclusion as 'failure');
      const run = await sweep();
      expect(run.outputs, conclusion).toMatchObject({ state: 'blocked', merged: 'false', reason: 'Failing checks: build.' });
    }
    t.world.repo.protection.set('main', { requiredStatusChecks: ['build', 'ci/legacy'], requiredApprovingReviewCount: 0, strict: false });
    ciReports(t, pr, 'success');
    for (const state of ['error', 'failure'] as const) {
      t.emu.state.addStatus(t.world.repo, { sha: head, context: 'ci/legacy', state, creator: t.world.accounts.actions });
      const run = await sweep();
      expect(run.outputs, state).toMatchObject({ state: 'blocked', merged: 'false', reason: 'Failing checks: ci/legacy.' });
    }
    t.emu.state.addStatus(t.world.repo, { sha: head, context: 'ci/legacy', state: 'pending', creator: t.world.accounts.actions });
    const pending = await sweep();
    expect(pending.outputs.state).toBe('awaiting-checks');
    expect(pending.outputs.reason).toContain('ci/legacy');
    expect(mergeAttempts(pr)).toBe(0);

    t.emu.state.addStatus(t.world.repo, { sha: head, context: 'ci/legacy', state: 'success', creator: t.world.accounts.actions });
    const green = await sweep();
    expect(green.outputs).toMatchObject({ state: 'merged', merged: 'true' });
    expect(mergeAttempts(pr)).toBe(1);
  });

  it('waits while the required check is in progress', async () => {
    const pr = await shipped();
    t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: t.head(pr), status: 'in_progress', app: t.world.accounts.actions });
    const run = await sweep();
    expect(run.outputs).toMatchObject({ state: 'awaiting-checks', merged: 'false' });
    expect(run.outputs.reason).toMatch(/^Waiting for checks: build \(until /);
    expect(mergeAttempts(pr)).toBe(0);
  });

  it('does not count a green build of the head before tend’s own push', async () => {
    const { pr } = await openReviewedPullRequest(t);
    ciReports(t, pr, 'success'); // CI passed on the author's head
    const ship = await t.go('issue_comment', t.command(pr, '/tend ship'));
    expect(ship.exitCode, ship.stdout).toBe(0);
    expect(t.emu.state.latestCheckRuns(t.world.repo, t.head(pr))).toEqual([]); // tend pushed a new head
    botsReviewHead(t, pr);
    const run = await sweep();
    expect(run.outputs).toMatchObject({ state: 'awaiting-checks', merged: 'false' });
    expect(run.outputs.reason).toContain('build (not reported yet)');
    expect(mergeAttempts(pr)).toBe(0);
  });

  it('reads the required check past the first page of 100 check runs: failing blocks, pending waits, passing merges', async () => {
    const pr = await shipped();
    const head = t.head(pr);
    for (let i = 0; i < 120; i += 1) t.emu.state.addCheckRun(t.world.repo, { name: `lint-${i}`, headSha: head, conclusion: 'success', app: t.world.accounts.actions });
    ciReports(t, pr, 'failure'); // the required one, after 120 others

    const failing = await sweep();
    expect(failing.outputs).toMatchObject({ state: 'blocked', merged: 'false', reason: 'Failing checks: build.' });
    expect(t.emu.log.count({ kind: 'graphql', operation: 'TendPullChecksPage' })).toBeGreaterThan(0);

    const rerun = t.emu.state.addCheckRun(t.world.repo, { name: 'build', headSha: head, status: 'in_progress', app: t.world.accounts.actions });
    const pending = await sweep();
    expect(pending.outputs).toMatchObject({ state: 'awaiting-checks', merged: 'false' });
    expect(mergeAttempts(pr)).toBe(0);

    t.emu.state.completeCheckRun(rerun, 'success');
    const green = await sweep();
    expect(green.outputs).toMatchObject({ state: 'merged', merged: 'true' });
  });

  // A thread that arrives while the run reads is left to the next run; merging now would leave no
  // next run to read it.
  it('does not merge past a review thread opened while the run reads', async () => {
    const pr = await shipped();
    ciReports(t, pr, 'success');
    t.emu.faults.inject({
      kind: 'graphql',
      operation: 'TendPullSnapshot',
      response: {
        type: 'before',
        run: () => {
          t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, comments: [{ path: 'src/widget.ts', line: 2, body: RABBIT_FINDING.replace('Major', 'Critical') }] });
        },
      },
      times: 1,
    });
    const run = await sweep();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(mergeAttempts(pr)).toBe(0);
  });
});
