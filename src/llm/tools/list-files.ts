// list_files: the tracked files of the checkout (`git ls-files`), under a directory or matching a
// glob. Only the index is read, so nothing outside the checkout can show up.

import * as z from 'zod';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import { gitComplaint } from '../../git/safe-git.js';
import { byteLength, NOTE_RESERVE_BYTES, takeLines } from './text-caps.js';
import type { ToolContext } from './tool-context.js';
import { checkGlob, checkInside, checkToolDirectory } from './tool-paths.js';

const MAX_ENTRIES = 500;
const LS_OUTPUT_BYTES = 8 * 1024 * 1024;

const ListFilesInput = z.object({
  directory: z.string().optional().describe("Only list files under this directory, relative to the repository root, e.g. 'src/git'."),
  glob: z.string().min(1).optional().describe("Only list files matching this glob, e.g. '*.test.ts' ('*' also crosses '/'); relative to directory when both are given."),
});

export function listFilesTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'list_files',
    description: `List the repository's tracked files, optionally under a directory or matching a glob (at most ${MAX_ENTRIES} per call).`,
    input: ListFilesInput,
    async run({ directory, glob }) {
      const dir = checkToolDirectory(directory);
      // Only the index is read, but a directory reached through a symlink out of the checkout
      // is refused all the same, like everywhere else.
      if (dir !== null) await checkInside(context.root, dir);
      const pattern = glob === undefined ? undefined : checkGlob(glob);
      const pathspec = dir === null ? (pattern ?? null) : pattern === undefined ? dir : `${dir}/${pattern}`;
      const result = await context.git(['ls-files', '-z', '--cached', '--', ...(pathspec === null ? [] : [pathspec])], LS_OUTPUT_BYTES);
      if (result.timedOut) throw new ToolInputError('Listing the files timed out; narrow it with directory or glob.');
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git ls-files refused: ${gitComplaint(result)}`);
      const files = result.stdout.split('\0');
      // Empty after the final NUL, or partial when git was stopped.
      files.pop();
      const scope = [dir === null ? '' : ` under '${dir}'`, pattern === undefined ? '' : ` matching '${pattern}'`].join('');
      if (files.length === 0) return `No tracked files${scope}.`;
      const header = `${result.truncated ? 'At least ' : ''}${files.length} tracked file${files.length === 1 ? '' : 's'}${scope}:`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(files.slice(0, MAX_ENTRIES), Math.max(1, budget));
      if (taken === files.length && !result.truncated) return `${header}\n${text}`;
      return `${header}\n${text}\n[${result.truncated ? 'At least ' : ''}${files.length - taken} more not shown. Narrow the listing with directory or glob.]`;
    },
  });
}
