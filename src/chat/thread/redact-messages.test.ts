// chat.redact-messages and the warning for public repositories (#15, "chat threads from private
// channels are copied into issues and artifacts of possibly public repositories").

import { describe, expect, it } from 'vitest';
import { ChatConfigSchema } from '../../config/chat-section.js';
import type { ClassifiedEvent } from '../../core/chat-event.js';
import { decodeMarker, encodeMarker } from '../../store/marker.js';
import { publicCopyWarning } from './handler.js';
import { newThreadState, step, type MachineConfig } from './machine.js';
import { threadSection } from './prompt-sections.js';
import { renderThreadIssue, threadIssueTitle } from './render-thread-issue.js';
import { messageCopy, readChatState, withoutMessageText } from './thread-state.js';

const CONFIG: MachineConfig = { tier2: { enabled: false, workflow: 'x', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 9, end: 17 } } };
const AT = '2026-03-02T10:00:00.000Z';
const SECRET_TEXT = 'Customer Acme is migrating off us next quarter, why does export fail?';
const event: ClassifiedEvent = {
  platform: 'slack', chat_id: 'C1', chat_name: 'eng-private', message_id: '1700000000.000100', create_time: AT, msg_type: 'text', content: SECRET_TEXT, thread_id: null, sender: { id: 'U1', type: 'user' }, mentions: [],
  is_bot_mention: false, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 1, classifier_version: 't', classified_at: AT,
};
const KEY = 'slack:C1:1700000000.000100';
const started = step(newThreadState(KEY, event, AT), { kind: 'messages', threadKey: KEY, events: [event], at: AT }, CONFIG).state;

describe('chat.redact-messages', () => {
  it('is auto unless set, and takes a boolean or auto, saying what it expects', () => {
    expect(ChatConfigSchema.parse({})['redact-messages']).toBe('auto');
    expect(ChatConfigSchema.parse({ 'redact-messages': true })['redact-messages']).toBe(true);
    const wrong = ChatConfigSchema.safeParse({ 'redact-messages': 'yes' });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.path).toEqual(['redact-messages']);
  });

  it('auto copies whole messages only into a repository known to be private', () => {
    expect(messageCopy('auto', true)).toBe('full');
    expect(messageCopy('auto', false)).toBe('excerpt');
    expect(messageCopy('auto', null)).toBe('excerpt');
    expect(messageCopy(true, true)).toBe('none');
    expect(messageCopy(false, false)).toBe('full');
  });

  it('an excerpt keeps the first words, the id and the thread key, and stays an excerpt when stored again', () => {
    const stored = withoutMessageText(started, 'excerpt');
    const body = renderThreadIssue(stored, undefined);
    expect(body).toContain('U1: Customer Acme is migrating off us … (message 1700000000.000100: the rest left out of GitHub, chat.redact-messages)');
    expect(body).not.toContain('next quarter');
    expect(encodeMarker(stored)).not.toContain('next quarter');
    expect(body).toContain(KEY);
    expect(withoutMessageText(readChatState(decodeMarker(body))!, 'excerpt')).toEqual(stored);
    expect(threadSection(stored)).toContain('Customer Acme is migrating off us … (message 1700000000.000100: the rest left out');
  });

  it('the stored state, the page and the title name each message by id and sender, never by its text', () => {
    expect(started.messages[0]!.content).toBe(SECRET_TEXT); // the run that received it still has it
    const stored = withoutMessageText(started);
    const body = renderThreadIssue(stored, undefined);
    expect(body).not.toContain('Acme');
    expect(encodeMarker(stored)).not.toContain('Acme');
    expect(body).toContain('U1: (message 1700000000.000100: text left out of GitHub, chat.redact-messages)');
    expect(threadIssueTitle(stored)).toBe(`tend chat · eng-private · ${KEY}`);
    expect(threadIssueTitle(stored)).not.toContain('Acme');
    // The state reads back as written, flagged, so a later run knows the text is not there.
    expect(readChatState(decodeMarker(body))).toEqual(stored);
    expect(readChatState(decodeMarker(body))!.messages[0]).toMatchObject({ message_id: '1700000000.000100', sender_id: 'U1', content: '', redacted: true });
  });

  it('a later run’s model is told the text was left out, instead of reading an empty message', () => {
    const section = threadSection(withoutMessageText(started));
    expect(section).toContain('(message 1700000000.000100: text left out of GitHub, chat.redact-messages)');
    expect(threadSection(started)).toContain(SECRET_TEXT);
  });

  it('without it, the page and title show the text, as before', () => {
    expect(renderThreadIssue(started, undefined)).toContain(SECRET_TEXT);
    expect(threadIssueTitle(started)).toContain('Customer Acme');
  });
});

describe('the warning when chat text goes into a public repository', () => {
  it('warns once when a thread issue was written into a repository that is not private', () => {
    const [warning, ...more] = publicCopyWarning(false, 'full', 7);
    expect(more).toEqual([]);
    expect(warning).toContain('This repository is public: chat thread #7 copies whole messages from the chat channel');
    expect(warning).toContain('chat.redact-messages: true');
    expect(publicCopyWarning(false, 'excerpt', 7)).toEqual([expect.stringContaining('shows only the first 6 words of each message')]);
  });

  it('with redaction on, says what may still quote the channel', () => {
    expect(publicCopyWarning(false, 'none', 7)).toEqual([expect.stringContaining('names the channel\'s messages by id only')]);
  });

  it('says nothing for a private repository, when privacy is unknown, or when no issue was written', () => {
    expect(publicCopyWarning(true, 'full', 7)).toEqual([]);
    expect(publicCopyWarning(null, 'excerpt', 7)).toEqual([]);
    expect(publicCopyWarning(false, 'full', null)).toEqual([]);
  });
});
