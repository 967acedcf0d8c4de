// The data sections both model roles read: the chat thread, the other open threads' summaries,
// the investigator's return and the evidence checks. Chat text is untrusted: it is sanitised
// (hidden Markdown, invisible characters and images removed, as for review comments) and only
// ever placed inside a delimited data section. Pure.

import { dataSection } from '../../llm/prompts.js';
import type { InvestigatorReturn } from './returns.js';
import { redactedMessageText, type ChatThreadState } from './thread-state.js';
import type { EvidenceCheckResult } from './verdict.js';
import { sanitizeForModel } from '../../llm/untrusted-text.js';

export interface OpenThreadHint {
  thread_key: string;
  summary: string;
}

export function threadSection(state: ChatThreadState): string {
  const lines = state.messages.map((m) => `[${m.create_time}] ${m.sender_id}${m.message_id === state.reply_to_message_id ? ' (answer this one)' : ''}:\n${m.redacted ? redactedMessageText(m.message_id, sanitizeForModel(m.content)) : sanitizeForModel(m.content)}`);
  return dataSection('chat_thread', lines.join('\n\n'));
}

/** ≤ 2-sentence summaries of the other open threads, so an answer can point to a related one. */
export function hintsSection(hints: readonly OpenThreadHint[]): string {
  const text = hints.length === 0 ? '(no other open investigations)' : hints.map((h) => `- ${h.thread_key}: ${sanitizeForModel(h.summary)}`).join('\n');
  return dataSection('other_investigations', text);
}

export function feedbackSection(feedback: string | null): string {
  if (!feedback) return '';
  return `Your previous draft was bounced by the validator. Fix exactly these points (do not argue with them):\n${dataSection('bounce_feedback', sanitizeForModel(feedback))}`;
}

export function investigationSection(result: InvestigatorReturn): string {
  return dataSection('investigator_return', JSON.stringify(result, null, 2));
}

export function checksSection(checks: readonly EvidenceCheckResult[]): string {
  const text = checks.length === 0 ? '(no evidence refs to check)' : checks.map((c) => `- ${c.ref}: ${c.result} (${c.reason})`).join('\n');
  return dataSection('evidence_checks', text);
}
