// A sweep that runs only when something is due (issue #18 item 2), on the committed bundle, through
// the Actions trigger model: examples/tend.yml and examples/tend-sweep.yml are the repository's
// workflows, GitHub runs no schedule of a disabled workflow (E181), and a run switches the sweep
// workflow with the REST enable/disable endpoints (E180). With nothing unfinished the sweep
// disables itself; a tend: label re-enables it; the review window's deadline still fires on the
// next tick, and once the pull request is done the sweep is off again. Without actions: write,
// tend notes it and changes nothing. One world for the file, on a clock the tests move; the tests
// run in order.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../emulator/git-seed.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { scheduleEvent } from '../../emulator/webhooks/dispatch-events.js';
import { pullRequestEvent } from '../../emulator/webhooks/pull-request-events.js';
import { trackingState } from './ship-world.js';
import { EXAMPLE_WORKFLOW, startE2E, SWEEP_WORKFLOW, type E2E } from './world.js';

type Pull = Issue & { pull: PullRequestData };

let now = Date.now();
let t: E2E;
const minutes = (n: number) => {
  now += n * 60_000;
};
/** tend's clock is the emulator's (TEND_NOW), so deadlines fall due when the test moves time. */
const env = () => ({ TEND_NOW: new Date(now).toISOString() });
/** The repository's .github/tend.yml: both example workflows' runs read it (the examples pass no policy as `with:`). */
const CONFIG = 'review-bots: [coderabbit]\nrequired-review-bots: [coderabbit]\nreview-window-minutes: 20\nsweep-workflow: tend-sweep.yml\n';
const SWEEP_FILE = 'tend-sweep.yml';

beforeAll(async () => {
  t = await startE2E({ config: CONFIG, steps: 'in-process', clock: { now: () => new Date(now) } });
  t.emu.state.ensureLabel(t.world.repo, 'tend:active');
  t.emu.state.ensureLabel(t.world.repo, 'tend:ship');
  // The repository holds both example workflows on its default branch, as a user copies them.
  await commitFiles(t.world.repo.bareDir, {
    branch: 'main',
    files: {
      '.github/workflows/tend.yml': readFileSync(EXAMPLE_WORKFLOW, 'utf8'),
      '.github/workflows/tend-sweep.yml': readFileSync(SWEEP_WORKFLOW, 'utf8'),
    },
    message: 'Add tend',
  });
});
afterAll(async () => {
  await t?.stop();
});

const sweepState = () => t.world.repo.workflowStates.get(SWEEP_FILE) ?? 'active';
/** One tick of tend-sweep.yml's schedule, five minutes after the last. */
async function tick() {
  minutes(5);
  return t.deliver('schedule', scheduleEvent('*/5 * * * *'), { actor: 'github-actions[bot]' }, { env: env(), workflow: SWEEP_WORKFLOW });
}

let pr: Pull;

describe('a sweep that runs only when something is due', () => {
  it('with no unfinished target the sweep disables its workflow and no schedule runs; a tend:ship label re-enables it', async () => {
    const idle = await tick();
    expect(idle.started).toBe(true);
    if (!idle.started) return;
    expect(idle.run.exitCode, idle.run.stdout).toBe(0);
    expect(sweepState()).toBe('disabled_manually');
    expect(await tick()).toMatchObject({ started: false, why: expect.stringContaining('disabled') });

    await commitFiles(t.world.repo.bareDir, { branch: 'idle-1', from: 'main', files: { 'src/idle.ts': 'export const idle = 1;\n' }, message: 'Change idle' });
    pr = t.emu.state.createPullRequest(t.world.repo, { title: 'Change idle', author: t.world.accounts.maintainer, head: 'idle-1' }) as Pull;
    const label = t.emu.state.addLabel(t.world.repo, pr, 'tend:ship', t.world.accounts.maintainer);
    const labelled = await t.deliver('pull_request', pullRequestEvent(t.emu.state, t.world.repo, pr, 'labeled', { label }), { actor: t.world.accounts.maintainer.login }, { env: env() });
    expect(labelled.started).toBe(true);
    if (!labelled.started) return;
    expect(labelled.run.exitCode, labelled.run.stdout).toBe(0);
    expect(trackingState(pr)?.status).toBe('awaiting-reviews');
    expect(sweepState()).toBe('active');
  });

  it('the review window still closes on the next tick after its deadline; once the pull request is done the sweep is off again', async () => {
    const early = await tick();
    expect(early.started && early.run.exitCode).toBe(0);
    expect(trackingState(pr)?.status).toBe('awaiting-reviews');
    expect(sweepState()).toBe('active');

    minutes(15); // 20 minutes after the label: the window has closed
    const due = await tick();
    expect(due.started).toBe(true);
    if (!due.started) return;
    expect(due.run.exitCode, due.run.stdout).toBe(0);
    expect(trackingState(pr)!.history.map((h) => h.note)).toContain('review window closed without coderabbit');
    expect(pr.pull.merged).toBe(true);

    // Nothing is left unfinished: the next sweep turns the schedule off.
    const last = await tick();
    expect(last.started && last.run.exitCode).toBe(0);
    expect(sweepState()).toBe('disabled_manually');
    expect((await tick()).started).toBe(false);
  });

  it('without actions: write tend says so in one note, exits 0 and leaves the sweep as it was', async () => {
    t.emu.state.addToken('ghs_idle_actions_read', t.world.accounts.actions, { permissions: { contents: 'write', issues: 'write', 'pull-requests': 'write', actions: 'read' } });
    t.world.repo.workflowStates.set(SWEEP_FILE, 'active');
    const run = await t.run('schedule', scheduleEvent('*/5 * * * *'), { token: 'ghs_idle_actions_read', env: { ...env(), GITHUB_WORKFLOW_REF: `${t.world.fullName}/.github/workflows/${SWEEP_FILE}@refs/heads/main` } });
    expect(run.exitCode, run.stdout).toBe(0);
    const notes = run.stdout.split('\n').filter((l) => l.includes('could not disable the sweep workflow'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('actions: write');
    expect(sweepState()).toBe('active');
  });

  it("E201: the first sweep after a label finds the pull request, though GitHub's search has not indexed the label yet", async () => {
    // The last sweep searched before this pull request existed; no search has run since.
    await commitFiles(t.world.repo.bareDir, { branch: 'idle-2', from: 'main', files: { 'src/idle2.ts': 'export const idle = 2;\n' }, message: 'Change idle 2' });
    const fresh = t.emu.state.createPullRequest(t.world.repo, { title: 'Change idle 2', author: t.world.accounts.maintainer, head: 'idle-2' }) as Pull;
    const label = t.emu.state.addLabel(t.world.repo, fresh, 'tend:ship', t.world.accounts.maintainer);
    const labelled = await t.deliver('pull_request', pullRequestEvent(t.emu.state, t.world.repo, fresh, 'labeled', { label }), { actor: t.world.accounts.maintainer.login }, { env: env() });
    expect(labelled.started && labelled.run.exitCode).toBe(0);
    expect(fresh.labels.map((l) => l.name)).toContain('tend:active');

    minutes(20); // past the review window: the next sweep has work on it
    const next = await tick();
    expect(next.started).toBe(true);
    if (!next.started) return;
    expect(next.run.exitCode, next.run.stdout).toBe(0);
    expect(trackingState(fresh)!.history.map((h) => h.note)).toContain('review window closed without coderabbit');
    expect(fresh.pull.merged).toBe(true);
  });
});
