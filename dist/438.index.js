export const id = 438;
export const ids = [438];
export const modules = {

/***/ 5438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTend: () => (/* binding */ runTend)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 18 modules
var core = __webpack_require__(6257);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/config/repo-file.ts
var repo_file = __webpack_require__(9931);
// EXTERNAL MODULE: ./src/config/known-bots.ts
var known_bots = __webpack_require__(7308);
;// CONCATENATED MODULE: ./src/config/settings.ts
// One typed settings object for the whole run, built once from the action inputs and the
// repository file. Nothing else in tend reads inputs.
//
// Precedence, per key: a value the workflow file sets explicitly (different from the action.yml
// default) wins; then .github/tend.yml on the default branch; then the action.yml default.


function buildSettings(inputs, repo, configPath) {
    const pick = (key) => {
        if (inputs.explicit.has(key))
            return inputs.values[key];
        const fromRepo = repo[key];
        return fromRepo === undefined ? inputs.values[key] : fromRepo;
    };
    const v = inputs.values;
    const auto = repo.ship?.auto;
    return {
        githubToken: v['github-token'],
        pushToken: v['push-token'],
        anthropicApiKey: v['anthropic-api-key'],
        model: pick('model'),
        modelPrices: v['model-prices'],
        command: v.command,
        number: v.number,
        configPath: v['config-path'],
        trustedBots: bots(pick('trusted-bots'), 'trusted-bots', configPath),
        reviewBots: bots(pick('review-bots'), 'review-bots', configPath),
        waitMode: pick('wait-mode'),
        reviewWindowMinutes: pick('review-window-minutes'),
        checksTimeoutMinutes: pick('checks-timeout-minutes'),
        maxIterations: pick('max-iterations'),
        merge: pick('merge'),
        mergeMethod: pick('merge-method'),
        deleteBranch: pick('delete-branch'),
        ignoreNitpicks: pick('ignore-nitpicks'),
        allowedPaths: pick('allowed-paths'),
        allowProtectedPaths: pick('allow-protected-paths'),
        maxFiles: pick('max-files'),
        maxPatchBytes: pick('max-patch-bytes'),
        dispatchWorkflows: pick('dispatch-workflows'),
        verifyCommand: v['verify-command'],
        triageCommands: v['triage-commands'],
        maxCostUsd: pick('max-cost-usd'),
        maxTurns: pick('max-turns'),
        shipAuto: auto
            ? { authors: auto.authors ?? [], labels: auto.labels ?? [], baseBranches: auto['base-branches'] ?? [] }
            : null,
        auditPath: v['audit-path'],
        dryRun: v['dry-run'],
    };
}
function bots(references, key, configPath) {
    return references.map((reference) => {
        const bot = (0,known_bots/* parseBotReference */.EQ)(reference);
        if (!bot) {
            throw new repo_file/* ConfigError */.xL(`'${key}' entry '${reference}' is not a known bot (coderabbit, copilot, gemini, sourcery, claude, github-actions) nor login:id (e.g. my-reviewer[bot]:12345); set in the workflow inputs or ${configPath}.`);
        }
        return bot;
    });
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var dist_src = __webpack_require__(1015);
;// CONCATENATED MODULE: ./src/github/client.ts
// The one Octokit tend uses: @actions/github's client (proxy-aware fetch, REST methods,
// pagination) composed with retry and throttling. Writes that GitHub refuses for a reason
// (405 blocked merge, 409 head moved, 422 invalid) are final: retrying them only hides the answer.




const DO_NOT_RETRY = [400, 401, 403, 404, 405, 409, 410, 422, 451];
/**
 * Thrown when GitHub does not answer in time: a hang must not hold a runner until the job times
 * out. It is a RequestError with GitHub's own status for that case (504), so the retry plugin
 * treats it as the transient failure it is.
 */
class RequestTimeoutError extends dist_src/* RequestError */.G {
    /** main.ts reports these by their message alone (it does not import this module). */
    timedOut = true;
}
function createOctokit(token, options) {
    const log = options.log ?? (() => undefined);
    const timeoutMs = options.requestTimeoutMs ?? 30_000;
    // Registered before retry and throttling, so it sits innermost: it sees (and times, and counts)
    // every attempt on the wire, retries included.
    const wire = (octokit) => {
        const apiCounts = { rest: 0, graphql: 0 };
        octokit.hook.wrap('request', async (request, requestOptions) => {
            if (String(requestOptions.url).endsWith('/graphql'))
                apiCounts.graphql += 1;
            else
                apiCounts.rest += 1;
            // The signal releases the socket where the fetch honours it; the race makes the timeout hold
            // where it does not (the proxy-aware fetch @actions/github uses rejects only on close).
            const controller = new AbortController();
            let timer;
            const timedOut = new Promise((_, reject) => {
                timer = setTimeout(() => {
                    controller.abort();
                    const url = String(requestOptions.url);
                    const path = /^https?:/.test(url) ? new URL(url).pathname : url;
                    const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
                    reject(new RequestTimeoutError(`GitHub did not answer ${requestOptions.method} ${path} within ${seconds}`, 504, { request: requestOptions }));
                }, timeoutMs);
            });
            try {
                return await Promise.race([request({ ...requestOptions, request: { ...requestOptions.request, signal: controller.signal } }), timedOut]);
            }
            finally {
                clearTimeout(timer);
            }
        });
        return { apiCounts };
    };
    return (0,github/* getOctokit */.Q)(token, {
        baseUrl: options.baseUrl,
        userAgent: options.userAgent ?? 'tend',
        retry: { doNotRetry: DO_NOT_RETRY, retries: 3, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
        throttle: {
            enabled: options.throttle ?? true,
            fallbackSecondaryRateRetryAfter: 1,
            onRateLimit: (retryAfter, request, _octokit, retryCount) => {
                log(`GitHub rate limit on ${request.method} ${request.url}; retry ${retryCount + 1} in ${retryAfter}s`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => {
                log(`GitHub secondary rate limit on ${request.method} ${request.url}; retry ${retryCount + 1} in ${retryAfter}s`);
                return retryCount < 2;
            },
        },
    }, wire, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/** Requests that reached the wire (retries included), split REST / GraphQL. */
function countRequests(octokit) {
    return octokit.apiCounts;
}

;// CONCATENATED MODULE: ./src/github/comments.ts
// Issue and pull request comments over REST (pull requests are issues for comments).
function commentStore(octokit, repo) {
    const toStored = (c) => ({
        id: c.id,
        body: c.body ?? '',
        authorId: c.user?.id ?? 0,
    });
    return {
        async list(target) {
            const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: target.number, per_page: 100 });
            return comments.map(toStored);
        },
        async create(target, body) {
            const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body });
            return toStored(data);
        },
        async update(commentId, body) {
            await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
        },
        async remove(commentId) {
            await octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId });
        },
    };
}
/**
 * Posts a one-off comment (e.g. the answer to `/tend status`). Creating a comment is not
 * idempotent, so a 5xx or a timeout is not retried blindly: the comments are read first and the
 * comment is only sent again if `marker` (a unique string in `body`) is not there.
 */
async function postComment(octokit, repo, target, body, marker = body) {
    const send = async (retries) => (await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body, request: { retries } })).data.id;
    try {
        return await send(0);
    }
    catch (error) {
        const status = error.status;
        if (status === undefined || status < 500)
            throw error;
        const existing = (await commentStore(octokit, repo).list(target)).find((c) => c.body.includes(marker));
        return existing ? existing.id : send(2);
    }
}

;// CONCATENATED MODULE: ./src/github/labels.ts
// Labels on issues and pull requests over REST.
async function addLabels(octokit, repo, number, labels) {
    if (labels.length === 0)
        return;
    await octokit.rest.issues.addLabels({ ...repo, issue_number: number, labels });
}
/** Removes a label; a label that is not there is already removed. */
async function removeLabel(octokit, repo, number, label) {
    try {
        await octokit.rest.issues.removeLabel({ ...repo, issue_number: number, name: label });
    }
    catch (error) {
        if (error.status !== 404)
            throw error;
    }
}

;// CONCATENATED MODULE: ./src/github/permissions.ts
// Whether an account may steer tend: write access to the repository, asked of GitHub.
async function repositoryPermission(octokit, repo, login) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
        // `permission` folds maintain into write and triage into read; `role_name` keeps them.
        const role = (data.role_name ?? data.permission);
        if (['admin', 'maintain', 'write', 'triage', 'read'].includes(role))
            return role;
        return data.permission === 'write' || data.permission === 'admin' ? data.permission : 'none';
    }
    catch (error) {
        // 404: not a collaborator (or no such user) — no permission, not a failure.
        if (error.status === 404)
            return 'none';
        throw error;
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(104);
// EXTERNAL MODULE: ./src/run/errors.ts
var errors = __webpack_require__(4314);
;// CONCATENATED MODULE: ./src/github/queries.ts
// Every GraphQL document tend sends, in one place. A test validates each one against GitHub's
// published schema (@octokit/graphql-schema), so a wrong field fails here, not on github.com.
/**
 * Everything a run needs before it decides anything, in one request: who tend is (to recognise
 * its own comments by account id), the repository, the configuration file on the default branch,
 * and, when the event names one, the target issue or pull request.
 */
const RUN_CONTEXT = /* GraphQL */ `
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
const PULLS_FOR_COMMIT = /* GraphQL */ `
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
const ACTIVE_TARGETS = /* GraphQL */ `
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
const REVIEW_FIELDS = /* GraphQL */ `
  fragment TendReview on PullRequestReview {
    id
    author {
      ...TendActor
    }
    state
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
      nodes {
        id
        databaseId
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
 * Everything the ship workflow decides on, in one request when every list fits in 100: the pull
 * request, its reviews, review threads (with their comments), the checks on its head and what the
 * base branch requires. Longer lists continue with the page queries below.
 */
const PULL_SNAPSHOT = /* GraphQL */ `
  query TendPullSnapshot($owner: String!, $name: String!, $number: Int!) {
    viewer {
      login
      databaseId
    }
    repository(owner: $owner, name: $name) {
      pullRequest(number: $number) {
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
        baseRefName
        baseRefOid
        isCrossRepository
        mergeable
        mergeStateStatus
        reviewDecision
        labels(first: 100) {
          nodes {
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
    }
  }
  ${ACTOR_FIELDS}
  ${REVIEW_FIELDS}
  ${THREAD_FIELDS}
  ${CHECK_CONTEXT_FIELDS}
`;
/** The next page of a pull request's reviews. */
const PULL_REVIEWS_PAGE = /* GraphQL */ `
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
const PULL_THREADS_PAGE = /* GraphQL */ `
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
const PULL_CHECKS_PAGE = /* GraphQL */ `
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
// ---- writes ----
const REPLY_TO_THREAD = /* GraphQL */ `
  mutation TendReplyToThread($threadId: ID!, $body: String!) {
    addPullRequestReviewThreadReply(input: { pullRequestReviewThreadId: $threadId, body: $body }) {
      comment {
        id
        databaseId
      }
    }
  }
`;
const RESOLVE_THREAD = /* GraphQL */ `
  mutation TendResolveThread($threadId: ID!) {
    resolveReviewThread(input: { threadId: $threadId }) {
      thread {
        id
        isResolved
      }
    }
  }
`;
const ENABLE_AUTO_MERGE = /* GraphQL */ `
  mutation TendEnableAutoMerge($pullId: ID!, $mergeMethod: PullRequestMergeMethod!, $expectedHeadOid: GitObjectID) {
    enablePullRequestAutoMerge(input: { pullRequestId: $pullId, mergeMethod: $mergeMethod, expectedHeadOid: $expectedHeadOid }) {
      pullRequest {
        autoMergeRequest {
          enabledAt
        }
      }
    }
  }
`;
/** The newest comments of one thread: to see whether a reply whose answer was lost was posted. */
const THREAD_RECENT_COMMENTS = /* GraphQL */ `
  query TendThreadRecentComments($threadId: ID!) {
    node(id: $threadId) {
      __typename
      ... on PullRequestReviewThread {
        comments(last: 30) {
          nodes {
            id
            databaseId
            body
            author {
              login
            }
          }
        }
      }
    }
  }
`;
const ALL_DOCUMENTS = {
    THREAD_RECENT_COMMENTS,
    RUN_CONTEXT,
    PULLS_FOR_COMMIT,
    ACTIVE_TARGETS,
    PULL_SNAPSHOT,
    PULL_REVIEWS_PAGE,
    PULL_THREADS_PAGE,
    PULL_CHECKS_PAGE,
    REPLY_TO_THREAD,
    RESOLVE_THREAD,
    ENABLE_AUTO_MERGE,
};

;// CONCATENATED MODULE: ./src/github/run-context.ts
// The first request of every run that acts: tend's own identity, the repository, the
// configuration file from the default branch and the target, in one GraphQL query.



const RunContextData = schemas/* object */.Ikc({
    viewer: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), databaseId: schemas/* number */.aig().nullable() }),
    repository: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        nameWithOwner: schemas/* string */.YjP(),
        viewerPermission: schemas/* string */.YjP().nullable(),
        defaultBranchRef: schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).nullable(),
        config: schemas/* object */.Ikc({ __typename: schemas/* string */.YjP(), text: schemas/* string */.YjP().nullable().optional(), isBinary: schemas/* boolean */.zMY().nullable().optional() })
            .nullable(),
        target: schemas/* object */.Ikc({
            __typename: schemas/* enum */.k5n(['Issue', 'PullRequest']),
            id: schemas/* string */.YjP(),
            number: schemas/* number */.aig(),
            title: schemas/* string */.YjP(),
            issueState: schemas/* string */.YjP().optional(),
            pullState: schemas/* string */.YjP().optional(),
            isDraft: schemas/* boolean */.zMY().optional(),
            headRefName: schemas/* string */.YjP().optional(),
            headRefOid: schemas/* string */.YjP().optional(),
            baseRefName: schemas/* string */.YjP().optional(),
        })
            .nullable()
            .optional(),
    })
        .nullable(),
});
class RepositoryNotFoundError extends errors/* RefusalError */.X {
}
async function loadRunContext(octokit, repo, input) {
    const variables = {
        owner: repo.owner,
        name: repo.repo,
        // The default branch, never the pull request head: a PR must not rewrite its own policy.
        configExpression: `${input.defaultBranch ?? 'HEAD'}:${input.configPath}`,
        number: input.targetNumber ?? 0,
        withTarget: input.targetNumber !== undefined,
    };
    let data;
    try {
        data = await octokit.graphql(RUN_CONTEXT, variables);
    }
    catch (error) {
        // A missing target comes back as a NOT_FOUND error next to otherwise good data.
        const partial = error;
        const onlyTargetMissing = partial.data !== undefined &&
            (partial.errors ?? []).every((e) => e.type === 'NOT_FOUND' && Array.isArray(e.path) && e.path.includes('target'));
        if (!onlyTargetMissing)
            throw error;
        data = partial.data;
    }
    const parsed = RunContextData.parse(data);
    if (!parsed.repository)
        throw new RepositoryNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
    return parsed;
}
const PullsForCommitData = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({
        object: schemas/* object */.Ikc({
            __typename: schemas/* string */.YjP(),
            associatedPullRequests: schemas/* object */.Ikc({ nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ number: schemas/* number */.aig(), state: schemas/* string */.YjP(), headRefOid: schemas/* string */.YjP() })) })
                .optional(),
        })
            .nullable(),
    })
        .nullable(),
});
/** Open pull requests whose head is `sha`. */
async function openPullsForCommit(octokit, repo, sha) {
    const data = PullsForCommitData.parse(await octokit.graphql(PULLS_FOR_COMMIT, { owner: repo.owner, name: repo.repo, oid: sha }));
    const nodes = data.repository?.object?.associatedPullRequests?.nodes ?? [];
    return nodes.filter((n) => n.state === 'OPEN' && n.headRefOid === sha).map((n) => n.number);
}
const ActiveTargetsData = schemas/* object */.Ikc({
    search: schemas/* object */.Ikc({
        issueCount: schemas/* number */.aig(),
        pageInfo: schemas/* object */.Ikc({ hasNextPage: schemas/* boolean */.zMY(), endCursor: schemas/* string */.YjP().nullable() }),
        nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ __typename: schemas/* string */.YjP(), number: schemas/* number */.aig().optional() }).nullable()),
    }),
});
/** Every open issue and pull request with the active label, in pages of 100 (one request per page). */
async function activeTargets(octokit, repo, label) {
    const search = `repo:${repo.owner}/${repo.repo} is:open label:"${label}"`;
    const found = [];
    let after = null;
    for (let page = 0; page < 10; page += 1) {
        const data = ActiveTargetsData.parse(await octokit.graphql(ACTIVE_TARGETS, { search, after }));
        for (const node of data.search.nodes) {
            if (node?.number === undefined)
                continue;
            found.push({ kind: node.__typename === 'PullRequest' ? 'pull_request' : 'issue', number: node.number });
        }
        if (!data.search.pageInfo.hasNextPage)
            break;
        after = data.search.pageInfo.endCursor;
    }
    return found;
}

// EXTERNAL MODULE: ./src/report/publish.ts + 1 modules
var publish = __webpack_require__(4904);
// EXTERNAL MODULE: ./src/report/redact.ts
var report_redact = __webpack_require__(649);
;// CONCATENATED MODULE: ./src/store/marker.ts
// The hidden state marker inside a tracking comment: `<!-- tend:state {json} -->`.
// The JSON is escaped so it can never close the HTML comment early, whatever strings it holds.
const STATE_MARKER_PREFIX = '<!-- tend:state ';
const SUFFIX = ' -->';
function encodeMarker(state) {
    const json = JSON.stringify(state)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/-/g, '\\u002d');
    return `${STATE_MARKER_PREFIX}${json}${SUFFIX}`;
}
/** The JSON text of the first marker in `body`, parsed; undefined when there is none or it is not JSON. */
function decodeMarker(body) {
    const start = body.indexOf(STATE_MARKER_PREFIX);
    if (start < 0)
        return undefined;
    const end = body.indexOf(SUFFIX, start + STATE_MARKER_PREFIX.length);
    if (end < 0)
        return undefined;
    try {
        return JSON.parse(body.slice(start + STATE_MARKER_PREFIX.length, end));
    }
    catch {
        return undefined;
    }
}
function hasMarker(body) {
    return body.includes(STATE_MARKER_PREFIX);
}

// EXTERNAL MODULE: ./src/report/limits.ts
var limits = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(7994);
;// CONCATENATED MODULE: ./src/report/tracking-body.ts
// The tracking comment's text: what tend is doing on this target and why, then the state marker.



function renderTrackingBody(state, runUrl) {
    const title = state.workflow ? `tend · ${state.workflow} · ${state.status}` : `tend · ${state.status}`;
    const lines = [`### ${title}`, '', state.reason || '—', ''];
    if (state.ship && state.ship.threads.length > 0) {
        const shown = state.ship.threads.slice(-50);
        lines.push((0,summary/* threadTable */.ri)(shown), '');
        if (shown.length < state.ship.threads.length)
            lines.push(`<sub>${state.ship.threads.length - shown.length} earlier thread(s) are in the audit artifacts of earlier runs.</sub>`, '');
    }
    if (state.history.length > 0) {
        lines.push('<details><summary>History</summary>', '', '| When | State | Note |', '|---|---|---|');
        for (const h of state.history)
            lines.push(`| ${(0,summary/* cell */.Hn)(h.at)} | ${(0,summary/* cell */.Hn)(h.status)} | ${(0,summary/* cell */.Hn)(h.note)} |`);
        lines.push('', '</details>', '');
    }
    const judged = (state.ship?.threads ?? []).filter((t) => t.llm);
    if (judged.length > 0) {
        const cost = judged.reduce((sum, t) => sum + t.llm.cost_usd, 0);
        const tokens = judged.reduce((sum, t) => sum + t.llm.input_tokens + t.llm.output_tokens, 0);
        lines.push(`<sub>Model: ${judged.length} thread(s) judged, ${tokens} tokens, $${cost.toFixed(4)} so far on this pull request.</sub>`, '');
    }
    lines.push(`<sub>Updated ${state.updatedAt}${runUrl ? ` by [this run](${runUrl})` : ''}. Comment \`/tend status\` or \`/tend stop\`.</sub>`, '');
    return (0,limits/* truncate */.xv)(lines.join('\n'), limits/* COMMENT_LIMIT */.W$, encodeMarker(state));
}
/** A one-off reply; its marker names the event it answers so a re-delivery can see it was sent. */
function renderReply(text, eventKey) {
    return (0,limits/* truncate */.xv)(text, limits/* COMMENT_LIMIT */.W$, `\n\n<!-- tend:reply ${eventKey.replace(/-->/g, '')} -->`);
}
function replyMarker(eventKey) {
    return `<!-- tend:reply ${eventKey.replace(/-->/g, '')} -->`;
}

;// CONCATENATED MODULE: ./src/route/authorize.ts
// Who may steer tend. People need write access (admin, maintain or write); bots must be on the
// trusted list, matched by account type and id: a user named `coderabbitai` is not CodeRabbit.

const WRITE = new Set(['admin', 'maintain', 'write']);
/** Whether a bot may steer, decided from the trusted list alone (no API call needed). */
function authorizeBot(actor, trustedBots) {
    if ((0,known_bots/* isBot */.w2)(actor, trustedBots))
        return { allowed: true, why: `${actor.login} is a trusted bot` };
    return { allowed: false, why: `${actor.login} is a bot that is not in trusted-bots; only trusted bots (matched by account id) can steer tend` };
}
/** Whether a person may steer, given the permission GitHub reports for them. */
function authorizeUser(actor, permission) {
    if (WRITE.has(permission))
        return { allowed: true, why: `@${actor.login} has ${permission} access` };
    return { allowed: false, why: `@${actor.login} has ${permission} access; only people with write access (or trusted bots) can steer tend` };
}
function needsPermissionLookup(actor) {
    return actor.type !== 'Bot';
}

// EXTERNAL MODULE: ./src/route/route.ts + 1 modules
var route = __webpack_require__(3699);
// EXTERNAL MODULE: ./src/route/verbs.ts
var verbs = __webpack_require__(7399);
;// CONCATENATED MODULE: ./src/store/target-state.ts
// What tend remembers about one issue or pull request between runs. It lives in the tracking
// comment's marker (GitHub is the database), is versioned, and is validated on every read:
// a marker that does not parse is treated as no state, never trusted half-way.


const STATE_VERSION = 1;
const HISTORY_LIMIT = 20;
const HANDLED_LIMIT = 50;
const verb = schemas/* enum */.k5n(Object.keys(verbs/* VERBS */.hU));
/** What tend did with one review thread, for the tracking comment, the summary and the audit. */
const ThreadRecordSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    path: schemas/* string */.YjP(),
    line: schemas/* number */.aig().nullable(),
    author: schemas/* string */.YjP(),
    severity: schemas/* enum */.k5n(['critical', 'major', 'minor', 'nitpick', 'unknown']),
    decision: schemas/* enum */.k5n(['fix', 'ignore', 'escalate']),
    rationale: schemas/* string */.YjP(),
    /** The commit that applied the fix. */
    commit: schemas/* string */.YjP().nullable(),
    /** Files the fix changed. */
    files: schemas/* array */.YOg(schemas/* string */.YjP()),
    replied: schemas/* boolean */.zMY(),
    resolved: schemas/* boolean */.zMY(),
    /** The head the decision was made on. */
    head: schemas/* string */.YjP(),
    /** What the model spent on this thread, when it was asked. */
    llm: schemas/* strictObject */.rej({ input_tokens: schemas/* number */.aig(), output_tokens: schemas/* number */.aig(), cost_usd: schemas/* number */.aig() }).optional(),
});
/** The ship / fix workflow's memory of one pull request. */
const ShipStateSchema = schemas/* strictObject */.rej({
    mode: schemas/* enum */.k5n(['ship', 'fix']),
    /** The head SHA the current phase is about. */
    head: schemas/* string */.YjP(),
    /** Fix-and-push rounds done so far. */
    iteration: schemas/* number */.aig().int().min(0),
    /** Until when to wait for the review bots on `head` (ISO time). */
    reviewDeadline: schemas/* string */.YjP().nullable(),
    /** Until when to wait for required checks on `head`. */
    checksDeadline: schemas/* string */.YjP().nullable(),
    /** Heads tend pushed itself: CI may never run on them when pushed with GITHUB_TOKEN. */
    pushed: schemas/* array */.YOg(schemas/* string */.YjP()).max(50),
    threads: schemas/* array */.YOg(ThreadRecordSchema).max(300),
    merge: schemas/* strictObject */.rej({ merged: schemas/* boolean */.zMY(), sha: schemas/* string */.YjP().nullable(), method: schemas/* string */.YjP().nullable() }).nullable(),
    branchDeleted: schemas/* boolean */.zMY(),
});
const TargetStateSchema = schemas/* strictObject */.rej({
    v: schemas/* literal */.euz(STATE_VERSION),
    target: schemas/* strictObject */.rej({ kind: schemas/* enum */.k5n(['issue', 'pull_request']), number: schemas/* number */.aig().int().positive() }),
    /** The workflow tend is running on this target, null when none was asked for. */
    workflow: verb.nullable(),
    /** Where that workflow stands: `requested`, `stopped`, and each workflow's own states. */
    status: schemas/* string */.YjP().min(1),
    /** Why it stands there, for people. */
    reason: schemas/* string */.YjP(),
    requestedBy: schemas/* strictObject */.rej({ login: schemas/* string */.YjP(), id: schemas/* number */.aig() }).nullable(),
    updatedAt: schemas/* string */.YjP(),
    /** Keys of events already acted on (comment ids, label deliveries), so a re-delivery is a no-op. */
    handled: schemas/* array */.YOg(schemas/* string */.YjP()).max(HANDLED_LIMIT),
    history: schemas/* array */.YOg(schemas/* strictObject */.rej({ at: schemas/* string */.YjP(), status: schemas/* string */.YjP(), note: schemas/* string */.YjP() }))
        .max(HISTORY_LIMIT),
    /** Present while (and after) ship or fix works on a pull request. */
    ship: ShipStateSchema.optional(),
});
/** Parses a decoded marker; null for anything that is not a valid current-version state. */
function readState(decoded) {
    const parsed = TargetStateSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
}
function initialState(target, at) {
    return { v: STATE_VERSION, target, workflow: null, status: 'idle', reason: '', requestedBy: null, updatedAt: at, handled: [], history: [] };
}
/** A new state with `status` set and the change appended to the (bounded) history. */
function transition(state, change) {
    const history = [...state.history, { at: change.at, status: change.status, note: change.reason }].slice(-HISTORY_LIMIT);
    return {
        ...state,
        workflow: change.workflow === undefined ? state.workflow : change.workflow,
        requestedBy: change.requestedBy === undefined ? state.requestedBy : change.requestedBy,
        status: change.status,
        reason: change.reason,
        updatedAt: change.at,
        history,
    };
}
function markHandled(state, key) {
    if (state.handled.includes(key))
        return state;
    return { ...state, handled: [...state.handled, key].slice(-HANDLED_LIMIT) };
}

;// CONCATENATED MODULE: ./src/store/tracking-comment.ts
// One tracking comment per target, found again on every run by its marker and by its author
// (tend's own account: a marker someone else pasted is not state). Creating it is the one write
// that can go wrong twice (a POST retried after a lost response, two runs at once, a crash
// between create and update), so after every create the comments are listed again and
// duplicates are folded into the oldest.


/** Picks tend's tracking comment out of a target's comments. Pure. */
function findTracking(comments, selfId) {
    const ours = comments.filter((c) => c.authorId === selfId && hasMarker(c.body)).sort((a, b) => a.id - b.id);
    const [comment = null, ...duplicates] = ours;
    return { comment, state: comment ? readState(decodeMarker(comment.body)) : null, duplicates };
}
async function loadTracking(store, target, selfId) {
    return findTracking(await store.list(target), selfId);
}
/**
 * Writes `body` to the tracking comment: updates it in place when it exists, else creates it and
 * reconciles, so exactly one remains. Returns the id of the comment that holds the body.
 */
async function saveTracking(store, target, selfId, tracking, body) {
    if (tracking.comment) {
        if (tracking.comment.body !== body)
            await store.update(tracking.comment.id, body);
        for (const duplicate of tracking.duplicates)
            await store.remove(duplicate.id);
        return tracking.comment.id;
    }
    let createError = null;
    try {
        await store.create(target, body);
    }
    catch (error) {
        // The POST may have been applied even though the answer was an error: look before failing.
        createError = error;
    }
    const after = findTracking(await store.list(target), selfId);
    if (!after.comment)
        throw createError ?? new Error('the tracking comment was created but cannot be found');
    if (after.comment.body !== body)
        await store.update(after.comment.id, body);
    for (const duplicate of after.duplicates)
        await store.remove(duplicate.id);
    return after.comment.id;
}
/**
 * Saves successive states of one target: the first save creates the comment (reconciling
 * duplicates), later ones update it in place. Returns the comment id after each save.
 */
function trackingWriter(store, target, selfId, tracking, render) {
    let current = tracking;
    return {
        get commentId() {
            return current.comment?.id ?? null;
        },
        async save(state) {
            const body = render(state);
            const id = await saveTracking(store, target, selfId, current, body);
            current = { comment: { id, body, authorId: selfId }, state, duplicates: [] };
            return id;
        },
    };
}

;// CONCATENATED MODULE: ./src/ship/checks.ts
// Whether the head's checks allow a merge, decided from the snapshot alone. Required contexts come
// from the base branch's rules; a required context that has not reported yet is pending, not
// passing. Without any rule, every check reported on the head must pass (none may be pending).
const PASSING = new Set(['success', 'neutral', 'skipped']);
function evaluateChecks(snapshot, ignoreAppSlugs = []) {
    const required = snapshot.requiredChecks && snapshot.requiredChecks.length > 0 ? snapshot.requiredChecks : null;
    // Without a rule every reported check counts, except the review bots' own (CodeRabbit's "review
    // in progress"): they gate reviews, not merges. A context the branch requires counts whoever reports it.
    const considered = required
        ? required.map((name) => ({ name, check: snapshot.checks.find((c) => c.name === name) }))
        : snapshot.checks.filter((c) => c.appSlug === null || !ignoreAppSlugs.includes(c.appSlug)).map((check) => ({ name: check.name, check }));
    const failing = considered.filter((c) => c.check && !PASSING.has(c.check.state) && c.check.state !== 'pending').map((c) => c.name);
    if (failing.length > 0)
        return { state: 'failing', failing };
    const waitingFor = considered.filter((c) => !c.check || c.check.state === 'pending').map((c) => (c.check ? c.name : `${c.name} (not reported yet)`));
    if (waitingFor.length > 0)
        return { state: 'pending', waitingFor };
    return { state: 'passing', checked: considered.map((c) => c.name) };
}

;// CONCATENATED MODULE: ./src/ship/review-comment.ts
// Reads one review comment the way its author labels it: the severity from a known bot's own
// label and the committable suggestions. Comment bodies are untrusted, so:
// - a bot is recognised by account type and id only, never by its login;
// - a bot's label grammar is applied only to comments by that very bot;
// - text a reader never sees (HTML comments) and CodeRabbit's "Prompt for AI Agents" section,
//   which quotes the pull request back, yield neither suggestions nor severity.

/**
 * The bot account that wrote a comment: a Bot-typed author whose id is in KNOWN_BOTS or `bots`.
 * Logins are never compared: anyone can register a user called `coderabbitai`.
 */
function botOf(author, bots) {
    if (author === null || author.type !== 'Bot' || author.id <= 0)
        return null;
    const matches = (bot) => bot.id === author.id;
    return known_bots/* KNOWN_BOTS */.jS.find(matches) ?? bots.find(matches) ?? null;
}
function parseReviewComment(input, reviewBots) {
    const bot = botOf(input.author, reviewBots);
    const { visible, fences } = scanMarkdown(input.body);
    // Only the known bots have a label grammar, and botOf looks at KNOWN_BOTS first, so a
    // configured bot that merely shares a short name never gets one.
    const known = botOf(input.author, []);
    const readLabel = known === null ? undefined : LABEL_GRAMMARS[known.name];
    const head = visible.find((line) => line.trim() !== '')?.trim() ?? '';
    return {
        bot: bot?.name ?? null,
        severity: readLabel === undefined ? 'unknown' : readLabel(head),
        suggestions: fences.filter((f) => f.info.split(/\s+/)[0] === 'suggestion').map((f) => ({ text: f.text })),
    };
}
/**
 * The comment as a model may read it: HTML comments, "Prompt for AI Agents" sections, invisible
 * and bidi control characters and image alt text removed. What is left is still untrusted data.
 */
function sanitizeForModel(body) {
    const text = scanMarkdown(body).visible.join('\n').replace(INVISIBLE, '');
    return replaceImages(text).replace(/<img\b[^>]*>/gi, '[image]').trim();
}
// ---------------------------------------------------------------------------------------------
// Severity labels, one grammar per known bot. Each reads the first visible line of the comment.
const SEVERITY_RANK = { unknown: 0, nitpick: 1, minor: 2, major: 3, critical: 4 };
const LABEL_GRAMMARS = {
    coderabbit: codeRabbitSeverity,
    gemini: geminiSeverity,
    sourcery: sourcerySeverity,
};
const CODERABBIT_LEVELS = {
    critical: 'critical',
    major: 'major',
    minor: 'minor',
    trivial: 'nitpick',
};
/** `_⚠️ Potential issue_ | _🟠 Major_ | _⚡ Quick win_`: emphasised segments joined by `|`. */
function codeRabbitSeverity(head) {
    const words = [];
    for (const segment of head.split('|')) {
        const emphasised = /^([_*]{1,2})(.+)\1$/.exec(segment.trim());
        if (!emphasised)
            return 'unknown';
        words.push(emphasised[2].replace(/^[^\p{L}]+|[\s_*]+$/gu, '').toLowerCase());
    }
    // The level segment wins over the kind segment (`_🧹 Nitpick_ | _🔵 Trivial_`).
    for (const word of words) {
        const level = CODERABBIT_LEVELS[word];
        if (level)
            return level;
    }
    return words.includes('nitpick') ? 'nitpick' : 'unknown';
}
const GEMINI_BADGES = {
    critical: 'critical',
    high: 'major',
    medium: 'minor',
    low: 'nitpick',
};
/** `![high](…high-priority.svg)`, sometimes after a `![security-high](…)` badge: the highest wins. */
function geminiSeverity(head) {
    let severity = 'unknown';
    const badge = /^!\[([^\]]*)\]\([^)\s]*\)\s*/;
    let rest = head;
    for (let match = badge.exec(rest); match; match = badge.exec(rest)) {
        const level = GEMINI_BADGES[match[1].trim().toLowerCase().replace(/^security-/, '')];
        if (level && SEVERITY_RANK[level] > SEVERITY_RANK[severity])
            severity = level;
        rest = rest.slice(match[0].length);
    }
    return severity;
}
/** `**issue (bug_risk):**`, `**🚨 issue (security):**`, `**suggestion (performance):**`, `**nitpick:**`. */
function sourcerySeverity(head) {
    const match = /^\*\*(?:[^\p{L}\s*]+\s*)?(issue|suggestion|nitpick)\s*(?:\(([^)]*)\))?:\*\*/iu.exec(head);
    if (!match)
        return 'unknown';
    const kind = match[1].toLowerCase();
    const tags = (match[2] ?? '').toLowerCase().split(/[\s,]+/);
    if (kind === 'issue')
        return tags.includes('security') ? 'critical' : 'major';
    return kind === 'suggestion' ? 'minor' : 'nitpick';
}
const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const AI_PROMPT = /prompt for ai agents/i;
function scanMarkdown(body) {
    const visible = [];
    const fences = [];
    let fence = null;
    let inComment = false;
    for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
        if (fence !== null) {
            visible.push(line);
            if (closesFence(line, fence.marker)) {
                fences.push({ info: fence.info, text: fence.lines.join('\n') });
                fence = null;
            }
            else {
                fence.lines.push(line.replace(new RegExp(`^ {0,${fence.indent}}`), ''));
            }
            continue;
        }
        let rest = line;
        let hadComment = false;
        if (inComment) {
            const end = rest.indexOf('-->');
            if (end < 0)
                continue;
            rest = rest.slice(end + 3);
            inComment = false;
            hadComment = true;
        }
        // A line that is (partly) an HTML comment belongs to an HTML block: it never opens a fence.
        const opening = hadComment ? null : OPENING_FENCE.exec(rest);
        if (opening && !(opening[2].startsWith('`') && opening[3].includes('`'))) {
            fence = { marker: opening[2], indent: opening[1].length, info: opening[3].trim(), lines: [] };
            visible.push(line);
            continue;
        }
        const stripped = stripComments(rest);
        inComment = stripped.unclosed;
        hadComment ||= stripped.removed;
        // The section's end cannot be trusted: the prompt quotes the pull request, and a quoted ``` or
        // </details> would close it early and let what follows pass as the bot's own words. So
        // everything from its start on is data, never suggestions or labels.
        if (AI_PROMPT.test(stripped.text)) {
            dropOpeningDetails(visible);
            break;
        }
        if (hadComment && stripped.text.trim() === '')
            continue;
        visible.push(stripped.text);
    }
    return { visible, fences };
}
function closesFence(line, marker) {
    const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
    return match !== null && match[1][0] === marker[0] && match[1].length >= marker.length;
}
/** Removes `<!-- … -->` from one line; `unclosed` when a comment runs on past its end. */
function stripComments(line) {
    let text = '';
    let from = 0;
    for (;;) {
        const start = line.indexOf('<!--', from);
        if (start < 0)
            return { text: text + line.slice(from), removed: from > 0, unclosed: false };
        text += line.slice(from, start);
        const end = line.indexOf('-->', start + 4);
        if (end < 0)
            return { text, removed: true, unclosed: true };
        from = end + 3;
    }
}
/** The AI-prompt summary sits in a `<details>` opened on the line before: drop that too. */
function dropOpeningDetails(visible) {
    let last = visible.length - 1;
    while (last >= 0 && visible[last].trim() === '')
        last--;
    if (last >= 0 && /^<details\b[^>]*>$/i.test(visible[last].trim()))
        visible.length = last;
}
// ---------------------------------------------------------------------------------------------
// Text hidden from a human reader but not from a model.
/** Zero-width, bidi control and Unicode tag characters ("ASCII smuggling"). */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
/** Longest alt text or destination looked at: bounds the work on hostile input. */
const MAX_IMAGE_PART = 2000;
/** Replaces `![alt](url)`, `![alt][ref]` and `![alt]` with `[image]`; alt text may nest brackets. */
function replaceImages(text) {
    let out = '';
    let from = 0;
    let at = text.indexOf('![');
    while (at >= 0) {
        const altEnd = closingBracket(text, at + 1, '[', ']');
        if (altEnd < 0) {
            at = text.indexOf('![', at + 2);
            continue;
        }
        let end = altEnd;
        const next = text[altEnd + 1];
        if (next === '(' || next === '[') {
            const targetEnd = closingBracket(text, altEnd + 1, next, next === '(' ? ')' : ']');
            if (targetEnd >= 0)
                end = targetEnd;
        }
        out += `${text.slice(from, at)}[image]`;
        from = end + 1;
        at = text.indexOf('![', from);
    }
    return out + text.slice(from);
}
function closingBracket(text, open, left, right) {
    let depth = 0;
    const limit = Math.min(text.length, open + MAX_IMAGE_PART);
    for (let i = open; i < limit; i++) {
        const char = text[i];
        if (char === '\\')
            i++;
        else if (char === left)
            depth++;
        else if (char === right && --depth === 0)
            return i;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/ship/decide-thread.ts
// The ship workflow's policy for one review thread when no model decides: apply its committable
// suggestion, leave a nitpick alone, or hand it to a human (or the model path). Every plan carries
// one sentence a person reads in the tracking comment, so each rule says why in its own words.


/** Every severity: the default of `fixSeverities`. */
const ALL_SEVERITIES = (/* unused pure expression or super */ null && (['critical', 'major', 'minor', 'nitpick', 'unknown']));
/** The hidden marker tend puts in its answer to a thread; found in a comment by tend only. */
const THREAD_ANSWER_MARKER = '<!-- tend:thread ';
function planThread(input, policy) {
    const { thread, viewerId, cutoff } = input;
    const first = thread.comments[0];
    const byTend = (comment) => comment.author !== null && comment.author.id === viewerId;
    const plan = (decision, rationale, more = {}) => ({
        threadId: thread.id,
        path: thread.path,
        author: first?.author ?? null,
        bot: botOf(first?.author ?? null, policy.reviewBots)?.name ?? null,
        severity: 'unknown',
        decision,
        rationale,
        edit: null,
        ...more,
    });
    if (thread.isResolved)
        return plan('skip', 'The thread is resolved.');
    if (first === undefined)
        return plan('skip', 'The thread has no comments.');
    if (byTend(first))
        return plan('skip', 'tend opened this thread itself.');
    // tend's own answers count whenever they were written: acting twice is the failure to avoid.
    if (thread.comments.some((c) => byTend(c) && c.body.includes(THREAD_ANSWER_MARKER))) {
        return plan('skip', 'tend has already answered this thread.');
    }
    if (isAfter(first.createdAt, cutoff)) {
        return plan('skip', 'The thread was opened after this run started; the next run reads it.');
    }
    if (first.lastEditedAt !== null && isAfter(first.lastEditedAt, cutoff)) {
        return plan('escalate', 'The first comment was edited after the run started, so its text is not trusted.');
    }
    const parsed = parseReviewComment(first, policy.reviewBots);
    const { severity, suggestions } = parsed;
    const more = { bot: parsed.bot, severity };
    const who = describeAuthor(first.author, parsed.bot, input.authorCanWrite);
    const refusal = suggestions.length === 0 ? null : mayNotApply(first.author, input.authorCanWrite, policy.reviewBots);
    const place = suggestions.length === 1 ? locate(thread, first, suggestions[0].text) : null;
    if (suggestions.length === 1 && refusal === null && policy.fixSeverities.includes(severity) && place && 'edit' in place) {
        return plan('fix', describeFix(place.edit, who, severity), { ...more, edit: place.edit });
    }
    if (severity === 'nitpick' && policy.ignoreNitpicks) {
        return plan('ignore', `Nitpick from ${who}: style-only, not changed.`, more);
    }
    if (refusal !== null)
        return plan('escalate', `The suggestion is not applied automatically: ${refusal}.`, more);
    if (suggestions.length > 1) {
        return plan('escalate', `The comment holds several alternative suggestions (${suggestions.length}); a human must choose.`, more);
    }
    if (suggestions.length === 1 && !policy.fixSeverities.includes(severity)) {
        return plan('escalate', describeSeverityRefusal(severity), more);
    }
    if (place && 'problem' in place)
        return plan('escalate', `The suggestion cannot be placed: ${place.problem}.`, more);
    const trusted = botOf(first.author, policy.reviewBots) !== null || input.authorCanWrite;
    return plan('escalate', 'No committable suggestion; a human or the model path must decide.', { ...more, needsJudgement: trusted });
}
/**
 * Among 'fix' plans on the same file whose lines overlap, keeps the first (in the order given)
 * and escalates the others: applying both would apply one onto the other's result.
 */
function resolveOverlaps(plans) {
    const applied = [];
    return plans.map((plan) => {
        if (plan.decision !== 'fix' || plan.edit === null)
            return plan;
        const edit = plan.edit;
        for (const other of applied) {
            if (other.plan.path !== plan.path)
                continue;
            if (!comparable(other.edit, edit)) {
                return escalated(plan, `Changes the same file as the suggestion of thread ${other.plan.threadId}, which was applied, at lines of another commit, so the two cannot be checked for overlap.`);
            }
            if (other.edit.startLine <= edit.endLine && edit.startLine <= other.edit.endLine) {
                return escalated(plan, `Overlaps the suggestion of thread ${other.plan.threadId}, which was applied.`);
            }
        }
        applied.push({ plan, edit });
        return plan;
    });
}
function escalated(plan, rationale) {
    return { ...plan, decision: 'escalate', rationale, edit: null };
}
/** Line numbers compare only within one commit: both current, or both of the same original commit. */
function comparable(a, b) {
    if (!a.outdated && !b.outdated)
        return true;
    return a.outdated && b.outdated && a.originalCommitOid !== null && a.originalCommitOid === b.originalCommitOid;
}
/** An instant that cannot be read counts as late: it cannot be shown to be before the cutoff. */
function isAfter(instant, cutoff) {
    if (cutoff === null)
        return false;
    const at = Date.parse(instant);
    const limit = Date.parse(cutoff);
    return Number.isNaN(at) || Number.isNaN(limit) || at > limit;
}
/** Why `author` may not have a suggestion applied, or null when they may. */
function mayNotApply(author, canWrite, reviewBots) {
    if (author === null)
        return 'its author is a deleted account';
    if (author.type === 'Bot') {
        return (0,known_bots/* isBot */.w2)(author, reviewBots) ? null : `it comes from the bot ${author.login}, which is not a configured review bot`;
    }
    return canWrite ? null : `it comes from @${author.login}, who has no write access to the repository`;
}
function locate(thread, first, text) {
    if (thread.diffSide === 'LEFT')
        return { problem: 'it is on the removed side of the diff, which a commit cannot change' };
    const outdated = thread.isOutdated || thread.line === null;
    const endLine = outdated ? thread.originalLine : thread.line;
    const startLine = (outdated ? thread.originalStartLine : thread.startLine) ?? endLine;
    if (endLine === null || startLine === null || startLine < 1 || startLine > endLine) {
        return { problem: 'GitHub does not say which lines it replaces' };
    }
    return {
        edit: {
            startLine,
            endLine,
            text,
            outdated,
            originalStartLine: thread.originalStartLine ?? thread.originalLine,
            originalEndLine: thread.originalLine,
            originalCommitOid: first.originalCommitOid,
        },
    };
}
function describeFix(edit, who, severity) {
    const lines = edit.startLine === edit.endLine ? `line ${edit.startLine}` : `lines ${edit.startLine}-${edit.endLine}`;
    const seen = edit.originalCommitOid === null ? 'as first reviewed' : `as of commit ${edit.originalCommitOid.slice(0, 7)}`;
    const where = edit.outdated ? `${lines} ${seen} (the thread is outdated)` : lines;
    const finding = `${severity === 'unknown' ? 'an unlabelled' : `a ${severity}`} finding by ${who}`;
    return edit.text === ''
        ? `Deletes ${where} as suggested in ${finding}.`
        : `Applies the committable suggestion of ${finding} to ${where}.`;
}
function describeAuthor(author, bot, canWrite) {
    if (bot !== null)
        return bot;
    if (author === null)
        return 'a deleted account';
    if (author.type === 'Bot')
        return `the bot ${author.login}`;
    return canWrite ? `@${author.login} (write access)` : `@${author.login}`;
}
function describeSeverityRefusal(severity) {
    return severity === 'unknown'
        ? 'The suggestion carries no severity label, and this policy does not apply unlabelled suggestions automatically.'
        : `The suggestion is at ${severity} severity, which this policy does not apply automatically.`;
}

;// CONCATENATED MODULE: ./src/ship/machine.ts
// The ship / fix lifecycle of one pull request as a pure state machine:
//
//   requested → awaiting-reviews → fixing ─(pushed)→ awaiting-reviews (new head, capped)
//                                        └────────→ awaiting-checks → merging → merged
//   any phase → blocked(reason) | stopped | closed;  fix mode ends at `fixed` (never merges)
//
// `nextShipStep` looks at the tracking state and a fresh snapshot and returns the next state plus
// the one action to perform now. The run performs it, folds the outcome back in with the
// `after*` functions, takes a new snapshot and asks again, until the answer is to wait or stop.
// Waiting is a deadline in state, never a sleep: events and the schedule sweep re-enter.




const HOLD_LABEL = 'tend:hold';
const TERMINAL = new Set(['merged', 'fixed', 'stopped', 'closed', 'ready']);
function isShipTerminal(status) {
    return TERMINAL.has(status);
}
/** A fresh ship section for a pull request at `head`. */
function initialShip(mode, head, deadline) {
    return { mode, head, iteration: 0, reviewDeadline: deadline, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false };
}
function nextShipStep(current, ctx) {
    const { snapshot: pr, policy, now } = ctx;
    const at = now.toISOString();
    // History records changes of status; a refined reason in the same status only replaces the reason.
    const set = (status, reason, ship = current.ship) => {
        if (status !== current.status)
            return { ...transition(current, { status, reason, at }), ship };
        if (reason === current.reason)
            return { ...current, ship };
        return { ...current, reason, updatedAt: at, ship };
    };
    if (pr.state === 'MERGED') {
        const ship = current.ship ?? initialShip(modeOf(current), pr.headRefOid, at);
        const merged = current.status === 'merged' ? current : set('merged', ship.merge?.merged ? `merged ${shortSha(ship.merge.sha)} with ${ship.merge.method}` : 'merged by someone else', ship);
        if (ship.merge?.merged && policy.deleteBranch && !pr.isCrossRepository && !ship.branchDeleted) {
            return { state: merged, action: { kind: 'delete-branch', branch: pr.headRefName } };
        }
        return { state: merged, action: { kind: 'stop', reason: merged.reason } };
    }
    if (pr.state === 'CLOSED')
        return stop(set('closed', 'the pull request was closed'));
    if (pr.labels.includes(HOLD_LABEL))
        return stop(current.status === 'stopped' ? current : set('stopped', `the ${HOLD_LABEL} label is on the pull request`));
    if (isShipTerminal(current.status))
        return stop(current);
    const mode = modeOf(current);
    let ship = current.ship;
    // A new request, or someone else pushed: the bots review the new head; wait for them again.
    if (!ship || current.status === 'requested' || pr.headRefOid !== ship.head) {
        const fresh = ship && current.status !== 'requested'
            ? { ...ship, head: pr.headRefOid, reviewDeadline: addMinutes(now, policy.reviewWindowMinutes), checksDeadline: null }
            : // A new request starts over, but keeps what was decided on its threads: a thread left open
                // for a human must still block the merge.
                { ...initialShip(mode, pr.headRefOid, addMinutes(now, policy.reviewWindowMinutes)), threads: ship?.threads ?? [] };
        const why = ship && current.status !== 'requested' ? `new head ${shortSha(pr.headRefOid)}: waiting for the review bots again` : `waiting for the review bots on ${shortSha(pr.headRefOid)}`;
        return nextShipStep(set('awaiting-reviews', why, fresh), ctx);
    }
    if (current.status === 'awaiting-reviews') {
        const missing = policy.reviewBots.filter((bot) => !hasReviewed(bot, pr));
        const deadlinePassed = ship.reviewDeadline !== null && at >= ship.reviewDeadline;
        if (missing.length > 0 && !deadlinePassed) {
            return wait(set('awaiting-reviews', `waiting for ${missing.map((b) => b.name).join(', ')} to review ${shortSha(pr.headRefOid)} (until ${ship.reviewDeadline})`), null);
        }
        const why = missing.length === 0 ? 'every expected review bot has reviewed the head' : `review window closed without ${missing.map((b) => b.name).join(', ')}`;
        return nextShipStep(set('fixing', why), ctx);
    }
    if (current.status === 'fixing') {
        const plans = planThreads(ctx, ship);
        const actionable = plans.filter((p) => p.decision !== 'skip');
        if (actionable.length > 0)
            return { state: current, action: { kind: 'handle-threads', plans: actionable } };
        if (mode === 'fix')
            return stop(set('fixed', fixedReason(ship)));
        ship = { ...ship, checksDeadline: ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes) };
        return nextShipStep(set('awaiting-checks', 'every review thread is answered', ship), ctx);
    }
    // awaiting-checks and blocked re-evaluate the merge gate from scratch on every run.
    // An escalated thread blocks the merge until a human resolves it, whatever head it was on. GitHub
    // is the judge too: an open thread tend answered (its record lost with a run that died) blocks.
    const recorded = ship.threads.filter((t) => t.decision === 'escalate' && isOpen(t.id, pr));
    const answeredOpen = pr.threads
        .filter((t) => !t.isResolved && !recorded.some((r) => r.id === t.id))
        .filter((t) => t.comments.some((c) => c.author?.id === pr.viewer.id && c.body.includes(THREAD_ANSWER_MARKER)))
        .map((t) => ({ path: t.path, line: t.line ?? t.originalLine }));
    const openEscalations = [...recorded, ...answeredOpen];
    // A thread that arrived while this run was reading is answered by the next run: never merge past it.
    const late = pr.threads.filter((t) => !t.isResolved && ctx.cutoff !== null && (t.comments[0]?.createdAt ?? '') > ctx.cutoff);
    if (late.length > 0)
        return wait(set(current.status === 'blocked' ? 'awaiting-checks' : current.status, `${late.length} review thread(s) arrived during this run; the next run answers them`), null);
    const unanswered = planThreads(ctx, ship).filter((p) => p.decision !== 'skip');
    if (unanswered.length > 0)
        return nextShipStep(set('fixing', `${unanswered.length} new review thread(s) to answer`), ctx);
    if (openEscalations.length > 0) {
        return stop(set('blocked', `${openEscalations.length} review thread(s) need a human: ${openEscalations.map((t) => `${t.path}${t.line ? `:${t.line}` : ''}`).join(', ')}`));
    }
    if (pr.isDraft)
        return stop(set('blocked', 'the pull request is a draft'));
    if (pr.mergeable === 'CONFLICTING')
        return stop(set('blocked', 'the pull request has merge conflicts'));
    const checks = evaluateChecks(pr, policy.reviewBots.map((b) => b.appSlug));
    if (checks.state === 'failing')
        return stop(set('blocked', `failing checks: ${checks.failing.join(', ')}`));
    if (policy.merge === 'auto' && checks.state === 'pending' && pr.reviewDecision !== 'CHANGES_REQUESTED') {
        // GitHub's auto-merge waits for the checks (and required reviews) itself: hand over now.
        if (pr.autoMergeEnabled)
            return stop(set('auto-merge', 'GitHub auto-merge is enabled; GitHub merges when its requirements are met'));
        return { state: set('merging', `enabling GitHub auto-merge (${policy.mergeMethod}) while checks run`, ship), action: { kind: 'enable-auto-merge', method: policy.mergeMethod } };
    }
    if (checks.state === 'pending') {
        const deadline = ship.checksDeadline ?? addMinutes(now, policy.checksTimeoutMinutes);
        ship = { ...ship, checksDeadline: deadline };
        if (at >= deadline) {
            const noCi = !policy.pushStartsCi && ship.pushed.includes(pr.headRefOid)
                ? '; tend pushed this head with GITHUB_TOKEN, which starts no workflow runs (set push-token or dispatch-workflows)'
                : '';
            return stop(set('blocked', `checks did not finish within ${policy.checksTimeoutMinutes} minutes: ${checks.waitingFor.join(', ')}${noCi}`, ship));
        }
        return wait(set('awaiting-checks', `waiting for checks: ${checks.waitingFor.join(', ')} (until ${deadline})`, ship), null);
    }
    if (pr.reviewDecision === 'CHANGES_REQUESTED')
        return stop(set('blocked', 'a reviewer requested changes'));
    if (pr.reviewDecision === 'REVIEW_REQUIRED')
        return stop(set('blocked', 'a required approving review is missing'));
    if (policy.merge === 'off')
        return stop(set('ready', 'checks pass and every thread is answered; merge is off, so a human merges'));
    // merge: auto with everything already green: GitHub refuses auto-merge on a PR that can merge
    // now, so tend merges it itself, pinned to the head, as in immediate mode.
    return { state: set('merging', `checks pass on ${shortSha(pr.headRefOid)}; merging with ${policy.mergeMethod}`, ship), action: { kind: 'merge', sha: pr.headRefOid, method: policy.mergeMethod } };
}
/** Folds the outcome of handle-threads into the state. */
function afterThreads(current, outcome, ctx) {
    const ship = current.ship;
    const at = ctx.now.toISOString();
    const threads = mergeRecords(ship.threads, outcome.records);
    if (outcome.pushed) {
        const next = {
            ...ship,
            head: outcome.pushed,
            iteration: ship.iteration + 1,
            pushed: [...ship.pushed, outcome.pushed].slice(-50),
            reviewDeadline: addMinutes(ctx.now, ctx.policy.reviewWindowMinutes),
            checksDeadline: null,
            threads,
        };
        const fixed = outcome.records.filter((r) => r.commit === outcome.pushed).length;
        if (ship.mode === 'fix')
            return { ...transition(current, { status: 'fixed', reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es)`, at }), ship: next };
        return { ...transition(current, { status: 'awaiting-reviews', reason: `pushed ${shortSha(outcome.pushed)} with ${fixed} fix(es); waiting for the bots to review it`, at }), ship: next };
    }
    return { ...current, ship: { ...ship, threads } };
}
function afterMerge(current, outcome, ctx) {
    const ship = current.ship;
    const at = ctx.now.toISOString();
    if (outcome.merged) {
        return { ...transition(current, { status: 'merged', reason: `merged ${shortSha(outcome.sha)} with ${ctx.policy.mergeMethod}`, at }), ship: { ...ship, merge: { merged: true, sha: outcome.sha, method: ctx.policy.mergeMethod } } };
    }
    if (outcome.reason === 'head-moved') {
        // Someone pushed between the check and the merge: fail closed, start over on the new head.
        return transition(current, { status: 'awaiting-checks', reason: `the head moved before the merge (${outcome.message}); starting over on the new head`, at });
    }
    return transition(current, { status: 'blocked', reason: `GitHub refused the merge: ${outcome.message}`, at });
}
function afterAutoMerge(current, outcome, ctx) {
    const at = ctx.now.toISOString();
    if (outcome.enabled)
        return transition(current, { status: 'auto-merge', reason: 'GitHub auto-merge is enabled; GitHub merges when its requirements are met', at });
    return transition(current, { status: 'blocked', reason: `could not enable auto-merge: ${outcome.message}`, at });
}
function afterDeleteBranch(current) {
    return { ...current, ship: { ...current.ship, branchDeleted: true } };
}
function planThreads(ctx, ship) {
    const { snapshot: pr, policy } = ctx;
    const plans = pr.threads.map((thread) => {
        const first = thread.comments[0];
        const plan = planThread({ thread, authorCanWrite: first?.author ? ctx.writers.has(first.author.id) : false, viewerId: pr.viewer.id, cutoff: ctx.cutoff }, { reviewBots: policy.reviewBots, trustedBots: policy.trustedBots, ignoreNitpicks: policy.ignoreNitpicks, fixSeverities: ['critical', 'major', 'minor', 'nitpick', 'unknown'] });
        // Already answered (e.g. escalated and left open for a human): never answer twice.
        if (plan.decision !== 'skip' && ship.threads.some((t) => t.id === thread.id && t.replied)) {
            return { ...plan, decision: 'skip', rationale: 'already answered' };
        }
        return plan;
    });
    const resolved = resolveOverlaps(plans);
    return resolved.map((plan) => {
        if (plan.decision !== 'fix')
            return plan;
        if (pr.isCrossRepository)
            return { ...plan, decision: 'escalate', edit: null, rationale: 'the pull request comes from a fork, which tend cannot push to' };
        if (ship.iteration >= policy.maxIterations) {
            return { ...plan, decision: 'escalate', edit: null, rationale: `max-iterations (${policy.maxIterations}) fix rounds reached; a human takes it from here` };
        }
        return plan;
    });
}
/** A bot has reviewed the head when it left a review on it or finished a check on it. */
function hasReviewed(bot, pr) {
    const account = (id, type) => (0,known_bots/* isBot */.w2)({ login: '', id, type }, [bot]);
    if (pr.reviews.some((r) => r.author && r.commitOid === pr.headRefOid && account(r.author.id, r.author.type)))
        return true;
    return pr.checks.some((c) => c.appSlug === bot.appSlug && c.state !== 'pending');
}
function isOpen(threadId, pr) {
    const thread = pr.threads.find((t) => t.id === threadId);
    return thread !== undefined && !thread.isResolved;
}
function mergeRecords(existing, updates) {
    const byId = new Map(existing.map((r) => [r.id, r]));
    for (const record of updates)
        byId.set(record.id, record);
    return [...byId.values()].slice(-300);
}
/** A new request takes its mode from the verb asked for, never from an earlier run's section. */
function modeOf(state) {
    if (state.status === 'requested' || !state.ship)
        return state.workflow === 'fix' ? 'fix' : 'ship';
    return state.ship.mode;
}
function fixedReason(ship) {
    const fixed = ship.threads.filter((t) => t.decision === 'fix' && t.commit).length;
    return fixed > 0 ? `${fixed} fix(es) pushed; every thread answered` : 'every review thread is answered; nothing to change';
}
function stop(state) {
    return { state, action: { kind: 'stop', reason: state.reason } };
}
function wait(state, reason) {
    return { state, action: { kind: 'wait', reason: reason ?? state.reason } };
}
function addMinutes(now, minutes) {
    return new Date(now.getTime() + minutes * 60_000).toISOString();
}
function shortSha(sha) {
    return sha ? sha.slice(0, 7) : '—';
}

;// CONCATENATED MODULE: ./src/github/api-errors.ts
// What GitHub said when it refused a request, read from octokit's errors: the HTTP status and
// message of a REST refusal, the typed entries of a GraphQL one. The adapters decide what each
// means; anything these cannot read is not a refusal and is rethrown by the caller.

const RestFailure = schemas/* object */.Ikc({
    status: schemas/* number */.aig(),
    response: schemas/* object */.Ikc({ data: schemas/* unknown */.L5J() }).optional(),
    message: schemas/* string */.YjP(),
});
const MessageBody = schemas/* object */.Ikc({ message: schemas/* string */.YjP() });
/** A REST error's status and GitHub's `message` (octokit's own message when the body has none). */
function restFailure(error) {
    const parsed = RestFailure.safeParse(error);
    if (!parsed.success)
        return null;
    const body = MessageBody.safeParse(parsed.data.response?.data);
    return { status: parsed.data.status, message: body.success ? body.data.message : parsed.data.message };
}
const GraphqlFailure = schemas/* object */.Ikc({
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP() })).min(1),
});
/** The `errors` of a GraphQL response octokit rejected (HTTP 200 with errors), else null. */
function graphqlErrors(error) {
    const parsed = GraphqlFailure.safeParse(error);
    return parsed.success ? parsed.data.errors : null;
}

;// CONCATENATED MODULE: ./src/github/dispatch.ts
// Starting a workflow run with workflow_dispatch: the way CI runs on a commit tend pushed with
// GITHUB_TOKEN, which starts no workflow runs of its own (DESIGN.md). GitHub's refusals (no such
// workflow, no workflow_dispatch trigger, a token without `actions: write`) are results.

/** The 422 GitHub answers for a workflow without an `on: workflow_dispatch` trigger. */
const NO_DISPATCH_TRIGGER = "Workflow does not have 'workflow_dispatch' trigger";
/**
 * Dispatches `workflowFile` (a file name under .github/workflows/, or a workflow id) on `ref`.
 * The run uses the workflow file as it is on `ref`.
 */
async function dispatchWorkflow(octokit, repo, workflowFile, ref) {
    try {
        await octokit.rest.actions.createWorkflowDispatch({ ...repo, workflow_id: workflowFile, ref });
        return { dispatched: true, message: `dispatched ${workflowFile} on ${ref}` };
    }
    catch (error) {
        const failure = restFailure(error);
        if (!failure)
            throw error;
        if (failure.status === 404)
            return { dispatched: false, reason: 'not-found', message: `workflow ${workflowFile} was not found on ${ref}` };
        if (failure.status === 403) {
            return { dispatched: false, reason: 'forbidden', message: `${failure.message} (dispatching a workflow needs the 'actions: write' permission)` };
        }
        if (failure.status === 422) {
            const reason = failure.message.includes(NO_DISPATCH_TRIGGER) ? 'no-trigger' : 'invalid';
            return { dispatched: false, reason, message: failure.message };
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/github/merge.ts
// Merging a pull request and what follows: the merge pinned to the head tend checked (REST, so a
// push in between is a 409 and never merges unseen code), GitHub auto-merge, and deleting the
// head branch. GitHub's refusals are results the ship machine decides on; anything else throws.



/** 409 on PUT .../merge with `sha`: the head is no longer the commit tend checked. Final. */
const HEAD_MOVED_STATUS = 409;
/** 405: something GitHub checks (a required check or review, a conflict, a draft) blocks the merge. */
const BLOCKED_STATUS = 405;
/** A 405 GitHub words this way is transient: the base moved while merging; trying again may work. */
const BASE_MODIFIED = 'Base branch was modified';
/** DELETE git/refs answers 422 with this when the branch is already gone. */
const REFERENCE_DOES_NOT_EXIST = 'Reference does not exist';
/** enablePullRequestAutoMerge refuses a pull request that can merge now ("... is in clean status"). */
const MERGEABLE_NOW = /is in (clean|unstable|has_hooks) status/i;
/** enablePullRequestAutoMerge refusals that mean auto-merge is not available for this pull request. */
const AUTO_MERGE_UNAVAILABLE = [
    'Auto merge is not allowed for this repository',
    'Protected branch rules not configured for this branch',
    "Can't enable auto-merge for this pull request",
];
const MergeResult = schemas/* object */.Ikc({ sha: schemas/* string */.YjP(), merged: schemas/* boolean */.zMY(), message: schemas/* string */.YjP().optional() });
/** Merges pull request `number` only if its head is still `sha`. */
async function mergePull(octokit, repo, input) {
    let data;
    try {
        ({ data } = await octokit.rest.pulls.merge({
            ...repo,
            pull_number: input.number,
            sha: input.sha,
            merge_method: input.method,
            ...(input.title === undefined ? {} : { commit_title: input.title }),
            ...(input.message === undefined ? {} : { commit_message: input.message }),
        }));
    }
    catch (error) {
        const failure = restFailure(error);
        if (failure?.status === HEAD_MOVED_STATUS)
            return { merged: false, reason: 'head-moved', message: failure.message };
        if (failure?.status === BLOCKED_STATUS) {
            const reason = failure.message.startsWith(BASE_MODIFIED) ? 'base-modified' : 'blocked';
            return { merged: false, reason, message: failure.message };
        }
        throw error;
    }
    const result = MergeResult.parse(data);
    if (!result.merged)
        return { merged: false, reason: 'blocked', message: result.message ?? 'GitHub did not merge the pull request.' };
    return { merged: true, sha: result.sha };
}
const AutoMergeData = schemas/* object */.Ikc({
    enablePullRequestAutoMerge: schemas/* object */.Ikc({ pullRequest: schemas/* object */.Ikc({ autoMergeRequest: schemas/* object */.Ikc({ enabledAt: schemas/* string */.YjP().nullable() }).nullable() }) }),
});
/**
 * Asks GitHub to merge the pull request (node id `pullId`) once its requirements are met. When it
 * could merge right now GitHub refuses ('mergeable-now'): merge it directly instead.
 */
async function enableAutoMerge(octokit, pullId, method, options = {}) {
    let data;
    try {
        data = await octokit.graphql(ENABLE_AUTO_MERGE, { pullId, mergeMethod: method.toUpperCase(), expectedHeadOid: options.expectedHeadOid ?? null });
    }
    catch (error) {
        const errors = graphqlErrors(error) ?? [];
        const now = errors.find((e) => MERGEABLE_NOW.test(e.message));
        if (now)
            return { enabled: false, reason: 'mergeable-now', message: now.message };
        const unavailable = errors.find((e) => AUTO_MERGE_UNAVAILABLE.some((m) => e.message.includes(m)));
        if (unavailable)
            return { enabled: false, reason: 'unavailable', message: unavailable.message };
        throw error;
    }
    AutoMergeData.parse(data);
    return { enabled: true, message: `auto-merge enabled (${method})` };
}
/** Deletes branch `branch`; a branch that is already gone counts as deleted (`existed: false`). */
async function deleteBranch(octokit, repo, branch) {
    try {
        await octokit.rest.git.deleteRef({ ...repo, ref: `heads/${branch}` });
        return { existed: true };
    }
    catch (error) {
        const failure = restFailure(error);
        if (failure?.status === 422 && failure.message.includes(REFERENCE_DOES_NOT_EXIST))
            return { existed: false };
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/github/pull-snapshot.ts
// Everything the ship workflow decides on, read from GitHub in one GraphQL request (PULL_SNAPSHOT)
// and, only when a list is longer than 100, its next pages. The answer is parsed with zod and
// turned into the plain PullSnapshot of src/ship/types.ts: checks normalised to five states, the
// newest one per name, accounts reduced to login, type and id.




/** A safety stop: 50 pages of 100 is far beyond any real pull request. */
const MAX_PAGES = 50;
const ActorData = schemas/* object */.Ikc({ __typename: schemas/* string */.YjP(), login: schemas/* string */.YjP(), databaseId: schemas/* number */.aig().nullable().optional() })
    .nullable();
const Oid = schemas/* object */.Ikc({ oid: schemas/* string */.YjP() }).nullable();
const PageInfo = schemas/* object */.Ikc({ hasNextPage: schemas/* boolean */.zMY(), endCursor: schemas/* string */.YjP().nullable() });
const ReviewData = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    author: ActorData,
    state: schemas/* string */.YjP(),
    commit: Oid,
    submittedAt: schemas/* string */.YjP().nullable(),
});
const ThreadData = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    isResolved: schemas/* boolean */.zMY(),
    isOutdated: schemas/* boolean */.zMY(),
    viewerCanResolve: schemas/* boolean */.zMY(),
    viewerCanReply: schemas/* boolean */.zMY(),
    path: schemas/* string */.YjP(),
    line: schemas/* number */.aig().nullable(),
    startLine: schemas/* number */.aig().nullable(),
    originalLine: schemas/* number */.aig().nullable(),
    originalStartLine: schemas/* number */.aig().nullable(),
    diffSide: schemas/* enum */.k5n(['LEFT', 'RIGHT']),
    comments: schemas/* object */.Ikc({
        nodes: schemas/* array */.YOg(schemas/* object */.Ikc({
            id: schemas/* string */.YjP(),
            databaseId: schemas/* number */.aig().nullable(),
            author: ActorData,
            body: schemas/* string */.YjP(),
            createdAt: schemas/* string */.YjP(),
            lastEditedAt: schemas/* string */.YjP().nullable(),
            commit: Oid,
            originalCommit: Oid,
            diffHunk: schemas/* string */.YjP(),
        })),
    }),
});
const ContextData = schemas/* discriminatedUnion */.gMt('__typename', [
    schemas/* object */.Ikc({
        __typename: schemas/* literal */.euz('CheckRun'),
        databaseId: schemas/* number */.aig().nullable(),
        name: schemas/* string */.YjP(),
        status: schemas/* string */.YjP(),
        conclusion: schemas/* string */.YjP().nullable(),
        isRequired: schemas/* boolean */.zMY(),
        checkSuite: schemas/* object */.Ikc({ app: schemas/* object */.Ikc({ databaseId: schemas/* number */.aig().nullable(), slug: schemas/* string */.YjP() }).nullable() }).nullable(),
    }),
    schemas/* object */.Ikc({
        __typename: schemas/* literal */.euz('StatusContext'),
        context: schemas/* string */.YjP(),
        state: schemas/* string */.YjP(),
        createdAt: schemas/* string */.YjP(),
        isRequired: schemas/* boolean */.zMY(),
        creator: ActorData,
    }),
]);
const ReviewPage = schemas/* object */.Ikc({ pageInfo: PageInfo, nodes: schemas/* array */.YOg(ReviewData.nullable()) });
const ThreadPage = schemas/* object */.Ikc({ pageInfo: PageInfo, nodes: schemas/* array */.YOg(ThreadData.nullable()) });
const ContextPage = schemas/* object */.Ikc({ pageInfo: PageInfo, nodes: schemas/* array */.YOg(ContextData.nullable()) });
const SnapshotData = schemas/* object */.Ikc({
    viewer: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), databaseId: schemas/* number */.aig().nullable() }),
    repository: schemas/* object */.Ikc({
        pullRequest: schemas/* object */.Ikc({
            id: schemas/* string */.YjP(),
            number: schemas/* number */.aig(),
            title: schemas/* string */.YjP(),
            state: schemas/* enum */.k5n(['OPEN', 'CLOSED', 'MERGED']),
            isDraft: schemas/* boolean */.zMY(),
            author: ActorData,
            headRefName: schemas/* string */.YjP(),
            headRefOid: schemas/* string */.YjP(),
            baseRefName: schemas/* string */.YjP(),
            baseRefOid: schemas/* string */.YjP(),
            isCrossRepository: schemas/* boolean */.zMY(),
            mergeable: schemas/* enum */.k5n(['MERGEABLE', 'CONFLICTING', 'UNKNOWN']),
            mergeStateStatus: schemas/* string */.YjP(),
            reviewDecision: schemas/* enum */.k5n(['APPROVED', 'CHANGES_REQUESTED', 'REVIEW_REQUIRED']).nullable(),
            labels: schemas/* object */.Ikc({ nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).nullable()) }).nullable(),
            autoMergeRequest: schemas/* object */.Ikc({ enabledAt: schemas/* string */.YjP().nullable() }).nullable(),
            baseRef: schemas/* object */.Ikc({
                refUpdateRule: schemas/* object */.Ikc({
                    requiredStatusCheckContexts: schemas/* array */.YOg(schemas/* string */.YjP().nullable()).nullable(),
                    requiredApprovingReviewCount: schemas/* number */.aig().nullable(),
                })
                    .nullable(),
            })
                .nullable(),
            reviews: ReviewPage,
            reviewThreads: ThreadPage,
            commits: schemas/* object */.Ikc({
                nodes: schemas/* array */.YOg(schemas/* object */.Ikc({
                    commit: schemas/* object */.Ikc({
                        oid: schemas/* string */.YjP(),
                        statusCheckRollup: schemas/* object */.Ikc({ contexts: ContextPage }).nullable(),
                    }),
                })
                    .nullable()),
            }),
        }),
    })
        .nullable(),
});
const ReviewsPageData = schemas/* object */.Ikc({ repository: schemas/* object */.Ikc({ pullRequest: schemas/* object */.Ikc({ reviews: ReviewPage }) }) });
const ThreadsPageData = schemas/* object */.Ikc({ repository: schemas/* object */.Ikc({ pullRequest: schemas/* object */.Ikc({ reviewThreads: ThreadPage }) }) });
const ChecksPageData = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({
        object: schemas/* object */.Ikc({ statusCheckRollup: schemas/* object */.Ikc({ contexts: ContextPage }).nullable().optional() }).nullable(),
    }),
});
class PullRequestNotFoundError extends errors/* RefusalError */.X {
}
/** The pull request as the ship workflow sees it: one request when every list fits in 100. */
async function loadPullSnapshot(octokit, repo, number) {
    const base = { owner: repo.owner, name: repo.repo, number };
    const data = SnapshotData.parse(await request(octokit, repo, number, PULL_SNAPSHOT, base));
    const pull = data.repository?.pullRequest;
    if (!pull)
        throw new PullRequestNotFoundError(`Repository ${repo.owner}/${repo.repo} was not found or the token cannot read it.`);
    const reviews = await allPages(pull.reviews, async (after) => ReviewsPageData.parse(await request(octokit, repo, number, PULL_REVIEWS_PAGE, { ...base, after })).repository.pullRequest.reviews);
    const threads = await allPages(pull.reviewThreads, async (after) => ThreadsPageData.parse(await request(octokit, repo, number, PULL_THREADS_PAGE, { ...base, after })).repository.pullRequest.reviewThreads);
    const head = pull.commits.nodes.at(-1)?.commit;
    const contexts = head?.statusCheckRollup
        ? await allPages(head.statusCheckRollup.contexts, async (after) => {
            const page = ChecksPageData.parse(await request(octokit, repo, number, PULL_CHECKS_PAGE, { ...base, oid: head.oid, after }));
            const rollup = page.repository.object?.statusCheckRollup;
            if (!rollup)
                throw new Error(`The checks of commit ${head.oid} disappeared while tend was reading them.`);
            return rollup.contexts;
        })
        : [];
    const rule = pull.baseRef?.refUpdateRule ?? null;
    return {
        viewer: { login: data.viewer.login, id: data.viewer.databaseId ?? 0 },
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
        mergeable: pull.mergeable,
        mergeStateStatus: pull.mergeStateStatus,
        reviewDecision: pull.reviewDecision,
        labels: (pull.labels?.nodes ?? []).flatMap((l) => (l ? [l.name] : [])),
        reviews: reviews.map(toReview),
        threads: threads.map(toThread),
        checks: newestPerName(contexts.map(toCheck)),
        requiredChecks: rule ? (rule.requiredStatusCheckContexts ?? []).filter((c) => c !== null) : null,
        requiredApprovals: rule?.requiredApprovingReviewCount ?? 0,
        autoMergeEnabled: pull.autoMergeRequest !== null,
    };
}
/** A missing repository or pull request is a NOT_FOUND error next to partial data; say which. */
async function request(octokit, repo, number, query, variables) {
    try {
        return await octokit.graphql(query, variables);
    }
    catch (error) {
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
async function allPages(first, next) {
    const items = first.nodes.filter((n) => n !== null);
    let page = first;
    for (let count = 1; page.pageInfo.hasNextPage && page.pageInfo.endCursor; count += 1) {
        if (count >= MAX_PAGES)
            throw new Error(`Stopped reading after ${MAX_PAGES} pages of 100: the pull request is larger than tend handles.`);
        page = await next(page.pageInfo.endCursor);
        items.push(...page.nodes.filter((n) => n !== null));
    }
    return items;
}
function toActor(actor) {
    return actor ? { login: actor.login, id: actor.databaseId ?? 0, type: actor.__typename } : null;
}
function toReview(review) {
    return {
        id: review.id,
        author: toActor(review.author),
        state: review.state,
        commitOid: review.commit?.oid ?? null,
        submittedAt: review.submittedAt,
    };
}
function toThread(thread) {
    return {
        id: thread.id,
        isResolved: thread.isResolved,
        isOutdated: thread.isOutdated,
        viewerCanResolve: thread.viewerCanResolve,
        viewerCanReply: thread.viewerCanReply,
        path: thread.path,
        line: thread.line,
        startLine: thread.startLine,
        originalLine: thread.originalLine,
        originalStartLine: thread.originalStartLine,
        diffSide: thread.diffSide,
        comments: thread.comments.nodes.map((c) => ({
            id: c.id,
            databaseId: c.databaseId ?? 0,
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
function toCheck(node) {
    if (node.__typename === 'CheckRun') {
        return {
            check: {
                kind: 'check-run',
                name: node.name,
                state: checkRunState(node.status, node.conclusion),
                isRequired: node.isRequired,
                actorId: node.checkSuite?.app?.databaseId ?? null,
                appSlug: node.checkSuite?.app?.slug ?? null,
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
        },
        rank: node.createdAt,
    };
}
/** GitHub's CheckStatusState and CheckConclusionState, folded into what a merge decision needs. */
function checkRunState(status, conclusion) {
    if (status !== 'COMPLETED' || conclusion === null)
        return 'pending';
    if (conclusion === 'SUCCESS')
        return 'success';
    if (conclusion === 'NEUTRAL')
        return 'neutral';
    if (conclusion === 'SKIPPED')
        return 'skipped';
    return 'failure';
}
/** GitHub's StatusState (a commit status), folded the same way. */
function statusState(state) {
    if (state === 'SUCCESS')
        return 'success';
    if (state === 'PENDING' || state === 'EXPECTED')
        return 'pending';
    return 'failure';
}
/**
 * The newest check run per name and the newest status per context (a workflow that runs on both
 * `push` and `pull_request` reports the same name twice), in the order GitHub listed them first.
 */
function newestPerName(checks) {
    const newest = new Map();
    for (const ranked of checks) {
        const key = `${ranked.check.kind}:${ranked.check.name}`;
        const seen = newest.get(key);
        if (!seen)
            newest.set(key, ranked);
        else if (ranked.rank > seen.rank)
            newest.set(key, ranked);
    }
    return [...newest.values()].map((r) => r.check);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/github/threads.ts
// Review threads: reply, then resolve. Replying never resolves (DESIGN.md), and resolving needs
// `contents: write` for an app token, GITHUB_TOKEN included: with only `pull-requests: write`
// GitHub answers FORBIDDEN, which is a result here, not a crash.



/** The GraphQL error type GitHub answers a resolve with when the token may not do it. */
const FORBIDDEN = 'FORBIDDEN';
const RESOLVE_NEEDS_CONTENTS_WRITE = "GitHub refused to resolve the thread (FORBIDDEN): resolving review threads needs the 'contents: write' permission " +
    "(for GITHUB_TOKEN, add 'contents: write' to the workflow's permissions); 'pull-requests: write' alone is not enough.";
const ReplyData = schemas/* object */.Ikc({
    addPullRequestReviewThreadReply: schemas/* object */.Ikc({ comment: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), databaseId: schemas/* number */.aig().nullable() }) }),
});
const ResolveData = schemas/* object */.Ikc({
    resolveReviewThread: schemas/* object */.Ikc({ thread: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), isResolved: schemas/* boolean */.zMY() }) }),
});
const RecentData = schemas/* object */.Ikc({
    node: schemas/* object */.Ikc({
        comments: schemas/* object */.Ikc({ nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), databaseId: schemas/* number */.aig().nullable(), body: schemas/* string */.YjP() }).nullable()) }).optional(),
    })
        .nullable(),
});
/**
 * Posts `body` as a reply in the thread (GitHub files it under a new review by the viewer).
 * A reply is not idempotent, so it is never retried blindly: when the answer is a 5xx or a
 * timeout, the write may have happened, so the thread is read first and the reply is only sent
 * again if `marker` (a unique string in `body`) is not there.
 */
async function replyToThread(octokit, threadId, body, marker = body) {
    for (let attempt = 0;; attempt += 1) {
        try {
            const data = ReplyData.parse(await octokit.graphql(REPLY_TO_THREAD, { threadId, body, request: { retries: 0 } }));
            const { comment } = data.addPullRequestReviewThreadReply;
            return { id: comment.id, databaseId: comment.databaseId ?? 0 };
        }
        catch (error) {
            const status = error.status;
            if (status === undefined || status < 500 || attempt >= 2)
                throw error;
            // The write may have happened: look before sending again.
            const posted = await findReply(octokit, threadId, marker);
            if (posted)
                return posted;
            await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
        }
    }
}
async function findReply(octokit, threadId, marker) {
    const data = RecentData.parse(await octokit.graphql(THREAD_RECENT_COMMENTS, { threadId }));
    const found = (data.node?.comments?.nodes ?? []).find((c) => c !== null && c.body.includes(marker));
    return found ? { id: found.id, databaseId: found.databaseId ?? 0 } : null;
}
async function resolveThread(octokit, threadId) {
    let data;
    try {
        data = await octokit.graphql(RESOLVE_THREAD, { threadId });
    }
    catch (error) {
        const errors = graphqlErrors(error);
        if (errors?.some((e) => e.type === FORBIDDEN))
            return { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE };
        throw error;
    }
    const { thread } = ResolveData.parse(data).resolveReviewThread;
    return thread.isResolved ? { resolved: true } : { resolved: false, reason: 'GitHub answered the resolve but the thread is still unresolved.' };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/simple-git/dist/index.mjs + 2 modules
var dist = __webpack_require__(4724);
;// CONCATENATED MODULE: ./src/git/auth-env.ts
// The environment every git process of the workspace runs with. Authentication travels only here,
// as `GIT_CONFIG_*` entries (git >= 2.31), the way actions/checkout sends its token: an
// `http.<server>/.extraheader` with Basic credentials. Nothing lands in argv, in the remote URL or
// in .git/config, so the token cannot leak through an error message, `ps`, or a persisted clone.
const DEFAULT_IDENTITY = { name: 'tend[bot]', email: 'tend[bot]@users.noreply.github.com' };
/** `AUTHORIZATION: basic base64(x-access-token:TOKEN)`, what GitHub accepts for any token kind. */
function authorizationHeader(token) {
    return `AUTHORIZATION: basic ${basicCredential(token)}`;
}
function basicCredential(token) {
    return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}
/** The `http.<url>.*` scope actions/checkout uses: the server's origin with a trailing slash. */
function extraHeaderKey(serverUrl) {
    return `http.${serverOrigin(serverUrl)}/.extraheader`;
}
function serverOrigin(serverUrl) {
    let url;
    try {
        url = new URL(serverUrl);
    }
    catch {
        throw new Error(`Invalid server URL '${serverUrl}'. Expected e.g. https://github.com.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`Invalid server URL '${serverUrl}'. Only http(s) remotes are supported.`);
    }
    if (url.username || url.password)
        throw new Error('The server URL must not carry credentials; pass the token separately.');
    return url.origin;
}
/**
 * Config entries applied to every git command through the environment. Order matters: an empty
 * value resets a multi-valued key, so a header or credential helper left in the clone's config
 * (actions/checkout persists its own by default) cannot be sent alongside ours.
 */
function authConfig(input) {
    if (!input.token)
        throw new Error('A token is required for git operations.');
    const header = extraHeaderKey(input.serverUrl);
    return [
        ['credential.helper', ''],
        [header, ''],
        [header, authorizationHeader(input.token)],
        // A bot identity has no signing key; a global `commit.gpgSign` would fail every commit.
        ['commit.gpgSign', 'false'],
    ];
}
/**
 * Git-specific variables for the workspace's processes, to be layered over `inheritableEnv()`.
 * `LC_ALL=C` keeps git's messages in English, which push-result classification reads.
 */
function workspaceEnv(input) {
    const identity = input.identity ?? DEFAULT_IDENTITY;
    const env = {
        GIT_TERMINAL_PROMPT: '0',
        GIT_LITERAL_PATHSPECS: '1',
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
        LC_ALL: 'C',
        LANGUAGE: 'C',
    };
    const config = authConfig(input);
    env.GIT_CONFIG_COUNT = String(config.length);
    config.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** Every key `workspaceEnv` sets that simple-git guards, for its `allowEnvironment` option. */
function guardedKeys(env) {
    return Object.keys(env).filter((key) => /^GIT_/i.test(key));
}
/**
 * The runner's environment minus whatever could redirect or reconfigure git behind our back
 * (a hook's GIT_DIR, GIT_CONFIG_*, GIT_ASKPASS, an EDITOR or PAGER): simple-git refuses guarded
 * keys it has not been told about, and none of them is ours to pass on.
 */
function inheritableEnv(source = process.env) {
    const env = {};
    for (const [key, value] of Object.entries(source)) {
        if (value === undefined)
            continue;
        if (/^(GIT_|EDITOR$|VISUAL$|PAGER$|PREFIX$|SSH_ASKPASS$)/i.test(key))
            continue;
        env[key] = value;
    }
    return env;
}

;// CONCATENATED MODULE: ./src/git/paths.ts
// Paths handed to the workspace come from review comments and model output: untrusted. A path is
// accepted only when it names something inside the working tree, now and after symlinks.


class PathEscapeError extends Error {
    path;
    constructor(path, reason) {
        super(`Refusing path '${path}': ${reason}.`);
        this.path = path;
        this.name = 'PathEscapeError';
    }
}
/** Lexical checks: relative, no `..`, nothing inside `.git` (writing hooks there runs code). */
function checkRelativePath(path) {
    if (path.length === 0)
        throw new PathEscapeError(path, 'empty path');
    if (path.includes('\0'))
        throw new PathEscapeError(path, 'contains a NUL byte');
    if ((0,external_node_path_.isAbsolute)(path) || /^[a-zA-Z]:/.test(path) || path.startsWith('\\'))
        throw new PathEscapeError(path, 'absolute paths are not allowed');
    const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
    if (parts.length === 0)
        throw new PathEscapeError(path, 'names the workspace root');
    if (parts.includes('..'))
        throw new PathEscapeError(path, "'..' is not allowed");
    if (parts.some((part) => part.toLowerCase() === '.git'))
        throw new PathEscapeError(path, 'the .git directory is off limits');
    return parts;
}
/**
 * Resolves `path` inside `root` and verifies that the deepest part of it that exists resolves
 * (through any symlinks) inside the root too. A dangling symlink is refused: writing through it
 * would create its target wherever it points.
 */
async function resolveInside(root, path) {
    const parts = checkRelativePath(path);
    const realRoot = await (0,promises_.realpath)(root);
    const absolute = (0,external_node_path_.join)(realRoot, ...parts);
    let probe = absolute;
    for (;;) {
        const real = await realpathOrNull(probe);
        if (real !== null) {
            if (!isWithin(realRoot, real))
                throw new PathEscapeError(path, 'it resolves outside the workspace through a symlink');
            break;
        }
        if (await isSymlink(probe))
            throw new PathEscapeError(path, 'it goes through a dangling symlink');
        probe = (0,external_node_path_.dirname)(probe);
    }
    return { absolute, relative: parts.join('/') };
}
function isWithin(root, candidate) {
    const rel = (0,external_node_path_.relative)(root, candidate);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
}
async function realpathOrNull(path) {
    try {
        return await (0,promises_.realpath)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
            return null;
        throw error;
    }
}
async function isSymlink(path) {
    try {
        return (await (0,promises_.lstat)(path)).isSymbolicLink();
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/git/push-result.ts
// What a failed `git push --force-with-lease --porcelain` means, read from git's output (the
// workspace runs git with LC_ALL=C, so these English strings are stable).
/** The server refused our credentials or our permission (401/403, or a "denied" from GitHub). */
const AUTH_PATTERNS = [
    /Authentication failed/i,
    /could not read (?:Username|Password)/i,
    /terminal prompts disabled/i,
    /The requested URL returned error: 40[13]/i,
    /Permission to \S+ denied/i,
    /Write access to repository not granted/i,
    /Invalid username or (?:password|token)/i,
];
/**
 * git refused locally because the remote ref is not what we leased: someone pushed between our
 * fetch and our push. (`[rejected]` is git's own refusal; `[remote rejected]` is the server's.)
 */
const STALE_PATTERNS = [
    /stale info/i,
    /fetch first/i,
    /non-fast-forward/i,
    /(?<!remote )\[rejected\]/i,
    // The same race caught by the server: the ref moved between its advertisement and our update.
    /cannot lock ref '[^']*': is at [0-9a-f]+ but expected [0-9a-f]+/i,
];
/** The server's hooks declined the update: branch protection, workflow-file permission and the like. */
const REJECTED_PATTERNS = [/\[remote rejected\]/i, /hook declined/i, /protected branch/i, /GH006/];
function classifyPushFailure(output) {
    if (AUTH_PATTERNS.some((p) => p.test(output)))
        return 'auth';
    if (STALE_PATTERNS.some((p) => p.test(output)))
        return 'stale';
    if (REJECTED_PATTERNS.some((p) => p.test(output)))
        return 'rejected';
    return 'error';
}

;// CONCATENATED MODULE: ./src/git/redact.ts
// Defence in depth: the token never reaches git's argv or config, but any text the workspace
// surfaces (errors, push results, logged commands) is scrubbed of every form it could take.

const MASK = '***';
/** The token as given, as Basic credentials, base64 alone, and URL-encoded. */
function secretForms(token) {
    if (!token)
        return [];
    const forms = new Set([
        token,
        basicCredential(token),
        Buffer.from(token, 'utf8').toString('base64'),
        encodeURIComponent(token),
    ]);
    // Longest first, so a form containing another is masked whole.
    return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets)
        out = out.split(secret).join(MASK);
    return out;
}

;// CONCATENATED MODULE: ./src/git/refs.ts
// Branch names and commit ids come from GitHub payloads and end up in git's argv: validate them
// so none can be read as an option or a different ref syntax.
function assertBranchName(branch) {
    const problem = branchNameProblem(branch);
    if (problem)
        throw new Error(`Invalid branch name '${branch}': ${problem}.`);
    return branch;
}
/** The rules of `git check-ref-format --branch`, checked without a process. */
function branchNameProblem(branch) {
    if (branch.length === 0)
        return 'empty';
    if (branch.startsWith('-'))
        return "starts with '-'";
    if (branch.startsWith('refs/'))
        return "give the short name, without 'refs/'";
    if (branch === '@' || branch.includes('@{'))
        return "contains '@{'";
    if (/[\x00-\x20\x7f~^:?*[\\]/.test(branch))
        return 'contains a space, control character or one of ~^:?*[\\';
    if (branch.includes('..'))
        return "contains '..'";
    if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//'))
        return 'has an empty path component';
    if (branch.endsWith('.'))
        return "ends with '.'";
    for (const part of branch.split('/')) {
        if (part.startsWith('.'))
            return "has a component starting with '.'";
        if (part.endsWith('.lock'))
            return "has a component ending with '.lock'";
    }
    return null;
}
function assertOid(oid) {
    if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(oid))
        throw new Error(`Invalid commit id '${oid}': expected a full lowercase hex object id.`);
    return oid;
}

;// CONCATENATED MODULE: ./src/git/workspace.ts
// The only place the action runs git. A thin adapter over simple-git: it fetches, checks out,
// edits files inside the working tree, commits and pushes with a lease, and reports what
// happened as data. It decides nothing; the token reaches git only through its environment.










/** A git command that failed; every field is free of the token. */
class GitCommandError extends Error {
    args;
    exitCode;
    stderr;
    constructor(args, exitCode, stderr) {
        super(`git ${args.join(' ')} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${stderr.trim() || 'no output'}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.name = 'GitCommandError';
    }
}
/**
 * Carries git's exit code and both streams out of simple-git (a push's verdict is on stdout with
 * --porcelain). It extends GitError because simple-git flattens any other error to a string.
 */
class GitExit extends dist/* GitError */.XS {
    exitCode;
    stdout;
    stderr;
    constructor(exitCode, stdout, stderr) {
        super(undefined, stderr.trim() || stdout.trim() || `git exited with ${exitCode}`);
        this.exitCode = exitCode;
        this.stdout = stdout;
        this.stderr = stderr;
    }
}
async function openWorkspace(options) {
    const [owner, name, ...extra] = options.repository.split('/');
    const segment = (part) => part !== undefined && /^[A-Za-z0-9_.-]+$/.test(part) && part !== '.' && part !== '..';
    if (!segment(owner) || !segment(name) || extra.length > 0) {
        throw new Error(`Invalid repository '${options.repository}'. Expected format {owner}/{repo}.`);
    }
    const remoteUrl = `${serverOrigin(options.serverUrl)}/${owner}/${name}.git`;
    await (0,promises_.mkdir)(options.dir, { recursive: true });
    const secrets = secretForms(options.token);
    const clean = (text) => redact(text, secrets);
    const gitEnv = {
        ...workspaceEnv(options),
        // Until cloneOrFetch creates .git here, git must not find an enclosing repository (the
        // runner's own checkout, say) and act on that instead.
        GIT_CEILING_DIRECTORIES: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(options.dir)),
    };
    const git = (0,dist/* simpleGit */.Lp)({
        baseDir: options.dir,
        binary: options.gitBinary ?? 'git',
        maxConcurrentProcesses: 1,
        trimmed: false,
        timeout: { block: options.timeoutMs ?? 5 * 60_000 },
        allowEnvironment: guardedKeys(gitEnv),
        // Needed to pass GIT_CONFIG_* at all, and to reset credential.helper through it.
        unsafe: { allowUnsafeConfigEnvCount: true, allowUnsafeCredentialHelper: true },
        errors: (error, result) => {
            if (result.exitCode === 0)
                return error;
            return new GitExit(result.exitCode, Buffer.concat(result.stdOut).toString('utf8'), Buffer.concat(result.stdErr).toString('utf8'));
        },
    }).env({ ...inheritableEnv(), ...gitEnv });
    async function run(args) {
        options.onCommand?.(args.map(clean));
        try {
            return await git.raw(args);
        }
        catch (error) {
            if (error instanceof GitExit) {
                const output = [error.stdout.trim(), error.stderr.trim()].filter(Boolean).join('\n');
                throw new GitCommandError(args.map(clean), error.exitCode, clean(output));
            }
            throw new GitCommandError(args.map(clean), null, clean(error instanceof Error ? error.message : String(error)));
        }
    }
    async function tryRun(args) {
        try {
            return await run(args);
        }
        catch (error) {
            if (error instanceof GitCommandError)
                return null;
            throw error;
        }
    }
    const revParse = async (rev) => (await run(['rev-parse', '--verify', '--end-of-options', rev])).trim();
    const hasCommit = async (oid) => (await tryRun(['cat-file', '-e', `${oid}^{commit}`])) !== null;
    let depthUsed = 1;
    return {
        dir: options.dir,
        remoteUrl,
        async cloneOrFetch({ branches, depth = 1 }) {
            if (branches.length === 0)
                throw new Error('cloneOrFetch needs at least one branch.');
            if (!Number.isInteger(depth) || depth < 0)
                throw new Error(`Invalid fetch depth ${depth}: use a positive integer, or 0 for full history.`);
            branches.forEach(assertBranchName);
            // Checked on disk rather than with rev-parse, which would find an enclosing repository.
            if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(options.dir, '.git'))) {
                await run(['init', '--quiet']);
                await run(['remote', 'add', 'origin', remoteUrl]);
            }
            else {
                const current = (await tryRun(['remote', 'get-url', 'origin']))?.trim();
                if (current === undefined)
                    await run(['remote', 'add', 'origin', remoteUrl]);
                else if (current !== remoteUrl)
                    await run(['remote', 'set-url', 'origin', remoteUrl]);
            }
            const depthArgs = depth > 0 ? [`--depth=${depth}`] : (0,external_node_fs_.existsSync)((0,external_node_path_.join)(options.dir, '.git', 'shallow')) ? ['--unshallow'] : [];
            const refspecs = [...new Set(branches)].map((b) => `+refs/heads/${b}:refs/remotes/origin/${b}`);
            await run(['fetch', '--quiet', '--no-tags', '--prune', '--no-recurse-submodules', ...depthArgs, 'origin', ...refspecs]);
            depthUsed = depth;
            const heads = {};
            for (const branch of branches)
                heads[branch] = await revParse(`refs/remotes/origin/${branch}^{commit}`);
            return heads;
        },
        async checkout({ oid, branch }) {
            assertOid(oid);
            if (branch !== undefined)
                assertBranchName(branch);
            if (!(await hasCommit(oid))) {
                // The branch moved on since the snapshot: GitHub serves any reachable commit by id.
                const depthArgs = depthUsed > 0 ? [`--depth=${depthUsed}`] : [];
                await run(['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', ...depthArgs, 'origin', oid]);
            }
            await run(branch === undefined ? ['checkout', '--quiet', '--force', '--detach', oid] : ['checkout', '--quiet', '--force', '-B', branch, oid]);
            const head = await revParse('HEAD');
            if (head !== oid)
                throw new Error(`Checked out ${head} instead of ${oid}.`);
        },
        headOid: () => revParse('HEAD'),
        async readFile(path) {
            const { absolute } = await resolveInside(options.dir, path);
            try {
                return await (0,promises_.readFile)(absolute, 'utf8');
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return null;
                throw error;
            }
        },
        async readFileAt(oid, path) {
            assertOid(oid);
            const relative = checkRelativePath(path).join('/');
            if (!(await hasCommit(oid))) {
                const depthArgs = depthUsed > 0 ? [`--depth=${depthUsed}`] : [];
                await run(['fetch', '--quiet', '--no-tags', '--no-recurse-submodules', ...depthArgs, 'origin', oid]);
            }
            // ls-tree gives the mode, which cat-file would not: a symlink's blob is its target's name.
            const listing = await run(['ls-tree', '-z', '--full-tree', oid, '--', relative]);
            for (const entry of listing.split('\0')) {
                const tab = entry.indexOf('\t');
                const [mode, type, object] = entry.slice(0, tab).split(' ');
                if (tab < 0 || entry.slice(tab + 1) !== relative)
                    continue;
                if (type !== 'blob' || (mode !== '100644' && mode !== '100755') || object === undefined)
                    return null;
                return run(['cat-file', 'blob', object]);
            }
            return null;
        },
        async writeFile(path, content) {
            const { absolute } = await resolveInside(options.dir, path);
            // Writing through a symlink would change another file than the one the caller names.
            if (await workspace_isSymlink(absolute))
                throw new PathEscapeError(path, 'it is a symlink');
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(absolute), { recursive: true });
            await (0,promises_.writeFile)(absolute, content, 'utf8');
        },
        async deleteFile(path) {
            const { absolute } = await resolveInside(options.dir, path);
            await (0,promises_.rm)(absolute, { force: true });
        },
        async commit(message, paths) {
            if (paths.length === 0)
                throw new Error('commit needs at least one path.');
            if (!message.trim())
                throw new Error('commit needs a message.');
            const relative = [];
            for (const path of paths)
                relative.push((await resolveInside(options.dir, path)).relative);
            await run(['add', '--all', '--', ...relative]);
            const staged = await run(['diff', '--cached', '--name-only', '--', ...relative]);
            if (!staged.trim())
                return null;
            // --no-verify: hooks would run code from the branch under review. `-- paths` commits only
            // these paths even if something else is staged.
            await run(['commit', '--quiet', '--no-verify', '--cleanup=whitespace', '-m', message, '--', ...relative]);
            return revParse('HEAD');
        },
        async pushWithLease({ branch, expectedOid }) {
            assertBranchName(branch);
            if (expectedOid !== null)
                assertOid(expectedOid);
            const args = [
                'push',
                '--porcelain',
                '--no-verify',
                `--force-with-lease=refs/heads/${branch}:${expectedOid ?? ''}`,
                'origin',
                `HEAD:refs/heads/${branch}`,
            ];
            try {
                await run(args);
            }
            catch (error) {
                if (!(error instanceof GitCommandError))
                    throw error;
                return { pushed: false, reason: classifyPushFailure(error.stderr), message: error.message };
            }
            return { pushed: true, oid: await revParse('HEAD') };
        },
        async remoteHead(branch) {
            assertBranchName(branch);
            const ref = `refs/heads/${branch}`;
            const out = await run(['ls-remote', '--heads', 'origin', ref]);
            for (const line of out.split('\n')) {
                const [oid, name] = line.split('\t');
                if (name === ref && oid)
                    return oid;
            }
            return null;
        },
    };
}
async function workspace_isSymlink(path) {
    try {
        return (await (0,promises_.lstat)(path)).isSymbolicLink();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/client.mjs + 226 modules
var client = __webpack_require__(7766);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./src/llm/errors.ts
// The ways a model call ends without an answer. Each says what happened and what to do in one
// line; none carries the API key (messages pass through the session's redactor).
/** The API refused for a reason retrying cannot fix: a bad request, a bad key, no credit, a spend limit. */
class LlmFinalError extends Error {
    reason;
    status;
    requestId;
    name = 'LlmFinalError';
    constructor(message, reason, 
    /** HTTP status, when the API answered. */
    status, 
    /** The API's request-id, for a support ticket. */
    requestId) {
        super(message);
        this.reason = reason;
        this.status = status;
        this.requestId = requestId;
    }
}
/** The API stayed overloaded, rate limited or unreachable through every retry. */
class LlmUnavailableError extends Error {
    attempts;
    status;
    name = 'LlmUnavailableError';
    constructor(message, attempts, status) {
        super(message);
        this.attempts = attempts;
        this.status = status;
    }
}
/** The run's max-cost-usd or max-turns is spent; no further call is made. */
class BudgetExceededError extends Error {
    budget;
    name = 'BudgetExceededError';
    constructor(message, budget) {
        super(message);
        this.budget = budget;
    }
}
/** The model did not give a valid answer through its output tool, even when asked again. */
class LlmOutputError extends Error {
    role;
    name = 'LlmOutputError';
    constructor(message, role) {
        super(message);
        this.role = role;
    }
}

// EXTERNAL MODULE: ./node_modules/p-retry/index.js + 1 modules
var p_retry = __webpack_require__(4995);
;// CONCATENATED MODULE: ./src/llm/retry.ts
// Which Anthropic API failures are worth another attempt. Overload, rate limits, server errors
// and lost connections pass; a request the API rejected, a bad key, an empty credit balance or a
// reached spend limit are answers, and retrying them only burns the job's minutes.



const DEFAULT_RETRY = { retries: 4, minTimeoutMs: 1_000, maxTimeoutMs: 30_000, maxRetryAfterMs: 60_000 };
/** Statuses that mean "not now": timeout, rate limit, server errors, 529 overloaded. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504, 529]);
/**
 * Limits that lift on their own schedule (a spend limit, a monthly threshold), never within a
 * job's retries. The API reports some with a 429 like any rate limit, so the message tells them apart.
 */
const SPEND_LIMIT_MESSAGES = [
    /reached your specified (?:api )?usage limits?/i,
    /spend(?:ing)? limit/i,
    /usage limit/i,
    /extra usage is required/i,
    /usage credits are required/i,
];
const CREDIT_BALANCE_MESSAGE = /credit balance is too low/i;
/** `error.details.error_code` values of spend limits (the SDK's typed subclasses of 402 and 429). */
const SPEND_LIMIT_ERROR_CODES = new Set([
    'contract_spend_limit_reached',
    'enforced_spend_limit_reached',
    'linked_organization_spend_limit_reached',
]);
/** Sorts an error thrown by the SDK; anything else (a bug of ours) is returned as not an API error. */
function classify(error, model) {
    if (error instanceof client/* Anthropic */.N.APIUserAbortError) {
        return { retry: false, error: new LlmFinalError('The model call was cancelled.', 'other', undefined, undefined) };
    }
    if (error instanceof client/* Anthropic */.N.APIConnectionError) {
        const what = error instanceof client/* Anthropic */.N.APIConnectionTimeoutError ? 'timed out' : 'could not connect';
        return { retry: true, retryAfterMs: undefined, summary: `connection ${what} (${firstLine(error.message)})` };
    }
    if (!(error instanceof client/* Anthropic */.N.APIError))
        return undefined;
    const status = error.status;
    const type = error.type ?? 'error';
    const apiMessage = firstLine(error.apiMessage ?? error.message);
    const requestId = error.requestID ?? undefined;
    const said = `${status ?? '?'} ${type}: ${apiMessage}`;
    const final = (reason, message) => ({ retry: false, error: new LlmFinalError(`${message} Not retried.`, reason, status, requestId) });
    if (isSpendLimit(error)) {
        return final('spend-limit', `The Anthropic API says a spend or usage limit is reached (${said}); model calls resume when it lifts or is raised in the Claude Console.`);
    }
    if (CREDIT_BALANCE_MESSAGE.test(apiMessage)) {
        return final('credit', `The Anthropic account has too little credit (${said}); add credit in the Claude Console.`);
    }
    // The API's own hint wins over the status, as in the SDK's retry policy.
    const hint = error.headers?.get('x-should-retry');
    const retryable = hint === 'true' || (hint !== 'false' && status !== undefined && RETRYABLE_STATUSES.has(status));
    if (retryable)
        return { retry: true, retryAfterMs: retryAfterMs(error.headers), summary: said };
    if (hint === 'false' && status !== undefined && status >= 500) {
        return final('other', `The Anthropic API failed and said not to retry (${said}).`);
    }
    switch (status) {
        case 400:
            return final('invalid-request', `The Anthropic API rejected the request (${said}).`);
        case 401:
            return final('authentication', `The Anthropic API key was not accepted (${said}); check the anthropic-api-key secret.`);
        case 402:
            return final('billing', `The Anthropic API refused for billing (${said}); check the payment details in the Claude Console.`);
        case 403:
            return final('permission', `The Anthropic API key may not do this (${said}).`);
        case 404:
            return final('not-found', `The Anthropic API did not find it (${said}); check that model '${model}' exists and the key may use it.`);
        default:
            return final('other', `The Anthropic API refused the request (${said}).`);
    }
}
function isSpendLimit(error) {
    if (error.errorCode && SPEND_LIMIT_ERROR_CODES.has(error.errorCode))
        return true;
    if (error.status !== 429 && error.status !== 400 && error.status !== 402)
        return false;
    const message = error.apiMessage ?? error.message;
    return SPEND_LIMIT_MESSAGES.some((pattern) => pattern.test(message));
}
/** `retry-after-ms` (milliseconds) or `retry-after` (seconds or an HTTP date), when present. */
function retryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return undefined;
    const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
    if (Number.isFinite(ms) && ms >= 0)
        return ms;
    const raw = headers.get('retry-after');
    if (!raw)
        return undefined;
    const seconds = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(raw);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function firstLine(text) {
    const line = text.split('\n', 1)[0] ?? '';
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
/**
 * Runs `call` until it succeeds, a final error, or the retries run out (then
 * LlmUnavailableError). A `retry-after` is waited for when it is longer than the backoff.
 */
async function withRetries(call, options) {
    const { retry, model, log } = options;
    let attempts = 0;
    let last;
    try {
        return await (0,p_retry/* default */.Ay)(async () => {
            attempts += 1;
            try {
                return await call();
            }
            catch (error) {
                const verdict = classify(error, model);
                if (!verdict)
                    throw new p_retry/* AbortError */.lc(error instanceof Error ? error : new Error(String(error)));
                if (!verdict.retry)
                    throw new p_retry/* AbortError */.lc(verdict.error);
                last = { status: error instanceof client/* Anthropic */.N.APIError ? error.status : undefined, summary: verdict.summary, retryAfterMs: verdict.retryAfterMs };
                if (verdict.retryAfterMs !== undefined && verdict.retryAfterMs > retry.maxRetryAfterMs) {
                    throw new p_retry/* AbortError */.lc(new LlmUnavailableError(`The Anthropic API asks to wait ${seconds(verdict.retryAfterMs)} (${verdict.summary}), longer than the ${seconds(retry.maxRetryAfterMs)} tend waits; try again later.`, attempts, last.status));
                }
                throw error;
            }
        }, {
            retries: retry.retries,
            minTimeout: retry.minTimeoutMs,
            maxTimeout: retry.maxTimeoutMs,
            randomize: true,
            onFailedAttempt: async ({ retriesLeft, retryDelay }) => {
                if (retriesLeft <= 0 || !last)
                    return;
                // p-retry waits retryDelay after this returns; top it up to what the API asked for.
                const extra = Math.max(0, (last.retryAfterMs ?? 0) - retryDelay);
                log(`Anthropic API ${last.summary}; retry ${attempts}/${retry.retries} in ${seconds(retryDelay + extra)}.`);
                if (extra > 0)
                    await new Promise((resolve) => setTimeout(resolve, extra));
            },
        });
    }
    catch (error) {
        if (error instanceof LlmFinalError || error instanceof LlmUnavailableError)
            throw error;
        const verdict = classify(error, model);
        if (verdict?.retry) {
            throw new LlmUnavailableError(`The Anthropic API is unavailable after ${attempts} attempts (last: ${verdict.summary}); try again later.`, attempts, last?.status);
        }
        throw error;
    }
}
function seconds(ms) {
    return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var core_errors = __webpack_require__(7428);
;// CONCATENATED MODULE: ./src/llm/tools/repo-tool.ts
// The shape of a read-only repository tool a model may call while it investigates, and the one
// entry point that runs a call. The model's input is untrusted: it is validated with zod before
// `run` sees it, and a problem with it (a path outside the checkout, an unknown revision, a missing
// file) is a ToolInputError, which `runTool` turns into an error result the model can act on
// rather than an exception that ends the run.

/** A request the tool cannot serve; the message is written for the model. */
class ToolInputError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ToolInputError';
    }
}
/** Types `run` from the schema, then widens the tool so tools of different inputs share a list. */
function defineTool(tool) {
    return tool;
}
async function runTool(tools, name, rawInput) {
    const tool = tools.find((candidate) => candidate.name === name);
    if (tool === undefined) {
        return { content: `Unknown tool '${name}'. Available tools: ${tools.map((t) => t.name).join(', ')}.`, isError: true };
    }
    const parsed = tool.input.safeParse(rawInput);
    if (!parsed.success) {
        return { content: `Invalid input for ${name}:\n${core_errors/* prettifyError */.S1(parsed.error)}`, isError: true };
    }
    try {
        return { content: await tool.run(parsed.data), isError: false };
    }
    catch (error) {
        if (error instanceof ToolInputError)
            return { content: error.message, isError: true };
        // Unexpected (git missing, a permission error): the model cannot fix it, but it should learn
        // the tool failed, and the tool loop should go on rather than end the run.
        const message = error instanceof Error ? error.message : String(error);
        return { content: `${name} failed: ${message}`, isError: true };
    }
}

// EXTERNAL MODULE: ./src/llm/pricing.ts
var pricing = __webpack_require__(401);
;// CONCATENATED MODULE: ./src/llm/usage.ts
// Every model call's tokens, exactly as the API reported them, and what they cost. One ledger per
// run feeds the audit's `llm` block and the max-cost-usd / max-turns budgets.

function emptyTotals() {
    return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 };
}
class UsageLedger {
    prices;
    entries = [];
    constructor(prices = {}) {
        this.prices = prices;
    }
    /** The price this ledger counts `model` at; throws UnknownModelPriceError when it has none. */
    priceOf(model) {
        return (0,pricing/* resolvePrice */.Il)(model, this.prices);
    }
    /** Records one call; throws UnknownModelPriceError for a model without a price. */
    record(call) {
        const { usage } = call;
        const tokens = {
            input_tokens: count(usage.input_tokens),
            output_tokens: count(usage.output_tokens),
            cache_creation_input_tokens: count(usage.cache_creation_input_tokens),
            cache_read_input_tokens: count(usage.cache_read_input_tokens),
        };
        const cost = (0,pricing/* costUsd */.O4)({ ...tokens, cache_creation_1h_input_tokens: count(usage.cache_creation?.ephemeral_1h_input_tokens) }, this.priceOf(call.model));
        const entry = { role: call.role, subject: call.subject, model: call.model, ...tokens, cost_usd: cost };
        this.entries.push(entry);
        return entry;
    }
    records() {
        return this.entries;
    }
    totals() {
        return sum(this.entries);
    }
    /** Subtotals per role (decide, patch, triage, ...). */
    byRole() {
        return group(this.entries, (entry) => entry.role);
    }
    /** Subtotals per subject; calls made without one are left out. */
    bySubject() {
        return group(this.entries.filter((entry) => entry.subject !== undefined), (entry) => entry.subject);
    }
}
function count(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
function sum(entries) {
    const totals = emptyTotals();
    for (const entry of entries) {
        totals.input_tokens += entry.input_tokens;
        totals.output_tokens += entry.output_tokens;
        totals.cache_creation_input_tokens += entry.cache_creation_input_tokens;
        totals.cache_read_input_tokens += entry.cache_read_input_tokens;
        totals.cost_usd += entry.cost_usd;
        totals.calls += 1;
    }
    return totals;
}
function group(entries, key) {
    const groups = new Map();
    for (const entry of entries) {
        const k = key(entry);
        groups.set(k, [...(groups.get(k) ?? []), entry]);
    }
    return Object.fromEntries([...groups].map(([k, list]) => [k, sum(list)]));
}

;// CONCATENATED MODULE: ./src/llm/session.ts
// The one way tend talks to a model. A session holds the client, the run's budgets and the usage
// ledger; `structured` runs one role to a zod-validated answer: the model may call read-only
// repository tools for a bounded number of rounds and must answer through an output tool whose
// input schema is generated from the zod schema, so the answer is data, never prose to parse.







const DEFAULT_MAX_TOKENS = 8192;
const DEFAULT_MAX_TOOL_ITERATIONS = 8;
const DEFAULT_FAN_OUT_CAP = 4;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const EPHEMERAL = { type: 'ephemeral' };
class LlmSession {
    model;
    ledger;
    client;
    maxCostUsd;
    maxTurns;
    maxTokens;
    retry;
    log;
    redact;
    constructor(options) {
        if (!options.apiKey)
            throw new Error('An Anthropic API key is needed for model calls (the anthropic-api-key input).');
        if (!(options.maxCostUsd > 0) || !Number.isFinite(options.maxCostUsd))
            throw new Error(`max-cost-usd must be a positive number of dollars, not ${options.maxCostUsd}.`);
        if (!Number.isInteger(options.maxTurns) || options.maxTurns < 1)
            throw new Error(`max-turns must be a positive whole number, not ${options.maxTurns}.`);
        this.model = options.model;
        this.ledger = options.ledger ?? new UsageLedger(options.prices);
        // Refuse now, before any spend, rather than fail to count the first call's cost.
        this.ledger.priceOf(options.model);
        this.maxCostUsd = options.maxCostUsd;
        this.maxTurns = options.maxTurns;
        this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
        this.retry = { ...DEFAULT_RETRY, ...options.retry };
        this.redact = (0,report_redact/* redactor */.$p)([options.apiKey]);
        const log = options.log ?? (() => undefined);
        this.log = (message) => log(this.redact(message));
        this.client = new client/* Anthropic */.N({
            apiKey: options.apiKey,
            baseURL: options.baseURL ?? null,
            maxRetries: 0,
            timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        });
    }
    /** Usage of every call so far (the audit's `llm` block). */
    totals() {
        return this.ledger.totals();
    }
    /**
     * Runs one role to an answer that `schema` accepts. The model gets one correction per call: an
     * invalid answer, or none where one was due, is sent back once with the output tool forced.
     */
    async structured(request) {
        const { role, schema, outputTool } = request;
        const repoTools = request.tools ?? [];
        const maxToolIterations = request.maxToolIterations ?? DEFAULT_MAX_TOOL_ITERATIONS;
        const fanOutCap = request.fanOutCap ?? DEFAULT_FAN_OUT_CAP;
        if (!Number.isInteger(maxToolIterations) || maxToolIterations < 0 || !Number.isInteger(fanOutCap) || fanOutCap < 1) {
            throw new Error(`Role ${role}: maxToolIterations must be a whole number ≥ 0 and fanOutCap ≥ 1 (got ${maxToolIterations} and ${fanOutCap}).`);
        }
        if (repoTools.some((tool) => tool.name === outputTool.name)) {
            throw new Error(`The output tool '${outputTool.name}' of role ${role} has the name of a repository tool.`);
        }
        const tools = [...repoTools.map((tool) => toolDefinition(tool.name, tool.description, tool.input)), toolDefinition(outputTool.name, outputTool.description, schema)];
        const last = tools[tools.length - 1];
        if (last)
            last.cache_control = EPHEMERAL;
        const finish = repoTools.length > 0 ? `\n\nWhen you have what you need, finish by calling the ${outputTool.name} tool with your answer: that call is your answer.` : '';
        const system = [{ type: 'text', text: request.system.stable + finish, cache_control: EPHEMERAL }];
        if (request.system.variable)
            system.push({ type: 'text', text: request.system.variable });
        const transcript = typeof request.messages === 'string' ? [{ role: 'user', content: request.messages }] : [...request.messages];
        const answerNow = { type: 'tool', name: outputTool.name };
        const freeChoice = repoTools.length > 0 ? { type: 'auto' } : { type: 'any' };
        let mustAnswer = maxToolIterations === 0;
        let corrected = false;
        let rounds = 0;
        for (;;) {
            const response = await this.call(role, request.subject, { system, tools, tool_choice: mustAnswer ? answerNow : freeChoice, messages: transcript });
            // Sent back as it came (thinking blocks keep their signatures); an empty turn cannot be.
            if (response.content.length > 0)
                transcript.push({ role: 'assistant', content: response.content });
            const uses = response.content.filter((block) => block.type === 'tool_use');
            const cut = response.stop_reason === 'max_tokens' ? ` (the reply was cut at max_tokens ${this.maxTokens})` : '';
            const answer = uses.find((use) => use.name === outputTool.name);
            if (answer) {
                const parsed = schema.safeParse(answer.input);
                if (parsed.success)
                    return parsed.data;
                if (corrected)
                    throw new LlmOutputError(`Model role ${role} gave an invalid ${outputTool.name} twice: ${firstIssue(parsed.error)}${cut}.`, role);
                corrected = true;
                mustAnswer = true;
                transcript.push({
                    role: 'user',
                    content: uses.map((use) => use === answer
                        ? errorResult(use.id, `Invalid ${outputTool.name} input:\n${issueList(parsed.error)}\nCall ${outputTool.name} again with corrected input.`)
                        : errorResult(use.id, `Not run: you answered with ${outputTool.name} in the same turn.`)),
                });
                continue;
            }
            if (response.stop_reason === 'refusal')
                throw new LlmOutputError(`Model role ${role} refused to answer.`, role);
            if (uses.length === 0 || mustAnswer) {
                if (corrected)
                    throw new LlmOutputError(`Model role ${role} did not answer with ${outputTool.name}${cut}.`, role);
                corrected = true;
                mustAnswer = true;
                transcript.push({
                    role: 'user',
                    content: [...uses.map((use) => errorResult(use.id, `Not run: no more tool calls; answer with ${outputTool.name}.`)), { type: 'text', text: `Answer now by calling ${outputTool.name}.` }],
                });
                continue;
            }
            rounds += 1;
            const results = await this.runTools(uses, repoTools, fanOutCap);
            if (rounds >= maxToolIterations) {
                mustAnswer = true;
                results.push({ type: 'text', text: `That was the last round of tool calls (${maxToolIterations}); answer now by calling ${outputTool.name}.` });
            }
            transcript.push({ role: 'user', content: results });
        }
    }
    /** One tool round: the first `fanOutCap` calls run (in parallel), the rest are answered with an error. */
    async runTools(uses, tools, fanOutCap) {
        return Promise.all(uses.map(async (use, index) => {
            if (index >= fanOutCap) {
                return errorResult(use.id, `Not run: at most ${fanOutCap} tool calls run per turn and this turn asked for ${uses.length}. Ask again for what you still need.`);
            }
            try {
                const result = await runTool(tools, use.name, use.input);
                return { type: 'tool_result', tool_use_id: use.id, content: result.content, ...(result.isError ? { is_error: true } : {}) };
            }
            catch (error) {
                this.log(`Tool ${use.name} failed: ${error instanceof Error ? error.message : String(error)}`);
                return errorResult(use.id, `The ${use.name} tool failed.`);
            }
        }));
    }
    /** One Messages call within the budgets, with retries; its usage goes into the ledger. */
    async call(role, subject, params) {
        this.checkBudget();
        let response;
        try {
            const body = { model: this.model, max_tokens: this.maxTokens, ...params, messages: withRollingBreakpoint(params.messages) };
            response = await withRetries(() => this.client.messages.create(body), {
                retry: this.retry,
                model: this.model,
                log: this.log,
            });
        }
        catch (error) {
            if (error instanceof LlmFinalError || error instanceof LlmUnavailableError)
                error.message = this.redact(error.message);
            throw error;
        }
        const entry = this.ledger.record({ role, subject, model: this.model, usage: response.usage });
        const cached = entry.cache_read_input_tokens + entry.cache_creation_input_tokens > 0 ? `, cache ${entry.cache_read_input_tokens} read / ${entry.cache_creation_input_tokens} written` : '';
        this.log(`Model ${role}${subject ? ` (${subject})` : ''}: ${entry.input_tokens} in / ${entry.output_tokens} out${cached}, $${entry.cost_usd.toFixed(4)} (${response.stop_reason ?? 'no stop reason'}).`);
        return response;
    }
    checkBudget() {
        const spent = this.ledger.totals();
        if (spent.cost_usd >= this.maxCostUsd) {
            throw new BudgetExceededError(`max-cost-usd of $${this.maxCostUsd.toFixed(2)} reached after $${spent.cost_usd.toFixed(4)} of model calls.`, 'max-cost-usd');
        }
        if (spent.calls >= this.maxTurns) {
            throw new BudgetExceededError(`max-turns of ${this.maxTurns} reached.`, 'max-turns');
        }
    }
}
/** The JSON schema a tool definition carries: the zod schema's input side, without `$schema`. */
function toInputSchema(schema) {
    const { $schema: _dialect, ...json } = json_schema_processors/* toJSONSchema */.bl(schema, { target: 'draft-7', io: 'input' });
    if (json['type'] !== 'object')
        throw new Error(`A tool's input schema must describe an object, not ${JSON.stringify(json['type'] ?? 'anything')}.`);
    return json;
}
/**
 * From the second turn on, a cache breakpoint on the newest block, so the next turn reads the
 * conversation so far from the cache instead of paying for it again. Only the request's copy is
 * marked: earlier turns' marks would pile up past the API's four breakpoints.
 */
function withRollingBreakpoint(messages) {
    const last = messages[messages.length - 1];
    if (messages.length < 2 || !last || last.role !== 'user' || typeof last.content === 'string' || last.content.length === 0)
        return [...messages];
    const blocks = [...last.content];
    const tail = blocks[blocks.length - 1];
    if (!tail || !CACHEABLE_BLOCKS.has(tail.type))
        return [...messages];
    blocks[blocks.length - 1] = { ...tail, cache_control: EPHEMERAL };
    return [...messages.slice(0, -1), { ...last, content: blocks }];
}
const CACHEABLE_BLOCKS = new Set(['text', 'tool_result', 'tool_use', 'image', 'document']);
function toolDefinition(name, description, schema) {
    return { name, description, input_schema: toInputSchema(schema) };
}
function errorResult(toolUseId, content) {
    return { type: 'tool_result', tool_use_id: toolUseId, content, is_error: true };
}
function issueLine(issue) {
    return `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`;
}
function firstIssue(error) {
    const issue = error.issues[0];
    return issue ? issueLine(issue) : 'no details';
}
function issueList(error) {
    return error.issues
        .slice(0, 20)
        .map((issue) => `- ${issueLine(issue)}`)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/llm/index.ts
// The model adapter's public face: everything outside src/llm/ imports from here.






;// CONCATENATED MODULE: ./src/llm/prompts.ts
// The model's instructions: one Markdown template per role in prompts/, with {{named}}
// placeholders. The templates are read from the files next to the bundle (ncc copies them into
// dist/), so a prompt change is a reviewed diff, never a string buried in code.

const TEMPLATES = {
    decide: __webpack_require__.ab + "decide.md",
    patch: __webpack_require__.ab + "patch.md",
};
const cache = new Map();
/** The template with every {{name}} replaced; a missing or unused value is a programming error. */
function renderPrompt(role, values) {
    let template = cache.get(role);
    if (template === undefined) {
        template = (0,external_node_fs_.readFileSync)(TEMPLATES[role], 'utf8');
        cache.set(role, template);
    }
    const used = new Set();
    const text = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
        const value = values[name];
        if (value === undefined)
            throw new Error(`prompt '${role}' needs a value for {{${name}}}`);
        used.add(name);
        return value;
    });
    const unused = Object.keys(values).filter((name) => !used.has(name));
    if (unused.length > 0)
        throw new Error(`prompt '${role}' has no placeholder for ${unused.join(', ')}`);
    return text;
}
/**
 * Wraps untrusted text as a delimited data section. The delimiter's closing tag is broken up
 * inside the text, so nothing in it can end the section early.
 */
function dataSection(tag, text) {
    const closing = new RegExp(`</\\s*${tag}\\s*>`, 'gi');
    return `<${tag}>\n${text.replace(closing, `</ ${tag} (quoted)>`)}\n</${tag}>`;
}

;// CONCATENATED MODULE: ./src/ship/judge.ts
// The model path for review threads the rules left undecided (no committable suggestion, opened
// by a review bot or someone with write access). The model reads the thread, the code and the
// repository's guidance and answers {decision, rationale, risk}; document 004's policy, in code
// below, turns that into what tend does. A fix then gets a second call that writes a
// search/replace patch, which is validated like any untrusted text before it touches a file.



const ModelDecisionSchema = schemas/* strictObject */.rej({
    decision: schemas/* enum */.k5n(['fix', 'ignore', 'escalate']).describe('fix the code, leave it (ignore), or hand it to a human (escalate)'),
    rationale: schemas/* string */.YjP()
        .min(1)
        .max(400)
        .refine((text) => (text.match(/[.!?](\s|$)/g) ?? []).length <= 2, { message: 'at most two sentences' })
        .describe('At most two sentences a reviewer can verify'),
    risk: schemas/* enum */.k5n(['low', 'medium', 'high']).describe('How risky the change would be'),
});
/**
 * Document 004's policy: critical → fix only if the patch applies and verification passes;
 * minor (and nitpick) at low risk → fix; anything large or risky → escalate.
 */
function applyDecisionPolicy(severity, model, options) {
    if (model.decision === 'escalate')
        return { decision: 'escalate', rationale: `The model escalated it: ${model.rationale}`, needsVerification: false };
    if (model.decision === 'ignore')
        return { decision: 'ignore', rationale: model.rationale, needsVerification: false };
    if (model.risk === 'high')
        return { decision: 'escalate', rationale: `A fix would be high-risk, so a human decides: ${model.rationale}`, needsVerification: false };
    if (severity === 'critical') {
        if (!options.verifyCommand) {
            return { decision: 'escalate', rationale: `A critical finding is only fixed when verify-command can check the fix, and none is configured: ${model.rationale}`, needsVerification: false };
        }
        return { decision: 'fix', rationale: model.rationale, needsVerification: true };
    }
    if (model.risk === 'medium' && severity !== 'minor' && severity !== 'nitpick') {
        return { decision: 'escalate', rationale: `A ${severity === 'unknown' ? '' : `${severity} `}fix with medium risk goes to a human: ${model.rationale}`, needsVerification: false };
    }
    return { decision: 'fix', rationale: model.rationale, needsVerification: false };
}
const CODE_CONTEXT_LINES = 15;
const GUIDANCE_LIMIT = 8_000;
/** The user message both roles get: the thread and its surroundings, as delimited data. */
function threadMessage(ctx) {
    const { thread, plan } = ctx;
    const comments = thread.comments
        .filter((c) => c.author !== null && ctx.trustedAuthorIds.has(c.author.id))
        .map((c) => `@${c.author.login} (${c.author.type}) wrote:\n${sanitizeForModel(c.body)}`)
        .join('\n\n---\n\n');
    const line = thread.line ?? thread.originalLine;
    const start = thread.startLine ?? thread.originalStartLine ?? line;
    const sections = [
        `File under review: ${thread.path}, line${start !== line ? `s ${start}-${line}` : ` ${line ?? '?'}`}${thread.isOutdated ? ' (outdated: the lines have changed since the comment)' : ''}. Severity by the reviewer's label: ${plan.severity}.`,
        dataSection('review_thread', comments),
        dataSection('diff_hunk', thread.comments[0]?.diffHunk ?? ''),
        dataSection('code', numbered(ctx.file, line)),
    ];
    for (const [name, text] of ctx.guidance) {
        sections.push(dataSection('guidance', `${name}:\n${text.length > GUIDANCE_LIMIT ? `${text.slice(0, GUIDANCE_LIMIT)}\n… (cut at ${GUIDANCE_LIMIT} characters)` : text}`));
    }
    return sections.join('\n\n');
}
function decideSystem(repository) {
    return renderPrompt('decide', { repository });
}
function patchSystem(repository) {
    return renderPrompt('patch', { repository });
}
function numbered(file, line) {
    if (file === null)
        return '(the file does not exist on the head)';
    const lines = file.split('\n');
    const center = line ?? 1;
    const from = Math.max(1, center - CODE_CONTEXT_LINES);
    const to = Math.min(lines.length, center + CODE_CONTEXT_LINES);
    const width = String(to).length;
    const out = [];
    for (let n = from; n <= to; n += 1)
        out.push(`${String(n).padStart(width)}│ ${lines[n - 1]}`);
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/ship/patch/hidden-characters.ts
// Characters that make text read differently from what it does: bidirectional controls (the
// "Trojan Source" attack), invisible characters that forge look-alike identifiers or smuggle
// instructions, and control characters. Review suggestions and paths are untrusted, so tend
// refuses to write any of these that were not there already.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const hidden_characters_INVISIBLE = /[\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF\uFFA0\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
/** C0 controls other than tab and line feed (texts here are lines joined by LF), DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u;
const ANY_HIDDEN = new RegExp(`${BIDI.source}|${hidden_characters_INVISIBLE.source}|${CONTROL.source}`, 'gu');
/** `U+202E`, the form a reason names a character in (never the character itself). */
function codePointName(char) {
    return `U+${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
function kind(char) {
    if (BIDI.test(char))
        return 'a bidirectional control character';
    if (hidden_characters_INVISIBLE.test(char))
        return 'an invisible character';
    return 'a control character';
}
/** Each hidden character in `text`, with how often it occurs. */
function hiddenCharacters(text) {
    const counts = new Map();
    for (const [char] of text.matchAll(ANY_HIDDEN))
        counts.set(char, (counts.get(char) ?? 0) + 1);
    return counts;
}
/** A one-line description of the first hidden character in `text`, or null when there is none. */
function describeHiddenCharacter(text) {
    const [first] = hiddenCharacters(text).keys();
    return first === undefined ? null : `${kind(first)} (${codePointName(first)})`;
}
/**
 * The first hidden character that `after` holds more often than `before`, described, or null.
 * Counting rather than forbidding outright lets a suggestion keep a form feed or a joiner the
 * file already had.
 */
function introducedHiddenCharacter(before, after) {
    const had = hiddenCharacters(before);
    for (const [char, count] of hiddenCharacters(after)) {
        if (count > (had.get(char) ?? 0))
            return `${kind(char)} (${codePointName(char)})`;
    }
    return null;
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/ship/patch/path-policy.ts
// Which files tend may change. A path comes from a review thread (untrusted), so it must be a
// plain repository path, must not be one of the files that decide what runs, who reviews or
// which dependencies are installed (unless the user opted in), and must be in the allowed paths.


const anywhere = (names, why) => names.map((name) => ({ pattern: `**/${name}`, why }));
const MANIFEST = 'a package manifest or lockfile decides what gets installed and run';
const TOOLING = 'tool configuration that can fetch or run code';
/** Paths tend never changes unless allowProtectedPaths names them. */
const PROTECTED_PATHS = [
    { pattern: '.github/**', why: 'GitHub configuration (workflows, actions, CODEOWNERS) decides what runs and who reviews' },
    ...anywhere(['CODEOWNERS'], 'CODEOWNERS decides who must review'),
    { pattern: '.*/**', why: 'a top-level dot-directory holds tool configuration and hooks (.husky, .vscode, .devcontainer ...)' },
    ...anywhere(['AGENTS.md', 'CLAUDE.md', 'CLAUDE.local.md', 'GEMINI.md', '.cursorrules'], 'instructions to coding agents'),
    // JavaScript and TypeScript
    ...anywhere(['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'bun.lock', 'bun.lockb', 'deno.json', 'deno.jsonc', 'deno.lock'], MANIFEST),
    // Python
    ...anywhere(['requirements*.txt', 'requirements/*.txt', 'constraints*.txt', 'Pipfile', 'Pipfile.lock', 'poetry.lock', 'pyproject.toml', 'setup.py', 'setup.cfg', 'uv.lock', 'pdm.lock'], MANIFEST),
    // Rust, Go, Ruby, PHP
    ...anywhere(['Cargo.toml', 'Cargo.lock', 'go.mod', 'go.sum', 'go.work', 'go.work.sum'], MANIFEST),
    ...anywhere(['Gemfile', 'Gemfile.lock', '*.gemspec', 'composer.json', 'composer.lock'], MANIFEST),
    // JVM and .NET
    ...anywhere(['pom.xml', 'build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts', 'gradle.lockfile', 'gradle-wrapper.properties'], MANIFEST),
    ...anywhere(['*.csproj', '*.fsproj', '*.vbproj', 'packages.lock.json', 'Directory.Build.props', 'Directory.Build.targets', 'Directory.Packages.props', 'NuGet.config'], MANIFEST),
    // Others with a package manager
    ...anywhere(['mix.exs', 'mix.lock', 'Package.swift', 'Package.resolved', 'pubspec.yaml', 'pubspec.lock'], MANIFEST),
    // Dotfiles (top-level dot-directories are covered above) that fetch or run code
    ...anywhere(['.npmrc', '.yarnrc', '.yarnrc.yml', '.gitmodules', '.gitattributes', '.envrc', '.pre-commit-config.yaml', '.gitlab-ci.yml'], TOOLING),
];
const protectedMatchers = PROTECTED_PATHS.map((entry) => ({ ...entry, matches: picomatch_default()(entry.pattern, { dot: true, nocase: true }) }));
/** Null when tend may change `path`, else a one-line reason (which never repeats the path). */
function pathRefusal(path, policy) {
    const shape = shapeRefusal(path);
    if (shape)
        return shape;
    const guarded = protectedMatchers.find((entry) => entry.matches(path));
    if (guarded && !matchesAny(path, policy.allowProtectedPaths)) {
        return `the path is protected: ${guarded.why} (allowProtectedPaths can allow it)`;
    }
    if (!matchesAny(path, policy.allowedPaths)) {
        return policy.allowedPaths.length === 0
            ? 'no paths are allowed (allowedPaths is empty)'
            : `the path is outside the allowed paths (${policy.allowedPaths.join(', ')})`;
    }
    return null;
}
/** A repository path as GitHub writes it: relative, `/`-separated, one name per segment. */
function shapeRefusal(path) {
    if (path.length === 0)
        return 'the path is empty';
    if (/[\n\r]/.test(path))
        return 'the path contains a line break';
    const hidden = describeHiddenCharacter(path);
    if (hidden)
        return `the path contains ${hidden}`;
    if (path.includes('\\'))
        return 'the path contains a backslash';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'the path is absolute';
    const segments = path.split('/');
    if (segments.includes('..'))
        return "the path escapes the repository ('..')";
    if (segments.some((segment) => segment === '' || segment === '.'))
        return "the path has an empty or '.' segment";
    // Not even allowProtectedPaths opens .git: a hook written there runs on the next git command.
    if (segments.some((segment) => segment.toLowerCase() === '.git'))
        return 'the path is inside .git';
    return null;
}
function matchesAny(path, globs) {
    return globs.length > 0 && picomatch_default()(globs, { dot: true })(path);
}

;// CONCATENATED MODULE: ./src/ship/patch/apply-suggestion.ts
// Applies a committable review suggestion to a file's text, as GitHub's "Commit suggestion"
// button does: the suggestion replaces exactly the commented lines. Line endings (LF, CRLF, even
// mixed), a byte-order mark and the final-newline state are kept; an outdated thread is
// relocated by the lines the reviewer saw, and only when they appear exactly once.
const BOM = '\uFEFF';
function split(content) {
    const bom = content.startsWith(BOM);
    const body = bom ? content.slice(1) : content;
    const lines = [];
    const eols = [];
    for (const [, line, eol] of body.matchAll(/([^\n]*?)(\r\n|\n|$)/g)) {
        if (line === '' && eol === '')
            break; // the empty match at the end of the text
        lines.push(line);
        eols.push(eol);
    }
    return { bom, lines, eols };
}
/** The text of each line of `content`, without terminators or a byte-order mark. */
function fileLines(content) {
    return split(content).lines;
}
/** The lines a suggestion's text stands for; [] for an empty suggestion (a deletion). */
function suggestionLines(text) {
    if (text === '')
        return [];
    const normalized = text.replace(/\r\n/g, '\n');
    return (normalized.endsWith('\n') ? normalized.slice(0, -1) : normalized).split('\n');
}
/** Where `edit` applies in a file of `lines`, or why it cannot. */
function locateEdit(lines, edit) {
    if (edit.outdated) {
        const seen = edit.originalLines;
        if (seen === null || seen.length === 0)
            return { ok: false, reason: 'the thread is outdated and the lines the reviewer saw are unknown' };
        const starts = occurrences(lines, seen);
        if (starts.length === 0)
            return { ok: false, reason: 'the lines the reviewer saw are no longer in the file' };
        if (starts.length > 1)
            return { ok: false, reason: `ambiguous: the lines the reviewer saw appear ${starts.length} times in the file` };
        const startLine = starts[0] + 1;
        return { ok: true, startLine, endLine: startLine + seen.length - 1, relocated: true };
    }
    const { startLine, endLine } = edit;
    if (!Number.isInteger(startLine) || !Number.isInteger(endLine) || startLine < 1 || endLine < startLine) {
        return { ok: false, reason: `invalid line range ${startLine}-${endLine}` };
    }
    if (endLine > lines.length) {
        return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) is past the end of the file (${lines.length} lines)` };
    }
    if (edit.originalLines !== null && !sameLines(lines.slice(startLine - 1, endLine), edit.originalLines)) {
        return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) no longer holds what the reviewer saw` };
    }
    return { ok: true, startLine, endLine, relocated: false };
}
/**
 * Replaces lines `startLine`..`endLine` (valid, 1-based, inclusive) of `content` with `newLines`.
 * New lines take the terminator of the last line they replace (or the file's usual one when that
 * line had none), and the file ends with a line break exactly when it did before.
 */
function replaceLines(content, range, newLines) {
    const { bom, lines, eols } = split(content);
    const { startLine, endLine } = range;
    if (!(startLine >= 1 && endLine >= startLine && endLine <= lines.length))
        throw new RangeError(`No ${linesLabel(range)} in a file of ${lines.length} lines.`);
    const atEnd = endLine === lines.length;
    const finalEol = eols[lines.length - 1];
    const eol = eols[endLine - 1] || usualEol(eols);
    const outLines = [...lines.slice(0, startLine - 1), ...newLines, ...lines.slice(endLine)];
    const outEols = [...eols.slice(0, startLine - 1), ...newLines.map(() => eol), ...eols.slice(endLine)];
    // Without a final newline before, none after, whichever line is now the last.
    if (atEnd && finalEol === '' && outEols.length > 0)
        outEols[outEols.length - 1] = '';
    return (bom ? BOM : '') + outLines.map((line, i) => line + outEols[i]).join('');
}
/** Applies `edit` to `content`, or says why it cannot. */
function applyEdit(content, edit) {
    const lines = fileLines(content);
    const located = locateEdit(lines, edit);
    if (!located.ok)
        return located;
    const { startLine, endLine, relocated } = located;
    const next = suggestionLines(edit.text);
    if (sameLines(lines.slice(startLine - 1, endLine), next))
        return { ok: true, content, unchanged: true, startLine, endLine, relocated };
    return { ok: true, content: replaceLines(content, located, next), unchanged: false, startLine, endLine, relocated };
}
/** `line 3` or `lines 3-5`. */
function linesLabel({ startLine, endLine }) {
    return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}
function usualEol(eols) {
    const crlf = eols.filter((eol) => eol === '\r\n').length;
    const lf = eols.filter((eol) => eol === '\n').length;
    return crlf > lf ? '\r\n' : '\n';
}
function sameLines(a, b) {
    return a.length === b.length && a.every((line, i) => line === b[i]);
}
/** 0-based indexes where `block` starts in `lines`. */
function occurrences(lines, block) {
    const starts = [];
    for (let i = 0; i + block.length <= lines.length; i++) {
        if (block.every((line, j) => lines[i + j] === line))
            starts.push(i);
    }
    return starts;
}

;// CONCATENATED MODULE: ./src/ship/patch/plan-patch.ts
// Turns the suggestions tend decided to apply into new file contents, refusing each one that is
// unsafe or cannot be placed, with a reason per thread. Pure: files in, files out, so what would
// be pushed is known (and capped) before anything is written.




function planPatch(files, edits, policy) {
    const outcomes = edits.map(() => ({ kind: 'applied' }));
    const byPath = new Map();
    edits.forEach((edit, index) => byPath.set(edit.path, [...(byPath.get(edit.path) ?? []), index]));
    const planned = [];
    for (const [path, indexes] of byPath) {
        const plan = planFile(path, files.get(path), indexes, edits, policy, outcomes);
        if (plan)
            planned.push(plan);
    }
    // Caps: files are kept in the order the edits name them; one that does not fit is refused whole.
    const result = new Map();
    let diffBytes = 0;
    for (const plan of planned) {
        const overCap = !(result.size + 1 <= policy.maxFiles)
            ? `the patch would change more than ${policy.maxFiles} file(s) (maxFiles)`
            : !(diffBytes + plan.bytes <= policy.maxPatchBytes)
                ? `the patch would exceed ${policy.maxPatchBytes} bytes of changed lines (maxPatchBytes); this file's changes take ${plan.bytes}`
                : null;
        if (overCap) {
            for (const index of plan.changedBy)
                outcomes[index] = { kind: 'refused', reason: overCap };
            continue;
        }
        result.set(plan.path, plan.content);
        diffBytes += plan.bytes;
    }
    const pick = (kind) => edits.filter((_, i) => outcomes[i].kind === kind).map((edit) => edit.threadId);
    const refused = [];
    outcomes.forEach((outcome, i) => {
        if (outcome.kind === 'refused')
            refused.push({ threadId: edits[i].threadId, reason: outcome.reason });
    });
    return { files: result, applied: pick('applied'), unchanged: pick('unchanged'), refused, diffBytes };
}
/** Plans the edits `indexes` of one file, recording each outcome; null when the file does not change. */
function planFile(path, content, indexes, edits, policy, outcomes) {
    const refuseAll = (reason) => {
        for (const index of indexes)
            outcomes[index] = { kind: 'refused', reason };
        return null;
    };
    const pathProblem = pathRefusal(path, policy);
    if (pathProblem)
        return refuseAll(pathProblem);
    if (content === undefined)
        return refuseAll('the file is not at the head (missing, or not a regular file)');
    // U+FFFD is what a decoder leaves of bytes that are not UTF-8: writing it back would corrupt them.
    if (/[\0\uFFFD]/.test(content))
        return refuseAll('the file is not UTF-8 text');
    const lines = fileLines(content);
    const claimed = [];
    const changes = [];
    const changedBy = [];
    let bytes = 0;
    for (const index of indexes) {
        const { threadId, edit } = edits[index];
        const refuse = (reason) => (outcomes[index] = { kind: 'refused', reason });
        const located = locateEdit(lines, edit);
        if (!located.ok) {
            refuse(located.reason);
            continue;
        }
        const before = lines.slice(located.startLine - 1, located.endLine);
        const after = suggestionLines(edit.text);
        const hidden = introducedHiddenCharacter(before.join('\n'), after.join('\n'));
        if (hidden) {
            refuse(`the suggestion would add ${hidden}`);
            continue;
        }
        if ((0,report_redact/* containsCredential */.hg)(edit.text)) {
            refuse('the suggestion adds a credential-shaped string');
            continue;
        }
        const first = claimed.find((range) => range.startLine <= located.endLine && located.startLine <= range.endLine);
        if (first && first.startLine === located.startLine && first.endLine === located.endLine && plan_patch_sameLines(first.after, after)) {
            // Two reviewers suggested the same fix: the first one's change answers both threads.
            if (first.changes)
                changedBy.push(index);
            else
                outcomes[index] = { kind: 'unchanged' };
            continue;
        }
        if (first) {
            refuse(`the range (${linesLabel(located)}) overlaps ${linesLabel(first)}, taken by thread ${first.threadId} which comes first`);
            continue;
        }
        const changesLines = !plan_patch_sameLines(before, after);
        claimed.push({ startLine: located.startLine, endLine: located.endLine, threadId, after, changes: changesLines });
        if (!changesLines) {
            outcomes[index] = { kind: 'unchanged' };
            continue;
        }
        changes.push({ range: located, lines: after });
        changedBy.push(index);
        bytes += changedLineBytes(before, after);
    }
    if (changes.length === 0)
        return null;
    // Bottom-up, so each range still means the lines it was located on.
    let next = content;
    for (const change of [...changes].sort((a, b) => b.range.startLine - a.range.startLine))
        next = replaceLines(next, change.range, change.lines);
    return { path, content: next, changedBy, bytes };
}
/**
 * Bytes a unified diff spends on replacing `before` with `after`: lines common to both ends are
 * context, every other line costs its UTF-8 bytes plus its `-`/`+` marker and line break.
 */
function changedLineBytes(before, after) {
    let head = 0;
    while (head < before.length && head < after.length && before[head] === after[head])
        head++;
    let tail = 0;
    while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail])
        tail++;
    const cost = (lines) => lines.slice(head, lines.length - tail).reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 2, 0);
    return cost(before) + cost(after);
}
function plan_patch_sameLines(a, b) {
    return a.length === b.length && a.every((line, i) => line === b[i]);
}

;// CONCATENATED MODULE: ./src/ship/patch/search-replace.ts
// A model-written patch: exact search/replace edits against the files on the head. Everything is
// checked before a byte is written: each search text occurs exactly once, the file is the
// thread's (another only when the explanation names it), the path is allowed, the size is within
// the caps, and no credential or hidden character is added. Pure: files in, files out.






const ModelPatchSchema = schemas/* strictObject */.rej({
    edits: schemas/* array */.YOg(schemas/* strictObject */.rej({
        path: schemas/* string */.YjP().min(1).max(300).describe('Repository path of the file to change'),
        search: schemas/* string */.YjP().min(1).max(20_000).describe('Exact excerpt of the current file, occurring exactly once'),
        replace: schemas/* string */.YjP().max(20_000).describe('The text that replaces it'),
    }))
        .min(1)
        .max(10),
    explanation: schemas/* string */.YjP().min(1).max(500).describe('One sentence: what the patch changes and why'),
});
/**
 * Applies `patch` to `files` (path → current content on the head; a path missing from the map is
 * a file that does not exist). `threadPath` is the file under review.
 */
function applyModelPatch(files, patch, threadPath, policy) {
    const changed = new Map();
    for (const [index, edit] of patch.edits.entries()) {
        const which = `edit ${index + 1}`;
        const refused = pathRefusal(edit.path, policy);
        if (refused)
            return { ok: false, reason: `${which}: ${refused}` };
        if (edit.path !== threadPath && !patch.explanation.includes(edit.path)) {
            return { ok: false, reason: `${which} changes ${edit.path}, not the file under review, and the explanation does not say why` };
        }
        const current = changed.get(edit.path) ?? files.get(edit.path);
        if (current === undefined)
            return { ok: false, reason: `${which}: ${edit.path} does not exist on the head` };
        const search = matchLineEndings(edit.search, current);
        const replace = matchLineEndings(edit.replace, current);
        const count = search_replace_occurrences(current, search);
        if (count === 0)
            return { ok: false, reason: `${which}: the search text is not in ${edit.path} (the patch does not apply)` };
        if (count > 1)
            return { ok: false, reason: `${which}: the search text occurs ${count} times in ${edit.path}; it must be unique` };
        const hidden = introducedHiddenCharacter(search, replace);
        if (hidden)
            return { ok: false, reason: `${which} would add ${hidden}` };
        if ((0,report_redact/* containsCredential */.hg)(replace) && !(0,report_redact/* containsCredential */.hg)(search))
            return { ok: false, reason: `${which} would add a credential-shaped string` };
        changed.set(edit.path, current.replace(search, () => replace));
    }
    if (changed.size > policy.maxFiles)
        return { ok: false, reason: `the patch changes ${changed.size} files; max-files is ${policy.maxFiles}` };
    let diffBytes = 0;
    for (const [path, content] of changed)
        diffBytes += changedLineBytes(fileLines(files.get(path)), fileLines(content));
    if (diffBytes > policy.maxPatchBytes)
        return { ok: false, reason: `the patch is ${diffBytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}` };
    for (const [path, content] of changed)
        if (content === files.get(path))
            changed.delete(path);
    if (changed.size === 0)
        return { ok: false, reason: 'the patch changes nothing' };
    return { ok: true, files: changed, diffBytes };
}
function search_replace_occurrences(text, search) {
    let count = 0;
    for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + 1))
        count += 1;
    return count;
}
/** Models write LF; a CRLF file keeps its line endings. */
function matchLineEndings(text, file) {
    return file.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/ship/verify.ts
// Runs the workflow's verify-command after a model-written patch is applied. The command comes
// from the workflow file only (trusted configuration), never from a comment or a model; it runs
// in the workspace with no token in its environment, under a timeout, and only the tail of its
// output is kept (redacted) for the escalation message.

const TAIL_CHARS = 1500;
function runVerifyCommand(command, cwd, options = {}) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('sh', ['-c', command], {
            cwd,
            // A clean environment: tokens and keys of the action never reach repository code.
            env: { PATH: options.path ?? process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, CI: 'true', LANG: 'C.UTF-8' },
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        let output = '';
        const keep = (chunk) => {
            output = (output + chunk.toString('utf8')).slice(-TAIL_CHARS * 4);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            // The whole process group: a test runner's children must not outlive the check.
            try {
                process.kill(-child.pid, 'SIGKILL');
            }
            catch {
                child.kill('SIGKILL');
            }
        }, options.timeoutMs ?? 10 * 60_000);
        child.on('close', (code) => {
            clearTimeout(timer);
            resolve({ passed: code === 0 && !timedOut, exitCode: code, tail: output.slice(-TAIL_CHARS).trim(), timedOut });
        });
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve({ passed: false, exitCode: null, tail: error.message, timedOut: false });
        });
    });
}

;// CONCATENATED MODULE: ./src/ship/judge-threads.ts
// The I/O half of the model path: for each undecided thread, ask the model to decide, apply the
// policy, and for a fix ask for a patch, validate it, apply it in the workspace and, when the
// workflow configures one, run verify-command (reverting the patch when it fails). A budget,
// a final API error or an unavailable API stops the model for the rest of the run; each thread
// it did not reach is left for a human with the reason.





const GUIDANCE_FILES = ['CONTRIBUTING.md', 'AGENTS.md', 'CLAUDE.md'];
async function judgeThreads(model, workspace, pr, plans, options) {
    const results = new Map();
    const notes = [];
    const guidance = new Map();
    for (const name of GUIDANCE_FILES) {
        // From the base branch: a pull request cannot rewrite the rules it is judged by.
        const text = await workspace.readFileAt(pr.baseRefOid, name).catch(() => null);
        if (text !== null)
            guidance.set(name, text);
    }
    const changed = new Set(options.alreadyChanged);
    let stopped = null;
    for (const plan of plans) {
        if (stopped) {
            results.set(plan.threadId, leave(plan, stopped));
            continue;
        }
        const thread = pr.threads.find((t) => t.id === plan.threadId);
        const original = thread.isOutdated ? thread.comments[0]?.originalCommitOid ?? null : null;
        const file = await workspace.readFileAt(original ?? pr.headRefOid, plan.path).catch(() => null);
        const message = threadMessage({ repository: options.repository, plan, thread, trustedAuthorIds: model.trustedAuthorIds, file, guidance });
        try {
            const verdict = await model.session.structured({
                role: 'decide',
                subject: plan.threadId,
                system: { stable: decideSystem(options.repository) },
                messages: message,
                schema: ModelDecisionSchema,
                outputTool: { name: 'submit_decision', description: 'Submit the decision for this review thread.' },
                tools: model.tools(workspace.dir),
            });
            const judged = applyDecisionPolicy(plan.severity, verdict, { verifyCommand: model.verifyCommand !== undefined });
            if (judged.decision === 'fix' && pr.isCrossRepository) {
                // A fork's branch cannot be pushed to, and its code never runs here (no verify-command).
                results.set(plan.threadId, leave(plan, `the model would fix it (${judged.rationale.replace(/\.$/, '')}), but the pull request comes from a fork, which tend cannot push to`));
                continue;
            }
            if (judged.decision !== 'fix') {
                results.set(plan.threadId, { plan: { ...plan, decision: judged.decision, rationale: judged.rationale, needsJudgement: false }, files: [] });
                continue;
            }
            const patch = await model.session.structured({
                role: 'patch',
                subject: plan.threadId,
                system: { stable: patchSystem(options.repository) },
                messages: `${message}\n\nYou decided to fix this thread: ${judged.rationale}`,
                schema: ModelPatchSchema,
                outputTool: { name: 'submit_patch', description: 'Submit the search/replace edits that fix this review thread.' },
                tools: model.tools(workspace.dir),
            });
            const before = new Map();
            for (const path of new Set(patch.edits.map((e) => e.path))) {
                const content = await workspace.readFile(path).catch(() => null);
                if (content !== null)
                    before.set(path, content);
            }
            const applied = applyModelPatch(before, patch, plan.path, options.policy);
            if (!applied.ok) {
                results.set(plan.threadId, leave(plan, `the model's patch was refused: ${applied.reason}`));
                continue;
            }
            const touched = new Set([...changed, ...applied.files.keys()]);
            if (touched.size > options.policy.maxFiles) {
                results.set(plan.threadId, leave(plan, `the patch would bring this round to ${touched.size} files; max-files is ${options.policy.maxFiles}`));
                continue;
            }
            const written = [];
            try {
                for (const [path, content] of applied.files) {
                    await workspace.writeFile(path, content);
                    written.push(path);
                }
            }
            catch (error) {
                // The workspace refuses some paths (a symlink, even one inside the checkout): undo, refuse.
                if (!(error instanceof PathEscapeError))
                    throw error;
                for (const path of written)
                    await workspace.writeFile(path, before.get(path));
                results.set(plan.threadId, leave(plan, `the model's patch was refused: ${error.message}`));
                continue;
            }
            if (model.verifyCommand) {
                const verified = await runVerifyCommand(model.verifyCommand, workspace.dir);
                if (!verified.passed) {
                    for (const path of applied.files.keys())
                        await workspace.writeFile(path, before.get(path));
                    const why = verified.timedOut ? 'timed out' : `exited ${verified.exitCode}`;
                    results.set(plan.threadId, leave(plan, `the patch was reverted because verify-command ${why}:\n\n\`\`\`\n${verified.tail}\n\`\`\``));
                    continue;
                }
            }
            for (const path of applied.files.keys())
                changed.add(path);
            results.set(plan.threadId, {
                plan: { ...plan, decision: 'fix', rationale: `${judged.rationale} ${patch.explanation}`.trim(), needsJudgement: false },
                files: [...applied.files.keys()],
            });
        }
        catch (error) {
            if (error instanceof LlmOutputError) {
                results.set(plan.threadId, leave(plan, `the model's answer was not usable (${error.message})`));
                continue;
            }
            if (error instanceof BudgetExceededError || error instanceof LlmFinalError || error instanceof LlmUnavailableError) {
                stopped = error.message;
                notes.push(`The model was stopped for the rest of this run: ${error.message}`);
                results.set(plan.threadId, leave(plan, stopped));
                continue;
            }
            throw error;
        }
    }
    return { results, notes, stopped };
}
function leave(plan, why) {
    const sentence = why.charAt(0).toUpperCase() + why.slice(1);
    return { plan: { ...plan, decision: 'escalate', edit: null, needsJudgement: false, rationale: /[.`]$/.test(sentence) ? sentence : `${sentence}.` }, files: [] };
}

;// CONCATENATED MODULE: ./src/ship/patch/apply-to-workspace.ts
// Applies review suggestions to a checked-out head: reads the files (and, for outdated threads,
// what the reviewer saw at the original commit) through the git workspace, plans the patch, and
// writes the changed files. It neither commits nor pushes: the caller does, with its message and
// a lease on this head.




async function applySuggestionsToWorkspace(workspace, headOid, edits, policy) {
    const checkedOut = await workspace.headOid();
    if (checkedOut !== headOid)
        throw new Error(`The workspace is at ${checkedOut}, not at the head ${headOid} the suggestions are for.`);
    // A refused path is never read: it may not even be a path the workspace accepts.
    const readable = edits.filter((edit) => pathRefusal(edit.path, policy) === null);
    const files = new Map();
    for (const path of new Set(readable.map((edit) => edit.path))) {
        const content = await workspace.readFileAt(headOid, path);
        if (content !== null)
            files.set(path, content);
    }
    const originals = new Map();
    const originalLines = async (edit) => {
        if (!edit.outdated || edit.originalCommitOid === null || !readable.includes(edit))
            return null;
        const key = `${edit.originalCommitOid}:${edit.path}`;
        if (!originals.has(key)) {
            // A commit GitHub no longer serves leaves the thread unplaceable, not the whole patch.
            const content = await workspace.readFileAt(edit.originalCommitOid, edit.path).catch((error) => {
                if (error instanceof GitCommandError)
                    return null;
                throw error;
            });
            originals.set(key, content === null ? null : fileLines(content));
        }
        const lines = originals.get(key) ?? null;
        if (lines === null || !(edit.startLine >= 1 && edit.endLine >= edit.startLine && edit.endLine <= lines.length))
            return null;
        return lines.slice(edit.startLine - 1, edit.endLine);
    };
    const planned = [];
    for (const edit of edits) {
        const { threadId, path, startLine, endLine, text, outdated } = edit;
        planned.push({ threadId, path, edit: { startLine, endLine, text, outdated, originalLines: await originalLines(edit) } });
    }
    const plan = planPatch(files, planned, policy);
    for (const [path, content] of plan.files)
        await workspace.writeFile(path, content);
    return plan;
}

;// CONCATENATED MODULE: ./src/ship/handle-threads.ts
// Carries out one round of thread decisions in one workspace and one commit:
//   1. apply the committable suggestions the rules chose;
//   2. with a model configured, judge the threads the rules left undecided, and write, validate,
//      apply (and, when configured, verify) a patch for each one judged fixable;
//   3. commit once, push with a lease on the head the decisions were made on;
//   4. answer every thread (the commit for fixes, the rationale otherwise) and resolve what was
//      fixed or ignored. Escalated threads get an answer and stay open.
// If the head moved under us, nothing is pushed and nothing is answered: the next snapshot sees
// the new head and decides again.







async function handleThreads(deps, pr, plans) {
    const head = pr.headRefOid;
    const notes = [];
    let decided = plans.map((plan) => ({ plan: withoutModel(plan, deps.model !== null), files: [] }));
    let pushed = null;
    let modelStopped = null;
    const suggestions = decided.filter((d) => d.plan.decision === 'fix' && d.plan.edit);
    const judgeable = deps.model ? decided.filter((d) => d.plan.needsJudgement) : [];
    if (suggestions.length > 0 || judgeable.length > 0) {
        const workspace = await openWorkspace({
            dir: (0,external_node_path_.join)(deps.workDir, `pr-${pr.number}`),
            serverUrl: deps.serverUrl,
            repository: `${deps.repo.owner}/${deps.repo.repo}`,
            token: deps.settings.pushToken ?? deps.settings.githubToken,
        });
        // Deep enough to read what reviewers saw on earlier heads; the base for guidance files.
        await workspace.cloneOrFetch({ branches: [pr.headRefName, pr.baseRefName], depth: 50 });
        await workspace.checkout({ oid: head });
        decided = await applySuggestions(deps, workspace, pr, decided);
        if (deps.model && judgeable.length > 0) {
            const judged = await judgeThreads(deps.model, workspace, pr, decided.filter((d) => d.plan.needsJudgement).map((d) => d.plan), {
                repository: `${deps.repo.owner}/${deps.repo.repo}`,
                policy: { allowedPaths: deps.settings.allowedPaths, allowProtectedPaths: deps.settings.allowProtectedPaths, maxFiles: deps.settings.maxFiles, maxPatchBytes: deps.settings.maxPatchBytes },
                alreadyChanged: new Set(decided.flatMap((d) => d.files)),
            });
            notes.push(...judged.notes);
            modelStopped = judged.stopped;
            decided = decided.map((d) => judged.results.get(d.plan.threadId) ?? d);
        }
        const changed = [...new Set(decided.flatMap((d) => (d.plan.decision === 'fix' ? d.files : [])))];
        if (changed.length > 0) {
            const commit = await commitAndPush(workspace, pr, decided.filter((d) => d.plan.decision === 'fix' && d.files.length > 0), changed);
            if (commit.kind === 'stale') {
                deps.log(`ship #${pr.number}: the head moved while patching (${commit.message}); deciding again on the new head`);
                return { pushed: null, records: [], modelStopped: null, notes: [...notes, `The head of #${pr.number} moved while tend was patching; nothing was pushed or answered, and tend decides again on the new head.`] };
            }
            if (commit.kind === 'failed') {
                notes.push(commit.message);
                decided = decided.map((d) => (d.plan.decision === 'fix' && d.files.length > 0 ? escalate(d, `the fix could not be pushed: ${commit.message}`) : d));
            }
            else {
                pushed = commit.sha;
            }
        }
    }
    // Another run may have answered meanwhile (events that arrive together): read the threads again
    // once, right before answering, and leave those alone.
    const fresh = await loadPullSnapshot(deps.octokit, deps.repo, pr.number);
    const answeredMeanwhile = new Set(fresh.threads.filter((t) => t.comments.some((c) => c.author?.id === pr.viewer.id && c.body.includes(THREAD_ANSWER_MARKER))).map((t) => t.id));
    const records = [];
    for (const { plan, files } of decided) {
        if (plan.decision === 'skip' || answeredMeanwhile.has(plan.threadId))
            continue;
        const thread = pr.threads.find((t) => t.id === plan.threadId);
        const commit = plan.decision === 'fix' ? (files.length > 0 ? pushed : head) : null;
        let replied = false;
        if (thread.viewerCanReply) {
            const marker = `${THREAD_ANSWER_MARKER}${plan.threadId} ${head} -->`;
            await replyToThread(deps.octokit, plan.threadId, `${deps.redact(answerText(plan, commit, files.length === 0))}\n\n${marker}`, marker);
            replied = true;
        }
        else {
            notes.push(`tend may not reply on the thread at ${thread.path}; its decision is only in the tracking comment.`);
        }
        let resolved = false;
        if (plan.decision !== 'escalate') {
            if (thread.viewerCanResolve) {
                const outcome = await resolveThread(deps.octokit, plan.threadId);
                resolved = outcome.resolved;
                if (!outcome.resolved)
                    notes.push(`Could not resolve the thread at ${thread.path}: ${outcome.reason}`);
            }
            else {
                notes.push(`tend may not resolve the thread at ${thread.path} (resolving needs contents: write); it was answered and left open.`);
            }
        }
        records.push({
            id: plan.threadId,
            path: plan.path,
            line: thread.line ?? thread.originalLine,
            author: plan.author?.login ?? 'ghost',
            severity: plan.severity,
            decision: plan.decision,
            rationale: deps.redact(plan.rationale),
            commit,
            files,
            replied,
            resolved,
            head,
            ...(deps.model ? { llm: deps.model.usageOf(plan.threadId) } : {}),
        });
    }
    return { pushed, records, notes, modelStopped };
}
/** Without a model, an undecided thread says so: a person decides. */
function withoutModel(plan, modelConfigured) {
    if (!plan.needsJudgement || modelConfigured)
        return plan;
    return { ...plan, rationale: 'No committable suggestion, and no model is configured (anthropic-api-key), so a human decides.' };
}
async function applySuggestions(deps, workspace, pr, decided) {
    const fixes = decided.filter((d) => d.plan.decision === 'fix' && d.plan.edit).map((d) => d.plan);
    if (fixes.length === 0)
        return decided;
    const edits = fixes.map((plan) => ({
        threadId: plan.threadId,
        path: plan.path,
        startLine: plan.edit.outdated ? plan.edit.originalStartLine ?? plan.edit.startLine : plan.edit.startLine,
        endLine: plan.edit.outdated ? plan.edit.originalEndLine ?? plan.edit.endLine : plan.edit.endLine,
        text: plan.edit.text,
        outdated: plan.edit.outdated,
        originalCommitOid: plan.edit.originalCommitOid,
    }));
    const patch = await applySuggestionsToWorkspace(workspace, pr.headRefOid, edits, {
        allowedPaths: deps.settings.allowedPaths,
        allowProtectedPaths: deps.settings.allowProtectedPaths,
        maxFiles: deps.settings.maxFiles,
        maxPatchBytes: deps.settings.maxPatchBytes,
    });
    const refused = new Map(patch.refused.map((r) => [r.threadId, r.reason]));
    return decided.map((d) => {
        if (d.plan.decision !== 'fix' || !d.plan.edit)
            return d;
        const reason = refused.get(d.plan.threadId);
        if (reason)
            return escalate(d, `the suggestion could not be applied: ${reason}`);
        return { ...d, files: patch.applied.includes(d.plan.threadId) ? [d.plan.path] : [] };
    });
}
async function commitAndPush(workspace, pr, fixed, paths) {
    const message = [
        `fix(review): address ${fixed.length} review thread${fixed.length === 1 ? '' : 's'}`,
        '',
        ...fixed.map(({ plan }) => `- ${plan.path}${plan.edit ? `:${plan.edit.startLine}${plan.edit.endLine !== plan.edit.startLine ? `-${plan.edit.endLine}` : ''}` : ''} (${plan.bot ?? plan.author?.login ?? 'reviewer'}, ${plan.severity}${plan.edit ? ', suggestion' : ', model patch'})`),
    ].join('\n');
    const sha = await workspace.commit(message, paths);
    if (sha === null)
        return { kind: 'failed', message: 'nothing to commit: the files already hold these changes' };
    const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
    if (push.pushed)
        return { kind: 'pushed', sha: push.oid };
    if (push.reason === 'stale')
        return { kind: 'stale', message: push.message };
    return { kind: 'failed', message: `the push was refused (${push.reason}): ${push.message}` };
}
function escalate(d, rationale) {
    return { plan: { ...d.plan, decision: 'escalate', edit: null, rationale, needsJudgement: false }, files: [] };
}
function answerText(plan, commit, unchanged) {
    if (plan.decision === 'fix') {
        return unchanged || !commit ? `The file already matches this. ${plan.rationale}` : `Applied in ${commit}. ${plan.rationale}`;
    }
    if (plan.decision === 'ignore')
        return `Not changed: ${plan.rationale}`;
    return `Left open for a human: ${plan.rationale}`;
}

;// CONCATENATED MODULE: ./src/ship/writers.ts
// Write access of the people whose committable suggestions are on the table. Bots are decided by
// account id; people are asked of GitHub, one lookup per person, and only when an unresolved
// thread they opened carries a suggestion block (so most runs ask nothing).

const SUGGESTION_FENCE = /(^|\n)\s*(`{3,}|~{3,})suggestion/;
/**
 * Adds to `known` (account id → may write) what this snapshot needs; returns the ids that may
 * write. With `everyAuthor` (a model may judge threads), authors of threads without a suggestion
 * are asked too: only their threads may reach the model.
 */
async function learnWriters(octokit, repo, snapshot, known = new Map(), everyAuthor = false) {
    for (const thread of snapshot.threads) {
        const first = thread.comments[0];
        const author = first?.author;
        if (thread.isResolved || !first || !author || author.type !== 'User' || known.has(author.id))
            continue;
        if (!everyAuthor && !SUGGESTION_FENCE.test(first.body))
            continue;
        const permission = await repositoryPermission(octokit, repo, author.login);
        known.set(author.id, ['admin', 'maintain', 'write'].includes(permission));
    }
    return new Set([...known].filter(([, writes]) => writes).map(([id]) => id));
}

;// CONCATENATED MODULE: ./src/ship/run-ship.ts
// Runs the ship / fix machine against GitHub: snapshot → nextShipStep → perform the one action →
// fold the outcome in → save → again, until the machine says wait or stop. In `wait-mode: poll`
// a wait sleeps (10-30 s, backing off) and goes on; in `events` mode the run ends and an event or
// the schedule sweep re-enters.







/** More steps than any real lifecycle takes in one run; a guard against a loop, not a budget. */
const MAX_STEPS = 12;
function shipPolicy(settings) {
    return {
        reviewBots: settings.reviewBots,
        trustedBots: settings.trustedBots,
        ignoreNitpicks: settings.ignoreNitpicks,
        reviewWindowMinutes: settings.reviewWindowMinutes,
        checksTimeoutMinutes: settings.checksTimeoutMinutes,
        maxIterations: settings.maxIterations,
        merge: settings.merge,
        mergeMethod: settings.mergeMethod,
        deleteBranch: settings.deleteBranch,
        pushStartsCi: settings.pushToken !== undefined || settings.dispatchWorkflows.length > 0,
    };
}
/**
 * `initial` is the state to start from; `persisted` is what the tracking comment holds now (null
 * when there is none yet), so a new request is saved even if the first step changes nothing.
 */
async function runShip(deps, number, initial, persisted, cutoff) {
    const policy = shipPolicy(deps.settings);
    const writers = new Map();
    const answered = [];
    const notes = [];
    let state = initial;
    let snapshot = null;
    let pollMs = deps.pollMs ?? 10_000;
    let saved = persisted === null ? '' : JSON.stringify(persisted);
    const save = async (next) => {
        state = next;
        const text = JSON.stringify(next);
        if (text !== saved) {
            await deps.save(next);
            saved = text;
        }
    };
    for (let step = 0; step < MAX_STEPS; step += 1) {
        snapshot = await loadPullSnapshot(deps.octokit, deps.repo, number);
        const writerIds = await learnWriters(deps.octokit, deps.repo, snapshot, writers, deps.model !== null);
        const ctx = { snapshot, policy, now: deps.now(), writers: writerIds, cutoff };
        const next = nextShipStep(state, ctx);
        await save(next.state);
        const action = next.action;
        deps.log(`ship #${number}: ${state.status} → ${action.kind}${'reason' in action ? `: ${action.reason}` : ''}`);
        if (action.kind === 'stop')
            break;
        if (action.kind === 'wait') {
            if (deps.settings.waitMode !== 'poll')
                break;
            await deps.sleep(pollMs);
            pollMs = Math.min(30_000, Math.round(pollMs * 1.5));
            step -= 1; // polling is bounded by the deadlines in state, not by the step guard
            continue;
        }
        if (action.kind === 'handle-threads') {
            const trustedAuthorIds = new Set([...policy.reviewBots.map((b) => b.id), ...writerIds, snapshot.viewer.id]);
            const model = deps.model ? { ...deps.model, trustedAuthorIds } : null;
            const outcome = await handleThreads({ ...deps, model }, snapshot, action.plans);
            answered.push(...outcome.records);
            notes.push(...outcome.notes);
            await save(afterThreads(state, outcome, { policy, now: deps.now() }));
            if (outcome.modelStopped) {
                // A budget or a final API error ends the run in a state that says so; the next run starts afresh.
                await save(transition(state, { status: 'blocked', reason: `the model stopped: ${outcome.modelStopped.replace(/\.$/, '')}`, at: deps.now().toISOString() }));
                break;
            }
            if (outcome.pushed && !policy.pushStartsCi) {
                notes.push(`tend pushed ${outcome.pushed.slice(0, 7)} with GITHUB_TOKEN: GitHub starts no workflow runs for that push, so CI will not run on it unless push-token (a GitHub App token or PAT) or dispatch-workflows is set.`);
            }
            if (outcome.pushed) {
                for (const workflow of deps.settings.dispatchWorkflows) {
                    const dispatched = await dispatchWorkflow(deps.octokit, deps.repo, workflow, snapshot.headRefName);
                    notes.push(dispatched.dispatched ? `dispatched ${workflow} on ${snapshot.headRefName}` : `could not dispatch ${workflow}: ${dispatched.message}`);
                }
            }
            continue;
        }
        if (action.kind === 'merge') {
            const outcome = await mergePull(deps.octokit, deps.repo, { number, sha: action.sha, method: action.method });
            await save(afterMerge(state, outcome, { policy, now: deps.now() }));
            continue;
        }
        if (action.kind === 'enable-auto-merge') {
            const outcome = await enableAutoMerge(deps.octokit, snapshot.id, action.method);
            await save(afterAutoMerge(state, outcome, { now: deps.now() }));
            continue;
        }
        if (action.kind === 'delete-branch') {
            await deleteBranch(deps.octokit, deps.repo, action.branch);
            await save(afterDeleteBranch(state));
            continue;
        }
    }
    return { state, threads: answered, notes, snapshot };
}

;// CONCATENATED MODULE: ./src/llm/tools/text-caps.ts
// Size limits for what a tool hands back to the model. A result always fits its byte budget, and
// when something was left out the result says what and how to ask for the rest.
/** A single line longer than this is cut: minified code would otherwise eat the whole budget. */
const MAX_LINE_CHARS = 2000;
/** Bytes kept free in a result for the note that says what was left out. */
const NOTE_RESERVE_BYTES = 400;
function byteLength(text) {
    return Buffer.byteLength(text, 'utf8');
}
function cutLine(line, maxChars = MAX_LINE_CHARS) {
    if (line.length <= maxChars)
        return line;
    return `${line.slice(0, maxChars)}… [${line.length - maxChars} more characters on this line]`;
}
/** The longest prefix of `text` that fits in `maxBytes` of UTF-8, without splitting a character. */
function prefixWithinBytes(text, maxBytes) {
    if (byteLength(text) <= maxBytes)
        return text;
    const bytes = Buffer.from(text, 'utf8').subarray(0, Math.max(0, maxBytes));
    // Back off over a trailing partial character (continuation bytes are 10xxxxxx).
    let end = bytes.length;
    let start = end - 1;
    while (start >= 0 && (bytes[start] & 0xc0) === 0x80)
        start--;
    if (start >= 0) {
        const lead = bytes[start];
        const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
        if (end - start < need)
            end = start;
    }
    return bytes.subarray(0, end).toString('utf8');
}
/**
 * Takes whole lines while they fit in `maxBytes` (newlines included); returns how many were
 * taken. The first line is cut rather than dropped, so a result is never empty for a long line.
 */
function takeLines(lines, maxBytes) {
    const kept = [];
    let used = 0;
    for (const line of lines) {
        const size = byteLength(line) + 1;
        if (used + size > maxBytes) {
            if (kept.length === 0)
                kept.push(prefixWithinBytes(line, maxBytes - 1));
            break;
        }
        kept.push(line);
        used += size;
    }
    return { text: kept.join('\n'), taken: kept.length };
}
/** `text` cut to `maxBytes` at a line boundary, followed by `note` when anything was cut. */
function capText(text, maxBytes, note) {
    const total = byteLength(text);
    if (total <= maxBytes)
        return text;
    const { text: kept } = takeLines(text.split('\n'), Math.max(1, maxBytes - NOTE_RESERVE_BYTES));
    return `${kept}\n${note(byteLength(kept), total)}`;
}
/** `  12│ code`: right-aligned numbers, at least four columns wide. */
function numberLines(lines, firstLine) {
    const width = Math.max(4, String(firstLine + lines.length - 1).length);
    return lines.map((line, i) => `${String(firstLine + i).padStart(width)}│ ${cutLine(line)}`);
}
/** Splits file text into lines; a final newline does not make an extra empty line. */
function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.split(/\r?\n/);
    if (lines.at(-1) === '')
        lines.pop();
    return lines;
}
/** Git's heuristic: a NUL byte in the first 8000 bytes makes a file binary. */
function looksBinary(data) {
    if (typeof data === 'string')
        return data.slice(0, 8000).includes('\0');
    return data.subarray(0, 8000).includes(0);
}

;// CONCATENATED MODULE: ./src/llm/tools/line-window.ts
// A numbered window onto the lines of a file, capped by line count and bytes, that says how to
// ask for the next window. Shared by read_file (working tree) and git_show (a file at a revision).


/**
 * `label` names the file in the header ("src/app.ts", "src/app.ts at HEAD~1"); `continueWith`
 * says how to ask for the window starting at a given line.
 */
function lineWindow(lines, label, request, continueWith) {
    const total = lines.length;
    if (total === 0)
        return `${label} is empty.`;
    const start = request.startLine ?? 1;
    if (request.endLine !== undefined && request.endLine < start) {
        throw new ToolInputError(`end_line ${request.endLine} is before start_line ${start}.`);
    }
    if (start > total) {
        throw new ToolInputError(`${label} has only ${total} line${total === 1 ? '' : 's'}; ask for a start_line between 1 and ${total}.`);
    }
    const wantedEnd = Math.min(request.endLine ?? total, total);
    const end = Math.min(wantedEnd, start + request.maxLines - 1);
    const header = `${label}, lines ${start}-${end} of ${total}:`;
    const budget = request.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
    const numbered = numberLines(lines.slice(start - 1, end), start);
    const { text, taken } = takeLines(numbered, Math.max(1, budget));
    const shownEnd = start + taken - 1;
    const shownHeader = shownEnd === end ? header : `${label}, lines ${start}-${shownEnd} of ${total}:`;
    if (shownEnd >= wantedEnd)
        return `${shownHeader}\n${text}`;
    const why = shownEnd < end ? `the result is capped at ${request.maxBytes} bytes` : `a result shows at most ${request.maxLines} lines`;
    return `${shownHeader}\n${text}\n[Lines ${shownEnd + 1}-${wantedEnd} not shown: ${why}. ${continueWith(shownEnd + 1)}]`;
}

;// CONCATENATED MODULE: ./src/llm/tools/tool-paths.ts
// Paths and globs in a tool call come from the model: untrusted. They are checked with the
// workspace's own rules (src/git/paths.ts) and refusals become ToolInputErrors the model can read.




/** Lexical checks only (for paths looked up in git's history, which may no longer exist). */
function checkToolPath(path) {
    try {
        return checkRelativePath(path).join('/');
    }
    catch (error) {
        throw asInputError(error);
    }
}
/** A directory argument: absent, empty or `.` mean the whole checkout (null). */
function checkToolDirectory(directory) {
    if (directory === undefined)
        return null;
    if (directory.split(/[\\/]+/).every((part) => part === '' || part === '.'))
        return null;
    return checkToolPath(directory);
}
/** Refuses a path that leaves the checkout through a symlink; it need not exist. */
async function checkInside(root, path) {
    try {
        await resolveInside(root, path);
    }
    catch (error) {
        throw asInputError(error);
    }
}
/**
 * An existing regular file inside the checkout. Symlinks are followed only while they stay inside
 * the checkout, and never into a .git directory (a link to .git/config reads the token's home).
 */
async function resolveExistingFile(root, path) {
    let resolved;
    try {
        resolved = await resolveInside(root, path);
    }
    catch (error) {
        throw asInputError(error);
    }
    let real;
    try {
        real = await (0,promises_.realpath)(resolved.absolute);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
            throw new ToolInputError(`No file '${resolved.relative}' in the checkout. Use list_files or search to find the right path.`);
        }
        throw error;
    }
    const inside = (0,external_node_path_.relative)(await (0,promises_.realpath)(root), real).split(external_node_path_.sep);
    if (inside.some((part) => part.toLowerCase() === '.git')) {
        throw new ToolInputError(`Refusing path '${path}': it leads into a .git directory, which is off limits.`);
    }
    const info = await (0,promises_.stat)(real);
    if (info.isDirectory()) {
        throw new ToolInputError(`'${resolved.relative}' is a directory. Use list_files with directory '${resolved.relative}' to see what it holds.`);
    }
    if (!info.isFile())
        throw new ToolInputError(`'${resolved.relative}' is not a regular file.`);
    return { relative: resolved.relative, real, size: info.size };
}
/**
 * A git pathspec from a glob such as `src/**\/*.ts` or `*.md`. It must be relative and stay
 * inside the checkout; pathspec magic (`:(...)`, `:!`) is refused so the glob means what it says.
 */
function checkGlob(glob) {
    if (glob.startsWith(':'))
        throw new ToolInputError(`Refusing glob '${glob}': pathspec magic (a leading ':') is not supported; give a plain glob like 'src/**/*.ts'.`);
    try {
        // Lexical rules of a path: nothing absolute, no '..', not into .git.
        checkRelativePath(glob);
    }
    catch (error) {
        throw asInputError(error, 'glob');
    }
    return glob;
}
function asInputError(error, what = 'path') {
    if (error instanceof PathEscapeError) {
        return new ToolInputError(what === 'path' ? error.message : error.message.replace(/^Refusing path/, `Refusing ${what}`));
    }
    return error;
}

;// CONCATENATED MODULE: ./src/llm/tools/read-file.ts
// read_file: numbered lines of a file in the checkout, a window at a time.






/** Larger files are generated or data; reading one whole would hold the run for nothing. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
const ReadFileInput = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().min(1).describe("File path relative to the repository root, e.g. 'src/app.ts'."),
    start_line: schemas/* number */.aig().int().min(1).optional().describe('First line to show, 1-based; 1 by default.'),
    end_line: schemas/* number */.aig().int().min(1).optional().describe('Last line to show, inclusive; as many as fit by default.'),
});
function readFileTool(context) {
    return defineTool({
        name: 'read_file',
        description: `Read a file of the repository's working tree as numbered lines (at most ${context.maxLines} lines per call; use start_line/end_line for other parts).`,
        input: ReadFileInput,
        async run({ path, start_line, end_line }) {
            const file = await resolveExistingFile(context.root, path);
            if (file.size > MAX_FILE_BYTES) {
                throw new ToolInputError(`'${file.relative}' is ${file.size} bytes, too large to read; use search with path_glob '${file.relative}' to find the lines you need.`);
            }
            const data = await (0,promises_.readFile)(file.real);
            if (looksBinary(data))
                return `'${file.relative}' is a binary file (${data.length} bytes); its content is not shown.`;
            return lineWindow(splitLines(data.toString('utf8')), file.relative, { startLine: start_line, endLine: end_line, maxLines: context.maxLines, maxBytes: context.maxBytes }, (next) => `Call read_file with path '${file.relative}' and start_line ${next} to read on.`);
        },
    });
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/llm/tools/safe-git.ts
// Runs read-only git commands for the repository tools. Every argument the model influences is a
// separate argv entry of a process started without a shell, and git is configured so that nothing
// a checkout's own .git/config or .gitattributes says can make it start another program: no
// fsmonitor hook, hooks, pager, external diff, textconv, signature check (gpg.program) or lazy
// fetch (ssh). Output is capped while it streams and every command has a deadline.




/**
 * `-c` entries placed before every subcommand. Command-line config wins over the repository's.
 * The ones that name programs are reset; the rest keep the output in the shape the tools parse.
 */
const SAFE_CONFIG = [
    'core.fsmonitor=false',
    `core.hooksPath=${external_node_os_.devNull}`,
    'core.pager=cat',
    'diff.external=',
    'log.showSignature=false',
    // A partial clone fetches missing objects on demand, which runs ssh or a remote helper.
    'protocol.allow=never',
    'submodule.recurse=false',
    'grep.fallbackToNoIndex=false',
    'grep.column=false',
    // Files named in config are read as data and git quotes bad lines back in its errors.
    `core.attributesFile=${external_node_os_.devNull}`,
    `core.excludesFile=${external_node_os_.devNull}`,
    'color.ui=false',
    'gc.auto=0',
    'maintenance.auto=false',
];
const MAX_STDERR_BYTES = 16 * 1024;
function safeGitEnv(cwd, source = process.env) {
    return {
        // Without GIT_*, EDITOR, PAGER and friends from the runner.
        ...inheritableEnv(source),
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: external_node_os_.devNull,
        GIT_ATTR_NOSYSTEM: '1',
        // Read-only means read-only: no index refresh written back behind our back.
        GIT_OPTIONAL_LOCKS: '0',
        GIT_NO_LAZY_FETCH: '1',
        GIT_PAGER: 'cat',
        PAGER: 'cat',
        // A checkout without .git must not resolve to an enclosing repository (the runner's own),
        // and core.worktree in its config must not move the working tree somewhere else.
        GIT_CEILING_DIRECTORIES: (0,external_node_path_.dirname)(cwd),
        GIT_WORK_TREE: cwd,
        LC_ALL: 'C',
        LANGUAGE: 'C',
    };
}
/** Runs `git <SAFE_CONFIG> <args>`; rejects only when git cannot be started at all. */
function runSafeGit(args, options) {
    const argv = ['--no-pager', ...SAFE_CONFIG.flatMap((entry) => ['-c', entry]), ...args];
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(options.gitBinary, argv, {
            cwd: options.cwd,
            env: safeGitEnv(options.cwd),
            stdio: ['ignore', 'pipe', 'pipe'],
            shell: false,
            windowsHide: true,
        });
        const out = [];
        let outBytes = 0;
        const err = [];
        let errBytes = 0;
        let truncated = false;
        let timedOut = false;
        child.stdout.on('data', (chunk) => {
            if (truncated)
                return;
            const room = options.maxOutputBytes - outBytes;
            if (chunk.length >= room) {
                out.push(chunk.subarray(0, room));
                outBytes += room;
                truncated = true;
                child.kill('SIGKILL');
                return;
            }
            out.push(chunk);
            outBytes += chunk.length;
        });
        child.stderr.on('data', (chunk) => {
            if (errBytes >= MAX_STDERR_BYTES)
                return;
            err.push(chunk.subarray(0, MAX_STDERR_BYTES - errBytes));
            errBytes += chunk.length;
        });
        const timer = setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
        }, options.timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            reject(error);
        });
        child.on('close', (code) => {
            clearTimeout(timer);
            resolve({
                exitCode: code,
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8'),
                truncated,
                timedOut,
            });
        });
    });
}
/** git's own complaint, shortened to what helps the model: the `fatal:`/`error:` lines. */
function gitComplaint(result) {
    const lines = result.stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const relevant = lines.filter((line) => /^(fatal|error):/.test(line));
    const text = (relevant.length > 0 ? relevant : lines).slice(0, 5).join('\n');
    return text || `git exited with ${result.exitCode ?? 'a signal'}`;
}

;// CONCATENATED MODULE: ./src/llm/tools/git-show.ts
// git_show: a commit (message, stat and patch) or a file as it was at a revision. Revisions are
// checked against a conservative pattern so none can be read as an option or pathspec magic.







/** Names, shas, `HEAD~2`, `main^`, `v1.2..v1.3`: no whitespace, `:`, `@{` or leading `-`. */
const REV_PATTERN = /^[A-Za-z0-9_.\/~^-]+$/;
const RevInput = schemas/* string */.YjP()
    .min(1)
    .max(200)
    .refine((rev) => REV_PATTERN.test(rev) && !rev.startsWith('-'), "a revision is a sha, branch, tag or an expression like 'HEAD~1' (letters, digits and _ . / ~ ^ -, not starting with '-')");
const GitShowInput = schemas/* object */.Ikc({
    rev: RevInput.describe("A commit: a sha, branch or tag name, or an expression like 'HEAD~1'."),
    path: schemas/* string */.YjP().min(1).optional().describe('Show this file as it was at rev instead of the commit, relative to the repository root.'),
    start_line: schemas/* number */.aig().int().min(1).optional().describe('With path: first line to show, 1-based.'),
    end_line: schemas/* number */.aig().int().min(1).optional().describe('With path: last line to show, inclusive.'),
});
function gitShowTool(context) {
    return defineTool({
        name: 'git_show',
        description: 'Show a commit (message, changed-file stat and patch), or with path, a file as it was at that revision as numbered lines.',
        input: GitShowInput,
        async run({ rev, path, start_line, end_line }) {
            if (path === undefined) {
                if (start_line !== undefined || end_line !== undefined)
                    throw new ToolInputError('start_line and end_line only apply together with path.');
                return showCommit(context, rev);
            }
            return showFileAt(context, rev, checkToolPath(path), start_line, end_line);
        },
    });
}
async function showCommit(context, rev) {
    const result = await context.git([
        'show',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--no-show-signature',
        '--pretty=medium',
        '--date=iso',
        '--patch-with-stat',
        '--end-of-options',
        rev,
        '--',
    ]);
    check(result, rev);
    // git is stopped at four times the budget, so a stopped command is always cut here too.
    return capText(result.stdout, context.maxBytes, (shown, total) => `[Output cut at ${shown} of ${result.truncated ? 'more than ' : ''}${total} bytes. Use git_show with rev '${rev}' and a path to read one file as of this commit.]`);
}
async function showFileAt(context, rev, path, startLine, endLine) {
    const object = `${rev}:${path}`;
    const type = await context.git(['cat-file', '-t', object]);
    check(type, rev, path);
    const kind = type.stdout.trim();
    const label = `${path} at ${rev}`;
    if (kind === 'tree') {
        const listing = await context.git(['ls-tree', '-z', '--name-only', object]);
        check(listing, rev, path);
        const names = listing.stdout.split('\0').filter(Boolean);
        return capText(`'${path}' is a directory at ${rev}; it holds:\n${names.join('\n')}`, context.maxBytes, () => '[More entries not shown.]');
    }
    if (kind !== 'blob')
        throw new ToolInputError(`'${path}' at ${rev} is a ${kind}, not a file.`);
    const blob = await context.git(['cat-file', 'blob', object], MAX_FILE_BYTES);
    if (blob.truncated)
        throw new ToolInputError(`'${path}' at ${rev} is larger than ${MAX_FILE_BYTES} bytes, too large to read.`);
    check(blob, rev, path);
    if (looksBinary(blob.stdout))
        return `'${path}' at ${rev} is a binary file; its content is not shown.`;
    return lineWindow(splitLines(blob.stdout), label, { startLine, endLine, maxLines: context.maxLines, maxBytes: context.maxBytes }, (next) => `Call git_show with rev '${rev}', path '${path}' and start_line ${next} to read on.`);
}
function check(result, rev, path) {
    if (result.timedOut)
        throw new ToolInputError(`git timed out showing ${rev}.`);
    if (result.exitCode === 0 || result.truncated)
        return;
    const what = path === undefined ? `'${rev}'` : `'${path}' at '${rev}'`;
    throw new ToolInputError(`Cannot show ${what}: ${gitComplaint(result)} Use git_log to find a commit, or list_files / search for paths.`);
}

;// CONCATENATED MODULE: ./src/llm/tools/git-blame.ts
// git_blame: who last changed each line of a range, as of a revision (HEAD by default). Blaming a
// revision rather than the working tree means git reads only its object store: no clean filter
// from .gitattributes can run.






const BLAME_OUTPUT_BYTES = 8 * 1024 * 1024;
const GitBlameInput = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().min(1).describe('File path relative to the repository root.'),
    start_line: schemas/* number */.aig().int().min(1).describe('First line, 1-based.'),
    end_line: schemas/* number */.aig().int().min(1).describe('Last line, inclusive.'),
    rev: RevInput.optional().describe("Blame the file as of this revision; 'HEAD' by default."),
});
function gitBlameTool(context) {
    return defineTool({
        name: 'git_blame',
        description: `Show which commit (short sha, author, date) last changed each line in a range of a file, as of HEAD or rev (at most ${context.maxLines} lines per call).`,
        input: GitBlameInput,
        async run({ path, start_line, end_line, rev }) {
            const relative = checkToolPath(path);
            if (end_line < start_line)
                throw new ToolInputError(`end_line ${end_line} is before start_line ${start_line}.`);
            const end = Math.min(end_line, start_line + context.maxLines - 1);
            const at = rev ?? 'HEAD';
            await checkIgnoreRevsFiles(context);
            // blame has no --end-of-options in older git; RevInput already refuses a leading '-'.
            const result = await context.git(['blame', '--porcelain', '--no-textconv', '-L', `${start_line},${end}`, at, '--', relative], BLAME_OUTPUT_BYTES);
            if (result.timedOut)
                throw new ToolInputError('git blame timed out; ask for a smaller range.');
            if (result.exitCode !== 0 || result.truncated)
                throw new ToolInputError(`Cannot blame '${relative}' at ${at}: ${gitComplaint(result)}`);
            const lines = parsePorcelainBlame(result.stdout);
            if (lines.length === 0)
                return `git blame returned nothing for '${relative}' lines ${start_line}-${end} at ${at}.`;
            const authorWidth = Math.min(24, Math.max(...lines.map((l) => l.author.length)));
            const numberWidth = Math.max(4, String(lines.at(-1).line).length);
            const formatted = lines.map((l) => `${l.sha.slice(0, 8)} ${l.author.slice(0, authorWidth).padEnd(authorWidth)} ${l.date} ${String(l.line).padStart(numberWidth)}│ ${cutLine(l.text)}`);
            const header = `Blame of ${relative} at ${at}, lines ${lines[0].line}-${lines.at(-1).line} (sha author date line│ text):`;
            const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
            const { text, taken } = takeLines(formatted, Math.max(1, budget));
            const lastShown = lines[taken - 1].line;
            const cutByBytes = taken < lines.length;
            // Clamped to maxLines and git gave all of them: the file may go on.
            const cutByLines = end < end_line && lines.length === end - start_line + 1;
            if (!cutByBytes && !cutByLines)
                return `${header}\n${text}`;
            const why = cutByBytes ? `the result is capped at ${context.maxBytes} bytes` : `a call blames at most ${context.maxLines} lines`;
            return `${header}\n${text}\n[Lines ${lastShown + 1}-${end_line} not shown: ${why}. Call git_blame again with start_line ${lastShown + 1}.]`;
        },
    });
}
/**
 * blame reads every file named by blame.ignoreRevsFile and quotes a line it cannot parse in its
 * error, so a checkout whose config names a file outside it (`/etc/...`, `~/...`) could have blame
 * print that file. `-c blame.ignoreRevsFile=` cannot undo it (git keeps the list sorted, so the
 * reset is applied first), hence the check. A file inside the checkout is fine: read_file shows
 * it anyway.
 */
async function checkIgnoreRevsFiles(context) {
    const result = await context.git(['config', '--type=path', '--get-all', 'blame.ignoreRevsFile']);
    // Exit 1: not set.
    if (result.exitCode === 1)
        return;
    if (result.exitCode !== 0 || result.truncated)
        throw new ToolInputError(`git_blame is unavailable: cannot read this checkout's git config: ${gitComplaint(result)}`);
    for (const file of result.stdout.split('\n').filter(Boolean)) {
        try {
            await checkInside(context.root, file);
        }
        catch {
            throw new ToolInputError(`git_blame is unavailable in this checkout: its git config names '${file}' in blame.ignoreRevsFile, outside the repository. Use git_log with a path instead.`);
        }
    }
}
/** `git blame --porcelain`: commit details are given once per commit, then only its sha. */
function parsePorcelainBlame(output) {
    const commits = new Map();
    const lines = [];
    let current = null;
    for (const raw of output.split('\n')) {
        if (raw.startsWith('\t')) {
            if (current === null)
                continue;
            const info = commits.get(current.sha);
            lines.push({
                sha: current.sha,
                author: info?.author ?? '?',
                date: info && Number.isFinite(info.time) ? new Date(info.time * 1000).toISOString().slice(0, 10) : '?',
                line: current.line,
                text: raw.slice(1),
            });
            current = null;
            continue;
        }
        const header = /^([0-9a-f]{40,64}) \d+ (\d+)(?: \d+)?$/.exec(raw);
        if (header) {
            current = { sha: header[1], line: Number(header[2]) };
            if (!commits.has(current.sha))
                commits.set(current.sha, { author: '?', time: Number.NaN });
            continue;
        }
        if (current === null)
            continue;
        const info = commits.get(current.sha);
        if (raw.startsWith('author '))
            info.author = raw.slice('author '.length);
        else if (raw.startsWith('author-time '))
            info.time = Number(raw.slice('author-time '.length));
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/llm/tools/git-log.ts
// git_log: recent commits of the checked-out history, optionally only those touching a path.





const DEFAULT_LOG_COUNT = 20;
const MAX_LOG_COUNT = 100;
const GitLogInput = schemas/* object */.Ikc({
    path: schemas/* string */.YjP().min(1).optional().describe('Only commits that touched this file or directory, relative to the repository root.'),
    max_count: schemas/* number */.aig().int().min(1).max(MAX_LOG_COUNT).optional().describe(`How many commits, newest first; ${DEFAULT_LOG_COUNT} by default.`),
});
function gitLogTool(context) {
    return defineTool({
        name: 'git_log',
        description: 'List recent commits (short sha, date, author, subject), newest first, optionally only those that touched a path.',
        input: GitLogInput,
        async run({ path, max_count }) {
            const relative = path === undefined ? null : checkToolPath(path);
            const count = max_count ?? DEFAULT_LOG_COUNT;
            const result = await context.git([
                'log',
                '--no-color',
                '--no-show-signature',
                '--date=short',
                `--max-count=${count}`,
                '--format=%h%x00%ad%x00%an%x00%s',
                'HEAD',
                '--',
                ...(relative === null ? [] : [relative]),
            ]);
            if (result.timedOut)
                throw new ToolInputError('git log timed out.');
            if (result.exitCode !== 0 && !result.truncated)
                throw new ToolInputError(`git log failed: ${gitComplaint(result)}`);
            const commits = result.stdout
                .split('\n')
                .filter((line) => line.includes('\0'))
                .map((line) => {
                const [sha, date, author, subject] = line.split('\0');
                return cutLine(`${sha} ${date} ${author} — ${subject}`, 300);
            });
            const scope = relative === null ? '' : ` touching '${relative}'`;
            if (commits.length === 0)
                return `No commits${scope}.`;
            const header = `${commits.length === count ? 'Latest ' : ''}${commits.length} commit${commits.length === 1 ? '' : 's'}${scope} (sha date author — subject):`;
            return capText(`${header}\n${commits.join('\n')}`, context.maxBytes, () => '[More commits not shown: the result is capped; ask for a smaller max_count.]');
        },
    });
}

;// CONCATENATED MODULE: ./src/llm/tools/list-files.ts
// list_files: the tracked files of the checkout (`git ls-files`), under a directory or matching a
// glob. Only the index is read, so nothing outside the checkout can show up.





const MAX_ENTRIES = 500;
const LS_OUTPUT_BYTES = 8 * 1024 * 1024;
const ListFilesInput = schemas/* object */.Ikc({
    directory: schemas/* string */.YjP().optional().describe("Only list files under this directory, relative to the repository root, e.g. 'src/git'."),
    glob: schemas/* string */.YjP().min(1).optional().describe("Only list files matching this glob, e.g. '*.test.ts' ('*' also crosses '/'); relative to directory when both are given."),
});
function listFilesTool(context) {
    return defineTool({
        name: 'list_files',
        description: `List the repository's tracked files, optionally under a directory or matching a glob (at most ${MAX_ENTRIES} per call).`,
        input: ListFilesInput,
        async run({ directory, glob }) {
            const dir = checkToolDirectory(directory);
            // Only the index is read, but a directory reached through a symlink out of the checkout
            // is refused all the same, like everywhere else.
            if (dir !== null)
                await checkInside(context.root, dir);
            const pattern = glob === undefined ? undefined : checkGlob(glob);
            const pathspec = dir === null ? (pattern ?? null) : pattern === undefined ? dir : `${dir}/${pattern}`;
            const result = await context.git(['ls-files', '-z', '--cached', '--', ...(pathspec === null ? [] : [pathspec])], LS_OUTPUT_BYTES);
            if (result.timedOut)
                throw new ToolInputError('Listing the files timed out; narrow it with directory or glob.');
            if (result.exitCode !== 0 && !result.truncated)
                throw new ToolInputError(`git ls-files refused: ${gitComplaint(result)}`);
            const files = result.stdout.split('\0');
            // Empty after the final NUL, or partial when git was stopped.
            files.pop();
            const scope = [dir === null ? '' : ` under '${dir}'`, pattern === undefined ? '' : ` matching '${pattern}'`].join('');
            if (files.length === 0)
                return `No tracked files${scope}.`;
            const header = `${result.truncated ? 'At least ' : ''}${files.length} tracked file${files.length === 1 ? '' : 's'}${scope}:`;
            const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
            const { text, taken } = takeLines(files.slice(0, MAX_ENTRIES), Math.max(1, budget));
            if (taken === files.length && !result.truncated)
                return `${header}\n${text}`;
            return `${header}\n${text}\n[${result.truncated ? 'At least ' : ''}${files.length - taken} more not shown. Narrow the listing with directory or glob.]`;
        },
    });
}

;// CONCATENATED MODULE: ./src/llm/tools/search.ts
// search: `git grep` over the tracked files of the working tree. The pattern is one argv entry
// after `-e`, so a pattern like `-v` or `$(rm -rf /)` is only ever text to look for.





const DEFAULT_MAX_RESULTS = 100;
const MAX_RESULTS = 500;
/** A matched line is shown up to this many characters. */
const MATCH_LINE_CHARS = 300;
/** git grep is stopped once it has printed this much; the count of matches becomes "at least". */
const GREP_OUTPUT_BYTES = 2 * 1024 * 1024;
const SearchInput = schemas/* object */.Ikc({
    pattern: schemas/* string */.YjP()
        .min(1)
        .max(1000)
        .refine((p) => !/[\r\n\0]/.test(p), 'the pattern must be a single line')
        .describe('What to look for: an extended regular expression (POSIX ERE), or literal text when fixed_string is true.'),
    path_glob: schemas/* string */.YjP().min(1).optional().describe("Only search paths matching this glob, e.g. 'src/**/*.ts' or '*.md' ('*' also crosses '/')."),
    fixed_string: schemas/* boolean */.zMY().optional().describe('Treat the pattern as literal text rather than a regular expression.'),
    case_insensitive: schemas/* boolean */.zMY().optional().describe('Ignore case.'),
    max_results: schemas/* number */.aig().int().min(1).max(MAX_RESULTS).optional().describe(`How many matching lines to show; ${DEFAULT_MAX_RESULTS} by default.`),
});
function searchTool(context) {
    return defineTool({
        name: 'search',
        description: 'Search the tracked files of the repository with git grep; returns matching lines as path:line: text. Narrow with path_glob when there are many matches.',
        input: SearchInput,
        async run({ pattern, path_glob, fixed_string, case_insensitive, max_results }) {
            const pathspec = path_glob === undefined ? [] : [checkGlob(path_glob)];
            const args = ['grep', '-n', '-I', '-z', '--no-color', '--no-textconv', fixed_string ? '-F' : '-E'];
            if (case_insensitive)
                args.push('-i');
            args.push('-e', pattern, '--', ...pathspec);
            const result = await context.git(args, GREP_OUTPUT_BYTES);
            const where = path_glob === undefined ? 'tracked files' : `tracked files matching '${path_glob}'`;
            if (result.timedOut)
                throw new ToolInputError(`The search timed out; use a simpler pattern or narrow it with path_glob.`);
            if (result.exitCode === 1 && !result.truncated)
                return `No matches for ${describe(pattern, fixed_string)} in ${where}.`;
            if (result.exitCode !== 0 && !result.truncated)
                throw new ToolInputError(`git grep refused the search: ${gitComplaint(result)}`);
            const records = result.stdout.split('\n');
            // The last record is empty after a final newline, or partial when git was stopped.
            records.pop();
            const matches = records.map(formatMatch);
            const limit = max_results ?? DEFAULT_MAX_RESULTS;
            const header = `${result.truncated ? 'At least ' : ''}${matches.length} match${matches.length === 1 ? '' : 'es'} for ${describe(pattern, fixed_string)} in ${where}:`;
            const budget = context.maxBytes - byteLength(header) - 1 - NOTE_RESERVE_BYTES;
            const { text, taken } = takeLines(matches.slice(0, limit), Math.max(1, budget));
            if (taken === matches.length && !result.truncated)
                return `${header}\n${text}`;
            const hidden = `${result.truncated ? 'at least ' : ''}${matches.length - taken}`;
            return `${header}\n${text}\n[${hidden} more not shown. Narrow the search with path_glob or a more specific pattern${taken === limit && limit < MAX_RESULTS ? `, or raise max_results (up to ${MAX_RESULTS})` : ''}.]`;
        },
    });
}
/** `path\0line\0text` (git grep -z) as `path:line: text`. */
function formatMatch(record) {
    const first = record.indexOf('\0');
    const second = record.indexOf('\0', first + 1);
    if (first < 0 || second < 0)
        return cutLine(record, MATCH_LINE_CHARS);
    return `${record.slice(0, first)}:${record.slice(first + 1, second)}: ${cutLine(record.slice(second + 1), MATCH_LINE_CHARS)}`;
}
function describe(pattern, fixed) {
    return fixed ? JSON.stringify(pattern) : `/${pattern}/`;
}

;// CONCATENATED MODULE: ./src/llm/tools/tool-context.ts
// What every repository tool shares: the checkout, the caps, and a git runner bound to both.


const DEFAULT_MAX_BYTES = 20_000;
const DEFAULT_MAX_LINES = 400;
const tool_context_DEFAULT_TIMEOUT_MS = 10_000;
function toolContext(root, options = {}) {
    const maxBytes = positive(options.maxBytes, DEFAULT_MAX_BYTES, 'maxBytes');
    const maxLines = positive(options.maxLines, DEFAULT_MAX_LINES, 'maxLines');
    const timeoutMs = positive(options.timeoutMs, tool_context_DEFAULT_TIMEOUT_MS, 'timeoutMs');
    if (maxBytes < 1000)
        throw new Error(`maxBytes ${maxBytes} is too small: a result needs room for its note; use at least 1000.`);
    let real;
    const realRoot = () => (real ??= (0,promises_.realpath)(root));
    return {
        root,
        maxBytes,
        maxLines,
        realRoot,
        async git(args, maxOutputBytes = maxBytes * 4) {
            return runSafeGit(args, { cwd: await realRoot(), gitBinary: options.gitBinary ?? 'git', timeoutMs, maxOutputBytes });
        },
    };
}
function positive(value, fallback, name) {
    if (value === undefined)
        return fallback;
    if (!Number.isInteger(value) || value < 1)
        throw new Error(`${name} must be a positive integer, got ${value}.`);
    return value;
}

;// CONCATENATED MODULE: ./src/llm/tools/repo-tools.ts
// The read-only tools a model may call while it investigates a checkout.








const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
/** read_file, search, list_files, git_log, git_show and git_blame over the checkout at `root`. */
function repoTools(root, options = {}) {
    const context = toolContext(root, options);
    return [readFileTool(context), searchTool(context), listFilesTool(context), gitLogTool(context), gitShowTool(context), gitBlameTool(context)];
}

;// CONCATENATED MODULE: ./src/run/model.ts
// The model for this run, when an API key is configured: one session, so max-cost-usd and
// max-turns hold for the whole run, with the read-only repository tools and verify-command.


function modelForRun(settings, options) {
    if (!settings.anthropicApiKey)
        return null;
    const session = new LlmSession({
        apiKey: settings.anthropicApiKey,
        baseURL: options.baseURL,
        model: settings.model,
        maxCostUsd: settings.maxCostUsd,
        maxTurns: settings.maxTurns,
        prices: settings.modelPrices,
        log: options.log,
        ...(options.retryBaseMs !== undefined ? { retry: { minTimeoutMs: options.retryBaseMs, maxTimeoutMs: options.retryBaseMs * 8 } } : {}),
    });
    return {
        deps: {
            session,
            verifyCommand: settings.verifyCommand,
            tools: (root) => repoTools(root),
            usageOf: (subject) => {
                const usage = session.ledger.bySubject()[subject];
                return { input_tokens: usage?.input_tokens ?? 0, output_tokens: usage?.output_tokens ?? 0, cost_usd: usage?.cost_usd ?? 0 };
            },
        },
        totals: () => session.ledger.totals(),
    };
}

;// CONCATENATED MODULE: ./src/run/decide-command.ts
// What a command does to a target's state, as a plain function: state in, state + effects out.
// Workflows (ship, triage, chat) replace the "requested" placeholder with their own machines;
// the control verbs (status, stop) and idempotency live here.

const ACTIVE_LABEL = 'tend:active';
function decideCommand(input) {
    const none = { add: [], remove: [] };
    const current = input.state ?? initialState(input.target, input.at);
    if (current.handled.includes(input.eventKey)) {
        return { state: null, reply: null, labels: none, decision: 'already handled', why: `event ${input.eventKey} was acted on by an earlier run` };
    }
    const who = { login: input.steering.actor.login, id: input.steering.actor.id };
    const how = input.steering.via === 'comment' ? `\`/tend ${input.verb}\`` : input.steering.via === 'label' ? `label \`tend:${input.verb}\`` : input.steering.via;
    if (input.verb === 'status') {
        const reply = input.state
            ? `tend is at **${input.state.status}**${input.state.workflow ? ` in \`${input.state.workflow}\`` : ''}: ${input.state.reason || 'no details'} (updated ${input.state.updatedAt}).`
            : 'tend has no state for this target yet: nothing was asked of it here.';
        // Only record the key when a state exists; a reply marker guards re-delivery otherwise.
        return {
            state: input.state ? markHandled(input.state, input.eventKey) : null,
            reply,
            labels: none,
            decision: 'replied',
            why: `@${who.login} asked for the status with ${how}`,
        };
    }
    if (input.verb === 'stop') {
        if (current.status === 'stopped') {
            return { state: markHandled(current, input.eventKey), reply: null, labels: none, decision: 'already stopped', why: `@${who.login} asked to stop; it was already stopped` };
        }
        const next = transition(current, { status: 'stopped', reason: `stopped by @${who.login} with ${how}`, at: input.at });
        return { state: markHandled(next, input.eventKey), reply: null, labels: { add: [], remove: [ACTIVE_LABEL] }, decision: 'stopped', why: next.reason };
    }
    const next = transition(current, {
        status: 'requested',
        workflow: input.verb,
        requestedBy: who,
        reason: `@${who.login} asked for ${input.verb} with ${how}`,
        at: input.at,
    });
    return { state: markHandled(next, input.eventKey), reply: null, labels: { add: [ACTIVE_LABEL], remove: [] }, decision: 'requested', why: next.reason };
}

;// CONCATENATED MODULE: ./src/run/run.ts
// One run, as DESIGN.md draws it: route → load state → advance → act → save, report.
// This file sequences the steps; decisions are in decide-*.ts, I/O in src/github and src/report.
























async function runTend(env, inputs) {
    const startedAt = env.now();
    const secrets = [inputs.values['github-token'], inputs.values['push-token'], inputs.values['anthropic-api-key']];
    const redact = (0,report_redact/* redactor */.$p)(secrets);
    const log = (line) => core/* info */.pq(redact(line));
    const octokit = createOctokit(inputs.values['github-token'], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, throttle: env.throttle, log });
    const api = countRequests(octokit);
    const repo = { owner: env.owner, repo: env.repo };
    const configPath = inputs.values['config-path'];
    const preliminary = (0,route/* route */.wE)(env.eventName, env.payload, { trustedBots: [], reviewBots: [], command: inputs.values.command, number: inputs.values.number });
    core/* startGroup */.Oh('tend: context');
    const context = await loadRunContext(octokit, repo, {
        configPath,
        defaultBranch: payloadDefaultBranch(env.payload),
        targetNumber: singleTarget(preliminary)?.number,
    });
    const settings = buildSettings(inputs, (0,repo_file/* repoConfigFromBlob */.mC)(context.repository?.config, configPath), configPath);
    core/* endGroup */.N4();
    const selfId = context.viewer.databaseId ?? known_bots/* GITHUB_ACTIONS_BOT */.iU.id;
    const model = modelForRun(settings, { baseURL: env.anthropicBaseUrl, retryBaseMs: env.retryBaseMs, log });
    const deps = { env, redact, model, startedAt, settings, octokit, repo, selfId, log };
    const routed = (0,route/* route */.wE)(env.eventName, env.payload, {
        trustedBots: settings.trustedBots,
        reviewBots: settings.reviewBots,
        command: settings.command,
        number: settings.number,
    });
    const result = await execute(deps, routed, context);
    await (0,publish/* publish */.m)(env, { dryRun: settings.dryRun, auditPath: settings.auditPath, secrets, startedAt }, { ...result, llm: model?.totals() ?? null }, api);
}
async function execute(deps, routed, context) {
    switch (routed.action) {
        case 'skip':
            return { ...base('none', null, 'skip', routed.reason), state: 'skipped', reason: `Nothing to do: ${routed.reason}.` };
        case 'command':
            return runCommand(deps, routed, context);
        case 'advance':
            return advanceTargets(deps, routed.targets, 'advance', routed.cause);
        case 'advance-commit': {
            const numbers = await openPullsForCommit(deps.octokit, deps.repo, routed.sha);
            const targets = numbers.map((number) => ({ kind: 'pull_request', number }));
            if (targets.length === 0) {
                return { ...base('advance', null, 'advance-commit', `${routed.cause} on ${routed.sha.slice(0, 7)}`), state: 'skipped', reason: `Nothing to do: no open pull request has ${routed.sha.slice(0, 7)} as its head.` };
            }
            return advanceTargets(deps, targets, 'advance-commit', routed.cause);
        }
        case 'sweep': {
            const targets = await activeTargets(deps.octokit, deps.repo, ACTIVE_LABEL);
            return advanceTargets(deps, targets, 'sweep', `${routed.cause}: ${targets.length} target(s) labelled ${ACTIVE_LABEL}`);
        }
        case 'chat':
            return {
                ...base('chat', null, 'chat', `tend-chat from ${routed.sender.login}`),
                state: 'skipped',
                reason: 'Nothing to do: chat triage is not part of this version of tend yet; the dispatch was received and left alone.',
            };
    }
}
async function runCommand(deps, routed, context) {
    const { verb, target, steering } = routed;
    const actor = steering.actor;
    const decision = needsPermissionLookup(actor)
        ? authorizeUser(actor, await repositoryPermission(deps.octokit, deps.repo, actor.login))
        : authorizeBot(actor, deps.settings.trustedBots);
    if (!decision.allowed)
        throw new errors/* RefusalError */.X(`tend refused '${verb}' on #${target.number}: ${decision.why}. Nothing was changed.`);
    const found = context.repository?.target;
    if (!found)
        throw new errors/* RefusalError */.X(`#${target.number} does not exist in ${deps.repo.owner}/${deps.repo.repo}; nothing was changed.`);
    const store = commentStore(deps.octokit, deps.repo);
    const comments = await store.list(target);
    const tracking = await loadTracking({ ...store, list: async () => comments }, target, deps.selfId);
    const eventKey = eventKeyOf(deps.env, steering);
    const at = deps.env.now().toISOString();
    const effects = decideCommand({ verb, target, steering, eventKey, state: tracking.state, at });
    const route = { action: 'command', detail: `${verb} on #${target.number} by @${actor.login} via ${steering.via} (${decision.why})` };
    const decisions = [{ target, decision: effects.decision, why: effects.why }];
    let trackingCommentId = tracking.comment?.id ?? null;
    if (deps.settings.dryRun) {
        return { workflow: verb, target, state: effects.state?.status ?? tracking.state?.status ?? 'none', reason: `Dry run: would have ${effects.decision}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
    }
    if (effects.reply) {
        const marker = replyMarker(eventKey);
        const alreadyReplied = comments.some((c) => c.authorId === deps.selfId && c.body.includes(marker));
        if (!alreadyReplied)
            await postComment(deps.octokit, deps.repo, target, deps.redact(renderReply(effects.reply, eventKey)), marker);
    }
    await addLabels(deps.octokit, deps.repo, target.number, effects.labels.add);
    for (const label of effects.labels.remove)
        await removeLabel(deps.octokit, deps.repo, target.number, label);
    if (effects.state && (verb === 'ship' || verb === 'fix') && target.kind === 'pull_request') {
        const shipped = await advanceShip(deps, target, tracking, effects.state, store, steering.at);
        return { ...shipped, workflow: verb, route, decisions: [...decisions, ...shipped.decisions] };
    }
    if (effects.state) {
        trackingCommentId = await saveTracking(store, target, deps.selfId, { ...tracking }, deps.redact(renderTrackingBody(effects.state, deps.env.runUrl)));
    }
    const state = effects.state?.status ?? tracking.state?.status ?? 'none';
    return { workflow: verb, target, state, reason: `${capitalise(effects.decision)}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
}
/** Re-entry: advance every target tend works on as far as it goes now. */
async function advanceTargets(deps, targets, action, cause) {
    const store = commentStore(deps.octokit, deps.repo);
    const decisions = [];
    const results = [];
    for (const target of targets) {
        const tracking = await loadTracking(store, target, deps.selfId);
        let state = tracking.state;
        if (!state && target.kind === 'pull_request' && deps.settings.shipAuto && action === 'advance') {
            state = await autoShipRequest(deps, target);
        }
        if (!state) {
            decisions.push({ target, decision: 'nothing to do', why: 'tend has no state here; nothing was asked of it' });
            continue;
        }
        if (isShipWorkflow(state) && target.kind === 'pull_request' && !isShipTerminal(state.status)) {
            if (deps.settings.dryRun) {
                decisions.push({ target, decision: 'dry run', why: `${state.workflow} is ${state.status}; a dry run does not advance it` });
                continue;
            }
            const shipped = await advanceShip(deps, target, tracking, state, store);
            results.push(shipped);
            decisions.push(...shipped.decisions);
            continue;
        }
        decisions.push({ target, decision: 'unchanged', why: `${state.workflow ?? 'no workflow'} is ${state.status}; nothing to advance on ${cause}` });
    }
    const only = targets.length === 1 ? results[0] : undefined;
    const acted = decisions.filter((d) => d.decision !== 'nothing to do').length;
    if (only)
        return { ...only, workflow: action === 'sweep' ? 'sweep' : 'advance', route: { action, detail: cause }, decisions };
    const single = targets.length === 1 ? await singleState(store, targets[0], deps.selfId) : null;
    return {
        workflow: action === 'sweep' ? 'sweep' : 'advance',
        target: targets.length === 1 ? targets[0] : null,
        state: single?.status ?? (targets.length === 1 ? 'none' : `${acted} of ${targets.length} tracked`),
        reason: `${cause}: looked at ${targets.length} target(s), ${acted} with tend state.`,
        route: { action, detail: cause },
        decisions,
        merged: results.some((r) => r.merged),
        trackingCommentId: single?.commentId ?? null,
        threads: results.flatMap((r) => r.threads ?? []),
        notes: results.flatMap((r) => r.notes ?? []),
    };
}
async function singleState(store, target, selfId) {
    const tracking = await loadTracking(store, target, selfId);
    return tracking.state ? { status: tracking.state.status, commentId: tracking.comment?.id ?? null } : null;
}
/** Runs the ship / fix machine on one pull request and reports what it did. */
async function advanceShip(deps, target, tracking, state, store, triggeredAt) {
    const writer = trackingWriter(store, target, deps.selfId, tracking, (state) => deps.redact(renderTrackingBody(state, deps.env.runUrl)));
    const result = await runShip({
        octokit: deps.octokit,
        repo: deps.repo,
        settings: deps.settings,
        serverUrl: deps.env.serverUrl,
        workDir: (0,external_node_path_.join)(deps.env.runnerTemp, 'tend', 'work'),
        now: deps.env.now,
        log: deps.log,
        save: async (state) => {
            await writer.save(state);
        },
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        pollMs: deps.env.pollMs,
        model: deps.model?.deps ?? null,
        redact: deps.redact,
    }, target.number, state, tracking.state, 
    // Text written after the command was given is not part of what it asked for.
    triggeredAt ?? deps.startedAt.toISOString());
    if (isShipTerminal(result.state.status))
        await removeLabel(deps.octokit, deps.repo, target.number, ACTIVE_LABEL);
    const ship = result.state.ship;
    return {
        workflow: result.state.workflow ?? 'ship',
        target,
        state: result.state.status,
        reason: capitalise(result.state.reason) + '.',
        route: { action: 'advance', detail: '' },
        decisions: [{ target, decision: result.state.status, why: result.state.reason }],
        merged: result.state.status === 'merged' && ship?.merge?.merged === true,
        trackingCommentId: writer.commentId,
        threads: result.threads,
        merge: ship?.merge ?? null,
        notes: result.notes,
    };
}
/** `ship.auto` in .github/tend.yml: start shipping matching pull requests without a command. */
async function autoShipRequest(deps, target) {
    const auto = deps.settings.shipAuto;
    const pr = await loadPullSnapshot(deps.octokit, deps.repo, target.number);
    if (pr.state !== 'OPEN' || pr.isDraft)
        return null;
    const matches = (auto.authors.length === 0 || (pr.author !== null && auto.authors.some((a) => a.toLowerCase() === pr.author.login.toLowerCase()))) &&
        (auto.labels.length === 0 || auto.labels.some((l) => pr.labels.includes(l))) &&
        (auto.baseBranches.length === 0 || auto.baseBranches.includes(pr.baseRefName));
    if (!matches)
        return null;
    await addLabels(deps.octokit, deps.repo, target.number, [ACTIVE_LABEL]);
    const at = deps.env.now().toISOString();
    return transition(initialState(target, at), { status: 'requested', workflow: 'ship', reason: `ship.auto in ${deps.settings.configPath} matches this pull request`, at });
}
function isShipWorkflow(state) {
    return state.workflow === 'ship' || state.workflow === 'fix';
}
function base(workflow, target, action, detail) {
    return { workflow, target, state: 'skipped', reason: '', route: { action, detail }, decisions: [], merged: false, trackingCommentId: null };
}
/** Comments are unique by id; labels and dispatches by the whole delivered payload. */
function eventKeyOf(env, steering) {
    if (steering.commentId !== undefined)
        return `comment:${steering.commentId}`;
    const digest = (0,external_node_crypto_.createHash)('sha256').update(env.eventName).update(JSON.stringify(env.payload)).digest('hex').slice(0, 16);
    return `${steering.via}:${digest}`;
}
function singleTarget(routed) {
    if (routed.action === 'command')
        return routed.target;
    if (routed.action === 'advance' && routed.targets.length === 1)
        return routed.targets[0];
    return undefined;
}
function payloadDefaultBranch(payload) {
    const branch = payload?.repository?.default_branch;
    return typeof branch === 'string' && branch !== '' ? branch : undefined;
}
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ })

};
