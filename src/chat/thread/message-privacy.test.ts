// #18 item 7, chat privacy: each message's link on the thread issue (checked to be on the
// platform's own host), and model text that quotes a message losing the quote wherever the
// message's text is left out (chat.redact-messages).

import { describe, expect, it } from 'vitest';
import { ChatEventSchema, type ClassifiedEvent } from '../../core/chat-event.js';
import { markdownLinkTarget, platformMessageLink } from '../../core/message-link.js';
import { decodeMarker, encodeMarker } from '../../store/marker.js';
import { slackMessageLink } from '../adapters/slack.js';
import { newThreadState, step, type MachineConfig } from './machine.js';
import { linkLines, renderThreadIssue } from './render-thread-issue.js';
import { publicCopy, quoteLeftOut, readChatState, withoutMessageText, withoutQuotes, type ChatThreadState } from './thread-state.js';

const CONFIG: MachineConfig = { tier2: { enabled: false, workflow: 'x', thresholdMinutes: 10 }, autoReply: { enabled: false, workingHours: { start: 9, end: 17 } } };
const AT = '2026-03-02T10:00:00.000Z';
const TS = '1700000000.000100';
const KEY = `slack:C1:${TS}`;
const LINK = `https://acme.slack.com/archives/C1/p1700000000000100`;
const SECRET = 'Why does the export fail for the Initech billing migration next quarter?';
const event = (over: Partial<ClassifiedEvent> = {}): ClassifiedEvent => ({
  platform: 'slack', chat_id: 'C1', chat_name: 'eng-private', message_id: TS, create_time: AT, msg_type: 'text', content: SECRET, thread_id: null, sender: { id: 'U1', type: 'user' }, mentions: [], link: LINK,
  is_bot_mention: false, is_question: true, is_ack_or_emoji: false, is_internal_chatter: false, mentions_thread_with_inflight: false, classification: 'actionable', classifier_confidence: 1, classifier_version: 't', classified_at: AT,
  ...over,
});
const threadOf = (e: ClassifiedEvent) => step(newThreadState(KEY, e, AT), { kind: 'messages', threadKey: KEY, events: [e], at: AT }, CONFIG).state;

describe('message links', () => {
  it('keeps an https link on the platform\'s own host, normalised, and drops any other', () => {
    expect(platformMessageLink('slack', LINK)).toBe(LINK);
    expect(platformMessageLink('slack', 'https://acme.enterprise.slack.com/archives/C1/p1')).toBe('https://acme.enterprise.slack.com/archives/C1/p1');
    expect(platformMessageLink('discord', 'https://discord.com/channels/@me/1/2')).toBe('https://discord.com/channels/@me/1/2');
    expect(platformMessageLink('teams', 'https://teams.microsoft.com/l/message/19%3Aa%40thread.tacv2/1?groupId=g')).toBe('https://teams.microsoft.com/l/message/19%3Aa%40thread.tacv2/1?groupId=g');
    for (const [platform, link] of [
      ['slack', 'http://acme.slack.com/archives/C1/p1'], // not https
      ['slack', 'https://acme.slack.com.evil.example/archives/C1/p1'], // look-alike host
      ['slack', 'https://evil.example/?acme.slack.com'],
      ['slack', 'https://user:pw@acme.slack.com/archives/C1/p1'],
      ['slack', 'https://acme.slack.com:8443/archives/C1/p1'],
      ['slack', 'javascript:alert(1)//acme.slack.com'],
      ['discord', 'https://discordapp.com.evil.example/channels/1/2/3'],
      ['teams', 'https://teams.microsoft.com.evil.example/l/message/1'],
      ['slack', 'not a url'],
      ['slack', `https://acme.slack.com/${'x'.repeat(600)}`],
      ['mattermost', 'https://chat.example.com/team/pl/abc'], // self-hosted: no known host
    ] as const) expect(platformMessageLink(platform, link), link).toBeNull();
    expect(platformMessageLink('slack', undefined)).toBeNull();
  });

  it('a chat event takes an optional https link and refuses any other scheme, saying where', () => {
    const { link: _, ...without } = ChatEventSchema.parse({ platform: 'slack', chat_id: 'C1', chat_name: 'c', message_id: TS, create_time: AT, msg_type: 'text', content: 'x', thread_id: null, sender: { id: 'U1', type: 'user' }, mentions: [] });
    expect(ChatEventSchema.parse({ ...without, link: LINK }).link).toBe(LINK);
    const wrong = ChatEventSchema.safeParse({ ...without, link: 'http://acme.slack.com/x' });
    expect(wrong.error?.issues[0]?.path).toEqual(['link']);
  });

  it('builds Slack permalinks in chat.getPermalink\'s documented form, for a message and for a reply', () => {
    expect(slackMessageLink('https://acme.slack.com/', { chat_id: 'C1', message_id: TS, thread_id: null })).toBe(LINK);
    expect(slackMessageLink('https://acme.slack.com', { chat_id: 'C1', message_id: '1700000001.000200', thread_id: TS })).toBe(
      'https://acme.slack.com/archives/C1/p1700000001000200?thread_ts=1700000000.000100&cid=C1',
    );
    expect(slackMessageLink('https://evil.example/', { chat_id: 'C1', message_id: TS, thread_id: null })).toBeNull();
  });

  it('the thread keeps a message\'s link only on the platform\'s host: a dispatch naming another host loses it', () => {
    expect(threadOf(event()).messages[0]!.link).toBe(LINK);
    expect(threadOf(event({ link: 'https://evil.example/archives/C1/p1' })).messages[0]).not.toHaveProperty('link');
  });

  it('shows each message\'s link on the issue next to the excerpt, in full mode too, and keeps it through storage', () => {
    const thread = threadOf(event());
    for (const state of [thread, withoutMessageText(thread, 'excerpt'), withoutMessageText(thread)]) {
      const body = renderThreadIssue(state, undefined);
      expect(body).toContain(`**In slack:** [message \`${TS}\`](${LINK})`);
      expect(readChatState(decodeMarker(body))!.messages[0]!.link).toBe(LINK);
    }
    const excerpt = renderThreadIssue(withoutMessageText(thread, 'excerpt'), undefined);
    expect(excerpt).toContain(`Why does the export fail for … (message ${TS}: the rest left out of GitHub`);
    expect(excerpt).not.toContain('Initech');
  });

  it('a link stored in an issue body is checked again before it is shown, and cannot break out of the Markdown link', () => {
    const thread = threadOf(event());
    const edited: ChatThreadState = { ...thread, messages: [{ ...thread.messages[0]!, link: 'https://evil.example/x' }] };
    expect(linkLines(edited)).toEqual([]);
    expect(linkLines({ platform: 'irc', messages: thread.messages })).toEqual([]);
    expect(markdownLinkTarget('https://teams.microsoft.com/l/message/a)b<c> d')).toBe('https://teams.microsoft.com/l/message/a%29b%3Cc%3E%20d');
  });
});

describe('model text quoting a message, when the message\'s text is left out', () => {
  const quoting = `You asked "why does the export fail for the Initech billing migration": area() multiplies w and h with no guard.`;
  const investigated = (): ChatThreadState => {
    const thread = threadOf(event());
    return {
      ...thread,
      status: 'pending-user',
      draft_pending: quoting,
      escalation_note: `The question (export fail for the Initech billing migration) needs the billing team.`,
      investigator_return: {
        confidence: 'high', confidence_reason: 'Read it.', summary_for_orchestrator: `Asked why the export fail for the Initech billing migration.`, draft_reply: quoting, draft_language: 'en',
        evidence_refs: [{ ref: 'src/area.ts:1', kind: 'file', supports_claim: 'no guard', quote: 'export fail for the Initech billing' }],
        proposed_triage_file: null, open_questions: [], escalation_requested: false, escalation_reason: null, investigator_round: 1, research_notes: `grep for "the Initech billing migration next quarter" found nothing`,
      },
      reply_log: [{ chat_id: 'C1', reply_to_message_id: TS, posted_message_id: '1', posted_at: AT, reply_text: quoting, investigator_task_id: 't', validator_verdict: 'pass', investigator_rounds: 1, was_escalated: false, triage_file: null }],
    };
  };

  it('cuts every run of five or more words a message also has out of the draft, notes, evidence, reasons and reply log', () => {
    const state = investigated();
    for (const copy of ['excerpt', 'none'] as const) {
      const stored = withoutMessageText(state, copy);
      const marker = encodeMarker(stored);
      const body = renderThreadIssue(stored, undefined);
      for (const text of [marker, body]) {
        expect(text).not.toContain('Initech');
        expect(text).not.toContain('billing migration');
      }
      expect(stored.draft_pending).toBe(`You asked "${quoteLeftOut(TS)}": area() multiplies w and h with no guard.`);
      expect(stored.reply_log[0]!.reply_text).toBe(stored.draft_pending);
      expect(body).toContain('area() multiplies w and h with no guard.');
    }
    // Kept whole where the whole message may be copied.
    expect(renderThreadIssue(state, undefined)).toContain('the Initech billing migration');
  });

  it('leaves text that shares fewer than five words in a row with any message, and other fields, as they were', () => {
    const text = 'The export of area() is fine; the billing code is elsewhere.';
    expect(withoutQuotes(text, [{ message_id: TS, content: SECRET }])).toBe(text);
    expect(withoutQuotes({ n: 3, ok: true, none: null, list: ['a b'] }, [{ message_id: TS, content: SECRET }])).toEqual({ n: 3, ok: true, none: null, list: ['a b'] });
    expect(withoutQuotes('WHY does the EXPORT, fail: here', [{ message_id: TS, content: SECRET }])).toBe(`${quoteLeftOut(TS)} here`);
    // A short message is quoted by quoting all of it; one or two words in common are not a quote.
    const short = [{ message_id: 'm2', content: 'is Globex prod down?' }, { message_id: 'm3', content: 'prod down' }];
    expect(withoutQuotes('You asked: Is Globex prod down? No.', short)).toBe(`You asked: ${quoteLeftOut('m2')} No.`);
    expect(withoutQuotes('prod is not down', short)).toBe('prod is not down');
  });

  it('a search the model ran for the question\'s words (a Tier-2 transcript line, JSON), a note and the audit\'s reply log lose them too, unless whole messages may be copied', () => {
    const messages = [{ message_id: TS, content: SECRET }];
    const line = `tool grep ${JSON.stringify({ pattern: 'the Initech billing migration next quarter' })}`;
    const replies = investigated().reply_log;
    for (const copy of ['excerpt', 'none'] as const) {
      expect(publicCopy(line, copy, messages)).toBe(`tool grep {"pattern":"${quoteLeftOut(TS)}"}`);
      expect(JSON.stringify(publicCopy(replies, copy, messages))).not.toContain('Initech');
    }
    expect(publicCopy(line, 'full', messages)).toBe(line);
    expect(publicCopy(replies, 'full', messages)).toBe(replies);
  });
});
