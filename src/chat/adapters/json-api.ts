// One authenticated JSON call for the chat platforms tend reaches over plain `fetch` (Mattermost,
// Microsoft Graph): Bearer token, zod-checked response, retries of 429/5xx that honour
// Retry-After, and one ChatApiError at the end that names the platform, the route and the status
// but never the token (nor a URL that could carry one: only the path, no query string).

import pRetry, { AbortError } from 'p-retry';
import type { z } from 'zod';
import { ChatApiError } from './errors.js';
import { backoff, retryAfterMs, waitOutRetryAfter, type RetryOptions } from '../../llm/retry.js';
import { type ChatPlatform } from '../../core/chat-event.js';

/** Retries after the first attempt, backoff, and the longest Retry-After waited for. */
export type JsonApiRetry = RetryOptions;

export const DEFAULT_JSON_API_RETRY: JsonApiRetry = { retries: 4, minTimeoutMs: 500, maxTimeoutMs: 20_000, maxRetryAfterMs: 60_000 };

/** Statuses that mean "not now". */
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

export interface JsonApi {
  platform: ChatPlatform;
  token: string;
  retry?: JsonApiRetry;
  /** Reads the platform's error body into one line (its `message` field, ...). */
  describeError: (body: unknown) => string | undefined;
  /** What to do about a 401, appended to the error (e.g. "check the mattermost-token secret"). */
  authHint: string;
  fetch?: typeof fetch;
}

/** One failed attempt; `final` ones are not retried. Becomes a ChatApiError at the end. */
class AttemptError extends Error {
  constructor(
    readonly detail: string,
    readonly status: number | undefined,
    readonly final: boolean,
  ) {
    super(detail);
  }
}

interface RetryableFailure {
  status: number | undefined;
  summary: string;
  retryAfterMs: number | undefined;
}

interface CallOptions<T> {
  body?: unknown;
  /**
   * For writes without an idempotency key: asked before resending after a failure that may have
   * written (5xx, lost connection); what it finds (the reply already posted) ends the call.
   */
  recover?: () => Promise<T | undefined>;
}

/** GET/POST/PATCH/DELETE `url` and parse the JSON answer with `schema`. `url` is absolute. Throws ChatApiError. */
export async function callJson<T>(api: JsonApi, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, schema: z.ZodType<T>, options: CallOptions<T> = {}): Promise<T> {
  const { body, recover } = options;
  const retry = api.retry ?? DEFAULT_JSON_API_RETRY;
  const doFetch = api.fetch ?? fetch;
  const route = `${method} ${new URL(url).pathname}`;
  let last: RetryableFailure | undefined;
  let attempts = 0;

  const attempt = async (): Promise<T> => {
    attempts += 1;
    if (recover && last && last.status !== 429) {
      const found = await recover();
      if (found !== undefined) return found;
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${api.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      last = { status: undefined, summary: `could not connect (${redact(String((error as Error).cause ?? error), api.token)})`, retryAfterMs: undefined };
      throw new AttemptError(last.summary, undefined, false);
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const said = redact(api.describeError(parsed) ?? (text.trim().slice(0, 200) || response.statusText), api.token).replace(/\.$/, '');
      const summary = `${response.status} ${said}`;
      if (RETRYABLE.has(response.status)) {
        last = { status: response.status, summary, retryAfterMs: retryAfterMs(response.headers) };
        if (last.retryAfterMs !== undefined && last.retryAfterMs > retry.maxRetryAfterMs) {
          throw new AbortError(new AttemptError(`asked to wait ${Math.ceil(last.retryAfterMs / 1000)} s (${summary}), longer than tend waits; try again later.`, response.status, true));
        }
        throw new AttemptError(summary, response.status, false);
      }
      const hint = response.status === 401 ? ` The token was not accepted; ${api.authHint}.` : '';
      throw new AbortError(new AttemptError(`${summary}.${hint}`, response.status, true));
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new AbortError(new AttemptError(`unexpected answer shape${where}: ${issue?.message ?? 'invalid'}.`, response.status, true));
    }
    return result.data;
  };

  try {
    return await pRetry(attempt, {
      ...backoff(retry),
      onFailedAttempt: async ({ retriesLeft, retryDelay }) => {
        if (retriesLeft > 0 && last) await waitOutRetryAfter(last.retryAfterMs, retryDelay);
      },
    });
  } catch (error) {
    if (!(error instanceof AttemptError)) throw error;
    if (error.final || !last) throw new ChatApiError(api.platform, route, error.detail);
    const what = last.status === undefined ? 'unreachable' : 'still failing';
    throw new ChatApiError(api.platform, route, `${what} after ${attempts} attempts (last: ${last.summary}); try again later.`);
  }
}

function redact(text: string, token: string): string {
  return token === '' ? text : text.split(token).join('***');
}
