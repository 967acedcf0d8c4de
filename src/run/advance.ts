// Re-entry: something changed on pull requests tend may be working on (a review, a check, a
// comment, the schedule), so each one's workflow is advanced as far as it goes now. The sweep
// lists every target labelled tend:active in one query and advances only those that are due.

import { ACTIVE_LABEL } from '../core/labels.js';
import type { PullSnapshot } from '../core/pull-request.js';
import type { Target } from '../core/target.js';
import type { Decision } from '../core/workflow.js';
import { commentStore } from '../github/comments.js';
import { sweepTargets } from '../github/run-context.js';
import { autoShipRequest, shipHolds, shipWorkflow, sweepVerdict, threadsSection, type ShipOutcome } from '../ship/handler.js';
import { findTracking, loadTracking, type Tracking } from '../store/tracking-comment.js';
import type { RunResult } from './result.js';
import type { RunServices } from './services.js';

/** A target the sweep looked at and left alone, with what it read of it. */
interface NotDue {
  target: Target;
  why: string;
  tracking: Tracking;
}

export async function advanceTargets(services: RunServices, targets: Target[], action: string, cause: string, skipped: NotDue[] = []): Promise<RunResult> {
  const store = services.reads.store(commentStore(services.octokit, services.repo));
  const decisions: Decision[] = skipped.map(({ target, why }) => ({ target, decision: 'not due', why }));
  const results: ShipOutcome[] = [];
  const seen = new Map<number, Tracking>(skipped.map((s) => [s.target.number, s.tracking]));
  for (const target of targets) {
    const tracking = await loadTracking(store, target, services.selfId);
    seen.set(target.number, tracking);
    let state = tracking.state;
    let snapshot: PullSnapshot | null = null;
    if (!state && target.kind === 'pull_request' && services.settings.shipAuto && action === 'advance') {
      ({ state, snapshot } = await autoShipRequest(services, target));
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
 * GitHub shows of them now; only the targets that are due are advanced.
 */
export async function sweep(services: RunServices, cause: string): Promise<RunResult> {
  const found = await sweepTargets(services.octokit, services.repo, ACTIVE_LABEL, services.reads.sweep);
  const due: Target[] = [];
  const skipped: NotDue[] = [];
  const now = services.env.now();
  for (const item of found) {
    const target: Target = { kind: item.kind, number: item.number };
    if (item.comments === null) {
      due.push(target); // too many comments to see the tracking comment here: list them
      continue;
    }
    services.reads.rememberComments(item.number, item.comments);
    const tracking = findTracking(item.comments, services.selfId);
    const verdict = sweepVerdict(tracking.state, target, item, now, services.settings);
    if (verdict.due) due.push(target);
    else skipped.push({ target, why: verdict.why, tracking });
  }
  return advanceTargets(services, due, 'sweep', `${cause}: ${found.length} target(s) labelled ${ACTIVE_LABEL}, ${due.length} due`, skipped);
}
