// What every local chat server (Slack, Discord, Mattermost, Teams) needs around its routes: a
// listener on 127.0.0.1, body reading (JSON and form-encoded, as the real APIs accept), a request
// log tests assert on (tokens never recorded), and scripted faults (rate limits, 5xx, hangs).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatLoggedRequest {
  seq: number;
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Parsed body (JSON or form fields); null when there was none. Never holds a token. */
  body: Record<string, unknown> | null;
  status: number;
  fault: string | null;
}

export class ChatRequestLog {
  readonly entries: ChatLoggedRequest[] = [];
  private seq = 0;

  record(entry: Omit<ChatLoggedRequest, 'seq'>): void {
    this.entries.push({ ...entry, seq: ++this.seq });
  }

  filter(filter: { method?: string; path?: string | RegExp } = {}): ChatLoggedRequest[] {
    return this.entries.filter((e) => {
      if (filter.method && e.method !== filter.method.toUpperCase()) return false;
      if (filter.path !== undefined && (typeof filter.path === 'string' ? e.path !== filter.path : !filter.path.test(e.path))) return false;
      return true;
    });
  }

  clear(): void {
    this.entries.length = 0;
  }
}

export type ChatFaultResponse =
  /** The platform's rate-limit answer (each server renders it in its own wire format). */
  | { type: 'rate-limit'; retryAfterSeconds: number }
  | { type: 'status'; status: number }
  /** Never answered until the server stops. */
  | { type: 'hang' };

export interface ChatFaultRule {
  method?: string;
  path?: string | RegExp;
  response: ChatFaultResponse;
  times: number;
}

export class ChatFaults {
  private rules: ChatFaultRule[] = [];

  inject(rule: ChatFaultRule): void {
    if (!Number.isInteger(rule.times) || rule.times < 1) throw new Error('fault rule needs times >= 1');
    this.rules.push({ ...rule });
  }

  take(method: string, path: string): ChatFaultResponse | null {
    const rule = this.rules.find(
      (r) => (!r.method || r.method.toUpperCase() === method) && (r.path === undefined || (typeof r.path === 'string' ? r.path === path : r.path.test(path))),
    );
    if (!rule) return null;
    rule.times -= 1;
    if (rule.times === 0) this.rules.splice(this.rules.indexOf(rule), 1);
    return rule.response;
  }

  get pending(): number {
    return this.rules.reduce((sum, r) => sum + r.times, 0);
  }

  clear(): void {
    this.rules = [];
  }
}

export interface ChatRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** JSON object or form fields; null when the body is empty. */
  body: Record<string, unknown> | null;
  /** The body could not be parsed as its content type says. */
  malformed: boolean;
}

export interface ChatResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface ListeningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `handle` on 127.0.0.1 (ephemeral port). Hanging responses are ended on stop. */
export async function listen(handle: (req: ChatRequest, raw: IncomingMessage) => Promise<ChatResponse | 'hang'>): Promise<ListeningServer> {
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    readRequest(req)
      .then((parsed) => handle(parsed, req))
      .then((response) => {
        if (response === 'hang') {
          hanging.add(res);
          return;
        }
        send(res, response);
      })
      .catch((error: unknown) => {
        if (!res.headersSent) send(res, { status: 500, body: { message: `chat emulator error: ${String(error)}` } });
        else res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, response: ChatResponse): void {
  const text = response.body === undefined || response.body === null ? '' : JSON.stringify(response.body);
  res.writeHead(response.status, { ...(text === '' ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...(response.headers ?? {}) });
  res.end(text);
}

async function readRequest(req: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const query = Object.fromEntries(url.searchParams.entries());
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  let body: Record<string, unknown> | null = null;
  let malformed = false;
  if (text !== '') {
    if (type === 'application/x-www-form-urlencoded') {
      body = Object.fromEntries(new URLSearchParams(text).entries());
    } else {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
        else malformed = true;
      } catch {
        malformed = true;
      }
    }
  }
  return { method: (req.method ?? 'GET').toUpperCase(), path: url.pathname, query, headers: req.headers, body, malformed };
}

/** Drops credential fields before a body is logged. */
export function withoutToken(body: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!body) return body;
  const { token: _token, ...rest } = body;
  return rest;
}
