// Which rate-limit waits tend allows, and how it reads GitHub's refusals (REST 403/429, GraphQL's
// two observed error types, a secondary limit answered with 200).

import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../core/errors.js';
import { contentItems, contentWait, decideWait, graphqlLimitFailure, RateLimitGuard, rateLimitOf } from './rate-limit.js';

const T0 = Date.parse('2026-03-01T12:00:00Z');

describe('decideWait', () => {
  it('waits when the wait ends before the deadline, and not past it', () => {
    expect(decideWait({ kind: 'secondary', seconds: 60, retryCount: 0, leftMs: 61_000 })).toEqual({ wait: true });
    expect(decideWait({ kind: 'primary', seconds: 2401, retryCount: 0, leftMs: 900_000 })).toEqual({ wait: false, reason: 'deadline' });
  });

  it('waits once for a reset and three times for a secondary limit', () => {
    expect(decideWait({ kind: 'primary', seconds: 1, retryCount: 1, leftMs: 900_000 })).toEqual({ wait: false, reason: 'retries' });
    expect(decideWait({ kind: 'secondary', seconds: 1, retryCount: 2, leftMs: 900_000 })).toEqual({ wait: true });
    expect(decideWait({ kind: 'secondary', seconds: 1, retryCount: 3, leftMs: 900_000 })).toEqual({ wait: false, reason: 'retries' });
  });
});

describe('rateLimitOf', () => {
  const rest = (status: number, message: string, headers: Record<string, string>) => ({ status, message, response: { headers, data: { message } } });

  it('reads a spent primary limit on 403 and on 429 by x-ratelimit-remaining: 0', () => {
    for (const status of [403, 429]) {
      expect(rateLimitOf(rest(status, 'API rate limit exceeded for installation ID 1.', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(T0 / 1000) }))).toEqual({ kind: 'primary', reset: new Date(T0) });
    }
  });

  it('reads a secondary limit by its message, and a 403 without either as no limit', () => {
    expect(rateLimitOf(rest(403, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', {}))?.kind).toBe('secondary');
    expect(rateLimitOf(rest(403, 'Resource not accessible by integration', { 'x-ratelimit-remaining': '12' }))).toBeNull();
  });

  it('reads GraphQL\'s RATE_LIMITED and RATE_LIMIT answers (HTTP 200) as a spent budget, whichever GitHub sends', () => {
    for (const type of ['RATE_LIMITED', 'RATE_LIMIT']) {
      const response = { status: 200, headers: { 'x-ratelimit-remaining': '0' }, data: { errors: [{ type, message: 'API rate limit exceeded for user ID 7.' }] } };
      const failure = graphqlLimitFailure(response);
      expect(failure).not.toBeNull();
      expect(rateLimitOf(failure)?.kind).toBe('primary');
    }
    expect(graphqlLimitFailure({ data: { errors: [{ type: 'NOT_FOUND', message: 'Could not resolve' }] } })).toBeNull();
    const secondary = graphqlLimitFailure({ data: { errors: [{ message: 'You have exceeded a secondary rate limit.' }] } });
    expect(secondary?.message).toMatch(/secondary rate/);
  });
});

describe('RateLimitGuard', () => {
  it('counts each scaled wait as its full length against the deadline, and stops with the time the limit ends', () => {
    let now = T0;
    const guard = new RateLimitGuard({ now: () => new Date(now), deadline: new Date(T0 + 3 * 60_000), secondMs: 10 });
    expect(guard.allow('secondary', 60, 0)).toBe(true);
    now += 600; // the scaled minute
    expect(guard.allow('secondary', 60, 1)).toBe(true);
    now += 600;
    // Two minutes of the three are spent; the third wait of a minute and a half would pass the deadline.
    expect(guard.allow('secondary', 90, 2)).toBe(false);
    expect(guard.stopped).toBeInstanceOf(RateLimitedError);
    expect(guard.stopped?.message).toBe("GitHub's secondary rate limit holds this token until 12:03 UTC, past this job's timeout; the next run (an event or the schedule) goes on from here.");
    expect(guard.settle(new Error('anything'))).toBe(guard.stopped);
  });

  it('turns a spent primary limit it did not wait out into the stop, and leaves other failures alone', () => {
    const guard = new RateLimitGuard({ now: () => new Date(T0), deadline: new Date(T0 + 15 * 60_000), secondMs: 1000 });
    const other = { status: 404, message: 'Not Found', response: { headers: {} } };
    expect(guard.settle(other)).toBe(other);
    const stop = guard.settle({ status: 403, message: 'API rate limit exceeded', response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(T0 / 1000 + 2400) } } });
    expect(stop).toBeInstanceOf(RateLimitedError);
    expect((stop as RateLimitedError).message).toBe("GitHub's rate limit for this token is spent until 12:40 UTC; the next run (an event or the schedule) goes on from here.");
  });

  it('names the minute of the reset GitHub sent for a spent primary limit past the deadline, not the plugin\'s retry a second or two after it', () => {
    // The reset at 12:40:59: the throttling plugin asks to wait until it rounded up, plus one second
    // (12:41:00 or later), and the line once named 12:41 (a flake of rate-limits.test's L2).
    const now = T0 + 999;
    const reset = T0 / 1000 + 2459;
    const guard = new RateLimitGuard({ now: () => new Date(now), deadline: new Date(T0 + 15 * 60_000), secondMs: 1000 });
    const pluginSeconds = Math.ceil((reset * 1000 - now) / 1000) + 1;
    expect(guard.allow('primary', pluginSeconds, 0)).toBe(false);
    expect(guard.stopped).toBeNull();
    const stop = guard.settle({ status: 403, message: 'API rate limit exceeded', response: { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } } });
    expect((stop as RateLimitedError).message).toBe("GitHub's rate limit for this token is spent until 12:40 UTC; the next run (an event or the schedule) goes on from here.");
    expect(guard.stopped).toBe(stop);
  });
});

describe('content creation (L3)', () => {
  it('counts a REST POST as one thing created, and each creating field of a GraphQL mutation', () => {
    expect(contentItems({ method: 'POST', url: '/repos/{owner}/{repo}/issues/{issue_number}/comments' })).toBe(1);
    expect(contentItems({ method: 'PATCH', url: '/repos/{owner}/{repo}/issues/comments/{comment_id}' })).toBe(0);
    expect(contentItems({ method: 'POST', url: '/graphql', query: 'query { viewer { login } }' })).toBe(0);
    const round = 'mutation A($t0: ID!, $b0: String!) { r0: addPullRequestReviewThreadReply(input: {}) { comment { id } } s0: resolveReviewThread(input: {}) { thread { id } } r1: addPullRequestReviewThreadReply (input: {}) { comment { id } } }';
    expect(contentItems({ method: 'POST', url: '/graphql', query: round })).toBe(2);
  });

  it('waits until what it creates fits 80 a minute and 500 an hour, sliding, with a little slack', () => {
    // 80 in the last minute: one more waits for the oldest to be a minute (and the slack) old.
    const minute = Array.from({ length: 80 }, (_, i) => T0 + i * 100);
    expect(contentWait(minute.slice(0, 79), T0 + 10_000, 1)).toBe(0);
    expect(contentWait(minute, T0 + 10_000, 1)).toBe(T0 + 62_000 - (T0 + 10_000));
    expect(contentWait(minute, T0 + 10_000, 40)).toBe(T0 + 3_900 + 62_000 - (T0 + 10_000));
    // 500 over the hour, none in the last minute: the next waits for the hour.
    const hour = Array.from({ length: 500 }, (_, i) => T0 + i * 6_000);
    expect(contentWait(hour, T0 + 3_100_000, 1)).toBe(T0 + 3_602_000 - (T0 + 3_100_000));
    // More than a minute allows never fits one request.
    expect(contentWait([], T0, 81)).toBe(Infinity);
  });

  it('paces a run within its deadline, and stops it cleanly when the wait would pass the deadline', async () => {
    let now = T0;
    const guard = new RateLimitGuard({ now: () => new Date(now), deadline: new Date(T0 + 90_000), secondMs: 0 });
    await guard.paceContent(40);
    await guard.paceContent(40);
    // The next 40 wait for the first 80 to age out: 61 s more, counted in full though they lasted 0 ms.
    now += 1_000;
    await guard.paceContent(40);
    expect(guard.stopped).toBeNull();
    // 41 more would wait another minute, past the deadline: the run stops, saying when it could go on.
    await expect(guard.paceContent(41)).rejects.toBeInstanceOf(RateLimitedError);
    expect(guard.stopped?.message).toMatch(/^GitHub's content-creation limit \(80 a minute, 500 an hour\) lets this token write again at 12:02 UTC, past this job's timeout;/);
  });

  it('stops cleanly on a secondary limit still there after its waits, rather than failing the run', () => {
    const guard = new RateLimitGuard({ now: () => new Date(T0), deadline: new Date(T0 + 15 * 60_000), secondMs: 1000 });
    const stop = guard.settle({ status: 403, message: 'You have exceeded a secondary rate limit.', response: { headers: {} } });
    expect(stop).toBeInstanceOf(RateLimitedError);
    expect((stop as RateLimitedError).message).toBe("GitHub's secondary rate limit still held this token after tend waited as GitHub asks; tend stopped rather than press on (not before 12:01 UTC); the next run (an event or the schedule) goes on from here.");
  });
});
