// What tend works on: an issue or a pull request of the run's repository, by number.

export type TargetKind = 'issue' | 'pull_request';

export interface Target {
  kind: TargetKind;
  number: number;
}

/** `issue #3`, `pull request #7`, or a dash when the run had no target. */
export function targetName(target: Target | null): string {
  if (!target) return '—';
  return `${target.kind === 'pull_request' ? 'pull request' : 'issue'} #${target.number}`;
}
