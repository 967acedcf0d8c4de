// Runs the workflow's verify-command after a model-written patch is applied. The command comes
// from the workflow file only (trusted configuration), never from a comment or a model; it runs
// in the workspace with no token in its environment, under a timeout, and only the tail of its
// output is kept (redacted) for the escalation message.

import { spawn } from 'node:child_process';

interface VerifyResult {
  passed: boolean;
  exitCode: number | null;
  /** The last lines of stdout+stderr, for the thread's answer when it failed. */
  tail: string;
  timedOut: boolean;
}

const TAIL_CHARS = 1500;

/**
 * `args` (triage's test-name pattern) reach the command as separate argv entries through "$@",
 * never as shell text: the trusted command is the only thing the shell parses.
 */
export function runVerifyCommand(command: string, cwd: string, options: { timeoutMs?: number; path?: string; args?: readonly string[] } = {}): Promise<VerifyResult> {
  const args = options.args ?? [];
  return new Promise((resolve) => {
    const child = spawn('sh', args.length === 0 ? ['-c', command] : ['-c', `${command} "$@"`, 'tend-triage', ...args], {
      cwd,
      // A clean environment: tokens and keys of the action never reach repository code.
      env: { PATH: options.path ?? process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, CI: 'true', LANG: 'C.UTF-8' },
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
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group: a test runner's children must not outlive the check.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, options.timeoutMs ?? 10 * 60_000);
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
