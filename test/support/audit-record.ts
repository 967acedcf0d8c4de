// One run's audit as tend writes it, for unit tests of what is read from audits: a run on pull
// request `pull` (null: tied to none) from minute `start` to minute `end` after T0, that decided
// nothing; a test overrides what its case is about.

import { AuditSchema, type AuditRecord } from '../../src/report/audit.js';

export const T0 = Date.parse('2026-11-01T10:00:00Z');

/** T0 plus `minutes`, as an audit writes times. */
export const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString();

export function auditRecord(pull: number | null, start: number, end: number, over: Partial<AuditRecord> = {}): AuditRecord {
  return AuditSchema.parse({
    version: 1,
    tool: 'tend',
    run: { event: 'issue_comment (created)', repository: 'acme/widgets', startedAt: at(start), finishedAt: at(end), runUrl: 'https://github.example/acme/widgets/actions/runs/7', dryRun: false },
    route: { action: 'advance', detail: 'x' },
    target: pull === null ? null : { kind: 'pull_request', number: pull },
    outcome: { workflow: 'advance', state: 'awaiting-checks', reason: 'waiting' },
    decisions: [],
    threads: [],
    merge: null,
    api: { rest: 0, graphql: 0 },
    llm: { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 },
    trackingCommentId: null,
    notes: [],
    ...over,
  });
}
