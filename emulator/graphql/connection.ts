// Relay connections over in-memory lists. The limits github.com enforces before executing (first
// or last required, at most 100) are checked statically in pagination-rules.ts; here a page is cut
// and cursors are offsets wrapped the way GitHub's look (base64 of "cursor:v2:...").

import { GitHubError } from '../state.js';

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  totalCount: number;
  nodes: T[];
  edges: Array<Edge<T>>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

/** Hard cap on a page when a client asked for totalCount only (no first/last). */
const MAX_PAGE = 100;

export function encodeCursor(offset: number): string {
  return Buffer.from(`cursor:v2:${offset}`).toString('base64');
}

function decodeCursor(cursor: string): number {
  const match = /^cursor:v2:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new GitHubError(422, `\`${cursor}\` does not appear to be a valid cursor.`, 'INVALID_CURSOR_ARGUMENTS');
  return Number(match[1]);
}

export function connection<T, Extra extends object = object>(items: readonly T[], args: PageArgs, extra?: Extra): Connection<T> & Extra {
  let start = 0;
  let end = items.length;
  if (args.after != null) start = Math.min(items.length, decodeCursor(args.after) + 1);
  if (args.before != null) end = Math.max(start, Math.min(end, decodeCursor(args.before)));
  if (args.first != null) {
    if (args.first < 0) throw new GitHubError(422, '`first` must be a non-negative integer.', 'INVALID_PAGINATION');
    end = Math.min(end, start + args.first);
  }
  if (args.last != null) {
    if (args.last < 0) throw new GitHubError(422, '`last` must be a non-negative integer.', 'INVALID_PAGINATION');
    start = Math.max(start, end - args.last);
  }
  if (args.first == null && args.last == null) end = Math.min(end, start + MAX_PAGE);
  const edges = items.slice(start, end).map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    totalCount: items.length,
    nodes: edges.map((e) => e.node),
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    ...(extra as Extra),
  };
}
