// Tier 0's learned second chance (tier0-model.ts): what it reads, that its file round-trips, and
// that in the classifier it can only turn a message the rules drop as ambient into an actionable
// one: never an ack, a procedure line, tend's own message or demoted chatter, and never the other
// way.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ChatConfigSchema } from '../../config/chat-section.js';
import type { ChatEvent } from '../../core/chat-event.js';
import { compileClassifier, RULES_VERSION } from './classify.js';
import { featuresOf, fileOf, MAX_CHARS, MAX_FEATURES, ModelFileSchema, modelOf, modelText, quantised, scoreOf, SHIPPED_MODEL, type Tier0Model } from './tier0-model.js';

const BOT = 'U0TENDBOT';
const AT = '2026-11-20T10:00:00.000Z';
const context = { inflight: new Set<string>(), classifiedAt: AT };
const scratch = new Int32Array(MAX_FEATURES);

function event(content: string, extra: Partial<ChatEvent> = {}): ChatEvent {
  return { platform: 'slack', chat_id: 'C0HELP', chat_name: 'eng-help', message_id: '1', create_time: AT, msg_type: 'text', content, thread_id: null, sender: { id: 'U0ALICE', type: 'user' }, mentions: [], ...extra };
}

/** A model that lets through every message it is asked about. */
const PASS_ALL: Tier0Model = { bits: 8, weights: new Int8Array(256), scale: 1, bias: 0, threshold: -Infinity };

describe('Tier 0 learned stage: features', () => {
  it('reads the text as classify.ts has it: trimmed, lower-cased, apostrophes straight, links blanked', () => {
    expect(modelText('  Doesn’t START, see https://example.com/x?y=1 ')).toBe("doesn't start, see  ");
  });

  it('reads a platform mention as one @ word, whatever id it carries, here and in the classifier', () => {
    expect(modelText('<@1500000000000000002> pushed the fix')).toBe(' @  pushed the fix');
    expect(modelText('<@U0BOB> pushed the fix')).toBe(modelText('<@1500000000000000002> pushed the fix'));
    expect(modelText('see <#C0HELP|eng-help> and <!here>')).toBe('see  @  and  @ ');
    // Once a Discord id's digits made the learned stage let "<@…> pushed the fix for the flaky
    // test" through where a Slack id did not, and a long id made "<@…> Problem solved" too long to
    // be an ack: no message's fate may depend on whom it names (tier0-12.1).
    const classifier = compileClassifier(ChatConfigSchema.parse({}));
    const texts = (JSON.parse(readFileSync(new URL('../../../test/fixtures/chat-corpus/corpus.json', import.meta.url), 'utf8')) as Array<{ text: string }>).map((m) => m.text);
    const decided = (id: string) => texts.map((text, i) => classifier.classify(event(`<@${id}> ${text}`, { message_id: `${i}` }), context).classification);
    expect(decided('1500000000000000002')).toEqual(decided('U0BOB'));
    expect(classifier.classify(event('<@1500000000000000002> pushed the fix for the flaky test'), context).classification).toBe(classifier.classify(event('<@U0BOB> pushed the fix for the flaky test'), context).classification);
  });

  it('gives the same features for the same text, all inside the table, and reads no more than MAX_CHARS', () => {
    const a = scratch.slice(0, featuresOf('the build fails on arm64 又报错了', 16, scratch));
    const b = scratch.slice(0, featuresOf('the build fails on arm64 又报错了', 16, scratch));
    expect([...a]).toEqual([...b]);
    expect(a.length).toBeGreaterThan(20);
    for (const f of a) expect(f >= 0 && f < 1 << 16).toBe(true);
    const long = 'word '.repeat(200);
    const n = featuresOf(long, 16, scratch);
    expect(n).toBeLessThanOrEqual(MAX_FEATURES);
    expect(n).toBe(featuresOf(long.slice(0, MAX_CHARS), 16, scratch));
  });

  it('counts digits as one digit and runs of whitespace as one space', () => {
    const count = (t: string) => [...scratch.slice(0, featuresOf(t, 16, scratch))].sort().join();
    expect(count('error 404 on  port\t8080')).toBe(count('error 000 on port 0000'));
  });
});

describe('Tier 0 learned stage: the weights file', () => {
  it('round-trips through its JSON form with the same scores', () => {
    const weights = Float32Array.from({ length: 1 << 10 }, (_, i) => Math.sin(i));
    const model = quantised(weights, 10, -0.25, 0.1);
    const back = modelOf(ModelFileSchema.parse(JSON.parse(JSON.stringify(fileOf(model, 'test', 'by hand')))));
    for (const text of ['the deploy is stuck', 'спасибо', '没有启动']) expect(scoreOf(back, text, scratch)).toBe(scoreOf(model, text, scratch));
    // Each weight within half a step of what was trained.
    for (let i = 0; i < weights.length; i++) expect(Math.abs(model.weights[i]! * model.scale - weights[i]!)).toBeLessThanOrEqual(model.scale / 2 + 1e-9);
  });

  it('rejects a file whose weights do not fill the table', () => {
    expect(() => modelOf({ version: 'x', trained: 'x', bits: 8, scale: 1, bias: 0, threshold: 0, weights: Buffer.alloc(10).toString('base64') })).toThrow(/10 weights, expected 256/);
  });

  it('ships a model trained for the current rules, with a finite threshold', () => {
    // bench/tier0-train.ts stamps the file with the rules it was trained on; a rules change retrains it.
    const file = ModelFileSchema.parse(JSON.parse(readFileSync(new URL('./tier0-model.json', import.meta.url), 'utf8')));
    expect(file.version).toBe(RULES_VERSION);
    expect(Number.isFinite(SHIPPED_MODEL.threshold)).toBe(true);
    expect(SHIPPED_MODEL.weights.length).toBe(1 << SHIPPED_MODEL.bits);
  });
});

describe('Tier 0 learned stage in the classifier: a second chance only', () => {
  const config = (extra: Record<string, unknown> = {}) => ChatConfigSchema.parse({ 'bot-ids': { slack: BOT }, ...extra });
  const alone = compileClassifier(config(), null);
  const passAll = compileClassifier(config(), PASS_ALL);

  it('turns an ambient message into an actionable one, with a confidence of its own', () => {
    const text = 'the nightly export wrote an empty file';
    expect(alone.classify(event(text), context).classification).toBe('ambient');
    const got = passAll.classify(event(text), context);
    expect(got.classification).toBe('actionable');
    expect(got.is_question).toBe(false);
    expect(got.classifier_confidence).toBe(0.55);
  });

  it('leaves acks, procedure lines, answers, tend’s own messages and demoted chatter as the rules decided', () => {
    for (const [text, extra] of [
      ['thanks!', {}],
      ['👍', {}],
      ['#topic release status', {}],
      ['#endmeeting', {}],
      // tier0-11: an answer gets no second chance either.
      ['you need to clear the cache first, then it works', {}],
      ['but the old build still crashes on my machine', {}],
      ['Here is what I found', { sender: { id: BOT, type: 'bot' as const } }],
    ] as const) {
      expect(alone.classify(event(text, extra), context).classification).not.toBe('actionable');
      expect(passAll.classify(event(text, extra), context).classification).toBe(alone.classify(event(text, extra), context).classification);
    }
    const colleague = { mentions: ['U0BOB'] };
    const demoteAlone = compileClassifier(config({ 'internal-chatter': { demote: true } }), null);
    const demotePassAll = compileClassifier(config({ 'internal-chatter': { demote: true } }), PASS_ALL);
    expect(demotePassAll.classify(event('<@U0BOB> the export wrote an empty file', colleague), context).classification).toBe(demoteAlone.classify(event('<@U0BOB> the export wrote an empty file', colleague), context).classification);
  });

  it('with the shipped weights, on every labelled message: only ambient → actionable changes', () => {
    const shipped = compileClassifier(config(), SHIPPED_MODEL);
    const files = ['chat-corpus/corpus.json', 'chat-corpus/held-out.json', 'chat-corpus/held-out-2.json', 'chat-heldout-s15/tuning.json', 'chat-heldout-s15/tuning-2.json', 'chat-heldout-s15/held-out.json', 'chat-heldout-s16/held-out.json', 'chat-heldout-s17/held-out.json', 'chat-heldout-s18/held-out.json', 'chat-heldout-s19/held-out.json', 'chat-heldout-s20/held-out.json', 'chat-heldout-s21/held-out.json'];
    const texts = files.flatMap((f) => z.array(z.object({ text: z.string() }).passthrough()).parse(JSON.parse(readFileSync(new URL(`../../../test/fixtures/${f}`, import.meta.url), 'utf8'))).map((m) => m.text));
    const changes = new Set<string>();
    for (const text of texts) {
      const before = alone.classify(event(text), context);
      const after = shipped.classify(event(text), context);
      if (before.classification !== after.classification) changes.add(`${before.classification} -> ${after.classification}`);
      else expect(after).toEqual(before);
    }
    expect([...changes].filter((c) => c !== 'ambient -> actionable')).toEqual([]);
  });
});
