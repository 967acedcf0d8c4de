import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
});
