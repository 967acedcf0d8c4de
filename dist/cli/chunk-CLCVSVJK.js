import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  number,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/watch/watch-health.ts
var ChannelHealthSchema = strictObject({
  channel: string(),
  key: string(),
  events_read: number().int(),
  actionable: number().int(),
  ambient: number().int(),
  ack: number().int(),
  dispatches: number().int(),
  /** Seconds from the newest message read (this run or before) to the end of the read; null when none ever was. */
  lag_seconds: number().nullable(),
  error: string().nullable()
});
function channelHealth(input) {
  const count = /* @__PURE__ */ __name((c) => input.events.filter((e) => e.classification === c).length, "count");
  return {
    channel: input.channel,
    key: input.key,
    events_read: input.events.length,
    actionable: count("actionable"),
    ambient: count("ambient"),
    ack: count("ack"),
    dispatches: input.dispatches,
    lag_seconds: input.readUntil === null ? null : Math.max(0, Math.round((input.at.getTime() - Date.parse(input.readUntil)) / 1e3)),
    error: input.error
  };
}
__name(channelHealth, "channelHealth");

export {
  ChannelHealthSchema,
  channelHealth
};
