// OUT/index.html: the scorecard as one self-contained page. No script, no network (a
// Content-Security-Policy that allows neither), system fonts, inline SVG; light and dark by
// prefers-color-scheme. Every string from an audit goes through esc(): an audit is data.

import { costChart, outcomeChart, timeToMergeChart } from './charts.js';
import { OUTCOME_LABELS, OUTCOMES, type Count, type Scorecard, type Share } from './figures.js';
import { esc, minutes, percent, pullLabel, usd } from './format.js';

const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --card: #f6f8fa; --link: #0550ae;
  --applied: #1a7f37; --modelFixed: #8250df; --declined: #6e7781; --escalated: #bf8700; --reverted: #cf222e; --cost: #0969da; --point: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --card: #151b23; --link: #4493f8;
    --applied: #3fb950; --modelFixed: #a371f7; --declined: #9198a1; --escalated: #d29922; --reverted: #f85149; --cost: #4493f8; --point: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 1160px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 1.6em; margin: 0 0 4px; } h2 { font-size: 1.25em; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
p.meta, .muted { color: var(--muted); }
a { color: var(--link); }
table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 0.93em; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: var(--card); }
td.num { text-align: right; white-space: nowrap; }
.scroll { overflow-x: auto; }
#bots { font-size: 0.85em; } #bots th, #bots td { padding: 5px 6px; }
.pulls { display: block; font-size: 0.85em; }
.not-recorded { color: var(--muted); font-style: italic; }
figure { margin: 12px 0 24px; padding: 12px; background: var(--card); border: 1px solid var(--line); border-radius: 6px; }
figcaption { font-weight: 600; margin-bottom: 6px; }
svg.chart text { fill: var(--fg); font: 12px system-ui, -apple-system, "Segoe UI", sans-serif; }
svg.chart text.strong { font-weight: 600; font-size: 13px; }
svg.chart text.muted { fill: var(--muted); }
svg.chart .axis { stroke: var(--muted); stroke-width: 1; }
svg.chart .median { stroke: var(--muted); stroke-dasharray: 4 3; }
svg.chart .point { fill: var(--point); }
svg.chart .cost { fill: var(--cost); }
${OUTCOMES.map((o) => `svg.chart .o-${o} { fill: var(--${o}); }`).join('\n')}
`;

const NOT_RECORDED = '<span class="not-recorded">not recorded</span>';

function pullLinks(card: Scorecard, pulls: readonly string[]): string {
  if (pulls.length === 0) return '';
  return `<span class="pulls">${pulls.map((p) => `<a href="${esc(card.pulls[p]!.url)}">${esc(pullLabel(card, p))}</a>`).join(' ')}</span>`;
}

function countCell(card: Scorecard, figure: Count | Share): string {
  const share = 'share' in figure ? ` (${percent(figure.share)})` : '';
  return `<td class="num">${figure.count}${share}${pullLinks(card, figure.pulls)}</td>`;
}

function botsSection(card: Scorecard): string {
  if (card.bots.length === 0) return '<p>No review bot findings in these audits.</p>';
  const head = ['Bot', 'Findings', ...OUTCOMES.map((o) => OUTCOME_LABELS[o]), 'Severity mix', 'Overruled by a person', 'Review → answer (median)', 'Per 100 changed lines'];
  const rows = card.bots.map((bot) => {
    const severity = Object.entries(bot.severity)
      .map(([level, c]) => `${esc(level)} ${c.count}`)
      .join(', ');
    return `<tr><th scope="row">${esc(bot.bot)}</th>${countCell(card, bot.findings)}${OUTCOMES.map((o) => countCell(card, bot.outcomes[o])).join('')}<td>${severity}</td><td>${NOT_RECORDED}</td><td>${NOT_RECORDED}</td><td>${NOT_RECORDED}</td></tr>`;
  });
  return `<div class="scroll"><table id="bots"><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table></div>`;
}

function tendSection(card: Scorecard): string {
  const t = card.tend;
  const samplesOf = (d: { samples: Array<{ pull: string }> }) => d.samples.map((s) => s.pull);
  const rows: Array<[string, string, string[]]> = [
    ['Pull requests shipped (merged by tend)', String(t.shipped.count), t.shipped.pulls],
    ['Time from /tend ship to merge, median', minutes(t.timeToMerge.median), samplesOf(t.timeToMerge)],
    ['Time from /tend ship to merge, p90', minutes(t.timeToMerge.p90), samplesOf(t.timeToMerge)],
    ['Merged with no ship run among the audits (not timed)', String(t.mergedWithoutShipRun.count), t.mergedWithoutShipRun.pulls],
    ['Runner minutes per pull request, median', minutes(t.runnerMinutes.median), samplesOf(t.runnerMinutes)],
    ['Runner minutes, all pull requests', minutes(t.runnerMinutes.total), samplesOf(t.runnerMinutes)],
    ['Model cost per pull request, median', usd(t.modelCost.median), samplesOf(t.modelCost)],
    ['Model cost, all pull requests', usd(t.modelCost.total), samplesOf(t.modelCost)],
    ['Review threads answered without a model', `${t.threadsWithoutModel.count} of ${t.threadsWithoutModel.of} (${percent(t.threadsWithoutModel.share)})`, t.threadsWithoutModel.pulls],
    ['Runs tied to no pull request (sweeps, chat, issues)', `${t.untargeted.runs} run(s), ${minutes(t.untargeted.minutes)}, ${usd(t.untargeted.costUsd)}`, []],
  ];
  return `<table id="tend"><thead><tr><th scope="col">Figure</th><th scope="col">Value</th><th scope="col">Pull requests</th></tr></thead><tbody>\n${rows
    .map(([name, value, pulls]) => `<tr><th scope="row">${esc(name)}</th><td class="num">${esc(value)}</td><td>${pullLinks(card, pulls)}</td></tr>`)
    .join('\n')}\n</tbody></table>`;
}

function blocksSection(card: Scorecard): string {
  if (card.tend.blocks.length === 0) return '<p>No run ended blocked.</p>';
  return `<table id="blocks"><thead><tr><th scope="col">Blocked because</th><th scope="col">Pull requests</th></tr></thead><tbody>\n${card.tend.blocks
    .map((b) => `<tr><td>${esc(b.reason)}</td>${countCell(card, b)}</tr>`)
    .join('\n')}\n</tbody></table>`;
}

function pullsSection(card: Scorecard): string {
  const keys = card.tend.runnerMinutes.samples.map((s) => s.pull);
  if (keys.length === 0) return '<p>No pull request in these audits.</p>';
  const value = (samples: Array<{ pull: string; value: number }>, key: string) => samples.find((s) => s.pull === key)?.value ?? null;
  return `<table id="pulls"><thead><tr><th scope="col">Pull request</th><th scope="col">Runner minutes</th><th scope="col">Model cost</th><th scope="col">Ship → merge</th></tr></thead><tbody>\n${keys
    .map(
      (key) =>
        `<tr><th scope="row"><a href="${esc(card.pulls[key]!.url)}">${esc(pullLabel(card, key))}</a></th><td class="num">${minutes(value(card.tend.runnerMinutes.samples, key))}</td><td class="num">${usd(value(card.tend.modelCost.samples, key))}</td><td class="num">${minutes(value(card.tend.timeToMerge.samples, key))}</td></tr>`,
    )
    .join('\n')}\n</tbody></table>`;
}

export function renderHtml(card: Scorecard): string {
  const period = card.period ? `${card.period.from.slice(0, 16).replace('T', ' ')} to ${card.period.to.slice(0, 16).replace('T', ' ')} UTC` : 'no runs';
  const sources = `${card.sources.runs} run(s) from ${card.sources.files} audit file(s)${card.sources.duplicates > 0 ? `, ${card.sources.duplicates} duplicate(s) counted once` : ''}${card.sources.since ? `, since ${card.sources.since.slice(0, 10)}` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>tend scorecard: ${esc(card.repositories.join(', ') || 'no repository')}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>What the review bots are worth</h1>
<p class="meta">${esc(card.repositories.join(', ') || 'No repository')} · ${esc(period)} · ${esc(sources)}</p>

<h2 id="bots-heading">Review bots</h2>
<p>Each review thread a bot opened is one finding; what tend last did with it is its outcome. The pull requests behind each number are linked under it.</p>
${botsSection(card)}
<figure><figcaption>Outcomes per bot (share of its findings)</figcaption>
${outcomeChart(card)}
</figure>

<h2 id="tend-heading">tend</h2>
${tendSection(card)}
<figure><figcaption>Time from /tend ship to merge</figcaption>
${timeToMergeChart(card)}
</figure>
<figure><figcaption>Model cost per pull request</figcaption>
${costChart(card)}
</figure>

<h2 id="blocks-heading">Blocks by reason</h2>
${blocksSection(card)}

<h2 id="pulls-heading">Pull requests</h2>
${pullsSection(card)}

<h2 id="not-recorded-heading">Not recorded</h2>
<p>The audits do not record these, so the page shows none rather than a guess:</p>
<ul id="not-recorded">
${card.notRecorded.map((n) => `<li><strong>${esc(n.figure)}</strong>: ${esc(n.why)}.</li>`).join('\n')}
</ul>
<h2 id="notes-heading">How the figures are counted</h2>
<ul>
${card.notes.map((n) => `<li>${esc(n)}</li>`).join('\n')}
</ul>
</main>
</body>
</html>
`;
}
