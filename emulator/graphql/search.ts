// `search(type: ISSUE)`: the subset of GitHub's issue search syntax tend needs: `repo:o/n`,
// `is:pr|issue|open|closed|merged|unmerged|draft`, `state:`, `type:`, `label:` (and `-label:`),
// `author:`, `in:title|body|comments`, `sort:`, and words or "quoted phrases" that must all occur.

import type { Issue } from '../state.js';

export interface IssueQuery {
  repos: string[];
  kind: 'pr' | 'issue' | null;
  states: Array<'open' | 'closed' | 'merged' | 'unmerged'>;
  draft: boolean | null;
  /** Each entry one `label:` qualifier; `label:a,b` (kept as `a,b`) matches `a` or `b`. */
  labels: string[];
  excludedLabels: string[];
  authors: string[];
  in: Array<'title' | 'body' | 'comments'>;
  terms: string[];
  sort: { field: 'created' | 'updated' | 'comments'; direction: 'asc' | 'desc' };
}

/** Splits on spaces outside double quotes; `label:"needs review"` stays one token without quotes. */
export function tokenize(query: string): Array<{ text: string; quoted: boolean }> {
  const tokens: Array<{ text: string; quoted: boolean }> = [];
  const pattern = /(-?[A-Za-z-]+:)?"([^"]*)"?|\S+/g;
  for (const match of query.matchAll(pattern)) {
    if (match[2] !== undefined) tokens.push({ text: `${match[1] ?? ''}${match[2]}`, quoted: match[1] === undefined });
    else tokens.push({ text: match[0], quoted: false });
  }
  return tokens;
}

export function parseIssueQuery(query: string): IssueQuery {
  const parsed: IssueQuery = {
    repos: [],
    kind: null,
    states: [],
    draft: null,
    labels: [],
    excludedLabels: [],
    authors: [],
    in: [],
    terms: [],
    sort: { field: 'created', direction: 'desc' },
  };
  for (const token of tokenize(query)) {
    const qualifier = token.quoted ? null : /^(-?)([A-Za-z-]+):(.+)$/s.exec(token.text);
    if (!qualifier) {
      if (token.text) parsed.terms.push(token.text.toLowerCase());
      continue;
    }
    const [, negated, rawKey, value] = qualifier as unknown as [string, string, string, string];
    const key = rawKey.toLowerCase();
    const lower = value.toLowerCase();
    if (key === 'repo') parsed.repos.push(lower);
    else if ((key === 'is' || key === 'type') && (lower === 'pr' || lower === 'issue')) parsed.kind = lower;
    else if ((key === 'is' || key === 'state') && ['open', 'closed', 'merged', 'unmerged'].includes(lower)) {
      parsed.states.push(lower as IssueQuery['states'][number]);
    } else if (key === 'is' && lower === 'draft') parsed.draft = negated ? false : true;
    else if (key === 'draft') parsed.draft = lower === 'true';
    else if (key === 'label') (negated ? parsed.excludedLabels : parsed.labels).push(lower);
    else if (key === 'author') parsed.authors.push(lower.replace(/^app\//, ''));
    else if (key === 'in') {
      for (const where of lower.split(',')) if (where === 'title' || where === 'body' || where === 'comments') parsed.in.push(where);
    } else if (key === 'sort') {
      const [field, direction] = lower.split('-');
      if (field === 'created' || field === 'updated' || field === 'comments') {
        parsed.sort = { field, direction: direction === 'asc' ? 'asc' : 'desc' };
      }
    } else parsed.terms.push(token.text.toLowerCase()); // unknown qualifiers are searched as text, as GitHub does
  }
  return parsed;
}

export function matchesIssue(query: IssueQuery, repoFullName: string, issue: Issue): boolean {
  if (query.repos.length > 0 && !query.repos.includes(repoFullName.toLowerCase())) return false;
  if (query.kind === 'pr' && !issue.pull) return false;
  if (query.kind === 'issue' && issue.pull) return false;
  for (const state of query.states) {
    if (state === 'open' && issue.state !== 'open') return false;
    if (state === 'closed' && issue.state === 'open') return false;
    if (state === 'merged' && !issue.pull?.merged) return false;
    if (state === 'unmerged' && (!issue.pull || issue.pull.merged)) return false;
  }
  if (query.draft !== null && (issue.pull?.draft ?? false) !== query.draft) return false;
  const labels = issue.labels.map((l) => l.name.toLowerCase());
  const anyOf = (entry: string) => entry.split(',').some((l) => labels.includes(l));
  if (!query.labels.every(anyOf)) return false;
  if (query.excludedLabels.some(anyOf)) return false;
  if (query.authors.length > 0) {
    const login = issue.author.login.toLowerCase();
    if (!query.authors.some((a) => a === login || `${a}[bot]` === login)) return false;
  }
  if (query.terms.length === 0) return true;
  const where = query.in.length > 0 ? query.in : ['title', 'body', 'comments'];
  const haystack = [
    where.includes('title') ? issue.title : '',
    where.includes('body') ? issue.body : '',
    ...(where.includes('comments') ? issue.comments.map((c) => c.body) : []),
  ]
    .join('\n')
    .toLowerCase();
  return query.terms.every((term) => haystack.includes(term));
}

export function sortIssues<T extends { issue: Issue }>(query: IssueQuery, items: T[]): T[] {
  const key = (i: Issue): string | number =>
    query.sort.field === 'comments' ? i.comments.length : query.sort.field === 'updated' ? i.updatedAt : i.createdAt;
  const sorted = [...items].sort((a, b) => {
    const ka = key(a.issue);
    const kb = key(b.issue);
    return ka < kb ? -1 : ka > kb ? 1 : a.issue.id - b.issue.id;
  });
  return query.sort.direction === 'desc' ? sorted.reverse() : sorted;
}
