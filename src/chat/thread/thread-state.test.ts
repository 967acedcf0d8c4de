import { describe, expect, it } from 'vitest';
import { encodeMarker } from '../../store/marker.js';
import type { ClassifiedEvent } from '../../core/chat-event.js';
import { newThreadState, step, type MachineConfig } from './machine.js';
import { renderThreadIssue } from './render-thread-issue.js';
import { ChatThreadStateSchema, fitForStorage, MAX_MARKER_CHARS, readChatState } from './thread-state.js';
import { decodeMarker } from '../../store/marker.js';

const CONFIG: MachineConfig = { tier2: { enabled: false, workflow: 'x', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 9, end: 17 } } };
const AT = '2026-03-02T10:00:00.000Z';

function event(id: string, content: string): ClassifiedEvent {
  return {
    platform: 'slack', chat_id: 'C1', chat_name: 'eng', message_id: id, create_time: AT, msg_type: 'text', content, thread_id: 'root', sender: { id: 'U1', type: 'user' }, mentions: [],
    is_bot_mention: false, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 1, classifier_version: 't', classified_at: AT,
  };
}

describe('chat thread state storage', () => {
  it('cuts a state too large for an issue body until its marker fits, keeping it valid, and the issue body round-trips', () => {
    // Hyphens cost six characters each in the marker (escaped so no text can close the comment).
    const events = Array.from({ length: 20 }, (_, i) => event(`m${i}`, '-'.repeat(3900)));
    let state = newThreadState('slack:C1:root', events[0]!, AT);
    state = step(state, { kind: 'messages', threadKey: state.thread_key, events, at: AT }, CONFIG).state;
    expect(encodeMarker(state).length).toBeGreaterThan(MAX_MARKER_CHARS);
    const fitted = fitForStorage(state, (s) => encodeMarker(s).length);
    expect(encodeMarker(fitted).length).toBeLessThanOrEqual(MAX_MARKER_CHARS);
    expect(ChatThreadStateSchema.parse(fitted)).toEqual(fitted);
    expect(fitted).toMatchObject({ thread_key: 'slack:C1:root', status: 'investigating', seen_message_ids: state.seen_message_ids });
    const body = renderThreadIssue(fitted, undefined);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(readChatState(decodeMarker(body))).toEqual(fitted);
  });

  it('leaves a state that fits untouched', () => {
    const state = newThreadState('slack:C1:root', event('m1', 'Why?'), AT);
    expect(fitForStorage(state, (s) => encodeMarker(s).length)).toBe(state);
  });
});
