import { describe, expect, it } from 'vitest';
import { keepFirstReadDeletionFacts } from './pull-request.js';
import { pullSnapshot } from '../../test/support/pull-snapshot.js';

const snapshot = pullSnapshot;

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
