// The verdict rules (pass, bounce or escalate), decided in code from the validator's fields and
// the deterministic evidence checks. The validator model proposes; this function disposes: a ref
// the check found fabricated can never pass, whatever the model says, and a bounce in round 2 is
// an escalation (bounce once: an answer goes back to the investigator once, then to a human). Pure.

import { spotCheckFailures } from '../../evidence/spot-check.js';
import type { InvestigatorReturn, ValidatorReturn } from './returns.js';
import type { FinalVerdict } from './thread-state.js';

export interface EvidenceCheckResult {
  ref: string;
  result: 'verified' | 'fabricated' | 'uncheckable';
  reason: string;
}

/** Rounds the investigator gets: round 2 only after a bounce. */
const MAX_ROUNDS = 2;

export function finalVerdict(input: {
  investigation: InvestigatorReturn;
  validator: ValidatorReturn;
  checks: readonly EvidenceCheckResult[];
  round: number;
}): FinalVerdict {
  const { validator, checks, round, investigation } = input;
  const reasons: string[] = [];
  let fixable = true;

  for (const check of checks) {
    if (check.result === 'fabricated') reasons.push(`evidence check: ${check.ref} is fabricated (${check.reason})`);
  }
  const fileRefs = investigation.evidence_refs.filter((r) => r.kind === 'file');
  const verifiedFiles = checks.filter((c) => c.result === 'verified' && fileRefs.some((r) => sameRef(r.ref, c.ref)));
  if (verifiedFiles.length === 0) reasons.push('evidence check: the draft has no file:line reference the check could verify (the rubric requires at least one)');

  const spotCheck = checks.find((c) => sameRef(c.ref, validator.spot_check_ref));
  const spotFailures = spotCheckFailures({ ref: validator.spot_check_ref, result: validator.spot_check_result, note: validator.spot_check_note, check: spotCheck });
  reasons.push(...spotFailures.filter((reason) => !reason.startsWith('validator:')));
  if (validator.schema_check !== 'ok') reasons.push('validator: schema check failed');
  reasons.push(...spotFailures.filter((reason) => reason.startsWith('validator:')));
  if (validator.confidence_language_match !== 'match') reasons.push(`validator: the draft's language does not match confidence '${investigation.confidence}'`);
  if (validator.risk_gate_check === 'fails') reasons.push('validator: risk gate fails (code change, customer action or rollback advice without high confidence)');
  if (validator.risk_gate_check === 'needs_high_confidence' && investigation.confidence !== 'high') {
    reasons.push(`validator: risk gate needs high confidence; the investigator said '${investigation.confidence}'`);
  }
  if (validator.tone_assessment === 'ai_smell') reasons.push('validator: the draft has AI smell (hedging, apology, disclaimers)');
  if (validator.verdict === 'escalate') {
    fixable = false;
    reasons.push(`validator escalated: ${validator.reasons.join('; ') || 'no reason given'}`);
  } else if (validator.verdict === 'bounce') {
    reasons.push(`validator bounced: ${validator.reasons.join('; ') || validator.bounce_feedback || 'no reason given'}`);
  }

  if (reasons.length === 0) return { verdict: 'pass', model_verdict: validator.verdict, reasons: validator.reasons };
  const verdict = fixable && round < MAX_ROUNDS ? 'bounce' : 'escalate';
  if (verdict === 'escalate' && fixable) reasons.push(`round ${round} of ${MAX_ROUNDS} did not pass: the bounce-once rule hands it to a human`);
  return { verdict, model_verdict: validator.verdict, reasons };
}

/** The feedback round 2 gets: the validator's own words plus every rule code found broken. */
export function bounceFeedback(validator: ValidatorReturn, verdict: FinalVerdict): string {
  const parts = [validator.bounce_feedback ?? '', ...verdict.reasons].map((s) => s.trim()).filter(Boolean);
  return [...new Set(parts)].join('\n- ').replace(/^/, '- ');
}

/** `src/a.ts:3-4` and `src/a.ts#L3-L4` name the same lines; compare on a normal form. */
function sameRef(a: string, b: string): boolean {
  return normalRef(a) === normalRef(b);
}

function normalRef(ref: string): string {
  const text = ref.trim().replace(/^\.\//, '');
  const anchor = /^(.+)#L(\d+)(?:-L?(\d+))?$/.exec(text);
  if (anchor) return `${anchor[1]}:${anchor[2]}-${anchor[3] ?? anchor[2]}`;
  const colon = /^(.+):(\d+)(?:-(\d+))?$/.exec(text);
  if (colon) return `${colon[1]}:${colon[2]}-${colon[3] ?? colon[2]}`;
  return text;
}
