// Mattermost adapter: reads a channel's posts through REST API v4 and posts replies in threads
// as the bot user. Plain `fetch` (json-api.ts) rather than a client library: the official
// `@mattermost/client` drags in the web app's types and a large dependency tree for the four
// routes used here, and every answer is zod-checked anyway.
//
// Reading: newest-first pages (page/per_page) back to the cursor. Not `since=`: the documented
// `since` returns posts *modified* after a time (edits of old posts come back), is capped at 1000
// posts and "gives no guarantee that the posts are consecutive". Paging newest first while new
// posts arrive can only shift posts to a later page (a repeat, dropped by id), never skip one.
// The cursor is the newest create_at seen plus the ids of the posts at exactly that millisecond,
// so two posts sharing a timestamp are neither lost nor read twice.

import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { ChatEvent } from '../../core/chat-event.js';
import type { ChatAdapter, PostedReply, ReplyTarget } from './adapter.js';
import { callJson, type JsonApi, type JsonApiRetry } from './json-api.js';

const PostSchema = z.object({
  id: z.string().min(1),
  create_at: z.number().int(),
  update_at: z.number().int().optional(),
  delete_at: z.number().int().optional(),
  user_id: z.string().min(1),
  channel_id: z.string().min(1),
  root_id: z.string().optional().default(''),
  message: z.string(),
  type: z.string().optional().default(''),
  props: z.record(z.string(), z.unknown()).nullish(),
  file_ids: z.array(z.string()).nullish(),
});
type Post = z.infer<typeof PostSchema>;

const PostListSchema = z.object({
  order: z.array(z.string()),
  posts: z.record(z.string(), PostSchema),
});

const UserSchema = z.object({ id: z.string().min(1), username: z.string(), is_bot: z.boolean().optional().default(false) });
type User = z.infer<typeof UserSchema>;

const MattermostCursorSchema = z
  .object({
    /** Newest create_at (ms) read so far. */
    since_ms: z.number().int().nonnegative(),
    /** Posts created at exactly `since_ms` already read. */
    ids_at_since: z.array(z.string()),
  })
  .strict();
export type MattermostCursor = z.infer<typeof MattermostCursorSchema>;

export interface MattermostAdapterOptions {
  /** Site URL of the self-hosted server, e.g. https://chat.example.com (the API is under /api/v4). */
  url: string;
  /** A bot account's access token. */
  token: string;
  /** Posts per page (Mattermost allows up to 200). */
  perPage?: number;
  /** How far back the first read (no cursor yet, no startAt) goes. */
  lookbackMs?: number;
  /** Upper bound on pages per read; older posts past it are skipped, not read forever. */
  maxPages?: number;
  now?: () => number;
  retry?: JsonApiRetry;
}

const DEFAULTS = { perPage: 200, lookbackMs: 24 * 60 * 60 * 1000, maxPages: 50 };

export function createMattermostAdapter(options: MattermostAdapterOptions): ChatAdapter<MattermostCursor> {
  const base = `${options.url.replace(/\/+$/, '')}/api/v4`;
  const perPage = options.perPage ?? DEFAULTS.perPage;
  const maxPages = options.maxPages ?? DEFAULTS.maxPages;
  const now = options.now ?? Date.now;
  const api: JsonApi = {
    platform: 'mattermost',
    token: options.token,
    describeError: (body) => {
      const parsed = z.object({ message: z.string() }).safeParse(body);
      return parsed.success ? parsed.data.message : undefined;
    },
    authHint: 'check the mattermost-token secret (a bot account access token)',
    ...(options.retry ? { retry: options.retry } : {}),
  };
  const users = new Map<string, User>();
  let me: User | undefined;
  const self = async () => (me ??= await callJson(api, 'GET', `${base}/users/me`, UserSchema));

  async function lookUp(kind: 'ids' | 'usernames', wanted: string[]): Promise<void> {
    const missing = [...new Set(wanted)].filter((key) => ![...users.values()].some((u) => (kind === 'ids' ? u.id : u.username) === key));
    if (missing.length === 0) return;
    for (const user of await callJson(api, 'POST', `${base}/users/${kind}`, z.array(UserSchema), { body: missing })) users.set(user.id, user);
  }

  async function readPosts(channelId: string, sinceMs: number): Promise<Post[]> {
    const seen = new Map<string, Post>();
    for (let page = 0; page < maxPages; page += 1) {
      const list = await callJson(api, 'GET', `${base}/channels/${encodeURIComponent(channelId)}/posts?page=${page}&per_page=${perPage}`, PostListSchema);
      const posts = list.order.map((id) => {
        const post = list.posts[id];
        if (!post) throw new Error(`Mattermost listed post ${id} in order but not in posts.`);
        return post;
      });
      for (const post of posts) seen.set(post.id, post);
      const oldest = posts[posts.length - 1];
      if (posts.length < perPage || oldest === undefined || oldest.create_at < sinceMs) break;
    }
    return [...seen.values()];
  }

  return {
    platform: 'mattermost',
    parseCursor: (stored) => MattermostCursorSchema.parse(stored),

    // The channel's posts include every reply, so threads to follow (read.followThreads) need no
    // extra request here.
    async readSince(channel, cursor, read = {}) {
      const firstFrom = read.startAt?.getTime() ?? now() - (options.lookbackMs ?? DEFAULTS.lookbackMs);
      const from = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [] };
      const known = new Set(from.ids_at_since);
      const fresh = (await readPosts(channel.chat_id, from.since_ms))
        .filter((p) => (p.delete_at ?? 0) === 0 && p.channel_id === channel.chat_id)
        .filter((p) => p.create_at > from.since_ms || (p.create_at === from.since_ms && !known.has(p.id)))
        .sort((a, b) => a.create_at - b.create_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

      await lookUp('ids', fresh.map((p) => p.user_id));
      await lookUp('usernames', fresh.flatMap((p) => mentionCandidates(p.message)));
      const byName = new Map([...users.values()].map((u) => [u.username.toLowerCase(), u.id]));

      // tend's own account reads as a bot even when it is a regular user with an access token.
      const selfId = fresh.length > 0 ? (await self()).id : '';
      const events: ChatEvent[] = fresh.map((post) => toEvent(post, channel, users.get(post.user_id), byName, selfId));
      const newest = fresh.reduce((max, p) => Math.max(max, p.create_at), from.since_ms);
      const atNewest = fresh.filter((p) => p.create_at === newest).map((p) => p.id);
      const next: MattermostCursor = { since_ms: newest, ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest };
      return { events, cursor: MattermostCursorSchema.parse(next) };
    },

    async postReply(target: ReplyTarget, text: string): Promise<PostedReply> {
      const bot = await self();
      // Mattermost returns the existing post for a repeated pending_post_id, so a resend after a
      // lost response does not post twice.
      const pendingPostId = `${bot.id}:${randomUUID()}`;
      const post = await callJson(api, 'POST', `${base}/posts`, PostSchema, {
        body: { channel_id: target.chat_id, message: text, root_id: target.thread_id, pending_post_id: pendingPostId },
      });
      return { posted_message_id: post.id, posted_at: new Date(post.create_at).toISOString() };
    },
  };
}

function toEvent(post: Post, channel: { chat_id: string; chat_name: string }, author: User | undefined, byName: Map<string, string>, selfId: string): ChatEvent {
  const fromBot = author?.is_bot === true || post.props?.from_bot === 'true' || post.user_id === selfId;
  const mentions = [...new Set(mentionCandidates(post.message).map((name) => byName.get(name.toLowerCase())).filter((id): id is string => id !== undefined))];
  return {
    platform: 'mattermost',
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: post.id,
    create_time: new Date(post.create_at).toISOString(),
    msg_type: post.type !== '' ? post.type : post.root_id !== '' ? 'thread_reply' : (post.file_ids?.length ?? 0) > 0 ? 'file' : 'text',
    content: post.message,
    thread_id: post.root_id === '' ? null : post.root_id,
    sender: { id: post.user_id, type: fromBot ? 'bot' : 'user' },
    mentions,
  };
}

/**
 * `@name` words of a message, with and without trailing punctuation ("@alice." is alice):
 * Mattermost usernames are letters, digits, `.`, `-` and `_`.
 */
export function mentionCandidates(message: string): string[] {
  const out = new Set<string>();
  for (const match of message.matchAll(/(?:^|[^\w@])@([a-z0-9][a-z0-9._-]*)/gi)) {
    const name = match[1] ?? '';
    out.add(name);
    const trimmed = name.replace(/[._-]+$/, '');
    if (trimmed !== '') out.add(trimmed);
  }
  return [...out];
}
