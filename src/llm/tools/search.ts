// search: `git grep` over the tracked files of the working tree. The pattern is one argv entry
// after `-e`, so a pattern like `-v` or `$(rm -rf /)` is only ever text to look for.

import * as z from 'zod';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import { gitComplaint } from '../../git/safe-git.js';
import { byteLength, cutLine, NOTE_RESERVE_BYTES, takeLines } from './text-caps.js';
import type { ToolContext } from './tool-context.js';
import { checkGlob } from './tool-paths.js';

const DEFAULT_MAX_RESULTS = 100;
const MAX_RESULTS = 500;
/** A matched line is shown up to this many characters. */
const MATCH_LINE_CHARS = 300;
/** git grep is stopped once it has printed this much; the count of matches becomes "at least". */
const GREP_OUTPUT_BYTES = 2 * 1024 * 1024;

const SearchInput = z.object({
  pattern: z
    .string()
    .min(1)
    .max(1000)
    .refine((p) => !/[\r\n\0]/.test(p), 'the pattern must be a single line')
    .describe('What to look for: an extended regular expression (POSIX ERE), or literal text when fixed_string is true.'),
  path_glob: z.string().min(1).optional().describe("Only search paths matching this glob, e.g. 'src/**/*.ts' or '*.md' ('*' also crosses '/')."),
  fixed_string: z.boolean().optional().describe('Treat the pattern as literal text rather than a regular expression.'),
  case_insensitive: z.boolean().optional().describe('Ignore case.'),
  max_results: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many matching lines to show; ${DEFAULT_MAX_RESULTS} by default.`),
});

export function searchTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'search',
    description: 'Search the tracked files of the repository with git grep; returns matching lines as path:line: text. Narrow with path_glob when there are many matches.',
    input: SearchInput,
    async run({ pattern, path_glob, fixed_string, case_insensitive, max_results }) {
      const pathspec = path_glob === undefined ? [] : [checkGlob(path_glob)];
      const args = ['grep', '-n', '-I', '-z', '--no-color', '--no-textconv', fixed_string ? '-F' : '-E'];
      if (case_insensitive) args.push('-i');
      args.push('-e', pattern, '--', ...pathspec);
      const result = await context.git(args, GREP_OUTPUT_BYTES);
      const where = path_glob === undefined ? 'tracked files' : `tracked files matching '${path_glob}'`;
      if (result.timedOut) throw new ToolInputError(`The search timed out; use a simpler pattern or narrow it with path_glob.`);
      if (result.exitCode === 1 && !result.truncated) return `No matches for ${describe(pattern, fixed_string)} in ${where}.`;
      if (result.exitCode !== 0 && !result.truncated) throw new ToolInputError(`git grep refused the search: ${gitComplaint(result)}`);

      const records = result.stdout.split('\n');
      // The last record is empty after a final newline, or partial when git was stopped.
      records.pop();
      const matches = records.map(formatMatch);
      const limit = max_results ?? DEFAULT_MAX_RESULTS;
      const header = `${result.truncated ? 'At least ' : ''}${matches.length} match${matches.length === 1 ? '' : 'es'} for ${describe(pattern, fixed_string)} in ${where}:`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(matches.slice(0, limit), Math.max(1, budget));
      if (taken === matches.length && !result.truncated) return `${header}\n${text}`;
      const hidden = `${result.truncated ? 'at least ' : ''}${matches.length - taken}`;
      return `${header}\n${text}\n[${hidden} more not shown. Narrow the search with path_glob or a more specific pattern${taken === limit && limit < MAX_RESULTS ? `, or raise max_results (up to ${MAX_RESULTS})` : ''}.]`;
    },
  });
}

/** `path\0line\0text` (git grep -z) as `path:line: text`. */
function formatMatch(record: string): string {
  const first = record.indexOf('\0');
  const second = record.indexOf('\0', first + 1);
  if (first < 0 || second < 0) return cutLine(record, MATCH_LINE_CHARS);
  return `${record.slice(0, first)}:${record.slice(first + 1, second)}: ${cutLine(record.slice(second + 1), MATCH_LINE_CHARS)}`;
}

function describe(pattern: string, fixed: boolean | undefined): string {
  return fixed ? JSON.stringify(pattern) : `/${pattern}/`;
}
