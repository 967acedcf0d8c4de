// GitHub's published GraphQL schema, built once per process on first use. The package is loaded
// lazily because importing it parses several megabytes; a server that never sees a GraphQL
// request (or a test that only parses documents) never pays for it.

import { buildSchema, type GraphQLSchema } from 'graphql';

let cached: Promise<GraphQLSchema> | null = null;

export function githubSchema(): Promise<GraphQLSchema> {
  cached ??= import('@octokit/graphql-schema').then(({ schema }) => buildSchema(schema.idl, { assumeValidSDL: true }));
  return cached;
}
