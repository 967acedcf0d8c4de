// tend under the Actions rules about runs that do not run, end to end on the committed bundle:
// a push tend made with GITHUB_TOKEN leaves CI waiting for approval with no check on the head (T9),
// and tend says so, reading the runs list once and only when it blocks (a token without
// `actions: read` falls back to the GITHUB_TOKEN explanation); a workflow_dispatch run's checks are
// no CI evidence for the pull request (T10); and with every schedule run dropped (T6) a pull request
// still merges through workflow_run. One world for the file; GitHub Actions in it holds GITHUB_TOKEN
// pull request runs for approval (the github.com default) and drops every schedule tick.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { scheduleEvent } from '../../emulator/webhooks/dispatch-events.js';
import { pullRequestEvent } from '../../emulator/webhooks/pull-request-events.js';
import { runCiOnActions, workflowRuns } from '../../emulator/workflow-runs.js';
import { decodeMarker } from '../../src/store/marker.js';
import { readState } from '../../src/store/target-state.js';
import { botsReviewHead, command, openReviewedPullRequest, reviewEvent, SHIP_CONFIG } from './ship-world.js';
import { startE2E, SWEEP_WORKFLOW, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

let t: E2E;
let ciWorkflow: string;
let branches = 0;

beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process', actions: { schedule: { dropEvery: 1 } } });
  // The repository's CI on GitHub Actions: `build` on every pull request.
  ciWorkflow = join(mkdtempSync(join(tmpdir(), 'tend-ci-approval-')), 'ci.yml');
  writeFileSync(ciWorkflow, 'name: CI\non:\n  pull_request:\n  workflow_dispatch:\njobs:\n  build: { runs-on: ubuntu-latest, steps: [{ run: make test }] }\n');
});
afterAll(async () => {
  await t?.stop();
});

/** The .github/tend.yml of the tests whose pull requests no review bot looks at. */
const NO_BOTS = 'review-bots: []\n';
const RUNS_LIST = { kind: 'rest' as const, method: 'GET', path: '/repos/acme/widgets/actions/runs' };
const trackingState = (pr: Pull) => readState(decodeMarker(pr.comments.find((c) => c.body.includes('<!-- tend:state '))?.body ?? ''));
const mergeRequests = (pr: Pull) => t.emu.log.count({ kind: 'rest', method: 'PUT', path: `/repos/acme/widgets/pulls/${pr.number}/merge` });

/** A maintainer's pull request without review threads, on a branch of its own. */
async function openPull(): Promise<Pull> {
  const branch = `ci-approval-${++branches}`;
  await commitFiles(t.world.repo.bareDir, { branch, from: 'main', files: { [`notes/${branch}.md`]: `${branch}\n` }, message: `Add ${branch}` });
  const issue = t.emu.state.createPullRequest(t.world.repo, { title: `Add ${branch}`, author: t.world.accounts.maintainer, head: branch });
  return t.emu.state.requirePull(t.world.repo, issue.number);
}

describe('T9: CI of a head tend pushed with GITHUB_TOKEN waits for approval', () => {
  it('T9: blocked, tend reads the runs list once and says the runs wait for a maintainer’s approval; with a token that may not read runs (403) it gives the GITHUB_TOKEN reason instead', async () => {
    const { pr } = await openReviewedPullRequest(t);
    t.world.repo.protection.clear(); // nothing required: the head's checks are all tend has
    const before = t.emu.state.headOid(t.world.repo, pr);
    const first = await t.deliver('issue_comment', command(t, pr, '/tend ship'), { actor: 'maintainer' });
    expect(first.started && first.run.exitCode).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(pushed).not.toBe(before);
    expect(t.emu.log.count(RUNS_LIST)).toBe(0); // not read on the way

    // GitHub delivers the push's synchronize to CI: caused by GITHUB_TOKEN, the run is held.
    const synchronize = pullRequestEvent(t.emu.state, t.world.repo, pr, 'synchronize', { before, sender: t.world.accounts.actions });
    const ci = await t.deliver('pull_request', synchronize, { actor: 'github-actions[bot]', byGithubToken: true }, { workflow: ciWorkflow });
    expect(ci).toMatchObject({ started: false, awaitingApproval: { headSha: pushed, conclusion: 'action_required' } });
    expect(t.world.repo.checkRuns.filter((r) => r.headSha === pushed && r.workflowName === 'CI')).toEqual([]);

    // The bots review the new head. A job token without actions: read: the list answers 403.
    // The last bot's review (Gemini's): tend waits for it (its tend:awaits label), CodeRabbit's starts no job.
    const review = botsReviewHead(t, pr).at(-1);
    t.emu.state.addToken('tend-no-actions', t.world.accounts.actions, { permissions: { contents: 'write', 'pull-requests': 'write', issues: 'write', checks: 'read', statuses: 'read', metadata: 'read' } });
    const narrow = await t.run('pull_request_review', reviewEvent(t, pr, review!), { token: 'tend-no-actions' });
    expect(narrow.exitCode, narrow.stdout + narrow.stderr).toBe(0);
    expect(t.emu.log.filter(RUNS_LIST).map((e) => e.status)).toEqual([403]);
    expect(narrow.outputs.state).toBe('blocked');
    expect(narrow.outputs.reason).toContain('tend pushed this head with GITHUB_TOKEN');
    expect(narrow.outputs.reason).not.toContain('waiting for approval (');

    // With the example workflow's token (actions readable), the reason says what a maintainer must do.
    const second = await t.deliver('pull_request_review', reviewEvent(t, pr, review!), { actor: 'gemini-code-assist[bot]' });
    expect(second.started).toBe(true);
    if (!second.started) return;
    expect(second.run.exitCode, second.run.stdout + second.run.stderr).toBe(0);
    expect(t.emu.log.filter(RUNS_LIST).map((e) => e.status)).toEqual([403, 200]);
    expect(second.run.outputs.state).toBe('blocked');
    expect(trackingState(pr)?.reason).toContain('CI runs for this head are waiting for approval (1 run): a maintainer must approve them in the Actions tab');
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
  });
});

describe('T10: a workflow_dispatch run’s checks are not CI evidence for the pull request', () => {
  it('T10: CI dispatched on the head passes and its workflow_run reaches tend, but the pull request’s rollup has no check: tend waits, never merges', async () => {
    await t.writeConfig(NO_BOTS);
    const pr = await openPull();
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.outputs.state, first.stdout).toBe('awaiting-checks');
    const { event } = runCiOnActions(t.emu, t.world.repo, pr, { event: 'workflow_dispatch', actor: t.world.accounts.maintainer });
    expect(event.workflow_run).toMatchObject({ event: 'workflow_dispatch', conclusion: 'success', pull_requests: [{ number: pr.number }] });
    const delivered = await t.deliver('workflow_run', event, { actor: 'maintainer' });
    expect(delivered.started).toBe(true);
    if (!delivered.started) return;
    expect(delivered.run.exitCode, delivered.run.stdout + delivered.run.stderr).toBe(0);
    expect(delivered.run.outputs.state).toBe('awaiting-checks');
    expect(delivered.run.outputs.reason).toMatch(/^Waiting for a CI check to report on [0-9a-f]{7}/);
    expect(pr.pull.merged).toBe(false);
    expect(mergeRequests(pr)).toBe(0);
  });
});

describe('T6: tend does not depend on the schedule where an event exists', () => {
  it('T6: with every schedule run dropped, /tend ship → CI green on Actions → merged through workflow_run; the runs list is never read on the way', async () => {
    await t.writeConfig(NO_BOTS);
    const pr = await openPull();
    const listBefore = t.emu.log.count(RUNS_LIST);
    const first = await t.deliver('issue_comment', command(t, pr, '/tend ship'), { actor: 'maintainer' });
    expect(first.started && first.run.outputs.state).toBe('awaiting-checks');

    const sweep = await t.deliver('schedule', scheduleEvent('*/5 * * * *'), { actor: 'maintainer' }, { workflow: SWEEP_WORKFLOW });
    expect(sweep).toMatchObject({ started: false, why: expect.stringContaining('GitHub dropped this schedule run') });

    const { event } = runCiOnActions(t.emu, t.world.repo, pr, { actor: t.world.accounts.maintainer });
    const reentry = await t.deliver('workflow_run', event, { actor: 'maintainer' });
    expect(reentry.started && reentry.run.outputs.merged).toBe('true');
    expect(pr.pull.merged).toBe(true);
    expect(workflowRuns(t.world.repo).filter((r) => r.headSha === event.workflow_run.head_sha).map((r) => r.event)).toEqual(['pull_request']);
    expect(t.emu.log.count(RUNS_LIST)).toBe(listBefore);
  });
});
