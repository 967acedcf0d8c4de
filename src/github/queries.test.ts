// Every GraphQL document tend sends must be valid against GitHub's published schema: a field
// name GitHub does not have fails here instead of on github.com.

import { schema as githubSchema } from '@octokit/graphql-schema';
import { buildSchema, Kind, parse, validate } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_DOCUMENTS } from './queries.js';

const schema = buildSchema(githubSchema.idl, { assumeValidSDL: true });

describe("GraphQL documents against GitHub's schema", () => {
  it.each(Object.entries(ALL_DOCUMENTS))('%s is valid', (_name, document) => {
    expect(validate(schema, parse(document)).map((e) => e.message)).toEqual([]);
  });

  // octokit.graphql takes variables and request options in one object and refuses these names.
  it.each(Object.entries(ALL_DOCUMENTS))('%s declares no variable octokit reserves for itself', (_name, document) => {
    const reserved = ['method', 'baseUrl', 'url', 'headers', 'request', 'query', 'mediaType', 'operationName'];
    const declared = parse(document).definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION ? (d.variableDefinitions ?? []).map((v) => v.variable.name.value) : [],
    );
    expect(declared.filter((name) => reserved.includes(name))).toEqual([]);
  });

  it('a wrong field is caught by the same check', () => {
    const errors = validate(schema, parse('query { viewer { loginName } }'));
    expect(errors.map((e) => e.message)).toEqual(['Cannot query field "loginName" on type "User". Did you mean "login"?']);
  });

  it('no GraphQL document lives outside src/github/queries.ts', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'emulator') walk(path);
        } else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith(join('github', 'queries.ts'))) {
          if (/\/\*\s*GraphQL\s*\*\/|\b(query|mutation)\s+Tend[A-Z]\w*\s*[({]/.test(readFileSync(path, 'utf8'))) offenders.push(path);
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    expect(offenders).toEqual([]);
  });
});
