// CI on GitHub Actions re-enters tend through `workflow_run` (GitHub rules T1, T2): check_run and
// check_suite never start a workflow for suites Actions made, so a green CI reaches tend only as a
// `workflow_run completed` event. The committed bundle, run as the runner runs it, takes a pull
// request from "/tend ship" to merged with no schedule run and no check event; and finds a fork's
// pull request, which the payload does not name, by its head SHA. One world for the file.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciRunsOnActions } from '../../emulator/sample-review.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { statusEvent } from '../../emulator/webhooks/check-events.js';
import { scheduleEvent, workflowDispatchEvent } from '../../emulator/webhooks/dispatch-events.js';
import { readFileSync } from 'node:fs';
import { workflowRunEvent } from '../../emulator/webhooks/workflow-run-events.js';
import { completeWorkflowRun, startWorkflowRun } from '../../emulator/workflow-runs.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { startE2E, SWEEP_WORKFLOW, type E2E } from './world.js';
import { MERGEABILITY_REREADS } from '../../src/ship/mergeability.js';
import { botsReviewHead, command, openReviewedPullRequest, reviewEvent, SHIP_CONFIG, trackingState } from './ship-world.js';

let t: E2E;
beforeAll(async () => {
  t = await startE2E({ config: SHIP_CONFIG, steps: 'in-process' });
});
afterAll(async () => {
  await t.stop();
});

/** Events delivered to tend in a test, by name, to show what did (and did not) wake it. */
function deliveries() {
  const names: string[] = [];
  return {
    names,
    run: (eventName: string, payload: unknown, inputs: Record<string, string>) => {
      names.push(eventName);
      return t.run(eventName, payload, { inputs });
    },
  };
}

/** An outsider's pull request adding `file` on `branch`, under a protected main that requires `build`. */
async function openPull(branch: string, file: string): Promise<Issue & { pull: PullRequestData }> {
  const { state } = t.emu;
  const repo = t.world.repo;
  repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
  await commitFiles(repo.bareDir, { branch, from: 'main', files: { [file]: `export const ${branch.replace(/\W/g, '_')} = 1;\n` }, message: `Add ${file}` });
  const issue = state.createPullRequest(repo, { title: `Add ${file}`, author: t.world.accounts.outsider, head: branch });
  return state.requirePull(repo, issue.number);
}

async function openForkPull(branch: string, file: string): Promise<Issue & { pull: PullRequestData }> {
  const pr = await openPull(branch, file);
  t.emu.state.moveHeadToFork(t.world.repo, pr, 'mallory/widgets');
  return pr;
}

describe('CI on Actions re-enters through workflow_run', () => {
  it('fix pushed with push-token → CI (an Actions workflow) green → merged, through workflow_run, with no schedule run and no check event', async () => {
    await t.useConfig(SHIP_CONFIG);
    const { pr } = await openReviewedPullRequest(t);
    const inputs = { 'push-token': t.world.tokens.maintainer };
    const delivered = deliveries();
    const headBefore = t.emu.state.headOid(t.world.repo, pr);

    // 1. /tend ship: tend applies the suggestion and pushes it with the push token, not GITHUB_TOKEN.
    const pushesBefore = t.emu.log.entries.length;
    const first = await delivered.run('issue_comment', command(t, pr, '/tend ship'), inputs);
    expect(first.exitCode, first.stdout).toBe(0);
    const pushed = t.emu.state.headOid(t.world.repo, pr);
    expect(pushed).not.toBe(headBefore);
    const pushes = t.emu.log.entries.slice(pushesBefore).filter((e) => e.kind === 'git' && e.path.endsWith('git-receive-pack') && e.status === 200);
    expect(pushes.map((p) => p.actor)).toEqual([t.world.accounts.maintainer.login]);

    // 2. The bots review the new head; CI has not finished: tend waits for the required check.
    // The last bot's review (Gemini's): tend waits for it (its tend:awaits label), CodeRabbit's starts no job.
    const review = botsReviewHead(t, pr).at(-1);
    const second = await delivered.run('pull_request_review', reviewEvent(t, pr, review!), inputs);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs.state).toBe('awaiting-checks');
    expect(pr.pull.merged).toBe(false);

    // 3. The push started CI on Actions (a push-token push starts workflows; GITHUB_TOKEN's would not):
    //    its `build` job passes on the pushed head, and GitHub delivers workflow_run completed.
    const { event } = ciRunsOnActions(t.emu, t.world, pr, 'success', t.world.accounts.maintainer);
    expect(event.workflow_run).toMatchObject({ head_sha: pushed, conclusion: 'success', pull_requests: [{ number: pr.number }] });
    const third = await delivered.run('workflow_run', event, inputs);
    expect(third.exitCode, third.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(third.outputs.merged).toBe('true');
    expect(t.emu.state.fileAt(t.world.repo, 'main', 'src/widget.ts')?.toString('utf8')).toContain('return 2 * (w + h);');

    expect(delivered.names).toEqual(['issue_comment', 'pull_request_review', 'workflow_run']);
  });

  it("a fork head's workflow_run names no pull request: tend finds the right one by the head SHA and merges it", async () => {
    await t.useConfig(SHIP_CONFIG);
    const fork = await openForkPull('fork-docs', 'src/fork.ts');
    const other = await openPull('other-docs', 'src/other.ts');
    const delivered = deliveries();

    // Both bots have reviewed the fork's head with nothing to say; /tend ship waits for CI.
    botsReviewHead(t, fork);
    const first = await delivered.run('issue_comment', command(t, fork, '/tend ship'), {});
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs.state).toBe('awaiting-checks');

    // CI on the fork's head: GitHub's workflow_run lists no pull request for it (T2).
    const { event } = ciRunsOnActions(t.emu, t.world, fork, 'success', t.world.accounts.outsider);
    expect(event.workflow_run.pull_requests).toEqual([]);
    const second = await delivered.run('workflow_run', event, {});
    expect(second.exitCode, second.stdout).toBe(0);
    expect(fork.pull.merged).toBe(true);
    expect(other.pull.merged).toBe(false);
    expect(other.comments).toEqual([]);
    expect(delivered.names).toEqual(['issue_comment', 'workflow_run']);
  });

  it("E201: a fork head's green CI right after the push is acted on, though GitHub's search has not indexed the pull request yet", async () => {
    await t.useConfig(SHIP_CONFIG);
    // A sweep searches first: the index now stands as it did before the fork's pull request existed.
    const sweep = await t.run('schedule', scheduleEvent('*/5 * * * *'));
    expect(sweep.exitCode, sweep.stdout).toBe(0);
    const fork = await openForkPull('fork-fresh', 'src/fork-fresh.ts');
    botsReviewHead(t, fork);
    const first = await t.run('issue_comment', command(t, fork, '/tend ship'));
    expect(first.outputs.state, first.stdout).toBe('awaiting-checks');

    // CI finishes on the head just pushed: the payload names no pull request (T2), and a search
    // would find none yet; tend lists the pull requests it works on instead and merges this one.
    const before = t.emu.log.entries.length;
    const { event } = ciRunsOnActions(t.emu, t.world, fork, 'success', t.world.accounts.outsider);
    expect(event.workflow_run.pull_requests).toEqual([]);
    const second = await t.run('workflow_run', event);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({ target: String(fork.number), merged: 'true' });
    expect(fork.pull.merged).toBe(true);
    expect(t.emu.log.entries.slice(before).map((e) => e.operation ?? '')).not.toContain('TendPullsForCommit');
  });

  it('P7: green CI on a head GitHub is computing mergeability for: tend reads again a moment later, in the same run, and merges; nothing is written while it reads, no sweep is asked for', async () => {
    await t.useConfig('review-bots: []\n');
    const pr = await openPull('ci-reread', 'src/reread.ts');
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.outputs.state, first.stdout).toBe('awaiting-checks');
    // A writer pushes; CI passes before anything read the new head: GitHub answers UNKNOWN to that first read (P7).
    await commitFiles(t.world.repo.bareDir, { branch: 'ci-reread', files: { 'src/reread.ts': 'export const ci_reread = 2;\n' }, message: 'Second thoughts' });
    const { event } = ciRunsOnActions(t.emu, t.world, pr, 'success', t.world.accounts.maintainer);
    const before = t.emu.log.entries.length;
    const dispatchesBefore = t.world.repo.workflowDispatches.length;
    const second = await t.run('workflow_run', event);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs.merged, second.stdout).toBe('true');
    const requests = t.emu.log.entries.slice(before).filter((e) => e.kind !== 'git').map((e) => e.operation ?? `${e.method} ${e.path}`);
    // The run's first read, then one more read of the pull request, then the merge: no write in between.
    const merge = requests.findIndex((r) => /^PUT .*\/merge$/.test(r));
    expect(requests.slice(0, merge)).toEqual(['TendRunContext', 'TendPullSnapshot']);
    // Deleting the merged branch reads nothing more: the second read keeps what the first knew about its head branch.
    expect(requests.slice(merge + 1)).toEqual(['TendFinishMerged']);
    expect(t.world.repo.workflowDispatches.length).toBe(dispatchesBefore);
  });

  it('P7: green CI on a head GitHub is still computing mergeability for after tend\'s reads is not merged; tend dispatches the sweep, which merges once it is known', async () => {
    const repo = t.world.repo;
    await commitFiles(repo.bareDir, { branch: 'main', files: { '.github/workflows/tend-sweep.yml': readFileSync(SWEEP_WORKFLOW, 'utf8') }, message: 'Add the sweep workflow' });
    await t.useConfig('review-bots: []\nsweep-workflow: tend-sweep.yml\n');
    const pr = await openPull('ci-unknown', 'src/unknown.ts');
    const first = await t.run('issue_comment', command(t, pr, '/tend ship'));
    expect(first.outputs.state, first.stdout).toBe('awaiting-checks');

    // A writer pushes, and CI passes on the new head before anything read the pull request again:
    // GitHub answers mergeable UNKNOWN to that first read (P7), and here, a slow job, to tend's two
    // reads a moment later too (mergeability.ts): only then does tend ask for the sweep.
    t.emu.state.mergeabilityUnknownReads = 1 + MERGEABILITY_REREADS;
    await commitFiles(repo.bareDir, { branch: 'ci-unknown', files: { 'src/unknown.ts': 'export const ci_unknown = 2;\n' }, message: 'Second thoughts' });
    const { event } = ciRunsOnActions(t.emu, t.world, pr, 'success', t.world.accounts.maintainer);
    const dispatchesBefore = repo.workflowDispatches.length;
    const second = await t.run('workflow_run', event);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(pr.pull.merged).toBe(false);
    expect(pr.pull.autoMergeMethod ?? null).toBeNull();
    expect(second.outputs.state).toBe('awaiting-checks');
    expect(second.outputs.reason).toContain('GitHub is still computing whether');
    const dispatched = repo.workflowDispatches.slice(dispatchesBefore);
    expect(dispatched.map((d) => d.workflowId)).toEqual(['tend-sweep.yml']);

    // The sweep GitHub starts for that dispatch (a workflow_dispatch run, no sleeping job) finds
    // mergeability known and merges.
    const sweep = await t.run('workflow_dispatch', workflowDispatchEvent(t.emu.state, repo, dispatched[0]!, t.world.accounts.actions));
    expect(sweep.exitCode, sweep.stdout).toBe(0);
    expect(pr.pull.merged).toBe(true);
    expect(repo.workflowDispatches.length).toBe(dispatchesBefore + 1);
  });

  it('requested and in_progress runs, and tend\'s own workflow\'s runs, start nothing: no API call, no write', async () => {
    const pr = await openPull('ci-requested', 'src/requested.ts');
    const run = startWorkflowRun(t.emu.state, t.world.repo, pr);
    const before = t.emu.log.entries.length;
    for (const action of ['requested', 'in_progress'] as const) {
      const started = await t.run('workflow_run', workflowRunEvent(t.emu, t.world.repo, run, action));
      expect(started.exitCode, started.stdout).toBe(0);
      expect(started.summary).toContain('tend waits for completed runs');
    }
    completeWorkflowRun(t.emu.state, run, 'success');
    const own = await t.run('workflow_run', workflowRunEvent(t.emu, t.world.repo, run, 'completed'), { env: { GITHUB_WORKFLOW: 'CI' } });
    expect(own.exitCode, own.stdout).toBe(0);
    expect(own.summary).toContain("tend's own workflow");
    expect(t.emu.log.entries.slice(before)).toEqual([]);
  });

  it("a status (CI outside Actions) on a fork's head finds that pull request by its head SHA and merges it", async () => {
    await t.useConfig(SHIP_CONFIG);
    const fork = await openForkPull('fork-status', 'src/fork-status.ts');
    botsReviewHead(t, fork);
    const first = await t.run('issue_comment', command(t, fork, '/tend ship'));
    expect(first.outputs.state, first.stdout).toBe('awaiting-checks');
    const status = t.emu.state.addStatus(t.world.repo, { sha: t.emu.state.headOid(t.world.repo, fork), context: 'build', state: 'success', creator: t.world.accounts.maintainer });
    const second = await t.run('status', statusEvent(t.emu.state, t.world.repo, status));
    expect(second.exitCode, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({ target: String(fork.number), merged: 'true' });
    expect(fork.pull.merged).toBe(true);
  });
});
