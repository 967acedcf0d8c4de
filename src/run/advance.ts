// Re-entry: something changed on pull requests tend may be working on (a review, a check, a
// comment, the schedule), so each one's workflow is advanced as far as it goes now. First, a
// `/tend` command whose own run was lost is acted on (lost-command.ts). The sweep lists every
// target labelled tend:active in one query and advances only those that are due; with the same
// request it finds open targets with a lost command, and closed ones still labelled tend:active
// (GitHub's auto-merge starts no workflow, T8: nothing else would finish them).

import { ACTIVE_LABEL } from '../core/labels.js';
import type { PullSnapshot } from '../core/pull-request.js';
import type { Target } from '../core/target.js';
import type { Decision } from '../core/workflow.js';
import { commentStore } from '../github/comments.js';
import { removeLabel } from '../github/labels.js';
import { labelledTargets, sweepTargets, type SweepTarget } from '../github/run-context.js';
import { lostCommands } from '../route/lost-commands.js';
import { AUTO_REFUSED, autoShipRequest, shipHolds, shipWorkflow, sweepVerdict, threadsSection } from '../ship/handler.js';
import { renderTrackingBody } from '../store/tracking-body.js';
import { findTracking, saveTracking, type Tracking } from '../store/tracking-comment.js';
import { lostCommandWindow } from './first-read.js';
import { runLostCommand } from './lost-command.js';
import { applySweepSchedule, isWorkflowFile, sweepScheduleAction, watchedTargets } from './sweep-schedule.js';
import type { RunResult } from './result.js';
import type { RunServices } from './services.js';

/** A target the sweep looked at and left alone, with what it read of it. */
interface NotDue {
  target: Target;
  why: string;
  tracking: Tracking;
}

interface AdvanceOptions {
  /** Targets the sweep left alone. */
  skipped?: NotDue[];
  /** Targets that are closed on GitHub (the rest are taken as open). */
  closed?: ReadonlySet<number>;
}

export async function advanceTargets(services: RunServices, targets: Target[], action: string, cause: string, options: AdvanceOptions = {}): Promise<RunResult> {
  const skipped = options.skipped ?? [];
  const store = services.reads.store(commentStore(services.octokit, services.repo));
  const decisions: Decision[] = skipped.map(({ target, why }) => ({ target, decision: 'not due', why }));
  const results: RunResult[] = [];
  const seen = new Map<number, Tracking>(skipped.map((s) => [s.target.number, s.tracking]));
  for (const target of targets) {
    const comments = await store.list(target);
    const tracking = findTracking(comments, services.selfId);
    seen.set(target.number, tracking);
    const closed = options.closed?.has(target.number) === true;
    const command = closed ? null : await runLostCommand(services, target, comments, tracking.state, 'OPEN');
    if (command) {
      results.push(command);
      decisions.push(...command.decisions);
      continue;
    }
    let state = tracking.state;
    let snapshot: PullSnapshot | null = null;
    // ship.auto looks again where it refused a label: a writer may have added it since.
    if ((!state || state.status === AUTO_REFUSED) && target.kind === 'pull_request' && services.settings.shipAuto && action === 'advance') {
      const auto = await autoShipRequest(services, target);
      if (auto.refused) {
        // One line on the tracking comment, written once: the same refusal again changes nothing.
        if (auto.refused.reason !== state?.reason && !services.settings.dryRun) {
          await saveTracking(store, target, services.selfId, tracking, services.redact(renderTrackingBody(auto.refused, services.env.runUrl)));
        }
        decisions.push({ target, decision: 'refused', why: auto.refused.reason });
        continue;
      }
      if (auto.state) ({ state, snapshot } = auto);
    }
    if (closed && !(state && shipHolds(state, target))) {
      // Closed with no workflow holding it: tend no longer works here, and the label says it does.
      await removeLabel(services.octokit, services.repo, target.number, ACTIVE_LABEL);
      decisions.push({ target, decision: 'label removed', why: `#${target.number} is closed and tend holds nothing on it (${state ? `${state.workflow ?? 'no workflow'} is ${state.status}` : 'no state'})` });
      continue;
    }
    if (!state) {
      decisions.push({ target, decision: 'nothing to do', why: 'tend has no state here; nothing was asked of it' });
      continue;
    }
    if (shipHolds(state, target)) {
      if (services.settings.dryRun) {
        decisions.push({ target, decision: 'dry run', why: `${state.workflow} is ${state.status}; a dry run does not advance it` });
        continue;
      }
      const shipped = await shipWorkflow.handle(services, { target, tracking, state, store, triggeredAt: undefined, snapshot });
      results.push(shipped);
      decisions.push(...shipped.decisions);
      continue;
    }
    decisions.push({ target, decision: 'unchanged', why: `${state.workflow ?? 'no workflow'} is ${state.status}; nothing to advance on ${cause}` });
  }
  const only = targets.length === 1 && skipped.length === 0 ? results[0] : undefined;
  const acted = decisions.filter((d) => d.decision !== 'nothing to do').length;
  if (only) return { ...only, workflow: action === 'sweep' ? 'sweep' : 'advance', route: { action, detail: cause }, decisions };
  // Nothing advanced on a single target: what was read at the start is still what GitHub has.
  const all = [...targets, ...skipped.map((s) => s.target)];
  const singleTracking = all.length === 1 ? seen.get(all[0]!.number) : undefined;
  const single = singleTracking?.state ? { status: singleTracking.state.status, commentId: singleTracking.comment?.id ?? null } : null;
  const threads = results.flatMap((r) => r.threads ?? []);
  return {
    workflow: action === 'sweep' ? 'sweep' : 'advance',
    target: all.length === 1 ? all[0]! : null,
    state: single?.status ?? (all.length === 1 ? 'none' : `${acted} of ${all.length} tracked`),
    reason: `${cause}: looked at ${all.length} target(s), ${acted} with tend state.`,
    route: { action, detail: cause },
    decisions,
    merged: results.some((r) => r.merged),
    trackingCommentId: single?.commentId ?? null,
    threads,
    notes: results.flatMap((r) => r.notes ?? []),
    summary: threadsSection(threads),
  };
}

/**
 * The schedule sweep: one query per 100 targets lists them with their tracking comments and what
 * GitHub shows of them now; only the targets that are due are advanced. The run's first request
 * also found open targets with a recent `/tend` comment (a lost command may be there, also where
 * tend is not at work yet) and closed targets still labelled tend:active (to finish).
 */
export async function sweep(services: RunServices, cause: string): Promise<RunResult> {
  const found = await sweepTargets(services.octokit, services.repo, ACTIVE_LABEL, services.reads.sweep);
  const due: Target[] = [];
  const skipped: NotDue[] = [];
  // Pull requests ship holds blocked are due at every sweep (a block may have cleared) and mostly
  // stay blocked: read together, one request for all of them (RunReads.glancePulls).
  const blocked: number[] = [];
  const now = services.env.now();
  const window = lostCommandWindow(now, services.startedAt);
  const hasLostCommand = (item: SweepTarget & { comments: NonNullable<SweepTarget['comments']> }, tracking: Tracking) =>
    lostCommands({ target: targetOf(item), comments: item.comments, lastCommandId: tracking.state?.lastCommandId, handled: tracking.state?.handled ?? [], selfId: services.selfId, ...window }).length > 0;
  for (const item of found) {
    const target = targetOf(item);
    if (item.comments === null) {
      due.push(target); // too many comments to see the tracking comment here: list them
      continue;
    }
    services.reads.rememberComments(item.number, item.comments);
    const tracking = findTracking(item.comments, services.selfId);
    const verdict = hasLostCommand({ ...item, comments: item.comments }, tracking) ? { due: true, why: '' } : sweepVerdict(tracking.state, target, item, now, services.settings);
    if (verdict.due) due.push(target);
    else skipped.push({ target, why: verdict.why, tracking });
    if (verdict.due && tracking.state?.status === 'blocked' && shipHolds(tracking.state, target)) blocked.push(target.number);
  }
  if (blocked.length > 1 && !services.settings.dryRun) await services.reads.glancePulls(blocked);
  const listed = new Set(found.map((f) => f.number));
  let commanded = 0;
  for (const item of services.reads.sweepCommanded) {
    if (listed.has(item.number)) continue;
    listed.add(item.number);
    // More comments than the search read: whether one is a lost command takes a listing.
    if (item.comments !== null) {
      if (!hasLostCommand({ ...item, comments: item.comments }, findTracking(item.comments, services.selfId))) continue;
      services.reads.rememberComments(item.number, item.comments);
    }
    due.push(targetOf(item));
    commanded += 1;
  }
  // Search's index lags a label (E201): a target the repository lists labelled and the search did
  // not find is advanced all the same, its comments listed as for one with too many to read here.
  let unindexed = 0;
  for (const item of services.reads.sweepLabelled) {
    if (listed.has(item.number)) continue;
    listed.add(item.number);
    due.push({ kind: item.kind, number: item.number });
    unindexed += 1;
  }
  const closed = new Set<number>();
  for (const item of services.reads.sweepClosed) {
    if (listed.has(item.number)) continue;
    listed.add(item.number);
    if (item.comments !== null) services.reads.rememberComments(item.number, item.comments);
    due.push(targetOf(item));
    closed.add(item.number);
  }
  const extra = [commanded > 0 ? `${commanded} with a lost command` : '', closed.size > 0 ? `${closed.size} closed still labelled` : ''].filter(Boolean).join(', ');
  const detail = `${cause}: ${found.length + unindexed} target(s) labelled ${ACTIVE_LABEL}, ${due.length - commanded - closed.size} due${extra ? `; ${extra}` : ''}`;
  const result = await advanceTargets(services, due, 'sweep', detail, { skipped, closed });
  const notes = await switchSweep(services, watchedTargets(found, services.reads.sweep ? services.reads.sweepLabelled : null) + unindexed + commanded + closed.size);
  return notes.length > 0 ? { ...result, notes: [...(result.notes ?? []), ...notes] } : result;
}

/**
 * The sweep workflow on or off after a sweep (sweep-schedule.ts). After a disable the targets are
 * listed once more: a command run that labelled a target between this sweep's read and its
 * disable would otherwise wait for a sweep that no longer comes.
 */
async function switchSweep(services: RunServices, watched: number): Promise<string[]> {
  const file = services.settings.sweepWorkflow;
  if (!file) return [];
  const decided = sweepScheduleAction({ run: 'sweep', watched, fromSweepWorkflow: isWorkflowFile(services.env.workflowRef, file) });
  const notes = await applySweepSchedule(services, decided);
  if (decided.action !== 'disable' || notes.length > 0 || services.settings.dryRun) return notes;
  // Listed by the repository, not searched: a label put on a moment ago is in it (E201).
  const again = await labelledTargets(services.octokit, services.repo, ACTIVE_LABEL);
  return again.length === 0 ? [] : applySweepSchedule(services, sweepScheduleAction({ run: 'sweep', watched: again.length, fromSweepWorkflow: false }));
}

function targetOf(item: SweepTarget): Target {
  return { kind: item.kind, number: item.number };
}
