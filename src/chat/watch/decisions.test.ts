// Tier 0's decisions on every labelled message, pinned: test/fixtures/chat-corpus/decisions.json
// holds, per corpus file and per configuration below, each message's classification, is_question,
// is_ack_or_emoji and confidence. A change made for speed must leave every one of them as it was;
// a rule changed on purpose changes some, and the file's diff in that commit shows exactly which.
// After such a change: TIER0_DECISIONS=write npx vitest run src/chat/watch/decisions.test.ts
// rewrites the file (read its diff before committing it). The learned stage (tier0-9 on,
// tier0-model.ts) is trained on the rules' decisions, so a rules change first reruns
// bench/tier0-train.ts (its header says how), then this.

import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ChatConfigSchema } from '../../config/chat-section.js';
import type { ChatEvent } from '../../core/chat-event.js';
import { compileClassifier } from './classify.js';

const FIXTURES = new URL('../../../test/fixtures/', import.meta.url);
const SETS = ['chat-corpus/corpus.json', 'chat-corpus/held-out.json', 'chat-corpus/held-out-2.json', 'chat-heldout-s15/tuning.json', 'chat-heldout-s15/tuning-2.json', 'chat-heldout-s15/held-out.json', 'chat-heldout-s16/held-out.json', 'chat-heldout-s17/held-out.json', 'chat-heldout-s18/held-out.json', 'chat-heldout-s19/held-out.json', 'chat-heldout-s20/held-out.json', 'chat-heldout-s21/held-out.json'];
const DECISIONS = new URL('chat-corpus/decisions.json', FIXTURES);

// The default configuration, and one that applies every language's words to every script with
// the script detection off and two keywords (one of them two words), so the per-script matchers,
// the cross-script ones and configured keywords are all pinned.
const CONFIGS = {
  default: {},
  'all-languages-keywords': { languages: ['en', 'de', 'fr', 'es', 'pt', 'id', 'ru', 'zh', 'ja'], 'detect-languages': false, 'question-keywords': ['deploy', 'Roll back'] },
};

const MessagesSchema = z.array(z.object({ text: z.string() }).passthrough());
const DecisionsSchema = z.record(z.string(), z.record(z.string(), z.array(z.string())));
const context = { inflight: new Set<string>(), classifiedAt: '2026-11-24T00:00:00.000Z' };

function event(text: string, i: number): ChatEvent {
  return { platform: 'slack', chat_id: 'C0DECIDE', chat_name: 'decide', message_id: `${i}`, create_time: context.classifiedAt, msg_type: 'text', content: text, thread_id: null, sender: { id: `U${i}`, type: 'user' }, mentions: [] };
}

function decide(): Record<string, Record<string, string[]>> {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [name, extra] of Object.entries(CONFIGS)) {
    const classifier = compileClassifier(ChatConfigSchema.parse(extra));
    out[name] = {};
    for (const set of SETS) {
      const messages = MessagesSchema.parse(JSON.parse(readFileSync(new URL(set, FIXTURES), 'utf8')));
      out[name]![set] = messages.map((m, i) => {
        const c = classifier.classify(event(m.text, i), context);
        return `${c.classification} q${Number(c.is_question)} a${Number(c.is_ack_or_emoji)} ${c.classifier_confidence}`;
      });
    }
  }
  return out;
}

describe('Tier 0 decisions on the labelled corpora', () => {
  it('are the pinned ones, message by message, in both configurations', () => {
    const got = decide();
    if (process.env.TIER0_DECISIONS === 'write') writeFileSync(DECISIONS, `${JSON.stringify(got, null, 1)}\n`);
    const pinned = DecisionsSchema.parse(JSON.parse(readFileSync(DECISIONS, 'utf8')));
    // Name the first differing messages, not just "arrays differ".
    const changed = Object.entries(got).flatMap(([config, sets]) =>
      Object.entries(sets).flatMap(([set, decisions]) => decisions.flatMap((d, i) => (pinned[config]?.[set]?.[i] === d ? [] : [`${config} ${set}#${i}: ${pinned[config]?.[set]?.[i]} -> ${d}`]))),
    );
    expect(changed.slice(0, 20)).toEqual([]);
    expect(got).toEqual(pinned);
  });
});
