import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  iso_exports
} from "./chunk-KRQCIFPU.js";
import {
  _enum,
  array,
  boolean,
  number,
  object,
  string,
  url
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/core/chat-event.ts
var CHAT_PLATFORMS = ["slack", "discord", "mattermost", "teams", "lark"];
var ChatPlatformSchema = _enum(CHAT_PLATFORMS);
var ChatEventSchema = object({
  platform: ChatPlatformSchema,
  chat_id: string().min(1),
  chat_name: string(),
  message_id: string().min(1),
  create_time: iso_exports.datetime({ offset: true }),
  msg_type: string().min(1),
  content: string(),
  thread_id: string().min(1).nullable(),
  sender: object({ id: string().min(1), type: _enum(["user", "bot"]) }).strict(),
  mentions: array(string()),
  /** The message's link on the platform, when the adapter has one (core/message-link.ts checks its host). */
  link: url({ protocol: /^https$/ }).max(500).optional()
}).strict();
var CLASSIFICATIONS = ["actionable", "ambient", "ack"];
var ClassificationFieldsSchema = object({
  is_bot_mention: boolean(),
  is_question: boolean(),
  is_ack_or_emoji: boolean(),
  is_internal_chatter: boolean(),
  mentions_thread_with_inflight: boolean(),
  classification: _enum(CLASSIFICATIONS),
  classifier_confidence: number().min(0).max(1),
  classifier_version: string().min(1),
  classified_at: iso_exports.datetime({ offset: true })
}).strict();
var ClassifiedEventSchema = ChatEventSchema.extend(ClassificationFieldsSchema.shape).strict();
function threadKeyOf(event) {
  return `${event.platform}:${event.chat_id}:${event.thread_id ?? event.message_id}`;
}
__name(threadKeyOf, "threadKeyOf");

export {
  ChatPlatformSchema,
  ChatEventSchema,
  ClassifiedEventSchema,
  threadKeyOf
};
