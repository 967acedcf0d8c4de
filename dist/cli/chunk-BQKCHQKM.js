import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);

// src/github/queries.ts
var ACTOR_FIELDS = (
  /* GraphQL */
  `
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
`
);
var LABELED_FIELDS = (
  /* GraphQL */
  `
  fragment TendLabeled on LabeledEvent {
    createdAt
    label {
      name
    }
    actor {
      ...TendActor
    }
  }
`
);
var REVIEW_FIELDS = (
  /* GraphQL */
  `
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
`
);
var THREAD_FIELDS = (
  /* GraphQL */
  `
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
`
);
var CHECK_CONTEXT_FIELDS = (
  /* GraphQL */
  `
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
`
);
var PAGE_INFO = "pageInfo { hasNextPage endCursor }";
var PULL_FIELDS = (
  /* GraphQL */
  `
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
`
);
var PULL_FRAGMENTS = `${PULL_FIELDS}${REVIEW_FIELDS}${THREAD_FIELDS}${CHECK_CONTEXT_FIELDS}`;
var PULL_SNAPSHOT = (
  /* GraphQL */
  `
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
`
);
var TRACKING_COMMENT_FIELDS = (
  /* GraphQL */
  `
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
`
);
var SWEEP_PAGE_FIELDS = (
  /* GraphQL */
  `
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
`
);
var RECENT_PULLS_FIELDS = (
  /* GraphQL */
  `
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
`
);
var RUN_CONTEXT = (
  /* GraphQL */
  `
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
`
);
var SWEEP_TARGETS = (
  /* GraphQL */
  `
  query TendSweepTargets($search: String!, $after: String) {
    search(query: $search, type: ISSUE, first: 100, after: $after) {
      ...TendSweepPage
    }
  }
  ${SWEEP_PAGE_FIELDS}
  ${TRACKING_COMMENT_FIELDS}
  ${ACTOR_FIELDS}
`
);
var PULL_REVIEWS_PAGE = (
  /* GraphQL */
  `
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
`
);
var PULL_THREADS_PAGE = (
  /* GraphQL */
  `
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
`
);
var PULL_CHECKS_PAGE = (
  /* GraphQL */
  `
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
`
);
var RECENT_REVIEWERS = (
  /* GraphQL */
  `
  query TendRecentReviewers($owner: String!, $name: String!) {
    repository(owner: $owner, name: $name) {
      pullRequests(first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) {
        ...TendRecentPulls
      }
    }
  }
  ${RECENT_PULLS_FIELDS}
  ${ACTOR_FIELDS}
`
);
var THREAD_ANSWER_FIELDS = (
  /* GraphQL */
  `
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
`
);
var THREAD_ANSWERS = (
  /* GraphQL */
  `
  query TendThreadAnswers($threadIds: [ID!]!) {
    nodes(ids: $threadIds) {
      __typename
      ...TendThreadAnswer
    }
  }
  ${THREAD_ANSWER_FIELDS}
  ${ACTOR_FIELDS}
`
);
var ADD_COMMENT_AND_LIST = (
  /* GraphQL */
  `
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
`
);
var LABEL_ACTORS = (
  /* GraphQL */
  `
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
`
);
var RECORDS_BY_TITLE = (
  /* GraphQL */
  `
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
`
);
var SELFTEST_VIEWER = `query TendSelftestViewer { viewer { login databaseId } }`;
var SELFTEST_PROTECTION = `query TendSelftestProtection($owner: String!, $name: String!, $ref: String!) { repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) { refUpdateRule { requiredStatusCheckContexts } rules(first: 100) { totalCount nodes { type parameters { ... on RequiredStatusChecksParameters { requiredStatusChecks { context } } } } } } } }`;
var SELFTEST_PULL = `query TendSelftestPull($owner: String!, $name: String!, $number: Int!) { repository(owner: $owner, name: $name) { pullRequest(number: $number) { id headRefOid mergeStateStatus reviewThreads(first: 100) { nodes { id isResolved } } } } }`;
var SELFTEST_RESOLVE = `mutation TendSelftestResolve($id: ID!) { resolveReviewThread(input: { threadId: $id }) { thread { isResolved resolvedBy { login } } } }`;
var SELFTEST_UNRESOLVE = `mutation TendSelftestUnresolve($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }`;
var SELFTEST_AUTO_MERGE = `mutation TendSelftestAutoMerge($id: ID!, $oid: GitObjectID!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, expectedHeadOid: $oid }) { pullRequest { number } } }`;
var SELFTEST_AUTO_MERGE_OFF = `mutation TendSelftestAutoMergeOff($id: ID!) { disablePullRequestAutoMerge(input: { pullRequestId: $id }) { pullRequest { number } } }`;

export {
  PULL_SNAPSHOT,
  RUN_CONTEXT,
  PULL_REVIEWS_PAGE,
  PULL_THREADS_PAGE,
  PULL_CHECKS_PAGE,
  RECENT_REVIEWERS,
  RECORDS_BY_TITLE,
  SELFTEST_VIEWER,
  SELFTEST_PROTECTION,
  SELFTEST_PULL,
  SELFTEST_RESOLVE,
  SELFTEST_UNRESOLVE,
  SELFTEST_AUTO_MERGE,
  SELFTEST_AUTO_MERGE_OFF
};
