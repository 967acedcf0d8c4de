// A numbered window onto the lines of a file, capped by line count and bytes, that says how to
// ask for the next window. Shared by read_file (working tree) and git_show (a file at a revision).

import { ToolInputError } from './repo-tool.js';
import { byteLength, NOTE_RESERVE_BYTES, numberLines, takeLines } from './text-caps.js';

interface LineWindowRequest {
  /** 1-based, inclusive; 1 when absent. */
  startLine?: number | undefined;
  /** 1-based, inclusive; as far as the caps allow when absent. */
  endLine?: number | undefined;
  maxLines: number;
  maxBytes: number;
}

/**
 * `label` names the file in the header ("src/app.ts", "src/app.ts at HEAD~1"); `continueWith`
 * says how to ask for the window starting at a given line.
 */
export function lineWindow(lines: readonly string[], label: string, request: LineWindowRequest, continueWith: (line: number) => string): string {
  const total = lines.length;
  if (total === 0) return `${label} is empty.`;
  const start = request.startLine ?? 1;
  if (request.endLine !== undefined && request.endLine < start) {
    throw new ToolInputError(`end_line ${request.endLine} is before start_line ${start}.`);
  }
  if (start > total) {
    throw new ToolInputError(`${label} has only ${total} line${total === 1 ? '' : 's'}; ask for a start_line between 1 and ${total}.`);
  }
  const wantedEnd = Math.min(request.endLine ?? total, total);
  const end = Math.min(wantedEnd, start + request.maxLines - 1);
  const header = `${label}, lines ${start}-${end} of ${total}:`;
  const budget = request.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
  const numbered = numberLines(lines.slice(start - 1, end), start);
  const { text, taken } = takeLines(numbered, Math.max(1, budget));
  const shownEnd = start + taken - 1;
  const shownHeader = shownEnd === end ? header : `${label}, lines ${start}-${shownEnd} of ${total}:`;
  if (shownEnd >= wantedEnd) return `${shownHeader}\n${text}`;
  const why = shownEnd < end ? `the result is capped at ${request.maxBytes} bytes` : `a result shows at most ${request.maxLines} lines`;
  return `${shownHeader}\n${text}\n[Lines ${shownEnd + 1}-${wantedEnd} not shown: ${why}. ${continueWith(shownEnd + 1)}]`;
}
