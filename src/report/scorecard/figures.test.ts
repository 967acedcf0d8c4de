// The scorecard's figures on hand-made audit records: each outcome of a finding, the latest record
// of a thread winning, reverts found from the revert note, time to merge and its percentiles,
// runner minutes and cost per pull request, blocks by reason, duplicates and the period filter.
// Then the two renderings keep every audit string as text.

import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../audit.js';
import { at, auditRecord } from '../../../test/support/audit-record.js';
import { blockReason, computeScorecard, distribution, type SourcedAudit } from './figures.js';
import { parseAudit } from './read-audits.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-markdown.js';

type Thread = AuditRecord['threads'][number];

function thread(id: string, author: string, decision: Thread['decision'], over: Partial<Thread> = {}): Thread {
  return { id, path: 'src/a.ts', line: 1, author, severity: 'minor', decision, rationale: 'r', commit: null, files: [], resolved: decision !== 'escalate', llm: null, ...over };
}

const audit = auditRecord;

const ship = (pull: number, start: number, end: number, over: Partial<AuditRecord> = {}) =>
  audit(pull, start, end, { route: { action: 'command', detail: `ship on #${pull} by @alice via comment` }, outcome: { workflow: 'ship', state: 'awaiting-reviews', reason: 'pushed' }, ...over });
const merged = (pull: number, start: number, end: number) =>
  audit(pull, start, end, { outcome: { workflow: 'advance', state: 'merged', reason: 'Merged' }, merge: { merged: true, sha: 'f'.repeat(40), method: 'squash' } });
const blocked = (pull: number, start: number, reason: string) => audit(pull, start, start + 1, { outcome: { workflow: 'advance', state: 'blocked', reason } });

const sourced = (...audits: AuditRecord[]): SourcedAudit[] => audits.map((a, i) => ({ file: `runs/${i}/audit.json`, audit: a }));
const model = { input_tokens: 900, output_tokens: 100, cost_usd: 0.012 };
const FIX = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

describe('what became of each bot finding', () => {
  const card = computeScorecard({
    audits: sourced(
      ship(1, 0, 2, {
        threads: [
          thread('T1', 'coderabbitai', 'fix', { commit: 'c'.repeat(40), severity: 'minor' }),
          thread('T2', 'coderabbitai', 'fix', { commit: 'd'.repeat(40), severity: 'major', llm: model }),
          thread('T3', 'coderabbitai', 'ignore', { severity: 'nitpick' }),
          thread('T4', 'coderabbitai', 'escalate', { severity: 'critical', llm: { input_tokens: 0, output_tokens: 0, cost_usd: 0 } }),
          thread('T5', 'coderabbitai', 'fix', { commit: FIX, severity: 'major' }),
          thread('G1', 'gemini-code-assist', 'escalate', { severity: 'major' }),
        ],
      }),
      // The revert: T5's fix went back; the red-CI run escalates T5 again without a commit.
      audit(1, 10, 11, { notes: [`Reverted tend's fix ${FIX.slice(0, 7)} in 9999999: test failed on it; 1 thread(s) answered and left for a human.`], threads: [thread('T5', 'coderabbitai', 'escalate', { severity: 'major' })] }),
      // A person answered G1 and a later run fixed it by its suggestion: the latest record wins.
      audit(2, 20, 21, { threads: [thread('G2', 'gemini-code-assist', 'ignore', { severity: 'nitpick' })] }),
      audit(1, 30, 31, { threads: [thread('G1', 'gemini-code-assist', 'fix', { commit: 'e'.repeat(40), severity: 'major' })] }),
    ),
  });

  it('counts each thread once, by its latest record, in exactly one outcome', () => {
    const rabbit = card.bots.find((b) => b.bot === 'coderabbitai')!;
    expect(rabbit.findings.count).toBe(5);
    expect(Object.fromEntries(Object.entries(rabbit.outcomes).map(([o, f]) => [o, f.count]))).toEqual({ applied: 1, modelFixed: 1, declined: 1, escalated: 1, reverted: 1 });
    expect(rabbit.outcomes.applied.share).toBe(0.2);
    const gemini = card.bots.find((b) => b.bot === 'gemini-code-assist')!;
    expect(gemini.findings).toEqual({ count: 2, pulls: ['acme/widgets#1', 'acme/widgets#2'] });
    expect(gemini.outcomes.applied).toEqual({ count: 1, share: 0.5, pulls: ['acme/widgets#1'] });
    expect(gemini.outcomes.declined.pulls).toEqual(['acme/widgets#2']);
    expect(gemini.outcomes.escalated.count).toBe(0);
  });

  it('orders bots by findings and gives the severity mix with the pull requests behind it', () => {
    expect(card.bots.map((b) => b.bot)).toEqual(['coderabbitai', 'gemini-code-assist']);
    expect(card.bots[0]!.severity).toEqual({ critical: { count: 1, pulls: ['acme/widgets#1'] }, major: { count: 2, pulls: ['acme/widgets#1'] }, minor: { count: 1, pulls: ['acme/widgets#1'] }, nitpick: { count: 1, pulls: ['acme/widgets#1'] } });
  });

  it('counts a thread as answered without a model unless the model spent tokens on it', () => {
    // T2 used the model; T4's usage block is all zeros (a model was configured, not called).
    expect(card.tend.threadsWithoutModel).toMatchObject({ count: 6, of: 7 });
  });

  it('leaves what audits do not record as null and names it', () => {
    expect(card.bots.every((b) => b.overruledByPerson === null && b.reviewToAnswerMinutes === null && b.findingsPer100ChangedLines === null)).toBe(true);
    expect(card.notRecorded.map((n) => n.figure)).toEqual([expect.stringContaining('overruled'), expect.stringContaining('review to tend'), expect.stringContaining('per 100 changed lines')]);
  });

  it('links each pull request on the server the runs were on', () => {
    expect(card.pulls['acme/widgets#2']).toEqual({ repository: 'acme/widgets', number: 2, url: 'https://github.example/acme/widgets/pull/2' });
  });
});

describe("tend's own figures", () => {
  const card = computeScorecard({
    audits: sourced(
      ship(1, 0, 2, { llm: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0.5, calls: 1 } }),
      merged(1, 8, 10),
      ship(2, 0, 1),
      blocked(2, 5, '2 review thread(s) need a human: src/a.ts:3, src/b.ts:9.'),
      blocked(2, 6, '1 review thread(s) need a human: src/a.ts:3.'),
      merged(2, 28, 30),
      ship(3, 100, 101),
      blocked(3, 102, 'the pull request is a draft'),
      // Merged, but its ship run is not among the audits (an older artifact expired).
      merged(4, 50, 51),
      audit(null, 40, 43, { llm: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0.25, calls: 1 } }),
    ),
  });

  it('counts the pull requests merged, and times /tend ship to merge for those with a ship run', () => {
    expect(card.tend.shipped).toEqual({ count: 3, pulls: ['acme/widgets#1', 'acme/widgets#2', 'acme/widgets#4'] });
    expect(card.tend.timeToMerge.samples).toEqual([{ pull: 'acme/widgets#1', value: 10 }, { pull: 'acme/widgets#2', value: 30 }]);
    expect(card.tend.timeToMerge.median).toBe(20);
    expect(card.tend.timeToMerge.p90).toBe(30);
    expect(card.tend.mergedWithoutShipRun).toEqual({ count: 1, pulls: ['acme/widgets#4'] });
  });

  it('sums runner minutes and model cost per pull request, and keeps runs tied to none apart', () => {
    expect(card.tend.runnerMinutes.samples).toEqual([
      { pull: 'acme/widgets#1', value: 4 },
      { pull: 'acme/widgets#2', value: 5 },
      { pull: 'acme/widgets#3', value: 2 },
      { pull: 'acme/widgets#4', value: 1 },
    ]);
    expect(card.tend.runnerMinutes.median).toBe(3);
    expect(card.tend.modelCost.total).toBe(0.5);
    expect(card.tend.modelCost.samples.find((s) => s.pull === 'acme/widgets#1')?.value).toBe(0.5);
    expect(card.tend.untargeted).toEqual({ runs: 1, minutes: 3, costUsd: 0.25 });
  });

  it('groups blocks by reason, without the numbers and places that vary, counting each pull request once', () => {
    expect(card.tend.blocks).toEqual([
      { reason: 'N review thread(s) need a human', count: 1, pulls: ['acme/widgets#2'] },
      { reason: 'the pull request is a draft', count: 1, pulls: ['acme/widgets#3'] },
    ]);
  });

  it('spans the period of the runs read', () => {
    expect(card.period).toEqual({ from: at(0), to: at(103) });
  });
});

describe('the records read', () => {
  it('counts an identical record once (the demo keeps the last run twice)', () => {
    const run = ship(1, 0, 1, { threads: [thread('T1', 'coderabbitai', 'fix', { commit: 'c'.repeat(40) })] });
    const card = computeScorecard({ audits: [{ file: 'runs/04/audit.json', audit: run }, { file: 'audit.json', audit: structuredClone(run) }] });
    expect(card.sources).toEqual({ files: 2, runs: 1, duplicates: 1, since: null });
    expect(card.bots[0]!.findings.count).toBe(1);
  });

  it('keeps only runs that started at or after --since', () => {
    const card = computeScorecard({ audits: sourced(ship(1, 0, 1), merged(1, 5, 6), ship(2, 60, 61)), since: new Date(at(5)) });
    expect(card.sources.runs).toBe(2);
    expect(card.tend.timeToMerge.samples).toEqual([]);
    expect(card.tend.mergedWithoutShipRun.count).toBe(1);
  });

  it('never makes a link of a run URL that is not http(s)', () => {
    const card = computeScorecard({ audits: sourced(ship(1, 0, 1, { run: { ...ship(1, 0, 1).run, runUrl: 'javascript:alert(1)//acme/widgets/actions/runs/1' } })) });
    expect(card.pulls['acme/widgets#1']!.url).toBe('https://github.com/acme/widgets/pull/1');
  });

  it('names the file and the first thing wrong in a record that is not an audit', () => {
    expect(() => parseAudit('x/audit.json', '{"version": 1')).toThrow(/^x\/audit\.json is not JSON \(.*\); expected a tend audit \(version 1\)$/);
    const broken = { ...ship(1, 0, 1), run: { ...ship(1, 0, 1).run, startedAt: 5 } };
    expect(() => parseAudit('y/audit.json', JSON.stringify(broken))).toThrow(/^y\/audit\.json is not a tend audit: at run\.startedAt: .*expected the audit\.json a tend run writes/);
  });
});

describe('distribution', () => {
  it('takes the middle value (mean of two for an even count) and the nearest-rank p90', () => {
    const of = (...values: number[]) => distribution(values.map((value, i) => ({ pull: `r#${i}`, value })));
    expect(of()).toMatchObject({ median: null, p90: null, total: 0 });
    expect(of(7)).toMatchObject({ median: 7, p90: 7 });
    expect(of(4, 1, 3)).toMatchObject({ median: 3, p90: 4, total: 8 });
    expect(of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)).toMatchObject({ median: 5.5, p90: 9 });
    expect(of(...Array.from({ length: 11 }, (_, i) => i + 1))).toMatchObject({ median: 6, p90: 10 });
  });

  it('a block reason keeps its first clause, numbers as N', () => {
    expect(blockReason('checks did not finish within 30 minutes: CI, lint')).toBe('checks did not finish within N minutes');
    expect(blockReason('a reviewer requested changes')).toBe('a reviewer requested changes');
  });
});

describe('an audit is data on the page and in the summary', () => {
  const hostile = '<script>alert(1)</script>|`x`"\'';
  const card = computeScorecard({
    audits: sourced(
      ship(1, 0, 1, { threads: [thread('T1', hostile, 'escalate')] }),
      blocked(1, 2, `<img src=x onerror=alert(1)> | [click](javascript:alert(1))`),
    ),
  });

  it('escapes every string from the audits in index.html, which loads nothing from anywhere', () => {
    const html = renderHtml(card);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;|`x`&quot;&#39;');
    expect(html).not.toMatch(/<[a-z][^>]*\s(?:src|srcset)=|<link\b|@import|url\(/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
  });

  it('keeps them text in summary.md: a bot name in a code span, a reason with Markdown escaped', () => {
    const markdown = renderMarkdown(card);
    expect(markdown).toContain("| `<script>alert(1)</script>\\|'x'\"'` |");
    expect(markdown).toContain('\\<img src=x onerror=alert(N)\\> \\| \\[click\\](javascript:alert(N))');
  });
});

describe('a scorecard with little in it', () => {
  it('says so on the page and in the summary instead of drawing empty charts', () => {
    const card = computeScorecard({ audits: sourced(audit(null, 0, 1)) });
    const html = renderHtml(card);
    expect(html).toContain('No review bot findings in these audits.');
    expect(html).toContain('No pull request was merged after a ship run in these audits.');
    expect(html).toContain('No pull request in these audits.');
    expect(html).toContain('No run ended blocked.');
    const markdown = renderMarkdown(card);
    expect(markdown).toContain('No review bot findings in these audits.');
    expect(markdown).not.toContain('```mermaid');
  });

  it('names pull requests with their repository when the audits span several', () => {
    const other = ship(3, 0, 1);
    const card = computeScorecard({ audits: sourced(ship(1, 0, 1), { ...other, run: { ...other.run, repository: 'acme/gadgets', runUrl: null } }) });
    expect(card.repositories).toEqual(['acme/gadgets', 'acme/widgets']);
    expect(card.pulls['acme/gadgets#3']!.url).toBe('https://github.com/acme/gadgets/pull/3');
    expect(renderHtml(card)).toContain('>acme/gadgets#3</a>');
  });
});

describe('a busy period', () => {
  it('links at most 20 pull requests per summary cell, the rest counted, all of them in report.json', () => {
    const runs = Array.from({ length: 25 }, (_, i) => merged(i + 1, i, i + 1));
    const card = computeScorecard({ audits: sourced(...runs) });
    expect(card.tend.shipped.pulls).toHaveLength(25);
    const row = renderMarkdown(card).split('\n').find((line) => line.startsWith('| Pull requests shipped |'))!;
    expect(row.match(/\]\(https:/g)).toHaveLength(20);
    expect(row).toContain('[#20](https://github.example/acme/widgets/pull/20) +5 more in report.json |');
  });
});
