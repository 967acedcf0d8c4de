// A ref's object id read from a repository's own files, without starting git: every git started is a
// fork of tend's process (in the tests, of the test's process, several hundred MB), and reading a
// ref is what most of tend's `git rev-parse` calls did. git's files backend
// (gitrepository-layout(5)): a loose ref is `refs/...` holding the 40-hex object name; a packed one
// is a `<oid> <ref>` line of `packed-refs`; HEAD holds an object name (detached) or `ref: <ref>`.
// Anything else (a symbolic ref, reftable, a `.git` file, an odd name) is answered by git itself,
// so this is a shortcut and never a second opinion.

import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const OID = /^[0-9a-f]{40}$/;
/** Names read from files: plain segments only (no `..`, no `@{`, nothing git would refuse). */
const PLAIN_REF = /^refs\/(heads|pull|remotes)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * A regular file's text, else null. Code a run executes in a clone (verify-command) can write its
 * .git: a FIFO there would block a plain read, and tend with it, where git is stopped when silent
 * too long; so no symlink is followed, the open does not wait, and only a regular file is read.
 */
function readText(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd, 'utf8') : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * What the files of `gitDir` (a bare repository, or a clone's `.git`) say `ref` holds: an oid,
 * `absent` when neither a loose nor a packed ref exists, or `ask-git`.
 */
export function refFromFiles(gitDir: string, ref: string): string | 'absent' | 'ask-git' {
  if (!PLAIN_REF.test(ref) || ref.split('/').some((part) => part.endsWith('.lock') || part.endsWith('.'))) return 'ask-git';
  const loose = readText(join(gitDir, ref));
  if (loose !== null) return OID.test(loose.trim()) ? loose.trim() : 'ask-git';
  const packed = readText(join(gitDir, 'packed-refs'));
  if (packed === null) return 'absent';
  for (const line of packed.split('\n')) {
    const space = line.indexOf(' ');
    if (space === 40 && line.slice(space + 1) === ref) {
      const oid = line.slice(0, space);
      return OID.test(oid) ? oid : 'ask-git';
    }
  }
  return 'absent';
}

/** Whether `ref` exists as a loose or a packed ref (any value: a symbolic or odd one counts). */
export function refExists(gitDir: string, ref: string): boolean {
  try {
    if (!lstatSync(join(gitDir, ref)).isDirectory()) return true;
  } catch {
    // Not a loose ref: perhaps a packed one.
  }
  return (readText(join(gitDir, 'packed-refs')) ?? '').split('\n').some((line) => line.endsWith(` ${ref}`));
}

/**
 * The object HEAD names in `gitDir`, from its files: detached, or through one branch. Null: ask git
 * (an unborn or missing branch included, since reftable leaves HEAD naming a branch no file holds).
 */
export function headFromFiles(gitDir: string): string | null {
  const head = readText(join(gitDir, 'HEAD'))?.trim();
  if (head === undefined) return null;
  if (OID.test(head)) return head;
  if (!head.startsWith('ref: ')) return null;
  const oid = refFromFiles(gitDir, head.slice('ref: '.length));
  return oid === 'absent' || oid === 'ask-git' ? null : oid;
}
