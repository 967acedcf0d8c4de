// The offline GitHub: one HTTP server on 127.0.0.1 (ephemeral port) laid out like GitHub
// Enterprise Server, so octokit derives every URL from GITHUB_API_URL exactly as in production:
//   REST     http://127.0.0.1:PORT/api/v3/...
//   GraphQL  http://127.0.0.1:PORT/api/graphql
//   git      http://127.0.0.1:PORT/{owner}/{repo}.git/...   (smart HTTP: git's upload-pack, receive-pack)
// Every request is authenticated, logged and offered to the fault injector first.

import { serveJobLog } from './rest/actions-jobs.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Faults, type FaultResponse, type RequestKind } from './faults.js';
import { RequestLog } from './request-log.js';
import { ANONYMOUS, GitHubState, GitHubError, type Account, type Clock, type TokenPermissions } from './state.js';
import { handleRest } from './rest/routes.js';
import { executeGraphql, graphqlOperations, type RefusedField } from './graphql/execute.js';
import { graphqlCost } from './graphql/cost.js';
import { handleGit } from './git-remote.js';
import { anonymousBudget, graphqlPrimaryRefusal, primaryRefusal, rateLimitHeaders, RateLimits, restEndpoint, SECONDARY_MESSAGE, secondaryPoints, type Metered, type RateLimitOptions } from './rate-limits.js';

export interface EmulatorOptions {
  clock?: Clock;
  /** Where bare repositories live; a fresh temp folder by default, removed on stop. */
  root?: string;
  /** Budgets and limits (github.com's by default; tests set small ones). */
  rateLimits?: RateLimitOptions;
}

export interface Emulator {
  state: GitHubState;
  log: RequestLog;
  faults: Faults;
  /** GitHub's primary and secondary rate limits, metered per token kind on the state's clock. */
  rateLimits: RateLimits;
  /** Root holding the bare repositories. */
  root: string;
  serverUrl: string;
  apiUrl: string;
  graphqlUrl: string;
  /** Clone URL of a repository on this server (no credentials in it). */
  cloneUrl(owner: string, name: string): string;
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const state = new GitHubState(options.clock);
  const log = new RequestLog();
  const faults = new Faults();
  const rateLimits = new RateLimits(state, options.rateLimits);
  const ownRoot = options.root === undefined;
  const root = options.root ?? (await mkdtemp(join(tmpdir(), 'tend-emulator-')));
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: `emulator error: ${String(error)}` });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const kind: RequestKind = url.pathname === '/api/graphql' ? 'graphql' : url.pathname.startsWith('/api/v3/') || url.pathname === '/api/v3' ? 'rest' : 'git';
    const path = kind === 'rest' ? url.pathname.slice('/api/v3'.length) || '/' : url.pathname;

    // A job log's download link (REST jobs/{id}/logs answers 302 to it): served without a token.
    const jobLog = kind === 'git' && method === 'GET' ? serveJobLog(state, url) : null;
    if (jobLog) {
      res.writeHead(jobLog.status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(jobLog.text);
      return;
    }

    if (kind === 'git') {
      const actor = basicAuthAccount(req, state);
      const entry = {
        kind,
        method,
        path,
        query: url.search,
        operation: null,
        fields: [],
        mutation: false,
        body: null,
        actor: actor?.login ?? null,
      };
      const fault = faults.take({ kind, method, path, operations: [] });
      if (fault?.type === 'before') await fault.run();
      if (fault && (fault.type === 'hang' || fault.type === 'status')) {
        log.record({ ...entry, status: fault.type === 'hang' ? 0 : fault.status, fault: fault.type });
        return respondFault(res, fault);
      }
      const status = await handleGit(req, res, { state, root, actor, ceiling: tokenCeiling(req, state), path, query: url.search.slice(1) });
      log.record({ ...entry, status, fault: null });
      return;
    }

    const raw = await readBody(req);
    const token = bearerToken(req);
    // Without any credentials GitHub's REST API still serves public repository data to reads, and
    // answers a write to a repository 404 as for a repository the caller cannot see (octokit.net#2326,
    // #2282: an unauthenticated issues.create answers Not Found); an unknown token is refused all the same.
    const anonymous = kind === 'rest' && !req.headers.authorization && path.startsWith('/repos/');
    const anonymousRead = anonymous && method === 'GET';
    const actor = anonymous ? ANONYMOUS : token === null ? null : (state.tokens.get(token) ?? null);
    const resource = kind === 'graphql' ? 'graphql' : 'core';
    let body: unknown = null;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        log.record({ kind, method, path, query: url.search, operation: null, fields: [], mutation: false, body: null, status: 400, actor: actor?.login ?? null, fault: null });
        return sendJson(res, 400, { message: 'Problems parsing JSON' }, token && actor ? rateLimitHeaders(rateLimits.spend(token, actor, resource)) : {});
      }
    }
    const gql = kind === 'graphql' ? graphqlOperations(body) : { operation: null, fields: [], mutation: false, creates: 0 };
    const entry = {
      kind,
      method,
      path,
      query: url.search,
      operation: gql.operation,
      fields: gql.fields,
      mutation: gql.mutation,
      body: kind === 'graphql' ? ((body as { variables?: unknown } | null)?.variables ?? null) : body,
      actor: actor?.login || null,
    };

    if (!actor || (token === null && !anonymous)) {
      log.record({ ...entry, status: 401, fault: null });
      const message = req.headers.authorization ? 'Bad credentials' : kind === 'graphql' ? 'This endpoint requires you to be authenticated.' : 'Requires authentication';
      return sendJson(res, 401, { message, documentation_url: 'https://docs.github.com/rest' });
    }

    // Requests without credentials spend the budget of the address they come from (60 an hour):
    // on 127.0.0.1 every client shares one address, and so one budget, as on GitHub.
    const meter = token ?? anonymousMeter(req);
    const secondaryRefusal = (retryAfter: number | null, headers: Record<string, string>) => {
      log.record({ ...entry, status: 403, fault: 'secondary-rate-limit' });
      const after: Record<string, string> = retryAfter === null ? {} : { 'retry-after': String(retryAfter) };
      sendJson(res, 403, { message: SECONDARY_MESSAGE, documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits' }, { ...headers, ...after });
    };
    // At most so many of a budget's requests are served at once (REST and GraphQL together); the
    // one past it is refused before anything else, without retry-after (GitHub names no time).
    if (!rateLimits.enter(meter, actor)) return secondaryRefusal(null, rateLimitHeaders(rateLimits.peek(meter, actor, resource)));
    res.once('close', () => rateLimits.leave(meter, actor));
    const rule = faults.takeRule({ kind, method, path, operations: [gql.operation ?? '', ...gql.fields].filter(Boolean) });
    const taken = rule?.response ?? null;
    if (taken?.type === 'before') await taken.run();
    const fault = taken?.type === 'before' ? null : taken;
    let refuse: RefusedField | undefined;
    if (fault?.type === 'graphql-error') {
      const field = rule?.operation !== undefined && rule.operation !== gql.operation && gql.fields.includes(rule.operation) ? rule.operation : null;
      if (!field) {
        log.record({ ...entry, status: 200, fault: fault.type });
        return sendJson(res, 200, { data: null, errors: [{ type: fault.errorType, path: gql.fields.slice(0, 1), message: fault.message }] }, rateLimitHeaders(rateLimits.peek(meter, actor, resource)));
      }
      refuse = { field, type: fault.errorType, message: fault.message };
    }
    if (fault && fault.type !== 'after-write' && fault.type !== 'graphql-error') {
      log.record({ ...entry, status: fault.type === 'hang' ? 0 : fault.status, fault: fault.type });
      if (fault.type === 'hang') hanging.add(res);
      return respondFault(res, fault, rateLimitHeaders(rateLimits.peek(meter, actor, resource)));
    }

    // The primary limit first: a spent budget is what GitHub names even when a secondary limit also holds.
    const metered = rateLimits.spend(meter, actor, resource, kind === 'graphql' ? graphqlCost(body) : 1);
    const limitHeaders = rateLimitHeaders(metered);
    if (!metered.allowed) {
      if (kind === 'graphql') {
        log.record({ ...entry, status: 200, fault: 'rate-limit' });
        return sendJson(res, 200, graphqlPrimaryRefusal(metered, rateLimits.graphqlErrorType), limitHeaders);
      }
      log.record({ ...entry, status: rateLimits.primaryStatus, fault: 'rate-limit' });
      return sendJson(res, rateLimits.primaryStatus, primaryRefusal(metered), limitHeaders);
    }
    if (anonymous && !anonymousRead) {
      log.record({ ...entry, status: 404, fault: null });
      return sendJson(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }, limitHeaders);
    }

    const points = rateLimits.spendPoints(meter, actor, kind === 'graphql' ? 'graphql' : restEndpoint(method, path), secondaryPoints(kind, method, gql.mutation));
    if (points) return secondaryRefusal(points.retryAfter, limitHeaders);
    // Content creation: a REST POST is one item; a GraphQL mutation one per field that creates.
    const items = kind === 'graphql' ? gql.creates : method === 'POST' ? 1 : 0;
    const secondary = items > 0 ? rateLimits.createContent(meter, actor, items) : undefined;
    if (secondary) return secondaryRefusal(secondary.retryAfter, limitHeaders);

    const lost = fault?.type === 'after-write' ? fault : null;
    if (kind === 'graphql') {
      const result = await executeGraphql(state, actor, body, { reader: state.nextRequest(), serverUrl: serverUrl(), ceiling: tokenCeiling(req, state), rateLimit: rateLimitView(metered), ...(refuse ? { refuse } : {}) });
      const status = lost ? lost.status : 200;
      log.record({ ...entry, status, fault: fault?.type ?? null });
      if (lost) return sendJson(res, status, { message: 'Server Error' }, limitHeaders);
      return sendJson(res, 200, result, limitHeaders);
    }

    let response: { status: number; body?: unknown; headers?: Record<string, string> };
    try {
      response = (await handleRest({ state, actor, reader: state.nextRequest(), ceiling: tokenCeiling(req, state), method, path, query: url.searchParams, body, apiUrl: apiUrl(), serverUrl: serverUrl() })) ?? {
        status: 404,
        body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
      };
    } catch (error) {
      if (!(error instanceof GitHubError)) throw error;
      response = { status: error.status, body: { message: error.message, documentation_url: 'https://docs.github.com/rest' } };
    }
    const status = lost ? lost.status : response.status;
    log.record({ ...entry, status, fault: fault?.type ?? null });
    if (lost) return sendJson(res, status, { message: 'Server Error' }, limitHeaders);
    sendJson(res, response.status, response.body, { ...limitHeaders, ...response.headers });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const serverUrl = () => `http://127.0.0.1:${port}`;
  const apiUrl = () => `${serverUrl()}/api/v3`;

  return {
    state,
    log,
    faults,
    rateLimits,
    root,
    serverUrl: serverUrl(),
    apiUrl: apiUrl(),
    graphqlUrl: `${serverUrl()}/api/graphql`,
    cloneUrl: (owner, name) => `${serverUrl()}/${owner}/${name}.git`,
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownRoot) await rm(root, { recursive: true, force: true });
    },
  };
}

function respondFault(res: ServerResponse, fault: FaultResponse, headers: Record<string, string> = {}): void {
  if (fault.type === 'hang') return; // never answered; stop() destroys it
  if (fault.type === 'before' || fault.type === 'graphql-error') throw new Error(`fault ${fault.type} is handled before responding`);
  if (fault.type === 'after-write') return sendJson(res, fault.status, { message: 'Server Error' }, headers);
  sendJson(res, fault.status, { message: fault.message ?? 'Server Error', documentation_url: 'https://docs.github.com/rest' }, { ...headers, ...fault.headers });
}

/** GraphQL's `rateLimit` field: the budget this request was metered against. */
function rateLimitView(metered: Metered) {
  return {
    cost: metered.cost,
    limit: metered.limit,
    remaining: metered.remaining,
    used: metered.used,
    resetAt: new Date(metered.resetAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    nodeCount: 0,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-media-type': 'github.v3; format=json',
    ...headers,
  });
  res.end(status === 204 ? undefined : text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The budget of a request without credentials: its client's IP address (IPv4-mapped addresses as IPv4). */
function anonymousMeter(req: IncomingMessage): string {
  return anonymousBudget((req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, ''));
}

/** `Authorization: token X` or `bearer X`, as octokit sends it. */
function bearerToken(req: IncomingMessage): string | null {
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]! : null;
}

function tokenAccount(req: IncomingMessage, state: GitHubState): Account | null {
  const token = bearerToken(req);
  return token === null ? null : (state.tokens.get(token) ?? null);
}

/** The per-scope ceiling of the request's token (Basic or bearer), null when it has none. */
function tokenCeiling(req: IncomingMessage, state: GitHubState): TokenPermissions | null {
  const basic = /^basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const decoded = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8') : null;
  const token = decoded !== null ? decoded.slice(decoded.indexOf(':') + 1) : bearerToken(req);
  return token === null ? null : (state.tokenCeilings.get(token) ?? null);
}

/** Git sends Basic auth; GitHub accepts the token as the password with any user name. */
function basicAuthAccount(req: IncomingMessage, state: GitHubState): Account | null {
  const header = req.headers.authorization ?? '';
  const basic = /^basic\s+(\S+)$/i.exec(header);
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const password = decoded.slice(decoded.indexOf(':') + 1);
    return state.tokens.get(password) ?? null;
  }
  return tokenAccount(req, state);
}
