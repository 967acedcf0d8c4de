// The check runs a workflow run puts on a commit (T7): one per job, named after the job and owned
// by the GitHub Actions app, on the pull request's head for pull_request-family events and on
// GITHUB_SHA otherwise; in progress while the job runs, then its conclusion; a job its `if:`
// skipped shows `skipped`, a cancelled one `cancelled`. Each records the run's event: a
// workflow_dispatch run's check runs count for no pull request (T10).

import type { Account, CheckConclusion, CheckRun, GitHubState, Repository } from '../state.js';
import type { JobPlan, RunPlan } from './trigger.js';

type StartedRun = Extract<RunPlan, { starts: true }>;

export interface RunChecks {
  state: GitHubState;
  repo: Repository;
  /** The GitHub Actions app (github-actions[bot]). */
  app: Account;
}

/** The job's check run, in progress, as the job starts. */
export function startJobCheck(at: RunChecks, run: StartedRun, job: JobPlan): CheckRun {
  return at.state.addCheckRun(at.repo, { name: job.name, headSha: run.checkSha, status: 'in_progress', app: at.app, workflowName: run.workflowName, event: run.eventName });
}

/** A job that ended (success / failure), or never ran (skipped by `if:`, cancelled in its group). */
export function endJobCheck(at: RunChecks, run: StartedRun, job: JobPlan, conclusion: CheckConclusion, started?: CheckRun): CheckRun {
  if (started) {
    at.state.completeCheckRun(started, conclusion);
    return started;
  }
  return at.state.addCheckRun(at.repo, { name: job.name, headSha: run.checkSha, conclusion, app: at.app, workflowName: run.workflowName, event: run.eventName });
}
