// How the scorecard's numbers read, the same on the page and in the job summary.

import type { Scorecard } from './figures.js';

/** Text as HTML (element content and quoted attributes): every string from an audit is data. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export function percent(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

export function minutes(value: number | null): string {
  if (value === null) return '—';
  if (value < 1) return `${Math.round(value * 60)} s`;
  if (value < 120) return `${value.toFixed(1)} min`;
  return `${(value / 60).toFixed(1)} h`;
}

export function usd(value: number | null): string {
  if (value === null) return '—';
  return value > 0 && value < 0.01 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
}

/** "#12" when the scorecard covers one repository, "owner/name#12" when several. */
export function pullLabel(card: Scorecard, key: string): string {
  return card.repositories.length > 1 ? key : `#${key.split('#')[1]}`;
}
