// A chat-triage world on the emulators, shared by the chat end-to-end tests, the chat trust tests
// and the benchmark: the local Messages API and Slack servers, a Slack question as the watcher
// classifies it, the watcher's `tend-chat` repository_dispatch, the two model roles scripted by
// request, and the small geometry repository the scripted answers cite.

import type { ClassifiedEvent } from '../src/core/chat-event.js';
import type { InvestigatorReturn, ValidatorReturn } from '../src/chat/thread/returns.js';
import { threadKeyFromBody } from '../src/github/chat-thread-key.js';
import { startAnthropicEmulator, type AnthropicEmulator, type RecordedRequest, type ScriptedReply } from './anthropic/server.js';
import { startSlackEmulator, type SlackEmulator } from './chat/slack-server.js';
import type { Account, Issue, Repository } from './state.js';
import { repositoryDispatchEvent } from './webhooks/dispatch-events.js';
import type { WebhookSource } from './webhooks/envelope.js';
import { type EvidenceRef } from '../src/evidence/types.js';

export const AREA = 'export function area(w: number, h: number): number {\n  return w * h;\n}\n';
export const PERIMETER = 'export function perimeter(w: number, h: number): number {\n  return 2 * (w + h);\n}\n';
export const AREA_REF = { kind: 'file' as const, ref: 'src/area.ts:2', supports_claim: 'area multiplies without a guard', quote: '  return w * h;' };
export const PERIMETER_REF = { kind: 'file' as const, ref: 'src/perimeter.ts:2', supports_claim: 'perimeter doubles the sum', quote: '  return 2 * (w + h);' };

/** The time every chat run is told it is (TEND_NOW): inside the default working hours. */
export const CHAT_NOW = '2026-03-02T10:00:00Z';

export interface ChatServers {
  claude: AnthropicEmulator;
  /** Channel C1 (#eng) with user U1 (maria). */
  slack: SlackEmulator;
  stop(): Promise<void>;
}

export async function startChatServers(): Promise<ChatServers> {
  const claude = await startAnthropicEmulator();
  const slack = await startSlackEmulator();
  slack.addChannel('C1', 'eng');
  slack.addUser('U1', 'maria');
  return {
    claude,
    slack,
    async stop() {
      await claude.stop();
      await slack.stop();
    },
  };
}

export interface ChatQuestion {
  key: string;
  event: ClassifiedEvent;
}

/** maria asks `text` in #eng (mentioning the bot unless told not to), classified actionable as the watcher would. */
export function slackQuestion(slack: SlackEmulator, text: string, options: { mention?: boolean } = {}): ChatQuestion {
  const ts = slack.post({ channel: 'C1', user: 'U1', text });
  const event: ClassifiedEvent = {
    platform: 'slack', chat_id: 'C1', chat_name: 'eng', message_id: ts, create_time: new Date(Number(ts.split('.')[0]) * 1000).toISOString(), msg_type: 'text', content: text, thread_id: null,
    sender: { id: 'U1', type: 'user' }, mentions: options.mention === false ? [] : [slack.bot.id], is_bot_mention: options.mention !== false, is_question: true, is_ack_or_emoji: false,
    is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 0.9, classifier_version: 'test', classified_at: new Date().toISOString(),
  };
  return { key: `slack:C1:${ts}`, event };
}

/** The watcher's `tend-chat` repository_dispatch for one thread, sent by `sender`. */
export function chatDispatchEvent(source: WebhookSource, repo: Repository, question: ChatQuestion, sender: Account): unknown {
  return repositoryDispatchEvent(source, repo, { eventType: 'tend-chat', clientPayload: { v: 1, thread_key: question.key, events: [question.event] } }, sender);
}

/** The action inputs and environment of a chat run against these servers. */
export function chatInputs(servers: Pick<ChatServers, 'claude' | 'slack'>, auditPath: string): Record<string, string> {
  return { 'anthropic-api-key': servers.claude.apiKey, 'slack-token': servers.slack.token, 'audit-path': auditPath };
}
export function chatEnv(servers: Pick<ChatServers, 'claude' | 'slack'>): Record<string, string> {
  return { ANTHROPIC_BASE_URL: servers.claude.url, TEND_SLACK_API_URL: servers.slack.apiUrl, TEND_NOW: CHAT_NOW };
}

/** The `tend:chat` issues that carry thread `key` (one, when tend kept its promise). */
export function threadIssues(repo: Repository, key: string): Issue[] {
  return repo.issues.filter((i) => threadKeyFromBody(i.body) === key);
}

export const investigatorReturn = (draft: string, refs: EvidenceRef[], over: Partial<InvestigatorReturn> = {}): InvestigatorReturn => ({
  confidence: 'high', confidence_reason: 'I read the function in this investigation.', summary_for_orchestrator: `Answered: ${draft.slice(0, 40)}.`, draft_reply: draft, draft_language: 'en',
  evidence_refs: refs, proposed_triage_file: null, open_questions: [], escalation_requested: false, escalation_reason: null, investigator_round: 1, research_notes: 'Read the file.', ...over,
});

export const validatorVerdict = (over: Partial<ValidatorReturn> = {}): ValidatorReturn => ({
  verdict: 'pass', reasons: [], spot_check_ref: 'src/area.ts:2', spot_check_result: 'supports', spot_check_note: 'The line multiplies.', schema_check: 'ok', confidence_language_match: 'match',
  scope_drift: 'none', cross_investigation_consistency: 'no_overlap', risk_gate_check: 'passes', tone_assessment: 'matches', bounce_feedback: null, validator_model: 'claude', validated_at: CHAT_NOW, ...over,
});

/** A model turn that calls `tool` with `input`, with the usage the API reports for it. */
export const toolAnswer = (tool: string, input: unknown, inputTokens = 1000, outputTokens = 100): ScriptedReply => ({
  kind: 'message',
  content: [{ type: 'tool_use', name: tool, input }],
  usage: { input_tokens: inputTokens, output_tokens: outputTokens },
});

export type ModelRole = 'investigate' | 'validate' | 'other';

/** Which chat role sent a request, told by the submit tool it was given. */
export function modelRole(request: RecordedRequest): ModelRole {
  const names = (request.body.tools ?? []).map((tool) => (tool as { name: string }).name);
  if (names.includes('submit_validation')) return 'validate';
  if (names.includes('submit_investigation')) return 'investigate';
  return 'other';
}

export function systemText(request: RecordedRequest): string {
  const system = request.body.system;
  return typeof system === 'string' ? system : (system ?? []).map((b) => b.text).join('\n');
}

/**
 * Whether a model request is about `question`'s thread. The thread key is no test: a run that starts
 * after another thread's issue exists lists that key among the other open investigations. The
 * question's own text appears only in its thread's section.
 */
export function isAbout(request: RecordedRequest, question: ChatQuestion): boolean {
  return systemText(request).includes(question.event.content);
}

export interface RoleHandlers {
  investigate(request: RecordedRequest, call: number): ScriptedReply;
  validate(request: RecordedRequest, call: number): ScriptedReply;
  /** A request neither role sent; without a handler it is answered 500, naming it. */
  other?(request: RecordedRequest, call: number): ScriptedReply;
}

/** Scripts both roles; each handler sees the request (to answer per thread and per round). Returns the calls per role. */
export function scriptRoles(claude: AnthropicEmulator, handlers: RoleHandlers): Record<ModelRole, number> {
  const calls: Record<ModelRole, number> = { investigate: 0, validate: 0, other: 0 };
  claude.fallback((request) => {
    const role = modelRole(request);
    calls[role] += 1;
    if (role !== 'other') return handlers[role](request, calls[role]);
    return handlers.other?.(request, calls.other) ?? { kind: 'error', status: 500, type: 'api_error', message: `chat-world: request #${request.seq} carries neither submit_investigation nor submit_validation`, headers: { 'x-should-retry': 'false' } };
  });
  return calls;
}
