// Disabling and enabling a workflow (emulator/RULES.md E180, E181): the REST endpoints set the
// workflow's `state`, they need `actions: write`, and a disabled workflow starts no run, its
// schedule included, until it is enabled again. Through Octokit against the emulator, and the
// Actions host the e2e tests deliver events through.

import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowHost } from './actions/host.js';
import { parseWorkflowText } from './actions/workflow.js';
import { commitFiles } from './git-seed.js';
import { startRulesWorld, type RulesWorld } from './rules-world.js';
import { scheduleEvent } from './webhooks/dispatch-events.js';

let now = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => new Date(now) };
let w: RulesWorld;

const SWEEP_TEXT = `
name: sweep
on:
  schedule:
    - cron: '*/5 * * * *'
  workflow_dispatch:
jobs:
  sweep: { runs-on: ubuntu-latest, steps: [{ run: 'true' }] }
`;
const SWEEP = parseWorkflowText(SWEEP_TEXT, '.github/workflows/sweep.yml');
const where = { owner: 'acme', repo: 'widgets', workflow_id: 'sweep.yml' };

beforeAll(async () => {
  w = await startRulesWorld({ clock });
  await commitFiles(w.world.repo.bareDir, { branch: 'main', files: { '.github/workflows/sweep.yml': SWEEP_TEXT }, message: 'Add the sweep' });
});
afterAll(async () => {
  await w?.emu.stop();
});

/** A GITHUB_TOKEN whose job declared `permissions:` with this `actions` access. */
function jobToken(actions: 'read' | 'write' | 'none') {
  const token = `ghs_rules_workflow_${actions}`;
  w.emu.state.addToken(token, w.world.accounts.actions, { permissions: { contents: 'read', actions } });
  return getOctokit(token, { baseUrl: w.emu.apiUrl });
}

const state = async () => (await w.as.maintainer.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}', where)).data.state;

describe('disabling and enabling a workflow', () => {
  it('E180: PUT …/disable sets the state to disabled_manually and …/enable back to active (204), by file name; an unknown workflow is not found; both need actions: write', async () => {
    expect(await state()).toBe('active');
    const writer = jobToken('write');
    expect((await writer.rest.actions.disableWorkflow(where)).status).toBe(204);
    expect(await state()).toBe('disabled_manually');
    // Idempotent: disabling a disabled workflow is no error.
    expect((await writer.rest.actions.disableWorkflow(where)).status).toBe(204);
    expect((await writer.rest.actions.enableWorkflow(where)).status).toBe(204);
    expect(await state()).toBe('active');

    await expect(writer.rest.actions.disableWorkflow({ ...where, workflow_id: 'missing.yml' })).rejects.toMatchObject({ status: 404 });
    for (const reader of [jobToken('read'), jobToken('none')]) {
      await expect(reader.rest.actions.disableWorkflow(where)).rejects.toMatchObject({ status: 403, message: expect.stringContaining('Resource not accessible by integration') });
    }
    await expect(w.as.outsider.rest.actions.enableWorkflow(where)).rejects.toMatchObject({ status: 403 });
    expect(await state()).toBe('active');
  });

  it('E181: a disabled workflow starts no run, its schedule included; enabled again, its next tick runs', async () => {
    const host = new WorkflowHost({ state: w.emu.state, repo: w.world.repo, actions: w.world.accounts.actions, workflow: SWEEP });
    const tick = () => host.deliver('schedule', scheduleEvent('*/5 * * * *') as unknown as Record<string, unknown>, { actor: 'maintainer' }, async () => ({ conclusion: 'success' as const, result: null }));
    expect((await tick()).started).toBe(true);

    await jobToken('write').rest.actions.disableWorkflow(where);
    now += 10 * 60_000;
    expect(await tick()).toMatchObject({ started: false, why: expect.stringContaining('disabled') });
    const dispatched = await host.deliver('workflow_dispatch', { inputs: {} }, { actor: 'maintainer' }, async () => ({ conclusion: 'success' as const, result: null }));
    expect(dispatched.started).toBe(false);

    await jobToken('write').rest.actions.enableWorkflow(where);
    now += 10 * 60_000;
    expect((await tick()).started).toBe(true);
  });
});
