// GitHub's page-number pagination: `per_page` (default 30, at most 100) and `page`, with a `Link`
// header naming the prev/next/last/first pages, which is what `octokit.paginate` follows.

import type { RestContext } from './routes.js';

export interface Page<T> {
  items: T[];
  /** How many items all pages hold (`total_count` in wrapped lists). */
  total: number;
  /** `Link` when there is more than one page; empty otherwise, as GitHub omits it. */
  headers: Record<string, string>;
}

export function paginate<T>(ctx: RestContext, all: readonly T[]): Page<T> {
  // GitHub treats a missing or zero per_page as its default and caps it at 100.
  const perPage = clamp(intQuery(ctx, 'per_page') || 30, 1, 100);
  const page = Math.max(intQuery(ctx, 'page') ?? 1, 1);
  const items = all.slice((page - 1) * perPage, page * perPage);
  const lastPage = Math.max(Math.ceil(all.length / perPage), 1);
  const links: string[] = [];
  const link = (target: number, rel: string) => links.push(`<${pageUrl(ctx, target)}>; rel="${rel}"`);
  if (page > 1) link(Math.min(page - 1, lastPage), 'prev');
  if (page < lastPage) {
    link(page + 1, 'next');
    link(lastPage, 'last');
  }
  if (page > 1) link(1, 'first');
  return { items, total: all.length, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

function pageUrl(ctx: RestContext, page: number): string {
  const query = new URLSearchParams(ctx.query);
  query.set('page', String(page));
  return `${ctx.apiUrl}${ctx.path}?${query.toString()}`;
}

function intQuery(ctx: RestContext, name: string): number | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
