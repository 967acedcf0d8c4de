// One chat thread's state, kept in the thread's own GitHub issue (label
// `tend:chat`) as a hidden marker: GitHub is the database, so a dead run loses nothing and two
// threads never share state. Validated with zod on every read; a marker that does not parse is
// no state. Seen message ids, evidence checks, the reply log and usage are kept for the
// orchestrator to be idempotent and for the report to count.

import * as z from 'zod';
import { InvestigatorReturnSchema, ValidatorReturnSchema } from './returns.js';
import { GLOSS_CHARS } from './context.js';
import { MESSAGE_LINK_CHARS } from '../../core/message-link.js';

export const CHAT_STATE_VERSION = 1;
const SEEN_LIMIT = 200;
const MESSAGES_LIMIT = 20;
const HISTORY_LIMIT = 60;
export const MESSAGE_CHARS = 4000;
export const CONTEXT_ANSWER_CHARS = 2000;

const CHAT_STATUSES = ['awaiting-context', 'investigating', 'awaiting-validation', 'pending-user', 'bounced-round-1', 'escalated', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

const QUESTION_TYPES = ['technical_qa', 'status_check', 'data_lookup', 'api_contract', 'other'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

const EvidenceCheckSchema = z.strictObject({
  ref: z.string(),
  result: z.enum(['verified', 'fabricated', 'uncheckable']),
  reason: z.string(),
});

/** The verdict code computed from the validator's fields and the deterministic checks (verdict.ts). */
const FinalVerdictSchema = z.strictObject({
  verdict: z.enum(['pass', 'bounce', 'escalate']),
  /** What the validator model said, kept to show where code overruled it. */
  model_verdict: z.enum(['pass', 'bounce', 'escalate']).nullable(),
  reasons: z.array(z.string()),
});
export type FinalVerdict = z.infer<typeof FinalVerdictSchema>;

/** One investigate → check → validate round, for the issue and the report. */
const RoundSchema = z.strictObject({
  round: z.number().int().min(1),
  tier: z.union([z.literal(1), z.literal(2)]),
  evidence_checks: z.array(EvidenceCheckSchema),
  final: FinalVerdictSchema.nullable(),
});

/** The reply log: one line per posted reply. */
export const ReplyLogLineSchema = z.strictObject({
  chat_id: z.string(),
  reply_to_message_id: z.string(),
  posted_message_id: z.string(),
  posted_at: z.string(),
  reply_text: z.string(),
  investigator_task_id: z.string(),
  validator_verdict: z.enum(['pass', 'bounce-then-pass', 'escalate-then-user-approved', 'auto-reply']),
  investigator_rounds: z.number().int().min(0),
  was_escalated: z.boolean(),
  triage_file: z.string().nullable(),
});
export type ReplyLogLine = z.infer<typeof ReplyLogLineSchema>;

const MessageSchema = z.strictObject({
  message_id: z.string(),
  sender_id: z.string(),
  create_time: z.string(),
  content: z.string().max(MESSAGE_CHARS),
  is_bot_mention: z.boolean(),
  /**
   * The text was left out of the thread's issue (chat.redact-messages): `content` is empty, or
   * holds only the message's first words.
   */
  redacted: z.boolean().optional(),
  /** The message on its platform (core/message-link.ts): how a reader finds it when its text was left out. */
  link: z.string().max(MESSAGE_LINK_CHARS).optional(),
});

/**
 * §5 step 5: the orchestrator asked the human for context on the thread's issue before
 * investigating. The answer is a comment by a person with write access, kept bounded; it reaches
 * the investigator only as quoted data.
 */
const ContextRequestSchema = z.strictObject({
  asked_at: z.string(),
  /** What the rules found missing (context.ts), as shown in the request. */
  missing: z.array(z.string().max(200)).max(5),
  /** When the investigation goes ahead without an answer. */
  due_at: z.string(),
  answered_by: z.string().nullable(),
  answer: z.string().max(CONTEXT_ANSWER_CHARS).nullable(),
  /** The wait ended without an answer: the investigation went ahead with what the thread had. */
  timed_out: z.boolean(),
});
export type ContextRequest = z.infer<typeof ContextRequestSchema>;

/** §5 step 3: a non-English message's English gloss, by the investigator's model (untrusted, bounded), or why there is none. */
const GlossSchema = z.strictObject({
  message_id: z.string(),
  gloss: z.string().max(GLOSS_CHARS).nullable(),
  note: z.string().max(200),
});
export type Gloss = z.infer<typeof GlossSchema>;

const UsageSchema = z.strictObject({ input_tokens: z.number(), output_tokens: z.number(), cost_usd: z.number() });
export type ChatUsage = z.infer<typeof UsageSchema>;

export const ChatThreadStateSchema = z.strictObject({
  v: z.literal(CHAT_STATE_VERSION),
  thread_key: z.string(),
  platform: z.string(),
  // Identity
  thread_id: z.string(),
  chat_id: z.string(),
  chat_name: z.string(),
  // Origin
  original_message_id: z.string(),
  original_sender_id: z.string(),
  original_sender_name: z.string(),
  question_type: z.enum(QUESTION_TYPES),
  /** The message this investigation answers (the newest actionable one). */
  reply_to_message_id: z.string(),
  // Status machine
  status: z.enum(CHAT_STATUSES),
  status_history: z.array(z.strictObject({ at: z.string(), from: z.string(), to: z.string() })).max(HISTORY_LIMIT),
  // Subagent tracking
  rubric: z.string(),
  investigator_task_id: z.string().nullable(),
  investigator_round: z.number().int().min(0),
  investigator_return: InvestigatorReturnSchema.nullable(),
  validator_task_id: z.string().nullable(),
  validator_return: ValidatorReturnSchema.nullable(),
  /** Feedback for round 2, set by a bounce. */
  bounce_feedback: z.string().nullable(),
  rounds: z.array(RoundSchema).max(20),
  /** Shown with the draft: ✓ validated, bounced-then-passed, escalated. */
  badge: z.enum(['validated', 'bounced-then-passed', 'escalated']).nullable(),
  /** Why the draft went to a human without passing (escalation reason). */
  escalation_note: z.string().nullable(),
  // Tier 2
  is_escalated: z.boolean(),
  tier2: z
    .strictObject({
      workflow: z.string(),
      dispatched_at: z.string(),
      reason: z.string(),
      /** The Tier-2 run's link, once it started. */
      run_url: z.string().nullable(),
      /** Name of the transcript artifact of that run. */
      transcript_artifact: z.string(),
    })
    .nullable(),
  // Approval
  draft_pending: z.string().nullable(),
  user_approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  /**
   * The digest (approval.ts) of the reply text and target the issue showed when it was approved;
   * the post refuses to send anything else. Absent in states written before it existed.
   */
  approved_digest: z.string().nullable().default(null),
  /** The exact text being posted; set (and saved) before the post so a crash is visible. */
  posting_text: z.string().nullable(),
  posted_message_id: z.string().nullable(),
  triage_file_path: z.string().nullable(),
  closed_reason: z.string().nullable(),
  reply_log: z.array(ReplyLogLineSchema).max(50),
  /** Commands (comment ids) already acted on: GitHub may deliver an issue_comment twice. */
  handled_commands: z.array(z.string()).max(50),
  // Idempotency and context
  is_bot_mention: z.boolean(),
  seen_message_ids: z.array(z.string()).max(SEEN_LIMIT),
  messages: z.array(MessageSchema).max(MESSAGES_LIMIT),
  /** Absent in states written before §5 step 5 was built. */
  context_request: ContextRequestSchema.nullable().default(null),
  /** English glosses of the thread's non-English messages (§5 step 3). */
  glosses: z.array(GlossSchema).max(MESSAGES_LIMIT).default([]),
  /** Model usage of this thread's investigations and validations. */
  usage: UsageSchema,
  // Timestamps
  started_at: z.string(),
  /** The create_time of the first message answered: where "time to reply" starts. */
  first_message_at: z.string(),
  last_event_at: z.string(),
  closed_at: z.string().nullable(),
});
export type ChatThreadState = z.infer<typeof ChatThreadStateSchema>;

/** What the thread's issue holds of each message (chat.redact-messages, resolved). */
export type MessageCopy = 'full' | 'excerpt' | 'none';

/** How many words of a message `excerpt` keeps: enough to recognise it, too few to carry its content. */
export const EXCERPT_WORDS = 6;

/**
 * chat.redact-messages as a rule: `auto` copies whole messages only into a repository known to be
 * private; a public one, or one whose visibility tend could not read, gets the first words.
 */
export function messageCopy(setting: boolean | 'auto', repositoryIsPrivate: boolean | null): MessageCopy {
  if (setting === true) return 'none';
  if (setting === false) return 'full';
  return repositoryIsPrivate === true ? 'full' : 'excerpt';
}

/**
 * The state with every message's text left out, or cut to its first words: what the thread's
 * issue may hold when the repository's readers should not read the channel. Ids, senders and
 * times stay, so a person can find each message in the channel.
 */
export function withoutMessageText(state: ChatThreadState, copy: Exclude<MessageCopy, 'full'> = 'none'): ChatThreadState {
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
export const QUOTE_WORDS = 5;

/** What stands where a quote of a message was cut out of model text. */
export function quoteLeftOut(messageId: string): string {
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
export function withoutQuotes<T>(value: T, messages: ReadonlyArray<{ message_id: string; content: string }>): T {
  // Runs of QUOTE_WORDS words; a message of 3 or 4 words is a run as a whole (quoting all of it
  // quotes it), while one or two words in common are only words.
  const shingles = new Map<string, string>();
  const lengths = new Set<number>();
  for (const m of messages) {
    const words = wordsOf(m.content).map((w) => w.key);
    const n = Math.min(QUOTE_WORDS, words.length);
    if (n < 3) continue;
    lengths.add(n);
    for (let i = 0; i + n <= words.length; i += 1) shingles.set(words.slice(i, i + n).join(' '), m.message_id);
  }
  if (shingles.size === 0) return value;
  const scrub = (text: string): string => {
    const words = wordsOf(text);
    const cover: Array<string | null> = words.map(() => null);
    for (const n of lengths) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const from = shingles.get(words.slice(i, i + n).map((w) => w.key).join(' '));
        if (from !== undefined) for (let j = i; j < i + n; j += 1) cover[j] = from;
      }
    }
    let out = '';
    let at = 0;
    for (let i = 0; i < words.length; i += 1) {
      if (cover[i] === null) continue;
      let end = i;
      while (end + 1 < words.length && cover[end + 1] !== null) end += 1;
      out += text.slice(at, words[i]!.start) + quoteLeftOut(cover[i]!);
      at = words[end]!.end;
      i = end;
    }
    return at === 0 ? text : out + text.slice(at);
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return scrub(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * What may leave the run for GitHub (the job log and summary, the audit artifact, the Tier-2
 * transcript) of text that can quote the thread: all of it when whole messages may be copied,
 * else the text without its quotes of the messages.
 */
export function publicCopy<T>(value: T, copy: MessageCopy, messages: ReadonlyArray<{ message_id: string; content: string }>): T {
  return copy === 'full' ? value : withoutQuotes(value, messages);
}

/** Each word with where it is, compared without case and the punctuation around it. */
function wordsOf(text: string): Array<{ key: string; start: number; end: number }> {
  const words: Array<{ key: string; start: number; end: number }> = [];
  for (const match of text.matchAll(/[^\s"]+/g)) {
    const key = match[0].toLowerCase().replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if (key) words.push({ key, start: match.index, end: match.index + match[0].length });
  }
  return words;
}

function firstWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')} …` : words.join(' ');
}

/** How a message whose text was left out reads, on the issue and to the model. */
export function redactedMessageText(messageId: string, excerpt = ''): string {
  return excerpt
    ? `${excerpt} (message ${messageId}: the rest left out of GitHub, chat.redact-messages)`
    : `(message ${messageId}: text left out of GitHub, chat.redact-messages)`;
}

export function readChatState(decoded: unknown): ChatThreadState | null {
  const parsed = ChatThreadStateSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

export const limits = { SEEN_LIMIT, MESSAGES_LIMIT, HISTORY_LIMIT } as const;

/** The issue body's limit minus room for the human part: the state marker must always fit. */
export const MAX_MARKER_CHARS = 50_000;

/**
 * The state cut down until `size(state)` fits: older messages and long texts go first, then
 * research notes and quotes (the evidence checks already made from them are kept). The thread
 * key, status, draft and reply log are never cut.
 */
export function fitForStorage(state: ChatThreadState, size: (s: ChatThreadState) => number, limit = MAX_MARKER_CHARS): ChatThreadState {
  if (size(state) <= limit) return state;
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);
  const steps: Array<(s: ChatThreadState) => ChatThreadState> = [
    (s) => ({ ...s, messages: s.messages.map((m) => ({ ...m, content: cut(m.content, 1000) })) }),
    (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, research_notes: '' } }),
    (s) => ({ ...s, investigator_return: s.investigator_return && { ...s.investigator_return, evidence_refs: s.investigator_return.evidence_refs.map((r) => (r.quote === undefined ? r : { ...r, quote: cut(r.quote, 300) })) } }),
    (s) => ({ ...s, messages: s.messages.slice(-3).map((m) => ({ ...m, content: cut(m.content, 300) })), status_history: s.status_history.slice(-20) }),
    (s) => ({ ...s, rounds: s.rounds.slice(-2).map((r) => ({ ...r, evidence_checks: r.evidence_checks.map((c) => ({ ...c, reason: cut(c.reason, 200) })) })) }),
  ];
  let current = state;
  for (const next of steps) {
    current = next(current);
    if (size(current) <= limit) return current;
  }
  return current;
}
