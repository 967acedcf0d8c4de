// GITHUB_TOKEN's permissions in the emulator: a token minted with a per-scope ceiling
// (state.addToken(token, account, { permissions })) writes only through the scopes it holds with
// `write`, whatever its account may do; everything else answers as GitHub answers an installation
// token without the permission: REST 403 "Resource not accessible by integration", GraphQL
// FORBIDDEN, git 403. Driven through the real clients (octokit, git over smart HTTP).

import { getOctokit } from '@actions/github';
import { GraphqlResponseError } from '@octokit/graphql';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/support/test-world.js';
import { createWorld, fakeToken, type World } from '../fixtures.js';
import { commitFiles } from '../git-seed.js';
import { startEmulator, type Emulator } from '../server.js';
import type { TokenPermissions } from '../state.js';

const run = promisify(execFile);
const owner = 'acme';
const repo = 'widgets';
const NOT_ACCESSIBLE = 'Resource not accessible by integration';

let emu: Emulator;
let world: World;
let work: string;
let branches = 0;

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  work = await mkdtemp(join(tmpdir(), 'tend-token-test-'));
});

afterAll(async () => {
  await emu?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A GITHUB_TOKEN of github-actions[bot] (write access to the repository) capped to `permissions`. */
function runToken(permissions: TokenPermissions): { token: string; octokit: ReturnType<typeof getOctokit> } {
  const token = fakeToken('ghs');
  emu.state.addToken(token, world.accounts.actions, { permissions });
  return { token, octokit: getOctokit(token, { baseUrl: emu.apiUrl }) };
}

async function openPull() {
  const branch = `token-${++branches}`;
  await commitFiles(world.repo.bareDir, { branch, from: 'main', files: { [`t/${branch}.txt`]: `${branch}\n` }, message: branch });
  const issue = emu.state.createPullRequest(world.repo, { title: branch, author: world.accounts.maintainer, head: branch });
  return emu.state.requirePull(world.repo, issue.number);
}

async function graphqlError(promise: Promise<unknown>): Promise<{ type?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphqlResponseError) return error.errors![0]! as { type?: string; message: string };
    throw error;
  }
  throw new Error('expected GraphQL errors');
}

/** Pushes an empty commit to `branch` over smart HTTP with `token` as the password. */
async function push(token: string, branch: string): Promise<{ ok: boolean; stderr: string }> {
  const dir = await mkdtemp(join(work, 'clone-'));
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1', LC_ALL: 'C', GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  await run('git', ['clone', '--quiet', world.repo.bareDir, dir], { env });
  await run('git', ['commit', '--allow-empty', '--quiet', '-m', 'by a run'], { cwd: dir, env });
  const url = new URL(emu.cloneUrl(owner, repo));
  url.username = 'x-access-token';
  url.password = token;
  try {
    await run('git', ['push', '--quiet', url.toString(), `HEAD:refs/heads/${branch}`], { cwd: dir, env });
    return { ok: true, stderr: '' };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe('a run’s GITHUB_TOKEN is capped by its permissions', () => {
  it('T4: a read-only token (a fork’s pull request run) reads everything and writes nothing: REST 403, GraphQL FORBIDDEN, git 403', async () => {
    const pr = await openPull();
    const { token, octokit } = runToken({ contents: 'read', issues: 'read', 'pull-requests': 'read', checks: 'read', statuses: 'read', metadata: 'read' });

    expect((await octokit.rest.pulls.get({ owner, repo, pull_number: pr.number })).data.number).toBe(pr.number);
    const comment = await failure(octokit.rest.issues.createComment({ owner, repo, issue_number: pr.number, body: 'hello' }));
    expect(comment).toMatchObject({ status: 403, data: { message: NOT_ACCESSIBLE } });
    expect((await failure(octokit.rest.issues.addLabels({ owner, repo, issue_number: pr.number, labels: ['tend:active'] }))).status).toBe(403);
    expect((await failure(octokit.rest.pulls.merge({ owner, repo, pull_number: pr.number }))).status).toBe(403);
    expect((await failure(octokit.rest.checks.create({ owner, repo, name: 'x', head_sha: emu.state.headOid(world.repo, pr) }))).status).toBe(403);

    const { repository } = await octokit.graphql<{ repository: { pullRequest: { id: string; viewerCanUpdate: boolean } } }>(
      `query($n: Int!) { repository(owner: "acme", name: "widgets") { pullRequest(number: $n) { id viewerCanUpdate } } }`,
      { n: pr.number },
    );
    expect(repository.pullRequest.viewerCanUpdate).toBe(false);
    const add = await graphqlError(octokit.graphql(`mutation($id: ID!) { addComment(input: { subjectId: $id, body: "hello" }) { clientMutationId } }`, { id: repository.pullRequest.id }));
    expect(add).toMatchObject({ type: 'FORBIDDEN', message: NOT_ACCESSIBLE });

    const pushed = await push(token, 'from-a-fork-run');
    expect(pushed.ok).toBe(false);
    expect(pushed.stderr).toContain('403');
    expect(emu.state.refOid(world.repo, 'from-a-fork-run')).toBeNull();
    expect(emu.state.issue(world.repo, pr.number)!.comments).toEqual([]);
  });

  it('T4: each write needs its own scope: issues: write comments and labels, but merging, pushing and resolving need contents: write', async () => {
    const pr = await openPull();
    const thread = emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'README.md', line: 1, body: 'nit', commitOid: emu.state.headOid(world.repo, pr) });
    const { token, octokit } = runToken({ issues: 'write', 'pull-requests': 'read', contents: 'read' });

    expect((await octokit.rest.issues.createComment({ owner, repo, issue_number: pr.number, body: 'on it' })).status).toBe(201);
    expect((await octokit.rest.issues.addLabels({ owner, repo, issue_number: pr.number, labels: ['tend:active'] })).status).toBe(200);
    expect((await failure(octokit.rest.pulls.merge({ owner, repo, pull_number: pr.number }))).status).toBe(403);
    expect((await failure(octokit.rest.pulls.createReplyForReviewComment({ owner, repo, pull_number: pr.number, comment_id: thread.comments[0]!.id, body: 'x' }))).status).toBe(403);
    const resolve = await graphqlError(octokit.graphql(`mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { clientMutationId } }`, { id: thread.nodeId }));
    expect(resolve).toMatchObject({ type: 'FORBIDDEN', message: NOT_ACCESSIBLE });
    expect((await push(token, `scoped-${pr.number}`)).ok).toBe(false);

    // The same account with contents and pull-requests write does all of it.
    const full = runToken({ issues: 'write', 'pull-requests': 'write', contents: 'write' });
    await full.octokit.graphql(`mutation($id: ID!) { resolveReviewThread(input: { threadId: $id }) { clientMutationId } }`, { id: thread.nodeId });
    expect(thread.isResolved).toBe(true);
    expect((await push(full.token, `scoped-${pr.number}`)).ok).toBe(true);
    expect((await full.octokit.rest.pulls.merge({ owner, repo, pull_number: pr.number })).status).toBe(200);
  });

  it('T4: a ceiling never adds access: a read-only account with a write ceiling still gets 403', async () => {
    const token = fakeToken('ghs');
    emu.state.addToken(token, world.accounts.outsider, { permissions: { issues: 'write' } });
    const octokit = getOctokit(token, { baseUrl: emu.apiUrl });
    const issue = emu.state.createIssue(world.repo, { title: 'x', author: world.accounts.maintainer });
    expect((await failure(octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: 'x' }))).status).toBe(403);
  });
});
