// Writes GitHub makes in a bare repository on a pull request's behalf: the merge itself (merge,
// squash or rebase), bringing a head up to date with its base ("Update branch"), and the git
// questions the merge box asks first (does it merge cleanly, is the head behind its base, which
// commits does it bring). Answers about fixed commit ids never change, so they are kept.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitHubError, type Account, type MergeMethod } from './state.js';

interface Signature {
  actor: Account;
  when: Date;
}

function gitRunner(bareDir: string, signature?: Signature) {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', GIT_CONFIG_NOSYSTEM: '1' };
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  if (signature) {
    // GitHub authors web-flow commits as the acting account and commits them as GitHub.
    Object.assign(env, {
      GIT_AUTHOR_NAME: signature.actor.login,
      GIT_AUTHOR_EMAIL: `${signature.actor.id}+${signature.actor.login}@users.noreply.github.com`,
      GIT_COMMITTER_NAME: 'GitHub',
      GIT_COMMITTER_EMAIL: 'noreply@github.com',
      GIT_AUTHOR_DATE: signature.when.toISOString(),
      GIT_COMMITTER_DATE: signature.when.toISOString(),
    });
  }
  return (args: string[], cwd = bareDir) => execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

const answers = new Map<string, boolean>();

/** Whether git succeeds at `args`: a yes/no question about fixed commit ids, so kept. */
function gitSays(bareDir: string, args: string[]): boolean {
  const key = `${bareDir}\0${args.join('\0')}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    try {
      gitRunner(bareDir)(args);
      answer = true;
    } catch {
      answer = false;
    }
    answers.set(key, answer);
  }
  return answer;
}

/** Whether `head` merges into `base` without conflicts (GitHub's `mergeable`). */
export function mergesCleanly(bareDir: string, base: string, head: string): boolean {
  return gitSays(bareDir, ['merge-tree', '--write-tree', base, head]);
}

/** Whether `ancestor` is reachable from `descendant` (a head that holds its base is up to date). */
export function isAncestor(bareDir: string, ancestor: string, descendant: string): boolean {
  return gitSays(bareDir, ['merge-base', '--is-ancestor', ancestor, descendant]);
}

/** The commits `head` has that `base` lacks, oldest first. */
export function commitsBetween(bareDir: string, base: string, head: string): string[] {
  return gitRunner(bareDir)(['rev-list', '--reverse', `${base}..${head}`]).split('\n').filter(Boolean);
}

/** Whether a commit carries a signature (the emulator does not verify it: it holds no keys). */
export function carriesSignature(bareDir: string, oid: string): boolean {
  return /\ngpgsig /.test(`\n${gitRunner(bareDir)(['cat-file', 'commit', oid])}`);
}

/** Paths a range of commits changes, every side of a merge included. */
export function pathsChangedBetween(bareDir: string, base: string, head: string): string[] {
  const out = gitRunner(bareDir)(['log', '--format=', '--name-only', '--no-renames', '-m', `${base}..${head}`]);
  return [...new Set(out.split('\n').filter(Boolean))];
}

/** Replays `head`'s commits onto `onto` in a throwaway worktree; a conflict is `conflict`. */
function replay(git: ReturnType<typeof gitRunner>, onto: string, head: string, conflict: () => GitHubError): string {
  // git 2.39 has no `merge-tree --merge-base`, so cherry-pick does the three-way work.
  const dir = mkdtempSync(join(tmpdir(), 'tend-emu-rebase-'));
  try {
    git(['worktree', 'add', '--detach', dir, onto]);
    for (const commit of git(['rev-list', '--reverse', `${onto}..${head}`]).split('\n').filter(Boolean)) {
      try {
        git(['cherry-pick', '--allow-empty', commit], dir);
      } catch {
        throw conflict();
      }
    }
    return git(['rev-parse', 'HEAD'], dir);
  } finally {
    git(['worktree', 'remove', '--force', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}

function writeMergeTree(git: ReturnType<typeof gitRunner>, base: string, head: string, conflict: () => GitHubError): string {
  try {
    return git(['merge-tree', '--write-tree', base, head]).split('\n')[0]!;
  } catch {
    throw conflict();
  }
}

const notMergeable = () => new GitHubError(405, 'Pull Request is not mergeable');

/**
 * Performs a merge, squash or rebase of `headOid` into `base` and moves the base ref (compare and
 * swap, so a concurrent push is never overwritten). Answers the new tip of the base.
 */
export function mergeInBareRepository(
  bareDir: string,
  input: { base: string; headOid: string; method: MergeMethod; message: string; body: string } & Signature,
): string {
  const git = gitRunner(bareDir, input);
  const baseOid = git(['rev-parse', `refs/heads/${input.base}`]);
  const message = `${input.message}\n\n${input.body}`;
  let result: string;
  if (input.method === 'merge') {
    result = git(['commit-tree', writeMergeTree(git, baseOid, input.headOid, notMergeable), '-p', baseOid, '-p', input.headOid, '-m', message]);
  } else if (input.method === 'squash') {
    result = git(['commit-tree', writeMergeTree(git, baseOid, input.headOid, notMergeable), '-p', baseOid, '-m', message]);
  } else {
    result = replay(git, baseOid, input.headOid, notMergeable);
  }
  git(['update-ref', `refs/heads/${input.base}`, result, baseOid]);
  return result;
}

/**
 * "Update branch": merges the base into the head (a merge commit `Merge branch '<base>' into
 * <head>`) or rebases the head onto it, and moves `headRef` from `headOid`. Answers the new head.
 */
export function updateBranchInBareRepository(
  bareDir: string,
  input: { headRef: string; headOid: string; baseOid: string; baseName: string; headName: string; method: 'merge' | 'rebase' } & Signature,
): string {
  const git = gitRunner(bareDir, input);
  const conflict = () => new GitHubError(422, 'merge conflict between base and head');
  const result =
    input.method === 'merge'
      ? git(['commit-tree', writeMergeTree(git, input.headOid, input.baseOid, conflict), '-p', input.headOid, '-p', input.baseOid, '-m', `Merge branch '${input.baseName}' into ${input.headName}`])
      : replay(git, input.baseOid, input.headOid, conflict);
  git(['update-ref', input.headRef, result, input.headOid]);
  return result;
}
