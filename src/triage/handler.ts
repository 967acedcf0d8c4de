// The triage workflow behind the Workflow interface: runs the triage of one issue (run-triage.ts)
// with the run's services, and says what it did, with TRIAGE.md and TRIAGE_VERDICT.json for the audit.

import type { RunEnvironment } from '../config/environment.js';
import type { Settings } from '../config/settings.js';
import type { Outcome, Workflow } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import type { LlmSession, UsageTotals } from '../llm/index.js';
import type { Learning } from '../core/learning.js';
import { commandTime, type WorkflowRequest } from '../store/workflow-request.js';
import { issueOutcome, issueRunDeps } from './issue-run.js';
import { loadDigest } from './load-digest.js';
import { runTriage } from './run-triage.js';
import type { TriageVerdictFile } from './verdict.js';

/** What triage needs from the run. */
export interface TriageServices {
  env: RunEnvironment;
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  selfId: number;
  startedAt: Date;
  model: { deps: { session: LlmSession; learnings: () => Promise<readonly Learning[]> }; totals: () => UsageTotals } | null;
  /** The repository's default branch, as the run's first query read it. */
  defaultBranch: string;
  redact: (text: string) => string;
  log: (line: string) => void;
}

/** A triage run: TRIAGE.md and TRIAGE_VERDICT.json. */
export type TriageOutcome = Outcome & { triage?: { markdown: string; verdict: TriageVerdictFile } | null };

export const triageWorkflow: Workflow<TriageServices, WorkflowRequest, TriageOutcome> = {
  async handle(services, request) {
    const ran = await runTriage(
      { ...issueRunDeps(services, 'triage'), learnings: services.model?.deps.learnings ?? (() => Promise.resolve([])), discussion: discussionOf(services, request) },
      request.target,
      request.tracking,
      request.state,
      request.store,
      services.selfId,
      commandTime(services, request),
    );
    return { ...(await issueOutcome(services, 'triage', request.target, ran)), triage: ran.triage };
  },
};

/**
 * The digest of the issue's discussion up to the command: a maintainer's comment is a directive,
 * so a correction written after one run steers the next (triage, plan).
 */
export function discussionOf(services: TriageServices, request: WorkflowRequest): () => Promise<string | null> {
  const session = services.model?.deps.session ?? null;
  return () =>
    loadDigest(
      { octokit: services.octokit, repo: services.repo, selfId: services.selfId, trustedBots: services.settings.trustedBots, session, log: services.log },
      request.target,
      commandTime(services, request),
    );
}
