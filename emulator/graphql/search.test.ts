import { describe, expect, it } from 'vitest';
import { GitHubState, type Issue } from '../state.js';
import { matchesIssue, parseIssueQuery, tokenize } from './search.js';

function issue(overrides: Partial<Issue> = {}): Issue {
  const state = new GitHubState();
  return {
    number: 1,
    id: 1,
    nodeId: 'I_x',
    title: 'Crash on start',
    body: 'Stack trace attached',
    author: state.addAccount('coderabbitai[bot]', 'Bot'),
    state: 'open',
    labels: [{ id: 1, nodeId: 'LA_x', name: 'tend:ship', color: 'ededed' }],
    comments: [],
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    closedAt: null,
    pull: null,
    ...overrides,
  };
}

describe('issue search queries', () => {
  it('keeps quoted phrases and quoted qualifier values as one token', () => {
    expect(tokenize('label:"needs review" "a b" c')).toEqual([
      { text: 'label:needs review', quoted: false },
      { text: 'a b', quoted: true },
      { text: 'c', quoted: false },
    ]);
  });

  it('parses the qualifiers tend uses', () => {
    expect(parseIssueQuery('repo:Acme/Widgets is:pr is:open label:tend:ship -label:wip in:comments "tend:state" author:app/coderabbitai sort:updated-asc')).toMatchObject({
      repos: ['acme/widgets'],
      kind: 'pr',
      states: ['open'],
      labels: ['tend:ship'],
      excludedLabels: ['wip'],
      in: ['comments'],
      terms: ['tend:state'],
      authors: ['coderabbitai'],
      sort: { field: 'updated', direction: 'asc' },
    });
  });

  it('matches labels, kind, author without [bot], and text only where `in:` says', () => {
    const subject = issue({ comments: [{ id: 2, nodeId: 'IC_x', author: issue().author, body: 'marker <!-- tend -->', createdAt: '', updatedAt: '' }] });
    expect(matchesIssue(parseIssueQuery('repo:acme/widgets is:issue label:tend:ship author:coderabbitai'), 'acme/widgets', subject)).toBe(true);
    expect(matchesIssue(parseIssueQuery('repo:acme/other'), 'acme/widgets', subject)).toBe(false);
    expect(matchesIssue(parseIssueQuery('is:pr'), 'acme/widgets', subject)).toBe(false);
    expect(matchesIssue(parseIssueQuery('-label:tend:ship'), 'acme/widgets', subject)).toBe(false);
    expect(matchesIssue(parseIssueQuery('in:comments "<!-- tend -->"'), 'acme/widgets', subject)).toBe(true);
    expect(matchesIssue(parseIssueQuery('in:title "<!-- tend -->"'), 'acme/widgets', subject)).toBe(false);
    expect(matchesIssue(parseIssueQuery('crash trace'), 'acme/widgets', subject)).toBe(true);
    expect(matchesIssue(parseIssueQuery('is:closed'), 'acme/widgets', subject)).toBe(false);
  });
});
