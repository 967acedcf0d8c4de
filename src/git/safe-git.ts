// Runs read-only git commands for the repository tools. Every argument the model influences is a
// separate argv entry of a process started without a shell, and git is configured so that nothing
// a checkout's own .git/config or .gitattributes says can make it start another program: no
// fsmonitor hook, hooks, pager, external diff, textconv, signature check (gpg.program) or lazy
// fetch (ssh). Output is capped while it streams and every command has a deadline.

import { spawn } from 'node:child_process';
import { devNull } from 'node:os';
import { dirname } from 'node:path';
import { inheritableEnv, isolatedGitEnv } from './auth-env.js';
import { trustedGit } from './programs.js';

/**
 * `-c` entries placed before every subcommand. Command-line config wins over the repository's.
 * The ones that name programs are reset; the rest keep the output in the shape the tools parse.
 */
const SAFE_CONFIG: readonly string[] = [
  'core.fsmonitor=false',
  `core.hooksPath=${devNull}`,
  'core.pager=cat',
  'diff.external=',
  'log.showSignature=false',
  // A partial clone fetches missing objects on demand, which runs ssh or a remote helper.
  'protocol.allow=never',
  'submodule.recurse=false',
  'grep.fallbackToNoIndex=false',
  'grep.column=false',
  // Files named in config are read as data and git quotes bad lines back in its errors.
  `core.attributesFile=${devNull}`,
  `core.excludesFile=${devNull}`,
  'color.ui=false',
  'gc.auto=0',
  'maintenance.auto=false',
];

interface SafeGitOptions {
  /** The checkout's real path; git never looks for a repository above it. */
  cwd: string;
  /** The git executable; the one programs.ts found by default. */
  gitBinary?: string;
  timeoutMs: number;
  /** stdout beyond this is dropped and git is stopped; `truncated` says so. */
  maxOutputBytes: number;
}

export interface SafeGitResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The output reached `maxOutputBytes` and git was stopped. */
  truncated: boolean;
  timedOut: boolean;
}

const MAX_STDERR_BYTES = 16 * 1024;

function safeGitEnv(cwd: string, source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    // Without GIT_*, EDITOR, PAGER and friends from the runner.
    ...inheritableEnv(source),
    ...isolatedGitEnv(),
    // Read-only means read-only: no index refresh written back behind our back.
    GIT_OPTIONAL_LOCKS: '0',
    GIT_NO_LAZY_FETCH: '1',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
    // A checkout without .git must not resolve to an enclosing repository (the runner's own),
    // and core.worktree in its config must not move the working tree somewhere else.
    GIT_CEILING_DIRECTORIES: dirname(cwd),
    GIT_WORK_TREE: cwd,
    LC_ALL: 'C',
    LANGUAGE: 'C',
  };
}

/** Runs `git <SAFE_CONFIG> <args>`; rejects only when git cannot be started at all. */
export function runSafeGit(args: readonly string[], options: SafeGitOptions): Promise<SafeGitResult> {
  const argv = ['--no-pager', ...SAFE_CONFIG.flatMap((entry) => ['-c', entry]), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(options.gitBinary ?? trustedGit(), argv, {
      cwd: options.cwd,
      env: safeGitEnv(options.cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
      windowsHide: true,
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    const err: Buffer[] = [];
    let errBytes = 0;
    let truncated = false;
    let timedOut = false;

    child.stdout.on('data', (chunk: Buffer) => {
      if (truncated) return;
      const room = options.maxOutputBytes - outBytes;
      if (chunk.length >= room) {
        out.push(chunk.subarray(0, room));
        outBytes += room;
        truncated = true;
        child.kill('SIGKILL');
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes >= MAX_STDERR_BYTES) return;
      err.push(chunk.subarray(0, MAX_STDERR_BYTES - errBytes));
      errBytes += chunk.length;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        exitCode: code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        truncated,
        timedOut,
      });
    });
  });
}

/** git's own complaint, shortened to what helps the model: the `fatal:`/`error:` lines. */
export function gitComplaint(result: SafeGitResult): string {
  const lines = result.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const relevant = lines.filter((line) => /^(fatal|error):/.test(line));
  const text = (relevant.length > 0 ? relevant : lines).slice(0, 5).join('\n');
  return text || `git exited with ${result.exitCode ?? 'a signal'}`;
}
