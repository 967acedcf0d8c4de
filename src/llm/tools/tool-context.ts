// What every repository tool shares: the checkout, the caps, and a git runner bound to both.

import { realpath } from 'node:fs/promises';
import { runSafeGit, type SafeGitResult } from '../../git/safe-git.js';

export interface RepoToolOptions {
  /** Bytes per tool result; 20000 by default. */
  maxBytes?: number;
  /** Lines per read_file / git_show file window and per git_blame range; 400 by default. */
  maxLines?: number;
  /** The git executable; the one git/programs.ts found by default. */
  gitBinary?: string;
  /** A git command still running after this long is killed (ms); 10 s by default. */
  timeoutMs?: number;
}

export interface ToolContext {
  root: string;
  maxBytes: number;
  maxLines: number;
  /** The checkout after symlinks; resolved once. */
  realRoot(): Promise<string>;
  /** git in the checkout; stdout beyond `maxOutputBytes` (default 4 × maxBytes) is dropped. */
  git(args: readonly string[], maxOutputBytes?: number): Promise<SafeGitResult>;
}

/** Bytes per tool result: repository tools and MCP tools alike. */
export const DEFAULT_MAX_BYTES = 20_000;
const DEFAULT_MAX_LINES = 400;
const DEFAULT_TIMEOUT_MS = 10_000;

export function toolContext(root: string, options: RepoToolOptions = {}): ToolContext {
  const maxBytes = positive(options.maxBytes, DEFAULT_MAX_BYTES, 'maxBytes');
  const maxLines = positive(options.maxLines, DEFAULT_MAX_LINES, 'maxLines');
  const timeoutMs = positive(options.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs');
  if (maxBytes < 1000) throw new Error(`maxBytes ${maxBytes} is too small: a result needs room for its note; use at least 1000.`);
  let real: Promise<string> | undefined;
  const realRoot = () => (real ??= realpath(root));
  return {
    root,
    maxBytes,
    maxLines,
    realRoot,
    async git(args, maxOutputBytes = maxBytes * 4) {
      return runSafeGit(args, { cwd: await realRoot(), gitBinary: options.gitBinary, timeoutMs, maxOutputBytes });
    },
  };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${value}.`);
  return value;
}
