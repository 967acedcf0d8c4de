// What GitHub said when it refused a request, read from octokit's errors: the HTTP status and
// message of a REST refusal, the typed entries of a GraphQL one. The adapters decide what each
// means; anything these cannot read is not a refusal and is rethrown by the caller.

import { z } from 'zod';

const RestFailure = z.object({
  status: z.number(),
  response: z.object({ data: z.unknown() }).optional(),
  message: z.string(),
});

const MessageBody = z.object({ message: z.string() });

/** A REST error's status and GitHub's `message` (octokit's own message when the body has none). */
export function restFailure(error: unknown): { status: number; message: string } | null {
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

const GraphqlFailure = z.object({
  errors: z.array(z.object({ type: z.string().optional(), path: z.array(z.union([z.string(), z.number()])).optional(), message: z.string() })).min(1),
});

const PartialData = z.object({ data: z.record(z.string(), z.unknown()) });

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

const RateHeaders = z.object({
  response: z.object({ headers: z.record(z.string(), z.unknown()) }),
});

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

const RequestFailure = z.object({ status: z.number(), request: z.object({ method: z.string().optional(), url: z.string() }) });

/**
 * The one line that says what GitHub refused, from an octokit request error: the status, the
 * request, GitHub's message (without octokit's documentation link) and what to do; null when
 * `error` is not a refused request.
 */
export function requestFailureLine(error: unknown, message: string): string | null {
  const parsed = RequestFailure.safeParse(error);
  if (!parsed.success) return null;
  const { status, request } = parsed.data;
  return `GitHub answered ${status} to ${request.method ?? 'a request to'} ${new URL(request.url).pathname}: ${message}.${refusalHint(status, message, error)}`;
}

/** True for the timeout client.ts raises when GitHub does not answer in time (its message says so in one line). */
export function isRequestTimeout(error: unknown): boolean {
  return z.object({ timedOut: z.literal(true) }).safeParse(error).success;
}
