// Every request the emulator answers, so tests can count and assert calls (and benchmarks can
// count API requests per pull request). Tokens are never recorded: only the account they act as.

import type { RequestKind } from './faults.js';

export interface LoggedRequest {
  seq: number;
  kind: RequestKind;
  method: string;
  /** Path without the API prefix and without the query string. */
  path: string;
  query: string;
  /** GraphQL: the operation name when given, else the first top-level field. */
  operation: string | null;
  /** Top-level fields of a GraphQL request (`repository`, `resolveReviewThread` ...). */
  fields: string[];
  /** True for a GraphQL mutation. */
  mutation: boolean;
  /** Parsed JSON body (REST) or variables (GraphQL); null for git. */
  body: unknown;
  status: number;
  /** Login of the account the token belongs to, or null when unauthenticated. */
  actor: string | null;
  fault: string | null;
  /** Wall-clock time (epoch ms) the answer was logged: how far apart a client spaced its retries. */
  at: number;
}

export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private seq = 0;

  record(entry: Omit<LoggedRequest, 'seq' | 'at'>): LoggedRequest {
    const logged = { ...entry, seq: ++this.seq, at: Date.now() };
    this.entries.push(logged);
    return logged;
  }

  count(filter: Partial<Pick<LoggedRequest, 'kind' | 'method' | 'operation' | 'status'>> & { path?: string | RegExp; field?: string } = {}): number {
    return this.filter(filter).length;
  }

  filter(filter: Partial<Pick<LoggedRequest, 'kind' | 'method' | 'operation' | 'status'>> & { path?: string | RegExp; field?: string } = {}): LoggedRequest[] {
    return this.entries.filter((e) => {
      if (filter.kind && e.kind !== filter.kind) return false;
      if (filter.method && e.method !== filter.method.toUpperCase()) return false;
      if (filter.operation && e.operation !== filter.operation) return false;
      if (filter.status !== undefined && e.status !== filter.status) return false;
      if (filter.field && !e.fields.includes(filter.field)) return false;
      if (filter.path !== undefined) {
        if (typeof filter.path === 'string' ? e.path !== filter.path : !filter.path.test(e.path)) return false;
      }
      return true;
    });
  }

  /** Writes (anything but GET/HEAD on REST, mutations on GraphQL, receive-pack on git). */
  writes(): LoggedRequest[] {
    return this.entries.filter((e) => {
      if (e.kind === 'rest') return e.method !== 'GET' && e.method !== 'HEAD';
      if (e.kind === 'git') return e.path.endsWith('git-receive-pack') && e.method === 'POST';
      return e.mutation;
    });
  }

  clear(): void {
    this.entries.length = 0;
  }
}
