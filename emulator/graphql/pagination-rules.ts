// github.com refuses a document before running it when a connection that selects `nodes` or
// `edges` has neither `first` nor `last`, or asks for more than 100 records. (A connection asked
// only for `totalCount` needs no bound, which is why `issues { totalCount }` works there.)

import {
  getArgumentValues,
  getNamedType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { documentPath, type GithubGraphqlError } from './errors.js';

const LIMIT = 100;

/** A rule GitHub checks on a document before running it: the errors it answers instead. */
export type DocumentRule = (
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  /** Variables already coerced to the operation's declared types. */
  variables: Record<string, unknown>,
) => GithubGraphqlError[];

export const paginationErrors: DocumentRule = (schema, document, operation, variables) => {
  const fragments = fragmentsOf(document);
  const scoped: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...fragments.values()],
  };
  const errors: GithubGraphqlError[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    scoped,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field || !getNamedType(field.type).name.endsWith('Connection')) return;
        if (!field.args.some((a) => a.name === 'first')) return;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(field, node, variables);
        } catch {
          return; // reported by execution
        }
        const error = check(node, args, fragments);
        if (error) errors.push({ ...error, path: documentPath(document, node), locations: [location(node)] });
      },
    }),
  );
  return errors;
};

function check(
  node: FieldNode,
  args: Record<string, unknown>,
  fragments: Map<string, FragmentDefinitionNode>,
): { type: string; message: string } | null {
  const name = node.name.value;
  for (const bound of ['first', 'last'] as const) {
    const value = args[bound];
    if (typeof value === 'number' && value > LIMIT) {
      return {
        type: 'EXCESSIVE_PAGINATION',
        message: `Requesting ${value} records on the \`${name}\` connection exceeds the \`${bound}\` limit of ${LIMIT} records.`,
      };
    }
  }
  if (args.first == null && args.last == null && selectsItems(node.selectionSet, fragments, new Set())) {
    return {
      type: 'MISSING_PAGINATION_BOUNDARIES',
      message: `You must provide a \`first\` or \`last\` value to properly paginate the \`${name}\` connection.`,
    };
  }
  return null;
}

function selectsItems(set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): boolean {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD && ['nodes', 'edges'].includes(selection.name.value)) return true;
    if (selection.kind === Kind.INLINE_FRAGMENT && selectsItems(selection.selectionSet, fragments, seen)) return true;
    if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      if (selectsItems(fragments.get(selection.name.value)?.selectionSet, fragments, seen)) return true;
    }
  }
  return false;
}

/** The document's fragments by name. */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export function location(node: FieldNode): { line: number; column: number } {
  const loc = node.loc;
  if (!loc) return { line: 1, column: 1 };
  return { line: loc.startToken.line, column: loc.startToken.column };
}
