// Lark / Feishu through the official SDK (@larksuiteoapi/node-sdk) as a self-built app: the SDK
// fetches and caches the tenant_access_token (POST /open-apis/auth/v3/tenant_access_token/internal,
// https://open.larkoffice.com/document/ukTMukTMukTM/ukDNz4SO0MjL5QzM/auth-v3/auth/tenant_access_token_internal),
// tend reads a chat since its cursor and replies in the message's topic as the bot.
//
// Reading (https://open.larksuite.com/document/server-docs/im-v1/message/list): GET
// /open-apis/im/v1/messages, oldest first, from `start_time` (seconds). In a group the "chat"
// container lists only a topic's root message; the topic's replies are read with container_id_type
// "thread" and the root's thread_id. Quote replies outside a topic are in the chat container with
// root_id/parent_id. Either way a reply's thread key is its root message id, like every adapter.
//
// Cursor: the newest create_time (ms) read plus the ids at that millisecond (start_time has
// second precision, so the adapter filters to the millisecond itself), and up to MAX_THREADS
// topics (root id, thread id, their own cursor). A topic is followed while it saw activity in the
// last THREAD_WINDOW_MS or tend has it in flight (the watcher passes those; a root not yet known
// as a topic is looked up with GET /open-apis/im/v1/messages/{id} to learn its thread_id).
//
// Errors: Lark answers most failures with a non-zero `code` (HTTP 200 or 400); the rate limit is
// HTTP 429 / code 99991400 with x-ogw-ratelimit-reset (seconds), waited out and retried.

import { Client, AppType, LoggerLevel } from '@larksuiteoapi/node-sdk';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { ChatEvent } from '../../core/chat-event.js';
import type { ChatAdapter, PostedReply, ReplyTarget } from './adapter.js';
import { ChatApiError } from './errors.js';

export const MAX_THREADS = 50;
const THREAD_WINDOW_MS = 48 * 3600_000;
const PAGE_SIZE = 50;
const MAX_PAGES = 20;
const MAX_RETRIES = 3;
/** Longest wait tend accepts for a rate-limit reset before failing the read. */
const MAX_RESET_WAIT_MS = 60_000;
const RATE_LIMITED = 99991400;
/**
 * Rate limits: the gateway's 99991400 (HTTP 429, x-ogw-ratelimit-reset) and the message service's
 * per-chat 230020 and per-app 11232, observed on HTTP 400 (openclaw's Feishu client retries them).
 */
const RATE_LIMITS = new Set([RATE_LIMITED, 230020, 11232]);
/** Invalid, expired or missing tenant_access_token (Lark's general error codes). */
const TOKEN_REFUSED = new Set([99991661, 99991663, 99991668]);

const Position = { since_ms: z.number().int().nonnegative(), ids_at_since: z.array(z.string()) };
export const LarkCursorSchema = z.strictObject({
  v: z.literal(1),
  ...Position,
  threads: z.array(z.strictObject({ root: z.string().min(1), thread: z.string().min(1), ...Position, active_ms: z.number().int().nonnegative() })).max(MAX_THREADS * 2),
});
export type LarkCursor = z.infer<typeof LarkCursorSchema>;
type TopicCursor = LarkCursor['threads'][number];

const MentionSchema = z.looseObject({
  key: z.string(),
  // A string open_id in the message APIs; an id object in events (im.message.receive_v1).
  id: z.union([z.string(), z.looseObject({ open_id: z.string().optional() })]),
  name: z.string().optional().default(''),
});
const MessageSchema = z.looseObject({
  message_id: z.string().min(1),
  root_id: z.string().optional(),
  parent_id: z.string().optional(),
  thread_id: z.string().optional(),
  msg_type: z.string().min(1),
  create_time: z.string().regex(/^\d+$/),
  deleted: z.boolean().optional(),
  chat_id: z.string().optional(),
  sender: z.looseObject({ id: z.string(), id_type: z.string().optional(), sender_type: z.string() }),
  body: z.looseObject({ content: z.string() }).optional(),
  mentions: z.array(MentionSchema).optional(),
});
type LarkMessage = z.infer<typeof MessageSchema>;
const ListDataSchema = z.looseObject({ has_more: z.boolean().optional(), page_token: z.string().optional(), items: z.array(MessageSchema).optional().default([]) });
const GetDataSchema = z.looseObject({ items: z.array(MessageSchema).optional().default([]) });
const EnvelopeSchema = z.looseObject({ code: z.number(), msg: z.string().optional().default(''), data: z.unknown().optional() });

export interface LarkAdapterOptions {
  /** The `<app_id>:<app_secret>` pair built from the chat.lark-app-id key and lark-app-secret secret. */
  credentials: string;
  /** Open API base URL (tests point it at the local server); Lark's own (open.larksuite.com) when absent. */
  apiUrl?: string;
  now?: () => number;
  /** First retry delay for 5xx and network errors (rate limits wait the reset header). */
  retryBaseMs?: number;
  pageSize?: number;
  /** How far back the first read (no cursor yet, no startAt) goes. */
  lookbackMs?: number;
}

/** Splits `<app_id>:<app_secret>`; app ids are `cli_…` and hold no colon, the secret may. */
export function splitLarkCredentials(credentials: string): { appId: string; appSecret: string } {
  const at = credentials.indexOf(':');
  const appId = at < 0 ? '' : credentials.slice(0, at).trim();
  const appSecret = at < 0 ? '' : credentials.slice(at + 1).trim();
  if (appId === '' || appSecret === '') {
    throw new Error("lark needs both the chat.lark-app-id key of .github/tend.yml (cli_…) and the 'lark-app-secret' secret of a self-built app with the bot ability.");
  }
  return { appId, appSecret };
}

export function createLarkAdapter(options: LarkAdapterOptions): ChatAdapter<LarkCursor> {
  const { appId, appSecret } = splitLarkCredentials(options.credentials);
  const now = options.now ?? Date.now;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const pageSize = Math.min(options.pageSize ?? PAGE_SIZE, PAGE_SIZE);
  const tokenCache = new Map<string, { value: unknown; expire: number | undefined }>();
  const client = new Client({
    appId,
    appSecret,
    appType: AppType.SelfBuild,
    domain: (options.apiUrl ?? 'https://open.larksuite.com').replace(/\/+$/, ''),
    // The SDK logs failed requests whole (headers included): tend says what failed itself.
    loggerLevel: LoggerLevel.fatal,
    logger: { error: () => {}, warn: () => {}, info: () => {}, debug: () => {}, trace: () => {} },
    // One cache per adapter: the SDK's default cache is process-wide and keyed by app id only.
    cache: {
      set: async (key, value, expire) => (tokenCache.set(String(key), { value, expire }), true),
      get: async (key) => {
        const hit = tokenCache.get(String(key));
        return hit && (hit.expire === undefined || hit.expire > Date.now()) ? hit.value : undefined;
      },
    },
  });

  async function call<T>(operation: string, run: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      let answer: unknown;
      try {
        answer = await run();
      } catch (error) {
        const failure = larkFailure(error);
        // Lark may retire a token before its `expire` (a new secret, a revoked app): fetch a new
        // one once; a second refusal is the credentials' fault and fails.
        if (failure.code !== undefined && TOKEN_REFUSED.has(failure.code) && !refreshed) {
          refreshed = true;
          tokenCache.clear();
          continue;
        }
        if (failure.retryAfterMs !== undefined && attempt < MAX_RETRIES && failure.retryAfterMs <= MAX_RESET_WAIT_MS) {
          await sleep(failure.retryAfterMs > 0 ? failure.retryAfterMs : retryBaseMs * 2 ** attempt);
          continue;
        }
        throw new ChatApiError('lark', operation, failure.detail);
      }
      const envelope = EnvelopeSchema.safeParse(answer);
      if (!envelope.success) throw new ChatApiError('lark', operation, 'the answer was not a Lark Open API response ({code, msg, data}).');
      const { code, msg } = envelope.data;
      if (code !== 0) {
        if (TOKEN_REFUSED.has(code) && !refreshed) {
          refreshed = true;
          tokenCache.clear();
          continue;
        }
        if (RATE_LIMITS.has(code) && attempt < MAX_RETRIES) {
          await sleep(retryBaseMs * 2 ** attempt);
          continue;
        }
        throw new ChatApiError('lark', operation, describeCode(code, msg));
      }
      const data = schema.safeParse(envelope.data.data);
      if (!data.success) throw new ChatApiError('lark', operation, `unexpected answer shape: ${data.error.issues[0]?.message ?? 'invalid'}.`);
      return data.data;
    }
  }

  /** Every message of a container from `sinceMs` on (to the second), oldest first. */
  async function readContainer(type: 'chat' | 'thread', containerId: string, sinceMs: number): Promise<LarkMessage[]> {
    const out: LarkMessage[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = { container_id_type: type, container_id: containerId, start_time: String(Math.floor(sinceMs / 1000)), sort_type: 'ByCreateTimeAsc' as const, page_size: pageSize, ...(pageToken ? { page_token: pageToken } : {}) };
      const data = await call(`GET /open-apis/im/v1/messages (${type})`, () => client.im.v1.message.list({ params }), ListDataSchema);
      out.push(...data.items);
      if (!data.has_more || !data.page_token) break;
      pageToken = data.page_token;
    }
    return out;
  }

  async function threadIdOf(rootId: string): Promise<string | undefined> {
    const data = await call('GET /open-apis/im/v1/messages/{message_id}', () => client.im.v1.message.get({ path: { message_id: rootId } }), GetDataSchema);
    return data.items.find((m) => m.message_id === rootId)?.thread_id;
  }

  return {
    platform: 'lark',
    parseCursor: (stored) => LarkCursorSchema.parse(stored),

    async readSince(channel, cursor, read = {}) {
      const firstFrom = Math.max(0, read.startAt?.getTime() ?? now() - (options.lookbackMs ?? 24 * 3600_000));
      const from: LarkCursor = cursor ?? { v: 1, since_ms: firstFrom, ids_at_since: [], threads: [] };
      const seen = new Set<string>();
      const events: ChatEvent[] = [];
      const take = (messages: LarkMessage[]) => {
        for (const m of messages) {
          if (seen.has(m.message_id) || m.deleted === true) continue;
          seen.add(m.message_id);
          events.push(toEvent(m, channel));
        }
      };

      const top = after(await readContainer('chat', channel.chat_id, from.since_ms), from);
      take(top);
      const topics = new Map(from.threads.map((t) => [t.root, t]));
      // A topic shows up in the chat container as its root carrying a thread_id.
      for (const m of top) {
        if (m.thread_id && !topics.has(m.message_id)) topics.set(m.message_id, { root: m.message_id, thread: m.thread_id, since_ms: Number(m.create_time), ids_at_since: [m.message_id], active_ms: Number(m.create_time) });
      }
      for (const root of read.followThreads ?? []) {
        if (topics.has(root)) continue;
        const thread = await threadIdOf(root);
        if (thread) topics.set(root, { root, thread, since_ms: 0, ids_at_since: [], active_ms: now() });
      }

      const followed = new Set(read.followThreads ?? []);
      const kept: TopicCursor[] = [];
      for (const topic of topics.values()) {
        if (!followed.has(topic.root) && topic.active_ms < now() - THREAD_WINDOW_MS) continue;
        const replies = after(await readContainer('thread', topic.thread, topic.since_ms), topic).filter((m) => m.message_id !== topic.root);
        take(replies);
        const next = advance(topic, replies);
        kept.push({ ...topic, ...next, active_ms: Math.max(topic.active_ms, next.since_ms) });
      }
      kept.sort((a, b) => Number(followed.has(b.root)) - Number(followed.has(a.root)) || b.active_ms - a.active_ms);

      events.sort((a, b) => a.create_time.localeCompare(b.create_time) || (a.message_id < b.message_id ? -1 : 1));
      const next: LarkCursor = { v: 1, ...advance(from, top), threads: kept.slice(0, MAX_THREADS) };
      return { events, cursor: LarkCursorSchema.parse(next) };
    },

    async postReply(target: ReplyTarget, text: string): Promise<PostedReply> {
      // The uuid makes a resend after a lost answer return the reply already posted (documented
      // de-duplication on the reply route), so a reply is never posted twice.
      const uuid = randomUUID();
      const reply = await call(
        'POST /open-apis/im/v1/messages/{message_id}/reply',
        () => client.im.v1.message.reply({ path: { message_id: target.reply_to_message_id }, data: { msg_type: 'text', content: JSON.stringify({ text }), reply_in_thread: true, uuid } }),
        MessageSchema,
      );
      return { posted_message_id: reply.message_id, posted_at: new Date(Number(reply.create_time)).toISOString() };
    },
  };
}

/** Messages past a position: later than its millisecond, or at it and not read yet. */
function after(messages: LarkMessage[], position: { since_ms: number; ids_at_since: string[] }): LarkMessage[] {
  const known = new Set(position.ids_at_since);
  return messages.filter((m) => Number(m.create_time) > position.since_ms || (Number(m.create_time) === position.since_ms && !known.has(m.message_id)));
}

function advance(position: { since_ms: number; ids_at_since: string[] }, read: LarkMessage[]): { since_ms: number; ids_at_since: string[] } {
  const newest = read.reduce((max, m) => Math.max(max, Number(m.create_time)), position.since_ms);
  const atNewest = read.filter((m) => Number(m.create_time) === newest).map((m) => m.message_id);
  return { since_ms: newest, ids_at_since: newest === position.since_ms ? [...position.ids_at_since, ...atNewest] : atNewest };
}

function toEvent(m: LarkMessage, channel: { chat_id: string; chat_name: string }): ChatEvent {
  const rootId = m.root_id && m.root_id !== m.message_id ? m.root_id : null;
  const mentions = (m.mentions ?? []).map((x) => (typeof x.id === 'string' ? x.id : (x.id.open_id ?? ''))).filter((id) => id !== '');
  return {
    platform: 'lark',
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: m.message_id,
    create_time: new Date(Number(m.create_time)).toISOString(),
    msg_type: rootId !== null ? 'thread_reply' : m.msg_type,
    content: plainText(m),
    thread_id: rootId,
    // Apps (tend's bot among them) send as sender_type "app" with their app_id.
    sender: { id: m.sender.id || 'unknown', type: m.sender.sender_type === 'app' ? 'bot' : 'user' },
    mentions: [...new Set(mentions)],
  };
}

const TextContentSchema = z.looseObject({ text: z.string() });
const PostElementSchema = z.looseObject({ tag: z.string(), text: z.string().optional(), user_id: z.string().optional(), user_name: z.string().optional(), href: z.string().optional() });
const PostBodySchema = z.looseObject({ title: z.string().optional(), content: z.array(z.array(PostElementSchema)) });

/**
 * The message as plain text: text content with `@_user_N` keys named, rich text (post) flattened
 * line by line. Other types (images, files, cards) read as empty: Tier 0 has no words to weigh.
 */
export function plainText(m: Pick<LarkMessage, 'msg_type' | 'body' | 'mentions'>): string {
  const names = new Map((m.mentions ?? []).map((x) => [x.key, x.name]));
  const named = (s: string) => s.replace(/@_user_\d+/g, (key) => (names.has(key) ? `@${names.get(key)}` : key));
  let parsed: unknown;
  try {
    parsed = JSON.parse(m.body?.content ?? '');
  } catch {
    return '';
  }
  if (m.msg_type === 'text') {
    const text = TextContentSchema.safeParse(parsed);
    return text.success ? named(text.data.text) : '';
  }
  if (m.msg_type === 'post') {
    // Sent posts are wrapped in a locale ({zh_cn: {...}}); read back they are not. Accept both.
    const direct = PostBodySchema.safeParse(parsed);
    const localized = direct.success ? direct : PostBodySchema.safeParse(Object.values((parsed ?? {}) as Record<string, unknown>)[0]);
    if (!localized.success) return '';
    const lines = localized.data.content.map((line) =>
      line.map((el) => (el.tag === 'at' ? `@${el.user_name || names.get(el.user_id ?? '') || el.user_id || ''}` : (el.text ?? ''))).join(''),
    );
    return named([localized.data.title ?? '', ...lines].filter((s) => s !== '').join('\n'));
  }
  return '';
}

const AxiosLikeSchema = z.looseObject({
  response: z.looseObject({
    status: z.number(),
    data: z.unknown(),
    // AxiosHeaders, not a plain object: read through headerOf.
    headers: z.unknown().optional(),
  }),
});

/** One line for a failed SDK call (never its request: that holds the token), and whether to retry. */
function larkFailure(error: unknown): { detail: string; retryAfterMs?: number; code?: number } {
  const http = AxiosLikeSchema.safeParse(error);
  if (http.success) {
    const { status, data, headers } = http.data.response;
    const body = EnvelopeSchema.safeParse(data);
    const code = body.success ? body.data.code : undefined;
    if (status === 429 || (code !== undefined && RATE_LIMITS.has(code))) {
      const reset = Number(headerOf(headers, 'x-ogw-ratelimit-reset'));
      return { detail: `rate limited (${code ?? status}) beyond ${MAX_RETRIES} retries.`, retryAfterMs: Number.isFinite(reset) && reset >= 0 ? reset * 1000 : 0 };
    }
    if (status >= 500) return { detail: `HTTP ${status}.`, retryAfterMs: 0 };
    return body.success ? { detail: describeCode(body.data.code, body.data.msg), code: body.data.code } : { detail: `HTTP ${status}.` };
  }
  const message = error instanceof Error ? error.message : String(error);
  // The SDK's own line when the token request is refused: "failed to get tenant_access_token, code: …, msg: …".
  if (/tenant_access_token/.test(message)) return { detail: `${message}; check the chat.lark-app-id key and the lark-app-secret secret (a self-built app's credentials).` };
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up/i.test(message)) return { detail: message, retryAfterMs: 0 };
  return { detail: message };
}

function headerOf(headers: unknown, name: string): unknown {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const get = (headers as { get?: unknown }).get;
  return typeof get === 'function' ? (get as (n: string) => unknown).call(headers, name) : (headers as Record<string, unknown>)[name];
}

/** Lark's documented codes tend can say something useful about. */
function describeCode(code: number, msg: string): string {
  const hint =
    TOKEN_REFUSED.has(code)
      ? ' The tenant_access_token was refused; check the chat.lark-app-id key and the lark-app-secret secret.'
      : code === 230002
        ? ' Add the bot to the chat (chat settings → Bots) so it can read and reply there.'
        : code === 99991672 || code === 99991679
          ? ' The app lacks a scope: grant im:message (and im:message.group_msg to read group messages) and publish a new version.'
          : '';
  return `code ${code}: ${msg.replace(/\.+$/, '')}.${hint}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
