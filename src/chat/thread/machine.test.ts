import { describe, expect, it } from 'vitest';
import type { ClassifiedEvent } from '../../core/chat-event.js';
import { autoReplyPreconditions, contextWaitIsOver, newThreadState, questionType, step, type ChatAction, type MachineConfig } from './machine.js';
import type { InvestigatorReturn, ValidatorReturn } from './returns.js';
import { ChatThreadStateSchema, type ChatThreadState } from './thread-state.js';
import { finalVerdict, type EvidenceCheckResult } from './verdict.js';
import { renderThreadIssue } from './render-thread-issue.js';
import { shownReply } from './approval.js';

/** What the thread's issue shows for `state`: what an approval binds to. */
const shown = (state: ChatThreadState) => shownReply(renderThreadIssue(state, undefined));

const AT = '2026-03-02T10:00:00.000Z';
const CONFIG: MachineConfig = { tier2: { enabled: true, workflow: 'chat-investigate.yml', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 8, end: 18 } } };
const ZERO = { input_tokens: 0, output_tokens: 0, cost_usd: 0 };

function event(id: string, content = 'Why does area() accept negative sizes?', extra: Partial<ClassifiedEvent> = {}): ClassifiedEvent {
  return {
    platform: 'slack', chat_id: 'C1', chat_name: 'eng', message_id: id, create_time: '2026-03-02T09:59:00.000Z', msg_type: 'text', content, thread_id: null,
    sender: { id: 'U1', type: 'user' }, mentions: ['UBOT'], is_bot_mention: true, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false,
    mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 0.9, classifier_version: 't1', classified_at: AT, ...extra,
  };
}

const investigation = (over: Partial<InvestigatorReturn> = {}): InvestigatorReturn => ({
  confidence: 'high', confidence_reason: 'I read the function.', summary_for_orchestrator: 'area() multiplies without checks.', draft_reply: 'area() in src/widget.ts multiplies w and h without a guard.',
  draft_language: 'en', evidence_refs: [{ kind: 'file', ref: 'src/widget.ts:2', supports_claim: 'no guard', quote: '  return w * h;' }], proposed_triage_file: null, open_questions: [],
  escalation_requested: false, escalation_reason: null, investigator_round: 1, research_notes: '', ...over,
});
const validator = (over: Partial<ValidatorReturn> = {}): ValidatorReturn => ({
  verdict: 'pass', reasons: [], spot_check_ref: 'src/widget.ts:2', spot_check_result: 'supports', spot_check_note: 'The line multiplies.', schema_check: 'ok',
  confidence_language_match: 'match', scope_drift: 'none', cross_investigation_consistency: 'no_overlap', risk_gate_check: 'passes', tone_assessment: 'matches',
  bounce_feedback: null, validator_model: 'claude', validated_at: AT, ...over,
});
const VERIFIED: EvidenceCheckResult[] = [{ ref: 'src/widget.ts:2', result: 'verified', reason: 'quote matches' }];

function started(events = [event('m1')], config = CONFIG): { state: ChatThreadState; actions: ChatAction[] } {
  const fresh = newThreadState('slack:C1:m1', events[0]!, AT);
  return step(fresh, { kind: 'messages', threadKey: 'slack:C1:m1', events, at: AT }, config);
}
function investigated(state: ChatThreadState, result = investigation(), checks = VERIFIED) {
  return step(state, { kind: 'investigated', result, checks, taskId: 't', tier: 1, usage: { input_tokens: 100, output_tokens: 10, cost_usd: 0.01 }, at: AT }, CONFIG);
}
function validated(state: ChatThreadState, result = validator(), config = CONFIG) {
  return step(state, { kind: 'validated', result, taskId: 'v', usage: { input_tokens: 50, output_tokens: 5, cost_usd: 0.005 }, at: AT }, config);
}

describe('the chat state machine', () => {
  it('starts an investigation on a new actionable message and records every transition', () => {
    const { state, actions } = started();
    expect(actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(state.status).toBe('investigating');
    expect(state.seen_message_ids).toEqual(['m1']);
    expect(state.status_history).toEqual([{ at: AT, from: 'new', to: 'investigating' }]);
    expect(ChatThreadStateSchema.parse(state)).toEqual(state);
  });

  it('ignores message ids it has already recorded (at-least-once dispatch)', () => {
    const first = started();
    const v = validated(investigated(first.state).state);
    const again = step(v.state, { kind: 'messages', threadKey: 'slack:C1:m1', events: [event('m1')], at: AT }, CONFIG);
    expect(again.actions).toEqual([]);
    expect(again.state).toEqual(v.state);
  });

  it('resumes what a dead run left: the investigation, then the validation', () => {
    const first = started();
    const resume = step(first.state, { kind: 'messages', threadKey: 'k', events: [event('m1')], at: AT }, CONFIG);
    expect(resume.actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    const inv = investigated(first.state);
    const resumeValidation = step(inv.state, { kind: 'messages', threadKey: 'k', events: [event('m1')], at: AT }, CONFIG);
    expect(resumeValidation.actions).toEqual([{ kind: 'validate' }]);
  });

  it('passes to the human with the ✓ validated badge and waits', () => {
    const v = validated(investigated(started().state).state);
    expect(v.actions).toEqual([]);
    expect(v.state).toMatchObject({ status: 'pending-user', badge: 'validated', draft_pending: investigation().draft_reply });
    expect(v.state.usage).toEqual({ input_tokens: 150, output_tokens: 15, cost_usd: 0.015 });
  });

  it('bounces once with feedback, then passes as bounced-then-passed', () => {
    const b = validated(investigated(started().state).state, validator({ verdict: 'bounce', tone_assessment: 'ai_smell', bounce_feedback: 'Drop the apology.' }));
    expect(b.state.status).toBe('bounced-round-1');
    expect(b.actions).toEqual([{ kind: 'investigate', round: 2, feedback: expect.stringContaining('Drop the apology.') }]);
    const r2 = investigated(b.state, investigation({ investigator_round: 2 }));
    expect(r2.state.investigator_round).toBe(2);
    const pass = validated(r2.state);
    expect(pass.state).toMatchObject({ status: 'pending-user', badge: 'bounced-then-passed' });
    expect(pass.state.status_history.map((h) => h.to)).toEqual(['investigating', 'awaiting-validation', 'bounced-round-1', 'awaiting-validation', 'pending-user']);
  });

  it('escalates after a second bounce (bounce-once rule, counted in code)', () => {
    const b = validated(investigated(started().state).state, validator({ verdict: 'bounce', bounce_feedback: 'x' }));
    const r2 = investigated(b.state);
    const again = validated(r2.state, validator({ verdict: 'bounce', bounce_feedback: 'still wrong' }));
    expect(again.actions).toEqual([]);
    expect(again.state).toMatchObject({ status: 'escalated', badge: 'escalated' });
    expect(again.state.escalation_note).toContain('bounce-once rule');
  });

  it('approves once: the edited text is what gets posted, a re-delivered approve posts nothing', () => {
    const pending = validated(investigated(started().state).state).state;
    const approved = step(pending, { kind: 'approve', actor: 'maria', text: 'Edited answer.', eventKey: 'comment:1', at: AT, shown: shown(pending) }, CONFIG);
    expect(approved.actions).toEqual([{ kind: 'post', text: 'Edited answer.', auto: false }]);
    expect(approved.state.posting_text).toBe('Edited answer.');
    const posted = step(approved.state, { kind: 'posted', postedMessageId: 'P1', postedAt: AT, at: AT, auto: false }, CONFIG);
    expect(posted.state).toMatchObject({ status: 'closed', posted_message_id: 'P1' });
    expect(posted.state.reply_log).toEqual([expect.objectContaining({ reply_text: 'Edited answer.', posted_message_id: 'P1', validator_verdict: 'pass', investigator_rounds: 1, reply_to_message_id: 'm1' })]);
    expect(posted.actions).toEqual([{ kind: 'close-issue', reason: expect.stringContaining('maria') }]);
    const redelivered = step(posted.state, { kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:1', at: AT, shown: shown(posted.state) }, CONFIG);
    expect(redelivered.actions).toEqual([]);
    const twice = step(posted.state, { kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:2', at: AT, shown: shown(posted.state) }, CONFIG);
    expect(twice.actions).toEqual([]);
  });

  it('posts at most once on its own after a crash between post and save; a new approval posts again', () => {
    const pending = validated(investigated(started().state).state).state;
    const approved = step(pending, { kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:1', at: AT, shown: shown(pending) }, CONFIG).state;
    // The run died after posting and before saving: the same comment re-delivered posts nothing.
    expect(step(approved, { kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:1', at: AT, shown: shown(approved) }, CONFIG).actions).toEqual([]);
    const retry = step(approved, { kind: 'approve', actor: 'bob', text: null, eventKey: 'comment:2', at: AT, shown: shown(approved) }, CONFIG);
    expect(retry.actions).toEqual([{ kind: 'post', text: investigation().draft_reply, auto: false }]);
  });

  it('rejects and closes with a reason', () => {
    const pending = validated(investigated(started().state).state).state;
    const r = step(pending, { kind: 'reject', actor: 'maria', reason: 'wrong channel', at: AT }, CONFIG);
    expect(r.state).toMatchObject({ status: 'closed', closed_reason: 'rejected by @maria: wrong channel' });
    expect(r.actions).toEqual([{ kind: 'close-issue', reason: 'rejected by @maria: wrong channel' }]);
  });

  it('sends long investigations to Tier 2 and when the investigator asks', () => {
    const long = started([event('m1', 'Investigate the latency regression across every service; check the logs and find the root cause of the incident.')]);
    expect(long.actions[0]).toMatchObject({ kind: 'dispatch-tier2' });
    expect(long.state.is_escalated).toBe(true);
    const asked = investigated(started().state, investigation({ escalation_requested: true, escalation_reason: 'needs logs' }));
    expect(asked.actions).toEqual([{ kind: 'dispatch-tier2', reason: expect.stringContaining('needs logs') }]);
    const off = started([event('m1', 'Investigate the latency regression across every service; check the logs and find the root cause of the incident.')], { ...CONFIG, tier2: { ...CONFIG.tier2, enabled: false } });
    expect(off.actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
  });

  it('never auto-replies unless switched on, and then only with all preconditions', () => {
    const pass = validated(investigated(started().state).state);
    expect(pass.actions).toEqual([]);
    const on: MachineConfig = { ...CONFIG, autoReply: { enabled: true, workingHours: { start: 8, end: 18 } } };
    const auto = validated(investigated(started().state).state, validator(), on);
    expect(auto.actions).toEqual([{ kind: 'post', text: investigation().draft_reply, auto: true }]);
    const posted = step(auto.state, { kind: 'posted', postedMessageId: 'P', postedAt: AT, at: AT, auto: true }, on);
    expect(posted.actions[0]).toMatchObject({ kind: 'notify' });
    expect(autoReplyPreconditions(auto.state, on, '2026-03-02T22:00:00.000Z').why).toContain('outside working hours');
    const status = started([event('m1', 'Is the deploy status green?')]);
    const noAuto = validated(investigated(status.state).state, validator(), on);
    expect(noAuto.actions).toEqual([]);
  });

  it('decides the question type by rules', () => {
    expect(questionType('Is prod down?')).toBe('status_check');
    expect(questionType('What does the /users endpoint return?')).toBe('api_contract');
    expect(questionType('Why is area negative?')).toBe('technical_qa');
  });
});

describe('the §4.4 verdict rules in code', () => {
  const run = (v: Partial<ValidatorReturn>, checks = VERIFIED, round = 1) => finalVerdict({ investigation: investigation(), validator: validator(v), checks, round });

  it('a fabricated ref never passes, whatever the validator model says', () => {
    const fabricated = [{ ref: 'src/widget.ts:2', result: 'fabricated' as const, reason: 'no such file' }];
    expect(run({}, fabricated).verdict).toBe('bounce');
    expect(run({}, fabricated, 2).verdict).toBe('escalate');
    expect(run({}, fabricated).reasons.join(' ')).toContain('fabricated');
  });

  it('pass needs every field: spot-check, language, risk gate, tone, schema', () => {
    expect(run({}).verdict).toBe('pass');
    expect(run({ spot_check_result: 'contradicts' }).verdict).toBe('bounce');
    expect(run({ spot_check_result: 'uncheckable' }).verdict).toBe('pass');
    expect(run({ confidence_language_match: 'mismatch' }).verdict).toBe('bounce');
    expect(run({ risk_gate_check: 'fails' }).verdict).toBe('bounce');
    expect(run({ tone_assessment: 'ai_smell' }).verdict).toBe('bounce');
    expect(run({ schema_check: 'fail' }).verdict).toBe('bounce');
    expect(run({ verdict: 'escalate', reasons: ['beyond my authority'] }).verdict).toBe('escalate');
  });

  it('needs at least one verified file reference', () => {
    expect(run({}, []).verdict).toBe('bounce');
    expect(run({}, [{ ref: 'src/widget.ts#L2', result: 'verified', reason: 'ok' }]).verdict).toBe('pass');
  });
});

describe('document 001 §5: ask for context before investigating; gloss what is not English', () => {
  const ASKING: MachineConfig = { ...CONFIG, askContext: { minutes: 60 } };
  const LATER = '2026-03-02T10:30:00.000Z';
  const DUE = '2026-03-02T11:00:00.000Z';
  const vague = () => started([event('m1', 'still broken, any idea?')], ASKING);

  it('a vague question waits for context: the request is asked once, and nothing is investigated', () => {
    const { state, actions } = vague();
    expect(state.status).toBe('awaiting-context');
    expect(actions).toEqual([{ kind: 'ask-context', missing: expect.arrayContaining([expect.stringMatching(/refers to something not in the thread/)]), dueAt: DUE }]);
    expect(state.context_request).toMatchObject({ asked_at: AT, due_at: DUE, answered_by: null, answer: null, timed_out: false });
    // It never investigated: the history goes straight to the wait.
    expect(state.status_history).toEqual([{ at: AT, from: 'new', to: 'awaiting-context' }]);
    expect(ChatThreadStateSchema.parse(state)).toEqual(state);
    // A re-delivered dispatch before the time is up changes nothing.
    const again = step(state, { kind: 'messages', threadKey: 'slack:C1:m1', events: [event('m1', 'still broken, any idea?')], at: LATER }, ASKING);
    expect(again.actions).toEqual([]);
    expect(again.state.status).toBe('awaiting-context');
    // Another vague message in the chat: still waiting, and not asked a second time.
    const more = step(state, { kind: 'messages', threadKey: 'slack:C1:m1', events: [event('m2', 'same here')], at: LATER }, ASKING);
    expect(more.state.status).toBe('awaiting-context');
    expect(more.actions.filter((a) => a.kind === 'ask-context')).toEqual([]);
  });

  it('a writer\'s reply starts round 1 with the reply kept (bounded) for the investigator', () => {
    const { state } = vague();
    const answered = step(state, { kind: 'context-reply', actor: 'maintainer', text: `  the deploy job fails on main ${'x'.repeat(3000)}`, at: LATER }, ASKING);
    expect(answered.actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(answered.state.status).toBe('investigating');
    expect(answered.state.context_request).toMatchObject({ answered_by: 'maintainer', timed_out: false });
    expect(answered.state.context_request!.answer!.startsWith('the deploy job fails on main')).toBe(true);
    expect(answered.state.context_request!.answer!.length).toBe(2000);
    expect(ChatThreadStateSchema.parse(answered.state)).toEqual(answered.state);
    // A late reply on a thread no longer waiting is not an input to anything.
    const late = step(answered.state, { kind: 'context-reply', actor: 'maintainer', text: 'also this', at: LATER }, ASKING);
    expect(late).toMatchObject({ state: answered.state, actions: [] });
  });

  it('without an answer, the sweep or the next event after the due time investigates with what it has, and says so', () => {
    const { state } = vague();
    expect(contextWaitIsOver(state, LATER)).toBe(false);
    expect(step(state, { kind: 'context-due', at: LATER }, ASKING).actions).toEqual([]);
    expect(contextWaitIsOver(state, DUE)).toBe(true);
    const due = step(state, { kind: 'context-due', at: DUE }, ASKING);
    expect(due.actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(due.state.context_request).toMatchObject({ timed_out: true, answer: null });
    expect(due.note).toMatch(/no answer to the request for context/);
    // The next dispatch for the thread picks it up the same way.
    const redelivered = step(state, { kind: 'messages', threadKey: 'slack:C1:m1', events: [event('m1', 'still broken, any idea?')], at: DUE }, ASKING);
    expect(redelivered.actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(contextWaitIsOver(due.state, DUE)).toBe(false);
  });

  it('a clear question, or ask-context-minutes 0 (or absent), investigates at once', () => {
    expect(started([event('m1')], ASKING).actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(started([event('m1', 'still broken, any idea?')], CONFIG).actions).toEqual([{ kind: 'investigate', round: 1, feedback: null }]);
    expect(started([event('m1', 'still broken, any idea?')], { ...CONFIG, askContext: { minutes: 0 } }).state.status).toBe('investigating');
  });

  it('glosses a non-English message first, counts the gloss\'s usage, and keeps the gloss bounded', () => {
    const german = event('m1', 'Warum akzeptiert die Funktion area() negative Größen?');
    const { state, actions } = started([german], ASKING);
    expect(actions).toEqual([{ kind: 'gloss', messageIds: ['m1'] }, { kind: 'investigate', round: 1, feedback: null }]);
    const glossed = step(state, { kind: 'glossed', glosses: [{ message_id: 'm1', gloss: `Why does area() accept negative sizes? ${'y'.repeat(900)}`, note: "the investigator's model" }], usage: { input_tokens: 30, output_tokens: 12, cost_usd: 0.001 }, at: AT }, ASKING);
    expect(glossed.actions).toEqual([]);
    expect(glossed.state.status).toBe('investigating');
    expect(glossed.state.usage).toEqual({ input_tokens: 30, output_tokens: 12, cost_usd: 0.001 });
    expect(glossed.state.glosses[0]!.gloss!.length).toBe(600);
    expect(ChatThreadStateSchema.parse(glossed.state)).toEqual(glossed.state);
    const page = renderThreadIssue(glossed.state, undefined);
    expect(page).toContain('**English gloss**');
    expect(page).toContain('[m1] Why does area() accept negative sizes?');
    // An English follow-up is not glossed again, and a gloss for a message not in the thread is dropped.
    const follow = step(glossed.state, { kind: 'messages', threadKey: 'slack:C1:m1', events: [event('m2', 'I mean negative widths specifically?')], at: LATER }, ASKING);
    expect(follow.actions.map((a) => a.kind)).toEqual(['investigate']);
    const stray = step(state, { kind: 'glossed', glosses: [{ message_id: 'elsewhere', gloss: 'x', note: 'n' }], usage: ZERO, at: AT }, ASKING);
    expect(stray.state.glosses).toEqual([]);
  });

  it('without a model, the issue says there is no gloss', () => {
    const { state } = started([event('m1', 'Почему area() принимает отрицательные размеры?')], CONFIG);
    const skipped = step(state, { kind: 'glossed', glosses: [{ message_id: 'm1', gloss: null, note: 'no English gloss: no model is configured' }], usage: ZERO, at: AT }, CONFIG);
    expect(renderThreadIssue(skipped.state, undefined)).toContain('No English gloss for message `m1`: no English gloss: no model is configured.');
  });
});
