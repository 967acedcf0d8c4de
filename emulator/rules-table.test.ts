// The rules table itself (emulator/RULES.md) is checked: every row names a source a reader can open
// (and the OpenAPI and GraphQL elements it names exist in the published descriptions), and every test
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
  // Naming the kind of source is not citing it: "GitHub docs", "the schema" or "OpenAPI" alone point
  // at nothing a reader can open, so a page is a URL with a path and an element is named in backticks.
  it('every row cites a source a reader can check, or is marked Assumed with how tend stays safe', () => {
    const ids = new Set(rows.map((r) => r.id.split(' ')[0]));
    const checkable = (source: string): boolean =>
      /https?:\/\/[^\s/]+\/\S+/.test(source) ||
      /\b[\w.-]+\/[\w.-]+#\d+/.test(source) ||
      /\b(OpenAPI|schema|webhooks-examples)\b[^;]*?`[^`]+`/i.test(source) ||
      /`@octokit\/(graphql-schema|openapi-types|webhooks-examples)`/.test(source) ||
      source.split(/[\s,;()]+/).some((word) => ids.has(word));
    const unsupported = rows.filter((r) => !checkable(r.source) && !/\*\*Assumed\*\*/.test(r.source)).map((r) => `${r.id}: ${r.source.slice(0, 80)}`);
    expect(unsupported).toEqual([]);
    const assumedWithoutWhy = rows.filter((r) => /\*\*Assumed\*\*/.test(r.source) && !/\btend\b/.test(r.source.split('**Assumed**')[1]!)).map((r) => r.id);
    expect(assumedWithoutWhy).toEqual([]);
  });

  // A cited element that GitHub's published description does not hold supports nothing: the
  // operation ids a row names, the first element it names after "OpenAPI" or "schema" (GraphQL
  // types are PascalCase, OpenAPI components lower case) must exist in the packages the
  // introduction names.
  it('every OpenAPI operation and the element a row names first after "OpenAPI" or "schema" exist in the published descriptions', () => {
    const openapi = readFileSync(join(ROOT, 'node_modules/@octokit/openapi-types/types.d.ts'), 'utf8');
    const operations = new Set([...openapi.matchAll(/^  "([a-z0-9-]+\/[a-z0-9-]+)": \{/gm)].map((m) => m[1]!));
    const componentsText = openapi.slice(openapi.indexOf('export interface components'), openapi.indexOf('export interface operations'));
    const components = new Set([...componentsText.matchAll(/^    "?([a-z0-9_-]+)"?\??:/gm)].map((m) => m[1]!));
    const sdl = readFileSync(join(ROOT, 'node_modules/@octokit/graphql-schema/schema.graphql'), 'utf8').replace(/"""[\s\S]*?"""/g, '');
    const graphqlTypes = new Map<string, Set<string>>();
    for (const m of sdl.matchAll(/^(?:type|input|enum|interface|union|scalar) (\w+)[^{\n]*(?:\{([\s\S]*?)^\})?/gm)) {
      graphqlTypes.set(m[1]!, new Set([...(m[2] ?? '').matchAll(/^ {2}(\w+)/gm)].map((f) => f[1]!)));
    }
    expect(operations.size).toBeGreaterThan(1000);
    expect(graphqlTypes.size).toBeGreaterThan(1000);
    const unknown: string[] = [];
    for (const { id, source } of rows) {
      for (const [, op] of source.matchAll(/`([a-z]+(?:-[a-z]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*)`/g)) {
        if (!operations.has(op!)) unknown.push(`${id}: OpenAPI operation ${op}`);
      }
      for (const [, name] of source.matchAll(/\bOpenAPI (?:parameter )?`([^`]+)`/g)) {
        const head = name!.split('.')[0]!;
        const known = head.endsWith('*') ? [...components].some((c) => c.startsWith(head.slice(0, -1))) : components.has(head);
        if (!operations.has(name!) && !known) unknown.push(`${id}: OpenAPI ${name}`);
      }
      for (const [, type, field] of source.matchAll(/\bschema:? `(?:(?:enum|scalar|input|type) )?([A-Z]\w*)(?:\.(\w+))?/g)) {
        const fields = graphqlTypes.get(type!);
        if (!fields) unknown.push(`${id}: GraphQL type ${type}`);
        else if (field && !fields.has(field)) unknown.push(`${id}: GraphQL field ${type}.${field}`);
      }
      for (const [, name] of source.matchAll(/\bschema:? `([a-z][\w-]*)(?:\.\w+)*`/g)) {
        if (!components.has(name!) && !name!.startsWith('@')) unknown.push(`${id}: OpenAPI schema ${name}`);
      }
    }
    expect(unknown).toEqual([]);
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
