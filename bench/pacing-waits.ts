// What GitHub's spacing of requests costs a job: the seconds its requests would wait on GitHub,
// from the order and times of the requests the emulator logged. The simulator runs the bundle with
// the spacing off (TEND_GITHUB_THROTTLE=off: a second per write, slept for real, would make the
// bench take hours), and adds these waits to each job's runner time, so its runner-seconds count
// what users' runners hold, idle time included.
//
// The model is @octokit/plugin-throttling's, with tend's groups (src/github/pacing.ts): a request
// of a kind starts no sooner than that kind's spacing after the previous one of it started (a
// Bottleneck group's minTime), a request waits for its kinds in the plugin's order (write, then
// notifications), and a wait delays everything after it (a job's requests go one after another).
// Each request is placed at its logged answer time, shifted by the waits before it: the emulator
// answers within milliseconds, so the answer stands for the start.

import { throttling } from '@octokit/plugin-throttling';
import { SPACING_SECONDS } from '../src/github/pacing.js';
import type { LoggedRequest } from '../emulator/request-log.js';

/**
 * Which spacing to count: `tend`'s (writes, GraphQL mutations among them, 1 s; queries none),
 * `plugin`'s own (every GraphQL request spaced as a write: tend before session 19), or `none`
 * (the figures before session 19 counted no spacing at all).
 */
export type Pacing = 'tend' | 'plugin' | 'none';
export const PACINGS: readonly Pacing[] = ['tend', 'plugin', 'none'];

type Kind = keyof typeof SPACING_SECONDS;

/** The spacing groups a logged request waits for, in the plugin's order. */
export function spacedAs(request: Pick<LoggedRequest, 'kind' | 'method' | 'path' | 'mutation'>, pacing: Pacing): Kind[] {
  if (pacing === 'none') return [];
  if (request.kind === 'graphql') return request.mutation || pacing === 'plugin' ? ['write'] : [];
  if (request.kind !== 'rest') return [];
  if (request.method === 'GET' || request.method === 'HEAD') return request.path.startsWith('/search/') ? ['search'] : [];
  return throttling.triggersNotification(request.path) ? ['write', 'notifications'] : ['write'];
}

/** Seconds a job's requests (in the order sent, with their times in ms) would wait for GitHub's spacing. */
export function spacingWaitS(requests: readonly Pick<LoggedRequest, 'kind' | 'method' | 'path' | 'mutation' | 'at'>[], pacing: Pacing): number {
  const lastStart = new Map<Kind, number>();
  let shift = 0;
  for (const request of requests) {
    let start = request.at + shift;
    for (const kind of spacedAs(request, pacing)) {
      const earliest = (lastStart.get(kind) ?? -Infinity) + SPACING_SECONDS[kind] * 1000;
      if (start < earliest) {
        shift += earliest - start;
        start = earliest;
      }
      lastStart.set(kind, start);
    }
  }
  return shift / 1000;
}
