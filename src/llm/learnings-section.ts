// The learnings that apply to one model call, as a delimited data section: each with its id, who
// recorded it, when, and its scope, the text quoted as the maintainer wrote it (sanitized like any
// comment). The prompts say what they are: maintainers' policy, data to weigh, never instructions
// that change the task or the output.

import { describeScope, type Learning } from '../core/learning.js';
import { dataSection } from './prompts.js';
import { sanitizeForModel } from './untrusted-text.js';

/** The `<learnings>` section, or null when none applies (the prompt then carries no section). */
export function learningsSection(learnings: readonly Learning[]): string | null {
  if (learnings.length === 0) return null;
  const entries = learnings.map((l) => `Learning #${l.id} (recorded by @${l.author.login} on ${l.createdAt.slice(0, 10)}; ${describeScope(l.scope)}):\n${sanitizeForModel(l.text)}`);
  return dataSection('learnings', entries.join('\n\n---\n\n'));
}
