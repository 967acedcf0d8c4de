// `search(type: ISSUE)`: the subset of GitHub's issue search syntax tend needs: `repo:o/n`,
// `is:pr|issue|open|closed|merged|unmerged|draft`, `state:`, `type:`, `label:` (and `-label:`),
// `author:`, `in:title|body|comments`, `created:`/`updated:`/`closed:`/`merged:` dates and ranges,
// `sort:`, and words or "quoted phrases" that must all occur; a word of 7 to 40 hex digits also
// matches a pull request with a commit whose SHA starts with it.

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
  /** Date qualifiers: the field's time must fall in [from, to) (epoch ms; null: unbounded). */
  dates: Array<{ field: DateField; from: number | null; to: number | null }>;
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

type DateField = 'created' | 'updated' | 'closed' | 'merged';
const DATE_FIELDS: readonly string[] = ['created', 'updated', 'closed', 'merged'];

/**
 * A date or date-time of the search syntax as the span it names: `YYYY-MM-DD` the whole day (UTC),
 * `YYYY-MM-DDTHH:MM:SS` with `Z` or `+HH:MM` that instant; null when it is neither.
 */
function dateSpan(text: string): { start: number; end: number } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`);
    return Number.isNaN(start) ? null : { start, end: start + 86_400_000 };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.test(text)) return null;
  const start = Date.parse(text);
  return Number.isNaN(start) ? null : { start, end: start + 1_000 };
}

/** `>=D`, `>D`, `<=D`, `<D`, `D..D` (`*` for an open end) or `D`, as the half-open range [from, to). */
function dateRange(value: string): { from: number | null; to: number | null } | null {
  const range = /^(.+)\.\.(.+)$/.exec(value);
  if (range) {
    const from = range[1] === '*' ? null : dateSpan(range[1]!);
    const to = range[2] === '*' ? null : dateSpan(range[2]!);
    if ((range[1] !== '*' && !from) || (range[2] !== '*' && !to)) return null;
    return { from: from?.start ?? null, to: to?.end ?? null };
  }
  const op = /^(>=|<=|>|<)?(.+)$/.exec(value)!;
  const span = dateSpan(op[2]!);
  if (!span) return null;
  if (op[1] === '>=') return { from: span.start, to: null };
  if (op[1] === '>') return { from: span.end, to: null };
  if (op[1] === '<=') return { from: null, to: span.end };
  if (op[1] === '<') return { from: null, to: span.start };
  return { from: span.start, to: span.end };
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
    dates: [],
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
    } else if (DATE_FIELDS.includes(key) && dateRange(value)) {
      parsed.dates.push({ field: key as DateField, ...dateRange(value)! });
    } else if (key === 'sort') {
      const [field, direction] = lower.split('-');
      if (field === 'created' || field === 'updated' || field === 'comments') {
        parsed.sort = { field, direction: direction === 'asc' ? 'asc' : 'desc' };
      }
    } else parsed.terms.push(token.text.toLowerCase()); // unknown qualifiers are searched as text, as GitHub does
  }
  return parsed;
}

/** A search word GitHub also reads as a commit SHA: "at least seven characters". */
const SHA_PREFIX = /^[0-9a-f]{7,40}$/;

/**
 * `hasCommit` answers whether the pull request has a commit starting with a prefix; without it,
 * words match text only.
 */
export function matchesIssue(query: IssueQuery, repoFullName: string, issue: Issue, hasCommit: (prefix: string) => boolean = () => false): boolean {
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
  for (const date of query.dates) {
    const at = dateOf(issue, date.field);
    if (at === null) return false;
    if ((date.from !== null && at < date.from) || (date.to !== null && at >= date.to)) return false;
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
  return query.terms.every((term) => haystack.includes(term) || (issue.pull !== null && SHA_PREFIX.test(term) && hasCommit(term)));
}

function dateOf(issue: Issue, field: DateField): number | null {
  const text = field === 'created' ? issue.createdAt : field === 'updated' ? issue.updatedAt : field === 'closed' ? issue.closedAt : (issue.pull?.mergedAt ?? null);
  return text === null ? null : Date.parse(text);
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
