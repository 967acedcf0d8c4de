// What the watcher sends and the orchestrator receives: one repository_dispatch `tend-chat` per
// chat thread. GitHub caps client_payload at 10 top-level keys and under 64 KB (DESIGN.md), and
// the payload comes from whoever holds a write token, so the receiver validates it like any input.

import * as z from 'zod';
import { ClassifiedEventSchema } from '../core/chat-event.js';

export const CHAT_EVENT_TYPE = 'tend-chat';
/** GitHub refuses a client_payload of 64 KB or more; stay well under with JSON overhead. */
export const MAX_PAYLOAD_BYTES = 60_000;
export const MAX_EVENTS_PER_DISPATCH = 20;

export const ChatDispatchPayloadSchema = z
  .object({
    /** Payload schema version. */
    v: z.literal(1),
    /** `platform:chat_id:root_message_id` (see threadKeyOf). */
    thread_key: z.string().min(3).max(300),
    /** The thread's new actionable messages, oldest first; the orchestrator ignores message_ids it has already seen. */
    events: z.array(ClassifiedEventSchema).min(1).max(MAX_EVENTS_PER_DISPATCH),
  })
  .strict();
export type ChatDispatchPayload = z.infer<typeof ChatDispatchPayloadSchema>;

export function payloadBytes(payload: ChatDispatchPayload): number {
  return Buffer.byteLength(JSON.stringify(payload), 'utf8');
}
