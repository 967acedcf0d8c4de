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
