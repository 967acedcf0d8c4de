// The hidden state marker inside a tracking comment: `<!-- tend:state {json} -->`.
// The JSON is escaped so it can never close the HTML comment early, whatever strings it holds.

const SUFFIX = ' -->';

/** `kind` names the marker (`state` unless told): a record of another kind is never read as a target's state. */
export function encodeMarker(state: unknown, kind = 'state'): string {
  const json = escapeDashesInStrings(JSON.stringify(state)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `<!-- tend:${kind} ${json}${SUFFIX}`;
}

/**
 * `-` as `\u002d` inside JSON strings only: a number keeps its minus (`1e-7`, a small model cost,
 * is not JSON with the minus escaped, and its state would be lost).
 */
function escapeDashesInStrings(json: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json[i]!;
    if (inString && c === '\\') {
      out += c + json[i + 1];
      i += 1;
    } else {
      if (c === '"') inString = !inString;
      out += inString && c === '-' ? '\\u002d' : c;
    }
  }
  return out;
}

/** The previous release escaped every `-`, numbers' too: gives those minus signs back. */
function repairEscapedNumbers(json: string): string {
  return json.replace(/([0-9][eE]|[:,[])\\u002d(?=[0-9])/g, '$1-');
}

/**
 * The state tend appended to its own comment, parsed: the marker must END the body (trailing
 * whitespace aside), as renderTrackingBody and the chat issue write it; undefined when the body
 * does not end with a marker or it is not JSON. A marker anywhere else (text quoted above it, a
 * file path, a model's rationale) is never read as state, whatever it holds. The JSON never holds
 * `<` or `>` (encodeMarker escapes them), so the match cannot start inside another marker.
 * Read only the bodies of comments tend's own account wrote: the anchor says which marker, the
 * author says whose comment (findOwnRecord).
 */
export function decodeMarker(body: string, kind = 'state'): unknown {
  const json = trailingMarker(body, kind);
  if (json === null) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    try {
      return JSON.parse(repairEscapedNumbers(json)) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** Whether the body ends with a state marker (the comment is a record of tend's, if tend wrote it). */
export function hasMarker(body: string): boolean {
  return trailingMarker(body, 'state') !== null;
}

/**
 * What the hidden marker `<!-- tend:<kind> ... -->` that ends `body` carries (trailing whitespace
 * aside), or null when the body does not end with one. Every marker tend writes is the last thing
 * in its body, and all text before it is inert (core/text.ts), so only tend's own marker can be
 * there; match it together with the comment's author, never alone.
 */
export function trailingMarker(body: string, kind: string): string | null {
  const match = TRAILING_MARKER.exec(body);
  if (!match || match[1] !== kind) return null;
  return match[2] ?? '';
}

/** Whether `body` ends with one of tend's markers: of `kind`, or of any kind when `kind` is null. */
export function endsWithOwnMarker(body: string, kind: string | null): boolean {
  const match = TRAILING_MARKER.exec(body);
  return match !== null && (kind === null || match[1] === kind);
}

/** `<!-- tend:<kind>[ <content>] -->` at the end; the content holds no `<` or `>`. */
const TRAILING_MARKER = /<!-- tend:([a-z][a-z-]*)(?: ([^<>]*?))? -->\s*$/;
