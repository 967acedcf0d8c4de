// Every GraphQL document tend sends, in one place. A test validates each one against GitHub's
// published schema (@octokit/graphql-schema), so a wrong field fails here, not on github.com.

/**
 * Everything a run needs before it decides anything, in one request: who tend is (to recognise
 * its own comments by account id), the repository, the configuration file on the default branch,
 * and, when the event names one, the target issue or pull request.
 */
export const RUN_CONTEXT = /* GraphQL */ `
  query TendRunContext($owner: String!, $name: String!, $configExpression: String!, $number: Int!, $withTarget: Boolean!) {
    viewer {
      login
      databaseId
    }
    repository(owner: $owner, name: $name) {
      id
      nameWithOwner
      viewerPermission
      defaultBranchRef {
        name
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
        }
      }
    }
  }
`;

/** Open pull requests whose head is `oid` (status events name only a commit). */
export const PULLS_FOR_COMMIT = /* GraphQL */ `
  query TendPullsForCommit($owner: String!, $name: String!, $oid: GitObjectID!) {
    repository(owner: $owner, name: $name) {
      object(oid: $oid) {
        __typename
        ... on Commit {
          associatedPullRequests(first: 20) {
            nodes {
              number
              state
              headRefOid
            }
          }
        }
      }
    }
  }
`;

/** Open issues and pull requests tend is working on (they carry the `tend:active` label). */
export const ACTIVE_TARGETS = /* GraphQL */ `
  query TendActiveTargets($search: String!, $after: String) {
    search(query: $search, type: ISSUE, first: 100, after: $after) {
      issueCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        __typename
        ... on Issue {
          number
        }
        ... on PullRequest {
          number
        }
      }
    }
  }
`;

export const ALL_DOCUMENTS = { RUN_CONTEXT, PULLS_FOR_COMMIT, ACTIVE_TARGETS } as const;
