// How far apart tend's requests go, as GitHub asks: "If you are making a large number of POST,
// PATCH, PUT, or DELETE requests, wait at least one second between each request"
// (docs.github.com/en/rest/using-the-rest-api/best-practices-for-using-the-rest-api, "Pause between
// mutative requests"). @octokit/plugin-throttling does the spacing (writes ≥ 1 s apart, writes
// that notify 3 s, searches 2 s), but it spaces every request to /graphql as a write, a query
// included (it is a POST), so a run's first read held its first write back by a second. GitHub
// counts a GraphQL query as a read (1 point, a mutation 5: L3 in emulator/RULES.md), and asks for
// no pause after reads: here a query passes the write spacing as a REST GET does, and everything
// else keeps the plugin's spacing.
//
// The plugin takes its groups and its retry limiter from the throttle options (it `Object.assign`s
// them onto its state), and asks each request's groups in turn, in one job of that retry limiter
// per request: `state.retryLimiter.schedule(doRequest, state, request, options)`, then
// `state.write.key(id).schedule(jobOptions, noop)` for a POST. So the retry limiter below runs each
// job knowing its request (AsyncLocalStorage, which each job's own call sets: Bottleneck starts
// queued jobs from another job's continuation, so a context set outside it would leak between two
// requests at once), and the write group lets a query's turn pass. client.test.ts fails if the
// plugin stops calling them so.

import { AsyncLocalStorage } from 'node:async_hooks';
import Bottleneck from 'bottleneck/light.js';
import { onlyQueries } from './graphql-reads.js';

/** The seconds GitHub's spacing puts between the starts of two requests of a kind (the plugin's own). */
export const SPACING_SECONDS = { write: 1, notifications: 3, search: 2 } as const;

/** True for a GraphQL request that only reads: not spaced as a write. */
export function readsOnly(request: unknown): boolean {
  const { url, query } = (request ?? {}) as { url?: unknown; query?: unknown };
  return String(url).endsWith('/graphql') && onlyQueries(query);
}

/** Set around each request's job: whether that request only reads. */
const reading = new AsyncLocalStorage<boolean>();

/** What the plugin calls of a group: `key(id).schedule(options, task)`. */
type Schedule = (options: Bottleneck.JobOptions, task: () => Promise<void>) => Promise<void>;

/** A write group that spaces everything the plugin sends it but a request that only reads. */
function writesOnly(group: Bottleneck.Group): Bottleneck.Group {
  const key = (id = ''): { schedule: Schedule } => ({
    schedule: (options, task) => (reading.getStore() ? task() : group.key(id).schedule(options, task)),
  });
  // The plugin uses nothing of a group but key(id).schedule(options, task).
  return { key } as unknown as Bottleneck.Group;
}

/** The plugin's retry limiter (a plain Bottleneck, as its own), running each request's job knowing what the request is. */
function requestAwareRetries(): Bottleneck {
  const limiter = new Bottleneck();
  const schedule = limiter.schedule.bind(limiter) as (task: (...args: unknown[]) => unknown, ...args: unknown[]) => Promise<unknown>;
  const aware = (task: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    // The request's options come third (state, request, options); anything else is spaced.
    const onlyReads = readsOnly(args[2]);
    return schedule((...taskArgs: unknown[]) => reading.run(onlyReads, () => task(...taskArgs)), ...args);
  };
  limiter.schedule = aware as typeof limiter.schedule;
  return limiter;
}

type Groups = { write: Bottleneck.Group; notifications: Bottleneck.Group; search: Bottleneck.Group };

/**
 * The groups for a second of `secondMs` (1000 on GitHub; tests shorten it). One set per process
 * and length: the plugin's own groups are likewise shared by a process's clients (tend's client and
 * its push-token client space their writes together).
 */
const groupsByLength = new Map<number, Groups>();
function pacedGroups(secondMs: number): Groups {
  let groups = groupsByLength.get(secondMs);
  if (!groups) {
    const group = (id: string, seconds: number) => new Bottleneck.Group({ id, maxConcurrent: 1, minTime: seconds * secondMs, timeout: 120_000 });
    groups = {
      write: writesOnly(group('tend-write', SPACING_SECONDS.write)),
      notifications: group('tend-notifications', SPACING_SECONDS.notifications),
      search: group('tend-search', SPACING_SECONDS.search),
    };
    groupsByLength.set(secondMs, groups);
  }
  return groups;
}

/** The throttle options that space one client's requests as GitHub asks, with a second of `secondMs`. */
export function pacingOptions(secondMs: number): Groups & { retryLimiter: Bottleneck } {
  // The retry limiter is the client's own: the plugin hangs that client's retry handler on it.
  return { ...pacedGroups(secondMs), retryLimiter: requestAwareRetries() };
}
