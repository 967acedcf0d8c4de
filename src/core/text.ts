// Text helpers every layer shares: GitHub's size caps on what tend writes (longer texts are cut
// with a note saying so), Markdown table cells, sentence case.

export const COMMENT_LIMIT = 65_536;
export const SUMMARY_LIMIT = 1024 * 1024;

/** Cuts `text` to at most `limit` characters, keeping `tail` (e.g. a state marker) intact. */
export function truncate(text: string, limit: number, tail = ''): string {
  if (text.length + tail.length <= limit) return text + tail;
  const note = `\n\n… truncated: ${text.length - (limit - tail.length - 200)} characters left out (GitHub's limit is ${limit}).\n`;
  return text.slice(0, Math.max(0, limit - tail.length - note.length)) + note + tail;
}

/** Escapes text for a Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** The text with its first letter in upper case (a reason becomes a sentence). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
