// `npm run demo` is the README's first command: it must pass on a fresh clone, offline, using
// the committed bundles (dist/cli for the demo, dist/index.js for each run inside it).

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditSchema, type AuditRecord } from '../../src/report/audit.js';
import type { Scorecard } from '../../src/report/scorecard/figures.js';
import { launchChromium } from '../support/headless-chromium.js';
import { ACTION_DIR } from './world.js';
import { startAnthropicEmulator } from '../../emulator/anthropic/server.js';

/** The deterministic demo, run once: its own test reads it, and `tend report` is built from its audits. */
let out: string;
let stdout: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'tend-demo-'));
  ({ stdout } = await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'demo', '--out', out], {
    cwd: ACTION_DIR,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out },
    maxBuffer: 16 * 1024 * 1024,
  }));
  // A bound for a demo that hangs: ~15 s idle, and over 120 s at a load of 20-25 on two cores.
}, 300_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('tend demo', () => {
  it('runs the main job offline and writes its summary and audit', async () => {
    expect(stdout).toContain('Demo passed.');
    const summary = await readFile(join(out, 'summary.md'), 'utf8');
    expect(summary).toContain('| `src/widget.ts:6` | `coderabbitai` | minor | fix |');
    expect(summary).toContain('| `src/widget.ts:10` | `gemini-code-assist` | nitpick | ignore |');
    expect(summary).toContain('review thread(s) need a human: src/widget.ts:2');
    expect(summary).toMatch(/Merged: yes, [0-9a-f]{7} on main; branch `feature\/perimeter` deleted\./);
    const audit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'audit.json'), 'utf8')));
    expect(audit.target).toEqual({ kind: 'pull_request', number: 1 });
    expect(audit.outcome.state).toBe('merged');
    expect(audit.merge).toMatchObject({ merged: true, method: 'squash' });

    // Every run leaves its own audit and job summary, in the order the runs happened, so the
    // decisions before the merge can be read too; stdout's step lines are the runs it made.
    const runs = [...stdout.matchAll(/^`([a-z_]+)` → exit (\d+), state `([^`]+)`/gm)].map(([, event, exitCode, state]) => ({ event, exitCode, state }));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const folders = (await readdir(join(out, 'runs'))).sort();
    expect(folders).toEqual(runs.map((run, i) => `${String(i + 1).padStart(2, '0')}-${run.event}`));
    const audits = [];
    for (const [i, folder] of folders.entries()) {
      const runAudit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'runs', folder, 'audit.json'), 'utf8')));
      expect(runAudit.run.event.split(' ')[0]).toBe(runs[i]!.event);
      expect(runAudit.outcome.state).toBe(runs[i]!.state);
      expect(runAudit.decisions.length).toBeGreaterThan(0);
      expect(await readFile(join(out, 'runs', folder, 'summary.md'), 'utf8')).toContain(`· ${runAudit.outcome.state}`);
      expect(stdout).toContain(`runs/${folder}/audit.json`);
      audits.push(runAudit);
    }
    const ship = audits.find((a) => a.outcome.workflow === 'ship');
    expect(ship?.threads.map((t) => `${t.path}:${t.line} ${t.decision}`)).toEqual(expect.arrayContaining(['src/widget.ts:6 fix', 'src/widget.ts:10 ignore', 'src/widget.ts:2 escalate']));
    expect(audits.slice(0, -1).every((a) => !a.merge?.merged)).toBe(true);
    expect(audits.at(-1)).toEqual(audit);
  });

  it('takes the model path for the thread the rules cannot settle when ANTHROPIC_API_KEY is set', { timeout: 300_000 }, async () => {
    const claude = await startAnthropicEmulator();
    // Answers whichever role is asking: the decision, then the patch.
    claude.fallback((request) => {
      const tools = (request.body.tools ?? []).map((tool) => (tool as { name: string }).name);
      if (tools.includes('submit_patch')) {
        return { kind: 'message', content: [{ type: 'tool_use', name: 'submit_patch', input: { edits: [{ path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" }], explanation: 'Reject negative sizes.' } }] };
      }
      return { kind: 'message', content: [{ type: 'tool_use', name: 'submit_decision', input: { decision: 'fix', rationale: 'Negative sizes should be rejected.', risk: 'low' } }] };
    });
    const out = await mkdtemp(join(tmpdir(), 'tend-demo-model-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'demo', '--out', out], {
        cwd: ACTION_DIR,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out, ANTHROPIC_API_KEY: claude.apiKey, ANTHROPIC_BASE_URL: claude.url },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stdout).toContain('Demo passed.');
      expect(stdout).not.toContain(claude.apiKey);
      expect(claude.requests.filter((r) => r.status === 200)).toHaveLength(2);
      const summary = await readFile(join(out, 'summary.md'), 'utf8');
      expect(summary).toContain('| `src/widget.ts:2` | `coderabbitai` | major | fix |');
      expect(summary).toContain('Model path on');

      // The scorecard tells the model's fix from a suggestion applied, and counts what it cost.
      await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'report', '--audits', join(out, 'runs'), '--out', join(out, 'report')], { cwd: ACTION_DIR, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out } });
      const card = JSON.parse(await readFile(join(out, 'report', 'report.json'), 'utf8')) as Scorecard;
      const folders = await readdir(join(out, 'runs'));
      const audits = await Promise.all(folders.map(async (f) => AuditSchema.parse(JSON.parse(await readFile(join(out, 'runs', f, 'audit.json'), 'utf8')))));
      const cost = audits.reduce((sum, audit) => sum + audit.llm.cost_usd, 0);
      expect(cost).toBeGreaterThan(0);
      expect(card.bots.find((b) => b.bot === 'coderabbitai')?.outcomes).toMatchObject({ applied: { count: 1 }, modelFixed: { count: 1 }, escalated: { count: 0 } });
      expect(card.tend.modelCost.total).toBeCloseTo(cost, 10);
      expect(card.tend.threadsWithoutModel).toMatchObject({ count: 2, of: 3 });
    } finally {
      await claude.stop();
      await rm(out, { recursive: true, force: true });
    }
  });
});

// `tend report` (#28) on the demo's audits, through the committed CLI bundle: every figure is
// worked out here again from the audits themselves, then the page is opened in headless chromium.
describe('tend report on the demo’s audits', () => {
  let report: string;
  let card: Scorecard;
  let runs: AuditRecord[];
  beforeAll(async () => {
    report = join(out, 'report');
    const { stdout: said } = await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'report', '--audits', out, '--out', report], { cwd: ACTION_DIR, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out } });
    expect(said).toMatch(/^tend report: 4 run\(s\), 2 review bot\(s\), 1 pull request\(s\) shipped\. Wrote /);
    card = JSON.parse(await readFile(join(report, 'report.json'), 'utf8')) as Scorecard;
    runs = [];
    for (const folder of (await readdir(join(out, 'runs'))).sort()) runs.push(AuditSchema.parse(JSON.parse(await readFile(join(out, 'runs', folder, 'audit.json'), 'utf8'))));
  }, 30_000);

  it('writes report.json, summary.md and index.html whose figures are those of the runs’ audits', async () => {
    // DIR/audit.json repeats the last run: read twice, counted once.
    expect(card.sources).toEqual({ files: runs.length + 1, runs: runs.length, duplicates: 1, since: null });
    const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;
    const pull = `${runs[0]!.run.repository}#1`;

    // Each thread by its last record; each bot's findings by what that record says.
    const last = new Map(runs.flatMap((run) => run.threads).map((t) => [t.id, t]));
    expect(runs.flatMap((run) => run.notes).filter((note) => note.startsWith('Reverted'))).toEqual([]);
    const bots = [...new Set([...last.values()].map((t) => t.author))];
    expect(card.bots.map((b) => b.bot).sort()).toEqual(bots.sort());
    for (const bot of card.bots) {
      const mine = [...last.values()].filter((t) => t.author === bot.bot);
      const counted = (decision: string) => mine.filter((t) => t.decision === decision).length;
      expect(bot.findings).toEqual({ count: mine.length, pulls: [pull] });
      expect(Object.fromEntries(Object.entries(bot.outcomes).map(([outcome, f]) => [outcome, f.count]))).toEqual({ applied: counted('fix'), modelFixed: 0, declined: counted('ignore'), escalated: counted('escalate'), reverted: 0 });
      expect(bot.outcomes.applied.share).toBe(counted('fix') / mine.length);
      expect(Object.fromEntries(Object.entries(bot.severity).map(([level, c]) => [level, c.count]))).toEqual(Object.fromEntries([...new Set(mine.map((t) => t.severity))].map((s) => [s, mine.filter((t) => t.severity === s).length])));
    }
    expect(card.bots.find((b) => b.bot === 'coderabbitai')?.outcomes).toMatchObject({ applied: { count: 1 }, escalated: { count: 1 } });
    expect(card.bots.find((b) => b.bot === 'gemini-code-assist')?.outcomes).toMatchObject({ declined: { count: 1 } });

    const shipRun = runs.find((run) => run.outcome.workflow === 'ship')!;
    const mergeRun = runs.find((run) => run.merge?.merged)!;
    expect(card.tend.shipped).toEqual({ count: 1, pulls: [pull] });
    expect(card.tend.timeToMerge.samples).toEqual([{ pull, value: minutes(shipRun.run.startedAt, mergeRun.run.finishedAt) }]);
    expect(card.tend.timeToMerge.median).toBe(minutes(shipRun.run.startedAt, mergeRun.run.finishedAt));
    expect(card.tend.runnerMinutes.samples[0]!.value).toBeCloseTo(runs.reduce((sum, run) => sum + minutes(run.run.startedAt, run.run.finishedAt), 0), 10);
    expect(card.tend.modelCost.total).toBe(runs.reduce((sum, run) => sum + run.llm.cost_usd, 0));
    expect(card.tend.threadsWithoutModel).toMatchObject({ count: last.size, of: last.size });
    const blocked = runs.filter((run) => run.outcome.state === 'blocked');
    expect(card.tend.blocks.map((b) => b.count)).toEqual([blocked.length]);
    expect(blocked[0]!.outcome.reason.replace(/\d+/g, 'N')).toContain(card.tend.blocks[0]!.reason);
    // The pull request links to the server the runs were on (the demo's emulator).
    expect(card.pulls[pull]!.url).toBe(`${runs[0]!.run.runUrl!.split('/acme/widgets/')[0]}/acme/widgets/pull/1`);

    const summary = await readFile(join(report, 'summary.md'), 'utf8');
    const link = `[#1](${card.pulls[pull]!.url})`;
    expect(summary).toContain(`| \`coderabbitai\` | 2 ${link} | 1 (50%) ${link} | 0 (0%) | 0 (0%) | 1 (50%) ${link} | 0 (0%) | major 1, minor 1 |`);
    expect(summary).toContain(`| \`gemini-code-assist\` | 1 ${link} | 0 (0%) | 0 (0%) | 1 (100%) ${link} | 0 (0%) | 0 (0%) | nitpick 1 |`);
    expect(summary).toContain('```mermaid\npie showData title Review-bot findings by outcome\n    "applied (suggestion)" : 1\n    "declined" : 1\n    "escalated" : 1\n```');
    const html = await readFile(join(report, 'index.html'), 'utf8');
    expect(html).toContain(`<a href="${card.pulls[pull]!.url}">#1</a>`);
  });

  it('index.html renders in headless chromium, light and dark: tables and charts visible, no console error, nothing loaded', { timeout: 60_000 }, async () => {
    const browser = await launchChromium();
    try {
      await browser.open(pathToFileURL(join(report, 'index.html')).href);
      // What a person sees: each table's rows and each chart's marks laid out with a size, and the
      // bot names, the "not recorded" cells and the chart titles shown as text.
      const seen = await browser.evaluate<{ rows: Record<string, number>; charts: Array<{ id: string; title: string; width: number; height: number; marks: number; labels: string[] }>; shown: string[]; resources: number }>(`(() => {
        const visible = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el); return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0; };
        const rows = Object.fromEntries(['bots', 'tend', 'blocks', 'pulls'].map((id) => [id, [...document.querySelectorAll('#' + id + ' tbody tr')].filter(visible).length]));
        const charts = [...document.querySelectorAll('svg.chart')].map((svg) => ({ id: svg.id, title: svg.querySelector('title')?.textContent ?? '', width: svg.getBoundingClientRect().width, height: svg.getBoundingClientRect().height,
          marks: [...svg.querySelectorAll('rect, circle')].filter(visible).length, labels: [...svg.querySelectorAll('text')].filter(visible).map((t) => t.textContent) }));
        const shown = [...document.querySelectorAll('th, td, h1, h2, figcaption')].filter(visible).map((el) => el.textContent.trim());
        return { rows, charts, shown, resources: performance.getEntriesByType('resource').length };
      })()`);
      expect(seen.rows).toEqual({ bots: 2, tend: 10, blocks: 1, pulls: 1 });
      expect(seen.charts.map((c) => [c.id, c.title])).toEqual([
        ['chart-outcomes', 'What became of each review bot’s findings'],
        ['chart-merge', 'Time from /tend ship to merge, over the period'],
        ['chart-cost', 'Model cost per pull request'],
      ]);
      for (const chart of seen.charts) expect(chart.width * chart.height, chart.id).toBeGreaterThan(10_000);
      expect(seen.charts[0]!.marks).toBe(10);
      expect(seen.charts[0]!.labels).toEqual(expect.arrayContaining(['coderabbitai: 2 finding(s)', 'gemini-code-assist: 1 finding(s)', 'applied (suggestion)', '1 · 50%', '1 · 100%']));
      expect(seen.charts[1]!.labels).toEqual(expect.arrayContaining([expect.stringMatching(/^#1: \d+ s$/)]));
      expect(seen.charts[2]!.labels).toEqual(expect.arrayContaining(['$0.00', '#1', 'No model calls: every decision was made by the rules.']));
      expect(seen.shown).toEqual(expect.arrayContaining(['coderabbitai', 'gemini-code-assist', 'not recorded', 'N review thread(s) need a human', 'Review bots', 'Blocks by reason']));
      expect(seen.resources).toBe(0);

      // Readable in both schemes: text against its background at WCAG's 4.5:1 or more, and the
      // dark scheme really dark.
      const contrast = `(() => {
        const rgb = (c) => c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
        const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const s = getComputedStyle(document.body); const [a, b] = [lum(s.color), lum(s.backgroundColor)];
        return { ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), background: lum(s.backgroundColor) };
      })()`;
      const light = await browser.evaluate<{ ratio: number; background: number }>(contrast);
      await browser.colorScheme('dark');
      const dark = await browser.evaluate<{ ratio: number; background: number }>(contrast);
      expect(light.ratio).toBeGreaterThan(4.5);
      expect(dark.ratio).toBeGreaterThan(4.5);
      expect(light.background).toBeGreaterThan(0.9);
      expect(dark.background).toBeLessThan(0.05);

      await browser.colorScheme('light');
      const png = await browser.screenshot(1100);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1100);
      // TEND_REPORT_SCREENSHOT=docs/report.png refreshes the docs' screenshot from this run.
      await writeFile(process.env.TEND_REPORT_SCREENSHOT ?? join(report, 'index.png'), png);
      expect(browser.errors).toEqual([]);
      // The watch on errors is live: a page that logs one and fetches from the network is caught.
      await browser.open(`data:text/html,${encodeURIComponent('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; script-src \'unsafe-inline\'"><img src="https://example.invalid/x.png"><script>console.error("seen")</script>')}`);
      expect(browser.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^console\.error: seen\b/), expect.stringContaining('example.invalid')]));
    } finally {
      await browser.close();
    }
  });
});
