// InvestigatorReturn and ValidatorReturn: what the two model roles must answer, validated with
// zod. The prompt states the caps; they are also enforced here, in code, so an over-long draft is
// an invalid answer, not a long reply.

import * as z from 'zod';
import { SPOT_CHECK_RESULTS } from '../../evidence/spot-check.js';
import { EvidenceRefSchema } from '../../evidence/types.js';

const LIMITS = {
  summarySentences: 2,
  draftWords: 300,
  researchNotesWords: 500,
  evidenceRefs: 8,
  confidenceReasonSentences: 1,
} as const;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentences as a reader counts them: terminal punctuation followed by space or the end. */
function sentenceCount(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  return trimmed.split(/(?<=[.!?。！？])\s+/).filter((s) => s.trim()).length;
}

const maxWords = (n: number) => (text: string) => wordCount(text) <= n;
const maxSentences = (n: number) => (text: string) => sentenceCount(text) <= n;


export const InvestigatorReturnSchema = z
  .object({
    confidence: z.enum(['high', 'medium', 'low']),
    confidence_reason: z.string().min(1).refine(maxSentences(LIMITS.confidenceReasonSentences), 'confidence_reason must be one sentence'),
    summary_for_orchestrator: z.string().min(1).refine(maxSentences(LIMITS.summarySentences), `summary_for_orchestrator must be at most ${LIMITS.summarySentences} sentences`),
    draft_reply: z.string().min(1).refine(maxWords(LIMITS.draftWords), `draft_reply must be at most ${LIMITS.draftWords} words`),
    draft_language: z.string().min(1).max(16),
    evidence_refs: z.array(EvidenceRefSchema).max(LIMITS.evidenceRefs, `at most ${LIMITS.evidenceRefs} evidence_refs`),
    proposed_triage_file: z.object({ filename: z.string().min(1), content: z.string() }).strict().nullable(),
    open_questions: z.array(z.string()),
    escalation_requested: z.boolean(),
    escalation_reason: z.string().nullable(),
    investigator_round: z.number().int().min(1),
    research_notes: z.string().refine(maxWords(LIMITS.researchNotesWords), `research_notes must be at most ${LIMITS.researchNotesWords} words`),
  })
  .strict();
export type InvestigatorReturn = z.infer<typeof InvestigatorReturnSchema>;


export const ValidatorReturnSchema = z
  .object({
    verdict: z.enum(['pass', 'bounce', 'escalate']),
    reasons: z.array(z.string()),
    spot_check_ref: z.string(),
    spot_check_result: z.enum(SPOT_CHECK_RESULTS),
    spot_check_note: z.string(),
    schema_check: z.enum(['ok', 'fail']),
    confidence_language_match: z.enum(['match', 'mismatch']),
    scope_drift: z.enum(['none', 'minor', 'major']),
    cross_investigation_consistency: z.union([z.literal('consistent'), z.literal('no_overlap'), z.string().regex(/^contradicts_.+$/)]),
    risk_gate_check: z.enum(['passes', 'needs_high_confidence', 'fails']),
    tone_assessment: z.enum(['matches', 'off', 'ai_smell']),
    bounce_feedback: z.string().nullable(),
    validator_model: z.string(),
    validated_at: z.string(),
  })
  .strict();
export type ValidatorReturn = z.infer<typeof ValidatorReturnSchema>;
