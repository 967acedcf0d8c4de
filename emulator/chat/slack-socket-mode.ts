// Slack's Socket Mode on 127.0.0.1, next to the Web API emulator (slack-server.ts): the app
// calls `apps.connections.open` with its app-level token and gets a single-use `wss://` URL
// (here `ws://127.0.0.1`); on connect the server says `hello`; each event goes out as an
// `events_api` envelope with an `envelope_id` that the client acknowledges by sending
// `{"envelope_id": ...}` back. An envelope not acknowledged is delivered again (retry_attempt + 1)
// on the next connection, as Slack retries unacknowledged events. `drop()` closes every socket
// the way Slack's periodic `disconnect` refreshes do, so a client must reconnect by itself.
// Source: https://api.slack.com/apis/socket-mode (connecting, the hello and disconnect messages,
// acknowledging envelopes), https://api.slack.com/methods/apps.connections.open.

import { createHmac, randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';

export interface SocketEnvelope {
  envelope_id: string;
  type: 'events_api';
  accepts_response_payload: false;
  retry_attempt: number;
  retry_reason: string;
  payload: Record<string, unknown>;
}

export interface SlackSocketMode {
  /** A fresh single-use URL, as apps.connections.open answers. */
  openUrl(): string;
  /** Sends an Events API payload as an envelope to one open connection (queued when none is open). */
  deliver(payload: Record<string, unknown>): SocketEnvelope;
  /** Envelope ids the client acknowledged, in order. */
  readonly acks: string[];
  /** Envelopes sent and not yet acknowledged. */
  unacked(): SocketEnvelope[];
  /** Open connections (a client that reconnected shows here again). */
  connections(): number;
  /** Connections ever opened. */
  connectionsOpened(): number;
  /** Closes every open socket with a `disconnect` message first (reason `refresh_requested`). */
  drop(): void;
  stop(): Promise<void>;
}

export async function startSlackSocketMode(appId: string): Promise<SlackSocketMode> {
  const tickets = new Set<string>();
  const sockets = new Set<WebSocket>();
  const pending = new Map<string, SocketEnvelope>();
  const acks: string[] = [];
  let opened = 0;
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const port = (wss.address() as { port: number }).port;

  const send = (socket: WebSocket, envelope: SocketEnvelope) => socket.send(JSON.stringify(envelope));

  wss.on('connection', (socket, request) => {
    const ticket = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('ticket') ?? '';
    // A URL is good for one connection: Slack's are single-use.
    if (!tickets.delete(ticket)) {
      socket.close(4001, 'invalid ticket');
      return;
    }
    opened += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      let message: { envelope_id?: unknown };
      try {
        message = JSON.parse(String(data)) as { envelope_id?: unknown };
      } catch {
        return;
      }
      if (typeof message.envelope_id === 'string' && pending.delete(message.envelope_id)) acks.push(message.envelope_id);
    });
    socket.send(JSON.stringify({ type: 'hello', num_connections: sockets.size, debug_info: { host: 'applink-emulator', approximate_connection_time: 18060 }, connection_info: { app_id: appId } }));
    // Unacknowledged envelopes go out again on the new connection, as retries.
    for (const envelope of pending.values()) {
      envelope.retry_attempt += 1;
      envelope.retry_reason = 'timeout';
      send(socket, envelope);
    }
  });

  return {
    openUrl() {
      const ticket = randomUUID();
      tickets.add(ticket);
      return `ws://127.0.0.1:${port}/link/?ticket=${ticket}&app_id=${appId}`;
    },
    deliver(payload) {
      const envelope: SocketEnvelope = { envelope_id: randomUUID(), type: 'events_api', accepts_response_payload: false, retry_attempt: 0, retry_reason: '', payload };
      pending.set(envelope.envelope_id, envelope);
      const [socket] = sockets;
      if (socket) send(socket, envelope);
      return envelope;
    },
    acks,
    unacked: () => [...pending.values()],
    connections: () => sockets.size,
    connectionsOpened: () => opened,
    drop() {
      for (const socket of sockets) {
        socket.send(JSON.stringify({ type: 'disconnect', reason: 'refresh_requested', debug_info: { host: 'applink-emulator' } }));
        socket.close();
      }
    },
    async stop() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** Slack's request signature for the Events API: `v0=` HMAC-SHA256 of `v0:timestamp:body` with the signing secret. */
export function slackRequestSignature(signingSecret: string, timestamp: number, body: string): string {
  // Written here on its own (not imported from src/): the emulator signs as Slack documents it.
  // Source: https://api.slack.com/authentication/verifying-requests-from-slack
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}
