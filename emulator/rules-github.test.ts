// GitHub's rules on everyday pull requests that the emulator models (emulator/RULES.md): merge
// queues, the `workflows` permission, the author's right to resolve, auto-merge turned off by a
// fork push, "require branches to be up to date", signed commits, protected-branch pushes, admin
// bypass and the listed disagreements fixed. Each test is named by its rule id and drives the
// emulator through the real clients (octokit REST and GraphQL over HTTP, git over smart HTTP).
// One world for the whole file.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getOctokit } from '@actions/github';
import { GraphqlResponseError } from '@octokit/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures.js';
import { commitFiles } from './git-seed.js';
import type { Emulator } from './server.js';
import type { Account, BranchProtection, Issue, PullRequestData } from './state.js';
import { clientGit } from './git-client.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { failure } from '../test/support/test-world.js';
import { pullRequestEvent } from './webhooks/pull-request-events.js';

type Octokit = ReturnType<typeof getOctokit>;
type Pull = Issue & { pull: PullRequestData };

let emu: Emulator;
let world: World;
let as: RulesWorld['as'];
let rules: RulesWorld;
let admin: Account;
let ciApp: Account;
let work: string;
let clone: string;
let branches = 0;
const owner = 'acme';
const repo = 'widgets';

beforeAll(async () => {
  rules = await startRulesWorld();
  ({ emu, world, admin, ciApp, as } = rules);
  work = await mkdtemp(join(tmpdir(), 'tend-rules-github-'));
  clone = join(work, 'clone');
  await git(work, ['clone', '--quiet', emu.cloneUrl(owner, repo), clone], world.tokens.maintainer);
  // No background upkeep after each commit and fetch: a process per git command, for a clone that lives seconds.
  await git(clone, ['config', 'maintenance.auto', 'false'], world.tokens.maintainer);
});

afterAll(async () => {
  await emu?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Plain git as a client runs it: the token only in an environment-scoped header. */
const git = (cwd: string, args: string[], token: string) => clientGit(emu.serverUrl, cwd, args, token);

/** Commits `files` locally on top of `from` and pushes the commit to `branch` with `token`. */
async function push(input: { from: string; files: Record<string, string>; branch: string; token: string; force?: boolean }): Promise<{ ok: boolean; stderr: string; oid: string }> {
  // A fetch costs a handful of processes on both sides: only when `from` is not in the clone yet.
  const present = await git(clone, ['cat-file', '-e', `${input.from}^{commit}`], input.token).then(
    () => true,
    () => false,
  );
  if (!present) await git(clone, ['fetch', '--quiet', 'origin', '+refs/heads/*:refs/remotes/origin/*'], world.tokens.maintainer);
  await git(clone, ['checkout', '--quiet', '--detach', input.from], input.token);
  for (const [path, content] of Object.entries(input.files)) {
    await mkdir(dirname(join(clone, path)), { recursive: true });
    await writeFile(join(clone, path), content);
  }
  await git(clone, ['add', '-A'], input.token);
  await git(clone, ['commit', '--quiet', '--no-gpg-sign', '-m', `change ${Object.keys(input.files).join(', ')}`], input.token);
  const oid = (await git(clone, ['rev-parse', 'HEAD'], input.token)).stdout.trim();
  try {
    const { stderr } = await git(clone, ['push', ...(input.force ? ['--force'] : []), 'origin', `HEAD:refs/heads/${input.branch}`], input.token);
    return { ok: true, stderr, oid };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: string }).stderr ?? error), oid };
  }
}

/** A pull request on a fresh branch with one new file (more files with `files`). */
const openPull = (options: { author?: Account; files?: Record<string, string>; from?: string } = {}) => rules.openPull(options);

/** Moves main on by one commit, as another merge would. */
async function advanceMain(): Promise<string> {
  return commitFiles(world.repo.bareDir, { branch: 'main', files: { [`main/${++branches}.txt`]: 'more\n' }, message: `main ${branches}` });
}

async function graphqlErrors(promise: Promise<unknown>): Promise<Array<{ type?: string; message: string }>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphqlResponseError);
  return ((error as GraphqlResponseError<unknown>).errors ?? []) as Array<{ type?: string; message: string }>;
}

/** Runs `body` with `rule` as the classic protection of main, then removes it. */
async function withProtection(rule: Partial<BranchProtection>, body: () => Promise<void>): Promise<void> {
  world.repo.protection.set('main', { requiredStatusChecks: [], requiredApprovingReviewCount: 0, strict: false, ...rule });
  try {
    await body();
  } finally {
    world.repo.protection.delete('main');
  }
}

const PULL_STATE = `query($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      id headRefOid mergeable mergeStateStatus viewerCanUpdateBranch isInMergeQueue isMergeQueueEnabled merged
      autoMergeRequest { mergeMethod }
      mergeQueueEntry { id position state jump enqueuer { login } headCommit { oid } }
    }
  }
}`;

interface PullState {
  id: string;
  headRefOid: string;
  mergeable: string;
  mergeStateStatus: string;
  viewerCanUpdateBranch: boolean;
  isInMergeQueue: boolean;
  isMergeQueueEnabled: boolean;
  merged: boolean;
  autoMergeRequest: { mergeMethod: string } | null;
  mergeQueueEntry: { id: string; position: number; state: string; jump: boolean; enqueuer: { login: string }; headCommit: { oid: string } } | null;
}

async function pullState(client: Octokit, number: number): Promise<PullState> {
  const data = await client.graphql<{ repository: { pullRequest: PullState } }>(PULL_STATE, { owner, name: repo, number });
  return data.repository.pullRequest;
}

/**
 * The pull request once GitHub has computed its mergeability: a read that answers UNKNOWN (the
 * first after the head or base moved, P7) is resubmitted, as GitHub's REST docs say to.
 */
async function computedState(client: Octokit, number: number): Promise<PullState> {
  const first = await pullState(client, number);
  return first.mergeable === 'UNKNOWN' ? pullState(client, number) : first;
}

/** A commit's parents and message, read through GraphQL. */
async function commitOf(oid: string): Promise<{ parents: string[]; message: string }> {
  const data = await as.actions.graphql<{ repository: { object: { message: string; parents: { nodes: Array<{ oid: string }> } } } }>(
    `query($owner: String!, $name: String!, $oid: GitObjectID!) { repository(owner: $owner, name: $name) { object(oid: $oid) { ... on Commit { message parents(first: 5) { nodes { oid } } } } } }`,
    { owner, name: repo, oid },
  );
  return { parents: data.repository.object.parents.nodes.map((n) => n.oid), message: data.repository.object.message };
}

async function succeed(client: Octokit, name: string, sha: string): Promise<void> {
  await client.rest.checks.create({ owner, repo, name, head_sha: sha, status: 'completed', conclusion: 'success' });
}

describe('P3: conversations', () => {
  it('P3: the author of a pull request may resolve a conversation on it without write access; resolvedBy names them; others with read may not', async () => {
    const { pr, head, branch } = await openPull({ author: world.accounts.outsider });
    const { threads } = emu.state.addReview(world.repo, pr, { author: world.accounts.coderabbit, commitOid: head, comments: [{ path: `rules/${branch}.txt`, line: 1, body: 'nit' }] });
    const threadId = threads[0]!.nodeId;
    const resolve = `mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { isResolved resolvedBy { login } } } }`;

    const refused = await graphqlErrors(as.lookalike.graphql(resolve, { id: threadId }));
    expect(refused[0]).toMatchObject({ type: 'FORBIDDEN', message: 'Resource not accessible by integration' });

    const done = await as.outsider.graphql<{ resolveReviewThread: { thread: { isResolved: boolean; resolvedBy: { login: string } } } }>(resolve, { id: threadId });
    expect(done.resolveReviewThread.thread).toEqual({ isResolved: true, resolvedBy: { login: 'mallory' } });
  });
});

describe('P4: auto-merge and fork pushes', () => {
  it('P4: a push to a fork pull request by someone without write access turns auto-merge off; a writer\'s push leaves it on', async () => {
    await withProtection({ requiredStatusChecks: ['build'] }, async () => {
      const { pr, head } = await openPull({ author: world.accounts.outsider });
      emu.state.moveHeadToFork(world.repo, pr, 'mallory/widgets');
      const enable = `mutation($id: ID!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: SQUASH}) { pullRequest { autoMergeRequest { mergeMethod } } } }`;
      const { id } = await pullState(as.maintainer, pr.number);
      await as.maintainer.graphql(enable, { id });
      expect((await pullState(as.maintainer, pr.number)).autoMergeRequest).toEqual({ mergeMethod: 'SQUASH' });

      const byWriter = await commitFiles(world.repo.bareDir, { branch: 'fork-scratch', from: head, files: { 'fork.txt': 'writer\n' }, message: 'writer' });
      emu.state.pushToForkHead(world.repo, pr, byWriter, world.accounts.maintainer);
      expect((await pullState(as.maintainer, pr.number)).autoMergeRequest).toEqual({ mergeMethod: 'SQUASH' });

      const byOutsider = await commitFiles(world.repo.bareDir, { branch: 'fork-scratch', files: { 'fork.txt': 'outsider\n' }, message: 'outsider' });
      emu.state.pushToForkHead(world.repo, pr, byOutsider, world.accounts.outsider);
      const after = await pullState(as.maintainer, pr.number);
      expect(after.headRefOid).toBe(byOutsider);
      expect(after.autoMergeRequest).toBeNull();
      emu.state.deleteRef(world.repo, 'fork-scratch');
    });
  });
});

describe('P5: merge queues', () => {
  it('P5: with a required merge queue, REST and GraphQL merges answer "Changes must be made through the merge queue"', async () => {
    await withProtection({ requiredStatusChecks: ['build'], requiresMergeQueue: true }, async () => {
      const { pr, head } = await openPull();
      await succeed(as.ciApp, 'build', head);
      const rest = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(rest).toMatchObject({ status: 405, data: { message: 'Changes must be made through the merge queue' } });
      const { id } = await pullState(as.actions, pr.number);
      const errors = await graphqlErrors(as.actions.graphql(`mutation($id: ID!) { mergePullRequest(input: {pullRequestId: $id}) { pullRequest { merged } } }`, { id }));
      expect(errors[0]).toMatchObject({ type: 'UNPROCESSABLE', message: 'Changes must be made through the merge queue' });
      expect((await pullState(as.actions, pr.number)).isMergeQueueEnabled).toBe(true);
      expect(pr.pull.merged).toBe(false);
    });
  });

  it('P5: enqueuePullRequest pins the head, queues the pull request, and the queue merges it once its required check passes', async () => {
    await withProtection({ requiredStatusChecks: ['build'], requiresMergeQueue: true }, async () => {
      const { pr, head } = await openPull();
      const { id } = await pullState(as.actions, pr.number);
      const enqueue = `mutation($id: ID!, $oid: GitObjectID, $jump: Boolean) { enqueuePullRequest(input: {pullRequestId: $id, expectedHeadOid: $oid, jump: $jump}) { mergeQueueEntry { position state enqueuer { login } } } }`;
      const stale = await graphqlErrors(as.actions.graphql(enqueue, { id, oid: '1'.repeat(40) }));
      expect(stale[0]).toMatchObject({ type: 'UNPROCESSABLE' });

      const queued = await as.actions.graphql<{ enqueuePullRequest: { mergeQueueEntry: { position: number; state: string; enqueuer: { login: string } } } }>(enqueue, { id, oid: head });
      expect(queued.enqueuePullRequest.mergeQueueEntry).toEqual({ position: 1, state: 'AWAITING_CHECKS', enqueuer: { login: 'github-actions' } });
      const second = await openPull();
      const jumped = await as.actions.graphql<{ enqueuePullRequest: { mergeQueueEntry: { position: number } } }>(enqueue, { id: (await pullState(as.actions, second.pr.number)).id, jump: true });
      expect(jumped.enqueuePullRequest.mergeQueueEntry.position).toBe(1);
      expect((await pullState(as.actions, pr.number)).mergeQueueEntry).toMatchObject({ position: 2, headCommit: { oid: head } });
      const again = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number }));
      expect(again).toMatchObject({ status: 405, data: { message: 'Pull Request is in the merge queue' } });

      await succeed(as.ciApp, 'build', head);
      await succeed(as.ciApp, 'build', second.head);
      const merged = await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number });
      expect(merged.data.merged).toBe(true);
      expect((await as.actions.rest.pulls.get({ owner, repo, pull_number: second.pr.number })).data.merged).toBe(true);
      expect((await pullState(as.actions, pr.number)).isInMergeQueue).toBe(false);
    });
  });

  it('P5: enqueuePullRequest is refused where no merge queue is required', async () => {
    const { pr } = await openPull();
    const { id } = await pullState(as.actions, pr.number);
    const errors = await graphqlErrors(as.actions.graphql(`mutation($id: ID!) { enqueuePullRequest(input: {pullRequestId: $id}) { mergeQueueEntry { position } } }`, { id }));
    expect(errors[0]).toMatchObject({ type: 'UNPROCESSABLE' });
    expect(pr.pull.mergeQueueEntry ?? null).toBeNull();
  });
});

describe('P6: the workflows permission', () => {
  it('P6: a push that changes .github/workflows/ without the workflows permission is refused with GitHub\'s message; a user with write may; an App once granted may', async () => {
    const base = emu.state.refOid(world.repo, 'main')!;
    const workflow = { '.github/workflows/ci.yml': 'on: push\n' };
    const byActions = await push({ from: base, files: workflow, branch: 'wf-actions', token: world.tokens.actions });
    expect(byActions.ok).toBe(false);
    expect(byActions.stderr).toContain('refusing to allow a GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` permission');
    expect(emu.state.refOid(world.repo, 'wf-actions')).toBeNull();

    const byApp = await push({ from: base, files: workflow, branch: 'wf-app', token: 'token-ci-app' });
    expect(byApp.ok).toBe(false);
    emu.state.grantWorkflowsPermission('token-ci-app');
    const granted = await push({ from: base, files: workflow, branch: 'wf-app', token: 'token-ci-app' });
    expect(granted.ok).toBe(true);
    expect(emu.state.refOid(world.repo, 'wf-app')).toBe(granted.oid);

    const byUser = await push({ from: base, files: workflow, branch: 'wf-user', token: world.tokens.maintainer });
    expect(byUser.ok).toBe(true);
    const plain = await push({ from: base, files: { 'docs/plain.md': 'x\n' }, branch: 'wf-plain', token: world.tokens.actions });
    expect(plain.ok).toBe(true);
  });

  it('P6: merging a pull request that changes workflows with a token without the workflows permission answers 403', async () => {
    const { pr, head } = await openPull({ files: { '.github/workflows/lint.yml': 'on: pull_request\n' } });
    const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
    expect(refused).toMatchObject({ status: 403, data: { message: 'Resource not accessible by integration' } });
    expect(pr.pull.merged).toBe(false);
    const merged = await as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head });
    expect(merged.data.merged).toBe(true);
  });
});

describe('P6: the workflows permission (update branch)', () => {
  it('P6: updating a branch with a base that changed workflows answers 403 to a token without the workflows permission', async () => {
    const { pr, head } = await openPull();
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/workflows/nightly.yml': 'on: schedule\n' }, message: 'nightly' });
    const refused = await failure(as.actions.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number, expected_head_sha: head }));
    expect(refused).toMatchObject({ status: 403, data: { message: 'refusing to allow a GitHub App to create or update workflow .github/workflows/nightly.yml without workflows permission' } });
    expect(emu.state.headOid(world.repo, pr)).toBe(head);
    const accepted = await as.maintainer.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number, expected_head_sha: head });
    expect(accepted.status).toBe(202);
  });
});

describe('P7: branches that must be up to date', () => {
  it('P7: behind a strict base the pull request is BEHIND (REST behind) and the merge is refused until the branch is updated', async () => {
    await withProtection({ requiredStatusChecks: ['build'], strict: true }, async () => {
      const { pr, head } = await openPull();
      await succeed(as.ciApp, 'build', head);
      expect((await computedState(as.actions, pr.number)).mergeStateStatus).toBe('CLEAN');
      await advanceMain();

      const behind = await computedState(as.actions, pr.number);
      expect(behind).toMatchObject({ mergeable: 'MERGEABLE', mergeStateStatus: 'BEHIND', viewerCanUpdateBranch: true });
      expect((await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number })).data.mergeable_state).toBe('behind');
      const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'Required status check "build" is expected.' } });

      const stale = await failure(as.actions.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number, expected_head_sha: '2'.repeat(40) }));
      expect(stale).toMatchObject({ status: 422, data: { message: "expected head sha didn't match current head ref." } });
      const accepted = await as.actions.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number, expected_head_sha: head });
      expect(accepted.status).toBe(202);
      expect(accepted.data.message).toBe('Updating pull request branch.');

      const updated = await computedState(as.actions, pr.number);
      expect(updated.headRefOid).not.toBe(head);
      const commit = await commitOf(updated.headRefOid);
      expect(commit.parents).toEqual([head, emu.state.refOid(world.repo, 'main')]);
      expect(commit.message).toBe(`Merge branch 'main' into ${pr.pull.headRef}`);
      expect(updated).toMatchObject({ mergeStateStatus: 'BLOCKED', viewerCanUpdateBranch: false });
      const nothingNew = await failure(as.actions.rest.pulls.updateBranch({ owner, repo, pull_number: pr.number }));
      expect(nothingNew).toMatchObject({ status: 422, data: { message: 'There are no new commits on the base branch.' } });

      await succeed(as.ciApp, 'build', updated.headRefOid);
      expect((await computedState(as.actions, pr.number)).mergeStateStatus).toBe('CLEAN');
      const merged = await as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: updated.headRefOid });
      expect(merged.data.merged).toBe(true);
    });
  });

  it('P7: updatePullRequestBranch(expectedHeadOid, updateMethod: REBASE) replays the head onto the base', async () => {
    const { pr, head } = await openPull();
    const base = await advanceMain();
    const { id } = await pullState(as.actions, pr.number);
    const update = `mutation($id: ID!, $oid: GitObjectID) { updatePullRequestBranch(input: {pullRequestId: $id, expectedHeadOid: $oid, updateMethod: REBASE}) { pullRequest { headRefOid } } }`;
    const stale = await graphqlErrors(as.actions.graphql(update, { id, oid: '3'.repeat(40) }));
    expect(stale[0]).toMatchObject({ type: 'UNPROCESSABLE', message: "expected head sha didn't match current head ref." });
    const done = await as.actions.graphql<{ updatePullRequestBranch: { pullRequest: { headRefOid: string } } }>(update, { id, oid: head });
    const rebased = done.updatePullRequestBranch.pullRequest.headRefOid;
    expect((await commitOf(rebased)).parents).toEqual([base]);
    expect((await pullState(as.actions, pr.number)).viewerCanUpdateBranch).toBe(false);
  });

  it('P7: mergeable is UNKNOWN for the first request that reads it after the head or base moved (GitHub starts computing then); later requests read the result', async () => {
    const { pr } = await openPull();
    // An event payload built meanwhile reads nothing: the first API request still starts the job.
    expect(pullRequestEvent(emu.state, world.repo, pr, 'opened').pull_request).toMatchObject({ mergeable: null, mergeable_state: 'unknown' });
    const rest = await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number });
    expect(rest.data).toMatchObject({ mergeable: null, mergeable_state: 'unknown' });
    expect(await pullState(as.actions, pr.number)).toMatchObject({ mergeable: 'MERGEABLE', mergeStateStatus: 'CLEAN' });
    await advanceMain();
    expect(await pullState(as.actions, pr.number)).toMatchObject({ mergeable: 'UNKNOWN', mergeStateStatus: 'UNKNOWN' });
    expect((await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number })).data).toMatchObject({ mergeable: true });
    expect(await pullState(as.actions, pr.number)).toMatchObject({ mergeable: 'MERGEABLE', mergeStateStatus: 'CLEAN' });
  });
});

describe('P11: signed commits', () => {
  it('P11: with signed commits required, an unsigned push is refused and a pull request with unsigned commits does not merge', async () => {
    await withProtection({ requiresCommitSignatures: true }, async () => {
      const main = emu.state.refOid(world.repo, 'main')!;
      const pushed = await push({ from: main, files: { 'direct.txt': 'x\n' }, branch: 'main', token: world.tokens.maintainer });
      expect(pushed.ok).toBe(false);
      expect(pushed.stderr).toContain('GH006: Protected branch update failed for refs/heads/main.');
      expect(pushed.stderr).toContain('Commits must have valid signatures.');
      expect(emu.state.refOid(world.repo, 'main')).toBe(main);

      const { pr, head } = await openPull();
      const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'Commits must have verified signatures.' } });
    });
  });

  it('P11: commits made by createCommitOnBranch are signed by GitHub, pinned to expectedHeadOid, and merge under the rule', async () => {
    const branch = `gh-rule-${++branches}`;
    const start = await commitFiles(world.repo.bareDir, { branch, from: 'main', files: {}, message: 'start' });
    emu.state.signedByGitHub.add(start);
    const create = `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } ref { name } } }`;
    const input = (expectedHeadOid: string) => ({
      branch: { repositoryNameWithOwner: `${owner}/${repo}`, branchName: branch },
      expectedHeadOid,
      message: { headline: 'fix: signed change' },
      fileChanges: { additions: [{ path: 'signed.txt', contents: Buffer.from('signed\n').toString('base64') }] },
    });
    const stale = await graphqlErrors(as.actions.graphql(create, { input: input('4'.repeat(40)) }));
    expect(stale[0]).toMatchObject({ type: 'UNPROCESSABLE' });
    const done = await as.actions.graphql<{ createCommitOnBranch: { commit: { oid: string }; ref: { name: string } } }>(create, { input: input(start) });
    const oid = done.createCommitOnBranch.commit.oid;
    expect(done.createCommitOnBranch.ref.name).toBe(branch);
    expect(emu.state.refOid(world.repo, branch)).toBe(oid);
    expect(emu.state.fileAt(world.repo, oid, 'signed.txt')?.toString()).toBe('signed\n');

    const workflowRefused = await graphqlErrors(
      as.actions.graphql(create, { input: { ...input(oid), fileChanges: { additions: [{ path: '.github/workflows/x.yml', contents: Buffer.from('on: push\n').toString('base64') }] } } }),
    );
    expect(workflowRefused[0]).toMatchObject({ type: 'FORBIDDEN' });

    await withProtection({ requiresCommitSignatures: true }, async () => {
      const issue = emu.state.createPullRequest(world.repo, { title: 'signed', author: world.accounts.actions, head: branch });
      const merged = await as.actions.rest.pulls.merge({ owner, repo, pull_number: issue.number, sha: oid });
      expect(merged.data.merged).toBe(true);
    });
  });
});

describe('merging', () => {
  it('E32: a refused merge method is worded as GitHub words it (Merge commits / Squash merges / Rebase merges)', async () => {
    world.repo.allowedMergeMethods = ['rebase'];
    try {
      const { pr } = await openPull();
      const merge = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, merge_method: 'merge' }));
      expect(merge).toMatchObject({ status: 405, data: { message: 'Merge commits are not allowed on this repository.' } });
      const squash = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, merge_method: 'squash' }));
      expect(squash).toMatchObject({ status: 405, data: { message: 'Squash merges are not allowed on this repository.' } });
      world.repo.allowedMergeMethods = ['merge'];
      const rebase = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, merge_method: 'rebase' }));
      expect(rebase).toMatchObject({ status: 405, data: { message: 'Rebase merges are not allowed on this repository.' } });
    } finally {
      world.repo.allowedMergeMethods = ['merge', 'squash', 'rebase'];
    }
  });

  it('E32: enablePullRequestAutoMerge words a refused merge method its own way (Merge method squash merging is / merge commits are not allowed)', async () => {
    world.repo.allowedMergeMethods = ['rebase'];
    try {
      await withProtection({ requiredStatusChecks: ['build'] }, async () => {
        const { pr } = await openPull();
        const { id } = await pullState(as.maintainer, pr.number);
        const enable = (method: string) => `mutation($id: ID!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: ${method}}) { clientMutationId } }`;
        expect(await graphqlErrors(as.maintainer.graphql(enable('SQUASH'), { id }))).toMatchObject([
          { type: 'UNPROCESSABLE', message: 'Merge method squash merging is not allowed on this repository.' },
        ]);
        expect(await graphqlErrors(as.maintainer.graphql(enable('MERGE'), { id }))).toMatchObject([
          { type: 'UNPROCESSABLE', message: 'Merge method merge commits are not allowed on this repository.' },
        ]);
        expect((await pullState(as.maintainer, pr.number)).autoMergeRequest).toBeNull();
      });
    } finally {
      world.repo.allowedMergeMethods = ['merge', 'squash', 'rebase'];
    }
  });

  it('E108: a pull request that conflicts in git is CONFLICTING / DIRTY (REST dirty) and its merge answers 405 "Pull Request is not mergeable"', async () => {
    const { pr, head } = await openPull({ files: { 'README.md': '# ours\n' } });
    await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'README.md': '# theirs\n' }, message: 'conflict' });
    expect(await computedState(as.actions, pr.number)).toMatchObject({ mergeable: 'CONFLICTING', mergeStateStatus: 'DIRTY' });
    expect((await as.actions.rest.pulls.get({ owner, repo, pull_number: pr.number })).data).toMatchObject({ mergeable: false, mergeable_state: 'dirty', rebaseable: false });
    const refused = await failure(as.actions.rest.pulls.merge({ owner, repo, pull_number: pr.number, sha: head }));
    expect(refused).toMatchObject({ status: 405, data: { message: 'Pull Request is not mergeable' } });
  });

  it('E107: an admin merges past the branch protection unless it is enforced for admins; a writer never does', async () => {
    await withProtection({ requiredStatusChecks: ['build'] }, async () => {
      const writer = await openPull();
      const refused = await failure(as.maintainer.rest.pulls.merge({ owner, repo, pull_number: writer.pr.number }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'Required status check "build" is expected.' } });
      expect((await computedState(as.admin, writer.pr.number)).mergeStateStatus).toBe('BLOCKED');
      const merged = await as.admin.rest.pulls.merge({ owner, repo, pull_number: writer.pr.number });
      expect(merged.data.merged).toBe(true);
    });
    await withProtection({ requiredStatusChecks: ['build'], enforceAdmins: true }, async () => {
      const { pr } = await openPull();
      const refused = await failure(as.admin.rest.pulls.merge({ owner, repo, pull_number: pr.number }));
      expect(refused).toMatchObject({ status: 405, data: { message: 'Required status check "build" is expected.' } });
    });
  });

  it('E107: a ruleset holds an admin unless its bypass list holds admins (classic protection\'s bypass is not the ruleset\'s); bypassersSeeClean shows such an admin CLEAN, a writer still BLOCKED', async () => {
    const ruleset = emu.state.addRuleset(world.repo, { name: 'build required', requiredStatusChecks: ['build'] });
    try {
      await withProtection({}, async () => {
        const { pr, head } = await openPull();
        await succeed(as.ciApp, 'lint', head);
        const refused = await failure(as.admin.rest.pulls.merge({ owner, repo, pull_number: pr.number }));
        expect(refused).toMatchObject({ status: 405, data: { message: 'Repository rule violations found\n\nRequired status check "build" is expected.\n\n' } });
        ruleset.bypassAdmins = true;
        // As the row assumes: BLOCKED to the admin too, who may still merge.
        expect((await computedState(as.admin, pr.number)).mergeStateStatus).toBe('BLOCKED');
        // The other way, which tend stays safe against: computed for the viewer.
        emu.state.bypassersSeeClean = true;
        expect((await computedState(as.admin, pr.number)).mergeStateStatus).toBe('CLEAN');
        expect((await computedState(as.maintainer, pr.number)).mergeStateStatus).toBe('BLOCKED');
        const refusedWriter = await failure(as.maintainer.rest.pulls.merge({ owner, repo, pull_number: pr.number }));
        expect(refusedWriter).toMatchObject({ status: 405 });
        const merged = await as.admin.rest.pulls.merge({ owner, repo, pull_number: pr.number });
        expect(merged.data.merged).toBe(true);
      });
    } finally {
      emu.state.bypassersSeeClean = false;
      world.repo.rulesets.splice(world.repo.rulesets.indexOf(ruleset), 1);
    }
  });
  it("E107: a ruleset's bypass list may hold a role (write) or an App: such a token merges past the ruleset while viewerCanMergeAsAdmin says false; bypassersSeeClean shows it CLEAN", async () => {
    const ruleset = emu.state.addRuleset(world.repo, { name: 'build required', requiredStatusChecks: ['build'] });
    const admitted = `query($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $number) { viewerCanMergeAsAdmin } } }`;
    const asAdmin = async (client: Octokit, number: number) =>
      (await client.graphql<{ repository: { pullRequest: { viewerCanMergeAsAdmin: boolean } } }>(admitted, { owner, name: repo, number })).repository.pullRequest.viewerCanMergeAsAdmin;
    try {
      for (const [who, client, bypass] of [
        ['the Write role', as.maintainer, { bypassRoles: ['write' as const] }],
        ['GitHub Actions, as an App', as.actions, { bypassApps: [world.accounts.actions.id] }],
      ] as const) {
        const { pr, head } = await openPull();
        await succeed(as.ciApp, 'lint', head);
        Object.assign(ruleset, { bypassRoles: undefined, bypassApps: undefined }, bypass);
        // As the row assumes: BLOCKED to a bypasser too; the other way, CLEAN, and nobody says it may merge as an admin.
        expect((await computedState(client, pr.number)).mergeStateStatus, who).toBe('BLOCKED');
        emu.state.bypassersSeeClean = true;
        expect((await computedState(client, pr.number)).mergeStateStatus, who).toBe('CLEAN');
        expect((await computedState(as.outsider, pr.number)).mergeStateStatus, who).toBe('BLOCKED');
        expect(await asAdmin(client, pr.number), who).toBe(false);
        const merged = await client.rest.pulls.merge({ owner, repo, pull_number: pr.number });
        expect(merged.data.merged, who).toBe(true);
        emu.state.bypassersSeeClean = false;
      }
    } finally {
      emu.state.bypassersSeeClean = false;
      world.repo.rulesets.splice(world.repo.rulesets.indexOf(ruleset), 1);
    }
  });

  it('E109: Ref.rules lists the rules of the active rulesets on the branch to any reader (required status checks with their contexts, required signatures); refRulesUnreadable answers null, or null with FORBIDDEN on its path', async () => {
    const checks = emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build', 'deploy'], strict: true });
    const signed = emu.state.addRuleset(world.repo, { name: 'signed', requiredStatusChecks: [], requiredSignatures: true });
    const trial = emu.state.addRuleset(world.repo, { name: 'trial', requiredStatusChecks: ['e2e'], enforcement: 'evaluate' });
    const release = emu.state.addRuleset(world.repo, { name: 'release', requiredStatusChecks: ['sbom'], branches: ['release'] });
    const query = `query($owner: String!, $name: String!, $ref: String!) { repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) {
      rules(first: 100) { totalCount nodes { type parameters { ... on RequiredStatusChecksParameters { requiredStatusChecks { context integrationId } strictRequiredStatusChecksPolicy } } } } } } }`;
    type Rules = { totalCount: number; nodes: Array<{ type: string; parameters: unknown }> } | null;
    const rulesOf = async (client: Octokit, ref = 'refs/heads/main') =>
      (await client.graphql<{ repository: { ref: { rules: Rules } } }>(query, { owner, name: repo, ref })).repository.ref.rules;
    try {
      const expected = {
        totalCount: 2,
        nodes: [
          { type: 'REQUIRED_STATUS_CHECKS', parameters: { requiredStatusChecks: [{ context: 'build', integrationId: null }, { context: 'deploy', integrationId: null }], strictRequiredStatusChecksPolicy: true } },
          { type: 'REQUIRED_SIGNATURES', parameters: null },
        ],
      };
      // Readers with write, read (a public repository's outsider) and GitHub Actions' token alike.
      for (const client of [as.maintainer, as.outsider, as.actions]) expect(await rulesOf(client)).toEqual(expected);
      const rest = await as.actions.rest.repos.getBranchRules({ owner, repo, branch: 'main' });
      expect(rest.data.map((r) => r.type)).toEqual(['required_status_checks', 'required_signatures']);
      await commitFiles(world.repo.bareDir, { branch: 'plain', from: 'main', files: { 'plain.txt': '1\n' }, message: 'plain' });
      expect(await rulesOf(as.actions, 'refs/heads/plain')).toEqual({ totalCount: 0, nodes: [] });

      emu.state.refRulesUnreadable = 'null';
      expect(await rulesOf(as.actions)).toBeNull();
      emu.state.refRulesUnreadable = 'forbidden';
      const refused = await as.actions.graphql(query, { owner, name: repo, ref: 'refs/heads/main' }).then(
        () => null,
        (e: unknown) => e as GraphqlResponseError<{ repository: { ref: { rules: Rules } } }>,
      );
      expect(refused).toBeInstanceOf(GraphqlResponseError);
      expect(refused!.errors).toEqual([expect.objectContaining({ type: 'FORBIDDEN', path: ['repository', 'ref', 'rules'] })]);
      expect(refused!.data?.repository.ref.rules).toBeNull();
    } finally {
      emu.state.refRulesUnreadable = false;
      for (const ruleset of [checks, signed, trial, release]) world.repo.rulesets.splice(world.repo.rulesets.indexOf(ruleset), 1);
    }
  });
});

describe('protected branches and pushes', () => {
  it('E106: a protected branch refuses force pushes, deletion and a direct push whose required checks have not passed, with GitHub\'s GH006 words', async () => {
    const branch = `gh-protected-${++branches}`;
    const start = await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { 'p.txt': '1\n' }, message: 'p' });
    world.repo.protection.set(branch, { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    try {
      const direct = await push({ from: start, files: { 'p.txt': '2\n' }, branch, token: world.tokens.maintainer });
      expect(direct.ok).toBe(false);
      expect(direct.stderr).toContain(`GH006: Protected branch update failed for refs/heads/${branch}.`);
      expect(direct.stderr).toContain('Required status check "build" is expected.');

      const main = emu.state.refOid(world.repo, 'main')!;
      const forced = await push({ from: main, files: { 'other.txt': 'x\n' }, branch, token: world.tokens.maintainer, force: true });
      expect(forced.ok).toBe(false);
      expect(forced.stderr).toContain('Cannot force-push to this protected branch');

      const deletion = await git(clone, ['push', 'origin', `:refs/heads/${branch}`], world.tokens.maintainer).then(
        () => '',
        (e: { stderr?: string }) => String(e.stderr),
      );
      expect(deletion).toContain('Cannot delete this protected branch');
      expect(emu.state.refOid(world.repo, branch)).toBe(start);

      // A commit whose required checks passed (on another branch first) may be pushed directly.
      const tested = await push({ from: start, files: { 'p.txt': '3\n' }, branch: `${branch}-topic`, token: world.tokens.maintainer });
      await succeed(as.ciApp, 'build', tested.oid);
      await git(clone, ['push', 'origin', `${tested.oid}:refs/heads/${branch}`], world.tokens.maintainer);
      expect(emu.state.refOid(world.repo, branch)).toBe(tested.oid);

      // Admins pass the protection unless it is enforced for them (E107).
      const byAdmin = await push({ from: tested.oid, files: { 'p.txt': '4\n' }, branch, token: 'token-admin' });
      expect(byAdmin.ok).toBe(true);
    } finally {
      world.repo.protection.delete(branch);
    }
  });

  it('E101: cloning a private repository without access answers "Repository not found", as for a missing one', async () => {
    const secret = await createWorld(emu, { owner: 'acme', name: 'secret', private: true });
    const stranger = emu.state.addAccount('stranger');
    emu.state.addToken('token-stranger', stranger);
    const cloneAs = (name: string) =>
      git(work, ['clone', '--quiet', emu.cloneUrl('acme', name), join(work, `${name}-clone`)], 'token-stranger').then(
        () => '',
        (e: { stderr?: string }) => String(e.stderr),
      );
    expect(emu.state.permissionOf(secret.repo, stranger)).toBe('none');
    const refused = await cloneAs('secret');
    expect(refused).toContain('Repository not found.');
    // Not a 403 either (git prints `The requested URL returned error: 403`); the URL is left out
    // because the emulator's random port may hold the digits (45403 once).
    expect(refused.replace(/https?:\/\/\S+/g, '<url>')).not.toContain('403');
    expect(await cloneAs('no-such-repository')).toContain('Repository not found.');
  });
});

describe('checks and search', () => {
  it('E103: REST reports a check run GitHub expired as conclusion "stale", not neutral', async () => {
    const { head } = await openPull();
    const run = emu.state.addCheckRun(world.repo, { name: 'old-ci', headSha: head, conclusion: 'stale', app: ciApp });
    const read = await as.actions.rest.checks.get({ owner, repo, check_run_id: run.id });
    expect(read.data.conclusion).toBe('stale');
  });

  it('E64: a fork pull request is never listed in a check run\'s pull_requests; a same-repository one is', async () => {
    const same = await openPull();
    const fork = await openPull();
    emu.state.moveHeadToFork(world.repo, fork.pr, 'mallory/widgets');
    const onSame = await as.ciApp.rest.checks.create({ owner, repo, name: 'ci', head_sha: same.head, status: 'in_progress' });
    const onFork = await as.ciApp.rest.checks.create({ owner, repo, name: 'ci', head_sha: fork.head, status: 'in_progress' });
    expect(onSame.data.pull_requests.map((p) => p.number)).toEqual([same.pr.number]);
    expect(onFork.data.pull_requests).toEqual([]);
  });

  it('E27: label:a,b in search matches issues with label a OR label b', async () => {
    const bug = emu.state.createIssue(world.repo, { title: 'a bug', author: world.accounts.maintainer, labels: ['bug'] });
    const resolved = emu.state.createIssue(world.repo, { title: 'resolved', author: world.accounts.maintainer, labels: ['resolved'] });
    emu.state.createIssue(world.repo, { title: 'other', author: world.accounts.maintainer, labels: ['other'] });
    const search = `query($q: String!) { search(type: ISSUE, query: $q, first: 50) { nodes { ... on Issue { number } } } }`;
    const found = await as.actions.graphql<{ search: { nodes: Array<{ number?: number }> } }>(search, { q: `repo:${owner}/${repo} is:issue label:bug,resolved` });
    expect(found.search.nodes.map((n) => n.number).sort()).toEqual([bug.number, resolved.number].sort());
  });
});

describe('access', () => {
  it('E102: a user with read access opens issues and comments (REST and GraphQL); an App token with read may not', async () => {
    const opened = await as.outsider.rest.issues.create({ owner, repo, title: 'from a reader' });
    expect(opened.status).toBe(201);
    const commented = await as.outsider.rest.issues.createComment({ owner, repo, issue_number: opened.data.number, body: 'me too' });
    expect(commented.data.user?.login).toBe('mallory');
    const viaGraphql = await as.outsider.graphql<{ addComment: { commentEdge: { node: { body: string } } } }>(
      `mutation($id: ID!) { addComment(input: {subjectId: $id, body: "and GraphQL"}) { commentEdge { node { body } } } }`,
      { id: opened.data.node_id },
    );
    expect(viaGraphql.addComment.commentEdge.node.body).toBe('and GraphQL');

    const readApp = emu.state.addAccount('read-only-app[bot]', 'Bot');
    emu.state.setPermission(world.repo, readApp.login, 'read');
    emu.state.addToken('token-read-app', readApp);
    const appClient = getOctokit('token-read-app', { baseUrl: emu.apiUrl });
    const refused = await failure(appClient.rest.issues.createComment({ owner, repo, issue_number: opened.data.number, body: 'bot' }));
    expect(refused).toMatchObject({ status: 403, data: { message: 'Resource not accessible by integration' } });
    const closing = await failure(as.outsider.rest.issues.update({ owner, repo, issue_number: opened.data.number, state: 'closed' }));
    expect(closing.status).toBe(403);
  });

  it('E1: REST reads of a public repository work without a token; private ones are not found; a write without a token is not found either (404); GraphQL without a token answers 401', async () => {
    const { pr } = await openPull();
    const read = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}/pulls/${pr.number}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { number: number }).number).toBe(pr.number);
    const hidden = await fetch(`${emu.apiUrl}/repos/acme/secret/issues`);
    expect(hidden.status).toBe(404);
    const write = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}/issues`, { method: 'POST', body: JSON.stringify({ title: 'anonymous' }) });
    expect(write.status).toBe(404);
    expect(await write.json()).toMatchObject({ message: 'Not Found' });
    const graphql = await fetch(emu.graphqlUrl, { method: 'POST', body: JSON.stringify({ query: '{ viewer { login } }' }) });
    expect(graphql.status).toBe(401);
    const unknown = await fetch(`${emu.apiUrl}/repos/${owner}/${repo}/pulls/${pr.number}`, { headers: { authorization: 'token nope' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Bad credentials' });
  });
});
