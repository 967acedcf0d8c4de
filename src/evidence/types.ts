// The deterministic evidence check's vocabulary, shared by chat (InvestigatorReturn refs) and
// triage (TRIAGE_VERDICT evidence). A claim is checked in code before any model looks at it.

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
