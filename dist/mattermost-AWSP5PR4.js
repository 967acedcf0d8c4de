import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  callJson
} from "./chunk-XYMXGTE2.js";
import "./chunk-5EY3UU44.js";
import "./chunk-7NRPTQMM.js";
import "./chunk-JBKETF74.js";
import "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import {
  array,
  boolean,
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/mattermost.ts
import { randomUUID } from "node:crypto";
var PostSchema = object({
  id: string().min(1),
  create_at: number().int(),
  update_at: number().int().optional(),
  delete_at: number().int().optional(),
  user_id: string().min(1),
  channel_id: string().min(1),
  root_id: string().optional().default(""),
  message: string(),
  type: string().optional().default(""),
  props: record(string(), unknown()).nullish(),
  file_ids: array(string()).nullish()
});
var PostListSchema = object({
  order: array(string()),
  posts: record(string(), PostSchema)
});
var UserSchema = object({ id: string().min(1), username: string(), is_bot: boolean().optional().default(false) });
var MattermostCursorSchema = object({
  /** Newest create_at (ms) read so far. */
  since_ms: number().int().nonnegative(),
  /** Posts created at exactly `since_ms` already read. */
  ids_at_since: array(string())
}).strict();
var DEFAULTS = { perPage: 200, lookbackMs: 24 * 60 * 60 * 1e3, maxPages: 50 };
function createMattermostAdapter(options) {
  const base = `${options.url.replace(/\/+$/, "")}/api/v4`;
  const perPage = options.perPage ?? DEFAULTS.perPage;
  const maxPages = options.maxPages ?? DEFAULTS.maxPages;
  const now = options.now ?? Date.now;
  const api = {
    platform: "mattermost",
    token: options.token,
    describeError: /* @__PURE__ */ __name((body) => {
      const parsed = object({ message: string() }).safeParse(body);
      return parsed.success ? parsed.data.message : void 0;
    }, "describeError"),
    authHint: "check the mattermost-token secret (a bot account access token)",
    ...options.retry ? { retry: options.retry } : {}
  };
  const users = /* @__PURE__ */ new Map();
  let me;
  const self = /* @__PURE__ */ __name(async () => me ??= await callJson(api, "GET", `${base}/users/me`, UserSchema), "self");
  async function lookUp(kind, wanted) {
    const missing = [...new Set(wanted)].filter((key) => ![...users.values()].some((u) => (kind === "ids" ? u.id : u.username) === key));
    if (missing.length === 0) return;
    for (const user of await callJson(api, "POST", `${base}/users/${kind}`, array(UserSchema), { body: missing })) users.set(user.id, user);
  }
  __name(lookUp, "lookUp");
  async function readPosts(channelId, sinceMs) {
    const seen = /* @__PURE__ */ new Map();
    for (let page = 0; page < maxPages; page += 1) {
      const list = await callJson(api, "GET", `${base}/channels/${encodeURIComponent(channelId)}/posts?page=${page}&per_page=${perPage}`, PostListSchema);
      const posts = list.order.map((id) => {
        const post = list.posts[id];
        if (!post) throw new Error(`Mattermost listed post ${id} in order but not in posts.`);
        return post;
      });
      for (const post of posts) seen.set(post.id, post);
      const oldest = posts[posts.length - 1];
      if (posts.length < perPage || oldest === void 0 || oldest.create_at < sinceMs) break;
    }
    return [...seen.values()];
  }
  __name(readPosts, "readPosts");
  return {
    platform: "mattermost",
    parseCursor: /* @__PURE__ */ __name((stored) => MattermostCursorSchema.parse(stored), "parseCursor"),
    // The channel's posts include every reply, so threads to follow (read.followThreads) need no
    // extra request here.
    async readSince(channel, cursor, read = {}) {
      const firstFrom = read.startAt?.getTime() ?? now() - (options.lookbackMs ?? DEFAULTS.lookbackMs);
      const from = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [] };
      const known = new Set(from.ids_at_since);
      const fresh = (await readPosts(channel.chat_id, from.since_ms)).filter((p) => (p.delete_at ?? 0) === 0 && p.channel_id === channel.chat_id).filter((p) => p.create_at > from.since_ms || p.create_at === from.since_ms && !known.has(p.id)).sort((a, b) => a.create_at - b.create_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      await lookUp("ids", fresh.map((p) => p.user_id));
      await lookUp("usernames", fresh.flatMap((p) => mentionCandidates(p.message)));
      const byName = new Map([...users.values()].map((u) => [u.username.toLowerCase(), u.id]));
      const selfId = fresh.length > 0 ? (await self()).id : "";
      const events = fresh.map((post) => toEvent(post, channel, users.get(post.user_id), byName, selfId));
      const newest = fresh.reduce((max, p) => Math.max(max, p.create_at), from.since_ms);
      const atNewest = fresh.filter((p) => p.create_at === newest).map((p) => p.id);
      const next = { since_ms: newest, ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest };
      return { events, cursor: MattermostCursorSchema.parse(next) };
    },
    async postReply(target, text) {
      const bot = await self();
      const pendingPostId = `${bot.id}:${randomUUID()}`;
      const post = await callJson(api, "POST", `${base}/posts`, PostSchema, {
        body: { channel_id: target.chat_id, message: text, root_id: target.thread_id, pending_post_id: pendingPostId }
      });
      return { posted_message_id: post.id, posted_at: new Date(post.create_at).toISOString() };
    }
  };
}
__name(createMattermostAdapter, "createMattermostAdapter");
function toEvent(post, channel, author, byName, selfId) {
  const fromBot = author?.is_bot === true || post.props?.from_bot === "true" || post.user_id === selfId;
  const mentions = [...new Set(mentionCandidates(post.message).map((name) => byName.get(name.toLowerCase())).filter((id) => id !== void 0))];
  return {
    platform: "mattermost",
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: post.id,
    create_time: new Date(post.create_at).toISOString(),
    msg_type: post.type !== "" ? post.type : post.root_id !== "" ? "thread_reply" : (post.file_ids?.length ?? 0) > 0 ? "file" : "text",
    content: post.message,
    thread_id: post.root_id === "" ? null : post.root_id,
    sender: { id: post.user_id, type: fromBot ? "bot" : "user" },
    mentions
  };
}
__name(toEvent, "toEvent");
function mentionCandidates(message) {
  const out = /* @__PURE__ */ new Set();
  for (const match of message.matchAll(/(?:^|[^\w@])@([a-z0-9][a-z0-9._-]*)/gi)) {
    const name = match[1] ?? "";
    out.add(name);
    const trimmed = name.replace(/[._-]+$/, "");
    if (trimmed !== "") out.add(trimmed);
  }
  return [...out];
}
__name(mentionCandidates, "mentionCandidates");
export {
  createMattermostAdapter,
  mentionCandidates
};
