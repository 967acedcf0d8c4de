// Discord ids are snowflakes: milliseconds since the Discord epoch (2015-01-01) shifted left by 22
// bits, then worker, process and increment bits. They order messages and carry their time, so a
// cursor can start at "one hour ago" without any message in hand.

export const DISCORD_EPOCH_MS = 1_420_070_400_000n;

/** A snowflake for a moment: time << 22, then worker 0, process 1 and the increment. */
export function snowflakeAt(at: Date, increment = 0): string {
  return (((BigInt(at.getTime()) - DISCORD_EPOCH_MS) << 22n) | (1n << 17n) | BigInt(increment & 0xfff)).toString();
}

export function compareSnowflakes(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
