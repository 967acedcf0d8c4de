// GitHub's rate limits, as the emulator applies them to every authenticated REST and GraphQL
// request (git over HTTP is not metered by the API limits).
//
// Primary limits are hourly budgets, one for REST (`core`) and one for GraphQL points (`graphql`),
// per token kind: a `GITHUB_TOKEN` spends its repository's 1,000 (shared by every run there), a
// GitHub App installation its 5,000, a person's tokens that person's 5,000, and requests without
// credentials the 60 of the IP address they come from. A spent budget answers
// until its window resets, and the emulator's clock decides when that is. Secondary limits are on
// in every world, as on GitHub: content creation (80 a minute, 500 an hour), concurrent requests
// (100), points per minute (900 per REST endpoint, 2,000 for GraphQL). A test whose set-up makes
// hundreds of items through the API in a minute turns them off (`content: null`, `secondary: null`).
// docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api;
// docs.github.com/en/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api.

import { GITHUB_ACTIONS_BOT } from '../src/config/known-bots.js';
import { ANONYMOUS, type Account, type GitHubState } from './state.js';

/** What a token is, for the budget it spends (`anonymous`: no credentials at all). */
export type TokenKind = 'github-token' | 'installation' | 'user' | 'anonymous';
export type RateResource = 'core' | 'graphql';

/** github.com's hourly budgets (the same number of REST requests and GraphQL points). */
export const GITHUB_HOURLY_LIMITS: Readonly<Record<TokenKind, number>> = { 'github-token': 1000, installation: 5000, user: 5000, anonymous: 60 };

/** The key a request without credentials is metered by: the IP address it comes from. */
export function anonymousBudget(address: string): string {
  return `ip:${address}`;
}

/** The documented content-creation limits ("no more than 80 … per minute and no more than 500 … per hour"). */
export const GITHUB_CONTENT_LIMITS: ContentLimits = { perMinute: 80, perHour: 500 };

export interface ContentLimits {
  perMinute: number;
  perHour: number;
  /**
   * GitHub answers some secondary limits with `retry-after` and some without ("Otherwise, wait
   * for at least one minute"): true sends the seconds until a slot frees (the default).
   */
  retryAfter?: boolean;
}

/**
 * The other documented secondary limits: concurrent requests (REST and GraphQL together), and
 * points a minute, per REST endpoint and for the GraphQL endpoint (a request without a mutation,
 * or a REST GET/HEAD/OPTIONS, costs 1 point; with a mutation, or any other REST method, 5).
 */
export interface SecondaryLimits {
  concurrent: number;
  restPointsPerMinute: number;
  graphqlPointsPerMinute: number;
}

/** github.com's ("No more than 100 concurrent requests", "900 points per minute … 2,000 points per minute"). */
export const GITHUB_SECONDARY_LIMITS: SecondaryLimits = { concurrent: 100, restPointsPerMinute: 900, graphqlPointsPerMinute: 2000 };

export interface RateLimitOptions {
  /** Hourly budgets per token kind; github.com's by default. Tests set small ones. */
  limits?: Partial<Record<TokenKind, number>>;
  /** Content-creation secondary limits; GitHub's (GITHUB_CONTENT_LIMITS) unless a world says otherwise; null turns them off. */
  content?: ContentLimits | null;
  /** Concurrency and points-per-minute secondary limits; GitHub's (GITHUB_SECONDARY_LIMITS) by default; null turns them off. */
  secondary?: SecondaryLimits | null;
  /** REST status of a spent primary limit: GitHub answers 403 or 429. */
  primaryStatus?: 403 | 429;
  /**
   * The GraphQL error type of a spent budget. Observed both ways: `RATE_LIMITED`
   * (renovatebot/renovate#21861) and `RATE_LIMIT` with code `graphql_rate_limit` (githubkit#271).
   */
  graphqlErrorType?: 'RATE_LIMITED' | 'RATE_LIMIT';
}

/** What one request did to its budget: the answer's headers, and whether it may be served. */
export interface Metered {
  allowed: boolean;
  resource: RateResource;
  limit: number;
  remaining: number;
  used: number;
  /** When the window resets, epoch ms on the emulator's clock. */
  resetAt: number;
  cost: number;
  /** Who the refusal names: `installation ID 123`, `user ID 45`, or an IP address. */
  subject: string;
  kind: TokenKind;
}

export const SECONDARY_MESSAGE = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Window {
  used: number;
  resetAt: number;
}

interface TokenDeclaration {
  kind: TokenKind;
  /** owner/name: a GITHUB_TOKEN spends its repository's budget, shared by every run there. */
  repository?: string;
}

export class RateLimits {
  private options: RateLimitOptions;
  private readonly windows = new Map<string, Window>();
  private readonly declared = new Map<string, TokenDeclaration>();
  /** Times (epoch ms) of the content-creating requests of each budget, the last hour's. */
  private readonly created = new Map<string, number[]>();
  /** Secondary points of each budget and endpoint, the last minute's: [time, points]. */
  private readonly points = new Map<string, Array<[number, number]>>();
  /** Requests of each budget being served now. */
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly state: GitHubState,
    options: RateLimitOptions = {},
  ) {
    this.options = { ...options };
  }

  configure(options: RateLimitOptions): void {
    this.options = { ...this.options, ...options };
  }

  /** Says what a token is; undeclared tokens are known by their account (see `kindOf`). */
  declare(token: string, declaration: TokenDeclaration): void {
    this.declared.set(token, declaration);
  }

  /** Spends `cost` of the token's budget for `resource`, unless that would pass the limit. */
  spend(token: string, account: Account, resource: RateResource, cost = 1): Metered {
    const window = this.window(token, account, resource);
    const limit = this.limitOf(token, account);
    const allowed = window.used + cost <= limit;
    if (allowed) window.used += cost;
    return this.metered(token, account, resource, window, limit, allowed, allowed ? cost : 0);
  }

  /** The budget as it stands, without spending (for answers that are not metered, such as injected faults). */
  peek(token: string, account: Account, resource: RateResource): Metered {
    return this.metered(token, account, resource, this.window(token, account, resource), this.limitOf(token, account), true, 0);
  }

  /** Tests: sets what is left of a token's budget and when it resets. */
  set(token: string, resource: RateResource, budget: { remaining: number; resetAt: Date }): void {
    const account = this.state.tokens.get(token);
    if (!account) throw new Error('RateLimits.set: unknown token');
    const limit = this.limitOf(token, account);
    this.windows.set(this.key(token, account, resource), { used: Math.max(0, limit - budget.remaining), resetAt: wholeSecond(budget.resetAt.getTime()) });
  }

  /**
   * Counts a content-creating request (REST POST: 1; a GraphQL mutation: each of its top-level
   * fields) against the secondary limits; returns the refusal's `retry-after` seconds (null: no
   * header) when it would pass them, else undefined. A request is refused whole: what it would
   * create is counted only when all of it fits.
   */
  createContent(token: string, account: Account, items = 1): { retryAfter: number | null } | undefined {
    const limits = this.options.content === undefined ? GITHUB_CONTENT_LIMITS : this.options.content;
    if (!limits) return undefined;
    const now = this.state.clock.now().getTime();
    const key = this.bucket(token, account);
    const times = (this.created.get(key) ?? []).filter((t) => t > now - HOUR);
    this.created.set(key, times);
    const lastMinute = times.filter((t) => t > now - MINUTE);
    const over = (held: number[], limit: number, window: number): number | null => {
      if (held.length + items <= limit) return null;
      // The slot that must free for `items` more to fit (all of the window when they never fit).
      const freeing = held[held.length + items - limit - 1];
      return freeing === undefined || items > limit ? now + window : freeing + window;
    };
    const frees = over(lastMinute, limits.perMinute, MINUTE) ?? over(times, limits.perHour, HOUR);
    if (frees !== null) return { retryAfter: limits.retryAfter === false ? null : Math.max(1, Math.ceil((frees - now) / 1000)) };
    for (let i = 0; i < items; i += 1) times.push(now);
    return undefined;
  }

  /**
   * Spends a request's secondary points on its endpoint (`graphql`, or a REST path's shape);
   * returns the refusal's `retry-after` seconds when the minute's points are spent, else undefined.
   */
  spendPoints(token: string, account: Account, endpoint: string, points: number): { retryAfter: number } | undefined {
    const limits = this.secondaryLimits;
    if (!limits) return undefined;
    const now = this.state.clock.now().getTime();
    const key = `${this.bucket(token, account)} ${endpoint}`;
    const spent = (this.points.get(key) ?? []).filter(([t]) => t > now - MINUTE);
    this.points.set(key, spent);
    const limit = endpoint === 'graphql' ? limits.graphqlPointsPerMinute : limits.restPointsPerMinute;
    let total = spent.reduce((sum, [, p]) => sum + p, 0);
    if (total + points <= limit) {
      spent.push([now, points]);
      return undefined;
    }
    // Wait until enough of the minute's points have aged out.
    let frees = now + MINUTE;
    for (const [t, p] of spent) {
      total -= p;
      if (total + points <= limit) {
        frees = t + MINUTE;
        break;
      }
    }
    return { retryAfter: Math.max(1, Math.ceil((frees - now) / 1000)) };
  }

  /**
   * A request of this budget starts: false when it would pass the concurrent-requests limit (the
   * request is refused and does not count). `leave` when its answer is sent.
   */
  enter(token: string, account: Account): boolean {
    const key = this.bucket(token, account);
    const running = this.inFlight.get(key) ?? 0;
    const limit = this.secondaryLimits?.concurrent;
    if (limit !== undefined && running >= limit) return false;
    this.inFlight.set(key, running + 1);
    return true;
  }

  leave(token: string, account: Account): void {
    const key = this.bucket(token, account);
    this.inFlight.set(key, Math.max(0, (this.inFlight.get(key) ?? 0) - 1));
  }

  private get secondaryLimits(): SecondaryLimits | null {
    return this.options.secondary === undefined ? GITHUB_SECONDARY_LIMITS : this.options.secondary;
  }

  /** GitHub's kind of token: declared, else the Actions bot's is a GITHUB_TOKEN, another bot's an installation's, a person's a user's. */
  kindOf(token: string, account: Account): TokenKind {
    const declared = this.declared.get(token);
    if (declared) return declared.kind;
    if (account.id === ANONYMOUS.id) return 'anonymous';
    if (account.id === GITHUB_ACTIONS_BOT.id) return 'github-token';
    return account.type === 'Bot' ? 'installation' : 'user';
  }

  get primaryStatus(): 403 | 429 {
    return this.options.primaryStatus ?? 403;
  }

  get graphqlErrorType(): 'RATE_LIMITED' | 'RATE_LIMIT' {
    return this.options.graphqlErrorType ?? 'RATE_LIMITED';
  }

  private limitOf(token: string, account: Account): number {
    const kind = this.kindOf(token, account);
    return this.options.limits?.[kind] ?? GITHUB_HOURLY_LIMITS[kind];
  }

  /** Whose budget a request spends: the repository's for a GITHUB_TOKEN, the installation's, or the person's across all their tokens. */
  private bucket(token: string, account: Account): string {
    const kind = this.kindOf(token, account);
    if (kind === 'github-token') {
      const repository = this.declared.get(token)?.repository;
      return repository ? `repository:${repository.toLowerCase()}` : `token:${token}`;
    }
    // The server meters a request without credentials by its address (`anonymousBudget`).
    if (kind === 'anonymous') return token;
    return `${kind}:${account.id}`;
  }

  private key(token: string, account: Account, resource: RateResource): string {
    return `${resource}:${this.bucket(token, account)}`;
  }

  private window(token: string, account: Account, resource: RateResource): Window {
    const now = this.state.clock.now().getTime();
    const key = this.key(token, account, resource);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, (window = { used: 0, resetAt: wholeSecond(now + HOUR) }));
    return window;
  }

  private metered(token: string, account: Account, resource: RateResource, window: Window, limit: number, allowed: boolean, cost: number): Metered {
    const kind = this.kindOf(token, account);
    return {
      allowed,
      resource,
      limit,
      remaining: Math.max(0, limit - window.used),
      used: window.used,
      resetAt: window.resetAt,
      cost,
      subject: kind === 'anonymous' ? token.replace(/^ip:/, '') : kind === 'user' ? `user ID ${account.id}` : `installation ID ${account.id}`,
      kind,
    };
  }
}

/**
 * The REST endpoint a path is, for the points-per-minute limit: numbers and commit ids are an
 * endpoint's parameters (`/repos/o/r/issues/{n}/comments`). Owners, names and refs stay as they
 * are, so two repositories count as two endpoints: the looser reading, tend paces below either.
 */
export function restEndpoint(method: string, path: string): string {
  return `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{n}').replace(/\/[0-9a-f]{40}(?=\/|$)/g, '/{sha}')}`;
}

/** Secondary points of a request: 1 for a GraphQL query or a REST GET/HEAD/OPTIONS, 5 for a mutation or another REST method. */
export function secondaryPoints(kind: 'rest' | 'graphql', method: string, mutation: boolean): number {
  if (kind === 'graphql') return mutation ? 5 : 1;
  return ['GET', 'HEAD', 'OPTIONS'].includes(method) ? 1 : 5;
}

/** Resets fall on whole seconds: the header says epoch seconds and `resetAt` has none finer. */
function wholeSecond(ms: number): number {
  return Math.ceil(ms / 1000) * 1000;
}

/** The headers GitHub sends with every API answer (x-ratelimit-reset in epoch seconds). */
export function rateLimitHeaders(metered: Metered): Record<string, string> {
  return {
    'x-ratelimit-limit': String(metered.limit),
    'x-ratelimit-remaining': String(metered.remaining),
    'x-ratelimit-used': String(metered.used),
    'x-ratelimit-reset': String(metered.resetAt / 1000),
    'x-ratelimit-resource': metered.resource,
  };
}

/**
 * REST's answer to a spent budget; without credentials GitHub adds its advice (observed:
 * github/docs#11071, "API rate limit exceeded for X.X.X.X. (But here's the good news: …)").
 */
export function primaryRefusal(metered: Metered): { message: string; documentation_url: string } {
  const advice = metered.kind === 'anonymous' ? " (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)" : '';
  return {
    message: `API rate limit exceeded for ${metered.subject}.${advice}`,
    documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
  };
}

/** GraphQL's answer to a spent budget: HTTP 200, no data, one error of the rate-limit type. */
export function graphqlPrimaryRefusal(metered: Metered, type: 'RATE_LIMITED' | 'RATE_LIMIT'): { errors: Array<Record<string, string>> } {
  if (type === 'RATE_LIMIT') return { errors: [{ type, code: 'graphql_rate_limit', message: `API rate limit already exceeded for ${metered.subject}.` }] };
  return { errors: [{ type, message: `API rate limit exceeded for ${metered.subject}.` }] };
}
