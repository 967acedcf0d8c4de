// What a model call costs. Prices are USD per million tokens, per model family, as Anthropic
// publishes them (checked November 2026). A run refuses to start on a model it cannot price:
// counting its spend as zero would let max-cost-usd be exceeded without anyone noticing.

import * as z from 'zod';

export interface ModelPrice {
  /** Base input tokens. */
  input: number;
  output: number;
  /** Prompt-cache writes with the default 5-minute lifetime (1.25 × input on every model priced here). */
  cacheWrite: number;
  /** Prompt-cache writes with a 1-hour lifetime (2 × input). */
  cacheWrite1h: number;
  /** Prompt-cache hits and refreshes. */
  cacheRead: number;
}

/** A price the user passes for a model the table lacks or prices differently; cache prices default from `input`. */
export const PriceOverrideSchema = z.strictObject({
  input: z.number().finite().nonnegative(),
  output: z.number().finite().nonnegative(),
  cacheWrite: z.number().finite().nonnegative().optional(),
  cacheWrite1h: z.number().finite().nonnegative().optional(),
  cacheRead: z.number().finite().nonnegative().optional(),
});

type PriceOverride = z.infer<typeof PriceOverrideSchema>;

/** Keys are model ids or families (`claude-sonnet-4-6`, `claude-sonnet-4-5-20250929`, ...). */
export type PriceOverrides = Readonly<Record<string, PriceOverride>>;

const CACHE_WRITE_MULTIPLIER = 1.25;
const CACHE_WRITE_1H_MULTIPLIER = 2;
const CACHE_READ_MULTIPLIER = 0.1;

/** A price with the standard cache multipliers of `input` (exact to the nano-dollar, not 0.30000000000000004). */
function standardPrice(input: number, output: number, cacheRead = input * CACHE_READ_MULTIPLIER): ModelPrice {
  return { input, output, cacheWrite: tidy(input * CACHE_WRITE_MULTIPLIER), cacheWrite1h: tidy(input * CACHE_WRITE_1H_MULTIPLIER), cacheRead: tidy(cacheRead) };
}

function tidy(usd: number): number {
  return Math.round(usd * 1e9) / 1e9;
}

function published(input: number, cacheWrite: number, cacheWrite1h: number, cacheRead: number, output: number): ModelPrice {
  return { input, output, cacheWrite, cacheWrite1h, cacheRead };
}

// Columns as on Anthropic's pricing page: base input, 5m cache writes, 1h cache writes, cache hits, output.
const FABLE_5_1 = published(10, 12.5, 20, 0.25, 50);
const FABLE_5 = published(10, 12.5, 20, 1, 50);
const OPUS_5_5 = published(4, 5, 8, 0.2, 20);
const OPUS_4_5_TIER = published(5, 6.25, 10, 0.5, 25);
const OPUS_4_TIER = published(15, 18.75, 30, 1.5, 75);
const SONNET_5_5 = published(2, 2.5, 4, 0.1, 10);
const SONNET_TIER = published(3, 3.75, 6, 0.3, 15);

/**
 * Families whose price is settled. Left out on purpose: Haiku 5.5 (billed by prompt length, which
 * one price per family cannot express) and Sonnet 5 (sources disagree on its price after its
 * introductory period); pass `prices` for those. Long-context surcharges (Sonnet 4 and 4.5 above
 * 200K input tokens with the 1M-context beta) are not modelled: tend's prompts stay far below.
 */
const DEFAULT_PRICES: Readonly<Record<string, ModelPrice>> = {
  'claude-fable-5-1': FABLE_5_1,
  'claude-mythos-5-1': FABLE_5_1,
  'claude-fable-5': FABLE_5,
  'claude-mythos-5': FABLE_5,
  'claude-opus-5-5': OPUS_5_5,
  'claude-opus-5': OPUS_4_5_TIER,
  'claude-opus-4-8': OPUS_4_5_TIER,
  'claude-opus-4-7': OPUS_4_5_TIER,
  'claude-opus-4-6': OPUS_4_5_TIER,
  'claude-opus-4-5': OPUS_4_5_TIER,
  'claude-opus-4-1': OPUS_4_TIER,
  'claude-opus-4': OPUS_4_TIER,
  'claude-sonnet-5-5': SONNET_5_5,
  'claude-sonnet-4-6': SONNET_TIER,
  'claude-sonnet-4-5': SONNET_TIER,
  'claude-sonnet-4': SONNET_TIER,
  'claude-3-7-sonnet': SONNET_TIER,
  'claude-haiku-4-5': published(1, 1.25, 2, 0.1, 5),
  'claude-3-5-haiku': published(0.8, 1, 1.6, 0.08, 4),
  'claude-3-haiku': published(0.25, 0.3, 0.5, 0.03, 1.25),
};

/**
 * The family a model id belongs to: `claude-sonnet-4-5-20250929` → `claude-sonnet-4-5`,
 * `claude-opus-4-0` → `claude-opus-4`, `claude-sonnet-4-6[1m]` → `claude-sonnet-4-6`. Matching is
 * exact after that, so a new `claude-haiku-5-5` never borrows Haiku 4.5's price.
 */
export function modelFamily(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, '')
    .replace(/(?:-|@)\d{8}$/, '')
    .replace(/-latest$/, '')
    .replace(/-0$/, '');
}

export class UnknownModelPriceError extends Error {
  override readonly name = 'UnknownModelPriceError';
}

/** The price of `model`: an override for it (by id or family) wins, then the built-in table. */
export function resolvePrice(model: string, overrides: PriceOverrides = {}): ModelPrice {
  const family = modelFamily(model);
  for (const [key, raw] of Object.entries(overrides)) {
    if (modelFamily(key) !== family) continue;
    const parsed = PriceOverrideSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UnknownModelPriceError(`The price given for model '${key}' is invalid: ${issue ? `${issue.path.join('.') || 'price'}: ${issue.message}` : 'not a price'}.`);
    }
    const o = parsed.data;
    const derived = standardPrice(o.input, o.output, o.cacheRead);
    return { ...derived, cacheWrite: o.cacheWrite ?? derived.cacheWrite, cacheWrite1h: o.cacheWrite1h ?? derived.cacheWrite1h };
  }
  const known = DEFAULT_PRICES[family];
  if (known) return known;
  throw new UnknownModelPriceError(
    `No price is known for model '${model}', so its spend cannot be held to max-cost-usd. ` +
      `Pass its price in USD per million tokens, e.g. prices: { '${family}': { input: 3, output: 15 } } ` +
      `(cache prices default to ${CACHE_WRITE_MULTIPLIER}× input for writes and ${CACHE_READ_MULTIPLIER}× for reads), or pick a model tend knows: ${Object.keys(DEFAULT_PRICES).join(', ')}.`,
  );
}

/** Token counts as the Messages API reports them in `usage`. */
interface TokenCounts {
  input_tokens: number;
  output_tokens: number;
  /** All cache writes, whatever their lifetime. */
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** The part of `cache_creation_input_tokens` written with a 1-hour lifetime, when the API says. */
  cache_creation_1h_input_tokens?: number;
}

/** USD for one call's tokens. */
export function costUsd(tokens: TokenCounts, price: ModelPrice): number {
  const write1h = Math.min(tokens.cache_creation_1h_input_tokens ?? 0, tokens.cache_creation_input_tokens);
  const write5m = tokens.cache_creation_input_tokens - write1h;
  const microUsd =
    tokens.input_tokens * price.input +
    tokens.output_tokens * price.output +
    write5m * price.cacheWrite +
    write1h * price.cacheWrite1h +
    tokens.cache_read_input_tokens * price.cacheRead;
  return microUsd / 1_000_000;
}
