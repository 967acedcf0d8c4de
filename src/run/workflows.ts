// Each registry entry's handler (src/registry/workflows.ts names it) bound to its workflow module.
// The registry sits below the workflows, so it names handlers and this table binds them; the
// Record type makes a new handler name in the registry a compile error here until it is bound.

import type { Outcome, Workflow } from '../core/workflow.js';
import { learningsWorkflow, type LearningsCommand } from '../learnings/handler.js';
import type { HandlerName } from '../registry/workflows.js';
import { reviewWorkflow } from '../review/handler.js';
import { shipWorkflow } from '../ship/handler.js';
import type { WorkflowRequest } from '../store/workflow-request.js';
import { triageWorkflow } from '../triage/handler.js';
import { planWorkflow } from '../plan/handler.js';
import { implementWorkflow } from '../implement/handler.js';
import type { RunServices } from './services.js';

/**
 * What runs when a command is admitted. `null`: the verb's whole effect is recorded by
 * decide-command.ts (status and stop answer and save; the chat thread and its approve / reject
 * are started by their own events and handled before admission, see command.ts; the learnings
 * verbs run from CONTROLS below).
 */
export const WORKFLOWS: Record<HandlerName, Workflow<RunServices, WorkflowRequest, Outcome> | null> = {
  ship: shipWorkflow,
  triage: triageWorkflow,
  review: reviewWorkflow,
  plan: planWorkflow,
  implement: implementWorkflow,
  chat: null,
  'chat-decision': null,
  status: null,
  stop: null,
  learnings: null,
};

/**
 * Control verbs with a module of their own, run right after who-may-steer is checked and before
 * admission: they act on something other than the target (the learnings), so they neither read
 * nor write its state and never hold it.
 */
export const CONTROLS: Partial<Record<HandlerName, Workflow<RunServices, LearningsCommand, Outcome>>> = {
  learnings: learningsWorkflow,
};
