import { describe, expect, it } from 'vitest';
import { branchKeptReason } from './keep-branch.js';

const none = { defaultBranch: 'main', openPullsBasedOnIt: 0, protectedAgainstDeletion: false, rulesetRestrictsDeletion: false };

describe('branchKeptReason', () => {
  it('lets a topic branch go', () => {
    for (const branch of ['feature/x', 'fix-123', 'renovate/zod-4.x', 'developer-docs', 'release-notes/typo']) expect(branchKeptReason(branch, none), branch).toBeNull();
  });

  it('keeps the default branch, a base of open pull requests, and what protection or a ruleset guards', () => {
    expect(branchKeptReason('trunk-x', { ...none, defaultBranch: 'trunk-x' })).toBe('it is the default branch');
    expect(branchKeptReason('feature/a', { ...none, openPullsBasedOnIt: 2 })).toBe('2 open pull requests are based on it (GitHub closes a pull request whose base branch is deleted through the API)');
    expect(branchKeptReason('feature/a', { ...none, protectedAgainstDeletion: true })).toContain('branch protection');
    expect(branchKeptReason('feature/a', { ...none, rulesetRestrictsDeletion: true })).toBe('a ruleset restricts deleting it');
  });

  it('keeps branches named like long-lived ones', () => {
    for (const branch of ['develop', 'Development', 'master', 'staging', 'production', 'release/2.0', 'releases/v3', 'release-1.x', 'gh-pages', 'support/1.x']) {
      expect(branchKeptReason(branch, none), branch).toContain('long-lived');
    }
  });
});
