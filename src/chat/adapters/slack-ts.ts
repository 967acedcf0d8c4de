// Slack message ids are `ts` strings: seconds since the epoch with six fractional digits, unique
// per channel. They order messages, so they are compared exactly (as integers of microseconds),
// never as floats.

export function compareTs(a: string, b: string): number {
  const x = tsMicros(a);
  const y = tsMicros(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function tsMicros(ts: string): bigint {
  const [seconds = '0', fraction = ''] = ts.split('.');
  return BigInt(seconds || '0') * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
}

export function maxTs(a: string, b: string): string {
  return compareTs(b, a) > 0 ? b : a;
}

/** The ts of a moment (millisecond precision). */
export function tsOf(date: Date): string {
  const ms = Math.max(0, date.getTime());
  return `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}000`;
}

/** RFC 3339 time of a ts. */
export function timeOfTs(ts: string): string {
  return new Date(Number(tsMicros(ts) / 1000n)).toISOString();
}
