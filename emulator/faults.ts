// Fault injection: tests tell any route to fail N times, the way GitHub fails in production
// (5xx, secondary rate limits, conflicts, a response lost after the write happened, a hang).

export type RequestKind = 'rest' | 'graphql' | 'git';

export type FaultResponse =
  | { type: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** The write happens, then the client sees a 500: the case that makes naive retries duplicate. */
  | { type: 'after-write'; status: number }
  /** The server never answers (until the emulator stops). */
  | { type: 'hang' }
  /**
   * GraphQL's way to refuse: HTTP 200 with an `errors` entry of this type (FORBIDDEN ...). A rule
   * naming a top-level field refuses that field only, wherever the request has it (aliases too),
   * and the other fields run, as GitHub refuses fields one by one; otherwise the whole request is
   * refused, with no data.
   */
  | { type: 'graphql-error'; errorType: string; message: string }
  /** Something happens on GitHub's side just before the request is served normally (a race). */
  | { type: 'before'; run: () => void | Promise<void> };

export interface FaultRule {
  kind?: RequestKind;
  method?: string;
  /** Matched against the path (REST path without the /api/v3 prefix, or the git path). */
  path?: string | RegExp;
  /** For GraphQL: the operation name or a top-level field (e.g. `resolveReviewThread`). */
  operation?: string;
  response: FaultResponse;
  /** How many matching requests fail; afterwards the rule is spent. */
  times: number;
}

export interface FaultTarget {
  kind: RequestKind;
  method: string;
  path: string;
  /** Operation name and top-level field names of a GraphQL request. */
  operations: string[];
}

export const SECONDARY_RATE_LIMIT: FaultResponse = {
  type: 'status',
  status: 403,
  message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  headers: { 'retry-after': '1' },
};

export class Faults {
  private rules: FaultRule[] = [];

  inject(rule: FaultRule): void {
    if (!Number.isInteger(rule.times) || rule.times < 1) throw new Error('fault rule needs times >= 1');
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  get pending(): number {
    return this.rules.reduce((sum, rule) => sum + rule.times, 0);
  }

  /** Takes one use of the first matching rule, if any. */
  take(target: FaultTarget): FaultResponse | null {
    return this.takeRule(target)?.response ?? null;
  }

  /** Like take, with the rule that matched (what it named). */
  takeRule(target: FaultTarget): FaultRule | null {
    const rule = this.rules.find((r) => matches(r, target));
    if (!rule) return null;
    rule.times -= 1;
    if (rule.times === 0) this.rules.splice(this.rules.indexOf(rule), 1);
    return rule;
  }
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  if (rule.kind && rule.kind !== target.kind) return false;
  if (rule.method && rule.method.toUpperCase() !== target.method) return false;
  if (rule.path !== undefined) {
    const ok = typeof rule.path === 'string' ? target.path === rule.path : rule.path.test(target.path);
    if (!ok) return false;
  }
  if (rule.operation && !target.operations.includes(rule.operation)) return false;
  return true;
}
