// The three ways into a chat thread, each one call from the chat-thread handler: the watcher's
// repository_dispatch `tend-chat` (new messages), a `/tend approve` or `/tend reject` comment on
// the thread's issue, and the Tier-2 workflow run on that issue. Bad input is one line and
// nothing changed; everything else is the orchestrator's state machine.

import { getChatIssue } from '../../github/chat-issues.js';
import { RefusalError } from '../../core/errors.js';
import { decodeMarker } from '../../store/marker.js';
import { ChatDispatchPayloadSchema } from '../../github/chat-dispatch-payload.js';
import { threadKeyOf } from '../../core/chat-event.js';
import { newThreadState } from './machine.js';
import { advanceThread, openThread, type ChatDeps, type ChatOutcome } from './orchestrate.js';
import { CHAT_LABEL, threadKeyFromBody, threadKeyMarker } from '../../github/chat-thread-key.js';
import { readChatState } from './thread-state.js';
import { shownReply } from './approval.js';

export async function runChatDispatch(deps: ChatDeps, clientPayload: unknown): Promise<ChatOutcome> {
  const parsed = ChatDispatchPayloadSchema.safeParse(clientPayload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `client_payload.${issue.path.join('.')}` : 'client_payload';
    throw new RefusalError(`The tend-chat dispatch is malformed: ${where}: ${issue.message}; expected {v: 1, thread_key, events: [classified chat events]} as the watcher sends. Nothing was changed.`);
  }
  const payload = parsed.data;
  try {
    threadKeyMarker(payload.thread_key);
  } catch {
    throw new RefusalError(`The tend-chat dispatch's thread_key '${payload.thread_key.slice(0, 80)}' is not a thread key (platform:chat_id:root_message_id). Nothing was changed.`);
  }
  const stray = payload.events.find((e) => threadKeyOf(e) !== payload.thread_key);
  if (stray) throw new RefusalError(`The tend-chat dispatch mixes threads: message ${stray.message_id} belongs to ${threadKeyOf(stray)}, not ${payload.thread_key}. Nothing was changed.`);

  const at = deps.now().toISOString();
  const events = [...payload.events].sort((a, b) => Date.parse(a.create_time) - Date.parse(b.create_time));
  const thread = await openThread(deps, payload.thread_key, () => newThreadState(payload.thread_key, events[0]!, at));
  return advanceThread(deps, thread!, { kind: 'messages', threadKey: payload.thread_key, events, at });
}

/** A chat-thread issue of tend's, or null when the issue is something else (then the command is not about chat). */
export async function chatThreadOf(deps: Pick<ChatDeps, 'octokit' | 'repo' | 'selfId'>, issueNumber: number): Promise<string | null> {
  const issue = await getChatIssue(deps.octokit, deps.repo, issueNumber);
  if (!issue.labels.includes(CHAT_LABEL) || issue.authorId !== deps.selfId) return null;
  const key = threadKeyFromBody(issue.body);
  return key && readChatState(decodeMarker(issue.body)) ? key : null;
}

/**
 * `/tend approve` (the lines after it, when present, are the text to post) or `/tend reject
 * <reason>`, already authorised (write access) by the caller.
 */
export async function runChatCommand(
  deps: ChatDeps,
  command: { verb: 'approve' | 'reject'; threadKey: string; actor: string; body: string; eventKey: string },
): Promise<ChatOutcome> {
  const thread = await openThread(deps, command.threadKey, null);
  if (!thread) throw new RefusalError(`The chat thread ${command.threadKey} has no state tend can read; nothing was changed.`);
  const at = deps.now().toISOString();
  const { firstLine, rest } = splitCommand(command.body);
  // What the issue showed when the person approved: the approval binds to it (approval.ts).
  const shown = thread.body === null ? { text: null, target: null } : shownReply(thread.body);
  if (command.verb === 'approve') return advanceThread(deps, thread, { kind: 'approve', actor: command.actor, text: rest === '' ? null : rest, eventKey: command.eventKey, at, shown });
  const reason = [firstLine.replace(/^\/tend\s+reject\b/i, '').trim(), rest].filter(Boolean).join(' ').slice(0, 500);
  return advanceThread(deps, thread, { kind: 'reject', actor: command.actor, reason, at });
}

/** The Tier-2 run (workflow_dispatch with the thread issue's number). */
export async function runChatTier2(deps: ChatDeps, issueNumber: number): Promise<ChatOutcome> {
  const key = await chatThreadOf(deps, issueNumber);
  if (!key) throw new RefusalError(`Issue #${issueNumber} is not one of tend's ${CHAT_LABEL} thread issues; a Tier-2 investigation needs one. Nothing was changed.`);
  const thread = await openThread(deps, key, null);
  if (!thread) throw new RefusalError(`The chat thread of #${issueNumber} has no state tend can read; nothing was changed.`);
  return advanceThread(deps, thread, { kind: 'tier2-start', runUrl: deps.runUrl ?? null, at: deps.now().toISOString() });
}

/**
 * A comment on a thread's issue: `reply` is a writer's answer to the request for context (null: the
 * author may not write, so it only lets a wait that is over end). Not a tend thread: nothing to do.
 */
export async function runChatContext(deps: ChatDeps, issueNumber: number, reply: { actor: string; text: string } | null): Promise<ChatOutcome> {
  const key = await chatThreadOf(deps, issueNumber);
  const thread = key ? await openThread(deps, key, null) : null;
  if (!key || !thread) return { threadKey: key ?? '', issue: issueNumber, state: null, notes: [`#${issueNumber} is not a chat thread tend can read; the comment changes nothing`], replies: [] };
  const at = deps.now().toISOString();
  return advanceThread(deps, thread, reply ? { kind: 'context-reply', actor: reply.actor, text: reply.text, at } : { kind: 'context-due', at });
}

/** `/tend approve` on the first line; everything after it, verbatim but trimmed, is the text. */
function splitCommand(body: string): { firstLine: string; rest: string } {
  const text = body.replace(/\r\n/g, '\n').trimStart();
  const newline = text.indexOf('\n');
  if (newline < 0) return { firstLine: text.trim(), rest: '' };
  return { firstLine: text.slice(0, newline).trim(), rest: text.slice(newline + 1).trim() };
}
