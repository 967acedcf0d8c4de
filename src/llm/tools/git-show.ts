// git_show: a commit (message, stat and patch) or a file as it was at a revision. Revisions are
// checked against a conservative pattern so none can be read as an option or pathspec magic.

import * as z from 'zod';
import { lineWindow } from './line-window.js';
import { MAX_FILE_BYTES } from './read-file.js';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import { gitComplaint, type SafeGitResult } from '../../git/safe-git.js';
import { capText, looksBinary, splitLines } from './text-caps.js';
import type { ToolContext } from './tool-context.js';
import { checkToolPath } from './tool-paths.js';
import { REV_PATTERN } from '../../git/refs.js';


export const RevInput = z
  .string()
  .min(1)
  .max(200)
  .refine((rev) => REV_PATTERN.test(rev) && !rev.startsWith('-'), "a revision is a sha, branch, tag or an expression like 'HEAD~1' (letters, digits and _ . / ~ ^ -, not starting with '-')");

const GitShowInput = z.object({
  rev: RevInput.describe("A commit: a sha, branch or tag name, or an expression like 'HEAD~1'."),
  path: z.string().min(1).optional().describe('Show this file as it was at rev instead of the commit, relative to the repository root.'),
  start_line: z.number().int().min(1).optional().describe('With path: first line to show, 1-based.'),
  end_line: z.number().int().min(1).optional().describe('With path: last line to show, inclusive.'),
});

export function gitShowTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'git_show',
    description: 'Show a commit (message, changed-file stat and patch), or with path, a file as it was at that revision as numbered lines.',
    input: GitShowInput,
    async run({ rev, path, start_line, end_line }) {
      if (path === undefined) {
        if (start_line !== undefined || end_line !== undefined) throw new ToolInputError('start_line and end_line only apply together with path.');
        return showCommit(context, rev);
      }
      return showFileAt(context, rev, checkToolPath(path), start_line, end_line);
    },
  });
}

async function showCommit(context: ToolContext, rev: string): Promise<string> {
  const result = await context.git([
    'show',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--no-show-signature',
    '--pretty=medium',
    '--date=iso',
    '--patch-with-stat',
    '--end-of-options',
    rev,
    '--',
  ]);
  check(result, rev);
  // git is stopped at four times the budget, so a stopped command is always cut here too.
  return capText(
    result.stdout,
    context.maxBytes,
    (shown, total) =>
      `[Output cut at ${shown} of ${result.truncated ? 'more than ' : ''}${total} bytes. Use git_show with rev '${rev}' and a path to read one file as of this commit.]`,
  );
}

async function showFileAt(context: ToolContext, rev: string, path: string, startLine?: number, endLine?: number): Promise<string> {
  const object = `${rev}:${path}`;
  const type = await context.git(['cat-file', '-t', object]);
  check(type, rev, path);
  const kind = type.stdout.trim();
  const label = `${path} at ${rev}`;
  if (kind === 'tree') {
    const listing = await context.git(['ls-tree', '-z', '--name-only', object]);
    check(listing, rev, path);
    const names = listing.stdout.split('\0').filter(Boolean);
    return capText(`'${path}' is a directory at ${rev}; it holds:\n${names.join('\n')}`, context.maxBytes, () => '[More entries not shown.]');
  }
  if (kind !== 'blob') throw new ToolInputError(`'${path}' at ${rev} is a ${kind}, not a file.`);
  const blob = await context.git(['cat-file', 'blob', object], MAX_FILE_BYTES);
  if (blob.truncated) throw new ToolInputError(`'${path}' at ${rev} is larger than ${MAX_FILE_BYTES} bytes, too large to read.`);
  check(blob, rev, path);
  if (looksBinary(blob.stdout)) return `'${path}' at ${rev} is a binary file; its content is not shown.`;
  return lineWindow(
    splitLines(blob.stdout),
    label,
    { startLine, endLine, maxLines: context.maxLines, maxBytes: context.maxBytes },
    (next) => `Call git_show with rev '${rev}', path '${path}' and start_line ${next} to read on.`,
  );
}

function check(result: SafeGitResult, rev: string, path?: string): void {
  if (result.timedOut) throw new ToolInputError(`git timed out showing ${rev}.`);
  if (result.exitCode === 0 || result.truncated) return;
  const what = path === undefined ? `'${rev}'` : `'${path}' at '${rev}'`;
  throw new ToolInputError(`Cannot show ${what}: ${gitComplaint(result)} Use git_log to find a commit, or list_files / search for paths.`);
}
