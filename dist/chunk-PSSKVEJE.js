import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  MESSAGE_LINK_CHARS
} from "./chunk-7VBIODQY.js";
import {
  SPOT_CHECK_RESULTS
} from "./chunk-OOR5YXNA.js";
import {
  EvidenceRefSchema
} from "./chunk-N5RTSSSJ.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  strictObject,
  string,
  union
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/thread/returns.ts
var LIMITS = {
  summarySentences: 2,
  draftWords: 300,
  researchNotesWords: 500,
  evidenceRefs: 8,
  confidenceReasonSentences: 1
};
function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
__name(wordCount, "wordCount");
function sentenceCount(text) {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  return trimmed.split(/(?<=[.!?。！？])\s+/).filter((s) => s.trim()).length;
}
__name(sentenceCount, "sentenceCount");
var maxWords = /* @__PURE__ */ __name((n) => (text) => wordCount(text) <= n, "maxWords");
var maxSentences = /* @__PURE__ */ __name((n) => (text) => sentenceCount(text) <= n, "maxSentences");
var InvestigatorReturnSchema = object({
  confidence: _enum(["high", "medium", "low"]),
  confidence_reason: string().min(1).refine(maxSentences(LIMITS.confidenceReasonSentences), "confidence_reason must be one sentence"),
  summary_for_orchestrator: string().min(1).refine(maxSentences(LIMITS.summarySentences), `summary_for_orchestrator must be at most ${LIMITS.summarySentences} sentences`),
  draft_reply: string().min(1).refine(maxWords(LIMITS.draftWords), `draft_reply must be at most ${LIMITS.draftWords} words`),
  draft_language: string().min(1).max(16),
  evidence_refs: array(EvidenceRefSchema).max(LIMITS.evidenceRefs, `at most ${LIMITS.evidenceRefs} evidence_refs`),
  proposed_triage_file: object({ filename: string().min(1), content: string() }).strict().nullable(),
  open_questions: array(string()),
  escalation_requested: boolean(),
  escalation_reason: string().nullable(),
  investigator_round: number().int().min(1),
  research_notes: string().refine(maxWords(LIMITS.researchNotesWords), `research_notes must be at most ${LIMITS.researchNotesWords} words`)
}).strict();
var ValidatorReturnSchema = object({
  verdict: _enum(["pass", "bounce", "escalate"]),
  reasons: array(string()),
  spot_check_ref: string(),
  spot_check_result: _enum(SPOT_CHECK_RESULTS),
  spot_check_note: string(),
  schema_check: _enum(["ok", "fail"]),
  confidence_language_match: _enum(["match", "mismatch"]),
  scope_drift: _enum(["none", "minor", "major"]),
  cross_investigation_consistency: union([literal("consistent"), literal("no_overlap"), string().regex(/^contradicts_.+$/)]),
  risk_gate_check: _enum(["passes", "needs_high_confidence", "fails"]),
  tone_assessment: _enum(["matches", "off", "ai_smell"]),
  bounce_feedback: string().nullable(),
  validator_model: string(),
  validated_at: string()
}).strict();

// src/chat/thread/context.ts
var REPOSITORY_NOUNS = new Set(
  "api apis branch build builds bug bugs cache ci class classes cli commit commits compile config configuration container crash database db dependency dependencies deploy deployment docker endpoint endpoints env error errors exception feature field file files flag function functions handler import input job lib library lint log logs merge method migration module modules output package parameter pipeline query release repo repository request response route schema script server service setting settings stack table test tests timeout token type types validation variable version webhook workflow".split(" ")
);
var DEICTIC = /\b(this|that|it|these|those|the above|same (thing|issue|error|problem)|again|still)\b/i;
var ANCHOR = /`[^`]+`|\b[A-Za-z_$][\w$]*\(\)|[\w.-]+\/[\w./-]+|\b[\w-]+\.(ts|js|tsx|jsx|py|go|rs|java|rb|yml|yaml|json|md|toml|sh|c|h|cpp)\b|https?:\/\/\S+|#\d+|\b[a-z]+[A-Z]\w*|\b\w+_\w+\b|\b[a-z]+-[a-z]+-[a-z-]+\b|\w+(Error|Exception)\b|:\s*"[^"]+"/;
var MIN_QUESTION_WORDS = 4;
function contextNeed(texts) {
  const text = texts.join("\n");
  if (!isLatinScript(text)) return { ask: false, missing: [] };
  const plain = text.replace(/<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, " ");
  const words = plain.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const anchored = ANCHOR.test(text);
  const missing = [];
  if (words.length < MIN_QUESTION_WORDS) missing.push(`the question is ${words.length} word(s) long`);
  if (!anchored && DEICTIC.test(plain)) missing.push("it refers to something not in the thread (which error, command or change?)");
  if (!anchored && !words.some((w) => REPOSITORY_NOUNS.has(w.toLowerCase().replace(/s$/, "")) || REPOSITORY_NOUNS.has(w.toLowerCase()))) {
    missing.push("it names nothing in the repository (a file, function, test, command or error)");
  }
  const ask = missing.length >= 2;
  return { ask, missing: ask ? missing : [] };
}
__name(contextNeed, "contextNeed");
var ENGLISH_STOP_WORDS = new Set(
  "a about after all also am an and any are as at be because been but by can could did do does for from get had has have how i if in into is it its just me my no not of on or our please should so some than that the their them then there these they this to up us was we were what when where which who why will with would you your".split(" ")
);
var ENGLISH_STOP_RATIO = 0.12;
function isLatinScript(text) {
  const letters = text.match(new RegExp("\\p{L}", "gu")) ?? [];
  if (letters.length === 0) return true;
  const latin = letters.filter((c) => new RegExp("\\p{Script=Latin}", "u").test(c)).length;
  return latin / letters.length >= 0.6;
}
__name(isLatinScript, "isLatinScript");
function isNotEnglish(text) {
  const prose = text.replace(/```[\s\S]*?```|`[^`]*`|<@[^>]+>|@\w[\w.-]*|https?:\/\/\S+/g, " ");
  const letters = prose.match(new RegExp("\\p{L}", "gu")) ?? [];
  if (letters.length === 0) return false;
  if (!isLatinScript(prose)) return true;
  const words = (prose.toLowerCase().match(new RegExp("\\p{L}+", "gu")) ?? []).filter((w) => !/\d/.test(w));
  if (words.length < 3) return false;
  const english = words.filter((w) => ENGLISH_STOP_WORDS.has(w)).length;
  return english / words.length < ENGLISH_STOP_RATIO;
}
__name(isNotEnglish, "isNotEnglish");
var GLOSS_CHARS = 600;

// src/chat/thread/thread-state.ts
var CHAT_STATE_VERSION = 1;
var SEEN_LIMIT = 200;
var MESSAGES_LIMIT = 20;
var HISTORY_LIMIT = 60;
var MESSAGE_CHARS = 4e3;
var CONTEXT_ANSWER_CHARS = 2e3;
var CHAT_STATUSES = ["awaiting-context", "investigating", "awaiting-validation", "pending-user", "bounced-round-1", "escalated", "closed"];
var QUESTION_TYPES = ["technical_qa", "status_check", "data_lookup", "api_contract", "other"];
var EvidenceCheckSchema = strictObject({
  ref: string(),
  result: _enum(["verified", "fabricated", "uncheckable"]),
  reason: string()
});
var FinalVerdictSchema = strictObject({
  verdict: _enum(["pass", "bounce", "escalate"]),
  /** What the validator model said, kept to show where code overruled it. */
  model_verdict: _enum(["pass", "bounce", "escalate"]).nullable(),
  reasons: array(string())
});
var RoundSchema = strictObject({
  round: number().int().min(1),
  tier: union([literal(1), literal(2)]),
  evidence_checks: array(EvidenceCheckSchema),
  final: FinalVerdictSchema.nullable()
});
var ReplyLogLineSchema = strictObject({
  chat_id: string(),
  reply_to_message_id: string(),
  posted_message_id: string(),
  posted_at: string(),
  reply_text: string(),
  investigator_task_id: string(),
  validator_verdict: _enum(["pass", "bounce-then-pass", "escalate-then-user-approved", "auto-reply"]),
  investigator_rounds: number().int().min(0),
  was_escalated: boolean(),
  triage_file: string().nullable()
});
var MessageSchema = strictObject({
  message_id: string(),
  sender_id: string(),
  create_time: string(),
  content: string().max(MESSAGE_CHARS),
  is_bot_mention: boolean(),
  /**
   * The text was left out of the thread's issue (chat.redact-messages): `content` is empty, or
   * holds only the message's first words.
   */
  redacted: boolean().optional(),
  /** The message on its platform (core/message-link.ts): how a reader finds it when its text was left out. */
  link: string().max(MESSAGE_LINK_CHARS).optional()
});
var ContextRequestSchema = strictObject({
  asked_at: string(),
  /** What the rules found missing (context.ts), as shown in the request. */
  missing: array(string().max(200)).max(5),
  /** When the investigation goes ahead without an answer. */
  due_at: string(),
  answered_by: string().nullable(),
  answer: string().max(CONTEXT_ANSWER_CHARS).nullable(),
  /** The wait ended without an answer: the investigation went ahead with what the thread had. */
  timed_out: boolean()
});
var GlossSchema = strictObject({
  message_id: string(),
  gloss: string().max(GLOSS_CHARS).nullable(),
  note: string().max(200)
});
var UsageSchema = strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number() });
var ChatThreadStateSchema = strictObject({
  v: literal(CHAT_STATE_VERSION),
  thread_key: string(),
  platform: string(),
  // Identity
  thread_id: string(),
  chat_id: string(),
  chat_name: string(),
  // Origin
  original_message_id: string(),
  original_sender_id: string(),
  original_sender_name: string(),
  question_type: _enum(QUESTION_TYPES),
  /** The message this investigation answers (the newest actionable one). */
  reply_to_message_id: string(),
  // Status machine
  status: _enum(CHAT_STATUSES),
  status_history: array(strictObject({ at: string(), from: string(), to: string() })).max(HISTORY_LIMIT),
  // Subagent tracking
  rubric: string(),
  investigator_task_id: string().nullable(),
  investigator_round: number().int().min(0),
  investigator_return: InvestigatorReturnSchema.nullable(),
  validator_task_id: string().nullable(),
  validator_return: ValidatorReturnSchema.nullable(),
  /** Feedback for round 2, set by a bounce. */
  bounce_feedback: string().nullable(),
  rounds: array(RoundSchema).max(20),
  /** Shown with the draft: ✓ validated, bounced-then-passed, escalated. */
  badge: _enum(["validated", "bounced-then-passed", "escalated"]).nullable(),
  /** Why the draft went to a human without passing (escalation reason). */
  escalation_note: string().nullable(),
  // Tier 2
  is_escalated: boolean(),
  tier2: strictObject({
    workflow: string(),
    dispatched_at: string(),
    reason: string(),
    /** The Tier-2 run's link, once it started. */
    run_url: string().nullable(),
    /** Name of the transcript artifact of that run. */
    transcript_artifact: string()
  }).nullable(),
  // Approval
  draft_pending: string().nullable(),
  user_approved_at: string().nullable(),
  approved_by: string().nullable(),
  /**
   * The digest (approval.ts) of the reply text and target the issue showed when it was approved;
   * the post refuses to send anything else. Absent in states written before it existed.
   */
  approved_digest: string().nullable().default(null),
  /** The exact text being posted; set (and saved) before the post so a crash is visible. */
  posting_text: string().nullable(),
  posted_message_id: string().nullable(),
  triage_file_path: string().nullable(),
  closed_reason: string().nullable(),
  reply_log: array(ReplyLogLineSchema).max(50),
  /** Commands (comment ids) already acted on: GitHub may deliver an issue_comment twice. */
  handled_commands: array(string()).max(50),
  // Idempotency and context
  is_bot_mention: boolean(),
  seen_message_ids: array(string()).max(SEEN_LIMIT),
  messages: array(MessageSchema).max(MESSAGES_LIMIT),
  /** Absent in states written before §5 step 5 was built. */
  context_request: ContextRequestSchema.nullable().default(null),
  /** English glosses of the thread's non-English messages (§5 step 3). */
  glosses: array(GlossSchema).max(MESSAGES_LIMIT).default([]),
  /** Model usage of this thread's investigations and validations. */
  usage: UsageSchema,
  // Timestamps
  started_at: string(),
  /** The create_time of the first message answered: where "time to reply" starts. */
  first_message_at: string(),
  last_event_at: string(),
  closed_at: string().nullable()
});
var EXCERPT_WORDS = 6;
function messageCopy(setting, repositoryIsPrivate) {
  if (setting === true) return "none";
  if (setting === false) return "full";
  return repositoryIsPrivate === true ? "full" : "excerpt";
}
__name(messageCopy, "messageCopy");
function withoutMessageText(state, copy = "none") {
  const scrubbed = withoutQuotes(state, state.messages);
  return {
    ...scrubbed,
    messages: state.messages.map((m) => ({ ...m, content: copy === "excerpt" ? firstWords(m.content) : "", redacted: true })),
    glosses: state.glosses.map((g) => g.gloss === null ? g : { ...g, gloss: copy === "excerpt" ? firstWords(g.gloss) : null, note: copy === "excerpt" ? g.note : "gloss left out of GitHub (chat.redact-messages)" })
  };
}
__name(withoutMessageText, "withoutMessageText");
var QUOTE_WORDS = 5;
function quoteLeftOut(messageId) {
  return `[quote of message ${messageId} left out of GitHub, chat.redact-messages]`;
}
__name(quoteLeftOut, "quoteLeftOut");
function withoutQuotes(value, messages) {
  const shingles = /* @__PURE__ */ new Map();
  const lengths = /* @__PURE__ */ new Set();
  for (const m of messages) {
    const words = wordsOf(m.content).map((w) => w.key);
    const n = Math.min(QUOTE_WORDS, words.length);
    if (n < 3) continue;
    lengths.add(n);
    for (let i = 0; i + n <= words.length; i += 1) shingles.set(words.slice(i, i + n).join(" "), m.message_id);
  }
  if (shingles.size === 0) return value;
  const scrub = /* @__PURE__ */ __name((text) => {
    const words = wordsOf(text);
    const cover = words.map(() => null);
    for (const n of lengths) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const from = shingles.get(words.slice(i, i + n).map((w) => w.key).join(" "));
        if (from !== void 0) for (let j = i; j < i + n; j += 1) cover[j] = from;
      }
    }
    let out = "";
    let at = 0;
    for (let i = 0; i < words.length; i += 1) {
      if (cover[i] === null) continue;
      let end = i;
      while (end + 1 < words.length && cover[end + 1] !== null) end += 1;
      out += text.slice(at, words[i].start) + quoteLeftOut(cover[i]);
      at = words[end].end;
      i = end;
    }
    return at === 0 ? text : out + text.slice(at);
  }, "scrub");
  const walk = /* @__PURE__ */ __name((v) => {
    if (typeof v === "string") return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  }, "walk");
  return walk(value);
}
__name(withoutQuotes, "withoutQuotes");
function publicCopy(value, copy, messages) {
  return copy === "full" ? value : withoutQuotes(value, messages);
}
__name(publicCopy, "publicCopy");
function wordsOf(text) {
  const words = [];
  for (const match of text.matchAll(/[^\s"]+/g)) {
    const key = match[0].toLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "");
    if (key) words.push({ key, start: match.index, end: match.index + match[0].length });
  }
  return words;
}
__name(wordsOf, "wordsOf");
function firstWords(text) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(" ")} \u2026` : words.join(" ");
}
__name(firstWords, "firstWords");
function redactedMessageText(messageId, excerpt = "") {
  return excerpt ? `${excerpt} (message ${messageId}: the rest left out of GitHub, chat.redact-messages)` : `(message ${messageId}: text left out of GitHub, chat.redact-messages)`;
}
__name(redactedMessageText, "redactedMessageText");
function readChatState(decoded) {
  const parsed = ChatThreadStateSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}
__name(readChatState, "readChatState");
var limits = { SEEN_LIMIT, MESSAGES_LIMIT, HISTORY_LIMIT };
var MAX_MARKER_CHARS = 5e4;
function fitForStorage(state, size, limit = MAX_MARKER_CHARS) {
  if (size(state) <= limit) return state;
  const cut = /* @__PURE__ */ __name((text, n) => text.length > n ? `${text.slice(0, n)}\u2026` : text, "cut");
  const steps = [
    (s) => ({ ...s, messages: s.messages.map((m) => ({ ...m, content: cut(m.content, 1e3) })) }),
    (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, research_notes: "" } }),
    (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, evidence_refs: s.investigator_return.evidence_refs.map((r) => r.quote === void 0 ? r : { ...r, quote: cut(r.quote, 300) }) } }),
    (s) => ({ ...s, messages: s.messages.slice(-3).map((m) => ({ ...m, content: cut(m.content, 300) })), status_history: s.status_history.slice(-20) }),
    (s) => ({ ...s, rounds: s.rounds.slice(-2).map((r) => ({ ...r, evidence_checks: r.evidence_checks.map((c) => ({ ...c, reason: cut(c.reason, 200) })) })) })
  ];
  let current = state;
  for (const next of steps) {
    current = next(current);
    if (size(current) <= limit) return current;
  }
  return current;
}
__name(fitForStorage, "fitForStorage");

export {
  InvestigatorReturnSchema,
  ValidatorReturnSchema,
  contextNeed,
  isNotEnglish,
  GLOSS_CHARS,
  CHAT_STATE_VERSION,
  MESSAGE_CHARS,
  CONTEXT_ANSWER_CHARS,
  ReplyLogLineSchema,
  EXCERPT_WORDS,
  messageCopy,
  withoutMessageText,
  publicCopy,
  redactedMessageText,
  readChatState,
  limits,
  fitForStorage
};
