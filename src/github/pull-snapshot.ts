// Everything the ship workflow decides on, read from GitHub in one GraphQL request (PULL_SNAPSHOT)
// and, only when a list is longer than 100, its next pages. The answer is parsed with zod and
// turned into the plain PullSnapshot of src/ship/types.ts: checks normalised to five states, the
// newest one per name, accounts reduced to login, type and id.

import * as z from 'zod';
import { RefusalError } from '../core/errors.js';
import { graphqlErrors, graphqlPartial, type GraphqlErrorEntry } from './api-errors.js';
import { FullDatabaseId, ReviewDatabaseId } from './database-id.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { loadBranchRules } from './branch-rules.js';
import { PULL_CHECKS_PAGE, PULL_REVIEWS_PAGE, PULL_SNAPSHOT, PULL_THREADS_PAGE, pullSnapshotsDocument } from './queries.js';
import { type Actor, type BranchDeletionFacts, type ReviewThread, type Review, type Check, type PullSnapshot } from '../core/pull-request.js';

/** A safety stop: 50 pages of 100 is far beyond any real pull request. */
const MAX_PAGES = 50;

// Each schema is z.lazy, built at its first parse: run-context.ts loads this module before the
// run's first request, whose answer is parsed only after it (see there).
const ActorData = z.lazy(() => z.object({ __typename: z.string(), login: z.string(), databaseId: z.number().nullable().optional() }).nullable());

const Oid = z.lazy(() => z.object({ oid: z.string() }).nullable());

const PageInfo = z.lazy(() => z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }));

const ReviewData = z.lazy(() => z.object({
  id: z.string(),
  fullDatabaseId: ReviewDatabaseId,
  author: ActorData,
  authorCanPushToRepository: z.boolean(),
  state: z.string(),
  body: z.string(),
  commit: Oid,
  submittedAt: z.string().nullable(),
}));

const ThreadData = z.lazy(() => z.object({
  id: z.string(),
  isResolved: z.boolean(),
  // A User (resolvedBy is typed User in GitHub's schema), or null: unresolved, or an account GitHub no longer shows.
  resolvedBy: ActorData.optional(),
  isOutdated: z.boolean(),
  viewerCanResolve: z.boolean(),
  viewerCanReply: z.boolean(),
  path: z.string(),
  line: z.number().nullable(),
  startLine: z.number().nullable(),
  originalLine: z.number().nullable(),
  originalStartLine: z.number().nullable(),
  diffSide: z.enum(['LEFT', 'RIGHT']),
  comments: z.object({
    totalCount: z.number(),
    nodes: z.array(
      z.object({
        id: z.string(),
        fullDatabaseId: FullDatabaseId,
        author: ActorData,
        body: z.string(),
        createdAt: z.string(),
        lastEditedAt: z.string().nullable(),
        commit: Oid,
        originalCommit: Oid,
        diffHunk: z.string(),
      }),
    ),
  }),
}));

const ContextData = z.lazy(() => z.discriminatedUnion('__typename', [
  z.object({
    __typename: z.literal('CheckRun'),
    databaseId: z.number().nullable(),
    name: z.string(),
    status: z.string(),
    conclusion: z.string().nullable(),
    isRequired: z.boolean(),
    checkSuite: z
      .object({
        app: z.object({ databaseId: z.number().nullable(), slug: z.string() }).nullable(),
        workflowRun: z.object({ workflow: z.object({ name: z.string() }) }).nullable(),
      })
      .nullable(),
  }),
  z.object({
    __typename: z.literal('StatusContext'),
    context: z.string(),
    state: z.string(),
    createdAt: z.string(),
    isRequired: z.boolean(),
    creator: ActorData,
  }),
]));

/** `Ref.rules`: the rules of the active rulesets on the base; only required status checks matter here. */
const RulesData = z.lazy(() => z.object({
  totalCount: z.number(),
  nodes: z.array(
    z
      .object({
        type: z.string(),
        // Another rule type's parameters come back as `{}` (the fragment selects only this one), or null.
        parameters: z.object({ requiredStatusChecks: z.array(z.object({ context: z.string() })).optional() }).nullable(),
      })
      .nullable(),
  ),
}));

const ReviewPage = z.lazy(() => z.object({ pageInfo: PageInfo, nodes: z.array(ReviewData.nullable()) }));
const ThreadPage = z.lazy(() => z.object({ pageInfo: PageInfo, nodes: z.array(ThreadData.nullable()) }));
const ContextPage = z.lazy(() => z.object({ pageInfo: PageInfo, nodes: z.array(ContextData.nullable()) }));

/** The pull request as the TendPull fragment reads it (PULL_SNAPSHOT, and RUN_CONTEXT's target). */
export const PullData = z.lazy(() => z.object({
  id: z.string(),
  number: z.number(),
  title: z.string(),
  state: z.enum(['OPEN', 'CLOSED', 'MERGED']),
  isDraft: z.boolean(),
  author: ActorData,
  headRefName: z.string(),
  headRefOid: z.string(),
  baseRefName: z.string(),
  baseRefOid: z.string(),
  isCrossRepository: z.boolean(),
  maintainerCanModify: z.boolean().optional(),
  mergeable: z.enum(['MERGEABLE', 'CONFLICTING', 'UNKNOWN']),
  mergeStateStatus: z.string(),
  viewerCanMergeAsAdmin: z.boolean(),
  reviewDecision: z.enum(['APPROVED', 'CHANGES_REQUESTED', 'REVIEW_REQUIRED']).nullable(),
  headRef: z
    .object({
      id: z.string(),
      refUpdateRule: z.object({ allowsDeletions: z.boolean() }).nullable(),
      // The head's rulesets (E109), for whether one forbids deleting it after the merge.
      rules: z.object({ totalCount: z.number(), nodes: z.array(z.object({ type: z.string() }).nullable()) }).nullable().optional(),
    })
    .nullable(),
  labels: z.object({ nodes: z.array(z.object({ id: z.string(), name: z.string() }).nullable()) }).nullable(),
  autoMergeRequest: z.object({ enabledAt: z.string().nullable() }).nullable(),
  baseRef: z
    .object({
      refUpdateRule: z
        .object({
          requiredStatusCheckContexts: z.array(z.string().nullable()).nullable(),
          requiredApprovingReviewCount: z.number().nullable(),
        })
        .nullable(),
      // Null when GitHub does not let this token read the rulesets (who may is not published, E109).
      rules: RulesData.nullable(),
    })
    .nullable(),
  reviews: ReviewPage,
  reviewThreads: ThreadPage,
  issueComments: z.object({ nodes: z.array(z.object({ author: ActorData, body: z.string(), createdAt: z.string() }).nullable()) }),
  commits: z.object({
    nodes: z.array(
      z
        .object({
          commit: z.object({
            oid: z.string(),
            statusCheckRollup: z.object({ contexts: ContextPage }).nullable(),
          }),
        })
        .nullable(),
    ),
  }),
}));

export type PullRead = z.infer<typeof PullData>;

const Viewer = z.lazy(() => z.object({ login: z.string(), databaseId: z.number().nullable() }));
export type ViewerRead = z.infer<typeof Viewer>;

const SnapshotData = z.lazy(() => z.object({
  viewer: Viewer,
  repository: z.object({ pullRequest: PullData }).nullable(),
}));

const ReviewsPageData = z.lazy(() => z.object({ repository: z.object({ pullRequest: z.object({ reviews: ReviewPage }) }) }));
const ThreadsPageData = z.lazy(() => z.object({ repository: z.object({ pullRequest: z.object({ reviewThreads: ThreadPage }) }) }));
const ChecksPageData = z.lazy(() => z.object({
  repository: z.object({
    object: z.object({ statusCheckRollup: z.object({ contexts: ContextPage }).nullable().optional() }).nullable(),
  }),
}));

type ContextNode = z.infer<typeof ContextData>;

export class PullRequestNotFoundError extends RefusalError {}

/** The pull request as the ship workflow sees it: one request when every list fits in 100. */
export async function loadPullSnapshot(octokit: Octokit, repo: RepoRef, number: number): Promise<PullSnapshot> {
  const base = { owner: repo.owner, name: repo.repo, number };
  const data = SnapshotData.parse(await request(octokit, repo, number, PULL_SNAPSHOT, base));
  const pull = data.repository?.pullRequest;
  if (!pull) throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  return snapshotFromPull(octokit, repo, data.viewer, pull);
}

/**
 * Pull requests in one request (queries.ts, pullSnapshotsDocument): more than one snapshot's worth
 * of nodes, so few to a request, well inside GitHub's node limit (500,000) at 100 threads of 100
 * comments each.
 */
const SNAPSHOTS_PER_REQUEST = 10;

/**
 * Several pull requests' snapshots, SNAPSHOTS_PER_REQUEST to a request. A pull request GitHub did
 * not answer, or a request that failed, leaves its numbers out: each caller reads those on its own
 * (loadPullSnapshot), which says what is wrong.
 */
export async function loadPullSnapshots(octokit: Octokit, repo: RepoRef, numbers: readonly number[]): Promise<Map<number, PullSnapshot>> {
  const read = new Map<number, PullSnapshot>();
  for (let at = 0; at < numbers.length; at += SNAPSHOTS_PER_REQUEST) {
    const chunk = numbers.slice(at, at + SNAPSHOTS_PER_REQUEST);
    let data: unknown;
    try {
      data = await octokit.graphql(pullSnapshotsDocument(chunk.length), { owner: repo.owner, name: repo.repo, ...Object.fromEntries(chunk.map((n, i) => [`n${i}`, n])) });
    } catch (error) {
      const partial = graphqlPartial(error);
      // A pull request that is not there is left out with its error; any other error leaves them all out.
      const notThere = (e: GraphqlErrorEntry) => e.type === 'NOT_FOUND' && e.path?.length === 2 && e.path[0] === 'repository' && /^p\d+$/.test(String(e.path[1]));
      if (!partial || !partial.errors.every((e) => isRulesFieldError(e) || notThere(e))) continue;
      data = partial.data;
    }
    const parsed = SnapshotsData.safeParse(data);
    if (!parsed.success || !parsed.data.repository) continue;
    for (const [i, number] of chunk.entries()) {
      const pull = parsed.data.repository[`p${i}`];
      if (pull) read.set(number, await snapshotFromPull(octokit, repo, parsed.data.viewer, pull));
    }
  }
  return read;
}

const SnapshotsData = z.lazy(() => z.object({ viewer: Viewer, repository: z.record(z.string(), PullData.nullable()).nullable() }));

/** The snapshot from a first page already read (here or by RUN_CONTEXT): longer lists continue with the page queries. */
export async function snapshotFromPull(octokit: Octokit, repo: RepoRef, viewer: ViewerRead, pull: PullRead): Promise<PullSnapshot> {
  const number = pull.number;
  const base = { owner: repo.owner, name: repo.repo, number };
  const reviews = await allPages(pull.reviews, async (after) =>
    ReviewsPageData.parse(await request(octokit, repo, number, PULL_REVIEWS_PAGE, { ...base, after })).repository.pullRequest.reviews,
  );
  const threads = await allPages(pull.reviewThreads, async (after) =>
    ThreadsPageData.parse(await request(octokit, repo, number, PULL_THREADS_PAGE, { ...base, after })).repository.pullRequest.reviewThreads,
  );
  const head = pull.commits.nodes.at(-1)?.commit;
  const contexts = head?.statusCheckRollup
    ? await allPages(head.statusCheckRollup.contexts, async (after) => {
        const page = ChecksPageData.parse(await request(octokit, repo, number, PULL_CHECKS_PAGE, { ...base, oid: head.oid, after }));
        const rollup = page.repository.object?.statusCheckRollup;
        if (!rollup) throw new Error(`The checks of commit ${head.oid} disappeared while tend was reading them.`);
        return rollup.contexts;
      })
    : [];

  const rule = pull.baseRef?.refUpdateRule ?? null;
  return {
    viewer: { login: viewer.login, id: viewer.databaseId ?? 0 },
    id: pull.id,
    number: pull.number,
    title: pull.title,
    state: pull.state,
    isDraft: pull.isDraft,
    author: toActor(pull.author),
    headRefName: pull.headRefName,
    headRefOid: pull.headRefOid,
    baseRefName: pull.baseRefName,
    baseRefOid: pull.baseRefOid,
    isCrossRepository: pull.isCrossRepository,
    maintainerCanModify: pull.maintainerCanModify ?? false,
    mergeable: pull.mergeable,
    mergeStateStatus: pull.mergeStateStatus,
    viewerCanMergeAsAdmin: pull.viewerCanMergeAsAdmin,
    reviewDecision: pull.reviewDecision,
    labels: (pull.labels?.nodes ?? []).flatMap((l) => (l ? [l.name] : [])),
    labelIds: Object.fromEntries((pull.labels?.nodes ?? []).flatMap((l) => (l ? [[l.name, l.id]] : []))),
    headRefId: pull.headRef?.id ?? null,
    ...(pull.headRef ? { deletionFacts: headDeletionFacts(pull.headRef) } : {}),
    reviews: reviews.map(toReview),
    threads: threads.map(toThread),
    comments: pull.issueComments.nodes.flatMap((c) => (c ? [{ author: toActor(c.author), body: c.body, createdAt: c.createdAt }] : [])),
    checks: newestPerName(contexts.map(toCheck)),
    requiredChecks: rule ? (rule.requiredStatusCheckContexts ?? []).filter((c): c is string => c !== null) : null,
    requiredApprovals: rule?.requiredApprovingReviewCount ?? 0,
    autoMergeEnabled: pull.autoMergeRequest !== null,
    ...rulesetChecksOf(pull.baseRef?.rules ?? null),
  };
}

/**
 * The contexts the base's rulesets require, as `Ref.rules` lists them, when the snapshot read all
 * of them; nothing (the merge gate then reads REST rules/branches) when GitHub answered null, the
 * base ref is gone, or there are more rules than one page.
 */
function rulesetChecksOf(rules: z.infer<typeof RulesData> | null): Pick<PullSnapshot, 'rulesetChecks'> {
  if (!rules || rules.nodes.length < rules.totalCount) return {};
  const contexts = rules.nodes.flatMap((r) => (r?.type === 'REQUIRED_STATUS_CHECKS' ? (r.parameters?.requiredStatusChecks ?? []) : []));
  return { rulesetChecks: [...new Set(contexts.map((c) => c.context))] };
}

/**
 * What the snapshot tells of deleting the head after the merge: its classic protection, and whether
 * a ruleset forbids deletion when `Ref.rules` listed them all (else the deletion step reads REST
 * rules/branches, as before).
 */
function headDeletionFacts(head: NonNullable<z.infer<typeof PullData>['headRef']>): Partial<BranchDeletionFacts> {
  const rules = head.rules ?? null;
  return {
    protectedAgainstDeletion: head.refUpdateRule !== null && !head.refUpdateRule.allowsDeletions,
    ...(rules && rules.nodes.length >= rules.totalCount ? { rulesetRestrictsDeletion: rules.nodes.some((r) => r?.type === 'DELETION') } : {}),
  };
}

/**
 * Whether a GraphQL error is a field error on the base or head ref's `rules`: GitHub answers the rest, and
 * `rules` null. Who may read that field is not published (E109), so a refusal there means "not
 * known", and the merge gate reads REST rules/branches instead.
 */
export function isRulesFieldError(error: { path?: readonly unknown[] | undefined }): boolean {
  return Array.isArray(error.path) && error.path.at(-1) === 'rules' && (error.path.at(-2) === 'baseRef' || error.path.at(-2) === 'headRef');
}

/** A missing repository or pull request is a NOT_FOUND error next to partial data; say which. */
async function request(octokit: Octokit, repo: RepoRef, number: number, query: string, variables: Record<string, unknown>): Promise<unknown> {
  try {
    return await octokit.graphql(query, variables);
  } catch (error) {
    const partial = graphqlPartial(error);
    if (partial && partial.errors.every(isRulesFieldError)) return partial.data;
    const notFound = (graphqlErrors(error) ?? []).filter((e) => e.type === 'NOT_FOUND');
    if (notFound.some((e) => /\bRepository\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
    }
    if (notFound.some((e) => /\bPullRequest\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Pull request #${number} was not found in ${repo.owner}/${repo.repo}.`);
    }
    throw error;
  }
}

interface Page<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<T | null>;
}

async function allPages<T>(first: Page<T>, next: (after: string) => Promise<Page<T>>): Promise<T[]> {
  const items = first.nodes.filter((n): n is T => n !== null);
  let page = first;
  for (let count = 1; page.pageInfo.hasNextPage && page.pageInfo.endCursor; count += 1) {
    if (count >= MAX_PAGES) throw new Error(`Stopped reading after ${MAX_PAGES} pages of 100: the pull request is larger than tend handles.`);
    page = await next(page.pageInfo.endCursor);
    items.push(...page.nodes.filter((n): n is T => n !== null));
  }
  return items;
}

function toActor(actor: z.infer<typeof ActorData>): Actor | null {
  return actor ? { login: actor.login, id: actor.databaseId ?? 0, type: actor.__typename } : null;
}

function toReview(review: z.infer<typeof ReviewData>): Review {
  return {
    id: review.id,
    fullDatabaseId: review.fullDatabaseId,
    author: toActor(review.author),
    authorCanPushToRepository: review.authorCanPushToRepository,
    state: review.state,
    body: review.body,
    commitOid: review.commit?.oid ?? null,
    submittedAt: review.submittedAt,
  };
}

function toThread(thread: z.infer<typeof ThreadData>): ReviewThread {
  return {
    id: thread.id,
    isResolved: thread.isResolved,
    resolvedBy: toActor(thread.resolvedBy ?? null),
    isOutdated: thread.isOutdated,
    viewerCanResolve: thread.viewerCanResolve,
    viewerCanReply: thread.viewerCanReply,
    path: thread.path,
    line: thread.line,
    startLine: thread.startLine,
    originalLine: thread.originalLine,
    originalStartLine: thread.originalStartLine,
    diffSide: thread.diffSide,
    commentCount: thread.comments.totalCount,
    comments: thread.comments.nodes.map((c) => ({
      id: c.id,
      databaseId: c.fullDatabaseId,
      author: toActor(c.author),
      body: c.body,
      createdAt: c.createdAt,
      lastEditedAt: c.lastEditedAt,
      commitOid: c.commit?.oid ?? null,
      originalCommitOid: c.originalCommit?.oid ?? null,
      diffHunk: c.diffHunk,
    })),
  };
}

/** A check with what orders it against another of the same name (newer wins). */
interface RankedCheck {
  check: Check;
  rank: string;
}

function toCheck(node: ContextNode): RankedCheck {
  if (node.__typename === 'CheckRun') {
    return {
      check: {
        kind: 'check-run',
        name: node.name,
        state: checkRunState(node.status, node.conclusion),
        isRequired: node.isRequired,
        actorId: node.checkSuite?.app?.databaseId ?? null,
        appSlug: node.checkSuite?.app?.slug ?? null,
        workflowName: node.checkSuite?.workflowRun?.workflow.name ?? null,
      },
      // Check run ids grow with time; padded so they compare as strings.
      rank: String(node.databaseId ?? 0).padStart(20, '0'),
    };
  }
  return {
    check: {
      kind: 'status',
      name: node.context,
      state: statusState(node.state),
      isRequired: node.isRequired,
      actorId: node.creator?.databaseId ?? null,
      appSlug: null,
      workflowName: null,
    },
    rank: node.createdAt,
  };
}

/** GitHub's CheckStatusState and CheckConclusionState, folded into what a merge decision needs. */
function checkRunState(status: string, conclusion: string | null): Check['state'] {
  if (status !== 'COMPLETED' || conclusion === null) return 'pending';
  if (conclusion === 'SUCCESS') return 'success';
  if (conclusion === 'NEUTRAL') return 'neutral';
  if (conclusion === 'SKIPPED') return 'skipped';
  return 'failure';
}

/** GitHub's StatusState (a commit status), folded the same way. */
function statusState(state: string): Check['state'] {
  if (state === 'SUCCESS') return 'success';
  if (state === 'PENDING' || state === 'EXPECTED') return 'pending';
  return 'failure';
}

/**
 * The newest check run per name and the newest status per context (a workflow that runs on both
 * `push` and `pull_request` reports the same name twice), in the order GitHub listed them first.
 */
function newestPerName(checks: RankedCheck[]): Check[] {
  const newest = new Map<string, RankedCheck>();
  for (const ranked of checks) {
    const key = `${ranked.check.kind}:${ranked.check.name}`;
    const seen = newest.get(key);
    if (!seen) newest.set(key, ranked);
    else if (ranked.rank > seen.rank) newest.set(key, ranked);
  }
  return [...newest.values()].map((r) => r.check);
}

/**
 * The contexts the rulesets on `branch` require, in one request (REST rules/branches, readable with
 * read access). Classic protection is not among them: `refUpdateRule` in the snapshot reads that.
 */
export async function loadRulesetChecks(octokit: Octokit, repo: RepoRef, branch: string): Promise<string[]> {
  const rules = await loadBranchRules(octokit, repo, branch);
  const contexts = rules.filter((r) => r.type === 'required_status_checks').flatMap((r) => r.parameters?.required_status_checks ?? []);
  return [...new Set(contexts.map((c) => c.context))];
}
