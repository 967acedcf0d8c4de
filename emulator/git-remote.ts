// The emulator's git remote: smart HTTP with GitHub's token auth in front, answered by git's own
// upload-pack and receive-pack in their stateless-RPC mode, with the framing `git http-backend`
// adds (the `# service=` line, the content types, the no-cache headers) written here: one git
// process per request instead of two (http-backend, then the service it starts), each a fork of
// the test's process. The bare repositories' refs are the only record of branch heads, so a push
// here is immediately what the REST and GraphQL surfaces report.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { answerPushHook, pushHookEnv, PUSH_STDIO, type PendingPush } from './push-rules.js';
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

  // A push: receive-pack's pre-receive hook asks the emulator whether each ref may move (push-rules.ts).
  const push = route.rest === '/git-receive-pack' ? { state: ctx.state, repo: repository, actor: ctx.actor, root: ctx.root } : null;
  return runService(req, res, { bareDir: repository.bareDir, service: route.service, advertise: route.rest === '/info/refs', user: ctx.actor.login, push });
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

/** What `git http-backend` sends with every answer, so no proxy or client keeps one. */
const NO_CACHE = {
  expires: 'Fri, 01 Jan 1980 00:00:00 GMT',
  pragma: 'no-cache',
  'cache-control': 'no-cache, max-age=0, must-revalidate',
};

/**
 * Runs the service as `git http-backend` does (http-backend.c: get_info_refs, service_rpc,
 * run_service): the advertisement (`--advertise-refs`) after a `# service=` pkt-line unless the
 * client asked for protocol v2; a request body (inflated when gzip-encoded) through
 * `--stateless-rpc`; the committer named after the authenticated user for the reflog.
 */
function runService(
  req: IncomingMessage,
  res: ServerResponse,
  input: { bareDir: string; service: Service; advertise: boolean; user: string; push: (PendingPush & { root: string }) | null },
): Promise<number> {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  if (!input.advertise) {
    const expected = `application/x-${input.service}-request`;
    const actual = header('content-type') ?? '';
    if (actual !== expected) {
      res.writeHead(415, { ...NO_CACHE, 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Expected POST with Content-Type '${expected}', but received '${actual}' instead.\n`);
      return Promise.resolve(415);
    }
  }

  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^GIT_/i.test(key)) env[key] = value;
  const host = req.socket.remoteAddress ?? '(none)';
  Object.assign(env, { GIT_CONFIG_NOSYSTEM: '1', GIT_COMMITTER_NAME: input.user, GIT_COMMITTER_EMAIL: `${input.user}@http.${host}` });
  // Carries `version=2`: without it the exchange silently falls back to protocol v0.
  const protocol = header('git-protocol');
  if (protocol !== undefined) env.GIT_PROTOCOL = protocol;
  if (input.push) Object.assign(env, pushHookEnv(input.push.root));

  const name = input.service.slice('git-'.length);
  const capabilitiesKey = v2Capabilities(input, protocol, env);
  const kept = capabilitiesKey === null ? undefined : capabilityAdvertisements.get(capabilitiesKey);
  if (kept !== undefined) {
    res.writeHead(200, { ...NO_CACHE, 'content-type': `application/x-${input.service}-advertisement` });
    res.end(kept);
    return Promise.resolve(200);
  }
  const args = [name, input.advertise ? '--advertise-refs' : '--stateless-rpc', '.'];
  const stdio = input.push ? [...PUSH_STDIO] : (['pipe', 'pipe', 'pipe'] as const);
  return new Promise<number>((resolve) => {
    const child = spawn('git', args, { cwd: input.bareDir, env, stdio: [...stdio] });
    if (input.push) answerPushHook(child, input.push);
    const stderr: Buffer[] = [];
    let settled = false;
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      resolve(code);
    };
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));

    res.statusCode = 200;
    res.setHeader('content-type', `application/x-${input.service}-${input.advertise ? 'advertisement' : 'result'}`);
    for (const [key, value] of Object.entries(NO_CACHE)) res.setHeader(key, value);
    // Not protocol v2: the service line and a flush first, as http-backend.c writes them.
    if (input.advertise && !asksV2(protocol)) {
      const line = `# service=${input.service}\n`;
      res.write(`${(line.length + 4).toString(16).padStart(4, '0')}${line}0000`);
    }

    child.on('error', (error) => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`git ${name} failed: ${error.message}\n`);
      } else res.destroy();
      finish(res.statusCode);
    });

    // A client that goes away must not leave the service waiting on stdin.
    req.on('error', () => child.kill());
    res.on('close', () => {
      if (!res.writableFinished) child.kill();
    });
    child.stdin!.on('error', () => {
      // The service may exit (answering an error) before reading the whole body.
    });
    if (input.advertise) child.stdin!.end();
    else {
      const encoding = header('content-encoding');
      // http-backend inflates gzip request bodies (git sends large upload-pack requests so).
      let body: Readable = req;
      if (encoding === 'gzip' || encoding === 'x-gzip') {
        const gunzip = createGunzip();
        gunzip.on('error', () => child.kill());
        body = req.pipe(gunzip);
      }
      body.pipe(child.stdin!);
    }

    child.stdout!.pipe(res, { end: false });
    const advertised: Buffer[] = [];
    if (capabilitiesKey !== null) child.stdout!.on('data', (chunk: Buffer) => advertised.push(chunk));
    child.on('close', (code) => {
      if (capabilitiesKey !== null && code === 0) capabilityAdvertisements.set(capabilitiesKey, Buffer.concat(advertised));
      if (code !== 0 && !res.headersSent) {
        // Nothing written yet: say why, as http-backend's caller would see in its log.
        const reason = Buffer.concat(stderr).toString('utf8').trim() || `exit code ${code}`;
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`git ${name} produced no response: ${reason}\n`);
        return finish(500);
      }
      res.end(() => finish(res.statusCode));
    });
  });
}

/** http-backend.c: determine_protocol_version_server(), from the client's Git-Protocol header. */
function asksV2(protocol: string | undefined): boolean {
  return /(^|:)version=2(:|$)/.test(protocol ?? '');
}

/**
 * upload-pack's protocol v2 advertisement, by what it is made of. In v2 it names no ref, only git's
 * capabilities (protocol-v2.txt: "Capability Advertisement"), which follow from git's version and
 * the configuration it reads (the repository's file, the global ones); every clone and
 * fetch asks for it first, and an answer kept is an upload-pack process (a fork of the test's
 * process) saved.
 */
const capabilityAdvertisements = new Map<string, Buffer>();

/** The key of the answer `capabilityAdvertisements` may hold for this request; null when none may. */
function v2Capabilities(input: { bareDir: string; service: Service; advertise: boolean }, protocol: string | undefined, env: NodeJS.ProcessEnv): string | null {
  if (!input.advertise || input.service !== 'git-upload-pack' || !asksV2(protocol)) return null;
  const config = readOrNull(join(input.bareDir, 'config'));
  if (config === null) return null;
  // The global files' contents, not their paths: each test's runner has a HOME of its own.
  const home = env.HOME ?? '';
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  const files = [config, home && readOrNull(join(home, '.gitconfig')), readOrNull(join(xdg, 'git', 'config'))];
  // An [include] would bring in a file not read here.
  if (files.some((text) => text && /\binclude/i.test(text))) return null;
  return JSON.stringify([protocol, ...files]);
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): number {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
  return status;
}
