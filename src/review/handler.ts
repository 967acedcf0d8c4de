// The review workflow behind the Workflow interface: runs the review of one pull request
// (run-review.ts) with the run's services, and says what it did, with REVIEW.md and the findings
// (each with what became of it) for the audit.

import type { RunEnvironment } from '../config/environment.js';
import type { Settings } from '../config/settings.js';
import type { Outcome, Workflow } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import type { LlmSession, UsageTotals } from '../llm/index.js';
import { commandTime, type WorkflowRequest } from '../store/workflow-request.js';
// Any workflow's ending, pull request or issue: tend:active comes off unless it still waits.
import { issueOutcome, workflowRunDeps } from '../triage/issue-run.js';
import type { ReadLearnings } from './learnings.js';
import { runReview, type ReviewRunResult } from './run-review.js';

/** What review needs from the run. */
export interface ReviewServices {
  env: RunEnvironment;
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  selfId: number;
  startedAt: Date;
  model: { deps: { session: LlmSession }; totals: () => UsageTotals } | null;
  /** The repository's learnings (`/tend remember`); the run binds the store's reader. */
  readLearnings: ReadLearnings;
  redact: (text: string) => string;
  log: (line: string) => void;
}

/** A review run: REVIEW.md and every finding with what became of it. */
export type ReviewOutcome = Outcome & { review?: ReviewRunResult['review'] };

export const reviewWorkflow: Workflow<ReviewServices, WorkflowRequest, ReviewOutcome> = {
  async handle(services, request) {
    const ran = await runReview(
      {
        ...workflowRunDeps(services, 'review'),
        selfId: services.selfId,
        readLearnings: services.readLearnings,
        costUsd: () => services.model?.totals().cost_usd ?? 0,
      },
      request.target,
      request.tracking,
      request.state,
      request.store,
      commandTime(services, request),
    );
    return { ...(await issueOutcome(services, 'review', request.target, ran)), review: ran.review };
  },
};
