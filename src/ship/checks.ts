// Whether the head's checks allow a merge, decided from the snapshot alone. Required contexts come
// from the base branch's rules; a required context that has not reported yet is pending, not
// passing. Without any rule, every check reported on the head must pass (none may be pending).

import { type Check, type PullSnapshot } from '../core/pull-request.js';

type ChecksVerdict =
  | { state: 'passing'; checked: string[] }
  | { state: 'pending'; waitingFor: string[] }
  | { state: 'failing'; failing: string[] };

const PASSING = new Set<Check['state']>(['success', 'neutral', 'skipped']);

export function evaluateChecks(snapshot: Pick<PullSnapshot, 'checks' | 'requiredChecks'>, ignoreAppSlugs: readonly string[] = []): ChecksVerdict {
  const required = snapshot.requiredChecks && snapshot.requiredChecks.length > 0 ? snapshot.requiredChecks : null;
  // Without a rule every reported check counts, except the review bots' own (CodeRabbit's "review
  // in progress"): they gate reviews, not merges. A context the branch requires counts whoever reports it.
  const considered: Array<{ name: string; check: Check | undefined }> = required
    ? required.map((name) => ({ name, check: snapshot.checks.find((c) => c.name === name) }))
    : snapshot.checks.filter((c) => c.appSlug === null || !ignoreAppSlugs.includes(c.appSlug)).map((check) => ({ name: check.name, check }));
  const failing = considered.filter((c) => c.check && !PASSING.has(c.check.state) && c.check.state !== 'pending').map((c) => c.name);
  if (failing.length > 0) return { state: 'failing', failing };
  const waitingFor = considered.filter((c) => !c.check || c.check.state === 'pending').map((c) => (c.check ? c.name : `${c.name} (not reported yet)`));
  if (waitingFor.length > 0) return { state: 'pending', waitingFor };
  return { state: 'passing', checked: considered.map((c) => c.name) };
}
