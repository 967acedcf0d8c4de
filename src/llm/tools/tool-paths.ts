// Paths and globs in a tool call come from the model: untrusted. They are checked with the
// workspace's own rules (src/git/paths.ts) and refusals become ToolInputErrors the model can read.

import { realpath, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { checkRelativePath, PathEscapeError, resolveInside } from '../../git/paths.js';
import { ToolInputError } from './repo-tool.js';

/** Lexical checks only (for paths looked up in git's history, which may no longer exist). */
export function checkToolPath(path: string): string {
  try {
    return checkRelativePath(path).join('/');
  } catch (error) {
    throw asInputError(error);
  }
}

/** A directory argument: absent, empty or `.` mean the whole checkout (null). */
export function checkToolDirectory(directory: string | undefined): string | null {
  if (directory === undefined) return null;
  if (directory.split(/[\\/]+/).every((part) => part === '' || part === '.')) return null;
  return checkToolPath(directory);
}

/** Refuses a path that leaves the checkout through a symlink; it need not exist. */
export async function checkInside(root: string, path: string): Promise<void> {
  try {
    await resolveInside(root, path);
  } catch (error) {
    throw asInputError(error);
  }
}

interface ExistingFile {
  /** The path as the model should name it: relative, `/`-separated. */
  relative: string;
  /** Where it really is, after symlinks; inside the checkout and outside any .git. */
  real: string;
  size: number;
}

/**
 * An existing regular file inside the checkout. Symlinks are followed only while they stay inside
 * the checkout, and never into a .git directory (a link to .git/config reads the token's home).
 */
export async function resolveExistingFile(root: string, path: string): Promise<ExistingFile> {
  let resolved: { absolute: string; relative: string };
  try {
    resolved = await resolveInside(root, path);
  } catch (error) {
    throw asInputError(error);
  }
  let real: string;
  try {
    real = await realpath(resolved.absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new ToolInputError(`No file '${resolved.relative}' in the checkout. Use list_files or search to find the right path.`);
    }
    throw error;
  }
  const inside = relative(await realpath(root), real).split(sep);
  if (inside.some((part) => part.toLowerCase() === '.git')) {
    throw new ToolInputError(`Refusing path '${path}': it leads into a .git directory, which is off limits.`);
  }
  const info = await stat(real);
  if (info.isDirectory()) {
    throw new ToolInputError(`'${resolved.relative}' is a directory. Use list_files with directory '${resolved.relative}' to see what it holds.`);
  }
  if (!info.isFile()) throw new ToolInputError(`'${resolved.relative}' is not a regular file.`);
  return { relative: resolved.relative, real, size: info.size };
}

/**
 * A git pathspec from a glob such as `src/**\/*.ts` or `*.md`. It must be relative and stay
 * inside the checkout; pathspec magic (`:(...)`, `:!`) is refused so the glob means what it says.
 */
export function checkGlob(glob: string): string {
  if (glob.startsWith(':')) throw new ToolInputError(`Refusing glob '${glob}': pathspec magic (a leading ':') is not supported; give a plain glob like 'src/**/*.ts'.`);
  try {
    // Lexical rules of a path: nothing absolute, no '..', not into .git.
    checkRelativePath(glob);
  } catch (error) {
    throw asInputError(error, 'glob');
  }
  return glob;
}

function asInputError(error: unknown, what = 'path'): unknown {
  if (error instanceof PathEscapeError) {
    return new ToolInputError(what === 'path' ? error.message : error.message.replace(/^Refusing path/, `Refusing ${what}`));
  }
  return error;
}
