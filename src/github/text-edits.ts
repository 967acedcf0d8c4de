// When an issue's or pull request's title and body last changed, read from GraphQL (REST has no
// `lastEditedAt`, and its `updated_at` moves with every comment and label): a workflow bound to
// the text as it stood at a writer's command refuses an edit made after it (core/edit-cutoff.ts).

import * as z from 'zod';
import { editedRefusal, editedSince, type TextEdits } from '../core/edit-cutoff.js';
import type { Target } from '../core/target.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { TEXT_EDITS } from './queries.js';

const Edited = z.object({
  lastEditedAt: z.string().nullable(),
  timelineItems: z.object({ nodes: z.array(z.object({ __typename: z.string().optional(), createdAt: z.string().optional() }).nullable()) }),
});

const TextEditsData = z.object({ repository: z.object({ issueOrPullRequest: Edited.nullable() }) });

/** The body's last edit and the title's last change (null: never); null when the target is gone. */
export async function loadTextEdits(octokit: Octokit, repo: RepoRef, number: number): Promise<TextEdits | null> {
  const data = TextEditsData.parse(await octokit.graphql(TEXT_EDITS, { owner: repo.owner, name: repo.repo, number }));
  const target = data.repository.issueOrPullRequest;
  if (target === null) return null;
  const renamed = target.timelineItems.nodes.findLast((n) => n?.__typename === 'RenamedTitleEvent' && n.createdAt !== undefined);
  return { bodyEditedAt: target.lastEditedAt, titleEditedAt: renamed?.createdAt ?? null };
}

/**
 * Null when the target's title and body stand as they did at the command (`cutoff`), else the one
 * line `verb` stops with. Read after the text itself, so no edit the read could include is missed.
 */
export async function editedAfterCommand(octokit: Octokit, repo: RepoRef, target: Target, verb: string, cutoff: string): Promise<string | null> {
  const kind = target.kind === 'issue' ? 'issue' : 'pull request';
  const edits = await loadTextEdits(octokit, repo, target.number);
  if (edits === null) return `#${target.number} is gone: nothing to ${verb}`;
  const part = editedSince(edits, cutoff);
  return part === null ? null : editedRefusal({ kind, part, verb });
}
