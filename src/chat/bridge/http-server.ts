// The bridge's HTTP side, a plain node:http server: `GET /healthz` (200 while the bridge works, 503
// when stopping or a real-time connection is down) and the routes each platform serves for the
// webhooks it pushes (platform.ts). Bodies are read raw, since signatures cover the bytes as sent.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { BridgeReply, BridgeRoute } from './platform.js';

/** Webhook payloads are small; anything far larger is not a platform's. */
const MAX_BODY_BYTES = 1024 * 1024;

interface BridgeHttpOptions {
  port: number;
  host?: string;
  routes: BridgeRoute[];
  health(): { ok: boolean; detail: Record<string, unknown> };
}

export async function startBridgeHttp(options: BridgeHttpOptions): Promise<{ server: Server; port: number; stop(): Promise<void> }> {
  const paths = ['GET /healthz', ...options.routes.map((r) => `${r.method} ${r.path}`)];
  const server = createServer((req, res) => {
    const send = (reply: BridgeReply) => {
      const text = reply.contentType ? String(reply.body) : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(text, () => reply.after?.());
    };
    const url = new URL(req.url ?? '/', 'http://bridge.invalid');
    if (req.method === 'GET' && url.pathname === '/healthz') {
      const { ok, detail } = options.health();
      send({ status: ok ? 200 : 503, body: { ok, ...detail } });
      return;
    }
    const route = options.routes.find((r) => r.method === req.method && r.path === url.pathname);
    if (!route) {
      send({ status: 404, body: { error: `not found; this server answers ${paths.join(', ')}` } });
      return;
    }
    readBody(req).then(
      (body) => {
        if (body === null) return send({ status: 413, body: { error: 'body too large' } });
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
        send(route.handle({ body, headers, query: url.searchParams }));
      },
      () => send({ status: 400, body: { error: 'the request body could not be read' } }),
    );
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

/** The raw body as text, or null past MAX_BODY_BYTES. */
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
