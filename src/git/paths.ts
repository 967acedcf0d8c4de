// Paths handed to the workspace come from review comments and model output: untrusted. A path is
// accepted only when it names something inside the working tree, now and after symlinks.

import { lstat, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';

export class PathEscapeError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`Refusing path '${path}': ${reason}.`);
    this.name = 'PathEscapeError';
  }
}

/** Lexical checks: relative, no `..`, nothing inside `.git` (writing hooks there runs code). */
export function checkRelativePath(path: string): string[] {
  if (path.length === 0) throw new PathEscapeError(path, 'empty path');
  if (path.includes('\0')) throw new PathEscapeError(path, 'contains a NUL byte');
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.startsWith('\\')) throw new PathEscapeError(path, 'absolute paths are not allowed');
  const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) throw new PathEscapeError(path, 'names the workspace root');
  if (parts.includes('..')) throw new PathEscapeError(path, "'..' is not allowed");
  if (parts.some((part) => part.toLowerCase() === '.git')) throw new PathEscapeError(path, 'the .git directory is off limits');
  return parts;
}

/**
 * Resolves `path` inside `root` and verifies that the deepest part of it that exists resolves
 * (through any symlinks) inside the root too. A dangling symlink is refused: writing through it
 * would create its target wherever it points.
 */
export async function resolveInside(root: string, path: string): Promise<{ absolute: string; relative: string }> {
  const parts = checkRelativePath(path);
  const realRoot = await realpath(root);
  const absolute = join(realRoot, ...parts);
  let probe = absolute;
  for (;;) {
    const real = await realpathOrNull(probe);
    if (real !== null) {
      if (!isWithin(realRoot, real)) throw new PathEscapeError(path, 'it resolves outside the workspace through a symlink');
      break;
    }
    if (await isSymlink(probe)) throw new PathEscapeError(path, 'it goes through a dangling symlink');
    probe = dirname(probe);
  }
  return { absolute, relative: parts.join('/') };
}

function isWithin(root: string, candidate: string): boolean {
  const rel = relative(root, candidate);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

async function realpathOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

async function isSymlink(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}
