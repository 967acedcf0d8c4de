// What a GraphQL request costs against the primary rate limit, by GitHub's documented formula:
// add up the requests needed to fulfil each connection (a connection inside another is asked once
// per record its parent may return, `first`/`last` taken as reached), divide by 100, round to the
// nearest whole number; the minimum is 1.
// docs.github.com/en/graphql/overview/rate-limits-and-query-limits-for-the-graphql-api#predicting-the-point-value-of-a-query

import { Kind, parse, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/** The point cost of a request body; 1 for anything that does not parse (GitHub's minimum). */
export function graphqlCost(body: unknown): number {
  try {
    const record = body as { query?: unknown; variables?: unknown; operationName?: unknown } | null;
    if (!record || typeof record.query !== 'string') return 1;
    const document = parse(record.query, { noLocation: true });
    const operation = pickOperation(document, typeof record.operationName === 'string' ? record.operationName : undefined);
    if (!operation) return 1;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const variables = record.variables !== null && typeof record.variables === 'object' ? (record.variables as Record<string, unknown>) : {};
    return Math.max(1, Math.round(requests(operation.selectionSet, 1, fragments, variables, new Set()) / 100));
  } catch {
    return 1;
  }
}

function requests(set: SelectionSetNode, multiplier: number, fragments: Map<string, FragmentDefinitionNode>, variables: Record<string, unknown>, spreading: Set<string>): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const size = pageSize(selection, variables);
      if (size !== null) total += multiplier;
      if (selection.selectionSet) total += requests(selection.selectionSet, size === null ? multiplier : multiplier * size, fragments, variables, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += requests(selection.selectionSet, multiplier, fragments, variables, spreading);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || spreading.has(fragment.name.value)) continue;
      total += requests(fragment.selectionSet, multiplier, fragments, variables, new Set([...spreading, fragment.name.value]));
    }
  }
  return total;
}

/** `first` or `last` of a connection field (a literal or a variable), else null: not a connection. */
function pageSize(field: FieldNode, variables: Record<string, unknown>): number | null {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    const value = argument.value;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = variables[value.name.value];
      if (typeof given === 'number') return given;
    }
  }
  return null;
}

function pickOperation(document: DocumentNode, name: string | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return (name === undefined ? operations[0] : operations.find((o) => o.name?.value === name)) ?? null;
}
