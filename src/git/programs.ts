// Every program tend starts after it has run foreign code (verify-command, regenerate-command,
// triage-commands run the repository's code as tend's user) is found here, once, before any of
// that code runs, and started by absolute path from then on. Found through PATH at the moment of
// use, `git` would be whatever that code left in a directory of PATH it can write and that comes
// before /usr/bin (on GitHub-hosted Ubuntu: ~/.local/bin, ~/.cargo/bin, ~/.dotnet/tools), and
// tend's next commit and push would start it with the push token in its environment.
//
// The rule, for a program and for git's exec-path: its real path lies outside the workspace,
// RUNNER_TEMP, HOME, the temp directory and the working directory, and the file and every
// directory above it up to / are owned by root and writable by neither group nor others. Without
// sudo (which no_new_privs takes from verify-command) a non-root user can change none of them.
// A job that runs as root is the exception SECURITY.md names: its foreign code is uid 0 too.

import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path';

// Taken, not imported: node:fs's ES namespace reads its ReadStream getters, which load Node's streams (~3 ms).
const { lstatSync, realpathSync, statSync } = process.getBuiltinModule('node:fs');

/** The programs tend starts besides node: git, and what verify-command's confinement is made of. */
export const PROGRAMS = ['git', 'sh', 'env', 'sudo', 'unshare', 'setpriv'] as const;
export type ProgramName = (typeof PROGRAMS)[number];

/** What tend found at start-up. */
export interface PinnedPrograms {
  /** Absolute real paths; a program missing here was found nowhere safe. */
  paths: Partial<Record<ProgramName, string>>;
  /** git's exec-path (its helpers, git-remote-https among them), checked by the same rule. */
  gitExecPath: string | undefined;
  /** The directories of PATH that pass the rule, in PATH's order: the PATH git and the confinement get. */
  systemDirs: string[];
  /** Why a program met on PATH before the one kept (or instead of any) was passed over. */
  skipped: string[];
}

/** A file's owner and mode, as lstat gives them; `link` when it is a symbolic link. */
export interface Entry {
  uid: number;
  mode: number;
  kind: 'file' | 'dir' | 'link' | 'other';
}

/** Directories where code tend runs, or the runner's earlier steps, may write. */
export interface ForeignPlaces {
  dirs: string[];
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Pure: why the real path `path` is a place foreign code could change, or null when it is not.
 * `entries` holds lstat of `path` and of each directory above it, `/` included, by path.
 */
export function unsafeBecause(path: string, entries: ReadonlyMap<string, Entry | null>, foreign: ForeignPlaces, enforceOwner: boolean): string | null {
  for (const dir of foreign.dirs) if (inside(path, dir)) return `it lies inside ${dir}, where the job's own code writes`;
  let at = path;
  for (;;) {
    const entry = entries.get(at);
    if (!entry) return `${at} cannot be read`;
    if (entry.kind === 'link' || entry.kind === 'other') return `${at} is not a plain file or directory`;
    if (enforceOwner && entry.uid !== 0) return `${at} is owned by uid ${entry.uid}, not root`;
    if (enforceOwner && (entry.mode & 0o022) !== 0) return `${at} is writable by ${entry.mode & 0o002 ? 'every user' : 'its group'}`;
    const up = dirname(at);
    if (up === at) return null;
    at = up;
  }
}

function lstatEntry(path: string): Entry | null {
  try {
    const stat = lstatSync(path);
    return { uid: stat.uid, mode: stat.mode, kind: stat.isSymbolicLink() ? 'link' : stat.isDirectory() ? 'dir' : stat.isFile() ? 'file' : 'other' };
  } catch {
    return null;
  }
}

function chain(path: string): Map<string, Entry | null> {
  const entries = new Map<string, Entry | null>();
  for (let at = path; ; at = dirname(at)) {
    entries.set(at, lstatEntry(at));
    if (dirname(at) === at) return entries;
  }
}

/** The places, from the environment tend started with. */
export function foreignPlaces(env: NodeJS.ProcessEnv = process.env): ForeignPlaces {
  const given = [env.GITHUB_WORKSPACE, env.RUNNER_TEMP, env.HOME, tmpdir(), process.cwd()].filter((d): d is string => !!d && isAbsolute(d));
  const dirs = new Set<string>();
  for (const dir of given) {
    dirs.add(resolve(dir));
    try {
      dirs.add(realpathSync(dir));
    } catch {
      // Not there (yet): the path as given is all there is to compare with.
    }
  }
  return { dirs: [...dirs] };
}

/** Why `path` is unsafe, reading the disk; null when it is safe. */
function checkPath(path: string, foreign: ForeignPlaces): string | null {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return `${path} cannot be resolved`;
  }
  // Where there are no uids (Windows) only the foreign places are refused.
  return unsafeBecause(real, chain(real), foreign, typeof process.getuid === 'function');
}

function executable(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && (process.platform === 'win32' || (stat.mode & 0o111) !== 0);
  } catch {
    return false;
  }
}

/** Finds every program on PATH by the rule above; reads the disk and runs `git --exec-path` once. */
export function findPrograms(env: NodeJS.ProcessEnv = process.env): PinnedPrograms {
  const foreign = foreignPlaces(env);
  const pathDirs = (env.PATH ?? '').split(delimiter).filter((d) => d !== '' && isAbsolute(d));
  const systemDirs = [...new Set(pathDirs.filter((dir) => checkPath(dir, foreign) === null))];
  const paths: PinnedPrograms['paths'] = {};
  const skipped: string[] = [];
  const suffixes = process.platform === 'win32' ? ['.exe', ''] : [''];
  for (const name of PROGRAMS) {
    for (const dir of pathDirs) {
      const candidate = suffixes.map((suffix) => join(dir, name + suffix)).find(executable);
      if (candidate === undefined) continue;
      const why = checkPath(candidate, foreign);
      if (why === null) {
        paths[name] = realpathSync(candidate);
        break;
      }
      skipped.push(`${candidate}: ${why}`);
    }
  }
  let gitExecPath: string | undefined;
  if (paths.git !== undefined) {
    try {
      // node:child_process taken here, at its one use: run.ts loads this module before the run's first
      // request, and node:child_process loads dgram and the child process machinery (~2 ms of CPU)
      // that only this call, after the request is sent, needs.
      const { execFileSync } = process.getBuiltinModule('node:child_process');
      const reported = execFileSync(paths.git, ['--exec-path'], { env: { PATH: systemDirs.join(delimiter) }, encoding: 'utf8', timeout: 10_000 }).trim();
      const why = checkPath(reported, foreign);
      if (why === null) gitExecPath = realpathSync(reported);
      else skipped.push(`git's exec-path ${reported}: ${why}`);
    } catch (error) {
      skipped.push(`${paths.git} --exec-path failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    // git without a safe exec-path would look for its helpers somewhere foreign code can write.
    if (gitExecPath === undefined) delete paths.git;
  }
  return { paths, gitExecPath, systemDirs, skipped };
}

let pinned: PinnedPrograms | undefined;

/**
 * Finds the programs now, if that has not happened yet. src/run/run.ts calls it first thing, so
 * the search always happens before any foreign code has run.
 */
export function pinPrograms(env: NodeJS.ProcessEnv = process.env): PinnedPrograms {
  pinned ??= findPrograms(env);
  return pinned;
}

/** The absolute path of `name`, or null when no copy only root can change is on PATH. */
export function trustedProgram(name: ProgramName): string | null {
  return pinPrograms().paths[name] ?? null;
}

/** git's absolute path; throws one line saying what was passed over when there is none. */
export function trustedGit(): string {
  const git = trustedProgram('git');
  if (git !== null) return git;
  const { skipped } = pinPrograms();
  throw new Error(
    `No git that only root can change was found on PATH${skipped.length > 0 ? ` (passed over: ${skipped.slice(0, 3).join('; ')})` : ''}: install git in a system directory such as /usr/bin.`,
  );
}

/**
 * What git itself needs so that nothing it starts (git-remote-https and its other helpers) is
 * looked up where foreign code writes: the checked exec-path, and PATH cut to the system directories.
 */
export function trustedGitEnv(): Record<string, string> {
  const { gitExecPath, systemDirs } = pinPrograms();
  return { ...(gitExecPath === undefined ? {} : { GIT_EXEC_PATH: gitExecPath }), PATH: systemDirs.join(delimiter) };
}

/** For tests: forget what was found. */
export function resetPinnedPrograms(): void {
  pinned = undefined;
}
