// The model adapter's public face: everything outside src/llm/ imports from here.

export { LlmSession, toInputSchema, DEFAULT_FAN_OUT_CAP, DEFAULT_MAX_TOKENS, DEFAULT_MAX_TOOL_ITERATIONS } from './session.js';
export type { LlmSessionOptions, StructuredRequest } from './session.js';
export { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from './errors.js';
export type { FinalReason } from './errors.js';
export { DEFAULT_PRICES, PriceOverrideSchema, UnknownModelPriceError, costUsd, modelFamily, resolvePrice, standardPrice } from './pricing.js';
export type { ModelPrice, PriceOverride, PriceOverrides, TokenCounts } from './pricing.js';
export { UsageLedger, emptyTotals } from './usage.js';
export type { ApiUsage, UsageRecord, UsageTotals } from './usage.js';
export { DEFAULT_RETRY } from './retry.js';
export type { RetryOptions } from './retry.js';
