// Where a plan run ends: `planned` (PLAN.md written, the plan in the state), `failed` (the model's
// answer was unusable or it could not be reached). `requested` waits for a model key.

const PLAN_END_STATUSES = ['planned', 'failed'] as const;

/** Whether plan no longer holds the issue (another workflow may start). */
export function isPlanTerminal(status: string): boolean {
  return (PLAN_END_STATUSES as readonly string[]).includes(status);
}
