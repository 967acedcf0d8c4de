// A workflow file as the Actions trigger model reads it: the `on:` events with their filters, the
// token `permissions:`, `concurrency:` and each job's `if:`, `permissions:` and `concurrency:`.
// Only what decides whether a run and its jobs start, with what token and in which group; steps
// are the runner's business (emulator/runner.ts runs tend's).

import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { TOKEN_SCOPES, type ScopeAccess, type TokenPermissions, type TokenScope } from '../state.js';

/** One event under `on:`: activity types and the filters the model applies. */
export interface EventFilter {
  types?: string[];
  branches?: string[];
  'branches-ignore'?: string[];
  /** workflow_run: the names of the workflows whose runs start this one. */
  workflows?: string[];
}

/** `permissions:` as written: a shorthand, or access per scope (absent scopes are `none`). */
export type PermissionsSpec = 'read-all' | 'write-all' | TokenPermissions;

/** `concurrency:` as written; `group` and `cancel-in-progress` may hold `${{ }}` expressions. */
export interface ConcurrencySpec {
  group: string;
  cancelInProgress: string | boolean;
}

export interface JobSpec {
  id: string;
  /** What GitHub names the job, and its check run: `name:`, else the job id. */
  name: string;
  if: string | null;
  permissions: PermissionsSpec | null;
  concurrency: ConcurrencySpec | null;
}

export interface WorkflowSpec {
  /** `name:`, else the file's path, as GitHub shows a workflow without one. */
  name: string;
  path: string;
  on: Map<string, EventFilter>;
  permissions: PermissionsSpec | null;
  concurrency: ConcurrencySpec | null;
  jobs: JobSpec[];
}

const stringList = z.union([z.string(), z.array(z.string())]).transform((v) => (typeof v === 'string' ? [v] : v));
const eventFilter = z
  .looseObject({ types: stringList.optional(), branches: stringList.optional(), 'branches-ignore': stringList.optional(), workflows: stringList.optional() })
  .nullable();
const access = z.enum(['read', 'write', 'none']);
const permissions = z.union([z.enum(['read-all', 'write-all']), z.record(z.string(), access)]);
const concurrency = z.union([z.string(), z.looseObject({ group: z.string(), 'cancel-in-progress': z.union([z.boolean(), z.string()]).optional() })]);
const job = z.looseObject({
  name: z.string().optional(),
  if: z.union([z.string(), z.boolean()]).optional(),
  permissions: permissions.optional(),
  concurrency: concurrency.optional(),
});
const workflowFile = z.looseObject({
  name: z.string().optional(),
  on: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]),
  permissions: permissions.optional(),
  concurrency: concurrency.optional(),
  jobs: z.record(z.string(), job),
});

export function readWorkflow(path: string): WorkflowSpec {
  return parseWorkflowText(readFileSync(path, 'utf8'), path);
}

/** Parses a workflow file; a file that is not one throws one line saying what is wrong. */
export function parseWorkflowText(text: string, path: string): WorkflowSpec {
  // YAML 1.1's `on` is a boolean key in some parsers; the `yaml` package reads it as the string.
  const parsed = workflowFile.safeParse(parseYaml(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${path} is not a workflow the trigger model can read: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  const doc = parsed.data;
  return {
    name: doc.name ?? path,
    path,
    on: eventsOf(doc.on, path),
    permissions: permissionsOf(doc.permissions),
    concurrency: concurrencyOf(doc.concurrency),
    jobs: Object.entries(doc.jobs).map(([id, spec]) => ({
      id,
      name: spec.name ?? id,
      if: spec.if === undefined ? null : String(spec.if),
      permissions: permissionsOf(spec.permissions),
      concurrency: concurrencyOf(spec.concurrency),
    })),
  };
}

function eventsOf(on: string | string[] | Record<string, unknown>, path: string): Map<string, EventFilter> {
  if (typeof on === 'string') return new Map([[on, {}]]);
  if (Array.isArray(on)) return new Map(on.map((name) => [name, {}]));
  const events = new Map<string, EventFilter>();
  for (const [name, value] of Object.entries(on)) {
    // schedule is a list of crons and workflow_dispatch carries inputs: neither filters an event.
    if (name === 'schedule' || name === 'workflow_dispatch' || name === 'workflow_call') {
      events.set(name, {});
      continue;
    }
    const filter = eventFilter.safeParse(value ?? null);
    if (!filter.success) throw new Error(`${path}: on.${name} is not an event filter: ${filter.error.issues[0]!.message}`);
    const { types, branches, workflows } = filter.data ?? {};
    const ignore = filter.data?.['branches-ignore'];
    events.set(name, { ...(types ? { types } : {}), ...(branches ? { branches } : {}), ...(ignore ? { 'branches-ignore': ignore } : {}), ...(workflows ? { workflows } : {}) });
  }
  return events;
}

function permissionsOf(value: z.infer<typeof permissions> | undefined): PermissionsSpec | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  const known = new Set<string>(TOKEN_SCOPES);
  const unknown = Object.keys(value).filter((scope) => !known.has(scope));
  if (unknown.length > 0) throw new Error(`permissions: unknown scope ${unknown.join(', ')}; expected one of ${TOKEN_SCOPES.join(', ')}`);
  return Object.fromEntries(Object.entries(value).map(([scope, level]) => [scope as TokenScope, level as ScopeAccess]));
}

function concurrencyOf(value: z.infer<typeof concurrency> | undefined): ConcurrencySpec | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return { group: value, cancelInProgress: false };
  return { group: value.group, cancelInProgress: value['cancel-in-progress'] ?? false };
}
