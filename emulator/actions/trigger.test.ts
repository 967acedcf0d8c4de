// The Actions trigger model (emulator/actions): which events start a run and its jobs, with what
// token, in which concurrency group, and where the run's check runs land. Each test is named by
// its rule in emulator/RULES.md ("Which events start a workflow, and with what token"). Payloads
// come from the emulator's webhook builders on one world, with a fork known to the state.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../fixtures.js';
import { commitFiles } from '../git-seed.js';
import { startEmulator, type Emulator } from '../server.js';
import type { CheckRun, Issue, PullRequestData } from '../state.js';
import { checkRunEvent } from '../webhooks/check-events.js';
import { repositoryDispatchEvent, scheduleEvent, workflowDispatchEvent } from '../webhooks/dispatch-events.js';
import { issueCommentEvent } from '../webhooks/issue-events.js';
import { pullRequestEvent, pullRequestReviewEvent } from '../webhooks/pull-request-events.js';
import { ConcurrencyQueue } from './concurrency.js';
import { WorkflowHost } from './host.js';
import { MAX_WORKFLOW_RUN_DEPTH, permissionsOf, planRun, type RepositoryFacts, type RunPlan } from './trigger.js';
import { parseWorkflowText, readWorkflow, type WorkflowSpec } from './workflow.js';

type Pull = Issue & { pull: PullRequestData };
type Json = Record<string, unknown>;

const EXAMPLE_PATH = join(import.meta.dirname, '..', '..', 'examples', 'tend.yml');
const EXAMPLE = readWorkflow(EXAMPLE_PATH);
/** The schedule sweep's own workflow: examples/tend.yml has no schedule. */
const SWEEP_EXAMPLE = readWorkflow(join(import.meta.dirname, '..', '..', 'examples', 'tend-sweep.yml'));

let emu: Emulator;
let world: World;
let facts: RepositoryFacts;
let branches = 0;

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  // A fork the state knows, so payloads name it as the head repository.
  await createWorld(emu, { owner: 'mallory', name: 'widgets' });
  facts = { fullName: world.fullName, defaultBranch: 'main', defaultBranchSha: emu.state.refOid(world.repo, 'main')! };
});

afterAll(async () => {
  await emu?.stop();
});

async function openPull(options: { fork?: boolean; labels?: string[] } = {}): Promise<Pull> {
  const branch = `trigger-${++branches}`;
  await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { [`t/${branch}.txt`]: `${branch}\n` }, message: branch });
  const issue = emu.state.createPullRequest(world.repo, { title: branch, author: options.fork ? world.accounts.outsider : world.accounts.maintainer, head: branch });
  const pr = emu.state.requirePull(world.repo, issue.number);
  for (const label of options.labels ?? []) emu.state.addLabel(world.repo, pr, label);
  if (options.fork) emu.state.moveHeadToFork(world.repo, pr, 'mallory/widgets');
  return pr;
}

function workflow(text: string): WorkflowSpec {
  return parseWorkflowText(text, '.github/workflows/test.yml');
}

const ANY_EVENT = workflow(`
name: any
on: [issue_comment, pull_request, pull_request_review, check_run, check_suite, workflow_dispatch, repository_dispatch, schedule]
jobs:
  work:
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
`);

function started(plan: RunPlan): Extract<RunPlan, { starts: true }> {
  if (!plan.starts) throw new Error(`expected the run to start: ${plan.why}`);
  return plan;
}

function comment(pr: Issue, body: string, by = world.accounts.maintainer): Json {
  return issueCommentEvent(emu.state, world.repo, pr, emu.state.addIssueComment(pr, by, body), 'created') as unknown as Json;
}

describe('which events start a run', () => {
  it('T1: check_run and check_suite of a suite GitHub Actions created start no run; another app’s do', async () => {
    const pr = await openPull();
    const head = emu.state.headOid(world.repo, pr);
    const ciApp = emu.state.addAccount('other-ci[bot]', 'Bot');
    const byActions = emu.state.addCheckRun(world.repo, { name: 'build', headSha: head, conclusion: 'success', app: world.accounts.actions });
    const byApp = emu.state.addCheckRun(world.repo, { name: 'lint', headSha: head, conclusion: 'success', app: ciApp });
    const actionsEvent = checkRunEvent(emu.state, world.repo, byActions, 'completed') as unknown as Json;
    const appEvent = checkRunEvent(emu.state, world.repo, byApp, 'completed') as unknown as Json;

    expect(planRun(ANY_EVENT, 'check_run', actionsEvent, { actor: 'github-actions[bot]' }, facts)).toEqual({
      starts: false,
      why: 'check_run of a check suite GitHub Actions created starts no workflow run',
    });
    expect(planRun(ANY_EVENT, 'check_run', appEvent, { actor: 'other-ci[bot]' }, facts).starts).toBe(true);
    // The head SHA associated with GitHub Actions counts too, whoever created the suite.
    expect(planRun(ANY_EVENT, 'check_run', appEvent, { actor: 'other-ci[bot]', actionsCheckSuite: true }, facts).starts).toBe(false);
    expect(planRun(ANY_EVENT, 'check_suite', { action: 'completed', check_suite: { app: { slug: 'github-actions' } } }, { actor: 'github-actions[bot]' }, facts).starts).toBe(false);
  });

  it('T3: events caused by GITHUB_TOKEN start no run, except workflow_dispatch and repository_dispatch', async () => {
    const pr = await openPull();
    const byToken = { actor: 'github-actions[bot]', byGithubToken: true };
    expect(planRun(ANY_EVENT, 'issue_comment', comment(pr, '/tend ship', world.accounts.actions), byToken, facts)).toEqual({
      starts: false,
      why: 'events caused by GITHUB_TOKEN start no workflow run (issue_comment)',
    });
    expect(planRun(ANY_EVENT, 'pull_request', pullRequestEvent(emu.state, world.repo, pr, 'reopened') as unknown as Json, byToken, facts).starts).toBe(false);
    const dispatch = workflowDispatchEvent(emu.state, world.repo, { workflowId: 'tend.yml', inputs: {} }, world.accounts.actions) as unknown as Json;
    const repoDispatch = repositoryDispatchEvent(emu.state, world.repo, { eventType: 'tend-chat', clientPayload: {} }, world.accounts.actions) as unknown as Json;
    expect(planRun(ANY_EVENT, 'workflow_dispatch', dispatch, byToken, facts).starts).toBe(true);
    expect(planRun(ANY_EVENT, 'repository_dispatch', repoDispatch, byToken, facts).starts).toBe(true);
    // The same comment by a person starts a run.
    expect(planRun(ANY_EVENT, 'issue_comment', comment(pr, '/tend ship'), { actor: 'alice' }, facts).starts).toBe(true);
  });

  it('T2: workflow_run starts only for the workflows named, on the default branch, and chains stop after three levels', () => {
    const follower = workflow(`
name: follower
on:
  workflow_run:
    workflows: [CI]
    types: [completed]
jobs:
  follow: { runs-on: ubuntu-latest, steps: [{ run: 'true' }] }
`);
    const completed = (name: string) => ({ action: 'completed', workflow_run: { name, head_branch: 'feature', head_sha: 'f'.repeat(40), pull_requests: [] }, workflow: { name } });
    const plan = started(planRun(follower, 'workflow_run', completed('CI'), { actor: 'alice' }, facts));
    expect([plan.sha, plan.ref, plan.depth, plan.secrets]).toEqual([facts.defaultBranchSha, 'refs/heads/main', 1, true]);
    expect(planRun(follower, 'workflow_run', completed('Lint'), { actor: 'alice' }, facts)).toEqual({ starts: false, why: "on.workflow_run.workflows does not name 'Lint'" });
    expect(planRun(follower, 'workflow_run', { ...completed('CI'), action: 'requested' }, { actor: 'alice' }, facts).starts).toBe(false);
    // A → B → C → D run; E, a fourth workflow_run level, does not.
    expect(started(planRun(follower, 'workflow_run', completed('CI'), { actor: 'alice', workflowRunDepth: MAX_WORKFLOW_RUN_DEPTH - 1 }, facts)).depth).toBe(3);
    expect(planRun(follower, 'workflow_run', completed('CI'), { actor: 'alice', workflowRunDepth: MAX_WORKFLOW_RUN_DEPTH }, facts)).toEqual({
      starts: false,
      why: 'workflow_run chains stop after 3 levels',
    });
  });

  it('E66: a job starts only when its if: is true, evaluated on the event by GitHub’s expression engine', async () => {
    const pr = await openPull({ labels: ['tend:active'] });
    const other = await openPull();
    const jobOf = (eventName: string, payload: Json) => {
      const plan = planRun(EXAMPLE, eventName, payload, { actor: 'alice' }, facts);
      return plan.starts ? plan.jobs[0]!.starts : false;
    };
    expect(jobOf('issue_comment', comment(pr, '/tend ship'))).toBe(true);
    expect(jobOf('issue_comment', comment(pr, 'LGTM'))).toBe(false);
    expect(jobOf('issue_comment', comment(pr, '/tend status\n<!-- tend:reply x -->'))).toBe(false);
    const review = (p: Pull) => pullRequestReviewEvent(emu.state, world.repo, p, emu.state.addReview(world.repo, p, { author: world.accounts.coderabbit, state: 'COMMENTED', body: 'x' }).review, 'submitted') as unknown as Json;
    expect(jobOf('pull_request_review', review(pr))).toBe(true);
    expect(jobOf('pull_request_review', review(other))).toBe(false);
    const label = (name: string) => pullRequestEvent(emu.state, world.repo, other, 'labeled', { label: emu.state.ensureLabel(world.repo, name) }) as unknown as Json;
    expect(jobOf('pull_request', label('tend:ship'))).toBe(true);
    expect(jobOf('pull_request', label('bug'))).toBe(false);
    // on.pull_request.types leaves synchronize out: no run at all.
    expect(planRun(EXAMPLE, 'pull_request', pullRequestEvent(emu.state, world.repo, pr, 'synchronize', { before: '0'.repeat(40) }) as unknown as Json, { actor: 'alice' }, facts).starts).toBe(false);
  });

  it('E65: without types, pull_request starts a run only for opened, synchronize and reopened; branches filter the base', async () => {
    const onMain = workflow(`
on:
  pull_request:
    branches: ['release/**']
jobs:
  work: { runs-on: ubuntu-latest, steps: [{ run: 'true' }] }
`);
    const pr = await openPull();
    const event = (action: 'opened' | 'closed') => pullRequestEvent(emu.state, world.repo, pr, action) as unknown as Json;
    expect(planRun(ANY_EVENT, 'pull_request', event('opened'), { actor: 'alice' }, facts).starts).toBe(true);
    expect(planRun(ANY_EVENT, 'pull_request', event('closed'), { actor: 'alice' }, facts)).toEqual({ starts: false, why: "on.pull_request does not list 'closed'" });
    expect(planRun(onMain, 'pull_request', event('opened'), { actor: 'alice' }, facts)).toEqual({ starts: false, why: "on.pull_request branch filters exclude 'main'" });
    const release = { ...event('opened'), pull_request: { ...(event('opened').pull_request as Json), base: { ref: 'release/2.0' } } };
    expect(planRun(onMain, 'pull_request', release, { actor: 'alice' }, facts).starts).toBe(true);
  });
});

describe('the token and the secrets of a run', () => {
  it('T4: a fork’s pull_request and pull_request_review runs get a read-only token and no secrets; its comments run with write and secrets', async () => {
    const fork = await openPull({ fork: true, labels: ['tend:active'] });
    const own = await openPull({ labels: ['tend:active'] });
    const reopened = (p: Pull) => pullRequestEvent(emu.state, world.repo, p, 'reopened') as unknown as Json;

    const forkRun = started(planRun(ANY_EVENT, 'pull_request', reopened(fork), { actor: 'mallory' }, facts));
    expect(forkRun.secrets).toBe(false);
    expect(forkRun.jobs[0]!.token.readOnly).toBe(true);
    expect(Object.values(forkRun.jobs[0]!.token.permissions).filter((level) => level === 'write')).toEqual([]);
    expect(forkRun.jobs[0]!.token.permissions.contents).toBe('read');

    const ownRun = started(planRun(ANY_EVENT, 'pull_request', reopened(own), { actor: 'alice' }, facts));
    expect([ownRun.secrets, ownRun.jobs[0]!.token.permissions.contents, ownRun.jobs[0]!.token.permissions['pull-requests']]).toEqual([true, 'write', 'write']);

    const review = pullRequestReviewEvent(emu.state, world.repo, fork, emu.state.addReview(world.repo, fork, { author: world.accounts.maintainer, state: 'APPROVED' }).review, 'submitted') as unknown as Json;
    expect(started(planRun(ANY_EVENT, 'pull_request_review', review, { actor: 'alice' }, facts)).jobs[0]!.token.readOnly).toBe(true);

    // issue_comment, schedule and dispatches act in the base repository with its token and secrets.
    const onComment = started(planRun(EXAMPLE, 'issue_comment', comment(fork, '/tend ship'), { actor: 'alice' }, facts));
    expect([onComment.secrets, onComment.jobs[0]!.token.permissions.contents]).toEqual([true, 'write']);
    expect(started(planRun(SWEEP_EXAMPLE, 'schedule', scheduleEvent('*/5 * * * *') as unknown as Json, { actor: 'alice' }, facts)).secrets).toBe(true);

    // Dependabot's own pull request runs are treated as a fork's.
    const dependabot = started(planRun(ANY_EVENT, 'pull_request', reopened(own), { actor: 'dependabot[bot]' }, facts));
    expect([dependabot.secrets, dependabot.jobs[0]!.token.readOnly]).toEqual([false, true]);
  });

  it('T4: without permissions: the token has the repository default (permissive or restricted); declared scopes leave the rest none', () => {
    expect(permissionsOf(null, 'permissive')).toMatchObject({ contents: 'write', issues: 'write', 'pull-requests': 'write', metadata: 'read', 'id-token': 'none' });
    expect(permissionsOf(null, 'restricted')).toEqual({ contents: 'read', packages: 'read', metadata: 'read' });
    expect(permissionsOf({ issues: 'write' }, 'permissive')).toEqual({ metadata: 'read', issues: 'write' });
    const example = started(planRun(EXAMPLE, 'workflow_dispatch', { inputs: {} }, { actor: 'alice' }, facts));
    const permissions = { metadata: 'read', contents: 'write', 'pull-requests': 'write', issues: 'write', checks: 'read', statuses: 'read', actions: 'write' };
    expect(example.jobs[0]!.token.permissions).toEqual(permissions);
    expect(started(planRun(SWEEP_EXAMPLE, 'schedule', { schedule: '*/5 * * * *' }, { actor: 'alice' }, facts)).jobs[0]!.token.permissions).toEqual(permissions);
  });
});

describe('concurrency groups', () => {
  it('T5: one running and one pending per group; a newer pending one cancels the older; cancel-in-progress cancels the running one', () => {
    const queue = new ConcurrencyQueue();
    const group = { group: 'Tend-7', cancelInProgress: false };
    expect(queue.enqueue('a', group)).toEqual({ state: 'running', cancelled: [] });
    expect(queue.enqueue('b', group)).toEqual({ state: 'pending', cancelled: [] });
    // Group names are case-insensitive.
    expect(queue.enqueue('c', { ...group, group: 'tend-7' })).toEqual({ state: 'pending', cancelled: ['b'] });
    expect(queue.state('b')).toBe('cancelled');
    expect(queue.enqueue('other', { group: 'tend-8', cancelInProgress: false }).state).toBe('running');
    expect(queue.finish('a')).toBe('c');
    expect(queue.enqueue('d', { group: 'tend-7', cancelInProgress: true })).toEqual({ state: 'running', cancelled: ['c'] });
    expect([queue.state('c'), queue.state('d')]).toEqual(['cancelled', 'running']);
    expect(queue.enqueue('free', null).state).toBe('running');
  });

  it('T5: a workflow-level group holds a run whose job is skipped, so it cancels the pending command; a job-level group does not', async () => {
    const text = readFileSync(EXAMPLE_PATH, 'utf8');
    // The same workflow with the group moved up to the workflow level (as examples/tend.yml had it).
    const jobGroup = /^ {4}concurrency:\n(?: {6}.*\n| {8}.*\n)+/m.exec(text)![0];
    const workflowLevel = workflow(text.replace(jobGroup, '').replace(/^jobs:/m, `${jobGroup.replace(/^ {4}/gm, '')}\njobs:`));
    expect(workflowLevel.concurrency).not.toBeNull();
    expect(workflowLevel.jobs[0]!.concurrency).toBeNull();

    const outcome = async (spec: WorkflowSpec) => {
      const pr = await openPull({ labels: ['tend:active'] });
      const host = new WorkflowHost({ state: emu.state, repo: world.repo, actions: world.accounts.actions, workflow: spec });
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      const execute = (hold: boolean) => async () => {
        if (hold) await holding;
        return { conclusion: 'success' as const, result: null };
      };
      const ship = host.deliver('issue_comment', comment(pr, '/tend ship'), { actor: 'alice' }, execute(true));
      const stop = host.deliver('issue_comment', comment(pr, '/tend stop'), { actor: 'alice' }, execute(false));
      const chatter = host.deliver('issue_comment', comment(pr, 'thanks!'), { actor: 'alice' }, execute(false));
      release();
      return { ship: await ship, stop: await stop, chatter: await chatter };
    };

    const before = await outcome(workflowLevel);
    expect(before.ship.started).toBe(true);
    expect(before.stop).toMatchObject({ started: false, why: expect.stringContaining('cancelled: a newer run or job') });
    expect(before.chatter.started && before.chatter.jobs[0]!.started).toBe(false);

    const after = await outcome(EXAMPLE);
    expect(after.stop.started && after.stop.jobs[0]!.started).toBe(true);
    expect(after.chatter.started && after.chatter.jobs[0]).toMatchObject({ started: false, why: 'jobs.tend.if is false' });
  });
});

describe('the run’s own check runs', () => {
  const checksOf = (sha: string) => world.repo.checkRuns.filter((c) => c.headSha === sha);

  it('T7: a pull_request-family run shows its job as a check run on the head, in progress while it runs, then its conclusion; a skipped job shows skipped', async () => {
    const pr = await openPull({ labels: ['tend:active'] });
    const head = emu.state.headOid(world.repo, pr);
    const host = new WorkflowHost({ state: emu.state, repo: world.repo, actions: world.accounts.actions, workflow: EXAMPLE });
    const review = (p: Pull) => pullRequestReviewEvent(emu.state, world.repo, p, emu.state.addReview(world.repo, p, { author: world.accounts.coderabbit, state: 'COMMENTED', body: 'x' }).review, 'submitted') as unknown as Json;
    let during: CheckRun[] = [];
    const delivered = await host.deliver('pull_request_review', review(pr), { actor: 'coderabbitai[bot]' }, async () => {
      during = checksOf(head).map((c) => ({ ...c }));
      return { conclusion: 'failure' as const, result: null };
    });
    expect(delivered.started).toBe(true);
    expect(during.map((c) => [c.name, c.status, c.app.login, c.workflowName])).toEqual([['tend', 'in_progress', 'github-actions[bot]', 'tend']]);
    expect(checksOf(head).map((c) => [c.name, c.status, c.conclusion])).toEqual([['tend', 'completed', 'failure']]);

    const other = await openPull();
    await host.deliver('pull_request_review', review(other), { actor: 'coderabbitai[bot]' }, async () => ({ conclusion: 'success' as const, result: null }));
    expect(checksOf(emu.state.headOid(world.repo, other)).map((c) => [c.name, c.conclusion])).toEqual([['tend', 'skipped']]);
  });

  it('T7: issue_comment, schedule and dispatch runs put their check run on GITHUB_SHA (the default branch head), not on the pull request', async () => {
    const pr = await openPull();
    const head = emu.state.headOid(world.repo, pr);
    const main = emu.state.refOid(world.repo, 'main')!;
    const host = new WorkflowHost({ state: emu.state, repo: world.repo, actions: world.accounts.actions, workflow: EXAMPLE });
    const before = checksOf(main).length;
    let sha = '';
    await host.deliver('issue_comment', comment(pr, '/tend status'), { actor: 'alice' }, async ({ run }) => {
      sha = run.sha;
      return { conclusion: 'success' as const, result: null };
    });
    expect(sha).toBe(main);
    expect(checksOf(head)).toEqual([]);
    expect(checksOf(main).slice(before).map((c) => [c.name, c.conclusion])).toEqual([['tend', 'success']]);
  });
});
