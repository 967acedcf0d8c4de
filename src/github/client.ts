// The one Octokit tend uses: @actions/github's client (proxy-aware fetch, REST methods,
// pagination) composed with retry and throttling. Writes that GitHub refuses for a reason
// (405 blocked merge, 409 head moved, 422 invalid) are final: retrying them only hides the answer.

import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export const DO_NOT_RETRY = [400, 401, 403, 404, 405, 409, 410, 422, 451];

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
}

export function createOctokit(token: string, options: ClientOptions) {
  const log = options.log ?? (() => undefined);
  const octokit = getOctokit(
    token,
    {
      baseUrl: options.baseUrl,
      userAgent: options.userAgent ?? 'tend',
      retry: { doNotRetry: DO_NOT_RETRY, retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
      throttle: {
        fallbackSecondaryRateRetryAfter: 1,
        onRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          log(`GitHub rate limit on ${request.method} ${request.url}; retry ${retryCount + 1} in ${retryAfter}s`);
          return retryCount < 2;
        },
        onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
          log(`GitHub secondary rate limit on ${request.method} ${request.url}; retry ${retryCount + 1} in ${retryAfter}s`);
          return retryCount < 2;
        },
      },
    },
    retry,
    throttling,
  );
  return octokit;
}

export type Octokit = ReturnType<typeof createOctokit>;

/** Counts every request that reaches the wire (retries included), split REST / GraphQL. */
export function countRequests(octokit: Octokit): ApiCounts {
  const counts: ApiCounts = { rest: 0, graphql: 0 };
  octokit.hook.before('request', (options) => {
    if (String(options.url).endsWith('/graphql')) counts.graphql += 1;
    else counts.rest += 1;
  });
  return counts;
}
