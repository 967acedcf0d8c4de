// Characters that make text read differently from what it does: bidirectional controls (the
// "Trojan Source" attack), invisible characters that forge look-alike identifiers or smuggle
// instructions, and control characters. Review suggestions and paths are untrusted, so tend
// refuses to write any of these that were not there already.

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** C0 controls other than tab and line feed (texts here are lines joined by LF), DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;

const ANY_HIDDEN = new RegExp(`${BIDI.source}|${INVISIBLE.source}|${CONTROL.source}`, 'gu');

/** `U+202E`, the form a reason names a character in (never the character itself). */
function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function kind(char: string): string {
  if (BIDI.test(char)) return 'a bidirectional control character';
  if (INVISIBLE.test(char)) return 'an invisible character';
  return 'a control character';
}

/** Each hidden character in `text`, with how often it occurs. */
function hiddenCharacters(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [char] of text.matchAll(ANY_HIDDEN)) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts;
}

/** A one-line description of the first hidden character in `text`, or null when there is none. */
export function describeHiddenCharacter(text: string): string | null {
  const [first] = hiddenCharacters(text).keys();
  return first === undefined ? null : `${kind(first)} (${codePointName(first)})`;
}

/**
 * The first hidden character that `after` holds more often than `before`, described, or null.
 * Counting rather than forbidding outright lets a suggestion keep a form feed or a joiner the
 * file already had.
 */
export function introducedHiddenCharacter(before: string, after: string): string | null {
  const had = hiddenCharacters(before);
  for (const [char, count] of hiddenCharacters(after)) {
    if (count > (had.get(char) ?? 0)) return `${kind(char)} (${codePointName(char)})`;
  }
  return null;
}
