// The bridge's HTTP side, a plain node:http server: `GET /healthz` (200 while the bridge works, 503
// when stopping or Socket Mode is disconnected) and, when a signing secret is set,
// `POST /slack/events` for Slack's Events API: the signature is checked on the raw body before
// anything is parsed (401 otherwise), the url_verification challenge is answered, and a message
// event wakes its channel. Slack expects an answer within 3 seconds: the read happens afterwards.
// Source: https://api.slack.com/apis/events-api (url_verification, event_callback, 3-second answer)

import { createServer, type IncomingMessage, type Server } from 'node:http';
import { z } from 'zod';
import { verifySlackSignature } from './slack-signature.js';

/** Slack's event payloads are small; anything far larger is not Slack. */
const MAX_BODY_BYTES = 1024 * 1024;

const SlackEventBody = z.union([
  z.object({ type: z.literal('url_verification'), challenge: z.string().max(1000) }),
  z.object({ type: z.literal('event_callback'), event: z.object({ type: z.string(), channel: z.string().optional() }).loose() }).loose(),
  z.object({ type: z.string() }).loose(),
]);

interface BridgeHttpOptions {
  port: number;
  host?: string;
  signingSecret?: string;
  health(): { ok: boolean; detail: Record<string, unknown> };
  onSlackMessage(channel: string): void;
  now(): number;
  log(line: string): void;
}

export async function startBridgeHttp(options: BridgeHttpOptions): Promise<{ server: Server; port: number; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/healthz') {
      const { ok, detail } = options.health();
      reply(ok ? 200 : 503, { ok, ...detail });
      return;
    }
    if (req.method === 'POST' && req.url === '/slack/events' && options.signingSecret) {
      readBody(req).then(
        (body) => {
          if (body === null) return reply(413, { error: 'body too large' });
          const check = verifySlackSignature({
            signingSecret: options.signingSecret!,
            timestamp: header(req, 'x-slack-request-timestamp'),
            signature: header(req, 'x-slack-signature'),
            body,
            nowMs: options.now(),
          });
          if (!check.ok) {
            options.log(`bridge: refused a /slack/events request: ${check.why}`);
            return reply(401, { error: check.why });
          }
          let parsed;
          try {
            parsed = SlackEventBody.parse(JSON.parse(body));
          } catch {
            return reply(400, { error: 'the body is not a Slack Events API JSON payload' });
          }
          if (parsed.type === 'url_verification' && 'challenge' in parsed) return reply(200, { challenge: parsed.challenge });
          reply(200, { ok: true });
          const event = 'event' in parsed ? (parsed.event as { type: string; channel?: string }) : null;
          if (parsed.type === 'event_callback' && event?.type === 'message' && event.channel) options.onSlackMessage(event.channel);
        },
        () => reply(400, { error: 'the request body could not be read' }),
      );
      return;
    }
    reply(404, { error: 'not found; this server answers GET /healthz and POST /slack/events' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    server,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The raw body as text (the signature covers the bytes as sent), or null past MAX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
