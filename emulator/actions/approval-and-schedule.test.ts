// Runs GitHub holds for approval (T9: a pull request GITHUB_TOKEN pushed to; T4: a first-time
// contributor's fork), the REST workflow-runs list that alone shows them, check runs of
// workflow_dispatch runs that count for no pull request (T10), and the schedule GitHub keeps late,
// sparsely or not at all (T6). One emulator for the file, on a clock the tests move.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../fixtures.js';
import { commitFiles } from '../git-seed.js';
import { computed, startRulesWorld, type Pull, type RulesWorld } from '../rules-world.js';
import { scheduleEvent } from '../webhooks/dispatch-events.js';
import { pullRequestEvent } from '../webhooks/pull-request-events.js';
import { CI_WORKFLOW, runCiOnActions, workflowRuns } from '../workflow-runs.js';
import { WorkflowHost, SCHEDULE_MIN_INTERVAL_MS, type ScheduleOptions } from './host.js';
import type { ApprovalSettings, EventCause } from './trigger.js';
import { parseWorkflowText } from './workflow.js';

type Json = Record<string, unknown>;

let now = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => new Date(now) };
let w: RulesWorld;

beforeAll(async () => {
  w = await startRulesWorld({ clock });
  // A fork the state knows, so payloads name it as the head repository.
  await createWorld(w.emu, { owner: 'mallory', name: 'widgets' });
});
afterAll(async () => {
  await w?.emu.stop();
});

/** The repository's CI: `build` on every pull request. */
const CI = parseWorkflowText(
  `
name: CI
on:
  pull_request:
  workflow_dispatch:
jobs:
  build: { runs-on: ubuntu-latest, steps: [{ run: 'true' }] }
`,
  '.github/workflows/ci.yml',
);

const SWEEP = parseWorkflowText(
  `
name: sweep
on:
  schedule:
    - cron: '*/5 * * * *'
jobs:
  sweep: { runs-on: ubuntu-latest, steps: [{ run: 'true' }] }
`,
  '.github/workflows/sweep.yml',
);

function host(workflow = CI, options: { approval?: ApprovalSettings; schedule?: ScheduleOptions } = {}): WorkflowHost {
  return new WorkflowHost({ state: w.emu.state, repo: w.world.repo, actions: w.world.accounts.actions, workflow, ...options });
}

const ran = async () => ({ conclusion: 'success' as const, result: null });
const deliver = (h: WorkflowHost, eventName: string, payload: unknown, cause: EventCause) => h.deliver(eventName, payload as Json, cause, ran);
function pullEvent(pr: Pull, action: 'opened' | 'synchronize' | 'reopened' | 'labeled'): Json {
  const label = action === 'labeled' ? { label: w.emu.state.addLabel(w.world.repo, pr, 'ci') } : {};
  const before = action === 'synchronize' ? { before: 'f'.repeat(40) } : {};
  return pullRequestEvent(w.emu.state, w.world.repo, pr, action, { ...label, ...before }) as unknown as Json;
}

const BY_GITHUB_TOKEN: EventCause = { actor: 'github-actions[bot]', byGithubToken: true };

async function checkRunsOn(sha: string): Promise<string[]> {
  const { data } = await w.as.maintainer.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: sha });
  return data.check_runs.map((r) => r.name);
}

/** The pull request's merge state (once GitHub has computed it, P7) and its head's check rollup. */
async function prRollup(pr: Pull): Promise<{ mergeStateStatus: string; rollup: { contexts: { nodes: Array<{ name?: string }> } } | null }> {
  return computed(() => readRollup(pr));
}

async function readRollup(pr: Pull): Promise<{ mergeStateStatus: string; rollup: { contexts: { nodes: Array<{ name?: string }> } } | null }> {
  const data = await w.as.maintainer.graphql<{ repository: { pullRequest: { mergeStateStatus: string; commits: { nodes: Array<{ commit: { statusCheckRollup: { contexts: { nodes: Array<{ name?: string }> } } | null } }> } } } }>(
    `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) {
      mergeStateStatus commits(last: 1) { nodes { commit { statusCheckRollup { contexts(first: 50) { nodes { ... on CheckRun { name } } } } } } } } } }`,
    { n: pr.number },
  );
  const p = data.repository.pullRequest;
  return { mergeStateStatus: p.mergeStateStatus, rollup: p.commits.nodes[0]!.commit.statusCheckRollup };
}

describe('T9: pull_request runs of a pull request GITHUB_TOKEN pushed to wait for approval', () => {
  it('T9: a GITHUB_TOKEN push (synchronize) creates the run action_required, with no job, no check run and nothing in the pull request’s checks; REST actions/runs shows it', async () => {
    const { pr, head } = await w.openPull();
    const delivered = await deliver(host(), 'pull_request', pullEvent(pr, 'synchronize'), BY_GITHUB_TOKEN);

    expect(delivered.started).toBe(false);
    expect(delivered.jobs).toEqual([]);
    if (delivered.started) return;
    expect(delivered.why).toContain('only once someone with write access approves them');
    expect(delivered.awaitingApproval).toMatchObject({ event: 'pull_request', headSha: head, status: 'completed', conclusion: 'action_required', jobs: [] });
    expect(await checkRunsOn(head)).toEqual([]);
    expect(await prRollup(pr)).toMatchObject({ rollup: null });

    const { data } = await w.as.actions.rest.actions.listWorkflowRunsForRepo({ owner: 'acme', repo: 'widgets', head_sha: head });
    expect(data.total_count).toBe(1);
    expect(data.workflow_runs[0]).toMatchObject({ name: 'CI', event: 'pull_request', head_sha: head, status: 'completed', conclusion: 'action_required', pull_requests: [{ number: pr.number }] });
  });

  it('T9: only opened, synchronize and reopened are held; other GITHUB_TOKEN events still start no run at all (T3), as does every one where the rollout is off', async () => {
    const { pr, head } = await w.openPull();
    const labeled = await deliver(host(), 'pull_request', pullEvent(pr, 'labeled'), BY_GITHUB_TOKEN);
    expect(labeled).toMatchObject({ started: false, why: 'events caused by GITHUB_TOKEN start no workflow run (pull_request)' });
    const off = await deliver(host(CI, { approval: { githubTokenPullRequests: false } }), 'pull_request', pullEvent(pr, 'synchronize'), BY_GITHUB_TOKEN);
    expect(off).toMatchObject({ started: false, why: 'events caused by GITHUB_TOKEN start no workflow run (pull_request)' });
    expect(workflowRuns(w.world.repo).filter((r) => r.headSha === head)).toEqual([]);
    // A person's push runs at once.
    const byPerson = await deliver(host(), 'pull_request', pullEvent(pr, 'synchronize'), { actor: 'alice' });
    expect(byPerson.started).toBe(true);
    expect(await checkRunsOn(head)).toEqual(['build']);
  });
});

describe('T4: a first-time contributor’s fork pull request waits for approval', () => {
  async function forkPull(author = w.world.accounts.outsider): Promise<{ pr: Pull; head: string }> {
    const opened = await w.openPull({ author });
    w.emu.state.moveHeadToFork(w.world.repo, opened.pr, 'mallory/widgets');
    return { pr: opened.pr, head: w.emu.state.headOid(w.world.repo, opened.pr) };
  }

  it('T4: under GitHub’s default policy a first-time contributor’s run is held (action_required, no check run); a returning contributor’s runs read-only; pull_request_target always runs', async () => {
    const { pr, head } = await forkPull();
    const first = await deliver(host(), 'pull_request', pullEvent(pr, 'opened'), { actor: 'outsider', firstTimeContributor: true });
    expect(first.started).toBe(false);
    if (first.started) return;
    expect(first.awaitingApproval).toMatchObject({ headSha: head, conclusion: 'action_required', jobs: [] });
    expect(await checkRunsOn(head)).toEqual([]);

    const returning = await deliver(host(), 'pull_request', pullEvent(pr, 'synchronize'), { actor: 'outsider' });
    expect(returning.started).toBe(true);
    if (returning.started) expect(returning.plan.jobs[0]!.token.readOnly).toBe(true);

    const target = parseWorkflowText('name: target\non: pull_request_target\njobs:\n  t: { runs-on: ubuntu-latest, steps: [{ run: "true" }] }\n', '.github/workflows/target.yml');
    expect((await deliver(host(target), 'pull_request_target', pullEvent(pr, 'opened'), { actor: 'outsider', firstTimeContributor: true })).started).toBe(true);
  });

  it('T4: "Require approval for all external contributors" holds any fork author who is not a collaborator; "first-time contributors who are new to GitHub" only a FIRST_TIMER', async () => {
    // Someone with no role on the repository: author_association NONE.
    const { pr } = await forkPull(w.emu.state.addAccount('stranger'));
    const all = await deliver(host(CI, { approval: { forkPullRequests: 'all-external-contributors' } }), 'pull_request', pullEvent(pr, 'opened'), { actor: 'outsider' });
    expect(all.started).toBe(false);
    const newcomer = host(CI, { approval: { forkPullRequests: 'first-time-contributors-new-to-github' } });
    expect((await deliver(newcomer, 'pull_request', pullEvent(pr, 'opened'), { actor: 'outsider', firstTimeContributor: true })).started).toBe(true);
    expect((await deliver(newcomer, 'pull_request', pullEvent(pr, 'opened'), { actor: 'outsider', newToGitHub: true })).started).toBe(false);
  });
});

describe('REST actions/runs (OpenAPI actions/list-workflow-runs-for-repo)', () => {
  it('T9: lists runs newest first, filtered by head_sha, event and status (a status or a conclusion); an installation token needs actions: read', async () => {
    const { pr, head } = await w.openPull();
    await deliver(host(), 'pull_request', pullEvent(pr, 'synchronize'), BY_GITHUB_TOKEN);
    runCiOnActions(w.emu, w.world.repo, pr, { conclusion: 'failure' });
    const list = (query: Record<string, string>) => w.as.maintainer.rest.actions.listWorkflowRunsForRepo({ owner: 'acme', repo: 'widgets', head_sha: head, ...query });

    expect((await list({})).data.workflow_runs.map((r) => r.conclusion)).toEqual(['failure', 'action_required']);
    expect((await list({ status: 'action_required' })).data.total_count).toBe(1);
    expect((await list({ status: 'completed' })).data.total_count).toBe(2);
    expect((await list({ event: 'push' })).data.total_count).toBe(0);
    const run = (await list({ status: 'failure' })).data.workflow_runs[0]!;
    expect((await w.as.maintainer.rest.actions.getWorkflowRun({ owner: 'acme', repo: 'widgets', run_id: run.id })).data.id).toBe(run.id);

    w.emu.state.addToken('token-no-actions', w.world.accounts.actions, { permissions: { contents: 'write', 'pull-requests': 'write', metadata: 'read' } });
    w.emu.state.addToken('token-actions-read', w.world.accounts.actions, { permissions: { contents: 'write', actions: 'read', metadata: 'read' } });
    const as = (token: string) => getOctokit(token, { baseUrl: w.emu.apiUrl }).rest.actions.listWorkflowRunsForRepo({ owner: 'acme', repo: 'widgets' });
    await expect(as('token-no-actions')).rejects.toMatchObject({ status: 403, response: { data: { message: 'Resource not accessible by integration' } } });
    expect((await as('token-actions-read')).status).toBe(200);
  });
});

describe('T10: a workflow_dispatch run’s check runs count for no pull request', () => {
  it('T10: CI dispatched on the head puts build on the commit (REST lists it), but the pull request’s rollup shows nothing, required build is still expected, and the merge is refused; a pull_request run satisfies it', async () => {
    const { pr, head } = await w.openPull();
    w.world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    try {
      const { run } = runCiOnActions(w.emu, w.world.repo, pr, { event: 'workflow_dispatch' });
      expect(run.jobs.map((j) => j.event)).toEqual(['workflow_dispatch']);
      expect(await checkRunsOn(head)).toEqual(['build']);
      expect(await prRollup(pr)).toEqual({ mergeStateStatus: 'BLOCKED', rollup: null });
      await expect(w.as.maintainer.rest.pulls.merge({ owner: 'acme', repo: 'widgets', pull_number: pr.number, sha: head })).rejects.toMatchObject({ status: 405 });

      runCiOnActions(w.emu, w.world.repo, pr, { workflow: CI_WORKFLOW });
      const after = await prRollup(pr);
      expect(after.mergeStateStatus).toBe('CLEAN');
      expect(after.rollup?.contexts.nodes).toEqual([{ name: 'build' }]);
    } finally {
      w.world.repo.protection.clear();
    }
  });

  it('T10: the trigger model runs workflow_dispatch on the dispatched branch’s last commit, and its job’s check run carries the event', async () => {
    const { pr, head, branch } = await w.openPull();
    const delivered = await deliver(host(), 'workflow_dispatch', { ref: `refs/heads/${branch}`, inputs: {}, workflow: '.github/workflows/ci.yml' }, { actor: 'maintainer' });
    expect(delivered.started).toBe(true);
    if (delivered.started) expect(delivered.plan.sha).toBe(head);
    expect(w.world.repo.checkRuns.filter((r) => r.headSha === head).map((r) => [r.name, r.event])).toEqual([['build', 'workflow_dispatch']]);
    expect((await prRollup(pr)).rollup).toBeNull();
  });
});

describe('T6: GitHub keeps a schedule late, sparsely or not at all', () => {
  const tick = (h: WorkflowHost) => deliver(h, 'schedule', scheduleEvent('*/5 * * * *'), { actor: 'maintainer' });
  const minutes = (n: number) => {
    now += n * 60_000;
  };

  it('T6: a workflow’s schedule runs at most every 5 minutes', async () => {
    const h = host(SWEEP);
    expect((await tick(h)).started).toBe(true);
    minutes(4);
    expect(await tick(h)).toMatchObject({ started: false, why: "GitHub runs a workflow's schedule at most every 5 minutes" });
    minutes(SCHEDULE_MIN_INTERVAL_MS / 60_000);
    expect((await tick(h)).started).toBe(true);
  });

  it('T6: dropEvery drops exactly every n-th tick, and delayMs starts each run that late', async () => {
    const waited: number[] = [];
    const h = host(SWEEP, { schedule: { dropEvery: 2, delayMs: 7 * 60_000, wait: async (ms) => void (waited.push(ms), (now += ms)) } });
    const results = [];
    for (let i = 0; i < 4; i++) {
      minutes(10);
      results.push((await tick(h)).started);
    }
    expect(results).toEqual([true, false, true, false]);
    expect(waited).toEqual([7 * 60_000, 7 * 60_000]);
  });

  it('T6: on a public repository a schedule stops after 60 days without activity (disableWhenInactive) and a push to the default branch re-enables it; a private repository keeps it', async () => {
    const h = host(SWEEP, { schedule: { disableWhenInactive: true } });
    await commitFiles(w.world.repo.bareDir, { branch: 'main', files: { 'activity.txt': '1\n' }, message: 'Activity', date: new Date(now) });
    minutes(61 * 24 * 60);
    expect(await tick(h)).toMatchObject({ started: false, why: 'scheduled workflows are disabled: no activity in this public repository for 60 days' });
    w.world.repo.private = true;
    try {
      expect((await tick(h)).started).toBe(true);
    } finally {
      w.world.repo.private = false;
    }
    minutes(10);
    await commitFiles(w.world.repo.bareDir, { branch: 'main', files: { 'activity.txt': '2\n' }, message: 'Activity again', date: new Date(now) });
    expect((await tick(h)).started).toBe(true);
  });
});
