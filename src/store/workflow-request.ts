// What the run hands a workflow's handler: the target, its tracking comment as read, the state
// admission let through, and the store to save it in.

import type { Target } from '../core/target.js';
import { capitalise } from '../core/text.js';
import type { Outcome } from '../core/workflow.js';
import type { TargetState } from './target-state.js';
import type { CommentStore, Tracking } from './tracking-comment.js';

export interface WorkflowRequest {
  target: Target;
  tracking: Tracking;
  /** The state to run from (a new request, or where the workflow stopped last time). */
  state: TargetState;
  store: CommentStore;
  /** When the command was given: text written later is not part of what it asked for. */
  triggeredAt: string | undefined;
}

/**
 * When the command was given: a comment's creation, a label's labelling as the timeline shows it
 * (run/command.ts); a dispatch carries no time, so the run's start stands in.
 */
export function commandTime(services: { startedAt: Date }, request: Pick<WorkflowRequest, 'triggeredAt'>): string {
  return request.triggeredAt ?? services.startedAt.toISOString();
}

/**
 * What a workflow that ran once on its target did, as an Outcome: the state it left, its reason
 * as a sentence, one decision, and the tracking comment it saved (triage, review ...).
 */
export function outcomeOfRun(workflow: string, target: Target, ran: { state: TargetState; trackingCommentId: number; notes: string[] }): Outcome {
  return {
    workflow,
    target,
    state: ran.state.status,
    reason: `${capitalise(ran.state.reason)}.`,
    route: { action: 'command', detail: '' },
    decisions: [{ target, decision: ran.state.status, why: ran.state.reason }],
    merged: false,
    trackingCommentId: ran.trackingCommentId,
    notes: ran.notes,
  };
}
