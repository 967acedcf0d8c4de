// The rules table itself (emulator/RULES.md) is checked: every row names a source, and every test
// it names exists — its file, and a test of that name in it (a name cut with "…" is matched up to
// the cut). A row whose test was renamed or deleted would otherwise go on claiming a guard.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const TABLE = readFileSync(join(import.meta.dirname, 'RULES.md'), 'utf8');

interface Row {
  id: string;
  source: string;
  tests: string;
  /** The whole row, as written. */
  line: string;
}

const rows: Row[] = TABLE.split('\n')
  .filter((line) => /^\| [A-Z]\d+( \([a-z]+\))? \|/.test(line))
  .map((line) => {
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
    return { id: cells[0]!, source: cells[2] ?? '', tests: cells[4] ?? '', line };
  });

/** `file` › name pairs of a test cell: a name may continue `… › more`, and `…` stands for the file before. */
function namedTests(cell: string): Array<{ file: string; name: string }> {
  const found: Array<{ file: string; name: string }> = [];
  let last: string | null = null;
  for (const part of cell.split(/;\s*/)) {
    const match = /(?:`([^`]+\.test\.ts)`|…)\s*›\s*(.+)$/.exec(part.trim());
    if (!match) continue;
    const file: string | null = match[1] ?? last;
    if (!file) continue;
    last = file;
    found.push({ file, name: match[2]!.trim() });
  }
  return found;
}

function resolveFile(file: string): string | null {
  for (const base of [join(ROOT, 'emulator'), ROOT]) {
    const path = join(base, file);
    if (existsSync(path)) return path;
  }
  return null;
}

/** The name as a test file would spell it: up to a cut or a parenthesised remark, without markdown quoting. */
function searchable(name: string): string {
  return name.split('…')[0]!.split(' › ')[0]!.split(' (with ')[0]!.replace(/`/g, '').replace(/\s+$/, '').slice(0, 60).trim();
}

describe('emulator/RULES.md', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(100);
  });

  it('every row names a source', () => {
    expect(rows.filter((r) => r.source === '').map((r) => r.id)).toEqual([]);
  });

  // Every part of a row has a source: where GitHub publishes only part of a behaviour, the row cites
  // what bounds it and says why tend is right either way, rather than that it has no source.
  it('no row says it has no source, in any cell', () => {
    expect(rows.filter((r) => /no source/i.test(r.line)).map((r) => r.id)).toEqual([]);
  });

  // A source is something a reader can open and check: a page (docs.github.com, the GraphQL spec),
  // an element of GitHub's published schema or OpenAPI description, an example payload, an issue
  // thread that observed it, or another row of this table. Where none says it, the row is marked
  // **Assumed** and says how tend stays right if GitHub does otherwise (it names tend).
  it('every row cites a source a reader can check, or is marked Assumed with how tend stays safe', () => {
    const ids = new Set(rows.map((r) => r.id.split(' ')[0]));
    const checkable = (source: string): boolean =>
      /https?:\/\/\S+/.test(source) ||
      /\b[\w.-]+\/[\w.-]+#\d+/.test(source) ||
      /\b(OpenAPI|GraphQL schema|schema'?s?|webhooks-examples)\b/i.test(source) ||
      source.split(/[\s,;()]+/).some((word) => ids.has(word));
    const unsupported = rows.filter((r) => !checkable(r.source) && !/\*\*Assumed\*\*/.test(r.source)).map((r) => `${r.id}: ${r.source.slice(0, 80)}`);
    expect(unsupported).toEqual([]);
    const assumedWithoutWhy = rows.filter((r) => /\*\*Assumed\*\*/.test(r.source) && !/\btend\b/.test(r.source.split('**Assumed**')[1]!)).map((r) => r.id);
    expect(assumedWithoutWhy).toEqual([]);
  });

  it('every row names at least one test, and every test it names exists', () => {
    const missing: string[] = [];
    for (const row of rows) {
      const tests = namedTests(row.tests);
      if (tests.length === 0) missing.push(`${row.id}: names no test`);
      for (const { file, name } of tests) {
        const path = resolveFile(file);
        if (!path) {
          missing.push(`${row.id}: no file ${file}`);
          continue;
        }
        const text = readFileSync(path, 'utf8').replace(/\\'/g, "'").replace(/’/g, "'").replace(/`/g, '');
        const wanted = searchable(name).replace(/’/g, "'");
        if (wanted.length > 0 && !text.includes(wanted)) missing.push(`${row.id}: ${file} has no test named "${wanted}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
