// One review, as the action and the CLI both run it: the model reads the diff (and, with the
// read-only tools, the code around it) and proposes findings; each finding's citation goes through
// the deterministic evidence check at the head commit; findings already posted are set aside; the
// adversarial validator attacks the rest, with the applicable learnings; code decides what
// survives. Returns every finding with what became of it; posting is the caller's job.

import type { Learning } from '../core/learning.js';
import { checkFileCitation } from '../evidence/check.js';
import type { EvidenceCheck } from '../evidence/types.js';
import type { LlmSession } from '../llm/index.js';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import type { RepoTool } from '../llm/tools/repo-tool.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';
import type { ReviewDiff } from './diff.js';
import { findingFingerprint } from './fingerprint.js';
import { MAX_SUGGESTION_LINES, ModelReviewSchema, type ProposedFinding, type ReviewedFinding } from './findings.js';
import { learningsSection, reviewLearnings } from './learnings.js';
import { findingSurvives, validateFindings } from './validate.js';

export interface ReviewDeps {
  session: LlmSession;
  /** The checkout the model reads and the citations are checked against. */
  root: string;
  repository: string;
  /** Every read-only repository tool for the reviewer; the validator gets `readFile` alone. */
  tools: readonly RepoTool[];
  readFile: RepoTool;
}

export interface ReviewInput {
  /** Full commit ids. */
  base: string;
  head: string;
  diff: ReviewDiff;
  /** The pull request's title and description (untrusted), or null for a local diff. */
  change: { title: string; body: string } | null;
  learnings: readonly Learning[];
  /** Fingerprints of findings posted (or declined) on earlier heads. */
  posted: ReadonlySet<string>;
  subject: string;
}

export interface ReviewResult {
  summary: string;
  findings: ReviewedFinding[];
  /** The learnings the review and the validator were given. */
  learnings: Learning[];
}

const REVIEW_TOOL_ITERATIONS = 12;

export async function reviewDiff(deps: ReviewDeps, input: ReviewInput): Promise<ReviewResult> {
  const learnings = reviewLearnings(input.learnings, [...input.diff.hunks.keys()]);
  const model = await deps.session.structured({
    role: 'review',
    subject: input.subject,
    system: { stable: renderPrompt('review', { repository: deps.repository, base: input.base, head: input.head, learnings: learningsSection(learnings) }) },
    messages: changeMessage(input),
    schema: ModelReviewSchema,
    outputTool: { name: 'submit_review', description: 'Submit the review: a summary and the findings, each citing the lines at the head commit.' },
    tools: deps.tools,
    maxToolIterations: REVIEW_TOOL_ITERATIONS,
  });

  const proposed = model.findings.map(smallSuggestionOnly);
  const checks: EvidenceCheck[] = [];
  for (const finding of proposed) {
    checks.push(await checkFileCitation(deps.root, input.head, { path: finding.path, startLine: finding.start_line, endLine: finding.end_line, quote: finding.quote }));
  }
  const fingerprints = proposed.map((f) => findingFingerprint(f.path, f.title));
  // The validator sees only what could be posted: verified, and new on this pull request.
  const candidates = proposed.map((_, i) => i).filter((i) => checks[i]!.result === 'verified' && !input.posted.has(fingerprints[i]!));
  const verdicts = await validateFindings(
    { session: deps.session, repository: deps.repository, commit: input.head, readFile: deps.readFile },
    candidates.map((i) => proposed[i]!),
    candidates.map((i) => checks[i]!),
    learnings,
    input.subject,
  );

  const findings = proposed.map((finding, i): ReviewedFinding => {
    const check = checks[i]!;
    const verified = check.result === 'verified';
    const repeated = verified && input.posted.has(fingerprints[i]!);
    const asked = candidates.indexOf(i);
    const judged = asked < 0 ? null : findingSurvives(asked, finding, verdicts, check, learnings);
    return {
      path: finding.path,
      lines: { start: finding.start_line, end: finding.end_line },
      quote: finding.quote,
      severity: finding.severity,
      title: finding.title,
      body: finding.body,
      suggestion: finding.suggestion,
      fingerprint: fingerprints[i]!,
      survivedEvidence: verified,
      evidence: check.reason,
      survivedValidator: judged === null ? null : judged.survives,
      validator: judged === null ? null : { reason: judged.reason, learningId: judged.learningId },
      repeated,
    };
  });
  return { summary: model.summary, findings, learnings };
}

/** Findings that are posted: verified, new, and kept by the validator. */
export function postable(findings: readonly ReviewedFinding[]): ReviewedFinding[] {
  return findings.filter((f) => f.survivedEvidence && !f.repeated && f.survivedValidator === true);
}

/** A suggestion longer than a small replacement is dropped: the finding stays, the fix is a person's. */
function smallSuggestionOnly(finding: ProposedFinding): ProposedFinding {
  if (finding.suggestion === null || finding.suggestion.split('\n').length <= MAX_SUGGESTION_LINES) return finding;
  return { ...finding, suggestion: null };
}

function changeMessage(input: ReviewInput): string {
  const sections: string[] = [];
  if (input.change) sections.push(dataSection('pull_request', `${sanitizeForModel(input.change.title)}\n\n${sanitizeForModel(input.change.body) || '(no description)'}`));
  const note = input.diff.truncated ? '\n(the diff is longer than tend reads; it was cut here: read the rest with the tools)' : '';
  sections.push(dataSection('diff', `${input.diff.text}${note}`));
  if (input.posted.size > 0) sections.push(`${input.posted.size} finding(s) were posted on earlier heads; they are not posted again.`);
  sections.push('Review the diff above and submit your findings.');
  return sections.join('\n\n');
}
