// Runs the workflow's verify-command after a model-written patch is applied. The command comes
// from the workflow file only (trusted configuration), never from a comment or a model, but what
// it runs is the repository's code with the model's patch in it: treat it as hostile. It runs in
// the workspace with an environment of four variables, under a timeout, in its own process group,
// which is killed when the command ends (background jobs included); only the tail of its output is
// kept (redacted) for the escalation message. tend's own environment holds no secret by then
// (config/secret-handoff.ts), and no git process holding the token runs while it does; tend's
// memory is kept out of reach by the confinement verify-confinement.ts chooses (a PID namespace,
// no_new_privs), and without one the command is not run unless `verify-isolation: none`. What it
// can still do, SECURITY.md says; one thing is checked here: git's own control files (config,
// hooks, refs) are as before, else they are restored and the check fails, because the next git
// command tend runs in this checkout carries the push token.

import { spawn } from 'node:child_process';
import { restoreGitControl, snapshotGitControl } from './git-control.js';
import { pinPrograms, trustedProgram } from './programs.js';
import { detectConfinement, type Confinement } from './verify-confinement.js';

/** `strict`: run only confined (the default); `none`: run unconfined where nothing confines. */
export type VerifyIsolation = 'strict' | 'none';

interface VerifyResult {
  passed: boolean;
  exitCode: number | null;
  /** The last lines of stdout+stderr, for the thread's answer when it failed. */
  tail: string;
  timedOut: boolean;
  /** git control files (under .git) the command changed; restored, and the check failed. */
  tampered: string[];
  /** How the command was confined (verify-confinement.ts), `none`, or `not run` when it was refused. */
  isolation: string;
}

let processIsolation: VerifyIsolation = 'strict';

/** The workflow's `verify-isolation`, set once per run (src/run/run.ts) for every caller. */
export function setVerifyIsolation(isolation: VerifyIsolation): void {
  processIsolation = isolation;
}

/** The workflow's `verify-path`: toolchain directories before the system ones, or the job's whole PATH. */
export type VerifyPath = readonly string[] | 'inherit';

let processPath: VerifyPath = [];

/** The workflow's `verify-path`, set once per run (src/run/run.ts) for every caller. */
export function setVerifyPath(path: VerifyPath): void {
  processPath = path;
}

/**
 * The command's PATH: the toolchain directories the workflow names, then the system directories
 * (programs.ts: only root can change them). tend itself never looks a program up through it, so
 * what the command's code leaves in a toolchain directory reaches only later commands of its own.
 */
export function verifyChildPath(path: VerifyPath = processPath): string {
  if (path === 'inherit') return process.env.PATH ?? '/usr/bin:/bin';
  return [...new Set([...path, ...pinPrograms().systemDirs])].join(':');
}

interface VerifyOptions {
  timeoutMs?: number;
  path?: string;
  args?: readonly string[];
  isolation?: VerifyIsolation;
  /** The confinement to use; by default the strongest this machine starts (verify-confinement.ts). */
  confinement?: Confinement | null;
}

const TAIL_CHARS = 1500;

/**
 * `args` (triage's test-name pattern) reach the command as separate argv entries through "$@",
 * never as shell text: the trusted command is the only thing the shell parses.
 */
export async function runVerifyCommand(command: string, cwd: string, options: VerifyOptions = {}): Promise<VerifyResult> {
  const confinement = options.confinement === undefined ? await detectConfinement() : options.confinement;
  if (confinement === null && (options.isolation ?? processIsolation) === 'strict') {
    return {
      passed: false,
      exitCode: null,
      timedOut: false,
      tampered: [],
      isolation: 'not run',
      tail: 'verify-command was not run: nothing on this runner keeps it from tend\'s memory (no PID namespace, no no_new_privs with ptrace_scope >= 1); set verify-isolation: none to run it anyway.',
    };
  }
  const before = await snapshotGitControl(cwd);
  const result = await runInGroup(command, cwd, options, confinement);
  const tampered = await restoreGitControl(cwd, before);
  const isolation = confinement?.name ?? 'none';
  if (tampered.length === 0) return { ...result, tampered, isolation };
  const tail = `verify-command changed git's own files (${tampered.slice(0, 5).join(', ')}${tampered.length > 5 ? ', …' : ''}); tend restored them and counts the check as failed.`;
  return { ...result, passed: false, tampered, tail, isolation };
}

function runInGroup(command: string, cwd: string, options: VerifyOptions, confinement: Confinement | null): Promise<Omit<VerifyResult, 'tampered' | 'isolation'>> {
  const args = options.args ?? [];
  // A clean environment: tokens and keys of the action never reach repository code. `env -i`
  // sets it inside the confinement too, since sudo replaces the environment it is given.
  const environment = { PATH: options.path ?? verifyChildPath(), HOME: cwd, CI: 'true', LANG: 'C.UTF-8' };
  // sh and env by the absolute paths found before any of the repository's code ran (programs.ts).
  const sh = trustedProgram('sh');
  const env = trustedProgram('env');
  if (sh === null || (confinement !== null && env === null)) {
    return Promise.resolve({ passed: false, exitCode: null, tail: `verify-command was not run: no ${sh === null ? 'sh' : 'env'} that only root can change is on PATH.`, timedOut: false });
  }
  const shell = [sh, ...(args.length === 0 ? ['-c', command] : ['-c', `${command} "$@"`, 'tend-triage', ...args])];
  const argv = confinement === null ? shell : [...confinement.prefix, env!, '-i', ...Object.entries(environment).map(([key, value]) => `${key}=${value}`), ...shell];
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-TAIL_CHARS * 4);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    // The whole process group: a test runner's children, or a job the command left in the
    // background, must not outlive the check (they would be there when tend next runs git).
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs ?? 10 * 60_000);
    child.on('exit', killGroup);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ passed: code === 0 && !timedOut, exitCode: code, tail: output.slice(-TAIL_CHARS).trim(), timedOut });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ passed: false, exitCode: null, tail: error.message, timedOut: false });
    });
  });
}
