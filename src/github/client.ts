// The one Octokit tend uses: the client of client-core.ts (pagination, retries, throttling, the
// rate-limit guard, request counting) with the REST methods @actions/github adds. The methods are
// added to that same client, never to a second one: a request made through them is retried,
// paced, guarded and counted with all the others.
//
// Kept apart from client-core.ts because @octokit/plugin-rest-endpoint-methods maps its ~1,100
// endpoints when it loads (~7 ms of CPU): run.ts makes its client with client-core.ts, sends its
// first request (a GraphQL read, no REST method), and loads this module while GitHub answers.

import { restEndpointMethods } from '@octokit/plugin-rest-endpoint-methods';
import { clientOptions, createClientCore, type ClientCore, type ClientOptions } from './client-core.js';

export { countRequests, rateLimitStop, RequestTimeoutError, type ApiCounts, type ClientCore } from './client-core.js';

/** `client` itself, with the REST methods (`client.rest`), as the plugin would add them when built. */
export function withRestMethods(client: ClientCore) {
  return Object.assign(client, restEndpointMethods(client as never));
}

export function createOctokit(token: string, options: ClientOptions) {
  return withRestMethods(createClientCore(token, options));
}

export type Octokit = ReturnType<typeof createOctokit>;

/**
 * A client like `octokit` for `token` (push-token): GitHub attributes what it does to that token,
 * so a branch update or commit it makes starts workflow runs, where GITHUB_TOKEN's would not (T3).
 */
export function clientForToken(octokit: Octokit, token: string | undefined): Octokit {
  const options = clientOptions(octokit);
  if (token === undefined || options === undefined) return octokit;
  return createOctokit(token, options);
}
