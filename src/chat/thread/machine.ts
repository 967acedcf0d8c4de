// The chat orchestrator's state machine: state + input → next state + actions.
// Plain code, never a model: the orchestrator dispatches, gates and forwards; it never reads
// evidence and never drafts. Pure, so every branch (bounce once, escalate, approve twice, a
// re-delivered dispatch, a run that died half-way) is unit-tested without I/O.

import type { ClassifiedEvent } from '../../core/chat-event.js';
import { platformMessageLink } from '../../core/message-link.js';
import type { InvestigatorReturn, ValidatorReturn } from './returns.js';
import {
  CHAT_STATE_VERSION,
  limits,
  MESSAGE_CHARS,
  type ChatStatus,
  type ChatThreadState,
  type ChatUsage,
  CONTEXT_ANSWER_CHARS,
  type Gloss,
  type QuestionType,
  type ReplyLogLine,
} from './thread-state.js';
import { bounceFeedback, finalVerdict, type EvidenceCheckResult } from './verdict.js';
import { replyDigest, type ShownReply } from './approval.js';
import { contextNeed, GLOSS_CHARS, isNotEnglish } from './context.js';

export interface MachineConfig {
  tier2: { enabled: boolean; workflow: string; thresholdMinutes: number };
  autoReply: { enabled: boolean; workingHours: { start: number; end: number } };
  /** chat.ask-context-minutes: how long to wait for the human's context (§5 step 5); 0 never asks. Absent: 0. */
  askContext?: { minutes: number };
}

export type ChatInput =
  | { kind: 'messages'; threadKey: string; events: readonly ClassifiedEvent[]; at: string }
  | { kind: 'investigated'; result: InvestigatorReturn; checks: readonly EvidenceCheckResult[]; taskId: string; tier: 1 | 2; usage: ChatUsage; at: string }
  | { kind: 'investigation-failed'; reason: string; usage: ChatUsage; at: string }
  | { kind: 'validated'; result: ValidatorReturn; taskId: string; usage: ChatUsage; at: string }
  | { kind: 'validation-failed'; reason: string; usage: ChatUsage; at: string }
  | { kind: 'tier2-dispatched'; ok: boolean; message: string; at: string }
  /** The Tier-2 workflow run starts (or restarts) on the thread's issue. */
  | { kind: 'tier2-start'; runUrl: string | null; at: string }
  /** `eventKey` names the command (its comment id): a re-delivered command is a no-op. */
  /** `shown`: what the thread's issue showed the person approving (approval.ts, shownReply). */
  | { kind: 'approve'; actor: string; text: string | null; eventKey: string; at: string; shown: ShownReply }
  /** The post was refused before anything was sent: its text or target is not what was approved. */
  | { kind: 'post-refused'; reason: string; at: string }
  | { kind: 'reject'; actor: string; reason: string; at: string }
  | { kind: 'posted'; postedMessageId: string; postedAt: string; at: string; auto: boolean }
  /** A comment on the thread's issue by a person with write access (checked by the caller), while tend waits for context. */
  | { kind: 'context-reply'; actor: string; text: string; at: string }
  /** A sweep or any later event looks at a thread that waits for context: past its due time, it goes ahead. */
  | { kind: 'context-due'; at: string }
  /** The English glosses the `gloss` action produced (or why there are none), with what the model spent. */
  | { kind: 'glossed'; glosses: readonly Gloss[]; usage: ChatUsage; at: string };

export type ChatAction =
  | { kind: 'investigate'; round: number; feedback: string | null }
  /** Ask the human, in a comment on the thread's issue, for what `missing` names (§5 step 5). */
  | { kind: 'ask-context'; missing: string[]; dueAt: string }
  /** Gloss these non-English messages in English (§5 step 3). */
  | { kind: 'gloss'; messageIds: string[] }
  | { kind: 'dispatch-tier2'; reason: string }
  | { kind: 'validate' }
  | { kind: 'post'; text: string; auto: boolean }
  | { kind: 'notify'; text: string }
  | { kind: 'close-issue'; reason: string };

interface Step {
  state: ChatThreadState;
  actions: ChatAction[];
  /** One line for the run's decisions: what happened and why. */
  note: string;
}

/** Starting point for a thread seen for the first time. */
export function newThreadState(threadKey: string, first: ClassifiedEvent, at: string): ChatThreadState {
  return {
    v: CHAT_STATE_VERSION,
    thread_key: threadKey,
    platform: first.platform,
    thread_id: first.thread_id ?? first.message_id,
    chat_id: first.chat_id,
    chat_name: first.chat_name,
    original_message_id: first.message_id,
    original_sender_id: first.sender.id,
    original_sender_name: first.sender.id,
    question_type: questionType(first.content),
    reply_to_message_id: first.message_id,
    status: 'investigating',
    status_history: [],
    rubric: '',
    investigator_task_id: null,
    investigator_round: 0,
    investigator_return: null,
    validator_task_id: null,
    validator_return: null,
    bounce_feedback: null,
    rounds: [],
    badge: null,
    escalation_note: null,
    is_escalated: false,
    tier2: null,
    draft_pending: null,
    user_approved_at: null,
    approved_by: null,
    approved_digest: null,
    posting_text: null,
    posted_message_id: null,
    triage_file_path: null,
    closed_reason: null,
    reply_log: [],
    handled_commands: [],
    is_bot_mention: false,
    seen_message_ids: [],
    messages: [],
    context_request: null,
    glosses: [],
    usage: { input_tokens: 0, output_tokens: 0, cost_usd: 0 },
    started_at: at,
    first_message_at: first.create_time,
    last_event_at: at,
    closed_at: null,
  };
}

export function step(state: ChatThreadState, input: ChatInput, config: MachineConfig): Step {
  switch (input.kind) {
    case 'messages':
      return onMessages(state, input, config);
    case 'investigated':
      return onInvestigated(state, input, config);
    case 'investigation-failed':
    case 'validation-failed': {
      const next = addUsage(moveTo(state, 'escalated', input.at), input.usage);
      const draft = next.investigator_return?.draft_reply ?? null;
      return {
        state: { ...next, badge: 'escalated', escalation_note: input.reason, draft_pending: draft },
        actions: [],
        note: `escalated to a human: ${input.reason}`,
      };
    }
    case 'tier2-dispatched': {
      if (input.ok) return { state: { ...state, last_event_at: input.at }, actions: [], note: `Tier 2: ${input.message}` };
      const next = moveTo(state, 'escalated', input.at);
      return { state: { ...next, badge: 'escalated', escalation_note: `Tier 2 could not start: ${input.message}` }, actions: [], note: `escalated: Tier 2 could not start (${input.message})` };
    }
    case 'tier2-start': {
      if (!state.is_escalated || !state.tier2) return { state, actions: [], note: 'this thread was not sent to Tier 2; nothing to do' };
      const next = { ...state, tier2: { ...state.tier2, run_url: input.runUrl }, last_event_at: input.at };
      if (state.status === 'investigating') return { state: next, actions: [{ kind: 'investigate', round: Math.max(1, state.investigator_round), feedback: state.bounce_feedback }], note: 'Tier 2 investigation started' };
      if (state.status === 'bounced-round-1') return { state: next, actions: [{ kind: 'investigate', round: 2, feedback: state.bounce_feedback }], note: 'Tier 2 round 2 started' };
      // A return already written into the issue is validated by whichever run comes next.
      if (state.status === 'awaiting-validation') return { state: next, actions: [{ kind: 'validate' }], note: 'Tier 2 return found in the issue; validating it' };
      return { state, actions: [], note: `the thread is ${state.status}; Tier 2 has nothing left to do` };
    }
    case 'validated':
      return onValidated(state, input, config);
    case 'context-reply': {
      if (state.status !== 'awaiting-context' || !state.context_request) return { state, actions: [], note: `a comment by @${input.actor}, but the thread is ${state.status}: it asked for no context` };
      const request = { ...state.context_request, answered_by: input.actor, answer: input.text.trim().slice(0, CONTEXT_ANSWER_CHARS) };
      return startInvestigation({ ...state, context_request: request }, config, input.at, `@${input.actor} answered the request for context`);
    }
    case 'context-due':
      return onContextDue(state, config, input.at);
    case 'glossed': {
      const byId = new Map(state.glosses.map((g) => [g.message_id, g]));
      for (const g of input.glosses) byId.set(g.message_id, { ...g, gloss: g.gloss === null ? null : g.gloss.slice(0, GLOSS_CHARS) });
      const glosses = [...byId.values()].filter((g) => state.messages.some((m) => m.message_id === g.message_id));
      const made = input.glosses.filter((g) => g.gloss !== null).length;
      return { state: { ...addUsage(state, input.usage), glosses, last_event_at: input.at }, actions: [], note: made > 0 ? `${made} message(s) glossed in English` : `no gloss: ${input.glosses[0]?.note ?? 'nothing to gloss'}` };
    }
    case 'approve':
      return onApprove(state, input);
    case 'post-refused': {
      const reason = `nothing was posted: ${input.reason}`;
      return {
        state: { ...state, posting_text: null, approved_by: null, user_approved_at: null, approved_digest: null, escalation_note: reason, last_event_at: input.at },
        actions: [],
        note: reason,
      };
    }
    case 'reject': {
      if (state.status === 'closed') return { state, actions: [], note: `already closed (${state.closed_reason ?? 'no reason'}); nothing to reject` };
      const next = moveTo(state, 'closed', input.at);
      const reason = `rejected by @${input.actor}${input.reason ? `: ${input.reason}` : ''}`;
      return { state: { ...next, closed_reason: reason, closed_at: input.at, draft_pending: null }, actions: [{ kind: 'close-issue', reason }], note: reason };
    }
    case 'posted': {
      const line: ReplyLogLine = {
        chat_id: state.chat_id,
        reply_to_message_id: state.reply_to_message_id,
        posted_message_id: input.postedMessageId,
        posted_at: input.postedAt,
        reply_text: state.posting_text ?? '',
        investigator_task_id: state.investigator_task_id ?? '',
        validator_verdict: input.auto ? 'auto-reply' : replyVerdict(state),
        investigator_rounds: state.investigator_round,
        was_escalated: state.is_escalated,
        triage_file: state.triage_file_path,
      };
      const next = moveTo(state, 'closed', input.at);
      const reason = input.auto ? 'auto-replied (V2: all seven preconditions held)' : `reply posted after approval by @${state.approved_by ?? 'unknown'}`;
      return {
        state: { ...next, posted_message_id: input.postedMessageId, reply_log: [...state.reply_log, line].slice(-50), closed_at: input.at, closed_reason: reason, draft_pending: null },
        // The seventh auto-reply precondition: a human hears about every auto-reply.
        actions: input.auto ? [{ kind: 'notify', text: `Auto-replied in ${state.chat_name || state.chat_id}: message ${input.postedMessageId}. Review it and revoke auto-reply if it was wrong.` }, { kind: 'close-issue', reason }] : [{ kind: 'close-issue', reason }],
        note: `${reason}: message ${input.postedMessageId}`,
      };
    }
  }
}

function onMessages(state: ChatThreadState, input: Extract<ChatInput, { kind: 'messages' }>, config: MachineConfig): Step {
  const seen = new Set(state.seen_message_ids);
  const fresh = input.events.filter((e) => !seen.has(e.message_id) && e.classification === 'actionable');
  if (fresh.length === 0) {
    if (state.status === 'awaiting-context') return onContextDue(state, config, input.at);
    // A re-delivered dispatch, or the retry of a run that died: resume where the state stands.
    if (state.status === 'investigating' && !state.is_escalated) return { state, actions: [{ kind: 'investigate', round: Math.max(1, state.investigator_round), feedback: state.bounce_feedback }], note: 'no new message; resuming the investigation a run left unfinished' };
    if (state.status === 'bounced-round-1') return { state, actions: [{ kind: 'investigate', round: 2, feedback: state.bounce_feedback }], note: 'no new message; resuming round 2 a run left unfinished' };
    if (state.status === 'awaiting-validation') return { state, actions: [{ kind: 'validate' }], note: 'no new message; resuming the validation a run left unfinished' };
    return { state, actions: [], note: `every message was already seen; the thread is ${state.status}` };
  }
  const newest = fresh[fresh.length - 1]!;
  const messages = [
    ...state.messages,
    ...fresh.map((e) => {
      // The link came with the dispatch: kept only on the platform's own host (core/message-link.ts).
      const link = platformMessageLink(e.platform, e.link);
      return { message_id: e.message_id, sender_id: e.sender.id, create_time: e.create_time, content: e.content.slice(0, MESSAGE_CHARS), is_bot_mention: e.is_bot_mention, ...(link ? { link } : {}) };
    }),
  ].slice(-limits.MESSAGES_LIMIT);
  const restart = state.status === 'closed' || state.status === 'pending-user' || state.status === 'escalated' || state.investigator_round === 0;
  let next: ChatThreadState = {
    ...state,
    seen_message_ids: [...state.seen_message_ids, ...fresh.map((e) => e.message_id)].slice(-limits.SEEN_LIMIT),
    messages,
    last_event_at: input.at,
    reply_to_message_id: newest.message_id,
    is_bot_mention: fresh.some((e) => e.is_bot_mention),
  };
  if (state.status === 'closed') next = { ...next, first_message_at: fresh[0]!.create_time, closed_at: null, closed_reason: null, posted_message_id: null, posting_text: null };
  next = {
    ...next,
    question_type: questionType(fresh.map((e) => e.content).join('\n')),
    investigator_round: 0,
    investigator_return: null,
    validator_return: null,
    bounce_feedback: null,
    badge: null,
    escalation_note: null,
    draft_pending: null,
    is_escalated: false,
    tier2: null,
  };
  next = { ...next, rubric: rubricFor(next.question_type) };
  const why = restart ? `${fresh.length} new message(s)` : `${fresh.length} new message(s) while an investigation was open: starting over with the whole thread`;
  // §5 step 3: the non-English messages are glossed before anything else, so the issue shows them.
  const glossed = new Set(state.glosses.map((g) => g.message_id));
  const toGloss = fresh.filter((e) => !glossed.has(e.message_id) && isNotEnglish(e.content)).map((e) => e.message_id);
  const gloss: ChatAction[] = toGloss.length > 0 ? [{ kind: 'gloss', messageIds: toGloss }] : [];
  // §5 step 5: a thread that says too little waits for the human's context, asked once per thread.
  const minutes = config.askContext?.minutes ?? 0;
  const request = state.context_request;
  if (minutes > 0 && (request === null || state.status === 'awaiting-context')) {
    const need = contextNeed(messages.map((m) => m.content));
    if (need.ask && request === null) {
      const dueAt = new Date(Date.parse(input.at) + minutes * 60_000).toISOString();
      const asked: ChatThreadState = { ...moveTo(next, 'awaiting-context', input.at), context_request: { asked_at: input.at, missing: need.missing.slice(0, 5), due_at: dueAt, answered_by: null, answer: null, timed_out: false } };
      return { state: asked, actions: [...gloss, { kind: 'ask-context', missing: need.missing, dueAt }], note: `${why}; asking for context first (${need.missing.join('; ')}), investigating at ${dueAt} at the latest` };
    }
    if (need.ask && request !== null && !request.answered_by && Date.parse(input.at) < Date.parse(request.due_at)) {
      return { state: { ...moveTo(next, 'awaiting-context', input.at), context_request: request }, actions: gloss, note: `${why}; still waiting for the context asked at ${request.asked_at} (until ${request.due_at})` };
    }
  }
  const started = startInvestigation(next, config, input.at, why);
  return { ...started, actions: [...gloss, ...started.actions] };
}

/** Whether a sweep should wake this thread: it waits for context and the wait is over. */
export function contextWaitIsOver(state: ChatThreadState, at: string): boolean {
  return state.status === 'awaiting-context' && state.context_request !== null && Date.parse(at) >= Date.parse(state.context_request.due_at);
}

/** A thread waiting for context: past its due time it goes ahead with what it has, and says so. */
function onContextDue(state: ChatThreadState, config: MachineConfig, at: string): Step {
  const request = state.context_request;
  if (state.status !== 'awaiting-context' || !request) return { state, actions: [], note: `the thread is ${state.status}; no context is awaited` };
  if (!contextWaitIsOver(state, at)) return { state, actions: [], note: `waiting for the context asked at ${request.asked_at}, until ${request.due_at}` };
  return startInvestigation({ ...state, context_request: { ...request, timed_out: true } }, config, at, `no answer to the request for context by ${request.due_at}: investigating with what the thread has`);
}

/** Round 1, or Tier 2 when the rubric heuristics estimate a long investigation. */
function startInvestigation(state: ChatThreadState, config: MachineConfig, at: string, why: string): Step {
  const next = moveTo(state, 'investigating', at);
  const estimate = estimatedMinutes(next.messages.map((m) => m.content).join('\n'));
  if (config.tier2.enabled && estimate >= config.tier2.thresholdMinutes) {
    const reason = `the rubric heuristics estimate ${estimate} min of work (threshold ${config.tier2.thresholdMinutes})`;
    return { state: withTier2(next, config, reason, at), actions: [{ kind: 'dispatch-tier2', reason }], note: `${why}; Tier 2: ${reason}` };
  }
  return { state: { ...next, investigator_round: 1 }, actions: [{ kind: 'investigate', round: 1, feedback: null }], note: `${why}; investigating (round 1, ${next.question_type})` };
}

function onInvestigated(state: ChatThreadState, input: Extract<ChatInput, { kind: 'investigated' }>, config: MachineConfig): Step {
  let next = addUsage(state, input.usage);
  const round = Math.max(1, state.investigator_round);
  next = {
    ...moveTo(next, 'awaiting-validation', input.at),
    investigator_round: round,
    investigator_task_id: input.taskId,
    investigator_return: { ...input.result, investigator_round: round },
    validator_return: null,
    rounds: [...state.rounds, { round, tier: input.tier, evidence_checks: [...input.checks], final: null }].slice(-20),
    triage_file_path: input.result.proposed_triage_file?.filename ?? state.triage_file_path,
  };
  if (input.tier === 1 && input.result.escalation_requested && config.tier2.enabled && !state.is_escalated) {
    const reason = `the investigator asked for escalation: ${input.result.escalation_reason ?? 'no reason given'}`;
    const escalated = withTier2(moveTo(next, 'investigating', input.at), config, reason, input.at);
    return { state: escalated, actions: [{ kind: 'dispatch-tier2', reason }], note: `Tier 2: ${reason}` };
  }
  return { state: next, actions: [{ kind: 'validate' }], note: `round ${round} returned (${input.result.confidence} confidence, ${input.checks.length} evidence check(s)); validating` };
}

function onValidated(state: ChatThreadState, input: Extract<ChatInput, { kind: 'validated' }>, config: MachineConfig): Step {
  const investigation = state.investigator_return;
  if (!investigation) return { state, actions: [], note: 'a validation arrived with no investigation to validate; ignored' };
  const round = Math.max(1, state.investigator_round);
  const current = state.rounds[state.rounds.length - 1];
  const checks = current?.evidence_checks ?? [];
  const verdict = finalVerdict({ investigation, validator: input.result, checks, round });
  let next: ChatThreadState = {
    ...addUsage(state, input.usage),
    validator_return: input.result,
    validator_task_id: input.taskId,
    rounds: current ? [...state.rounds.slice(0, -1), { ...current, final: verdict }] : state.rounds,
  };
  if (verdict.verdict === 'pass') {
    const badge = round === 1 ? 'validated' : 'bounced-then-passed';
    next = { ...moveTo(next, 'pending-user', input.at), badge, draft_pending: investigation.draft_reply, escalation_note: null };
    const auto = autoReplyPreconditions(next, config, input.at);
    if (auto.allowed) {
      return { state: { ...next, posting_text: investigation.draft_reply, approved_by: 'auto-reply', user_approved_at: input.at }, actions: [{ kind: 'post', text: investigation.draft_reply, auto: true }], note: `round ${round} passed; auto-reply: ${auto.why}` };
    }
    return { state: next, actions: [], note: `round ${round} passed validation; waiting for a human to approve (${badge})` };
  }
  if (verdict.verdict === 'bounce') {
    const feedback = bounceFeedback(input.result, verdict);
    next = { ...moveTo(next, 'bounced-round-1', input.at), bounce_feedback: feedback, investigator_round: round + 1 };
    return { state: next, actions: [{ kind: 'investigate', round: round + 1, feedback }], note: `round ${round} bounced: ${verdict.reasons[0] ?? ''}` };
  }
  next = { ...moveTo(next, 'escalated', input.at), badge: 'escalated', draft_pending: investigation.draft_reply, escalation_note: verdict.reasons.join('; ') };
  return { state: next, actions: [], note: `escalated to a human after round ${round}: ${verdict.reasons[0] ?? ''}` };
}

function onApprove(state: ChatThreadState, input: Extract<ChatInput, { kind: 'approve' }>): Step {
  if (state.handled_commands.includes(input.eventKey)) return { state, actions: [], note: `${input.eventKey} was already handled; a re-delivered approval posts nothing` };
  if (state.posted_message_id) return { state, actions: [], note: `already posted as message ${state.posted_message_id}; a second approval posts nothing` };
  const handled = { ...state, handled_commands: [...state.handled_commands, input.eventKey].slice(-50), last_event_at: input.at };
  const edited = input.text !== null && input.text.trim() !== '' ? input.text.trim() : null;
  // The approval is of what the issue showed: the person's own text or the draft shown, and the
  // target shown. An issue that showed neither (written by an older tend) is re-rendered by this
  // save; the person reads it and approves again.
  const shownText = edited ?? input.shown.text;
  if (shownText === null || input.shown.target === null) {
    return { state: handled, actions: [], note: 'nothing was posted: the issue did not show both the draft and where it goes; it shows them now: read them and approve again' };
  }
  const approved_digest = replyDigest(shownText, input.shown.target);
  if (state.posting_text !== null) {
    // A run died between starting the post and saving its result: the reply may or may not be
    // in the chat. tend posts at most once on its own; a new approval is a person saying "post it".
    const text = edited ?? state.posting_text;
    return { state: { ...handled, posting_text: text, approved_by: input.actor, user_approved_at: input.at, approved_digest }, actions: [{ kind: 'post', text, auto: false }], note: `@${input.actor} approved again after an unconfirmed post; posting` };
  }
  if (state.status !== 'pending-user' && state.status !== 'escalated') return { state: handled, actions: [], note: `nothing to approve: the thread is ${state.status}` };
  const text = edited ?? state.draft_pending;
  if (!text) return { state: handled, actions: [], note: 'nothing to approve: there is no draft; write the reply on the lines after /tend approve' };
  return {
    state: { ...handled, posting_text: text, user_approved_at: input.at, approved_by: input.actor, approved_digest },
    actions: [{ kind: 'post', text, auto: false }],
    note: `approved by @${input.actor}${edited ? ' with edited text' : ''}`,
  };
}

function replyVerdict(state: ChatThreadState): ReplyLogLine['validator_verdict'] {
  if (state.badge === 'validated') return 'pass';
  if (state.badge === 'bounced-then-passed') return 'bounce-then-pass';
  return 'escalate-then-user-approved';
}

function withTier2(state: ChatThreadState, config: MachineConfig, reason: string, at: string): ChatThreadState {
  return {
    ...state,
    investigator_round: Math.max(1, state.investigator_round),
    is_escalated: true,
    tier2: { workflow: config.tier2.workflow, dispatched_at: at, reason, run_url: null, transcript_artifact: `tend-chat-transcript` },
  };
}

/** Appends the transition to status_history; the same status is not a transition. */
function moveTo(state: ChatThreadState, to: ChatStatus, at: string): ChatThreadState {
  if (state.status === to && state.status_history.length > 0) return { ...state, last_event_at: at };
  const history = [...state.status_history, { at, from: state.status_history.length === 0 ? 'new' : state.status, to }].slice(-limits.HISTORY_LIMIT);
  return { ...state, status: to, status_history: history, last_event_at: at };
}

function addUsage(state: ChatThreadState, usage: ChatUsage): ChatThreadState {
  return {
    ...state,
    usage: {
      input_tokens: state.usage.input_tokens + usage.input_tokens,
      output_tokens: state.usage.output_tokens + usage.output_tokens,
      cost_usd: state.usage.cost_usd + usage.cost_usd,
    },
  };
}

/** The question's type, by rules: each type gets its own rubric. */
export function questionType(text: string): QuestionType {
  const t = text.toLowerCase();
  if (/\b(status|is .* (down|up|deployed|live)|outage|incident|still (broken|failing)|eta)\b/.test(t)) return 'status_check';
  if (/\b(api|endpoint|request|response|payload|schema|field|contract|http|rest|graphql)\b/.test(t)) return 'api_contract';
  if (/\b(how many|count|number of|which (users|customers|accounts)|data|rows?|records?)\b/.test(t)) return 'data_lookup';
  if (/[?？]\s*$/.test(t.trim()) || /\b(how|why|what|where|when|which|does|can|should)\b/.test(t)) return 'technical_qa';
  return 'other';
}

const RUBRIC_SHAPE: Record<QuestionType, string> = {
  technical_qa: 'explain how the code behaves, citing the lines that make it so',
  status_check: 'say what the repository shows about the current state (recent commits, config); say plainly what it cannot show',
  data_lookup: 'point to where the data is defined or computed; never invent numbers',
  api_contract: 'state the contract (fields, types, status codes) from the code that defines it',
  other: 'answer what was asked, briefly, or say what is missing to answer it',
};

/** The rubric for a question type, stored in state and given to both roles. */
function rubricFor(type: QuestionType): string {
  return [
    `Expected answer shape: ${type}: ${RUBRIC_SHAPE[type]}.`,
    'Required evidence: at least one file:line reference with the verbatim quote of those lines, read with a tool in this investigation.',
    'Out of scope: broader refactor proposals, comments on adjacent code.',
    'Tone: match the team register; no AI hedging, no excessive apology.',
    "Confidence floor: 'high' requires you to have read the relevant code in this investigation, not paraphrased from memory.",
    'Hard caps: summary_for_orchestrator at most 2 sentences, draft_reply at most 300 words, research_notes at most 500 words, at most 8 evidence_refs.',
  ].join('\n');
}

/**
 * The rubric heuristics: rough minutes of work a question implies, held against Tier 2's
 * threshold. Logs, incidents, performance and cross-service questions are long; a one-line code
 * question is short.
 */
function estimatedMinutes(text: string): number {
  const t = text.toLowerCase();
  let minutes = 3;
  const heavy = ['logs', 'trace', 'profil', 'performance', 'slow', 'latency', 'memory leak', 'incident', 'root cause', 'regression', 'bisect', 'across', 'every service', 'all services', 'investigate'];
  for (const word of heavy) if (t.includes(word)) minutes += 4;
  minutes += Math.floor(t.length / 1500) * 2;
  return minutes;
}

/** Auto-reply only when all seven preconditions hold, and only when switched on. */
export function autoReplyPreconditions(state: ChatThreadState, config: MachineConfig, at: string): { allowed: boolean; why: string } {
  const failed: string[] = [];
  if (!config.autoReply.enabled) failed.push('auto-reply is off');
  if (!state.is_bot_mention) failed.push('the bot was not @-mentioned');
  if (state.investigator_return?.confidence !== 'high') failed.push('confidence is not high');
  const first = state.rounds[0];
  if (state.investigator_round !== 1 || first?.final?.verdict !== 'pass' || state.rounds.length !== 1) failed.push('not a first-round pass');
  if (state.validator_return?.risk_gate_check !== 'passes') failed.push('risk gate is not passes');
  if (!['technical_qa', 'api_contract', 'data_lookup'].includes(state.question_type)) failed.push(`question type ${state.question_type} is never auto-replied`);
  const hour = new Date(at).getUTCHours();
  if (!(hour >= config.autoReply.workingHours.start && hour < config.autoReply.workingHours.end)) failed.push('outside working hours');
  // The seventh, the audit notification, is the `notify` action the runner sends after the post.
  return failed.length === 0 ? { allowed: true, why: 'all seven preconditions hold' } : { allowed: false, why: failed.join('; ') };
}
