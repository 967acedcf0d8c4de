import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  callJson
} from "./chunk-XYMXGTE2.js";
import "./chunk-5EY3UU44.js";
import "./chunk-7NRPTQMM.js";
import "./chunk-JBKETF74.js";
import {
  iso_exports
} from "./chunk-FCOJBJY3.js";
import "./chunk-SZHJZVAZ.js";
import {
  platformMessageLink
} from "./chunk-7VBIODQY.js";
import {
  _enum,
  array,
  number,
  object,
  string,
  unknown,
  url
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/teams.ts
var IdentitySchema = object({ id: string().min(1), displayName: string().nullish() }).nullish();
var MessageSchema = object({
  id: string().min(1),
  replyToId: string().nullish(),
  messageType: string(),
  createdDateTime: iso_exports.datetime({ offset: true }),
  lastModifiedDateTime: iso_exports.datetime({ offset: true }).nullish(),
  deletedDateTime: string().nullish(),
  from: object({ user: IdentitySchema, application: IdentitySchema }).nullish(),
  body: object({ contentType: _enum(["text", "html"]), content: string().nullish() }),
  /** The message's link in Teams (Graph chatMessage resource, `webUrl`). */
  webUrl: string().nullish(),
  attachments: array(unknown()).nullish(),
  mentions: array(
    object({
      id: number().int(),
      mentioned: object({ user: IdentitySchema, application: IdentitySchema, conversation: IdentitySchema, tag: IdentitySchema }).partial().nullish()
    })
  ).nullish()
});
var PageSchema = object({ value: array(MessageSchema), "@odata.nextLink": url().optional() });
var MeSchema = object({ id: string().min(1) });
var TeamsCursorSchema = object({
  /** Newest createdDateTime read so far, epoch ms. */
  since_ms: number().int().nonnegative(),
  /** Messages created at exactly `since_ms` already read. */
  ids_at_since: array(string()),
  /** Recently active threads whose replies are polled: root id and newest activity (ms). */
  threads: array(object({ root_id: string().min(1), active_ms: number().int().nonnegative() }).strict())
}).strict();
var DEFAULTS = { url: "https://graph.microsoft.com", top: 50, lookbackMs: 24 * 60 * 60 * 1e3, maxPages: 20, maxThreads: 20, threadWindowMs: 3 * 24 * 60 * 60 * 1e3 };
function parseTeamsChatId(chatId) {
  const slash = chatId.indexOf("/");
  const teamId = chatId.slice(0, slash);
  const channelId = chatId.slice(slash + 1);
  if (slash <= 0 || channelId === "" || channelId.includes("/")) {
    throw new Error(`Teams chat_id '${chatId}' is not '<team-id>/<channel-id>' (e.g. 8f5b\u2026-\u2026/19:abc\u2026@thread.tacv2).`);
  }
  return { teamId, channelId };
}
__name(parseTeamsChatId, "parseTeamsChatId");
function createTeamsAdapter(options) {
  const base = `${(options.url ?? DEFAULTS.url).replace(/\/+$/, "")}/v1.0`;
  const top = options.top ?? DEFAULTS.top;
  const maxPages = options.maxPages ?? DEFAULTS.maxPages;
  const now = options.now ?? Date.now;
  const api = {
    platform: "teams",
    token: options.token,
    describeError: /* @__PURE__ */ __name((body) => {
      const parsed = object({ error: object({ code: string(), message: string() }) }).safeParse(body);
      return parsed.success ? `${parsed.data.error.code}: ${parsed.data.error.message}` : void 0;
    }, "describeError"),
    authHint: "check the teams-token secret (a delegated Microsoft Graph token with ChannelMessage.Read.All and ChannelMessage.Send)",
    ...options.retry ? { retry: options.retry } : {}
  };
  let me;
  const self = /* @__PURE__ */ __name(async () => me ??= (await callJson(api, "GET", `${base}/me`, MeSchema)).id, "self");
  const channelUrl = /* @__PURE__ */ __name((chatId) => {
    const { teamId, channelId } = parseTeamsChatId(chatId);
    return `${base}/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/messages`;
  }, "channelUrl");
  async function pagesBack(url2, sinceMs, timeOf) {
    const out = [];
    let next = `${url2}?$top=${top}`;
    for (let page = 0; next !== void 0 && page < maxPages; page += 1) {
      const result = await callJson(api, "GET", next, PageSchema);
      out.push(...result.value);
      if (result.value.some((m) => timeOf(m) < sinceMs)) break;
      next = result["@odata.nextLink"];
    }
    return out;
  }
  __name(pagesBack, "pagesBack");
  return {
    platform: "teams",
    parseCursor: /* @__PURE__ */ __name((stored) => TeamsCursorSchema.parse(stored), "parseCursor"),
    async readSince(channel, cursor, read = {}) {
      const messagesUrl = channelUrl(channel.chat_id);
      const at = now();
      const firstFrom = read.startAt?.getTime() ?? at - (options.lookbackMs ?? DEFAULTS.lookbackMs);
      const from = cursor ?? { since_ms: Math.max(0, firstFrom), ids_at_since: [], threads: [] };
      const selfId = await self();
      const roots = await pagesBack(messagesUrl, from.since_ms, activityOf);
      const toPoll = /* @__PURE__ */ new Set([...roots.filter((r) => activityOf(r) >= from.since_ms).map((r) => r.id), ...from.threads.map((t) => t.root_id), ...read.followThreads ?? []]);
      const replies = [];
      for (const rootId of toPoll) {
        replies.push(...await pagesBack(`${messagesUrl}/${encodeURIComponent(rootId)}/replies`, from.since_ms, createdOf));
      }
      const known = new Set(from.ids_at_since);
      const unique = new Map([...roots, ...replies].map((m) => [m.id, m]));
      const fresh = [...unique.values()].filter((m) => !m.deletedDateTime).filter((m) => createdOf(m) > from.since_ms || createdOf(m) === from.since_ms && !known.has(m.id)).sort((a, b) => createdOf(a) - createdOf(b) || a.id.localeCompare(b.id));
      const events = fresh.map((m) => toEvent(m, channel, selfId));
      const newest = fresh.reduce((max, m) => Math.max(max, createdOf(m)), from.since_ms);
      const atNewest = fresh.filter((m) => createdOf(m) === newest).map((m) => m.id);
      const next = {
        since_ms: newest,
        ids_at_since: newest === from.since_ms ? [...from.ids_at_since, ...atNewest] : atNewest,
        threads: activeThreads(from.threads, roots, replies, at - (options.threadWindowMs ?? DEFAULTS.threadWindowMs), options.maxThreads ?? DEFAULTS.maxThreads)
      };
      return { events, cursor: TeamsCursorSchema.parse(next) };
    },
    async postReply(target, text) {
      const repliesUrl = `${channelUrl(target.chat_id)}/${encodeURIComponent(target.thread_id)}/replies`;
      const selfId = await self();
      const startedMs = now() - 6e4;
      const recover = /* @__PURE__ */ __name(async () => {
        const recent = await pagesBack(repliesUrl, startedMs, createdOf);
        return recent.find((m) => m.from?.user?.id === selfId && m.body.contentType === "text" && m.body.content === text);
      }, "recover");
      const posted = await callJson(api, "POST", repliesUrl, MessageSchema, { body: { body: { contentType: "text", content: text } }, recover });
      return { posted_message_id: posted.id, posted_at: new Date(createdOf(posted)).toISOString() };
    }
  };
}
__name(createTeamsAdapter, "createTeamsAdapter");
function createdOf(m) {
  return Date.parse(m.createdDateTime);
}
__name(createdOf, "createdOf");
function activityOf(m) {
  return Math.max(createdOf(m), m.lastModifiedDateTime ? Date.parse(m.lastModifiedDateTime) : 0);
}
__name(activityOf, "activityOf");
function activeThreads(previous, roots, replies, oldestMs, max) {
  const active = new Map(previous.map((t) => [t.root_id, t.active_ms]));
  const touch = /* @__PURE__ */ __name((id, ms) => active.set(id, Math.max(active.get(id) ?? 0, ms)), "touch");
  for (const root of roots) touch(root.id, createdOf(root));
  for (const reply of replies) if (reply.replyToId) touch(reply.replyToId, createdOf(reply));
  return [...active.entries()].filter(([, ms]) => ms >= oldestMs).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max).map(([root_id, active_ms]) => ({ root_id, active_ms }));
}
__name(activeThreads, "activeThreads");
function toEvent(m, channel, selfId) {
  const senderId = m.from?.user?.id ?? m.from?.application?.id ?? "unknown";
  const isBot = m.from?.application != null || senderId === selfId;
  const mentions = (m.mentions ?? []).map((x) => x.mentioned?.user?.id ?? x.mentioned?.application?.id ?? x.mentioned?.conversation?.id ?? x.mentioned?.tag?.id).filter((id) => id !== void 0);
  const content = m.body.content ?? "";
  const link = platformMessageLink("teams", m.webUrl);
  return {
    platform: "teams",
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: m.id,
    create_time: new Date(createdOf(m)).toISOString(),
    msg_type: m.messageType !== "message" ? m.messageType : m.replyToId ? "thread_reply" : (m.attachments?.length ?? 0) > 0 ? "file" : "text",
    content: m.body.contentType === "html" ? htmlToText(content) : content,
    thread_id: m.replyToId ?? null,
    sender: { id: senderId, type: isBot ? "bot" : "user" },
    mentions: [...new Set(mentions)],
    ...link ? { link } : {}
  };
}
__name(toEvent, "toEvent");
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function htmlToText(html) {
  return html.replace(/<at\b[^>]*>([\s\S]*?)<\/at>/gi, "@$1").replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>/gi, "\n").replace(/<[^>]*>/g, "").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (!name.startsWith("#")) return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 1114111 ? String.fromCodePoint(code) : whole;
  }).replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();
}
__name(htmlToText, "htmlToText");
export {
  createTeamsAdapter,
  htmlToText,
  parseTeamsChatId
};
