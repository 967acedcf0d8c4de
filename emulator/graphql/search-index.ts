// GitHub's search index, which lags the repository (emulator/RULES.md E201): issue search matches
// against documents indexed a while ago, not against the repository as it is now (the nodes it
// returns are read live). Observed: a fresh label takes seconds to minutes to show in search.
// Modelled in search requests, not time, so tests stay fast and deterministic: a search request
// matches against the index as it stood when the previous search request came in, so a change
// (a label, a push, a comment, a close) shows from the second search request after it. The first
// search request of a world sees the world as it is. On in every world; `state.searchLag = false`
// only where a test says why.

import type { Issue } from '../state.js';

/** What search matches an issue or pull request on, as indexed: its fields then, and its head then. */
export interface IndexedIssue {
  issue: Issue;
  head: string | null;
}

export class SearchIndex {
  /** The index the current search request answers from, and the one the next will. */
  private answering: Map<Issue, IndexedIssue> | null = null;
  private next: Map<Issue, IndexedIssue> | null = null;
  private request: number | undefined;

  /**
   * Time has passed (minutes, days): the index has caught up, and the next search request sees
   * the repository as it is. For a test whose story spans more than the lag.
   */
  settle(): void {
    this.answering = null;
    this.next = null;
  }

  /**
   * The documents search request `reader` matches against (each call within one request sees the
   * same index); `current` indexes the repositories as they are now.
   */
  documents(reader: number | undefined, current: () => Map<Issue, IndexedIssue>): Map<Issue, IndexedIssue> {
    if (this.answering === null || (reader !== undefined && reader !== this.request)) {
      const now = current();
      this.answering = this.next ?? now;
      this.next = now;
      this.request = reader;
    }
    return this.answering;
  }
}

/** An issue's searchable fields as they are now (a copy later changes do not reach). */
export function indexIssue(issue: Issue, head: (issue: Issue) => string | null): IndexedIssue {
  return {
    issue: { ...issue, labels: issue.labels.map((l) => ({ ...l })), comments: issue.comments.map((c) => ({ ...c })), pull: issue.pull ? { ...issue.pull } : null },
    head: head(issue),
  };
}

