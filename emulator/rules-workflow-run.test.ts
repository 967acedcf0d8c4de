// CI on GitHub Actions as other workflows see it (emulator/RULES.md T2, E68, E69): the
// `workflow_run` payload, empty `pull_requests` for fork heads, and the two ways to find the pull
// request of a commit (search by SHA finds a fork's head; Commit.associatedPullRequests does not).
// One world for the file; GraphQL through octokit over HTTP, as tend asks.

import { execFileSync } from 'node:child_process';
import { getOctokit } from '@actions/github';
import type { WorkflowRun } from '@octokit/webhooks-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import { startEmulator, type Emulator } from './server.js';
import type { Issue, PullRequestData } from './state.js';
import { pickExample } from './webhooks/examples.js';
import { workflowRunEvent, workflowRunJson } from './webhooks/workflow-run-events.js';
import { CI_WORKFLOW, completeWorkflowRun, runCiOnActions, startWorkflowRun } from './workflow-runs.js';

type Octokit = ReturnType<typeof getOctokit>;
type Pull = Issue & { pull: PullRequestData };

let emu: Emulator;
let world: World;
let actions: Octokit;
let branches = 0;

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  actions = getOctokit(world.tokens.actions, { baseUrl: emu.apiUrl });
});

afterAll(async () => {
  await emu?.stop();
});

async function openPull(): Promise<{ pr: Pull; head: string }> {
  const branch = `wfrun-${++branches}`;
  const head = await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { [`ci/${branch}.txt`]: `${branch}\n` }, message: `Change ${branch}` });
  const issue = emu.state.createPullRequest(world.repo, { title: `Change ${branches}`, author: world.accounts.maintainer, head: branch });
  return { pr: emu.state.requirePull(world.repo, issue.number), head };
}

/** Every string under `value` with its path. */
function strings(value: unknown, path = '$'): Array<{ path: string; value: string }> {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
}

/** Nothing of the example's world survives: URLs point at the emulator, SHAs are objects in the repository, logins are accounts. */
function expectFromTheEmulator(payload: object): void {
  const all = strings(payload);
  expect(all.filter((s) => /^https?:\/\//.test(s.value) && !s.value.startsWith(emu.serverUrl))).toEqual([]);
  for (const sha of all.filter((s) => /^[0-9a-f]{40}$/.test(s.value))) {
    expect(() => execFileSync('git', ['cat-file', '-e', sha.value], { cwd: world.repo.bareDir, stdio: 'ignore' }), sha.path).not.toThrow();
  }
  for (const login of all.filter((s) => s.path.endsWith('.login'))) expect(emu.state.account(login.value), login.path).toBeDefined();
}

const PULLS_FOR_SHA = `query($q: String!) { search(query: $q, type: ISSUE, first: 20) { nodes { ... on PullRequest { number headRefOid } } } }`;
const LABELLED = `query($label: String!) { repository(owner: "acme", name: "widgets") { pullRequests(labels: [$label], states: OPEN, first: 100) { nodes { number headRefOid } } } }`;
const CLOSED_LABELLED = `query($label: String!) { repository(owner: "acme", name: "widgets") { pullRequests(labels: [$label], states: [CLOSED, MERGED], first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) { nodes { number } } } }`;
const ASSOCIATED = `query($oid: GitObjectID!) { repository(owner: "acme", name: "widgets") { object(oid: $oid) { ... on Commit { associatedPullRequests(first: 10) { nodes { number } } } } } }`;

describe('workflow_run (T2)', () => {
  it('T2: a completed CI run on Actions is delivered as workflow_run with GitHub\'s shape, naming the pull request whose head it ran on', async () => {
    const { pr, head } = await openPull();
    const { run, event } = runCiOnActions(emu, world.repo, pr, { conclusion: 'success' });

    // The payload is GitHub's webhook type (checked by tsc) and keeps every key of GitHub's example.
    // The run fits @octokit/webhooks-types' WorkflowRun as well as the OpenAPI webhook schema (tsc checks both).
    const typed: WorkflowRun = workflowRunJson(emu, world.repo, run);
    expect(typed).toMatchObject({ id: event.workflow_run.id, head_sha: event.workflow_run.head_sha, pull_requests: event.workflow_run.pull_requests });
    expect(Object.keys(event)).toEqual(expect.arrayContaining(Object.keys(pickExample('workflow_run', { action: 'completed', organization: true })).filter((k) => k !== 'installation')));
    expect(Object.keys(event.workflow_run)).toEqual(expect.arrayContaining(Object.keys(pickExample('workflow_run', { action: 'completed', organization: true }).workflow_run as object)));
    expectFromTheEmulator(event);
    expect(event).toMatchObject({
      action: 'completed',
      workflow: { id: run.workflow.id, name: 'CI', path: CI_WORKFLOW.path, state: 'active' },
      workflow_run: {
        id: run.id,
        name: 'CI',
        path: CI_WORKFLOW.path,
        event: 'pull_request',
        status: 'completed',
        conclusion: 'success',
        head_sha: head,
        head_branch: pr.pull.headRef,
        run_number: 1,
        run_attempt: 1,
        workflow_id: run.workflow.id,
        repository: { id: world.repo.id, full_name: 'acme/widgets' },
        head_repository: { id: world.repo.id, full_name: 'acme/widgets' },
        pull_requests: [{ number: pr.number, id: pr.id, head: { ref: pr.pull.headRef, sha: head, repo: { id: world.repo.id } }, base: { ref: 'main', repo: { id: world.repo.id } } }],
      },
      repository: { id: world.repo.id },
      sender: { login: world.accounts.maintainer.login },
    });

    // Its jobs are check runs of github-actions on the head, in the run's check suite.
    const listed = await actions.rest.checks.listForRef({ owner: 'acme', repo: 'widgets', ref: head });
    expect(listed.data.check_runs.map((r) => [r.name, r.conclusion, r.app?.slug, r.check_suite?.id])).toEqual([['build', 'success', 'github-actions', event.workflow_run.check_suite_id]]);

    // A second run of the same workflow is the next run_number.
    const again = runCiOnActions(emu, world.repo, pr, { conclusion: 'failure' });
    expect(again.event.workflow_run).toMatchObject({ run_number: 2, workflow_id: run.workflow.id, conclusion: 'failure' });
  });

  it('T2: requested and in_progress carry no conclusion while the jobs run', async () => {
    const { pr } = await openPull();
    const run = startWorkflowRun(emu.state, world.repo, pr);
    const progress = workflowRunEvent(emu, world.repo, run, 'in_progress');
    expect(progress).toMatchObject({ action: 'in_progress', workflow_run: { status: 'in_progress', conclusion: null } });
    expect(run.jobs.map((j) => j.status)).toEqual(['in_progress']);
    completeWorkflowRun(emu.state, run, 'success');
    expect(workflowRunEvent(emu, world.repo, run, 'completed').workflow_run).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it("T2: a run on a fork's head lists no pull requests, and its head_repository is the fork", async () => {
    const { pr, head } = await openPull();
    const fork = emu.state.addRepository({ owner: world.accounts.outsider.login, name: 'widgets-fork', bareDir: world.repo.bareDir });
    emu.state.moveHeadToFork(world.repo, pr, `${fork.owner.login}/${fork.name}`);
    const { event } = runCiOnActions(emu, world.repo, pr);
    expect(event.workflow_run.pull_requests).toEqual([]);
    expect(event.workflow_run).toMatchObject({ head_sha: head, head_branch: pr.pull.headRef, head_repository: { id: fork.id, full_name: `${fork.owner.login}/widgets-fork` }, repository: { id: world.repo.id } });
  });
});

describe("finding a commit's pull request", () => {
  it('E68: issue search by a SHA of at least seven characters finds the open pull requests with that commit, a fork\'s head included', async () => {
    const { pr, head } = await openPull();
    const { pr: forkPr, head: forkHead } = await openPull();
    emu.state.moveHeadToFork(world.repo, forkPr, 'mallory/widgets');
    const found = async (term: string) =>
      (await actions.graphql<{ search: { nodes: Array<{ number: number; headRefOid: string }> } }>(PULLS_FOR_SHA, { q: `repo:acme/widgets is:pr is:open ${term}` })).search.nodes;
    expect(await found(head)).toEqual([{ number: pr.number, headRefOid: head }]);
    expect(await found(head.slice(0, 7))).toEqual([{ number: pr.number, headRefOid: head }]);
    expect(await found(forkHead)).toEqual([{ number: forkPr.number, headRefOid: forkHead }]);
    // Six characters are a word, not a SHA.
    expect(await found(head.slice(0, 6))).toEqual([]);
  });

  it("E69: Commit.associatedPullRequests lists a same-repository pull request for its head, but not a fork's", async () => {
    const { pr, head } = await openPull();
    const { pr: forkPr, head: forkHead } = await openPull();
    emu.state.moveHeadToFork(world.repo, forkPr, 'mallory/widgets');
    const associated = async (oid: string) =>
      (await actions.graphql<{ repository: { object: { associatedPullRequests: { nodes: Array<{ number: number }> } } } }>(ASSOCIATED, { oid })).repository.object.associatedPullRequests.nodes;
    expect(await associated(head)).toEqual([{ number: pr.number }]);
    expect(await associated(forkHead)).toEqual([]);
  });

  it('E201: search matches against an index a search request behind: a fresh label and a fresh pull request show from the second search on, while the repository lists them at once (E202)', async () => {
    const label = 'e201-lag';
    const search = async () => (await actions.graphql<{ search: { nodes: Array<{ number: number }> } }>(PULLS_FOR_SHA, { q: `repo:acme/widgets is:open label:${label}` })).search.nodes.map((n) => n.number);
    const listed = async () =>
      (await actions.graphql<{ repository: { pullRequests: { nodes: Array<{ number: number; headRefOid: string }> } } }>(LABELLED, { label })).repository.pullRequests.nodes;
    expect(await search()).toEqual([]); // a search now: the index stands as it is
    const { pr } = await openPull();
    const { pr: forkPr, head: forkHead } = await openPull();
    emu.state.moveHeadToFork(world.repo, forkPr, 'mallory/widgets');
    emu.state.addLabel(world.repo, pr, label);
    emu.state.addLabel(world.repo, forkPr, label);
    // The repository lists both at once, the fork's pull request with its head; search does not yet.
    expect(await listed()).toEqual(expect.arrayContaining([{ number: pr.number, headRefOid: emu.state.headOid(world.repo, pr) }, { number: forkPr.number, headRefOid: forkHead }]));
    expect(await search()).toEqual([]);
    expect((await search()).sort()).toEqual([pr.number, forkPr.number].sort());
    // A label taken off is still matched by the first search after.
    emu.state.removeLabel(pr, label);
    expect((await listed()).map((n) => n.number)).toEqual([forkPr.number]);
    expect((await search()).sort()).toEqual([pr.number, forkPr.number].sort());
    expect(await search()).toEqual([forkPr.number]);
    // Closed with its label on: the repository lists it among the closed at once; an open-only
    // search still matches it until the index catches up.
    forkPr.state = 'closed';
    const closedListed = async () => (await actions.graphql<{ repository: { pullRequests: { nodes: Array<{ number: number }> } } }>(CLOSED_LABELLED, { label })).repository.pullRequests.nodes.map((n) => n.number);
    expect(await closedListed()).toEqual([forkPr.number]);
    expect(await listed()).toEqual([]);
    expect(await search()).toEqual([forkPr.number]);
    expect(await search()).toEqual([]);
  });
});
