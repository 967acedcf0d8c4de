// The `planned` prerequisite (src/registry/workflows.ts): implement runs only on an issue that holds
// a plan, read from the state in tend's own tracking comment (never from a label or comment text). Pure.

import type { TargetState } from '../store/target-state.js';

/** Null when the issue holds a plan, else why not (one clause, for the refusal). */
export function plannedCheck(state: TargetState | null): string | null {
  if (state?.plan) return null;
  return 'it has no plan yet (ask for one with `/tend plan` once the issue is triaged valid)';
}
