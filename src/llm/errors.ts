// The ways a model call ends without an answer. Each says what happened and what to do in one
// line; none carries the API key (messages pass through the session's redactor).

/** The API refused for a reason retrying cannot fix: a bad request, a bad key, no credit, a spend limit. */
export class LlmFinalError extends Error {
  override readonly name = 'LlmFinalError';
  constructor(
    message: string,
    readonly reason: FinalReason,
    /** HTTP status, when the API answered. */
    readonly status: number | undefined,
    /** The API's request-id, for a support ticket. */
    readonly requestId: string | undefined,
  ) {
    super(message);
  }
}

export type FinalReason = 'invalid-request' | 'credit' | 'spend-limit' | 'billing' | 'authentication' | 'permission' | 'not-found' | 'other';

/** The API stayed overloaded, rate limited or unreachable through every retry. */
export class LlmUnavailableError extends Error {
  override readonly name = 'LlmUnavailableError';
  constructor(
    message: string,
    readonly attempts: number,
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** The run's max-cost-usd or max-turns is spent; no further call is made. */
export class BudgetExceededError extends Error {
  override readonly name = 'BudgetExceededError';
  constructor(
    message: string,
    readonly budget: 'max-cost-usd' | 'max-turns',
  ) {
    super(message);
  }
}

/** The model did not give a valid answer through its output tool, even when asked again. */
export class LlmOutputError extends Error {
  override readonly name = 'LlmOutputError';
  constructor(
    message: string,
    readonly role: string,
  ) {
    super(message);
  }
}
