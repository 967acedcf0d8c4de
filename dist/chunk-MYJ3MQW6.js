import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  LABELLED_TARGETS,
  LABEL_ACTORS,
  PULL_CHECKS_PAGE,
  PULL_REVIEWS_PAGE,
  PULL_SNAPSHOT,
  PULL_THREADS_PAGE,
  RECENT_REVIEWERS,
  RUN_CONTEXT,
  SWEEP_TARGETS,
  pullSnapshotsDocument
} from "./chunk-ARTH7MB3.js";
import {
  graphqlErrors,
  graphqlPartial
} from "./chunk-X7M4VJU3.js";
import {
  AWAITS_QUERY
} from "./chunk-QRLKW63P.js";
import {
  RefusalError
} from "./chunk-B5NACFDK.js";
import {
  _enum,
  array,
  boolean,
  discriminatedUnion,
  lazy,
  literal,
  number,
  object,
  record,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/label-actors.ts
var ActorData = lazy(() => object({ __typename: string(), login: string(), databaseId: number().nullable().optional() }).nullable());
var LabelEventNodes = lazy(() => object({
  nodes: array(
    object({ __typename: string(), createdAt: string().optional(), label: object({ name: string() }).optional(), actor: ActorData.optional() }).nullable()
  )
}));
var LabelActorsData = lazy(() => object({
  repository: object({
    pullRequest: object({ timelineItems: LabelEventNodes }).nullable()
  })
}));
async function loadLabelEvents(octokit, repo, number2) {
  const data = LabelActorsData.parse(await octokit.graphql(LABEL_ACTORS, { owner: repo.owner, name: repo.repo, number: number2 }));
  return labelEventsOf(data.repository.pullRequest?.timelineItems);
}
__name(loadLabelEvents, "loadLabelEvents");
function labelEventsOf(connection) {
  return (connection?.nodes ?? []).flatMap(
    (n) => n && n.__typename === "LabeledEvent" && n.label && n.createdAt ? [{ label: n.label.name, at: n.createdAt, actor: n.actor ? { login: n.actor.login, id: n.actor.databaseId ?? 0, type: n.actor.__typename } : null }] : []
  );
}
__name(labelEventsOf, "labelEventsOf");

// src/github/database-id.ts
var decimalId = /* @__PURE__ */ __name((missing) => string({ error: missing }).regex(/^[0-9]+$/, { error: "GitHub answered a fullDatabaseId that is not a decimal number", abort: true }).refine(
  (digits) => Number.isSafeInteger(Number(digits)),
  { error: /* @__PURE__ */ __name((issue) => `GitHub answered the database id ${String(issue.input)}, past ${Number.MAX_SAFE_INTEGER} (2^53 - 1): tend keeps ids as numbers, exact only up to there.`, "error") }
).transform(Number), "decimalId");
var FullDatabaseId = lazy(() => decimalId("GitHub answered a comment without its fullDatabaseId: tend matches comments by it and needs it"));
var ReviewDatabaseId = lazy(() => decimalId("GitHub answered a review fullDatabaseId that is not a decimal string").nullable());

// src/github/branch-rules.ts
var BranchRule = lazy(() => object({
  type: string(),
  parameters: object({ required_status_checks: array(object({ context: string() })).optional() }).nullish()
}));
async function loadBranchRules(octokit, repo, branch) {
  const { data } = await octokit.rest.repos.getBranchRules({ ...repo, branch, per_page: 100 });
  return array(BranchRule).parse(data);
}
__name(loadBranchRules, "loadBranchRules");

// src/core/pull-request.ts
function keepFirstReadDeletionFacts(earlier, fresh) {
  const known = earlier?.deletionFacts;
  if (!known || earlier.headRefName !== fresh.headRefName) return fresh;
  const carried = {
    ...known.defaultBranch !== void 0 ? { defaultBranch: known.defaultBranch } : {},
    ...known.openPullsBasedOnIt !== void 0 ? { openPullsBasedOnIt: known.openPullsBasedOnIt } : {}
  };
  return { ...fresh, deletionFacts: { ...carried, ...fresh.deletionFacts } };
}
__name(keepFirstReadDeletionFacts, "keepFirstReadDeletionFacts");

// src/github/pull-snapshot.ts
var MAX_PAGES = 50;
var ActorData2 = lazy(() => object({ __typename: string(), login: string(), databaseId: number().nullable().optional() }).nullable());
var Oid = lazy(() => object({ oid: string() }).nullable());
var PageInfo = lazy(() => object({ hasNextPage: boolean(), endCursor: string().nullable() }));
var ReviewData = lazy(() => object({
  id: string(),
  fullDatabaseId: ReviewDatabaseId,
  author: ActorData2,
  authorCanPushToRepository: boolean(),
  state: string(),
  body: string(),
  commit: Oid,
  submittedAt: string().nullable()
}));
var ThreadData = lazy(() => object({
  id: string(),
  isResolved: boolean(),
  // A User (resolvedBy is typed User in GitHub's schema), or null: unresolved, or an account GitHub no longer shows.
  resolvedBy: ActorData2.optional(),
  isOutdated: boolean(),
  viewerCanResolve: boolean(),
  viewerCanReply: boolean(),
  path: string(),
  line: number().nullable(),
  startLine: number().nullable(),
  originalLine: number().nullable(),
  originalStartLine: number().nullable(),
  diffSide: _enum(["LEFT", "RIGHT"]),
  comments: object({
    totalCount: number(),
    nodes: array(
      object({
        id: string(),
        fullDatabaseId: FullDatabaseId,
        author: ActorData2,
        body: string(),
        createdAt: string(),
        lastEditedAt: string().nullable(),
        commit: Oid,
        originalCommit: Oid,
        diffHunk: string()
      })
    )
  })
}));
var ContextData = lazy(() => discriminatedUnion("__typename", [
  object({
    __typename: literal("CheckRun"),
    databaseId: number().nullable(),
    name: string(),
    status: string(),
    conclusion: string().nullable(),
    isRequired: boolean(),
    checkSuite: object({
      app: object({ databaseId: number().nullable(), slug: string() }).nullable(),
      workflowRun: object({ workflow: object({ name: string() }) }).nullable()
    }).nullable()
  }),
  object({
    __typename: literal("StatusContext"),
    context: string(),
    state: string(),
    createdAt: string(),
    isRequired: boolean(),
    creator: ActorData2
  })
]));
var RulesData = lazy(() => object({
  totalCount: number(),
  nodes: array(
    object({
      type: string(),
      // Another rule type's parameters come back as `{}` (the fragment selects only this one), or null.
      parameters: object({ requiredStatusChecks: array(object({ context: string() })).optional() }).nullable()
    }).nullable()
  )
}));
var ReviewPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ReviewData.nullable()) }));
var ThreadPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ThreadData.nullable()) }));
var ContextPage = lazy(() => object({ pageInfo: PageInfo, nodes: array(ContextData.nullable()) }));
var PullData = lazy(() => object({
  id: string(),
  number: number(),
  title: string(),
  state: _enum(["OPEN", "CLOSED", "MERGED"]),
  isDraft: boolean(),
  author: ActorData2,
  headRefName: string(),
  headRefOid: string(),
  baseRefName: string(),
  baseRefOid: string(),
  isCrossRepository: boolean(),
  maintainerCanModify: boolean().optional(),
  mergeable: _enum(["MERGEABLE", "CONFLICTING", "UNKNOWN"]),
  mergeStateStatus: string(),
  viewerCanMergeAsAdmin: boolean(),
  reviewDecision: _enum(["APPROVED", "CHANGES_REQUESTED", "REVIEW_REQUIRED"]).nullable(),
  headRef: object({
    id: string(),
    refUpdateRule: object({ allowsDeletions: boolean() }).nullable(),
    // The head's rulesets (E109), for whether one forbids deleting it after the merge.
    rules: object({ totalCount: number(), nodes: array(object({ type: string() }).nullable()) }).nullable().optional()
  }).nullable(),
  labels: object({ nodes: array(object({ id: string(), name: string() }).nullable()) }).nullable(),
  autoMergeRequest: object({ enabledAt: string().nullable() }).nullable(),
  baseRef: object({
    refUpdateRule: object({
      requiredStatusCheckContexts: array(string().nullable()).nullable(),
      requiredApprovingReviewCount: number().nullable()
    }).nullable(),
    // Null when GitHub does not let this token read the rulesets (who may is not published, E109).
    rules: RulesData.nullable()
  }).nullable(),
  reviews: ReviewPage,
  reviewThreads: ThreadPage,
  issueComments: object({ nodes: array(object({ author: ActorData2, body: string(), createdAt: string() }).nullable()) }),
  commits: object({
    nodes: array(
      object({
        commit: object({
          oid: string(),
          statusCheckRollup: object({ contexts: ContextPage }).nullable()
        })
      }).nullable()
    )
  })
}));
var Viewer = lazy(() => object({ login: string(), databaseId: number().nullable() }));
var SnapshotData = lazy(() => object({
  viewer: Viewer,
  repository: object({ pullRequest: PullData }).nullable()
}));
var ReviewsPageData = lazy(() => object({ repository: object({ pullRequest: object({ reviews: ReviewPage }) }) }));
var ThreadsPageData = lazy(() => object({ repository: object({ pullRequest: object({ reviewThreads: ThreadPage }) }) }));
var ChecksPageData = lazy(() => object({
  repository: object({
    object: object({ statusCheckRollup: object({ contexts: ContextPage }).nullable().optional() }).nullable()
  })
}));
var PullRequestNotFoundError = class extends RefusalError {
  static {
    __name(this, "PullRequestNotFoundError");
  }
};
async function loadPullSnapshot(octokit, repo, number2) {
  const base = { owner: repo.owner, name: repo.repo, number: number2 };
  const data = SnapshotData.parse(await request(octokit, repo, number2, PULL_SNAPSHOT, base));
  const pull = data.repository?.pullRequest;
  if (!pull) throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  return snapshotFromPull(octokit, repo, data.viewer, pull);
}
__name(loadPullSnapshot, "loadPullSnapshot");
var SNAPSHOTS_PER_REQUEST = 10;
async function loadPullSnapshots(octokit, repo, numbers) {
  const read = /* @__PURE__ */ new Map();
  for (let at = 0; at < numbers.length; at += SNAPSHOTS_PER_REQUEST) {
    const chunk = numbers.slice(at, at + SNAPSHOTS_PER_REQUEST);
    let data;
    try {
      data = await octokit.graphql(pullSnapshotsDocument(chunk.length), { owner: repo.owner, name: repo.repo, ...Object.fromEntries(chunk.map((n, i) => [`n${i}`, n])) });
    } catch (error) {
      const partial = graphqlPartial(error);
      const notThere = /* @__PURE__ */ __name((e) => e.type === "NOT_FOUND" && e.path?.length === 2 && e.path[0] === "repository" && /^p\d+$/.test(String(e.path[1])), "notThere");
      if (!partial || !partial.errors.every((e) => isRulesFieldError(e) || notThere(e))) continue;
      data = partial.data;
    }
    const parsed = SnapshotsData.safeParse(data);
    if (!parsed.success || !parsed.data.repository) continue;
    for (const [i, number2] of chunk.entries()) {
      const pull = parsed.data.repository[`p${i}`];
      if (pull) read.set(number2, await snapshotFromPull(octokit, repo, parsed.data.viewer, pull));
    }
  }
  return read;
}
__name(loadPullSnapshots, "loadPullSnapshots");
var SnapshotsData = lazy(() => object({ viewer: Viewer, repository: record(string(), PullData.nullable()).nullable() }));
async function snapshotFromPull(octokit, repo, viewer, pull) {
  const number2 = pull.number;
  const base = { owner: repo.owner, name: repo.repo, number: number2 };
  const reviews = await allPages(
    pull.reviews,
    async (after) => ReviewsPageData.parse(await request(octokit, repo, number2, PULL_REVIEWS_PAGE, { ...base, after })).repository.pullRequest.reviews
  );
  const threads = await allPages(
    pull.reviewThreads,
    async (after) => ThreadsPageData.parse(await request(octokit, repo, number2, PULL_THREADS_PAGE, { ...base, after })).repository.pullRequest.reviewThreads
  );
  const head = pull.commits.nodes.at(-1)?.commit;
  const contexts = head?.statusCheckRollup ? await allPages(head.statusCheckRollup.contexts, async (after) => {
    const page = ChecksPageData.parse(await request(octokit, repo, number2, PULL_CHECKS_PAGE, { ...base, oid: head.oid, after }));
    const rollup = page.repository.object?.statusCheckRollup;
    if (!rollup) throw new Error(`The checks of commit ${head.oid} disappeared while tend was reading them.`);
    return rollup.contexts;
  }) : [];
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
    labels: (pull.labels?.nodes ?? []).flatMap((l) => l ? [l.name] : []),
    labelIds: Object.fromEntries((pull.labels?.nodes ?? []).flatMap((l) => l ? [[l.name, l.id]] : [])),
    headRefId: pull.headRef?.id ?? null,
    ...pull.headRef ? { deletionFacts: headDeletionFacts(pull.headRef) } : {},
    reviews: reviews.map(toReview),
    threads: threads.map(toThread),
    comments: pull.issueComments.nodes.flatMap((c) => c ? [{ author: toActor(c.author), body: c.body, createdAt: c.createdAt }] : []),
    checks: newestPerName(contexts.map(toCheck)),
    requiredChecks: rule ? (rule.requiredStatusCheckContexts ?? []).filter((c) => c !== null) : null,
    requiredApprovals: rule?.requiredApprovingReviewCount ?? 0,
    autoMergeEnabled: pull.autoMergeRequest !== null,
    ...rulesetChecksOf(pull.baseRef?.rules ?? null)
  };
}
__name(snapshotFromPull, "snapshotFromPull");
function rulesetChecksOf(rules) {
  if (!rules || rules.nodes.length < rules.totalCount) return {};
  const contexts = rules.nodes.flatMap((r) => r?.type === "REQUIRED_STATUS_CHECKS" ? r.parameters?.requiredStatusChecks ?? [] : []);
  return { rulesetChecks: [...new Set(contexts.map((c) => c.context))] };
}
__name(rulesetChecksOf, "rulesetChecksOf");
function headDeletionFacts(head) {
  const rules = head.rules ?? null;
  return {
    protectedAgainstDeletion: head.refUpdateRule !== null && !head.refUpdateRule.allowsDeletions,
    ...rules && rules.nodes.length >= rules.totalCount ? { rulesetRestrictsDeletion: rules.nodes.some((r) => r?.type === "DELETION") } : {}
  };
}
__name(headDeletionFacts, "headDeletionFacts");
function isRulesFieldError(error) {
  return Array.isArray(error.path) && error.path.at(-1) === "rules" && (error.path.at(-2) === "baseRef" || error.path.at(-2) === "headRef");
}
__name(isRulesFieldError, "isRulesFieldError");
async function request(octokit, repo, number2, query, variables) {
  try {
    return await octokit.graphql(query, variables);
  } catch (error) {
    const partial = graphqlPartial(error);
    if (partial && partial.errors.every(isRulesFieldError)) return partial.data;
    const notFound = (graphqlErrors(error) ?? []).filter((e) => e.type === "NOT_FOUND");
    if (notFound.some((e) => /\bRepository\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
    }
    if (notFound.some((e) => /\bPullRequest\b/.test(e.message))) {
      throw new PullRequestNotFoundError(`Pull request #${number2} was not found in ${repo.owner}/${repo.repo}.`);
    }
    throw error;
  }
}
__name(request, "request");
async function allPages(first, next) {
  const items = first.nodes.filter((n) => n !== null);
  let page = first;
  for (let count = 1; page.pageInfo.hasNextPage && page.pageInfo.endCursor; count += 1) {
    if (count >= MAX_PAGES) throw new Error(`Stopped reading after ${MAX_PAGES} pages of 100: the pull request is larger than tend handles.`);
    page = await next(page.pageInfo.endCursor);
    items.push(...page.nodes.filter((n) => n !== null));
  }
  return items;
}
__name(allPages, "allPages");
function toActor(actor) {
  return actor ? { login: actor.login, id: actor.databaseId ?? 0, type: actor.__typename } : null;
}
__name(toActor, "toActor");
function toReview(review) {
  return {
    id: review.id,
    fullDatabaseId: review.fullDatabaseId,
    author: toActor(review.author),
    authorCanPushToRepository: review.authorCanPushToRepository,
    state: review.state,
    body: review.body,
    commitOid: review.commit?.oid ?? null,
    submittedAt: review.submittedAt
  };
}
__name(toReview, "toReview");
function toThread(thread) {
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
      diffHunk: c.diffHunk
    }))
  };
}
__name(toThread, "toThread");
function toCheck(node) {
  if (node.__typename === "CheckRun") {
    return {
      check: {
        kind: "check-run",
        name: node.name,
        state: checkRunState(node.status, node.conclusion),
        isRequired: node.isRequired,
        actorId: node.checkSuite?.app?.databaseId ?? null,
        appSlug: node.checkSuite?.app?.slug ?? null,
        workflowName: node.checkSuite?.workflowRun?.workflow.name ?? null
      },
      // Check run ids grow with time; padded so they compare as strings.
      rank: String(node.databaseId ?? 0).padStart(20, "0")
    };
  }
  return {
    check: {
      kind: "status",
      name: node.context,
      state: statusState(node.state),
      isRequired: node.isRequired,
      actorId: node.creator?.databaseId ?? null,
      appSlug: null,
      workflowName: null
    },
    rank: node.createdAt
  };
}
__name(toCheck, "toCheck");
function checkRunState(status, conclusion) {
  if (status !== "COMPLETED" || conclusion === null) return "pending";
  if (conclusion === "SUCCESS") return "success";
  if (conclusion === "NEUTRAL") return "neutral";
  if (conclusion === "SKIPPED") return "skipped";
  return "failure";
}
__name(checkRunState, "checkRunState");
function statusState(state) {
  if (state === "SUCCESS") return "success";
  if (state === "PENDING" || state === "EXPECTED") return "pending";
  return "failure";
}
__name(statusState, "statusState");
function newestPerName(checks) {
  const newest = /* @__PURE__ */ new Map();
  for (const ranked of checks) {
    const key = `${ranked.check.kind}:${ranked.check.name}`;
    const seen = newest.get(key);
    if (!seen) newest.set(key, ranked);
    else if (ranked.rank > seen.rank) newest.set(key, ranked);
  }
  return [...newest.values()].map((r) => r.check);
}
__name(newestPerName, "newestPerName");
async function loadRulesetChecks(octokit, repo, branch) {
  const rules = await loadBranchRules(octokit, repo, branch);
  const contexts = rules.filter((r) => r.type === "required_status_checks").flatMap((r) => r.parameters?.required_status_checks ?? []);
  return [...new Set(contexts.map((c) => c.context))];
}
__name(loadRulesetChecks, "loadRulesetChecks");

// src/github/recent-reviewers.ts
var Author = lazy(() => object({ __typename: string(), databaseId: number().nullable().optional() }).nullable());
var Authors = lazy(() => object({ nodes: array(object({ author: Author }).nullable()) }));
var RecentPulls = lazy(() => object({ nodes: array(object({ number: number(), createdAt: string(), reviews: Authors, comments: Authors }).nullable()) }));
var RecentData = lazy(() => object({ repository: object({ pullRequests: RecentPulls }).nullable() }));
async function loadRecentReviewers(octokit, repo) {
  const data = RecentData.parse(await octokit.graphql(RECENT_REVIEWERS, { owner: repo.owner, name: repo.repo }));
  return recentReviewersOf(data.repository?.pullRequests ?? { nodes: [] });
}
__name(loadRecentReviewers, "loadRecentReviewers");
function recentReviewersOf(read) {
  const pulls = read.nodes.flatMap((p) => p ? [p] : []);
  const accountIds = /* @__PURE__ */ new Set();
  for (const pull of pulls) {
    for (const node of [...pull.reviews.nodes, ...pull.comments.nodes]) {
      if (node?.author?.__typename === "Bot" && node.author.databaseId) accountIds.add(node.author.databaseId);
    }
  }
  const botReviewers = /* @__PURE__ */ __name((pull) => pull.reviews.nodes.flatMap((n) => n?.author?.__typename === "Bot" && n.author.databaseId ? [n.author.databaseId] : []), "botReviewers");
  return { accountIds, pulls: pulls.map((p) => ({ number: p.number, createdAt: p.createdAt, botReviewers: botReviewers(p) })) };
}
__name(recentReviewersOf, "recentReviewersOf");

// src/github/run-context.ts
var CommentsData = lazy(() => object({
  totalCount: number(),
  nodes: array(
    object({
      id: string(),
      fullDatabaseId: FullDatabaseId,
      body: string(),
      author: object({ login: string().optional(), __typename: string().optional(), databaseId: number().nullable().optional() }).nullable(),
      createdAt: string().optional(),
      lastEditedAt: string().nullable().optional()
    }).nullable()
  )
}));
function storedComments(connection) {
  if (!connection) return null;
  const nodes = connection.nodes.filter((n) => n !== null);
  if (connection.totalCount > nodes.length) return null;
  return nodes.map((n) => ({
    id: n.fullDatabaseId,
    body: n.body,
    authorId: n.author?.databaseId ?? 0,
    nodeId: n.id,
    ...n.author?.login !== void 0 && n.author.__typename !== void 0 ? { author: { login: n.author.login, type: n.author.__typename } } : {},
    ...n.createdAt !== void 0 ? { createdAt: n.createdAt, edited: (n.lastEditedAt ?? null) !== null } : {}
  }));
}
__name(storedComments, "storedComments");
var ActorAccess = lazy(() => object({ edges: array(object({ permission: string(), node: object({ databaseId: number().nullable() }) }).nullable()).nullable() }));
var NumberNodes = lazy(() => object({ nodes: array(object({ number: number() }).nullable()) }));
var RunContextData = lazy(() => object({
  viewer: object({ login: string(), databaseId: number().nullable() }),
  repository: object({
    id: string(),
    nameWithOwner: string(),
    /** Whether the repository is private: what tend copies into its issues and artifacts (chat threads) is public otherwise. */
    isPrivate: boolean(),
    viewerPermission: string().nullable(),
    defaultBranchRef: object({ name: string() }).nullable(),
    activeLabel: object({ id: string() }).nullable().optional(),
    /** The repository's `tend:awaits` labels with their node ids, read with the pull request (`withPull`). */
    awaitsLabels: object({ nodes: array(object({ id: string(), name: string() }).nullable()).nullable() }).nullable().optional(),
    /** The steering actor as a collaborator, when asked for (`actor`); null when GitHub would not list collaborators to this token. */
    actorAccess: ActorAccess.nullable().optional(),
    /** Open pull requests based on the head branch the event named (`headBranch`), when asked for. */
    basedOnHead: object({ totalCount: number().int() }).optional(),
    /** A sweep: the open targets labelled tend:active as the repository lists them (search may lag, E201). */
    labelledPulls: NumberNodes.optional(),
    labelledIssues: NumberNodes.optional(),
    /** The repository's recent pull requests (which bots act on it), when asked for (`withRecentPulls`). */
    recentPulls: RecentPulls.optional(),
    config: object({ __typename: string(), text: string().nullable().optional(), isBinary: boolean().nullable().optional() }).nullable(),
    target: object({
      __typename: _enum(["Issue", "PullRequest"]),
      id: string(),
      number: number(),
      title: string(),
      issueState: string().optional(),
      pullState: string().optional(),
      isDraft: boolean().optional(),
      headRefName: string().optional(),
      headRefOid: string().optional(),
      baseRefName: string().optional(),
      /** A pull request's labels (the first 20): whether a `tend:awaits` label is on, read whatever the route (a stop takes it off). */
      awaitsOn: object({ nodes: array(object({ name: string() }).nullable()).nullable() }).nullable().optional(),
      comments: CommentsData.optional(),
      /** Its newest `labeled` events, when asked for (`withLabelEvents`): when a label command was given. */
      labelEvents: LabelEventNodes.optional()
    }).nullable().optional()
  }).nullable()
}));
var RepositoryNotFoundError = class extends RefusalError {
  static {
    __name(this, "RepositoryNotFoundError");
  }
};
async function loadRunContext(octokit, repo, input) {
  const variables = {
    owner: repo.owner,
    name: repo.repo,
    // The default branch, never the pull request head: a PR must not rewrite its own policy.
    configExpression: `${input.defaultBranch ?? "HEAD"}:${input.configPath}`,
    number: input.targetNumber ?? 0,
    withTarget: input.targetNumber !== void 0,
    // A run about one pull request reads it here rather than with a second request.
    withPull: input.targetNumber !== void 0 && input.withPull === true,
    // A sweep reads its first page of targets here rather than with a second request.
    sweep: input.sweepLabel === void 0 ? "" : sweepSearch(repo, input.sweepLabel),
    withSweep: input.sweepLabel !== void 0,
    commanded: input.sweepLabel === void 0 ? "" : commandedSearch(repo, input.commandsSince ?? /* @__PURE__ */ new Date(0)),
    // Its node id lets a new request's label go on with the tracking comment's creation.
    activeLabel: input.activeLabel ?? "",
    withRecentPulls: input.withRecentPulls === true,
    withLabelEvents: input.targetNumber !== void 0 && input.withLabelEvents === true,
    // What deleting the head after a merge needs to know, read before the merge rather than after it.
    headBranch: input.headBranch ?? "",
    withHeadBranch: input.targetNumber !== void 0 && input.withPull === true && (input.headBranch ?? "") !== "",
    actor: input.actor?.login ?? "",
    withActor: input.actor !== void 0,
    // Their node ids let a push's tend:awaits label go on with the round's last write (ship/awaits.ts).
    // GitHub's label search matches words loosely (RULES E209): the one word, and the names are
    // filtered by the caller; a label not listed is created or read over REST instead.
    awaitsLabels: AWAITS_QUERY
  };
  let data;
  try {
    data = await octokit.graphql(RUN_CONTEXT, variables);
  } catch (error) {
    const partial = error;
    const tolerated = /* @__PURE__ */ __name((e) => e.type === "NOT_FOUND" && Array.isArray(e.path) && e.path.includes("target") || isRulesFieldError(e) || Array.isArray(e.path) && e.path.includes("actorAccess"), "tolerated");
    const onlyTolerated = partial.data !== void 0 && (partial.errors ?? []).every(tolerated);
    if (!onlyTolerated) throw error;
    data = partial.data;
  }
  const parsed = RunContextData.parse(data);
  if (!parsed.repository) throw new RepositoryNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
  const rawTarget = data.repository?.target;
  const pull = variables.withPull && parsed.repository.target?.__typename === "PullRequest" ? { viewer: parsed.viewer, pull: PullData.parse(rawTarget) } : null;
  const rawSweep = data.sweep;
  const sweep = variables.withSweep ? SweepPage.parse(rawSweep) : null;
  const raw = data;
  const labelled = [
    ...numbersOf(parsed.repository.labelledPulls).map((number2) => ({ kind: "pull_request", number: number2 })),
    ...numbersOf(parsed.repository.labelledIssues).map((number2) => ({ kind: "issue", number: number2 }))
  ];
  const sweepExtra = variables.withSweep ? { commanded: sweepTargetsOf(SweepPage.parse(raw.commanded)), closed: closedTargets(raw.repository), labelled } : null;
  const counted = parsed.repository.basedOnHead;
  const basedOnHead = variables.withHeadBranch && counted ? { branch: variables.headBranch, openPulls: counted.totalCount } : null;
  return { ...parsed, pull, sweep, sweepExtra, basedOnHead, actorPermission: input.actor ? actorPermissionOf(parsed.repository.actorAccess, input.actor.id) : null };
}
__name(loadRunContext, "loadRunContext");
function actorPermissionOf(access, id) {
  const edge = access?.edges?.find((e) => e !== null && e.node.databaseId === id);
  return edge ? { id, permission: edge.permission.toLowerCase() } : null;
}
__name(actorPermissionOf, "actorPermissionOf");
function numbersOf(connection) {
  return (connection?.nodes ?? []).flatMap((n) => n ? [n.number] : []);
}
__name(numbersOf, "numbersOf");
var LabelledData = lazy(() => object({
  repository: object({
    pullRequests: object({ nodes: array(object({ number: number(), headRefOid: string() }).nullable()) }),
    issues: NumberNodes
  }).nullable()
}));
async function labelledTargets(octokit, repo, label) {
  const data = LabelledData.parse(await octokit.graphql(LABELLED_TARGETS, { owner: repo.owner, name: repo.repo, label }));
  const pulls = (data.repository?.pullRequests.nodes ?? []).flatMap((n) => n ? [{ kind: "pull_request", number: n.number, headRefOid: n.headRefOid }] : []);
  const issues = numbersOf(data.repository?.issues).map((number2) => ({ kind: "issue", number: number2, headRefOid: null }));
  return [...pulls, ...issues];
}
__name(labelledTargets, "labelledTargets");
async function openPullsForCommit(octokit, repo, sha, label) {
  if (!/^[0-9a-f]{40}$/.test(sha)) return [];
  return (await labelledTargets(octokit, repo, label)).flatMap((t) => t.kind === "pull_request" && t.headRefOid === sha ? [t.number] : []);
}
__name(openPullsForCommit, "openPullsForCommit");
var SweepPage = lazy(() => object({
  issueCount: number(),
  pageInfo: object({ hasNextPage: boolean(), endCursor: string().nullable() }),
  nodes: array(
    object({
      __typename: string(),
      number: number().optional(),
      headRefOid: string().optional(),
      comments: CommentsData.optional(),
      reviews: object({
        nodes: array(
          object({
            commit: object({ oid: string() }).nullable(),
            author: object({ __typename: string(), databaseId: number().nullable().optional() }).nullable()
          }).nullable()
        )
      }).optional(),
      commits: object({ nodes: array(object({ commit: object({ oid: string(), statusCheckRollup: object({ state: string() }).nullable() }) }).nullable()) }).optional()
    }).nullable()
  )
}));
var SweepData = lazy(() => object({ search: SweepPage }));
function sweepSearch(repo, label) {
  return `repo:${repo.owner}/${repo.repo} is:open label:"${label}"`;
}
__name(sweepSearch, "sweepSearch");
function commandedSearch(repo, since) {
  return `repo:${repo.owner}/${repo.repo} is:open in:comments "/tend" updated:>=${searchTime(since)} sort:updated-desc`;
}
__name(commandedSearch, "commandedSearch");
function closedTargets(repository) {
  const nodes = [...repository?.closedPulls?.nodes ?? [], ...repository?.closedIssues?.nodes ?? []];
  return sweepTargetsOf(SweepPage.parse({ issueCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null }, nodes }));
}
__name(closedTargets, "closedTargets");
function searchTime(at) {
  return `${at.toISOString().slice(0, 19)}+00:00`;
}
__name(searchTime, "searchTime");
async function sweepTargets(octokit, repo, label, first = null) {
  const search = sweepSearch(repo, label);
  const found = [];
  let after = null;
  for (let page = 0; page < 10; page += 1) {
    const data = page === 0 && first ? { search: first } : SweepData.parse(await octokit.graphql(SWEEP_TARGETS, { search, after }));
    found.push(...sweepTargetsOf(data.search));
    if (!data.search.pageInfo.hasNextPage) break;
    after = data.search.pageInfo.endCursor;
  }
  return found;
}
__name(sweepTargets, "sweepTargets");
function sweepTargetsOf(page) {
  return page.nodes.flatMap(
    (node) => node?.number === void 0 ? [] : [
      {
        kind: node.__typename === "PullRequest" ? "pull_request" : "issue",
        number: node.number,
        comments: storedComments(node.comments),
        headRefOid: node.headRefOid ?? null,
        headReviewers: (node.reviews?.nodes ?? []).flatMap(
          (r) => r?.author && r.commit?.oid === node.headRefOid ? [{ id: r.author.databaseId ?? 0, type: r.author.__typename }] : []
        ),
        checksState: node.commits?.nodes.at(-1)?.commit.statusCheckRollup?.state ?? null
      }
    ]
  );
}
__name(sweepTargetsOf, "sweepTargetsOf");

export {
  FullDatabaseId,
  loadLabelEvents,
  labelEventsOf,
  loadBranchRules,
  keepFirstReadDeletionFacts,
  loadPullSnapshot,
  loadPullSnapshots,
  snapshotFromPull,
  loadRulesetChecks,
  loadRecentReviewers,
  recentReviewersOf,
  CommentsData,
  storedComments,
  loadRunContext,
  labelledTargets,
  openPullsForCommit,
  sweepTargets
};
