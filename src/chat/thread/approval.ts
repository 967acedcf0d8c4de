// A chat approval binds to what the person approving was shown: the reply's text and where it
// goes, as the thread's issue displayed them. The approval records a digest of both; the post
// computes the digest of what it is about to send, and where, and posts nothing when they differ.
// So a state that says something other than the page (a forged marker, a run that changed the
// draft in between) can never turn "approve" into another text in another channel. Pure.

import { createHash } from 'node:crypto';
import { inert } from '../../core/text.js';
import type { ChatThreadState } from './thread-state.js';

/** Where a reply is posted: the chat, its thread, and the message it answers. */
export interface ReplyTarget {
  platform: string;
  chat_id: string;
  thread_id: string;
  reply_to_message_id: string;
}

/** What the issue showed a person: the draft (null when it showed none) and where it goes. */
export interface ShownReply {
  text: string | null;
  target: ReplyTarget | null;
}

export function replyTargetOf(state: ChatThreadState): ReplyTarget {
  return { platform: state.platform, chat_id: state.chat_id, thread_id: state.thread_id, reply_to_message_id: state.reply_to_message_id };
}

/**
 * The digest of a reply and its target, compared as the page shows them: inert (core/text.ts,
 * idempotent) and trimmed, so the same text read back from the issue and about to be posted agree.
 */
export function replyDigest(text: string, target: ReplyTarget): string {
  const shown = [text, target.platform, target.chat_id, target.thread_id, target.reply_to_message_id].map((s) => inert(s.replace(/\r\n/g, '\n')).trim());
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

/**
 * Null when a person's approval covers posting `text` (as it will be sent) to the state's target,
 * else why not, in one line. The issue showed both redacted, so they are compared redacted.
 */
export function refusalToPost(state: ChatThreadState, text: string, redact: (text: string) => string): string | null {
  const t = replyTargetOf(state);
  const target = { platform: redact(t.platform), chat_id: redact(t.chat_id), thread_id: redact(t.thread_id), reply_to_message_id: redact(t.reply_to_message_id) };
  if (state.approved_digest !== null && state.approved_digest === replyDigest(redact(text), target)) return null;
  return `the reply about to be posted (or where it would go) is not what the issue showed when @${state.approved_by ?? 'someone'} approved it; read the issue again and approve what it shows`;
}

const TARGET_LABEL = '**Reply goes to:**';
const DRAFT_LABEL = '**Draft reply**';

/** The line of the issue that says where the reply goes; ids as JSON strings, so they read back exactly. */
export function renderReplyTarget(target: ReplyTarget): string {
  const q = (s: string) => JSON.stringify(s);
  return `${TARGET_LABEL} ${q(target.platform)} chat ${q(target.chat_id)}, thread ${q(target.thread_id)}, in reply to message ${q(target.reply_to_message_id)}.`;
}

/** The label line above the draft's fence. */
export function draftLabel(badge: string | null): string {
  return `${DRAFT_LABEL}${badge ? ` (${badge})` : ''}:`;
}

const JSON_STRING = '"(?:[^"\\\\]|\\\\.)*"';
const TARGET_LINE = new RegExp(`^${escape(TARGET_LABEL)} (${JSON_STRING}) chat (${JSON_STRING}), thread (${JSON_STRING}), in reply to message (${JSON_STRING})\\.$`);

/**
 * The draft and target an issue body shows, read from the lines tend writes there: only lines
 * outside code fences count (chat text and the draft sit inside fences, so they cannot pose as
 * those lines), and the draft is the fence right after the draft label.
 */
export function shownReply(body: string): ShownReply {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  let text: string | null = null;
  let target: ReplyTarget | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fence = /^(`{3,})/.exec(line)?.[1];
    if (fence) {
      const end = lines.findIndex((l, j) => j > i && l === fence);
      if (end < 0) break;
      i = end;
      continue;
    }
    if (line.startsWith(DRAFT_LABEL)) {
      const open = lines.findIndex((l, j) => j > i && l.trim() !== '');
      const opening = open < 0 ? undefined : /^(`{3,})text$/.exec(lines[open]!)?.[1];
      const close = opening ? lines.findIndex((l, j) => j > open && l === opening) : -1;
      if (close < 0) break;
      text = lines.slice(open + 1, close).join('\n');
      i = close;
      continue;
    }
    const match = TARGET_LINE.exec(line);
    if (match) {
      const [platform, chat_id, thread_id, reply_to_message_id] = match.slice(1).map((s) => JSON.parse(s) as string);
      target = { platform: platform!, chat_id: chat_id!, thread_id: thread_id!, reply_to_message_id: reply_to_message_id! };
    }
  }
  return { text, target };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
