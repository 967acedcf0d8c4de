// Read-only git plumbing against a repository's bare directory, for the Git object fields of the
// schema (Commit, Blob, Tree, Ref, changed files). Revisions from clients travel on stdin or are
// checked to be object ids first, so nothing a query says can become a git option.

import { bareGit, bareGitFixed, namesFixedObject } from '../bare-git.js';
import { headFromFiles, refFromFiles } from '../../src/git/ref-files.js';
import { branchCommit } from '../ref-files.js';
import type { Repository } from '../state.js';

export type GitObjectType = 'commit' | 'tree' | 'blob' | 'tag';

export interface GitObjectInfo {
  oid: string;
  type: GitObjectType;
  size: number;
}

export interface CommitInfo {
  oid: string;
  tree: string;
  parents: string[];
  authorName: string;
  authorEmail: string;
  authoredDate: string;
  committerName: string;
  committerEmail: string;
  committedDate: string;
  message: string;
}

export interface TreeEntryInfo {
  mode: string;
  type: GitObjectType;
  oid: string;
  size: number;
  name: string;
}

const OID = /^[0-9a-f]{40}$/;

/** `fixed`: every revision asked about is a full object id (bare-git.ts `bareGitFixed`). */
function tryGit(repo: Repository, args: string[], input?: string, fixed = false): Buffer | null {
  try {
    return (fixed ? bareGitFixed : bareGit)(repo, args, input);
  } catch {
    return null;
  }
}

/** git's output cut at `separator` without empty records; none when git fails. */
function gitRecords(repo: Repository, args: string[], separator: '\n' | '\0', fixed = false): string[] {
  return (tryGit(repo, args, undefined, fixed)?.toString('utf8') ?? '').split(separator).filter(Boolean);
}

/**
 * Answers kept for every repository of the process, by what they are a function of alone: an
 * object's bytes by its type and id (content addressing), and what `<commit>:path` names by the
 * commit. Sound only where the repository asking holds the object, which the callers below ensure:
 * readObject is asked about objects this repository's git listed, and describeObject shares only
 * `<commit>:path` whose commit it read from this repository's refs (onBranchCommit,
 * onDefaultBranch). Test files start a world per test from the same seeds, so each asks what the
 * one before already had git answer (each run reads its .github/tend.yml), every answer a fork of
 * the test's process.
 */
const sharedAnswers = new Map<string, Buffer | GitObjectInfo | null>();
const SHARED_KEPT = 10_000;

/** `ask()`'s answer kept under `key`: null (no such path in the commit) is one; undefined (git failed) is not kept. */
function shared<T extends Buffer | GitObjectInfo>(key: string, ask: () => T | null | undefined): T | null {
  if (sharedAnswers.has(key)) return sharedAnswers.get(key) as T | null;
  const answer = ask();
  if (answer === undefined) return null;
  if (sharedAnswers.size >= SHARED_KEPT) sharedAnswers.clear();
  sharedAnswers.set(key, answer);
  return answer;
}

/** What a revision expression (`main`, `main:src/a.ts`, an oid ...) names, or null. */
export function describeObject(repo: Repository, expression: string): GitObjectInfo | null {
  if (expression.includes('\n')) return null;
  const asked = onBranchCommit(repo, expression);
  const ask = (): GitObjectInfo | null | undefined => {
    // cat-file --batch-check answers `<asked> missing` (exit 0) for a path the commit does not have.
    const out = tryGit(repo, ['cat-file', '--batch-check'], `${asked}\n`, namesFixedObject(asked))?.toString('utf8').trim();
    if (out === undefined) return undefined;
    const match = /^([0-9a-f]{40}) (commit|tree|blob|tag) (\d+)$/.exec(out);
    return match ? { oid: match[1]!, type: match[2] as GitObjectType, size: Number(match[3]) } : null;
  };
  const info = asked !== expression || onDefaultBranch(repo, asked) ? shared(`describe\0${asked}`, ask) : (ask() ?? null);
  return info === null ? null : { ...info };
}

/**
 * Whether `<commit>:path` names the default branch's commit, read from this repository's refs: a
 * commit it holds for certain (a run asks for its configuration at the base commit by id).
 */
function onDefaultBranch(repo: Repository, asked: string): boolean {
  const colon = asked.indexOf(':');
  return colon === 40 && namesFixedObject(asked) && refFromFiles(repo.bareDir, `refs/heads/${repo.defaultBranch}`) === asked.slice(0, colon);
}

/**
 * `main:path` (or `HEAD:path`) as `<oid>:path`, the branch's commit read from the ref files: the
 * same object at this moment, and a question about fixed objects whose answer is kept (every run
 * reads `HEAD:.github/tend.yml` first). Anything else is asked as written.
 */
function onBranchCommit(repo: Repository, expression: string): string {
  const colon = expression.indexOf(':');
  if (colon <= 0 || namesFixedObject(expression)) return expression;
  const name = expression.slice(0, colon);
  const commit = name === 'HEAD' ? headFromFiles(repo.bareDir) : branchCommit(repo.bareDir, name);
  return commit === null ? expression : `${commit}${expression.slice(colon)}`;
}

/** An object's bytes; `info` is what this repository's git said of it (describeObject, a tree's entries). */
export function readObject(repo: Repository, info: GitObjectInfo): Buffer {
  if (!OID.test(info.oid)) return bareGit(repo, ['cat-file', info.type, info.oid]);
  return shared(`object\0${info.type}\0${info.oid}`, () => bareGitFixed(repo, ['cat-file', info.type, info.oid]))!;
}

export function commitInfo(repo: Repository, oid: string): CommitInfo | null {
  if (!OID.test(oid)) return null;
  const out = tryGit(repo, ['log', '-1', '--no-show-signature', '--format=%H%x00%T%x00%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B', oid], undefined, true);
  if (!out) return null;
  const [hash, tree, parents, an, ae, ad, cn, ce, cd, ...message] = out.toString('utf8').split('\0');
  return {
    oid: hash!,
    tree: tree!,
    parents: parents ? parents.split(' ').filter(Boolean) : [],
    authorName: an!,
    authorEmail: ae!,
    authoredDate: toUtc(ad!),
    committerName: cn!,
    committerEmail: ce!,
    committedDate: toUtc(cd!),
    message: message.join('\0').replace(/\n+$/, ''),
  };
}

function toUtc(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toISOString().replace(/\.000Z$/, 'Z');
}

export function treeEntries(repo: Repository, treeOid: string): TreeEntryInfo[] {
  if (!OID.test(treeOid)) return [];
  return gitRecords(repo, ['ls-tree', '-l', '-z', treeOid], '\0', true).map((line) => {
    const tab = line.indexOf('\t');
    const [mode, type, oid, size] = line.slice(0, tab).split(/\s+/);
    return { mode: mode!, type: type as GitObjectType, oid: oid!, size: size === '-' ? 0 : Number(size), name: line.slice(tab + 1) };
  });
}

/**
 * Answers of `commitsBetween` by repository directory and the two commit ids. Commits never change,
 * so neither does what one reaches and the other does not: a search page of 100 pull requests asks
 * for each one's commits, and one `git rev-list` per pull request per request was most of a
 * 10,000-pull-request sweep's time (bench/scale.ts). Failed answers are not kept.
 */
const reachable = new Map<string, readonly string[]>();
const REACHABLE_KEPT = 100_000;

/** Commits reachable from `head` but not from `exclude`, oldest first. */
export function commitsBetween(repo: Repository, exclude: string, head: string): string[] {
  if (!OID.test(head) || !OID.test(exclude)) return [];
  const key = `${repo.bareDir}\0${exclude}\0${head}`;
  const known = reachable.get(key);
  if (known) return [...known];
  const out = tryGit(repo, ['rev-list', '--reverse', head, `^${exclude}`], undefined, true);
  if (out === null) return [];
  const oids = out.toString('utf8').split('\n').filter(Boolean);
  if (reachable.size >= REACHABLE_KEPT) reachable.clear();
  reachable.set(key, oids);
  return [...oids];
}

export function firstParent(repo: Repository, oid: string): string | null {
  return commitInfo(repo, oid)?.parents[0] ?? null;
}

export function listRefs(repo: Repository, prefix: string): Array<{ name: string; oid: string }> {
  if (!prefix.startsWith('refs/')) return [];
  const records = gitRecords(repo, ['for-each-ref', '--format=%(refname)%00%(objectname)', '--end-of-options', prefix], '\n');
  return records.map((line) => {
    const [name, oid] = line.split('\0');
    return { name: name!, oid: oid! };
  });
}

export interface ChangedFile {
  path: string;
  additions: number;
  deletions: number;
  changeType: 'ADDED' | 'DELETED' | 'MODIFIED' | 'RENAMED' | 'COPIED' | 'CHANGED';
}

/** Files changed between the merge base of `base` and `head`, and `head` (GitHub's three-dot diff). */
export function changedFiles(repo: Repository, base: string, head: string): ChangedFile[] {
  if (!OID.test(head) || !OID.test(base)) return [];
  const range = `${base}...${head}`;
  const numstat = gitRecords(repo, ['diff', '--no-renames', '--numstat', '-z', range], '\0', true);
  const status = gitRecords(repo, ['diff', '--no-renames', '--name-status', '-z', range], '\0', true);
  const types = new Map<string, string>();
  for (let i = 0; i + 1 < status.length; i += 2) types.set(status[i + 1]!, status[i]!);
  return numstat.map((line) => {
    const [add, del, ...path] = line.split('\t');
    const name = path.join('\t');
    const code = types.get(name) ?? 'M';
    return {
      path: name,
      additions: add === '-' ? 0 : Number(add),
      deletions: del === '-' ? 0 : Number(del),
      changeType: code === 'A' ? 'ADDED' : code === 'D' ? 'DELETED' : code === 'M' ? 'MODIFIED' : 'CHANGED',
    };
  });
}
