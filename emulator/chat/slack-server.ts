// The offline Slack Web API: `POST|GET /api/<method>` on 127.0.0.1, spoken by the real
// `@slack/web-api` WebClient through its `slackApiUrl` option. It keeps a scriptable world
// (channels, users, the bot, messages with their times), checks `Authorization: Bearer` (or a
// `token` field) like Slack, answers errors the documented way (HTTP 200 with `{ok:false, error}`),
// rate limits with HTTP 429 + Retry-After, and pages with `has_more` and
// `response_metadata.next_cursor`.

import { compareTs, maxTs as maxOf } from '../../src/chat/adapters/slack-ts.js';
import { ChatFaults, ChatRequestLog, listen, withoutToken, type ChatRequest, type ChatResponse } from './http.js';
import { startSlackSocketMode, type SlackSocketMode } from './slack-socket-mode.js';

export interface SlackMessage {
  type: 'message';
  ts: string;
  user?: string;
  bot_id?: string;
  subtype?: string;
  text: string;
  /** Set on thread parents (equal to ts) and replies (the parent's ts). */
  thread_ts?: string;
  reply_count?: number;
  latest_reply?: string;
  files?: Array<{ id: string; name: string; mimetype: string }>;
}

export interface SlackUser {
  id: string;
  name: string;
  is_bot: boolean;
  bot_id?: string;
}

export interface SlackChannel {
  id: string;
  name: string;
  /** Every message, oldest first (parents and replies). */
  messages: SlackMessage[];
}

export interface SlackEmulator {
  /** Base URL for WebClient's `slackApiUrl` (ends with `/api/`). */
  apiUrl: string;
  token: string;
  /** The app-level token (xapp-): the only one apps.connections.open takes. */
  appToken: string;
  /** Socket Mode: every posted message goes out as an events_api envelope (slack-socket-mode.ts). */
  socket: SlackSocketMode;
  /** The Events API payload (event_callback) Slack sends for a message. */
  eventPayload(channel: string, ts: string): Record<string, unknown>;
  bot: SlackUser & { bot_id: string };
  team: { id: string; name: string };
  log: ChatRequestLog;
  faults: ChatFaults;
  addChannel(id: string, name: string): SlackChannel;
  addUser(id: string, name: string, options?: { bot?: boolean }): SlackUser;
  /** Posts as a user (or a bot user) at a given time; returns the message's ts. */
  post(input: { channel: string; user: string; text: string; at?: Date; threadTs?: string; files?: SlackMessage['files'] }): string;
  channel(id: string): SlackChannel;
  stop(): Promise<void>;
}

const MAX_HISTORY_LIMIT = 999;
const MAX_REPLIES_LIMIT = 1000;

export async function startSlackEmulator(options: { token?: string; appToken?: string; now?: () => Date } = {}): Promise<SlackEmulator> {
  const token = options.token ?? 'xoxb-emulator-slack-token';
  const appToken = options.appToken ?? 'xapp-1-A0TEND-emulator-app-token';
  const appId = 'A0TEND';
  const socket = await startSlackSocketMode(appId);
  const now = options.now ?? (() => new Date());
  const team = { id: 'T0TEND', name: 'tend-emulator' };
  const bot = { id: 'U0TENDBOT', name: 'tend', is_bot: true, bot_id: 'B0TEND' };
  const users = new Map<string, SlackUser>([[bot.id, bot]]);
  const channels = new Map<string, SlackChannel>();
  const log = new ChatRequestLog();
  const faults = new ChatFaults();
  let lastTs = 0n;

  /** Unique, increasing ts (seconds.microseconds) near the message's time, as Slack guarantees per workspace. */
  function tsAt(at: Date): string {
    let micros = BigInt(at.getTime()) * 1000n;
    if (micros <= lastTs) micros = lastTs + 1n;
    lastTs = micros;
    const text = micros.toString().padStart(7, '0');
    return `${text.slice(0, -6)}.${text.slice(-6)}`;
  }

  function insert(channel: SlackChannel, message: SlackMessage): void {
    channel.messages.push(message);
    channel.messages.sort((a, b) => compareTs(a.ts, b.ts));
    if (message.thread_ts && message.thread_ts !== message.ts) {
      const parent = channel.messages.find((m) => m.ts === message.thread_ts)!;
      parent.thread_ts = parent.ts;
      parent.reply_count = (parent.reply_count ?? 0) + 1;
      parent.latest_reply = maxTs(parent.latest_reply, message.ts);
    }
  }

  function addChannel(id: string, name: string): SlackChannel {
    const channel = { id, name, messages: [] };
    channels.set(id, channel);
    return channel;
  }

  function channel(id: string): SlackChannel {
    const found = channels.get(id);
    if (!found) throw new Error(`slack emulator: no channel ${id}`);
    return found;
  }

  const methods: Record<string, (args: Record<string, string>) => Record<string, unknown>> = {
    // auth.test (https://api.slack.com/methods/auth.test): `url` is the workspace's address,
    // https://<workspace>.slack.com/; message links are built on it in the form chat.getPermalink
    // documents (https://docs.slack.dev/reference/methods/chat.getPermalink).
    'auth.test': () => ({ url: 'https://tend-emulator.slack.com/', team: team.name, user: bot.name, team_id: team.id, user_id: bot.id, bot_id: bot.bot_id, is_enterprise_install: false }),

    'conversations.history': (args) => {
      const ch = findChannel(args.channel);
      const window = timeWindow(args);
      const limit = pageLimit(args.limit, 100, MAX_HISTORY_LIMIT);
      // Top-level messages and thread broadcasts, newest first; the cursor is the upper bound to continue below.
      const upper = decodeCursor(args.cursor);
      const all = ch.messages
        .filter((m) => !m.thread_ts || m.thread_ts === m.ts || m.subtype === 'thread_broadcast')
        .filter((m) => inWindow(m.ts, window) && (upper === null || compareTs(m.ts, upper) < 0))
        .reverse();
      const page = all.slice(0, limit);
      const hasMore = all.length > limit;
      return {
        messages: page.map(copy),
        has_more: hasMore,
        pin_count: 0,
        channel_actions_ts: null,
        channel_actions_count: 0,
        response_metadata: { next_cursor: hasMore ? encodeCursor(page[page.length - 1]!.ts) : '' },
      };
    },

    'conversations.replies': (args) => {
      const ch = findChannel(args.channel);
      if (!args.ts) throw new SlackFailure('invalid_arguments');
      const parent = ch.messages.find((m) => m.ts === args.ts);
      if (!parent) throw new SlackFailure('thread_not_found');
      const window = timeWindow(args);
      const limit = pageLimit(args.limit, 1000, MAX_REPLIES_LIMIT);
      // The parent always comes first; then replies oldest first, paged by the ts to continue after.
      const after = decodeCursor(args.cursor);
      const replies = ch.messages
        .filter((m) => m.thread_ts === parent.ts && m.ts !== parent.ts)
        .filter((m) => inWindow(m.ts, window) && (after === null || compareTs(m.ts, after) > 0));
      const page = replies.slice(0, limit);
      const hasMore = replies.length > limit;
      return {
        messages: [copy(parent), ...page.map(copy)],
        has_more: hasMore,
        response_metadata: { next_cursor: hasMore ? encodeCursor(page[page.length - 1]!.ts) : '' },
      };
    },

    'chat.postMessage': (args) => {
      const ch = findChannel(args.channel);
      if (!args.text || args.text.trim() === '') throw new SlackFailure('no_text');
      if (args.text.length > 40_000) throw new SlackFailure('msg_too_long');
      if (args.thread_ts && !ch.messages.some((m) => m.ts === args.thread_ts)) throw new SlackFailure('thread_not_found');
      const message: SlackMessage = { type: 'message', ts: tsAt(now()), user: bot.id, bot_id: bot.bot_id, text: args.text, ...(args.thread_ts ? { thread_ts: args.thread_ts } : {}) };
      insert(ch, message);
      return { channel: ch.id, ts: message.ts, message: copy(message) };
    },
  };

  function findChannel(id: string | undefined): SlackChannel {
    const found = id ? channels.get(id) : undefined;
    if (!found) throw new SlackFailure('channel_not_found');
    return found;
  }

  async function handle(req: ChatRequest): Promise<ChatResponse | 'hang'> {
    const method = req.path.startsWith('/api/') ? req.path.slice('/api/'.length) : '';
    const args: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...req.query, ...(req.body ?? {}) })) {
      if (v !== undefined && v !== null) args[k] = typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    const entry = { method: req.method, path: req.path, query: withoutToken(req.query) as Record<string, string>, body: withoutToken(req.body) };
    const fault = faults.take(req.method, req.path);
    if (fault) {
      if (fault.type === 'hang') {
        log.record({ ...entry, status: 0, fault: 'hang' });
        return 'hang';
      }
      if (fault.type === 'rate-limit') {
        log.record({ ...entry, status: 429, fault: 'rate-limit' });
        return { status: 429, body: { ok: false, error: 'ratelimited' }, headers: { 'retry-after': String(fault.retryAfterSeconds) } };
      }
      log.record({ ...entry, status: fault.status, fault: 'status' });
      return { status: fault.status, body: { ok: false, error: 'internal_error' } };
    }
    const answer = (status: number, body: Record<string, unknown>): ChatResponse => {
      log.record({ ...entry, status, fault: null });
      return { status, body };
    };
    if (req.malformed) return answer(200, { ok: false, error: 'invalid_json' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? args.token;
    delete args.token;
    if (!bearer) return answer(200, { ok: false, error: 'not_authed' });
    // apps.connections.open takes only the app-level token, and that token nothing else.
    if (method === 'apps.connections.open') {
      if (bearer === token) return answer(200, { ok: false, error: 'not_allowed_token_type' });
      return bearer === appToken ? answer(200, { ok: true, url: socket.openUrl() }) : answer(200, { ok: false, error: 'invalid_auth' });
    }
    if (bearer === appToken) return answer(200, { ok: false, error: 'not_allowed_token_type' });
    if (bearer !== token) return answer(200, { ok: false, error: 'invalid_auth' });
    const run = methods[method];
    if (!run) return answer(404, { ok: false, error: 'unknown_method' });
    try {
      return answer(200, { ok: true, ...run(args) });
    } catch (error) {
      if (error instanceof SlackFailure) return answer(200, { ok: false, error: error.code });
      throw error;
    }
  }

  let eventCounter = 0;
  /** The event_callback Slack sends for a message: https://api.slack.com/apis/events-api#callback-field */
  function eventPayload(channelId: string, ts: string): Record<string, unknown> {
    const message = channel(channelId).messages.find((m) => m.ts === ts);
    if (!message) throw new Error(`slack emulator: no message ${ts} in ${channelId}`);
    eventCounter += 1;
    return {
      token: 'deprecated-verification-token',
      team_id: team.id,
      api_app_id: appId,
      event: { ...copy(message), channel: channelId, event_ts: message.ts, channel_type: 'channel' },
      type: 'event_callback',
      event_id: `Ev0TEND${String(eventCounter).padStart(6, '0')}`,
      event_time: Math.floor(Number(message.ts)),
      authorizations: [{ enterprise_id: null, team_id: team.id, user_id: bot.id, is_bot: true, is_enterprise_install: false }],
      is_ext_shared_channel: false,
    };
  }

  const server = await listen(handle);
  return {
    apiUrl: `${server.url}/api/`,
    token,
    appToken,
    socket,
    eventPayload,
    bot,
    team,
    log,
    faults,
    addChannel,
    addUser(id, name, opts = {}) {
      const user: SlackUser = { id, name, is_bot: opts.bot ?? false, ...(opts.bot ? { bot_id: `B${id}` } : {}) };
      users.set(id, user);
      return user;
    },
    post(input) {
      const ch = channel(input.channel);
      const user = users.get(input.user);
      if (!user) throw new Error(`slack emulator: no user ${input.user}`);
      if (input.threadTs && !ch.messages.some((m) => m.ts === input.threadTs)) throw new Error(`slack emulator: no message ${input.threadTs} in ${ch.id}`);
      const message: SlackMessage = {
        type: 'message',
        ts: tsAt(input.at ?? now()),
        user: user.id,
        text: input.text,
        ...(user.bot_id ? { bot_id: user.bot_id } : {}),
        ...(input.threadTs ? { thread_ts: input.threadTs } : {}),
        ...(input.files ? { files: input.files } : {}),
      };
      insert(ch, message);
      socket.deliver(eventPayload(ch.id, message.ts));
      return message.ts;
    },
    channel,
    stop: async () => {
      await socket.stop();
      await server.stop();
    },
  };
}

class SlackFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function copy(message: SlackMessage): SlackMessage {
  return structuredClone(message);
}

function maxTs(a: string | undefined, b: string): string {
  return a === undefined ? b : maxOf(a, b);
}

interface TimeWindow {
  oldest: string;
  latest: string | null;
  inclusive: boolean;
}

function timeWindow(args: Record<string, string>): TimeWindow {
  for (const key of ['oldest', 'latest'] as const) {
    if (args[key] !== undefined && args[key] !== '' && !/^\d+(\.\d+)?$/.test(args[key])) throw new SlackFailure('invalid_ts_' + key);
  }
  return { oldest: args.oldest || '0', latest: args.latest || null, inclusive: args.inclusive === 'true' || args.inclusive === '1' };
}

function inWindow(ts: string, window: TimeWindow): boolean {
  const lower = compareTs(ts, window.oldest);
  if (window.inclusive ? lower < 0 : lower <= 0) return false;
  if (window.latest === null) return true;
  const upper = compareTs(ts, window.latest);
  return window.inclusive ? upper <= 0 : upper < 0;
}

function pageLimit(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new SlackFailure('invalid_limit');
  const n = Number(raw);
  return n < 1 ? fallback : Math.min(n, max);
}

function encodeCursor(ts: string): string {
  return Buffer.from(`next_ts:${ts}`).toString('base64');
}

function decodeCursor(cursor: string | undefined): string | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^next_ts:(\d+\.\d+)$/.exec(text);
  if (!match) throw new SlackFailure('invalid_cursor');
  return match[1]!;
}
