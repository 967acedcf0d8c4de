export const id = 904;
export const ids = [904];
export const modules = {

/***/ 95904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reviewWorkflow: () => (/* binding */ reviewWorkflow)
/* harmony export */ });
/* harmony import */ var _store_workflow_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62996);
/* harmony import */ var _triage_issue_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5354);
/* harmony import */ var _run_review_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64187);
// The review workflow behind the Workflow interface: runs the review of one pull request
// (run-review.ts) with the run's services, and says what it did, with REVIEW.md and the findings
// (each with what became of it) for the audit.

// Any workflow's ending, pull request or issue: tend:active comes off unless it still waits.


const reviewWorkflow = {
    async handle(services, request) {
        const ran = await (0,_run_review_js__WEBPACK_IMPORTED_MODULE_1__/* .runReview */ .O)({
            ...(0,_triage_issue_run_js__WEBPACK_IMPORTED_MODULE_0__/* .workflowRunDeps */ .BF)(services, 'review'),
            selfId: services.selfId,
            readLearnings: services.readLearnings,
            costUsd: () => services.model?.totals().cost_usd ?? 0,
        }, request.target, request.tracking, request.state, request.store, (0,_store_workflow_request_js__WEBPACK_IMPORTED_MODULE_2__/* .commandTime */ .V)(services, request));
        return { ...(await (0,_triage_issue_run_js__WEBPACK_IMPORTED_MODULE_0__/* .issueOutcome */ .iE)(services, 'review', request.target, ran)), review: ran.review };
    },
};


/***/ }),

/***/ 5354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iE: () => (/* binding */ issueOutcome),
  Di: () => (/* binding */ issueRunDeps),
  BF: () => (/* binding */ workflowRunDeps)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/labels.ts
var labels = __webpack_require__(96236);
// EXTERNAL MODULE: ./src/github/labels.ts
var github_labels = __webpack_require__(17448);
// EXTERNAL MODULE: ./src/store/tracking-body.ts + 1 modules
var tracking_body = __webpack_require__(73545);
;// CONCATENATED MODULE: ./src/store/run-footer.ts
// The footer of a tracking comment written by a workflow run, so its cost is visible where people look:
// what the run spent on the model, in how many turns, and how long it took, with a hidden marker
// naming the workflow so a later run of it finds and replaces the same comment.

function runMarker(workflow) {
    return `<!-- tend:run ${workflow.replace(/[^a-z0-9-]/gi, '')} -->`;
}
function renderRunFooter(footer) {
    const seconds = (footer.wallClockMs / 1000).toFixed(1);
    const link = footer.runUrl ? ` · [run](${footer.runUrl})` : '';
    return `<sub>${footer.workflow} run: $${footer.costUsd.toFixed(4)} · ${footer.turns} model turn(s) · ${seconds} s wall-clock${link}</sub>\n${runMarker(footer.workflow)}`;
}
/**
 * The tracking comment's text for a model workflow's state, with its artifact (TRIAGE.md,
 * REVIEW.md ...) under the reason and the run footer from the model's totals at that moment.
 */
function footedTrackingBody(workflow, run) {
    return (state, artifact) => {
        const totals = run.totals();
        const footer = renderRunFooter({ workflow, costUsd: totals?.cost_usd ?? 0, turns: totals?.calls ?? 0, wallClockMs: run.now().getTime() - run.startedAt.getTime(), runUrl: run.runUrl });
        return (0,tracking_body/* renderTrackingBody */.cn)(state, run.runUrl, artifact, footer);
    };
}

// EXTERNAL MODULE: ./src/store/workflow-request.ts
var workflow_request = __webpack_require__(62996);
;// CONCATENATED MODULE: ./src/triage/issue-run.ts
// What the issue workflows (triage, plan, implement) share around their own run: the run's
// services narrowed to what an issue run needs, the tracking comment's text with the run footer,
// and the outcome each reports. Each workflow's run-*.ts does its own work between the two.





function workflowRunDeps(services, workflow) {
    return {
        octokit: services.octokit,
        repo: services.repo,
        settings: services.settings,
        session: services.model?.deps.session ?? null,
        serverUrl: services.env.serverUrl,
        workDir: (0,external_node_path_.join)(services.env.runnerTemp, 'tend', 'work'),
        redact: services.redact,
        log: services.log,
        now: services.env.now,
        render: footedTrackingBody(workflow, { runUrl: services.env.runUrl, startedAt: services.startedAt, now: services.env.now, totals: () => services.model?.totals() }),
    };
}
function issueRunDeps(services, workflow) {
    return { ...workflowRunDeps(services, workflow), defaultBranch: services.defaultBranch };
}
/**
 * What the run reports for an issue workflow; tend:active comes off once the workflow no longer
 * waits (`requested` waits for a model key).
 */
async function issueOutcome(services, workflow, target, ran) {
    if (ran.state.status !== 'requested')
        await (0,github_labels/* removeLabel */.t)(services.octokit, services.repo, target.number, labels/* ACTIVE_LABEL */.GN);
    return (0,workflow_request/* outcomeOfRun */.z)(workflow, target, ran);
}


/***/ })

};
