// The `triaged` prerequisite (src/registry/workflows.ts): plan runs only on an issue whose latest
// published triage verdict is valid. Read from the state in tend's own tracking comment (author and
// anchored marker, src/store/tracking-comment.ts), never from labels anyone can set. Pure.

import type { TargetState } from '../store/target-state.js';

/** Null when the issue holds a valid triage verdict, else why not (one clause, for the refusal). */
export function triagedCheck(state: TargetState | null): string | null {
  if (state?.triage) {
    return state.triage.status === 'valid' ? null : `its triage verdict is ${state.triage.status}, and plan needs a valid one (triage it again with \`/tend triage\`)`;
  }
  // States written before the verdict was kept in its own field: the triage run's own status.
  if (state?.workflow === 'triage' && state.status === 'valid') return null;
  return 'it has no valid triage verdict yet (ask for one with `/tend triage` first)';
}
