// GitHub's limits on one GraphQL document beyond pagination bounds (pagination-rules.ts), checked
// before anything runs, as github.com does:
// - `nodes(ids:)` takes at most 100 ids (ARGUMENT_LIMIT), observed in sourcecred/sourcecred#908;
// - a document may ask for at most 500,000 nodes, counted as GitHub's docs count them: each
//   connection's `first`/`last` times the sizes of the connections above it, summed
//   (MAX_NODE_LIMIT_EXCEEDED). `nodes(ids:)` counts as a list of its ids.
// The mutation-size limit ("other resource limits") is applied while executing: see execute.ts.

import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type GraphQLNamedType,
  type SelectionSetNode,
} from 'graphql';
import type { GithubGraphqlError } from './errors.js';
import { fragmentsOf, location, type DocumentRule } from './pagination-rules.js';

export const NODE_IDS_LIMIT = 100;
export const NODE_LIMIT = 500_000;
/** Top-level fields of one mutation the emulator runs before answering RESOURCE_LIMITS_EXCEEDED (GitHub publishes no number). */
export const MUTATION_FIELDS_LIMIT = 100;

export const RESOURCE_LIMITS_EXCEEDED = { type: 'RESOURCE_LIMITS_EXCEEDED', message: 'Resource limits for this query exceeded.' } as const;

export const limitErrors: DocumentRule = (schema, document, operation, variables) => {
  const fragments = fragmentsOf(document);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return [];
  const errors: GithubGraphqlError[] = [];
  let total = 0;

  const walk = (set: SelectionSetNode | undefined, type: GraphQLNamedType, multiplier: number, depth: number, seen: ReadonlySet<string>): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        walk(selection.selectionSet, condition ?? type, multiplier, depth, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? type, multiplier, depth, new Set([...seen, fragment.name.value]));
      } else {
        visitField(selection, type, multiplier, depth, seen);
      }
    }
  };

  const visitField = (node: FieldNode, parent: GraphQLNamedType, multiplier: number, depth: number, seen: ReadonlySet<string>): void => {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return;
    const field = parent.getFields()[node.name.value];
    if (!field) return;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, node, variables);
    } catch {
      return; // reported by execution
    }
    let size: number | null = null;
    if (depth === 0 && parent === root && node.name.value === 'nodes' && Array.isArray(args.ids)) {
      size = args.ids.length;
      if (size > NODE_IDS_LIMIT) {
        errors.push({
          type: 'ARGUMENT_LIMIT',
          path: [node.alias?.value ?? node.name.value],
          locations: [location(node)],
          message: `You may not provide more than ${NODE_IDS_LIMIT} node ids; you provided ${size}.`,
        });
      }
    } else if (getNamedType(field.type).name.endsWith('Connection')) {
      const bound = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : null;
      size = bound;
    }
    if (size !== null) total += multiplier * size;
    walk(node.selectionSet, getNamedType(field.type), multiplier * (size ?? 1), depth + 1, seen);
  };

  walk(operation.selectionSet, root, 1, 0, new Set());
  if (errors.length > 0) return errors;
  if (total > NODE_LIMIT) {
    return [{ type: 'MAX_NODE_LIMIT_EXCEEDED', message: `This query requests up to ${total.toLocaleString('en-US')} possible nodes which exceeds the maximum limit of ${NODE_LIMIT.toLocaleString('en-US')}.` }];
  }
  return [];
};
