// The plan workflow behind the Workflow interface: runs the plan of one issue (run-plan.ts) with
// the run's services, and says what it did, with PLAN.md and the plan record for the audit.

import type { Outcome, Workflow } from '../core/workflow.js';
import type { PlanRecord } from '../store/target-state.js';
import { commandTime, type WorkflowRequest } from '../store/workflow-request.js';
import { discussionOf, type TriageServices } from '../triage/handler.js';
import { issueOutcome, issueRunDeps } from '../triage/issue-run.js';
import { runPlan } from './run-plan.js';

/** What plan needs from the run: what triage needs (an issue, a checkout, the model, the digest). */
export type PlanServices = TriageServices;

/** A plan run: PLAN.md and the plan as the state keeps it. */
export type PlanOutcome = Outcome & { plan?: { markdown: string; record: PlanRecord } | null };

export const planWorkflow: Workflow<PlanServices, WorkflowRequest, PlanOutcome> = {
  async handle(services, request) {
    // A maintainer's comment after the last plan steers this one: the digest marks it a directive.
    const ran = await runPlan({ ...issueRunDeps(services, 'plan'), discussion: discussionOf(services, request) }, request.target, request.tracking, request.state, request.store, services.selfId, commandTime(services, request));
    return { ...(await issueOutcome(services, 'plan', request.target, ran)), plan: ran.plan, ...(ran.plan ? { summary: [`### PLAN.md\n\n${ran.plan.markdown}`] } : {}) };
  },
};
