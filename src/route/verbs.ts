// The verbs a person (or a trusted bot) can give tend, as a label `tend:<verb>` or a comment
// `/tend <verb>`, and what each may target. The registry issue grows this; routing only needs to
// know the names and the targets.

export const VERBS = {
  ship: { targets: ['pull_request'], summary: 'take the pull request to merged' },
  fix: { targets: ['pull_request'], summary: 'one pass over the review threads, no merge' },
  triage: { targets: ['issue'], summary: 'decide whether the issue is actionable, with evidence' },
  status: { targets: ['issue', 'pull_request'], summary: 'answer with the current state' },
  stop: { targets: ['issue', 'pull_request'], summary: 'stop working on this target' },
  approve: { targets: ['issue'], summary: 'approve a drafted chat reply' },
  reject: { targets: ['issue'], summary: 'reject a drafted chat reply' },
} as const satisfies Record<string, { targets: readonly TargetKind[]; summary: string }>;

export type Verb = keyof typeof VERBS;
export type TargetKind = 'issue' | 'pull_request';

export const LABEL_PREFIX = 'tend:';
/** `tend:hold` is a label-only way to say stop that stays visible on the pull request. */
export const HOLD_LABEL = 'tend:hold';
/** Every comment tend writes carries this, so its own comments can never trigger it. */
export const OWN_MARKER = '<!-- tend:';

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
  const word = name.slice(LABEL_PREFIX.length);
  return isVerb(word) ? word : null;
}
