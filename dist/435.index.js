export const id = 435;
export const ids = [435];
export const modules = {

/***/ 1435:
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
const ALL_DOCUMENTS = { RUN_CONTEXT, PULLS_FOR_COMMIT, ACTIVE_TARGETS };

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

// EXTERNAL MODULE: ./src/report/publish.ts + 3 modules
var publish = __webpack_require__(6676);
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
    const settings = buildSettings(inputs, readRepoConfig(context, configPath), configPath);
    core/* endGroup */.N4();
    const selfId = context.viewer.databaseId ?? known_bots/* GITHUB_ACTIONS_BOT */.iU.id;
    const deps = { env, settings, octokit, repo, selfId, log };
    const routed = (0,route/* route */.wE)(env.eventName, env.payload, {
        trustedBots: settings.trustedBots,
        reviewBots: settings.reviewBots,
        command: settings.command,
        number: settings.number,
    });
    const result = await execute(deps, routed, context);
    await (0,publish/* publish */.m)(env, { dryRun: settings.dryRun, auditPath: settings.auditPath, secrets, startedAt }, result, api);
}
function readRepoConfig(context, configPath) {
    const blob = context.repository?.config;
    if (!blob)
        return {};
    if (blob.__typename !== 'Blob' || blob.isBinary || typeof blob.text !== 'string') {
        throw new repo_file/* ConfigError */.xL(`${configPath} on the default branch is not a text file; expected YAML settings.`);
    }
    return (0,repo_file/* parseRepoConfig */.GR)(blob.text, configPath);
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
    if (effects.state) {
        trackingCommentId = await saveTracking(store, target, deps.selfId, { ...tracking }, renderTrackingBody(effects.state, deps.env.runUrl));
    }
    await addLabels(deps.octokit, deps.repo, target.number, effects.labels.add);
    for (const label of effects.labels.remove)
        await removeLabel(deps.octokit, deps.repo, target.number, label);
    const state = effects.state?.status ?? tracking.state?.status ?? 'none';
    return { workflow: verb, target, state, reason: `${capitalise(effects.decision)}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
}
/** Re-entry: report where each target stands. Workflows advance their machines here as they land. */
async function advanceTargets(deps, targets, action, cause) {
    const store = commentStore(deps.octokit, deps.repo);
    const decisions = [];
    let lastState = 'none';
    let trackingCommentId = null;
    for (const target of targets) {
        const tracking = await loadTracking(store, target, deps.selfId);
        if (!tracking.state) {
            decisions.push({ target, decision: 'nothing to do', why: 'tend has no state here; nothing was asked of it' });
            continue;
        }
        lastState = tracking.state.status;
        trackingCommentId = tracking.comment?.id ?? null;
        decisions.push({
            target,
            decision: 'unchanged',
            why: `${tracking.state.workflow ?? 'no workflow'} is ${tracking.state.status}; no step of it advances on ${cause} in this version`,
        });
    }
    const acted = decisions.filter((d) => d.decision !== 'nothing to do').length;
    return {
        workflow: action === 'sweep' ? 'sweep' : 'advance',
        target: targets.length === 1 ? targets[0] : null,
        state: targets.length === 1 ? lastState : `${acted} of ${targets.length} tracked`,
        reason: `${cause}: looked at ${targets.length} target(s), ${acted} with tend state; nothing changed.`,
        route: { action, detail: cause },
        decisions,
        merged: false,
        trackingCommentId: targets.length === 1 ? trackingCommentId : null,
    };
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
