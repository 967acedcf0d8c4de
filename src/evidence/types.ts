// The deterministic evidence check's vocabulary, shared by chat (InvestigatorReturn refs) and
// triage (TRIAGE_VERDICT evidence). A claim is checked in code before any model looks at it.

import * as z from 'zod';

const EVIDENCE_KINDS = ['file', 'log_query', 'git_commit', 'external_doc', 'memory', 'triage_file'] as const;

/**
 * One piece of evidence. A `file` ref is `path:start-end` (or `path:line`) and must carry the
 * verbatim `quote` of those lines, so the deterministic check can compare it byte for byte.
 */
export const EvidenceRefSchema = z
  .object({
    kind: z.enum(EVIDENCE_KINDS),
    ref: z.string().min(1).max(2000),
    supports_claim: z.string().min(1).max(1000),
    quote: z.string().max(4000).optional(),
  })
  .strict()
  .refine((e) => e.kind !== 'file' || (e.quote !== undefined && e.quote.trim() !== ''), {
    message: 'a file evidence ref must carry the verbatim quote of the lines it cites',
    path: ['quote'],
  });
export type EvidenceRef = z.infer<typeof EvidenceRefSchema>;

/** verified: the cited thing exists and says what is quoted. fabricated: it does not (or escapes the root). uncheckable: nothing in the checkout can confirm or refute it (a log query, an external doc). */
export type EvidenceResult = 'verified' | 'fabricated' | 'uncheckable';

/** A file citation: lines `startLine..endLine` (1-based, inclusive) of `path`, relative to the checkout root. */
export interface FileCitation {
  path: string;
  startLine: number;
  endLine: number;
  /** The verbatim text of those lines as the citer saw it; compared after normalising line endings and trailing whitespace. */
  quote?: string;
}

export interface EvidenceCheck {
  /** The ref exactly as cited (e.g. `src/a.ts:10-12`, a commit SHA). */
  ref: string;
  result: EvidenceResult;
  /** One line a human can act on: what was checked and what was found. */
  reason: string;
}
