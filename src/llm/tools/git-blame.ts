// git_blame: who last changed each line of a range, as of a revision (HEAD by default). Blaming a
// revision rather than the working tree means git reads only its object store: no clean filter
// from .gitattributes can run.

import * as z from 'zod';
import { RevInput } from './git-show.js';
import { defineTool, ToolInputError, type RepoTool } from './repo-tool.js';
import { gitComplaint } from '../../git/safe-git.js';
import { byteLength, cutLine, NOTE_RESERVE_BYTES, takeLines } from './text-caps.js';
import type { ToolContext } from './tool-context.js';
import { checkInside, checkToolPath } from './tool-paths.js';

const BLAME_OUTPUT_BYTES = 8 * 1024 * 1024;

const GitBlameInput = z.object({
  path: z.string().min(1).describe('File path relative to the repository root.'),
  start_line: z.number().int().min(1).describe('First line, 1-based.'),
  end_line: z.number().int().min(1).describe('Last line, inclusive.'),
  rev: RevInput.optional().describe("Blame the file as of this revision; 'HEAD' by default."),
});

interface BlameLine {
  sha: string;
  author: string;
  /** YYYY-MM-DD, UTC. */
  date: string;
  line: number;
  text: string;
}

export function gitBlameTool(context: ToolContext): RepoTool {
  return defineTool({
    name: 'git_blame',
    description: `Show which commit (short sha, author, date) last changed each line in a range of a file, as of HEAD or rev (at most ${context.maxLines} lines per call).`,
    input: GitBlameInput,
    async run({ path, start_line, end_line, rev }) {
      const relative = checkToolPath(path);
      if (end_line < start_line) throw new ToolInputError(`end_line ${end_line} is before start_line ${start_line}.`);
      const end = Math.min(end_line, start_line + context.maxLines - 1);
      const at = rev ?? 'HEAD';
      await checkIgnoreRevsFiles(context);
      // blame has no --end-of-options in older git; RevInput already refuses a leading '-'.
      const result = await context.git(['blame', '--porcelain', '--no-textconv', '-L', `${start_line},${end}`, at, '--', relative], BLAME_OUTPUT_BYTES);
      if (result.timedOut) throw new ToolInputError('git blame timed out; ask for a smaller range.');
      if (result.exitCode !== 0 || result.truncated) throw new ToolInputError(`Cannot blame '${relative}' at ${at}: ${gitComplaint(result)}`);
      const lines = parsePorcelainBlame(result.stdout);
      if (lines.length === 0) return `git blame returned nothing for '${relative}' lines ${start_line}-${end} at ${at}.`;
      const authorWidth = Math.min(24, Math.max(...lines.map((l) => l.author.length)));
      const numberWidth = Math.max(4, String(lines.at(-1)!.line).length);
      const formatted = lines.map(
        (l) => `${l.sha.slice(0, 8)} ${l.author.slice(0, authorWidth).padEnd(authorWidth)} ${l.date} ${String(l.line).padStart(numberWidth)}│ ${cutLine(l.text)}`,
      );
      const header = `Blame of ${relative} at ${at}, lines ${lines[0]!.line}-${lines.at(-1)!.line} (sha author date line│ text):`;
      const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
      const { text, taken } = takeLines(formatted, Math.max(1, budget));
      const lastShown = lines[taken - 1]!.line;
      const cutByBytes = taken < lines.length;
      // Clamped to maxLines and git gave all of them: the file may go on.
      const cutByLines = end < end_line && lines.length === end - start_line + 1;
      if (!cutByBytes && !cutByLines) return `${header}\n${text}`;
      const why = cutByBytes ? `the result is capped at ${context.maxBytes} bytes` : `a call blames at most ${context.maxLines} lines`;
      return `${header}\n${text}\n[Lines ${lastShown + 1}-${end_line} not shown: ${why}. Call git_blame again with start_line ${lastShown + 1}.]`;
    },
  });
}

/**
 * blame reads every file named by blame.ignoreRevsFile and quotes a line it cannot parse in its
 * error, so a checkout whose config names a file outside it (`/etc/...`, `~/...`) could have blame
 * print that file. `-c blame.ignoreRevsFile=` cannot undo it (git keeps the list sorted, so the
 * reset is applied first), hence the check. A file inside the checkout is fine: read_file shows
 * it anyway.
 */
async function checkIgnoreRevsFiles(context: ToolContext): Promise<void> {
  const result = await context.git(['config', '--type=path', '--get-all', 'blame.ignoreRevsFile']);
  // Exit 1: not set.
  if (result.exitCode === 1) return;
  if (result.exitCode !== 0 || result.truncated) throw new ToolInputError(`git_blame is unavailable: cannot read this checkout's git config: ${gitComplaint(result)}`);
  for (const file of result.stdout.split('\n').filter(Boolean)) {
    try {
      await checkInside(context.root, file);
    } catch {
      throw new ToolInputError(`git_blame is unavailable in this checkout: its git config names '${file}' in blame.ignoreRevsFile, outside the repository. Use git_log with a path instead.`);
    }
  }
}

/** `git blame --porcelain`: commit details are given once per commit, then only its sha. */
export function parsePorcelainBlame(output: string): BlameLine[] {
  const commits = new Map<string, { author: string; time: number }>();
  const lines: BlameLine[] = [];
  let current: { sha: string; line: number } | null = null;
  for (const raw of output.split('\n')) {
    if (raw.startsWith('\t')) {
      if (current === null) continue;
      const info = commits.get(current.sha);
      lines.push({
        sha: current.sha,
        author: info?.author ?? '?',
        date: info && Number.isFinite(info.time) ? new Date(info.time * 1000).toISOString().slice(0, 10) : '?',
        line: current.line,
        text: raw.slice(1),
      });
      current = null;
      continue;
    }
    const header = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/.exec(raw);
    if (header) {
      current = { sha: header[1]!, line: Number(header[2]) };
      if (!commits.has(current.sha)) commits.set(current.sha, { author: '?', time: Number.NaN });
      continue;
    }
    if (current === null) continue;
    const info = commits.get(current.sha)!;
    if (raw.startsWith('author ')) info.author = raw.slice('author '.length);
    else if (raw.startsWith('author-time ')) info.time = Number(raw.slice('author-time '.length));
  }
  return lines;
}
