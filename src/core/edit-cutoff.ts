// Text a writer's command covers is the text as it stood when they gave it: the author of an issue
// or pull request can edit its title and body at any moment, and an edit after the command is text
// no writer saw. Pure; the instants come from GitHub (github/text-edits.ts).

/** When the title and the body last changed; null: never since the target was opened. */
export interface TextEdits {
  bodyEditedAt: string | null;
  titleEditedAt: string | null;
}

/**
 * Which part of the text changed at or after the command (`cutoff`), or null when neither did.
 * GitHub's instants have whole seconds, so an edit in the command's own second counts as after
 * it (both are compared by the second); an instant that cannot be read counts as after too (it cannot be shown to be before).
 */
export function editedSince(edits: TextEdits, cutoff: string): 'title' | 'body' | null {
  const second = (instant: string) => Math.floor(Date.parse(instant) / 1000);
  const late = (at: string | null) => at !== null && !(second(at) < second(cutoff));
  if (late(edits.bodyEditedAt)) return 'body';
  if (late(edits.titleEditedAt)) return 'title';
  return null;
}

/** The one line a workflow stops with when its target's text changed after the command. */
export function editedRefusal(what: { kind: 'issue' | 'pull request'; part: 'title' | 'body'; verb: string }): string {
  const part = what.part === 'title' ? 'title' : what.kind === 'issue' ? 'body' : 'description';
  return `the ${what.kind}'s ${part} was edited after \`/tend ${what.verb}\` was given, so it is not what was asked for: read it and ask again`;
}

/** One `labeled` event as the target's timeline shows it (`LabeledEvent.createdAt`, `.actor`). */
export interface Labelling {
  label: string;
  actor: { id: number } | null;
  at: string;
}

/**
 * When a label command was given: the newest time `actorId` (the sender the run authorized) put
 * `label` on. A `labeled` payload carries no time and the run may start minutes later, so the
 * run's start would let an edit made while it queued pass. Any such labelling is a writer's
 * go-ahead on the text as it stood then; one by anyone else (a triage-role user can take the label
 * off and put it on again) is not. Null when the events read do not show it (a timeline crowded
 * with newer labels): the caller refuses rather than guess a later time.
 */
export function labelledAt(events: readonly Labelling[], label: string, actorId: number): string | null {
  const wanted = label.toLowerCase();
  let newest: string | null = null;
  for (const e of events) {
    if (e.label.toLowerCase() !== wanted || e.actor === null || e.actor.id !== actorId) continue;
    if (newest === null || Date.parse(e.at) > Date.parse(newest)) newest = e.at;
  }
  return newest;
}
