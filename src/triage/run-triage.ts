// The triage workflow inside the action: reads the issue, checks out the default branch, runs
// the triage (model + evidence gate), and publishes what the gate allows: TRIAGE.md in the
// tracking comment, the verdict in the state marker and the audit, labels that say the verdict.
// Decisions live in triage.ts and verdict.ts; this file only sequences I/O.

import type { IssueRunDeps } from './issue-run.js';
import { join } from 'node:path';
import { capitalise } from '../core/text.js';
import { getIssue } from '../github/issues.js';
import { editedAfterCommand } from '../github/text-edits.js';
import { addLabels, removeLabel } from '../github/labels.js';
import { openWorkspace } from '../git/workspace.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { repoTools } from '../llm/tools/repo-tools.js';
import { saveTracking, type CommentStore, type Tracking } from '../store/tracking-comment.js';
import { transition, type TargetState } from '../store/target-state.js';
import { triageIssue } from './triage.js';
import { CLASSIFICATIONS, type TriageVerdictFile } from './verdict.js';
import { type Target } from '../core/target.js';
import { learningsFor, type Learning } from '../core/learning.js';

interface TriageRunDeps extends IssueRunDeps {
  /** The discussion digest for the model, or null (the body alone). */
  discussion: () => Promise<string | null>;
  /** The repository's learnings; those for triage reach the model as quoted data. */
  learnings: () => Promise<readonly Learning[]>;
}

interface TriageRunResult {
  state: TargetState;
  trackingCommentId: number;
  triage: { markdown: string; verdict: TriageVerdictFile } | null;
  notes: string[];
}

/** Labels that say the verdict; a new verdict replaces the old ones. */
const VERDICT_LABELS = { valid: 'triage:valid', invalid: 'triage:invalid', refused: 'triage:refused' } as const;
const KIND_LABEL_PREFIX = 'type:';

/** `commandAt`: when the command was given; the issue is triaged as it stood then. */
export async function runTriage(deps: TriageRunDeps, target: Target, tracking: Tracking, requested: TargetState, store: CommentStore, selfId: number, commandAt: string): Promise<TriageRunResult> {
  const at = () => deps.now().toISOString();
  const save = (state: TargetState, artifact?: string) => saveTracking(store, target, selfId, tracking, deps.redact(deps.render(state, artifact)));
  if (deps.session === null) {
    const waiting = transition(requested, { status: 'requested', reason: `${requested.reason}; triage needs the model (set anthropic-api-key), so it waits here`, at: at() });
    return { state: waiting, trackingCommentId: await save(waiting), triage: null, notes: ['Triage needs the model: no anthropic-api-key is configured, so the request was recorded and nothing was triaged.'] };
  }

  const issue = await getIssue(deps.octokit, deps.repo, target.number);
  const edited = await editedAfterCommand(deps.octokit, deps.repo, target, 'triage', commandAt);
  if (edited !== null) {
    const refused = transition(requested, { status: 'refused', reason: edited, at: at() });
    return { state: refused, trackingCommentId: await save(refused), triage: null, notes: [`${capitalise(edited)}.`] };
  }
  const workspace = await openWorkspace({
    dir: join(deps.workDir, `issue-${target.number}`),
    serverUrl: deps.serverUrl,
    repository: `${deps.repo.owner}/${deps.repo.repo}`,
    token: deps.settings.githubToken,
  });
  const heads = await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 });
  const commit = heads[deps.defaultBranch]!;
  await workspace.checkout({ oid: commit });
  deps.log(`triage #${target.number}: checked out ${deps.defaultBranch} at ${commit.slice(0, 12)}`);

  let outcome;
  try {
    outcome = await triageIssue(
      {
        session: deps.session,
        root: workspace.dir,
        commit,
        repository: `${deps.repo.owner}/${deps.repo.repo}`,
        commands: deps.settings.triageCommands,
        tools: repoTools(workspace.dir),
        redact: deps.redact,
      },
      { number: target.number, title: issue.title, body: issue.body, discussion: await deps.discussion(), learnings: learningsFor(await deps.learnings(), { workflow: 'triage', paths: [] }) },
    );
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    const failed = transition(requested, { status: 'failed', reason: `triage failed: ${error.message.replace(/\.$/, '')}`, at: at() });
    return { state: failed, trackingCommentId: await save(failed), triage: null, notes: [] };
  }

  const v = outcome.verdict;
  const reason =
    v.status === 'refused'
      ? `the ${v.classification} verdict was refused: ${v.refusal}`
      : `${v.classification}, ${v.valid ? 'valid' : 'not valid'} (confidence ${v.confidence.toFixed(2)}): ${v.summary}`;
  // The verdict stays in the state after later workflows run: plan's prerequisite reads it there.
  const done = { ...transition(requested, { status: v.status, reason, at: at() }), triage: { status: v.status, classification: v.classification, commit: v.commit, at: at() } };
  const trackingCommentId = await save(done, outcome.markdown);
  const kept = new Set([VERDICT_LABELS[v.status], `${KIND_LABEL_PREFIX}${v.classification}`]);
  for (const label of [...Object.values(VERDICT_LABELS), ...CLASSIFICATIONS.map((c) => `${KIND_LABEL_PREFIX}${c}`), 'tend:triage']) {
    if (!kept.has(label) && issue.labels.includes(label)) await removeLabel(deps.octokit, deps.repo, target.number, label);
  }
  await addLabels(deps.octokit, deps.repo, target.number, [VERDICT_LABELS[v.status], `${KIND_LABEL_PREFIX}${v.classification}`]);
  return { state: done, trackingCommentId, triage: { markdown: outcome.markdown, verdict: v }, notes: [] };
}
