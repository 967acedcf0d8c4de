// Whether a command may run now, checked in this order: registry lookup → context check →
// prerequisite → per-target mutex. The prerequisite comes before the mutex (document 003): a
// workflow refused for want of its prior output says so, and leaves the target's labels alone. (Idempotency comes next, in decide-command.ts, on the event
// key; then the handler runs.) Pure: the run passes in what it read from GitHub.

import { REVIEW_END_STATUSES } from '../review/run-review.js';
import { isShipTerminal } from '../ship/machine.js';
import { isTriageTerminal } from '../triage/verdict.js';
import { triagedCheck } from '../triage/prerequisite.js';
import { isPlanTerminal } from '../plan/status.js';
import { plannedCheck } from '../plan/prerequisite.js';
import { isImplementTerminal } from '../implement/status.js';
import type { TargetState } from '../store/target-state.js';
import { registryEntry, REGISTRY, type Prerequisite, type WorkflowName } from '../registry/workflows.js';
import { type TargetKind } from '../core/target.js';

/** A prerequisite's check: null when met, else why not. The code that owns the prerequisite supplies it. */
type PrerequisiteCheck = (state: TargetState | null) => string | null;

interface AdmissionInput {
  name: string;
  target: { kind: TargetKind; number: number };
  /** The target's state on GitHub (`OPEN`, `CLOSED`, `MERGED`), or null when it does not exist. */
  targetState: string | null;
  state: TargetState | null;
  /**
   * Checks for prerequisites, by name. A prerequisite with no check here is not enforced, so a verb
   * whose workflow is not built yet keeps recording the request (approve / reject until chat lands).
   */
  prerequisites: Partial<Record<Prerequisite, PrerequisiteCheck>>;
}

/** The prerequisites tend enforces, each checked by the workflow that owns it. */
export const PREREQUISITE_CHECKS: Partial<Record<Prerequisite, PrerequisiteCheck>> = { triaged: triagedCheck, planned: plannedCheck };

/** Workflows that work on open issues only. */
const OPEN_ISSUES_ONLY = new Set<string>(['triage', 'plan', 'implement']);

type Admission = { admitted: true; name: WorkflowName } | { admitted: false; step: 'registry' | 'context' | 'prerequisite' | 'mutex'; why: string };

/**
 * Statuses after which a workflow no longer holds its target: nothing asked yet, stopped, the chat
 * decisions, and each workflow's own end statuses (ship's and triage's, from their own modules).
 */
const RELEASED = new Set(['idle', 'stopped', 'rejected', 'approved', 'posted']);

function isReleased(status: string): boolean {
  return RELEASED.has(status) || isShipTerminal(status) || isTriageTerminal(status) || REVIEW_END_STATUSES.includes(status) || isPlanTerminal(status) || isImplementTerminal(status);
}

/** Whether a workflow of tend's still holds the target (the work `tend:active` marks). */
export function holdsTarget(state: TargetState | null): boolean {
  return state !== null && state.workflow !== null && !isReleased(state.status);
}

export function admit(input: AdmissionInput): Admission {
  const entry = registryEntry(input.name);
  if (entry === null) return { admitted: false, step: 'registry', why: `'${input.name}' is not a workflow tend knows; known: ${Object.keys(REGISTRY).join(', ')}` };
  const name = input.name as WorkflowName;
  const noun = input.target.kind === 'issue' ? 'issue' : 'pull request';
  if (!entry.targets.includes(input.target.kind)) return { admitted: false, step: 'context', why: `'${name}' does not apply to a ${noun}` };
  if (input.targetState === null) return { admitted: false, step: 'context', why: `#${input.target.number} does not exist` };
  if (entry.kind === 'workflow' && OPEN_ISSUES_ONLY.has(name) && input.targetState !== 'OPEN') {
    return { admitted: false, step: 'context', why: `#${input.target.number} is ${input.targetState.toLowerCase()}; ${name} works on open issues` };
  }
  const missing = entry.prerequisite === 'none' ? null : (input.prerequisites[entry.prerequisite]?.(input.state) ?? null);
  if (missing !== null) return { admitted: false, step: 'prerequisite', why: `'${name}' cannot run yet: ${missing}` };
  const holder = input.state;
  if (entry.kind === 'workflow' && holder?.workflow && holder.workflow !== name && !isReleased(holder.status) && !sameFamily(holder.workflow, name)) {
    return { admitted: false, step: 'mutex', why: `${holder.workflow} is ${holder.status} on this ${noun}; stop it first with \`/tend stop\`` };
  }
  return { admitted: true, name };
}

/** fix is one pass of ship: switching between them on a pull request is a change of mode, not a second workflow. */
function sameFamily(a: WorkflowName, b: WorkflowName): boolean {
  return REGISTRY[a].handler === REGISTRY[b].handler;
}
