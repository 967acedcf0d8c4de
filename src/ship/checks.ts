// Whether the head's checks are evidence that CI passed, decided from the snapshot alone.
//
// The required contexts are classic protection's, every reported check GitHub marks required
// (`isRequired`, which answers for rulesets too), the rulesets' contexts that have not reported yet,
// and the workflow's own `required-checks`. A required context that has not reported is pending.
// Without any, every reported CI check must pass, and a head with no CI check at all is not
// passing: GitHub lets such a merge through (P2), but nothing says CI ever ran on it.
// The check runs of the workflow running tend are never CI (T7): tend's own job is one of them,
// in progress while tend runs.

import { type Check, type PullSnapshot } from '../core/pull-request.js';

export type ChecksVerdict =
  | { state: 'passing'; checked: string[] }
  | { state: 'pending'; waitingFor: string[] }
  | { state: 'failing'; failing: string[] }
  /** Nothing required and no CI check on the head: no evidence either way. */
  | { state: 'no-ci' };

export interface ChecksPolicy {
  /** Slugs of the review bots' Apps: their checks gate reviews, not merges. */
  reviewBotSlugs: readonly string[];
  /** Check names the workflow requires itself (`required-checks`). */
  requiredChecks: readonly string[];
  /** The workflow running tend (GITHUB_WORKFLOW); null when unknown. */
  ownWorkflow: string | null;
}

/** The App GitHub Actions reports check runs as. */
const ACTIONS_APP_SLUG = 'github-actions';

const PASSING = new Set<Check['state']>(['success', 'neutral', 'skipped']);

export function evaluateChecks(snapshot: Pick<PullSnapshot, 'checks' | 'requiredChecks' | 'rulesetChecks'>, policy: ChecksPolicy): ChecksVerdict {
  const ci = snapshot.checks.filter((c) => !isOwnWorkflow(c, policy.ownWorkflow));
  const required = [
    ...new Set([...(snapshot.requiredChecks ?? []), ...ci.filter((c) => c.isRequired).map((c) => c.name), ...(snapshot.rulesetChecks ?? []), ...policy.requiredChecks]),
  ];
  // A context something requires counts whoever reports it (a review bot's App included); without
  // a requirement the review bots' own checks (CodeRabbit's "review in progress") are left out.
  const considered: Array<{ name: string; check: Check | undefined }> =
    required.length > 0
      ? required.map((name) => ({ name, check: ci.find((c) => c.name === name) }))
      : ci.filter((c) => c.appSlug === null || !policy.reviewBotSlugs.includes(c.appSlug)).map((check) => ({ name: check.name, check }));
  if (considered.length === 0) return { state: 'no-ci' };
  const failing = considered.filter((c) => c.check && !PASSING.has(c.check.state) && c.check.state !== 'pending').map((c) => c.name);
  if (failing.length > 0) return { state: 'failing', failing };
  const waitingFor = considered.filter((c) => !c.check || c.check.state === 'pending').map((c) => (c.check ? c.name : `${c.name} (not reported yet)`));
  if (waitingFor.length > 0) return { state: 'pending', waitingFor };
  return { state: 'passing', checked: considered.map((c) => c.name) };
}

/**
 * The contexts the base's rulesets require that have not passed on the head, reported or not
 * (E107): tend neither merges nor hands the merge to GitHub's auto-merge while one is left,
 * whatever GitHub's merge state says. Empty while the rulesets are unknown.
 */
export function rulesetChecksNotPassed(snapshot: Pick<PullSnapshot, 'checks' | 'rulesetChecks'>, policy: Pick<ChecksPolicy, 'ownWorkflow'>): string[] {
  const ci = snapshot.checks.filter((c) => !isOwnWorkflow(c, policy.ownWorkflow));
  return (snapshot.rulesetChecks ?? []).filter((name) => {
    const check = ci.find((c) => c.name === name);
    return !check || !PASSING.has(check.state);
  });
}

/** A check run of the workflow running tend, its own job's included: Actions names the workflow. */
function isOwnWorkflow(check: Check, ownWorkflow: string | null): boolean {
  return ownWorkflow !== null && check.kind === 'check-run' && check.appSlug === ACTIONS_APP_SLUG && check.workflowName === ownWorkflow;
}
