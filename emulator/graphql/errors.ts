// GitHub answers GraphQL errors in graphql-ruby's words, not graphql-js's: a document that fails
// validation gets `Field 'x' doesn't exist on type 'Y'` with a path through the document, and an
// error raised while executing carries a `type` (NOT_FOUND, FORBIDDEN ...) and the response path.

import { GraphQLError, Kind, print, visit, type ASTNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { GitHubError } from '../state.js';

export interface GithubGraphqlError {
  type?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  message: string;
}

/** `[Label!]!` -> `Label` */
function bare(type: string): string {
  return type.replace(/[[\]!]/g, '');
}

/** graphql-js validation messages GitHub words differently, rewritten to its wording. */
const REWRITES: Array<{ pattern: RegExp; rewrite: (m: RegExpExecArray) => { message: string; extensions: Record<string, unknown> } }> = [
  {
    pattern: /^Cannot query field "([^"]+)" on type "([^"]+)"\./,
    rewrite: (m) => ({
      message: `Field '${m[1]}' doesn't exist on type '${m[2]}'`,
      extensions: { code: 'undefinedField', typeName: m[2], fieldName: m[1] },
    }),
  },
  {
    pattern: /^Unknown argument "([^"]+)" on field "[^".]+\.([^"]+)"\./,
    rewrite: (m) => ({
      message: `Field '${m[2]}' doesn't accept argument '${m[1]}'`,
      extensions: { code: 'argumentNotAccepted', name: m[2], typeName: 'Field', argumentName: m[1] },
    }),
  },
  {
    pattern: /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./,
    rewrite: (m) => ({
      message: `Field '${m[1]}' is missing required arguments: ${m[2]}`,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name: m[1], arguments: m[2] },
    }),
  },
  {
    pattern: /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\./,
    rewrite: (m) => ({
      message: `Field must have selections (field '${m[1]}' returns ${bare(m[2]!)} but has no selections. Did you mean '${m[1]} { ... }'?)`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${m[1]}'`, typeName: bare(m[2]!) },
    }),
  },
  {
    pattern: /^Unknown type "([^"]+)"\./,
    rewrite: (m) => ({
      message: `No such type ${m[1]}, so it can't be a fragment condition`,
      extensions: { code: 'undefinedType', typeName: m[1] },
    }),
  },
];

export function formatValidationError(error: GraphQLError, document: DocumentNode): GithubGraphqlError {
  const rewritten = rewriteMessage(error.message);
  const node = error.nodes?.[0];
  return {
    ...(node ? { path: documentPath(document, node) } : {}),
    ...(rewritten ? { extensions: rewritten.extensions } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    message: rewritten?.message ?? error.message,
  };
}

function rewriteMessage(message: string): { message: string; extensions: Record<string, unknown> } | null {
  for (const { pattern, rewrite } of REWRITES) {
    const match = pattern.exec(message);
    if (match) return rewrite(match);
  }
  return null;
}

/** A variable that does not fit its declared type, worded as github.com words it. */
export function formatVariableError(error: GraphQLError, operation: OperationDefinitionNode, variables: Record<string, unknown>): GithubGraphqlError {
  const name = /^Variable "\$([^"]+)"/.exec(error.message)?.[1];
  const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
  if (!name || !definition) return { ...(error.locations ? { locations: error.locations } : {}), message: error.message };
  const explanation = error.message.replace(/^Variable "\$[^"]+" (of required type "[^"]+" was not provided|got invalid value [^;]*)[.;]?\s*/, '');
  return {
    extensions: {
      value: variables[name] ?? null,
      problems: [{ path: [], explanation: explanation || 'Expected value to not be null' }],
    },
    ...(error.locations ? { locations: error.locations } : {}),
    message: `Variable $${name} of type ${print(definition.type)} was provided invalid value`,
  };
}

/** Where `target` sits in the document, as graphql-ruby reports it: ["query Name", "repository", "foo"]. */
export function documentPath(document: DocumentNode, target: ASTNode): string[] {
  let found: string[] = [];
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (node !== target) return undefined;
      found = [...ancestors, node].flatMap((a) => (Array.isArray(a) ? [] : pathSegment(a as ASTNode)));
      return false;
    },
  });
  return found;
}

function pathSegment(node: ASTNode): string[] {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return [node.name ? `${node.operation} ${node.name.value}` : node.operation];
    case Kind.FRAGMENT_DEFINITION:
      return [`fragment ${node.name.value}`];
    case Kind.INLINE_FRAGMENT:
      return [node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...'];
    case Kind.FIELD:
      return [node.alias?.value ?? node.name.value];
    default:
      return [];
  }
}

export function formatExecutionError(error: GraphQLError): GithubGraphqlError {
  const original = error.originalError;
  const type = original instanceof GitHubError ? githubType(original) : undefined;
  return {
    ...(type ? { type } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.locations ? { locations: error.locations } : {}),
    message: error.message,
  };
}

/** GitHub's GraphQL has no CONFLICT type: a 409 from the shared state (head moved) is UNPROCESSABLE. */
function githubType(error: GitHubError): string {
  return error.graphqlType === 'CONFLICT' ? 'UNPROCESSABLE' : error.graphqlType;
}
