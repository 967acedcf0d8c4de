// `tend chat report` against the emulator through the real client: the numbers come from the
// state stored in tend:chat issues (open and closed), and bad input is one line before any request.

import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassifiedEvent } from '../core/chat-event.js';
import { newThreadState, step, type ChatInput, type MachineConfig } from '../chat/thread/machine.js';
import { percentile } from '../chat/thread/metrics.js';
import { renderThreadIssue } from '../chat/thread/render-thread-issue.js';
import { shownReply } from '../chat/thread/approval.js';
import type { InvestigatorReturn, ValidatorReturn } from '../chat/thread/returns.js';
import type { ChatThreadState } from '../chat/thread/thread-state.js';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import { chatReport } from './chat-report.js';

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

let emu: Emulator;
let world: World;
beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
});
afterEach(async () => {
  await emu.stop();
});

const CONFIG: MachineConfig = { tier2: { enabled: false, workflow: 'x.yml', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 9, end: 17 } } };
const ZERO = { input_tokens: 100, output_tokens: 10, cost_usd: 0.01 };
const T0 = '2026-03-02T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();

function event(id: string, text: string): ClassifiedEvent {
  return {
    platform: 'slack', chat_id: 'C1', chat_name: 'eng', message_id: id, create_time: T0, msg_type: 'text', content: text, thread_id: null, sender: { id: 'U1', type: 'user' }, mentions: [],
    is_bot_mention: false, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 1, classifier_version: 't', classified_at: T0,
  };
}
const inv: InvestigatorReturn = {
  confidence: 'high', confidence_reason: 'Read it.', summary_for_orchestrator: 'Fine.', draft_reply: 'Answer.', draft_language: 'en', evidence_refs: [{ kind: 'file', ref: 'a.ts:1', supports_claim: 'x', quote: 'x' }],
  proposed_triage_file: null, open_questions: [], escalation_requested: false, escalation_reason: null, investigator_round: 1, research_notes: '',
};
const val = (verdict: ValidatorReturn['verdict']): ValidatorReturn => ({
  verdict, reasons: [], spot_check_ref: 'a.ts:1', spot_check_result: 'supports', spot_check_note: '', schema_check: 'ok', confidence_language_match: 'match', scope_drift: 'none',
  cross_investigation_consistency: 'no_overlap', risk_gate_check: 'passes', tone_assessment: 'matches', bounce_feedback: verdict === 'bounce' ? 'fix it' : null, validator_model: 'm', validated_at: T0,
});

/** Drives the pure machine through `inputs` and stores the result as tend would. */
function thread(id: string, text: string, inputs: Array<(s: ChatThreadState) => ChatInput>): ChatThreadState {
  let state = newThreadState(`slack:C1:${id}`, event(id, text), T0);
  state = step(state, { kind: 'messages', threadKey: state.thread_key, events: [event(id, text)], at: T0 }, CONFIG).state;
  for (const input of inputs) state = step(state, input(state), CONFIG).state;
  emu.state.createIssue(world.repo, { title: text, body: renderThreadIssue(state, undefined), author: world.accounts.actions, labels: ['tend:chat'] });
  return state;
}
const investigated = (): ChatInput => ({ kind: 'investigated', result: inv, checks: [{ ref: 'a.ts:1', result: 'verified', reason: 'ok' }], taskId: 't', tier: 1, usage: ZERO, at: T0 });
const validated = (v: ValidatorReturn['verdict']) => (): ChatInput => ({ kind: 'validated', result: val(v), taskId: 'v', usage: ZERO, at: T0 });
const approve = (s: ChatThreadState): ChatInput => ({ kind: 'approve', actor: 'maria', text: null, eventKey: 'comment:1', at: T0, shown: shownReply(renderThreadIssue(s, undefined)) });
const posted = (seconds: number) => (): ChatInput => ({ kind: 'posted', postedMessageId: 'P', postedAt: at(seconds), at: at(seconds), auto: false });

async function report(argv: string[], env: Record<string, string> = { GITHUB_TOKEN: world.tokens.actions, GITHUB_API_URL: emu.apiUrl }) {
  const out = new Collect();
  const err = new Collect();
  const code = await chatReport(argv, env, out, err);
  return { code, out: out.text, err: err.text };
}

describe('tend chat report', () => {
  it('counts classifications, verdicts, first-round pass rate, escalations and time to reply from open and closed thread issues', async () => {
    thread('1', 'Why does area() fail?', [investigated, validated('pass'), approve, posted(60)]);
    thread('2', 'How does perimeter() work?', [investigated, validated('bounce'), investigated, validated('pass'), approve, posted(300)]);
    thread('3', 'What does the /users endpoint return?', [investigated, validated('escalate'), () => ({ kind: 'reject', actor: 'maria', reason: 'no', at: T0 })]);
    thread('4', 'Why is the build red?', [investigated, validated('pass')]);
    // Closed issues count too.
    for (const issue of world.repo.issues.slice(0, 3)) issue.state = 'closed';

    const json = await report(['--repo', world.fullName, '--json']);
    expect(json.code, json.err).toBe(0);
    const m = JSON.parse(json.out) as Record<string, unknown>;
    expect(m).toMatchObject({
      threads: 4,
      open: 1,
      verdicts: { pass: 3, bounce: 1, escalate: 1 },
      firstRoundsValidated: 4,
      firstRoundPassRate: 0.5,
      escalatedToHuman: 1,
      replies: { posted: 2, autoReplies: 0, rejected: 1 },
      timeToReply: { count: 2, medianSeconds: 60, p95Seconds: 300 },
      byQuestionType: { technical_qa: 3, api_contract: 1 },
      unreadableIssues: 0,
    });
    const text = await report(['--repo', world.fullName]);
    expect(text.out).toContain('First-round pass rate: 50 % of 4');
    expect(text.out).toContain('median 60 s, p95 5.0 min');
    expect(text.out + text.err).not.toContain(world.tokens.actions);
  });

  it('refuses bad input in one line before any request', async () => {
    expect((await report([])).err).toBe('tend: missing --repo; expected --repo owner/name\n');
    expect((await report(['--repo', 'nope'])).code).toBe(2);
    expect((await report(['--repo', world.fullName], {})).err).toContain('no token');
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100], 0.95)).toBe(19);
  });
});
