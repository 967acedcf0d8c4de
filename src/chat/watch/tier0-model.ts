// Tier 0's learned second chance: a linear model over hashed word and character n-grams that may
// turn a message the rules drop into an actionable one, never the other way. The rules were
// written from the misses of each labelled set and, round after round, missed one actionable
// message in thirty on the next set; a model scores the words a rule never named. It runs only
// where the rules said "ambient" (classify.ts), so it can only add volume (AC-01), never lose a
// message the rules keep (AC-11).
//
// The weights are data (tier0-model.json, written by bench/tier0-learn.ts with how they were
// trained); this file only reads them and adds them up. The same feature function serves the
// training, so what is trained is exactly what runs.

import * as z from 'zod';
import shipped from './tier0-model.json' with { type: 'json' };

/**
 * A trained model: 2^bits weights (one per hashed feature) as whole steps of `scale` (one byte
 * each, so the 2^16 of them take 64 KiB and stay in the processor's cache), a bias, and the score
 * a message must pass.
 */
export interface Tier0Model {
  readonly bits: number;
  readonly weights: Int8Array;
  readonly scale: number;
  readonly bias: number;
  readonly threshold: number;
}

/** Only this many code units of a message are read: the rules pass every message of 40 words or more, so what reaches the model is short. */
export const MAX_CHARS = 100;
/** The most features a message can have: one character bigram and trigram per code unit, one word and one word pair per two. */
export const MAX_FEATURES = 3 * MAX_CHARS + 4;

// Seeds that keep the kinds of feature apart in the one hashed table.
const WORD = 0x2b3f1a9d;
const PAIR = 0x51c6e3b7;
const BIGRAM = 0x7a4d92c1;
const TRIGRAM = 0x1f83d9ab;
const PRIME = 0x01000193;
/** 2^32 / φ: multiplying by it and keeping the top bits spreads nearby keys over the table (Fibonacci hashing). */
const GOLDEN = 0x9e3779b1;

/** Whether a (lower-cased) code unit belongs to a Latin, Cyrillic or other spaced word: ASCII letters and digits, the apostrophe, and letters above U+00BF outside punctuation, CJK and surrogates. */
function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x27;
  return c >= 0xc0 && c < 0x2000;
}

/**
 * The hashed features of `text` (lower-cased, links removed) into `out`, their count returned:
 * every spaced word and pair of adjacent words, and every character bigram and trigram (digits
 * read as 0, runs of whitespace as one space, the text framed by spaces), which carry Han and
 * kana text and word endings across languages. A feature may repeat (it then counts twice).
 * One multiplication or two per feature: this runs on every message the rules drop.
 */
export function featuresOf(text: string, bits: number, out: Int32Array): number {
  const shift = 32 - bits;
  const length = Math.min(text.length, MAX_CHARS);
  let n = 0;
  let word = WORD;
  let inWord = false;
  let previousWord = 0;
  // The last two characters read (after normalising), 32 standing for the framing space.
  let c1 = 32;
  let c2 = 32;
  for (let i = 0; i <= length; i++) {
    let c = i === length ? 32 : text.charCodeAt(i);
    if (c <= 32 || c === 0xa0 || c === 0x3000) c = 32;
    else if (c >= 0x30 && c <= 0x39) c = 0x30;
    if (c === 32 && c1 === 32) continue;
    if (isWordUnit(c)) {
      word = Math.imul(word ^ c, PRIME);
      inWord = true;
    } else if (inWord) {
      out[n++] = Math.imul(word, GOLDEN) >>> shift;
      if (previousWord !== 0) out[n++] = Math.imul(Math.imul(previousWord ^ PAIR, PRIME) ^ word, GOLDEN) >>> shift;
      previousWord = word;
      word = WORD;
      inWord = false;
    }
    // A code unit is 16 bits, so a pair of them is a key of its own.
    const pair = (c1 << 16) | c;
    out[n++] = Math.imul(pair ^ BIGRAM, GOLDEN) >>> shift;
    out[n++] = Math.imul(Math.imul(pair ^ TRIGRAM, PRIME) ^ c2, GOLDEN) >>> shift;
    c2 = c1;
    c1 = c;
  }
  return n;
}

/**
 * The model's score for `text` (a log-odds: above the threshold means "let it through"). Each
 * feature counts 1/√n, so a long message does not outscore a short one by its length alone.
 */
export function scoreOf(model: Tier0Model, text: string, scratch: Int32Array): number {
  const n = featuresOf(text, model.bits, scratch);
  if (n === 0) return model.bias;
  const weights = model.weights;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[scratch[i]!]!;
  return model.bias + (sum * model.scale) / Math.sqrt(n);
}

const URL = /\bhttps?:\/\/\S+/g;
/**
 * A platform's mention or channel markup (`<@U0BOB>`, `<@1500000000000000002>`, `<#C1|eng>`,
 * `<!here>`), read as one `@` word: its id's characters are noise to hashed n-grams, and with
 * them whether a message passed depended on who it named (a Discord id's digits once moved
 * "<@…> pushed the fix for the flaky test" from ambient to actionable). classify.ts takes the
 * same markup out before it measures an ack's length.
 */
export const MENTION = /<[@!#][^>\s]{1,80}>/g;

/** The text the model reads, as classify.ts has it by then: trimmed, lower-cased, curly apostrophes straight, links blanked, mentions one `@`. */
export function modelText(content: string): string {
  return mentionsAsAt(content.trim().toLowerCase().replace(/’/g, "'").replace(URL, ' '));
}

/** `text` with each platform mention (MENTION) one `@` word: what the model reads of them. */
export function mentionsAsAt(text: string): string {
  return text.replace(MENTION, ' @ ');
}

/** A message's second chance: whether the model would let through what the rules dropped. */
export function passes(model: Tier0Model, text: string, scratch: Int32Array): boolean {
  return scoreOf(model, text, scratch) > model.threshold;
}

/** tier0-model.json: int8 weights (times `scale`), base64, with how they were trained. */
export const ModelFileSchema = z.strictObject({
  version: z.string().min(1),
  trained: z.string().min(1),
  bits: z.number().int().min(8).max(24),
  scale: z.number().positive(),
  bias: z.number(),
  threshold: z.number(),
  weights: z.string(),
});
export type ModelFile = z.infer<typeof ModelFileSchema>;

export function modelOf(file: ModelFile): Tier0Model {
  const bytes = Buffer.from(file.weights, 'base64');
  if (bytes.length !== 1 << file.bits) throw new Error(`tier0-model.json: ${bytes.length} weights, expected ${1 << file.bits}`);
  return { bits: file.bits, weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length).slice(), scale: file.scale, bias: file.bias, threshold: file.threshold };
}

/** Real-valued weights (as trained) rounded to whole steps of one scale, the largest to ±127. */
export function quantised(weights: Float32Array, bits: number, bias: number, threshold: number): Tier0Model {
  let largest = 0;
  for (const w of weights) largest = Math.max(largest, Math.abs(w));
  const scale = largest === 0 ? 1 : largest / 127;
  return { bits, weights: Int8Array.from(weights, (w) => Math.round(w / scale)), scale, bias, threshold };
}

export function fileOf(model: Tier0Model, version: string, trained: string): ModelFile {
  const bytes = Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.length);
  return { version, trained, bits: model.bits, scale: model.scale, bias: model.bias, threshold: model.threshold, weights: bytes.toString('base64') };
}

/** The model classify.ts uses by default (the file is parsed once, when this module loads). */
export const SHIPPED_MODEL: Tier0Model = modelOf(ModelFileSchema.parse(shipped));
