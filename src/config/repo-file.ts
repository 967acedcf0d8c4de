// The optional repository file (.github/tend.yml by default). It is read from the default branch
// only, so a pull request cannot loosen the policy that governs it. It holds policy, never secrets
// and never commands: commands that run (verify-command, triage-commands) come only from the
// workflow file.

import { parse as parseYaml, YAMLParseError } from 'yaml';
import * as z from 'zod';
import { ChatConfigSchema } from './chat-section.js';
import { ConfigError } from '../core/errors.js';
import { PriceOverrideSchema } from '../llm/pricing.js';

const stringList = z.array(z.string().min(1));
const minutes = z.number().int().min(1).max(1440);

export const RepoConfigSchema = z.strictObject({
  version: z.literal(1).optional().describe('Schema version of this file; only 1 exists.'),
  'review-bots': stringList.optional().describe('Review bots tend waits for and whose suggestions it may apply: known names (coderabbit, copilot, gemini, sourcery, claude) or login:id pairs.'),
  'trusted-bots': stringList
    .optional()
    .describe('Bots allowed to steer tend with labels or /tend comments: known names (coderabbit, copilot, gemini, sourcery, claude) or login:id pairs. Matched by account type and id.'),
  'required-review-bots': stringList
    .optional()
    .describe(
      'Review bots tend waits for on every pull request even before they have acted on the repository. Other review-bots are waited for only once they have reviewed or commented on this or one of the 20 most recently updated pull requests, so a bot that is not installed never holds up a merge.',
    ),
  'wait-mode': z
    .enum(['events', 'poll'])
    .optional()
    .describe('events: each run advances as far as it can and stops; review, check and schedule events re-enter it. poll: wait inside one job, polling every 10-30 s.'),
  'review-window-minutes': minutes.optional().describe('How long to wait for the review bots on a new head before going on without them.'),
  'checks-timeout-minutes': minutes.optional().describe('How long to wait for required checks on the head before reporting them as missing.'),
  'max-iterations': z.number().int().min(1).max(20).optional().describe('How many fix-and-push rounds per pull request before tend stops and asks a human.'),
  merge: z.enum(['immediate', 'auto', 'off']).optional().describe('immediate: merge pinned to the head SHA when everything is green; auto: enable GitHub auto-merge; off: never merge.'),
  'merge-method': z.enum(['merge', 'squash', 'rebase']).optional().describe('merge, squash or rebase.'),
  'update-method': z
    .enum(['merge', 'rebase'])
    .optional()
    .describe(
      'How tend brings a branch up to date when the repository requires it before merging (GitHub says BEHIND): merge (a merge commit of the base into the branch) or rebase (the branch replayed onto the base). Made by GitHub (update-branch, pinned to the head tend saw); a fork branch is updated only when its author lets maintainers edit it, else tend asks the author once.',
    ),
  'commit-method': z
    .enum(['git', 'api'])
    .optional()
    .describe(
      'How tend commits its fixes: git (a local commit pushed with a lease) or api (GraphQL createCommitOnBranch: GitHub makes and signs the commit, so branches that require signed commits accept it). Large changes (over 100 files or 512 KiB) go through git either way.',
    ),
  'delete-branch': z.boolean().optional().describe('Delete the head branch after merging (never for forks).'),
  'final-check': z
    .enum(['off', 'model'])
    .optional()
    .describe(
      'model: just before merging, the model reads the whole diff against the base and the answered threads; a blocking finding it cites (path and lines, checked against the head) blocks the merge for a human. off: no final check.',
    ),
  'ignore-nitpicks': z.boolean().optional().describe('Answer and resolve nitpick-level threads without changing code.'),
  'allowed-paths': stringList.optional().describe('Glob patterns of files tend may change.'),
  'allow-protected-paths': stringList
    .optional()
    .describe('Globs of normally protected files tend may change anyway (.github/, CODEOWNERS, manifests, lockfiles, AGENTS.md, CLAUDE.md, top-level dot-directories are protected).'),
  'max-files': z.number().int().min(1).max(1000).optional().describe('Most files one iteration may change.'),
  'max-patch-bytes': z.number().int().min(1).max(10_000_000).optional().describe('Most bytes of diff one iteration may push.'),
  'dispatch-workflows': stringList
    .optional()
    .describe('Workflow files (e.g. ci.yml) to start with workflow_dispatch on the branch after tend pushes, for repositories where pushes by GITHUB_TOKEN start no CI.'),
  'sweep-workflow': z
    .string()
    .regex(/^[A-Za-z0-9._-]+\.ya?ml$/, { message: 'expected the file name of a workflow under .github/workflows, such as tend-sweep.yml' })
    .optional()
    .describe(
      "The workflow file (e.g. tend-sweep.yml) that holds tend's schedule sweep, when it is a workflow of its own: tend enables it while a target is unfinished and disables it when none is, so an idle repository runs no scheduled job. Needs actions: write in both workflows; without it tend notes it once a run and the schedule keeps its fixed cadence. Unset: the sweep is not switched (a schedule runs at its cadence).",
    ),
  'generated-paths': stringList
    .optional()
    .describe('Globs of generated files whose merge conflicts regenerate-command settles, besides lockfiles and files .gitattributes marks linguist-generated.'),
  'intent-threshold': z
    .number()
    .min(0)
    .max(1)
    .optional()
    .describe('How sure the model must be (0 to 1) of what a free-form `/tend <text>` asks for before tend runs it; below, tend asks what is wanted.'),
  'model-prices': z
    .record(z.string().min(1), PriceOverrideSchema)
    .optional()
    .describe('Prices in USD per million tokens for models tend has no price for, or to override one, by model id: {claude-sonnet-4-6: {input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3}}.'),
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
  'max-turns': z.number().int().min(1).max(500).optional().describe('Most model turns per run (a Tier-2 chat investigation has chat.tier2.max-turns).'),
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
      'required-checks': stringList
        .optional()
        .describe("Check names that must pass on the head before tend merges, besides those branch protection and rulesets require. Without any required check tend merges only when at least one CI check reported on the head and all passed."),
    })
    .optional()
    .describe('ship and fix.'),
  // src/config/chat-section.ts.
  chat: ChatConfigSchema.optional().describe("Chat triage: the watched channels and the Tier-0 classifier's rules."),
});

export type RepoConfig = z.infer<typeof RepoConfigSchema>;

/** The top-level keys that are plain settings (not a section) and have a default. */
type DefaultedKey = Exclude<keyof RepoConfig, 'version' | 'model' | 'max-cost-usd' | 'bedrock' | 'vertex' | 'foundry' | 'ask-again' | 'ship' | 'chat' | 'sweep-workflow' | 'model-prices'>;

/**
 * What tend does when the file leaves a key out. The JSON Schema and docs/configuration.md carry
 * each as the key's `default` (config-schema.ts), so the page says what an absent key means.
 */
export const REPO_DEFAULTS: { readonly [K in DefaultedKey]-?: NonNullable<RepoConfig[K]> } = {
  'review-bots': ['coderabbit', 'copilot', 'gemini', 'sourcery', 'claude'],
  'trusted-bots': [],
  'required-review-bots': [],
  'wait-mode': 'events',
  'review-window-minutes': 20,
  'checks-timeout-minutes': 30,
  'max-iterations': 3,
  merge: 'immediate',
  'merge-method': 'squash',
  'update-method': 'merge',
  'commit-method': 'git',
  'delete-branch': true,
  'final-check': 'off',
  'ignore-nitpicks': true,
  'allowed-paths': ['**'],
  'allow-protected-paths': [],
  'max-files': 10,
  'max-patch-bytes': 20000,
  'dispatch-workflows': [],
  'generated-paths': [],
  'intent-threshold': 0.75,
  'max-turns': 20,
};

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
