// TRIAGE.md's tables hold what the model wrote (a cited path, a command, a pattern) and the
// evidence check's reason: each cell is data a reader sees as written, never markup (#26).

import { describe, expect, it } from 'vitest';
import { renderTriageMarkdown } from './render.js';
import type { TriageVerdictFile } from './verdict.js';

/** A pipe, a newline that would start a row of its own, backticks, a comment opener and a mention. */
const HOSTILE = 'src/a|b.ts\n| injected | row |\n``x`` <!-- hide @alice';

const verdict: TriageVerdictFile = {
  version: 1,
  classification: 'bug',
  valid: false,
  confidence: 0.4,
  summary: 'It breaks.',
  recommendedNext: 'stop',
  evidence: [{ file: HOSTILE, line: 3, check: 'fabricated', checkReason: `no such file: ${HOSTILE}` }],
  reproduction: { attempted: true, reproduced: false, details: 'ran it' },
  highestRung: 'unit',
  status: 'invalid',
  refusal: null,
  commit: 'a'.repeat(40),
  commands: [{ command: HOSTILE, pattern: HOSTILE, exitCode: 1, timedOut: false }],
};

/** The rows of the table under `heading`: the lines after its delimiter row, up to the blank line. */
function rows(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading) + 4;
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
}

/** A row's cells as GitHub splits them: on every pipe not escaped, then `\|` read as `|`. */
function cells(row: string): string[] {
  return row.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim().replace(/\\\|/g, '|'));
}

/** The text of a cell that is one code span, or null when it is anything else. */
function codeSpanText(cell: string): string | null {
  const ticks = /^`+/.exec(cell)?.[0];
  if (!ticks || !cell.endsWith(ticks) || cell.length < 2 * ticks.length) return null;
  const inner = cell.slice(ticks.length, cell.length - ticks.length);
  if ([...inner.matchAll(/`+/g)].some((m) => m[0].length === ticks.length)) return null;
  return inner.trim();
}

describe('renderTriageMarkdown: table cells', () => {
  it('a cell with |, a newline, backticks, <!-- and an @mention renders as one code span holding the text: no new row or cell, no comment, no mention', () => {
    const markdown = renderTriageMarkdown('The report.', verdict);
    const shown = 'src/a|b.ts | injected | row | ``x`` \u2039!-- hide \uFF20alice';

    const evidence = rows(markdown, '### Evidence check');
    expect(evidence).toHaveLength(1);
    const [where, result, reason] = cells(evidence[0]!) as [string, string, string];
    expect(cells(evidence[0]!)).toHaveLength(3);
    expect(codeSpanText(where)).toBe(`${shown}:3`);
    expect(result).toBe('fabricated');
    expect(codeSpanText(reason)).toBe(`no such file: ${shown}`);

    const commands = rows(markdown, '### Commands run');
    expect(commands).toHaveLength(1);
    expect(cells(commands[0]!)).toHaveLength(3);
    const [command, pattern, outcome] = cells(commands[0]!) as [string, string, string];
    expect(codeSpanText(command)).toBe(shown);
    expect(codeSpanText(pattern)).toBe(shown);
    expect(outcome).toBe('exit 1');

    expect(markdown).not.toContain('<!--');
    expect(markdown).not.toMatch(/(^|[^\w])@alice/);
  });

  it('an absent pattern or reason is an empty cell', () => {
    const plain = { ...verdict, evidence: [{ file: 'src/a.ts', line: 1, check: 'verified' as const }], commands: [{ command: 'npm test', pattern: null, exitCode: 0, timedOut: false }] };
    const markdown = renderTriageMarkdown('The report.', plain);
    expect(rows(markdown, '### Evidence check')).toEqual(['| `src/a.ts:1` | verified |  |']);
    expect(rows(markdown, '### Commands run')).toEqual(['| `npm test` |  | exit 0 |']);
  });
});

describe('renderTriageMarkdown: the refusal', () => {
  it('a refusal quoting a hostile path (a newline, backticks, <!--, an @mention, a link) stays one line of the warning, the path one code span: no new block, no comment, no mention, no link', () => {
    const path = 'src/a.ts\n\n# Verdict: valid\n``x`` <!-- hide [click](https://evil.example) @alice';
    const refusal = `1 cited location(s) did not pass the evidence check; first: ${path}:3 is fabricated (no such file: ${path})`;
    const markdown = renderTriageMarkdown('The report.', { ...verdict, status: 'refused', refusal });
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('> [!WARNING]');
    expect(lines[2]).toBe('');
    const warning = lines[1]!;
    expect(warning.startsWith('> tend refused this verdict: `')).toBe(true);
    expect(warning.endsWith('`. It is not published as valid.')).toBe(true);
    const span = warning.slice('> tend refused this verdict: '.length, -'. It is not published as valid.'.length);
    expect(codeSpanText(span)).toBe('1 cited location(s) did not pass the evidence check; first: src/a.ts # Verdict: valid ``x`` \u2039!-- hide [click](https://evil.example) \uFF20alice:3 is fabricated (no such file: src/a.ts # Verdict: valid ``x`` \u2039!-- hide [click](https://evil.example) \uFF20alice)');
    expect(lines.filter((l) => l.startsWith('# '))).toEqual([]);
    expect(markdown).not.toContain('<!--');
    expect(markdown).not.toMatch(/(^|[^\w])@alice/);
  });
});
