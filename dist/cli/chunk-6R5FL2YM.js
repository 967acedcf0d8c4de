import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  number,
  strictObject
} from "./chunk-CZ44SP4R.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/llm/pricing.ts
var PriceOverrideSchema = strictObject({
  input: number().finite().nonnegative(),
  output: number().finite().nonnegative(),
  cacheWrite: number().finite().nonnegative().optional(),
  cacheWrite1h: number().finite().nonnegative().optional(),
  cacheRead: number().finite().nonnegative().optional()
});
var CACHE_WRITE_MULTIPLIER = 1.25;
var CACHE_WRITE_1H_MULTIPLIER = 2;
var CACHE_READ_MULTIPLIER = 0.1;
function standardPrice(input, output, cacheRead = input * CACHE_READ_MULTIPLIER) {
  return { input, output, cacheWrite: tidy(input * CACHE_WRITE_MULTIPLIER), cacheWrite1h: tidy(input * CACHE_WRITE_1H_MULTIPLIER), cacheRead: tidy(cacheRead) };
}
__name(standardPrice, "standardPrice");
function tidy(usd) {
  return Math.round(usd * 1e9) / 1e9;
}
__name(tidy, "tidy");
function published(input, cacheWrite, cacheWrite1h, cacheRead, output) {
  return { input, output, cacheWrite, cacheWrite1h, cacheRead };
}
__name(published, "published");
var FABLE_5_1 = published(10, 12.5, 20, 0.25, 50);
var FABLE_5 = published(10, 12.5, 20, 1, 50);
var OPUS_5_5 = published(4, 5, 8, 0.2, 20);
var OPUS_4_5_TIER = published(5, 6.25, 10, 0.5, 25);
var OPUS_4_TIER = published(15, 18.75, 30, 1.5, 75);
var SONNET_5_5 = published(2, 2.5, 4, 0.1, 10);
var SONNET_TIER = published(3, 3.75, 6, 0.3, 15);
var DEFAULT_PRICES = {
  "claude-fable-5-1": FABLE_5_1,
  "claude-mythos-5-1": FABLE_5_1,
  "claude-fable-5": FABLE_5,
  "claude-mythos-5": FABLE_5,
  "claude-opus-5-5": OPUS_5_5,
  "claude-opus-5": OPUS_4_5_TIER,
  "claude-opus-4-8": OPUS_4_5_TIER,
  "claude-opus-4-7": OPUS_4_5_TIER,
  "claude-opus-4-6": OPUS_4_5_TIER,
  "claude-opus-4-5": OPUS_4_5_TIER,
  "claude-opus-4-1": OPUS_4_TIER,
  "claude-opus-4": OPUS_4_TIER,
  "claude-sonnet-5-5": SONNET_5_5,
  "claude-sonnet-4-6": SONNET_TIER,
  "claude-sonnet-4-5": SONNET_TIER,
  "claude-sonnet-4": SONNET_TIER,
  "claude-3-7-sonnet": SONNET_TIER,
  "claude-haiku-4-5": published(1, 1.25, 2, 0.1, 5),
  "claude-3-5-haiku": published(0.8, 1, 1.6, 0.08, 4),
  "claude-3-haiku": published(0.25, 0.3, 0.5, 0.03, 1.25)
};
function modelFamily(model) {
  return model.trim().toLowerCase().replace(/\[[^\]]*\]$/, "").replace(/(?:-|@)\d{8}$/, "").replace(/-latest$/, "").replace(/-0$/, "");
}
__name(modelFamily, "modelFamily");
var UnknownModelPriceError = class extends Error {
  static {
    __name(this, "UnknownModelPriceError");
  }
  name = "UnknownModelPriceError";
};
function resolvePrice(model, overrides = {}) {
  const family = modelFamily(model);
  for (const [key, raw] of Object.entries(overrides)) {
    if (modelFamily(key) !== family) continue;
    const parsed = PriceOverrideSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UnknownModelPriceError(`The price given for model '${key}' is invalid: ${issue ? `${issue.path.join(".") || "price"}: ${issue.message}` : "not a price"}.`);
    }
    const o = parsed.data;
    const derived = standardPrice(o.input, o.output, o.cacheRead);
    return { ...derived, cacheWrite: o.cacheWrite ?? derived.cacheWrite, cacheWrite1h: o.cacheWrite1h ?? derived.cacheWrite1h };
  }
  const known = DEFAULT_PRICES[family];
  if (known) return known;
  throw new UnknownModelPriceError(
    `No price is known for model '${model}', so its spend cannot be held to max-cost-usd. Pass its price in USD per million tokens, e.g. prices: { '${family}': { input: 3, output: 15 } } (cache prices default to ${CACHE_WRITE_MULTIPLIER}\xD7 input for writes and ${CACHE_READ_MULTIPLIER}\xD7 for reads), or pick a model tend knows: ${Object.keys(DEFAULT_PRICES).join(", ")}.`
  );
}
__name(resolvePrice, "resolvePrice");
function costUsd(tokens, price) {
  const write1h = Math.min(tokens.cache_creation_1h_input_tokens ?? 0, tokens.cache_creation_input_tokens);
  const write5m = tokens.cache_creation_input_tokens - write1h;
  const microUsd = tokens.input_tokens * price.input + tokens.output_tokens * price.output + write5m * price.cacheWrite + write1h * price.cacheWrite1h + tokens.cache_read_input_tokens * price.cacheRead;
  return microUsd / 1e6;
}
__name(costUsd, "costUsd");

export {
  PriceOverrideSchema,
  resolvePrice,
  costUsd
};
