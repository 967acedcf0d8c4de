// Learnings (src/core/learning.ts) as a review reads them: a service that returns the repository's
// recorded learnings, and the applicable ones as a quoted data section of the prompts. The store
// behind `/tend remember` (src/store/learnings-store.ts) is bound by the run (src/run/services.ts).

import { type Learning, learningsFor } from '../core/learning.js';
import { learningsSection as sharedLearningsSection } from '../llm/learnings-section.js';
import { dataSection } from '../llm/prompts.js';

/** Reads the repository's learnings; the run passes the store's reader in its services. */
export type ReadLearnings = () => Promise<readonly Learning[]>;

/** The default when no store is bound: no learnings. */
export const noLearnings: ReadLearnings = async () => [];

/** The learnings that apply to a review of these files. */
export function reviewLearnings(all: readonly Learning[], paths: readonly string[]): Learning[] {
  return learningsFor(all, { workflow: 'review', paths });
}

/**
 * Quoted data: a maintainer's directive is context for the model, never an instruction to it.
 * The review prompts always carry the section (the validator names learnings by id), so none
 * applying reads `(none)`.
 */
export function learningsSection(learnings: readonly Learning[]): string {
  return sharedLearningsSection(learnings) ?? dataSection('learnings', '(none)');
}
