// Whether a merged pull request's head branch must be kept although `delete-branch` is on. A head
// branch can be something other than a topic branch: `develop` merged into `main`, a release
// branch, or the base of a stacked pull request. The docs say GitHub retargets such a pull request
// when its base is deleted; deleted through the API, it is observed to be closed instead
// (emulator/RULES.md, "not modelled yet"): tend does not delete it either way.

import type { BranchDeletionFacts } from '../core/pull-request.js';

/**
 * Names of branches that live on by convention, whatever GitHub says about them: no rule protects
 * `develop` in many repositories, and deleting it is never what merging it into `main` meant.
 */
const LONG_LIVED = /^(main|master|trunk|develop|development|dev|next|staging|stage|production|prod|gh-pages|release|releases?\/.+|release-v?\d[\w.-]*|hotfix|support\/.+|maint(enance)?[/-].+)$/i;

/** Why the branch stays, or null when deleting it is what `delete-branch` asked for. */
export function branchKeptReason(branch: string, facts: BranchDeletionFacts): string | null {
  if (facts.defaultBranch !== null && branch === facts.defaultBranch) return `it is the default branch`;
  if (facts.openPullsBasedOnIt > 0) return `${facts.openPullsBasedOnIt === 1 ? 'an open pull request is' : `${facts.openPullsBasedOnIt} open pull requests are`} based on it (GitHub closes a pull request whose base branch is deleted through the API)`;
  if (facts.protectedAgainstDeletion) return 'branch protection covers it and does not allow deleting it';
  if (facts.rulesetRestrictsDeletion) return 'a ruleset restricts deleting it';
  if (LONG_LIVED.test(branch)) return 'its name is that of a long-lived branch (main, develop, release/…); delete it by hand if it is done';
  return null;
}
