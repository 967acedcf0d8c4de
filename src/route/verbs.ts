// The verbs a person (or a trusted bot) can give tend, as a label `tend:<verb>` or a comment
// `/tend <verb>`, and what each may target: the registry's entries that a comment can ask for
// (src/registry/workflows.ts declares them; this is routing's view of it).

import { REGISTRY, type WorkflowName } from '../registry/workflows.js';
import { HOLD_LABEL } from '../core/labels.js';

/** The registry entries a comment verb names (every entry but chat, which only a dispatch starts). */
export type Verb = { [K in WorkflowName]: (typeof REGISTRY)[K]['verb'] extends string ? K : never }[WorkflowName];

export const VERBS = Object.fromEntries(
  (Object.keys(REGISTRY) as WorkflowName[]).filter((name) => REGISTRY[name].verb !== null).map((name) => [name, { targets: REGISTRY[name].targets, summary: REGISTRY[name].summary }]),
) as { readonly [K in Verb]: { readonly targets: (typeof REGISTRY)[K]['targets']; readonly summary: string } };

const LABEL_PREFIX = 'tend:';
/** `tend:hold` is a label-only way to say stop that stays visible on the pull request. */

export function isVerb(word: string): word is Verb {
  return Object.hasOwn(VERBS, word);
}

/** `/tend ship now` → { verb: 'ship', args: 'now' }; null when the comment is not addressed to tend. */
export function parseCommand(body: string): { word: string; args: string } | null {
  const firstLine = body.trimStart().split(/\r?\n/, 1)[0] ?? '';
  const match = /^\/tend(?:\s+(\S+))?(?:\s+(.*))?$/i.exec(firstLine.trim());
  if (!match) return null;
  return { word: (match[1] ?? '').toLowerCase(), args: (match[2] ?? '').trim() };
}

/** `tend:ship` → 'ship'; `tend:hold` → 'stop'; anything else → null. */
export function verbFromLabel(label: string): Verb | null {
  const name = label.trim().toLowerCase();
  if (name === HOLD_LABEL) return 'stop';
  if (!name.startsWith(LABEL_PREFIX)) return null;
  const found = (Object.keys(VERBS) as Verb[]).find((verb) => REGISTRY[verb].label === name);
  return found ?? null;
}
