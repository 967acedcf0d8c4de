import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runVerifyCommand } from './verify-command.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tend-verify-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('verify-command', () => {
  it('passes on exit 0 and fails with the output tail otherwise', async () => {
    await writeFile(join(dir, 'check.sh'), 'echo checking; grep -q fixed state.txt || { echo "expected fixed" >&2; exit 3; }\n');
    await writeFile(join(dir, 'state.txt'), 'broken\n');
    const failed = await runVerifyCommand('sh check.sh', dir);
    expect(failed).toMatchObject({ passed: false, exitCode: 3, timedOut: false });
    expect(failed.tail).toContain('expected fixed');
    await writeFile(join(dir, 'state.txt'), 'fixed\n');
    expect((await runVerifyCommand('sh check.sh', dir)).passed).toBe(true);
  });

  it('runs without the action environment (no token reaches repository code)', async () => {
    process.env.TEND_TEST_SECRET = 'ghs_should_not_leak';
    try {
      const result = await runVerifyCommand('env', dir);
      expect(result.tail).not.toContain('ghs_should_not_leak');
      expect(result.tail).toContain('CI=true');
    } finally {
      delete process.env.TEND_TEST_SECRET;
    }
  });

  it('stops a command that runs too long', async () => {
    const result = await runVerifyCommand('sleep 30', dir, { timeoutMs: 200 });
    expect(result).toMatchObject({ passed: false, timedOut: true });
  });

  it('leaves no process behind: a job the command put in the background is killed with it', async () => {
    const marker = join(dir, 'late.txt');
    const result = await runVerifyCommand(`(sleep 1; touch ${marker}) & echo started`, dir);
    expect(result.passed).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    expect(existsSync(marker)).toBe(false);
  });

  it("puts back git's control files the command changed, and fails the check", async () => {
    execFileSync('git', ['init', '--quiet', dir], { env: { PATH: process.env.PATH, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
    const config = await readFile(join(dir, '.git', 'config'), 'utf8');
    const plant = [
      'printf "#!/bin/sh\\nenv > stolen\\n" > .git/hooks/post-commit',
      'chmod +x .git/hooks/post-commit',
      'printf "[core]\\n\\thooksPath = /tmp/elsewhere\\n" >> .git/config',
      'echo 0000000000000000000000000000000000000000 > .git/refs/heads/planted',
    ].join(' && ');
    const result = await runVerifyCommand(plant, dir);
    expect(result).toMatchObject({ passed: false, exitCode: 0, tampered: ['config', 'hooks/post-commit', 'refs/heads/planted'] });
    expect(result.tail).toContain("verify-command changed git's own files");
    expect(await readFile(join(dir, '.git', 'config'), 'utf8')).toBe(config);
    expect(existsSync(join(dir, '.git', 'hooks', 'post-commit'))).toBe(false);
    expect(existsSync(join(dir, '.git', 'refs', 'heads', 'planted'))).toBe(false);
    expect((await runVerifyCommand('git status --short > /dev/null', dir)).tampered).toEqual([]);
  });
});
