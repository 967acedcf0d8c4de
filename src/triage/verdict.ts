// TRIAGE_VERDICT.json: what the model must answer, and the gate that stands between
// its answer and what tend publishes. The model's word is never enough: every file:line it cites
// must pass the deterministic evidence check, and a bug is only valid with evidence that did
// (a verified citation, or a reproduction by a command tend itself ran). Pure, no I/O.

import * as z from 'zod';
import type { EvidenceCheck } from '../evidence/types.js';

export const CLASSIFICATIONS = ['bug', 'feature', 'refactor', 'docs', 'unclear'] as const;
/** The ladder of reproduction harnesses, lightest first; `none` when no rung was tried. */
const LADDER = ['none', 'unit', 'mocked-unit', 'integration', 'multi-process'] as const;

const EvidenceEntry = z
  .strictObject({
    file: z.string().min(1).max(500).optional().describe('Path relative to the repository root'),
    line: z.number().int().min(1).optional().describe('First cited line, 1-based'),
    endLine: z.number().int().min(1).optional().describe('Last cited line, inclusive; defaults to line'),
    quote: z.string().max(4000).optional().describe('The verbatim text of the cited lines; checked against the file'),
    note: z.string().max(2000).optional().describe('What this shows; alone for cross-cutting evidence such as a negative search'),
  })
  .refine((e) => e.file !== undefined || (e.note !== undefined && e.note.trim() !== ''), { message: 'each evidence entry needs a file or a note' })
  .refine((e) => e.file === undefined || e.line !== undefined || e.endLine === undefined, { message: 'endLine needs line' })
  .refine((e) => e.endLine === undefined || e.line === undefined || e.endLine >= e.line, { message: 'endLine must not be before line' });
type TriageEvidence = z.infer<typeof EvidenceEntry>;

/** The model's answer (the submit_triage tool input). */
export const ModelVerdictSchema = z
  .strictObject({
    classification: z.enum(CLASSIFICATIONS),
    valid: z.boolean().describe('Whether the issue is actionable as described (for a bug: the defect is real)'),
    confidence: z.number().min(0).max(1),
    summary: z.string().min(1).max(4000).describe('The verdict rationale'),
    recommendedNext: z.enum(['plan', 'stop']),
    evidence: z.array(EvidenceEntry).max(20),
    reproduction: z.strictObject({
      attempted: z.boolean(),
      reproduced: z.boolean().nullable(),
      details: z.string().max(4000),
    }),
    highestRung: z.enum(LADDER).describe('The highest rung of the harness ladder tried for a bug; none otherwise'),
    report: z.string().min(1).max(30_000).describe('TRIAGE.md: the full triage report in Markdown'),
  })
  .refine((v) => v.classification === 'bug' || !v.reproduction.attempted, { message: 'reproduction.attempted must be false for a non-bug classification', path: ['reproduction', 'attempted'] })
  .refine((v) => v.reproduction.attempted || v.reproduction.reproduced === null || v.reproduction.reproduced === false, {
    message: 'reproduction.reproduced needs reproduction.attempted',
    path: ['reproduction', 'reproduced'],
  });
export type ModelVerdict = z.infer<typeof ModelVerdictSchema>;

/** A runtime command tend ran for the model during triage. */
export interface CommandRun {
  command: string;
  pattern: string | null;
  exitCode: number | null;
  timedOut: boolean;
}

const PUBLISHED_STATUSES = ['valid', 'invalid', 'refused'] as const;

/** The statuses a triage run ends in: a published verdict, or `failed` when it could not finish. */
export function isTriageTerminal(status: string): boolean {
  return (PUBLISHED_STATUSES as readonly string[]).includes(status) || status === 'failed';
}

/** What tend publishes: the model's verdict fields, plus the evidence check and why it was refused. */
export const TriageVerdictFileSchema = z.strictObject({
  version: z.literal(1),
  classification: z.enum(CLASSIFICATIONS),
  valid: z.boolean(),
  confidence: z.number().min(0).max(1),
  summary: z.string(),
  recommendedNext: z.enum(['plan', 'stop']),
  evidence: z.array(z.strictObject({ file: z.string().optional(), line: z.number().optional(), endLine: z.number().optional(), note: z.string().optional(), check: z.enum(['verified', 'fabricated', 'uncheckable']).optional(), checkReason: z.string().optional() })),
  reproduction: z.strictObject({ attempted: z.boolean(), reproduced: z.boolean().nullable(), details: z.string() }),
  highestRung: z.enum(LADDER),
  status: z.enum(PUBLISHED_STATUSES),
  /** Why the model's verdict was not published as it was; null when it was. */
  refusal: z.string().nullable(),
  commit: z.string(),
  commands: z.array(z.strictObject({ command: z.string(), pattern: z.string().nullable(), exitCode: z.number().nullable(), timedOut: z.boolean() })),
});
export type TriageVerdictFile = z.infer<typeof TriageVerdictFileSchema>;

/** The file citation an evidence entry makes, if any (a file with no line cites its first line, unquoted). */
export function citationOf(entry: TriageEvidence): { path: string; startLine: number; endLine: number; quote?: string } | null {
  if (entry.file === undefined) return null;
  const startLine = entry.line ?? 1;
  const citation = { path: entry.file, startLine, endLine: entry.endLine ?? startLine };
  return entry.quote !== undefined && entry.line !== undefined ? { ...citation, quote: entry.quote } : citation;
}

/**
 * The gate. `checks` holds one check per evidence entry with a file, in order. Returns what may be
 * published: the model's verdict, or a refusal that is never valid.
 */
export function gateVerdict(model: ModelVerdict, checks: readonly EvidenceCheck[], runs: readonly CommandRun[], commit: string): TriageVerdictFile {
  let index = 0;
  const evidence = model.evidence.map((entry) => {
    const out: TriageVerdictFile['evidence'][number] = {};
    if (entry.file !== undefined) out.file = entry.file;
    if (entry.line !== undefined) out.line = entry.line;
    if (entry.endLine !== undefined) out.endLine = entry.endLine;
    if (entry.note !== undefined) out.note = entry.note;
    if (entry.file !== undefined) {
      const check = checks[index++];
      if (check) {
        out.check = check.result;
        out.checkReason = check.reason;
      }
    }
    return out;
  });
  const failed = evidence.filter((e) => e.file !== undefined && e.check !== 'verified');
  const base = {
    version: 1 as const,
    classification: model.classification,
    confidence: model.confidence,
    summary: model.summary,
    recommendedNext: model.recommendedNext,
    evidence,
    reproduction: model.reproduction,
    highestRung: model.highestRung,
    commit,
    commands: runs.map((r) => ({ ...r })),
  };
  const refuse = (why: string): TriageVerdictFile => ({ ...base, valid: false, recommendedNext: 'stop', status: 'refused', refusal: why });

  if (failed.length > 0) {
    const first = failed[0]!;
    const where = `${first.file}${first.line === undefined ? '' : `:${first.line}${first.endLine !== undefined && first.endLine !== first.line ? `-${first.endLine}` : ''}`}`;
    return refuse(`${failed.length} cited location(s) did not pass the evidence check; first: ${where} is ${first.check ?? 'unchecked'} (${first.checkReason ?? 'no check ran'})`);
  }
  if (model.valid && model.classification === 'bug') {
    const verified = evidence.some((e) => e.check === 'verified');
    // A reproduction counts only if tend itself ran a command for it in this triage.
    const reproduced = model.reproduction.reproduced === true && runs.length > 0;
    if (!verified && !reproduced) {
      return refuse('a bug is valid only with evidence: a file:line citation that passes the check, or a reproduction by an allowed command; this verdict had neither');
    }
  }
  if (model.reproduction.reproduced === true && runs.length === 0) {
    return { ...base, valid: model.valid, reproduction: { ...model.reproduction, reproduced: null, details: `${model.reproduction.details} (not confirmed: tend ran no command in this triage)` }, status: model.valid ? 'valid' : 'invalid', refusal: null };
  }
  return { ...base, valid: model.valid, status: model.valid ? 'valid' : 'invalid', refusal: null };
}
