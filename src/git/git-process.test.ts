import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitRunner, unexpectedOption } from './git-process.js';
import { trustedGit } from './programs.js';

describe('git-process', () => {
  it('refuses an option-looking ref, oid or config before git starts, and reads values after -m, -B and -- as data', () => {
    expect(unexpectedOption(['fetch', '--quiet', '--upload-pack=touch /tmp/pwned', 'origin'])).toBe('--upload-pack=touch /tmp/pwned');
    expect(unexpectedOption(['checkout', '--quiet', '--force', '--detach', '--help'])).toBe('--help');
    expect(unexpectedOption(['push', '--porcelain', '--exec=sh', 'origin', 'HEAD:refs/heads/x'])).toBe('--exec=sh');
    expect(unexpectedOption(['-c', 'core.sshCommand=sh -c id', 'merge', 'abc'])).toBe('-c core.sshCommand=sh -c id');
    expect(unexpectedOption(['-C', '/elsewhere', 'status'])).toBe('-C');
    expect(unexpectedOption(['commit', '-m'])).toBe('option -m without its value');
    // Paths after `--`, a revision after --end-of-options, a message after -m: never options.
    expect(unexpectedOption(['add', '--all', '--', '--upload-pack=x', '-C'])).toBeNull();
    expect(unexpectedOption(['rev-parse', '--verify', '--end-of-options', '--git-dir'])).toBeNull();
    expect(unexpectedOption(['commit', '--quiet', '--no-verify', '--cleanup=whitespace', '-m', '--exec=sh', '--', 'a.ts'])).toBeNull();
    expect(unexpectedOption(['-c', 'merge.conflictStyle=diff3', '-c', 'rerere.enabled=false', 'merge', '--no-ff', '--no-commit', '--no-edit', '--quiet', 'a'.repeat(40)])).toBeNull();
  });

  it('runs one command at a time, captures both streams and the exit code, and kills a silent git', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'git-process-'));
    try {
      const env = { PATH: process.env.PATH ?? '', LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CEILING_DIRECTORIES: tmpdir() };
      const git = gitRunner({ binary: trustedGit(), cwd: dir, env, silenceMs: 60_000 });
      const order: string[] = [];
      const [init, missing] = await Promise.all([
        git(['init', '--quiet']).then((r) => (order.push('init'), r)),
        git(['rev-parse', '--verify', '--end-of-options', 'HEAD']).then((r) => (order.push('rev-parse'), r)),
      ]);
      expect(order).toEqual(['init', 'rev-parse']);
      expect(init).toMatchObject({ exitCode: 0, stdout: '', timedOut: false });
      expect(missing.exitCode).toBe(128);
      expect(missing.stderr).toMatch(/fatal/);
      await expect(git(['fetch', '--upload-pack=touch x', 'origin'])).rejects.toThrow("Refusing to run git with '--upload-pack=touch x'");
      // A process that prints nothing for longer than silenceMs is killed (sleep stands in for a stuck git).
      const hang = gitRunner({ binary: 'sleep', cwd: dir, env, silenceMs: 200 });
      expect(await hang(['30'])).toMatchObject({ exitCode: null, timedOut: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
