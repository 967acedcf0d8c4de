// Discord's gateway on 127.0.0.1, next to the REST emulator (discord-server.ts, which answers
// GET /gateway/bot with this server's URL): real WebSockets (`ws`), JSON encoding, no compression,
// spoken by the real `@discordjs/ws` client. Every behaviour below cites Discord's documentation:
//   G  = https://discord.com/developers/docs/events/gateway
//   GE = https://discord.com/developers/docs/events/gateway-events
//   OC = https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-close-event-codes
// Not modelled: ETF encoding and transport/payload compression (tend asks for neither), sharding
// beyond one shard, the 120-events-a-minute send limit, closing a connection that misses heartbeats
// (the real client beats in time), and sessions timing out a few minutes after a disconnect.

import { randomUUID } from 'node:crypto';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';

/** Intents a bot must switch on in the Developer Portal before it may ask for them (G#privileged-intents). */
const PRIVILEGED = GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;
/** Every intent bit Discord defines; another bit is invalid (4013, G#gateway-intents). */
const KNOWN_INTENTS = Object.values(GatewayIntentBits).filter((v): v is number => typeof v === 'number').reduce((a, b) => a | b, 0);

interface Session {
  id: string;
  intents: number;
  /** The sequence number of the last dispatch (GE#payload-structure: `s`). */
  seq: number;
  /** Every dispatch of the session, for RESUME's replay (G#resuming). */
  sent: Array<{ s: number; t: string; d: unknown }>;
  socket: WebSocket | null;
}

export interface GatewayConnectionInfo {
  identified: boolean;
  sessionId: string | null;
}

export interface DiscordGateway {
  /** The URL GET /gateway/bot answers (G#get-gateway-bot). */
  url: string;
  /**
   * A dispatch to every session whose intents include `intent` (G#receiving-events); sessions
   * without an open socket keep it for RESUME's replay.
   */
  dispatch(t: string, d: (session: { intents: number }) => unknown, intent: number): void;
  /** Op 7 RECONNECT to every open socket (GE#reconnect); the server closes them shortly after, as Discord may. */
  reconnect(): void;
  /** Drops every socket without a close frame: the sessions stay resumable (G#initiating-a-disconnect). */
  drop(): void;
  /** Op 9 INVALID SESSION to every open socket; `false` ends the sessions (GE#invalid-session). */
  invalidate(resumable: boolean): void;
  /** Open sockets, identified or not. */
  connections(): GatewayConnectionInfo[];
  /** Sockets ever opened, IDENTIFYs and RESUMEs accepted, and the close codes the server sent. */
  counts(): { opened: number; identifies: number; resumes: number; closes: number[] };
  /** IDENTIFY payloads accepted (`d` without the token), in order. */
  identified(): Array<{ intents: number; properties: unknown; shard?: unknown }>;
  /** Sessions started today for session_start_limit (G#session-start-limit-object). */
  sessionStarts(): number;
  stop(): Promise<void>;
}

export interface DiscordGatewayOptions {
  /** The bot token as it is now (a reset token refuses the old one). */
  token: () => string;
  /** Privileged intents switched on for the app (none unless said). */
  privilegedIntents?: number;
  /** HELLO's heartbeat_interval; Discord sends about 41,250 ms. */
  heartbeatIntervalMs?: number;
  /** The bot user READY carries. */
  user: unknown;
  applicationId: string;
}

export async function startDiscordGateway(options: DiscordGatewayOptions): Promise<DiscordGateway> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}`;
  const sessions = new Map<string, Session>();
  const open = new Map<WebSocket, { session: Session | null }>();
  const counts = { opened: 0, identifies: 0, resumes: 0, closes: [] as number[] };
  const identifies: Array<{ intents: number; properties: unknown; shard?: unknown }> = [];
  const heartbeatInterval = options.heartbeatIntervalMs ?? 41_250;
  const allowedPrivileged = options.privilegedIntents ?? 0;

  const send = (socket: WebSocket, payload: { op: number; d: unknown; s?: number | null; t?: string | null }) => {
    // GE#payload-structure: `s` and `t` are null unless op is 0.
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ s: null, t: null, ...payload }));
  };
  const close = (socket: WebSocket, code: number, reason: string) => {
    counts.closes.push(code);
    socket.close(code, reason);
  };
  const dispatchTo = (session: Session, t: string, d: unknown) => {
    session.seq += 1;
    // READY and RESUMED belong to one connection: a later RESUME replays the events, not them.
    if (t !== GatewayDispatchEvents.Ready && t !== GatewayDispatchEvents.Resumed) session.sent.push({ s: session.seq, t, d });
    if (session.socket) send(session.socket, { op: GatewayOpcodes.Dispatch, t, s: session.seq, d });
  };

  wss.on('connection', (socket, request) => {
    // G#connecting: the version and encoding go in the query; tend's client asks for v=10, json.
    const query = new URL(request.url ?? '/', url).searchParams;
    counts.opened += 1;
    if (query.get('v') !== '10') return close(socket, GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
    if ((query.get('encoding') ?? 'json') !== 'json') return close(socket, GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
    const state: { session: Session | null } = { session: null };
    open.set(socket, state);
    socket.on('close', (code) => {
      open.delete(socket);
      const session = state.session;
      if (!session) return;
      if (session.socket === socket) session.socket = null;
      // G#initiating-a-disconnect: a client closing with 1000 or 1001 ends its session; any other
      // close (or none) leaves it resumable.
      if (code === 1000 || code === 1001) sessions.delete(session.id);
    });
    // G#hello-event: the first thing on every connection.
    send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: heartbeatInterval } });

    socket.on('message', (raw) => {
      let payload: { op?: unknown; d?: unknown };
      try {
        payload = JSON.parse(String(raw)) as { op?: unknown; d?: unknown };
      } catch {
        return close(socket, GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      }
      const d = (payload.d ?? null) as Record<string, unknown> | number | null;
      switch (payload.op) {
        case GatewayOpcodes.Heartbeat:
          // G#sending-heartbeats: each heartbeat is answered with op 11.
          return send(socket, { op: GatewayOpcodes.HeartbeatAck, d: null });
        case GatewayOpcodes.Identify: {
          if (state.session) return close(socket, GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
          const data = (d ?? {}) as { token?: unknown; intents?: unknown; properties?: unknown; shard?: unknown };
          // OC 4004: the token in IDENTIFY is wrong; the client must not reconnect with it.
          if (data.token !== options.token()) return close(socket, GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
          // G#gateway-intents: intents are required (v8+); unknown bits are 4013, privileged ones
          // not switched on for the app 4014.
          if (typeof data.intents !== 'number' || !Number.isInteger(data.intents) || data.intents < 0 || (data.intents & ~KNOWN_INTENTS) !== 0) {
            return close(socket, GatewayCloseCodes.InvalidIntents, 'Invalid intent(s).');
          }
          if ((data.intents & PRIVILEGED & ~allowedPrivileged) !== 0) return close(socket, GatewayCloseCodes.DisallowedIntents, 'Disallowed intent(s).');
          if (data.shard !== undefined && JSON.stringify(data.shard) !== '[0,1]') return close(socket, GatewayCloseCodes.InvalidShard, 'Invalid shard.');
          counts.identifies += 1;
          identifies.push({ intents: data.intents, properties: data.properties, ...(data.shard !== undefined ? { shard: data.shard } : {}) });
          const session: Session = { id: randomUUID().replaceAll('-', ''), intents: data.intents, seq: 0, sent: [], socket };
          sessions.set(session.id, session);
          state.session = session;
          // G#ready-event / GE#ready: a dispatch with session_id and resume_gateway_url.
          return dispatchTo(session, GatewayDispatchEvents.Ready, {
            v: 10,
            user: options.user,
            guilds: [],
            session_id: session.id,
            resume_gateway_url: url,
            ...(data.shard !== undefined ? { shard: data.shard } : {}),
            application: { id: options.applicationId, flags: 0 },
          });
        }
        case GatewayOpcodes.Resume: {
          const data = (d ?? {}) as { token?: unknown; session_id?: unknown; seq?: unknown };
          // OC 4004 for RESUME's token too: a token reset meanwhile does not resume.
          if (data.token !== options.token()) return close(socket, GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
          const session = typeof data.session_id === 'string' ? sessions.get(data.session_id) : undefined;
          // GE#invalid-session: a session that cannot be resumed is answered with op 9, d false.
          if (!session) return send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
          const seq = typeof data.seq === 'number' ? data.seq : 0;
          // OC 4007: a sequence the session never reached.
          if (seq > session.seq) return close(socket, GatewayCloseCodes.InvalidSeq, 'Invalid seq.');
          if (session.socket && session.socket !== socket) session.socket.terminate();
          session.socket = socket;
          state.session = session;
          counts.resumes += 1;
          // G#resuming: the missed events in order, then RESUMED; later events are new.
          for (const event of session.sent.filter((e) => e.s > seq)) send(socket, { op: GatewayOpcodes.Dispatch, t: event.t, s: event.s, d: event.d });
          return dispatchTo(session, GatewayDispatchEvents.Resumed, null);
        }
        default:
          // OC 4003 before IDENTIFY; 4001 for an opcode Discord does not take.
          if (!state.session) return close(socket, GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
          if (typeof payload.op !== 'number' || ![3, 4, 8, 31].includes(payload.op)) return close(socket, GatewayCloseCodes.UnknownOpcode, 'Unknown opcode.');
          return undefined;
      }
    });
  });

  return {
    url,
    dispatch(t, d, intent) {
      for (const session of sessions.values()) if ((session.intents & intent) !== 0) dispatchTo(session, t, d(session));
    },
    reconnect() {
      for (const socket of open.keys()) {
        send(socket, { op: GatewayOpcodes.Reconnect, d: null });
        // GE#reconnect: "A few seconds after the reconnect event is dispatched, the connection may
        // be closed by the server"; the session stays resumable (4000 is a resumable close).
        setTimeout(() => socket.readyState === socket.OPEN && close(socket, GatewayCloseCodes.UnknownError, 'Reconnect requested.'), 2000).unref();
      }
    },
    drop() {
      for (const socket of open.keys()) socket.terminate();
    },
    invalidate(resumable) {
      for (const [socket, state] of open) {
        send(socket, { op: GatewayOpcodes.InvalidSession, d: resumable });
        if (!resumable && state.session) sessions.delete(state.session.id);
      }
    },
    connections: () => [...open.values()].map((s) => ({ identified: s.session !== null, sessionId: s.session?.id ?? null })),
    counts: () => ({ ...counts, closes: [...counts.closes] }),
    identified: () => [...identifies],
    sessionStarts: () => counts.identifies,
    async stop() {
      for (const socket of open.keys()) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Which intent a MESSAGE_CREATE needs: GUILD_MESSAGES in a guild (threads included), DIRECT_MESSAGES in a DM (G#list-of-intents). */
export function messageIntent(inGuild: boolean): number {
  return inGuild ? GatewayIntentBits.GuildMessages : GatewayIntentBits.DirectMessages;
}

/**
 * What a session without MESSAGE_CONTENT sees of a message: empty content, embeds and attachments,
 * except in DMs, when the bot is mentioned, or for the bot's own messages (G#message-content-intent).
 */
export function contentFor(intents: number, message: { content: string; embeds: unknown[]; attachments: unknown[]; author: { id: string }; mentions: Array<{ id: string }> }, botId: string, inGuild: boolean) {
  const visible = (intents & GatewayIntentBits.MessageContent) !== 0 || !inGuild || message.author.id === botId || message.mentions.some((u) => u.id === botId);
  return visible ? message : { ...message, content: '', embeds: [], attachments: [] };
}
