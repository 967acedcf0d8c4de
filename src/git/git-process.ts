// Starts the workspace's git processes: no shell, the environment it is given and nothing else,
// killed when silent too long, one at a time per workspace. It replaced simple-git, which waited a
// fixed 50 ms after every command that printed nothing (most of a ship run's ~26 commands).
// simple-git also refused dangerous options in argv (--upload-pack, -c core.sshCommand=...); here
// that guard is an allow-list: any argv entry git would read as an option must be one tend itself
// passes, so an untrusted ref, path or oid that slipped past refs.ts and paths.ts is refused
// before git starts, instead of being read as an option.

import { spawn } from 'node:child_process';

/**
 * workspace.ts's one for-each-ref format: a ref's name, its object's type and id, and those of the
 * object a tag points at (the `*` fields), NUL-separated.
 */
export const REF_LIST_FORMAT = '--format=%(refname)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)';

/** The options tend's workspace passes, exactly; `OPTION_PREFIXES` for those with a value inside. */
const OPTIONS = new Set([
  '--all', '--cached', '--detach', '--end-of-options', '--force', '--full-tree', '--heads', '--is-ancestor', '--name-only', '--no-commit',
  '--no-edit', '--no-ff', '--no-recurse-submodules', '--no-tags', '--no-verify', '--porcelain', '--prune', '--quiet', '--unshallow', '--verify',
  '-e', '-z', REF_LIST_FORMAT,
]);
const OPTION_PREFIXES = ['--depth=', '--diff-filter=', '--cleanup=', '--force-with-lease=refs/heads/'];
/** Options whose value is the next entry: data, never read as an option. `-c`'s values are fixed too. */
const OPTIONS_WITH_VALUE = new Set(['-m', '-B', '-c']);
const CONFIG_VALUES = new Set(['merge.conflictStyle=diff3', 'rerere.enabled=false']);

/** Why git would read part of `args` as an option tend never passes; null when it would not. */
export function unexpectedOption(args: readonly string[]): string | null {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    // After `--` (or rev-parse's --end-of-options) git reads every entry as a path or a revision.
    if (arg === '--' || arg === '--end-of-options') return null;
    if (!arg.startsWith('-')) continue;
    if (OPTIONS_WITH_VALUE.has(arg)) {
      const value = args[i + 1];
      if (value === undefined) return `option ${arg} without its value`;
      if (arg === '-c' && !CONFIG_VALUES.has(value)) return `-c ${value}`;
      i++;
      continue;
    }
    if (OPTIONS.has(arg) || OPTION_PREFIXES.some((prefix) => arg.startsWith(prefix))) continue;
    return arg;
  }
  return null;
}

export interface GitProcessOptions {
  binary: string;
  cwd: string;
  env: Record<string, string>;
  /** Killed after this long without output (ms). */
  silenceMs: number;
}

export interface GitProcessResult {
  /** null when git was killed (silent too long) or ended by a signal. */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/**
 * A runner for one workspace: a command starts when the previous one ended (simple-git's
 * maxConcurrentProcesses: 1), so two operations never race on the same index and working tree.
 * Rejects when git could not be started or `args` holds an option tend never passes.
 */
export function gitRunner(options: GitProcessOptions): (args: readonly string[]) => Promise<GitProcessResult> {
  let queue: Promise<unknown> = Promise.resolve();
  return (args) => {
    const next = queue.then(() => spawnGit(args, options));
    queue = next.catch(() => undefined);
    return next;
  };
}

function spawnGit(args: readonly string[], options: GitProcessOptions): Promise<GitProcessResult> {
  const refused = unexpectedOption(args);
  if (refused !== null) return Promise.reject(new Error(`Refusing to run git with '${refused}': not an option tend passes (an untrusted value read as an option?).`));
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], shell: false, windowsHide: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, options.silenceMs);
    };
    arm();
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      arm();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err.push(chunk);
      arm();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), timedOut });
    });
  });
}
