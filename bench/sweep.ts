// The schedule sweep over many open pull requests tend works on, none of them due: how many
// requests one sweep costs (the real bundle against the emulator).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWorld } from '../emulator/fixtures.js';
import { commitFiles } from '../emulator/git-seed.js';
import { runAction } from '../emulator/runner.js';
import { startEmulator } from '../emulator/server.js';
import { renderTrackingBody } from '../src/store/tracking-body.js';
import { initialShip } from '../src/ship/machine.js';
import { initialState, transition } from '../src/store/target-state.js';
import { jobSpacingS, stepOptions } from './simulate.js';

/**
 * `count` waiting pull requests; with `switchWorkflow` the repository holds examples/tend-sweep.yml
 * and the run is that workflow's own with `sweep-workflow` set in .github/tend.yml, as the README has it (with no
 * pull request waiting, the run disables the workflow: its request is counted).
 */
export async function measureSweep(count: number, options: { switchWorkflow?: boolean } = {}): Promise<{ requests: number; advanced: number; wallMs: number; spacingS: number; workflowState: string }> {
  const emu = await startEmulator();
  try {
    const world = await createWorld(emu, { config: `review-bots: [coderabbit, gemini]\n${options.switchWorkflow ? 'sweep-workflow: tend-sweep.yml\n' : ''}` });
    const repo = world.repo;
    emu.state.ensureLabel(repo, 'tend:active');
    const at = new Date().toISOString();
    const deadline = new Date(Date.now() + 15 * 60_000).toISOString();
    for (let i = 0; i < count; i += 1) {
      await commitFiles(repo.bareDir, { branch: `feature/s${i}`, from: 'main', files: { [`src/s${i}.ts`]: `export const s = ${i};\n` }, message: `Change ${i}` });
      const pr = emu.state.createPullRequest(repo, { title: `Change ${i}`, author: world.accounts.maintainer, head: `feature/s${i}` });
      emu.state.addLabel(repo, pr, 'tend:active');
      const head = emu.state.headOid(repo, pr as Parameters<typeof emu.state.headOid>[1]);
      const state = { ...transition(initialState({ kind: 'pull_request', number: pr.number }, at), { status: 'awaiting-reviews', workflow: 'ship', reason: 'waiting for the review bots', at }), ship: initialShip('ship', head, deadline) };
      emu.state.addIssueComment(pr, world.accounts.actions, renderTrackingBody(state, undefined));
    }
    if (options.switchWorkflow) {
      await commitFiles(repo.bareDir, { branch: 'main', files: { '.github/workflows/tend-sweep.yml': readFileSync(join(import.meta.dirname, '..', 'examples', 'tend-sweep.yml'), 'utf8') }, message: 'Add the sweep' });
    }
    emu.log.clear();
    const run = await runAction({
      actionDir: join(import.meta.dirname, '..'),
      emulator: emu,
      repository: world.fullName,
      token: world.tokens.actions,
      eventName: 'schedule',
      payload: { schedule: '*/10 * * * *' },
      inputs: {},
      ...stepOptions(),
      env: { TEND_GITHUB_THROTTLE: 'off', ...(options.switchWorkflow ? { GITHUB_WORKFLOW_REF: `${world.fullName}/.github/workflows/tend-sweep.yml@refs/heads/main` } : {}) },
    });
    if (run.exitCode !== 0) throw new Error(`bench: sweep failed: ${run.stdout.slice(-2000)}`);
    const requests = emu.log.entries.filter((e) => e.kind !== 'git').length;
    const advanced = emu.log.filter({ operation: 'TendPullSnapshot' }).length;
    return { requests, advanced, wallMs: run.durationMs, spacingS: jobSpacingS(emu.log.entries), workflowState: repo.workflowStates.get('tend-sweep.yml') ?? 'active' };
  } finally {
    await emu.stop();
  }
}
