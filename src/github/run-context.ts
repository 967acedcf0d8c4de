// The first request of every run that acts: tend's own identity, the repository, the
// configuration file from the default branch and the target, in one GraphQL query.

import { z } from 'zod';
import { RefusalError } from '../run/errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { ACTIVE_TARGETS, PULLS_FOR_COMMIT, RUN_CONTEXT } from './queries.js';

const RunContextData = z.object({
  viewer: z.object({ login: z.string(), databaseId: z.number().nullable() }),
  repository: z
    .object({
      id: z.string(),
      nameWithOwner: z.string(),
      viewerPermission: z.string().nullable(),
      defaultBranchRef: z.object({ name: z.string() }).nullable(),
      config: z
        .object({ __typename: z.string(), text: z.string().nullable().optional(), isBinary: z.boolean().nullable().optional() })
        .nullable(),
      target: z
        .object({
          __typename: z.enum(['Issue', 'PullRequest']),
          id: z.string(),
          number: z.number(),
          title: z.string(),
          issueState: z.string().optional(),
          pullState: z.string().optional(),
          isDraft: z.boolean().optional(),
          headRefName: z.string().optional(),
          headRefOid: z.string().optional(),
          baseRefName: z.string().optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable(),
});

export type RunContext = z.infer<typeof RunContextData>;

export class RepositoryNotFoundError extends RefusalError {}

export async function loadRunContext(
  octokit: Octokit,
  repo: RepoRef,
  input: { configPath: string; defaultBranch: string | undefined; targetNumber: number | undefined },
): Promise<RunContext> {
  const variables = {
    owner: repo.owner,
    name: repo.repo,
    // The default branch, never the pull request head: a PR must not rewrite its own policy.
    configExpression: `${input.defaultBranch ?? 'HEAD'}:${input.configPath}`,
    number: input.targetNumber ?? 0,
    withTarget: input.targetNumber !== undefined,
  };
  let data: unknown;
  try {
    data = await octokit.graphql(RUN_CONTEXT, variables);
  } catch (error) {
    // A missing target comes back as a NOT_FOUND error next to otherwise good data.
    const partial = (error as { data?: unknown; errors?: Array<{ type?: string; path?: unknown[] }> });
    const onlyTargetMissing =
      partial.data !== undefined &&
      (partial.errors ?? []).every((e) => e.type === 'NOT_FOUND' && Array.isArray(e.path) && e.path.includes('target'));
    if (!onlyTargetMissing) throw error;
    data = partial.data;
  }
  const parsed = RunContextData.parse(data);
  if (!parsed.repository) throw new RepositoryNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  return parsed;
}

const PullsForCommitData = z.object({
  repository: z
    .object({
      object: z
        .object({
          __typename: z.string(),
          associatedPullRequests: z
            .object({ nodes: z.array(z.object({ number: z.number(), state: z.string(), headRefOid: z.string() })) })
            .optional(),
        })
        .nullable(),
    })
    .nullable(),
});

/** Open pull requests whose head is `sha`. */
export async function openPullsForCommit(octokit: Octokit, repo: RepoRef, sha: string): Promise<number[]> {
  const data = PullsForCommitData.parse(await octokit.graphql(PULLS_FOR_COMMIT, { owner: repo.owner, name: repo.repo, oid: sha }));
  const nodes = data.repository?.object?.associatedPullRequests?.nodes ?? [];
  return nodes.filter((n) => n.state === 'OPEN' && n.headRefOid === sha).map((n) => n.number);
}

const ActiveTargetsData = z.object({
  search: z.object({
    issueCount: z.number(),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
    nodes: z.array(z.object({ __typename: z.string(), number: z.number().optional() }).nullable()),
  }),
});

/** Every open issue and pull request with the active label, in pages of 100 (one request per page). */
export async function activeTargets(octokit: Octokit, repo: RepoRef, label: string): Promise<Array<{ kind: 'issue' | 'pull_request'; number: number }>> {
  const search = `repo:${repo.owner}/${repo.repo} is:open label:"${label}"`;
  const found: Array<{ kind: 'issue' | 'pull_request'; number: number }> = [];
  let after: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const data = ActiveTargetsData.parse(await octokit.graphql(ACTIVE_TARGETS, { search, after }));
    for (const node of data.search.nodes) {
      if (node?.number === undefined) continue;
      found.push({ kind: node.__typename === 'PullRequest' ? 'pull_request' : 'issue', number: node.number });
    }
    if (!data.search.pageInfo.hasNextPage) break;
    after = data.search.pageInfo.endCursor;
  }
  return found;
}
