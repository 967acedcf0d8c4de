// OUT/summary.md: the scorecard for a job summary (GITHUB_STEP_SUMMARY), as Markdown tables and a
// Mermaid chart GitHub draws. Text from an audit is escaped so it stays text: bot names in code
// spans, reasons with Markdown's own characters escaped.

import { cell } from '../../core/text.js';
import { OUTCOME_LABELS, OUTCOMES, type Count, type Scorecard, type Share } from './figures.js';
import { minutes, percent, pullLabel, usd } from './format.js';

/** Plain text in a table cell: no link, emphasis or HTML made from it. */
function md(text: string): string {
  return cell(text).replace(/([[\]*_`<>])/g, '\\$1');
}

function code(text: string): string {
  return `\`${cell(text).replace(/`/g, "'")}\``;
}

/** A Mermaid label: inside double quotes, which it cannot close. */
function mermaidLabel(text: string): string {
  return text.replace(/["\r\n\\]/g, ' ');
}

/** Links shown per cell: a job summary holds at most 1 MiB, and report.json lists them all. */
const LINKS_PER_CELL = 20;

function links(card: Scorecard, pulls: readonly string[]): string {
  const shown = pulls.slice(0, LINKS_PER_CELL).map((p) => `[${md(pullLabel(card, p))}](${card.pulls[p]!.url.replace(/[()\s<>]/g, encodeURIComponent)})`);
  return [...shown, ...(pulls.length > LINKS_PER_CELL ? [`+${pulls.length - LINKS_PER_CELL} more in report.json`] : [])].join(' ');
}

function count(card: Scorecard, figure: Count | Share): string {
  const share = 'share' in figure ? ` (${percent(figure.share)})` : '';
  const behind = links(card, figure.pulls);
  return `${figure.count}${share}${behind ? ` ${behind}` : ''}`;
}

export function renderMarkdown(card: Scorecard): string {
  const lines: string[] = ['## tend scorecard', ''];
  const period = card.period ? `${card.period.from.slice(0, 10)} to ${card.period.to.slice(0, 10)}` : 'no runs';
  lines.push(`${card.repositories.map(code).join(', ') || 'No repository'} · ${period} · ${card.sources.runs} run(s) from ${card.sources.files} audit file(s)`, '');

  lines.push('### Review bots', '');
  if (card.bots.length === 0) lines.push('No review bot findings in these audits.', '');
  else {
    lines.push(`| Bot | Findings | ${OUTCOMES.map((o) => OUTCOME_LABELS[o]).join(' | ')} | Severity mix |`, `|---|---:|${OUTCOMES.map(() => '---:').join('|')}|---|`);
    for (const bot of card.bots) {
      const severity = Object.entries(bot.severity)
        .map(([level, c]) => `${md(level)} ${c.count}`)
        .join(', ');
      lines.push(`| ${code(bot.bot)} | ${count(card, bot.findings)} | ${OUTCOMES.map((o) => count(card, bot.outcomes[o])).join(' | ')} | ${severity} |`);
    }
    lines.push('');
    const totals = OUTCOMES.map((o) => [OUTCOME_LABELS[o], card.bots.reduce((sum, b) => sum + b.outcomes[o].count, 0)] as const).filter(([, n]) => n > 0);
    lines.push('```mermaid', 'pie showData title Review-bot findings by outcome', ...totals.map(([label, n]) => `    "${mermaidLabel(label)}" : ${n}`), '```', '');
  }

  const t = card.tend;
  const samples = (d: { samples: Array<{ pull: string }> }) => d.samples.map((s) => s.pull);
  lines.push('### tend', '', '| Figure | Value | Pull requests |', '|---|---:|---|');
  const rows: Array<[string, string, string[]]> = [
    ['Pull requests shipped', String(t.shipped.count), t.shipped.pulls],
    ['/tend ship to merge, median', minutes(t.timeToMerge.median), samples(t.timeToMerge)],
    ['/tend ship to merge, p90', minutes(t.timeToMerge.p90), samples(t.timeToMerge)],
    ['Runner minutes per pull request, median', minutes(t.runnerMinutes.median), samples(t.runnerMinutes)],
    ['Model cost per pull request, median', usd(t.modelCost.median), samples(t.modelCost)],
    ['Model cost, all pull requests', usd(t.modelCost.total), samples(t.modelCost)],
    ['Threads answered without a model', `${t.threadsWithoutModel.count} of ${t.threadsWithoutModel.of} (${percent(t.threadsWithoutModel.share)})`, t.threadsWithoutModel.pulls],
  ];
  for (const [name, value, pulls] of rows) lines.push(`| ${md(name)} | ${value} | ${links(card, pulls)} |`);
  lines.push('');

  lines.push('### Blocks by reason', '');
  if (t.blocks.length === 0) lines.push('No run ended blocked.', '');
  else lines.push('| Blocked because | Pull requests |', '|---|---|', ...t.blocks.map((b) => `| ${md(b.reason)} | ${count(card, b)} |`), '');

  lines.push('### Not recorded', '', ...card.notRecorded.map((n) => `- ${n.figure}: ${n.why}.`), '');
  return lines.join('\n');
}
