// Who put each label on a pull request, read from its timeline (GraphQL `LabeledEvent.actor`):
// a label that starts work is a command by whoever added it (ship/auto-label.ts decides).

import * as z from 'zod';
import type { Account } from '../core/account.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { LABEL_ACTORS } from './queries.js';

/** One `labeled` event: the label, who added it (null: an account GitHub no longer knows), when. */
export interface LabelEventRead {
  label: string;
  actor: Account | null;
  at: string;
}

// z.lazy: built at the first parse, not before the run's first request (run-context.ts).
const ActorData = z.lazy(() => z.object({ __typename: z.string(), login: z.string(), databaseId: z.number().nullable().optional() }).nullable());

/** A timeline connection of `labeled` events as `...TendLabeled` reads it (LABEL_ACTORS, RUN_CONTEXT). */
export const LabelEventNodes = z.lazy(() => z.object({
  nodes: z.array(
    z
      .object({ __typename: z.string(), createdAt: z.string().optional(), label: z.object({ name: z.string() }).optional(), actor: ActorData.optional() })
      .nullable(),
  ),
}));

const LabelActorsData = z.lazy(() => z.object({
  repository: z.object({
    pullRequest: z.object({ timelineItems: LabelEventNodes }).nullable(),
  }),
}));

/** The pull request's newest 100 `labeled` events, oldest first; [] when it is gone. */
export async function loadLabelEvents(octokit: Octokit, repo: RepoRef, number: number): Promise<LabelEventRead[]> {
  const data = LabelActorsData.parse(await octokit.graphql(LABEL_ACTORS, { owner: repo.owner, name: repo.repo, number }));
  return labelEventsOf(data.repository.pullRequest?.timelineItems);
}

/** The `labeled` events of a timeline connection, oldest first; [] when there is none. */
export function labelEventsOf(connection: z.infer<typeof LabelEventNodes> | undefined): LabelEventRead[] {
  return (connection?.nodes ?? []).flatMap((n) =>
    n && n.__typename === 'LabeledEvent' && n.label && n.createdAt
      ? [{ label: n.label.name, at: n.createdAt, actor: n.actor ? { login: n.actor.login, id: n.actor.databaseId ?? 0, type: n.actor.__typename } : null }]
      : [],
  );
}
