// What follows tend's own merge, in one GraphQL request instead of three REST ones: delete the
// head branch, write the tracking comment's final state and take the tend:active label off.
// GitHub runs a mutation's fields one after another and answers each on its own, so the merge
// itself is never part of it (a failed merge must not be followed by a deleted branch): this is
// sent only after GitHub confirmed the merge. Every field is idempotent (a branch already gone
// is NOT_FOUND, which is what deleting wanted), so a request lost in transit is simply sent again
// by the client's retries.

import { ACTIVE_LABEL } from '../core/labels.js';
import { graphqlErrors, type GraphqlErrorEntry } from './api-errors.js';
import type { Octokit } from './client.js';
import { finishMergedDocument } from './queries.js';

export interface FinishMergedWrites {
  /** The head branch's Ref node id; null when there is nothing to delete. */
  refId: string | null;
  /** The tracking comment's node id and its new body. */
  comment: { id: string; body: string };
  /** The pull request and the label to take off (tend:active, and `alsoIds`: a tend:awaits label left on); null to leave labels alone. */
  label: { labelableId: string; labelId: string; alsoIds?: readonly string[] } | null;
  /**
   * The merged pull request's base, whose other open pull requests labelled tend:active have their
   * mergeability read in the same request (finishMergedDocument says why); null reads none.
   */
  warmBase?: string | null;
}

export interface FinishMergedOutcome {
  /** The branch is gone (deleted now, or already gone). */
  branchDeleted: boolean;
  labelRemoved: boolean;
  /** What GitHub refused, one line each (the tracking comment write never lands here: it throws). */
  notes: string[];
}

export async function finishMerged(octokit: Octokit, writes: FinishMergedWrites): Promise<FinishMergedOutcome> {
  const variables: Record<string, unknown> = { commentId: writes.comment.id, body: writes.comment.body };
  if (writes.refId !== null) variables.refId = writes.refId;
  if (writes.label !== null) Object.assign(variables, { labelableId: writes.label.labelableId, labelIds: [writes.label.labelId, ...(writes.label.alsoIds ?? [])] });
  if ((writes.warmBase ?? null) !== null) Object.assign(variables, { activeLabel: ACTIVE_LABEL, base: writes.warmBase });
  let failed: GraphqlErrorEntry[] = [];
  try {
    await octokit.graphql(finishMergedDocument(writes), variables);
  } catch (error) {
    // Fields GitHub refused come back as errors with their path; anything else is not an answer.
    failed = graphqlErrors(error) ?? [];
    if (failed.length === 0) throw error;
    // The other pull requests' read (warmBase) sits under the tracking comment's path, but it only
    // saves a later read, and what it lists anyone with triage can label: its failure is neither the
    // comment's nor the merge's.
    failed = failed.filter((e) => !(e.path?.[0] === 'tracking' && e.path[2] === 'repository'));
  }
  const errorOf = (field: string) => failed.find((e) => e.path?.[0] === field) ?? (failed.some((e) => !e.path) ? failed[0] : undefined);
  const tracking = errorOf('tracking');
  if (tracking) throw new Error(`GitHub refused to update the tracking comment after the merge: ${tracking.message}`);
  const notes: string[] = [];
  const branch = writes.refId === null ? undefined : errorOf('branch');
  // No ref to delete means the branch was already gone when the pull request was read.
  const branchDeleted = branch === undefined || branch.type === 'NOT_FOUND';
  if (branch && branch.type !== 'NOT_FOUND') notes.push(`The head branch was not deleted: ${branch.message}`);
  const label = writes.label === null ? undefined : errorOf('label');
  if (label) notes.push(`The tend:active label was not removed: ${label.message}`);
  return { branchDeleted, labelRemoved: writes.label !== null && label === undefined, notes };
}
