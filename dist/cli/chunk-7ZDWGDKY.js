import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  SPOT_CHECK_RESULTS
} from "./chunk-OOR5YXNA.js";
import {
  EvidenceRefSchema
} from "./chunk-WX6HNAQQ.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  string,
  union
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/thread/returns.ts
var LIMITS = {
  summarySentences: 2,
  draftWords: 300,
  researchNotesWords: 500,
  evidenceRefs: 8,
  confidenceReasonSentences: 1
};
function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
__name(wordCount, "wordCount");
function sentenceCount(text) {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  return trimmed.split(/(?<=[.!?。！？])\s+/).filter((s) => s.trim()).length;
}
__name(sentenceCount, "sentenceCount");
var maxWords = /* @__PURE__ */ __name((n) => (text) => wordCount(text) <= n, "maxWords");
var maxSentences = /* @__PURE__ */ __name((n) => (text) => sentenceCount(text) <= n, "maxSentences");
var InvestigatorReturnSchema = object({
  confidence: _enum(["high", "medium", "low"]),
  confidence_reason: string().min(1).refine(maxSentences(LIMITS.confidenceReasonSentences), "confidence_reason must be one sentence"),
  summary_for_orchestrator: string().min(1).refine(maxSentences(LIMITS.summarySentences), `summary_for_orchestrator must be at most ${LIMITS.summarySentences} sentences`),
  draft_reply: string().min(1).refine(maxWords(LIMITS.draftWords), `draft_reply must be at most ${LIMITS.draftWords} words`),
  draft_language: string().min(1).max(16),
  evidence_refs: array(EvidenceRefSchema).max(LIMITS.evidenceRefs, `at most ${LIMITS.evidenceRefs} evidence_refs`),
  proposed_triage_file: object({ filename: string().min(1), content: string() }).strict().nullable(),
  open_questions: array(string()),
  escalation_requested: boolean(),
  escalation_reason: string().nullable(),
  investigator_round: number().int().min(1),
  research_notes: string().refine(maxWords(LIMITS.researchNotesWords), `research_notes must be at most ${LIMITS.researchNotesWords} words`)
}).strict();
var ValidatorReturnSchema = object({
  verdict: _enum(["pass", "bounce", "escalate"]),
  reasons: array(string()),
  spot_check_ref: string(),
  spot_check_result: _enum(SPOT_CHECK_RESULTS),
  spot_check_note: string(),
  schema_check: _enum(["ok", "fail"]),
  confidence_language_match: _enum(["match", "mismatch"]),
  scope_drift: _enum(["none", "minor", "major"]),
  cross_investigation_consistency: union([literal("consistent"), literal("no_overlap"), string().regex(/^contradicts_.+$/)]),
  risk_gate_check: _enum(["passes", "needs_high_confidence", "fails"]),
  tone_assessment: _enum(["matches", "off", "ai_smell"]),
  bounce_feedback: string().nullable(),
  validator_model: string(),
  validated_at: string()
}).strict();

export {
  InvestigatorReturnSchema,
  ValidatorReturnSchema
};
