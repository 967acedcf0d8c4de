// Which model API failures (Anthropic's, or a cloud platform's) are worth another attempt. Overload, rate limits, server errors
// and lost connections pass; a request the API rejected, a bad key, an empty credit balance or a
// reached spend limit are answers, and retrying them only burns the job's minutes.

// The SDK's error classes only (a few KB): the client itself is loaded by session.ts when a run
// first calls the model, so a run that never does pays nothing for it.
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk/core/error';
import pRetry, { AbortError } from 'p-retry';
import { LlmFinalError, LlmUnavailableError, type FinalReason } from './errors.js';
import { PROVIDER_LABELS, type ModelProvider } from './providers.js';

/** What a provider error's one line needs: who answered, and where (Bedrock's and Vertex's region). */
type Where = Pick<ModelProvider, 'name'> & { region?: string | undefined };
const ANTHROPIC: Where = { name: 'anthropic' };

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** Backoff before the first retry, doubled on each later one. */
  minTimeoutMs: number;
  maxTimeoutMs: number;
  /** A `retry-after` longer than this ends the call instead of holding the runner. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { retries: 4, minTimeoutMs: 1_000, maxTimeoutMs: 30_000, maxRetryAfterMs: 60_000 };

/** Statuses that mean "not now": timeout, rate limit, server errors, 529 overloaded. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504, 529]);

/**
 * Limits that lift on their own schedule (a spend limit, a monthly threshold), never within a
 * job's retries. The API reports some with a 429 like any rate limit, so the message tells them apart.
 */
const SPEND_LIMIT_MESSAGES: readonly RegExp[] = [
  /reached your specified (?:api )?usage limits?/i,
  /spend(?:ing)? limit/i,
  /usage limit/i,
  /extra usage is required/i,
  /usage credits are required/i,
];

const CREDIT_BALANCE_MESSAGE = /credit balance is too low/i;

/** `error.details.error_code` values of spend limits (the SDK's typed subclasses of 402 and 429). */
const SPEND_LIMIT_ERROR_CODES: ReadonlySet<string> = new Set([
  'contract_spend_limit_reached',
  'enforced_spend_limit_reached',
  'linked_organization_spend_limit_reached',
]);

type Verdict = { retry: true; retryAfterMs: number | undefined; summary: string } | { retry: false; error: LlmFinalError };

/** Sorts an error thrown by the SDK; anything else (a bug of ours) is returned as not an API error. */
export function classify(error: unknown, model: string, where: Where = ANTHROPIC): Verdict | undefined {
  if (error instanceof APIUserAbortError) {
    return { retry: false, error: new LlmFinalError('The model call was cancelled.', 'other', undefined, undefined) };
  }
  if (error instanceof APIConnectionError) {
    const what = error instanceof APIConnectionTimeoutError ? 'timed out' : 'could not connect';
    return { retry: true, retryAfterMs: undefined, summary: `connection ${what} (${firstLine(error.message)})` };
  }
  if (!(error instanceof APIError)) return undefined;

  const status = error.status as number | undefined;
  const type = platformErrorType(error) ?? error.type ?? 'error';
  const apiMessage = firstLine(error.apiMessage ?? platformMessage(error) ?? error.message);
  const requestId = error.requestID ?? error.headers?.get('x-amzn-requestid') ?? undefined;
  const said = `${status ?? '?'} ${type}: ${apiMessage}`;
  const final = (reason: FinalReason, message: string): Verdict => ({ retry: false, error: new LlmFinalError(`${message} Not retried.`, reason, status, requestId) });
  const who = PROVIDER_LABELS[where.name];
  if (where.name !== 'anthropic') {
    const platform = platformVerdict(where, status, type, said, model);
    if (platform) return final(platform.reason, platform.message);
  }

  if (isSpendLimit(error)) {
    return final('spend-limit', `The Anthropic API says a spend or usage limit is reached (${said}); model calls resume when it lifts or is raised in the Claude Console.`);
  }
  if (CREDIT_BALANCE_MESSAGE.test(apiMessage)) {
    return final('credit', `The Anthropic account has too little credit (${said}); add credit in the Claude Console.`);
  }
  // The API's own hint wins over the status, as in the SDK's retry policy.
  const hint = error.headers?.get('x-should-retry');
  const retryable = hint === 'true' || (hint !== 'false' && status !== undefined && RETRYABLE_STATUSES.has(status));
  if (retryable) return { retry: true, retryAfterMs: retryAfterMs(error.headers), summary: said };
  if (hint === 'false' && status !== undefined && status >= 500) {
    return final('other', `${who} failed and said not to retry (${said}).`);
  }
  switch (status) {
    case 400:
      return final('invalid-request', `${who} rejected the request (${said}).`);
    case 401:
      return final('authentication', `The Anthropic API key was not accepted (${said}); check the anthropic-api-key secret.`);
    case 402:
      return final('billing', `The Anthropic API refused for billing (${said}); check the payment details in the Claude Console.`);
    case 403:
      return final('permission', `The Anthropic API key may not do this (${said}).`);
    case 404:
      return final('not-found', `The Anthropic API did not find it (${said}); check that model '${model}' exists and the key may use it.`);
    default:
      return final('other', `${who} refused the request (${said}).`);
  }
}

function isSpendLimit(error: APIError): boolean {
  if (error.errorCode && SPEND_LIMIT_ERROR_CODES.has(error.errorCode)) return true;
  if (error.status !== 429 && error.status !== 400 && error.status !== 402) return false;
  const message = error.apiMessage ?? error.message;
  return SPEND_LIMIT_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error's name on the cloud platforms: Bedrock's in the x-amzn-ErrorType header
 * (`AccessDeniedException:http://…`), Google's canonical status in the body (`PERMISSION_DENIED`).
 */
function platformErrorType(error: APIError): string | undefined {
  const amzn = error.headers?.get('x-amzn-errortype');
  if (amzn) return amzn.split(':')[0];
  const status = (error.error as { error?: { status?: unknown } } | undefined)?.error?.status;
  return typeof status === 'string' ? status : undefined;
}

/** Bedrock's error body is `{"message": …}` (or `Message`), not the Messages API's `{error: {message}}`. */
function platformMessage(error: APIError): string | undefined {
  const body = error.error as { message?: unknown; Message?: unknown } | undefined;
  const message = body?.message ?? body?.Message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The cloud platforms' refusals that are not the Messages API's own, each with what to do: a role
 * or service account without the permission, a model not enabled in the project's or account's
 * region, credentials that expired or were never accepted. Anything else falls through to the
 * general sorting below.
 */
function platformVerdict(where: Where, status: number | undefined, type: string, said: string, model: string): { reason: FinalReason; message: string } | undefined {
  const who = PROVIDER_LABELS[where.name];
  const region = where.region ? ` in region ${where.region}` : '';
  if (where.name === 'bedrock') {
    if (/^(UnrecognizedClient|ExpiredToken|InvalidSignature|IncompleteSignature|MissingAuthenticationToken|InvalidClientTokenId)/.test(type) || status === 401) {
      return { reason: 'authentication', message: `${who} did not accept the AWS credentials (${said}); pass this job's aws-access-key-id, aws-secret-access-key and aws-session-token from aws-actions/configure-aws-credentials (they expire with the role session).` };
    }
    if (type === 'AccessDeniedException' || status === 403) {
      return { reason: 'permission', message: `${who} denied model '${model}'${region} (${said}); let the role call bedrock:InvokeModel on it and enable access to the model in that region.` };
    }
    if (type === 'ResourceNotFoundException' || status === 404 || (type === 'ValidationException' && /model|inference profile|on-demand/i.test(said))) {
      return { reason: 'not-found', message: `${who} has no model '${model}'${region} for this account (${said}); check the model id (docs/providers.md) and that the model is offered there, or use an inference profile such as global.${model}.` };
    }
    return undefined;
  }
  if (where.name === 'vertex') {
    if (type === 'UNAUTHENTICATED' || status === 401) {
      return { reason: 'authentication', message: `${who} did not accept the access token (${said}); pass google-access-token from google-github-actions/auth with token_format: access_token in this job (it expires).` };
    }
    if (type === 'PERMISSION_DENIED' || status === 403) {
      return { reason: 'permission', message: `${who} denied model '${model}'${region} (${said}); give the service account roles/aiplatform.user on the project and enable the model in Model Garden.` };
    }
    if (type === 'NOT_FOUND' || type === 'FAILED_PRECONDITION' || status === 404) {
      return { reason: 'not-found', message: `${who} has no model '${model}'${region} for this project (${said}); check the model id (docs/providers.md), enable it in Model Garden, or pick a region that offers it.` };
    }
    return undefined;
  }
  if (where.name === 'foundry') {
    if (status === 401) return { reason: 'authentication', message: `${who} did not accept the credential (${said}); check the foundry-api-key secret (a Foundry key or a Microsoft Entra token).` };
    if (status === 403) return { reason: 'permission', message: `${who} denied model '${model}' (${said}); give the identity access to the Foundry resource.` };
    if (status === 404) return { reason: 'not-found', message: `${who} has no deployment '${model}' on this resource (${said}); deploy the model or set model to the deployment's name.` };
  }
  return undefined;
}

/** `retry-after-ms` (milliseconds) or `retry-after` (seconds or an HTTP date), when present. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (raw.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/**
 * Runs `call` until it succeeds, a final error, or the retries run out (then
 * LlmUnavailableError). A `retry-after` is waited for when it is longer than the backoff.
 */
export async function withRetries<T>(call: () => Promise<T>, options: { retry: RetryOptions; model: string; provider?: Where | undefined; log: (message: string) => void }): Promise<T> {
  const { retry, model, log } = options;
  const where = options.provider ?? ANTHROPIC;
  const who = PROVIDER_LABELS[where.name];
  let attempts = 0;
  let last: { status: number | undefined; summary: string; retryAfterMs: number | undefined } | undefined;
  try {
    return await pRetry(
      async () => {
        attempts += 1;
        try {
          return await call();
        } catch (error) {
          const verdict = classify(error, model, where);
          if (!verdict) throw new AbortError(error instanceof Error ? error : new Error(String(error)));
          if (!verdict.retry) throw new AbortError(verdict.error);
          last = { status: error instanceof APIError ? (error.status as number | undefined) : undefined, summary: verdict.summary, retryAfterMs: verdict.retryAfterMs };
          if (verdict.retryAfterMs !== undefined && verdict.retryAfterMs > retry.maxRetryAfterMs) {
            throw new AbortError(
              new LlmUnavailableError(
                `${who} asks to wait ${seconds(verdict.retryAfterMs)} (${verdict.summary}), longer than the ${seconds(retry.maxRetryAfterMs)} tend waits; try again later.`,
                attempts,
                last.status,
              ),
            );
          }
          throw error;
        }
      },
      {
        ...backoff(retry),
        onFailedAttempt: async ({ retriesLeft, retryDelay }) => {
          if (retriesLeft <= 0 || !last) return;
          log(`${who}: ${last.summary}; retry ${attempts}/${retry.retries} in ${seconds(Math.max(retryDelay, last.retryAfterMs ?? 0))}.`);
          await waitOutRetryAfter(last.retryAfterMs, retryDelay);
        },
      },
    );
  } catch (error) {
    if (error instanceof LlmFinalError || error instanceof LlmUnavailableError) throw error;
    const verdict = classify(error, model, where);
    if (verdict?.retry) {
      throw new LlmUnavailableError(`${who} is unavailable after ${attempts} attempts (last: ${verdict.summary}); try again later.`, attempts, last?.status);
    }
    throw error;
  }
}

/** p-retry's backoff settings for `retry` (shared with the chat adapters' JSON calls). */
export function backoff(retry: RetryOptions): { retries: number; minTimeout: number; maxTimeout: number; randomize: true } {
  return { retries: retry.retries, minTimeout: retry.minTimeoutMs, maxTimeout: retry.maxTimeoutMs, randomize: true };
}

/** p-retry waits `retryDelay` after onFailedAttempt returns; this tops it up to what the server asked for. */
export async function waitOutRetryAfter(retryAfterMs: number | undefined, retryDelay: number): Promise<void> {
  const extra = Math.max(0, (retryAfterMs ?? 0) - retryDelay);
  if (extra > 0) await new Promise((resolve) => setTimeout(resolve, extra));
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
