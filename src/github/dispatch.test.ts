// Dispatching a workflow through the real client against the emulator: a workflow with a
// workflow_dispatch trigger runs on the ref named; GitHub's refusals come back as results.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { createOctokit } from './client.js';
import { dispatchWorkflow } from './dispatch.js';

let emu: Emulator;
let world: World;
const repo = { owner: 'acme', repo: 'widgets' };

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  await commitFiles(world.repo.bareDir, {
    branch: 'main',
    files: {
      '.github/workflows/ci.yml': 'on:\n  push:\n  workflow_dispatch:\njobs: {}\n',
      '.github/workflows/release.yml': 'on:\n  push:\n    tags: ["v*"]\njobs: {}\n',
    },
    message: 'Add workflows',
  });
  await commitFiles(world.repo.bareDir, { branch: 'tend/fix-1', from: 'main', files: { 'a.txt': 'a\n' }, message: 'fix' });
});
afterEach(async () => {
  await emu.stop();
});

const client = (token = world.tokens.actions) => createOctokit(token, { baseUrl: emu.apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });

describe('dispatchWorkflow', () => {
  it('starts the workflow on the branch tend pushed', async () => {
    const outcome = await dispatchWorkflow(client(), repo, 'ci.yml', 'tend/fix-1');

    expect(outcome.dispatched).toBe(true);
    expect(world.repo.workflowDispatches).toEqual([{ workflowId: 'ci.yml', ref: 'tend/fix-1', inputs: {}, at: expect.any(String) }]);
  });

  it('returns a workflow that does not exist as not-found', async () => {
    expect(await dispatchWorkflow(client(), repo, 'nope.yml', 'main')).toMatchObject({ dispatched: false, reason: 'not-found' });
  });

  it('returns a workflow without a workflow_dispatch trigger as no-trigger, in GitHub’s words', async () => {
    expect(await dispatchWorkflow(client(), repo, 'release.yml', 'main')).toEqual({
      dispatched: false,
      reason: 'no-trigger',
      message: "Workflow does not have 'workflow_dispatch' trigger",
    });
  });

  it('returns a token without write access as forbidden, naming the permission', async () => {
    const outcome = await dispatchWorkflow(client(world.tokens.outsider), repo, 'ci.yml', 'main');

    expect(outcome).toMatchObject({ dispatched: false, reason: 'forbidden' });
    expect(outcome.message).toContain('actions: write');
    expect(world.repo.workflowDispatches).toEqual([]);
  });
});
