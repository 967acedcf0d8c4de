// GitHub's published GraphQL schema, built once per process on first use. The package is loaded
// lazily because importing it parses several megabytes; a server that never sees a GraphQL
// request (or a test that only parses documents) never pays for it.
//
// The schema is the package's SDL (schema.graphql; its schema.json is an older snapshot). Building
// it costs ~1 s of CPU, and every e2e test file is a process of its own that sends queries: the
// first build writes the schema's introspection to a file in the temp folder, named by the SDL's
// hash, and later processes build the same schema from it (buildClientSchema, ~0.2 s). The
// package's own entry is not imported: it parses schema.json twice and builds a schema from it.

import { createHash } from 'node:crypto';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientSchema, buildSchema, introspectionFromSchema, version, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let cached: Promise<GraphQLSchema> | null = null;

export function githubSchema(): Promise<GraphQLSchema> {
  cached ??= build();
  return cached;
}

async function build(): Promise<GraphQLSchema> {
  const sdl = await sdlText();
  const file = join(tmpdir(), `tend-github-schema-${createHash('sha256').update(version).update('\0').update(sdl).digest('hex').slice(0, 16)}.json`);
  const saved = await readOwnFile(file);
  if (saved !== null) {
    try {
      return buildClientSchema(JSON.parse(saved) as IntrospectionQuery, { assumeValid: true });
    } catch {
      // Unreadable as a schema (cut short by a full disk): built again below.
    }
  }
  const schema = buildSchema(sdl, { assumeValidSDL: true });
  // Written whole under another name and moved into place: a process reading it never sees half.
  // Only a saving: a temp folder that refuses the file leaves the next process to build again.
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, JSON.stringify(introspectionFromSchema(schema)), { mode: 0o600, flag: 'wx' })
    .then(() => rename(partial, file))
    .catch(() => rm(partial, { force: true }));
  return schema;
}

/**
 * The SDL file beside the package's entry; inside the CLI's bundle (`tend demo`), where no
 * node_modules holds the package, the bundled package's own reader.
 */
async function sdlText(): Promise<string> {
  try {
    return await readFile(new URL('schema.graphql', import.meta.resolve('@octokit/graphql-schema')), 'utf8');
  } catch {
    return (await import('@octokit/graphql-schema')).schema.idl;
  }
}

/**
 * The saved schema, only when this user wrote it: the temp folder is everyone's, and a file another
 * account left under the name (a schema with fields GitHub has not) would make every document
 * check and emulator answer follow it. Anything else is read as absent, and the schema is built.
 */
export async function readOwnFile(file: string): Promise<string | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (handle === null) return null;
  try {
    const info = await handle.stat();
    const uid = process.getuid?.();
    if (!info.isFile() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0) return null;
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
