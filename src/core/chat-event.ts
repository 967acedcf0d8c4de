// The chat event, and the fields the Tier-0 classifier adds to it: the one shape every adapter
// produces and every later step reads. Validated at each boundary (adapter output, NDJSON on stdin,
// repository_dispatch payloads), because chat text is untrusted and adapters are many.

import * as z from 'zod';

/** The chat platforms tend reads and posts to. */
const CHAT_PLATFORMS = ['slack', 'discord', 'mattermost', 'teams', 'lark'] as const;
export const ChatPlatformSchema = z.enum(CHAT_PLATFORMS);
export type ChatPlatform = z.infer<typeof ChatPlatformSchema>;

/** A chat message, the same for every platform. `thread_id` is the root message's id for a reply, null for a top-level message. */
export const ChatEventSchema = z
  .object({
    platform: ChatPlatformSchema,
    chat_id: z.string().min(1),
    chat_name: z.string(),
    message_id: z.string().min(1),
    create_time: z.iso.datetime({ offset: true }),
    msg_type: z.string().min(1),
    content: z.string(),
    thread_id: z.string().min(1).nullable(),
    sender: z.object({ id: z.string().min(1), type: z.enum(['user', 'bot']) }).strict(),
    mentions: z.array(z.string()),
    /** The message's link on the platform, when the adapter has one (core/message-link.ts checks its host). */
    link: z.url({ protocol: /^https$/ }).max(500).optional(),
  })
  .strict();
export type ChatEvent = z.infer<typeof ChatEventSchema>;

const CLASSIFICATIONS = ['actionable', 'ambient', 'ack'] as const;

/** The fields the Tier-0 classifier adds. */
const ClassificationFieldsSchema = z
  .object({
    is_bot_mention: z.boolean(),
    is_question: z.boolean(),
    is_ack_or_emoji: z.boolean(),
    is_internal_chatter: z.boolean(),
    mentions_thread_with_inflight: z.boolean(),
    classification: z.enum(CLASSIFICATIONS),
    classifier_confidence: z.number().min(0).max(1),
    classifier_version: z.string().min(1),
    classified_at: z.iso.datetime({ offset: true }),
  })
  .strict();

export const ClassifiedEventSchema = ChatEventSchema.extend(ClassificationFieldsSchema.shape).strict();
export type ClassifiedEvent = z.infer<typeof ClassifiedEventSchema>;

/** The thread a message belongs to: its own id when it starts one. Stable across platforms. */
export function threadKeyOf(event: Pick<ChatEvent, 'platform' | 'chat_id' | 'message_id' | 'thread_id'>): string {
  return `${event.platform}:${event.chat_id}:${event.thread_id ?? event.message_id}`;
}
