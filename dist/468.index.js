export const id = 468;
export const ids = [468];
export const modules = {

/***/ 4468:
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
/** Posts a one-off comment (e.g. the answer to `/tend status`). */
async function postComment(octokit, repo, target, body) {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body });
    return data.id;
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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
const ALL_DOCUMENTS = {
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
    return plan('escalate', 'No committable suggestion; a human or the model path must decide.', more);
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
        const fresh = ship && current.status !== 'requested' ? { ...ship, head: pr.headRefOid, reviewDeadline: addMinutes(now, policy.reviewWindowMinutes), checksDeadline: null } : initialShip(mode, pr.headRefOid, addMinutes(now, policy.reviewWindowMinutes));
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
    // An escalated thread blocks the merge until a human resolves it, whatever head it was on.
    const openEscalations = ship.threads.filter((t) => t.decision === 'escalate' && isOpen(t.id, pr));
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
/** Posts `body` as a reply in the thread (GitHub files it under a new review by the viewer). */
async function replyToThread(octokit, threadId, body) {
    const data = ReplyData.parse(await octokit.graphql(REPLY_TO_THREAD, { threadId, body }));
    const { comment } = data.addPullRequestReviewThreadReply;
    return { id: comment.id, databaseId: comment.databaseId ?? 0 };
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

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
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
// Carries out one round of thread decisions: apply the committable suggestions in a workspace,
// commit once, push with a lease on the head the decisions were made on, then answer every
// thread (the commit for fixes, the rationale otherwise) and resolve what was fixed or ignored.
// Escalated threads get an answer and stay open. If the head moved under us, nothing is pushed
// and nothing is answered: the next snapshot sees the new head and decides again.





async function handleThreads(deps, pr, plans) {
    const head = pr.headRefOid;
    const notes = [];
    let decided = plans;
    let pushed = null;
    const filesByThread = new Map();
    const fixes = plans.filter((p) => p.decision === 'fix' && p.edit);
    if (fixes.length > 0) {
        const patch = await patchAndPush(deps, pr, fixes);
        if (patch.kind === 'stale') {
            deps.log(`ship #${pr.number}: the head moved while patching (${patch.message}); deciding again on the new head`);
            return { pushed: null, records: [], notes: [`The head of #${pr.number} moved while tend was patching; nothing was pushed or answered, and tend decides again on the new head.`] };
        }
        if (patch.kind === 'failed')
            notes.push(patch.message);
        pushed = patch.kind === 'pushed' ? patch.sha : null;
        const refused = new Map(patch.refused.map((r) => [r.threadId, r.reason]));
        for (const [threadId, files] of patch.files)
            filesByThread.set(threadId, files);
        decided = plans.map((plan) => {
            if (plan.decision !== 'fix')
                return plan;
            const reason = refused.get(plan.threadId) ?? (patch.kind === 'failed' ? patch.message : undefined);
            if (reason)
                return { ...plan, decision: 'escalate', edit: null, rationale: `the suggestion could not be applied: ${reason}` };
            return plan;
        });
    }
    const records = [];
    for (const plan of decided) {
        if (plan.decision === 'skip')
            continue;
        const thread = pr.threads.find((t) => t.id === plan.threadId);
        const commit = plan.decision === 'fix' ? pushed ?? head : null;
        const text = answerText(plan, commit, pushed === null && plan.decision === 'fix');
        let replied = false;
        if (thread.viewerCanReply) {
            await replyToThread(deps.octokit, plan.threadId, `${text}\n\n${THREAD_ANSWER_MARKER}${plan.threadId} ${head} -->`);
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
            rationale: plan.rationale,
            commit,
            files: plan.decision === 'fix' ? filesByThread.get(plan.threadId) ?? [plan.path] : [],
            replied,
            resolved,
            head,
        });
    }
    return { pushed, records, notes };
}
async function patchAndPush(deps, pr, fixes) {
    const workspace = await openWorkspace({
        dir: (0,external_node_path_.join)(deps.workDir, `pr-${pr.number}`),
        serverUrl: deps.serverUrl,
        repository: `${deps.repo.owner}/${deps.repo.repo}`,
        token: deps.settings.pushToken ?? deps.settings.githubToken,
    });
    // Deep enough to read what the reviewers saw on earlier heads of this pull request.
    await workspace.cloneOrFetch({ branches: [pr.headRefName], depth: 50 });
    await workspace.checkout({ oid: pr.headRefOid });
    const edits = fixes.map((plan) => ({
        threadId: plan.threadId,
        path: plan.path,
        startLine: plan.edit.outdated ? plan.edit.originalStartLine ?? plan.edit.startLine : plan.edit.startLine,
        endLine: plan.edit.outdated ? plan.edit.originalEndLine ?? plan.edit.endLine : plan.edit.endLine,
        text: plan.edit.text,
        outdated: plan.edit.outdated,
        originalCommitOid: plan.edit.originalCommitOid,
    }));
    const plan = await applySuggestionsToWorkspace(workspace, pr.headRefOid, edits, {
        allowedPaths: deps.settings.allowedPaths,
        allowProtectedPaths: deps.settings.allowProtectedPaths,
        maxFiles: deps.settings.maxFiles,
        maxPatchBytes: deps.settings.maxPatchBytes,
    });
    const files = new Map();
    for (const edit of edits)
        if (plan.applied.includes(edit.threadId))
            files.set(edit.threadId, [edit.path]);
    if (plan.files.size === 0)
        return { kind: 'nothing', refused: plan.refused, files };
    const applied = fixes.filter((f) => plan.applied.includes(f.threadId));
    const message = [
        `fix(review): apply ${applied.length} review suggestion${applied.length === 1 ? '' : 's'}`,
        '',
        ...applied.map((f) => `- ${f.path}:${f.edit.startLine}${f.edit.endLine !== f.edit.startLine ? `-${f.edit.endLine}` : ''} (${f.bot ?? f.author?.login ?? 'reviewer'}, ${f.severity})`),
    ].join('\n');
    const sha = await workspace.commit(message, [...plan.files.keys()]);
    if (sha === null)
        return { kind: 'nothing', refused: plan.refused, files };
    const push = await workspace.pushWithLease({ branch: pr.headRefName, expectedOid: pr.headRefOid });
    if (push.pushed)
        return { kind: 'pushed', sha: push.oid, refused: plan.refused, files };
    if (push.reason === 'stale')
        return { kind: 'stale', message: push.message };
    return { kind: 'failed', message: `the push was refused (${push.reason}): ${push.message}`, refused: plan.refused, files };
}
function answerText(plan, commit, unchangedFix) {
    if (plan.decision === 'fix') {
        return unchangedFix || !commit ? `The file already matches this suggestion. ${plan.rationale}` : `Applied in ${commit}. ${plan.rationale}`;
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
/** Adds to `known` (account id → may write) what this snapshot needs; returns the ids that may write. */
async function learnWriters(octokit, repo, snapshot, known = new Map()) {
    for (const thread of snapshot.threads) {
        const first = thread.comments[0];
        const author = first?.author;
        if (thread.isResolved || !first || !author || author.type !== 'User' || known.has(author.id))
            continue;
        if (!SUGGESTION_FENCE.test(first.body))
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
        const ctx = { snapshot, policy, now: deps.now(), writers: await learnWriters(deps.octokit, deps.repo, snapshot, writers), cutoff };
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
            const outcome = await handleThreads(deps, snapshot, action.plans);
            answered.push(...outcome.records);
            notes.push(...outcome.notes);
            await save(afterThreads(state, outcome, { policy, now: deps.now() }));
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
    const octokit = createOctokit(inputs.values['github-token'], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, log });
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
    const deps = { env, startedAt, settings, octokit, repo, selfId, log };
    const routed = (0,route/* route */.wE)(env.eventName, env.payload, {
        trustedBots: settings.trustedBots,
        reviewBots: settings.reviewBots,
        command: settings.command,
        number: settings.number,
    });
    const result = await execute(deps, routed, context);
    await (0,publish/* publish */.m)(env, { dryRun: settings.dryRun, auditPath: settings.auditPath, secrets, startedAt }, result, api);
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
            await postComment(deps.octokit, deps.repo, target, renderReply(effects.reply, eventKey));
    }
    await addLabels(deps.octokit, deps.repo, target.number, effects.labels.add);
    for (const label of effects.labels.remove)
        await removeLabel(deps.octokit, deps.repo, target.number, label);
    if (effects.state && (verb === 'ship' || verb === 'fix') && target.kind === 'pull_request') {
        const shipped = await advanceShip(deps, target, tracking, effects.state, store);
        return { ...shipped, workflow: verb, route, decisions: [...decisions, ...shipped.decisions] };
    }
    if (effects.state) {
        trackingCommentId = await saveTracking(store, target, deps.selfId, { ...tracking }, renderTrackingBody(effects.state, deps.env.runUrl));
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
async function advanceShip(deps, target, tracking, state, store) {
    const writer = trackingWriter(store, target, deps.selfId, tracking, (state) => renderTrackingBody(state, deps.env.runUrl));
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
    }, target.number, state, tracking.state, deps.startedAt.toISOString());
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
