// How tend lives with GitHub's rate limits. @octokit/plugin-throttling does the waiting (it reads
// `retry-after`, `x-ratelimit-reset` and GraphQL's RATE_LIMITED); this module decides whether a
// wait is worth it: never past the job's deadline, because a job the runner cancels for its
// timeout ends without a word, while a run that stops itself says where it stopped. GitHub's rules:
// without `retry-after`, wait at least one minute for a secondary limit; after a spent primary
// limit, not before `x-ratelimit-reset`; keep retrying and the integration may be banned.
// (docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit)
// Content creation has its own secondary limits ("no more than 80 content-generating requests per
// minute and no more than 500 … per hour", #about-secondary-rate-limits): tend paces what it
// creates below them (`contentWait`) instead of learning them from refusals.

import * as z from 'zod';
import { RateLimitedError } from '../core/errors.js';
import { onlyQueries } from './graphql-reads.js';

export type LimitKind = 'primary' | 'secondary';

/** The run's clock and its deadline, with the length of a second of waiting (tests shorten it). */
export interface JobClock {
  now: () => Date;
  /** When the runner would cancel the job (the run's start + job-timeout-minutes). */
  deadline: Date;
  /** How many ms one second GitHub asks tend to wait lasts: 1000, except in tests (TEND_RATE_LIMIT_SECOND_MS). */
  secondMs: number;
}

/** Without `retry-after`, GitHub asks for "at least one minute" before retrying a secondary limit. */
export const SECONDARY_FALLBACK_SECONDS = 60;
/** Waits per request before giving up: once to the reset of a spent budget; a few times for a secondary limit. */
const MAX_WAITS: Record<LimitKind, number> = { primary: 1, secondary: 3 };

/** GitHub's content-creation limits, each over a sliding window. */
export const CONTENT_LIMITS: readonly { items: number; windowMs: number }[] = [
  { items: 80, windowMs: 60_000 },
  { items: 500, windowMs: 3_600_000 },
];
/** Added to each window: GitHub's clock is not ours, and a request takes time on the wire. */
const CONTENT_SLACK_MS = 2_000;

/**
 * How many things a request creates, for the content limits: a REST POST one; a GraphQL mutation
 * one per field that adds or creates (`addPullRequestReviewThreadReply`, `addComment`, each alias
 * counted: GitHub limits what is created, whatever request carries it); reads, edits, deletes and
 * resolves none.
 */
export function contentItems(request: { method: string; url: string; query?: unknown }): number {
  if (!String(request.url).endsWith('/graphql')) return request.method === 'POST' ? 1 : 0;
  if (onlyQueries(request.query)) return 0;
  const query = typeof request.query === 'string' ? request.query : '';
  return query.match(/\b(?:add|create)[A-Z]\w*\s*\(/g)?.length ?? 0;
}

/**
 * How long (ms) to wait before `items` more fit every content window, given the times (ms, this
 * run's clock) of what was created; Infinity when they never fit one request.
 */
export function contentWait(created: readonly number[], now: number, items: number): number {
  let wait = 0;
  for (const limit of CONTENT_LIMITS) {
    if (items > limit.items) return Infinity;
    const window = limit.windowMs + CONTENT_SLACK_MS;
    const held = created.filter((t) => t > now - window);
    if (held.length + items <= limit.items) continue;
    // The oldest of those that must age out for `items` more to fit.
    const freeing = held[held.length + items - limit.items - 1]!;
    wait = Math.max(wait, freeing + window - now);
  }
  return wait;
}

export type WaitDecision = { wait: true } | { wait: false; reason: 'deadline' | 'retries' };

/** Whether to wait `seconds` and retry, after `retryCount` waits for this request, with `leftMs` before the deadline. */
export function decideWait(input: { kind: LimitKind; seconds: number; retryCount: number; leftMs: number }): WaitDecision {
  if (input.retryCount >= MAX_WAITS[input.kind]) return { wait: false, reason: 'retries' };
  if (input.seconds * 1000 > input.leftMs) return { wait: false, reason: 'deadline' };
  return { wait: true };
}

/** Why a run stops: a limit past the deadline (primary, secondary), the content pacing past it, or a secondary limit that outlasted its waits (held). */
type StopKind = LimitKind | 'content' | 'held';

/** The one line a run that stops for a limit ends with (summary, warning, `reason` output). */
export function rateLimitedLine(kind: StopKind, until: Date): string {
  const time = `${until.toISOString().slice(11, 16)} UTC`;
  const next = 'the next run (an event or the schedule) goes on from here.';
  if (kind === 'held') return `GitHub's secondary rate limit still held this token after tend waited as GitHub asks; tend stopped rather than press on (not before ${time}); ${next}`;
  if (kind === 'content') return `GitHub's content-creation limit (80 a minute, 500 an hour) lets this token write again at ${time}, past this job's timeout; ${next}`;
  return kind === 'primary'
    ? `GitHub's rate limit for this token is spent until ${time}; ${next}`
    : `GitHub's secondary rate limit holds this token until ${time}, past this job's timeout; ${next}`;
}

/**
 * One client's rate-limit state: the waits it allowed, counted in full against the deadline even
 * when a test shortens them, and the stop once a limit will not be waited out. After the stop no
 * request goes on the wire: the run ends with what it has written, and the tracking comment says
 * where the previous write left it.
 */
export class RateLimitGuard {
  private waitedSeconds = 0;
  /** When (job clock, ms) each thing this run created was sent, the last hour's. */
  private created: number[] = [];
  /** Content requests take their turn one after another, so two at once cannot both take the last room. */
  private pacing: Promise<void> = Promise.resolve();
  stopped: RateLimitedError | null = null;

  constructor(private readonly clock: JobClock) {}

  /**
   * Before a request that creates `items` things: waits until they fit GitHub's content limits,
   * or, when that wait would pass the job's deadline, stops the run (RateLimitedError).
   */
  paceContent(items: number): Promise<void> {
    if (items === 0) return Promise.resolve();
    const turn = this.pacing.then(() => this.waitForRoom(items));
    this.pacing = turn.catch(() => undefined);
    return turn;
  }

  private async waitForRoom(items: number): Promise<void> {
    const waitMs = contentWait(this.created, this.jobNow(), items);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      if (!Number.isFinite(waitMs) || seconds * 1000 > this.clock.deadline.getTime() - this.jobNow()) {
        throw this.stop('content', new Date(this.jobNow() + (Number.isFinite(waitMs) ? waitMs : 60_000)));
      }
      this.waitedSeconds += seconds;
      await new Promise((resolve) => setTimeout(resolve, seconds * this.clock.secondMs));
    }
    const now = this.jobNow();
    this.created = [...this.created.filter((t) => t > now - 3_600_000 - CONTENT_SLACK_MS), ...Array.from({ length: items }, () => now)];
  }

  /** The plugin's question: wait `seconds` and retry? */
  allow(kind: LimitKind, seconds: number, retryCount: number): boolean {
    const decision = decideWait({ kind, seconds, retryCount, leftMs: this.clock.deadline.getTime() - this.jobNow() });
    if (decision.wait) {
      this.waitedSeconds += seconds;
      return true;
    }
    // A spent primary limit is stopped by `settle`, at the reset its answer names: the plugin's
    // `seconds` is that reset rounded up plus one (its retry lands after it), which put the line's
    // minute one past the reset whenever the reset fell on a minute's last two seconds.
    if (decision.reason === 'deadline' && kind === 'secondary') this.stop(kind, new Date(this.jobNow() + seconds * 1000));
    return false;
  }

  /**
   * What a request's final failure means: a rate limit (a spent primary limit, waited out or not;
   * a limit declined for the deadline; a secondary limit still there after its retries) ends the
   * run's requests, as a RateLimitedError; anything else stays the error it is.
   */
  settle(error: unknown): unknown {
    if (this.stopped) return this.stopped;
    const limit = rateLimitOf(error);
    if (!limit) return error;
    // A secondary limit still there after its waits: retrying on would only prolong it (and GitHub
    // may ban an integration that does), so the run stops cleanly and the next one goes on.
    if (limit.kind === 'secondary') return this.stop('held', new Date(this.jobNow() + SECONDARY_FALLBACK_SECONDS * 1000));
    return this.stop('primary', limit.reset ?? new Date(this.jobNow() + 3_600_000));
  }

  private stop(kind: StopKind, until: Date): RateLimitedError {
    this.stopped ??= new RateLimitedError(rateLimitedLine(kind, until), until);
    return this.stopped;
  }

  /** The run's clock with every waited second counted as a full second, however long it lasted. */
  private jobNow(): number {
    return this.clock.now().getTime() + this.waitedSeconds * (1000 - this.clock.secondMs);
  }
}

const LimitedAnswer = z.object({
  status: z.number().optional(),
  message: z.string().optional(),
  response: z
    .object({
      headers: z.record(z.string(), z.unknown()).optional(),
      data: z.unknown().optional(),
    })
    .optional(),
});
const GraphqlErrors = z.object({ errors: z.array(z.object({ type: z.string().optional(), message: z.string().optional() })) });

/**
 * GitHub's GraphQL type for a spent budget. Observed both ways: RATE_LIMITED
 * (renovatebot/renovate#21861) and RATE_LIMIT (yanyongyu/githubkit#271).
 */
const GRAPHQL_LIMIT_TYPES = new Set(['RATE_LIMITED', 'RATE_LIMIT']);
const SECONDARY = /secondary rate limit/i;

/** A rate-limit refusal in a failed request (REST 403/429, or GraphQL's errors), else null. */
export function rateLimitOf(error: unknown): { kind: LimitKind; reset: Date | null } | null {
  const parsed = LimitedAnswer.safeParse(error);
  if (!parsed.success) return null;
  const { status, message = '', response } = parsed.data;
  const headers = response?.headers ?? {};
  const errors = GraphqlErrors.safeParse(response?.data).data?.errors ?? [];
  const resetSeconds = Number(headers['x-ratelimit-reset']);
  const reset = Number.isFinite(resetSeconds) && resetSeconds > 0 ? new Date(resetSeconds * 1000) : null;
  const refused = status === 403 || status === 429 || errors.length > 0;
  if (!refused) return null;
  if (SECONDARY.test(message) || errors.some((e) => SECONDARY.test(e.message ?? ''))) return { kind: 'secondary', reset };
  if (String(headers['x-ratelimit-remaining']) === '0' || errors.some((e) => GRAPHQL_LIMIT_TYPES.has(e.type ?? ''))) return { kind: 'primary', reset };
  return null;
}

/**
 * How many seconds GitHub asks tend to wait before retrying a request refused for a secondary
 * limit (its `retry-after`, else the minute GitHub asks for without one); null when `error` is not
 * a secondary limit.
 */
export function secondaryRetryAfter(error: unknown): number | null {
  if (rateLimitOf(error)?.kind !== 'secondary') return null;
  const headers = LimitedAnswer.safeParse(error).data?.response?.headers ?? {};
  const seconds = Number(headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : SECONDARY_FALLBACK_SECONDS;
}

/**
 * GitHub answers a GraphQL rate limit with HTTP 200 and an error: the throttling plugin knows only
 * the RATE_LIMITED type of a 200. This turns either type, and a secondary limit answered with 200,
 * into the failure the plugin waits on (its message says "secondary rate" for a secondary limit).
 */
export function graphqlLimitFailure(response: { headers?: Record<string, unknown>; data?: unknown }): Error | null {
  const errors = GraphqlErrors.safeParse(response.data).data?.errors ?? [];
  const secondary = errors.find((e) => SECONDARY.test(e.message ?? ''));
  const spent = errors.find((e) => GRAPHQL_LIMIT_TYPES.has(e.type ?? ''));
  const entry = secondary ?? spent;
  if (!entry) return null;
  return Object.assign(new Error(entry.message ?? 'GraphQL Rate Limit Exceeded'), { response, data: response.data });
}
