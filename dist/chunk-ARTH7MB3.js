import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/queries.ts
var LABELLED_TARGETS = (
  /* GraphQL */
  `
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
`
);
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
function pullSnapshotsDocument(count) {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const copies = indexes.map(
    (i) => `${PULL_FIELDS}${CHECK_CONTEXT_FIELDS}`.replaceAll("$number", `$n${i}`).replace(/\bTendPull\b/g, `TendPull${i}`).replace(/\bTendCheckContext\b/g, `TendCheckContext${i}`)
  );
  return `
  query TendPullSnapshots($owner: String!, $name: String!, ${indexes.map((i) => `$n${i}: Int!`).join(", ")}) {
    viewer {
      login
      databaseId
    }
    repository(owner: $owner, name: $name) {
      ${indexes.map((i) => `p${i}: pullRequest(number: $n${i}) { ...TendPull${i} }`).join("\n      ")}
    }
  }
  ${copies.join("")}${REVIEW_FIELDS}${THREAD_FIELDS}${ACTOR_FIELDS}`;
}
__name(pullSnapshotsDocument, "pullSnapshotsDocument");
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
var ENABLE_AUTO_MERGE = (
  /* GraphQL */
  `
  mutation TendEnableAutoMerge($pullId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID!) {
    enablePullRequestAutoMerge(input: { pullRequestId: $pullId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid }) {
      pullRequest {
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`
);
var DISABLE_AUTO_MERGE = (
  /* GraphQL */
  `
  mutation TendDisableAutoMerge($pullId: ID!) {
    disablePullRequestAutoMerge(input: { pullRequestId: $pullId }) {
      pullRequest {
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`
);
var UPDATE_PULL_REQUEST_BRANCH = (
  /* GraphQL */
  `
  mutation TendUpdateBranch($pullId: ID!, $expectedHeadOid: GitObjectID!, $updateMethod: PullRequestBranchUpdateMethod!) {
    updatePullRequestBranch(input: { pullRequestId: $pullId, expectedHeadOid: $expectedHeadOid, updateMethod: $updateMethod }) {
      pullRequest {
        headRefOid
      }
    }
  }
`
);
var CREATE_COMMIT_ON_BRANCH = (
  /* GraphQL */
  `
  mutation TendCreateCommit($input: CreateCommitOnBranchInput!) {
    createCommitOnBranch(input: $input) {
      commit {
        oid
      }
    }
  }
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
function finishMergedDocument(writes) {
  const parameters = ["$commentId: ID!", "$body: String!"];
  const fields = [];
  if (writes.refId !== null) {
    parameters.push("$refId: ID!");
    fields.push("branch: deleteRef(input: { refId: $refId }) { clientMutationId }");
  }
  const warm = (writes.warmBase ?? null) !== null;
  if (warm) parameters.push("$activeLabel: String!", "$base: String!");
  const warmed = warm ? " repository { warmed: pullRequests(labels: [$activeLabel], states: [OPEN], baseRefName: $base, first: 20, orderBy: { field: UPDATED_AT, direction: DESC }) { nodes { mergeable } } }" : "";
  fields.push(`tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id${warmed} } }`);
  if (writes.label !== null) {
    parameters.push("$labelableId: ID!", "$labelIds: [ID!]!");
    fields.push("label: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelIds }) { clientMutationId }");
  }
  return `mutation TendFinishMerged(${parameters.join(", ")}) {
  ${fields.join("\n  ")}
}`;
}
__name(finishMergedDocument, "finishMergedDocument");
function commentsThenUpdateDocument(comments) {
  const { parameters, fields } = commentsThenUpdateFields(comments);
  return `mutation TendCommentsThenUpdate(${parameters.join(", ")}) {
  ${fields.join("\n  ")}
}`;
}
__name(commentsThenUpdateDocument, "commentsThenUpdateDocument");
function commentsThenUpdateFields(comments) {
  return {
    parameters: [...comments > 0 ? ["$subjectId: ID!"] : [], ...Array.from({ length: comments }, (_, i) => `$c${i}: String!`), "$commentId: ID!", "$body: String!"],
    fields: [
      ...Array.from({ length: comments }, (_, i) => `c${i}: addComment(input: { subjectId: $subjectId, body: $c${i} }) { clientMutationId }`),
      "tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id } }"
    ]
  };
}
__name(commentsThenUpdateFields, "commentsThenUpdateFields");
function withLabelFields(tail, labels) {
  if (!labels.addLabels && !labels.removeLabels) return tail;
  return {
    parameters: [...tail.parameters, "$labelableId: ID!", ...labels.addLabels ? ["$labelsAdd: [ID!]!"] : [], ...labels.removeLabels ? ["$labelsRemove: [ID!]!"] : []],
    fields: [
      ...tail.fields,
      ...labels.addLabels ? ["labelsOn: addLabelsToLabelable(input: { labelableId: $labelableId, labelIds: $labelsAdd }) { clientMutationId }"] : [],
      ...labels.removeLabels ? ["labelsOff: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelsRemove }) { clientMutationId }"] : []
    ]
  };
}
__name(withLabelFields, "withLabelFields");
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
function answerThreadsDocument(threads, then = null) {
  const tail = then === null ? { parameters: [], fields: [] } : withLabelFields(commentsThenUpdateFields(then.comments), then);
  const variables = [...threads.flatMap((t, i) => [`$t${i}: ID!`, ...t.reply ? [`$b${i}: String!`] : []]), ...tail.parameters];
  const fields = [
    ...threads.flatMap((t, i) => [
      ...t.reply ? [`r${i}: addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $t${i}, body: $b${i} }) { comment { id } }`] : [],
      ...t.resolve ? [`s${i}: resolveReviewThread(input: { threadId: $t${i} }) { thread { ...TendThreadAnswer } }`] : []
    ]),
    ...tail.fields
  ];
  const usesFragment = threads.some((t) => t.resolve);
  return `
  mutation TendAnswerThreads(${variables.join(", ")}) {
    ${fields.join("\n    ")}
  }
  ${usesFragment ? `${THREAD_ANSWER_FIELDS}
  ${ACTOR_FIELDS}` : ""}
`;
}
__name(answerThreadsDocument, "answerThreadsDocument");
var BRANCH_DELETION_FACTS = (
  /* GraphQL */
  `
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
var TEXT_EDITS = (
  /* GraphQL */
  `
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
var SELFTEST_UNRESOLVE = `mutation TendSelftestUnresolve($id: ID!) { unresolveReviewThread(input: { threadId: $id }) { thread { isResolved } } }`;
function saveAndUnlabelDocument(tracking) {
  const parameters = [...tracking ? ["$commentId: ID!", "$body: String!"] : [], "$labelableId: ID!", "$labelIds: [ID!]!"];
  const fields = [
    ...tracking ? ["tracking: updateIssueComment(input: { id: $commentId, body: $body }) { issueComment { id } }"] : [],
    "label: removeLabelsFromLabelable(input: { labelableId: $labelableId, labelIds: $labelIds }) { labelable { __typename ... on PullRequest { reviews(last: 20) { nodes { id } } } } }"
  ];
  return `mutation TendSaveAndUnlabel(${parameters.join(", ")}) {
  ${fields.join("\n  ")}
}`;
}
__name(saveAndUnlabelDocument, "saveAndUnlabelDocument");

export {
  LABELLED_TARGETS,
  PULL_SNAPSHOT,
  pullSnapshotsDocument,
  RUN_CONTEXT,
  SWEEP_TARGETS,
  PULL_REVIEWS_PAGE,
  PULL_THREADS_PAGE,
  PULL_CHECKS_PAGE,
  RECENT_REVIEWERS,
  ENABLE_AUTO_MERGE,
  DISABLE_AUTO_MERGE,
  UPDATE_PULL_REQUEST_BRANCH,
  CREATE_COMMIT_ON_BRANCH,
  THREAD_ANSWERS,
  finishMergedDocument,
  commentsThenUpdateDocument,
  ADD_COMMENT_AND_LIST,
  answerThreadsDocument,
  BRANCH_DELETION_FACTS,
  LABEL_ACTORS,
  TEXT_EDITS,
  RECORDS_BY_TITLE,
  SELFTEST_UNRESOLVE,
  saveAndUnlabelDocument
};
