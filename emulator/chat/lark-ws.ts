// Lark's long connection (event subscription over WebSocket) on 127.0.0.1, for the official SDK's
// WSClient. Standalone: one server on its own port whose `domain` is what the SDK's `domain` option
// takes (the SDK posts to `${domain}/callback/ws/endpoint`, as it does to open.larksuite.com). It is
// not attached to the REST emulator (lark-server.ts): a bridge is pointed at it on its own.
//
// What it speaks, learned from the SDK (node-sdk ws-client; the Go SDK's ws/client_transport.go
// says the same) and Lark's long-connection guide:
// Source: https://open.feishu.cn/document/uAjLw4CM/ukTMukTMukTM/event-subscription-guide/long-connection-mode
// (linked from the SDK README's "Subscribing to Events Using Long Connection Mode").
// - POST /callback/ws/endpoint {AppID, AppSecret} answers `{code, msg, data: {URL, ClientConfig}}`;
//   code 0 with a single-use wss URL (device_id, service_id, ticket in its query) and the client's
//   timings in seconds (PingInterval, ReconnectCount, ReconnectInterval, ReconnectNonce); a pair it
//   does not know gets code 514 (the SDKs' `auth_failed`), which the SDK treats as final.
// - The socket carries protobuf `Frame`s (pbbp2: SeqID 1, LogID 2, service 3, method 4 with 0 control
//   and 1 data, headers 5 as {key 1, value 2}, payload_encoding 6, payload_type 7, payload 8,
//   LogIDNew 9). The client pings with a control frame `type: ping`; the server answers `type: pong`
//   with the ClientConfig as JSON, which the client adopts.
// - An event goes out as a data frame `type: event` with headers message_id, sum, seq (fragments of
//   one payload), trace_id, and the event v2 JSON as payload. The client answers with the same frame,
//   a `biz_rt` header and the payload `{"code": 200}`: that is the acknowledgement.
// - "Developers need to complete processing within 3 seconds after receiving a message, otherwise a
//   timeout re-push will be triggered" (the guide, via the SDK README): an event not acknowledged
//   with code 200 within `ackTimeoutMs` goes out again, with the same event_id.
// - "Message pushing is in cluster mode: if several clients are connected for one app, only one
//   random client receives the message": each event goes to one open connection.
// A ticket used twice or unknown is refused at the upgrade with HTTP 403 and the `handshake-status`
// / `handshake-msg` headers the SDKs read (ws/client_transport.go parseHandshakeError).

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import protobuf from 'protobufjs';
import { WebSocketServer, type WebSocket } from 'ws';

// Our own description of the frame, from the field numbers above (proto2: the SDKs require the first four).
const FRAME_PROTO = `
syntax = "proto2";
package pbbp2;
message Header { required string key = 1; required string value = 2; }
message Frame {
  required uint64 SeqID = 1;
  required uint64 LogID = 2;
  required int32 service = 3;
  required int32 method = 4;
  repeated Header headers = 5;
  optional string payloadEncoding = 6;
  optional string payloadType = 7;
  optional bytes payload = 8;
  optional string LogIDNew = 9;
}
`;
// Resolved at once: the SDK shares this protobufjs and turns its 64-bit `Long` support off when it
// loads (`util.Long = undefined`); a type resolved lazily after that, but parsed before, would break.
const Frame = protobuf.parse(FRAME_PROTO).root.resolveAll().lookupType('pbbp2.Frame');

const CONTROL = 0;
const DATA = 1;
/** The code the SDKs name `auth_failed`: the endpoint does not know this app id and secret. */
export const LARK_WS_AUTH_FAILED = 514;

export interface LarkFrame {
  SeqID: number;
  LogID: number;
  service: number;
  method: number;
  headers: Array<{ key: string; value: string }>;
  payload?: Uint8Array;
}

export function encodeLarkFrame(frame: LarkFrame): Uint8Array {
  return Frame.encode(Frame.fromObject(frame)).finish();
}

export function decodeLarkFrame(bytes: Uint8Array): LarkFrame {
  const object = Frame.toObject(Frame.decode(bytes), { longs: Number, defaults: true }) as LarkFrame;
  return { ...object, headers: object.headers ?? [] };
}

/** An `im.message.receive_v1` event, schema 2.0, as Lark pushes it. */
export interface LarkMessageEvent {
  schema: '2.0';
  header: { event_id: string; event_type: string; create_time: string; token: string; app_id: string; tenant_key: string };
  event: {
    sender: { sender_id: { open_id: string; union_id?: string; user_id?: string }; sender_type: string; tenant_key: string };
    message: {
      message_id: string;
      root_id?: string;
      parent_id?: string;
      thread_id?: string;
      create_time: string;
      chat_id: string;
      chat_type: 'group' | 'p2p';
      message_type: string;
      content: string;
      mentions?: unknown[];
    };
  };
}

/**
 * The event Lark pushes when a message is posted where the bot is (im.message.receive_v1).
 * Source: https://open.larksuite.com/document/server-docs/im-v1/message/events/receive
 */
export function messageReceiveEvent(appId: string, m: { messageId: string; chatId: string; senderOpenId: string; text: string; createTimeMs?: number; rootId?: string; parentId?: string; threadId?: string; chatType?: 'group' | 'p2p' }): LarkMessageEvent {
  const created = String(m.createTimeMs ?? Date.now());
  return {
    schema: '2.0',
    header: { event_id: randomUUID().replaceAll('-', ''), event_type: 'im.message.receive_v1', create_time: created, token: '', app_id: appId, tenant_key: 'tenant-emulator' },
    event: {
      sender: { sender_id: { open_id: m.senderOpenId }, sender_type: 'user', tenant_key: 'tenant-emulator' },
      message: {
        message_id: m.messageId,
        ...(m.rootId ? { root_id: m.rootId } : {}),
        ...(m.parentId ? { parent_id: m.parentId } : {}),
        ...(m.threadId ? { thread_id: m.threadId } : {}),
        create_time: created,
        chat_id: m.chatId,
        chat_type: m.chatType ?? 'group',
        message_type: 'text',
        content: JSON.stringify({ text: m.text }),
      },
    },
  };
}

export interface LarkLongConnectionOptions {
  appId: string;
  appSecret: string;
  /** Lark re-pushes what is not acknowledged within 3 s. */
  ackTimeoutMs?: number;
  /** How many times one event is re-pushed before the server gives up on it. */
  maxRedeliveries?: number;
  /** ClientConfig, in seconds as Lark sends it (Lark: ping 120 s, reconnect 120 s, nonce 30 s). */
  pingIntervalS?: number;
  reconnectIntervalS?: number;
  reconnectNonceS?: number;
}

interface PendingEvent {
  frameId: string;
  eventId: string;
  payload: Uint8Array;
  deliveries: number;
  /** Its acknowledgement timed out while no connection was open: it goes out on the next one. */
  waiting: boolean;
  timer?: NodeJS.Timeout;
}

export interface LarkLongConnection {
  /** For the SDK's `domain` option: http://127.0.0.1:port. */
  domain: string;
  /** Pushes an event to one open connection (queued until one opens); returns its event_id. */
  push(event: LarkMessageEvent, options?: { fragments?: number }): string;
  /** event_ids the client acknowledged with code 200, in order. */
  readonly acks: string[];
  /** event_ids pushed and not acknowledged yet. */
  unacked(): string[];
  /** How many times each event_id went out. */
  deliveries(eventId: string): number;
  readonly endpointRequests: Array<{ appId: string; code: number }>;
  pings(): number;
  connections(): number;
  connectionsOpened(): number;
  /** Cuts every connection (as a server restart or a network cut would); the client reconnects by itself. */
  drop(): void;
  stop(): Promise<void>;
}

export async function startLarkLongConnection(options: LarkLongConnectionOptions): Promise<LarkLongConnection> {
  const ackTimeoutMs = options.ackTimeoutMs ?? 3000;
  const maxRedeliveries = options.maxRedeliveries ?? 5;
  const clientConfig = {
    PingInterval: options.pingIntervalS ?? 120,
    ReconnectCount: -1,
    ReconnectInterval: options.reconnectIntervalS ?? 120,
    ReconnectNonce: options.reconnectNonceS ?? 30,
  };
  const serviceId = 33554678;
  const tickets = new Set<string>();
  const sockets = new Set<WebSocket>();
  const pending = new Map<string, PendingEvent>();
  const acks: string[] = [];
  const deliveries = new Map<string, number>();
  const endpointRequests: Array<{ appId: string; code: number }> = [];
  let opened = 0;
  let pings = 0;
  let seq = 0;
  let port = 0;

  const wss = new WebSocketServer({ noServer: true });
  const server = createServer((request, response) => void endpoint(request, response));

  async function endpoint(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/callback/ws/endpoint') return reply(404, { code: 404, msg: 'not found' });
    let body: { AppID?: unknown; AppSecret?: unknown };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      return reply(400, { code: 400, msg: 'the body is not JSON' });
    }
    const appId = typeof body.AppID === 'string' ? body.AppID : '';
    if (appId !== options.appId || body.AppSecret !== options.appSecret) {
      endpointRequests.push({ appId, code: LARK_WS_AUTH_FAILED });
      return reply(200, { code: LARK_WS_AUTH_FAILED, msg: 'app id or app secret is invalid', data: {} });
    }
    endpointRequests.push({ appId, code: 0 });
    const ticket = randomUUID();
    tickets.add(ticket);
    const deviceId = randomBytes(8).toString('hex');
    // fpid and aid first, as Lark's URLs have them: the SDK reads device_id and service_id with qs from the whole URL.
    const url = `ws://127.0.0.1:${port}/ws/v2?fpid=493&aid=552564&device_id=${deviceId}&access_key=${randomBytes(8).toString('hex')}&service_id=${serviceId}&ticket=${ticket}`;
    return reply(200, { code: 0, msg: 'ok', data: { URL: url, ClientConfig: clientConfig } });
  }

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'ws://127.0.0.1');
    const ticket = url.searchParams.get('ticket') ?? '';
    // A URL from the endpoint is good for one connection.
    if (url.pathname !== '/ws/v2' || !tickets.delete(ticket)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nhandshake-status: 403\r\nhandshake-msg: invalid ticket\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws));
  });

  function send(socket: WebSocket, event: PendingEvent, fragments: number): void {
    event.deliveries += 1;
    deliveries.set(event.eventId, event.deliveries);
    const size = Math.ceil(event.payload.length / fragments);
    const logId = ++seq;
    for (let i = 0; i < fragments; i++) {
      socket.send(
        encodeLarkFrame({
          SeqID: logId,
          LogID: logId,
          service: serviceId,
          method: DATA,
          headers: [
            { key: 'type', value: 'event' },
            { key: 'message_id', value: event.frameId },
            { key: 'sum', value: String(fragments) },
            { key: 'seq', value: String(i) },
            { key: 'trace_id', value: randomUUID() },
          ],
          payload: event.payload.subarray(i * size, (i + 1) * size),
        }),
      );
    }
    clearTimeout(event.timer);
    // Not acknowledged in time: pushed again (to whichever connection is open then).
    event.timer = setTimeout(() => {
      if (!pending.has(event.frameId)) return;
      if (event.deliveries > maxRedeliveries) return;
      const [next] = sockets;
      if (next) send(next, event, 1);
      else event.waiting = true;
    }, ackTimeoutMs);
  }

  function accept(socket: WebSocket): void {
    opened += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data: Buffer) => {
      let frame: LarkFrame;
      try {
        frame = decodeLarkFrame(new Uint8Array(data));
      } catch {
        return;
      }
      const header = (key: string) => frame.headers.find((h) => h.key === key)?.value;
      if (frame.method === CONTROL && header('type') === 'ping') {
        pings += 1;
        socket.send(encodeLarkFrame({ SeqID: 0, LogID: 0, service: serviceId, method: CONTROL, headers: [{ key: 'type', value: 'pong' }], payload: Buffer.from(JSON.stringify(clientConfig)) }));
        return;
      }
      if (frame.method !== DATA) return;
      const event = pending.get(header('message_id') ?? '');
      if (!event) return;
      let code: unknown;
      try {
        code = (JSON.parse(Buffer.from(frame.payload ?? []).toString('utf8')) as { code?: unknown }).code;
      } catch {
        return;
      }
      // Only code 200 is an acknowledgement; 500 (the handler failed) leaves the event to be pushed again.
      if (code !== 200) return;
      clearTimeout(event.timer);
      pending.delete(event.frameId);
      acks.push(event.eventId);
    });
    // Events pushed while no connection was open go out now.
    for (const event of pending.values()) {
      if (event.deliveries > 0 && !event.waiting) continue;
      event.waiting = false;
      send(socket, event, 1);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;

  return {
    domain: `http://127.0.0.1:${port}`,
    push(event, pushOptions = {}) {
      const pendingEvent: PendingEvent = { frameId: randomUUID(), eventId: event.header.event_id, payload: Buffer.from(JSON.stringify(event)), deliveries: 0, waiting: false };
      pending.set(pendingEvent.frameId, pendingEvent);
      deliveries.set(pendingEvent.eventId, 0);
      const [socket] = sockets;
      if (socket) send(socket, pendingEvent, pushOptions.fragments ?? 1);
      return pendingEvent.eventId;
    },
    acks,
    unacked: () => [...pending.values()].map((e) => e.eventId),
    deliveries: (eventId) => deliveries.get(eventId) ?? 0,
    endpointRequests,
    pings: () => pings,
    connections: () => sockets.size,
    connectionsOpened: () => opened,
    drop() {
      for (const socket of sockets) {
        sockets.delete(socket);
        socket.terminate();
      }
    },
    async stop() {
      for (const event of pending.values()) clearTimeout(event.timer);
      for (const socket of sockets) socket.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
