// The adversarial validator of a review, the chat validator's role (prompts/validate.md: "YOUR JOB
// IS TO BREAK THIS DRAFT") applied to a set of findings: it attacks every finding that passed the
// evidence check, may spot-check one with read_file, and may reject a finding that contradicts a
// maintainer's learning, naming it. Code decides from its fields (findingSurvives); the validator
// proposes, it never has the last word.

import * as z from 'zod';
import { spotCheckFailures, SPOT_CHECK_RESULTS } from '../evidence/spot-check.js';
import type { EvidenceCheck } from '../evidence/types.js';
import type { Learning } from '../core/learning.js';
import type { LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import type { RepoTool } from '../llm/tools/repo-tool.js';
import type { ProposedFinding } from './findings.js';
import { learningsSection } from './learnings.js';

export const FindingVerdictSchema = z
  .object({
    finding: z.number().int().nonnegative().describe('The number of the finding in <findings>.'),
    verdict: z.enum(['keep', 'reject']),
    spot_check_result: z.enum(SPOT_CHECK_RESULTS).describe('What the cited lines show about the claim.'),
    reason: z.string().min(1).max(600),
    learning_id: z.number().int().positive().nullable().describe('The id of the learning the finding contradicts, when that is why it is rejected; else null.'),
  })
  .strict();
export type FindingVerdict = z.infer<typeof FindingVerdictSchema>;

export const ReviewValidatorSchema = z.object({ verdicts: z.array(FindingVerdictSchema).max(50) }).strict();

export interface ValidatorDeps {
  session: LlmSession;
  repository: string;
  commit: string;
  /** read_file alone: one spot-check, not a second review. */
  readFile: RepoTool;
}

export async function validateFindings(deps: ValidatorDeps, findings: readonly ProposedFinding[], checks: readonly EvidenceCheck[], learnings: readonly Learning[], subject: string): Promise<FindingVerdict[]> {
  if (findings.length === 0) return [];
  const system = renderPrompt('review-validate', {
    repository: deps.repository,
    commit: deps.commit,
    findings: findingsSection(findings, checks),
    learnings: learningsSection(learnings),
  });
  const answer = await deps.session.structured({
    role: 'review-validate',
    subject,
    system: { stable: system },
    messages: 'Try to break every finding above, spot-check the one you doubt most, and submit one verdict per finding.',
    schema: ReviewValidatorSchema,
    outputTool: { name: 'submit_verdicts', description: 'Submit one verdict per finding.' },
    tools: [deps.readFile],
    maxToolIterations: 1,
    fanOutCap: 1,
  });
  return answer.verdicts;
}

/**
 * Whether a finding is posted, from the validator's verdict on it: kept, with a spot-check that
 * supports it (or could not check it) and an evidence check that is not fabricated; a rejection
 * citing a learning must name one that applies. A finding the validator gave no verdict survives
 * nothing: silence is not approval.
 */
export function findingSurvives(
  index: number,
  finding: ProposedFinding,
  verdicts: readonly FindingVerdict[],
  check: EvidenceCheck | undefined,
  learnings: readonly Learning[],
): { survives: boolean; reason: string; learningId: number | null } {
  const verdict = verdicts.find((v) => v.finding === index);
  if (verdict === undefined) return { survives: false, reason: 'the validator gave no verdict on it', learningId: null };
  const learningId = verdict.learning_id !== null && learnings.some((l) => l.id === verdict.learning_id) ? verdict.learning_id : null;
  if (verdict.verdict === 'reject') {
    return { survives: false, reason: learningId === null ? verdict.reason : `contradicts learning #${learningId}: ${verdict.reason}`, learningId };
  }
  const ref = `${finding.path}:${finding.start_line}-${finding.end_line}`;
  const failures = spotCheckFailures({ ref, result: verdict.spot_check_result, note: verdict.reason, check });
  if (failures.length > 0) return { survives: false, reason: failures.join('; '), learningId: null };
  return { survives: true, reason: verdict.reason, learningId: null };
}

function findingsSection(findings: readonly ProposedFinding[], checks: readonly EvidenceCheck[]): string {
  const entries = findings.map((f, index) =>
    [
      `[${index}] ${f.severity} ${f.path}:${f.start_line}-${f.end_line}: ${f.title}`,
      f.body,
      `quote:\n${f.quote}`,
      f.suggestion === null ? 'suggestion: none' : `suggestion:\n${f.suggestion}`,
      `evidence check: ${checks[index]?.result ?? 'not run'} (${checks[index]?.reason ?? ''})`,
    ].join('\n'),
  );
  return dataSection('findings', entries.join('\n\n'));
}
