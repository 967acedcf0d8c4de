// The plan workflow inside the action: reads the issue and the digest of its discussion (a
// maintainer's later comment steers a re-run), checks out the default branch, lets the model
// investigate with the read-only tools and answer a plan, checks every file it names against the
// checkout, and publishes PLAN.md in the tracking comment with the bounded plan in the state.
// Decisions live in plan.ts and render.ts; this file only sequences I/O.

import type { IssueRunDeps } from '../triage/issue-run.js';
import { join } from 'node:path';
import type { Target } from '../core/target.js';
import { capitalise } from '../core/text.js';
import { getIssue } from '../github/issues.js';
import { editedAfterCommand } from '../github/text-edits.js';
import { removeLabel } from '../github/labels.js';
import { REGISTRY } from '../registry/workflows.js';
import { openWorkspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { renderPrompt } from '../llm/prompts.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { saveTracking, type CommentStore, type Tracking } from '../store/tracking-comment.js';
import { transition, type PlanRecord, type TargetState } from '../store/target-state.js';
import { issueMessage } from '../triage/triage.js';
import { issueTextHash } from './issue-text.js';
import { flaggedFiles, ModelPlanSchema, plainPath, planRecord } from './plan.js';
import { renderPlanMarkdown } from './render.js';

interface PlanRunDeps extends IssueRunDeps {
  /** The discussion digest for the model, or null (the body alone). */
  discussion: () => Promise<string | null>;
}

export interface PlanRunResult {
  state: TargetState;
  trackingCommentId: number;
  plan: { markdown: string; record: PlanRecord } | null;
  notes: string[];
}

const PLAN_TOOL_ITERATIONS = 16;

/** `commandAt`: when the writer's command was given; the issue is planned as it stood then. */
export async function runPlan(deps: PlanRunDeps, target: Target, tracking: Tracking, requested: TargetState, store: CommentStore, selfId: number, commandAt: string): Promise<PlanRunResult> {
  const at = () => deps.now().toISOString();
  const save = (state: TargetState, artifact?: string) => saveTracking(store, target, selfId, tracking, deps.redact(deps.render(state, artifact)));
  if (deps.session === null) {
    const waiting = transition(requested, { status: 'requested', reason: `${requested.reason}; plan needs the model (set anthropic-api-key), so it waits here`, at: at() });
    return { state: waiting, trackingCommentId: await save(waiting), plan: null, notes: ['Plan needs the model: no anthropic-api-key is configured, so the request was recorded and nothing was planned.'] };
  }

  const issue = await getIssue(deps.octokit, deps.repo, target.number);
  // What implement later binds to is the text this plan reads: it must be the text the command saw.
  const edited = await editedAfterCommand(deps.octokit, deps.repo, target, 'plan', commandAt);
  if (edited !== null) {
    if (issue.labels.includes(REGISTRY.plan.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.plan.label);
    const refused = transition(requested, { status: 'refused', reason: edited, at: at() });
    return { state: refused, trackingCommentId: await save(refused), plan: null, notes: [`${capitalise(edited)}.`] };
  }
  const workspace = await openWorkspace({ dir: join(deps.workDir, `issue-${target.number}`), serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.githubToken });
  const commit = (await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 }))[deps.defaultBranch]!;
  await workspace.checkout({ oid: commit });
  deps.log(`plan #${target.number}: checked out ${deps.defaultBranch} at ${commit.slice(0, 12)}`);

  let model;
  try {
    model = await deps.session.structured({
      role: 'plan',
      subject: `#${target.number}`,
      system: { stable: renderPrompt('plan', { repository: `${deps.repo.owner}/${deps.repo.repo}`, commit }) },
      messages: issueMessage({ number: target.number, title: issue.title, body: issue.body, discussion: await deps.discussion() }),
      schema: ModelPlanSchema,
      outputTool: { name: 'submit_plan', description: 'Submit the implementation plan.' },
      tools: repoTools(workspace.dir),
      maxToolIterations: PLAN_TOOL_ITERATIONS,
    });
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    const failed = transition(requested, { status: 'failed', reason: `plan failed: ${error.message.replace(/\.$/, '')}`, at: at() });
    return { state: failed, trackingCommentId: await save(failed), plan: null, notes: [] };
  }

  // Every file the plan names is looked up in git at the planned commit: the model's word is not enough.
  const exists = new Map<string, boolean | null>();
  for (const file of model.files) {
    const path = plainPath(file.path);
    exists.set(file.path, path === null ? null : (await workspace.readFileAt(commit, path)) !== null);
  }
  // The text the plan was made from, so implement runs only on it (implement/decide.ts).
  const record: PlanRecord = { ...planRecord(model, exists, commit, at()), issue: { sha256: issueTextHash(issue) } };
  const flagged = flaggedFiles(record);
  const markdown = deps.redact(renderPlanMarkdown(record));
  const reason = `planned ${record.files.length} file(s) in ${record.steps.length} step(s)${flagged.length > 0 ? `; ${flagged.length} file(s) it names as existing were not found and are flagged` : ''}`;
  const done: TargetState = { ...transition(requested, { status: 'planned', reason, at: at() }), plan: record };
  // The request label comes off once answered, so adding it again asks again (as triage does).
  if (issue.labels.includes(REGISTRY.plan.label)) await removeLabel(deps.octokit, deps.repo, target.number, REGISTRY.plan.label);
  return { state: done, trackingCommentId: await save(done, markdown), plan: { markdown, record }, notes: [] };
}
