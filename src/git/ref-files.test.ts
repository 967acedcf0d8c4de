// HEAD read from a clone's files answers what `git rev-parse HEAD` answers (detached, on a loose
// or a packed branch) and leaves to git every HEAD the files do not say plainly.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headFromFiles } from './ref-files.js';

let root: string;
let clone: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } }).trim();
const gitDir = () => join(clone, '.git');

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tend-head-files-'));
  clone = join(root, 'clone');
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', clone]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('HEAD read from the files', () => {
  it('leaves an unborn branch to git, which finds no commit either', () => {
    expect(headFromFiles(gitDir())).toBeNull();
    expect(() => git('rev-parse', '--verify', 'HEAD')).toThrow();
  });

  it('reads HEAD on a loose branch, then on the same branch packed, as git does', () => {
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '--allow-empty', '-m', 'one');
    expect(headFromFiles(gitDir())).toBe(git('rev-parse', 'HEAD'));
    git('pack-refs', '--all');
    expect(headFromFiles(gitDir())).toBe(git('rev-parse', 'HEAD'));
  });

  it('reads a detached HEAD', () => {
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '--allow-empty', '-m', 'two');
    git('checkout', '--quiet', '--detach', 'HEAD~1');
    expect(headFromFiles(gitDir())).toBe(git('rev-parse', 'HEAD'));
    expect(headFromFiles(gitDir())).not.toBe(git('rev-parse', 'main'));
  });

  it('leaves to git a HEAD that is a FIFO or a symlink, without waiting on it', () => {
    const head = join(gitDir(), 'HEAD');
    const oid = git('rev-parse', 'HEAD');
    rmSync(head);
    execFileSync('mkfifo', [head]);
    expect(headFromFiles(gitDir())).toBeNull();
    rmSync(head);
    writeFileSync(join(root, 'elsewhere'), `${oid}\n`);
    symlinkSync(join(root, 'elsewhere'), head);
    expect(headFromFiles(gitDir())).toBeNull();
    rmSync(head);
    writeFileSync(head, `${oid}\n`);
    expect(headFromFiles(gitDir())).toBe(oid);
  });

  it('leaves to git a HEAD it does not read plainly: a ref outside refs/, garbage, no .git at all', () => {
    writeFileSync(join(gitDir(), 'HEAD'), 'ref: HEAD\n');
    expect(headFromFiles(gitDir())).toBeNull();
    writeFileSync(join(gitDir(), 'HEAD'), 'not a ref\n');
    expect(headFromFiles(gitDir())).toBeNull();
    expect(headFromFiles(join(root, 'nowhere', '.git'))).toBeNull();
  });
});
