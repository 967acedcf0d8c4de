// Slack through the official `@slack/web-api` WebClient: channel history since the cursor, the new
// replies of the threads it follows (Slack keeps replies out of channel history), and replies
// posted in the thread as the bot. The token comes from the `slack-token` secret only.
//
// Cursor: the newest top-level `ts` read, plus up to MAX_THREADS followed threads (each with the
// newest reply read). A thread is followed while it saw activity in the last THREAD_WINDOW_MS or is
// in flight (the watcher passes those), so a reply to a quiet old thread is read only if tend
// works on that thread: a bound on requests per run (one conversations.replies per thread).

import { WebClient, type Logger, LogLevel } from '@slack/web-api';
import * as z from 'zod';
import type { ChatEvent } from '../../core/chat-event.js';
import { platformMessageLink } from '../../core/message-link.js';
import type { ChatAdapter, PostedReply, ReadOptions, ReplyTarget } from './adapter.js';
import { ChatApiError } from './errors.js';
import { compareTs, maxTs, timeOfTs, tsOf } from './slack-ts.js';

export const MAX_THREADS = 50;
const THREAD_WINDOW_MS = 48 * 3600_000;
const PAGE_LIMIT = 200;
const MAX_HISTORY_PAGES = 10;
const MAX_REPLY_PAGES = 5;

const Ts = z.string().regex(/^\d+\.\d{6}$/);

export const SlackCursorSchema = z.strictObject({
  v: z.literal(1),
  /** Newest top-level message ts read; history is read strictly after it. */
  oldest: Ts,
  threads: z
    .array(z.strictObject({ ts: Ts, /** newest reply read */ last: Ts, /** newest activity seen */ active: Ts }))
    .max(MAX_THREADS * 2),
});
export type SlackCursor = z.infer<typeof SlackCursorSchema>;

/** The parts of a Slack message tend reads (conversations.history / replies items). */
const SlackMessageSchema = z.looseObject({
  ts: Ts,
  type: z.string().optional(),
  subtype: z.string().optional(),
  user: z.string().optional(),
  bot_id: z.string().optional(),
  text: z.string().optional(),
  thread_ts: z.string().optional(),
  reply_count: z.number().optional(),
  latest_reply: z.string().optional(),
  files: z.array(z.looseObject({ mimetype: z.string().optional() })).optional(),
});
type SlackMessage = z.infer<typeof SlackMessageSchema>;
const PageSchema = z.looseObject({
  messages: z.array(SlackMessageSchema).default([]),
  has_more: z.boolean().optional(),
  response_metadata: z.looseObject({ next_cursor: z.string().optional() }).optional(),
});

interface SlackAdapterOptions {
  token: string;
  /** Base URL ending in /api/ (tests); Slack's own when absent. */
  apiUrl?: string;
  now?: () => Date;
  /** First retry delay for 5xx and network errors (rate limits wait Retry-After). */
  retryBaseMs?: number;
  log?: (line: string) => void;
}

export function slackAdapter(options: SlackAdapterOptions): ChatAdapter<SlackCursor> {
  const now = options.now ?? (() => new Date());
  const base = options.retryBaseMs ?? 1000;
  const client = new WebClient(options.token, {
    ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
    logger: quietLogger(options.log),
    retryConfig: { retries: 3, factor: 2, minTimeout: base, maxTimeout: base * 8, randomize: false },
    timeout: 30_000,
  });

  async function call(method: string, args: Record<string, unknown>): Promise<unknown> {
    try {
      return await client.apiCall(method, args);
    } catch (error) {
      throw new ChatApiError('slack', method, slackErrorDetail(error));
    }
  }

  // The workspace's address (auth.test `url`), read once per adapter: message links are built from
  // it in chat.getPermalink's documented form, one call per run instead of one per message. A
  // workspace that does not answer gets no links; the read goes on.
  let workspace: Promise<string | null> | null = null;
  const workspaceUrl = () =>
    (workspace ??= call('auth.test', {}).then(
      (data) => z.looseObject({ url: z.string() }).safeParse(data).data?.url ?? null,
      () => null,
    ));

  return {
    platform: 'slack',
    parseCursor: (stored) => SlackCursorSchema.parse(stored),

    async readSince(channel, cursor, read: ReadOptions = {}) {
      const at = now();
      const start = cursor?.oldest ?? tsOf(read.startAt ?? new Date(at.getTime() - 3600_000));
      const events = new Map<string, ChatEvent>();

      // 1. Channel history (top-level messages), newest first, page by page.
      const history: SlackMessage[] = [];
      let next: string | undefined;
      for (let page = 0; ; page += 1) {
        if (page === MAX_HISTORY_PAGES) {
          throw new ChatApiError('slack', 'conversations.history', `more than ${MAX_HISTORY_PAGES * PAGE_LIMIT} new messages in ${channel.chat_name}; the cursor stays where it was`);
        }
        const data = PageSchema.parse(await call('conversations.history', { channel: channel.chat_id, oldest: start, limit: PAGE_LIMIT, ...(next ? { cursor: next } : {}) }));
        history.push(...data.messages.filter((m) => compareTs(m.ts, start) > 0));
        next = data.response_metadata?.next_cursor || undefined;
        if (!data.has_more || !next) break;
      }
      let oldest = start;
      const threads = new Map((cursor?.threads ?? []).map((t) => [t.ts, { ...t }]));
      // Messages this history read shows without replies need no conversations.replies call now.
      const quiet = new Set<string>();
      for (const message of history) {
        if (!message.reply_count && !message.thread_ts) quiet.add(message.ts);
        oldest = maxTs(oldest, message.ts);
        const isReply = message.thread_ts !== undefined && message.thread_ts !== message.ts;
        events.set(message.ts, toEvent(message, channel, isReply ? message.thread_ts! : null));
        if (!isReply && !threads.has(message.ts)) {
          // Follow every new top-level message: a reply may come later. Replies already there are read below.
          threads.set(message.ts, { ts: message.ts, last: message.ts, active: maxTs(message.ts, message.latest_reply ?? message.ts) });
        } else if (!isReply) {
          const known = threads.get(message.ts)!;
          known.active = maxTs(known.active, message.latest_reply ?? message.ts);
        }
      }
      for (const root of read.followThreads ?? []) {
        // An in-flight thread the cursor stopped following: its replies since the last read are new.
        if (Ts.safeParse(root).success && !threads.has(root)) threads.set(root, { ts: root, last: maxTs(root, start), active: root });
      }

      // 2. New replies of every followed thread.
      const follow = new Set(read.followThreads ?? []);
      const horizon = tsOf(new Date(at.getTime() - THREAD_WINDOW_MS));
      const kept = [...threads.values()]
        .filter((t) => follow.has(t.ts) || compareTs(t.active, horizon) >= 0)
        .sort((a, b) => (follow.has(b.ts) ? 1 : 0) - (follow.has(a.ts) ? 1 : 0) || compareTs(b.active, a.active))
        .slice(0, Math.max(MAX_THREADS, follow.size));
      for (const thread of kept) {
        if (quiet.has(thread.ts) && !follow.has(thread.ts)) continue;
        let after: string | undefined;
        for (let page = 0; page < MAX_REPLY_PAGES; page += 1) {
          let data: z.infer<typeof PageSchema>;
          try {
            data = PageSchema.parse(await call('conversations.replies', { channel: channel.chat_id, ts: thread.ts, oldest: thread.last, limit: PAGE_LIMIT, ...(after ? { cursor: after } : {}) }));
          } catch (error) {
            // A deleted parent ends the thread; anything else fails the channel (cursor unchanged).
            if (error instanceof ChatApiError && error.message.endsWith('thread_not_found')) break;
            throw error;
          }
          for (const reply of data.messages) {
            if (reply.ts === thread.ts || compareTs(reply.ts, thread.last) <= 0) continue;
            events.set(reply.ts, toEvent(reply, channel, thread.ts));
          }
          after = data.response_metadata?.next_cursor || undefined;
          if (!data.has_more || !after) break;
        }
        const newest = [...events.values()].filter((e) => e.thread_id === thread.ts).reduce((m, e) => maxTs(m, e.message_id), thread.last);
        thread.last = newest;
        thread.active = maxTs(thread.active, newest);
      }

      const base = events.size > 0 ? await workspaceUrl() : null;
      const sorted = [...events.values()].sort((a, b) => compareTs(a.message_id, b.message_id)).map((e) => withLink(e, base));
      return { events: sorted, cursor: { v: 1, oldest, threads: kept.slice(0, MAX_THREADS * 2) } };
    },

    async postReply(target: ReplyTarget, text: string): Promise<PostedReply> {
      const data = z
        .looseObject({ ts: Ts })
        .parse(await call('chat.postMessage', { channel: target.chat_id, thread_ts: target.thread_id, text }));
      return { posted_message_id: data.ts, posted_at: timeOfTs(data.ts) };
    },
  };
}

/** The chat event of a Slack message. */
function toEvent(message: SlackMessage, channel: { chat_id: string; chat_name: string }, threadId: string | null): ChatEvent {
  const bot = message.bot_id !== undefined || message.subtype === 'bot_message';
  return {
    platform: 'slack',
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: message.ts,
    create_time: timeOfTs(message.ts),
    msg_type: msgType(message, threadId),
    content: message.text ?? '',
    thread_id: threadId,
    sender: { id: message.user ?? message.bot_id ?? 'unknown', type: bot ? 'bot' : 'user' },
    mentions: slackMentions(message.text ?? ''),
  };
}

/**
 * The message's permalink, in the form chat.getPermalink documents
 * (https://docs.slack.dev/reference/methods/chat.getPermalink): `<workspace>/archives/<channel>/p<ts
 * without its dot>`, and for a reply `?thread_ts=<root ts>&cid=<channel>`.
 */
export function slackMessageLink(workspace: string, event: Pick<ChatEvent, 'chat_id' | 'message_id' | 'thread_id'>): string | null {
  const base = workspace.endsWith('/') ? workspace : `${workspace}/`;
  const reply = event.thread_id === null ? '' : `?thread_ts=${encodeURIComponent(event.thread_id)}&cid=${encodeURIComponent(event.chat_id)}`;
  return platformMessageLink('slack', `${base}archives/${encodeURIComponent(event.chat_id)}/p${event.message_id.replace('.', '')}${reply}`);
}

function withLink(event: ChatEvent, workspace: string | null): ChatEvent {
  const link = workspace === null ? null : slackMessageLink(workspace, event);
  return link ? { ...event, link } : event;
}

function msgType(message: SlackMessage, threadId: string | null): string {
  if (threadId !== null) return 'thread_reply';
  if (message.files && message.files.length > 0) return message.files.some((f) => f.mimetype?.startsWith('image/')) ? 'image' : 'file';
  if (message.subtype && !['bot_message', 'thread_broadcast', 'file_share', 'me_message'].includes(message.subtype)) return message.subtype;
  return 'text';
}

/** `<@U123>` and `<@U123|name>` user mentions, in order, without repeats. */
export function slackMentions(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/<@([UWB][A-Z0-9]+)(?:\|[^>]*)?>/g)) found.add(match[1]!);
  return [...found];
}

function slackErrorDetail(error: unknown): string {
  const data = (error as { data?: { error?: unknown } }).data;
  if (typeof data?.error === 'string') return data.error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return `HTTP ${status}`;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/** WebClient logs through this: warnings and errors reach tend's log (already redacted there); debug is dropped. */
function quietLogger(log: ((line: string) => void) | undefined): Logger {
  let level = LogLevel.WARN;
  const say = (prefix: string) => (...msg: unknown[]) => log?.(`slack: ${prefix}${msg.map(String).join(' ')}`);
  return {
    debug: () => undefined,
    info: (...msg: unknown[]) => (String(msg[0]).includes('rate limit') ? say('')(...msg) : undefined),
    warn: say('warning: '),
    error: say('error: '),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => undefined,
  };
}
