// The JSON Schema of .github/tend.yml, published at schema/tend.schema.json so that editors can
// complete and check the file (`# yaml-language-server: $schema=…`). Generated from the same zod
// schema tend parses the file with, so the two cannot say different things (a test compares the
// committed file with this); each key that is also an action input carries that input's
// description from action.yml's table, and each key with a default (REPO_DEFAULTS) says it.

import * as z from 'zod';
import { INPUTS } from './inputs.js';
import { REPO_DEFAULTS, RepoConfigSchema } from './repo-file.js';

/** Where the schema lives in the repository (and in the npm package). */
export const CONFIG_SCHEMA_PATH = 'schema/tend.schema.json';

export function repoConfigJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(RepoConfigSchema, { io: 'input' }) as { properties: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  const described = (name: string) => (name in INPUTS ? { description: INPUTS[name as keyof typeof INPUTS].description } : {});
  const defaulted = (name: string) => (name in REPO_DEFAULTS ? { default: REPO_DEFAULTS[name as keyof typeof REPO_DEFAULTS] } : {});
  const properties = Object.fromEntries(Object.entries(generated.properties).map(([name, schema]) => [name, { ...described(name), ...schema, ...defaulted(name) }]));
  return {
    ...generated,
    title: 'tend repository settings (.github/tend.yml)',
    description: 'Policy tend reads from the default branch. Commands and tokens are accepted from the workflow file only.',
    properties,
  };
}

/** The file's text: what `npm run schema` writes and the test expects. */
export function repoConfigJsonSchemaText(): string {
  return `${JSON.stringify(repoConfigJsonSchema(), null, 2)}\n`;
}
