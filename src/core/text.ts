// Text helpers every layer shares: GitHub's size caps on what tend writes (longer texts are cut
// with a note saying so), untrusted text made inert, Markdown table cells, sentence case.

export const COMMENT_LIMIT = 65_536;
/** The job summary's limit, in UTF-8 bytes (GitHub rule L5). */
export const SUMMARY_LIMIT = 1024 * 1024;

/** Cuts `text` to at most `limit` characters, keeping `tail` (e.g. a state marker) intact. */
export function truncate(text: string, limit: number, tail = ''): string {
  if (text.length + tail.length <= limit) return text + tail;
  const note = `\n\n… truncated: ${text.length - (limit - tail.length - 200)} characters left out (GitHub's limit is ${limit}).\n`;
  return text.slice(0, Math.max(0, limit - tail.length - note.length)) + note + tail;
}

/** `text` cut to at most `limit` characters, an ellipsis saying it was cut. */
export function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/**
 * Cuts `text` to at most `limit` UTF-8 bytes, with a note saying so: the job summary's limit is in
 * bytes (1 MiB per step), and a text of fewer characters than that can still hold more bytes.
 */
export function truncateBytes(text: string, limit: number): string {
  if (Buffer.byteLength(text, 'utf8') <= limit) return text;
  const note = `\n\n… truncated: GitHub's limit is ${limit} bytes.\n`;
  const bytes = Buffer.from(text, 'utf8');
  let end = Math.max(0, limit - Buffer.byteLength(note, 'utf8'));
  // Never inside a character: back off over continuation bytes (10xxxxxx) to a character's start.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8') + note;
}

/**
 * Untrusted or model-written text made inert before tend embeds it in anything it writes (a
 * comment, an issue body, the job summary, TRIAGE.md): it can neither open nor close an HTML
 * comment, so it can neither hide the text around it from the people reading it nor pass for one
 * of tend's hidden markers (`<!-- tend:state ...` and the others), which all start with `<!`.
 * Every `<` that would start `<!` (a comment, declaration or CDATA) or `<?` (a processing
 * instruction, also dropped from the page) becomes `‹` (U+2039), and the `>` of `-->` or `--!>`
 * becomes `›` (U+203A): lookalikes, so the text still reads as written. Idempotent. Apply it last,
 * to the finished text: a later step that removed characters could join `<` and `!` again.
 */
export function inert(text: string): string {
  return text.replace(/<(?=[!?])/g, '\u2039').replace(/--(!?)>/g, '--$1\u203a');
}

/** Escapes text for a Markdown table cell, inert (see `inert`). */
export function cell(text: string): string {
  return inert(text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' '));
}

/** The text with its first letter in upper case (a reason becomes a sentence). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An input's text as tend reads it: trimmed, and empty (or unset) as absent. */
export function trimmedOrAbsent(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}
