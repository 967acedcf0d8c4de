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
