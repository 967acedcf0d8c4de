// The HTTP plumbing shared by the offline Mattermost and Microsoft Graph servers: listen on
// 127.0.0.1 (ephemeral port), read the Bearer token, offer every request to the fault injector,
// log it (never the token: only the account it acts as) and answer JSON. Each server supplies
// only its routes and its platform's error shapes.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Faults, type FaultResponse } from '../faults.js';
import { RequestLog } from '../request-log.js';

export interface JsonReply {
  status: number;
  /** Serialised as JSON unless `text` is set. */
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export interface JsonRequest<Actor> {
  method: string;
  /** Path below the API prefix, without the query string. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  actor: Actor;
  /** Absolute URL of the API prefix, for links the server hands out (`@odata.nextLink`). */
  apiUrl: string;
}

export interface JsonServerSpec<Actor> {
  /** `/api/v4`, `/v1.0`. */
  prefix: string;
  /** The account a token acts as, or null for an unknown token. */
  authenticate(token: string): Actor | null;
  /** The name the request log records for an account. */
  actorName(actor: Actor): string;
  /** The platform's 401 answer. */
  unauthorized(reason: 'missing' | 'invalid'): JsonReply;
  /** The platform's answer to an injected `status` fault. */
  faultReply(status: number, message: string | undefined, headers: Record<string, string>): JsonReply;
  /** Answers a routed request; null means no such route (404 in the platform's shape). Async for routes that call out first (Graph's subscription validation). */
  route(request: JsonRequest<Actor>): JsonReply | null | Promise<JsonReply | null>;
  notFound(path: string): JsonReply;
  badJson(message: string): JsonReply;
}

export interface JsonServer {
  /** Base URL of the server (no prefix): what a client is configured with. */
  url: string;
  log: RequestLog;
  faults: Faults;
  stop(): Promise<void>;
}

export async function startJsonServer<Actor>(spec: JsonServerSpec<Actor>): Promise<JsonServer> {
  const log = new RequestLog();
  const faults = new Faults();
  const hanging = new Set<ServerResponse>();
  let base = '';

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, { status: 500, body: { message: `chat emulator error: ${String(error)}` } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(`${spec.prefix}/`) ? url.pathname.slice(spec.prefix.length) : url.pathname;
    const raw = await readBody(req);
    let body: unknown = null;
    const entry = { kind: 'rest' as const, method, path, query: url.search, operation: null, fields: [], mutation: false };
    const finish = (reply: JsonReply, actor: string | null, fault: string | null) => {
      log.record({ ...entry, body, status: reply.status, actor, fault });
      send(res, reply);
    };

    const bearer = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
    if (bearer === undefined) return finish(spec.unauthorized('missing'), null, null);
    const actor = spec.authenticate(bearer);
    if (actor === null) return finish(spec.unauthorized('invalid'), null, null);
    const actorName = spec.actorName(actor);

    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        return finish(spec.badJson((error as Error).message), actorName, null);
      }
    }

    const fault = faults.take({ kind: 'rest', method, path, operations: [] });
    if (fault?.type === 'before') await fault.run();
    if (fault?.type === 'hang') {
      log.record({ ...entry, body, status: 0, actor: actorName, fault: 'hang' });
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (fault && fault.type === 'status') return finish(spec.faultReply(fault.status, fault.message, fault.headers ?? {}), actorName, 'status');
    if (!url.pathname.startsWith(`${spec.prefix}/`)) return finish(spec.notFound(url.pathname), actorName, null);

    const reply = (await spec.route({ method, path, query: url.searchParams, body, actor, apiUrl: `${base}${spec.prefix}` })) ?? spec.notFound(url.pathname);
    if (fault?.type === 'after-write') return finish(spec.faultReply(fault.status, undefined, {}), actorName, 'after-write');
    finish(reply, actorName, unsupported(fault));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    log,
    faults,
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** GraphQL-only faults make no sense here; naming them keeps a misuse visible in the log. */
function unsupported(fault: FaultResponse | null): string | null {
  return fault && fault.type === 'graphql-error' ? 'graphql-error-ignored' : fault?.type === 'before' ? 'before' : null;
}

function send(res: ServerResponse, reply: JsonReply): void {
  const isText = reply.text !== undefined;
  res.writeHead(reply.status, { 'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...reply.headers });
  res.end(isText ? reply.text : reply.body === undefined ? '' : JSON.stringify(reply.body));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
