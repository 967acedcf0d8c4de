import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  InvestigatorReturnSchema,
  ValidatorReturnSchema
} from "./chunk-7ZDWGDKY.js";
import {
  MESSAGE_LINK_CHARS
} from "./chunk-UEZY675Q.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  strictObject,
  string,
  union
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/chat/thread/context.ts
var REPOSITORY_NOUNS = new Set(
  "api apis branch build builds bug bugs cache ci class classes cli commit commits compile config configuration container crash database db dependency dependencies deploy deployment docker endpoint endpoints env error errors exception feature field file files flag function functions handler import input job lib library lint log logs merge method migration module modules output package parameter pipeline query release repo repository request response route schema script server service setting settings stack table test tests timeout token type types validation variable version webhook workflow".split(" ")
);
var ENGLISH_STOP_WORDS = new Set(
  "a about after all also am an and any are as at be because been but by can could did do does for from get had has have how i if in into is it its just me my no not of on or our please should so some than that the their them then there these they this to up us was we were what when where which who why will with would you your".split(" ")
);
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
function readChatState(decoded) {
  const parsed = ChatThreadStateSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}
__name(readChatState, "readChatState");

export {
  ReplyLogLineSchema,
  readChatState
};
