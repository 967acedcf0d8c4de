// GitHub's GraphQL endpoint for the emulator: graphql-js on GitHub's published schema, so a field
// GitHub does not have fails validation exactly as it would on github.com (HTTP 200, `errors`, no
// `data`), and resolvers read the shared GitHubState through small view classes (issues.ts,
// reviews.ts ...). Errors are reported in GitHub's shape: `type`, `path`, `locations`, `message`.

import {
  execute,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { GitHubError, type Account, type GitHubState, type TokenPermissions } from '../state.js';
import type { Context } from './context.js';
import { formatExecutionError, formatValidationError, formatVariableError, type GithubGraphqlError } from './errors.js';
import { mutationRoot } from './mutations.js';
import { paginationErrors } from './pagination-rules.js';
import { limitErrors, MUTATION_FIELDS_LIMIT, RESOURCE_LIMITS_EXCEEDED } from './limit-rules.js';
import { queryRoot, type RateLimitView } from './query.js';
import { githubSchema } from './schema.js';

export interface GraphqlResponse {
  data?: unknown;
  errors?: GithubGraphqlError[];
}

/** A top-level field GitHub refuses in this request (a fault a test injected), wherever it appears. */
export interface RefusedField {
  field: string;
  /** The GraphQL error type: FORBIDDEN, NOT_FOUND ... */
  type: string;
  message: string;
}

export interface GraphqlOptions {
  /** Base of `url` fields; the emulator's own server URL when the server passes it. */
  serverUrl?: string;
  refuse?: RefusedField;
  /** The per-scope ceiling of the request's token, when it has one. */
  ceiling?: TokenPermissions | null;
  /** What `rateLimit` answers: the budget the server metered this request against (rate-limits.ts). */
  rateLimit: RateLimitView;
  /** The server's number for this request (`state.nextRequest`): what reads of mergeability count by. */
  reader?: number;
}

interface RequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** Names for the request log and the fault injector; never throws, whatever the body is. */
export function graphqlOperations(body: unknown): { operation: string | null; fields: string[]; mutation: boolean; creates: number } {
  try {
    const request = readBody(body);
    if (!request) return { operation: null, fields: [], mutation: false, creates: 0 };
    const document = parse(request.query, { noLocation: true });
    const operation = selectOperation(document, request.operationName);
    if (!operation) return { operation: request.operationName ?? null, fields: [], mutation: false, creates: 0 };
    const fields = topLevelFields(document, operation.selectionSet, new Set());
    const mutation = operation.operation === 'mutation';
    return {
      operation: request.operationName ?? operation.name?.value ?? fields[0] ?? null,
      fields,
      mutation,
      creates: mutation ? creatingFieldCount(document, operation.selectionSet, new Set()) : 0,
    };
  } catch {
    return { operation: null, fields: [], mutation: false, creates: 0 };
  }
}

/**
 * How many top-level fields of a mutation create something (`add…`, `create…`: a comment, a reply,
 * a review, an issue, a label on it), each alias counted (`a: addComment … b: addComment` is two).
 */
function creatingFieldCount(document: DocumentNode, set: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += /^(add|create)[A-Z]/.test(selection.name.value) ? 1 : 0;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += creatingFieldCount(document, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) count += creatingFieldCount(document, fragment.selectionSet, seen);
    }
  }
  return count;
}

/**
 * Validation depends only on the document's text (the schema is fixed), and validating a large
 * document against GitHub's schema is most of the cost of a request: tests and benchmarks send
 * the same few documents thousands of times, so the answer is kept per text.
 */
const validations = new Map<string, readonly GraphQLError[]>();
function validated(schema: GraphQLSchema, text: string, document: DocumentNode): readonly GraphQLError[] {
  const known = validations.get(text);
  if (known) return known;
  const errors = validate(schema, document);
  if (validations.size >= 500) validations.clear();
  validations.set(text, errors);
  return errors;
}

export async function executeGraphql(state: GitHubState, viewer: Account, body: unknown, options: GraphqlOptions): Promise<GraphqlResponse> {
  const request = readBody(body);
  if (!request) return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] };

  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { errors: [{ ...(error.locations ? { locations: error.locations } : {}), message: error.message }] };
  }

  const schema = await githubSchema();
  const invalid = validated(schema, request.query, document);
  if (invalid.length > 0) return { errors: invalid.map((e) => formatValidationError(e, document)) };

  const operation = selectOperation(document, request.operationName);
  if (!operation) {
    const message = request.operationName ? `No operation named "${request.operationName}"` : 'An operation name is required';
    return { errors: [{ message }] };
  }
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables);
  if (variables.errors) return { errors: variables.errors.map((e) => formatVariableError(e, operation, request.variables)) };
  const unbounded = paginationErrors(schema, document, operation, variables.coerced);
  if (unbounded.length > 0) return { errors: unbounded };
  const excessive = limitErrors(schema, document, operation, variables.coerced);
  // GitHub answers an id list over its limit with `data: null` (sourcecred/sourcecred#908).
  if (excessive.length > 0) return excessive.some((e) => e.type === 'ARGUMENT_LIMIT') ? { data: null, errors: excessive } : { errors: excessive };

  const ctx: Context = { state, viewer, serverUrl: (options.serverUrl ?? 'https://github.com').replace(/\/+$/, ''), ceiling: options.ceiling ?? null, ...(options.reader !== undefined ? { reader: options.reader } : {}) };
  const rootValue = operation.operation === 'mutation' ? mutationRoot(ctx) : queryRoot(ctx, options.rateLimit);
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: ctx,
    variableValues: request.variables,
    ...(request.operationName ? { operationName: request.operationName } : {}),
    fieldResolver: limitingMutations(operation.operation === 'mutation', options.refuse ? refusing(options.refuse) : fieldResolver),
  });
  return {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors ? { errors: result.errors.map(formatExecutionError) } : {}),
  };
}

/**
 * Like graphql-js's default resolver (a property, or a method called with args), but a field no
 * view defines is an error naming it, not a silent null that would hide a gap in the emulator.
 */
const fieldResolver: GraphQLFieldResolver<unknown, Context> = (source, args, context, info) => {
  if (source === null || typeof source !== 'object') return null;
  if (!(info.fieldName in source)) {
    throw new Error(`The tend emulator does not implement ${info.parentType.name}.${info.fieldName} (emulator/graphql/).`);
  }
  const value: unknown = (source as Record<string, unknown>)[info.fieldName];
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).call(source, args, context, info) : value;
};

/**
 * "If your GraphQL query consumes too many resources, GitHub will terminate the request and
 * return partial results along with an error": a mutation's top-level fields run one after the
 * other, so the first MUTATION_FIELDS_LIMIT run and the rest answer null with that error.
 */
function limitingMutations(mutation: boolean, resolve: GraphQLFieldResolver<unknown, Context>): GraphQLFieldResolver<unknown, Context> {
  if (!mutation) return resolve;
  let fields = 0;
  return (source, args, context, info) => {
    if (info.path.prev === undefined) {
      fields += 1;
      if (fields > MUTATION_FIELDS_LIMIT) throw new GitHubError(200, RESOURCE_LIMITS_EXCEEDED.message, RESOURCE_LIMITS_EXCEEDED.type);
    }
    return resolve(source, args, context, info);
  };
}

/** Refuses one top-level field, each time it appears (aliases included); the others run. */
function refusing(refuse: RefusedField): GraphQLFieldResolver<unknown, Context> {
  return (source, args, context, info) => {
    if (info.path.prev === undefined && info.fieldName === refuse.field) throw new GitHubError(403, refuse.message, refuse.type);
    return fieldResolver(source, args, context, info);
  };
}

function readBody(body: unknown): RequestBody | null {
  if (body === null || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.query !== 'string' || record.query.trim() === '') return null;
  let variables: unknown = record.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = {};
    }
  }
  return {
    query: record.query,
    variables: variables !== null && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {},
    operationName: typeof record.operationName === 'string' && record.operationName !== '' ? record.operationName : undefined,
  };
}

function selectOperation(document: DocumentNode, name: string | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (name !== undefined) return operations.find((o) => o.name?.value === name) ?? null;
  return operations[0] ?? null;
}

function topLevelFields(document: DocumentNode, set: SelectionSetNode, seen: Set<string>): string[] {
  const fields: string[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) fields.push(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fields.push(...topLevelFields(document, selection.selectionSet, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) fields.push(...topLevelFields(document, fragment.selectionSet, seen));
    }
  }
  return [...new Set(fields)];
}
