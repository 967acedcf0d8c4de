// Each registry entry's handler (src/registry/workflows.ts names it) bound to its workflow module.
// The registry sits below the workflows, so it names handlers and this table binds them; the
// Record type makes a new handler name in the registry a compile error here until it is bound.
// Each binding imports its module when a command asks for it, so a run loads the one workflow it
// runs (the bundle holds each in a chunk of its own; ship's is loaded anyway by advance.ts).

import type { Outcome, Workflow } from '../core/workflow.js';
import type { LearningsCommand } from '../learnings/handler.js';
import type { HandlerName } from '../registry/workflows.js';
import type { WorkflowRequest } from '../store/workflow-request.js';
import type { RunServices } from './services.js';

type Load<T> = () => Promise<Workflow<RunServices, T, Outcome>>;

/**
 * What runs when a command is admitted. `null`: the verb's whole effect is recorded by
 * decide-command.ts (status and stop answer and save; the chat thread and its approve / reject
 * are started by their own events and handled before admission, see command.ts; the learnings
 * verbs run from CONTROLS below).
 */
export const WORKFLOWS: Record<HandlerName, Load<WorkflowRequest> | null> = {
  ship: async () => (await import('../ship/handler.js')).shipWorkflow,
  triage: async () => (await import('../triage/handler.js')).triageWorkflow,
  review: async () => (await import('../review/handler.js')).reviewWorkflow,
  plan: async () => (await import('../plan/handler.js')).planWorkflow,
  implement: async () => (await import('../implement/handler.js')).implementWorkflow,
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
export const CONTROLS: Partial<Record<HandlerName, Load<LearningsCommand>>> = {
  learnings: async () => (await import('../learnings/handler.js')).learningsWorkflow,
};
