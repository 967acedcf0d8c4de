// The hidden state marker inside a tracking comment: `<!-- tend:state {json} -->`.
// The JSON is escaped so it can never close the HTML comment early, whatever strings it holds.

const STATE_MARKER_PREFIX = '<!-- tend:state ';
const SUFFIX = ' -->';

export function encodeMarker(state: unknown): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/-/g, '\\u002d');
  return `${STATE_MARKER_PREFIX}${json}${SUFFIX}`;
}

/** The JSON text of the first marker in `body`, parsed; undefined when there is none or it is not JSON. */
export function decodeMarker(body: string): unknown {
  const start = body.indexOf(STATE_MARKER_PREFIX);
  if (start < 0) return undefined;
  const end = body.indexOf(SUFFIX, start + STATE_MARKER_PREFIX.length);
  if (end < 0) return undefined;
  try {
    return JSON.parse(body.slice(start + STATE_MARKER_PREFIX.length, end)) as unknown;
  } catch {
    return undefined;
  }
}

export function hasMarker(body: string): boolean {
  return body.includes(STATE_MARKER_PREFIX);
}
