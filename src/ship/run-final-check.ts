// The I/O half of the final check (final-check.ts): a checkout of the head, the diff against the
// base from git (bounded), one model call in the run's session (so max-cost-usd and max-turns hold,
// and its cost shows in the summary and audit like every call), and the evidence check of each
// finding's citation against the head.

import { join } from 'node:path';
import type { PullSnapshot } from '../core/pull-request.js';
import { checkFileCitation } from '../evidence/check.js';
import { runSafeGit } from '../git/safe-git.js';
import { openWorkspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { renderPrompt } from '../llm/prompts.js';
import type { ShipState } from '../store/target-state.js';
import { citedLines, FINAL_CHECK_DIFF_LIMIT, FinalCheckAnswerSchema, finalCheckMessage, finalCheckNotRun, finalCheckRecord } from './final-check.js';
import type { ModelDeps } from './judge-threads.js';

/** The ledger's subject for the final check's calls. */
const SUBJECT = 'final-check';

export interface FinalCheckDeps {
  serverUrl: string;
  repository: string;
  token: string;
  workDir: string;
  model: ModelDeps | null;
  redact: (text: string) => string;
}

export async function runFinalCheck(deps: FinalCheckDeps, pr: PullSnapshot): Promise<{ record: NonNullable<ShipState['finalCheck']>; notes: string[] }> {
  const head = pr.headRefOid;
  if (!deps.model) {
    return { record: finalCheckNotRun(head, 'no model is configured (anthropic-api-key), so a human reviews the diff and merges'), notes: [] };
  }
  const workspace = await openWorkspace({ dir: join(deps.workDir, `pr-${pr.number}`), serverUrl: deps.serverUrl, repository: deps.repository, token: deps.token });
  // As handle-threads.ts: a fork's head is fetched by its commit id.
  await workspace.cloneOrFetch({ branches: pr.isCrossRepository ? [pr.baseRefName] : [pr.headRefName, pr.baseRefName], depth: 50 });
  await workspace.checkout({ oid: head });
  const diff = await runSafeGit(['diff', '--no-color', '--no-ext-diff', `${pr.baseRefOid}...${head}`], {
    cwd: workspace.dir,
    timeoutMs: 60_000,
    maxOutputBytes: FINAL_CHECK_DIFF_LIMIT + 1,
  });
  if (diff.truncated || diff.stdout.length > FINAL_CHECK_DIFF_LIMIT) {
    return { record: finalCheckNotRun(head, `the diff against ${pr.baseRefName} is larger than the ${FINAL_CHECK_DIFF_LIMIT} characters the final check reads, so a human reviews it and merges (or sets final-check: off)`), notes: [] };
  }
  if (diff.exitCode !== 0) {
    return { record: finalCheckNotRun(head, `git could not show the diff against ${pr.baseRefName} (exit ${diff.exitCode}), so a human reviews it and merges`), notes: [] };
  }
  const spent = () => deps.model!.usageOf(SUBJECT).cost_usd;
  try {
    const answer = await deps.model.session.structured({
      role: 'final-check',
      subject: SUBJECT,
      system: { stable: renderPrompt('final-check', { repository: deps.repository }) },
      messages: finalCheckMessage(pr, diff.stdout, deps.model.trustedAuthorIds),
      schema: FinalCheckAnswerSchema,
      outputTool: { name: 'submit_final_check', description: 'Submit the blocking findings (often none) of the final check of this pull request.' },
      tools: deps.model.tools(workspace.dir),
    });
    const verified: boolean[] = [];
    for (const f of answer.findings) {
      const cited = citedLines(f);
      verified.push(cited !== null && (await checkFileCitation(workspace.dir, head, cited)).result === 'verified');
    }
    const record = finalCheckRecord(head, answer, verified, spent(), deps.redact);
    const notes = [`The final check (final-check: model) read the diff of ${head.slice(0, 7)} and raised ${record.findings.length} blocking finding(s)${record.dropped > 0 ? `; ${record.dropped} more cited no lines, or lines that are not in the head as quoted, and were dropped` : ''}.`];
    return { record, notes };
  } catch (error) {
    if (error instanceof LlmOutputError || error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
      const why = error.message.replace(/\.$/, '');
      return { record: finalCheckNotRun(head, `the model could not finish it (${deps.redact(why)}), so a human reviews the diff and merges`, spent()), notes: [] };
    }
    throw error;
  }
}
