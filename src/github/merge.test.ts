// Merging through the real client against the emulator: the merge is pinned to the head tend
// checked, GitHub's refusals come back as results with GitHub's own words, auto-merge is enabled
// only where GitHub would wait, and deleting a branch twice is not an error.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { openFeaturePull, type Pull } from '../../test/support/feature-pull.js';
import { createOctokit } from './client.js';
import { deleteBranch, enableAutoMerge, mergePull } from './merge.js';
import { loadPullSnapshot } from './pull-snapshot.js';

let emu: Emulator;
let world: World;
let pr: Pull;
let head: string;
const repo = { owner: 'acme', repo: 'widgets' };

beforeEach(async () => {
  emu = await startEmulator();
  // These tests pin GitHub's answers to merges and auto-merge once mergeability is computed; the
  // UNKNOWN window (P7) is carried by src/ship/machine.test.ts and the e2e ship tests.
  emu.state.mergeabilityUnknownReads = 0;
  world = await createWorld(emu);
  ({ pr, head } = await openFeaturePull(emu, world));
});
afterEach(async () => {
  await emu.stop();
});

const client = () => createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

describe('mergePull', () => {
  it('refuses to merge a head that moved since tend checked it, and leaves the pull request open', async () => {
    const stale = head;
    await commitFiles(world.repo.bareDir, { branch: 'feature', files: { 'src/widget.ts': 'export const widget = 3;\n' }, message: 'Pushed meanwhile' });

    const outcome = await mergePull(client(), repo, { number: pr.number, sha: stale, method: 'squash' });

    expect(outcome).toEqual({ merged: false, reason: 'head-moved', message: 'Head branch was modified. Review and try the merge again.' });
    expect(pr.pull.merged).toBe(false);
    expect(emu.log.count({ kind: 'rest', method: 'PUT' })).toBe(1);
  });

  it('merges the head it was given', async () => {
    const octokit = client();

    const outcome = await mergePull(octokit, repo, { number: pr.number, sha: head, method: 'squash', title: 'Change the widget (#1)' });

    expect(outcome).toEqual({ merged: true, sha: pr.pull.mergeCommitOid });
    expect(emu.state.refOid(world.repo, 'main')).toBe(pr.pull.mergeCommitOid);
    expect(emu.state.fileAt(world.repo, 'main', 'src/widget.ts')?.toString()).toBe('export const widget = 2;\n');
    expect((await loadPullSnapshot(octokit, repo, pr.number)).state).toBe('MERGED');
  });

  it('returns a merge blocked by a missing required check with GitHub’s message', async () => {
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });

    const outcome = await mergePull(client(), repo, { number: pr.number, sha: head, method: 'merge' });

    expect(outcome).toEqual({ merged: false, reason: 'blocked', message: 'Required status check "build" is expected.' });
    expect(pr.pull.merged).toBe(false);
  });

  it("P1: returns a ruleset's refusal as one line", async () => {
    emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build'] });

    const outcome = await mergePull(client(), repo, { number: pr.number, sha: head, method: 'merge' });

    expect(outcome).toEqual({ merged: false, reason: 'blocked', message: 'Repository rule violations found Required status check "build" is expected.' });
    expect(pr.pull.merged).toBe(false);
  });

  it('tells a base that moved during the merge (transient) from a block', async () => {
    emu.faults.inject({
      kind: 'rest',
      method: 'PUT',
      path: `/repos/acme/widgets/pulls/${pr.number}/merge`,
      response: { type: 'status', status: 405, message: 'Base branch was modified. Review and try the merge again.' },
      times: 1,
    });

    const outcome = await mergePull(client(), repo, { number: pr.number, sha: head, method: 'merge' });

    expect(outcome).toEqual({ merged: false, reason: 'base-modified', message: 'Base branch was modified. Review and try the merge again.' });
  });

  it('P6: returns GitHub’s 403 on a pull request that changes workflow files as a refusal for the workflows permission, with how many', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'feature', files: { '.github/workflows/ci.yml': 'on: push\n', '.github/workflows/lint.yml': 'on: push\n' }, message: 'CI' });
    const sha = emu.state.headOid(world.repo, pr);

    const outcome = await mergePull(client(), repo, { number: pr.number, sha, method: 'merge' });

    expect(outcome).toEqual({ merged: false, reason: 'workflows', message: 'Resource not accessible by integration', workflowFiles: 2 });
    expect(pr.pull.merged).toBe(false);
  });

  it('throws on a refusal that is not about the merge itself', async () => {
    const reader = createOctokit(world.tokens.outsider, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

    await expect(mergePull(reader, repo, { number: pr.number, sha: head, method: 'merge' })).rejects.toMatchObject({ status: 403 });
  });
});

describe('enableAutoMerge', () => {
  it('enables auto-merge while a required check is still missing', async () => {
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    const octokit = client();

    const outcome = await enableAutoMerge(octokit, pr.nodeId, 'squash', { expectedHeadOid: head });

    expect(outcome.enabled).toBe(true);
    expect(pr.pull.autoMergeMethod).toBe('squash');
    expect((await loadPullSnapshot(octokit, repo, pr.number)).autoMergeEnabled).toBe(true);
  });

  it('says the head moved when GitHub refuses a head it was pinned to, and enables nothing (P4)', async () => {
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });
    await commitFiles(world.repo.bareDir, { branch: 'feature', files: { 'src/later.ts': 'later\n' }, message: 'Later' });

    const outcome = await enableAutoMerge(client(), pr.nodeId, 'squash', { expectedHeadOid: head });

    expect(outcome).toEqual({ enabled: false, reason: 'head-moved', message: 'Head branch was modified. Review and try the merge again.' });
    expect(pr.pull.autoMergeMethod).toBeNull();
  });

  it('says so when the pull request can be merged right now', async () => {
    const outcome = await enableAutoMerge(client(), pr.nodeId, 'merge', { expectedHeadOid: head });

    expect(outcome).toEqual({ enabled: false, reason: 'mergeable-now', message: 'Pull request Pull request is in clean status' });
    expect(pr.pull.autoMergeMethod).toBeNull();
  });

  it('says so when the repository does not allow auto-merge', async () => {
    world.repo.allowAutoMerge = false;
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });

    const outcome = await enableAutoMerge(client(), pr.nodeId, 'merge', { expectedHeadOid: head });

    expect(outcome).toMatchObject({ enabled: false, reason: 'unavailable' });
    expect(outcome.message).toContain('Auto merge is not allowed for this repository');
  });

  it('says so when the repository does not allow the merge method (rule E32)', async () => {
    world.repo.allowedMergeMethods = ['rebase'];
    world.repo.protection.set('main', { requiredStatusChecks: ['build'], requiredApprovingReviewCount: 0, strict: false });

    const outcome = await enableAutoMerge(client(), pr.nodeId, 'squash', { expectedHeadOid: head });

    expect(outcome).toEqual({ enabled: false, reason: 'unavailable', message: 'Merge method squash merging is not allowed on this repository.' });
    expect(pr.pull.autoMergeMethod).toBeNull();
  });
});

describe('deleteBranch', () => {
  it('deletes the head branch, and a second delete finds it already gone', async () => {
    await mergePull(client(), repo, { number: pr.number, sha: head, method: 'merge' });

    expect(await deleteBranch(client(), repo, 'feature')).toEqual({ existed: true });
    expect(emu.state.refOid(world.repo, 'feature')).toBeNull();
    expect(await deleteBranch(client(), repo, 'feature')).toEqual({ existed: false });
  });

  it('deletes a branch whose name has slashes', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'tend/fix-1', from: 'main', files: { 'a.txt': 'a\n' }, message: 'a' });

    expect(await deleteBranch(client(), repo, 'tend/fix-1')).toEqual({ existed: true });
    expect(emu.state.refOid(world.repo, 'tend/fix-1')).toBeNull();
  });

  it('throws when GitHub refuses for another reason', async () => {
    await expect(deleteBranch(client(), repo, 'main')).rejects.toMatchObject({ status: 422 });
  });
});
