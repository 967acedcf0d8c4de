export const id = 669;
export const ids = [669];
export const modules = {

/***/ 74728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sw: () => (/* binding */ contextNeed),
/* harmony export */   dF: () => (/* binding */ GLOSS_CHARS),
/* harmony export */   ep: () => (/* binding */ isNotEnglish)
/* harmony export */ });
/* unused harmony exports MIN_QUESTION_WORDS, ENGLISH_STOP_RATIO */
// Two plain decisions of document 001 §5 (steps 3 and 5), rules only, no model:
// - whether a thread says too little to investigate, so the orchestrator asks the human first
//   ("don't draft replies that rest on guessed premises");
// - whether a message is not English, so the thread's issue shows an English gloss next to it.
// Pure functions of the text, unit-tested in context.test.ts.
/**
 * Words that tie a question to a repository: what the investigator can look up. A question
 * with none of these and no code-like token has nothing to read in the code.
 */
const REPOSITORY_NOUNS = new Set(('api apis branch build builds bug bugs cache ci class classes cli commit commits compile config configuration container crash database db ' +
    'dependency dependencies deploy deployment docker endpoint endpoints env error errors exception feature field file files flag function ' +
    'functions handler import input job lib library lint log logs merge method migration module modules output package parameter pipeline ' +
    'query release repo repository request response route schema script server service setting settings stack table test tests timeout ' +
    'token type types validation variable version webhook workflow').split(' '));
/** Pronouns and phrases that point at something said or shown elsewhere. */
const DEICTIC = /\b(this|that|it|these|those|the above|same (thing|issue|error|problem)|again|still)\b/i;
/**
 * A concrete anchor in the text: a code span, a call `name()`, a path or file name, a URL, an
 * issue or pull request number, an identifier in camelCase / snake_case / kebab-case, or
 * an error text after a colon.
 */
const ANCHOR = /`[^`]+`|\b[A-Za-z_$][\w$]*\(\)|[\w.-]+\/[\w./-]+|\b[\w-]+\.(ts|js|tsx|jsx|py|go|rs|java|rb|yml|yaml|json|md|toml|sh|c|h|cpp)\b|https?:\/\/\S+|#\d+|\b[a-z]+[A-Z]\w*|\b\w+_\w+\b|\b[a-z]+-[a-z]+-[a-z-]+\b|\w+(Error|Exception)\b|:\s*"[^"]+"/;
/** Fewer words than this (after mentions and links are removed) is too short to investigate. */
const MIN_QUESTION_WORDS = 4;
/**
 * The rule set that decides whether to ask for context before investigating (§5 step 5):
 * 1. too short: fewer than MIN_QUESTION_WORDS words;
 * 2. only a reference: it points at "this" / "that" / "it" / "still" with no concrete anchor;
 * 3. nothing in the repository: no repository noun and no code-like anchor.
 * tend asks when at least two rules fire; rules 2 and 3 only fire without an anchor, so any
 * concrete name, path or error text is enough.
 * Non-Latin scripts are never asked (the rules are English words; such a question is glossed).
 */
function contextNeed(texts) {
    const text = texts.join('\n');
    if (!isLatinScript(text))
        return { ask: false, missing: [] };
    const plain = text.replace(/<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, ' ');
    const words = plain.match(/[\p{L}\p{N}'’]+/gu) ?? [];
    const anchored = ANCHOR.test(text);
    const missing = [];
    if (words.length < MIN_QUESTION_WORDS)
        missing.push(`the question is ${words.length} word(s) long`);
    if (!anchored && DEICTIC.test(plain))
        missing.push('it refers to something not in the thread (which error, command or change?)');
    if (!anchored && !words.some((w) => REPOSITORY_NOUNS.has(w.toLowerCase().replace(/s$/, '')) || REPOSITORY_NOUNS.has(w.toLowerCase()))) {
        missing.push('it names nothing in the repository (a file, function, test, command or error)');
    }
    // One weak signal alone is no reason to make a person wait: two rules must agree.
    const ask = missing.length >= 2;
    return { ask, missing: ask ? missing : [] };
}
/** Common English function words: a Latin-script text with few of them is another language. */
const ENGLISH_STOP_WORDS = new Set('a about after all also am an and any are as at be because been but by can could did do does for from get had has have how i if in into is it its just me my no not of on or our please should so some than that the their them then there these they this to up us was we were what when where which who why will with would you your'.split(' '));
/** The share of English stop words below which a Latin-script text of enough words is not English. */
const ENGLISH_STOP_RATIO = 0.12;
function isLatinScript(text) {
    const letters = text.match(/\p{L}/gu) ?? [];
    if (letters.length === 0)
        return true;
    const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
    return latin / letters.length >= 0.6;
}
/**
 * Whether a message is not English, cheaply: mostly non-Latin letters (Cyrillic, Han, Kana, …),
 * or Latin words with few English stop words (German, French, Spanish, …). Code spans, links and
 * mentions are left out first; texts of fewer than 3 words are taken as English (nothing to gloss).
 */
function isNotEnglish(text) {
    const prose = text.replace(/```[\s\S]*?```|`[^`]*`|<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, ' ');
    const letters = prose.match(/\p{L}/gu) ?? [];
    if (letters.length === 0)
        return false;
    if (!isLatinScript(prose))
        return true;
    const words = (prose.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !/\d/.test(w));
    if (words.length < 3)
        return false;
    const english = words.filter((w) => ENGLISH_STOP_WORDS.has(w)).length;
    return english / words.length < ENGLISH_STOP_RATIO;
}
/** The gloss kept per message: a bounded string, since it is model output stored in the state marker. */
const GLOSS_CHARS = 600;


/***/ }),

/***/ 35520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ ValidatorReturnSchema),
/* harmony export */   t: () => (/* binding */ InvestigatorReturnSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41514);
/* harmony import */ var _evidence_spot_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41868);
/* harmony import */ var _evidence_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26132);
// InvestigatorReturn and ValidatorReturn: what the two model roles must answer, validated with
// zod. The prompt states the caps; they are also enforced here, in code, so an over-long draft is
// an invalid answer, not a long reply.



const LIMITS = {
    summarySentences: 2,
    draftWords: 300,
    researchNotesWords: 500,
    evidenceRefs: 8,
    confidenceReasonSentences: 1,
};
function wordCount(text) {
    return text.split(/\s+/).filter(Boolean).length;
}
/** Sentences as a reader counts them: terminal punctuation followed by space or the end. */
function sentenceCount(text) {
    const trimmed = text.trim();
    if (!trimmed)
        return 0;
    return trimmed.split(/(?<=[.!?。！？])\s+/).filter((s) => s.trim()).length;
}
const maxWords = (n) => (text) => wordCount(text) <= n;
const maxSentences = (n) => (text) => sentenceCount(text) <= n;
const InvestigatorReturnSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['high', 'medium', 'low']),
    confidence_reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).refine(maxSentences(LIMITS.confidenceReasonSentences), 'confidence_reason must be one sentence'),
    summary_for_orchestrator: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).refine(maxSentences(LIMITS.summarySentences), `summary_for_orchestrator must be at most ${LIMITS.summarySentences} sentences`),
    draft_reply: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).refine(maxWords(LIMITS.draftWords), `draft_reply must be at most ${LIMITS.draftWords} words`),
    draft_language: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(16),
    evidence_refs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(_evidence_types_js__WEBPACK_IMPORTED_MODULE_0__/* .EvidenceRefSchema */ .u).max(LIMITS.evidenceRefs, `at most ${LIMITS.evidenceRefs} evidence_refs`),
    proposed_triage_file: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ filename: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), content: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).strict().nullable(),
    open_questions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    escalation_requested: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    escalation_reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    investigator_round: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    research_notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().refine(maxWords(LIMITS.researchNotesWords), `research_notes must be at most ${LIMITS.researchNotesWords} words`),
})
    .strict();
const ValidatorReturnSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pass', 'bounce', 'escalate']),
    reasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    spot_check_ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    spot_check_result: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_evidence_spot_check_js__WEBPACK_IMPORTED_MODULE_2__/* .SPOT_CHECK_RESULTS */ .f),
    spot_check_note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    schema_check: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['ok', 'fail']),
    confidence_language_match: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['match', 'mismatch']),
    scope_drift: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['none', 'minor', 'major']),
    cross_investigation_consistency: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('consistent'), zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('no_overlap'), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^contradicts_.+$/)]),
    risk_gate_check: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['passes', 'needs_high_confidence', 'fails']),
    tone_assessment: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['matches', 'off', 'ai_smell']),
    bounce_feedback: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    validator_model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    validated_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
})
    .strict();


/***/ }),

/***/ 43287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DP: () => (/* binding */ withoutMessageText),
/* harmony export */   Fy: () => (/* binding */ limits),
/* harmony export */   G6: () => (/* binding */ EXCERPT_WORDS),
/* harmony export */   Q0: () => (/* binding */ ReplyLogLineSchema),
/* harmony export */   W7: () => (/* binding */ CHAT_STATE_VERSION),
/* harmony export */   X_: () => (/* binding */ redactedMessageText),
/* harmony export */   Ye: () => (/* binding */ MESSAGE_CHARS),
/* harmony export */   fT: () => (/* binding */ CONTEXT_ANSWER_CHARS),
/* harmony export */   pC: () => (/* binding */ publicCopy),
/* harmony export */   wV: () => (/* binding */ fitForStorage),
/* harmony export */   yQ: () => (/* binding */ readChatState),
/* harmony export */   zJ: () => (/* binding */ messageCopy)
/* harmony export */ });
/* unused harmony exports ChatThreadStateSchema, QUOTE_WORDS, quoteLeftOut, withoutQuotes, MAX_MARKER_CHARS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41514);
/* harmony import */ var _returns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35520);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74728);
/* harmony import */ var _core_message_link_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5329);
// One chat thread's state, kept in the thread's own GitHub issue (label
// `tend:chat`) as a hidden marker: GitHub is the database, so a dead run loses nothing and two
// threads never share state. Validated with zod on every read; a marker that does not parse is
// no state. Seen message ids, evidence checks, the reply log and usage are kept for the
// orchestrator to be idempotent and for the report to count.




const CHAT_STATE_VERSION = 1;
const SEEN_LIMIT = 200;
const MESSAGES_LIMIT = 20;
const HISTORY_LIMIT = 60;
const MESSAGE_CHARS = 4000;
const CONTEXT_ANSWER_CHARS = 2000;
const CHAT_STATUSES = ['awaiting-context', 'investigating', 'awaiting-validation', 'pending-user', 'bounced-round-1', 'escalated', 'closed'];
const QUESTION_TYPES = ['technical_qa', 'status_check', 'data_lookup', 'api_contract', 'other'];
const EvidenceCheckSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    result: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['verified', 'fabricated', 'uncheckable']),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
/** The verdict code computed from the validator's fields and the deterministic checks (verdict.ts). */
const FinalVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['pass', 'bounce', 'escalate']),
    /** What the validator model said, kept to show where code overruled it. */
    model_verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['pass', 'bounce', 'escalate']).nullable(),
    reasons: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
});
/** One investigate → check → validate round, for the issue and the report. */
const RoundSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    round: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    tier: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(2)]),
    evidence_checks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(EvidenceCheckSchema),
    final: FinalVerdictSchema.nullable(),
});
/** The reply log: one line per posted reply. */
const ReplyLogLineSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    chat_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    reply_to_message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    posted_message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    posted_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    reply_text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    investigator_task_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    validator_verdict: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['pass', 'bounce-then-pass', 'escalate-then-user-approved', 'auto-reply']),
    investigator_rounds: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    was_escalated: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    triage_file: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
});
const MessageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    sender_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    create_time: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    content: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(MESSAGE_CHARS),
    is_bot_mention: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    /**
     * The text was left out of the thread's issue (chat.redact-messages): `content` is empty, or
     * holds only the message's first words.
     */
    redacted: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** The message on its platform (core/message-link.ts): how a reader finds it when its text was left out. */
    link: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(_core_message_link_js__WEBPACK_IMPORTED_MODULE_2__/* .MESSAGE_LINK_CHARS */ .hB).optional(),
});
/**
 * §5 step 5: the orchestrator asked the human for context on the thread's issue before
 * investigating. The answer is a comment by a person with write access, kept bounded; it reaches
 * the investigator only as quoted data.
 */
const ContextRequestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    asked_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** What the rules found missing (context.ts), as shown in the request. */
    missing: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(200)).max(5),
    /** When the investigation goes ahead without an answer. */
    due_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    answered_by: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    answer: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(CONTEXT_ANSWER_CHARS).nullable(),
    /** The wait ended without an answer: the investigation went ahead with what the thread had. */
    timed_out: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
});
/** §5 step 3: a non-English message's English gloss, by the investigator's model (untrusted, bounded), or why there is none. */
const GlossSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    gloss: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(_context_js__WEBPACK_IMPORTED_MODULE_1__/* .GLOSS_CHARS */ .dF).nullable(),
    note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(200),
});
const UsageSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ input_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), output_tokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig(), cost_usd: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig() });
const ChatThreadStateSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(CHAT_STATE_VERSION),
    thread_key: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    platform: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    // Identity
    thread_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    chat_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    chat_name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    // Origin
    original_message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    original_sender_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    original_sender_name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    question_type: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(QUESTION_TYPES),
    /** The message this investigation answers (the newest actionable one). */
    reply_to_message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    // Status machine
    status: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(CHAT_STATUSES),
    status_history: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), from: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), to: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() })).max(HISTORY_LIMIT),
    // Subagent tracking
    rubric: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    investigator_task_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    investigator_round: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    investigator_return: _returns_js__WEBPACK_IMPORTED_MODULE_0__/* .InvestigatorReturnSchema */ .t.nullable(),
    validator_task_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    validator_return: _returns_js__WEBPACK_IMPORTED_MODULE_0__/* .ValidatorReturnSchema */ .U.nullable(),
    /** Feedback for round 2, set by a bounce. */
    bounce_feedback: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    rounds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(RoundSchema).max(20),
    /** Shown with the draft: ✓ validated, bounced-then-passed, escalated. */
    badge: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['validated', 'bounced-then-passed', 'escalated']).nullable(),
    /** Why the draft went to a human without passing (escalation reason). */
    escalation_note: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    // Tier 2
    is_escalated: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    tier2: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        workflow: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        dispatched_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        /** The Tier-2 run's link, once it started. */
        run_url: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
        /** Name of the transcript artifact of that run. */
        transcript_artifact: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    })
        .nullable(),
    // Approval
    draft_pending: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    user_approved_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    approved_by: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    /**
     * The digest (approval.ts) of the reply text and target the issue showed when it was approved;
     * the post refuses to send anything else. Absent in states written before it existed.
     */
    approved_digest: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().default(null),
    /** The exact text being posted; set (and saved) before the post so a crash is visible. */
    posting_text: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    posted_message_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    triage_file_path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    closed_reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
    reply_log: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ReplyLogLineSchema).max(50),
    /** Commands (comment ids) already acted on: GitHub may deliver an issue_comment twice. */
    handled_commands: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).max(50),
    // Idempotency and context
    is_bot_mention: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    seen_message_ids: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()).max(SEEN_LIMIT),
    messages: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(MessageSchema).max(MESSAGES_LIMIT),
    /** Absent in states written before §5 step 5 was built. */
    context_request: ContextRequestSchema.nullable().default(null),
    /** English glosses of the thread's non-English messages (§5 step 3). */
    glosses: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(GlossSchema).max(MESSAGES_LIMIT).default([]),
    /** Model usage of this thread's investigations and validations. */
    usage: UsageSchema,
    // Timestamps
    started_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** The create_time of the first message answered: where "time to reply" starts. */
    first_message_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    last_event_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    closed_at: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable(),
});
/** How many words of a message `excerpt` keeps: enough to recognise it, too few to carry its content. */
const EXCERPT_WORDS = 6;
/**
 * chat.redact-messages as a rule: `auto` copies whole messages only into a repository known to be
 * private; a public one, or one whose visibility tend could not read, gets the first words.
 */
function messageCopy(setting, repositoryIsPrivate) {
    if (setting === true)
        return 'none';
    if (setting === false)
        return 'full';
    return repositoryIsPrivate === true ? 'full' : 'excerpt';
}
/**
 * The state with every message's text left out, or cut to its first words: what the thread's
 * issue may hold when the repository's readers should not read the channel. Ids, senders and
 * times stay, so a person can find each message in the channel.
 */
function withoutMessageText(state, copy = 'none') {
    // Model text (the draft, notes, evidence quotes, reasons) and the reply log may quote a message
    // back: every other string of the state loses its quotes of the messages' text.
    const scrubbed = withoutQuotes(state, state.messages);
    // A gloss is the message in other words: it is left out, or cut, exactly as the message is.
    return {
        ...scrubbed,
        messages: state.messages.map((m) => ({ ...m, content: copy === 'excerpt' ? firstWords(m.content) : '', redacted: true })),
        glosses: state.glosses.map((g) => (g.gloss === null ? g : { ...g, gloss: copy === 'excerpt' ? firstWords(g.gloss) : null, note: copy === 'excerpt' ? g.note : 'gloss left out of GitHub (chat.redact-messages)' })),
    };
}
/** How many words in a row, the same as in a message, make a quote of it (a shorter message: all of it, from 3 words). */
const QUOTE_WORDS = 5;
/** What stands where a quote of a message was cut out of model text. */
function quoteLeftOut(messageId) {
    return `[quote of message ${messageId} left out of GitHub, chat.redact-messages]`;
}
/**
 * The value with every run of QUOTE_WORDS or more words that a message also has (all of a message
 * of 3 or 4 words), in the same order
 * (case and surrounding punctuation aside), replaced by `quoteLeftOut`. Walks strings, arrays and
 * objects; used on everything model-written or chat-derived before it is stored in a repository
 * whose readers should not read the channel. Only runs of words are caught: a paraphrase, or a
 * translation, is not a quote and stays.
 */
function withoutQuotes(value, messages) {
    // Runs of QUOTE_WORDS words; a message of 3 or 4 words is a run as a whole (quoting all of it
    // quotes it), while one or two words in common are only words.
    const shingles = new Map();
    const lengths = new Set();
    for (const m of messages) {
        const words = wordsOf(m.content).map((w) => w.key);
        const n = Math.min(QUOTE_WORDS, words.length);
        if (n < 3)
            continue;
        lengths.add(n);
        for (let i = 0; i + n <= words.length; i += 1)
            shingles.set(words.slice(i, i + n).join(' '), m.message_id);
    }
    if (shingles.size === 0)
        return value;
    const scrub = (text) => {
        const words = wordsOf(text);
        const cover = words.map(() => null);
        for (const n of lengths) {
            for (let i = 0; i + n <= words.length; i += 1) {
                const from = shingles.get(words.slice(i, i + n).map((w) => w.key).join(' '));
                if (from !== undefined)
                    for (let j = i; j < i + n; j += 1)
                        cover[j] = from;
            }
        }
        let out = '';
        let at = 0;
        for (let i = 0; i < words.length; i += 1) {
            if (cover[i] === null)
                continue;
            let end = i;
            while (end + 1 < words.length && cover[end + 1] !== null)
                end += 1;
            out += text.slice(at, words[i].start) + quoteLeftOut(cover[i]);
            at = words[end].end;
            i = end;
        }
        return at === 0 ? text : out + text.slice(at);
    };
    const walk = (v) => {
        if (typeof v === 'string')
            return scrub(v);
        if (Array.isArray(v))
            return v.map(walk);
        if (v !== null && typeof v === 'object')
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
    };
    return walk(value);
}
/**
 * What may leave the run for GitHub (the job log and summary, the audit artifact, the Tier-2
 * transcript) of text that can quote the thread: all of it when whole messages may be copied,
 * else the text without its quotes of the messages.
 */
function publicCopy(value, copy, messages) {
    return copy === 'full' ? value : withoutQuotes(value, messages);
}
/** Each word with where it is, compared without case and the punctuation around it. */
function wordsOf(text) {
    const words = [];
    for (const match of text.matchAll(/[^\s"]+/g)) {
        const key = match[0].toLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
        if (key)
            words.push({ key, start: match.index, end: match.index + match[0].length });
    }
    return words;
}
function firstWords(text) {
    const words = text.trim().split(/\s+/).filter(Boolean);
    return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')} …` : words.join(' ');
}
/** How a message whose text was left out reads, on the issue and to the model. */
function redactedMessageText(messageId, excerpt = '') {
    return excerpt
        ? `${excerpt} (message ${messageId}: the rest left out of GitHub, chat.redact-messages)`
        : `(message ${messageId}: text left out of GitHub, chat.redact-messages)`;
}
function readChatState(decoded) {
    const parsed = ChatThreadStateSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
}
const limits = { SEEN_LIMIT, MESSAGES_LIMIT, HISTORY_LIMIT };
/** The issue body's limit minus room for the human part: the state marker must always fit. */
const MAX_MARKER_CHARS = 50_000;
/**
 * The state cut down until `size(state)` fits: older messages and long texts go first, then
 * research notes and quotes (the evidence checks already made from them are kept). The thread
 * key, status, draft and reply log are never cut.
 */
function fitForStorage(state, size, limit = MAX_MARKER_CHARS) {
    if (size(state) <= limit)
        return state;
    const cut = (text, n) => (text.length > n ? `${text.slice(0, n)}…` : text);
    const steps = [
        (s) => ({ ...s, messages: s.messages.map((m) => ({ ...m, content: cut(m.content, 1000) })) }),
        (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, research_notes: '' } }),
        (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, evidence_refs: s.investigator_return.evidence_refs.map((r) => (r.quote === undefined ? r : { ...r, quote: cut(r.quote, 300) })) } }),
        (s) => ({ ...s, messages: s.messages.slice(-3).map((m) => ({ ...m, content: cut(m.content, 300) })), status_history: s.status_history.slice(-20) }),
        (s) => ({ ...s, rounds: s.rounds.slice(-2).map((r) => ({ ...r, evidence_checks: r.evidence_checks.map((c) => ({ ...c, reason: cut(c.reason, 200) })) })) }),
    ];
    let current = state;
    for (const next of steps) {
        current = next(current);
        if (size(current) <= limit)
            return current;
    }
    return current;
}


/***/ }),

/***/ 70876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ ChannelHealthSchema),
/* harmony export */   Ph: () => (/* binding */ healthTable),
/* harmony export */   u7: () => (/* binding */ channelHealth)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// What one chat-watch run saw per channel, for the job summary and the audit artifact: messages
// read, how they were classified, dispatches sent, how far behind the channel the watcher is,
// and the error that stopped the channel, if any. Pure.

const ChannelHealthSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    channel: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    events_read: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    actionable: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ambient: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ack: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    dispatches: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    /** Seconds from the newest message read (this run or before) to the end of the read; null when none ever was. */
    lag_seconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
});
function channelHealth(input) {
    const count = (c) => input.events.filter((e) => e.classification === c).length;
    return {
        channel: input.channel,
        key: input.key,
        events_read: input.events.length,
        actionable: count('actionable'),
        ambient: count('ambient'),
        ack: count('ack'),
        dispatches: input.dispatches,
        lag_seconds: input.readUntil === null ? null : Math.max(0, Math.round((input.at.getTime() - Date.parse(input.readUntil)) / 1000)),
        error: input.error,
    };
}
/** Markdown table rows for the job summary (cells escaped by the caller's `cell`). */
function healthTable(rows, cell) {
    const lines = ['| Channel | Read | Actionable | Ambient | Ack | Dispatches | Lag | Error |', '|---|---|---|---|---|---|---|---|'];
    for (const r of rows) {
        const lag = r.lag_seconds === null ? '—' : `${r.lag_seconds} s`;
        lines.push(`| ${cell(r.channel)} (\`${cell(r.key)}\`) | ${r.events_read} | ${r.actionable} | ${r.ambient} | ${r.ack} | ${r.dispatches} | ${lag} | ${r.error ? cell(r.error) : '—'} |`);
    }
    return lines.join('\n');
}


/***/ }),

/***/ 36216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pH: () => (/* binding */ SECRET_INPUTS),
  Sc: () => (/* binding */ inputSecrets),
  TL: () => (/* binding */ parseInputs)
});

// UNUSED EXPORTS: INPUTS, OUTPUTS

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/config/secret-handoff.ts
var secret_handoff = __webpack_require__(16319);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/removed-inputs.ts
// Inputs tend had and no longer has, each with where its setting went. GitHub still passes a
// `with:` key the action does not declare as an INPUT_* variable (it only warns), so a workflow
// written for an older tend would otherwise run with the old value silently ignored: a `merge: off`
// that no longer holds is a merge nobody wanted. The run stops instead, before doing anything, with
// one line naming the new place.


const file = (shape, ...path) => ({ to: 'file', path, shape });
/** Every removed input and where it went. */
const REMOVED_INPUTS = {
    'trusted-bots': file('list', 'trusted-bots'),
    'review-bots': file('list', 'review-bots'),
    'required-review-bots': file('list', 'required-review-bots'),
    'wait-mode': file('text', 'wait-mode'),
    'review-window-minutes': file('number', 'review-window-minutes'),
    'checks-timeout-minutes': file('number', 'checks-timeout-minutes'),
    'required-checks': file('list', 'ship', 'required-checks'),
    'max-iterations': file('number', 'max-iterations'),
    merge: file('text', 'merge'),
    'merge-method': file('text', 'merge-method'),
    'update-method': file('text', 'update-method'),
    'commit-method': file('text', 'commit-method'),
    'delete-branch': file('boolean', 'delete-branch'),
    'final-check': file('text', 'final-check'),
    'ignore-nitpicks': file('boolean', 'ignore-nitpicks'),
    'allowed-paths': file('list', 'allowed-paths'),
    'allow-protected-paths': file('list', 'allow-protected-paths'),
    'max-files': file('number', 'max-files'),
    'max-patch-bytes': file('number', 'max-patch-bytes'),
    'dispatch-workflows': file('list', 'dispatch-workflows'),
    'sweep-workflow': file('text', 'sweep-workflow'),
    'generated-paths': file('list', 'generated-paths'),
    'intent-threshold': file('number', 'intent-threshold'),
    'model-prices': file('json', 'model-prices'),
    'max-turns': file('number', 'max-turns'),
    'mattermost-url': file('text', 'chat', 'mattermost-url'),
    'lark-app-id': file('text', 'chat', 'lark-app-id'),
    'aws-access-key-id': { to: 'environment', variable: 'AWS_ACCESS_KEY_ID' },
    'aws-secret-access-key': { to: 'environment', variable: 'AWS_SECRET_ACCESS_KEY' },
    'aws-session-token': { to: 'environment', variable: 'AWS_SESSION_TOKEN' },
};
/** Longest `key: value` the line shows; a longer value is left out and only the key is named. */
const MAX_SHOWN = 100;
/**
 * Throws one line for the first removed input the workflow still passes (a non-empty value:
 * `read` gives the INPUT_* text by input name), naming where the setting lives now.
 */
function refuseRemovedInputs(read, configPath) {
    for (const [name, moved] of Object.entries(REMOVED_INPUTS)) {
        const raw = read(name)?.trim();
        if (!raw)
            continue;
        if (moved.to === 'environment') {
            throw new errors/* InputError */.dz(`input '${name}' is no longer an action input; tend reads ${moved.variable} from the step's environment, where aws-actions/configure-aws-credentials puts it: remove the input and its output-credentials (docs/providers.md)`);
        }
        const leaf = moved.path[moved.path.length - 1];
        const shown = `${leaf}: ${render(raw, moved.shape)}`;
        const setting = shown.length <= MAX_SHOWN && !shown.includes('\n') ? shown : leaf;
        const under = moved.path.length > 1 ? ` under '${moved.path.slice(0, -1).join('.')}:'` : '';
        throw new errors/* InputError */.dz(`input '${name}' is no longer an action input; set '${setting}'${under} in ${configPath} (docs/configuration.md)`);
    }
}
/** The old input's text as the YAML value the file takes (a list in flow style, a number, a mapping). */
function render(raw, shape) {
    const value = (() => {
        switch (shape) {
            case 'list':
                return raw.split(/[\n,]/).map((item) => item.trim()).filter((item) => item !== '');
            case 'number':
                return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
            case 'boolean':
                return raw.toLowerCase() === 'true' ? true : raw.toLowerCase() === 'false' ? false : raw;
            case 'json':
                try {
                    return JSON.parse(raw);
                }
                catch {
                    return raw;
                }
            case 'text':
                return raw;
        }
    })();
    return (0,dist/* stringify */.As)(value, { collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trim();
}

;// CONCATENATED MODULE: ./src/config/inputs.ts
// Every action input, declared once: name, description, default and how its text is parsed.
// action.yml carries the same names and defaults (a test holds the two together), and this table
// is what lets the settings code tell "the workflow set this" from "the runner filled the default".
// Inputs are what belongs in a workflow file: tokens, the model and its provider, the switches of
// one run and the commands tend runs. Policy a team sets once lives in .github/tend.yml
// (repo-file.ts); removed-inputs.ts names where each former input went.




const inputs_text = schemas/* string */.YjP();
const optionalText = schemas/* string */.YjP().transform((s) => (s.trim() === '' ? undefined : s.trim()));
const bool = schemas/* string */.YjP()
    .trim()
    .toLowerCase()
    .refine((s) => s === 'true' || s === 'false', { message: 'expected true or false' })
    .transform((s) => s === 'true');
const positiveInt = (max) => schemas/* string */.YjP()
    .trim()
    .regex(/^\d+$/, { message: `expected a whole number from 1 to ${max}` })
    .transform(Number)
    .pipe(schemas/* number */.aig().int().min(1, { message: `expected a whole number from 1 to ${max}` }).max(max, { message: `expected a whole number from 1 to ${max}` }));
const positiveNumber = schemas/* string */.YjP()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { message: 'expected a positive number such as 1 or 0.50' })
    .transform(Number);
/** Comma- or newline-separated list; empty entries dropped. */
const list = schemas/* string */.YjP().transform((s) => s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter((x) => x !== ''));
const oneOf = (values) => schemas/* string */.YjP()
    .trim()
    .toLowerCase()
    .pipe(schemas/* enum */.k5n(values, { message: `expected one of ${values.join(', ')}` }));
const INPUTS = {
    'github-token': {
        description: 'Token for the GitHub API: reads, comments, thread resolution and merges. Needs contents: write and pull-requests: write to resolve threads and merge.',
        default: '${{ github.token }}',
        parse: inputs_text,
        secret: true,
    },
    'push-token': {
        description: 'Optional GitHub App token or PAT used for git pushes. Pushes made with the default GITHUB_TOKEN start no workflow runs, so CI does not run on tend\'s fix commits unless this is set (or dispatch-workflows is). To let tend push fixes to files under .github/workflows/, this token needs the workflows permission (a GitHub App\'s workflows: write, a PAT\'s workflow scope); GITHUB_TOKEN never has it, so without this tend leaves such fixes to a human.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'anthropic-api-key': {
        description: 'Anthropic API key. Without it tend runs every deterministic step and says which decisions need a model.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'model-provider': {
        description: 'Where tend reaches the model: anthropic (anthropic-api-key), bedrock (Amazon Bedrock: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN in the environment as aws-actions/configure-aws-credentials exports them, bedrock.region in tend.yml), vertex (Google Vertex AI: google-access-token, vertex.project and vertex.region in tend.yml) or foundry (Microsoft Foundry: foundry-api-key, foundry.resource in tend.yml). See docs/providers.md.',
        default: 'anthropic',
        parse: oneOf(['anthropic', 'bedrock', 'vertex', 'foundry']),
    },
    'google-access-token': {
        description: 'For model-provider vertex: an OAuth access token of a service account that may call Vertex AI (google-github-actions/auth with token_format: access_token, its access_token output).',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'foundry-api-key': {
        description: 'For model-provider foundry: the Foundry resource\'s API key, or a Microsoft Entra access token for https://ai.azure.com (sent as a bearer token).',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'slack-token': {
        description: 'Slack bot token (xoxb-…) for chat-watch and chat replies: channels:history, chat:write. Pass it from a secret.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'discord-token': {
        description: 'Discord bot token for chat-watch and chat replies (READ_MESSAGE_HISTORY, SEND_MESSAGES, MESSAGE_CONTENT intent). Pass it from a secret.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'mattermost-token': {
        description: 'Mattermost bot account access token for chat-watch and chat replies (the bot must be a member of the watched channels). Pass it from a secret.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'teams-token': {
        description: 'Delegated Microsoft Graph token of the account tend posts as in Teams (ChannelMessage.Read.All, ChannelMessage.Send). Pass it from a secret.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    'lark-app-secret': {
        description: 'App secret of your self-built Lark / Feishu app, whose id is chat.lark-app-id in tend.yml (scopes im:message, im:message.group_msg; the bot must be in the watched chats). Pass it from a secret.',
        default: '',
        parse: optionalText,
        secret: true,
    },
    model: {
        description: "Model for judgement calls, by the Claude API's id (tend sends each provider's id for it, docs/providers.md) or the provider's own id.",
        default: 'claude-sonnet-4-6',
        parse: inputs_text,
    },
    command: {
        description: 'For workflow_dispatch runs: the verb to run (ship, fix, triage, status, stop), or chat-watch (also on schedule: read the watched chat channels). Empty means a sweep of every target with tend state.',
        default: '',
        parse: optionalText,
    },
    number: {
        description: 'For workflow_dispatch runs: the issue or pull request number the command targets.',
        default: '',
        parse: optionalText,
    },
    'config-path': {
        description: 'Repository configuration file, always read from the default branch (never from a pull request head).',
        default: '.github/tend.yml',
        parse: inputs_text,
    },
    'job-timeout-minutes': {
        description: "The job's timeout-minutes (15 in examples/tend.yml). tend never waits for GitHub's rate limit past it: it stops in time, says so and leaves the rest to the next run.",
        default: '15',
        parse: positiveInt(7200),
    },
    'verify-command': {
        description: 'Optional command run after applying a model-written patch, and on the change implement makes before it is pushed (implement refuses without it); from this workflow file only, never from comments or model output.',
        default: '',
        parse: optionalText,
    },
    'verify-isolation': {
        description: 'strict: run verify-command and triage-commands only confined away from tend\'s secrets (a PID namespace, no_new_privs); none: also run them unconfined where this runner offers no confinement.',
        default: 'strict',
        parse: oneOf(['strict', 'none']),
    },
    'verify-path': {
        description: 'Toolchain directories (absolute, one per line or colon-separated) put before the system directories on the PATH of verify-command, regenerate-command and triage-commands, e.g. the bin directory setup-node added; `inherit` gives them the job\'s whole PATH. By default they get only the PATH directories that only root can change.',
        default: '',
        parse: schemas/* string */.YjP()
            .trim()
            .transform((s) => (s === 'inherit' ? 'inherit' : s.split(/[\n:]/).map((d) => d.trim()).filter((d) => d !== '')))
            .refine((v) => v === 'inherit' || v.every((d) => d.startsWith('/')), { message: 'expected absolute directories (one per line or colon-separated), or inherit' }),
    },
    'regenerate-command': {
        description: 'Optional command that regenerates lockfiles and generated files when merging the base branch leaves them in conflict, e.g. `npm install --package-lock-only` (from this workflow file only; run like verify-command, without secrets). Without it such a conflict is left to a human.',
        default: '',
        parse: optionalText,
    },
    'triage-commands': {
        description: 'Commands issue triage may run to reproduce a bug (newline separated; trusted workflow configuration).',
        default: '',
        parse: list,
    },
    'mcp-servers': {
        description: 'Read-only MCP servers the investigator and the fixer may use (docs/mcp.md), as YAML or JSON: each server name mapped to its command, args and the names of the step\'s env variables it receives (env). From this workflow file only; tend starts each one with PATH, HOME and those variables, offers the model only the tools a server marks read-only, and logs every call in the audit.',
        default: '',
        // Read in main.ts (config/mcp-servers.ts), where its YAML parser is loaded only when it is set.
        parse: inputs_text,
    },
    'max-cost-usd': {
        description: 'Most model spend per run, in US dollars.',
        default: '1',
        parse: positiveNumber,
    },
    'audit-path': {
        description: 'Where to write the audit JSON. Empty means $RUNNER_TEMP/tend/audit.json.',
        default: '',
        parse: optionalText,
    },
    'dry-run': {
        description: 'Read and decide, print the plan, write nothing to GitHub or git.',
        default: 'false',
        parse: bool,
    },
};
const OUTPUTS = {
    workflow: 'The workflow this run routed to (ship, fix, triage, chat, status, stop, sweep), or none.',
    target: 'The issue or pull request number acted on, empty when none.',
    state: 'The target\'s state after this run (e.g. requested, awaiting-reviews, merged, stopped), skipped, or rate-limited when GitHub\'s rate limit ended the run.',
    reason: 'One line saying why the run did what it did.',
    merged: 'true when this run merged the pull request.',
    'audit-path': 'Path of the audit JSON this run wrote.',
    'comment-id': 'Id of the tracking comment, when one was written.',
    'head-sha': "The pull request's head commit the run ended on (ship, fix; the reviewed commit for review), empty otherwise.",
    'merged-sha': "The merge commit's SHA when this run merged the pull request, empty otherwise.",
    'threads-fixed': 'Review threads this run fixed (a commit, by suggestion or by the model).',
    'threads-ignored': 'Review threads this run declined, each answered with its reason.',
    'threads-escalated': 'Review threads this run left to a person.',
    'findings-posted': 'Findings the review workflow posted on the pull request (0 for other workflows).',
    'model-calls': 'Model API calls this run made.',
    'input-tokens': "Input tokens of those calls as the API reports them (cache reads and writes are counted apart, in the audit's llm block).",
    'output-tokens': 'Output tokens of those calls.',
    'cost-usd': 'What those calls cost in US dollars at the configured prices (4 decimals).',
    'comment-url': 'Web address of the tracking comment, when one was written.',
};
/** Names of the secret inputs (tokens and keys): masked, redacted from every text tend writes. */
const SECRET_INPUTS = Object.keys(INPUTS).filter((name) => INPUTS[name].secret === true);
/** The values of the secret inputs and of the environment's credentials, for the redactor. */
function inputSecrets(values) {
    return [...SECRET_INPUTS.map((name) => values[name]), ...secret_handoff/* CREDENTIAL_VARIABLES */.eB.map((variable) => values[variable])];
}
/**
 * Reads every input through `read` (the runner's INPUT_* text by input name; undefined or '' when
 * absent) and the environment's credentials through `environment`, and parses them. A removed input
 * the workflow still passes, or the first bad input, throws one line naming it and what is expected.
 */
function parseInputs(read, environment = () => undefined) {
    refuseRemovedInputs(read, read('config-path')?.trim() || INPUTS['config-path'].default);
    const values = {};
    const explicit = new Set();
    for (const name of Object.keys(INPUTS)) {
        const spec = INPUTS[name];
        const raw = read(name) ?? spec.default;
        if (raw.trim() !== spec.default.trim())
            explicit.add(name);
        const parsed = spec.parse.safeParse(raw);
        if (!parsed.success) {
            const shown = spec.secret ? '(hidden)' : JSON.stringify(raw);
            throw new errors/* InputError */.dz(`Input '${name}' is ${shown}: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
        }
        values[name] = parsed.data;
    }
    for (const variable of secret_handoff/* CREDENTIAL_VARIABLES */.eB) {
        const value = environment(variable)?.trim();
        if (value)
            values[variable] = value;
    }
    return { values: values, explicit };
}


/***/ }),

/***/ 7308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ parseBotReference),
/* harmony export */   iU: () => (/* binding */ GITHUB_ACTIONS_BOT),
/* harmony export */   jS: () => (/* binding */ KNOWN_BOTS),
/* harmony export */   ue: () => (/* binding */ parseAuthorReference)
/* harmony export */ });
// Review bots tend knows by name. GitHub accounts are matched by type and numeric id, never by a
// login alone: anyone can register `coderabbitai` as a user, and GraphQL shows an App's login
// without the `[bot]` suffix REST carries. Ids are the public account ids of these Apps.
const KNOWN_BOTS = [
    { name: 'coderabbit', login: 'coderabbitai[bot]', id: 136622811, appSlug: 'coderabbitai' },
    // Copilot's reviewer appears as `Copilot`, `copilot-pull-request-reviewer[bot]` and more
    // depending on the surface; the account id is the same everywhere.
    { name: 'copilot', login: 'Copilot', id: 175728472, appSlug: 'copilot-pull-request-reviewer' },
    { name: 'gemini', login: 'gemini-code-assist[bot]', id: 176961590, appSlug: 'gemini-code-assist' },
    { name: 'sourcery', login: 'sourcery-ai[bot]', id: 58596630, appSlug: 'sourcery-ai' },
    // Claude's GitHub App: claude-code-action and Claude's managed Code Review both post as it.
    { name: 'claude', login: 'claude[bot]', id: 209825114, appSlug: 'claude' },
    // The ids below are public: GitHub writes an account's commits as `<id>+<login>@users.noreply.github.com`,
    // and each id was found that way (and in public bot registries) in public repositories.
    // OpenAI Codex code review. `199175422+chatgpt-codex-connector[bot]@users.noreply.github.com` in
    // mat-1/slopcheck src/indicators/commits.rs; the App is 1144995 (avatars.githubusercontent.com/in/1144995).
    { name: 'codex', login: 'chatgpt-codex-connector[bot]', id: 199175422, appSlug: 'chatgpt-codex-connector' },
    // Cursor Bugbot. `cursor[bot] <206951365+cursor[bot]@users.noreply.github.com>` in public commit
    // trailers; the App is 1210556 (avatars.githubusercontent.com/in/1210556).
    { name: 'bugbot', login: 'cursor[bot]', id: 206951365, appSlug: 'cursor' },
    // Greptile. `165735046+greptile-apps[bot]@users.noreply.github.com` in mat-1/slopcheck
    // src/indicators/commits.rs; the App is 867647.
    { name: 'greptile', login: 'greptile-apps[bot]', id: 165735046, appSlug: 'greptile-apps' },
    // Graphite's reviewer. `96075541+graphite-app[bot]@users.noreply.github.com` in mat-1/slopcheck
    // src/indicators/commits.rs; the App is 158384.
    { name: 'graphite', login: 'graphite-app[bot]', id: 96075541, appSlug: 'graphite-app' },
    // Qodo: one account, renamed from qodo-merge-pro[bot] to qodo-code-review[bot] (both spell
    // `151058649+…@users.noreply.github.com` in public commit trailers); the App is 484649.
    { name: 'qodo', login: 'qodo-code-review[bot]', id: 151058649, appSlug: 'qodo-code-review' },
    // Devin. `Devin <158243242+devin-ai-integration[bot]@users.noreply.github.com>`, the trailer Devin
    // itself writes on its commits (public in many repositories).
    { name: 'devin', login: 'devin-ai-integration[bot]', id: 158243242, appSlug: 'devin-ai-integration' },
    // Ellipsis. `ellipsis-dev[bot] <65095814+ellipsis-dev[bot]@users.noreply.github.com>`, the
    // co-author trailer GitHub writes when a suggestion of Ellipsis is committed (public commits).
    { name: 'ellipsis', login: 'ellipsis-dev[bot]', id: 65095814, appSlug: 'ellipsis-dev' },
    // Amazon Q Developer. `208079219+amazon-q-developer[bot]@users.noreply.github.com` in public bot
    // registries (e.g. CHAOSS-derived lists of AI accounts).
    { name: 'amazon-q', login: 'amazon-q-developer[bot]', id: 208079219, appSlug: 'amazon-q-developer' },
    { name: 'github-actions', login: 'github-actions[bot]', id: 41898282, appSlug: 'github-actions' },
];
/** The account GITHUB_TOKEN acts as: its own comments and pushes come from here. */
const GITHUB_ACTIONS_BOT = KNOWN_BOTS.find((b) => b.name === 'github-actions');
/**
 * Parses one bot reference: a known short name (`coderabbit`) or `login:id`
 * (`my-reviewer[bot]:12345`). Returns null when it is neither.
 */
function parseBotReference(reference) {
    const text = reference.trim();
    const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
    if (known)
        return known;
    const match = /^([A-Za-z0-9][A-Za-z0-9-]*(?:\[bot\])?):(\d{1,12})$/.exec(text);
    if (!match)
        return null;
    return { name: match[1], login: match[1], id: Number(match[2]), appSlug: match[1].replace(/\[bot\]$/, '') };
}
/**
 * Parses one `ship.auto.authors` entry: a known bot's short name or `login[bot]:id` (a Bot, by
 * id), `login:id` (a User, by id), or a bare `login` (a User, by login: entries written before ids
 * keep working for people, and never match a bot). A bare `login[bot]` cannot be matched safely
 * (its id is not known): null, and the caller says what to write.
 */
function parseAuthorReference(reference) {
    const text = reference.trim();
    const known = KNOWN_BOTS.find((b) => b.name === text.toLowerCase());
    if (known)
        return { type: 'Bot', id: known.id, name: known.login };
    const withId = /^([A-Za-z0-9][A-Za-z0-9-]*)(\[bot\])?:(\d{1,12})$/.exec(text);
    if (withId)
        return { type: withId[2] ? 'Bot' : 'User', id: Number(withId[3]), name: `${withId[1]}${withId[2] ?? ''}` };
    if (/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(text))
        return { type: 'User', login: text, name: text };
    return null;
}


/***/ }),

/***/ 77728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   N4: () => (/* binding */ endGroup),
/* harmony export */   Oh: () => (/* binding */ startGroup),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   fe: () => (/* binding */ appendSummary),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
// What a step says to the Actions runner: log lines, workflow commands (`::error::`, `::add-mask::`,
// `::group::`), step outputs and the job summary, written as @actions/core 3 writes them.
//
// tend used @actions/core for these eleven lines, and its index imports its OIDC client, which
// imports @actions/http-client and undici: a megabyte of code compiled before the first decision
// of every run, a run with nothing to do included, for getIDToken, which tend never calls (issue
// #29: a run loads what it runs). The formats are the runner's ("Workflow commands for GitHub
// Actions": the `::command::message` lines with %, CR and LF escaped; GITHUB_OUTPUT's
// `name<<delimiter` blocks; GITHUB_STEP_SUMMARY appended to), the same bytes @actions/core writes.




/** `%`, CR and LF escaped, as the runner reads a command's message back. */
function escapeData(message) {
    return message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function command(name, message) {
    process.stdout.write(`::${name}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
}
function debug(message) {
    command('debug', message);
}
function notice(message) {
    command('notice', message);
}
function warning(message) {
    command('warning', message);
}
function error(message) {
    command('error', message);
}
/** The runner masks `secret` in every later line of the job's log. */
function setSecret(secret) {
    command('add-mask', secret);
}
function startGroup(name) {
    command('group', name);
}
function endGroup() {
    command('endgroup', '');
}
/**
 * A step output: a `name<<delimiter` block appended to GITHUB_OUTPUT, the delimiter random so that
 * no value can end the block early (a value holding it is refused, as @actions/core refuses it);
 * without GITHUB_OUTPUT, the older `::set-output` command.
 */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT || '';
    if (!file) {
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
        process.stdout.write(`::set-output name=${escapeProperty(name)}::${escapeData(value)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
        return;
    }
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: the output ${name} holds its own delimiter "${delimiter}"`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, { encoding: 'utf8' });
}
function escapeProperty(value) {
    return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY); fails when there is none to write to. */
async function appendSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(file, node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.constants.R_OK | node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(file, markdown, { encoding: 'utf8' });
}


/***/ }),

/***/ 55896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bl: () => (/* binding */ matchesAccount),
/* harmony export */   hn: () => (/* binding */ AccountSchema),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// GitHub accounts as tend compares them: by type and numeric id, never by a login alone. Anyone
// can register `coderabbitai` as a user, and GraphQL shows an App's login without the `[bot]`
// suffix REST carries.

/** An account as webhook payloads carry it (`user`, `sender`, `comment.user`). */
const AccountSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({ login: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), id: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
/** True when `account` is one of `bots`: a Bot-typed account with the same id. */
function isBot(account, bots) {
    return account.type === 'Bot' && bots.some((b) => b.id === account.id);
}
/** True when `account` is the one `matcher` names: the same type, and the same id (or, for a person named by login, the same login). */
function matchesAccount(account, matcher) {
    if (account.type !== matcher.type)
        return false;
    return 'id' in matcher ? account.id === matcher.id : account.login.toLowerCase() === matcher.login.toLowerCase();
}


/***/ }),

/***/ 74296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ TendError),
/* harmony export */   TM: () => (/* binding */ RateLimitedError),
/* harmony export */   XQ: () => (/* binding */ RefusalError),
/* harmony export */   cj: () => (/* binding */ RouteError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   xL: () => (/* binding */ ConfigError)
/* harmony export */ });
// Everything the user is told when tend stops on purpose. Each is one line that says what was
// wrong and what is expected, thrown before anything was written; main.ts prints the message as
// it is. Any other error is a bug and is reported as one (still redacted). Kept free of imports
// so main.ts can load it up front.
/** The base of every error whose message is meant for the user as it stands. */
class TendError extends Error {
    name = 'TendError';
}
/** An action input, or the Actions environment, is not what tend needs. */
class InputError extends TendError {
    name = 'InputError';
}
/** `.github/tend.yml` (or the file named by `config-path`) is not valid. */
class ConfigError extends TendError {
    name = 'ConfigError';
}
/** The event cannot be routed: an event tend does not handle, or a malformed payload. */
class RouteError extends TendError {
    name = 'RouteError';
}
/** A request tend must not carry out (no write access, a target that does not exist ...). */
class RefusalError extends TendError {
    name = 'RefusalError';
}
/**
 * GitHub's rate limit for the token will not come back before the job's deadline: the run stops
 * making requests and ends cleanly (exit 0, a warning), since the pull request is not at fault.
 * The message is the one line the summary shows.
 */
class RateLimitedError extends TendError {
    until;
    name = 'RateLimitedError';
    constructor(message, 
    /** When GitHub will answer again. */
    until) {
        super(message);
        this.until = until;
    }
}


/***/ }),

/***/ 96236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GN: () => (/* binding */ ACTIVE_LABEL),
/* harmony export */   hO: () => (/* binding */ HOLD_LABEL),
/* harmony export */   qz: () => (/* binding */ LOGINS_LABEL),
/* harmony export */   vB: () => (/* binding */ LEARNINGS_LABEL)
/* harmony export */ });
// The labels tend reads and writes, named once. The labels that ask for a workflow (`tend:ship`,
// `tend:triage` ...) are declared with their workflow in src/registry/workflows.ts.
/** On every target a workflow of tend holds; the schedule sweep lists targets by it. */
const ACTIVE_LABEL = 'tend:active';
/** A person's brake: tend stops working on a pull request that carries it. */
const HOLD_LABEL = 'tend:hold';
/** On the issue that holds the repository's learnings (store/learnings-store.ts). */
const LEARNINGS_LABEL = 'tend:learnings';
/** On the issue that binds chat logins to GitHub accounts (store/login-bindings.ts). */
const LOGINS_LABEL = 'tend:logins';


/***/ }),

/***/ 5329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hB: () => (/* binding */ MESSAGE_LINK_CHARS),
/* harmony export */   jj: () => (/* binding */ markdownLinkTarget),
/* harmony export */   nh: () => (/* binding */ platformMessageLink)
/* harmony export */ });
// A link to one chat message, as the thread's issue shows it next to the message (or its first
// words, chat.redact-messages): how a reader of the issue finds the message in the channel without
// GitHub holding its text. The link comes from outside (a platform's API answer, a dispatch
// payload), so it is kept only when it is an https URL on that platform's own host: a link that
// points anywhere else (a look-alike host, another scheme) is dropped, never shown.
/** Longest link kept: real permalinks are well under it; anything longer is not one. */
const MESSAGE_LINK_CHARS = 500;
/**
 * The hosts each platform's message links live on. Slack: `https://<workspace>.slack.com/archives/…`
 * (docs.slack.dev chat.getPermalink; auth.test's `url` is the workspace's). Discord:
 * `https://discord.com/channels/<guild or @me>/<channel>/<message>` (discord.js formatters
 * messageLink). Teams: the Graph chatMessage's `webUrl`, `https://teams.microsoft.com/l/message/…`.
 * Mattermost is self-hosted and Lark's hosts are its adapter's: neither has a fixed host here, so
 * neither gets a link from this check.
 */
const HOSTS = {
    slack: (host) => /^[a-z0-9-]+(\.enterprise)?\.slack\.com$/.test(host),
    discord: (host) => host === 'discord.com',
    teams: (host) => host === 'teams.microsoft.com',
};
/** The link when it is an https URL on the platform's host, in its normalised form; else null. */
function platformMessageLink(platform, link) {
    if (!link || link.length > MESSAGE_LINK_CHARS)
        return null;
    const isHost = HOSTS[platform];
    if (!isHost || !URL.canParse(link))
        return null;
    const url = new URL(link);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '' || !isHost(url.hostname))
        return null;
    return url.href;
}
/**
 * The link as a Markdown link destination: characters that could end it or start other Markdown
 * (parentheses, angle brackets, spaces, backticks) are percent-encoded, which keeps the URL the same.
 */
function markdownLinkTarget(link) {
    return link.replace(/[()<>\s`[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}


/***/ }),

/***/ 12258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ redactor),
/* harmony export */   h: () => (/* binding */ containsCredential)
/* harmony export */ });
// Last line of defence for secrets: every text tend publishes (summary, comments, audit, errors)
// passes through here. Known secret values are replaced, and so is anything shaped like a
// credential (GitHub, Anthropic, Slack, AWS), whoever put it there.
// A dash, written plainly or as the state marker writes it (`\u002d`, src/store/marker.ts): a
// credential inside a tracking comment's hidden state is masked like one in its visible text.
const DASH = String.raw `(?:-|\\u002d)`;
const CREDENTIAL_SHAPES = [
    /\bgh[pousr]_[A-Za-z0-9]{20,255}\b/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,255}\b/g,
    new RegExp(String.raw `\bsk${DASH}ant${DASH}(?:[A-Za-z0-9_]|${DASH}){10,}\b`, 'g'),
    new RegExp(String.raw `\bxox[abposr]${DASH}(?:[A-Za-z0-9]|${DASH}){10,}\b`, 'g'),
    /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g,
];
const REDACTED = '***';
/** A function that removes `secrets` (and their base64 forms, as in auth headers) and credential-shaped strings. */
function redactor(secrets) {
    const values = new Set();
    for (const secret of secrets) {
        if (!secret || secret.length < 4)
            continue;
        values.add(secret);
        values.add(secret.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/-/g, '\\u002d')); // as the state marker writes it
        values.add(Buffer.from(secret).toString('base64'));
        values.add(Buffer.from(`x-access-token:${secret}`).toString('base64'));
    }
    const ordered = [...values].sort((a, b) => b.length - a.length);
    return (text) => {
        let out = text;
        for (const value of ordered)
            out = out.split(value).join(REDACTED);
        for (const shape of CREDENTIAL_SHAPES)
            out = out.replace(shape, REDACTED);
        return out;
    };
}
/** True when `text` holds something credential-shaped (used to refuse, not only to mask). */
function containsCredential(text) {
    return CREDENTIAL_SHAPES.some((shape) => {
        shape.lastIndex = 0;
        const found = shape.test(text);
        shape.lastIndex = 0;
        return found;
    });
}


/***/ }),

/***/ 72020:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   Jt: () => (/* binding */ SUMMARY_LIMIT),
/* harmony export */   QY: () => (/* binding */ truncateBytes),
/* harmony export */   W$: () => (/* binding */ COMMENT_LIMIT),
/* harmony export */   sK: () => (/* binding */ capitalise),
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Text helpers every layer shares: GitHub's size caps on what tend writes (longer texts are cut
// with a note saying so), untrusted text made inert, Markdown table cells, sentence case.
const COMMENT_LIMIT = 65_536;
/** The job summary's limit, in UTF-8 bytes (GitHub rule L5). */
const SUMMARY_LIMIT = 1024 * 1024;
/** Cuts `text` to at most `limit` characters, keeping `tail` (e.g. a state marker) intact. */
function truncate(text, limit, tail = '') {
    if (text.length + tail.length <= limit)
        return text + tail;
    const note = `\n\n… truncated: ${text.length - (limit - tail.length - 200)} characters left out (GitHub's limit is ${limit}).\n`;
    return text.slice(0, Math.max(0, limit - tail.length - note.length)) + note + tail;
}
/** `text` cut to at most `limit` characters, an ellipsis saying it was cut. */
function clip(text, limit) {
    return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
/**
 * Cuts `text` to at most `limit` UTF-8 bytes, with a note saying so: the job summary's limit is in
 * bytes (1 MiB per step), and a text of fewer characters than that can still hold more bytes.
 */
function truncateBytes(text, limit) {
    if (Buffer.byteLength(text, 'utf8') <= limit)
        return text;
    const note = `\n\n… truncated: GitHub's limit is ${limit} bytes.\n`;
    const bytes = Buffer.from(text, 'utf8');
    let end = Math.max(0, limit - Buffer.byteLength(note, 'utf8'));
    // Never inside a character: back off over continuation bytes (10xxxxxx) to a character's start.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString('utf8') + note;
}
/**
 * Untrusted or model-written text made inert before tend embeds it in anything it writes (a
 * comment, an issue body, the job summary, TRIAGE.md): it can neither open nor close an HTML
 * comment, so it can neither hide the text around it from the people reading it nor pass for one
 * of tend's hidden markers (`<!-- tend:state ...` and the others), which all start with `<!`.
 * Every `<` that would start `<!` (a comment, declaration or CDATA) or `<?` (a processing
 * instruction, also dropped from the page) becomes `‹` (U+2039), and the `>` of `-->` or `--!>`
 * becomes `›` (U+203A): lookalikes, so the text still reads as written. Idempotent. Apply it last,
 * to the finished text: a later step that removed characters could join `<` and `!` again.
 */
function inert(text) {
    return text.replace(/<(?=[!?])/g, '\u2039').replace(/--(!?)>/g, '--$1\u203a');
}
/** Escapes text for a Markdown table cell, inert (see `inert`). */
function cell(text) {
    return inert(text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' '));
}
/** The text with its first letter in upper case (a reason becomes a sentence). */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ }),

/***/ 41868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ SPOT_CHECK_RESULTS),
/* harmony export */   u: () => (/* binding */ spotCheckFailures)
/* harmony export */ });
// The adversarial validator's spot-check, shared by every workflow that has one (chat's draft
// replies, review's findings): the validator re-reads one cited ref and says whether it supports
// the claim. Code has the last word: a ref the deterministic check found fabricated fails whatever
// the validator says, and only `supports` or `uncheckable` lets a claim through. Pure.
const SPOT_CHECK_RESULTS = ['supports', 'contradicts', 'fabricated', 'uncheckable'];
/** What is wrong with a spot-check of `ref` (empty when it lets the claim through). */
function spotCheckFailures(input) {
    const failures = [];
    if (input.check?.result === 'fabricated' && input.result !== 'fabricated') {
        failures.push(`the validator's spot-check of ${input.ref} said ${input.result}, but the evidence check found it fabricated`);
    }
    if (input.result !== 'supports' && input.result !== 'uncheckable') {
        failures.push(`validator: spot-check of ${input.ref || 'a ref'} is ${input.result}${input.note ? ` (${input.note})` : ''}`);
    }
    return failures;
}


/***/ }),

/***/ 26132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ EvidenceRefSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// The deterministic evidence check's vocabulary, shared by chat (InvestigatorReturn refs) and
// triage (TRIAGE_VERDICT evidence). A claim is checked in code before any model looks at it.

const EVIDENCE_KINDS = ['file', 'log_query', 'git_commit', 'external_doc', 'memory', 'triage_file'];
/**
 * One piece of evidence. A `file` ref is `path:start-end` (or `path:line`) and must carry the
 * verbatim `quote` of those lines, so the deterministic check can compare it byte for byte.
 */
const EvidenceRefSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(EVIDENCE_KINDS),
    ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(2000),
    supports_claim: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(1000),
    quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4000).optional(),
})
    .strict()
    .refine((e) => e.kind !== 'file' || (e.quote !== undefined && e.quote.trim() !== ''), {
    message: 'a file evidence ref must carry the verbatim quote of the lines it cites',
    path: ['quote'],
});


/***/ }),

/***/ 69995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ restFailure),
/* harmony export */   B2: () => (/* binding */ isRequestTimeout),
/* harmony export */   dM: () => (/* binding */ graphqlErrors),
/* harmony export */   iP: () => (/* binding */ requestFailureLine),
/* harmony export */   tv: () => (/* binding */ graphqlPartial)
/* harmony export */ });
/* unused harmony exports refusalHint, connectionFailure */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// What GitHub said when it refused a request, read from octokit's errors: the HTTP status and
// message of a REST refusal, the typed entries of a GraphQL one. The adapters decide what each
// means; anything these cannot read is not a refusal and is rethrown by the caller.

const RestFailure = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    response: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() }).optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
const MessageBody = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
/**
 * A REST error's status and GitHub's `message` (octokit's own message when the body has none).
 * Null for a connection that failed: octokit gives those a 500 of its own, but GitHub said nothing.
 */
function restFailure(error) {
    if (connectionFailure(error))
        return null;
    const parsed = RestFailure.safeParse(error);
    if (!parsed.success)
        return null;
    const body = MessageBody.safeParse(parsed.data.response?.data);
    return { status: parsed.data.status, message: body.success ? body.data.message : parsed.data.message };
}
const GraphqlFailure = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), path: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()])).optional(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() })).min(1),
});
const PartialData = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ data: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()) });
/** The `errors` of a GraphQL response octokit rejected (HTTP 200 with errors), else null. */
function graphqlErrors(error) {
    const parsed = GraphqlFailure.safeParse(error);
    return parsed.success ? parsed.data.errors : null;
}
/**
 * What a request of several fields did when some failed: GitHub answers the fields that worked
 * in `data` (null for the failed ones) beside `errors` carrying each failed field's path. Null
 * when the error is not such an answer (a 5xx, a timeout, a refusal with no data at all).
 */
function graphqlPartial(error) {
    const errors = graphqlErrors(error);
    const partial = PartialData.safeParse(error);
    return errors && partial.success ? { data: partial.data.data, errors } : null;
}
const RateHeaders = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    response: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ headers: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()) }),
});
/**
 * What a person should do about a REST refusal, as one sentence ('' when the status says it all).
 * GitHub answers a rate limit with 403 or 429: a secondary limit says so in its message (often
 * with `retry-after`), a spent primary limit sends `x-ratelimit-remaining: 0`. Only a 403 that is
 * neither is about the token's permissions.
 * (docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#exceeding-the-rate-limit)
 */
function refusalHint(status, message, error) {
    const headers = RateHeaders.safeParse(error).data?.response.headers ?? {};
    if (status === 403 || status === 429) {
        if (/secondary rate limit/i.test(message)) {
            return " That is GitHub's secondary rate limit (too many requests at once), not a permission: tend's next run, or the schedule sweep, goes on where this one stopped.";
        }
        if (String(headers['x-ratelimit-remaining']) === '0') {
            const reset = Number(headers['x-ratelimit-reset']);
            const when = Number.isFinite(reset) && reset > 0 ? ` at ${new Date(reset * 1000).toISOString()}` : '';
            return ` The token's rate limit is spent; it resets${when || ' within the hour'}, and tend's next run goes on from there.`;
        }
    }
    if (status === 401)
        return ' Check the github-token input.';
    if (status === 403)
        return " Check the workflow's permissions block.";
    return '';
}
const RequestFailure = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), request: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ method: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }) });
/**
 * The one line that says what GitHub refused, from an octokit request error: the status, the
 * request, GitHub's message (without octokit's documentation link) and what to do; or, when no
 * answer came, the connection that failed and why; null when `error` is neither.
 */
function requestFailureLine(error, message) {
    const connection = connectionFailure(error);
    if (connection) {
        const what = connection.connected ? `Lost the connection to ${connection.host}` : `Could not connect to ${connection.host}`;
        return `${what}: ${connection.reason} (${connection.request}). Check GITHUB_API_URL and the runner's network; tend's next run goes on from where this one stopped.`;
    }
    const parsed = RequestFailure.safeParse(error);
    if (!parsed.success)
        return null;
    const { status, request } = parsed.data;
    return `GitHub answered ${status} to ${request.method ?? 'a request to'} ${new URL(request.url).pathname}: ${message}.${refusalHint(status, message, error)}`;
}
/** True for the timeout client.ts raises when GitHub does not answer in time (its message says so in one line). */
function isRequestTimeout(error) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ timedOut: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true) }).safeParse(error).success;
}
/**
 * What failed below HTTP, by the system or undici error code at the root of the error: octokit
 * turns a fetch that never got an answer into a RequestError with status 500 and the cause's
 * message ("connect ECONNREFUSED 127.0.0.1:443"), which would read as GitHub's answer.
 */
const CONNECTION_CODES = {
    ECONNREFUSED: { connected: false, reason: 'connection refused' },
    ENOTFOUND: { connected: false, reason: 'the host name does not resolve (DNS)' },
    EAI_AGAIN: { connected: false, reason: 'the DNS lookup failed (temporary failure in name resolution)' },
    ETIMEDOUT: { connected: false, reason: 'the connection timed out' },
    UND_ERR_CONNECT_TIMEOUT: { connected: false, reason: 'the connection timed out' },
    EHOSTUNREACH: { connected: false, reason: 'the host is unreachable' },
    ENETUNREACH: { connected: false, reason: 'the network is unreachable' },
    ECONNRESET: { connected: true, reason: 'the connection was reset' },
    EPIPE: { connected: true, reason: 'the connection was closed while sending' },
    UND_ERR_SOCKET: { connected: true, reason: 'the connection was closed by the other side' },
    UND_ERR_HEADERS_TIMEOUT: { connected: true, reason: 'no answer came in time' },
    UND_ERR_BODY_TIMEOUT: { connected: true, reason: 'the answer stopped coming' },
};
/** TLS refusals (a GitHub Enterprise Server with its own certificate authority, a proxy that intercepts). */
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$)/;
const Caused = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ cause: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() });
const Coded = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
const Aggregate = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ errors: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).min(1) });
const Requested = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ request: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ method: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }) });
/** The failed connection under an octokit request error (its cause chain), or null when GitHub answered. */
function connectionFailure(error) {
    const requested = Requested.safeParse(error);
    if (!requested.success)
        return null;
    const found = connectionReason(error, 0);
    if (found === null)
        return null;
    const url = new URL(requested.data.request.url);
    return { host: url.host, ...found, request: `${requested.data.request.method ?? 'a request to'} ${url.pathname}` };
}
function connectionReason(error, depth) {
    if (depth > 6)
        return null;
    const code = Coded.safeParse(error).data?.code;
    if (code !== undefined && Object.hasOwn(CONNECTION_CODES, code))
        return CONNECTION_CODES[code];
    if (code !== undefined && TLS_CODE.test(code))
        return { connected: false, reason: `the TLS certificate was not accepted (${code})` };
    // Node tries every address of a host (happy eyeballs) and reports them together.
    const first = Aggregate.safeParse(error).data?.errors[0];
    if (first !== undefined) {
        const inner = connectionReason(first, depth + 1);
        if (inner !== null)
            return inner;
    }
    const cause = Caused.safeParse(error).data?.cause;
    return cause === undefined ? null : connectionReason(cause, depth + 1);
}


/***/ }),

/***/ 47616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KZ: () => (/* binding */ threadKeyMarker),
/* harmony export */   mG: () => (/* binding */ threadKeyFromBody),
/* harmony export */   yH: () => (/* binding */ CHAT_LABEL)
/* harmony export */ });
// One GitHub issue per chat thread (label `tend:chat`) holds that thread's state. The watcher
// needs only "which threads are in flight" (open issues with the label), so each issue's body
// carries its thread key on a marker line of its own, readable without parsing the state.
const CHAT_LABEL = 'tend:chat';
const PREFIX = '<!-- tend:chat-thread ';
const SUFFIX = ' -->';
function threadKeyMarker(threadKey) {
    // Thread keys are platform ids joined by ':' (a Teams chat id holds a '/'); refuse anything that could end the HTML comment.
    if (!/^[A-Za-z0-9:._@/\-]+$/.test(threadKey))
        throw new Error(`invalid chat thread key '${threadKey.slice(0, 80)}'`);
    return `${PREFIX}${threadKey}${SUFFIX}`;
}
/**
 * The thread key in an issue body, or null when the body does not START with a valid marker (tend
 * writes it as the first line; one further down is text someone put there). Only an issue tend's
 * account opened is a thread's: the callers match the author too.
 */
function threadKeyFromBody(body) {
    const match = /^\s*<!-- tend:chat-thread ([A-Za-z0-9:._@/\-]+) -->/.exec(body);
    return match?.[1] ?? null;
}


/***/ }),

/***/ 29669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStep: () => (/* binding */ runStep),
  takeHandoff: () => (/* reexport */ takeHandoff)
});

// EXTERNAL MODULE: ./src/config/workflow-commands.ts
var workflow_commands = __webpack_require__(77728);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/config/inputs.ts + 1 modules
var config_inputs = __webpack_require__(36216);
// EXTERNAL MODULE: ./src/route/route.ts + 1 modules
var route = __webpack_require__(63699);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/github/api-errors.ts
var api_errors = __webpack_require__(69995);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/chat/watch/watch-health.ts
var watch_health = __webpack_require__(70876);
// EXTERNAL MODULE: ./src/chat/thread/thread-state.ts
var thread_state = __webpack_require__(43287);
// EXTERNAL MODULE: ./src/review/findings.ts
var findings = __webpack_require__(47212);
// EXTERNAL MODULE: ./src/triage/verdict.ts
var verdict = __webpack_require__(51561);
// EXTERNAL MODULE: ./src/store/target-state.ts
var target_state = __webpack_require__(71692);
;// CONCATENATED MODULE: ./src/llm/mcp/audit-record.ts
// The audit's `mcp` block: each configured server, what became of it and of its tools, and every
// call the model made to one. Names and sizes only where a value could be a secret: the variables
// a server received are listed by name, and the arguments and errors pass the run's redactor.

const McpServerRecordSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    command: schemas/* string */.YjP(),
    /** not-started: no model call needed tools; refused: every tool may write (read-only.ts). */
    status: schemas/* enum */.k5n(['not-started', 'ready', 'failed', 'refused']),
    /** Why it failed or was refused: one line. */
    error: schemas/* string */.YjP().nullable(),
    /** The names of the variables the process received (PATH, HOME and those the entry names). */
    env: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** The server's tool names offered to the model. */
    offered: schemas/* array */.YOg(schemas/* string */.YjP()),
    refused: schemas/* array */.YOg(schemas/* strictObject */.rej({ tool: schemas/* string */.YjP(), reason: schemas/* string */.YjP() })),
});
const McpCallRecordSchema = schemas/* strictObject */.rej({
    server: schemas/* string */.YjP(),
    tool: schemas/* string */.YjP(),
    /** The model's arguments as JSON, redacted, at most 2000 characters. */
    arguments: schemas/* string */.YjP(),
    /** UTF-8 bytes of the result's text as the server sent it, before the cap. */
    result_bytes: schemas/* number */.aig(),
    duration_ms: schemas/* number */.aig(),
    /** The server's error result or the call's failure, one line; null when it answered. */
    error: schemas/* string */.YjP().nullable(),
});
const McpAuditSchema = schemas/* strictObject */.rej({
    servers: schemas/* array */.YOg(McpServerRecordSchema),
    calls: schemas/* array */.YOg(McpCallRecordSchema),
});

;// CONCATENATED MODULE: ./src/report/audit.ts
// The audit artifact: one JSON document per run with every decision and what it cost.
// Its shape is a zod schema so later workflows extend it in one place and tests can parse it.







/** What an implement run did (src/implement/render.ts ImplementReport), as the audit keeps it. */
const ImplementAuditSchema = schemas/* strictObject */.rej({
    branch: schemas/* string */.YjP(),
    base: schemas/* strictObject */.rej({ branch: schemas/* string */.YjP(), commit: schemas/* string */.YjP() }),
    files: schemas/* array */.YOg(schemas/* strictObject */.rej({ path: schemas/* string */.YjP(), created: schemas/* boolean */.zMY() })),
    verify: schemas/* strictObject */.rej({ command: schemas/* string */.YjP(), passed: schemas/* boolean */.zMY(), exitCode: schemas/* number */.aig().nullable(), timedOut: schemas/* boolean */.zMY(), tail: schemas/* string */.YjP() }).nullable(),
    commands: schemas/* array */.YOg(schemas/* strictObject */.rej({ command: schemas/* string */.YjP(), pattern: schemas/* string */.YjP().nullable(), exitCode: schemas/* number */.aig().nullable(), timedOut: schemas/* boolean */.zMY() })),
    commit: schemas/* string */.YjP().nullable(),
    pullRequest: schemas/* strictObject */.rej({ number: schemas/* number */.aig(), url: schemas/* string */.YjP(), created: schemas/* boolean */.zMY() }).nullable(),
    stopped: schemas/* string */.YjP().nullable(),
    title: schemas/* string */.YjP().nullable(),
    summary: schemas/* string */.YjP().nullable(),
});
const target = schemas/* strictObject */.rej({ kind: schemas/* enum */.k5n(['issue', 'pull_request']), number: schemas/* number */.aig() });
const AuditSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    tool: schemas/* literal */.euz('tend'),
    run: schemas/* strictObject */.rej({
        event: schemas/* string */.YjP(),
        repository: schemas/* string */.YjP(),
        startedAt: schemas/* string */.YjP(),
        finishedAt: schemas/* string */.YjP(),
        runUrl: schemas/* string */.YjP().nullable(),
        dryRun: schemas/* boolean */.zMY(),
    }),
    route: schemas/* strictObject */.rej({ action: schemas/* string */.YjP(), detail: schemas/* string */.YjP() }),
    target: target.nullable(),
    outcome: schemas/* strictObject */.rej({ workflow: schemas/* string */.YjP(), state: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }),
    decisions: schemas/* array */.YOg(schemas/* strictObject */.rej({ target: target.nullable(), decision: schemas/* string */.YjP(), why: schemas/* string */.YjP() })),
    threads: schemas/* array */.YOg(schemas/* strictObject */.rej({
        id: schemas/* string */.YjP(),
        path: schemas/* string */.YjP(),
        line: schemas/* number */.aig().nullable(),
        author: schemas/* string */.YjP(),
        severity: schemas/* string */.YjP(),
        decision: schemas/* enum */.k5n(['fix', 'ignore', 'escalate']),
        rationale: schemas/* string */.YjP(),
        commit: schemas/* string */.YjP().nullable(),
        files: schemas/* array */.YOg(schemas/* string */.YjP()),
        resolved: schemas/* boolean */.zMY(),
        llm: schemas/* strictObject */.rej({ input_tokens: schemas/* number */.aig(), output_tokens: schemas/* number */.aig(), cost_usd: schemas/* number */.aig() }).nullable(),
    })),
    merge: schemas/* strictObject */.rej({ merged: schemas/* boolean */.zMY(), sha: schemas/* string */.YjP().nullable(), method: schemas/* string */.YjP().nullable() }).nullable(),
    /** The pull request's head the run ended on (ship, fix) or reviewed (review); absent in audits before it was kept. */
    head: schemas/* string */.YjP().nullable().optional(),
    api: schemas/* strictObject */.rej({ rest: schemas/* number */.aig(), graphql: schemas/* number */.aig() }),
    llm: schemas/* strictObject */.rej({
        input_tokens: schemas/* number */.aig(),
        output_tokens: schemas/* number */.aig(),
        cache_creation_input_tokens: schemas/* number */.aig(),
        cache_read_input_tokens: schemas/* number */.aig(),
        cost_usd: schemas/* number */.aig(),
        calls: schemas/* number */.aig(),
    }),
    trackingCommentId: schemas/* number */.aig().nullable(),
    notes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** chat-watch runs: health per watched channel. */
    chatWatch: schemas/* array */.YOg(watch_health/* ChannelHealthSchema */.$Z).optional(),
    /** Chat-thread runs only. */
    chat: schemas/* strictObject */.rej({
        thread_key: schemas/* string */.YjP(),
        issue: schemas/* number */.aig().nullable(),
        status: schemas/* string */.YjP(),
        badge: schemas/* string */.YjP().nullable(),
        orchestrator_model_tokens: schemas/* literal */.euz(0),
        model_by_role: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* strictObject */.rej({ input_tokens: schemas/* number */.aig(), output_tokens: schemas/* number */.aig(), cost_usd: schemas/* number */.aig(), calls: schemas/* number */.aig() })),
        replies: schemas/* array */.YOg(thread_state/* ReplyLogLineSchema */.Q0),
    })
        .optional(),
    /** TRIAGE.md and TRIAGE_VERDICT.json of a triage run (also written next to the audit file). */
    triage: schemas/* strictObject */.rej({ markdown: schemas/* string */.YjP(), verdict: verdict/* TriageVerdictFileSchema */.vG }).nullable().optional(),
    /** A review run: REVIEW.md, every finding with what became of it, the counts and the model cost. */
    review: findings/* ReviewRecordSchema */.Tw.nullable().optional(),
    /** PLAN.md and the plan as the state keeps it, of a plan run (PLAN.md also next to the audit file). */
    plan: schemas/* strictObject */.rej({ markdown: schemas/* string */.YjP(), record: target_state/* PlanRecordSchema */._w }).nullable().optional(),
    /** IMPLEMENT.md and what an implement run pushed and opened (IMPLEMENT.md also next to the audit file). */
    implement: schemas/* strictObject */.rej({ markdown: schemas/* string */.YjP(), report: ImplementAuditSchema }).nullable().optional(),
    /** The MCP servers `mcp-servers` configures: what became of each and of its tools, and every call (llm/mcp/). */
    mcp: McpAuditSchema.optional(),
});

// EXTERNAL MODULE: ./src/core/redact.ts
var core_redact = __webpack_require__(12258);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(72020);
;// CONCATENATED MODULE: ./src/core/target.ts
// What tend works on: an issue or a pull request of the run's repository, by number.
/** `issue #3`, `pull request #7`, or a dash when the run had no target. */
function targetName(target) {
    if (!target)
        return '—';
    return `${target.kind === 'pull_request' ? 'pull request' : 'issue'} #${target.number}`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts
// The job summary: what happened in this run and why, in Markdown. Pure: text in, text out.


function renderSummary(input) {
    const { result } = input;
    const lines = [
        `## tend · ${result.workflow} · ${result.state}`,
        '',
        `${result.reason}`,
        '',
        '| | |',
        '|---|---|',
        `| Event | \`${(0,core_text/* cell */.Hn)(input.event)}\` on ${(0,core_text/* cell */.Hn)(input.repository)} |`,
        `| Route | ${(0,core_text/* cell */.Hn)(result.route.action)}: ${(0,core_text/* cell */.Hn)(result.route.detail)} |`,
        `| Target | ${(0,core_text/* cell */.Hn)(targetName(result.target))} |`,
        `| State | ${(0,core_text/* cell */.Hn)(result.state)} |`,
        `| GitHub API requests | REST ${input.api.rest} · GraphQL ${input.api.graphql} |`,
    ];
    if (result.llm) {
        const l = result.llm;
        lines.push(`| Model | ${l.calls} call(s) · ${l.input_tokens} input + ${l.cache_read_input_tokens} cached + ${l.cache_creation_input_tokens} cache-write tokens · ${l.output_tokens} output tokens · $${l.cost_usd.toFixed(4)} |`);
    }
    if (input.dryRun)
        lines.push('| Mode | dry run: nothing was written |');
    for (const note of result.notes ?? [])
        lines.push('', `> [!NOTE]\n> ${note}`);
    // Each workflow's own sections (ship's review threads, the watcher's channels).
    for (const section of result.summary ?? [])
        lines.push('', section);
    if (result.decisions.length > 0) {
        lines.push('', '### Decisions', '', '| Target | Decision | Why |', '|---|---|---|');
        for (const d of result.decisions)
            lines.push(`| ${(0,core_text/* cell */.Hn)(targetName(d.target))} | ${(0,core_text/* cell */.Hn)(d.decision)} | ${(0,core_text/* cell */.Hn)(d.why)} |`);
    }
    // Reasons, notes and sections quote paths, comments and model text: inert as a whole (core/text.ts).
    return (0,core_text/* truncateBytes */.QY)((0,core_text/* inert */.tJ)(lines.join('\n')) + '\n', core_text/* SUMMARY_LIMIT */.Jt);
}

;// CONCATENATED MODULE: ./src/report/outputs.ts
// The step's outputs (action.yml `outputs:`): what a later step of the workflow can read about
// the run, all from the audit tend just wrote, so an output never says more than the audit does.
/** Every output by name, as strings (the runner's outputs are text); empty where it does not apply. */
function stepOutputs(audit, run, redact) {
    const threads = (decision) => String(audit.threads.filter((thread) => thread.decision === decision).length);
    const target = audit.target;
    const commentUrl = target !== null && audit.trackingCommentId !== null
        ? `${run.serverUrl}/${run.repository}/${target.kind === 'pull_request' ? 'pull' : 'issues'}/${target.number}#issuecomment-${audit.trackingCommentId}`
        : '';
    return {
        workflow: audit.outcome.workflow,
        target: target ? String(target.number) : '',
        state: audit.outcome.state,
        reason: redact(audit.outcome.reason),
        merged: String(run.merged),
        'audit-path': run.auditPath,
        'comment-id': audit.trackingCommentId === null ? '' : String(audit.trackingCommentId),
        'head-sha': audit.head ?? '',
        'merged-sha': run.merged ? (audit.merge?.sha ?? '') : '',
        'threads-fixed': threads('fix'),
        'threads-ignored': threads('ignore'),
        'threads-escalated': threads('escalate'),
        'findings-posted': String(audit.review?.counts.posted ?? 0),
        'model-calls': String(audit.llm.calls),
        'input-tokens': String(audit.llm.input_tokens),
        'output-tokens': String(audit.llm.output_tokens),
        'cost-usd': audit.llm.cost_usd.toFixed(4),
        'comment-url': commentUrl,
    };
}

;// CONCATENATED MODULE: ./src/report/publish.ts
// Writes what a run did where people and later steps read it: the job summary, the step
// outputs and the audit JSON. Every text passes the redactor on its way out.








async function publish(env, options, result, api) {
    const redact = (0,core_redact/* redactor */.$)(options.secrets);
    const repository = `${env.owner}/${env.repo}`;
    const summary = renderSummary({ event: describeEvent(env), repository, result, api, dryRun: options.dryRun });
    const audit = AuditSchema.parse({
        version: 1,
        tool: 'tend',
        run: {
            event: describeEvent(env),
            repository,
            startedAt: options.startedAt.toISOString(),
            finishedAt: env.now().toISOString(),
            runUrl: env.runUrl ?? null,
            dryRun: options.dryRun,
        },
        route: result.route,
        target: result.target,
        outcome: { workflow: result.workflow, state: result.state, reason: result.reason },
        decisions: result.decisions,
        threads: (result.threads ?? []).map((t) => ({
            id: t.id,
            path: t.path,
            line: t.line,
            author: t.author,
            severity: t.severity,
            decision: t.decision,
            rationale: t.rationale,
            commit: t.commit,
            files: t.files,
            resolved: t.resolved,
            llm: t.llm ?? null,
        })),
        merge: result.merge ?? null,
        head: result.head ?? result.review?.head ?? null,
        api: { rest: api.rest, graphql: api.graphql },
        llm: result.llm ?? { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 },
        trackingCommentId: result.trackingCommentId,
        notes: result.notes ?? [],
        ...(result.chatWatch ? { chatWatch: result.chatWatch } : {}),
        ...(result.chat ? { chat: result.chat } : {}),
        ...(result.triage ? { triage: result.triage } : {}),
        ...(result.review ? { review: result.review } : {}),
        ...(result.plan ? { plan: result.plan } : {}),
        ...(result.implement ? { implement: result.implement } : {}),
        ...(result.mcp ? { mcp: result.mcp } : {}),
    });
    const auditPath = options.auditPath ?? (0,external_node_path_.join)(env.runnerTemp, 'tend', 'audit.json');
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(auditPath), { recursive: true });
    await (0,promises_.writeFile)(auditPath, redact(JSON.stringify(audit, null, 2)) + '\n');
    if (audit.chat && audit.chat.replies.length > 0) {
        // The reply log as an artifact: one JSON line per posted reply (the durable copy is in the thread's issue).
        await (0,promises_.appendFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'replies.ndjson'), audit.chat.replies.map((r) => redact(JSON.stringify(r)) + '\n').join(''));
    }
    if (result.triage) {
        // The workflow's own artifacts, next to the audit, for actions/upload-artifact.
        await (0,promises_.writeFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'TRIAGE.md'), redact(result.triage.markdown.trimEnd()) + '\n');
        await (0,promises_.writeFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'TRIAGE_VERDICT.json'), redact(JSON.stringify(result.triage.verdict, null, 2)) + '\n');
    }
    if (result.plan)
        await (0,promises_.writeFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'PLAN.md'), redact(result.plan.markdown.trimEnd()) + '\n');
    if (result.implement)
        await (0,promises_.writeFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'IMPLEMENT.md'), redact(result.implement.markdown.trimEnd()) + '\n');
    if (result.review)
        await (0,promises_.writeFile)((0,external_node_path_.join)((0,external_node_path_.dirname)(auditPath), 'REVIEW.md'), redact(result.review.markdown.trimEnd()) + '\n');
    await workflow_commands/* appendSummary */.fe(redact(summary));
    for (const [name, value] of Object.entries(stepOutputs(audit, { auditPath, merged: result.merged, serverUrl: env.serverUrl, repository }, redact)))
        workflow_commands/* setOutput */.uH(name, value);
    workflow_commands/* info */.pq(redact(`tend: ${result.workflow} · ${result.state} · ${result.reason}`));
    return audit;
}
/** A run that had nothing to do: the same reports, no API calls. */
async function writeSkipReport(env, inputs, reason) {
    const result = {
        workflow: 'none',
        target: null,
        state: 'skipped',
        // The event and its action lead the line: which of the workflow's triggers came to nothing.
        reason: `Nothing to do for ${[env.eventName, actionOf(env)].filter(Boolean).join(' ')}: ${reason}.`,
        route: { action: 'skip', detail: reason },
        decisions: [],
        merged: false,
        trackingCommentId: null,
    };
    await publish(env, {
        dryRun: inputs['dry-run'],
        auditPath: inputs['audit-path'],
        secrets: (0,config_inputs/* inputSecrets */.Sc)(inputs),
        startedAt: env.now(),
    }, result, { rest: 0, graphql: 0 });
}
function describeEvent(env) {
    const action = actionOf(env);
    return action === undefined ? env.eventName : `${env.eventName} (${action})`;
}
function actionOf(env) {
    const action = env.payload?.action;
    return typeof action === 'string' ? action : undefined;
}

// EXTERNAL MODULE: ./src/config/secret-handoff.ts
var secret_handoff = __webpack_require__(16319);
;// CONCATENATED MODULE: ./src/config/take-handoff.ts
// The re-executed image's side of secret-handoff.ts: reads the step's inputs back from the handoff
// file once and deletes it, before tend starts any other process.




const HandoffSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
/** The inputs by variable name (`INPUT_GITHUB-TOKEN` → value), wherever the handoff left them. */
function takeHandoff(handoff) {
    if (handoff.kind === 'inline')
        return handoff.handed;
    const { file } = handoff;
    if ((0,external_node_path_.basename)(file) !== secret_handoff/* HANDOFF_FILE */.YH || !(0,external_node_path_.basename)((0,external_node_path_.dirname)(file)).startsWith(secret_handoff/* HANDOFF_DIR_PREFIX */.Ch)) {
        throw new Error(`${secret_handoff/* HANDOFF_VARIABLE */.Ui}=${file} is not a handoff file tend wrote; do not set ${secret_handoff/* HANDOFF_VARIABLE */.Ui} in the workflow.`);
    }
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    finally {
        // Gone before tend starts any other process.
        (0,external_node_fs_.rmSync)(file, { force: true });
        (0,external_node_fs_.rmSync)((0,external_node_path_.dirname)(file), { recursive: true, force: true });
        delete process.env[secret_handoff/* HANDOFF_VARIABLE */.Ui];
    }
    const parsed = HandoffSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
        throw new Error(`The secret handoff file ${file} does not hold name → value pairs.`);
    return parsed.data;
}

;// CONCATENATED MODULE: ./src/main.ts
// One step of the action, as the runner runs it (index.ts is the bundle's entry), and the only
// code that reads the Actions environment.
//
// Everything that can be checked without the network is checked first (inputs, the event file,
// routing), so bad input stops the run with one line before any request is made. The GitHub
// client is loaded only after that: @actions/github parses GITHUB_EVENT_PATH when it is imported,
// and a malformed payload must produce our error, not a stack trace.










/**
 * The step: its exit code, 0 or 1. `handOff` takes the inputs handed over outside the environment
 * (secret-handoff.ts), first, before anything can start a process; what it returns are those
 * inputs by variable name. `env` is the step's environment; the job summary and outputs go
 * where the runner reads them (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT; config/workflow-commands.ts).
 */
async function runStep(env, handOff) {
    let handedSecrets = {};
    try {
        handedSecrets = handOff();
        await main(env, handedSecrets);
        return 0;
    }
    catch (error) {
        if (error instanceof errors/* RateLimitedError */.TM) {
            await reportRateLimited(env, error);
            return 0;
        }
        const secrets = [...config_inputs/* SECRET_INPUTS */.pH.map((name) => (0,secret_handoff/* inputVariable */.LO)(name)), ...secret_handoff/* CREDENTIAL_VARIABLES */.eB].map((variable) => handedSecrets[variable] ?? env[variable]);
        const line = (0,core_redact/* redactor */.$)(secrets)(failureLine(error));
        // @actions/core's setFailed would also set process.exitCode: the exit code is this function's answer.
        workflow_commands/* error */.z3(line);
        workflow_commands/* setOutput */.uH('state', 'failed');
        workflow_commands/* setOutput */.uH('reason', line);
        // The summary is where people look first; it says the same one line. Nothing else is written.
        if (env.GITHUB_STEP_SUMMARY)
            await workflow_commands/* appendSummary */.fe(`## tend · stopped\n\n${line}\n`).catch(() => undefined);
        if (env.RUNNER_DEBUG === '1' && error instanceof Error && error.stack)
            workflow_commands/* debug */.Yz((0,core_redact/* redactor */.$)(secrets)(error.stack));
        return 1;
    }
}
async function main(processEnv, handedSecrets) {
    const inputs = (0,config_inputs/* parseInputs */.TL)((name) => handedSecrets[(0,secret_handoff/* inputVariable */.LO)(name)] ?? processEnv[(0,secret_handoff/* inputVariable */.LO)(name)] ?? '', (variable) => handedSecrets[variable] ?? processEnv[variable]);
    for (const value of (0,config_inputs/* inputSecrets */.Sc)(inputs.values))
        if (value)
            workflow_commands/* setSecret */.Pq(value);
    if (inputs.values['github-token'].trim() === '') {
        throw new errors/* InputError */.dz("Input 'github-token' is empty: pass a token (the default is ${{ github.token }}; a workflow that sets permissions: {} gives none).");
    }
    const env = readEnvironment(processEnv);
    // Its YAML parser is loaded only when the input is set: most runs start no MCP server.
    if (inputs.values['mcp-servers'].trim() !== '')
        env.mcp = (await __webpack_require__.e(/* import() */ 759).then(__webpack_require__.bind(__webpack_require__, 30759))).mcpSetup(inputs.values['mcp-servers'], (name) => handedSecrets[name] ?? processEnv[name]);
    // Routed once, here: routing reads the event and the command / number inputs, nothing that
    // .github/tend.yml can change, so a run with nothing to do answers without a single API call.
    const routed = (0,route/* route */.wE)(env.eventName, env.payload, { command: inputs.values.command, number: inputs.values.number, workflow: env.workflow });
    if (routed.action === 'skip') {
        if (routed.notice)
            workflow_commands/* notice */.lm(routed.reason);
        await writeSkipReport(env, inputs.values, routed.reason);
        return;
    }
    const { runTend } = await Promise.all(/* import() */[__webpack_require__.e(443), __webpack_require__.e(523)]).then(__webpack_require__.bind(__webpack_require__, 40523));
    const report = await runTend(env, inputs, routed);
    await publish(env, { dryRun: report.dryRun, auditPath: report.auditPath, secrets: (0,config_inputs/* inputSecrets */.Sc)(inputs.values), startedAt: report.startedAt }, report.result, report.api);
}
function readEnvironment(env) {
    const required = (name, what) => {
        const value = env[name];
        if (!value)
            throw new errors/* InputError */.dz(`${name} is not set: it should hold ${what}, as the Actions runner sets it.`);
        return value;
    };
    const eventName = required('GITHUB_EVENT_NAME', 'the name of the event that started the workflow');
    const eventPath = required('GITHUB_EVENT_PATH', 'the path of the event payload file');
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(eventPath, 'utf8');
    }
    catch {
        throw new errors/* InputError */.dz(`The event payload file GITHUB_EVENT_PATH=${eventPath} cannot be read; the runner writes it for every run.`);
    }
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch {
        throw new errors/* InputError */.dz(`The ${eventName} event payload at ${eventPath} is not valid JSON.`);
    }
    const repository = required('GITHUB_REPOSITORY', 'owner/name of the repository');
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
    if (!match)
        throw new errors/* InputError */.dz(`GITHUB_REPOSITORY is '${repository}'; expected owner/name.`);
    const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, '');
    const runId = env.GITHUB_RUN_ID;
    const retry = env.TEND_RETRY_BASE_MS;
    const rateLimitSecond = env.TEND_RATE_LIMIT_SECOND_MS;
    const timeout = env.TEND_REQUEST_TIMEOUT_MS;
    const poll = env.TEND_POLL_MS;
    const reread = env.TEND_MERGEABILITY_REREAD_MS;
    const pacing = env.TEND_GITHUB_PACING_MS;
    const started = Date.now();
    const fixedStart = env.TEND_NOW ? Date.parse(env.TEND_NOW) : NaN;
    return {
        eventName,
        payload,
        workflow: env.GITHUB_WORKFLOW || undefined,
        workflowRef: env.GITHUB_WORKFLOW_REF || undefined,
        owner: match[1],
        repo: match[2],
        apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
        serverUrl,
        runnerTemp: env.RUNNER_TEMP ?? process.cwd(),
        runUrl: runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
        retryBaseMs: retry && /^\d+$/.test(retry) ? Number(retry) : undefined,
        rateLimitSecondMs: rateLimitSecond && /^\d+$/.test(rateLimitSecond) ? Number(rateLimitSecond) : undefined,
        requestTimeoutMs: timeout && /^\d+$/.test(timeout) ? Number(timeout) : undefined,
        pollMs: poll && /^\d+$/.test(poll) ? Number(poll) : undefined,
        mergeabilityRereadMs: reread && /^\d+$/.test(reread) ? Number(reread) : undefined,
        anthropicBaseUrl: env.ANTHROPIC_BASE_URL || undefined,
        platformBaseUrls: { bedrock: env.ANTHROPIC_BEDROCK_BASE_URL || undefined, vertex: env.ANTHROPIC_VERTEX_BASE_URL || undefined, foundry: env.ANTHROPIC_FOUNDRY_BASE_URL || undefined },
        chatUrls: {
            ...(env.TEND_SLACK_API_URL ? { slack: env.TEND_SLACK_API_URL } : {}),
            ...(env.TEND_DISCORD_API_URL ? { discord: env.TEND_DISCORD_API_URL } : {}),
            ...(env.TEND_MATTERMOST_URL ? { mattermost: env.TEND_MATTERMOST_URL } : {}),
            ...(env.TEND_GRAPH_API_URL ? { teams: env.TEND_GRAPH_API_URL } : {}),
            ...(env.TEND_LARK_API_URL ? { lark: env.TEND_LARK_API_URL } : {}),
        },
        throttle: env.TEND_GITHUB_THROTTLE !== 'off',
        pacingSecondMs: pacing && /^\d+$/.test(pacing) ? Number(pacing) : undefined,
        // TEND_NOW shifts the clock (demos and tests of deadlines); time still advances from there.
        now: Number.isNaN(fixedStart) ? () => new Date() : () => new Date(fixedStart + (Date.now() - started)),
    };
}
/** Known refusals are one line; anything else is a bug and says so, still without secrets. */
function failureLine(error) {
    if (error instanceof errors/* TendError */.GB)
        return error.message;
    // Octokit appends ' - <documentation url>' to GitHub's message; the message is the useful part.
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].replace(/ - https?:\/\/\S+$/, '');
    if (error instanceof Error && (0,api_errors/* isRequestTimeout */.B2)(error))
        return error.message;
    return (0,api_errors/* requestFailureLine */.iP)(error, message) ?? `tend failed: ${message}`;
}
/**
 * GitHub's rate limit ended the run before its job's deadline could: not a failure of the pull
 * request or of tend, so a warning and exit 0. The message holds no secret: tend composed it.
 */
async function reportRateLimited(env, error) {
    workflow_commands/* warning */.$e(error.message);
    workflow_commands/* setOutput */.uH('state', 'rate-limited');
    workflow_commands/* setOutput */.uH('reason', error.message);
    if (env.GITHUB_STEP_SUMMARY)
        await workflow_commands/* appendSummary */.fe(`## tend · paused by GitHub's rate limit\n\n${error.message}\n`).catch(() => undefined);
}


/***/ }),

/***/ 44241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ REGISTRY),
/* harmony export */   q: () => (/* binding */ registryEntry)
/* harmony export */ });
// Every workflow tend runs and every control verb, declared once: its
// label, its comment verb, what it may target, what must be true before it runs, and what it
// leaves behind. Routing, admission, the state schema and the README's tables read this; adding a
// workflow is its folder with a handler.ts, an entry here, and the handler's line in
// src/run/workflows.ts (this file sits below the workflows, so it names them and run/ binds them).
const REGISTRY = {
    ship: {
        kind: 'workflow',
        label: 'tend:ship',
        verb: 'ship',
        targets: ['pull_request'],
        prerequisite: 'none',
        artifact: 'tracking comment (threads, checks, merge)',
        handler: 'ship',
        summary: 'take the pull request to merged',
    },
    fix: {
        kind: 'workflow',
        label: 'tend:fix',
        verb: 'fix',
        targets: ['pull_request'],
        prerequisite: 'none',
        artifact: 'tracking comment (threads answered, fixes pushed)',
        // One pass of ship without the merge: the same machine in fix mode.
        handler: 'ship',
        summary: 'one pass over the review threads, no merge',
    },
    triage: {
        kind: 'workflow',
        label: 'tend:triage',
        verb: 'triage',
        targets: ['issue'],
        prerequisite: 'none',
        artifact: 'TRIAGE.md + TRIAGE_VERDICT.json',
        handler: 'triage',
        summary: 'decide whether the issue is actionable, with evidence',
    },
    review: {
        kind: 'workflow',
        label: 'tend:review',
        verb: 'review',
        targets: ['pull_request'],
        prerequisite: 'none',
        artifact: 'REVIEW.md',
        handler: 'review',
        summary: 'read the diff in full and post verified findings as one review',
    },
    plan: {
        kind: 'workflow',
        label: 'tend:plan',
        verb: 'plan',
        targets: ['issue'],
        prerequisite: 'triaged',
        artifact: 'PLAN.md',
        handler: 'plan',
        summary: 'write an implementation plan for a triaged issue',
    },
    implement: {
        kind: 'workflow',
        label: 'tend:implement',
        verb: 'implement',
        targets: ['issue'],
        prerequisite: 'planned',
        artifact: 'IMPLEMENT.md + a pull request from tend/issue-N',
        handler: 'implement',
        summary: 'open a pull request that carries out the plan (never merges)',
    },
    chat: {
        kind: 'workflow',
        // Marks the issue that holds a chat thread awaiting approval; never a request to start one.
        label: null,
        verb: null,
        targets: ['issue'],
        prerequisite: 'none',
        artifact: 'chat thread issue with the drafted reply',
        handler: 'chat',
        summary: 'investigate a chat question and draft a reply for approval (repository_dispatch tend-chat)',
    },
    status: {
        kind: 'control',
        label: 'tend:status',
        verb: 'status',
        targets: ['issue', 'pull_request'],
        prerequisite: 'none',
        artifact: 'a reply comment',
        handler: 'status',
        summary: 'answer with the current state',
    },
    stop: {
        kind: 'control',
        label: 'tend:stop',
        verb: 'stop',
        targets: ['issue', 'pull_request'],
        prerequisite: 'none',
        artifact: 'tracking comment (stopped)',
        handler: 'stop',
        summary: 'stop working on this target',
    },
    approve: {
        kind: 'control',
        label: 'tend:approve',
        verb: 'approve',
        targets: ['issue'],
        prerequisite: 'chat-draft',
        artifact: 'the approved reply, posted to the chat',
        handler: 'chat-decision',
        summary: 'approve a drafted chat reply',
    },
    reject: {
        kind: 'control',
        label: 'tend:reject',
        verb: 'reject',
        targets: ['issue'],
        prerequisite: 'chat-draft',
        artifact: 'tracking comment (rejected)',
        handler: 'chat-decision',
        summary: 'reject a drafted chat reply',
    },
    // The learnings verbs act on the repository's learnings, not on the target they are given on: they
    // hold no target (control), and a label cannot carry a directive or a number (verbs only).
    remember: {
        kind: 'control',
        label: null,
        verb: 'remember',
        targets: ['issue', 'pull_request'],
        prerequisite: 'none',
        artifact: 'a learning on the tend:learnings issue, and a reply comment',
        handler: 'learnings',
        summary: 'record a review-policy directive as a learning (`/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`)',
    },
    learnings: {
        kind: 'control',
        label: null,
        verb: 'learnings',
        targets: ['issue', 'pull_request'],
        prerequisite: 'none',
        artifact: 'a reply comment listing the learnings',
        handler: 'learnings',
        summary: 'list the learnings tend applies',
    },
    forget: {
        kind: 'control',
        label: null,
        verb: 'forget',
        targets: ['issue', 'pull_request'],
        prerequisite: 'none',
        artifact: 'the learning marked forgotten, and a reply comment',
        handler: 'learnings',
        summary: 'remove learning N (`/tend forget N`)',
    },
};
function registryEntry(name) {
    return Object.hasOwn(REGISTRY, name) ? REGISTRY[name] : null;
}


/***/ }),

/***/ 47212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tw: () => (/* binding */ ReviewRecordSchema),
/* harmony export */   XX: () => (/* binding */ ModelReviewSchema),
/* harmony export */   uX: () => (/* binding */ MAX_SUGGESTION_LINES)
/* harmony export */ });
/* unused harmony exports FINDING_SEVERITIES, MAX_FINDINGS, ProposedFindingSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// The vocabulary of a review: what the model proposes (zod-validated, never prose to parse) and
// what tend makes of each proposal after the evidence check and the validator.

const FINDING_SEVERITIES = ['critical', 'major', 'minor', 'nitpick'];
/** Findings the model may propose in one review; more are a sign it is listing style, not defects. */
const MAX_FINDINGS = 20;
/** A suggestion replaces the cited lines; longer than this it is not a small replacement. */
const MAX_SUGGESTION_LINES = 12;
const ProposedFindingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500).describe('The file, relative to the repository root, at the head commit.'),
    start_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().describe('First cited line at the head commit (1-based).'),
    end_line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().describe('Last cited line at the head commit (inclusive).'),
    quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(4000).describe('The cited lines, verbatim, as they are at the head commit.'),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FINDING_SEVERITIES),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(120).describe('One line: what is wrong.'),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(2000).describe('Why it is wrong and what to do, in a few sentences.'),
    suggestion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .max(4000)
        .nullable()
        .describe('The complete replacement text for exactly the cited lines when the fix is small; null otherwise.'),
})
    .strict()
    .refine((f) => f.end_line >= f.start_line, { message: 'end_line must not be before start_line', path: ['end_line'] });
const ModelReviewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(2000).describe('Two or three sentences on the change as a whole.'),
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ProposedFindingSchema).max(MAX_FINDINGS),
})
    .strict();
/** A review run's record in the audit (and REVIEW.md next to it): its decisions and its cost. */
const ReviewRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    markdown: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    head: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    counts: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        proposed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        posted: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        droppedByEvidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        rejectedByValidator: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        rejectedForLearning: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        repeated: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    }),
    findings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        lines: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ start: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), end: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }),
        quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FINDING_SEVERITIES),
        title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        suggestion: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        survivedEvidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        survivedValidator: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(),
        validator: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), learningId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable() }).nullable(),
        repeated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    })),
    reviewId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
});


/***/ }),

/***/ 63699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _p: () => (/* binding */ isOwnAccount),
  wE: () => (/* binding */ route)
});

// UNUSED EXPORTS: FORK_READ_ONLY

// EXTERNAL MODULE: ./src/config/known-bots.ts
var known_bots = __webpack_require__(7308);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
// EXTERNAL MODULE: ./src/core/account.ts
var account = __webpack_require__(55896);
;// CONCATENATED MODULE: ./src/route/events.ts
// The parts of each webhook payload tend reads, validated with zod. Payloads carry far more;
// schemas are loose objects so extra fields pass, but every field tend uses must be there and
// have the right type, or the run stops with one line saying which.


const events_account = account/* AccountSchema */.hn;
const label = schemas/* looseObject */._H3({ name: schemas/* string */.YjP() });
const repository = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    full_name: schemas/* string */.YjP(),
    owner: schemas/* looseObject */._H3({ login: schemas/* string */.YjP() }),
    default_branch: schemas/* string */.YjP().optional(),
});
const prRef = schemas/* looseObject */._H3({ number: schemas/* number */.aig() });
const issue = schemas/* looseObject */._H3({
    number: schemas/* number */.aig(),
    title: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullable().optional(),
    user: events_account,
    labels: schemas/* array */.YOg(label).optional(),
    pull_request: schemas/* looseObject */._H3({}).optional(),
    state: schemas/* string */.YjP().optional(),
});
const pullRequest = schemas/* looseObject */._H3({
    number: schemas/* number */.aig(),
    title: schemas/* string */.YjP(),
    user: events_account,
    draft: schemas/* boolean */.zMY().optional(),
    state: schemas/* string */.YjP(),
    // `head.repo` is the repository the head lives in: a fork's, or null once the fork is deleted.
    head: schemas/* looseObject */._H3({ sha: schemas/* string */.YjP(), ref: schemas/* string */.YjP(), repo: schemas/* looseObject */._H3({ full_name: schemas/* string */.YjP() }).nullable().optional() }),
    base: schemas/* looseObject */._H3({ ref: schemas/* string */.YjP() }),
    labels: schemas/* array */.YOg(label).optional(),
});
const EventSchemas = {
    issue_comment: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        issue,
        comment: schemas/* looseObject */._H3({ id: schemas/* number */.aig(), body: schemas/* string */.YjP(), user: events_account, created_at: schemas/* string */.YjP() }),
        repository,
        sender: events_account,
    }),
    issues: schemas/* looseObject */._H3({ action: schemas/* string */.YjP(), issue, label: label.optional(), repository, sender: events_account }),
    pull_request: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        number: schemas/* number */.aig(),
        pull_request: pullRequest,
        label: label.optional(),
        repository,
        sender: events_account,
    }),
    pull_request_review: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        review: schemas/* looseObject */._H3({ id: schemas/* number */.aig(), user: events_account.nullable(), state: schemas/* string */.YjP() }),
        pull_request: pullRequest,
        repository,
        sender: events_account,
    }),
    pull_request_review_comment: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        comment: schemas/* looseObject */._H3({ id: schemas/* number */.aig(), body: schemas/* string */.YjP(), user: events_account }),
        pull_request: pullRequest,
        repository,
        sender: events_account,
    }),
    // A thread resolved or unresolved: what ship waits on when it left a thread for a person.
    pull_request_review_thread: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        pull_request: pullRequest,
        repository,
        sender: events_account,
    }),
    check_suite: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        check_suite: schemas/* looseObject */._H3({ head_sha: schemas/* string */.YjP(), status: schemas/* string */.YjP().nullable(), pull_requests: schemas/* array */.YOg(prRef) }),
        repository,
        sender: events_account,
    }),
    check_run: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        check_run: schemas/* looseObject */._H3({ head_sha: schemas/* string */.YjP(), name: schemas/* string */.YjP(), status: schemas/* string */.YjP(), pull_requests: schemas/* array */.YOg(prRef) }),
        repository,
        sender: events_account,
    }),
    status: schemas/* looseObject */._H3({ sha: schemas/* string */.YjP(), state: schemas/* string */.YjP(), context: schemas/* string */.YjP(), repository, sender: events_account }),
    // CI on GitHub Actions wakes tend only through this event: check_run / check_suite never start a
    // workflow for suites Actions made (GitHub rule T1). `pull_requests` is empty for fork heads and
    // may name pull requests of other repositories whose head matches, hence the base repository id.
    workflow_run: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        workflow_run: schemas/* looseObject */._H3({
            name: schemas/* string */.YjP().nullable(),
            head_sha: schemas/* string */.YjP().regex(/^[0-9a-f]{40}$/, 'expected a 40-character commit SHA'),
            conclusion: schemas/* string */.YjP().nullable(),
            pull_requests: schemas/* array */.YOg(schemas/* looseObject */._H3({ number: schemas/* number */.aig(), base: schemas/* looseObject */._H3({ repo: schemas/* looseObject */._H3({ id: schemas/* number */.aig() }) }) }).nullable()),
        }),
        repository: repository.extend({ id: schemas/* number */.aig() }),
        sender: events_account,
    }),
    // GitHub sends only the cron expression: the repository comes from GITHUB_REPOSITORY.
    schedule: schemas/* looseObject */._H3({ schedule: schemas/* string */.YjP().optional() }),
    repository_dispatch: schemas/* looseObject */._H3({
        action: schemas/* string */.YjP(),
        client_payload: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(),
        repository,
        sender: events_account,
    }),
    workflow_dispatch: schemas/* looseObject */._H3({
        inputs: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(),
        ref: schemas/* string */.YjP().optional(),
        repository,
        sender: events_account,
    }),
};
function isHandledEvent(name) {
    return Object.hasOwn(EventSchemas, name);
}

// EXTERNAL MODULE: ./src/route/verbs.ts
var verbs = __webpack_require__(47399);
// EXTERNAL MODULE: ./src/store/marker.ts
var marker = __webpack_require__(60471);
// EXTERNAL MODULE: ./src/core/labels.ts
var labels = __webpack_require__(96236);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/github/chat-thread-key.ts
var chat_thread_key = __webpack_require__(47616);
;// CONCATENATED MODULE: ./src/route/route.ts
// Event name + payload → what this run should do, as plain data. No I/O: write-access checks
// and state lookups happen after, in the run, on what this returns.








/** The `command` input that makes a run read the watched chat channels instead of sweeping. */
const CHAT_WATCH = 'chat-watch';
const HANDLED_EVENTS = Object.keys(EventSchemas);
/** The workflow_dispatch command of the Tier-2 chat workflow (examples/chat-investigate.yml). */
const CHAT_TIER2_COMMAND = 'chat-investigate';
function route(eventName, payload, options) {
    // GitHub starts a run only for events the workflow lists: one tend does not act on is a line of
    // the workflow to drop, said in a notice, not a red run in the Actions tab every time it comes.
    if (!isHandledEvent(eventName))
        return { action: 'skip', reason: unhandled(eventName), notice: true };
    const event = validate(eventName, payload);
    if (isForkPullRequestEvent(eventName, event))
        return { action: 'skip', reason: FORK_READ_ONLY, notice: true };
    switch (eventName) {
        case 'issue_comment':
            return routeComment(event);
        case 'issues':
            return routeIssues(event, options);
        case 'pull_request':
            return routePullRequest(event, options);
        case 'pull_request_review': {
            const e = event;
            return advance([pr(e.pull_request.number)], `review ${e.action} by ${e.review.user?.login ?? 'a deleted account'}`);
        }
        case 'pull_request_review_comment': {
            const e = event;
            if ((0,marker/* endsWithOwnMarker */.nu)(e.comment.body, null))
                return skip("this is tend's own review comment");
            return advance([pr(e.pull_request.number)], `review comment ${e.action} by ${e.comment.user.login}`);
        }
        case 'pull_request_review_thread': {
            const e = event;
            return advance([pr(e.pull_request.number)], `review thread ${e.action} by ${e.sender.login}`);
        }
        case 'check_suite': {
            const e = event;
            if (e.action !== 'completed')
                return skip(`check suite ${e.action}; tend waits for completed suites`);
            return checkEvent(e.check_suite.pull_requests, e.check_suite.head_sha, 'check suite completed');
        }
        case 'check_run': {
            const e = event;
            if (e.action !== 'completed')
                return skip(`check run '${e.check_run.name}' ${e.action}; tend waits for completed runs`);
            return checkEvent(e.check_run.pull_requests, e.check_run.head_sha, `check run '${e.check_run.name}' completed`);
        }
        case 'status': {
            const e = event;
            if (e.state === 'pending')
                return skip(`status '${e.context}' is pending`);
            return { action: 'advance-commit', sha: e.sha, cause: `status '${e.context}' is ${e.state}` };
        }
        case 'workflow_run':
            return routeWorkflowRun(event, options);
        case 'schedule': {
            const cause = `schedule ${event.schedule ?? ''}`.trim();
            if (options.command?.trim().toLowerCase() === CHAT_WATCH)
                return { action: 'chat-watch', cause };
            return { action: 'sweep', cause };
        }
        case 'repository_dispatch':
            return routeRepositoryDispatch(event);
        case 'workflow_dispatch':
            return routeWorkflowDispatch(event, options);
    }
}
function validate(eventName, payload) {
    const schema = EventSchemas[eventName];
    const parsed = schema.safeParse(payload);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? `'${issue.path.join('.')}'` : 'the payload';
    const expected = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
    throw new errors/* RouteError */.cj(`The ${eventName} event payload is malformed: ${where}: ${expected}.`);
}
function routeComment(e) {
    const target = { kind: e.issue.pull_request ? 'pull_request' : 'issue', number: e.issue.number };
    // The loop guard looks at the marker that ends the comment, whoever wrote it: an App token's
    // account is not known here (P9 asks for account AND marker where tend decides what is its own;
    // here it only declines to act, which is safe either way).
    if ((0,marker/* endsWithOwnMarker */.nu)(e.comment.body, null))
        return skip("this is tend's own comment");
    if (e.action !== 'created')
        return skip(`comment ${e.action}; only new comments carry commands`);
    const command = (0,verbs/* parseCommand */.RM)(e.comment.body);
    if (!command) {
        // A review bot's summary comment on a pull request can mean its review is complete. Which bots
        // review is a setting that .github/tend.yml may extend, read only after routing: any App's
        // comment re-enters the run (a person's cannot pass as one: GitHub sets the account type), and
        // the workflow decides on the configured bots, matched by id.
        if (target.kind === 'pull_request' && e.comment.user.type === 'Bot') {
            return advance([target], `comment by review bot ${e.comment.user.login}`);
        }
        if (target.kind === 'issue' && e.comment.user.type !== 'Bot' && (e.issue.labels ?? []).some((l) => l.name === chat_thread_key/* CHAT_LABEL */.yH)) {
            return { action: 'chat-context', number: target.number, comment: { id: e.comment.id, body: e.comment.body, author: e.comment.user, at: e.comment.created_at } };
        }
        return skip('the comment is not a /tend command');
    }
    if (isOwnAccount(e.comment.user))
        return skip("this is tend's own comment");
    if (command.word === '')
        return skip(`'/tend' needs a verb: ${Object.keys(verbs/* VERBS */.hU).join(', ')}`);
    const steering = { actor: e.comment.user, via: 'comment', commentId: e.comment.id, at: e.comment.created_at };
    if (!(0,verbs/* isVerb */.ek)(command.word))
        return { action: 'intent', text: `${command.word} ${command.args}`.trim(), target, steering };
    return commandRoute(command.word, target, steering, command.args);
}
function routeIssues(e, _options) {
    if (e.action === 'unlabeled' && e.label)
        return labelRemoved({ kind: 'issue', number: e.issue.number }, e.label.name, e.sender);
    if (e.action !== 'labeled' || !e.label)
        return skip(`issue ${e.action}; tend acts on tend:<verb> labels`);
    const verb = (0,verbs/* verbFromLabel */.Wp)(e.label.name);
    if (!verb)
        return skip(`label '${e.label.name}' is not a tend label`);
    return commandRoute(verb, { kind: 'issue', number: e.issue.number }, { actor: e.sender, via: 'label' }, '');
}
function routePullRequest(e, _options) {
    const target = pr(e.pull_request.number);
    if (e.action === 'unlabeled' && e.label)
        return labelRemoved(target, e.label.name, e.sender);
    if (e.action === 'labeled') {
        if (!e.label)
            throw new errors/* RouteError */.cj("The pull_request event payload is malformed: 'label': expected object.");
        const verb = (0,verbs/* verbFromLabel */.Wp)(e.label.name);
        if (!verb)
            return skip(`label '${e.label.name}' is not a tend label`);
        return commandRoute(verb, target, { actor: e.sender, via: 'label' }, '');
    }
    if (['opened', 'reopened', 'synchronize', 'ready_for_review', 'edited', 'closed'].includes(e.action)) {
        return advance([target], `pull request ${e.action}`);
    }
    return skip(`pull request ${e.action} needs nothing from tend`);
}
function checkEvent(pulls, sha, cause) {
    // Pull requests from forks are not listed in check or workflow run payloads: find them by head SHA instead.
    if (pulls.length === 0)
        return { action: 'advance-commit', sha, cause };
    return advance(pulls.map((p) => pr(p.number)), cause);
}
function routeWorkflowRun(e, options) {
    const run = e.workflow_run;
    const name = run.name ?? 'a workflow';
    // Decided from the payload alone, so the requested / in_progress deliveries cost no API call.
    if (e.action !== 'completed')
        return skip(`workflow run '${name}' ${e.action}; tend waits for completed runs`);
    if (options.workflow !== undefined && run.name === options.workflow)
        return skip(`workflow run '${name}' is tend's own workflow`);
    const pulls = run.pull_requests.filter((p) => p !== null && p.base.repo.id === e.repository.id);
    return checkEvent(pulls, run.head_sha, `workflow run '${name}' completed (${run.conclusion ?? 'no conclusion'})`);
}
function routeRepositoryDispatch(e) {
    const payload = e.client_payload ?? {};
    if (e.action === 'tend-chat')
        return { action: 'chat', clientPayload: payload, sender: e.sender };
    if (!e.action.startsWith('tend-'))
        return skip(`repository_dispatch '${e.action}' is not for tend`);
    const word = e.action.slice('tend-'.length);
    if (!(0,verbs/* isVerb */.ek)(word))
        return skip(`repository_dispatch '${e.action}' names no verb tend knows`);
    const target = dispatchTarget(word, payload.number, payload.kind, `client_payload.number of repository_dispatch '${e.action}'`);
    return commandRoute(word, target, { actor: e.sender, via: 'repository_dispatch' }, '');
}
function routeWorkflowDispatch(e, options) {
    const inputs = e.inputs ?? {};
    const word = (options.command ?? stringOrUndefined(inputs.command))?.toLowerCase();
    if (!word || word === 'sweep')
        return { action: 'sweep', cause: 'workflow_dispatch' };
    if (word === CHAT_WATCH)
        return { action: 'chat-watch', cause: 'workflow_dispatch' };
    if (word === CHAT_TIER2_COMMAND) {
        const raw = options.number ?? inputs.number;
        const number = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : typeof raw === 'number' ? raw : NaN;
        if (!Number.isInteger(number) || number < 1)
            throw new errors/* RouteError */.cj(`the 'number' input must be the chat thread's issue number for '${CHAT_TIER2_COMMAND}', got ${JSON.stringify(raw ?? null)}.`);
        return { action: 'chat-tier2', number, sender: e.sender };
    }
    if (!(0,verbs/* isVerb */.ek)(word)) {
        throw new errors/* RouteError */.cj(`workflow_dispatch command '${word}' is not a verb tend knows; expected one of: sweep, ${CHAT_WATCH}, ${Object.keys(verbs/* VERBS */.hU).join(', ')}.`);
    }
    const target = dispatchTarget(word, options.number ?? inputs.number, inputs.kind, "the 'number' input");
    return commandRoute(word, target, { actor: e.sender, via: 'workflow_dispatch' }, '');
}
function dispatchTarget(verb, rawNumber, rawKind, what) {
    const number = typeof rawNumber === 'number' ? rawNumber : typeof rawNumber === 'string' && /^\d+$/.test(rawNumber.trim()) ? Number(rawNumber) : NaN;
    if (!Number.isInteger(number) || number < 1) {
        throw new errors/* RouteError */.cj(`${what} must be an issue or pull request number for '${verb}', got ${JSON.stringify(rawNumber ?? null)}.`);
    }
    const targets = verbs/* VERBS */.hU[verb].targets;
    const kind = rawKind === 'issue' || rawKind === 'pull_request' ? rawKind : targets[0];
    return { kind, number };
}
function commandRoute(verb, target, steering, args) {
    const targets = verbs/* VERBS */.hU[verb].targets;
    if (!targets.includes(target.kind)) {
        const noun = target.kind === 'issue' ? 'an issue' : 'a pull request';
        return skip(`'${verb}' does not apply to ${noun} (#${target.number}); it takes ${targets.map((t) => (t === 'issue' ? 'issues' : 'pull requests')).join(' or ')}`);
    }
    return { action: 'command', verb, target, steering, args };
}
/** The labels whose removal tend looks at: each marks something tend still holds. */
const OWN_LABELS = [labels/* ACTIVE_LABEL */.GN, labels/* LEARNINGS_LABEL */.vB, labels/* LOGINS_LABEL */.qz];
/** Decided from the payload alone, so removing any other label costs no API call. */
function labelRemoved(target, label, sender) {
    if (!OWN_LABELS.includes(label))
        return skip(`label '${label}' removed; tend looks only at its own labels (${OWN_LABELS.join(', ')})`);
    if (isOwnAccount(sender))
        return skip(`tend itself removed '${label}'`);
    return { action: 'label-removed', target, label, sender };
}
/** The account GITHUB_TOKEN comments as; an App token's account is recognised by the marker. */
function isOwnAccount(account) {
    return account.type === 'Bot' && account.id === known_bots/* GITHUB_ACTIONS_BOT */.iU.id;
}
function pr(number) {
    return { kind: 'pull_request', number };
}
function advance(targets, cause) {
    return { action: 'advance', targets, cause };
}
/**
 * GitHub gives pull_request and pull_request_review* runs of a fork's pull request a read-only
 * GITHUB_TOKEN and no secrets (private repositories may opt into more; either way nothing is lost
 * by waiting): tend could write nothing there, and trying would only fail the run after a partial
 * read. Comments, the schedule and workflow_run act in the base repository with a write token.
 */
const FORK_READ_ONLY = "read-only token on a fork's pull request event: tend does nothing here; comments, the schedule and workflow_run carry on";
const FORK_READ_ONLY_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment', 'pull_request_review_thread'];
/** Why tend lets an event it does not act on pass, for the run's one line. */
function unhandled(eventName) {
    const why = eventName === 'merge_group' ? 'a merge queue runs your CI, not tend (GitHub merges the group once its required checks pass)' : `tend does not act on ${eventName} events`;
    return `${why}; drop it from the workflow's on: (tend acts on ${HANDLED_EVENTS.join(', ')})`;
}
function isForkPullRequestEvent(eventName, event) {
    if (!FORK_READ_ONLY_EVENTS.includes(eventName))
        return false;
    const e = event;
    const head = e.pull_request.head.repo;
    // Absent: a payload that does not say, so not known to be a fork. Null: the fork was deleted.
    if (head === undefined)
        return false;
    return head === null || head.full_name.toLowerCase() !== e.repository.full_name.toLowerCase();
}
function skip(reason) {
    return { action: 'skip', reason };
}
function stringOrUndefined(value) {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}


/***/ }),

/***/ 47399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Wp: () => (/* binding */ verbFromLabel),
/* harmony export */   ek: () => (/* binding */ isVerb),
/* harmony export */   hU: () => (/* binding */ VERBS)
/* harmony export */ });
/* harmony import */ var _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44241);
/* harmony import */ var _core_labels_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96236);
// The verbs a person (or a trusted bot) can give tend, as a label `tend:<verb>` or a comment
// `/tend <verb>`, and what each may target: the registry's entries that a comment can ask for
// (src/registry/workflows.ts declares them; this is routing's view of it).


const VERBS = Object.fromEntries(Object.keys(_registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M).filter((name) => _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M[name].verb !== null).map((name) => [name, { targets: _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M[name].targets, summary: _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M[name].summary }]));
const LABEL_PREFIX = 'tend:';
/** `tend:hold` is a label-only way to say stop that stays visible on the pull request. */
function isVerb(word) {
    return Object.hasOwn(VERBS, word);
}
/** `/tend ship now` → { verb: 'ship', args: 'now' }; null when the comment is not addressed to tend. */
function parseCommand(body) {
    const firstLine = body.trimStart().split(/\r?\n/, 1)[0] ?? '';
    const match = /^\/tend(?:\s+(\S+))?(?:\s+(.*))?$/i.exec(firstLine.trim());
    if (!match)
        return null;
    return { word: (match[1] ?? '').toLowerCase(), args: (match[2] ?? '').trim() };
}
/** `tend:ship` → 'ship'; `tend:hold` → 'stop'; anything else → null. */
function verbFromLabel(label) {
    const name = label.trim().toLowerCase();
    if (name === _core_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .HOLD_LABEL */ .hO)
        return 'stop';
    if (!name.startsWith(LABEL_PREFIX))
        return null;
    const found = Object.keys(VERBS).find((verb) => _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M[verb].label === name);
    return found ?? null;
}


/***/ }),

/***/ 60471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ encodeMarker),
/* harmony export */   nu: () => (/* binding */ endsWithOwnMarker),
/* harmony export */   rH: () => (/* binding */ decodeMarker),
/* harmony export */   tZ: () => (/* binding */ trailingMarker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
// The hidden state marker inside a tracking comment: `<!-- tend:state {json} -->`.
// The JSON is escaped so it can never close the HTML comment early, whatever strings it holds.
const SUFFIX = ' -->';
/** `kind` names the marker (`state` unless told): a record of another kind is never read as a target's state. */
function encodeMarker(state, kind = 'state') {
    const json = escapeDashesInStrings(JSON.stringify(state)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    return `<!-- tend:${kind} ${json}${SUFFIX}`;
}
/**
 * `-` as `\u002d` inside JSON strings only: a number keeps its minus (`1e-7`, a small model cost,
 * is not JSON with the minus escaped, and its state would be lost).
 */
function escapeDashesInStrings(json) {
    let out = '';
    let inString = false;
    for (let i = 0; i < json.length; i += 1) {
        const c = json[i];
        if (inString && c === '\\') {
            out += c + json[i + 1];
            i += 1;
        }
        else {
            if (c === '"')
                inString = !inString;
            out += inString && c === '-' ? '\\u002d' : c;
        }
    }
    return out;
}
/** The previous release escaped every `-`, numbers' too: gives those minus signs back. */
function repairEscapedNumbers(json) {
    return json.replace(/([0-9][eE]|[:,[])\\u002d(?=[0-9])/g, '$1-');
}
/**
 * The state tend appended to its own comment, parsed: the marker must END the body (trailing
 * whitespace aside), as renderTrackingBody and the chat issue write it; undefined when the body
 * does not end with a marker or it is not JSON. A marker anywhere else (text quoted above it, a
 * file path, a model's rationale) is never read as state, whatever it holds. The JSON never holds
 * `<` or `>` (encodeMarker escapes them), so the match cannot start inside another marker.
 * Read only the bodies of comments tend's own account wrote: the anchor says which marker, the
 * author says whose comment (findOwnRecord).
 */
function decodeMarker(body, kind = 'state') {
    const json = trailingMarker(body, kind);
    if (json === null)
        return undefined;
    try {
        return JSON.parse(json);
    }
    catch {
        try {
            return JSON.parse(repairEscapedNumbers(json));
        }
        catch {
            return undefined;
        }
    }
}
/** Whether the body ends with a state marker (the comment is a record of tend's, if tend wrote it). */
function hasMarker(body) {
    return trailingMarker(body, 'state') !== null;
}
/**
 * What the hidden marker `<!-- tend:<kind> ... -->` that ends `body` carries (trailing whitespace
 * aside), or null when the body does not end with one. Every marker tend writes is the last thing
 * in its body, and all text before it is inert (core/text.ts), so only tend's own marker can be
 * there; match it together with the comment's author, never alone.
 */
function trailingMarker(body, kind) {
    const match = TRAILING_MARKER.exec(body);
    if (!match || match[1] !== kind)
        return null;
    return match[2] ?? '';
}
/** Whether `body` ends with one of tend's markers: of `kind`, or of any kind when `kind` is null. */
function endsWithOwnMarker(body, kind) {
    const match = TRAILING_MARKER.exec(body);
    return match !== null && (kind === null || match[1] === kind);
}
/** `<!-- tend:<kind>[ <content>] -->` at the end; the content holds no `<` or `>`. */
const TRAILING_MARKER = /<!-- tend:([a-z][a-z-]*)(?: ([^<>]*?))? -->\s*$/;


/***/ }),

/***/ 71692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ PLAN_LIMITS),
/* harmony export */   _w: () => (/* binding */ PlanRecordSchema),
/* harmony export */   kE: () => (/* binding */ markCommandComment),
/* harmony export */   kY: () => (/* binding */ transition),
/* harmony export */   ks: () => (/* binding */ writableState),
/* harmony export */   si: () => (/* binding */ markHandled),
/* harmony export */   ue: () => (/* binding */ initialState),
/* harmony export */   un: () => (/* binding */ readState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41514);
/* harmony import */ var _registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44241);
// What tend remembers about one issue or pull request between runs. It lives in the tracking
// comment's marker (GitHub is the database), is versioned, and is validated on every read:
// a marker that does not parse is treated as no state, never trusted half-way.


// Version 1 is also what the previous release wrote: this schema only added the optional
// `ship.settled` summary and room for more thread records, so its markers read as they are.
const STATE_VERSION = 1;
const HISTORY_LIMIT = 20;
const HANDLED_LIMIT = 50;
/** Thread records a marker may hold; the marker's size budget keeps far fewer in practice. */
const THREAD_RECORDS_LIMIT = 1000;
const verb = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(Object.keys(_registry_workflows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY */ .M));
/** What tend did with one review thread, for the tracking comment, the summary and the audit. */
const ThreadRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['critical', 'major', 'minor', 'nitpick', 'unknown']),
    decision: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['fix', 'ignore', 'escalate']),
    rationale: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The commit that applied the fix. */
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** Files the fix changed. */
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    replied: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    resolved: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** The head the decision was made on. */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** What the model spent on this thread, when it was asked. */
    llm: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ input_tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), output_tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), cost_usd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).optional(),
});
/**
 * Thread records summarised out of the marker to keep it under GitHub's comment size limit: what
 * the tracking comment still says about them. Each was recorded in full by the audit artifact and
 * the job summary of the run that answered it; whether a thread was answered is read from GitHub
 * (tend's answer marker in the thread), never from this summary.
 */
const SettledSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    threads: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    fixed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    ignored: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    escalated: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    /** Of those, how many the model judged, and what it spent on them. */
    judged: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    tokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0),
});
/**
 * tend's answer to the findings one review left in its body (outside threads): GitHub has nothing
 * to reply to or resolve there, so tend answers with one issue comment per review and remembers
 * the review here, never answering it twice.
 */
const ReviewBodyRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** The review's node id. */
    review: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    bot: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The commit the review was on. */
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** The id of tend's answering comment; null when it could not be posted. */
    comment: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    answeredAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        startLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        endLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        severity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['critical', 'major', 'minor', 'nitpick', 'unknown']),
        decision: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['ignore', 'escalate']),
        rationale: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }))
        .max(100),
    /** Findings the section announced but tend could not read: they count as escalated. */
    unreadable: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
});
/** The ship / fix workflow's memory of one pull request. */
const ShipStateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['ship', 'fix']),
    /** The head SHA the current phase is about. */
    head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /**
     * The head the request (`/tend ship`, the label, ship.auto) was given on. Later heads go on only
     * when someone with write access pushed them (ship/machine.ts). Absent in older states.
     */
    requestHead: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Fix-and-push rounds done so far. */
    iteration: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    /** Until when to wait for the review bots on `head` (ISO time). */
    reviewDeadline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** Until when to wait for required checks on `head`. */
    checksDeadline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** Heads tend pushed itself: CI may never run on them when pushed with GITHUB_TOKEN. */
    pushed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).max(50),
    threads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ThreadRecordSchema).max(THREAD_RECORDS_LIMIT),
    /** Records summarised out of `threads` (absent until the marker first had to shed some). */
    settled: SettledSchema.optional(),
    merge: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ merged: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), method: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() }).nullable(),
    branchDeleted: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Why the head branch was kept although delete-branch is on (ship/keep-branch.ts); absent otherwise. */
    branchKept: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300).optional(),
    /** Reviews whose body findings tend answered (absent in states written before it read review bodies). */
    reviewBodies: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ReviewBodyRecordSchema).max(100).optional(),
    /**
     * Reviews whose escalated body findings a person with write access settled by asking again
     * (`/tend ship`, the label) after tend's answer: they no longer block the merge.
     */
    settledReviewBodies: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).max(100).optional(),
    /**
     * The head GitHub refused to let tend's token merge (403 on a pull request that changes workflow
     * files: the workflows permission), and why: not tried again on that head (absent until then).
     */
    mergeRefused: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
    /**
     * The head and base on which GitHub was still computing mergeability (UNKNOWN, P7) and tend asked
     * for a sweep to come back: asked once per head and base (ship/mergeability.ts; absent until then).
     */
    mergeabilityWake: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), base: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
    /**
     * The head whose merge conflicts tend tried to settle and left to a person, and why (naming the
     * conflicted files): not tried again on that head (ship/conflicts.ts; absent until then).
     */
    conflictEscalated: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(2000) }).optional(),
    /**
     * Configured review bots judged not installed (account ids): no sign of them on this or the
     * repository's recent pull requests when tend looked (`at`). Absent until tend looked, which it
     * does once per request; the schedule sweep waits only for the other bots, as the run does.
     */
    notInstalledBots: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int()).max(50), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }).optional(),
    /**
     * Review bots tend asked to review a head it pushed (P10): which bot (account id), which head,
     * when (the bot's review window starts then) and how. Once per bot and head.
     */
    /**
     * Bot findings tend left unchanged, handed to a human, or a writer declined, so that a re-raise
     * on a new head is pointed at the earlier decision (ship/declined.ts): `fingerprint:kind:comment`,
     * a hash and the finding's comment id, never its text. The newest 200 (absent until the first).
     */
    declined: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{16}:[ide]:\d{1,19}$/))
        .max(200)
        .optional(),
    /**
     * The final check before merging (`final-check: model`, ship/final-check.ts) on `head`: the
     * blocking findings whose citations held, how many were dropped, why it did not run (null when
     * it ran), and what the model spent on it. Once per head; absent until it first ran.
     */
    finalCheck: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        findings: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500), startLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1), endLine: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1), problem: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000) })).max(20),
        dropped: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
        blocked: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000).nullable(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0),
    })
        .optional(),
    askedAgain: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ bot: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), how: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['request-review', 'comment']) }))
        .max(50)
        .optional(),
    /**
     * What tend did about a head behind its base (ship/behind.ts): the base and head it saw, and the
     * head GitHub's update made (null when GitHub refused, or when tend asked a fork's author
     * instead: `asked`). Once per base and head, so a re-entry never updates twice.
     */
    branchUpdates: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ base: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), from: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), asked: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(), refused: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300).optional() }))
        .max(20)
        .optional(),
    /**
     * What tend did about failing CI (ship/red-ci.ts), newest last: which head and check, the
     * failure's signature (check + first error line), and the answer: a re-run (once per head and
     * check), a revert of tend's own fix, a model fix, or a summary comment. Absent until CI first failed.
     */
    ci: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), check: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), signature: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(300), action: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['rerun', 'revert', 'fix', 'summary']), at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(600).optional() }))
        .max(20)
        .optional(),
    /**
     * Fixes tend offered as a review because it could not push (ship/offer.ts): the review's id, the
     * head they were offered on, the last head checked for them (`checked`), and per thread where its
     * changes are and a hash of their new lines (never the text). A thread leaves once its changes
     * are on the head (resolved then, unless `leaveOpen`) or it is resolved. Absent until the first.
     */
    offers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        review: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
        head: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        checked: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        threads: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
            id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
            leaveOpen: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
            changes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500), start: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1), removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0), lines: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0), sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{16}$/), deleted: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(true).optional() }))
                .min(1)
                .max(50),
        }))
            .max(100),
    }))
        .max(20)
        .optional(),
});
/**
 * The triage verdict an issue holds, kept in the state so plan's prerequisite survives later
 * workflows on the issue (a plan or an implement run replaces status and workflow, not this).
 */
const TriageRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['valid', 'invalid', 'refused']),
    classification: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(40),
    /** The default branch commit the verdict was checked against. */
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
    at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/** Bounds of a plan as the state keeps it (PLAN.md in the comment holds the prose). */
const PLAN_LIMITS = { files: 15, path: 200, note: 200, steps: 12, tests: 8, risks: 6, outOfScope: 6, item: 300, summary: 600 };
/**
 * The plan an issue holds, in the bounded form implement reads it in (src/plan/ writes it). Every
 * file's `status` is tend's own check of the checkout, never the model's word: `exists`, `new`
 * (named as a file to create and absent), `missing` (named as a file to change and absent) or
 * `refused` (not a plain repository path).
 */
const PlanRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.summary),
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.path), change: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['modify', 'create']), status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exists', 'new', 'missing', 'refused']), note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.note) }))
        .max(PLAN_LIMITS.files),
    steps: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.steps),
    tests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.tests),
    risks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.risks),
    outOfScope: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(PLAN_LIMITS.item)).max(PLAN_LIMITS.outOfScope),
    /**
     * The issue's title and body the plan was made from, as a SHA-256 (plan/issue-text.ts): implement
     * carries out the plan only on that same text. Absent in plans written before it existed, which
     * implement therefore refuses (it cannot show the issue unchanged).
     */
    issue: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/) }).optional(),
});
/** What implement opened for the issue: its branch and pull request (absent until it pushed). */
const ImplementRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    branch: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(255),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(64),
    pullRequest: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().nullable(),
    at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const TargetStateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    v: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(STATE_VERSION),
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['issue', 'pull_request']), number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive() }),
    /** The workflow tend is running on this target, null when none was asked for. */
    workflow: verb.nullable(),
    /** Where that workflow stands: `requested`, `stopped`, and each workflow's own states. */
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** Why it stands there, for people. */
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    requestedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ login: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), id: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig() }).nullable(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Keys of events already acted on (comment ids, label deliveries), so a re-delivery is a no-op. */
    handled: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).max(HANDLED_LIMIT),
    /**
     * The newest `/tend` comment acted on (its id). A run that finds a command whose own run was lost
     * (cancelled by a concurrency group, never started) acts only on comments newer than this.
     * Optional: states written before it existed still read.
     */
    lastCommandId: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    history: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), note: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .max(HISTORY_LIMIT),
    /** Present while (and after) ship or fix works on a pull request. */
    ship: ShipStateSchema.optional(),
    /** The issue's latest published triage verdict (absent until triage published one). */
    triage: TriageRecordSchema.optional(),
    /** The issue's latest plan (absent until plan wrote one). */
    plan: PlanRecordSchema.optional(),
    /** What implement pushed and opened (absent until it did). */
    implement: ImplementRecordSchema.optional(),
});
/**
 * The state as tend writes it, refused if tend's own reader would refuse it: a field the strict
 * schema does not know would make the next run read no state at all and forget the target, so a
 * slip in the code fails the run loudly instead of writing a state nothing can read.
 */
function writableState(state) {
    const parsed = TargetStateSchema.safeParse(state);
    if (parsed.success)
        return state;
    const issue = parsed.error.issues[0];
    throw new Error(`tend would write a state it cannot read back (${issue.path.join('.') || 'state'}: ${issue.message}); nothing was written`);
}
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
/** Records `commentId` as the newest command comment acted on (an older one never moves it back). */
function markCommandComment(state, commentId) {
    if (state.lastCommandId !== undefined && state.lastCommandId >= commentId)
        return state;
    return { ...state, lastCommandId: commentId };
}
function markHandled(state, key) {
    if (state.handled.includes(key))
        return state;
    return { ...state, handled: [...state.handled, key].slice(-HANDLED_LIMIT) };
}


/***/ }),

/***/ 51561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ CLASSIFICATIONS),
/* harmony export */   Rw: () => (/* binding */ citationOf),
/* harmony export */   fp: () => (/* binding */ isTriageTerminal),
/* harmony export */   lr: () => (/* binding */ gateVerdict),
/* harmony export */   s$: () => (/* binding */ ModelVerdictSchema),
/* harmony export */   vG: () => (/* binding */ TriageVerdictFileSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41514);
// TRIAGE_VERDICT.json: what the model must answer, and the gate that stands between
// its answer and what tend publishes. The model's word is never enough: every file:line it cites
// must pass the deterministic evidence check, and a bug is only valid with evidence that did
// (a verified citation, or a reproduction by a command tend itself ran). Pure, no I/O.

const CLASSIFICATIONS = ['bug', 'feature', 'refactor', 'docs', 'unclear'];
/** The ladder of reproduction harnesses, lightest first; `none` when no rung was tried. */
const LADDER = ['none', 'unit', 'mocked-unit', 'integration', 'multi-process'];
const EvidenceEntry = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500).optional().describe('Path relative to the repository root'),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).optional().describe('First cited line, 1-based'),
    endLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).optional().describe('Last cited line, inclusive; defaults to line'),
    quote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4000).optional().describe('The verbatim text of the cited lines; checked against the file'),
    note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(2000).optional().describe('What this shows; alone for cross-cutting evidence such as a negative search'),
})
    .refine((e) => e.file !== undefined || (e.note !== undefined && e.note.trim() !== ''), { message: 'each evidence entry needs a file or a note' })
    .refine((e) => e.file === undefined || e.line !== undefined || e.endLine === undefined, { message: 'endLine needs line' })
    .refine((e) => e.endLine === undefined || e.line === undefined || e.endLine >= e.line, { message: 'endLine must not be before line' });
/** The model's answer (the submit_triage tool input). */
const ModelVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    classification: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(CLASSIFICATIONS),
    valid: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().describe('Whether the issue is actionable as described (for a bug: the defect is real)'),
    confidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(4000).describe('The verdict rationale'),
    recommendedNext: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['plan', 'stop']),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(EvidenceEntry).max(20),
    reproduction: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        attempted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        reproduced: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(),
        details: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(4000),
    }),
    highestRung: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(LADDER).describe('The highest rung of the harness ladder tried for a bug; none otherwise'),
    report: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(30_000).describe('TRIAGE.md: the full triage report in Markdown'),
})
    .refine((v) => v.classification === 'bug' || !v.reproduction.attempted, { message: 'reproduction.attempted must be false for a non-bug classification', path: ['reproduction', 'attempted'] })
    .refine((v) => v.reproduction.attempted || v.reproduction.reproduced === null || v.reproduction.reproduced === false, {
    message: 'reproduction.reproduced needs reproduction.attempted',
    path: ['reproduction', 'reproduced'],
});
const PUBLISHED_STATUSES = ['valid', 'invalid', 'refused'];
/** The statuses a triage run ends in: a published verdict, or `failed` when it could not finish. */
function isTriageTerminal(status) {
    return PUBLISHED_STATUSES.includes(status) || status === 'failed';
}
/** What tend publishes: the model's verdict fields, plus the evidence check and why it was refused. */
const TriageVerdictFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1),
    classification: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(CLASSIFICATIONS),
    valid: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    confidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    recommendedNext: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['plan', 'stop']),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(), endLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(), note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), check: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['verified', 'fabricated', 'uncheckable']).optional(), checkReason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() })),
    reproduction: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ attempted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), reproduced: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(), details: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    highestRung: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(LADDER),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PUBLISHED_STATUSES),
    /** Why the model's verdict was not published as it was; null when it was. */
    refusal: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    commands: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(), timedOut: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() })),
});
/** The file citation an evidence entry makes, if any (a file with no line cites its first line, unquoted). */
function citationOf(entry) {
    if (entry.file === undefined)
        return null;
    const startLine = entry.line ?? 1;
    const citation = { path: entry.file, startLine, endLine: entry.endLine ?? startLine };
    return entry.quote !== undefined && entry.line !== undefined ? { ...citation, quote: entry.quote } : citation;
}
/**
 * The gate. `checks` holds one check per evidence entry with a file, in order. Returns what may be
 * published: the model's verdict, or a refusal that is never valid.
 */
function gateVerdict(model, checks, runs, commit) {
    let index = 0;
    const evidence = model.evidence.map((entry) => {
        const out = {};
        if (entry.file !== undefined)
            out.file = entry.file;
        if (entry.line !== undefined)
            out.line = entry.line;
        if (entry.endLine !== undefined)
            out.endLine = entry.endLine;
        if (entry.note !== undefined)
            out.note = entry.note;
        if (entry.file !== undefined) {
            const check = checks[index++];
            if (check) {
                out.check = check.result;
                out.checkReason = check.reason;
            }
        }
        return out;
    });
    const failed = evidence.filter((e) => e.file !== undefined && e.check !== 'verified');
    const base = {
        version: 1,
        classification: model.classification,
        confidence: model.confidence,
        summary: model.summary,
        recommendedNext: model.recommendedNext,
        evidence,
        reproduction: model.reproduction,
        highestRung: model.highestRung,
        commit,
        commands: runs.map((r) => ({ ...r })),
    };
    const refuse = (why) => ({ ...base, valid: false, recommendedNext: 'stop', status: 'refused', refusal: why });
    if (failed.length > 0) {
        const first = failed[0];
        const where = `${first.file}${first.line === undefined ? '' : `:${first.line}${first.endLine !== undefined && first.endLine !== first.line ? `-${first.endLine}` : ''}`}`;
        return refuse(`${failed.length} cited location(s) did not pass the evidence check; first: ${where} is ${first.check ?? 'unchecked'} (${first.checkReason ?? 'no check ran'})`);
    }
    if (model.valid && model.classification === 'bug') {
        const verified = evidence.some((e) => e.check === 'verified');
        // A reproduction counts only if tend itself ran a command for it in this triage.
        const reproduced = model.reproduction.reproduced === true && runs.length > 0;
        if (!verified && !reproduced) {
            return refuse('a bug is valid only with evidence: a file:line citation that passes the check, or a reproduction by an allowed command; this verdict had neither');
        }
    }
    if (model.reproduction.reproduced === true && runs.length === 0) {
        return { ...base, valid: model.valid, reproduction: { ...model.reproduction, reproduced: null, details: `${model.reproduction.details} (not confirmed: tend ran no command in this triage)` }, status: model.valid ? 'valid' : 'invalid', refusal: null };
    }
    return { ...base, valid: model.valid, status: model.valid ? 'valid' : 'invalid', refusal: null };
}


/***/ })

};
