// Which GraphQL documents only read: queries pass GitHub's write spacing (pacing.ts) and create
// nothing (rate-limit.ts's content pacing). A wrong "read" would send a write unspaced.

import { Kind, OperationTypeNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { onlyQueries } from './graphql-reads.js';
import * as queries from './queries.js';

/** graphql-js's answer: every operation a query, and at least one. */
function readsPerGraphqlJs(document: string): boolean {
  const operations = parse(document).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operations.length > 0 && operations.every((d) => d.operation === OperationTypeNode.QUERY);
}

describe('onlyQueries', () => {
  it('reads a query, the shorthand and a query with fragments as reads', () => {
    expect(onlyQueries('query { viewer { login } }')).toBe(true);
    expect(onlyQueries('{ viewer { login } }')).toBe(true);
    expect(onlyQueries('fragment F on User { login }\nquery Q { viewer { ...F } }')).toBe(true);
    expect(onlyQueries('# mutation in a comment\nquery Q($a: String = "mutation {") { viewer { login } }')).toBe(true);
    expect(onlyQueries('query Q($o: In = {a: ["}"]}) @d(x: 1) { viewer { login } }')).toBe(true);
    expect(onlyQueries('query Q($a: String = """ } \\""" mutation """) { viewer { login } }')).toBe(true);
  });

  it('reads a mutation, a subscription, a document with any mutation among its operations, and what it cannot read as writes', () => {
    expect(onlyQueries('mutation { addComment(input: {}) { clientMutationId } }')).toBe(false);
    expect(onlyQueries('  # a comment first\n mutation M { resolveReviewThread(input: {}) { thread { id } } }')).toBe(false);
    expect(onlyQueries('subscription { x }')).toBe(false);
    expect(onlyQueries('query A { viewer { login } } mutation B { addComment(input: {}) { clientMutationId } }')).toBe(false);
    for (const broken of ['', 'fragment F on User { login }', 'query { viewer { login }', 'query { viewer } }', 'query { a: "unterminated }', 'query ~ { x }', 42, undefined]) {
      expect(onlyQueries(broken)).toBe(false);
    }
  });

  it('agrees with graphql-js on every document tend sends (queries.ts)', () => {
    const documents: string[] = [
      ...Object.values(queries as Record<string, unknown>).filter((value): value is string => typeof value === 'string' && /^\s*(query|mutation)\b/.test(value)),
      queries.pullSnapshotsDocument(3),
      queries.finishMergedDocument({ refId: 'r', label: {}, warmBase: 'main' }),
      queries.commentsThenUpdateDocument(2),
      queries.answerThreadsDocument([{ reply: true, resolve: true }], { comments: 1 }),
    ];
    expect(documents.length).toBeGreaterThan(20);
    const reads = documents.filter((d) => onlyQueries(d));
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.length).toBeLessThan(documents.length);
    for (const document of documents) expect(onlyQueries(document), document.slice(0, 80)).toBe(readsPerGraphqlJs(document));
  });
});
