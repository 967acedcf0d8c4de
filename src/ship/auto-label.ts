// `ship.auto.labels`: a label that starts ship is a command by whoever added it, so it counts only
// when a person with write access or a trusted bot added it, as `/tend ship` does (issue #26).
// Which account added each label is read from the timeline; the decision here is pure.

import type { Account } from '../core/account.js';

/** A `labeled` event as the timeline shows it. */
export interface LabelEvent {
  label: string;
  actor: Account | null;
  at: string;
}

/**
 * For each of `labels` (the configured labels the pull request carries), the account whose
 * `labeled` event put it on last: that event is the one the label is there by. Null when the
 * event is not among those read or its account is gone: nobody vouches for the label.
 */
export function labelAdders(labels: readonly string[], events: readonly LabelEvent[]): Array<{ label: string; actor: Account | null }> {
  return labels.map((label) => {
    const last = events.filter((e) => e.label.toLowerCase() === label.toLowerCase()).at(-1);
    return { label, actor: last?.actor ?? null };
  });
}

/** The one-line note on the tracking comment when no label was added by someone who may steer. */
/** `refused.why` says who added the label and why that account may not steer (`was added by @x: …`). */
export function autoLabelRefusal(configPath: string, refused: { label: string; why: string }): string {
  return `ship.auto in ${configPath} did not start ship: the label '${refused.label}' ${refused.why}; a label that starts work counts as a command by whoever added it. Nothing was shipped: a writer's \`/tend ship\` (or the label added by a writer) starts it`;
}
