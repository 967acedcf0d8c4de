// The offline Anthropic Messages API: one HTTP server on 127.0.0.1 (ephemeral port) that the real
// `@anthropic-ai/sdk` client talks to through its `baseURL` option. Tests script every model turn;
// the server checks each request the way the API does, answers with the API's own shapes (message
// objects, `{type: 'error', error: {type, message}}` bodies, `request-id` headers) and records
// every request, rejected ones included, so a test can assert on exactly what reached the model.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildMessage, scriptConflict } from './reply.js';
import type { MessagesBody, RecordedRequest, Script, ScriptedReply } from './types.js';
import { countInputTokens, PromptCache } from './usage.js';
import { validateRequest } from './validate.js';
import { WIRES, type WireCredentials, type WireName } from './wire.js';

export type { MessagesBody, RecordedRequest, Script, ScriptedContent, ScriptedReply, ScriptedUsage } from './types.js';

export { API_VERSION, MAX_REQUEST_BYTES, PLATFORM_VERSIONS, type WireName } from './wire.js';

export interface AnthropicEmulator {
  /** Base URL to give the SDK (`new Anthropic({ baseURL, apiKey })`, or a platform client's baseURL). */
  url: string;
  apiKey: string;
  /** Which platform's wire this server speaks (anthropic unless started with `wire`). */
  wire: WireName;
  /** What the platform wires accept: AWS keys and region, a Google token, project and region, a Foundry Entra token. */
  credentials: WireCredentials;
  /** Queue replies; each accepted POST /v1/messages takes the next. With an empty queue (and no
   * fallback) the request is answered 500 naming it: tests must script every turn. */
  script(...replies: Script[]): void;
  /** A default reply used when the queue is empty (instead of the 500), e.g. for the demo. */
  fallback(reply: Script | null): void;
  /** Scripted replies not taken yet. */
  readonly pending: number;
  /** Every request in arrival order, rejected ones included. */
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

const REDACTED_HEADERS = new Set(['x-api-key', 'authorization', 'x-amz-security-token']);

/** Stand-in credentials the platform wires accept unless a test passes others. */
const TEST_CREDENTIALS: Omit<WireCredentials, 'apiKey'> = {
  aws: { accessKeyId: 'AKIAEMULATOR00000001', secretAccessKey: 'emulator/secret/access/key/0000000000001', sessionToken: 'emulator-session-token-0001', region: 'us-east-1' },
  google: { accessToken: 'ya29.emulator-access-token-0001', project: 'tend-emulator', region: 'us-east5' },
  entraToken: 'eyJhbGciOiJub25lIn0.eyJhdWQiOiJodHRwczovL2FpLmF6dXJlLmNvbSJ9.c2lnbmF0dXJl',
};

/**
 * `wire` picks the platform whose requests the server takes (Bedrock's InvokeModel, Vertex AI's
 * rawPredict, Foundry's /anthropic/v1/messages); the scripted model behind it is the same.
 */
export async function startAnthropicEmulator(options: { apiKey?: string; wire?: WireName; credentials?: Partial<Omit<WireCredentials, 'apiKey'>> } = {}): Promise<AnthropicEmulator> {
  const apiKey = options.apiKey ?? 'sk-ant-emulator-key';
  const wireName = options.wire ?? 'anthropic';
  const wire = WIRES[wireName];
  const credentials: WireCredentials = { apiKey, ...TEST_CREDENTIALS, ...options.credentials };
  const queue: Script[] = [];
  let fallback: Script | null = null;
  const requests: RecordedRequest[] = [];
  const cache = new PromptCache();
  const hanging = new Set<ServerResponse>();
  const counters = { request: 0, message: 0, toolUse: 0 };
  const ids = {
    message: () => emulatorId('msg', ++counters.message),
    toolUse: () => emulatorId('toolu', ++counters.toolUse),
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody('api_error', `anthropic emulator failed: ${String(error)}`, 'req_emulator_failure'), 'req_emulator_failure');
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const seq = ++counters.request;
    const requestId = emulatorId('req', seq);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // As sent (percent-encoding kept): Bedrock's signature covers the encoded path.
    const path = (req.url ?? '/').split('?')[0]!;
    const raw = await readBody(req);
    const record: RecordedRequest = { seq, path, body: {} as MessagesBody, headers: recordedHeaders(req), at: new Date().toISOString(), status: 0, requestId, error: null };
    requests.push(record);

    const fail = (status: number, type: string, message: string, headers: Record<string, string> = {}) => {
      record.status = status;
      record.error = message;
      const answer = wire.error(status, type, message, requestId);
      sendJson(res, status, answer.body, requestId, { ...answer.headers, ...headers });
    };

    const accepted = wire.accept({ method: req.method ?? 'GET', rawPath: path, query: url.search.slice(1), headers: req.headers, raw }, credentials);
    if (!accepted.ok) return fail(accepted.status, accepted.type, accepted.message);
    const { endpoint, body } = accepted;
    if (wireName !== 'anthropic' && isObject(accepted.sent)) record.sent = accepted.sent;
    if (isObject(body)) record.body = body as MessagesBody;
    const invalid = validateRequest(body, endpoint);
    if (invalid !== null) return fail(400, 'invalid_request_error', invalid);

    if (endpoint === 'count_tokens') {
      record.status = 200;
      return sendJson(res, 200, { input_tokens: countInputTokens(record.body) }, requestId);
    }

    const script = queue.shift() ?? fallback;
    // The SDK would retry a 500; x-should-retry: false keeps a missing script one clear failure.
    const noRetry = { 'x-should-retry': 'false' };
    if (script === null) {
      return fail(500, 'api_error', `anthropic emulator: no reply scripted for request #${seq} (${describe(record.body)}). Script every turn with emulator.script(...) or set emulator.fallback(...).`, noRetry);
    }
    let reply: ScriptedReply;
    try {
      reply = typeof script === 'function' ? script(record) : script;
    } catch (error) {
      return fail(500, 'api_error', `anthropic emulator: the script for request #${seq} threw: ${String(error)}`, noRetry);
    }
    if (reply.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (reply.kind === 'error') return fail(reply.status, reply.type, reply.message, reply.headers);
    const conflict = scriptConflict(record.body, reply);
    if (conflict !== null) return fail(500, 'api_error', `anthropic emulator: ${conflict} (request #${seq}: ${describe(record.body)})`, noRetry);
    const message = buildMessage(record.body, reply, ids, cache.account(record.body));
    record.status = 200;
    sendJson(res, 200, message, requestId);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    wire: wireName,
    credentials,
    script: (...replies) => void queue.push(...replies),
    fallback: (reply) => void (fallback = reply),
    get pending() {
      return queue.length;
    },
    requests,
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function errorBody(type: string, message: string, requestId: string) {
  return { type: 'error', error: { type, message }, request_id: requestId };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sendJson(res: ServerResponse, status: number, body: unknown, requestId: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, ...headers });
  res.end(JSON.stringify(body));
}

/** `req_emu_000001`: recognisably the emulator's, fixed width so token estimates stay stable. */
function emulatorId(prefix: string, n: number): string {
  return `${prefix}_emu_${String(n).padStart(6, '0')}`;
}


function recordedHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = REDACTED_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** Names a request in an error: model and the start of the last message's text. */
function describe(body: MessagesBody): string {
  const last = Array.isArray(body.messages) ? body.messages[body.messages.length - 1] : undefined;
  let text = '';
  if (typeof last?.content === 'string') text = last.content;
  else if (Array.isArray(last?.content)) {
    text = last.content.map((block) => (block.type === 'text' ? block.text : block.type === 'tool_result' ? `[tool_result ${block.tool_use_id}]` : `[${block.type}]`)).join(' ');
  }
  const preview = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return `model ${String(body.model)}, ${Array.isArray(body.messages) ? body.messages.length : 0} message(s), last ${last?.role ?? 'none'}: ${JSON.stringify(preview)}`;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
