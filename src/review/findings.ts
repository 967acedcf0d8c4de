// The vocabulary of a review: what the model proposes (zod-validated, never prose to parse) and
// what tend makes of each proposal after the evidence check and the validator.

import * as z from 'zod';

export const FINDING_SEVERITIES = ['critical', 'major', 'minor', 'nitpick'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** Findings the model may propose in one review; more are a sign it is listing style, not defects. */
export const MAX_FINDINGS = 20;
/** A suggestion replaces the cited lines; longer than this it is not a small replacement. */
export const MAX_SUGGESTION_LINES = 12;

export const ProposedFindingSchema = z
  .object({
    path: z.string().min(1).max(500).describe('The file, relative to the repository root, at the head commit.'),
    start_line: z.number().int().positive().describe('First cited line at the head commit (1-based).'),
    end_line: z.number().int().positive().describe('Last cited line at the head commit (inclusive).'),
    quote: z.string().min(1).max(4000).describe('The cited lines, verbatim, as they are at the head commit.'),
    severity: z.enum(FINDING_SEVERITIES),
    title: z.string().min(1).max(120).describe('One line: what is wrong.'),
    body: z.string().min(1).max(2000).describe('Why it is wrong and what to do, in a few sentences.'),
    suggestion: z
      .string()
      .max(4000)
      .nullable()
      .describe('The complete replacement text for exactly the cited lines when the fix is small; null otherwise.'),
  })
  .strict()
  .refine((f) => f.end_line >= f.start_line, { message: 'end_line must not be before start_line', path: ['end_line'] });
export type ProposedFinding = z.infer<typeof ProposedFindingSchema>;

export const ModelReviewSchema = z
  .object({
    summary: z.string().min(1).max(2000).describe('Two or three sentences on the change as a whole.'),
    findings: z.array(ProposedFindingSchema).max(MAX_FINDINGS),
  })
  .strict();
export type ModelReview = z.infer<typeof ModelReviewSchema>;

/** One finding with what became of it; `findings.json` of the CLI holds these. */
export interface ReviewedFinding {
  path: string;
  lines: { start: number; end: number };
  quote: string;
  severity: FindingSeverity;
  title: string;
  body: string;
  suggestion: string | null;
  fingerprint: string;
  survivedEvidence: boolean;
  /** Why the evidence check passed or failed it. */
  evidence: string;
  /** null when the validator never saw it (the evidence check dropped it, or it was posted before). */
  survivedValidator: boolean | null;
  /** The validator's reason, and the learning it cited when it rejected the finding for one. */
  validator: { reason: string; learningId: number | null } | null;
  /** Already posted or declined on this pull request: not posted again. */
  repeated: boolean;
}

/** A review run's record in the audit (and REVIEW.md next to it): its decisions and its cost. */
export const ReviewRecordSchema = z.strictObject({
  markdown: z.string(),
  head: z.string(),
  counts: z.strictObject({
    proposed: z.number(),
    posted: z.number(),
    droppedByEvidence: z.number(),
    rejectedByValidator: z.number(),
    rejectedForLearning: z.number(),
    repeated: z.number(),
  }),
  findings: z.array(
    z.strictObject({
      path: z.string(),
      lines: z.strictObject({ start: z.number(), end: z.number() }),
      quote: z.string(),
      severity: z.enum(FINDING_SEVERITIES),
      title: z.string(),
      body: z.string(),
      suggestion: z.string().nullable(),
      fingerprint: z.string(),
      survivedEvidence: z.boolean(),
      evidence: z.string(),
      survivedValidator: z.boolean().nullable(),
      validator: z.strictObject({ reason: z.string(), learningId: z.number().nullable() }).nullable(),
      repeated: z.boolean(),
    }),
  ),
  reviewId: z.number().nullable(),
  costUsd: z.number(),
});
