// The chat thread's issue as people read it: where the thread stands, the draft with its badge,
// the evidence with what the check found, the cost, and how to approve or reject; then the
// thread-key marker line and the hidden state. Chat text and model text are shown inside code
// fences (never as Markdown that could mention people), and all of it is inert text. Pure.

import { codeFence } from '../../core/quote.js';
import { COMMENT_LIMIT, truncate, cell, inert } from '../../core/text.js';
import { encodeMarker } from '../../store/marker.js';
import { ChatPlatformSchema } from '../../core/chat-event.js';
import { markdownLinkTarget, platformMessageLink } from '../../core/message-link.js';
import { threadKeyMarker } from '../../github/chat-thread-key.js';
import { redactedMessageText, type ChatThreadState } from './thread-state.js';
import { draftLabel, renderReplyTarget, replyTargetOf } from './approval.js';

const BADGES = { validated: '✓ validated', 'bounced-then-passed': '✓ bounced-then-passed', escalated: '⚠ escalated' } as const;

export function threadIssueTitle(state: ChatThreadState): string {
  const opening = state.messages[0];
  const first = opening ? opening.content.replace(/\s+/g, ' ').trim() : '';
  const text = first.length > 70 ? `${first.slice(0, 69)}…` : first;
  return `tend chat · ${state.chat_name || state.chat_id} · ${text || state.thread_key}`.slice(0, 250);
}

export function renderThreadIssue(state: ChatThreadState, runUrl: string | undefined): string {
  const lines: string[] = [`### tend chat · ${state.status}${state.badge ? ` · ${BADGES[state.badge]}` : ''}`, ''];
  lines.push(`Thread \`${state.thread_key}\` in ${state.platform} **${cell(state.chat_name || state.chat_id)}**, question type \`${state.question_type}\`, round ${state.investigator_round}.`, '');
  lines.push('**Thread** (as received, untrusted):', '', fenced(state.messages.map((m) => `[${m.create_time}] ${m.sender_id}: ${messageText(m)}`).join('\n')), '');
  lines.push(...linkLines(state));

  lines.push(...glossLines(state), ...contextLines(state));
  if (state.escalation_note) lines.push(`**Why a human is needed:** ${cell(state.escalation_note)}`, '');
  if (state.tier2 && state.is_escalated && !state.investigator_return) {
    lines.push(`**Tier 2:** dispatched \`${state.tier2.workflow}\` at ${state.tier2.dispatched_at} (${cell(state.tier2.reason)}). Its transcript streams to that run's log and the \`${state.tier2.transcript_artifact}\` artifact.`, '');
  }
  const draft = state.posting_text ?? state.draft_pending;
  if (draft) {
    // What an approval binds to (approval.ts): this text, and the target on the line below it.
    lines.push(draftLabel(state.badge ? BADGES[state.badge] : null), '', fenced(draft), '', renderReplyTarget(replyTargetOf(state)), '');
  }
  const investigation = state.investigator_return;
  const round = state.rounds[state.rounds.length - 1];
  if (investigation) {
    lines.push(`Confidence **${investigation.confidence}**: ${cell(investigation.confidence_reason)}`, '');
    if (investigation.evidence_refs.length > 0) {
      lines.push('| Evidence | Kind | Claim | Check |', '|---|---|---|---|');
      for (const ref of investigation.evidence_refs) {
        const check = round?.evidence_checks.find((c) => c.ref === ref.ref) ?? round?.evidence_checks[investigation.evidence_refs.indexOf(ref)];
        lines.push(`| \`${cell(ref.ref).replace(/`/g, "'")}\` | ${ref.kind} | ${cell(ref.supports_claim)} | ${check ? `${check.result}: ${cell(check.reason)}` : 'not checked'} |`);
      }
      lines.push('');
    }
  }
  if (state.validator_return) {
    const v = state.validator_return;
    const final = round?.final;
    lines.push(
      `Validator: model said **${v.verdict}**${final ? `, rules decided **${final.verdict}**` : ''}; spot-check \`${cell(v.spot_check_ref).replace(/`/g, "'")}\` ${v.spot_check_result}; language ${v.confidence_language_match}; scope ${v.scope_drift}; risk gate ${v.risk_gate_check}; tone ${v.tone_assessment}.`,
      '',
    );
    if (final && final.reasons.length > 0) lines.push(...final.reasons.map((r) => `- ${cell(r)}`), '');
  }
  lines.push(`<sub>Model cost so far: ${state.usage.input_tokens + state.usage.output_tokens} tokens (${state.usage.input_tokens} in / ${state.usage.output_tokens} out), $${state.usage.cost_usd.toFixed(4)}; orchestrator: 0 model tokens.</sub>`, '');

  if (state.posted_message_id) {
    lines.push(`**Posted** as message \`${state.posted_message_id}\` (approved by @${state.approved_by ?? '?'}).`, '');
  } else if (state.closed_reason) {
    lines.push(`**Closed:** ${cell(state.closed_reason)}`, '');
  } else if (state.posting_text !== null && (state.status === 'pending-user' || state.status === 'escalated')) {
    lines.push(`**A post approved by @${state.approved_by ?? '?'} at ${state.user_approved_at ?? '?'} was not confirmed** (the run stopped between posting and saving). tend posts at most once on its own: look in the chat thread, and comment \`/tend approve\` again only if the reply is not there.`, '');
  } else if (state.status === 'pending-user' || state.status === 'escalated') {
    lines.push('To post the draft, comment `/tend approve`; to post your own text, put it on the lines after `/tend approve`. To drop it, comment `/tend reject <reason>`. Only people with write access can approve.', '');
  }
  lines.push(`<sub>Updated ${state.last_event_at}${runUrl ? ` by [this run](${runUrl})` : ''}.</sub>`, '');
  // Chat text, model text (confidence reasons, evidence refs, validator reasons, the draft) and the
  // notes quoting them are inert as a whole (core/text.ts): the thread-key line that starts the body
  // and the state marker that ends it are the only hidden markers in it.
  const text = `${threadKeyMarker(state.thread_key)}\n\n${inert(lines.join('\n'))}`;
  return truncate(text, COMMENT_LIMIT, `\n${encodeMarker(state)}`);
}

/** Chat and model text in a code fence longer than any backtick run inside (core/quote.ts), so it cannot close it. */
function fenced(text: string): string {
  return codeFence('text', text);
}

/**
 * Where each message is on its platform, one link per message (outside the fence, so it can be
 * followed): with chat.redact-messages, how a reader of the issue finds the text GitHub does not
 * hold. A stored link is checked again: the state is read back from an issue body.
 */
export function linkLines(state: Pick<ChatThreadState, 'platform' | 'messages'>): string[] {
  const platform = ChatPlatformSchema.safeParse(state.platform);
  if (!platform.success) return [];
  const links = state.messages.flatMap((m) => {
    const link = platformMessageLink(platform.data, m.link);
    return link ? [`[message \`${cell(m.message_id).replace(/`/g, "'")}\`](${markdownLinkTarget(link)})`] : [];
  });
  return links.length === 0 ? [] : [`**In ${platform.data}:** ${links.join(' · ')}`, ''];
}

/** A message as the issue shows it: its text, or its id when the text was left out (chat.redact-messages). */
function messageText(m: ChatThreadState['messages'][number]): string {
  return m.redacted ? redactedMessageText(m.message_id, m.content) : m.content;
}

/**
 * §5 step 3: each non-English message's English gloss (model output, untrusted, fenced like the
 * thread), or one line saying why there is none.
 */
function glossLines(state: ChatThreadState): string[] {
  if (state.glosses.length === 0) return [];
  const made = state.glosses.filter((g) => g.gloss !== null);
  const lines: string[] = [];
  if (made.length > 0) lines.push("**English gloss** (by the investigator's model, untrusted):", '', fenced(made.map((g) => `[${g.message_id}] ${g.gloss}`).join('\n')), '');
  for (const g of state.glosses.filter((x) => x.gloss === null)) lines.push(`No English gloss for message \`${cell(g.message_id).replace(/`/g, "'")}\`: ${cell(g.note)}.`, '');
  return lines;
}

/** §5 step 5: what tend asked before investigating, and the answer (quoted) or that none came. */
function contextLines(state: ChatThreadState): string[] {
  const request = state.context_request;
  if (!request) return [];
  const asked = `tend asked for context at ${request.asked_at} (${request.missing.map(cell).join('; ')})`;
  if (request.answer !== null) return [`**Context** (${asked}), answered by @${cell(request.answered_by ?? '?')}, untrusted:`, '', fenced(request.answer), ''];
  if (request.timed_out) return [`**No context came:** ${asked}; no answer by ${request.due_at}, so the investigation went ahead with what the thread has.`, ''];
  if (state.status === 'awaiting-context') return [`**Waiting for context:** ${asked}. Reply on this issue (write access); tend investigates at ${request.due_at} at the latest.`, ''];
  return [];
}
