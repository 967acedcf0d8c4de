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
import type { LlmSession } from '../llm/index.js';
import { footedTrackingBody } from '../store/run-footer.js';
import type { TargetState } from '../store/target-state.js';
import { outcomeOfRun } from '../store/workflow-request.js';
import type { TriageServices } from './handler.js';

/** What an issue workflow's run reads, writes and asks with. */
export interface IssueRunDeps {
  octokit: Octokit;
  repo: RepoRef;
  settings: Settings;
  session: LlmSession | null;
  serverUrl: string;
  workDir: string;
  defaultBranch: string;
  redact: (text: string) => string;
  log: (line: string) => void;
  now: () => Date;
  /** The tracking comment's text for a state, with an artifact (TRIAGE.md, PLAN.md ...) under its reason. */
  render: (state: TargetState, artifact?: string) => string;
}

export function issueRunDeps(services: TriageServices, workflow: string): IssueRunDeps {
  return {
    octokit: services.octokit,
    repo: services.repo,
    settings: services.settings,
    session: services.model?.deps.session ?? null,
    serverUrl: services.env.serverUrl,
    workDir: join(services.env.runnerTemp, 'tend', 'work'),
    defaultBranch: services.defaultBranch,
    redact: services.redact,
    log: services.log,
    now: services.env.now,
    render: footedTrackingBody(workflow, { runUrl: services.env.runUrl, startedAt: services.startedAt, now: services.env.now, totals: () => services.model?.totals() }),
  };
}

/**
 * What the run reports for an issue workflow; tend:active comes off once the workflow no longer
 * waits (`requested` waits for a model key).
 */
export async function issueOutcome(services: Pick<TriageServices, 'octokit' | 'repo'>, workflow: string, target: Target, ran: { state: TargetState; trackingCommentId: number; notes: string[] }): Promise<Outcome> {
  if (ran.state.status !== 'requested') await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
  return outcomeOfRun(workflow, target, ran);
}
