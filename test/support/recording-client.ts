// A real client for the emulator that records each request it sends, for tests that count what a
// piece of tend asks GitHub: the GraphQL operation's name, or REST's method and route.

import { createOctokit } from '../../src/github/client.js';

export function recordingClient(token: string, apiUrl: string): { octokit: ReturnType<typeof createOctokit>; sent: string[] } {
  const octokit = createOctokit(token, { baseUrl: apiUrl, retryBaseMs: 5, pacingSecondMs: 10 });
  const sent: string[] = [];
  octokit.hook.before('request', (options) => {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(String(options.query ?? ''))?.[1];
    sent.push(name ? `graphql ${name}` : `${options.method} ${String(options.url)}`);
  });
  return { octokit, sent };
}
