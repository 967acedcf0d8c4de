// Shared setup for end-to-end tests: an emulator with a ready-made world, and `run` that executes
// the committed dist/index.js the way the Actions runner does, as tend's GITHUB_TOKEN.

import { join } from 'node:path';
import { expect } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { runAction, type ActionRun } from '../../emulator/runner.js';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';

export const ACTION_DIR = join(import.meta.dirname, '..', '..');

export interface E2E {
  emu: Emulator;
  world: World;
  run(eventName: string, payload: unknown, options?: { inputs?: Record<string, string>; rawPayload?: string; token?: string; env?: Record<string, string>; timeoutMs?: number }): Promise<ActionRun>;
  /** A pull request on branch `feature` that changes src/widget.ts. */
  openPullRequest(): Promise<Issue & { pull: PullRequestData }>;
  /** Commits .github/tend.yml to the default branch. */
  writeConfig(text: string): Promise<void>;
  stop(): Promise<void>;
}

/** `options`: the emulator's clock and rate limits, for tests that move time or spend budgets. */
export async function startE2E(options: Pick<EmulatorOptions, 'clock' | 'rateLimits'> = {}): Promise<E2E> {
  const emu = await startEmulator(options);
  const world = await createWorld(emu);
  return {
    emu,
    world,
    run: async (eventName, payload, options = {}) => {
      const run = await runAction({
        actionDir: ACTION_DIR,
        emulator: emu,
        repository: world.fullName,
        token: options.token ?? world.tokens.actions,
        eventName,
        payload,
        inputs: options.inputs,
        rawPayload: options.rawPayload,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        // Octokit's retries wait base × n²: keep them short so fault tests stay fast.
        env: { TEND_RETRY_BASE_MS: '20', ...(options.env ?? {}) },
      });
      // Every run, whatever the test is about: no token may appear anywhere a person can see.
      expectNoSecrets(run, world);
      return run;
    },
    async openPullRequest() {
      await commitFiles(world.repo.bareDir, {
        branch: 'feature',
        from: 'main',
        files: { 'src/widget.ts': 'export const widget = 2;\n' },
        message: 'Bump widget',
        date: new Date('2026-01-02T00:00:00Z'),
      });
      return emu.state.createPullRequest(world.repo, { title: 'Bump widget', author: world.accounts.maintainer, head: 'feature' }) as Issue & { pull: PullRequestData };
    },
    async writeConfig(text: string) {
      await commitFiles(world.repo.bareDir, { branch: 'main', files: { '.github/tend.yml': text }, message: 'Configure tend' });
    },
    stop: () => emu.stop(),
  };
}

/** Asserts that no token of the world appears anywhere a person or a later step could see. */
export function expectNoSecrets(run: ActionRun, world: World): void {
  for (const token of Object.values(world.tokens)) {
    expect(run.visibleText).not.toContain(token);
    expect(run.visibleText).not.toContain(Buffer.from(`x-access-token:${token}`).toString('base64'));
  }
}

/** Asserts the run failed with exactly one error line containing `text`. */
export function expectOneClearError(run: ActionRun, text: string): void {
  expect(run.exitCode, run.stdout + run.stderr).toBe(1);
  const errors = run.annotations.filter((a) => a.level === 'error');
  expect(errors).toHaveLength(1);
  expect(errors[0]!.message).toContain(text);
  expect(errors[0]!.message).not.toContain('\n');
  expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
}
