// What every chat adapter (Slack, Discord, Mattermost, Teams, Lark) offers the rest of tend.
// Adapters are the only chat code that does I/O; tokens reach them from secrets and never leave them.

import type { ChatEvent } from '../../core/chat-event.js';
import { type ChatPlatform } from '../../core/chat-event.js';

/** Where a reply goes: the thread (root message) in a channel, answering one message of it. */
export interface ReplyTarget {
  chat_id: string;
  /** The thread's root message id (Slack `thread_ts`, Discord the replied-to message, ...). */
  thread_id: string;
  /** The message being answered; the root when the question started the thread. */
  reply_to_message_id: string;
}

export interface PostedReply {
  posted_message_id: string;
  /** RFC 3339. */
  posted_at: string;
}

/** Posts as the bot identity, in the thread. Throws on any failure: a reply is never half-posted. */
export interface ChatReplyPoster {
  readonly platform: ChatPlatform;
  postReply(target: ReplyTarget, text: string): Promise<PostedReply>;
}

/**
 * Reads a channel from a cursor. The cursor is the adapter's own JSON (e.g. Slack's newest `ts`
 * plus the open threads' newest reply): opaque to the watcher, which stores it durably.
 */
interface ChatReader<Cursor> {
  readonly platform: ChatPlatform;
  /** Parses a stored cursor (from the watcher's state issue); throws when it is not this adapter's shape. */
  parseCursor(stored: unknown): Cursor;
  readSince(channel: { chat_id: string; chat_name: string }, cursor: Cursor | null, options?: ReadOptions): Promise<{ events: ChatEvent[]; cursor: Cursor }>;
}

/** What the watcher tells a reader beyond the cursor. */
export interface ReadOptions {
  /** Thread roots (message ids) in flight in this channel: their new replies must be read even when the cursor stopped following them. */
  followThreads?: readonly string[];
  /** With no cursor yet: read messages from this time on (the first run does not replay a channel's whole history). */
  startAt?: Date;
}

export type ChatAdapter<Cursor = unknown> = ChatReplyPoster & ChatReader<Cursor>;
