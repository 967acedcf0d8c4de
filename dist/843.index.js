export const id = 843;
export const ids = [843];
export const modules = {

/***/ 31843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  implementWorkflow: () => (/* binding */ implementWorkflow)
});

// EXTERNAL MODULE: ./src/ship/workflow-fixes.ts
var workflow_fixes = __webpack_require__(78883);
// EXTERNAL MODULE: ./src/triage/issue-run.ts + 1 modules
var issue_run = __webpack_require__(5354);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
;// CONCATENATED MODULE: ./src/github/commit-people.ts
// Who a commit says wrote it, for a one-line refusal (implement's push lease). GitHub attests no
// pusher in "Get a commit": the author and committer are what the commit carries, linked to an
// account when GitHub matches their email. Both are text anyone can set, so they come back as
// plain words only, short, never Markdown or a mention.

const Person = schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).nullable().optional();
const Account = schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullable().optional();
const CommitPeople = schemas/* object */.Ikc({
    commit: schemas/* object */.Ikc({ author: Person, committer: Person }),
    author: Account,
    committer: Account,
});
/** Letters, digits, spaces and `._-[]` only, at most 40 characters: nothing a renderer reads as markup. */
function plainName(text) {
    const plain = text.replace(/[^\p{L}\p{N} ._\-[\]]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return plain === '' ? 'unnamed' : plain;
}
/** "author X, committer Y" (one name when they are the same), accounts by login where GitHub linked one. */
async function commitPeople(octokit, repo, sha) {
    const { data } = await octokit.rest.repos.getCommit({ ...repo, ref: sha, per_page: 1 });
    const commit = CommitPeople.parse(data);
    const author = plainName(commit.author?.login ?? commit.commit.author?.name ?? '');
    const committer = plainName(commit.committer?.login ?? commit.commit.committer?.name ?? '');
    return author === committer ? `by ${author}` : `author ${author}, committer ${committer}`;
}

;// CONCATENATED MODULE: ./src/github/create-pull.ts
// Opens the pull request for a branch of this repository, or updates the one already open from it
// (a re-run of implement pushes the same branch). GitHub refuses a second open pull request for the
// same head and base (422 `A pull request already exists for owner:branch.`, E140), so the open one
// is looked up first. GITHUB_TOKEN may open one only where the repository allows GitHub Actions to
// (403 `GitHub Actions is not permitted to create or approve pull requests.`, P13): that refusal
// comes back as a sentence saying what to change, never as a crash.
/** What GitHub says when the repository does not let GitHub Actions open pull requests. */
const ACTIONS_MAY_NOT_CREATE = 'GitHub Actions is not permitted to create or approve pull requests';
async function openOrUpdatePull(octokit, repo, input) {
    const { data: open } = await octokit.rest.pulls.list({ ...repo, head: `${repo.owner}:${input.head}`, base: input.base, state: 'open', per_page: 1 });
    const existing = open[0];
    if (existing) {
        await octokit.rest.pulls.update({ ...repo, pull_number: existing.number, title: input.title, body: input.body });
        return { ok: true, number: existing.number, url: existing.html_url, created: false };
    }
    try {
        const { data } = await octokit.rest.pulls.create({ ...repo, head: input.head, base: input.base, title: input.title, body: input.body });
        return { ok: true, number: data.number, url: data.html_url, created: true };
    }
    catch (error) {
        const status = error.status;
        const message = error instanceof Error ? error.message : String(error);
        if (status === 403 && message.includes(ACTIONS_MAY_NOT_CREATE)) {
            return { ok: false, reason: 'GitHub does not let GITHUB_TOKEN open pull requests in this repository: turn on "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General), or give tend a github-token of an App or person that may' };
        }
        if (status === 422 || status === 403)
            return { ok: false, reason: `GitHub refused to open the pull request (${status}): ${message}` };
        throw error;
    }
}

// EXTERNAL MODULE: ./src/github/issues.ts
var issues = __webpack_require__(65039);
// EXTERNAL MODULE: ./src/github/labels.ts
var labels = __webpack_require__(17448);
// EXTERNAL MODULE: ./src/registry/workflows.ts
var workflows = __webpack_require__(44241);
// EXTERNAL MODULE: ./src/git/verify-command.ts + 2 modules
var verify_command = __webpack_require__(45930);
// EXTERNAL MODULE: ./src/git/workspace.ts + 2 modules
var git_workspace = __webpack_require__(64894);
// EXTERNAL MODULE: ./src/llm/index.ts + 2 modules
var llm = __webpack_require__(81803);
// EXTERNAL MODULE: ./src/llm/prompts.ts
var prompts = __webpack_require__(85556);
// EXTERNAL MODULE: ./src/llm/tools/repo-tools.ts + 5 modules
var repo_tools = __webpack_require__(41534);
// EXTERNAL MODULE: ./src/plan/render.ts
var render = __webpack_require__(30031);
// EXTERNAL MODULE: ./src/store/tracking-comment.ts
var tracking_comment = __webpack_require__(58988);
// EXTERNAL MODULE: ./src/store/target-state.ts
var target_state = __webpack_require__(71692);
// EXTERNAL MODULE: ./src/triage/commands.ts
var triage_commands = __webpack_require__(22500);
// EXTERNAL MODULE: ./src/triage/triage.ts + 1 modules
var triage = __webpack_require__(85442);
// EXTERNAL MODULE: ./src/plan/issue-text.ts
var issue_text = __webpack_require__(12442);
;// CONCATENATED MODULE: ./src/implement/decide.ts
// Whether implement may start, decided before anything is read, written or asked of the model.
// The rule (README "implement"): implement pushes code only when the workflow's own verify-command
// passed on it, so without a verify-command it refuses (one line; nothing pushed). A pull request
// whose code nothing ran is not one tend opens; triage-commands alone do not count, because the
// model picks whether to run them. Pure.

/** Null when implement may go on, else the one line that says what is missing and what to do. */
function implementRefusal(input) {
    if (input.plan === undefined)
        return 'implement needs a plan: ask for one with `/tend plan`';
    if (input.verifyCommand === undefined || input.verifyCommand.trim() === '') {
        return 'implement needs a verify-command: set the `verify-command` input in the workflow file (the tests tend runs before it pushes anything); nothing was changed';
    }
    if (!input.hasModel)
        return 'implement needs the model: set anthropic-api-key; nothing was changed';
    return null;
}
/** The line implement stops with when the issue no longer says what was planned. */
const ISSUE_CHANGED = 'the issue changed after the plan: run /tend plan again';
/**
 * Null when implement may work from what a writer approved, else the one line that says why not.
 * A writer approves the plan as it stood when they gave the command (`commandAt`), and that plan
 * was made from one issue text (its hash in the record): a plan written after the command, or an
 * issue whose title or body no longer hashes the same (an author may edit it at any time), is
 * text no writer approved, so nothing is read, asked or pushed.
 */
function approvedRefusal(input) {
    if (input.commandAt !== undefined && !(Date.parse(input.plan.at) <= Date.parse(input.commandAt))) {
        return 'the plan was replaced after `/tend implement` was given: read the new plan and ask again';
    }
    if (input.plan.issue?.sha256 !== (0,issue_text/* issueTextHash */.H)(input.issue))
        return ISSUE_CHANGED;
    return null;
}
/** The branch implement pushes for an issue. */
function implementBranch(issue) {
    return `tend/issue-${issue}`;
}

;// CONCATENATED MODULE: ./src/implement/push-branch.ts
// How implement's change reaches GitHub: one commit of exactly the files tend validated, pushed to
// tend/issue-N with a lease on the commit tend itself last pushed there (absent: the branch must
// still be absent). A branch that holds anything else holds someone's work: a person who pushed a
// fix onto tend's pull request, say. tend never force-replaces it; it stops and says whose the
// commit on the branch is.
//
// Seam: this is the git path. When `commit-method: api` lands (createCommitOnBranch, commits
// signed by GitHub, P11), it is a second implementation of `pushBranch` chosen by that setting:
// create the branch ref at the base commit, then one createCommitOnBranch with these files'
// contents and `expectedHeadOid`. Nothing else in implement changes.
/**
 * Pure: the lease for a push to a branch now at `remote`, when tend last pushed `lastPushed` there
 * (null: never, or its record is gone). `taken`: the branch holds a commit tend did not push.
 */
function pushLease(remote, lastPushed) {
    if (remote === null)
        return { lease: null };
    if (remote === lastPushed)
        return { lease: remote };
    return { taken: remote };
}
async function pushBranch(workspace, input) {
    const taken = async (commit, when) => ({
        ok: false,
        reason: `${input.branch} ${when} ${commit.slice(0, 12)}, a commit tend did not push (${await input.whose(commit)}); tend does not replace someone's commits: merge or close that work, delete the branch, and run /tend implement again`,
    });
    const decided = pushLease(await workspace.remoteHead(input.branch), input.lastPushed);
    if ('taken' in decided)
        return taken(decided.taken, 'holds');
    const commit = await workspace.commit(input.message, input.paths);
    if (commit === null)
        return { ok: false, reason: 'nothing to commit: the files already hold these changes' };
    const pushed = await workspace.pushWithLease({ branch: input.branch, expectedOid: decided.lease });
    if (pushed.pushed)
        return { ok: true, commit: pushed.oid };
    // Someone pushed between the look and the push: the lease kept their commit; say whose it is.
    const now = pushed.reason === 'stale' ? await workspace.remoteHead(input.branch) : null;
    if (now !== null && now !== decided.lease && now !== commit)
        return taken(now, 'moved to');
    return { ok: false, reason: `the push to ${input.branch} was refused (${pushed.reason}): ${pushed.message}` };
}

// EXTERNAL MODULE: ./src/core/quote.ts
var quote = __webpack_require__(23195);
;// CONCATENATED MODULE: ./src/implement/render.ts
// IMPLEMENT.md as published in the issue's tracking comment: what tend did (branch, commit, pull
// request), which files the model changed, what verify-command said, and the model's summary,
// inert as a whole (core/text.ts).


function renderImplementMarkdown(report) {
    const lines = ['## Implementation', ''];
    if (report.stopped)
        lines.push('> [!WARNING]', `> ${report.stopped.replace(/\s*\r?\n\s*/g, ' ')}`, '');
    lines.push('| Field | Value |', '|---|---|');
    lines.push(`| Branch | \`${report.branch}\` from \`${report.base.branch}\` at \`${report.base.commit.slice(0, 12)}\` |`);
    lines.push(`| Commit | ${report.commit ? `\`${report.commit.slice(0, 12)}\`` : 'none pushed'} |`);
    lines.push(`| Pull request | ${report.pullRequest ? `#${report.pullRequest.number} (${report.pullRequest.created ? 'opened' : 'updated'})` : 'none'} |`);
    if (report.verify)
        lines.push(`| verify-command | ${(0,core_text/* cell */.Hn)(report.verify.command)}: ${report.verify.passed ? 'passed' : report.verify.timedOut ? 'timed out' : `failed (exit ${report.verify.exitCode ?? '?'})`} |`);
    lines.push('');
    if (report.files.length > 0) {
        lines.push('### Files changed', '', ...report.files.map((f) => `- \`${f.path.replace(/`/g, "'")}\`${f.created ? ' (new)' : ''}`), '');
    }
    if (report.verify && !report.verify.passed && report.verify.tail)
        lines.push('### verify-command output (end)', '', (0,quote/* quoteBlock */.Af)(report.verify.tail, 'text', { maxLines: 60 }), '');
    if (report.commands.length > 0) {
        lines.push('### Commands the model ran', '', '| Command | Pattern | Result |', '|---|---|---|');
        for (const run of report.commands)
            lines.push(`| ${(0,core_text/* cell */.Hn)(run.command)} | ${(0,core_text/* cell */.Hn)(run.pattern ?? '')} | ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? '?'}`} |`);
        lines.push('');
    }
    if (report.summary)
        lines.push('### Summary (the model\'s)', '', report.title ? `**${report.title.replace(/\s*\r?\n\s*/g, ' ')}**` : '', '', report.summary.trim(), '');
    lines.push('<sub>tend never merges this pull request; review it, and `/tend ship` on it takes it the rest of the way.</sub>');
    return (0,core_text/* inert */.tJ)(lines.join('\n'));
}

;// CONCATENATED MODULE: ./src/implement/template.ts
// The pull request body implement opens with: the repository's pull request template, filled
// section by section with the model's text, and the link that closes the issue. GitHub reads the
// template from the default branch, in the root, docs/ or .github/, named pull_request_template
// (any case, .md or .txt), or from a PULL_REQUEST_TEMPLATE/ folder in one of those when there are
// several (docs.github.com "Creating a pull request template for your repository"). Pure.

const FOLDERS = ['.github/', '', 'docs/'];
/** Whether `path` (a file of the default branch) is a single pull request template, and its rank (lower wins). */
function templateRank(path) {
    const lower = path.toLowerCase();
    for (const [i, folder] of FOLDERS.entries()) {
        if (lower === `${folder}pull_request_template.md` || lower === `${folder}pull_request_template.txt` || lower === `${folder}pull_request_template`)
            return i;
    }
    for (const [i, folder] of FOLDERS.entries()) {
        // One of several templates: GitHub needs a query parameter to pick one; tend takes the first by name.
        if (lower.startsWith(`${folder}pull_request_template/`) && /\.(md|txt)$/.test(lower) && !lower.slice(folder.length + 'pull_request_template/'.length).includes('/'))
            return FOLDERS.length + i;
    }
    return null;
}
/** The template to use among the default branch's files, or null when it has none. */
function pickTemplate(paths) {
    const ranked = paths.map((path) => ({ path, rank: templateRank(path) })).filter((p) => p.rank !== null);
    ranked.sort((a, b) => a.rank - b.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return ranked[0]?.path ?? null;
}
const TemplateSectionsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({ heading: schemas/* string */.YjP().min(1).max(200).describe('The heading as the template writes it, without the leading #'), text: schemas/* string */.YjP().max(10_000) }))
    .max(20);
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/**
 * The template with each section the model answered filled in: the heading stays, the text under
 * it (up to the next heading of any level) becomes the model's; sections it did not answer keep the
 * template's own text. Without a template: Summary and the sections given. `Closes #N` ends the
 * body unless the filled text already closes the issue that way.
 */
function fillTemplate(template, sections, modelSummary, issue) {
    const answers = new Map(sections.map((s) => [normalise(s.heading), onlyThisIssueCloses(s.text.trim(), issue)]));
    const summary = onlyThisIssueCloses(modelSummary, issue);
    let body;
    if (template === null) {
        body = [`## Summary`, '', summary.trim(), ...sections.filter((s) => normalise(s.heading) !== 'summary').flatMap((s) => ['', `## ${s.heading.trim()}`, '', answers.get(normalise(s.heading)) ?? ''])].join('\n');
    }
    else {
        const out = [];
        let skipping = false;
        for (const line of template.replace(/\r\n/g, '\n').split('\n')) {
            const heading = HEADING.exec(line);
            if (heading) {
                out.push(line);
                const answer = answers.get(normalise(heading[2] ?? ''));
                skipping = answer !== undefined;
                if (answer !== undefined)
                    out.push('', answer, '');
                continue;
            }
            if (!skipping)
                out.push(line);
        }
        body = out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
    }
    const closes = new RegExp(`\\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\\s+#${issue}\\b`, 'i');
    return closes.test(body) ? `${body}\n` : `${body}\n\nCloses #${issue}\n`;
}
/**
 * The model's text may name other issues, never close them: a closing keyword before another
 * issue's number would close it when the pull request merges (GitHub's linking keywords).
 */
function onlyThisIssueCloses(text, issue) {
    return text.replace(/\b(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(:?\s+)#(\d+)\b/gi, (whole, _keyword, _gap, number) => (Number(number) === issue ? whole : `see #${number}`));
}
function normalise(heading) {
    return heading.replace(/^#+\s*/, '').replace(/[*_`:]/g, '').trim().toLowerCase();
}

// EXTERNAL MODULE: ./src/llm/tools/repo-tool.ts
var repo_tool = __webpack_require__(16474);
// EXTERNAL MODULE: ./src/llm/tools/tool-paths.ts
var tool_paths = __webpack_require__(72796);
// EXTERNAL MODULE: ./src/core/redact.ts
var redact = __webpack_require__(12258);
// EXTERNAL MODULE: ./src/ship/patch/apply-suggestion.ts
var apply_suggestion = __webpack_require__(90980);
// EXTERNAL MODULE: ./src/ship/patch/hidden-characters.ts
var hidden_characters = __webpack_require__(61728);
// EXTERNAL MODULE: ./src/ship/patch/path-policy.ts
var path_policy = __webpack_require__(119);
// EXTERNAL MODULE: ./src/ship/patch/plan-patch.ts
var plan_patch = __webpack_require__(46067);
;// CONCATENATED MODULE: ./src/implement/write-policy.ts
// Whether one write of the model's may land, judged with the same policy and caps as a model patch
// in ship (src/ship/patch/): an allowed, unprotected, plain repository path; no hidden character
// or credential-shaped string added; the whole change within max-files and max-patch-bytes,
// counted against the files as they were on the default branch. Pure: contents in, a reason out.





/** Bytes of changed lines in all of `changes`, as a unified diff counts them (ship's measure). */
function changeBytes(changes) {
    let bytes = 0;
    for (const change of changes.values())
        bytes += (0,plan_patch/* changedLineBytes */.q)(change.before === null ? [] : (0,apply_suggestion/* fileLines */.c0)(change.before), (0,apply_suggestion/* fileLines */.c0)(change.after));
    return bytes;
}
/**
 * Null when `path` may become `after`, given the other changes already made (`changes`, this path
 * included or not); else one line for the model saying what was wrong and what is allowed.
 */
function writeRefusal(path, before, after, changes, policy) {
    const refused = (0,path_policy/* pathRefusal */.M)(path, policy);
    if (refused)
        return `Refused: ${refused}.`;
    if (/[\0\uFFFD]/.test(after))
        return 'Refused: the content is not UTF-8 text (a NUL or replacement character).';
    if (before !== null && /[\0\uFFFD]/.test(before))
        return 'Refused: the file is not UTF-8 text; tend does not rewrite it.';
    const hidden = (0,hidden_characters/* introducedHiddenCharacter */.v)(before ?? '', after);
    if (hidden)
        return `Refused: the change would add ${hidden}.`;
    if ((0,redact/* containsCredential */.h)(after) && !(0,redact/* containsCredential */.h)(before ?? ''))
        return 'Refused: the change would add a credential-shaped string.';
    const next = new Map(changes);
    next.set(path, { before, after });
    for (const [key, change] of next)
        if (change.before === change.after)
            next.delete(key);
    if (next.size > policy.maxFiles)
        return `Refused: the change would touch ${next.size} files; max-files is ${policy.maxFiles}. Change fewer files.`;
    const bytes = changeBytes(next);
    if (bytes > policy.maxPatchBytes)
        return `Refused: the change would be ${bytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}. Make it smaller.`;
    return null;
}
/** The content after replacing the one occurrence of `search`; a reason when it is absent or not unique. */
function replaceOnce(content, search, replace) {
    const crlf = content.includes('\r\n');
    const find = crlf ? search.replace(/\r?\n/g, '\r\n') : search;
    const put = crlf ? replace.replace(/\r?\n/g, '\r\n') : replace;
    const first = content.indexOf(find);
    if (first < 0)
        return { ok: false, reason: 'The search text is not in the file; read it again and copy the excerpt exactly.' };
    if (content.indexOf(find, first + 1) >= 0)
        return { ok: false, reason: 'The search text occurs more than once; include more lines around it so it is unique.' };
    return { ok: true, content: content.slice(0, first) + put + content.slice(first + find.length) };
}

;// CONCATENATED MODULE: ./src/implement/write-tools.ts
// The model's write tools for implement: write_file and edit_file, confined to the workspace by
// the workspace's own path rules (no symlinks, nothing outside the checkout or inside .git) and
// by write-policy.ts (ship's path policy and caps). No shell: these two tools and the read-only
// ones are all the model has. Each landed change is remembered, so tend knows exactly which files
// to verify, put back after verify-command, and commit.





const Path = schemas/* string */.YjP().min(1).max(300).describe('Repository path, relative to the root');
function writeTools(workspace, base, policy) {
    const changes = new Map();
    const original = async (path) => (changes.has(path) ? changes.get(path).before : await workspace.readFileAt(base, path));
    const land = async (path, before, after) => {
        const refused = writeRefusal(path, before, after, changes, policy);
        if (refused)
            throw new repo_tool/* ToolInputError */.fv(refused);
        try {
            await workspace.writeFile(path, after);
        }
        catch (error) {
            if (error instanceof git_workspace/* PathEscapeError */.ZU)
                throw new repo_tool/* ToolInputError */.fv(error.message);
            throw error;
        }
        changes.set(path, { before, after });
        return `Wrote ${path} (${after.split('\n').length} line(s)). ${changes.size} file(s) changed so far.`;
    };
    const writeFile = (0,repo_tool/* defineTool */.uO)({
        name: 'write_file',
        description: 'Write the whole content of one file (creating it if it does not exist). Checked against the allowed paths and the size caps before it lands.',
        input: schemas/* strictObject */.rej({ path: Path, content: schemas/* string */.YjP().max(200_000) }),
        async run({ path, content }) {
            const plain = (0,tool_paths/* checkToolPath */.mZ)(path);
            return land(plain, await original(plain), content);
        },
    });
    const editFile = (0,repo_tool/* defineTool */.uO)({
        name: 'edit_file',
        description: 'Replace one exact excerpt of an existing file (it must occur exactly once) with new text.',
        input: schemas/* strictObject */.rej({ path: Path, search: schemas/* string */.YjP().min(1).max(20_000), replace: schemas/* string */.YjP().max(20_000) }),
        async run({ path, search, replace }) {
            const plain = (0,tool_paths/* checkToolPath */.mZ)(path);
            const before = await original(plain);
            const current = changes.get(plain)?.after ?? before;
            if (current === null)
                throw new repo_tool/* ToolInputError */.fv(`No file '${plain}' on the branch; use write_file to create it.`);
            const edited = replaceOnce(current, search, replace);
            if (!edited.ok)
                throw new repo_tool/* ToolInputError */.fv(edited.reason);
            return land(plain, before, edited.content);
        },
    });
    return { tools: [writeFile, editFile], changes };
}

;// CONCATENATED MODULE: ./src/implement/run-implement.ts
// The implement workflow inside the action: checks the preconditions (decide.ts), checks out the
// default branch as tend/issue-N, lets the model carry out the plan through the write tools (no
// shell), runs verify-command on what it wrote, puts back exactly what tend validated, commits and
// pushes it, opens (or updates) the pull request with the repository's template filled and
// `Closes #N`, and records IMPLEMENT.md in the issue's tracking comment. It never merges.
// Decisions live in decide.ts, write-policy.ts and template.ts; this file only sequences I/O.
























/** The model's answer (the submit_implementation tool input). */
const ModelImplementationSchema = schemas/* strictObject */.rej({
    title: schemas/* string */.YjP().min(1).max(200).describe('The pull request title, one line'),
    summary: schemas/* string */.YjP().min(1).max(4000).describe('What changed and why'),
    sections: TemplateSectionsSchema,
});
const IMPLEMENT_TOOL_ITERATIONS = 30;
const TEMPLATE_FOLDERS = ['.github', '', 'docs'];
/** `commandAt`: when the writer's command was given; the plan it approved is the one that stood then. */
async function runImplement(deps, target, tracking, requested, store, selfId, commandAt) {
    const at = () => deps.now().toISOString();
    const save = (state, artifact) => (0,tracking_comment/* saveTracking */.fb)(store, target, selfId, tracking, deps.redact(deps.render(state, artifact)));
    const refusal = implementRefusal({ verifyCommand: deps.settings.verifyCommand, hasModel: deps.session !== null, plan: requested.plan });
    if (refusal !== null || deps.session === null || requested.plan === undefined) {
        const refused = (0,target_state/* transition */.kY)(requested, { status: 'refused', reason: refusal ?? 'implement cannot run', at: at() });
        return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${refusal}.`] };
    }
    const verifyCommand = deps.settings.verifyCommand;
    const plan = requested.plan;
    const branch = implementBranch(target.number);
    const issue = await (0,issues/* getIssue */.q)(deps.octokit, deps.repo, target.number);
    const stale = approvedRefusal({ plan, issue, commandAt });
    if (stale !== null) {
        const refused = (0,target_state/* transition */.kY)(requested, { status: 'refused', reason: stale, at: at() });
        return { state: refused, trackingCommentId: await save(refused), implement: null, notes: [`${(0,core_text/* capitalise */.sK)(stale)}.`] };
    }
    // The request label comes off once taken up, so adding it again asks again (as triage does).
    if (issue.labels.includes(workflows/* REGISTRY */.M.implement.label))
        await (0,labels/* removeLabel */.t)(deps.octokit, deps.repo, target.number, workflows/* REGISTRY */.M.implement.label);
    const workspace = await (0,git_workspace/* openWorkspace */.OH)({
        dir: (0,external_node_path_.join)(deps.workDir, `implement-${target.number}`),
        serverUrl: deps.serverUrl,
        repository: `${deps.repo.owner}/${deps.repo.repo}`,
        token: deps.settings.pushToken ?? deps.settings.githubToken,
    });
    const base = (await workspace.cloneOrFetch({ branches: [deps.defaultBranch], depth: 1 }))[deps.defaultBranch];
    await workspace.checkout({ oid: base, branch });
    deps.log(`implement #${target.number}: ${branch} from ${deps.defaultBranch} at ${base.slice(0, 12)}`);
    const templatePath = pickTemplate(await templateCandidates(workspace.dir));
    const template = templatePath === null ? null : await workspace.readFileAt(base, templatePath);
    const runs = [];
    const writes = writeTools(workspace, base, {
        allowedPaths: deps.settings.allowedPaths,
        allowProtectedPaths: deps.settings.allowProtectedPaths,
        canPushWorkflows: deps.canPushWorkflows,
        maxFiles: deps.settings.maxFiles,
        maxPatchBytes: deps.settings.maxPatchBytes,
    });
    const commands = deps.settings.triageCommands;
    const report = { branch, base: { branch: deps.defaultBranch, commit: base }, files: [], verify: null, commands: runs, commit: null, pullRequest: null, stopped: null, title: null, summary: null };
    const finish = async (status, reason, notes = []) => {
        const markdown = deps.redact(renderImplementMarkdown(report));
        const implemented = report.commit ? { implement: { branch, commit: report.commit, pullRequest: report.pullRequest?.number ?? null, at: at() } } : {};
        const state = { ...(0,target_state/* transition */.kY)(requested, { status, reason, at: at() }), ...implemented };
        return { state, trackingCommentId: await save(state, markdown), implement: { markdown, report }, notes };
    };
    let answer;
    try {
        answer = await deps.session.structured({
            role: 'implement',
            subject: `#${target.number}`,
            system: {
                stable: (0,prompts/* renderPrompt */.n)('implement', {
                    repository: `${deps.repo.owner}/${deps.repo.repo}`,
                    commit: base,
                    branch,
                    maxFiles: String(deps.settings.maxFiles),
                    maxPatchBytes: String(deps.settings.maxPatchBytes),
                    commands: (0,triage_commands/* describeCommands */.q)(commands),
                }),
            },
            messages: [
                (0,triage/* issueMessage */.b)({ number: target.number, title: issue.title, body: issue.body, discussion: null }),
                (0,prompts/* dataSection */.s)('plan', (0,render/* renderPlanMarkdown */.d)(plan)),
                (0,prompts/* dataSection */.s)('template', template ?? '(the repository has no pull request template)'),
            ].join('\n\n'),
            schema: ModelImplementationSchema,
            outputTool: { name: 'submit_implementation', description: 'Submit the pull request title, summary and template sections once the files are written.' },
            tools: [...(0,repo_tools/* repoTools */.yE)(workspace.dir), ...writes.tools, ...(commands.length > 0 ? [(0,triage_commands/* commandTool */.e)({ commands, root: workspace.dir, redact: deps.redact, runs })] : [])],
            maxToolIterations: IMPLEMENT_TOOL_ITERATIONS,
        });
    }
    catch (error) {
        if (!(error instanceof llm/* LlmOutputError */.Ph || error instanceof llm/* LlmFinalError */.cG || error instanceof llm/* BudgetExceededError */.Zq || error instanceof llm/* LlmUnavailableError */.I$))
            throw error;
        report.stopped = `The model did not finish (${error.message.replace(/\.$/, '')}); nothing was pushed.`;
        return finish('failed', `implement failed: ${error.message.replace(/\.$/, '')}; nothing was pushed`);
    }
    report.title = answer.title;
    report.summary = answer.summary;
    const changes = [...writes.changes].filter(([, change]) => change.before !== change.after);
    report.files = changes.map(([path, change]) => ({ path, created: change.before === null }));
    if (changes.length === 0) {
        report.stopped = 'The model changed no file; nothing was pushed.';
        return finish('failed', 'implement failed: the model changed no file; nothing was pushed');
    }
    // The command runs the repository's code with the model's change in it, as tend's user, with a
    // clean environment (no token; secrets were handed off at start): treat it as hostile.
    const verified = await (0,verify_command/* runVerifyCommand */.Az)(verifyCommand, workspace.dir);
    report.verify = { command: verifyCommand, passed: verified.passed, exitCode: verified.exitCode, timedOut: verified.timedOut, tail: deps.redact(verified.tail) };
    if (!verified.passed) {
        report.stopped = 'verify-command did not pass on the change; nothing was pushed.';
        return finish('failed', `implement failed: verify-command ${verified.timedOut ? 'timed out' : `exited ${verified.exitCode ?? 'without a code'}`} on the change; nothing was pushed`);
    }
    // What is committed is what tend validated, put back after the command, never what it left.
    for (const [path, change] of changes)
        await putBack(workspace, path, change.after);
    const pushed = await pushBranch(workspace, {
        branch,
        message: deps.redact(commitMessage(answer.title, target.number)),
        paths: changes.map(([path]) => path),
        lastPushed: requested.implement?.branch === branch ? requested.implement.commit : null,
        whose: (commit) => commitPeople(deps.octokit, deps.repo, commit),
    });
    if (!pushed.ok) {
        report.stopped = `${pushed.reason}.`;
        return finish('failed', `implement failed: ${pushed.reason}`);
    }
    report.commit = pushed.commit;
    // GitHub refuses a body over its limit (65,536 characters); the closing link is kept at the end.
    const body = (0,core_text/* truncate */.xv)(deps.redact(fillTemplate(template, answer.sections, answer.summary, target.number)).replace(/\s*Closes #\d+\s*$/, ''), core_text/* COMMENT_LIMIT */.W$ - 32, `\n\nCloses #${target.number}\n`);
    const pull = await openOrUpdatePull(deps.octokit, deps.repo, { head: branch, base: deps.defaultBranch, title: deps.redact(answer.title.replace(/\s*\r?\n\s*/g, ' ')), body });
    if (!pull.ok) {
        report.stopped = `${pull.reason}. The branch ${branch} holds the change.`;
        return finish('failed', `implement pushed ${branch} but could not open the pull request: ${pull.reason}`);
    }
    report.pullRequest = { number: pull.number, url: pull.url, created: pull.created };
    const notes = deps.settings.pushToken === undefined ? [`tend pushed ${branch} with GITHUB_TOKEN: GitHub starts no workflow runs for that push or pull request, so CI will not run on it unless push-token is set.`] : [];
    return finish('opened', `${pull.created ? 'opened' : 'updated'} #${pull.number} from ${branch} (${changes.length} file(s), verify-command passed); tend never merges it`, notes);
}
/** The default branch's files that may be a pull request template, from the checkout's listing. */
async function templateCandidates(root) {
    const found = [];
    for (const folder of TEMPLATE_FOLDERS) {
        const entries = await (0,promises_.readdir)((0,external_node_path_.join)(root, folder), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
            if (entry.isFile())
                found.push(path);
            else if (entry.isDirectory() && entry.name.toLowerCase() === 'pull_request_template') {
                const inner = await (0,promises_.readdir)((0,external_node_path_.join)(root, path), { withFileTypes: true }).catch(() => []);
                for (const file of inner)
                    if (file.isFile())
                        found.push(`${path}/${file.name}`);
            }
        }
    }
    return found;
}
function commitMessage(title, issue) {
    return `${title.replace(/\s*\r?\n\s*/g, ' ').slice(0, 200)}\n\nImplements the plan of #${issue} (tend implement).`;
}
/** Deleted first: the command may have left a symlink where the file was, which writeFile refuses. */
async function putBack(workspace, path, content) {
    await workspace.deleteFile(path);
    await workspace.writeFile(path, content);
}

;// CONCATENATED MODULE: ./src/implement/handler.ts
// The implement workflow behind the Workflow interface: runs implement on one issue
// (run-implement.ts) with the run's services, and says what it did, with IMPLEMENT.md for the audit.



const implementWorkflow = {
    async handle(services, request) {
        const deps = { ...(0,issue_run/* issueRunDeps */.Di)(services, 'implement'), canPushWorkflows: (0,workflow_fixes/* pushTokenMayChangeWorkflows */.vw)(services.settings, { id: services.selfId }) };
        const ran = await runImplement(deps, request.target, request.tracking, request.state, request.store, services.selfId, request.triggeredAt);
        return { ...(await (0,issue_run/* issueOutcome */.iE)(services, 'implement', request.target, ran)), implement: ran.implement, ...(ran.implement ? { summary: [`### IMPLEMENT.md\n\n${ran.implement.markdown}`] } : {}) };
    },
};


/***/ }),

/***/ 12442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ issueTextHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// The issue text a plan was made from, as the state keeps it: a hash of the title and body, so that
// implement can tell whether the issue still says what the writer saw planned (README "implement").
// Pure.

/** The SHA-256 of the title and body together; any edit of either changes it. */
function issueTextHash(issue) {
    // JSON keeps the boundary between title and body, so no edit can move text from one to the other unseen.
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify([issue.title, issue.body])).digest('hex');
}


/***/ }),

/***/ 48720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y2: () => (/* binding */ ModelPlanSchema),
/* harmony export */   g1: () => (/* binding */ flaggedFiles),
/* harmony export */   s1: () => (/* binding */ plainPath),
/* harmony export */   x1: () => (/* binding */ planRecord)
/* harmony export */ });
/* unused harmony exports planFileStatus, PLAN_MARKER_BUDGET */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72020);
/* harmony import */ var _git_paths_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32320);
/* harmony import */ var _store_marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60471);
/* harmony import */ var _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71692);
// The plan: what the model must answer (submit_plan), tend's own check of every file it names, and
// the bounded record the state keeps for implement. Pure, no I/O: the caller says which files
// exist at the planned commit.





const Item = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(2000);
/** The model's answer (the submit_plan tool input). */
const ModelPlanSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(4000).describe('What the change does and why, in a few sentences'),
    files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(500).describe('Repository path, relative to the root'),
        change: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['modify', 'create']).describe('modify: the file exists and changes; create: a new file'),
        why: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(1000).describe('What changes in this file'),
    }))
        .min(1)
        .max(30),
    steps: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Item).min(1).max(20).describe('The steps, in order'),
    tests: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Item).max(15).describe('The tests that will prove the change (new or existing, with their file)'),
    risks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Item).max(10),
    outOfScope: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Item).max(10).describe('What this plan deliberately does not do'),
});
/**
 * What a named file is, by tend's check: `exists` is read from git at the planned commit,
 * never the model's word. `exists` is null when the path is not a plain repository path (never looked up).
 */
function planFileStatus(change, exists) {
    if (exists === null)
        return 'refused';
    if (exists)
        return 'exists';
    return change === 'create' ? 'new' : 'missing';
}
/** The path as tend looks it up, or null when it is not a plain relative path inside the repository. */
function plainPath(path) {
    try {
        return (0,_git_paths_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRelativePath */ ._k)(path).join('/');
    }
    catch {
        return null;
    }
}
/** The share of the state marker a plan may take (MARKER_BUDGET is 30,000 for the whole state). */
const PLAN_MARKER_BUDGET = 12_000;
/**
 * The plan as the state keeps it: every text clipped to its limit, every list to its length, then
 * the least important items dropped (out of scope, risks, tests, then steps and files from the end)
 * until it takes at most `budget` characters of the marker. Deterministic.
 */
function planRecord(model, exists, commit, at, budget = PLAN_MARKER_BUDGET) {
    const items = (list, max) => list.slice(0, max).map((text) => (0,_core_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(text.trim(), _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.item));
    const record = {
        at,
        commit,
        summary: (0,_core_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(model.summary.trim(), _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.summary),
        files: model.files.slice(0, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.files).map((f) => ({
            path: (0,_core_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(f.path, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.path),
            change: f.change,
            status: planFileStatus(f.change, exists.get(f.path) ?? null),
            note: (0,_core_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clip */ .$Q)(f.why.trim(), _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.note),
        })),
        steps: items(model.steps, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.steps),
        tests: items(model.tests, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.tests),
        risks: items(model.risks, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.risks),
        outOfScope: items(model.outOfScope, _store_target_state_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_LIMITS */ .HK.outOfScope),
    };
    const fits = () => (0,_store_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .encodeMarker */ .$N)(record).length <= budget;
    const shrinkable = ['outOfScope', 'risks', 'tests', 'steps', 'files'];
    for (const key of shrinkable) {
        const floor = key === 'steps' || key === 'files' ? 1 : 0;
        while (!fits() && record[key].length > floor)
            record[key].pop();
    }
    return record;
}
/** Files the plan names that tend found absent although the plan says they exist, or not plain paths. */
function flaggedFiles(record) {
    return record.files.filter((f) => f.status === 'missing' || f.status === 'refused');
}


/***/ }),

/***/ 30031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ renderPlanMarkdown)
/* harmony export */ });
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72020);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48720);
// PLAN.md as published: rendered by tend from the plan record, with tend's own check of every
// file beside it, so a file the model named that is not there is flagged where people read it.
// The model's texts are inert as a whole (core/text.ts).


const STATUS_TEXT = {
    exists: 'exists',
    new: 'new (to be created)',
    missing: '⚠️ not found: the plan says it exists',
    refused: '⚠️ not a plain repository path',
};
function renderPlanMarkdown(plan) {
    const lines = [];
    const flagged = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .flaggedFiles */ .g1)(plan);
    if (flagged.length > 0) {
        lines.push('> [!WARNING]', `> ${flagged.length} file(s) the plan names as existing are not in the checkout at \`${plan.commit.slice(0, 12)}\`: ${flagged.map((f) => `\`${f.path}\``).join(', ')}.`, '');
    }
    lines.push('## Plan', '', plan.summary, '', '### Files to change (checked by tend)', '', '| File | Change | In the checkout | What changes |', '|---|---|---|---|');
    for (const f of plan.files)
        lines.push(`| ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(f.path)} | ${f.change} | ${STATUS_TEXT[f.status]} | ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(f.note)} |`);
    lines.push('', '### Steps', '', ...plan.steps.map((s, i) => `${i + 1}. ${oneLine(s)}`), '');
    lines.push('### Tests that will prove it', '', ...bullets(plan.tests, 'none named'), '');
    lines.push('### Risks', '', ...bullets(plan.risks, 'none named'), '');
    lines.push('### Out of scope', '', ...bullets(plan.outOfScope, 'nothing named'), '');
    lines.push(`<sub>Planned against \`${plan.commit.slice(0, 12)}\`. Comment to correct it, then \`/tend plan\` again; \`/tend implement\` carries it out.</sub>`);
    return (0,_core_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(lines.join('\n'));
}
function bullets(items, none) {
    return items.length === 0 ? [`- (${none})`] : items.map((item) => `- ${oneLine(item)}`);
}
/** A list item stays one item: a line break in the model's text cannot start a new block. */
function oneLine(text) {
    return text.replace(/\s*\r?\n\s*/g, ' ');
}


/***/ }),

/***/ 22500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ commandTool),
/* harmony export */   q: () => (/* binding */ describeCommands)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41514);
/* harmony import */ var _llm_tools_repo_tool_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16474);
/* harmony import */ var _git_verify_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45930);
// The runtime rung of triage: the model may run one of the commands the workflow file lists in
// `triage-commands` (trusted configuration; never tend.yml, never comment text), picked by number,
// with at most a test-name pattern as argument. The pattern is checked against a strict pattern
// and reaches the command as one argv entry ("$@"), never as shell text; the command runs in the
// checkout with a clean environment (no token), under a timeout, and only the redacted tail of
// its output goes back to the model.



/** A test name or pattern: letters, digits, space and `_ . : / # * -`, not starting with `-`. */
const TEST_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_ .:/#*-]{0,119}$/;
const MAX_COMMAND_RUNS = 6;
function describeCommands(commands) {
    if (commands.length === 0)
        return 'No runtime commands are configured: use code inspection (file:line evidence) only.';
    return ['Runtime commands you may run with run_command (by number):', ...commands.map((c, i) => `${i + 1}. ${c}`)].join('\n');
}
function commandTool(options) {
    return (0,_llm_tools_repo_tool_js__WEBPACK_IMPORTED_MODULE_0__/* .defineTool */ .uO)({
        name: 'run_command',
        description: 'Run one of the configured triage commands (by its number) in the checkout, optionally with a test-name pattern as its only argument; returns the exit code and the end of the output.',
        input: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            command: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).describe('The number of the command in the list'),
            test_pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(TEST_PATTERN, 'a test name or pattern: letters, digits, space and _ . : / # * -, not starting with -').optional(),
        }),
        async run({ command, test_pattern }) {
            const text = options.commands[command - 1];
            if (text === undefined)
                throw new _llm_tools_repo_tool_js__WEBPACK_IMPORTED_MODULE_0__/* .ToolInputError */ .fv(`There is no command ${command}; ${describeCommands(options.commands)}`);
            if (options.runs.length >= MAX_COMMAND_RUNS)
                throw new _llm_tools_repo_tool_js__WEBPACK_IMPORTED_MODULE_0__/* .ToolInputError */ .fv(`At most ${MAX_COMMAND_RUNS} command runs per triage; answer with what you have.`);
            const result = await (0,_git_verify_command_js__WEBPACK_IMPORTED_MODULE_1__/* .runVerifyCommand */ .Az)(text, options.root, { timeoutMs: options.timeoutMs ?? 5 * 60_000, args: test_pattern === undefined ? [] : [test_pattern] });
            options.runs.push({ command: text, pattern: test_pattern ?? null, exitCode: result.exitCode, timedOut: result.timedOut });
            const status = result.timedOut ? 'timed out' : `exit code ${result.exitCode ?? 'none (killed)'}`;
            return options.redact(`Command ${command} (${text}${test_pattern === undefined ? '' : ` with pattern '${test_pattern}'`}): ${status}.\nEnd of output:\n${result.tail || '(no output)'}`);
        },
    });
}


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


/***/ }),

/***/ 85442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ issueMessage),
  C: () => (/* binding */ triageIssue)
});

// EXTERNAL MODULE: ./src/llm/prompts.ts
var prompts = __webpack_require__(85556);
// EXTERNAL MODULE: ./src/evidence/check.ts + 3 modules
var check = __webpack_require__(93369);
// EXTERNAL MODULE: ./src/triage/commands.ts
var commands = __webpack_require__(22500);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: ./src/core/quote.ts
var quote = __webpack_require__(23195);
;// CONCATENATED MODULE: ./src/triage/render.ts
// TRIAGE.md as published: the model's report, then what tend itself established (the verdict as
// gated, the evidence check of every citation, the commands it ran). A refused verdict says so at
// the top, so nobody reads the model's confident prose as the outcome. What the model wrote that
// lands in a table cell (a cited path, a command, a pattern), the evidence check's reason, which
// quotes it, and the refusal, which quotes both, go through the one renderer of foreign text
// (core/quote.ts): data, never markup.


function renderTriageMarkdown(report, verdict) {
    const lines = [];
    if (verdict.status === 'refused') {
        // The refusal quotes what the model cited (a path, the check's reason): one code span on the warning's line.
        lines.push(`> [!WARNING]`, `> tend refused this verdict: ${(0,quote/* quoteInline */.Wx)(verdict.refusal ?? 'no reason recorded', 600)}. It is not published as valid.`, '');
    }
    lines.push(report.trim(), '', '---', '', '## Verdict (checked by tend)', '');
    lines.push('| Field | Value |', '|---|---|');
    lines.push(`| Classification | ${verdict.classification} |`);
    lines.push(`| Valid | ${verdict.valid ? 'yes' : 'no'} (${verdict.status}) |`);
    lines.push(`| Confidence | ${verdict.confidence.toFixed(2)} |`);
    lines.push(`| Recommended next | ${verdict.recommendedNext} |`);
    lines.push(`| Reproduction | ${verdict.reproduction.attempted ? (verdict.reproduction.reproduced === true ? 'reproduced' : verdict.reproduction.reproduced === false ? 'not reproduced' : 'inconclusive') : 'not attempted'} |`);
    lines.push(`| Highest rung tried | ${verdict.highestRung} |`);
    lines.push(`| Commit | \`${verdict.commit.slice(0, 12)}\` |`, '');
    const cited = verdict.evidence.filter((e) => e.file !== undefined);
    if (cited.length > 0) {
        lines.push('### Evidence check', '', '| Location | Result | Reason |', '|---|---|---|');
        for (const e of cited) {
            const where = `${e.file}${e.line === undefined ? '' : `:${e.line}${e.endLine !== undefined && e.endLine !== e.line ? `-${e.endLine}` : ''}`}`;
            lines.push(`| ${(0,quote/* quoteCell */.HO)(where)} | ${e.check ?? 'unchecked'} | ${(0,quote/* quoteCell */.HO)(e.checkReason ?? '')} |`);
        }
        lines.push('');
    }
    if (verdict.commands.length > 0) {
        lines.push('### Commands run', '', '| Command | Pattern | Result |', '|---|---|---|');
        for (const run of verdict.commands)
            lines.push(`| ${(0,quote/* quoteCell */.HO)(run.command, 500)} | ${(0,quote/* quoteCell */.HO)(run.pattern ?? '')} | ${run.timedOut ? 'timed out' : `exit ${run.exitCode ?? '?'}`} |`);
        lines.push('');
    }
    // The report is the model's: inert as a whole (core/text.ts), in the file and where it is embedded.
    return (0,core_text/* inert */.tJ)(lines.join('\n'));
}

// EXTERNAL MODULE: ./src/triage/verdict.ts
var triage_verdict = __webpack_require__(51561);
// EXTERNAL MODULE: ./src/llm/untrusted-text.ts
var untrusted_text = __webpack_require__(48101);
// EXTERNAL MODULE: ./src/llm/learnings-section.ts
var learnings_section = __webpack_require__(38306);
;// CONCATENATED MODULE: ./src/triage/triage.ts
// One triage, as the action and the CLI both run it: the model reads the issue (and the digest of
// its discussion) with the read-only repository tools and the allowed runtime commands, answers a
// verdict, and the verdict goes through the deterministic evidence check and the gate before
// anything is published. Returns TRIAGE.md and TRIAGE_VERDICT.json as data; writing them is the
// caller's job.







const TRIAGE_TOOL_ITERATIONS = 16;
async function triageIssue(deps, issue) {
    const runs = [];
    const tools = [...deps.tools, ...(deps.commands.length > 0 ? [(0,commands/* commandTool */.e)({ commands: deps.commands, root: deps.root, redact: deps.redact, runs, ...(deps.commandTimeoutMs === undefined ? {} : { timeoutMs: deps.commandTimeoutMs }) })] : [])];
    const model = await deps.session.structured({
        role: 'triage',
        subject: issue.number === null ? 'issue' : `#${issue.number}`,
        system: { stable: (0,prompts/* renderPrompt */.n)('triage', { repository: deps.repository, commit: deps.commit, commands: (0,commands/* describeCommands */.q)(deps.commands) }) },
        messages: issueMessage(issue),
        schema: triage_verdict/* ModelVerdictSchema */.s$,
        outputTool: { name: 'submit_triage', description: 'Submit the triage verdict and the TRIAGE.md report.' },
        tools,
        maxToolIterations: TRIAGE_TOOL_ITERATIONS,
    });
    const checks = [];
    for (const entry of model.evidence) {
        const citation = (0,triage_verdict/* citationOf */.Rw)(entry);
        if (citation)
            checks.push(await (0,check/* checkFileCitation */.o)(deps.root, deps.commit, citation));
    }
    const verdict = triage_verdict/* TriageVerdictFileSchema */.vG.parse((0,triage_verdict/* gateVerdict */.lr)(model, checks, runs, deps.commit));
    const redacted = triage_verdict/* TriageVerdictFileSchema */.vG.parse(JSON.parse(deps.redact(JSON.stringify(verdict))));
    return { verdict: redacted, checks, runs, markdown: deps.redact(renderTriageMarkdown(model.report, redacted)) };
}
/** The user message: the issue, the discussion digest and the learnings for triage, each a delimited data section. */
function issueMessage(issue) {
    const title = `Issue${issue.number === null ? '' : ` #${issue.number}`}: ${(0,untrusted_text/* sanitizeForModel */.g)(issue.title)}`;
    const sections = [(0,prompts/* dataSection */.s)('issue', `${title}\n\n${(0,untrusted_text/* sanitizeForModel */.g)(issue.body) || '(no description)'}`)];
    if (issue.discussion)
        sections.push((0,prompts/* dataSection */.s)('discussion', issue.discussion));
    const learnings = (0,learnings_section/* learningsSection */.F)(issue.learnings ?? []);
    if (learnings)
        sections.push(learnings);
    return sections.join('\n\n');
}


/***/ })

};
