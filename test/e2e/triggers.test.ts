// End to end through the Actions trigger model (emulator/actions, t.deliver): events reach the
// committed bundle only as GitHub Actions would deliver them to examples/tend.yml (or another
// workflow a user might write): which runs start, in which concurrency group, with what token.
// One world for the file; each test opens its own pull request.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { pullRequestEvent, pullRequestReviewEvent } from '../../emulator/webhooks/pull-request-events.js';
import { FORK_READ_ONLY } from '../../src/route/route.js';
import { command, openReviewedPullRequest, SHIP_CONFIG } from './ship-world.js';
import { startE2E, type E2E } from './world.js';

let t: E2E;
let dir: string;
let branches = 0;

beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG });
  // The fork the state knows, so payloads name mallory/widgets as the head repository.
  await createWorld(t.emu, { owner: 'mallory', name: 'widgets' });
  dir = mkdtempSync(join(tmpdir(), 'tend-triggers-'));
});

afterAll(async () => {
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A pull request from mallory's fork, which tend works on (tend:active). */
async function openForkPullRequest() {
  const branch = `fork-${++branches}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`fork/${branch}.txt`]: `${branch}\n` }, message: branch });
  const issue = t.emu.state.createPullRequest(t.world.repo, { title: `From a fork ${branches}`, author: t.world.accounts.outsider, head: branch });
  const pr = t.emu.state.requirePull(t.world.repo, issue.number);
  t.emu.state.addLabel(t.world.repo, pr, 'tend:active');
  t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
  return pr;
}

const checksOn = (sha: string) => t.world.repo.checkRuns.filter((c) => c.headSha === sha).map((c) => [c.name, c.conclusion, c.workflowName]);

describe('examples/tend.yml under GitHub’s concurrency and fork rules', () => {
  it('T5: a comment that is not a command, arriving while a job runs, does not cancel the pending /tend stop', async () => {
    const { pr } = await openReviewedPullRequest(t);
    const main = t.emu.state.refOid(t.world.repo, 'main')!;
    const maintainer = { actor: t.world.accounts.maintainer.login };
    // All three arrive while the first job runs: /tend stop waits in the pull request's group.
    const ship = t.deliver('issue_comment', command(t, pr, '/tend ship'), maintainer);
    const stop = t.deliver('issue_comment', command(t, pr, '/tend stop'), maintainer);
    const chatter = t.deliver('issue_comment', command(t, pr, 'Thanks, looks good to me'), maintainer);
    const [shipped, stopped, chatted] = await Promise.all([ship, stop, chatter]);

    expect(shipped.started && shipped.run.exitCode).toBe(0);
    expect(chatted).toMatchObject({ started: false, why: 'jobs.tend.if is false' });
    expect(stopped.started, stopped.started ? '' : stopped.why).toBe(true);
    expect(stopped.started && stopped.run.outputs.state).toBe('stopped');
    // T7: comment runs report on GITHUB_SHA (the default branch head), the skipped one as skipped.
    expect(checksOn(main)).toEqual([
      ['tend', 'skipped', 'tend'],
      ['tend', 'success', 'tend'],
      ['tend', 'success', 'tend'],
    ]);
  });

  it('T4: a review of a fork’s pull request starts no job (its token would be read-only); the run shows a skipped check', async () => {
    const pr = await openForkPullRequest();
    const head = t.emu.state.headOid(t.world.repo, pr);
    const writes = t.emu.log.writes().length;
    const review = t.emu.state.addReview(t.world.repo, pr, { author: t.world.accounts.coderabbit, body: 'Looks fine.' }).review;
    const delivered = await t.deliver('pull_request_review', pullRequestReviewEvent(t.emu.state, t.world.repo, pr, review, 'submitted'), { actor: t.world.accounts.coderabbit.login });

    expect(delivered).toMatchObject({ started: false, why: 'jobs.tend.if is false' });
    expect(delivered.plan.starts && delivered.plan.secrets).toBe(false);
    expect(t.emu.log.writes().length).toBe(writes);
    expect(checksOn(head)).toEqual([['tend', 'skipped', 'tend']]);
  });
});

describe('tend on a fork’s read-only run that does start', () => {
  it('T4: a pull_request run of a fork’s pull request (a workflow without the fork condition) exits 0 with a notice and writes nothing', async () => {
    const workflow = join(dir, 'tend-without-fork-condition.yml');
    writeFileSync(
      workflow,
      [
        'name: tend',
        'on:',
        '  pull_request:',
        '    types: [labeled]',
        'permissions:',
        '  contents: write',
        '  pull-requests: write',
        '  issues: write',
        'jobs:',
        '  tend:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: your-org/tend@1776a7657d1fa234938136ee8ed77d659e428599 # v0',
        '',
      ].join('\n'),
    );
    const pr = await openForkPullRequest();
    const head = t.emu.state.headOid(t.world.repo, pr);
    const label = t.emu.state.addLabel(t.world.repo, pr, 'tend:ship', t.world.accounts.maintainer);
    const writes = t.emu.log.writes().length;
    const event = pullRequestEvent(t.emu.state, t.world.repo, pr, 'labeled', { label, sender: t.world.accounts.maintainer });
    const delivered = await t.deliver('pull_request', event, { actor: t.world.accounts.maintainer.login }, { workflow, inputs: { 'anthropic-api-key': 'sk-ant-test' } });

    if (!delivered.started) throw new Error(`expected the run to start: ${delivered.why}`);
    expect([delivered.secrets, delivered.permissions.contents, delivered.permissions.issues, delivered.permissions['pull-requests']]).toEqual([false, 'read', 'read', 'read']);
    expect(delivered.run.exitCode, delivered.run.stdout + delivered.run.stderr).toBe(0);
    expect(delivered.run.annotations.filter((a) => a.level === 'notice').map((a) => a.message)).toEqual([FORK_READ_ONLY]);
    expect(delivered.run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(delivered.run.outputs.state).toBe('skipped');
    expect(t.emu.log.writes().length).toBe(writes);
    expect(checksOn(head)).toEqual([['tend', 'success', 'tend']]);
  });
});
