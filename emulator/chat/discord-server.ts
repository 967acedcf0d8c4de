// The offline Discord REST API v10 on 127.0.0.1, spoken by the real `@discordjs/rest` client
// (its `api` option, version '10'). Routes tend uses: GET /channels/{id}/messages (after / before /
// limit 1-100, newest first), GET /channels/{id}/messages/{id}, POST /channels/{id}/messages with
// `message_reference`, GET /users/@me, GET /channels/{id} (the channel object, with the `guild_id`
// tend's message links need: https://discord.com/developers/docs/resources/channel#get-channel). It checks `Authorization: Bot <token>`, ids are snowflakes
// made from the message time, errors are `{message, code}` (10003 Unknown Channel, 10008 Unknown
// Message, 50035 Invalid Form Body, 50006 empty message), every answer carries X-RateLimit-*
// headers, and a rate-limit fault answers 429 with JSON `retry_after` the way Discord does.
// GET /gateway/bot answers the local gateway's URL (discord-gateway.ts), and every posted message
// is dispatched there as MESSAGE_CREATE (https://discord.com/developers/docs/events/gateway#get-gateway-bot,
// https://discord.com/developers/docs/events/gateway-events#message-create).

import { MessageReferenceType, MessageType, type APIMessage, type APIUser } from 'discord-api-types/v10';
import { DISCORD_EPOCH_MS, snowflakeAt } from '../../src/chat/adapters/discord-snowflake.js';
import { contentFor, messageIntent, startDiscordGateway, type DiscordGateway } from './discord-gateway.js';
import { ChatFaults, ChatRequestLog, listen, type ChatRequest, type ChatResponse } from './http.js';

/** The guild every non-DM channel of the emulator belongs to. */
export const DISCORD_GUILD_ID = '1000000000000000001';

export interface DiscordEmulator {
  /** Base URL for REST's `api` option (`new REST({ api, version: '10' })`). */
  api: string;
  /** The bot token now; resetToken() changes it. */
  readonly token: string;
  /**
   * Resets the bot token, as Discord does on a leak or past 1000 IDENTIFYs a day
   * (https://discord.com/developers/docs/events/gateway#identifying): REST answers 401 and the
   * gateway closes with 4004 for the old one. Returns the new token.
   */
  resetToken(): string;
  bot: APIUser;
  log: ChatRequestLog;
  faults: ChatFaults;
  /** The real-time gateway (discord-gateway.ts): each posted message goes out as MESSAGE_CREATE. */
  gateway: DiscordGateway;
  /** A guild text channel, or a DM channel with `{dm: true}`. */
  addChannel(id: string, name: string, options?: { dm?: boolean }): void;
  addUser(id: string, username: string, options?: { bot?: boolean }): APIUser;
  /** Posts as a user at a time; a reply names the message it answers. Returns the snowflake. */
  post(input: { channel: string; author: string; content: string; at?: Date; replyTo?: string }): string;
  messages(channel: string): APIMessage[];
  stop(): Promise<void>;
}

export async function startDiscordEmulator(options: { token?: string; now?: () => Date; privilegedIntents?: number; gatewayHeartbeatMs?: number } = {}): Promise<DiscordEmulator> {
  let token = options.token ?? 'discord-emulator-bot-token';
  let resets = 0;
  const now = options.now ?? (() => new Date());
  const bot: APIUser = { id: snowflakeAt(new Date('2024-01-01T00:00:00Z'), 1), username: 'tend', discriminator: '0', global_name: 'tend', avatar: null, bot: true };
  const users = new Map<string, APIUser>([[bot.id, bot]]);
  const channels = new Map<string, { name: string; dm: boolean; messages: APIMessage[] }>();
  const gateway = await startDiscordGateway({ token: () => token, ...(options.gatewayHeartbeatMs ? { heartbeatIntervalMs: options.gatewayHeartbeatMs } : {}), user: bot, applicationId: bot.id, ...(options.privilegedIntents !== undefined ? { privilegedIntents: options.privilegedIntents } : {}) });
  const log = new ChatRequestLog();
  const faults = new ChatFaults();
  let increment = 0;

  function create(channelId: string, author: APIUser, content: string, at: Date, replyTo: APIMessage | null): APIMessage {
    const channel = channels.get(channelId)!;
    let id = snowflakeAt(at, ++increment);
    const last = channel.messages[channel.messages.length - 1];
    if (last && BigInt(id) <= BigInt(last.id) && at.getTime() >= Number((BigInt(last.id) >> 22n) + DISCORD_EPOCH_MS)) id = (BigInt(last.id) + 1n).toString();
    const mentioned = [...content.matchAll(/<@!?(\d{5,20})>/g)].map((m) => users.get(m[1]!)).filter((u): u is APIUser => u !== undefined);
    const message: APIMessage = {
      id,
      channel_id: channelId,
      author,
      content,
      timestamp: at.toISOString().replace('Z', '+00:00'),
      edited_timestamp: null,
      tts: false,
      mention_everyone: /@everyone|@here/.test(content),
      mentions: [...new Map(mentioned.map((u) => [u.id, u])).values()],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: false,
      type: replyTo ? MessageType.Reply : MessageType.Default,
      ...(replyTo ? { message_reference: { type: MessageReferenceType.Default, message_id: replyTo.id, channel_id: channelId }, referenced_message: withoutReferenced(replyTo) } : {}),
    };
    channel.messages.push(message);
    channel.messages.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    // MESSAGE_CREATE to every session with the message's intent; guild messages carry guild_id
    // (https://discord.com/developers/docs/events/gateway-events#message-create).
    const inGuild = !channel.dm;
    gateway.dispatch('MESSAGE_CREATE', (session) => ({ ...contentFor(session.intents, message, bot.id, inGuild), ...(inGuild ? { guild_id: DISCORD_GUILD_ID } : {}) }), messageIntent(inGuild));
    return message;
  }

  function fail(status: number, code: number, message: string, errors?: unknown): ChatResponse {
    return { status, body: { message, code, ...(errors ? { errors } : {}) } };
  }

  function route(req: ChatRequest): ChatResponse {
    const channelOnly = /^\/api\/v10\/channels\/(\d+)$/.exec(req.path);
    if (req.method === 'GET' && channelOnly) {
      // A guild text channel (type 0) of the emulator's one guild, whose channel object names it in
      // `guild_id`; a DM channel (type 1) has none.
      const found = channels.get(channelOnly[1]!);
      if (!found) return fail(404, 10003, 'Unknown Channel');
      return { status: 200, body: found.dm ? { id: channelOnly[1], type: 1 } : { id: channelOnly[1], type: 0, guild_id: DISCORD_GUILD_ID, name: found.name } };
    }
    const match = /^\/api\/v10\/channels\/(\d+)\/messages(?:\/(\d+))?$/.exec(req.path);
    if (req.method === 'GET' && (req.path === '/api/v10/users/@me' || req.path === '/api/v10/users/%40me')) return { status: 200, body: bot };
    if (req.method === 'GET' && req.path === '/api/v10/gateway/bot') {
      // https://discord.com/developers/docs/events/gateway#get-gateway-bot: the URL, the recommended
      // shards, and the session start limit (1000 a day, max_concurrency 1 for a small bot).
      return { status: 200, body: { url: gateway.url, shards: 1, session_start_limit: { total: 1000, remaining: Math.max(0, 1000 - gateway.sessionStarts()), reset_after: 14_400_000, max_concurrency: 1 } } };
    }
    if (!match) return fail(404, 0, '404: Not Found');
    const channel = channels.get(match[1]!);
    if (!channel) return fail(404, 10003, 'Unknown Channel');
    if (req.method === 'GET' && match[2]) {
      const found = channel.messages.find((m) => m.id === match[2]);
      return found ? { status: 200, body: found } : fail(404, 10008, 'Unknown Message');
    }
    if (req.method === 'GET' && !match[2]) {
      const rawLimit = req.query.limit ?? '50';
      const limit = /^\d+$/.test(rawLimit) ? Number(rawLimit) : NaN;
      if (!(limit >= 1 && limit <= 100)) {
        return fail(400, 50035, 'Invalid Form Body', { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX', message: 'int value should be less than or equal to 100.' }] } });
      }
      for (const key of ['after', 'before'] as const) {
        if (req.query[key] !== undefined && !/^\d{1,20}$/.test(req.query[key])) {
          return fail(400, 50035, 'Invalid Form Body', { [key]: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: `Value "${req.query[key]}" is not snowflake.` }] } });
        }
      }
      let list: APIMessage[];
      if (req.query.after !== undefined) {
        // The `limit` messages right after `after`, returned newest first.
        const after = BigInt(req.query.after);
        list = channel.messages.filter((m) => BigInt(m.id) > after).slice(0, limit).reverse();
      } else {
        const before = req.query.before !== undefined ? BigInt(req.query.before) : null;
        list = channel.messages.filter((m) => before === null || BigInt(m.id) < before).slice(-limit).reverse();
      }
      return { status: 200, body: list };
    }
    if (req.method === 'POST' && !match[2]) {
      const body = req.body ?? {};
      const content = typeof body.content === 'string' ? body.content : '';
      if (content.trim() === '') return fail(400, 50006, 'Cannot send an empty message');
      if (content.length > 2000) {
        return fail(400, 50035, 'Invalid Form Body', { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] } });
      }
      const reference = body.message_reference as { message_id?: unknown } | undefined;
      let replyTo: APIMessage | null = null;
      if (reference !== undefined) {
        replyTo = channel.messages.find((m) => m.id === reference.message_id) ?? null;
        if (!replyTo) {
          return fail(400, 50035, 'Invalid Form Body', { message_reference: { _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }] } });
        }
      }
      return { status: 200, body: create(match[1]!, bot, content, now(), replyTo) };
    }
    return fail(405, 0, '405: Method Not Allowed');
  }

  async function handle(req: ChatRequest): Promise<ChatResponse | 'hang'> {
    const entry = { method: req.method, path: req.path, query: req.query, body: req.body };
    const reset = (Date.now() + 1000) / 1000;
    const limits = { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49', 'x-ratelimit-reset': reset.toFixed(3), 'x-ratelimit-reset-after': '1.000', 'x-ratelimit-bucket': 'b0tend' };
    const fault = faults.take(req.method, req.path);
    if (fault?.type === 'hang') {
      log.record({ ...entry, status: 0, fault: 'hang' });
      return 'hang';
    }
    if (fault?.type === 'rate-limit') {
      log.record({ ...entry, status: 429, fault: 'rate-limit' });
      const after = fault.retryAfterSeconds;
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: after, global: false },
        headers: { ...limits, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset-after': after.toFixed(3), 'x-ratelimit-reset': ((Date.now() + after * 1000) / 1000).toFixed(3), 'retry-after': String(Math.ceil(after)), 'x-ratelimit-scope': 'user' },
      };
    }
    if (fault?.type === 'status') {
      log.record({ ...entry, status: fault.status, fault: 'status' });
      return { status: fault.status, body: { message: `${fault.status}: Server Error`, code: 0 } };
    }
    const given = /^Bot (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    let response: ChatResponse;
    if (given !== token) response = fail(401, 0, '401: Unauthorized');
    else if (req.malformed) response = fail(400, 50109, 'The request body contains invalid JSON.');
    else response = route(req);
    log.record({ ...entry, status: response.status, fault: null });
    return { ...response, headers: { ...limits, ...(response.headers ?? {}) } };
  }

  const server = await listen(handle);
  return {
    api: `${server.url}/api`,
    get token() {
      return token;
    },
    resetToken() {
      resets += 1;
      token = `discord-emulator-bot-token-reset-${resets}`;
      return token;
    },
    bot,
    log,
    faults,
    gateway,
    addChannel(id, name, opts = {}) {
      channels.set(id, { name, dm: opts.dm === true, messages: [] });
    },
    addUser(id, username, opts = {}) {
      const user: APIUser = { id, username, discriminator: '0', global_name: username, avatar: null, ...(opts.bot ? { bot: true } : {}) };
      users.set(id, user);
      return user;
    },
    post(input) {
      const channel = channels.get(input.channel);
      if (!channel) throw new Error(`discord emulator: no channel ${input.channel}`);
      const author = users.get(input.author);
      if (!author) throw new Error(`discord emulator: no user ${input.author}`);
      const replyTo = input.replyTo ? channel.messages.find((m) => m.id === input.replyTo) : null;
      if (input.replyTo && !replyTo) throw new Error(`discord emulator: no message ${input.replyTo}`);
      return create(input.channel, author, input.content, input.at ?? now(), replyTo ?? null).id;
    },
    messages(channel) {
      return channels.get(channel)?.messages ?? [];
    },
    async stop() {
      await gateway.stop();
      await server.stop();
    },
  };
}

function withoutReferenced(message: APIMessage): APIMessage {
  const { referenced_message: _nested, ...rest } = message;
  return rest as APIMessage;
}
