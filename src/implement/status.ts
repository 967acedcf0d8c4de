// Where an implement run ends: `opened` (a pull request from tend/issue-N), `refused` (a
// precondition is not met; nothing pushed), `failed` (the model, verify-command or the push did
// not get there; nothing pushed unless IMPLEMENT.md says so).

const IMPLEMENT_END_STATUSES = ['opened', 'refused', 'failed'] as const;

/** Whether implement no longer holds the issue (another workflow may start). */
export function isImplementTerminal(status: string): boolean {
  return (IMPLEMENT_END_STATUSES as readonly string[]).includes(status);
}
