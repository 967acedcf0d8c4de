export const id = 839;
export const ids = [839];
export const modules = {

/***/ 23839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  changeRefusal: () => (/* binding */ changeRefusal),
  learningsWorkflow: () => (/* binding */ learningsWorkflow)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
// EXTERNAL MODULE: ./src/github/comments.ts
var github_comments = __webpack_require__(66645);
// EXTERNAL MODULE: ./src/github/learnings-issue.ts
var learnings_issue = __webpack_require__(43450);
// EXTERNAL MODULE: ./src/store/tracking-body.ts + 1 modules
var tracking_body = __webpack_require__(73545);
// EXTERNAL MODULE: ./src/store/learnings-store.ts
var learnings_store = __webpack_require__(36094);
// EXTERNAL MODULE: ./src/core/learning.ts
var learning = __webpack_require__(35193);
;// CONCATENATED MODULE: ./src/learnings/parse-directive.ts
// What `/tend remember`, `/tend forget` carry, parsed as plain functions of the comment's text.
//
//   /tend remember [paths: src/**/*.ts, docs/**] [for: review, ship] Prefer early returns.
//
// Optional bracketed scopes come first, in any order, each at most once: `paths:` takes picomatch
// globs (commas or spaces between them), `for:` the workflows the learning applies to (review,
// ship, triage). Without a scope a learning applies everywhere. The directive is everything after
// them, lines below the command's included. Anything malformed is one line saying what was wrong
// and what is expected, and nothing is stored.

const REMEMBER_USAGE = '`/tend remember [paths: GLOB, ...] [for: review|ship|triage, ...] <directive>`';
/** The text after `/tend <verb>` in a comment, lines below included ('' when there is none). */
function commandText(body, verb) {
    const match = new RegExp(`^\\s*/tend\\s+${verb}\\b`, 'i').exec(body);
    return match ? body.slice(match[0].length).trim() : '';
}
const SCOPE = /^\[\s*(paths|for)\s*:([^\]]*)\]/i;
function parseDirective(input) {
    let rest = input.trim();
    let paths = null;
    let workflows = null;
    for (let match = SCOPE.exec(rest); match; match = SCOPE.exec(rest)) {
        const key = match[1].toLowerCase();
        const values = match[2].split(/[\s,]+/).filter((v) => v !== '');
        rest = rest.slice(match[0].length).trimStart();
        if (key === 'paths') {
            if (paths !== null)
                return fail('`[paths: ...]` is given twice');
            const wrong = checkPaths(values);
            if (wrong)
                return fail(wrong);
            paths = values;
        }
        else {
            if (workflows !== null)
                return fail('`[for: ...]` is given twice');
            const unknown = values.filter((v) => !learning/* LEARNING_WORKFLOWS */.cu.includes(v.toLowerCase()));
            if (values.length === 0 || unknown.length > 0)
                return fail(`\`[for: ${values.join(', ')}]\` names ${unknown.length > 0 ? `'${unknown.join("', '")}', which is not a workflow learnings apply to` : 'no workflow'}; expected some of ${learning/* LEARNING_WORKFLOWS */.cu.join(', ')}`);
            workflows = [...new Set(values.map((v) => v.toLowerCase()))];
        }
    }
    if (rest.startsWith('['))
        return fail(`a scope must be \`[paths: ...]\` or \`[for: ...]\`, closed by \`]\`, got '${rest.slice(0, 40)}'`);
    if (rest === '')
        return fail('there is no directive to remember');
    if (rest.length > learning/* LEARNING_LIMITS */.o1.chars)
        return fail(`the directive is ${rest.length} characters; at most ${learning/* LEARNING_LIMITS */.o1.chars} are kept`);
    return { ok: true, value: { text: rest, scope: { paths: paths ?? [], workflows: workflows ?? [] } } };
}
function checkPaths(globs) {
    if (globs.length === 0)
        return '`[paths: ]` names no path';
    if (globs.length > learning/* LEARNING_LIMITS */.o1.paths)
        return `\`[paths: ...]\` names ${globs.length} globs; at most ${learning/* LEARNING_LIMITS */.o1.paths}`;
    const long = globs.find((g) => g.length > learning/* LEARNING_LIMITS */.o1.pathChars);
    if (long)
        return `the glob '${long.slice(0, 40)}…' is longer than ${learning/* LEARNING_LIMITS */.o1.pathChars} characters`;
    // Repository paths are relative: a glob that starts at the root or climbs out matches nothing.
    const outside = globs.find((g) => g.startsWith('/') || g.split('/').includes('..'));
    if (outside)
        return `the glob '${outside}' is not relative to the repository root`;
    return null;
}
/** `/tend forget 3` or `/tend forget #3` → 3. */
function parseForget(input) {
    const match = /^#?(\d{1,9})$/.exec(input.trim());
    if (!match || Number(match[1]) < 1)
        return fail(`\`/tend forget\` takes a learning's number, as \`/tend learnings\` lists them (e.g. \`/tend forget 3\`), got '${input.trim().slice(0, 40)}'`);
    return { ok: true, value: Number(match[1]) };
}
function fail(error) {
    return { ok: false, error };
}

;// CONCATENATED MODULE: ./src/learnings/forget.ts
// `/tend forget N`: learning N is no longer applied (its comment on the learnings issue becomes a
// tombstone that keeps the number, so it is never given to another learning).


async function forgetJob({ store, selfId, command, at }) {
    const parsed = parseForget(commandText(command.body, 'forget'));
    if (!parsed.ok)
        return { decision: 'refused', why: parsed.error, reply: `tend forgot nothing: ${parsed.error}. Nothing was changed.` };
    const forgotten = await (0,learnings_store/* forgetLearning */.gg)(store, selfId, parsed.value, { login: command.actor.login, id: command.actor.id }, at);
    if (!forgotten) {
        const why = `there is no learning #${parsed.value}`;
        return { decision: 'refused', why, reply: `tend forgot nothing: ${why} (\`/tend learnings\` lists them). Nothing was changed.` };
    }
    const quoted = forgotten.text.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
    return { decision: 'forgotten', why: `@${command.actor.login} removed learning #${forgotten.id}`, reply: `Forgot learning #${forgotten.id}; tend no longer applies it:\n\n${quoted}` };
}

;// CONCATENATED MODULE: ./src/learnings/list.ts
// `/tend learnings`: every learning tend applies, with its number, author, date and scope, the
// text quoted (the reply is made inert as a whole, core/text.ts).


async function listJob({ store, selfId }) {
    const learnings = await (0,learnings_store/* readLearnings */.Ux)(store, selfId);
    if (learnings.length === 0) {
        return { decision: 'replied', why: 'there are no learnings', reply: 'tend has no learnings yet. Record one with `/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`.' };
    }
    const entries = learnings.map((l) => [`- **#${l.id}** · @${l.author.login} · ${l.createdAt.slice(0, 10)} · ${(0,learning/* describeScope */.OI)(l.scope)}`, ...l.text.split(/\r?\n/).map((line) => `  > ${line}`)].join('\n'));
    const reply = [`**Learnings** (${learnings.length} of at most ${learning/* LEARNING_LIMITS */.o1.count}); \`/tend forget N\` removes one:`, '', ...entries].join('\n');
    return { decision: 'replied', why: `listed ${learnings.length} learning(s)`, reply };
}

;// CONCATENATED MODULE: ./src/learnings/remember.ts
// `/tend remember [paths: ...] [for: ...] <directive>`: the directive becomes a learning, with its
// author (login and id) and date; a malformed one is one line saying what is expected, and nothing is stored.



async function rememberJob({ store, selfId, command, at }) {
    const parsed = parseDirective(commandText(command.body, 'remember'));
    if (!parsed.ok) {
        return { decision: 'refused', why: parsed.error, reply: `tend did not remember this: ${parsed.error}. Expected ${REMEMBER_USAGE}. Nothing was stored.` };
    }
    const entry = { text: parsed.value.text, author: { login: command.actor.login, id: command.actor.id }, createdAt: at, scope: parsed.value.scope };
    const stored = await (0,learnings_store/* rememberLearning */.um)(store, selfId, entry, command.eventKey);
    if (stored.kind === 'full') {
        const why = `tend keeps at most ${learning/* LEARNING_LIMITS */.o1.count} learnings and has ${stored.count}`;
        return { decision: 'refused', why, reply: `tend did not remember this: ${why}. Remove one with \`/tend forget N\` first (\`/tend learnings\` lists them). Nothing was stored.` };
    }
    const { id, scope } = stored.learning;
    const why = `@${command.actor.login} recorded learning #${id} (${(0,learning/* describeScope */.OI)(scope)})`;
    return { decision: stored.kind, why, reply: `Remembered as learning #${id} (${(0,learning/* describeScope */.OI)(scope)}). \`/tend learnings\` lists the learnings; \`/tend forget ${id}\` removes this one.` };
}

;// CONCATENATED MODULE: ./src/learnings/handler.ts
// The learnings workflow behind the Workflow interface: `/tend remember`, `/tend learnings` and
// `/tend forget N`, one job per file. They act on the repository's learnings (the tend:learnings
// issue, src/store/learnings-store.ts), not on the target they were given on: no target state is
// written and the target is not held. Who may steer is checked before this runs (src/run/command.ts:
// writers and trusted bots only); each job answers with one reply on the target, once per event.








/**
 * Why `actor` may not change the learnings, or null when they may. A trusted bot may steer tend,
 * but a learning is policy every later model call is given: only a person with write access
 * (checked before this runs) records or forgets one, so no bot's text, whoever wrote the words it
 * posts, becomes policy. Listing them is open to every steerer.
 */
function changeRefusal(command) {
    if (command.verb === 'learnings' || command.actor.type !== 'Bot')
        return null;
    return `tend refused '${command.verb}' on #${command.target.number}: ${command.actor.login} is a bot; only people with write access record or forget learnings. Nothing was changed.`;
}
const JOBS = { remember: rememberJob, learnings: listJob, forget: forgetJob };
const learningsWorkflow = {
    async handle(services, command) {
        const { target } = command;
        const route = { action: 'command', detail: `${command.verb} on #${target.number} by @${command.actor.login} (${command.why})` };
        const base = { workflow: command.verb, target, route, merged: false, trackingCommentId: null };
        const job = JOBS[command.verb];
        if (!job)
            throw new Error(`the learnings workflow has no job for '${command.verb}'`);
        const refused = changeRefusal(command);
        if (refused)
            throw new errors/* RefusalError */.XQ(refused);
        if (services.settings.dryRun) {
            return { ...base, state: 'none', reason: `Dry run: would have acted on \`/tend ${command.verb}\`.`, decisions: [{ target, decision: 'dry run', why: `@${command.actor.login} asked for ${command.verb}` }] };
        }
        const comments = await (0,github_comments/* commentStore */.lJ)(services.octokit, services.repo).list(target);
        if ((0,tracking_body/* hasReplied */.A$)(comments, command.eventKey, services.selfId)) {
            const why = `event ${command.eventKey} was answered by an earlier run`;
            return { ...base, state: 'none', reason: `Already handled: ${why}.`, decisions: [{ target, decision: 'already handled', why }] };
        }
        const result = await job({ store: (0,learnings_issue/* learningsSource */.t)(services.octokit, services.repo), selfId: services.selfId, command, at: services.env.now().toISOString() });
        await (0,github_comments/* postComment */.Gy)(services.octokit, services.repo, target, services.redact((0,tracking_body/* renderReply */.Vv)(result.reply, command.eventKey)), { marker: (0,tracking_body/* replyMarker */.Td)(command.eventKey), selfId: services.selfId });
        return { ...base, state: 'none', reason: `${(0,core_text/* capitalise */.sK)(result.decision)}: ${result.why}.`, decisions: [{ target, decision: result.decision, why: result.why }] };
    },
};


/***/ })

};
