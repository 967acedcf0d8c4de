// The adversarial validator's spot-check, shared by every workflow that has one (chat's draft
// replies, review's findings): the validator re-reads one cited ref and says whether it supports
// the claim. Code has the last word: a ref the deterministic check found fabricated fails whatever
// the validator says, and only `supports` or `uncheckable` lets a claim through. Pure.

import type { EvidenceCheck } from './types.js';

export const SPOT_CHECK_RESULTS = ['supports', 'contradicts', 'fabricated', 'uncheckable'] as const;
export type SpotCheckResult = (typeof SPOT_CHECK_RESULTS)[number];

/** What is wrong with a spot-check of `ref` (empty when it lets the claim through). */
export function spotCheckFailures(input: { ref: string; result: SpotCheckResult; note: string; check: Pick<EvidenceCheck, 'result'> | undefined }): string[] {
  const failures: string[] = [];
  if (input.check?.result === 'fabricated' && input.result !== 'fabricated') {
    failures.push(`the validator's spot-check of ${input.ref} said ${input.result}, but the evidence check found it fabricated`);
  }
  if (input.result !== 'supports' && input.result !== 'uncheckable') {
    failures.push(`validator: spot-check of ${input.ref || 'a ref'} is ${input.result}${input.note ? ` (${input.note})` : ''}`);
  }
  return failures;
}
