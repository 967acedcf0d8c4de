// Discord through the official `@discordjs/rest` client (API v10): channel messages after the
// cursor's snowflake, oldest first, and replies posted with `message_reference` as the bot. Discord
// has no thread id on a reply, only the message it answers: the chat event's thread_id is the root
// of the reply chain, resolved from the cursor's bounded map of recent replies, then from
// `referenced_message`, then (at most MAX_CHAIN_FETCHES hops) by fetching the referenced message.
// The token comes from the `discord-token` secret only.

import { DiscordAPIError, HTTPError, REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import * as z from 'zod';
import type { ChatEvent } from '../../core/chat-event.js';
import { platformMessageLink } from '../../core/message-link.js';
import type { ChatAdapter, PostedReply, ReadOptions, ReplyTarget } from './adapter.js';
import { compareSnowflakes, snowflakeAt } from './discord-snowflake.js';
import { ChatApiError } from './errors.js';

const PAGE_LIMIT = 100;
const MAX_PAGES = 20;
/** Replies remembered (message id → root id) for chain resolution across runs. */
export const MAX_ROOTS = 100;
const MAX_CHAIN_FETCHES = 5;

const Snowflake = z.string().regex(/^\d{1,20}$/);

export const DiscordCursorSchema = z.strictObject({
  v: z.literal(1),
  /** Newest message id read; the next read starts after it. */
  after: Snowflake,
  /** Recent replies and the root of their chain, newest last. */
  roots: z.array(z.tuple([Snowflake, Snowflake])).max(MAX_ROOTS),
});
type DiscordCursor = z.infer<typeof DiscordCursorSchema>;

const ReferenceSchema = z.looseObject({ message_id: Snowflake.optional() });
const DiscordMessageSchema = z.looseObject({
  id: Snowflake,
  type: z.number(),
  content: z.string(),
  timestamp: z.string(),
  author: z.looseObject({ id: Snowflake, bot: z.boolean().optional() }),
  mentions: z.array(z.looseObject({ id: Snowflake })).default([]),
  attachments: z.array(z.looseObject({ content_type: z.string().optional() })).default([]),
  message_reference: ReferenceSchema.optional(),
  referenced_message: z.looseObject({ id: Snowflake, message_reference: ReferenceSchema.optional() }).nullable().optional(),
});
type DiscordMessage = z.infer<typeof DiscordMessageSchema>;

interface DiscordAdapterOptions {
  token: string;
  /** REST base (…/api) for tests; Discord's own when absent. */
  apiUrl?: string;
  now?: () => Date;
  retries?: number;
  timeoutMs?: number;
}

export function discordAdapter(options: DiscordAdapterOptions): ChatAdapter<DiscordCursor> {
  const now = options.now ?? (() => new Date());
  const rest = new REST({
    version: '10',
    ...(options.apiUrl ? { api: options.apiUrl } : {}),
    retries: options.retries ?? 3,
    timeout: options.timeoutMs ?? 30_000,
    handlerSweepInterval: 0,
    hashSweepInterval: 0,
  }).setToken(options.token);

  async function call<T>(operation: string, run: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    let data: unknown;
    try {
      data = await run();
    } catch (error) {
      throw new ChatApiError('discord', operation, discordErrorDetail(error));
    }
    return schema.parse(data);
  }

  // The guild of each channel, read once per adapter (GET /channels/{id}, `guild_id`; absent for a
  // DM, whose links use @me): message links need it. A channel that does not answer gets no links.
  const guilds = new Map<string, Promise<string | null>>();
  const guildOf = (channelId: string) => {
    let known = guilds.get(channelId);
    if (!known) {
      known = call('get channel', () => rest.get(Routes.channel(channelId)), z.looseObject({ guild_id: Snowflake.nullish() })).then(
        (c) => c.guild_id ?? '@me',
        () => null,
      );
      guilds.set(channelId, known);
    }
    return known;
  };

  return {
    platform: 'discord',
    parseCursor: (stored) => DiscordCursorSchema.parse(stored),

    async readSince(channel, cursor, read: ReadOptions = {}) {
      let after = cursor?.after ?? snowflakeAt(read.startAt ?? new Date(now().getTime() - 3600_000));
      const roots = new Map(cursor?.roots ?? []);
      const events: ChatEvent[] = [];
      let fetches = 0;

      const rootOf = async (message: DiscordMessage): Promise<string | null> => {
        const parentId = message.message_reference?.message_id;
        if (message.type !== 19 || !parentId) return null;
        let id = parentId;
        let parent = message.referenced_message ?? null;
        for (let hop = 0; hop <= MAX_CHAIN_FETCHES; hop += 1) {
          const known = roots.get(id);
          if (known) return known;
          const next = parent?.message_reference?.message_id;
          if (parent && !next) return id; // the referenced message is not a reply: it is the root
          if (!parent) {
            if (fetches >= MAX_CHAIN_FETCHES * 10) return id;
            fetches += 1;
            try {
              parent = await call('get message', () => rest.get(Routes.channelMessage(channel.chat_id, id)), DiscordMessageSchema);
            } catch {
              return id; // deleted or unreadable: the chain ends at what we know
            }
            continue;
          }
          id = next!;
          parent = null;
        }
        return id;
      };

      for (let page = 0; page < MAX_PAGES; page += 1) {
        const list = await call(
          'get channel messages',
          () => rest.get(Routes.channelMessages(channel.chat_id), { query: new URLSearchParams({ after, limit: String(PAGE_LIMIT) }) }),
          z.array(DiscordMessageSchema),
        );
        const ascending = list.filter((m) => compareSnowflakes(m.id, after) > 0).sort((a, b) => compareSnowflakes(a.id, b.id));
        for (const message of ascending) {
          const root = await rootOf(message);
          if (root !== null) roots.set(message.id, root);
          events.push(toEvent(message, channel, root));
          after = message.id;
        }
        // Pages go oldest first, so stopping early (MAX_PAGES) loses nothing: the next run goes on from `after`.
        if (list.length < PAGE_LIMIT) break;
      }
      void read.followThreads; // Discord replies are in the channel stream: nothing extra to read.
      const guild = events.length > 0 ? await guildOf(channel.chat_id) : null;
      const linked = guild === null ? events : events.map((e) => withLink(e, guild));
      const kept = [...roots.entries()].sort((a, b) => compareSnowflakes(a[0], b[0])).slice(-MAX_ROOTS);
      return { events: linked, cursor: { v: 1, after, roots: kept } };
    },

    async postReply(target: ReplyTarget, text: string): Promise<PostedReply> {
      const posted = await call(
        'create message',
        () =>
          rest.post(Routes.channelMessages(target.chat_id), {
            body: { content: text, message_reference: { message_id: target.reply_to_message_id, fail_if_not_exists: true }, allowed_mentions: { parse: [] } },
          }),
        DiscordMessageSchema,
      );
      return { posted_message_id: posted.id, posted_at: new Date(posted.timestamp).toISOString() };
    },
  };
}

/** The chat event of a Discord message; `root` is the reply chain's root, null for a top-level message. */
function toEvent(message: DiscordMessage, channel: { chat_id: string; chat_name: string }, root: string | null): ChatEvent {
  return {
    platform: 'discord',
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: message.id,
    create_time: new Date(message.timestamp).toISOString(),
    msg_type: msgType(message, root),
    content: message.content,
    thread_id: root,
    sender: { id: message.author.id, type: message.author.bot ? 'bot' : 'user' },
    mentions: [...new Set(message.mentions.map((u) => u.id))],
  };
}

/** The message's link, `https://discord.com/channels/<guild or @me>/<channel>/<message>` (discord.js formatters, messageLink). */
function withLink(event: ChatEvent, guild: string): ChatEvent {
  const link = platformMessageLink('discord', `https://discord.com/channels/${guild}/${event.chat_id}/${event.message_id}`);
  return link ? { ...event, link } : event;
}

function msgType(message: DiscordMessage, root: string | null): string {
  if (root !== null) return 'thread_reply';
  if (message.attachments.length > 0) return message.attachments.some((a) => a.content_type?.startsWith('image/')) ? 'image' : 'file';
  return message.type === 0 ? 'text' : `system:${message.type}`;
}

function discordErrorDetail(error: unknown): string {
  if (error instanceof DiscordAPIError) return `${error.status} ${error.message} (code ${String(error.code)})`;
  if (error instanceof HTTPError) return `HTTP ${error.status} ${error.message}`;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
