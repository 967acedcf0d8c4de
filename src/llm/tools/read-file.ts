// read_file: numbered lines of a file in the checkout, a window at a time.

import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { lineWindow } from './line-window.js';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import type { ToolContext } from './tool-context.js';
import { resolveExistingFile } from './tool-paths.js';
import { looksBinary, splitLines } from './text-caps.js';

/** Larger files are generated or data; reading one whole would hold the run for nothing. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

const ReadFileInput = z.object({
  path: z.string().min(1).describe("File path relative to the repository root, e.g. 'src/app.ts'."),
  start_line: z.number().int().min(1).optional().describe('First line to show, 1-based; 1 by default.'),
  end_line: z.number().int().min(1).optional().describe('Last line to show, inclusive; as many as fit by default.'),
});

export function readFileTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'read_file',
    description: `Read a file of the repository's working tree as numbered lines (at most ${context.maxLines} lines per call; use start_line/end_line for other parts).`,
    input: ReadFileInput,
    async run({ path, start_line, end_line }) {
      const file = await resolveExistingFile(context.root, path);
      if (file.size > MAX_FILE_BYTES) {
        throw new ToolInputError(`'${file.relative}' is ${file.size} bytes, too large to read; use search with path_glob '${file.relative}' to find the lines you need.`);
      }
      const data = await readFile(file.real);
      if (looksBinary(data)) return `'${file.relative}' is a binary file (${data.length} bytes); its content is not shown.`;
      return lineWindow(
        splitLines(data.toString('utf8')),
        file.relative,
        { startLine: start_line, endLine: end_line, maxLines: context.maxLines, maxBytes: context.maxBytes },
        (next) => `Call read_file with path '${file.relative}' and start_line ${next} to read on.`,
      );
    },
  });
}
