// The `tend:awaits <bot>` label (core/labels.ts) over GitHub: its node id (created in the repository
// the first time, one REST request), and taking it off in the write a run makes anyway, reading
// back the reviews its skips could have hidden.

import * as z from 'zod';
import { AWAITS_LABEL_DESCRIPTION } from '../core/labels.js';
import { graphqlErrors, restFailure } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { saveAndUnlabelDocument } from './queries.js';

/** The colour of the label on GitHub's label page (a quiet grey: it only says what tend waits for). */
const COLOR = 'ededed';

const LabelJson = z.object({ node_id: z.string() });

/**
 * The label's node id: `known` when the run's first query read it (RUN_CONTEXT's awaitsLabels),
 * else created now; one that another run created meanwhile (422 already_exists) is read instead.
 */
export async function awaitsLabelId(octokit: Octokit, repo: RepoRef, name: string, known: ReadonlyMap<string, string>): Promise<string> {
  const found = [...known].find(([n]) => n.toLowerCase() === name.toLowerCase());
  if (found) return found[1];
  try {
    const created = await octokit.request('POST /repos/{owner}/{repo}/labels', { ...repo, name, color: COLOR, description: AWAITS_LABEL_DESCRIPTION });
    return LabelJson.parse(created.data).node_id;
  } catch (error) {
    if (restFailure(error)?.status !== 422) throw error;
    const read = await octokit.request('GET /repos/{owner}/{repo}/labels/{name}', { ...repo, name });
    return LabelJson.parse(read.data).node_id;
  }
}

const Payload = z.object({
  label: z.object({ labelable: z.object({ reviews: z.object({ nodes: z.array(z.object({ id: z.string() }).nullable()) }).optional() }).nullable() }).nullable(),
});

export interface UnlabelOutcome {
  /** GitHub took the labels off (a refusal leaves them on; the tracking comment is written either way). */
  removed: boolean;
  /** The node ids of the pull request's latest reviews, read after the label came off. */
  reviewIds: string[];
}

/**
 * Writes the tracking comment (when `comment` is given) and takes the labels off, in one request.
 * A refused tracking write throws, as the REST write it replaces would; a refused removal leaves
 * the label on (it only delays tend: the next run that writes takes it off) and reads nothing back.
 */
export async function saveAndUnlabel(
  octokit: Octokit,
  writes: { comment: { id: string; body: string } | null; labelableId: string; labelIds: readonly string[] },
): Promise<UnlabelOutcome> {
  const variables = { ...(writes.comment ? { commentId: writes.comment.id, body: writes.comment.body } : {}), labelableId: writes.labelableId, labelIds: writes.labelIds };
  let data: unknown;
  try {
    data = await octokit.graphql(saveAndUnlabelDocument(writes.comment !== null), variables);
  } catch (error) {
    const failed = graphqlErrors(error);
    if (!failed || failed.length === 0 || failed.some((e) => e.path?.[0] !== 'label')) throw error;
    return { removed: false, reviewIds: [] };
  }
  const labelable = Payload.parse(data).label?.labelable;
  return { removed: true, reviewIds: (labelable?.reviews?.nodes ?? []).flatMap((n) => (n ? [n.id] : [])) };
}
