// Every GraphQL document tend sends, in one place. A test validates each one against GitHub's
// published schema (@octokit/graphql-schema), so a wrong field fails here, not on github.com.

/**
 * Open pull requests containing a commit, by issue search (`repo:o/r is:pr is:open <sha>`), for
 * events that name only a commit. Not `Commit.associatedPullRequests` (nor REST
 * `commits/{sha}/pulls`): they answer nothing for a fork's head, which search finds.
 */
/**
 * The open pull requests and issues tend works on (the `tend:active` label) listed by the
 * repository, not by search, whose index lags a label or a push (emulator/RULES.md E201, E202): a
 * commit's pull request (a fork's head included, which a check or workflow run payload does not
 * name) and the sweep's second look after it disabled itself.
 */
export const LABELLED_TARGETS = /* GraphQL */ `
  query TendLabelledTargets($owner: String!, $name: String!, $label: String!) {
    repository(owner: $owner, name: $name) {
      pullRequests(labels: [$label], states: OPEN, first: 100, orderBy: { field: UPDATED_AT, direction: DESC }) {
        nodes {
          number
          headRefOid
        }
      }
      issues(labels: [$label], states: OPEN, first: 100) {
        nodes {
          number
        }
      }
    }
  }
`;

// ---- the pull request snapshot (src/github/pull-snapshot.ts) ----

/**
 * An account as the snapshot records it: `databaseId` is what tend matches accounts by, and only
 * some Actor types have one (an EnterpriseUserAccount does not).
 */
const ACTOR_FIELDS = /* GraphQL */ `
  fragment TendActor on Actor {
    __typename
    login
    ... on User {
      databaseId
    }
    ... on Bot {
      databaseId
    }
    ... on Organization {
      databaseId
    }
    ... on Mannequin {
      databaseId
    }
  }
`;

/** One `labeled` event: which label, who put it on, when (RUN_CONTEXT, LABEL_ACTORS). */
const LABELED_FIELDS = /* GraphQL */ `
  fragment TendLabeled on LabeledEvent {
    createdAt
    label {
      name
    }
    actor {
      ...TendActor
    }
  }
`;

const REVIEW_FIELDS = /* GraphQL */ `
  fragment TendReview on PullRequestReview {
    id
    fullDatabaseId
    author {
      ...TendActor
    }
    authorCanPushToRepository
    state
    body
    commit {
      oid
    }
    submittedAt
  }
`;

const THREAD_FIELDS = /* GraphQL */ `
  fragment TendReviewThread on PullRequestReviewThread {
    id
    isResolved
    resolvedBy {
      ...TendActor
    }
    isOutdated
    viewerCanResolve
    viewerCanReply
    path
    line
    startLine
    originalLine
    originalStartLine
    diffSide
    comments(first: 100) {
      totalCount
      nodes {
        id
        fullDatabaseId
        author {
          ...TendActor
        }
        body
        createdAt
        lastEditedAt
        commit {
          oid
        }
        originalCommit {
          oid
        }
        diffHunk
      }
    }
  }
`;

/**
 * One check run or commit status on the head. `isRequired` asks the base branch's rules about this
 * pull request; a check run's actor is its App, a status's is whoever posted it.
 */
const CHECK_CONTEXT_FIELDS = /* GraphQL */ `
  fragment TendCheckContext on StatusCheckRollupContext {
    __typename
    ... on CheckRun {
      databaseId
      name
      status
      conclusion
      isRequired(pullRequestNumber: $number)
      checkSuite {
        app {
          databaseId
          slug
        }
        workflowRun {
          workflow {
            name
          }
        }
      }
    }
    ... on StatusContext {
      context
      state
      createdAt
      isRequired(pullRequestNumber: $number)
      creator {
        ...TendActor
      }
    }
  }
`;

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

/**
 * The pull request as the ship workflow reads it, shared by PULL_SNAPSHOT and RUN_CONTEXT (a run
 * about one pull request reads it with its first query). Needs $number (checks' isRequired) and
 * the fragments in PULL_FRAGMENTS.
 */
const PULL_FIELDS = /* GraphQL */ `
  fragment TendPull on PullRequest {
    id
    number
    title
    state
    isDraft
    author {
      ...TendActor
    }
    headRefName
    headRefOid
    headRef {
      id
      refUpdateRule {
        allowsDeletions
      }
      rules(first: 100) {
        totalCount
        nodes {
          type
        }
      }
    }
    baseRefName
    baseRefOid
    isCrossRepository
    maintainerCanModify
    mergeable
    mergeStateStatus
    viewerCanMergeAsAdmin
    reviewDecision
    labels(first: 100) {
      nodes {
        id
        name
      }
    }
    autoMergeRequest {
      enabledAt
    }
    baseRef {
      refUpdateRule {
        requiredStatusCheckContexts
        requiredApprovingReviewCount
      }
      rules(first: 100) {
        totalCount
        nodes {
          type
          parameters {
            ... on RequiredStatusChecksParameters {
              requiredStatusChecks {
                context
              }
            }
          }
        }
      }
    }
    reviews(first: 100) {
      ${PAGE_INFO}
      nodes {
        ...TendReview
      }
    }
    reviewThreads(first: 100) {
      ${PAGE_INFO}
      nodes {
        ...TendReviewThread
      }
    }
    issueComments: comments(last: 100) {
      nodes {
        author {
          ...TendActor
        }
        body
        createdAt
      }
    }
    commits(last: 1) {
      nodes {
        commit {
          oid
          statusCheckRollup {
            contexts(first: 100) {
              ${PAGE_INFO}
              nodes {
                ...TendCheckContext
              }
            }
          }
        }
      }
    }
  }
`;

const PULL_FRAGMENTS = `${PULL_FIELDS}${REVIEW_FIELDS}${THREAD_FIELDS}${CHECK_CONTEXT_FIELDS}`;

/**
 * Everything the ship workflow decides on, in one request when every list fits in 100: the pull
 * request, its reviews, review threads (with their comments), the checks on its head and what the
 * base branch requires. Longer lists continue with the page queries below.
 */
export const PULL_SNAPSHOT = /* GraphQL */ `
  query TendPullSnapshot($owner: String!, $name: String!, $number: Int!) {
    viewer {
      login
      databaseId
    }
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        ...TendPull
      }
    }
  }
  ${PULL_FRAGMENTS}
  ${ACTOR_FIELDS}
`;

/**
 * Several pull requests' snapshots in one request (the sweep's look at pull requests blocked on
 * something, src/github/pull-snapshot.ts loadPullSnapshots): `p<i>` is pull request `$n<i>`. Each
 * reads its checks' isRequired for its own number, so each has its own copy of the TendPull and
 * TendCheckContext fragments, `$number` renamed `$n<i>` (the other fragments take no variable).
 */
export function pullSnapshotsDocument(count: number): string {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const copies = indexes.map((i) =>
    `${PULL_FIELDS}${CHECK_CONTEXT_FIELDS}`.replaceAll('$number', `$n${i}`).replace(/\bTendPull\b/g, `TendPull${i}`).replace(/\bTendCheckContext\b/g, `TendCheckContext${i}`),
  );
  return `
  query TendPullSnapshots($owner: String!, $name: String!, ${indexes.map((i) => `$n${i}: Int!`).join(', ')}) {
    viewer {
      login
      databaseId
    }
    repository(owner: $owner, name: $name) {
      ${indexes.map((i) => `p${i}: pullRequest(number: $n${i}) { ...TendPull${i} }`).join('\n      ')}
    }
  }
  ${copies.join('')}${REVIEW_FIELDS}${THREAD_FIELDS}${ACTOR_FIELDS}`;
}

/**
 * Issue comments as the tracking-comment store sees them (id, body, author), with when each was
 * written and whether it was edited, so a `/tend` command whose run was lost is found in the same
 * read. The first 100 are the ones that matter: tend's tracking comment is written when tend is
 * first asked, early.
 */
const TRACKING_COMMENT_FIELDS = /* GraphQL */ `
  fragment TendTrackingComments on IssueCommentConnection {
    totalCount
    nodes {
      id
      fullDatabaseId
      body
      author {
        ...TendActor
      }
      createdAt
      lastEditedAt
    }
  }
`;

/**
 * The schedule sweep's one query per 100 targets: every open issue and pull request tend works
 * on (the `tend:active` label) with its tracking comment and what tells whether it is due now
 * (the head, who reviewed it, the head's combined check state), so only those are advanced. The
 * first page comes with RUN_CONTEXT; this query reads the next ones.
 */
const SWEEP_PAGE_FIELDS = /* GraphQL */ `
  fragment TendSweepPage on SearchResultItemConnection {
    issueCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      __typename
      ... on Issue {
        number
        comments(first: 100) {
          ...TendTrackingComments
        }
      }
      ... on PullRequest {
        number
        headRefOid
        comments(first: 100) {
          ...TendTrackingComments
        }
        reviews(last: 30) {
          nodes {
            commit {
              oid
            }
            author {
              ...TendActor
            }
          }
        }
        commits(last: 1) {
          nodes {
            commit {
              oid
              statusCheckRollup {
                state
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * The repository's 20 most recently updated pull requests with the accounts of their last reviews
 * and comments: which review bots act on the repository (expected-bots.ts). Read by a new ship
 * request's first query (RUN_CONTEXT), else by RECENT_REVIEWERS.
 */
const RECENT_PULLS_FIELDS = /* GraphQL */ `
  fragment TendRecentPulls on PullRequestConnection {
    nodes {
      number
      createdAt
      reviews(last: 20) {
        nodes {
          author {
            ...TendActor
          }
        }
      }
      comments(last: 20) {
        nodes {
          author {
            ...TendActor
          }
        }
      }
    }
  }
`;

/**
 * Everything a run needs before it decides anything, in one request: who tend is (to recognise
 * its own comments by account id), the repository, the configuration file on the default branch,
 * and, when the event names one, the target issue or pull request with its first 100 comments
 * (where the tracking comment is, so the run need not list them again). A sweep reads its first
 * page here, the open targets with a recent `/tend` comment (20, newest first), and the closed
 * ones still labelled as the repository lists them (20 pull requests and 20 issues, newest
 * first; not searched: search's index lags a merge, E201): no request more for either. A new ship request reads the
 * repository's recent pull requests here (which review bots act on it). When the event names the
 * pull request's head branch, the open pull requests based on it are counted here too (whether a
 * merge may delete that branch): no TendBranchDeletionFacts request after the merge.
 */
export const RUN_CONTEXT = /* GraphQL */ `
  query TendRunContext($owner: String!, $name: String!, $configExpression: String!, $number: Int!, $withTarget: Boolean!, $withPull: Boolean!, $sweep: String!, $withSweep: Boolean!, $commanded: String!, $activeLabel: String!, $withRecentPulls: Boolean!, $withLabelEvents: Boolean!, $headBranch: String!, $withHeadBranch: Boolean!, $actor: String!, $withActor: Boolean!, $awaitsLabels: String!) {
    viewer {
      login
      databaseId
    }
    sweep: search(query: $sweep, type: ISSUE, first: 100) @include(if: $withSweep) {
      ...TendSweepPage
    }
    commanded: search(query: $commanded, type: ISSUE, first: 20) @include(if: $withSweep) {
      ...TendSweepPage
    }
    repository(owner: $owner, name: $name) {
      id
      nameWithOwner
      isPrivate
      viewerPermission
      defaultBranchRef {
        name
      }
      activeLabel: label(name: $activeLabel) {
        id
      }
      awaitsLabels: labels(query: $awaitsLabels, first: 50) @include(if: $withPull) {
        nodes {
          id
          name
        }
      }
      actorAccess: collaborators(login: $actor, first: 1) @include(if: $withActor) {
        edges {
          permission
          node {
            databaseId
          }
        }
      }
      basedOnHead: pullRequests(baseRefName: $headBranch, states: [OPEN], first: 1) @include(if: $withHeadBranch) {
        totalCount
      }
      labelledPulls: pullRequests(labels: [$activeLabel], states: OPEN, first: 100) @include(if: $withSweep) {
        nodes {
          number
        }
      }
      labelledIssues: issues(labels: [$activeLabel], states: OPEN, first: 100) @include(if: $withSweep) {
        nodes {
          number
        }
      }
      closedPulls: pullRequests(labels: [$activeLabel], states: [CLOSED, MERGED], first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) @include(if: $withSweep) {
        nodes {
          __typename
          number
          comments(first: 100) {
            ...TendTrackingComments
          }
        }
      }
      closedIssues: issues(labels: [$activeLabel], states: CLOSED, first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) @include(if: $withSweep) {
        nodes {
          __typename
          number
          comments(first: 100) {
            ...TendTrackingComments
          }
        }
      }
      recentPulls: pullRequests(first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) @include(if: $withRecentPulls) {
        ...TendRecentPulls
      }
      config: object(expression: $configExpression) {
        __typename
        ... on Blob {
          text
          isBinary
          byteSize
        }
      }
      target: issueOrPullRequest(number: $number) @include(if: $withTarget) {
        __typename
        ... on Issue {
          id
          number
          title
          issueState: state
          comments(first: 100) {
            ...TendTrackingComments
          }
          labelEvents: timelineItems(itemTypes: [LABELED_EVENT], last: 100) @include(if: $withLabelEvents) {
            nodes {
              __typename
              ...TendLabeled
            }
          }
        }
        ... on PullRequest {
          id
          number
          title
          pullState: state
          isDraft
          headRefName
          headRefOid
          baseRefName
          awaitsOn: labels(first: 20) {
            nodes {
              name
            }
          }
          comments(first: 100) {
            ...TendTrackingComments
          }
          labelEvents: timelineItems(itemTypes: [LABELED_EVENT], last: 100) @include(if: $withLabelEvents) {
            nodes {
              __typename
              ...TendLabeled
            }
          }
          ...TendPull @include(if: $withPull)
        }
      }
    }
  }
  ${TRACKING_COMMENT_FIELDS}
  ${SWEEP_PAGE_FIELDS}
  ${PULL_FRAGMENTS}
  ${RECENT_PULLS_FIELDS}
  ${LABELED_FIELDS}
  ${ACTOR_FIELDS}
`;


export const SWEEP_TARGETS = /* GraphQL */ `
  query TendSweepTargets($search: String!, $after: String) {
    search(query: $search, type: ISSUE, first: 100, after: $after) {
      ...TendSweepPage
    }
  }
  ${SWEEP_PAGE_FIELDS}
  ${TRACKING_COMMENT_FIELDS}
  ${ACTOR_FIELDS}
`;

/** The next page of a pull request's reviews. */
export const PULL_REVIEWS_PAGE = /* GraphQL */ `
  query TendPullReviewsPage($owner: String!, $name: String!, $number: Int!, $after: String!) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        reviews(first: 100, after: $after) {
          ${PAGE_INFO}
          nodes {
            ...TendReview
          }
        }
      }
    }
  }
  ${ACTOR_FIELDS}
  ${REVIEW_FIELDS}
`;

/** The next page of a pull request's review threads. */
export const PULL_THREADS_PAGE = /* GraphQL */ `
  query TendPullThreadsPage($owner: String!, $name: String!, $number: Int!, $after: String!) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        reviewThreads(first: 100, after: $after) {
          ${PAGE_INFO}
          nodes {
            ...TendReviewThread
          }
        }
      }
    }
  }
  ${ACTOR_FIELDS}
  ${THREAD_FIELDS}
`;

/**
 * The next page of checks on the commit the first page came from, named by its oid: a push in
 * between must not mix two heads' checks into one list.
 */
export const PULL_CHECKS_PAGE = /* GraphQL */ `
  query TendPullChecksPage($owner: String!, $name: String!, $number: Int!, $oid: GitObjectID!, $after: String!) {
    repository(owner: $owner, name: $name) {
      object(oid: $oid) {
        __typename
        ... on Commit {
          statusCheckRollup {
            contexts(first: 100, after: $after) {
              ${PAGE_INFO}
              nodes {
                ...TendCheckContext
              }
            }
          }
        }
      }
    }
  }
  ${ACTOR_FIELDS}
  ${CHECK_CONTEXT_FIELDS}
`;

/**
 * Who acted on the repository's 20 most recently updated pull requests (reviews and comments):
 * whether a configured review bot is installed at all. One bounded request, read only when the
 * pull request itself does not tell (src/ship/expected-bots.ts).
 */
export const RECENT_REVIEWERS = /* GraphQL */ `
  query TendRecentReviewers($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) {
      pullRequests(first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) {
        ...TendRecentPulls
      }
    }
  }
  ${RECENT_PULLS_FIELDS}
  ${ACTOR_FIELDS}
`;

// ---- writes ----

export const ENABLE_AUTO_MERGE = /* GraphQL */ `
  mutation TendEnableAutoMerge($pullId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID!) {
    enablePullRequestAutoMerge(input: { pullRequestId: $pullId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid }) {
      pullRequest {
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`;

/** Turns GitHub auto-merge off: a person's request for changes stands (ship/objections.ts). */
export const DISABLE_AUTO_MERGE = /* GraphQL */ `
  mutation TendDisableAutoMerge($pullId: ID!) {
    disablePullRequestAutoMerge(input: { pullRequestId: $pullId }) {
      pullRequest {
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`;

/**
 * "Update branch", pinned to the head tend saw (a moved head is refused, never overwritten):
 * GitHub merges the base into the head, or rebases the head onto it, and pushes as the caller.
 */
export const UPDATE_PULL_REQUEST_BRANCH = /* GraphQL */ `
  mutation TendUpdateBranch($pullId: ID!, $expectedHeadOid: GitObjectID!, $updateMethod: PullRequestBranchUpdateMethod!) {
    updatePullRequestBranch(input: { pullRequestId: $pullId, expectedHeadOid: $expectedHeadOid, updateMethod: $updateMethod }) {
      pullRequest {
        headRefOid
      }
    }
  }
`;

/** A commit GitHub makes (and signs) on a branch from file contents, pinned to the branch's head. */
export const CREATE_COMMIT_ON_BRANCH = /* GraphQL */ `
  mutation TendCreateCommit($input: CreateCommitOnBranchInput!) {
    createCommitOnBranch(input: $input) {
      commit {
        oid
      }
    }
  }
`;

/** What tend reads back of a thread it answered: whether it is resolved, and its latest comments. */
const THREAD_ANSWER_FIELDS = /* GraphQL */ `
  fragment TendThreadAnswer on PullRequestReviewThread {
    id
    isResolved
    comments(last: 30) {
      nodes {
        id
        fullDatabaseId
        body
        author {
          ...TendActor
        }
      }
    }
  }
`;

/**
 * The latest comments of review threads, in one request: to find which replies of a round whose
 * answer was lost were posted (src/github/threads.ts), and to read back the answered threads a
 * round's mutation could not read back itself (src/ship/first-answer.ts keeps the earliest).
 */
export const THREAD_ANSWERS = /* GraphQL */ `
  query TendThreadAnswers($threadIds: [ID!]!) {
    nodes(ids: $threadIds) {
      __typename
      ...TendThreadAnswer
    }
  }
  ${THREAD_ANSWER_FIELDS}
  ${ACTOR_FIELDS}
`;

/**
 * After tend's merge (src/github/finish-merged.ts): delete the branch, write the tracking comment,
 * take the label off, for the parts that apply. Variables carry every value; nothing is interpolated.
 */
export function finishMergedDocument(writes: { refId: string | null; label: object | null; warmBase?: string | null }): string {
  const parameters = ['$commentId: ID!', '$body: String!'];
  const fields: string[] = [];
  if (writes.refId !== null) {
    parameters.push('$refId: ID!');
    fields.push('branch: deleteRef(input: { refId: $refId }) { clientMutationId }');
  }
  // The merge moved the base: GitHub computes each open pull request's mergeability on it again,
  // starting when one is next read (P7). Reading it for those tend works on, here, starts that
  // now, so their next run finds it known rather than reading again seconds later.
  const warm = (writes.warmBase ?? null) !== null;
  if (warm) parameters.push('$activeLabel: String!', '$base: String!');
  const warmed = warm ? ' repository { warmed: pullRequests(labels: [$activeLabel], states: [OPEN], baseRefName: $base, first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) { nodes { mergeable } } }' : '';
  fields.push(`tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id${warmed} } }`);
  if (writes.label !== null) {
    parameters.push('$labelableId: ID!', '$labelIds: [ID!]!');
    fields.push('label: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelIds }) { clientMutationId }');
  }
  return `mutation TendFinishMerged(${parameters.join(', ')}) {\n  ${fields.join('\n  ')}\n}`;
}

/**
 * Comments that ask review bots to review a new head (ship/ask-again.ts), then the tracking
 * comment that records the asks, in one request: GitHub runs a mutation's fields one after the
 * other, so the record is written after the asks it records (src/github/comments.ts,
 * postCommentsThenUpdate, handles a field GitHub refuses). Bodies are variables, never interpolated.
 */
export function commentsThenUpdateDocument(comments: number): string {
  const { parameters, fields } = commentsThenUpdateFields(comments);
  return `mutation TendCommentsThenUpdate(${parameters.join(', ')}) {\n  ${fields.join('\n  ')}\n}`;
}

/** The variables and fields of commentsThenUpdateDocument, also the tail of answerThreadsDocument: `c<i>` comments, then `tracking`. */
function commentsThenUpdateFields(comments: number): { parameters: string[]; fields: string[] } {
  return {
    parameters: [...(comments > 0 ? ['$subjectId: ID!'] : []), ...Array.from({ length: comments }, (_, i) => `$c${i}: String!`), '$commentId: ID!', '$body: String!'],
    fields: [
      ...Array.from({ length: comments }, (_, i) => `c${i}: addComment(input: { subjectId: $subjectId, body: $c${i} }) { clientMutationId }`),
      'tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id } }',
    ],
  };
}

/**
 * The `tend:awaits` label of the head a round pushed goes on (and an older one comes off) after the
 * tracking comment's write, in the round's last request: no request of its own (src/ship/awaits.ts).
 */
function withLabelFields(tail: { parameters: string[]; fields: string[] }, labels: { addLabels?: boolean; removeLabels?: boolean }): { parameters: string[]; fields: string[] } {
  if (!labels.addLabels && !labels.removeLabels) return tail;
  return {
    parameters: [...tail.parameters, '$labelableId: ID!', ...(labels.addLabels ? ['$labelsAdd: [ID!]!'] : []), ...(labels.removeLabels ? ['$labelsRemove: [ID!]!'] : [])],
    fields: [
      ...tail.fields,
      ...(labels.addLabels ? ['labelsOn: addLabelsToLabelable(input: { labelableId: $labelableId, labelIds: $labelsAdd }) { clientMutationId }'] : []),
      ...(labels.removeLabels ? ['labelsOff: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelsRemove }) { clientMutationId }'] : []),
    ],
  };
}

/**
 * Creates a comment and reads the subject's comments right after, in one request: the tracking
 * store's check for a duplicate (two runs creating at once) without a second request. The labels
 * a new request puts on its target (tend:active) go with it.
 */
export const ADD_COMMENT_AND_LIST = /* GraphQL */ `
  mutation TendAddCommentAndList($subjectId: ID!, $body: String!, $labelIds: [ID!]!, $withLabels: Boolean!) {
    labels: addLabelsToLabelable(input: { labelableId: $subjectId, labelIds: $labelIds }) @include(if: $withLabels) {
      clientMutationId
    }
    addComment(input: { subjectId: $subjectId, body: $body }) {
      subject {
        __typename
        ... on Issue {
          comments(first: 100) {
            ...TendTrackingComments
          }
        }
        ... on PullRequest {
          comments(first: 100) {
            ...TendTrackingComments
          }
        }
      }
    }
  }
  ${TRACKING_COMMENT_FIELDS}
  ${ACTOR_FIELDS}
`;

/** One thread of a round: reply (when tend may), resolve (when decided and allowed), or both. */
interface ThreadAnswerFields {
  reply: boolean;
  resolve: boolean;
}

/**
 * A whole round of answers as ONE mutation: for thread i, `r<i>` posts the reply and `s<i>`
 * resolves, and GitHub runs a mutation's fields one after the other, in order, so `s<i>` reads the
 * thread back after `r<i>` wrote: the read-back first-answer.ts needs, with no extra request.
 * Thread ids and bodies are variables ($t<i>, $b<i>): text from the model or reviewers never
 * becomes part of the document. (A reply's payload cannot reach its thread: PullRequestReviewComment
 * has no `thread` field, so a thread answered and left open is read back with TendThreadAnswers.)
 * `then`: the round's last request goes on with commentsThenUpdateDocument's fields (the comments
 * asking review bots about the head just pushed, then the tracking comment recording the round),
 * one request fewer per round. A field GitHub refuses does not stop the next (RULES E17): none of
 * them must wait for an answer, and the tracking comment is written again when one was refused.
 */
export function answerThreadsDocument(threads: readonly ThreadAnswerFields[], then: { comments: number; addLabels?: boolean; removeLabels?: boolean } | null = null): string {
  const tail = then === null ? { parameters: [], fields: [] } : withLabelFields(commentsThenUpdateFields(then.comments), then);
  const variables = [...threads.flatMap((t, i) => [`$t${i}: ID!`, ...(t.reply ? [`$b${i}: String!`] : [])]), ...tail.parameters];
  const fields = [
    ...threads.flatMap((t, i) => [
      ...(t.reply ? [`r${i}: addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $t${i}, body: $b${i} }) { comment { id } }`] : []),
      ...(t.resolve ? [`s${i}: resolveReviewThread(input: { threadId: $t${i} }) { thread { ...TendThreadAnswer } }`] : []),
    ]),
    ...tail.fields,
  ];
  const usesFragment = threads.some((t) => t.resolve);
  return `
  mutation TendAnswerThreads(${variables.join(', ')}) {
    ${fields.join('\n    ')}
  }
  ${usesFragment ? `${THREAD_ANSWER_FIELDS}\n  ${ACTOR_FIELDS}` : ''}
`;
}

/**
 * What decides whether a merged pull request's head branch may be deleted: the default branch,
 * open pull requests based on it (a stacked pull request would be closed with it), and its classic
 * protection as any reader sees it (`refUpdateRule`). Rulesets come from the snapshot's `headRef.rules`
 * (E109), or over REST when that was unreadable.
 */
export const BRANCH_DELETION_FACTS = /* GraphQL */ `
  query TendBranchDeletionFacts($owner: String!, $name: String!, $qualifiedName: String!, $branch: String!) {
    repository(owner: $owner, name: $name) {
      defaultBranchRef {
        name
      }
      ref(qualifiedName: $qualifiedName) {
        refUpdateRule {
          allowsDeletions
        }
      }
      pullRequests(baseRefName: $branch, states: [OPEN], first: 1) {
        totalCount
      }
    }
  }
`;

/**
 * Who put the labels on a pull request: its newest `labeled` events (src/github/label-actors.ts).
 * Asked only when a label is about to start work (`ship.auto.labels`): the run's first query is
 * sent before .github/tend.yml is read, so it cannot ask for this only where it is needed.
 */
export const LABEL_ACTORS = /* GraphQL */ `
  query TendLabelActors($owner: String!, $name: String!, $number: Int!) {
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
        timelineItems(itemTypes: [LABELED_EVENT], last: 100) {
          nodes {
            __typename
            ...TendLabeled
          }
        }
      }
    }
  }
  ${LABELED_FIELDS}
  ${ACTOR_FIELDS}
`;

/**
 * When an issue's or pull request's text last changed: `lastEditedAt` for the body (null: never
 * edited) and the newest `RenamedTitleEvent` for the title (src/github/text-edits.ts). Asked after
 * the text was read, so an edit the read could include is one this answer shows.
 */
export const TEXT_EDITS = /* GraphQL */ `
  query TendTextEdits($owner: String!, $name: String!, $number: Int!) {
    repository(owner: $owner, name: $name) {
      issueOrPullRequest(number: $number) {
        ... on Comment {
          lastEditedAt
        }
        ... on Issue {
          timelineItems(itemTypes: [RENAMED_TITLE_EVENT], last: 1) { nodes { ...TendRenamed } }
        }
        ... on PullRequest {
          timelineItems(itemTypes: [RENAMED_TITLE_EVENT], last: 1) { nodes { ...TendRenamed } }
        }
      }
    }
  }
  fragment TendRenamed on RenamedTitleEvent {
    __typename
    createdAt
  }
`;

/**
 * tend's record issues with one exact title, open or closed, oldest first (src/github/labelled-issues.ts):
 * a record found by its title when its label was taken off. Only its author and writers can edit
 * an issue's title; the caller keeps only issues tend's account opened that end in its marker.
 */
export const RECORDS_BY_TITLE = /* GraphQL */ `
  query TendRecordsByTitle($search: String!) {
    search(query: $search, type: ISSUE, first: 100) {
      nodes {
        __typename
        ... on Issue {
          number
          title
          body
          author {
            ...TendActor
          }
        }
      }
    }
  }
  ${ACTOR_FIELDS}
`;

// `tend selftest` (src/cli/selftest-probes.ts): who the token is, the default branch's classic
// required checks, a scratch pull request's head and threads, resolving a thread and undoing it,
// and auto-merge pinned to a head that is not the pull request's (GitHub must refuse it).
export const SELFTEST_VIEWER = `query TendSelftestViewer { viewer { login databaseId } }`;
export const SELFTEST_PROTECTION = `query TendSelftestProtection($owner: String!, $name: String!, $ref: String!) { repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) { refUpdateRule { requiredStatusCheckContexts } rules(first: 100) { totalCount nodes { type parameters { ... on RequiredStatusChecksParameters { requiredStatusChecks { context } } } } } } } }`;
export const SELFTEST_PULL = `query TendSelftestPull($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $number) { id headRefOid mergeStateStatus reviewThreads(first: 100) { nodes { id isResolved } } } } }`;
export const SELFTEST_RESOLVE = `mutation TendSelftestResolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved resolvedBy { login } } } }`;
export const SELFTEST_UNRESOLVE = `mutation TendSelftestUnresolve($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }`;
export const SELFTEST_AUTO_MERGE = `mutation TendSelftestAutoMerge($id: ID!, $oid: GitObjectID!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, expectedHeadOid: $oid }) { pullRequest { number } } }`;
export const SELFTEST_AUTO_MERGE_OFF = `mutation TendSelftestAutoMergeOff($id: ID!) { disablePullRequestAutoMerge(input: { pullRequestId: $id }) { pullRequest { number } } }`;

/**
 * Takes `tend:awaits` labels off a pull request, after the tracking comment's write when the run
 * has one (`tracking`), in one request; the payload reads the pull request's latest reviews AFTER
 * the removal (GitHub runs a mutation's fields in order, E17): a review submitted while the label
 * was on started no job, and the run finds it here (src/github/awaits-label.ts).
 */
export function saveAndUnlabelDocument(tracking: boolean): string {
  const parameters = [...(tracking ? ['$commentId: ID!', '$body: String!'] : []), '$labelableId: ID!', '$labelIds: [ID!]!'];
  const fields = [
    ...(tracking ? ['tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id } }'] : []),
    'label: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelIds }) { labelable { __typename ... on PullRequest { reviews(last: 20) { nodes { id } } } } }',
  ];
  return `mutation TendSaveAndUnlabel(${parameters.join(', ')}) {\n  ${fields.join('\n  ')}\n}`;
}
