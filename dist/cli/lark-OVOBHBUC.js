import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_lib
} from "./chunk-CQX2ZII4.js";
import "./chunk-BPKRQO7J.js";
import "./chunk-3GE3FSEK.js";
import {
  ChatApiError
} from "./chunk-5EY3UU44.js";
import "./chunk-2NYCHYZ4.js";
import "./chunk-KRQCIFPU.js";
import "./chunk-6HV5XJKX.js";
import {
  array,
  boolean,
  literal,
  looseObject,
  number,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-CZ44SP4R.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/chat/adapters/lark.ts
var import_node_sdk = __toESM(require_lib(), 1);
import { randomUUID } from "node:crypto";
var MAX_THREADS = 50;
var THREAD_WINDOW_MS = 48 * 36e5;
var PAGE_SIZE = 50;
var MAX_PAGES = 20;
var MAX_RETRIES = 3;
var MAX_RESET_WAIT_MS = 6e4;
var RATE_LIMITED = 99991400;
var RATE_LIMITS = /* @__PURE__ */ new Set([RATE_LIMITED, 230020, 11232]);
var TOKEN_REFUSED = /* @__PURE__ */ new Set([99991661, 99991663, 99991668]);
var Position = { since_ms: number().int().nonnegative(), ids_at_since: array(string()) };
var LarkCursorSchema = strictObject({
  v: literal(1),
  ...Position,
  threads: array(strictObject({ root: string().min(1), thread: string().min(1), ...Position, active_ms: number().int().nonnegative() })).max(MAX_THREADS * 2)
});
var MentionSchema = looseObject({
  key: string(),
  // A string open_id in the message APIs; an id object in events (im.message.receive_v1).
  id: union([string(), looseObject({ open_id: string().optional() })]),
  name: string().optional().default("")
});
var MessageSchema = looseObject({
  message_id: string().min(1),
  root_id: string().optional(),
  parent_id: string().optional(),
  thread_id: string().optional(),
  msg_type: string().min(1),
  create_time: string().regex(/^\d+$/),
  deleted: boolean().optional(),
  chat_id: string().optional(),
  sender: looseObject({ id: string(), id_type: string().optional(), sender_type: string() }),
  body: looseObject({ content: string() }).optional(),
  mentions: array(MentionSchema).optional()
});
var ListDataSchema = looseObject({ has_more: boolean().optional(), page_token: string().optional(), items: array(MessageSchema).optional().default([]) });
var GetDataSchema = looseObject({ items: array(MessageSchema).optional().default([]) });
var EnvelopeSchema = looseObject({ code: number(), msg: string().optional().default(""), data: unknown().optional() });
function splitLarkCredentials(credentials) {
  const at = credentials.indexOf(":");
  const appId = at < 0 ? "" : credentials.slice(0, at).trim();
  const appSecret = at < 0 ? "" : credentials.slice(at + 1).trim();
  if (appId === "" || appSecret === "") {
    throw new Error("lark needs both the chat.lark-app-id key of .github/tend.yml (cli_\u2026) and the 'lark-app-secret' secret of a self-built app with the bot ability.");
  }
  return { appId, appSecret };
}
__name(splitLarkCredentials, "splitLarkCredentials");
function createLarkAdapter(options) {
  const { appId, appSecret } = splitLarkCredentials(options.credentials);
  const now = options.now ?? Date.now;
  const retryBaseMs = options.retryBaseMs ?? 1e3;
  const pageSize = Math.min(options.pageSize ?? PAGE_SIZE, PAGE_SIZE);
  const tokenCache = /* @__PURE__ */ new Map();
  const client = new import_node_sdk.Client({
    appId,
    appSecret,
    appType: import_node_sdk.AppType.SelfBuild,
    domain: (options.apiUrl ?? "https://open.larksuite.com").replace(/\/+$/, ""),
    // The SDK logs failed requests whole (headers included): tend says what failed itself.
    loggerLevel: import_node_sdk.LoggerLevel.fatal,
    logger: { error: /* @__PURE__ */ __name(() => {
    }, "error"), warn: /* @__PURE__ */ __name(() => {
    }, "warn"), info: /* @__PURE__ */ __name(() => {
    }, "info"), debug: /* @__PURE__ */ __name(() => {
    }, "debug"), trace: /* @__PURE__ */ __name(() => {
    }, "trace") },
    // One cache per adapter: the SDK's default cache is process-wide and keyed by app id only.
    cache: {
      set: /* @__PURE__ */ __name(async (key, value, expire) => (tokenCache.set(String(key), { value, expire }), true), "set"),
      get: /* @__PURE__ */ __name(async (key) => {
        const hit = tokenCache.get(String(key));
        return hit && (hit.expire === void 0 || hit.expire > Date.now()) ? hit.value : void 0;
      }, "get")
    }
  });
  async function call(operation, run, schema) {
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      let answer;
      try {
        answer = await run();
      } catch (error) {
        const failure = larkFailure(error);
        if (failure.code !== void 0 && TOKEN_REFUSED.has(failure.code) && !refreshed) {
          refreshed = true;
          tokenCache.clear();
          continue;
        }
        if (failure.retryAfterMs !== void 0 && attempt < MAX_RETRIES && failure.retryAfterMs <= MAX_RESET_WAIT_MS) {
          await sleep(failure.retryAfterMs > 0 ? failure.retryAfterMs : retryBaseMs * 2 ** attempt);
          continue;
        }
        throw new ChatApiError("lark", operation, failure.detail);
      }
      const envelope = EnvelopeSchema.safeParse(answer);
      if (!envelope.success) throw new ChatApiError("lark", operation, "the answer was not a Lark Open API response ({code, msg, data}).");
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
        throw new ChatApiError("lark", operation, describeCode(code, msg));
      }
      const data = schema.safeParse(envelope.data.data);
      if (!data.success) throw new ChatApiError("lark", operation, `unexpected answer shape: ${data.error.issues[0]?.message ?? "invalid"}.`);
      return data.data;
    }
  }
  __name(call, "call");
  async function readContainer(type, containerId, sinceMs) {
    const out = [];
    let pageToken;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = { container_id_type: type, container_id: containerId, start_time: String(Math.floor(sinceMs / 1e3)), sort_type: "ByCreateTimeAsc", page_size: pageSize, ...pageToken ? { page_token: pageToken } : {} };
      const data = await call(`GET /open-apis/im/v1/messages (${type})`, () => client.im.v1.message.list({ params }), ListDataSchema);
      out.push(...data.items);
      if (!data.has_more || !data.page_token) break;
      pageToken = data.page_token;
    }
    return out;
  }
  __name(readContainer, "readContainer");
  async function threadIdOf(rootId) {
    const data = await call("GET /open-apis/im/v1/messages/{message_id}", () => client.im.v1.message.get({ path: { message_id: rootId } }), GetDataSchema);
    return data.items.find((m) => m.message_id === rootId)?.thread_id;
  }
  __name(threadIdOf, "threadIdOf");
  return {
    platform: "lark",
    parseCursor: /* @__PURE__ */ __name((stored) => LarkCursorSchema.parse(stored), "parseCursor"),
    async readSince(channel, cursor, read = {}) {
      const firstFrom = Math.max(0, read.startAt?.getTime() ?? now() - (options.lookbackMs ?? 24 * 36e5));
      const from = cursor ?? { v: 1, since_ms: firstFrom, ids_at_since: [], threads: [] };
      const seen = /* @__PURE__ */ new Set();
      const events = [];
      const take = /* @__PURE__ */ __name((messages) => {
        for (const m of messages) {
          if (seen.has(m.message_id) || m.deleted === true) continue;
          seen.add(m.message_id);
          events.push(toEvent(m, channel));
        }
      }, "take");
      const top = after(await readContainer("chat", channel.chat_id, from.since_ms), from);
      take(top);
      const topics = new Map(from.threads.map((t) => [t.root, t]));
      for (const m of top) {
        if (m.thread_id && !topics.has(m.message_id)) topics.set(m.message_id, { root: m.message_id, thread: m.thread_id, since_ms: Number(m.create_time), ids_at_since: [m.message_id], active_ms: Number(m.create_time) });
      }
      for (const root of read.followThreads ?? []) {
        if (topics.has(root)) continue;
        const thread = await threadIdOf(root);
        if (thread) topics.set(root, { root, thread, since_ms: 0, ids_at_since: [], active_ms: now() });
      }
      const followed = new Set(read.followThreads ?? []);
      const kept = [];
      for (const topic of topics.values()) {
        if (!followed.has(topic.root) && topic.active_ms < now() - THREAD_WINDOW_MS) continue;
        const replies = after(await readContainer("thread", topic.thread, topic.since_ms), topic).filter((m) => m.message_id !== topic.root);
        take(replies);
        const next2 = advance(topic, replies);
        kept.push({ ...topic, ...next2, active_ms: Math.max(topic.active_ms, next2.since_ms) });
      }
      kept.sort((a, b) => Number(followed.has(b.root)) - Number(followed.has(a.root)) || b.active_ms - a.active_ms);
      events.sort((a, b) => a.create_time.localeCompare(b.create_time) || (a.message_id < b.message_id ? -1 : 1));
      const next = { v: 1, ...advance(from, top), threads: kept.slice(0, MAX_THREADS) };
      return { events, cursor: LarkCursorSchema.parse(next) };
    },
    async postReply(target, text) {
      const uuid = randomUUID();
      const reply = await call(
        "POST /open-apis/im/v1/messages/{message_id}/reply",
        () => client.im.v1.message.reply({ path: { message_id: target.reply_to_message_id }, data: { msg_type: "text", content: JSON.stringify({ text }), reply_in_thread: true, uuid } }),
        MessageSchema
      );
      return { posted_message_id: reply.message_id, posted_at: new Date(Number(reply.create_time)).toISOString() };
    }
  };
}
__name(createLarkAdapter, "createLarkAdapter");
function after(messages, position) {
  const known = new Set(position.ids_at_since);
  return messages.filter((m) => Number(m.create_time) > position.since_ms || Number(m.create_time) === position.since_ms && !known.has(m.message_id));
}
__name(after, "after");
function advance(position, read) {
  const newest = read.reduce((max, m) => Math.max(max, Number(m.create_time)), position.since_ms);
  const atNewest = read.filter((m) => Number(m.create_time) === newest).map((m) => m.message_id);
  return { since_ms: newest, ids_at_since: newest === position.since_ms ? [...position.ids_at_since, ...atNewest] : atNewest };
}
__name(advance, "advance");
function toEvent(m, channel) {
  const rootId = m.root_id && m.root_id !== m.message_id ? m.root_id : null;
  const mentions = (m.mentions ?? []).map((x) => typeof x.id === "string" ? x.id : x.id.open_id ?? "").filter((id) => id !== "");
  return {
    platform: "lark",
    chat_id: channel.chat_id,
    chat_name: channel.chat_name,
    message_id: m.message_id,
    create_time: new Date(Number(m.create_time)).toISOString(),
    msg_type: rootId !== null ? "thread_reply" : m.msg_type,
    content: plainText(m),
    thread_id: rootId,
    // Apps (tend's bot among them) send as sender_type "app" with their app_id.
    sender: { id: m.sender.id || "unknown", type: m.sender.sender_type === "app" ? "bot" : "user" },
    mentions: [...new Set(mentions)]
  };
}
__name(toEvent, "toEvent");
var TextContentSchema = looseObject({ text: string() });
var PostElementSchema = looseObject({ tag: string(), text: string().optional(), user_id: string().optional(), user_name: string().optional(), href: string().optional() });
var PostBodySchema = looseObject({ title: string().optional(), content: array(array(PostElementSchema)) });
function plainText(m) {
  const names = new Map((m.mentions ?? []).map((x) => [x.key, x.name]));
  const named = /* @__PURE__ */ __name((s) => s.replace(/@_user_\d+/g, (key) => names.has(key) ? `@${names.get(key)}` : key), "named");
  let parsed;
  try {
    parsed = JSON.parse(m.body?.content ?? "");
  } catch {
    return "";
  }
  if (m.msg_type === "text") {
    const text = TextContentSchema.safeParse(parsed);
    return text.success ? named(text.data.text) : "";
  }
  if (m.msg_type === "post") {
    const direct = PostBodySchema.safeParse(parsed);
    const localized = direct.success ? direct : PostBodySchema.safeParse(Object.values(parsed ?? {})[0]);
    if (!localized.success) return "";
    const lines = localized.data.content.map(
      (line) => line.map((el) => el.tag === "at" ? `@${el.user_name || names.get(el.user_id ?? "") || el.user_id || ""}` : el.text ?? "").join("")
    );
    return named([localized.data.title ?? "", ...lines].filter((s) => s !== "").join("\n"));
  }
  return "";
}
__name(plainText, "plainText");
var AxiosLikeSchema = looseObject({
  response: looseObject({
    status: number(),
    data: unknown(),
    // AxiosHeaders, not a plain object: read through headerOf.
    headers: unknown().optional()
  })
});
function larkFailure(error) {
  const http = AxiosLikeSchema.safeParse(error);
  if (http.success) {
    const { status, data, headers } = http.data.response;
    const body = EnvelopeSchema.safeParse(data);
    const code = body.success ? body.data.code : void 0;
    if (status === 429 || code !== void 0 && RATE_LIMITS.has(code)) {
      const reset = Number(headerOf(headers, "x-ogw-ratelimit-reset"));
      return { detail: `rate limited (${code ?? status}) beyond ${MAX_RETRIES} retries.`, retryAfterMs: Number.isFinite(reset) && reset >= 0 ? reset * 1e3 : 0 };
    }
    if (status >= 500) return { detail: `HTTP ${status}.`, retryAfterMs: 0 };
    return body.success ? { detail: describeCode(body.data.code, body.data.msg), code: body.data.code } : { detail: `HTTP ${status}.` };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/tenant_access_token/.test(message)) return { detail: `${message}; check the chat.lark-app-id key and the lark-app-secret secret (a self-built app's credentials).` };
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|socket hang up/i.test(message)) return { detail: message, retryAfterMs: 0 };
  return { detail: message };
}
__name(larkFailure, "larkFailure");
function headerOf(headers, name) {
  if (typeof headers !== "object" || headers === null) return void 0;
  const get = headers.get;
  return typeof get === "function" ? get.call(headers, name) : headers[name];
}
__name(headerOf, "headerOf");
function describeCode(code, msg) {
  const hint = TOKEN_REFUSED.has(code) ? " The tenant_access_token was refused; check the chat.lark-app-id key and the lark-app-secret secret." : code === 230002 ? " Add the bot to the chat (chat settings \u2192 Bots) so it can read and reply there." : code === 99991672 || code === 99991679 ? " The app lacks a scope: grant im:message (and im:message.group_msg to read group messages) and publish a new version." : "";
  return `code ${code}: ${msg.replace(/\.+$/, "")}.${hint}`;
}
__name(describeCode, "describeCode");
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
__name(sleep, "sleep");
export {
  LarkCursorSchema,
  MAX_THREADS,
  createLarkAdapter,
  plainText,
  splitLarkCredentials
};
