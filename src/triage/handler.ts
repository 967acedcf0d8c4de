// The triage workflow behind the Workflow interface: runs the triage of one issue (run-triage.ts)
// with the run's services, and says what it did, with TRIAGE.md and TRIAGE_VERDICT.json for the audit.

import { join } from 'node:path';
import type { RunEnvironment } from '../config/environment.js';
import type { Settings } from '../config/settings.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { Outcome, Workflow } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { removeLabel } from '../github/labels.js';
import type { LlmSession, UsageTotals } from '../llm/index.js';
import type { Learning } from '../core/learning.js';
import { footedTrackingBody } from '../store/run-footer.js';
import { outcomeOfRun, type WorkflowRequest } from '../store/workflow-request.js';
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
    const session = services.model?.deps.session ?? null;
    const ran = await runTriage(
      {
        octokit: services.octokit,
        repo: services.repo,
        settings: services.settings,
        session,
        serverUrl: services.env.serverUrl,
        workDir: join(services.env.runnerTemp, 'tend', 'work'),
        defaultBranch: services.defaultBranch,
        redact: services.redact,
        log: services.log,
        now: services.env.now,
        render: footedTrackingBody('triage', { runUrl: services.env.runUrl, startedAt: services.startedAt, now: services.env.now, totals: () => services.model?.totals() }),
        learnings: services.model?.deps.learnings ?? (() => Promise.resolve([])),
        discussion: () =>
          loadDigest(
            { octokit: services.octokit, repo: services.repo, selfId: services.selfId, trustedBots: services.settings.trustedBots, session, log: services.log },
            request.target,
            request.triggeredAt ?? services.startedAt.toISOString(),
          ),
      },
      request.target,
      request.tracking,
      request.state,
      request.store,
      services.selfId,
    );
    if (ran.state.status !== 'requested') await removeLabel(services.octokit, services.repo, request.target.number, ACTIVE_LABEL);
    return { ...outcomeOfRun('triage', request.target, ran), triage: ran.triage };
  },
};
