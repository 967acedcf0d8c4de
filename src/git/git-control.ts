// git's control files in a checkout: what decides which program git starts, where it pushes and
// what HEAD is. Repository code that verify-command runs can write them (same user), and the next
// git command tend runs there carries the push token in its environment: a hook, an fsmonitor, a
// `url.*.insteadOf`, a proxy or a moved ref would hand that command to the code under test. They
// are recorded before the command and put back after it.

import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Paths under .git that are read as configuration or as refs (objects are content-addressed). */
const CONTROL = ['config', 'config.worktree', 'HEAD', 'packed-refs', 'shallow', 'commondir', 'hooks', 'info', 'refs', 'objects/info'];

/** path under .git → what it was: file bytes, or a symlink's target. */
export type GitControlSnapshot = Map<string, { kind: 'file'; bytes: Buffer } | { kind: 'link'; target: string }>;

export async function snapshotGitControl(checkout: string): Promise<GitControlSnapshot> {
  const gitDir = join(checkout, '.git');
  const snapshot: GitControlSnapshot = new Map();
  const visit = async (path: string): Promise<void> => {
    let stat;
    try {
      stat = await lstat(path);
    } catch {
      return;
    }
    const key = relative(gitDir, path);
    if (stat.isSymbolicLink()) snapshot.set(key, { kind: 'link', target: await readlink(path) });
    else if (stat.isDirectory()) for (const entry of await readdir(path)) await visit(join(path, entry));
    else if (stat.isFile()) snapshot.set(key, { kind: 'file', bytes: await readFile(path) });
  };
  for (const entry of CONTROL) await visit(join(gitDir, entry));
  return snapshot;
}

/** Puts every control file back as it was; returns the paths (under .git) that had changed. */
export async function restoreGitControl(checkout: string, before: GitControlSnapshot): Promise<string[]> {
  const after = await snapshotGitControl(checkout);
  const gitDir = join(checkout, '.git');
  const changed: string[] = [];
  for (const [key, now] of after) {
    if (!before.has(key)) {
      changed.push(key);
      await rm(join(gitDir, key), { force: true });
    }
  }
  for (const [key, was] of before) {
    const now = after.get(key);
    const same =
      now !== undefined &&
      now.kind === was.kind &&
      (was.kind === 'file' ? now.kind === 'file' && now.bytes.equals(was.bytes) : now.kind === 'link' && now.target === was.target);
    if (same) continue;
    changed.push(key);
    const path = join(gitDir, key);
    await rm(path, { recursive: true, force: true });
    await mkdir(dirname(path), { recursive: true });
    if (was.kind === 'file') await writeFile(path, was.bytes);
    else await symlink(was.target, path);
  }
  return changed.sort();
}
