// What GitHub said when it refused a request, read from octokit's errors: the HTTP status and
// message of a REST refusal, the typed entries of a GraphQL one. The adapters decide what each
// means; anything these cannot read is not a refusal and is rethrown by the caller.

import * as z from 'zod';

// Each schema is z.lazy, built at its first parse: main.ts loads this module before the run's
// first request, and most runs never read a failure.
const RestFailure = z.lazy(() => z.object({
  status: z.number(),
  response: z.object({ data: z.unknown() }).optional(),
  message: z.string(),
}));

const MessageBody = z.lazy(() => z.object({ message: z.string() }));

/**
 * A REST error's status and GitHub's `message` (octokit's own message when the body has none).
 * Null for a connection that failed: octokit gives those a 500 of its own, but GitHub said nothing.
 */
export function restFailure(error: unknown): { status: number; message: string } | null {
  if (connectionFailure(error)) return null;
  const parsed = RestFailure.safeParse(error);
  if (!parsed.success) return null;
  const body = MessageBody.safeParse(parsed.data.response?.data);
  return { status: parsed.data.status, message: body.success ? body.data.message : parsed.data.message };
}

export interface GraphqlErrorEntry {
  /** NOT_FOUND, FORBIDDEN, UNPROCESSABLE ...; absent on validation errors. */
  type?: string | undefined;
  /** The response path of the field that failed (`['s1']`); absent when the whole request failed. */
  path?: (string | number)[] | undefined;
  message: string;
}

const GraphqlFailure = z.lazy(() => z.object({
  errors: z.array(z.object({ type: z.string().optional(), path: z.array(z.union([z.string(), z.number()])).optional(), message: z.string() })).min(1),
}));

const PartialData = z.lazy(() => z.object({ data: z.record(z.string(), z.unknown()) }));

/** The `errors` of a GraphQL response octokit rejected (HTTP 200 with errors), else null. */
export function graphqlErrors(error: unknown): GraphqlErrorEntry[] | null {
  const parsed = GraphqlFailure.safeParse(error);
  return parsed.success ? parsed.data.errors : null;
}

/**
 * What a request of several fields did when some failed: GitHub answers the fields that worked
 * in `data` (null for the failed ones) beside `errors` carrying each failed field's path. Null
 * when the error is not such an answer (a 5xx, a timeout, a refusal with no data at all).
 */
export function graphqlPartial(error: unknown): { data: Record<string, unknown>; errors: GraphqlErrorEntry[] } | null {
  const errors = graphqlErrors(error);
  const partial = PartialData.safeParse(error);
  return errors && partial.success ? { data: partial.data.data, errors } : null;
}

const RateHeaders = z.lazy(() => z.object({
  response: z.object({ headers: z.record(z.string(), z.unknown()) }),
}));

/**
 * What a person should do about a REST refusal, as one sentence ('' when the status says it all).
 * GitHub answers a rate limit with 403 or 429: a secondary limit says so in its message (often
 * with `retry-after`), a spent primary limit sends `x-ratelimit-remaining: 0`. Only a 403 that is
 * neither is about the token's permissions.
 * (docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit)
 */
export function refusalHint(status: number, message: string, error: unknown): string {
  const headers = RateHeaders.safeParse(error).data?.response.headers ?? {};
  if (status === 403 || status === 429) {
    if (/secondary rate limit/i.test(message)) {
      return " That is GitHub's secondary rate limit (too many requests at once), not a permission: tend's next run, or the schedule sweep, goes on where this one stopped.";
    }
    if (String(headers['x-ratelimit-remaining']) === '0') {
      const reset = Number(headers['x-ratelimit-reset']);
      const when = Number.isFinite(reset) && reset > 0 ? ` at ${new Date(reset * 1000).toISOString()}` : '';
      return ` The token's rate limit is spent; it resets${when || ' within the hour'}, and tend's next run goes on from there.`;
    }
  }
  if (status === 401) return ' Check the github-token input.';
  if (status === 403) return " Check the workflow's permissions block.";
  return '';
}

const RequestFailure = z.lazy(() => z.object({ status: z.number(), request: z.object({ method: z.string().optional(), url: z.string() }) }));

/**
 * The one line that says what GitHub refused, from an octokit request error: the status, the
 * request, GitHub's message (without octokit's documentation link) and what to do; or, when no
 * answer came, the connection that failed and why; null when `error` is neither.
 */
export function requestFailureLine(error: unknown, message: string): string | null {
  const connection = connectionFailure(error);
  if (connection) {
    const what = connection.connected ? `Lost the connection to ${connection.host}` : `Could not connect to ${connection.host}`;
    return `${what}: ${connection.reason} (${connection.request}). Check GITHUB_API_URL and the runner's network; tend's next run goes on from where this one stopped.`;
  }
  const parsed = RequestFailure.safeParse(error);
  if (!parsed.success) return null;
  const { status, request } = parsed.data;
  return `GitHub answered ${status} to ${request.method ?? 'a request to'} ${new URL(request.url).pathname}: ${message}.${refusalHint(status, message, error)}`;
}

/** True for the timeout client.ts raises when GitHub does not answer in time (its message says so in one line). */
export function isRequestTimeout(error: unknown): boolean {
  return z.object({ timedOut: z.literal(true) }).safeParse(error).success;
}

/**
 * What failed below HTTP, by the system or undici error code at the root of the error: octokit
 * turns a fetch that never got an answer into a RequestError with status 500 and the cause's
 * message ("connect ECONNREFUSED 127.0.0.1:443"), which would read as GitHub's answer.
 */
const CONNECTION_CODES: Readonly<Record<string, { connected: boolean; reason: string }>> = {
  ECONNREFUSED: { connected: false, reason: 'connection refused' },
  ENOTFOUND: { connected: false, reason: 'the host name does not resolve (DNS)' },
  EAI_AGAIN: { connected: false, reason: 'the DNS lookup failed (temporary failure in name resolution)' },
  ETIMEDOUT: { connected: false, reason: 'the connection timed out' },
  UND_ERR_CONNECT_TIMEOUT: { connected: false, reason: 'the connection timed out' },
  EHOSTUNREACH: { connected: false, reason: 'the host is unreachable' },
  ENETUNREACH: { connected: false, reason: 'the network is unreachable' },
  ECONNRESET: { connected: true, reason: 'the connection was reset' },
  EPIPE: { connected: true, reason: 'the connection was closed while sending' },
  UND_ERR_SOCKET: { connected: true, reason: 'the connection was closed by the other side' },
  UND_ERR_HEADERS_TIMEOUT: { connected: true, reason: 'no answer came in time' },
  UND_ERR_BODY_TIMEOUT: { connected: true, reason: 'the answer stopped coming' },
};

/** TLS refusals (a GitHub Enterprise Server with its own certificate authority, a proxy that intercepts). */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$)/;

const Caused = z.lazy(() => z.object({ cause: z.unknown() }));
const Coded = z.lazy(() => z.object({ code: z.string() }));
const Aggregate = z.lazy(() => z.object({ errors: z.array(z.unknown()).min(1) }));
const Requested = z.lazy(() => z.object({ request: z.object({ method: z.string().optional(), url: z.string() }) }));

export interface ConnectionFailure {
  /** host[:port] of the request. */
  host: string;
  /** False when no connection was made at all (refused, DNS, unreachable, connect timeout). */
  connected: boolean;
  reason: string;
  /** `POST /graphql` */
  request: string;
}

/** The failed connection under an octokit request error (its cause chain), or null when GitHub answered. */
export function connectionFailure(error: unknown): ConnectionFailure | null {
  const requested = Requested.safeParse(error);
  if (!requested.success) return null;
  const found = connectionReason(error, 0);
  if (found === null) return null;
  const url = new URL(requested.data.request.url);
  return { host: url.host, ...found, request: `${requested.data.request.method ?? 'a request to'} ${url.pathname}` };
}

function connectionReason(error: unknown, depth: number): { connected: boolean; reason: string } | null {
  if (depth > 6) return null;
  const code = Coded.safeParse(error).data?.code;
  if (code !== undefined && Object.hasOwn(CONNECTION_CODES, code)) return CONNECTION_CODES[code]!;
  if (code !== undefined && TLS_CODE.test(code)) return { connected: false, reason: `the TLS certificate was not accepted (${code})` };
  // Node tries every address of a host (happy eyeballs) and reports them together.
  const first = Aggregate.safeParse(error).data?.errors[0];
  if (first !== undefined) {
    const inner = connectionReason(first, depth + 1);
    if (inner !== null) return inner;
  }
  const cause = Caused.safeParse(error).data?.cause;
  return cause === undefined ? null : connectionReason(cause, depth + 1);
}
