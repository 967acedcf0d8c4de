// Whether implement may start, decided before anything is read, written or asked of the model.
// The rule (README "implement"): implement pushes code only when the workflow's own verify-command
// passed on it, so without a verify-command it refuses (one line; nothing pushed). A pull request
// whose code nothing ran is not one tend opens; triage-commands alone do not count, because the
// model picks whether to run them. Pure.

import { issueTextHash } from '../plan/issue-text.js';
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

/** The line implement stops with when the issue no longer says what was planned. */
export const ISSUE_CHANGED = 'the issue changed after the plan: run /tend plan again';

/**
 * Null when implement may work from what a writer approved, else the one line that says why not.
 * A writer approves the plan as it stood when they gave the command (`commandAt`), and that plan
 * was made from one issue text (its hash in the record): a plan written after the command, or an
 * issue whose title or body no longer hashes the same (an author may edit it at any time), is
 * text no writer approved, so nothing is read, asked or pushed.
 */
export function approvedRefusal(input: { plan: PlanRecord; issue: { title: string; body: string }; commandAt: string | undefined }): string | null {
  if (input.commandAt !== undefined && !(Date.parse(input.plan.at) <= Date.parse(input.commandAt))) {
    return 'the plan was replaced after `/tend implement` was given: read the new plan and ask again';
  }
  if (input.plan.issue?.sha256 !== issueTextHash(input.issue)) return ISSUE_CHANGED;
  return null;
}

/** The branch implement pushes for an issue. */
export function implementBranch(issue: number): string {
  return `tend/issue-${issue}`;
}
