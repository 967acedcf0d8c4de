import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  DiscordAPIError,
  HTTPError,
  REST,
  Routes
} from "./chunk-J52XIR63.js";
import {
  ChatApiError
} from "./chunk-5EY3UU44.js";
import "./chunk-2NYCHYZ4.js";
import "./chunk-KRQCIFPU.js";
import {
  platformMessageLink
} from "./chunk-UEZY675Q.js";
import {
  array,
  boolean,
  literal,
  looseObject,
  number,
  strictObject,
  string,
  tuple
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/discord-snowflake.ts
var DISCORD_EPOCH_MS = 1420070400000n;
function snowflakeAt(at, increment = 0) {
  return (BigInt(at.getTime()) - DISCORD_EPOCH_MS << 22n | 1n << 17n | BigInt(increment & 4095)).toString();
}
__name(snowflakeAt, "snowflakeAt");
function compareSnowflakes(a, b) {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
__name(compareSnowflakes, "compareSnowflakes");

// src/chat/adapters/discord.ts
var PAGE_LIMIT = 100;
var MAX_PAGES = 20;
var MAX_ROOTS = 100;
var MAX_CHAIN_FETCHES = 5;
var Snowflake = string().regex(/^\d{1,20}$/);
var DiscordCursorSchema = strictObject({
  v: literal(1),
  /** Newest message id read; the next read starts after it. */
  after: Snowflake,
  /** Recent replies and the root of their chain, newest last. */
  roots: array(tuple([Snowflake, Snowflake])).max(MAX_ROOTS)
});
var ReferenceSchema = looseObject({ message_id: Snowflake.optional() });
var DiscordMessageSchema = looseObject({
  id: Snowflake,
  type: number(),
  content: string(),
  timestamp: string(),
  author: looseObject({ id: Snowflake, bot: boolean().optional() }),
  mentions: array(looseObject({ id: Snowflake })).default([]),
  attachments: array(looseObject({ content_type: string().optional() })).default([]),
  message_reference: ReferenceSchema.optional(),
  referenced_message: looseObject({ id: Snowflake, message_reference: ReferenceSchema.optional() }).nullable().optional()
});
function discordAdapter(options) {
  const now = options.now ?? (() => /* @__PURE__ */ new Date());
  const rest = new REST({
    version: "10",
    ...options.apiUrl ? { api: options.apiUrl } : {},
    retries: options.retries ?? 3,
    timeout: options.timeoutMs ?? 3e4,
    handlerSweepInterval: 0,
    hashSweepInterval: 0
  }).setToken(options.token);
  async function call(operation, run, schema) {
    let data;
    try {
      data = await run();
    } catch (error) {
      throw new ChatApiError("discord", operation, discordErrorDetail(error));
    }
    return schema.parse(data);
  }
  __name(call, "call");
  const guilds = /* @__PURE__ */ new Map();
  const guildOf = /* @__PURE__ */ __name((channelId) => {
    let known = guilds.get(channelId);
    if (!known) {
      known = call("get channel", () => rest.get(Routes.channel(channelId)), looseObject({ guild_id: Snowflake.nullish() })).then(
        (c) => c.guild_id ?? "@me",
        () => null
      );
      guilds.set(channelId, known);
    }
    return known;
  }, "guildOf");
  return {
    platform: "discord",
    parseCursor: /* @__PURE__ */ __name((stored) => DiscordCursorSchema.parse(stored), "parseCursor"),
    async readSince(channel, cursor, read = {}) {
      let after = cursor?.after ?? snowflakeAt(read.startAt ?? new Date(now().getTime() - 36e5));
      const roots = new Map(cursor?.roots ?? []);
      const events = [];
      let fetches = 0;
      const rootOf = /* @__PURE__ */ __name(async (message) => {
        const parentId = message.message_reference?.message_id;
        if (message.type !== 19 || !parentId) return null;
        let id = parentId;
        let parent = message.referenced_message ?? null;
        for (let hop = 0; hop <= MAX_CHAIN_FETCHES; hop += 1) {
          const known = roots.get(id);
          if (known) return known;
          const next = parent?.message_reference?.message_id;
          if (parent && !next) return id;
          if (!parent) {
            if (fetches >= MAX_CHAIN_FETCHES * 10) return id;
            fetches += 1;
            try {
              parent = await call("get message", () => rest.get(Routes.channelMessage(channel.chat_id, id)), DiscordMessageSchema);
            } catch {
              return id;
            }
            continue;
          }
          id = next;
          parent = null;
        }
        return id;
      }, "rootOf");
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const list = await call(
          "get channel messages",
          () => rest.get(Routes.channelMessages(channel.chat_id), { query: new URLSearchParams({ after, limit: String(PAGE_LIMIT) }) }),
          array(DiscordMessageSchema)
        );
        const ascending = list.filter((m) => compareSnowflakes(m.id, after) > 0).sort((a, b) => compareSnowflakes(a.id, b.id));
        for (const message of ascending) {
          const root = await rootOf(message);
          if (root !== null) roots.set(message.id, root);
          events.push(toEvent(message, channel, root));
          after = message.id;
        }
        if (list.length < PAGE_LIMIT) break;
      }
      void read.followThreads;
      const guild = events.length > 0 ? await guildOf(channel.chat_id) : null;
      const linked = guild === null ? events : events.map((e) => withLink(e, guild));
      const kept = [...roots.entries()].sort((a, b) => compareSnowflakes(a[0], b[0])).slice(-MAX_ROOTS);
      return { events: linked, cursor: { v: 1, after, roots: kept } };
    },
    async postReply(target, text) {
      const posted = await call(
        "create message",
        () => rest.post(Routes.channelMessages(target.chat_id), {
          body: { content: text, message_reference: { message_id: target.reply_to_message_id, fail_if_not_exists: true }, allowed_mentions: { parse: [] } }
        }),
        DiscordMessageSchema
      );
      return { posted_message_id: posted.id, posted_at: new Date(posted.timestamp).toISOString() };
    }
  };
}
__name(discordAdapter, "discordAdapter");
function toEvent(message, channel, root) {
  return {
    platform: "discord",
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: message.id,
    create_time: new Date(message.timestamp).toISOString(),
    msg_type: msgType(message, root),
    content: message.content,
    thread_id: root,
    sender: { id: message.author.id, type: message.author.bot ? "bot" : "user" },
    mentions: [...new Set(message.mentions.map((u) => u.id))]
  };
}
__name(toEvent, "toEvent");
function withLink(event, guild) {
  const link = platformMessageLink("discord", `https://discord.com/channels/${guild}/${event.chat_id}/${event.message_id}`);
  return link ? { ...event, link } : event;
}
__name(withLink, "withLink");
function msgType(message, root) {
  if (root !== null) return "thread_reply";
  if (message.attachments.length > 0) return message.attachments.some((a) => a.content_type?.startsWith("image/")) ? "image" : "file";
  return message.type === 0 ? "text" : `system:${message.type}`;
}
__name(msgType, "msgType");
function discordErrorDetail(error) {
  if (error instanceof DiscordAPIError) return `${error.status} ${error.message} (code ${String(error.code)})`;
  if (error instanceof HTTPError) return `HTTP ${error.status} ${error.message}`;
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}
__name(discordErrorDetail, "discordErrorDetail");
export {
  DiscordCursorSchema,
  MAX_ROOTS,
  discordAdapter
};
