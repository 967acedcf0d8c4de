// The page's charts as inline SVG, drawn here (no library, no script): per-bot outcome bars, time
// to merge over the period, model cost per pull request. Each has a <title> and <desc> for screen
// readers, and every bar or point carries its value as text, so nothing is told by colour alone.
// Colours come from the page's CSS classes, which switch with prefers-color-scheme.

import { OUTCOME_LABELS, OUTCOMES, type Scorecard } from './figures.js';
import { esc, minutes, percent, pullLabel, usd } from './format.js';

const WIDTH = 720;

function svg(id: string, height: number, title: string, desc: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="${id}" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${id}-title ${id}-desc">`,
    `<title id="${id}-title">${esc(title)}</title>`,
    `<desc id="${id}-desc">${esc(desc)}</desc>`,
    ...body,
    '</svg>',
  ].join('\n');
}

function text(x: number, y: number, content: string, options: { anchor?: 'start' | 'middle' | 'end'; cls?: string } = {}): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="${options.anchor ?? 'start'}" class="${options.cls ?? 'label'}">${esc(content)}</text>`;
}

/** A chart with nothing to draw: its title, and the reason said both to screen readers and on the page. */
function emptyChart(id: string, title: string, reason: string): string {
  return svg(id, 40, title, reason, [text(10, 25, reason)]);
}

function link(href: string, inner: string): string {
  return `<a href="${esc(href)}">${inner}</a>`;
}

/** Per bot: one labelled bar per outcome, its length the share of the bot's findings. */
export function outcomeChart(card: Scorecard): string {
  const title = 'What became of each review bot’s findings';
  if (card.bots.length === 0) return emptyChart('chart-outcomes', title, 'No review bot findings in these audits.');
  const labelWidth = 170;
  const barMax = 400;
  const row = 20;
  const body: string[] = [];
  let y = 10;
  for (const bot of card.bots) {
    y += 18;
    body.push(text(10, y, `${bot.bot}: ${bot.findings.count} finding(s)`, { cls: 'label strong' }));
    y += 6;
    for (const outcome of OUTCOMES) {
      const figure = bot.outcomes[outcome];
      const length = Math.max(2, (figure.share ?? 0) * barMax);
      body.push(
        text(labelWidth - 8, y + 13, OUTCOME_LABELS[outcome], { anchor: 'end' }),
        `<rect x="${labelWidth}" y="${y + 3}" width="${length.toFixed(1)}" height="${row - 6}" rx="2" class="bar o-${outcome}"><title>${esc(`${bot.bot}, ${OUTCOME_LABELS[outcome]}: ${figure.count} (${percent(figure.share)})`)}</title></rect>`,
        text(labelWidth + length + 6, y + 13, `${figure.count} · ${percent(figure.share)}`),
      );
      y += row;
    }
    y += 8;
  }
  const desc = card.bots.map((b) => `${b.bot}: ${OUTCOMES.map((o) => `${OUTCOME_LABELS[o]} ${b.outcomes[o].count}`).join(', ')}`).join('; ');
  return svg('chart-outcomes', y + 6, title, desc, body);
}

/** Each shipped pull request at the time it merged, higher for a longer wait; the median as a line. */
export function timeToMergeChart(card: Scorecard): string {
  const title = 'Time from /tend ship to merge, over the period';
  const samples = card.tend.timeToMerge.samples;
  if (samples.length === 0) return emptyChart('chart-merge', title, 'No pull request was merged after a ship run in these audits.');
  const height = 240;
  const [left, right, top, bottom] = [70, WIDTH - 40, 20, height - 40];
  const at = samples.map((s) => new Date(card.tend.timeToMerge.at[s.pull]!).getTime());
  const [t0, t1] = [Math.min(...at), Math.max(...at)];
  const yMax = Math.max(...samples.map((s) => s.value)) * 1.15 || 1;
  const x = (t: number): number => (t1 === t0 ? (left + right) / 2 : left + ((t - t0) / (t1 - t0)) * (right - left));
  const y = (v: number): number => bottom - (v / yMax) * (bottom - top);
  const body = [
    `<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" class="axis"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" class="axis"/>`,
    text(left - 6, bottom + 4, '0', { anchor: 'end' }),
    text(left - 6, top + 4, minutes(yMax), { anchor: 'end' }),
    text(left, bottom + 20, new Date(t0).toISOString().slice(0, 10)),
    text(right, bottom + 20, new Date(t1).toISOString().slice(0, 10), { anchor: 'end' }),
    text((left + right) / 2, height - 4, 'merged at', { anchor: 'middle', cls: 'label muted' }),
  ];
  const median = card.tend.timeToMerge.median;
  if (median !== null) {
    body.push(`<line x1="${left}" y1="${y(median).toFixed(1)}" x2="${right}" y2="${y(median).toFixed(1)}" class="median"/>`, text(right, y(median) - 5, `median ${minutes(median)}`, { anchor: 'end', cls: 'label muted' }));
  }
  samples.forEach((sample, i) => {
    const [cx, cy] = [x(at[i]!), y(sample.value)];
    const label = `${pullLabel(card, sample.pull)}: ${minutes(sample.value)}`;
    body.push(link(card.pulls[sample.pull]!.url, `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="5" class="point"><title>${esc(label)}</title></circle>${text(cx + 8, cy - 6, label)}`));
  });
  const desc = samples.map((s) => `${pullLabel(card, s.pull)} merged ${minutes(s.value)} after ship`).join('; ');
  return svg('chart-merge', height, title, desc, body);
}

/** Model cost of each pull request tend worked on, one labelled bar each. */
export function costChart(card: Scorecard): string {
  const title = 'Model cost per pull request';
  const samples = card.tend.modelCost.samples;
  if (samples.length === 0) return emptyChart('chart-cost', title, 'No pull request in these audits.');
  const height = 220;
  const [left, right, top, bottom] = [20, WIDTH - 20, 30, height - 40];
  const slot = (right - left) / samples.length;
  const bar = Math.min(48, slot * 0.6);
  const max = Math.max(...samples.map((s) => s.value));
  const body = [`<line x1="${left}" y1="${bottom}" x2="${right}" y2="${bottom}" class="axis"/>`];
  if (max === 0) body.push(text((left + right) / 2, top, 'No model calls: every decision was made by the rules.', { anchor: 'middle', cls: 'label muted' }));
  samples.forEach((sample, i) => {
    const h = max === 0 ? 0 : (sample.value / max) * (bottom - top - 20);
    const cx = left + slot * (i + 0.5);
    const label = `${pullLabel(card, sample.pull)}: ${usd(sample.value)}`;
    body.push(
      link(
        card.pulls[sample.pull]!.url,
        `<rect x="${(cx - bar / 2).toFixed(1)}" y="${(bottom - Math.max(h, 1)).toFixed(1)}" width="${bar.toFixed(1)}" height="${Math.max(h, 1).toFixed(1)}" class="bar cost"><title>${esc(label)}</title></rect>` +
          text(cx, bottom - h - 6, usd(sample.value), { anchor: 'middle' }) +
          text(cx, bottom + 16, pullLabel(card, sample.pull), { anchor: 'middle' }),
      ),
    );
  });
  const desc = samples.map((s) => `${pullLabel(card, s.pull)} ${usd(s.value)}`).join('; ');
  return svg('chart-cost', height, title, desc, body);
}
