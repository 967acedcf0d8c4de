// A ref's commit read from the bare repository's own files, without starting git: the emulator
// reads a branch head on nearly every request (GraphQL's headRefOid, mergeability, REST refs), and
// a `git rev-parse` per read was ~90 processes per end-to-end test, each one a fork of the test's
// process. git's files backend (gitrepository-layout(5)): a loose ref is `refs/...` holding the
// 40-hex object name; a packed one is a `<oid> <ref>` line of `packed-refs` (after `git pack-refs`
// or maintenance). Anything else (a symbolic ref, a peeled tag, reftable, an odd name) is answered
// by git itself, so this is a shortcut and never a second opinion.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const OID = /^[0-9a-f]{40}$/;
/** Names read from files: plain segments only (no `..`, no `@{`, nothing git would refuse). */
const PLAIN_REF = /^refs\/(heads|pull)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** What the files say: an oid, `absent` when neither a loose nor a packed ref exists, or `ask-git`. */
export function refFromFiles(bareDir: string, ref: string): string | 'absent' | 'ask-git' {
  if (!PLAIN_REF.test(ref) || ref.split('/').some((part) => part.endsWith('.lock') || part.endsWith('.'))) return 'ask-git';
  const loose = readText(join(bareDir, ref));
  if (loose !== null) return OID.test(loose.trim()) ? loose.trim() : 'ask-git';
  const packed = readText(join(bareDir, 'packed-refs'));
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

/** Whether `ref` exists as a loose or a packed ref (any value: a symbolic or odd one counts). */
function refExists(bareDir: string, ref: string): boolean {
  if (readText(join(bareDir, ref)) !== null) return true;
  return (readText(join(bareDir, 'packed-refs')) ?? '').split('\n').some((line) => line.endsWith(` ${ref}`));
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
