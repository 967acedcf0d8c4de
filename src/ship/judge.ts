// The model path for review threads the rules left undecided (no committable suggestion, opened
// by a review bot or someone with write access). The model reads the thread, the code and the
// repository's guidance and answers {decision, rationale, risk}; the fix policy, in code
// below, turns that into what tend does. A fix then gets a second call that writes a
// search/replace patch, which is validated like any untrusted text before it touches a file.

import * as z from 'zod';
import { dataSection, renderPrompt } from '../llm/prompts.js';
import type { ThreadPlan } from './decide-thread.js';
import type { Severity } from './types.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';
import { type ReviewThread } from '../core/pull-request.js';
import type { Learning } from '../core/learning.js';
import { learningsSection } from '../llm/learnings-section.js';

export const ModelDecisionSchema = z.strictObject({
  decision: z.enum(['fix', 'ignore', 'escalate']).describe('fix the code, leave it (ignore), or hand it to a human (escalate)'),
  rationale: z
    .string()
    .min(1)
    .max(400)
    .refine((text) => (text.match(/[.!?](\s|$)/g) ?? []).length <= 2, { message: 'at most two sentences' })
    .describe('At most two sentences a reviewer can verify'),
  risk: z.enum(['low', 'medium', 'high']).describe('How risky the change would be'),
});

export type ModelDecision = z.infer<typeof ModelDecisionSchema>;

interface JudgedDecision {
  decision: 'fix' | 'ignore' | 'escalate';
  rationale: string;
  /** A fix of a critical finding must pass verify-command before it is kept. */
  needsVerification: boolean;
}

/**
 * The fix policy: critical → fix only if the patch applies and verification passes;
 * minor (and nitpick) at low risk → fix; anything large or risky → escalate.
 */
export function applyDecisionPolicy(severity: Severity, model: ModelDecision, options: { verifyCommand: boolean }): JudgedDecision {
  if (model.decision === 'escalate') return { decision: 'escalate', rationale: `The model escalated it: ${model.rationale}`, needsVerification: false };
  if (model.decision === 'ignore') return { decision: 'ignore', rationale: model.rationale, needsVerification: false };
  if (model.risk === 'high') return { decision: 'escalate', rationale: `A fix would be high-risk, so a human decides: ${model.rationale}`, needsVerification: false };
  if (severity === 'critical') {
    if (!options.verifyCommand) {
      return { decision: 'escalate', rationale: `A critical finding is only fixed when verify-command can check the fix, and none is configured: ${model.rationale}`, needsVerification: false };
    }
    return { decision: 'fix', rationale: model.rationale, needsVerification: true };
  }
  if (model.risk === 'medium' && severity !== 'minor' && severity !== 'nitpick') {
    return { decision: 'escalate', rationale: `A ${severity === 'unknown' ? '' : `${severity} `}fix with medium risk goes to a human: ${model.rationale}`, needsVerification: false };
  }
  return { decision: 'fix', rationale: model.rationale, needsVerification: false };
}

interface ThreadContext {
  repository: string;
  plan: ThreadPlan;
  thread: ReviewThread;
  /** Accounts whose words may reach the model: review bots, people with write access, tend. */
  trustedAuthorIds: ReadonlySet<number>;
  /** The file under review on the head (or at the original commit for an outdated thread). */
  file: string | null;
  /** CONTRIBUTING.md, AGENTS.md, CLAUDE.md from the base branch, by name. */
  guidance: ReadonlyMap<string, string>;
  /** The learnings for ship on this thread's path (learningsFor). */
  learnings: readonly Learning[];
}

const CODE_CONTEXT_LINES = 15;
const GUIDANCE_LIMIT = 8_000;

/** The user message both roles get: the thread and its surroundings, as delimited data. */
export function threadMessage(ctx: ThreadContext): string {
  const { thread, plan } = ctx;
  const comments = thread.comments
    .filter((c) => c.author !== null && ctx.trustedAuthorIds.has(c.author.id))
    .map((c) => `@${c.author!.login} (${c.author!.type}) wrote:\n${sanitizeForModel(c.body)}`)
    .join('\n\n---\n\n');
  const line = thread.line ?? thread.originalLine;
  const start = thread.startLine ?? thread.originalStartLine ?? line;
  const sections = [
    `File under review: ${thread.path}, line${start !== line ? `s ${start}-${line}` : ` ${line ?? '?'}`}${thread.isOutdated ? ' (outdated: the lines have changed since the comment)' : ''}. Severity by the reviewer's label: ${plan.severity}.`,
    dataSection('review_thread', comments),
    dataSection('diff_hunk', thread.comments[0]?.diffHunk ?? ''),
    dataSection('code', numbered(ctx.file, line)),
  ];
  for (const [name, text] of ctx.guidance) {
    sections.push(dataSection('guidance', `${name}:\n${text.length > GUIDANCE_LIMIT ? `${text.slice(0, GUIDANCE_LIMIT)}\n… (cut at ${GUIDANCE_LIMIT} characters)` : text}`));
  }
  const learnings = learningsSection(ctx.learnings);
  if (learnings) sections.push(learnings);
  return sections.join('\n\n');
}

export function decideSystem(repository: string): string {
  return renderPrompt('decide', { repository });
}

export function patchSystem(repository: string): string {
  return renderPrompt('patch', { repository });
}

function numbered(file: string | null, line: number | null): string {
  if (file === null) return '(the file does not exist on the head)';
  const lines = file.split('\n');
  const center = line ?? 1;
  const from = Math.max(1, center - CODE_CONTEXT_LINES);
  const to = Math.min(lines.length, center + CODE_CONTEXT_LINES);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n += 1) out.push(`${String(n).padStart(width)}│ ${lines[n - 1]}`);
  return out.join('\n');
}
