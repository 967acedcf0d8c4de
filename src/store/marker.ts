// The hidden state marker inside a tracking comment: `<!-- tend:state {json} -->`.
// The JSON is escaped so it can never close the HTML comment early, whatever strings it holds.

const STATE_MARKER_PREFIX = '<!-- tend:state ';
const SUFFIX = ' -->';

export function encodeMarker(state: unknown): string {
  const json = escapeDashesInStrings(JSON.stringify(state)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `${STATE_MARKER_PREFIX}${json}${SUFFIX}`;
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
 * The JSON text of the last marker in `body`, parsed; undefined when there is none or it is not
 * JSON. tend writes its marker last, so a marker quoted in the text above (an embedded report, a
 * reason quoting a comment) is never read as state.
 */
export function decodeMarker(body: string): unknown {
  const start = body.lastIndexOf(STATE_MARKER_PREFIX);
  if (start < 0) return undefined;
  const end = body.indexOf(SUFFIX, start + STATE_MARKER_PREFIX.length);
  if (end < 0) return undefined;
  const json = body.slice(start + STATE_MARKER_PREFIX.length, end);
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

export function hasMarker(body: string): boolean {
  return body.includes(STATE_MARKER_PREFIX);
}
