import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  number,
  object,
  strictObject,
  string
} from "./chunk-CZ44SP4R.js";

// src/review/findings.ts
var FINDING_SEVERITIES = ["critical", "major", "minor", "nitpick"];
var MAX_FINDINGS = 20;
var MAX_SUGGESTION_LINES = 12;
var ProposedFindingSchema = object({
  path: string().min(1).max(500).describe("The file, relative to the repository root, at the head commit."),
  start_line: number().int().positive().describe("First cited line at the head commit (1-based)."),
  end_line: number().int().positive().describe("Last cited line at the head commit (inclusive)."),
  quote: string().min(1).max(4e3).describe("The cited lines, verbatim, as they are at the head commit."),
  severity: _enum(FINDING_SEVERITIES),
  title: string().min(1).max(120).describe("One line: what is wrong."),
  body: string().min(1).max(2e3).describe("Why it is wrong and what to do, in a few sentences."),
  suggestion: string().max(4e3).nullable().describe("The complete replacement text for exactly the cited lines when the fix is small; null otherwise.")
}).strict().refine((f) => f.end_line >= f.start_line, { message: "end_line must not be before start_line", path: ["end_line"] });
var ModelReviewSchema = object({
  summary: string().min(1).max(2e3).describe("Two or three sentences on the change as a whole."),
  findings: array(ProposedFindingSchema).max(MAX_FINDINGS)
}).strict();
var ReviewRecordSchema = strictObject({
  markdown: string(),
  head: string(),
  counts: strictObject({
    proposed: number(),
    posted: number(),
    droppedByEvidence: number(),
    rejectedByValidator: number(),
    rejectedForLearning: number(),
    repeated: number()
  }),
  findings: array(
    strictObject({
      path: string(),
      lines: strictObject({ start: number(), end: number() }),
      quote: string(),
      severity: _enum(FINDING_SEVERITIES),
      title: string(),
      body: string(),
      suggestion: string().nullable(),
      fingerprint: string(),
      survivedEvidence: boolean(),
      evidence: string(),
      survivedValidator: boolean().nullable(),
      validator: strictObject({ reason: string(), learningId: number().nullable() }).nullable(),
      repeated: boolean()
    })
  ),
  reviewId: number().nullable(),
  costUsd: number()
});

export {
  MAX_SUGGESTION_LINES,
  ModelReviewSchema,
  ReviewRecordSchema
};
