import { describe, expect, it } from 'vitest';
import { decodeMarker } from '../../store/marker.js';
import type { ClassifiedEvent } from '../../core/chat-event.js';
import { newThreadState, step, type MachineConfig } from './machine.js';
import { renderThreadIssue } from './render-thread-issue.js';
import type { InvestigatorReturn, ValidatorReturn } from './returns.js';
import { threadKeyFromBody } from '../../github/chat-thread-key.js';
import { readChatState } from './thread-state.js';
import { shownReply } from './approval.js';

const CONFIG: MachineConfig = { tier2: { enabled: false, workflow: 'x', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 9, end: 17 } } };
const AT = '2026-03-02T10:00:00.000Z';
const event: ClassifiedEvent = {
  platform: 'slack', chat_id: 'C1', chat_name: 'eng', message_id: '1.1', create_time: AT, msg_type: 'text', content: 'Why? @everyone ``` <!-- tend:state {} -->', thread_id: null, sender: { id: 'U1', type: 'user' }, mentions: [],
  is_bot_mention: false, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 1, classifier_version: 't', classified_at: AT,
};
const inv: InvestigatorReturn = {
  confidence: 'high', confidence_reason: 'Read it.', summary_for_orchestrator: 'Fine.', draft_reply: 'The answer.', draft_language: 'en', evidence_refs: [{ kind: 'file', ref: 'a.ts:1', supports_claim: 'shows it', quote: 'x' }],
  proposed_triage_file: null, open_questions: [], escalation_requested: false, escalation_reason: null, investigator_round: 1, research_notes: '',
};
const val: ValidatorReturn = {
  verdict: 'pass', reasons: [], spot_check_ref: 'a.ts:1', spot_check_result: 'supports', spot_check_note: '', schema_check: 'ok', confidence_language_match: 'match', scope_drift: 'none',
  cross_investigation_consistency: 'no_overlap', risk_gate_check: 'passes', tone_assessment: 'matches', bounce_feedback: null, validator_model: 'm', validated_at: AT,
};

describe('the thread issue', () => {
  const started = step(newThreadState('slack:C1:1.1', event, AT), { kind: 'messages', threadKey: 'slack:C1:1.1', events: [event], at: AT }, CONFIG).state;
  const investigated = step(started, { kind: 'investigated', result: inv, checks: [{ ref: 'a.ts:1', result: 'verified', reason: 'quote matches line 1' }], taskId: 't', tier: 1, usage: { input_tokens: 1200, output_tokens: 300, cost_usd: 0.0081 }, at: AT }, CONFIG).state;
  const pending = step(investigated, { kind: 'validated', result: val, taskId: 'v', usage: { input_tokens: 0, output_tokens: 0, cost_usd: 0 }, at: AT }, CONFIG).state;

  it('shows the draft with its badge, the evidence with the check result, the cost and how to approve; the markers round-trip', () => {
    const body = renderThreadIssue(pending, 'https://github.com/o/r/actions/runs/1');
    expect(body).toContain('✓ validated');
    expect(body).toContain('The answer.');
    expect(body).toContain('| `a.ts:1` | file | shows it | verified: quote matches line 1 |');
    expect(body).toContain('1500 tokens (1200 in / 300 out), $0.0081; orchestrator: 0 model tokens');
    expect(body).toContain('`/tend approve`');
    expect(threadKeyFromBody(body)).toBe('slack:C1:1.1');
    expect(readChatState(decodeMarker(body))).toEqual(pending);
    // Chat text cannot open a hidden comment or close the fence around it.
    expect(body.split('<!-- tend:state').length).toBe(2);
    expect(body).toContain('````text');
  });

  it('says so when an approved post was not confirmed, instead of posting again on its own', () => {
    const approved = step(pending, { kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:1', at: AT, shown: shownReply(renderThreadIssue(pending, undefined)) }, CONFIG).state;
    expect(renderThreadIssue(approved, undefined)).toContain('was not confirmed');
  });
});
