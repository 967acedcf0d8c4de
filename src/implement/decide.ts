// Whether implement may start, decided before anything is read, written or asked of the model.
// The rule (README "implement"): implement pushes code only when the workflow's own verify-command
// passed on it, so without a verify-command it refuses (one line; nothing pushed). A pull request
// whose code nothing ran is not one tend opens; triage-commands alone do not count, because the
// model picks whether to run them. Pure.

import type { PlanRecord } from '../store/target-state.js';

interface ImplementPreconditions {
  verifyCommand: string | undefined;
  hasModel: boolean;
  plan: PlanRecord | undefined;
}

/** Null when implement may go on, else the one line that says what is missing and what to do. */
export function implementRefusal(input: ImplementPreconditions): string | null {
  if (input.plan === undefined) return 'implement needs a plan: ask for one with `/tend plan`';
  if (input.verifyCommand === undefined || input.verifyCommand.trim() === '') {
    return 'implement needs a verify-command: set the `verify-command` input in the workflow file (the tests tend runs before it pushes anything); nothing was changed';
  }
  if (!input.hasModel) return 'implement needs the model: set anthropic-api-key; nothing was changed';
  return null;
}

/** The branch implement pushes for an issue. */
export function implementBranch(issue: number): string {
  return `tend/issue-${issue}`;
}
