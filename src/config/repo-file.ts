// The optional repository file (.github/tend.yml by default). It is read from the default branch
// only, so a pull request cannot loosen the policy that governs it. It holds policy, never secrets
// and never commands: commands that run (verify-command, triage-commands) come only from the
// workflow file.

import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import { ChatConfigSchema } from './chat-section.js';
import { ConfigError } from '../core/errors.js';

const stringList = z.array(z.string().min(1));
const minutes = z.number().int().min(1).max(1440);

export const RepoConfigSchema = z.strictObject({
  version: z.literal(1).optional().describe('Schema version of this file; only 1 exists.'),
  'review-bots': stringList.optional(),
  'trusted-bots': stringList.optional(),
  'required-review-bots': stringList.optional(),
  'wait-mode': z.enum(['events', 'poll']).optional(),
  'review-window-minutes': minutes.optional(),
  'checks-timeout-minutes': minutes.optional(),
  'max-iterations': z.number().int().min(1).max(20).optional(),
  merge: z.enum(['immediate', 'auto', 'off']).optional(),
  'merge-method': z.enum(['merge', 'squash', 'rebase']).optional(),
  'update-method': z.enum(['merge', 'rebase']).optional(),
  'commit-method': z.enum(['git', 'api']).optional(),
  'delete-branch': z.boolean().optional(),
  'ignore-nitpicks': z.boolean().optional(),
  'allowed-paths': stringList.optional(),
  'allow-protected-paths': stringList.optional(),
  'max-files': z.number().int().min(1).max(1000).optional(),
  'max-patch-bytes': z.number().int().min(1).max(10_000_000).optional(),
  'dispatch-workflows': stringList.optional(),
  model: z.string().min(1).optional(),
  bedrock: z
    .strictObject({ region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: 'expected an AWS region such as us-east-1' }).describe('The AWS region whose Bedrock runtime tend calls, e.g. us-east-1.') })
    .optional()
    .describe('For model-provider bedrock (docs/providers.md).'),
  vertex: z
    .strictObject({
      project: z.string().min(1).describe('The Google Cloud project id that has the Claude models enabled.'),
      region: z.string().min(1).describe('The Vertex AI region, e.g. us-east5, or global.'),
    })
    .optional()
    .describe('For model-provider vertex (docs/providers.md).'),
  foundry: z
    .strictObject({ resource: z.string().regex(/^[A-Za-z0-9-]+$/, { message: 'expected the resource name, such as my-resource (not a URL)' }).describe('The Foundry resource name: tend calls https://<resource>.services.ai.azure.com/anthropic/.') })
    .optional()
    .describe('For model-provider foundry (docs/providers.md).'),
  'max-cost-usd': z.number().positive().optional(),
  'max-turns': z.number().int().min(1).max(500).optional(),
  // src/config/ask-again.ts reads it.
  'ask-again': z
    .record(z.string().min(1), z.string())
    .optional()
    .describe('How tend asks each review bot (by name) to review a head it pushed: request-review, never, or a one-line comment of at most 200 characters such as "@coderabbitai review".'),
  ship: z
    .strictObject({
      auto: z
        .strictObject({
          authors: stringList.optional().describe('Authors whose pull requests are shipped, as name:id (a bare login names a person only).'),
          labels: stringList.optional().describe('Labels that ship a pull request; each counts only when the account that added it may steer tend.'),
          'base-branches': stringList.optional().describe('Base branches whose pull requests are shipped.'),
        })
        .optional()
        .describe('Ship pull requests without a label or command when they match all given filters.'),
      'required-checks': stringList.optional().describe("Checks that must pass before a merge, besides the repository's rules (the required-checks input wins when set)."),
    })
    .optional()
    .describe('ship and fix.'),
  // src/config/chat-section.ts.
  chat: ChatConfigSchema.optional().describe("Chat triage: the watched channels and the Tier-0 classifier's rules."),
});

export type RepoConfig = z.infer<typeof RepoConfigSchema>;

/** Parses the file's text; any problem throws one line naming the key and the expected shape. */
export function parseRepoConfig(text: string, path: string): RepoConfig {
  let data: unknown;
  try {
    data = parseYaml(text, { prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message.split('\n')[0] : String(error);
    throw new ConfigError(`${path} is not valid YAML: ${detail}`);
  }
  if (data === null || data === undefined) return {};
  const parsed = RepoConfigSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`${path}: ${describeIssue(issue, data)}`);
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const key = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const where = key === '' ? '' : ` under '${key}'`;
    const allowed = allowedKeysAt(issue.path);
    return `unknown key '${issue.keys[0]}'${where}; expected one of: ${allowed.join(', ')}.`;
  }
  if (key === '') return `expected a mapping of settings at the top level, got ${typeName(data)}.`;
  const got = typeName(valueAt(data, issue.path));
  return `key '${key}' ${expectation(issue)} (got ${got}).`;
}

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return `is invalid: ${issue.message}`;
  }
}

function article(expected: string): string {
  if (expected === 'array') return 'a list';
  if (expected === 'object') return 'a mapping';
  if (expected === 'int') return 'a whole number';
  return `a ${expected}`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function allowedKeysAt(path: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = RepoConfigSchema;
  for (const key of path) {
    const inner: z.ZodType = unwrap(schema);
    if (!(inner instanceof z.ZodObject)) return [];
    schema = inner.shape[key as string] as z.ZodType;
  }
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return unwrap(schema.unwrap() as z.ZodType);
  return schema;
}

/** The file as GitHub returned it (a GraphQL object lookup): absent is no settings, anything but text is an error. */
export function repoConfigFromBlob(blob: { __typename: string; text?: string | null; isBinary?: boolean | null } | null | undefined, path: string): RepoConfig {
  if (!blob) return {};
  if (blob.__typename !== 'Blob' || blob.isBinary || typeof blob.text !== 'string') {
    throw new ConfigError(`${path} on the default branch is not a text file; expected YAML settings.`);
  }
  return parseRepoConfig(blob.text, path);
}
