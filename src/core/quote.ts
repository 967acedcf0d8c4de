// The one renderer for foreign text quoted into what tend writes under its own account: CI log and
// annotation lines, check and step names, chat messages, model output, a verify command's output.
// Whatever the text holds, it stays data a reader sees as written:
//   - it cannot leave its quote: a block's fence is longer than any run of backticks inside, an
//     inline quote's code span likewise, and a line break cannot end an inline quote;
//   - it cannot hide tend's lines or pose as tend's markers: `inert` (text.ts) turns `<!` and `-->`
//     into lookalikes;
//   - it cannot notify anyone: `@name` becomes `＠name` (U+FF20, a lookalike), in a quote and in
//     prose (GitHub links no mention inside code, but the same text may also reach prose);
//   - control and bidi characters (which can reorder what a reader sees) become U+FFFD;
//   - it is capped in lines and characters, and the cut is said outside the quote, in tend's words.

import { inert } from './text.js';

/** C0/C1 controls other than tab and line feed, and bidi / zero-width controls. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `@` that would start a mention (a user or `@org/team`): not part of a word or an address. */
const MENTION = /(^|[^\w])@(?=[A-Za-z0-9])/g;

/** `@name` becomes `＠name`, which GitHub links to nobody. Idempotent. */
export function neutraliseMentions(text: string): string {
  return text.replace(MENTION, '$1\uFF20');
}

/** Foreign text made safe to sit in tend's prose: no controls, no mentions, inert. Markdown in it still renders: prefer `quoteInline`. */
export function defang(text: string): string {
  return inert(neutraliseMentions(text.replace(/\r\n?/g, '\n').replace(CONTROLS, '\uFFFD')));
}

/** The longest run of backticks in `text`. */
function longestBackticks(text: string): number {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
}

/** A code fence (at least three backticks) longer than any backtick run in `text`: nothing inside can close it. */
export function fenceFor(text: string): string {
  return '`'.repeat(Math.max(3, longestBackticks(text) + 1));
}

/**
 * A fenced code block holding `text` exactly, its fence longer than any backtick run inside (at
 * least three), so nothing in it can close the block. For text that must stay byte-exact (a
 * suggestion GitHub applies); foreign text to show goes through `quoteBlock`.
 */
export function codeFence(info: string, text: string): string {
  const ticks = fenceFor(text);
  return `${ticks}${info.replace(/[^\w+.-]/g, '')}\n${text}\n${ticks}`;
}

export interface QuoteLimits {
  /** Most lines shown (default 40). */
  maxLines?: number;
  /** Most characters shown (default 4000). */
  maxChars?: number;
  /** Most characters of one line (default 500). */
  maxLineChars?: number;
}

/**
 * Foreign text as a fenced block a reader sees as written and nothing else: see the file's head.
 * What was cut is said on a line after the block.
 */
export function quoteBlock(text: string, info = 'text', limits: QuoteLimits = {}): string {
  const maxLines = limits.maxLines ?? 40;
  const maxChars = limits.maxChars ?? 4000;
  const maxLineChars = limits.maxLineChars ?? 500;
  const all = defang(text).replace(/\n+$/, '').split('\n');
  const lines: string[] = [];
  let chars = 0;
  let clipped = 0;
  for (const line of all.slice(0, maxLines)) {
    const shown = line.length > maxLineChars ? `${line.slice(0, maxLineChars - 1)}…` : line;
    if (shown !== line) clipped += 1;
    if (chars + shown.length > maxChars) {
      const room = maxChars - chars;
      if (room > 1) {
        lines.push(`${shown.slice(0, room - 1)}…`);
        clipped += shown === line ? 1 : 0;
      }
      break;
    }
    lines.push(shown);
    chars += shown.length + 1;
  }
  const left = all.length - lines.length;
  const notes = [left > 0 ? `${left} more line(s) left out` : '', clipped > 0 ? `${clipped} long line(s) cut` : ''].filter(Boolean);
  const block = codeFence(info, lines.join('\n'));
  return notes.length > 0 ? `${block}\n<sub>${notes.join('; ')}.</sub>` : block;
}

/**
 * Foreign text as one inline code span (a check name, a step, a file path, an error line): one
 * line, at most `max` characters, its backtick delimiters longer than any run inside.
 */
export function quoteInline(text: string, max = 200): string {
  let line = defang(text).replace(/\s+/g, ' ').trim();
  if (line.length > max) line = `${line.slice(0, max - 1)}…`;
  if (line === '') return '` `';
  const ticks = '`'.repeat(longestBackticks(line) + 1);
  // A span that starts or ends with a backtick needs a space between it and the delimiter (CommonMark strips one).
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${line}${pad}${ticks}`;
}

/**
 * Foreign text in a Markdown table cell: `quoteInline`, its pipes escaped, as GitHub's tables split
 * a row on `|` even inside a code span (GFM spec, tables: "It is possible to include a pipe in a
 * cell's content by escaping it, including inside other inline spans"); the escape is taken away
 * before the span is read, so the reader sees the text as written. Empty text is an empty cell.
 */
export function quoteCell(text: string, max = 200): string {
  if (text.trim() === '') return '';
  return quoteInline(text, max).replace(/\|/g, '\\|');
}
