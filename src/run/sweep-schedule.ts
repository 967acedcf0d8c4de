// A sweep that runs only when something is due. The schedule sweep lives in a workflow of its own
// (the `sweep-workflow` input, e.g. tend-sweep.yml); tend keeps it enabled while some target is
// unfinished (labelled tend:active: a review window, a check wait, a merge to finish) and disables
// it when none is, so an idle repository starts no scheduled job at all. GitHub runs no schedule of
// a disabled workflow (emulator/RULES.md E181).
//
// Who switches it:
// - a run that begins work on a target (a `/tend ship` or `fix` command, a `tend:` label, ship.auto
//   on an opened pull request) enables it, after the target's state and label are written;
// - a sweep that finds nothing to watch (no labelled target, no recent lost command, nothing closed
//   still labelled) disables it, and then looks once more: a command run that wrote its state
//   before the disable is seen and the sweep enabled again; one that writes after it enables it
//   itself. So a deadline never waits on a disabled sweep for longer than that race takes.
// - a sweep from another workflow (a schedule someone kept in tend.yml) that finds work enables it.
// The decisions are plain functions of what the run saw; run.ts and advance.ts do the requests.

import { isShipTerminal } from '../ship/machine.js';
import { switchWorkflow } from '../github/workflow-state.js';
import type { LabelledTarget } from '../github/run-context.js';
import type { RunServices } from './services.js';

export type SweepScheduleAction = 'enable' | 'disable' | 'keep';

export type SweepScheduleFacts =
  | {
      run: 'sweep';
      /** Targets the sweep found to watch: labelled tend:active, with a lost command, or closed and still labelled. */
      watched: number;
      /** This run is the sweep workflow's own (GITHUB_WORKFLOW_REF names its file). */
      fromSweepWorkflow: boolean;
    }
  | {
      run: 'target';
      /** The run began tend's work on a target that is now waiting for something (a deadline the sweep keeps). */
      began: boolean;
    };

export function sweepScheduleAction(facts: SweepScheduleFacts): { action: SweepScheduleAction; why: string } {
  if (facts.run === 'target') {
    return facts.began ? { action: 'enable', why: 'a target is now unfinished: the sweep keeps its deadlines' } : { action: 'keep', why: 'this run began no work' };
  }
  if (facts.watched === 0) return { action: 'disable', why: 'no target is unfinished: nothing is due until a command or label starts work' };
  if (facts.fromSweepWorkflow) return { action: 'keep', why: `${facts.watched} target(s) to watch; this sweep is the sweep workflow's own run` };
  return { action: 'enable', why: `${facts.watched} target(s) to watch` };
}

/**
 * How many of the search's targets are still labelled as the repository lists them (`listed`, read
 * with the run's first request; null when it was not). Search answers from an index that lags
 * (E201): right after a merge it still finds the pull request whose label is gone, which counted
 * as watched would keep the sweep on for a tick with nothing due. Only a complete listing (under
 * 100 of a kind) can say a target is gone; past that the search's word stands.
 */
export function watchedTargets(found: ReadonlyArray<Pick<LabelledTarget, 'kind' | 'number'>>, listed: readonly LabelledTarget[] | null): number {
  if (!listed) return found.length;
  const complete = (kind: LabelledTarget['kind']) => listed.filter((l) => l.kind === kind).length < 100;
  return found.filter((f) => !complete(f.kind) || listed.some((l) => l.kind === f.kind && l.number === f.number)).length;
}

/** The ship and fix statuses that leave work (and so a deadline) for the sweep. */
export function beganWork(facts: { route: string; eventName: string; eventAction: string | undefined; workflow: string; status: string }): boolean {
  const starts = facts.route === 'command' || facts.route === 'intent' || (facts.route === 'advance' && facts.eventName === 'pull_request' && ['opened', 'reopened', 'ready_for_review'].includes(facts.eventAction ?? ''));
  return starts && (facts.workflow === 'ship' || facts.workflow === 'fix' || facts.workflow === 'advance') && facts.status !== 'none' && facts.status !== 'skipped' && !isShipTerminal(facts.status);
}

/** Whether GITHUB_WORKFLOW_REF (`o/r/.github/workflows/file.yml@ref`) names the workflow file `file`. */
export function isWorkflowFile(workflowRef: string | undefined, file: string): boolean {
  return workflowRef !== undefined && workflowRef.split('@')[0]!.endsWith(`/.github/workflows/${file}`);
}

/**
 * Does what `sweepScheduleAction` decided; returns the notes to publish. Without `actions: write`
 * (or without the workflow file) one note says so and the sweep keeps its fixed cadence.
 */
export async function applySweepSchedule(services: Pick<RunServices, 'octokit' | 'repo' | 'settings' | 'log'>, decided: { action: SweepScheduleAction; why: string }): Promise<string[]> {
  const file = services.settings.sweepWorkflow;
  if (!file || decided.action === 'keep' || services.settings.dryRun) return [];
  const switched = await switchWorkflow(services.octokit, services.repo, file, decided.action === 'enable');
  if (switched.ok) {
    services.log(`sweep workflow ${file}: ${decided.action}d (${decided.why})`);
    return [];
  }
  const cause = switched.status === 404 ? `.github/workflows/${file} is not on the default branch` : `the token may not (${switched.status} ${switched.message}; it needs actions: write)`;
  // A sweep that disabled itself is turned on again only by this enable: say what to change.
  const fix = decided.action === 'enable' ? ` If ${file} is disabled, deadlines wait for the next event: give this workflow actions: write, or drop sweep-workflow from ${file} so it never disables itself.` : '';
  const note = `tend could not ${decided.action} the sweep workflow ${file}: ${cause}. The sweep keeps the schedule it has.${fix}`;
  services.log(note);
  return [note];
}
