// The vocabulary of the ship workflow's decisions: severities, suggestions, parsed comments and
// per-thread decisions. What it decides on (PullSnapshot) is in src/core/pull-request.ts.

export type Severity = 'critical' | 'major' | 'minor' | 'nitpick' | 'unknown';

interface Suggestion {
  /** The text that replaces lines startLine..line of the thread (no trailing newline handling). */
  text: string;
}

export interface ParsedComment {
  /** Short name of the known review bot that wrote it (coderabbit, gemini ...), else null. */
  bot: string | null;
  severity: Severity;
  suggestions: Suggestion[];
}

export type ThreadDecision = 'fix' | 'ignore' | 'escalate';
