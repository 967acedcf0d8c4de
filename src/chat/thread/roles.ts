// The two model roles of chat triage, through src/llm only: the investigator (all read-only
// repository tools on the default branch's checkout) and the adversarial validator (read_file
// only, one call). Each answer is a zod-validated return; an invalid one is re-asked once by
// LlmSession and then fails with LlmOutputError. Usage is the ledger's difference across the call.

import type { LlmSession } from '../../llm/index.js';
import { renderPrompt } from '../../llm/prompts.js';
import type { RepoTool } from '../../llm/tools/repo-tool.js';
import { feedbackSection, checksSection, hintsSection, investigationSection, threadSection, type OpenThreadHint } from './prompt-sections.js';
import { InvestigatorReturnSchema, ValidatorReturnSchema, type InvestigatorReturn, type ValidatorReturn } from './returns.js';
import type { ChatThreadState, ChatUsage } from './thread-state.js';
import type { EvidenceCheckResult } from './verdict.js';

export interface RoleDeps {
  session: LlmSession;
  repository: string;
  /** The checkout of the default branch and its commit. */
  root: string;
  commit: string;
  /** Every read-only tool for the investigator. */
  investigatorTools: readonly RepoTool[];
  /** read_file alone for the validator. */
  readFile: RepoTool;
  /** Tier 2 runs longer: more tool rounds. */
  maxToolIterations: number;
}

export async function investigate(deps: RoleDeps, state: ChatThreadState, hints: readonly OpenThreadHint[], round: number, feedback: string | null): Promise<{ result: InvestigatorReturn; usage: ChatUsage }> {
  const system = renderPrompt('investigate', {
    repository: deps.repository,
    commit: deps.commit,
    thread_id: state.thread_key,
    chat_name: state.chat_name || state.chat_id,
    sender: state.original_sender_id,
    round: String(round),
    rubric: state.rubric,
    thread: threadSection(state),
    hints: hintsSection(hints),
    feedback: feedbackSection(feedback),
  });
  return withUsage(deps.session, () =>
    deps.session.structured({
      role: 'investigate',
      subject: state.thread_key,
      system: { stable: system },
      messages: 'Investigate the thread above and submit your InvestigatorReturn.',
      schema: InvestigatorReturnSchema,
      outputTool: { name: 'submit_investigation', description: 'Submit the InvestigatorReturn for this chat thread.' },
      tools: deps.investigatorTools,
      maxToolIterations: deps.maxToolIterations,
    }),
  );
}

export async function validate(
  deps: RoleDeps,
  state: ChatThreadState,
  investigation: InvestigatorReturn,
  checks: readonly EvidenceCheckResult[],
  hints: readonly OpenThreadHint[],
  now: string,
): Promise<{ result: ValidatorReturn; usage: ChatUsage }> {
  const system = renderPrompt('validate', {
    repository: deps.repository,
    rubric: state.rubric,
    thread: threadSection(state),
    investigation: investigationSection(investigation),
    checks: checksSection(checks),
    hints: hintsSection(hints),
    model: deps.session.model,
    now,
  });
  return withUsage(deps.session, () =>
    deps.session.structured({
      role: 'validate',
      subject: state.thread_key,
      system: { stable: system },
      messages: 'Try to break the draft above, spot-check one ref, and submit your ValidatorReturn.',
      schema: ValidatorReturnSchema,
      outputTool: { name: 'submit_validation', description: 'Submit the ValidatorReturn for this draft.' },
      // The validator gets Read only, for one spot-check; no grep or bash to re-run the research.
      tools: [deps.readFile],
      maxToolIterations: 1,
      fanOutCap: 1,
    }),
  );
}

async function withUsage<T>(session: LlmSession, call: () => Promise<T>): Promise<{ result: T; usage: ChatUsage }> {
  const before = session.ledger.totals();
  const result = await call();
  const after = session.ledger.totals();
  return {
    result,
    usage: {
      input_tokens: after.input_tokens - before.input_tokens,
      output_tokens: after.output_tokens - before.output_tokens,
      cost_usd: after.cost_usd - before.cost_usd,
    },
  };
}

/** What a failed call spent still counts: the ledger difference without a result. */
export function usageSince(session: LlmSession, before: ReturnType<LlmSession['ledger']['totals']>): ChatUsage {
  const after = session.ledger.totals();
  return { input_tokens: after.input_tokens - before.input_tokens, output_tokens: after.output_tokens - before.output_tokens, cost_usd: after.cost_usd - before.cost_usd };
}
