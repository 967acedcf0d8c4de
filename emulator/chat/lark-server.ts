// The offline Lark / Feishu Open Platform: the REST routes tend's Lark adapter calls through the
// official SDK (@larksuiteoapi/node-sdk), on 127.0.0.1, in Lark's documented wire format. Tests
// script the world (chats, users, messages) and read the request log; faults (the documented rate
// limit, 5xx, hangs) come from the shared chat fault injector.
//
// Emulated:
//   POST /open-apis/auth/v3/tenant_access_token/internal {app_id, app_secret}
//        → {code: 0, msg, tenant_access_token, expire} (seconds; 7200 as documented). A wrong id
//        or secret answers code 10014 and no token (the SDK then throws "failed to get
//        tenant_access_token, code: …, msg: …").
//        https://open.larkoffice.com/document/ukTMukTMukTM/ukDNz4SO0MjL5QzM/auth-v3/auth/tenant_access_token_internal
//   GET  /open-apis/im/v1/messages  container_id_type chat|thread, container_id, start_time and
//        end_time (seconds, inclusive), sort_type ByCreateTimeAsc (default) | ByCreateTimeDesc,
//        page_size (1-50, default 20), page_token → data {has_more, page_token, items}.
//        For a group chat the "chat" container holds only a topic's root message: its replies are
//        read with container_id_type "thread" and the root's thread_id (documented note on the page).
//        https://open.larksuite.com/document/server-docs/im-v1/message/list
//   GET  /open-apis/im/v1/messages/{message_id} → data {items: [message]}
//   POST /open-apis/im/v1/messages/{message_id}/reply {content, msg_type, reply_in_thread, uuid}
//        → data: the new message. reply_in_thread opens (or continues) the root's topic; a repeated
//        uuid answers the message already created (the documented de-duplication).
//        https://open.larksuite.com/document/uAjLw4CM/ukTMukTMukTM/reference/im-v1/message/reply
//   Messages: {message_id om_…, root_id, parent_id, thread_id omt_…, msg_type, create_time and
//   update_time (ms, strings), deleted, updated, chat_id, sender {id, id_type open_id|app_id,
//   sender_type user|app, tenant_key}, body {content: JSON string}, mentions [{key @_user_N, id,
//   id_type, name, tenant_key}]}.
//   Errors: HTTP 400 with {code, msg} for 99991663 (invalid tenant_access_token), 230002 (the bot
//   is not in the chat), 230020 (the per-chat send limit, as observed by openclaw's Feishu
//   client), 230001/230011 (bad or deleted message id), 99992402 (bad parameter); a rate-limit
//   fault answers HTTP 429, code 99991400 and the x-ogw-ratelimit-reset header
//   (https://open.larksuite.com/document/ukTMukTMukTM/uUzN04SN3QjL1cDN, frequency control).
// Not emulated: the long connection (emulator/chat/lark-ws.ts), cards and other message types on
// reply, edits, chat membership changes, user_access_token and store apps.

import { randomBytes } from 'node:crypto';
import { ChatFaults, ChatRequestLog, listen, type ChatRequest, type ChatResponse } from './http.js';

export interface LarkChat {
  chat_id: string;
  name: string;
  /** False: the bot was never added, so reading answers 230002. */
  botMember: boolean;
}

export interface LarkUser {
  open_id: string;
  name: string;
}

export interface LarkMention {
  key: string;
  id: string;
  id_type: 'open_id';
  name: string;
  tenant_key: string;
}

export interface LarkMessage {
  message_id: string;
  root_id?: string;
  parent_id?: string;
  thread_id?: string;
  msg_type: string;
  create_time: string;
  update_time: string;
  deleted: boolean;
  updated: boolean;
  chat_id: string;
  sender: { id: string; id_type: 'open_id' | 'app_id'; sender_type: 'user' | 'app'; tenant_key: string };
  body: { content: string };
  mentions?: LarkMention[];
}

export const LARK_MAX_PAGE_SIZE = 50;
const LARK_DEFAULT_PAGE_SIZE = 20;
const TOKEN_SECONDS = 7200;
const TENANT = 'tenant-emulated';

export interface LarkEmulator {
  appId: string;
  appSecret: string;
  /** The SDK's `domain`: the Open API base URL (routes live under /open-apis). */
  apiUrl: string;
  /** The bot's own open_id (what a mention of the bot carries). */
  botOpenId: string;
  log: ChatRequestLog;
  faults: ChatFaults;
  addChat(options: { name: string; botMember?: boolean }): LarkChat;
  addUser(options: { name: string }): LarkUser;
  /**
   * A message as if someone wrote it. `text` may name people as `@<open_id>`: those become Lark's
   * `@_user_N` placeholders with their mentions entry. `replyTo` makes a reply (`inThread`: in the
   * root's topic); `post` sends it as rich text instead of text; `at` is the create time (ms).
   */
  post(options: { chat: LarkChat; user: LarkUser; text: string; replyTo?: LarkMessage; inThread?: boolean; post?: boolean; at?: number }): LarkMessage;
  /** Every message of a chat, oldest first (thread replies included). */
  messages(chat: LarkChat): LarkMessage[];
  /** Forgets every issued token, as if they expired. */
  expireTokens(): void;
  /** The next `count` API requests are refused with 99991663 whatever their token (a token retired early). */
  refuseTokens(count: number): void;
  /** The next `count` replies in `chat` answer the message service's per-chat limit: HTTP 400, code 230020. */
  limitChat(chat: LarkChat, count: number): void;
  stop(): Promise<void>;
}

export async function startLarkEmulator(options: { now?: () => number; appId?: string; appSecret?: string } = {}): Promise<LarkEmulator> {
  const now = options.now ?? Date.now;
  const appId = options.appId ?? `cli_${randomBytes(8).toString('hex')}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const botOpenId = `ou_bot${randomBytes(6).toString('hex')}`;
  const chats = new Map<string, LarkChat>();
  const users = new Map<string, LarkUser>();
  const all: LarkMessage[] = [];
  const uuids = new Map<string, LarkMessage>();
  const tokens = new Set<string>();
  const log = new ChatRequestLog();
  const faults = new ChatFaults();
  let counter = 0;
  let lastAt = 0;
  let refusals = 0;
  const chatLimits = new Map<string, number>();
  const id = (prefix: string) => `${prefix}${String(++counter).padStart(12, '0')}${randomBytes(4).toString('hex')}`;

  function create(fields: { chat: LarkChat; sender: LarkMessage['sender']; content: string; msg_type: string; mentions?: LarkMention[]; replyTo?: LarkMessage; inThread?: boolean; at?: number }): LarkMessage {
    const at = fields.at ?? Math.max(now(), lastAt);
    lastAt = Math.max(lastAt, at);
    const message: LarkMessage = {
      message_id: id('om_'),
      msg_type: fields.msg_type,
      create_time: String(at),
      update_time: String(at),
      deleted: false,
      updated: false,
      chat_id: fields.chat.chat_id,
      sender: fields.sender,
      body: { content: fields.content },
      ...(fields.mentions && fields.mentions.length > 0 ? { mentions: fields.mentions } : {}),
    };
    const parent = fields.replyTo;
    if (parent) {
      const root = all.find((m) => m.message_id === (parent.root_id ?? parent.message_id)) ?? parent;
      message.root_id = root.message_id;
      message.parent_id = parent.message_id;
      // A reply in a topic stays in it; reply_in_thread opens the root's topic when it has none.
      if (root.thread_id || fields.inThread) {
        root.thread_id ??= id('omt_');
        message.thread_id = root.thread_id;
      }
    }
    all.push(message);
    return message;
  }

  function mentionsOf(text: string): { text: string; mentions: LarkMention[] } {
    const mentions: LarkMention[] = [];
    const replaced = text.replace(/@(ou_[A-Za-z0-9_]+)/g, (whole, openId: string) => {
      const user = users.get(openId) ?? (openId === botOpenId ? { open_id: botOpenId, name: 'tend' } : undefined);
      if (!user) return whole;
      const key = `@_user_${mentions.length + 1}`;
      mentions.push({ key, id: user.open_id, id_type: 'open_id', name: user.name, tenant_key: TENANT });
      return key;
    });
    return { text: replaced, mentions };
  }

  const server = await listen(async (req) => {
    const reply = await handle(req);
    if (reply === 'hang') return reply;
    log.record({ method: req.method, path: req.path, query: req.query, body: withoutSecret(req.body), status: reply.status, fault: reply.fault ?? null });
    return reply;
  });

  async function handle(req: ChatRequest): Promise<(ChatResponse & { fault?: string }) | 'hang'> {
    const fault = faults.take(req.method, req.path);
    if (fault?.type === 'hang') {
      log.record({ method: req.method, path: req.path, query: req.query, body: withoutSecret(req.body), status: 0, fault: 'hang' });
      return 'hang';
    }
    if (fault?.type === 'rate-limit') {
      return { status: 429, body: { code: 99991400, msg: 'request trigger frequency limit' }, headers: { 'x-ogw-ratelimit-limit': '50', 'x-ogw-ratelimit-reset': String(fault.retryAfterSeconds) }, fault: 'rate-limit' };
    }
    if (fault?.type === 'status') return { status: fault.status, body: { code: 1, msg: 'internal error' }, fault: 'status' };

    if (req.method === 'POST' && req.path === '/open-apis/auth/v3/tenant_access_token/internal') {
      if (req.body?.app_id !== appId || req.body?.app_secret !== appSecret) return { status: 200, body: { code: 10014, msg: 'app secret invalid' } };
      const token = `t-${randomBytes(20).toString('hex')}`;
      tokens.add(token);
      return { status: 200, body: { code: 0, msg: 'ok', tenant_access_token: token, expire: TOKEN_SECONDS } };
    }
    if (!req.path.startsWith('/open-apis/')) return { status: 404, body: { code: 404, msg: '404 page not found' } };
    const bearer = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
    if (bearer === undefined || !tokens.has(bearer) || (refusals > 0 && refusals-- > 0)) {
      return larkError(99991663, 'Invalid access token for authorization. Please make a request with token attached.');
    }

    const parts = req.path.split('/').filter((p) => p !== '');
    // open-apis im v1 messages [id] [reply]
    if (parts[1] !== 'im' || parts[2] !== 'v1' || parts[3] !== 'messages') return { status: 404, body: { code: 404, msg: '404 page not found' } };
    if (req.method === 'GET' && parts.length === 4) return list(req.query);
    const target = all.find((m) => m.message_id === parts[4]);
    if (req.method === 'GET' && parts.length === 5) {
      if (!target) return larkError(230001, 'Your request contains an invalid request parameter, ext=invalid message_id');
      if (!chats.get(target.chat_id)?.botMember) return larkError(230002, 'Bot/User can NOT be out of the chat.');
      return ok({ items: [target] });
    }
    if (req.method === 'POST' && parts.length === 6 && parts[5] === 'reply') {
      if (!target) return larkError(230001, 'Your request contains an invalid request parameter, ext=invalid message_id');
      if (target.deleted) return larkError(230011, 'The message was withdrawn.');
      const chat = chats.get(target.chat_id);
      if (!chat?.botMember) return larkError(230002, 'Bot/User can NOT be out of the chat.');
      const limited = chatLimits.get(chat.chat_id) ?? 0;
      if (limited > 0) {
        chatLimits.set(chat.chat_id, limited - 1);
        return larkError(230020, 'This operation triggers the frequency limit. ext=chat rate limit');
      }
      const body = req.body ?? {};
      if (body.msg_type !== 'text' || typeof body.content !== 'string') return larkError(99992402, 'field validation failed: msg_type text and a JSON content are required');
      let text: unknown;
      try {
        text = (JSON.parse(body.content) as { text?: unknown }).text;
      } catch {
        text = undefined;
      }
      if (typeof text !== 'string' || text === '') return larkError(230001, 'Your request contains an invalid request parameter, ext=invalid content');
      const uuid = typeof body.uuid === 'string' && body.uuid !== '' ? body.uuid : undefined;
      const earlier = uuid === undefined ? undefined : uuids.get(uuid);
      if (earlier) return ok(earlier);
      const message = create({ chat, sender: { id: appId, id_type: 'app_id', sender_type: 'app', tenant_key: TENANT }, content: body.content, msg_type: 'text', replyTo: target, inThread: body.reply_in_thread === true });
      if (uuid !== undefined) uuids.set(uuid, message);
      return ok(message);
    }
    return { status: 404, body: { code: 404, msg: '404 page not found' } };
  }

  function list(query: Record<string, string>): ChatResponse {
    const type = query.container_id_type;
    const container = query.container_id ?? '';
    if (type !== 'chat' && type !== 'thread') return larkError(99992402, 'field validation failed: container_id_type must be chat or thread');
    const sort = query.sort_type ?? 'ByCreateTimeAsc';
    if (sort !== 'ByCreateTimeAsc' && sort !== 'ByCreateTimeDesc') return larkError(99992402, 'field validation failed: sort_type');
    const size = query.page_size === undefined ? LARK_DEFAULT_PAGE_SIZE : Number(query.page_size);
    if (!Number.isInteger(size) || size < 1 || size > LARK_MAX_PAGE_SIZE) return larkError(99992402, `field validation failed: page_size must be 1-${LARK_MAX_PAGE_SIZE}`);
    const seconds = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : Number(raw));
    const start = seconds(query.start_time);
    const end = seconds(query.end_time);
    if ((start !== undefined && !Number.isInteger(start)) || (end !== undefined && !Number.isInteger(end))) return larkError(99992402, 'field validation failed: start_time and end_time are seconds');

    let items: LarkMessage[];
    if (type === 'chat') {
      const chat = chats.get(container);
      if (!chat) return larkError(230001, 'Your request contains an invalid request parameter, ext=invalid container_id');
      if (!chat.botMember) return larkError(230002, 'Bot/User can NOT be out of the chat.');
      // A topic's replies stay in the topic: the chat container lists its root only.
      items = all.filter((m) => m.chat_id === chat.chat_id && !(m.thread_id !== undefined && m.root_id !== undefined));
    } else {
      const inThread = all.filter((m) => m.thread_id === container);
      if (inThread.length === 0) return larkError(230001, 'Your request contains an invalid request parameter, ext=invalid container_id');
      if (!chats.get(inThread[0]!.chat_id)?.botMember) return larkError(230002, 'Bot/User can NOT be out of the chat.');
      items = inThread;
    }
    items = items
      .filter((m) => !m.deleted)
      .filter((m) => (start === undefined || Number(m.create_time) >= start * 1000) && (end === undefined || Number(m.create_time) < (end + 1) * 1000))
      .sort((a, b) => Number(a.create_time) - Number(b.create_time) || (a.message_id < b.message_id ? -1 : 1));
    if (sort === 'ByCreateTimeDesc') items.reverse();
    const offset = query.page_token ? Number(Buffer.from(query.page_token, 'base64url').toString('utf8').replace(/^offset:/, '')) : 0;
    if (!Number.isInteger(offset) || offset < 0) return larkError(99992402, 'field validation failed: page_token');
    const page = items.slice(offset, offset + size);
    const hasMore = offset + size < items.length;
    return ok({ has_more: hasMore, ...(hasMore ? { page_token: Buffer.from(`offset:${offset + size}`).toString('base64url') } : {}), items: page });
  }

  return {
    appId,
    appSecret,
    apiUrl: server.url,
    botOpenId,
    log,
    faults,
    addChat: ({ name, botMember }) => {
      const chat: LarkChat = { chat_id: id('oc_'), name, botMember: botMember ?? true };
      chats.set(chat.chat_id, chat);
      return chat;
    },
    addUser: ({ name }) => {
      const user: LarkUser = { open_id: id('ou_'), name };
      users.set(user.open_id, user);
      return user;
    },
    post: ({ chat, user, text, replyTo, inThread, post, at }) => {
      const { text: withKeys, mentions } = mentionsOf(text);
      const content = post
        ? JSON.stringify({ title: '', content: [withKeys.split(/(@_user_\d+)/).filter((s) => s !== '').map((s) => (/^@_user_\d+$/.test(s) ? { tag: 'at', user_id: s, user_name: mentions.find((m) => m.key === s)?.name ?? '' } : { tag: 'text', text: s }))] })
        : JSON.stringify({ text: withKeys });
      return create({ chat, sender: { id: user.open_id, id_type: 'open_id', sender_type: 'user', tenant_key: TENANT }, content, msg_type: post ? 'post' : 'text', mentions, ...(replyTo ? { replyTo } : {}), ...(inThread ? { inThread } : {}), ...(at !== undefined ? { at } : {}) });
    },
    messages: (chat) => all.filter((m) => m.chat_id === chat.chat_id).sort((a, b) => Number(a.create_time) - Number(b.create_time)),
    expireTokens: () => tokens.clear(),
    refuseTokens: (count) => {
      refusals = count;
    },
    limitChat: (chat, count) => {
      chatLimits.set(chat.chat_id, count);
    },
    stop: server.stop,
  };
}

function ok(data: unknown): ChatResponse {
  return { status: 200, body: { code: 0, msg: 'success', data } };
}

function larkError(code: number, msg: string): ChatResponse {
  return { status: 400, body: { code, msg, error: { log_id: randomBytes(8).toString('hex') } } };
}

/** The token request carries the app secret: never logged. */
function withoutSecret(body: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!body) return body;
  const { app_secret: _secret, ...rest } = body;
  return rest;
}
