// What the issue workflows (triage, plan, implement) share around their own run: the run's
// services narrowed to what an issue run needs, the tracking comment's text with the run footer,
// and the outcome each reports. Each workflow's run-*.ts does its own work between the two.

import { join } from 'node:path';
import type { Settings } from '../config/settings.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { Target } from '../core/target.js';
import type { Outcome } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { removeLabel } from '../github/labels.js';
import type { LlmSession, UsageTotals } from '../llm/index.js';
import { footedTrackingBody } from '../store/run-footer.js';
import type { TargetState } from '../store/target-state.js';
import { outcomeOfRun } from '../store/workflow-request.js';
import type { TriageServices } from './handler.js';

/** What a workflow's run on one target reads, writes and asks with (review's run adds its own). */
export interface WorkflowRunDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  session: LlmSession | null;
  serverUrl: string;
  workDir: string;
  redact: (text: string) => string;
  log: (line: string) => void;
  now: () => Date;
  /** The tracking comment's text for a state, with an artifact (TRIAGE.md, PLAN.md ...) under its reason. */
  render: (state: TargetState, artifact?: string) => string;
}

/** What an issue workflow's run needs besides: the branch plans and fixes start from. */
export interface IssueRunDeps extends WorkflowRunDeps {
  defaultBranch: string;
}

/** The run's services a workflow run is made from. */
type RunServices = Pick<TriageServices, 'env' | 'octokit' | 'repo' | 'settings' | 'startedAt' | 'redact' | 'log'> & {
  model: { deps: { session: LlmSession }; totals: () => UsageTotals } | null;
};

export function workflowRunDeps(services: RunServices, workflow: string): WorkflowRunDeps {
  return {
    octokit: services.octokit,
    repo: services.repo,
    settings: services.settings,
    session: services.model?.deps.session ?? null,
    serverUrl: services.env.serverUrl,
    workDir: join(services.env.runnerTemp, 'tend', 'work'),
    redact: services.redact,
    log: services.log,
    now: services.env.now,
    render: footedTrackingBody(workflow, { runUrl: services.env.runUrl, startedAt: services.startedAt, now: services.env.now, totals: () => services.model?.totals() }),
  };
}

export function issueRunDeps(services: TriageServices, workflow: string): IssueRunDeps {
  return { ...workflowRunDeps(services, workflow), defaultBranch: services.defaultBranch };
}

/**
 * What the run reports for an issue workflow; tend:active comes off once the workflow no longer
 * waits (`requested` waits for a model key).
 */
export async function issueOutcome(services: Pick<TriageServices, 'octokit' | 'repo'>, workflow: string, target: Target, ran: { state: TargetState; trackingCommentId: number; notes: string[] }): Promise<Outcome> {
  if (ran.state.status !== 'requested') await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
  return outcomeOfRun(workflow, target, ran);
}
