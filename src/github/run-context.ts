// The first request of every run that acts: tend's own identity, the repository, the
// configuration file from the default branch and the target with its comments (where the
// tracking comment is), in one GraphQL query. And the schedule sweep's targets, with what says
// which of them are due.

import * as z from 'zod';
import { RefusalError } from '../core/errors.js';
import { AWAITS_QUERY } from '../core/labels.js';
// GraphQL alone: the first read goes out before the client has its REST methods (run/run.ts).
import type { ClientCore } from './client-core.js';
import { FullDatabaseId } from './database-id.js';
import { LabelEventNodes } from './label-actors.js';
import type { RepoRef } from './comments.js';
import type { StoredComment } from '../store/tracking-comment.js';
import { isRulesFieldError, PullData, type PullRead, type ViewerRead } from './pull-snapshot.js';
import { LABELLED_TARGETS, RUN_CONTEXT, SWEEP_TARGETS } from './queries.js';
import { RecentPulls } from './recent-reviewers.js';

// This module loads before the run's first request and its answer is parsed after it: each schema
// is z.lazy, built at its first parse, so building them (with pull-snapshot.ts's, ~10 ms of CPU)
// no longer holds that request back. The answer is validated as before.

/** A page of issue comments as TendTrackingComments reads them. */
export const CommentsData = z.lazy(() => z.object({
  totalCount: z.number(),
  nodes: z.array(
    z
      .object({
        id: z.string(),
        fullDatabaseId: FullDatabaseId,
        body: z.string(),
        author: z.object({ login: z.string().optional(), __typename: z.string().optional(), databaseId: z.number().nullable().optional() }).nullable(),
        createdAt: z.string().optional(),
        lastEditedAt: z.string().nullable().optional(),
      })
      .nullable(),
  ),
}));

/** The comments as the tracking store sees them; null when there are more than the page holds. */
export function storedComments(connection: z.infer<typeof CommentsData> | undefined): StoredComment[] | null {
  if (!connection) return null;
  const nodes = connection.nodes.filter((n) => n !== null);
  if (connection.totalCount > nodes.length) return null;
  return nodes.map((n) => ({
    id: n.fullDatabaseId,
    body: n.body,
    authorId: n.author?.databaseId ?? 0,
    nodeId: n.id,
    ...(n.author?.login !== undefined && n.author.__typename !== undefined ? { author: { login: n.author.login, type: n.author.__typename } } : {}),
    ...(n.createdAt !== undefined ? { createdAt: n.createdAt, edited: (n.lastEditedAt ?? null) !== null } : {}),
  }));
}

/** RUN_CONTEXT's `actorAccess`: the collaborators list filtered to one login. */
const ActorAccess = z.lazy(() => z.object({ edges: z.array(z.object({ permission: z.string(), node: z.object({ databaseId: z.number().nullable() }) }).nullable()).nullable() }));

const NumberNodes = z.lazy(() => z.object({ nodes: z.array(z.object({ number: z.number() }).nullable()) }));

const RunContextData = z.lazy(() => z.object({
  viewer: z.object({ login: z.string(), databaseId: z.number().nullable() }),
  repository: z
    .object({
      id: z.string(),
      nameWithOwner: z.string(),
      /** Whether the repository is private: what tend copies into its issues and artifacts (chat threads) is public otherwise. */
      isPrivate: z.boolean(),
      viewerPermission: z.string().nullable(),
      defaultBranchRef: z.object({ name: z.string() }).nullable(),
      activeLabel: z.object({ id: z.string() }).nullable().optional(),
      /** The repository's `tend:awaits` labels with their node ids, read with the pull request (`withPull`). */
      awaitsLabels: z.object({ nodes: z.array(z.object({ id: z.string(), name: z.string() }).nullable()).nullable() }).nullable().optional(),
      /** The steering actor as a collaborator, when asked for (`actor`); null when GitHub would not list collaborators to this token. */
      actorAccess: ActorAccess.nullable().optional(),
      /** Open pull requests based on the head branch the event named (`headBranch`), when asked for. */
      basedOnHead: z.object({ totalCount: z.number().int() }).optional(),
      /** A sweep: the open targets labelled tend:active as the repository lists them (search may lag, E201). */
      labelledPulls: NumberNodes.optional(),
      labelledIssues: NumberNodes.optional(),
      /** The repository's recent pull requests (which bots act on it), when asked for (`withRecentPulls`). */
      recentPulls: RecentPulls.optional(),
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
          /** A pull request's labels (the first 20): whether a `tend:awaits` label is on, read whatever the route (a stop takes it off). */
          awaitsOn: z.object({ nodes: z.array(z.object({ name: z.string() }).nullable()).nullable() }).nullable().optional(),
          comments: CommentsData.optional(),
          /** Its newest `labeled` events, when asked for (`withLabelEvents`): when a label command was given. */
          labelEvents: LabelEventNodes.optional(),
        })
        .nullable()
        .optional(),
    })
    .nullable(),
}));

export type RunContext = z.infer<typeof RunContextData> & {
  /** The sweep's first page of targets, when asked for (`sweepLabel`). */
  sweep: SweepPage | null;
  /**
   * With the sweep: open targets with a recent `/tend` comment (where a lost command may be), and
   * closed targets still labelled (what a merge no workflow saw left behind).
   */
  sweepExtra: { commanded: SweepTarget[]; closed: SweepTarget[]; labelled: LabelledTarget[] } | null;
  /** The target pull request as PULL_SNAPSHOT reads it, when asked for (`withPull`) and it is one. */
  pull: { viewer: ViewerRead; pull: PullRead } | null;
  /** How many open pull requests are based on the head branch the event named; null when none was named. */
  basedOnHead: { branch: string; openPulls: number } | null;
  /** The steering actor's permission as the collaborators list gives it (lower-case, as REST spells it); null when not read or not listed. */
  actorPermission: KnownPermission | null;
};

/** A person's permission on the repository as one of GitHub's answers gave it, with whose it is. */
export interface KnownPermission {
  id: number;
  permission: string;
}

class RepositoryNotFoundError extends RefusalError {}

export async function loadRunContext(
  octokit: ClientCore,
  repo: RepoRef,
  input: {
    configPath: string;
    defaultBranch: string | undefined;
    targetNumber: number | undefined;
    withPull?: boolean;
    /** A sweep: its label, and since when a `/tend` comment may be a lost command. */
    sweepLabel?: string;
    commandsSince?: Date;
    activeLabel?: string;
    /** A new ship request: which review bots act on the repository is read here rather than with a second request. */
    withRecentPulls?: boolean;
    /** A label command: the target's newest `labeled` events say when it was given (a cutoff for text edited later). */
    withLabelEvents?: boolean;
    /** The target pull request's head branch as the event names it: open pull requests based on it are counted here. */
    headBranch?: string;
    /** The person steering the run (a command's author): their permission is read here, where GitHub lists it, rather than with a second request. */
    actor?: { login: string; id: number };
  },
): Promise<RunContext> {
  const variables = {
    owner: repo.owner,
    name: repo.repo,
    // The default branch, never the pull request head: a PR must not rewrite its own policy.
    configExpression: `${input.defaultBranch ?? 'HEAD'}:${input.configPath}`,
    number: input.targetNumber ?? 0,
    withTarget: input.targetNumber !== undefined,
    // A run about one pull request reads it here rather than with a second request.
    withPull: input.targetNumber !== undefined && input.withPull === true,
    // A sweep reads its first page of targets here rather than with a second request.
    sweep: input.sweepLabel === undefined ? '' : sweepSearch(repo, input.sweepLabel),
    withSweep: input.sweepLabel !== undefined,
    commanded: input.sweepLabel === undefined ? '' : commandedSearch(repo, input.commandsSince ?? new Date(0)),
    // Its node id lets a new request's label go on with the tracking comment's creation.
    activeLabel: input.activeLabel ?? '',
    withRecentPulls: input.withRecentPulls === true,
    withLabelEvents: input.targetNumber !== undefined && input.withLabelEvents === true,
    // What deleting the head after a merge needs to know, read before the merge rather than after it.
    headBranch: input.headBranch ?? '',
    withHeadBranch: input.targetNumber !== undefined && input.withPull === true && (input.headBranch ?? '') !== '',
    actor: input.actor?.login ?? '',
    withActor: input.actor !== undefined,
    // Their node ids let a push's tend:awaits label go on with the round's last write (ship/awaits.ts).
    // GitHub's label search matches words loosely (RULES E209): the one word, and the names are
    // filtered by the caller; a label not listed is created or read over REST instead.
    awaitsLabels: AWAITS_QUERY,
  };
  let data: unknown;
  try {
    data = await octokit.graphql(RUN_CONTEXT, variables);
  } catch (error) {
    // A missing target comes back as a NOT_FOUND error next to otherwise good data; so may a
    // base ref's rules this token may not read (then unknown: the merge gate reads them over REST).
    const partial = (error as { data?: unknown; errors?: Array<{ type?: string; path?: unknown[] }> });
    // The collaborators list refused ("Must have push access to view repository collaborators.",
    // FORBIDDEN) leaves the permission unknown: authorize.ts asks REST then.
    const tolerated = (e: { type?: string; path?: unknown[] }) =>
      (e.type === 'NOT_FOUND' && Array.isArray(e.path) && e.path.includes('target')) || isRulesFieldError(e) || (Array.isArray(e.path) && e.path.includes('actorAccess'));
    const onlyTolerated = partial.data !== undefined && (partial.errors ?? []).every(tolerated);
    if (!onlyTolerated) throw error;
    data = partial.data;
  }
  const parsed = RunContextData.parse(data);
  if (!parsed.repository) throw new RepositoryNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  const rawTarget = (data as { repository?: { target?: unknown } }).repository?.target;
  const pull = variables.withPull && parsed.repository.target?.__typename === 'PullRequest' ? { viewer: parsed.viewer, pull: PullData.parse(rawTarget) } : null;
  const rawSweep = (data as { sweep?: unknown }).sweep;
  const sweep = variables.withSweep ? SweepPage.parse(rawSweep) : null;
  const raw = data as { commanded?: unknown; repository?: { closedPulls?: { nodes?: unknown }; closedIssues?: { nodes?: unknown } } };
  const labelled = [
    ...numbersOf(parsed.repository.labelledPulls).map((number) => ({ kind: 'pull_request' as const, number })),
    ...numbersOf(parsed.repository.labelledIssues).map((number) => ({ kind: 'issue' as const, number })),
  ];
  const sweepExtra = variables.withSweep ? { commanded: sweepTargetsOf(SweepPage.parse(raw.commanded)), closed: closedTargets(raw.repository), labelled } : null;
  const counted = parsed.repository.basedOnHead;
  const basedOnHead = variables.withHeadBranch && counted ? { branch: variables.headBranch, openPulls: counted.totalCount } : null;
  return { ...parsed, pull, sweep, sweepExtra, basedOnHead, actorPermission: input.actor ? actorPermissionOf(parsed.repository.actorAccess, input.actor.id) : null };
}

/**
 * The actor's permission from the collaborators list, only when its one entry is theirs by
 * account id: a login is matched by GitHub, the id is checked here.
 */
function actorPermissionOf(access: z.infer<typeof ActorAccess> | null | undefined, id: number): KnownPermission | null {
  const edge = access?.edges?.find((e) => e !== null && e.node.databaseId === id);
  return edge ? { id, permission: edge.permission.toLowerCase() } : null;
}

/** A target the repository lists with the active label (LABELLED_TARGETS, or RUN_CONTEXT's labelled connections). */
export interface LabelledTarget {
  kind: 'issue' | 'pull_request';
  number: number;
}

function numbersOf(connection: z.infer<typeof NumberNodes> | undefined): number[] {
  return (connection?.nodes ?? []).flatMap((n) => (n ? [n.number] : []));
}

const LabelledData = z.lazy(() => z.object({
  repository: z
    .object({
      pullRequests: z.object({ nodes: z.array(z.object({ number: z.number(), headRefOid: z.string() }).nullable()) }),
      issues: NumberNodes,
    })
    .nullable(),
}));

/** The open pull requests (with their heads) and issues labelled `label`, listed by the repository rather than searched; one request. */
export async function labelledTargets(octokit: ClientCore, repo: RepoRef, label: string): Promise<Array<LabelledTarget & { headRefOid: string | null }>> {
  const data = LabelledData.parse(await octokit.graphql(LABELLED_TARGETS, { owner: repo.owner, name: repo.repo, label }));
  const pulls = (data.repository?.pullRequests.nodes ?? []).flatMap((n) => (n ? [{ kind: 'pull_request' as const, number: n.number, headRefOid: n.headRefOid }] : []));
  const issues = numbersOf(data.repository?.issues).map((number) => ({ kind: 'issue' as const, number, headRefOid: null }));
  return [...pulls, ...issues];
}

/**
 * The open pull requests tend works on (labelled `label`) whose head is `sha`, forks' included; one
 * GraphQL request. Not search: its index lags a push, so a check reported right after one would
 * find nothing (E201); not `GET /commits/{sha}/pulls` either, which lists no fork's pull request
 * for the fork's commits (E69). A pull request without the label has no work of tend's for a
 * commit event to advance (tend starts work on a command, a label or an opened pull request).
 */
export async function openPullsForCommit(octokit: ClientCore, repo: RepoRef, sha: string, label: string): Promise<number[]> {
  if (!/^[0-9a-f]{40}$/.test(sha)) return [];
  return (await labelledTargets(octokit, repo, label)).flatMap((t) => (t.kind === 'pull_request' && t.headRefOid === sha ? [t.number] : []));
}

const SweepPage = z.lazy(() => z.object({
  issueCount: z.number(),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  nodes: z.array(
    z
      .object({
        __typename: z.string(),
        number: z.number().optional(),
        headRefOid: z.string().optional(),
        comments: CommentsData.optional(),
        reviews: z
          .object({
            nodes: z.array(
              z
                .object({
                  commit: z.object({ oid: z.string() }).nullable(),
                  author: z.object({ __typename: z.string(), databaseId: z.number().nullable().optional() }).nullable(),
                })
                .nullable(),
            ),
          })
          .optional(),
        commits: z
          .object({ nodes: z.array(z.object({ commit: z.object({ oid: z.string(), statusCheckRollup: z.object({ state: z.string() }).nullable() }) }).nullable()) })
          .optional(),
      })
      .nullable(),
  ),
}));
type SweepPage = z.infer<typeof SweepPage>;

const SweepData = z.lazy(() => z.object({ search: SweepPage }));

/** One target of the sweep and what the sweep query saw of it. */
export interface SweepTarget {
  kind: 'issue' | 'pull_request';
  number: number;
  /** Its comments when the first page held them all (null: list them over REST). */
  comments: StoredComment[] | null;
  headRefOid: string | null;
  /** Who reviewed the head (of the last 30 reviews): account id and type. */
  headReviewers: Array<{ id: number; type: string }>;
  /** The head's combined check state (SUCCESS, FAILURE, PENDING, ...), null when none reported. */
  checksState: string | null;
}

/** The search for the sweep's targets: every open issue and pull request with the active label. */
function sweepSearch(repo: RepoRef, label: string): string {
  return `repo:${repo.owner}/${repo.repo} is:open label:"${label}"`;
}

/**
 * Open issues and pull requests with `/tend` in a comment, updated since `since`: where a command
 * whose run was lost may be, also where tend is not at work yet. GitHub's search may drop the
 * slash as punctuation and find every mention of tend: the comments themselves decide
 * (route/lost-commands.ts), so a wider answer costs nothing but room on the page.
 */
export function commandedSearch(repo: RepoRef, since: Date): string {
  return `repo:${repo.owner}/${repo.repo} is:open in:comments "/tend" updated:>=${searchTime(since)} sort:updated-desc`;
}

/**
 * Closed issues and pull requests still labelled, as the repository lists them (RUN_CONTEXT's
 * closedPulls and closedIssues, newest first): a merge by GitHub's auto-merge starts no workflow
 * (T8), so nothing else brings tend back to them. Listed, not searched: search's index lags the
 * merge (E201), and the sweep right after it would miss it. Finishing one takes the label off, so
 * the list drains by itself.
 */
function closedTargets(repository: { closedPulls?: { nodes?: unknown }; closedIssues?: { nodes?: unknown } } | undefined): SweepTarget[] {
  const nodes = [...((repository?.closedPulls?.nodes as unknown[] | undefined) ?? []), ...((repository?.closedIssues?.nodes as unknown[] | undefined) ?? [])];
  return sweepTargetsOf(SweepPage.parse({ issueCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null }, nodes }));
}

/** GitHub search's date-time form: `YYYY-MM-DDTHH:MM:SS+00:00`. */
function searchTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}+00:00`;
}

/**
 * Every open issue and pull request with the active label, 100 per request, with their comments.
 * `first` is the first page when RUN_CONTEXT already read it.
 */
export async function sweepTargets(octokit: ClientCore, repo: RepoRef, label: string, first: SweepPage | null = null): Promise<SweepTarget[]> {
  const search = sweepSearch(repo, label);
  const found: SweepTarget[] = [];
  let after: string | null = null;
  for (let page = 0; page < 10; page += 1) {
    const data: { search: SweepPage } = page === 0 && first ? { search: first } : SweepData.parse(await octokit.graphql(SWEEP_TARGETS, { search, after }));
    found.push(...sweepTargetsOf(data.search));
    if (!data.search.pageInfo.hasNextPage) break;
    after = data.search.pageInfo.endCursor;
  }
  return found;
}

/** The targets of one page of a sweep search, with what it saw of each. */
function sweepTargetsOf(page: SweepPage): SweepTarget[] {
  return page.nodes.flatMap((node) =>
    node?.number === undefined
      ? []
      : [
          {
            kind: node.__typename === 'PullRequest' ? ('pull_request' as const) : ('issue' as const),
            number: node.number,
            comments: storedComments(node.comments),
            headRefOid: node.headRefOid ?? null,
            headReviewers: (node.reviews?.nodes ?? []).flatMap((r) =>
              r?.author && r.commit?.oid === node.headRefOid ? [{ id: r.author.databaseId ?? 0, type: r.author.__typename }] : [],
            ),
            checksState: node.commits?.nodes.at(-1)?.commit.statusCheckRollup?.state ?? null,
          },
        ],
  );
}
