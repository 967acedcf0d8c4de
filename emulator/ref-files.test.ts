// The shortcut that reads a branch head from the bare repository's files answers what
// `git rev-parse` answers, loose and packed, and leaves every case it does not know to git.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository } from './git-seed.js';
import { branchCommit, refCommit, refFromFiles } from './ref-files.js';

let root: string;
let bare: string;
const revParse = (ref: string) => {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: bare, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tend-ref-files-'));
  bare = join(root, 'repo.git');
  await createBareRepository(bare, { files: { 'a.txt': 'a\n' } });
  await commitFiles(bare, { branch: 'feature/nested', from: 'main', files: { 'b.txt': 'b\n' }, message: 'b' });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a ref read from the files', () => {
  it('reads loose refs, a nested branch included, as git does', () => {
    for (const ref of ['refs/heads/main', 'refs/heads/feature/nested']) {
      expect(refFromFiles(bare, ref)).toMatch(/^[0-9a-f]{40}$/);
      expect(refCommit(bare, ref)).toBe(revParse(ref));
    }
  });

  it('reads packed refs after git pack-refs, and a loose ref written later wins over the packed line', async () => {
    execFileSync('git', ['pack-refs', '--all'], { cwd: bare });
    expect(refFromFiles(bare, 'refs/heads/main')).toBe(revParse('refs/heads/main'));
    expect(refFromFiles(bare, 'refs/heads/feature/nested')).toBe(revParse('refs/heads/feature/nested'));
    const moved = await commitFiles(bare, { branch: 'main', files: { 'a.txt': 'a2\n' }, message: 'a2' });
    expect(refFromFiles(bare, 'refs/heads/main')).toBe(moved);
    expect(revParse('refs/heads/main')).toBe(moved);
  });

  it('says absent for a ref that exists nowhere, as git finds none; a deleted packed ref is gone too', () => {
    expect(refFromFiles(bare, 'refs/heads/missing')).toBe('absent');
    expect(refCommit(bare, 'refs/heads/missing')).toBeNull();
    execFileSync('git', ['update-ref', '-d', 'refs/heads/feature/nested'], { cwd: bare });
    expect(refFromFiles(bare, 'refs/heads/feature/nested')).toBe('absent');
    expect(revParse('refs/heads/feature/nested')).toBeNull();
  });

  it('leaves names it does not read plainly to git: a path out of refs/, a lock, a symbolic ref', () => {
    expect(refFromFiles(bare, 'refs/heads/../../config')).toBe('ask-git');
    expect(refFromFiles(bare, 'refs/heads/main.lock')).toBe('ask-git');
    expect(refFromFiles(bare, 'HEAD')).toBe('ask-git');
    execFileSync('git', ['symbolic-ref', 'refs/heads/alias', 'refs/heads/main'], { cwd: bare });
    expect(refFromFiles(bare, 'refs/heads/alias')).toBe('ask-git');
    expect(refCommit(bare, 'refs/heads/alias')).toBe(revParse('refs/heads/main'));
  });
});

describe('a short name in a revision expression (`main:path`)', () => {
  it('is the branch only where git would read it so: a tag of that name, HEAD or an odd name are left to git', async () => {
    await commitFiles(bare, { branch: 'short/name', from: 'main', files: { 'c.txt': 'c\n' }, message: 'c' });
    expect(branchCommit(bare, 'short/name')).toBe(revParse('short/name'));
    expect(branchCommit(bare, 'main')).toBe(revParse('main'));
    expect(branchCommit(bare, 'no-such-branch')).toBeNull();
    expect(branchCommit(bare, 'HEAD')).toBeNull();
    expect(branchCommit(bare, 'main~1')).toBeNull();
    expect(branchCommit(bare, 'a..b')).toBeNull();
    // gitrevisions(7): refs/tags/<name> comes before refs/heads/<name>, loose or packed.
    execFileSync('git', ['tag', 'short/name', 'main'], { cwd: bare });
    expect(revParse('short/name')).toBe(revParse('main'));
    expect(branchCommit(bare, 'short/name')).toBeNull();
    execFileSync('git', ['pack-refs', '--all'], { cwd: bare });
    expect(branchCommit(bare, 'short/name')).toBeNull();
  });
});
