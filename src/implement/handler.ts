// The implement workflow behind the Workflow interface: runs implement on one issue
// (run-implement.ts) with the run's services, and says what it did, with IMPLEMENT.md for the audit.

import type { Outcome, Workflow } from '../core/workflow.js';
import { pushTokenMayChangeWorkflows } from '../ship/workflow-fixes.js';
import type { WorkflowRequest } from '../store/workflow-request.js';
import type { TriageServices } from '../triage/handler.js';
import { issueOutcome, issueRunDeps } from '../triage/issue-run.js';
import type { ImplementReport } from './render.js';
import { runImplement } from './run-implement.js';

/** What implement needs from the run: what triage needs (an issue, a checkout, the model). */
export type ImplementServices = TriageServices;

/** An implement run: IMPLEMENT.md and what it pushed and opened. */
export type ImplementOutcome = Outcome & { implement?: { markdown: string; report: ImplementReport } | null };

export const implementWorkflow: Workflow<ImplementServices, WorkflowRequest, ImplementOutcome> = {
  async handle(services, request) {
    const deps = { ...issueRunDeps(services, 'implement'), canPushWorkflows: pushTokenMayChangeWorkflows(services.settings, { id: services.selfId }) };
    const ran = await runImplement(deps, request.target, request.tracking, request.state, request.store, services.selfId, request.triggeredAt);
    return { ...(await issueOutcome(services, 'implement', request.target, ran)), implement: ran.implement, ...(ran.implement ? { summary: [`### IMPLEMENT.md\n\n${ran.implement.markdown}`] } : {}) };
  },
};
