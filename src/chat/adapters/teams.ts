// Microsoft Teams adapter: reads a channel through Microsoft Graph v1.0 and posts replies in its
// threads. Plain `fetch` (json-api.ts) rather than `@microsoft/microsoft-graph-client`: that client
// brings its own auth-provider plumbing for three routes, and every answer is zod-checked anyway.
//
// Identity: chat_id is `<team-id>/<channel-id>` (a channel id never holds a `/`; a team id is a
// GUID). The token is a delegated token of the account tend speaks as: Graph allows posting
// channel replies with application permissions only for migration, so "the bot" in Teams is a
// dedicated service account; its own messages, and any message `from.application`, read as bot.
//
// Reading: Graph lists top-level messages without their replies, newest activity first, and
// documents no date filter for them (delta queries exist but are not used: they need a stored
// deltaLink per channel and still list replies separately). So each read pages the top-level
// messages back to the cursor, then lists the replies of every thread that may have new ones:
// threads started or touched since the cursor, and the recently active threads the cursor keeps
// (bounded by count and age), and the threads the watcher asks to follow (replies awaited by an
// open question). A reply to any other thread that went quiet for longer than that window
// and whose root shows no newer activity is not seen: the bound is deliberate and documented.
// A quiet read costs one request per polled thread plus one page (21 with the defaults), which
// is why the tracked threads are few: in-flight threads come from the watcher's followThreads.
// Like Mattermost's, the cursor holds the newest createdDateTime plus the ids at that millisecond.

import * as z from 'zod';
import type { ChatEvent } from '../../core/chat-event.js';
import { platformMessageLink } from '../../core/message-link.js';
import type { ChatAdapter, PostedReply, ReplyTarget } from './adapter.js';
import { callJson, type JsonApi, type JsonApiRetry } from './json-api.js';

const IdentitySchema = z.object({ id: z.string().min(1), displayName: z.string().nullish() }).nullish();

const MessageSchema = z.object({
  id: z.string().min(1),
  replyToId: z.string().nullish(),
  messageType: z.string(),
  createdDateTime: z.iso.datetime({ offset: true }),
  lastModifiedDateTime: z.iso.datetime({ offset: true }).nullish(),
  deletedDateTime: z.string().nullish(),
  from: z.object({ user: IdentitySchema, application: IdentitySchema }).nullish(),
  body: z.object({ contentType: z.enum(['text', 'html']), content: z.string().nullish() }),
  /** The message's link in Teams (Graph chatMessage resource, `webUrl`). */
  webUrl: z.string().nullish(),
  attachments: z.array(z.unknown()).nullish(),
  mentions: z
    .array(
      z.object({
        id: z.number().int(),
        mentioned: z
          .object({ user: IdentitySchema, application: IdentitySchema, conversation: IdentitySchema, tag: IdentitySchema })
          .partial()
          .nullish(),
      }),
    )
    .nullish(),
});
type Message = z.infer<typeof MessageSchema>;

const PageSchema = z.object({ value: z.array(MessageSchema), '@odata.nextLink': z.url().optional() });
const MeSchema = z.object({ id: z.string().min(1) });

const TeamsCursorSchema = z
  .object({
    /** Newest createdDateTime read so far, epoch ms. */
    since_ms: z.number().int().nonnegative(),
    /** Messages created at exactly `since_ms` already read. */
    ids_at_since: z.array(z.string()),
    /** Recently active threads whose replies are polled: root id and newest activity (ms). */
    threads: z.array(z.object({ root_id: z.string().min(1), active_ms: z.number().int().nonnegative() }).strict()),
  })
  .strict();
type TeamsCursor = z.infer<typeof TeamsCursorSchema>;

export interface TeamsAdapterOptions {
  /** Graph base URL without the version, https://graph.microsoft.com by default. */
  url?: string;
  /** Delegated Graph token of the account tend posts as (ChannelMessage.Read.All, ChannelMessage.Send). */
  token: string;
  /** Messages per page (Graph allows up to 50). */
  top?: number;
  lookbackMs?: number;
  maxPages?: number;
  /** Threads whose replies are polled on every read, newest activity first. */
  maxThreads?: number;
  /** A thread quiet for longer than this stops being polled (unless its root shows new activity). */
  threadWindowMs?: number;
  now?: () => number;
  retry?: JsonApiRetry;
}

const DEFAULTS = { url: 'https://graph.microsoft.com', top: 50, lookbackMs: 24 * 60 * 60 * 1000, maxPages: 20, maxThreads: 20, threadWindowMs: 3 * 24 * 60 * 60 * 1000 };

/** `<team-id>/<channel-id>` → its two parts; anything else is refused with what is expected. */
export function parseTeamsChatId(chatId: string): { teamId: string; channelId: string } {
  const slash = chatId.indexOf('/');
  const teamId = chatId.slice(0, slash);
  const channelId = chatId.slice(slash + 1);
  if (slash <= 0 || channelId === '' || channelId.includes('/')) {
    throw new Error(`Teams chat_id '${chatId}' is not '<team-id>/<channel-id>' (e.g. 8f5b…-…/19:abc…@thread.tacv2).`);
  }
  return { teamId, channelId };
}

export function createTeamsAdapter(options: TeamsAdapterOptions): ChatAdapter<TeamsCursor> {
  const base = `${(options.url ?? DEFAULTS.url).replace(/\/+$/, '')}/v1.0`;
  const top = options.top ?? DEFAULTS.top;
  const maxPages = options.maxPages ?? DEFAULTS.maxPages;
  const now = options.now ?? Date.now;
  const api: JsonApi = {
    platform: 'teams',
    token: options.token,
    describeError: (body) => {
      const parsed = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).safeParse(body);
      return parsed.success ? `${parsed.data.error.code}: ${parsed.data.error.message}` : undefined;
    },
    authHint: 'check the teams-token secret (a delegated Microsoft Graph token with ChannelMessage.Read.All and ChannelMessage.Send)',
    ...(options.retry ? { retry: options.retry } : {}),
  };
  let me: string | undefined;
  const self = async () => (me ??= (await callJson(api, 'GET', `${base}/me`, MeSchema)).id);
  const channelUrl = (chatId: string) => {
    const { teamId, channelId } = parseTeamsChatId(chatId);
    return `${base}/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/messages`;
  };

  /** Pages newest first until a page reaches back past `sinceMs` (by `timeOf`). */
  async function pagesBack(url: string, sinceMs: number, timeOf: (m: Message) => number): Promise<Message[]> {
    const out: Message[] = [];
    let next: string | undefined = `${url}?$top=${top}`;
    for (let page = 0; next !== undefined && page < maxPages; page += 1) {
      const result: z.infer<typeof PageSchema> = await callJson(api, 'GET', next, PageSchema);
      out.push(...result.value);
      if (result.value.some((m) => timeOf(m) < sinceMs)) break;
      next = result['@odata.nextLink'];
    }
    return out;
  }

  return {
    platform: 'teams',
    parseCursor: (stored) => TeamsCursorSchema.parse(stored),

    async readSince(channel, cursor, read = {}) {
      const messagesUrl = channelUrl(channel.chat_id);
      const at = now();
      const firstFrom = read.startAt?.getTime() ?? at - (options.lookbackMs ?? DEFAULTS.lookbackMs);
      const from: TeamsCursor = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [], threads: [] };
      const selfId = await self();

      const roots = await pagesBack(messagesUrl, from.since_ms, activityOf);
      const toPoll = new Set([...roots.filter((r) => activityOf(r) >= from.since_ms).map((r) => r.id), ...from.threads.map((t) => t.root_id), ...(read.followThreads ?? [])]);
      const replies: Message[] = [];
      for (const rootId of toPoll) {
        replies.push(...(await pagesBack(`${messagesUrl}/${encodeURIComponent(rootId)}/replies`, from.since_ms, createdOf)));
      }

      const known = new Set(from.ids_at_since);
      const unique = new Map([...roots, ...replies].map((m) => [m.id, m]));
      const fresh = [...unique.values()]
        .filter((m) => !m.deletedDateTime)
        .filter((m) => createdOf(m) > from.since_ms || (createdOf(m) === from.since_ms && !known.has(m.id)))
        .sort((a, b) => createdOf(a) - createdOf(b) || a.id.localeCompare(b.id));
      const events = fresh.map((m) => toEvent(m, channel, selfId));

      const newest = fresh.reduce((max, m) => Math.max(max, createdOf(m)), from.since_ms);
      const atNewest = fresh.filter((m) => createdOf(m) === newest).map((m) => m.id);
      const next: TeamsCursor = {
        since_ms: newest,
        ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest,
        threads: activeThreads(from.threads, roots, replies, at - (options.threadWindowMs ?? DEFAULTS.threadWindowMs), options.maxThreads ?? DEFAULTS.maxThreads),
      };
      return { events, cursor: TeamsCursorSchema.parse(next) };
    },

    async postReply(target: ReplyTarget, text: string): Promise<PostedReply> {
      const repliesUrl = `${channelUrl(target.chat_id)}/${encodeURIComponent(target.thread_id)}/replies`;
      const selfId = await self();
      const startedMs = now() - 60_000;
      // Graph has no idempotency key: after a failure that may have posted, look for the reply first.
      const recover = async () => {
        const recent = await pagesBack(repliesUrl, startedMs, createdOf);
        return recent.find((m) => m.from?.user?.id === selfId && m.body.contentType === 'text' && m.body.content === text);
      };
      // contentType text: the reply is shown exactly as written, never interpreted as HTML.
      const posted = await callJson(api, 'POST', repliesUrl, MessageSchema, { body: { body: { contentType: 'text', content: text } }, recover });
      return { posted_message_id: posted.id, posted_at: new Date(createdOf(posted)).toISOString() };
    },
  };
}

function createdOf(m: Message): number {
  return Date.parse(m.createdDateTime);
}

function activityOf(m: Message): number {
  return Math.max(createdOf(m), m.lastModifiedDateTime ? Date.parse(m.lastModifiedDateTime) : 0);
}

/** Threads to keep polling: newest activity first, within the window, at most `max`. */
function activeThreads(previous: TeamsCursor['threads'], roots: Message[], replies: Message[], oldestMs: number, max: number): TeamsCursor['threads'] {
  const active = new Map(previous.map((t) => [t.root_id, t.active_ms]));
  const touch = (id: string, ms: number) => active.set(id, Math.max(active.get(id) ?? 0, ms));
  for (const root of roots) touch(root.id, createdOf(root));
  for (const reply of replies) if (reply.replyToId) touch(reply.replyToId, createdOf(reply));
  return [...active.entries()]
    .filter(([, ms]) => ms >= oldestMs)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([root_id, active_ms]) => ({ root_id, active_ms }));
}

function toEvent(m: Message, channel: { chat_id: string; chat_name: string }, selfId: string): ChatEvent {
  const senderId = m.from?.user?.id ?? m.from?.application?.id ?? 'unknown';
  const isBot = m.from?.application != null || senderId === selfId;
  const mentions = (m.mentions ?? [])
    .map((x) => x.mentioned?.user?.id ?? x.mentioned?.application?.id ?? x.mentioned?.conversation?.id ?? x.mentioned?.tag?.id)
    .filter((id): id is string => id !== undefined);
  const content = m.body.content ?? '';
  const link = platformMessageLink('teams', m.webUrl);
  return {
    platform: 'teams',
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: m.id,
    create_time: new Date(createdOf(m)).toISOString(),
    msg_type: m.messageType !== 'message' ? m.messageType : m.replyToId ? 'thread_reply' : (m.attachments?.length ?? 0) > 0 ? 'file' : 'text',
    content: m.body.contentType === 'html' ? htmlToText(content) : content,
    thread_id: m.replyToId ?? null,
    sender: { id: senderId, type: isBot ? 'bot' : 'user' },
    mentions: [...new Set(mentions)],
    ...(link ? { link } : {}),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Teams message HTML as the text a person reads: `<at>` mentions become `@Name`, block ends become
 * line breaks, other tags go, entities are decoded. Only for reading; the result stays data.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<at\b[^>]*>([\s\S]*?)<\/at>/gi, '@$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
