// The diff a review reads: `git diff base...head` (from where the head forked off the base, as a
// pull request shows it), bounded, with the head-side line ranges of its hunks. GitHub takes an
// inline review comment only on a line of a hunk (P12); a finding elsewhere goes in the review body.

import { runSafeGit, gitComplaint } from '../git/safe-git.js';
import { patchHunks } from '../github/pull-review.js';

/** The diff the model reads at most; a larger one is cut and the prompt says so. */
export const MAX_DIFF_BYTES = 200_000;

export interface ReviewDiff {
  text: string;
  truncated: boolean;
  /** Per changed file (head-side path): the head-side line ranges of its hunks, context included. */
  hunks: Map<string, Array<{ start: number; end: number }>>;
}

export class DiffError extends Error {}

export async function readDiff(root: string, base: string, head: string): Promise<ReviewDiff> {
  const result = await runSafeGit(['diff', '--no-color', '--no-ext-diff', '--no-renames', '-U3', `${base}...${head}`, '--'], {
    cwd: root,
    timeoutMs: 60_000,
    maxOutputBytes: MAX_DIFF_BYTES,
  });
  if (!result.truncated && result.exitCode !== 0) throw new DiffError(`git diff ${base}...${head} failed: ${gitComplaint(result)}`);
  return { text: result.stdout, truncated: result.truncated, hunks: diffHunks(result.stdout) };
}

/** Head-side hunk ranges per file of a unified diff (`+++ b/path`, `@@ -a,b +c,d @@`). Pure. */
export function diffHunks(diff: string): Map<string, Array<{ start: number; end: number }>> {
  const hunks = new Map<string, Array<{ start: number; end: number }>>();
  let file: string | null = null;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) file = null;
    else if (line.startsWith('+++ ')) file = line === '+++ /dev/null' ? null : line.slice(4).replace(/^b\//, '');
    else if (file !== null && line.startsWith('@@')) {
      for (const hunk of patchHunks(line)) hunks.set(file, [...(hunks.get(file) ?? []), hunk]);
    }
  }
  return hunks;
}

/** Whether lines start..end lie within one hunk of `path`: where GitHub takes an inline comment. */
export function inOneHunk(diff: ReviewDiff, path: string, start: number, end: number): boolean {
  return (diff.hunks.get(path) ?? []).some((h) => h.start <= start && end <= h.end);
}
