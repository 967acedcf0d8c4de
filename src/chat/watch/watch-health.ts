// What one chat-watch run saw per channel, for the job summary and the audit artifact: messages
// read, how they were classified, dispatches sent, how far behind the channel the watcher is,
// and the error that stopped the channel, if any. Pure.

import * as z from 'zod';
import type { ClassifiedEvent } from '../../core/chat-event.js';

export const ChannelHealthSchema = z.strictObject({
  channel: z.string(),
  key: z.string(),
  events_read: z.number().int(),
  actionable: z.number().int(),
  ambient: z.number().int(),
  ack: z.number().int(),
  dispatches: z.number().int(),
  /** Seconds from the newest message read (this run or before) to the end of the read; null when none ever was. */
  lag_seconds: z.number().nullable(),
  error: z.string().nullable(),
});
export type ChannelHealth = z.infer<typeof ChannelHealthSchema>;

export function channelHealth(input: {
  channel: string;
  key: string;
  events: readonly ClassifiedEvent[];
  dispatches: number;
  readUntil: string | null;
  at: Date;
  error: string | null;
}): ChannelHealth {
  const count = (c: ClassifiedEvent['classification']) => input.events.filter((e) => e.classification === c).length;
  return {
    channel: input.channel,
    key: input.key,
    events_read: input.events.length,
    actionable: count('actionable'),
    ambient: count('ambient'),
    ack: count('ack'),
    dispatches: input.dispatches,
    lag_seconds: input.readUntil === null ? null : Math.max(0, Math.round((input.at.getTime() - Date.parse(input.readUntil)) / 1000)),
    error: input.error,
  };
}

/** Markdown table rows for the job summary (cells escaped by the caller's `cell`). */
export function healthTable(rows: readonly ChannelHealth[], cell: (text: string) => string): string {
  const lines = ['| Channel | Read | Actionable | Ambient | Ack | Dispatches | Lag | Error |', '|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const lag = r.lag_seconds === null ? '—' : `${r.lag_seconds} s`;
    lines.push(`| ${cell(r.channel)} (\`${cell(r.key)}\`) | ${r.events_read} | ${r.actionable} | ${r.ambient} | ${r.ack} | ${r.dispatches} | ${lag} | ${r.error ? cell(r.error) : '—'} |`);
  }
  return lines.join('\n');
}
