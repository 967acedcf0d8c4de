// The only place the action runs git (through git-process.ts). A thin adapter: it fetches, checks out,
// edits files inside the working tree, commits and pushes with a lease, and reports what
// happened as data. It decides nothing; the token reaches git only through its environment.

import { existsSync } from 'node:fs';
import { appendFile, lstat, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { guardedKeys, inheritableEnv, secretForms, serverOrigin, workspaceEnv, type GitIdentity } from './auth-env.js';
import { gitRunner, REF_LIST_FORMAT } from './git-process.js';
import { checkRelativePath, PathEscapeError, resolveInside } from './paths.js';
import { classifyPushFailure, pushWasUpToDate, type PushResult } from './push-result.js';
import { redactor } from '../core/redact.js';
import { trustedGit } from './programs.js';
import { headFromFiles } from './ref-files.js';
import { assertBranchName, assertOid } from './refs.js';

export { PathEscapeError } from './paths.js';

export interface WorkspaceOptions {
  /** Working directory of the clone; created when missing. */
  dir: string;
  /** The GitHub server, e.g. `https://github.com` (GITHUB_SERVER_URL). */
  serverUrl: string;
  /** `owner/name`. */
  repository: string;
  /** Token for every remote operation; reaches git only through the environment. */
  token: string;
  /** Author and committer of commits made here; `tend[bot]` by default. */
  identity?: GitIdentity;
  /** The git executable; tests pass a wrapper that records argv. The one programs.ts found by default. */
  gitBinary?: string;
  /** A git process silent for this long is killed (ms); 5 minutes by default. */
  timeoutMs?: number;
  /** Called with each git command line (already redacted), e.g. for a debug log. */
  onCommand?: (args: readonly string[]) => void;
}

export interface Workspace {
  readonly dir: string;
  /** The credential-free URL of `origin`. */
  readonly remoteUrl: string;
  /**
   * Initialises the clone if needed and fetches `branches` into `refs/remotes/origin/*`;
   * `depth` 1 by default, 0 for the full history. Returns each branch's fetched oid.
   */
  cloneOrFetch(input: { branches: string[]; depth?: number }): Promise<Record<string, string>>;
  /** Checks out exactly `oid` (fetched by id if it is not local), detached or as local `branch`. */
  checkout(input: { oid: string; branch?: string }): Promise<void>;
  headOid(): Promise<string>;
  /** File contents, or null when absent. */
  readFile(path: string): Promise<string | null>;
  /**
   * The regular file at `path` in commit `oid` (fetched by id when it is not local), read from git
   * rather than the working tree; null when absent there or not a regular file (a symlink, a
   * submodule, a directory).
   */
  readFileAt(oid: string, path: string): Promise<string | null>;
  /** `readFileAt` for several paths of one commit, listed with one git process: by path as given. */
  readFilesAt(oid: string, paths: readonly string[]): Promise<Map<string, string | null>>;
  writeFile(path: string, content: string): Promise<void>;
  deleteFile(path: string): Promise<void>;
  /** Commits the current state of `paths` (deletions included); null when nothing changed. */
  commit(message: string, paths: string[]): Promise<string | null>;
  /**
   * Merges `oid` into HEAD without committing (git merge --no-ff --no-commit): the paths git left
   * in conflict, none when it merged cleanly; `contained` when HEAD already holds `oid` (nothing
   * merged). Throws when git could not merge at all.
   */
  mergeWithoutCommit(oid: string): Promise<{ conflicted: string[]; contained: boolean }>;
  /** One side of a path in the merge's index (1 the merge base, 2 ours, 3 theirs); null when that side has no file. */
  mergeStage(stage: 1 | 2 | 3, path: string): Promise<string | null>;
  /** Commits the merge in progress (HEAD and the merged commit its two parents), `paths` added as the working tree has them. */
  commitMerge(message: string, paths: string[]): Promise<string>;
  /** Pushes HEAD to `branch` only if the remote branch is still at `expectedOid` (null: must not exist). */
  pushWithLease(input: { branch: string; expectedOid: string | null }): Promise<PushResult>;
  /** The branch's oid on the remote, or null when it does not exist. */
  remoteHead(branch: string): Promise<string | null>;
}

/** A git command that failed; every field is free of the token. */
export class GitCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${stderr.trim() || 'no output'}`);
    this.name = 'GitCommandError';
  }
}

export async function openWorkspace(options: WorkspaceOptions): Promise<Workspace> {
  const [owner, name, ...extra] = options.repository.split('/');
  const segment = (part: string | undefined) => part !== undefined && /^[A-Za-z0-9_.-]+$/.test(part) && part !== '.' && part !== '..';
  if (!segment(owner) || !segment(name) || extra.length > 0) {
    throw new Error(`Invalid repository '${options.repository}'. Expected format {owner}/{repo}.`);
  }
  const remoteUrl = `${serverOrigin(options.serverUrl)}/${owner}/${name}.git`;
  await mkdir(options.dir, { recursive: true });
  const secrets = secretForms(options.token);
  const clean = redactor(secrets);
  const gitEnv = {
    ...workspaceEnv(options),
    // Until cloneOrFetch creates .git here, git must not find an enclosing repository (the
    // runner's own checkout, say) and act on that instead.
    GIT_CEILING_DIRECTORIES: dirname(resolve(options.dir)),
  };
  const env = { ...inheritableEnv(), ...gitEnv };
  // The environment's allow-list: no key that reconfigures git (GIT_*, EDITOR, PAGER, ...) other
  // than the ones workspaceEnv set on purpose; inheritableEnv already dropped the runner's.
  const stray = guardedKeys(env).filter((key) => !Object.hasOwn(gitEnv, key));
  if (stray.length > 0) throw new Error(`Refusing to run git with ${stray.join(', ')} in its environment.`);
  const silenceMs = options.timeoutMs ?? 5 * 60_000;
  const git = gitRunner({ binary: options.gitBinary ?? trustedGit(), cwd: options.dir, env, silenceMs });

  async function run(args: string[]): Promise<string> {
    options.onCommand?.(args.map(clean));
    let result;
    try {
      result = await git(args);
    } catch (error) {
      throw new GitCommandError(args.map(clean), null, clean(error instanceof Error ? error.message : String(error)));
    }
    if (result.exitCode === 0) return result.stdout;
    if (result.timedOut) throw new GitCommandError(args.map(clean), null, `git printed nothing for ${silenceMs} ms and was stopped`);
    // A push's verdict is on stdout with --porcelain: both streams go into the error.
    const output = [result.stdout.trim(), result.stderr.trim()].filter(Boolean).join('\n');
    throw new GitCommandError(args.map(clean), result.exitCode, clean(output));
  }

  async function tryRun(args: string[]): Promise<string | null> {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof GitCommandError) return null;
      throw error;
    }
  }

  const revParse = async (rev: string) => (await run(['rev-parse', '--verify', '--end-of-options', rev])).trim();
  /**
   * HEAD's commit, read from .git's files when they say it plainly (ref-files.ts), else from git: a
   * run reads HEAD after each checkout, commit and push, and each `git rev-parse` is a fork of tend.
   */
  const head = async () => headFromFiles(join(options.dir, '.git')) ?? revParse('HEAD');
  let depthUsed = 1;

  /**
   * Runs `args`, which name commit `oid`; when that fails, fetches `oid` by id (GitHub serves any
   * reachable commit: the branch may have moved past it, or lie beyond the shallow depth) and runs
   * them again. Trying first saves a `cat-file -e` process in the usual case, where it is local.
   */
  async function runWithCommit(oid: string, args: string[]): Promise<string> {
    const first = await tryRun(args);
    if (first !== null) return first;
    const depthArgs = depthUsed > 0 ? [`--depth=${depthUsed}`] : [];
    await run(['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', ...depthArgs, 'origin', oid]);
    return run(args);
  }

  /**
   * `git remote add origin <url>` in a repository just made: the three lines it writes to
   * .git/config, written here, a git process (a fork of tend) saved on every fresh clone. The URL
   * is tend's own (an http(s) origin, owner and name checked above); one with a character git's
   * config syntax would need quoted is left to git.
   */
  async function addOrigin(): Promise<void> {
    if (!/^[A-Za-z0-9:/._[\]-]+$/.test(remoteUrl)) {
      await run(['remote', 'add', 'origin', remoteUrl]);
      return;
    }
    await appendFile(join(options.dir, '.git', 'config'), `[remote "origin"]\n\turl = ${remoteUrl}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`);
  }

  /**
   * Each fetched branch's commit, as `rev-parse <ref>^{commit}` gives it, for all of them in one
   * `for-each-ref` rather than a `rev-parse` each; a branch it does not show plainly (missing, a tag
   * of a tag, not a commit) is asked of rev-parse, which peels it or fails saying why.
   */
  async function fetchedHeads(branches: string[]): Promise<Record<string, string>> {
    const refs = [...new Set(branches)].map((branch) => `refs/remotes/origin/${branch}`);
    const listed = new Map<string, string>();
    for (const line of (await run(['for-each-ref', REF_LIST_FORMAT, '--end-of-options', ...refs])).split('\n')) {
      const [ref, type, oid, peeledType, peeled] = line.split('\0');
      if (ref === undefined) continue;
      if (type === 'commit' && oid) listed.set(ref, oid);
      else if (type === 'tag' && peeledType === 'commit' && peeled) listed.set(ref, peeled);
    }
    const heads: Record<string, string> = {};
    for (const branch of branches) heads[branch] = listed.get(`refs/remotes/origin/${branch}`) ?? (await revParse(`refs/remotes/origin/${branch}^{commit}`));
    return heads;
  }

  async function readFilesAt(oid: string, paths: readonly string[]): Promise<Map<string, string | null>> {
    assertOid(oid);
    const relative = paths.map((path) => checkRelativePath(path).join('/'));
    const blobs = new Map<string, string | null>();
    if (relative.length > 0) {
      // ls-tree gives the mode, which cat-file would not: a symlink's blob is its target's name.
      // `^{commit}`: a tree or blob id is not a commit, and is refused as one. One listing for
      // every path: a run reads several files that are mostly absent (CLAUDE.md, AGENTS.md, ...).
      const listing = await runWithCommit(oid, ['ls-tree', '-z', '--full-tree', `${oid}^{commit}`, '--', ...new Set(relative)]);
      for (const entry of listing.split('\0')) {
        const tab = entry.indexOf('\t');
        if (tab < 0) continue;
        const [mode, type, object] = entry.slice(0, tab).split(' ');
        const regular = type === 'blob' && (mode === '100644' || mode === '100755') && object !== undefined;
        blobs.set(entry.slice(tab + 1), regular ? object : null);
      }
    }
    const files = new Map<string, string | null>();
    for (const [i, path] of paths.entries()) {
      const object = blobs.get(relative[i]!);
      files.set(path, object === undefined || object === null ? null : await run(['cat-file', 'blob', object]));
    }
    return files;
  }

  return {
    dir: options.dir,
    remoteUrl,

    async cloneOrFetch({ branches, depth = 1 }) {
      if (branches.length === 0) throw new Error('cloneOrFetch needs at least one branch.');
      if (!Number.isInteger(depth) || depth < 0) throw new Error(`Invalid fetch depth ${depth}: use a positive integer, or 0 for full history.`);
      branches.forEach(assertBranchName);
      // Checked on disk rather than with rev-parse, which would find an enclosing repository.
      if (!existsSync(join(options.dir, '.git'))) {
        await run(['init', '--quiet']);
        await addOrigin();
      } else {
        const current = (await tryRun(['remote', 'get-url', 'origin']))?.trim();
        if (current === undefined) await run(['remote', 'add', 'origin', remoteUrl]);
        else if (current !== remoteUrl) await run(['remote', 'set-url', 'origin', remoteUrl]);
      }
      const depthArgs =
        depth > 0 ? [`--depth=${depth}`] : existsSync(join(options.dir, '.git', 'shallow')) ? ['--unshallow'] : [];
      const refspecs = [...new Set(branches)].map((b) => `+refs/heads/${b}:refs/remotes/origin/${b}`);
      await run(['fetch', '--quiet', '--no-tags', '--prune', '--no-recurse-submodules', ...depthArgs, 'origin', ...refspecs]);
      depthUsed = depth;
      return fetchedHeads(branches);
    },

    async checkout({ oid, branch }) {
      assertOid(oid);
      if (branch !== undefined) assertBranchName(branch);
      // The branch may have moved on since the snapshot: then oid is fetched by id.
      await runWithCommit(oid, branch === undefined ? ['checkout', '--quiet', '--force', '--detach', oid] : ['checkout', '--quiet', '--force', '-B', branch, oid]);
      const checkedOut = await head();
      if (checkedOut !== oid) throw new Error(`Checked out ${checkedOut} instead of ${oid}.`);
    },

    headOid: head,

    async readFile(path) {
      const { absolute } = await resolveInside(options.dir, path);
      try {
        return await readFile(absolute, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async readFileAt(oid, path) {
      return (await readFilesAt(oid, [path])).get(path) ?? null;
    },

    readFilesAt,

    async writeFile(path, content) {
      const { absolute } = await resolveInside(options.dir, path);
      // Writing through a symlink would change another file than the one the caller names.
      if (await isSymlink(absolute)) throw new PathEscapeError(path, 'it is a symlink');
      await mkdir(dirname(absolute), { recursive: true });
      await writeFile(absolute, content, 'utf8');
    },

    async deleteFile(path) {
      const { absolute } = await resolveInside(options.dir, path);
      await rm(absolute, { force: true });
    },

    async commit(message, paths) {
      if (paths.length === 0) throw new Error('commit needs at least one path.');
      if (!message.trim()) throw new Error('commit needs a message.');
      const relative: string[] = [];
      for (const path of paths) relative.push((await resolveInside(options.dir, path)).relative);
      await run(['add', '--all', '--', ...relative]);
      try {
        // --no-verify: hooks would run code from the branch under review. `-- paths` commits only
        // these paths even if something else is staged.
        await run(['commit', '--quiet', '--no-verify', '--cleanup=whitespace', '-m', message, '--', ...relative]);
      } catch (error) {
        // git refuses a commit of paths that did not change; whether that was the refusal is asked
        // only then, since a change is what a commit usually has (a process saved, a fork of tend).
        if (error instanceof GitCommandError && !(await run(['diff', '--cached', '--name-only', '--', ...relative])).trim()) return null;
        throw error;
      }
      return head();
    },

    async mergeWithoutCommit(oid) {
      assertOid(oid);
      if ((await tryRun(['merge-base', '--is-ancestor', oid, 'HEAD'])) !== null) return { conflicted: [], contained: true };
      // The working tree is left as git leaves it; merge.conflictStyle diff3 shows the base in it.
      const merged = await tryRun(['-c', 'merge.conflictStyle=diff3', '-c', 'rerere.enabled=false', 'merge', '--no-ff', '--no-commit', '--no-edit', '--quiet', oid]);
      const conflicted = (await run(['diff', '--name-only', '--diff-filter=U', '-z'])).split('\0').filter(Boolean);
      if (merged === null && conflicted.length === 0) throw new Error(`git could not merge ${oid} into ${await head()} (no conflicted file: unrelated histories or a shallow clone)`);
      return { conflicted, contained: false };
    },

    async mergeStage(stage, path) {
      const relative = checkRelativePath(path).join('/');
      return tryRun(['cat-file', 'blob', `:${stage}:${relative}`]);
    },

    async commitMerge(message, paths) {
      if (!message.trim()) throw new Error('commitMerge needs a message.');
      const relative: string[] = [];
      for (const path of paths) relative.push((await resolveInside(options.dir, path)).relative);
      if (relative.length > 0) await run(['add', '--all', '--', ...relative]);
      // No paths: the whole index is the merge, and MERGE_HEAD makes it the second parent.
      await run(['commit', '--quiet', '--no-verify', '--cleanup=whitespace', '-m', message]);
      return head();
    },

    async pushWithLease({ branch, expectedOid }) {
      assertBranchName(branch);
      if (expectedOid !== null) assertOid(expectedOid);
      const args = [
        'push',
        '--porcelain',
        '--no-verify',
        `--force-with-lease=refs/heads/${branch}:${expectedOid ?? ''}`,
        'origin',
        `HEAD:refs/heads/${branch}`,
      ];
      let out: string;
      try {
        out = await run(args);
      } catch (error) {
        if (!(error instanceof GitCommandError)) throw error;
        return { pushed: false, reason: classifyPushFailure(error.stderr), message: error.message };
      }
      const oid = await head();
      if (pushWasUpToDate(out, `refs/heads/${branch}`)) {
        return { pushed: false, reason: 'stale', message: `the remote branch already holds ${oid}: another run pushed the same commit` };
      }
      return { pushed: true, oid };
    },

    async remoteHead(branch) {
      assertBranchName(branch);
      const ref = `refs/heads/${branch}`;
      const out = await run(['ls-remote', '--heads', 'origin', ref]);
      for (const line of out.split('\n')) {
        const [oid, name] = line.split('\t');
        if (name === ref && oid) return oid;
      }
      return null;
    },
  };
}

async function isSymlink(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}
