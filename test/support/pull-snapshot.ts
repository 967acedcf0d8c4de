// A pull request as tend's snapshot holds it, for unit tests of the decisions made on it: open,
// mergeable, nothing reviewed or checked yet; a test overrides what its case is about.

import type { PullSnapshot } from '../../src/core/pull-request.js';

export function pullSnapshot(over: Partial<PullSnapshot> = {}): PullSnapshot {
  return {
    viewer: { login: 'github-actions', id: 41898282 },
    id: 'PR_1', number: 7, title: 't', state: 'OPEN', isDraft: false, author: null,
    headRefName: 'f', headRefOid: 'a'.repeat(40), baseRefName: 'main', baseRefOid: 'e'.repeat(40), isCrossRepository: false,
    mergeable: 'MERGEABLE', mergeStateStatus: 'CLEAN', viewerCanMergeAsAdmin: false, reviewDecision: null, labels: [],
    reviews: [], threads: [], comments: [], checks: [], requiredChecks: null, requiredApprovals: 0, autoMergeEnabled: false,
    ...over,
  };
}
