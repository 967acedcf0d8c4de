// Read-only questions the REST routes ask the bare repository (the single record of git data):
// resolve a ref, look an object up, list a tree, diff two commits. Revisions that look like
// options are refused and object names go through stdin, so request text never becomes a flag.

import { bareGit, bareGitFixed, namesFixedObject } from '../bare-git.js';
import type { Repository } from '../state.js';

export interface GitObject {
  sha: string;
  type: 'blob' | 'tree' | 'commit' | 'tag';
  size: number;
}

export interface TreeEntry extends GitObject {
  mode: string;
  name: string;
}

export interface FileChange {
  filename: string;
  previousFilename: string | null;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed';
  /** Blob at the head side (null when removed). */
  sha: string | null;
  additions: number;
  deletions: number;
  /** The hunks only, from the first `@@`, as GitHub's `patch` field holds them. */
  patch: string | undefined;
}

const FULL_ID = /^[0-9a-f]{40}$/;

/** `fixed`: every revision asked about is a full object id, so the answer is kept (`bareGitFixed`). */
function git(repo: Repository, args: string[], input?: string, fixed = false): string {
  return (fixed ? bareGitFixed : bareGit)(repo, args, input).toString('utf8');
}

/** `rev` as `git cat-file` sees it (`main`, an oid, `main:path/to/file`), or null when absent. */
export function lookup(repo: Repository, rev: string): GitObject | null {
  if (rev.includes('\n')) return null;
  const line = git(repo, ['cat-file', '--batch-check'], `${rev}\n`, namesFixedObject(rev)).trim();
  const match = /^([0-9a-f]{40}) (blob|tree|commit|tag) (\d+)$/.exec(line);
  return match ? { sha: match[1]!, type: match[2] as GitObject['type'], size: Number(match[3]) } : null;
}

/** The commit a branch, tag or (full or abbreviated) oid names, or null. */
export function resolveCommit(repo: Repository, ref: string): string | null {
  if (ref === '' || ref.startsWith('-') || ref.includes(':')) return null;
  try {
    return git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).trim() || null;
  } catch {
    return null;
  }
}

/** A blob's bytes by its full id (kept per repository: objects never change). */
export function blobBytes(repo: Repository, sha: string): Buffer | null {
  if (!FULL_ID.test(sha)) return null;
  try {
    return bareGitFixed(repo, ['cat-file', 'blob', sha]);
  } catch {
    return null;
  }
}

export function listTree(repo: Repository, treeSha: string): TreeEntry[] {
  if (!FULL_ID.test(treeSha)) return [];
  return git(repo, ['ls-tree', '-l', '-z', treeSha], undefined, true)
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [meta, name] = record.split('\t') as [string, string];
      const [mode, type, sha, size] = meta.split(/\s+/) as [string, GitObject['type'], string, string];
      return { mode, type, sha, size: size === '-' ? 0 : Number(size), name };
    });
}

export function mergeBase(repo: Repository, a: string, b: string): string | null {
  try {
    return git(repo, ['merge-base', a, b], undefined, FULL_ID.test(a) && FULL_ID.test(b)).trim() || null;
  } catch {
    return null;
  }
}

export function commitCount(repo: Repository, from: string, to: string): number {
  return Number(git(repo, ['rev-list', '--count', `${from}..${to}`], undefined, FULL_ID.test(from) && FULL_ID.test(to)).trim());
}

/** Files changed between two commits, with line counts and hunks. */
export function diffFiles(repo: Repository, base: string, head: string): FileChange[] {
  const fixed = FULL_ID.test(base) && FULL_ID.test(head);
  const raw = git(repo, ['diff', '--raw', '-z', '-M', '--no-abbrev', base, head], undefined, fixed).split('\0');
  const numstat = git(repo, ['diff', '--numstat', '-z', '-M', base, head], undefined, fixed).split('\0');
  const patches = splitPatches(git(repo, ['diff', '--no-color', '--no-ext-diff', '-M', base, head], undefined, fixed));
  const changes: FileChange[] = [];
  let n = 0;
  for (let i = 0; i < raw.length - 1; ) {
    const meta = raw[i++]!;
    const [, , , newSha, code] = meta.slice(1).split(' ') as [string, string, string, string, string];
    const letter = code[0]!;
    const first = raw[i++]!;
    const second = letter === 'R' || letter === 'C' ? raw[i++]! : null;
    const counts = readNumstat(numstat, n);
    n = counts.next;
    changes.push({
      filename: second ?? first,
      previousFilename: second === null ? null : first,
      status: STATUS[letter] ?? 'changed',
      sha: letter === 'D' ? null : newSha,
      additions: counts.additions,
      deletions: counts.deletions,
      patch: patches[changes.length],
    });
  }
  return changes;
}

const STATUS: Record<string, FileChange['status']> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};

function readNumstat(records: string[], at: number): { additions: number; deletions: number; next: number } {
  const [added = '0', deleted = '0', path = ''] = (records[at] ?? '').split('\t');
  // A rename leaves the path empty and names source and destination in the next two records.
  const next = path === '' ? at + 3 : at + 1;
  return { additions: Number(added) || 0, deletions: Number(deleted) || 0, next };
}

function splitPatches(diff: string): Array<string | undefined> {
  return diff
    .split(/^diff --git .*$/m)
    .slice(1)
    .map((section) => {
      const start = section.indexOf('\n@@');
      return start < 0 ? undefined : section.slice(start + 1).replace(/\n$/, '');
    });
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  message: string;
}

/** A commit's header and message, or null when `sha` is not a commit here. */
export function readCommit(repo: Repository, sha: string): CommitInfo | null {
  const object = lookup(repo, sha);
  if (!object || object.type !== 'commit') return null;
  const text = git(repo, ['cat-file', 'commit', object.sha], undefined, true);
  const split = text.indexOf('\n\n');
  const header = text.slice(0, split < 0 ? text.length : split).split('\n');
  const message = split < 0 ? '' : text.slice(split + 2).replace(/\n$/, '');
  const field = (name: string) => header.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));
  return {
    sha: object.sha,
    tree: field('tree')[0] ?? '',
    parents: field('parent'),
    author: person(field('author')[0] ?? ''),
    committer: person(field('committer')[0] ?? ''),
    message,
  };
}

/** `Name <email> 1700000000 +0000` as name, email and an ISO date. */
function person(line: string): { name: string; email: string; date: string } {
  const match = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line);
  if (!match) return { name: line, email: '', date: new Date(0).toISOString() };
  return { name: match[1]!, email: match[2]!, date: new Date(Number(match[3]) * 1000).toISOString().replace('.000Z', 'Z') };
}

/** Branches whose tip is `sha`. */
export function branchesAt(repo: Repository, sha: string): string[] {
  if (!/^[0-9a-f]{40}$/.test(sha)) return [];
  return git(repo, ['for-each-ref', '--format=%(refname:strip=2)', `--points-at=${sha}`, 'refs/heads/'])
    .split('\n')
    .filter(Boolean);
}
