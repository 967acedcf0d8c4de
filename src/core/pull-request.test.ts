import { describe, expect, it } from 'vitest';
import { keepFirstReadDeletionFacts, type PullSnapshot } from './pull-request.js';

const snapshot = (over: Partial<PullSnapshot> = {}): PullSnapshot => ({
  viewer: { login: 'github-actions', id: 41898282 },
  id: 'PR_1',
  number: 7,
  title: 'Fix the cart total',
  state: 'OPEN',
  isDraft: false,
  author: null,
  headRefName: 'fix-cart',
  headRefOid: 'a'.repeat(40),
  baseRefName: 'main',
  baseRefOid: 'e'.repeat(40),
  isCrossRepository: false,
  mergeable: 'MERGEABLE',
  mergeStateStatus: 'CLEAN',
  viewerCanMergeAsAdmin: false,
  reviewDecision: null,
  labels: [],
  reviews: [],
  threads: [],
  comments: [],
  checks: [],
  requiredChecks: null,
  requiredApprovals: 0,
  autoMergeEnabled: false,
  ...over,
});

describe('keepFirstReadDeletionFacts', () => {
  const first = snapshot({ mergeable: 'UNKNOWN', deletionFacts: { defaultBranch: 'main', openPullsBasedOnIt: 1, protectedAgainstDeletion: false, rulesetRestrictsDeletion: false } });

  it("keeps the first read's default branch and stacked pull requests; the fresh read's own facts win", () => {
    const fresh = snapshot({ deletionFacts: { protectedAgainstDeletion: true, rulesetRestrictsDeletion: true } });
    expect(keepFirstReadDeletionFacts(first, fresh).deletionFacts).toEqual({ defaultBranch: 'main', openPullsBasedOnIt: 1, protectedAgainstDeletion: true, rulesetRestrictsDeletion: true });
  });

  it('keeps nothing for another head branch, nor without a first read', () => {
    const other = snapshot({ headRefName: 'other', deletionFacts: { protectedAgainstDeletion: false } });
    expect(keepFirstReadDeletionFacts(first, other)).toBe(other);
    expect(keepFirstReadDeletionFacts(null, other)).toBe(other);
  });
});
