// The one Octokit tend uses, before its REST methods: @octokit/core with the pagination
// @actions/github adds, composed with retry and throttling. client.ts adds the REST methods to the
// same client (run.ts does so once its first request, a GraphQL read, is on the wire: that plugin
// builds a map of its ~1,100 endpoints when it loads, ~7 ms of CPU the first request need not wait for). Writes that GitHub refuses for a reason
// (405 blocked merge, 409 head moved, 422 invalid) are final: retrying them only hides the answer.
// Rate limits (403/429 with a rate-limit answer) are the throttling plugin's alone, and rate-limit.ts
// decides which waits fit before the job's deadline.

import { Octokit as OctokitCore } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { RequestError } from '@octokit/request-error';
import { httpFetch } from './http-fetch.js';
import { pacingOptions } from './pacing.js';
import { contentItems, graphqlLimitFailure, RateLimitGuard, SECONDARY_FALLBACK_SECONDS, secondaryRetryAfter, type JobClock } from './rate-limit.js';

const DO_NOT_RETRY = [400, 401, 403, 404, 405, 409, 410, 422, 429, 451];

/** A client with no deadline (tests of the client itself): waits are never cut short. */
const UNBOUNDED: JobClock = { now: () => new Date(), deadline: new Date(8.64e15), secondMs: 1000 };

export interface ApiCounts {
  rest: number;
  graphql: number;
}

export interface ClientOptions {
  /** REST base URL (GITHUB_API_URL); GraphQL is derived from it as octokit does. */
  baseUrl: string;
  /** Base of the retry backoff in ms (retries wait base × n²). */
  retryBaseMs?: number;
  /** Where retry and rate-limit notes go (never includes the token). */
  log?: (message: string) => void;
  userAgent?: string;
  /** Give up on a request GitHub does not answer within this many ms (default 30 s). */
  requestTimeoutMs?: number;
  /**
   * Space requests as GitHub asks of integrations (writes ≥ 1 s apart, comment creation 3 s;
   * reads, GraphQL queries included, not at all: pacing.ts).
   * Only tests and benchmarks against the emulator turn this off; a secondary limit GitHub answers
   * is waited out either way (it is GitHub's rule, not politeness).
   */
  throttle?: boolean;
  /**
   * How many ms a second of that spacing lasts (TEND_GITHUB_PACING_MS): 1000 on GitHub. Tests
   * against the emulator shorten it, so requests are still paced in GitHub's order without a
   * suite that sleeps a second per write.
   */
  pacingSecondMs?: number;
  /** The run's clock and deadline: no rate-limit wait may pass it. */
  jobClock?: JobClock;
}

/**
 * Thrown when GitHub does not answer in time: a hang must not hold a runner until the job times
 * out. It is a RequestError with GitHub's own status for that case (504), so the retry plugin
 * treats it as the transient failure it is.
 */
export class RequestTimeoutError extends RequestError {
  /** main.ts reports these by their message alone (it does not import this module). */
  readonly timedOut = true;
}

/** Each client's options, so a client for another token (push-token) is made the same way. */
const optionsOf = new WeakMap<object, ClientOptions>();

/** The options `client` was made with, or undefined for an object this module did not make. */
export function clientOptions(client: object): ClientOptions | undefined {
  return optionsOf.get(client);
}

export function createClientCore(token: string, options: ClientOptions) {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const jobClock = options.jobClock ?? UNBOUNDED;
  const guard = new RateLimitGuard(jobClock);
  const throttled = options.throttle ?? true;
  // Registered before retry and throttling, so it sits innermost: it sees (and times, and counts)
  // every attempt on the wire, retries included.
  const wire = (octokit: PluginHost) => {
    const apiCounts: ApiCounts = { rest: 0, graphql: 0 };
    octokit.hook.wrap('request', async (request, requestOptions) => {
      if (String(requestOptions.url).endsWith('/graphql')) apiCounts.graphql += 1;
      else apiCounts.rest += 1;
      // The signal releases the socket where the fetch honours it; the race makes the timeout hold
      // where it does not (@actions/github's proxy-aware fetch, used behind a proxy, rejects only on close).
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          const url = String(requestOptions.url);
          const path = /^https?:/.test(url) ? new URL(url).pathname : url;
          const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
          reject(new RequestTimeoutError(`GitHub did not answer ${requestOptions.method} ${path} within ${seconds}`, 504, { request: requestOptions as never }));
        }, timeoutMs);
      });
      let response: unknown;
      try {
        response = await Promise.race([request({ ...requestOptions, request: { ...requestOptions.request, signal: controller.signal } }), timedOut]);
      } finally {
        clearTimeout(timer);
      }
      const limited = String(requestOptions.url).endsWith('/graphql') ? graphqlLimitFailure(response as { headers?: Record<string, unknown>; data?: unknown }) : null;
      if (limited) throw limited;
      return response;
    });
    return { apiCounts };
  };
  // Registered last, so it sits outermost: it sees each request once, after the plugins' waits.
  const limits = (octokit: PluginHost) => {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      // Once a limit will not be waited out, no request goes on the wire: more would only be refused.
      if (guard.stopped) throw guard.stopped;
      // What creates content waits for room under GitHub's content limits (throttle or not: they
      // are GitHub's rules, not politeness), and its retries inside are not counted again.
      await guard.paceContent(contentItems(requestOptions));
      for (let waits = 0; ; waits += 1) {
        try {
          return await request(requestOptions);
        } catch (error) {
          // Without the throttling plugin nothing inside waited: a secondary limit is waited out
          // here, as the plugin would (the guard decides, never past the deadline). Stopping
          // instead could leave a write half done, e.g. a duplicate's DELETE in a clean-up.
          const seconds = throttled ? null : secondaryRetryAfter(error);
          if (seconds === null || !guard.allow('secondary', seconds, waits)) throw guard.settle(error);
          log(`GitHub secondary rate limit on ${requestOptions.method} ${requestOptions.url}; retry ${waits + 1} in ${seconds}s`);
          await new Promise((resolve) => setTimeout(resolve, seconds * jobClock.secondMs));
        }
      }
    });
    return { rateLimitGuard: guard };
  };
  const pacingSecondMs = options.pacingSecondMs ?? 1000;
  // The plugins in @actions/github's getOctokit order (pagination; its REST methods come in
  // client.ts), then tend's.
  const Client = OctokitCore.plugin(paginateRest, wire as never, retry, throttling, limits as never);
  const client = new Client({
    auth: `token ${token}`,
    baseUrl: options.baseUrl,
    userAgent: withOrchestrationId(options.userAgent ?? 'tend'),
    request: { fetch: proxyAwareFetch() ?? httpFetch },
    retry: { doNotRetry: DO_NOT_RETRY, retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
    throttle: {
      enabled: throttled,
      // GitHub's spacing, the plugin's but for GraphQL queries, which it spaced as writes (pacing.ts).
      ...(throttled ? pacingOptions(pacingSecondMs) : {}),
      fallbackSecondaryRateRetryAfter: SECONDARY_FALLBACK_SECONDS,
      // The plugin waits retryAfter × this many ms: a second, or less in tests.
      retryAfterBaseValue: jobClock.secondMs,
      onRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        const wait = guard.allow('primary', retryAfter, retryCount);
        log(`GitHub rate limit on ${request.method} ${request.url}; ${wait ? `retry ${retryCount + 1} in ${retryAfter}s, at its reset` : 'not waiting for its reset'}`);
        return wait;
      },
      onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        const wait = guard.allow('secondary', retryAfter, retryCount);
        log(`GitHub secondary rate limit on ${request.method} ${request.url}; ${wait ? `retry ${retryCount + 1} in ${retryAfter}s` : 'not waiting again'}`);
        return wait;
      },
    },
  }) as InstanceType<typeof Client> & { apiCounts: ApiCounts; rateLimitGuard: RateLimitGuard };
  optionsOf.set(client, options);
  return client;
}

/** What @actions/http-client reads for a proxy (no_proxy only matters when one of them is set). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];

/**
 * The fetch behind a proxy: @actions/github's proxy-aware one (its proxy from https_proxy or
 * http_proxy, no_proxy honoured), loaded at the first request, and only here. With no proxy
 * variable set that fetch connects directly, and http-fetch.ts does the same for less: its undici
 * is a megabyte of code every run would otherwise compile before its first request (~15 % of the
 * re-executed image's start-up), and Node's own fetch is undici too.
 */
function proxyAwareFetch(env: NodeJS.ProcessEnv = process.env): typeof globalThis.fetch | undefined {
  if (!PROXY_VARIABLES.some((name) => env[name])) return undefined;
  let loaded: Promise<typeof globalThis.fetch> | undefined;
  return async (url, init) => {
    loaded ??= import('@actions/github/lib/utils').then(({ defaults }) => defaults.request?.fetch as typeof globalThis.fetch);
    return (await loaded)(url, init);
  };
}

/** The user agent with the runner's orchestration id, as @actions/github's client sends it. */
function withOrchestrationId(userAgent: string, env: NodeJS.ProcessEnv = process.env): string {
  const id = env.ACTIONS_ORCHESTRATION_ID?.trim();
  if (!id) return userAgent;
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`;
  return userAgent.includes(tag) ? userAgent : `${userAgent} ${tag}`;
}

/** What an Octokit plugin is given: the request hook to wrap. */
type PluginHost = { hook: { wrap: (name: 'request', fn: (request: (o: RequestOptions) => Promise<unknown>, o: RequestOptions) => Promise<unknown>) => void } };

interface RequestOptions {
  method: string;
  url: string;
  request?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The client without its REST methods: GraphQL, `request` and pagination. */
export type ClientCore = ReturnType<typeof createClientCore>;

/** Why the client stopped making requests (a rate limit it will not wait out), or null. */
export function rateLimitStop(octokit: ClientCore) {
  return octokit.rateLimitGuard.stopped;
}

/** Requests that reached the wire (retries included), split REST / GraphQL. */
export function countRequests(octokit: ClientCore): ApiCounts {
  return octokit.apiCounts;
}
