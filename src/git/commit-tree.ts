// Reads a repository's objects as they are in one commit, for the evidence check: the checked-out
// commit is the truth a citation is held to, not the working tree (which a run may have edited).
// It runs git through the read-only runner of the repository tools (fixed argv, no shell, hooks,
// fsmonitor, textconv and pagers off) and never names a path on git's command line: trees are
// listed by object id and entries matched by exact name, so no pathspec magic can apply.

import { realpath } from 'node:fs/promises';
import { runSafeGit, gitComplaint, type SafeGitResult } from './safe-git.js';
import { REV_PATTERN } from './refs.js';

export interface TreeEntry {
  /** git's octal mode: 100644 / 100755 file, 120000 symlink, 040000 tree, 160000 submodule. */
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  oid: string;
  name: string;
}

export interface CommitTreeReader {
  /** The full commit id `rev` names, or null when it names no commit here. */
  resolveCommit(rev: string): Promise<string | null>;
  /** Whether the commit id (4 to 64 hex digits) names a commit; `ambiguous` for a short id that fits several objects. */
  commitExists(id: string): Promise<'yes' | 'no' | 'ambiguous'>;
  /** What names the root tree of a commit id that resolveCommit gave, for listTree. */
  rootTree(commit: string): Promise<string>;
  /** The entries of a tree object. */
  listTree(tree: string): Promise<TreeEntry[]>;
  /** A blob's content; `truncated` when it is larger than `maxBytes`. */
  readBlob(oid: string, maxBytes: number): Promise<{ text: string; truncated: boolean }>;
}

export interface CommitTreeOptions {
  gitBinary?: string;
  /** A git command still running after this long is killed (ms); 10 s by default. */
  timeoutMs?: number;
}

/** A git failure that is not an answer (git missing, timed out, not a repository). */
export class CommitTreeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommitTreeError';
  }
}

const HEX_ID = /^[0-9a-fA-F]{4,64}$/;
const LISTING_BYTES = 16 * 1024 * 1024;

export async function openCommitTree(root: string, options: CommitTreeOptions = {}): Promise<CommitTreeReader> {
  let cwd: string;
  try {
    cwd = await realpath(root);
  } catch {
    throw new CommitTreeError(`'${root}' does not exist; expected the checkout's directory.`);
  }
  const git = (args: readonly string[], maxOutputBytes = 1024 * 1024): Promise<SafeGitResult> =>
    runSafeGit(args, { cwd, gitBinary: options.gitBinary, timeoutMs: options.timeoutMs ?? 10_000, maxOutputBytes });

  const inside = await git(['rev-parse', '--is-inside-work-tree']);
  if (inside.exitCode !== 0 || inside.stdout.trim() !== 'true') {
    throw new CommitTreeError(`'${root}' is not a git checkout (${gitComplaint(inside)}); expected the repository's top-level directory.`);
  }

  function mustSucceed(result: SafeGitResult, what: string): string {
    if (result.timedOut) throw new CommitTreeError(`git timed out ${what}.`);
    if (result.exitCode !== 0 && !result.truncated) throw new CommitTreeError(`git failed ${what}: ${gitComplaint(result)}`);
    return result.stdout;
  }

  // A tree's entries never change: the evidence check walks every cited path from the root, so a
  // session of several citations asks for the same trees again, and each answer kept is a git
  // process (a fork of tend) saved. A failure is not kept.
  const listings = new Map<string, Promise<TreeEntry[]>>();

  return {
    async resolveCommit(rev) {
      if (!REV_PATTERN.test(rev) || rev.startsWith('-') || rev.length > 200) return null;
      const result = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
      if (result.timedOut) throw new CommitTreeError(`git timed out resolving '${rev}'.`);
      return result.exitCode === 0 ? result.stdout.trim() : null;
    },

    async commitExists(id) {
      if (!HEX_ID.test(id)) return 'no';
      const result = await git(['cat-file', '-e', `${id}^{commit}`]);
      if (result.timedOut) throw new CommitTreeError(`git timed out looking up '${id}'.`);
      if (result.exitCode === 0) return 'yes';
      return /ambiguous/i.test(result.stderr) ? 'ambiguous' : 'no';
    },

    async rootTree(commit) {
      // ls-tree lists `<commit>^{tree}` itself: a rev-parse for the tree's id was a process more.
      if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) throw new CommitTreeError(`'${commit}' is not a full commit id.`);
      return `${commit}^{tree}`;
    },

    async listTree(tree) {
      let listing = listings.get(tree);
      if (listing === undefined) {
        listings.set(tree, (listing = listTreeOnce(tree)));
        listing.catch(() => listings.delete(tree));
      }
      return [...(await listing)];
    },

    async readBlob(oid, maxBytes) {
      const result = await git(['cat-file', 'blob', oid], maxBytes + 1);
      if (result.truncated) return { text: result.stdout, truncated: true };
      return { text: mustSucceed(result, `reading blob ${oid}`), truncated: false };
    },
  };

  async function listTreeOnce(tree: string): Promise<TreeEntry[]> {
    const result = await git(['ls-tree', '-z', '--end-of-options', tree], LISTING_BYTES);
    if (result.truncated) throw new CommitTreeError(`tree ${tree} is too large to list.`);
    const entries: TreeEntry[] = [];
    for (const record of mustSucceed(result, `listing tree ${tree}`).split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode, type, oid] = record.slice(0, tab).split(' ');
      if (mode === undefined || oid === undefined || (type !== 'blob' && type !== 'tree' && type !== 'commit')) continue;
      entries.push({ mode, type, oid, name: record.slice(tab + 1) });
    }
    return entries;
  }
}
