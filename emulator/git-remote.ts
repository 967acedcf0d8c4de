// The emulator's git remote: smart HTTP served by `git http-backend` (CGI) behind the emulator's
// HTTP server, with GitHub's token auth in front. The bare repositories' refs are the only record
// of branch heads, so a push here is immediately what the REST and GraphQL surfaces report.

import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';
import { endPush, pushHookEnv } from './push-rules.js';
import { ceilingAllowsWrite, type Account, type GitHubState, type TokenPermissions } from './state.js';

export interface GitRequestContext {
  state: GitHubState;
  /** Root of the emulator's bare repositories (informational: each repository names its own bareDir). */
  root: string;
  /** The account the request's token acts as; null when the token is missing or unknown. */
  actor: Account | null;
  /** The token's per-scope ceiling (an installation token's permissions); a push needs contents: write. */
  ceiling?: TokenPermissions | null;
  /** URL path, without the query string. */
  path: string;
  /** Query string without the leading `?`. */
  query: string;
  /** Where receive-pack's pre-receive hook asks the emulator about a push (GitHub's push rules). */
  hookUrl?: string;
}

type Service = 'git-upload-pack' | 'git-receive-pack';

interface GitRoute {
  owner: string;
  repo: string;
  /** What follows `{repo}.git`: `/info/refs`, `/git-upload-pack` or `/git-receive-pack`. */
  rest: string;
  service: Service;
}

const WRITE_PERMISSIONS = new Set(['admin', 'maintain', 'write']);

/** Serves one smart-HTTP request; resolves with the HTTP status sent once the response has ended. */
export async function handleGit(req: IncomingMessage, res: ServerResponse, ctx: GitRequestContext): Promise<number> {
  const method = (req.method ?? 'GET').toUpperCase();
  const route = parseGitRoute(method, ctx.path, ctx.query);
  if (!route) return sendText(res, 404, 'Not Found\n');

  // GitHub answers 401 before saying whether a repository exists.
  if (!ctx.actor) {
    return sendText(res, 401, 'Invalid username or token. Password authentication is not supported for Git operations.\n', {
      'www-authenticate': 'Basic realm="GitHub"',
    });
  }
  const repository = ctx.state.repository(route.owner, route.repo);
  const permission = repository ? ctx.state.permissionOf(repository, ctx.actor) : 'none';
  // A private repository the token cannot read does not exist, as on github.com.
  if (!repository || permission === 'none') return sendText(res, 404, 'Repository not found.\n');
  if (route.service === 'git-receive-pack' && !(WRITE_PERMISSIONS.has(permission) && ceilingAllowsWrite(ctx.ceiling, 'contents'))) {
    const full = ctx.state.fullName(repository);
    return sendText(res, 403, `Permission to ${full}.git denied to ${ctx.actor.login}.\n`);
  }

  const pushing = route.service === 'git-receive-pack' && route.rest === '/git-receive-pack' && ctx.hookUrl !== undefined;
  const hookEnv = pushing ? pushHookEnv({ state: ctx.state, repo: repository, actor: ctx.actor, root: ctx.root, hookUrl: ctx.hookUrl! }) : {};
  try {
    return await runHttpBackend(req, res, {
      bareDir: repository.bareDir,
      method,
      rest: route.rest,
      query: ctx.query,
      user: ctx.actor.login,
      env: hookEnv,
    });
  } finally {
    endPush(hookEnv);
  }
}

/**
 * Recognises the three smart-HTTP endpoints, with or without the `.git` suffix as GitHub does.
 * The dumb protocol (`info/refs` without a service, `objects/...`) is not served.
 */
export function parseGitRoute(method: string, path: string, query: string): GitRoute | null {
  const match = /^\/([^/]+)\/([^/]+?)(?:\.git)?(\/info\/refs|\/git-upload-pack|\/git-receive-pack)$/.exec(path);
  if (!match) return null;
  const [, owner, repo, rest] = match as unknown as [string, string, string, string];
  if (rest === '/info/refs') {
    if (method !== 'GET') return null;
    const service = new URLSearchParams(query).get('service');
    if (service !== 'git-upload-pack' && service !== 'git-receive-pack') return null;
    return { owner, repo, rest, service };
  }
  if (method !== 'POST') return null;
  return { owner, repo, rest, service: rest.slice(1) as Service };
}

function runHttpBackend(
  req: IncomingMessage,
  res: ServerResponse,
  input: { bareDir: string; method: string; rest: string; query: string; user: string; env: Record<string, string> },
): Promise<number> {
  // PATH_INFO is resolved against GIT_PROJECT_ROOT, so rooting at the repository's parent maps
  // the request onto bareDir exactly, whatever case the URL used and wherever the repo lives.
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  Object.assign(env, {
    GIT_PROJECT_ROOT: dirname(input.bareDir),
    GIT_HTTP_EXPORT_ALL: '1',
    GIT_CONFIG_NOSYSTEM: '1',
    GATEWAY_INTERFACE: 'CGI/1.1',
    SERVER_PROTOCOL: `HTTP/${req.httpVersion}`,
    REQUEST_METHOD: input.method,
    PATH_INFO: `/${basename(input.bareDir)}${input.rest}`,
    QUERY_STRING: input.query,
    REMOTE_USER: input.user,
    REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
    ...input.env,
  });
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const cgiHeaders: Array<[string, string | undefined]> = [
    ['CONTENT_TYPE', header('content-type')],
    ['CONTENT_LENGTH', header('content-length')],
    // http-backend inflates gzip request bodies itself when told the encoding.
    ['HTTP_CONTENT_ENCODING', header('content-encoding')],
    // Carries `version=2`: without it the exchange silently falls back to protocol v0.
    ['HTTP_GIT_PROTOCOL', header('git-protocol')],
  ];
  for (const [key, value] of cgiHeaders) if (value !== undefined) env[key] = value;

  return new Promise<number>((resolve) => {
    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: Buffer[] = [];
    let status = 0;
    let settled = false;
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      resolve(code);
    };

    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      if (!res.headersSent) sendText(res, 500, `git http-backend failed: ${error.message}\n`);
      else res.destroy();
      finish(res.headersSent ? status || 500 : 500);
    });

    // A client that goes away must not leave http-backend waiting on stdin.
    req.on('error', () => child.kill());
    res.on('close', () => {
      if (!res.writableFinished) child.kill();
    });
    child.stdin.on('error', () => {
      // http-backend may exit (answering an error) before reading the whole body.
    });
    req.pipe(child.stdin);

    let head = Buffer.alloc(0);
    let headersDone = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (headersDone) {
        if (!res.write(chunk)) {
          child.stdout.pause();
          res.once('drain', () => child.stdout.resume());
        }
        return;
      }
      head = Buffer.concat([head, chunk]);
      const split = findHeaderEnd(head);
      if (!split) return;
      headersDone = true;
      const parsed = parseCgiHeaders(head.subarray(0, split.index).toString('latin1'));
      status = parsed.status;
      res.writeHead(parsed.status, parsed.headers);
      const body = head.subarray(split.index + split.length);
      if (body.length > 0) res.write(body);
    });

    child.on('close', (code) => {
      if (!headersDone) {
        const reason = Buffer.concat(stderr).toString('utf8').trim() || `exit code ${code}`;
        if (!res.headersSent) sendText(res, 500, `git http-backend produced no response: ${reason}\n`);
        return finish(500);
      }
      res.end(() => finish(status));
    });
  });
}

function findHeaderEnd(buffer: Buffer): { index: number; length: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { index: crlf, length: 4 };
  if (lf >= 0) return { index: lf, length: 2 };
  return null;
}

/** CGI response headers: `Status: 403 Forbidden` sets the status, everything else passes through. */
export function parseCgiHeaders(text: string): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'status') {
      const code = Number.parseInt(value, 10);
      if (Number.isInteger(code) && code >= 100 && code <= 599) status = code;
    } else {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return { status, headers };
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): number {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
  return status;
}
