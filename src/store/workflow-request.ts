// What the run hands a workflow's handler: the target, its tracking comment as read, the state
// admission let through, and the store to save it in.

import type { Target } from '../core/target.js';
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
