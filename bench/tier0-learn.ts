// Training for Tier 0's learned second chance (src/chat/watch/tier0-model.ts): the labelled sets,
// the rules' decisions on them, a logistic regression over the model's hashed features, and the
// threshold rule. Offline only: nothing in src/ imports this. bench/tier0-loso.ts measures how it
// generalises (leave one set out); bench/tier0-train.ts writes the shipped weights.

import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { compileClassifier } from '../src/chat/watch/classify.js';
import { featuresOf, MAX_FEATURES, modelText } from '../src/chat/watch/tier0-model.js';
import { ChatConfigSchema } from '../src/config/chat-section.js';
import type { ChatEvent } from '../src/core/chat-event.js';

const FIXTURES = new URL('../test/fixtures/', import.meta.url);

/**
 * The labelled sets the shipped model was trained on, one entry per set as corpus.test.ts counts
 * them (s15's two tuning splits are one set there). s19 and s20, each measured once, are tuning
 * data since tier0-11, s21 since tier0-12. s22 is round 12's fresh set and is never read here
 * before the round measures it.
 */
export const SETS: Record<string, string[]> = {
  corpus: ['chat-corpus/corpus.json'],
  'held-out': ['chat-corpus/held-out.json'],
  'held-out-2': ['chat-corpus/held-out-2.json'],
  's15 tuning': ['chat-heldout-s15/tuning.json', 'chat-heldout-s15/tuning-2.json'],
  's15 held-out': ['chat-heldout-s15/held-out.json'],
  s16: ['chat-heldout-s16/held-out.json'],
  s17: ['chat-heldout-s17/held-out.json'],
  s18: ['chat-heldout-s18/held-out.json'],
  s19: ['chat-heldout-s19/held-out.json'],
  s20: ['chat-heldout-s20/held-out.json'],
  s21: ['chat-heldout-s21/held-out.json'],
};

const MessagesSchema = z.array(z.object({ text: z.string().min(1), label: z.enum(['actionable', 'ack', 'ambient']) }).passthrough());

export interface Example {
  set: string;
  text: string;
  actionable: boolean;
  /** The rules' decision (without the model). */
  rules: 'actionable' | 'ack' | 'ambient';
  /** Whether the learned stage would be asked: a rules drop that is not an ack, a procedure line or demoted chatter. */
  eligible: boolean;
  /** modelText(text)'s hashed features. */
  features: Int32Array;
}

export const BITS = 16;
const context = { inflight: new Set<string>(), classifiedAt: '2026-11-24T00:00:00.000Z' };

function event(text: string, i: number): ChatEvent {
  return { platform: 'slack', chat_id: 'C0LEARN', chat_name: 'learn', message_id: `${i}`, create_time: context.classifiedAt, msg_type: 'text', content: text, thread_id: null, sender: { id: `U${i}`, type: 'user' }, mentions: [] };
}

export type RulesClassify = (text: string, i: number) => { rules: Example['rules']; eligible: boolean };

/** The current rules alone (the default configuration, no learned stage), and which drops a model that passes everything would let through. */
export function currentRules(): RulesClassify {
  const config = ChatConfigSchema.parse({});
  const alone = compileClassifier(config, null);
  const passAll = compileClassifier(config, { bits: 8, weights: new Int8Array(256), scale: 1, bias: 0, threshold: -Infinity });
  return (text, i) => {
    const rules = alone.classify(event(text, i), context).classification;
    return { rules, eligible: rules !== 'actionable' && passAll.classify(event(text, i), context).classification === 'actionable' };
  };
}

export function loadExamples(rules: RulesClassify, bits = BITS): Example[] {
  const scratch = new Int32Array(MAX_FEATURES);
  return Object.entries(SETS).flatMap(([set, files]) =>
    files.flatMap((file) =>
      MessagesSchema.parse(JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'))).map((m, i) => ({
        set,
        text: m.text,
        actionable: m.label === 'actionable',
        ...rules(m.text, i),
        features: scratch.slice(0, featuresOf(modelText(m.text), bits, scratch)),
      })),
    ),
  );
}

/** A deterministic generator (mulberry32), so a training run gives the same weights every time. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrainOptions {
  bits: number;
  epochs: number;
  rate: number;
  /** L2 penalty per example seen. */
  l2: number;
}
/**
 * Chosen by the leave-one-set-out figures (bench/tier0-loso.ts), so lightly fit to them: a rate of
 * 0.3 over 12 epochs, weighting the rules' drops three times, averaging the weights of the last
 * epochs, 2^14 or 2^15 weights, character 4-grams, first and last words as features of their own,
 * and reading 64, 80, 140 or 200 characters of a message instead of 100 each rescued as many or
 * fewer misses, and several let one more held-out.json message through (over 40 % there).
 */
export const TRAIN: TrainOptions = { bits: BITS, epochs: 20, rate: 1, l2: 1e-4 };

/** A model as trained: real-valued weights (the shipped file rounds them, tier0-model.ts's `quantised`). */
export interface TrainedModel {
  bits: number;
  weights: Float32Array;
  bias: number;
}

/**
 * Logistic regression by stochastic gradient descent: each feature counts 1/√n (as tier0-model.ts's
 * scoreOf reads it), the L2 penalty is applied lazily to the weights an example touches, the rate
 * decays as 1/(1 + epoch). Trained on every message of the training sets (actionable or not): the
 * rules' drops alone hold too few actionable messages (19 of 2,235) to learn from.
 */
export function train(examples: readonly Example[], options: TrainOptions = TRAIN): TrainedModel {
  const weights = new Float32Array(1 << options.bits);
  let bias = 0;
  const next = random(27);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = options.rate / (1 + epoch);
    for (const k of order) {
      const { features, actionable } = examples[k]!;
      const x = features.length === 0 ? 0 : 1 / Math.sqrt(features.length);
      let z = bias;
      for (const f of features) z += weights[f]! * x;
      const gradient = 1 / (1 + Math.exp(-z)) - (actionable ? 1 : 0);
      bias -= rate * gradient;
      for (const f of features) weights[f] = weights[f]! - rate * (gradient * x + options.l2 * weights[f]!);
    }
  }
  return { bits: options.bits, weights, bias };
}

export function score(model: TrainedModel, example: Example): number {
  let sum = 0;
  for (const f of example.features) sum += model.weights[f]!;
  return example.features.length === 0 ? model.bias : model.bias + sum / Math.sqrt(example.features.length);
}

export interface SetFigures {
  set: string;
  messages: number;
  misses: number;
  chatter: number;
  through: number;
}

/** AC-11's misses and AC-01's chatter let through on one set, with `rescued(example)` saying whether the model lets a rules drop through. */
export function figures(set: string, examples: readonly Example[], rescued: (e: Example) => boolean): SetFigures {
  const mine = examples.filter((e) => e.set === set);
  const got = (e: Example) => e.rules === 'actionable' || (e.eligible && rescued(e));
  return {
    set,
    messages: mine.length,
    misses: mine.filter((e) => e.actionable && !got(e)).length,
    chatter: mine.filter((e) => !e.actionable).length,
    through: mine.filter((e) => !e.actionable && got(e)).length,
  };
}

/** The share of chatter each set may let through (AC-01: 40 %), less a margin the threshold keeps. */
export const BUDGET = 0.4;
/**
 * Sets over AC-01 on their first run, whose bound is the chatter that first run let through instead
 * (corpus.test.ts guards them so): s20, 115 of 213 with tier0-9. Its rules alone let more than 40 % through still
 * (tier0-11: 93 of 213), so with BUDGET it would leave the model no room on any fold and shut it off
 * for every set; with its own bound the other sets' budgets set the threshold.
 */
export const FIRST_RUN_THROUGH: Record<string, number> = { s20: 115, s21: 106 };
/**
 * The most of a set's chatter the model may add, scored out of set (tier0-11). Without it, with
 * tier0-11's rules (whose answers free room in every set) and s19 and s20 in training, the fold that
 * leaves chat-corpus/held-out.json out let 11 of its 21 chatter messages through (52.4 %, AC-01
 * fails there); 5 % and 4 %: 9 (42.9 %); 3 %: 8 (38.1 %), every fold within its bound; 2 %: one
 * miss more over the folds. What 3 % costs (bench/tier0-loso.ts, tier0-11's rules): over all the
 * folds 12 misses against 11 uncapped (s18's), the same on the s19 and s20 folds (4 and 2) with
 * 6 and 5 fewer chatter messages there; on the once-fresh sets under the rules they were first
 * measured with (`--first-run`), 9 fewer rescued over held-out-2 and s15 to s18 (31, 16, 19, 12, 16
 * misses against 29, 13, 16, 12, 15) for 11 fewer chatter messages. The shipped threshold: 0.7056
 * (s20 binds), uncapped 0.2805 (held-out.json binds).
 *
 * tier0-12 (its rules, s21 in training) raises it to 5 %, the most at which every fold keeps its
 * bound (TIER0_MODEL_SHARE=0.06 sets another for a sweep): leaving one set out, 12 misses over the
 * folds against 14 at 3 % (held-out-2 2 → 1, s20 3 → 2), held-out.json's fold still 8 of 21, s20's
 * 104 of 213, s21's 103 of 252; at 6 % held-out.json's fold lets 9 through (42.9 %). With the rules
 * each once-fresh set was first measured with (`--first-run`), 113 misses over the eight against 118
 * at 3 % (held-out-2 28 → 26, s16 17 → 15, s17 13 → 12) for 6 more chatter messages.
 */
export const MODEL_SHARE = Number(process.env.TIER0_MODEL_SHARE ?? 0.05);

/**
 * The lowest threshold that keeps every set within AC-01 (or its FIRST_RUN_THROUGH) and the model
 * within MODEL_SHARE of each set's chatter, given each set's scores from a model
 * that did not see it (`scored`: the set's rules drops with their out-of-set scores). A set
 * already over the budget with the rules alone lets nothing more through.
 */
export function thresholdFor(scored: ReadonlyMap<string, { example: Example; score: number }[]>, examples: readonly Example[]): number {
  let threshold = -Infinity;
  for (const [set, drops] of scored) {
    const base = figures(set, examples, () => false);
    const room = Math.min(Math.ceil(MODEL_SHARE * base.chatter), Math.max(0, (FIRST_RUN_THROUGH[set] ?? Math.floor(BUDGET * base.chatter)) - base.through));
    // The room-th highest chatter score may pass; the one above it must not.
    const chatterScores = drops.filter((d) => !d.example.actionable).map((d) => d.score).sort((a, b) => b - a);
    if (chatterScores.length > room) threshold = Math.max(threshold, chatterScores[room]!);
    if (process.env.TIER0_DEBUG) console.log(`  ${set}: through ${base.through}/${base.chatter}, room ${room}, bound ${chatterScores[room]?.toFixed(3)}`);
  }
  return threshold;
}

/** Scores of each given set's rules drops, by a model trained on `from` minus that set. */
export function outOfSetScores(sets: readonly string[], from: readonly Example[], options: TrainOptions = TRAIN) {
  const scored = new Map<string, { example: Example; score: number }[]>();
  for (const set of sets) {
    const model = train(from.filter((e) => e.set !== set), options);
    scored.set(set, from.filter((e) => e.set === set && e.eligible).map((example) => ({ example, score: score(model, example) })));
  }
  return scored;
}

