// A fixture repository with a real defect for triage tests, and the model's scripted answers.

import type { ScriptedReply } from '../../emulator/anthropic/server.js';

/** The defect: the cache is module-scoped, so one tenant's entries are served to another. */
export const CACHE_TS = [
  "import type { Tenant } from './tenant.js';",
  '',
  'const entries = new Map<string, string>();',
  '',
  'export function remember(tenant: Tenant, key: string, value: string): void {',
  '  entries.set(key, value);',
  '}',
  '',
  'export function recall(tenant: Tenant, key: string): string | undefined {',
  '  return entries.get(key);',
  '}',
  '',
].join('\n');

export const TENANT_TS = 'export interface Tenant {\n  id: string;\n}\n';

export const BUG_ISSUE = {
  title: 'Tenants see each other’s cached values',
  body: 'After tenant A stores `greeting`, tenant B reading `greeting` gets A’s value. See src/cache.ts.',
};
export const FEATURE_ISSUE = { title: 'Add a TTL to cache entries', body: 'It would be nice if entries expired after a configurable time.' };

export const readCache: ScriptedReply = { kind: 'message', content: [{ type: 'tool_use', name: 'read_file', input: { path: 'src/cache.ts' } }], usage: { input_tokens: 900, output_tokens: 40 } };

export function verdict(input: Record<string, unknown>): ScriptedReply {
  return { kind: 'message', content: [{ type: 'tool_use', name: 'submit_triage', input }], usage: { input_tokens: 1500, output_tokens: 300 } };
}

export const VALID_BUG = {
  classification: 'bug',
  valid: true,
  confidence: 0.92,
  summary: 'The cache map is module-scoped and keyed by key only, so entries leak across tenants.',
  recommendedNext: 'plan',
  evidence: [
    { file: 'src/cache.ts', line: 3, quote: 'const entries = new Map<string, string>();', note: 'one map for every tenant' },
    { file: 'src/cache.ts', line: 5, endLine: 7, quote: 'export function remember(tenant: Tenant, key: string, value: string): void {\n  entries.set(key, value);\n}', note: 'the tenant is ignored' },
  ],
  reproduction: { attempted: true, reproduced: null, details: 'No runtime command is configured; the defect is structural.' },
  highestRung: 'none',
  report: '# Triage: tenants share the cache\n\nThe `entries` map in `src/cache.ts` is module-scoped and `remember` ignores the tenant.',
};

/** The same verdict citing a line that does not exist and a file that is not there. */
export const FABRICATED_BUG = {
  ...VALID_BUG,
  evidence: [
    { file: 'src/cache.ts', line: 42, quote: 'entries.clear();', note: 'never cleared' },
    { file: 'src/tenant-cache.ts', line: 1, quote: 'export const cache = {};' },
  ],
};

export const FEATURE = {
  classification: 'feature',
  valid: true,
  confidence: 0.85,
  summary: 'A request for expiring entries; nothing is broken.',
  recommendedNext: 'plan',
  evidence: [{ note: 'src/cache.ts has no notion of time today' }],
  reproduction: { attempted: false, reproduced: null, details: 'Not a bug.' },
  highestRung: 'none',
  report: '# Triage: TTL for cache entries\n\nA feature request.',
};
