// GitHub-made commits and branch updates through the real client against the emulator: each is
// pinned to the head tend read, GitHub's refusals come back as results, and the size cutoff of
// the API path is a plain function.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { clientForToken, createOctokit } from './client.js';
import { API_COMMIT_LIMITS, createCommitOnBranch, fitsApiCommit } from './commit-on-branch.js';
import { loadPullSnapshot } from './pull-snapshot.js';
import { updatePullRequestBranch } from './update-branch.js';

let emu: Emulator;
let world: World;
const repo = { owner: 'acme', repo: 'widgets' };

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
});
afterAll(async () => {
  await emu?.stop();
});

const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, throttle: false });

describe('createCommitOnBranch', () => {
  it('commits additions and deletions pinned to the head, as a GitHub-signed commit; a moved head is "stale" and nothing changes', async () => {
    const head = await commitFiles(world.repo.bareDir, { branch: 'api-commit', from: 'main', files: { 'gone.txt': 'bye\n' }, message: 'start' });
    const stale = await createCommitOnBranch(client(), repo, { branch: 'api-commit', expectedHeadOid: '1'.repeat(40), message: 'fix: x', files: new Map([['a.txt', 'a\n']]) });
    expect(stale).toMatchObject({ committed: false, reason: 'stale' });
    expect(emu.state.refOid(world.repo, 'api-commit')).toBe(head);

    const made = await createCommitOnBranch(client(), repo, { branch: 'api-commit', expectedHeadOid: head, message: 'fix(review): one\n\n- a.txt', files: new Map([['a.txt', 'a\n'], ['gone.txt', null]]) });
    expect(made.committed).toBe(true);
    const oid = made.committed ? made.oid : '';
    expect(emu.state.refOid(world.repo, 'api-commit')).toBe(oid);
    expect(emu.state.fileAt(world.repo, oid, 'a.txt')?.toString()).toBe('a\n');
    expect(emu.state.fileAt(world.repo, oid, 'gone.txt')).toBeNull();
    expect(emu.state.signedByGitHub.has(oid)).toBe(true);

    const workflow = await createCommitOnBranch(client(), repo, { branch: 'api-commit', expectedHeadOid: oid, message: 'ci', files: new Map([['.github/workflows/x.yml', 'on: push\n']]) });
    expect(workflow).toMatchObject({ committed: false, reason: 'workflows' });
  });

  it('the API path takes at most 100 files and 512 KiB of contents; beyond, the git path', () => {
    expect(fitsApiCommit(new Map([['a', 'x']]))).toBe(true);
    expect(fitsApiCommit(new Map(Array.from({ length: API_COMMIT_LIMITS.files + 1 }, (_, i) => [`f${i}`, null] as const)))).toBe(false);
    expect(fitsApiCommit(new Map([['big', 'x'.repeat(API_COMMIT_LIMITS.bytes + 1)]]))).toBe(false);
  });
});

describe('updatePullRequestBranch', () => {
  it('P7: merges the base into the head pinned to expectedHeadOid, with the token given (push-token); a moved head is "head-moved"', async () => {
    const head = await commitFiles(world.repo.bareDir, { branch: 'to-update', from: 'main', files: { 'u.txt': 'u\n' }, message: 'u' });
    const issue = emu.state.createPullRequest(world.repo, { title: 'update me', author: world.accounts.maintainer, head: 'to-update' });
    const base = await commitFiles(world.repo.bareDir, { branch: 'main', files: { 'moved.txt': 'm\n' }, message: 'base moves' });
    const snapshot = await loadPullSnapshot(client(), repo, issue.number);
    expect(snapshot.maintainerCanModify).toBe(false);

    const moved = await updatePullRequestBranch(client(), { pullId: snapshot.id, expectedHeadOid: '2'.repeat(40), method: 'merge' });
    expect(moved).toMatchObject({ updated: false, reason: 'head-moved' });

    const asPusher = clientForToken(client(), world.tokens.maintainer);
    const done = await updatePullRequestBranch(asPusher, { pullId: snapshot.id, expectedHeadOid: head, method: 'merge' });
    expect(done.updated).toBe(true);
    const updated = done.updated ? done.head : '';
    expect(emu.state.refOid(world.repo, 'to-update')).toBe(updated);
    expect(emu.state.fileAt(world.repo, updated, 'moved.txt')?.toString()).toBe('m\n');
    const calls = emu.log.entries.filter((e) => e.fields.includes('updatePullRequestBranch') && e.status === 200);
    expect(calls.at(-1)?.actor).toBe(world.accounts.maintainer.login);
    expect(base).not.toBe(updated);

    const nothingNew = await updatePullRequestBranch(client(), { pullId: snapshot.id, expectedHeadOid: updated, method: 'merge' });
    expect(nothingNew).toMatchObject({ updated: false, reason: 'refused' });
  });
});
