// Learnings (src/core/learning.ts) as a review reads them: a service that returns the repository's
// recorded learnings, and the applicable ones as a quoted data section of the prompts. The store
// behind `/tend remember` is another module; until the run binds it, review reads none.

import { type Learning, learningsFor } from '../core/learning.js';
import { dataSection } from '../llm/prompts.js';
import { sanitizeForModel } from '../llm/untrusted-text.js';

/** Reads the repository's learnings; the run passes the store's reader in its services. */
export type ReadLearnings = () => Promise<Learning[]>;

/** The default when no store is bound: no learnings. */
export const noLearnings: ReadLearnings = async () => [];

/** The learnings that apply to a review of these files. */
export function reviewLearnings(all: readonly Learning[], paths: readonly string[]): Learning[] {
  return learningsFor(all, { workflow: 'review', paths });
}

/** Quoted data: a maintainer's directive is context for the model, never an instruction to it. */
export function learningsSection(learnings: readonly Learning[]): string {
  if (learnings.length === 0) return dataSection('learnings', '(none)');
  const lines = learnings.map((l) => `#${l.id} (by @${l.author.login}${l.scope.paths.length > 0 ? `, for ${l.scope.paths.join(', ')}` : ''}): ${sanitizeForModel(l.text)}`);
  return dataSection('learnings', lines.join('\n'));
}
