// Size limits for what a tool hands back to the model. A result always fits its byte budget, and
// when something was left out the result says what and how to ask for the rest.

/** A single line longer than this is cut: minified code would otherwise eat the whole budget. */
const MAX_LINE_CHARS = 2000;

/** Bytes kept free in a result for the note that says what was left out. */
export const NOTE_RESERVE_BYTES = 400;

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function cutLine(line: string, maxChars = MAX_LINE_CHARS): string {
  if (line.length <= maxChars) return line;
  return `${line.slice(0, maxChars)}… [${line.length - maxChars} more characters on this line]`;
}

/** The longest prefix of `text` that fits in `maxBytes` of UTF-8, without splitting a character. */
export function prefixWithinBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  const bytes = Buffer.from(text, 'utf8').subarray(0, Math.max(0, maxBytes));
  // Back off over a trailing partial character (continuation bytes are 10xxxxxx).
  let end = bytes.length;
  let start = end - 1;
  while (start >= 0 && (bytes[start]! & 0xc0) === 0x80) start--;
  if (start >= 0) {
    const lead = bytes[start]!;
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (end - start < need) end = start;
  }
  return bytes.subarray(0, end).toString('utf8');
}

/**
 * Takes whole lines while they fit in `maxBytes` (newlines included); returns how many were
 * taken. The first line is cut rather than dropped, so a result is never empty for a long line.
 */
export function takeLines(lines: readonly string[], maxBytes: number): { text: string; taken: number } {
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const size = byteLength(line) + 1;
    if (used + size > maxBytes) {
      if (kept.length === 0) kept.push(prefixWithinBytes(line, maxBytes - 1));
      break;
    }
    kept.push(line);
    used += size;
  }
  return { text: kept.join('\n'), taken: kept.length };
}

/** `text` cut to `maxBytes` at a line boundary, followed by `note` when anything was cut. */
export function capText(text: string, maxBytes: number, note: (shownBytes: number, totalBytes: number) => string): string {
  const total = byteLength(text);
  if (total <= maxBytes) return text;
  const { text: kept } = takeLines(text.split('\n'), Math.max(1, maxBytes - NOTE_RESERVE_BYTES));
  return `${kept}\n${note(byteLength(kept), total)}`;
}

/** `  12│ code`: right-aligned numbers, at least four columns wide. */
export function numberLines(lines: readonly string[], firstLine: number): string[] {
  const width = Math.max(4, String(firstLine + lines.length - 1).length);
  return lines.map((line, i) => `${String(firstLine + i).padStart(width)}│ ${cutLine(line)}`);
}

/** Splits file text into lines; a final newline does not make an extra empty line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Git's heuristic: a NUL byte in the first 8000 bytes makes a file binary. */
export function looksBinary(data: Buffer | string): boolean {
  if (typeof data === 'string') return data.slice(0, 8000).includes('\0');
  return data.subarray(0, 8000).includes(0);
}
