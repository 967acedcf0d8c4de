// For tests only: real git repositories in a temp folder, built with the user's and system's git
// config shut out so the machine running the tests cannot change what they see.

import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { devNull, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface Fixture {
  /** The temp folder; repositories, markers and outside files go in here. */
  temp: string;
  cleanup(): Promise<void>;
}

export async function makeTemp(prefix: string): Promise<Fixture> {
  const temp = await mkdtemp(join(tmpdir(), prefix));
  return { temp, cleanup: () => rm(temp, { recursive: true, force: true }) };
}

export function testGitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_')) env[key] = value;
  return { ...env, GIT_CONFIG_GLOBAL: devNull, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...extra };
}

/** Plain git, none of the tools' protections: for building fixtures and for control runs. */
export async function git(cwd: string, args: string[], extra: Record<string, string> = {}): Promise<string> {
  const { stdout } = await exec('git', args, { cwd, env: testGitEnv(extra), maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

export async function writeFiles(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

export async function initRepo(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await git(dir, ['init', '--quiet', '--initial-branch=main']);
}

export async function commitAll(dir: string, message: string, author: { name: string; email: string; date: string }): Promise<string> {
  await git(dir, ['add', '--all']);
  const identity = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_AUTHOR_DATE: author.date,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
    GIT_COMMITTER_DATE: author.date,
  };
  await git(dir, ['commit', '--quiet', '--no-verify', '-m', message], identity);
  return (await git(dir, ['rev-parse', 'HEAD'])).trim();
}

export async function addSymlink(dir: string, path: string, target: string): Promise<void> {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await symlink(target, join(dir, path));
}

/** A shell script that appends its name and arguments to `marker` whenever anything runs it. */
export async function trapScript(path: string, marker: string): Promise<string> {
  await writeFile(path, `#!/bin/sh\necho "ran $0 $*" >> '${marker}'\nexit 1\n`);
  await chmod(path, 0o755);
  return path;
}
