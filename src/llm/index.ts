// The model adapter's public face: everything outside src/llm/ imports from here.

export { LlmSession } from './session.js';
export { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from './errors.js';
export type { UsageTotals } from './usage.js';
