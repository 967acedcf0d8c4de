// A ref's commit read from the bare repository's own files, without starting git: the emulator
// reads a branch head on nearly every request (GraphQL's headRefOid, mergeability, REST refs), and
// a `git rev-parse` per read was ~90 processes per end-to-end test, each one a fork of the test's
// process. The files are read as src/git/ref-files.ts reads them (tend's workspace reads its own
// refs the same way); anything they do not answer plainly is answered by git itself.

import { execFileSync } from 'node:child_process';
import { refExists, refFromFiles } from '../src/git/ref-files.js';

export { refFromFiles } from '../src/git/ref-files.js';

/** The commit `ref` points at in the bare repository, or null when there is no such ref. */
export function refCommit(bareDir: string, ref: string): string | null {
  const fromFiles = refFromFiles(bareDir, ref);
  if (fromFiles === 'absent') return null;
  if (fromFiles !== 'ask-git') return fromFiles;
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: bareDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * The commit a short name (`main`) means in a revision expression, from the files, when it can
 * only mean the branch: gitrevisions(7) tries `$GIT_DIR/<name>`, `refs/<name>` and
 * `refs/tags/<name>` before `refs/heads/<name>`, so any of those existing (HEAD, a tag named like
 * the branch) is left to git, as is anything refFromFiles cannot read. Null: ask git.
 */
export function branchCommit(bareDir: string, name: string): string | null {
  if (!/^[A-Za-z0-9_][A-Za-z0-9._/-]*$/.test(name) || name.includes('..')) return null;
  if (refExists(bareDir, name) || refExists(bareDir, `refs/${name}`) || refExists(bareDir, `refs/tags/${name}`)) return null;
  const oid = refFromFiles(bareDir, `refs/heads/${name}`);
  return oid === 'absent' || oid === 'ask-git' ? null : oid;
}
