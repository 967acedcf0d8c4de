import { describe, expect, it } from 'vitest';
import { applyEdit, fileLines, replaceLines, suggestionLines, type LineEdit } from './apply-suggestion.js';

const TS = [
  "import { readFile } from 'node:fs/promises';",
  '',
  'export async function loadConfig(path: string) {',
  "  const raw = await readFile(path, 'utf8');",
  '  return JSON.parse(raw);',
  '}',
  '',
].join('\n');

const PY = [
  'def parse_port(value):',
  '    port = int(value)',
  '    if port < 0:',
  '        raise ValueError("negative port")',
  '    return port',
].join('\r\n');

const current = (startLine: number, endLine: number, text: string): LineEdit => ({ startLine, endLine, text, outdated: false, originalLines: null });
const outdated = (originalLines: string[], text: string): LineEdit => ({ startLine: 40, endLine: 40 + originalLines.length - 1, text, outdated: true, originalLines });

function applied(content: string, edit: LineEdit): string {
  const result = applyEdit(content, edit);
  if (!result.ok) throw new Error(result.reason);
  return result.content;
}

describe('applyEdit on a current thread', () => {
  it('replaces one line and keeps everything else byte for byte', () => {
    const out = applied(TS, current(4, 4, "  const raw = await readFile(path, { encoding: 'utf8' });"));
    expect(out).toBe(TS.replace("readFile(path, 'utf8')", "readFile(path, { encoding: 'utf8' })"));
  });

  it('replaces a range with more lines than it had', () => {
    const out = applied(TS, current(4, 5, "  const raw = await readFile(path, 'utf8');\n  if (!raw.trim()) return {};\n  return JSON.parse(raw) as unknown;"));
    expect(fileLines(out)).toEqual([
      "import { readFile } from 'node:fs/promises';",
      '',
      'export async function loadConfig(path: string) {',
      "  const raw = await readFile(path, 'utf8');",
      '  if (!raw.trim()) return {};',
      '  return JSON.parse(raw) as unknown;',
      '}',
    ]);
    expect(out.endsWith('}\n')).toBe(true);
  });

  it('deletes the lines for an empty suggestion', () => {
    expect(applied(TS, current(1, 2, ''))).toBe(TS.split('\n').slice(2).join('\n'));
  });

  it('keeps CRLF line endings, and a file without a final newline stays without one', () => {
    const out = applied(PY, current(3, 5, '    if port < 0 or port > 65535:\n        raise ValueError(f"port out of range: {port}")\n    return port\n'));
    expect(out).toBe(
      ['def parse_port(value):', '    port = int(value)', '    if port < 0 or port > 65535:', '        raise ValueError(f"port out of range: {port}")', '    return port'].join('\r\n'),
    );
  });

  it('keeps the missing final newline when the last lines are deleted', () => {
    expect(applied(PY, current(3, 5, ''))).toBe('def parse_port(value):\r\n    port = int(value)');
    expect(applied('only line', current(1, 1, ''))).toBe('');
  });

  it('keeps the final newline when the last line is replaced', () => {
    const py = 'import os\n\nDEBUG = os.environ.get("DEBUG")\n';
    expect(applied(py, current(3, 3, 'DEBUG = os.environ.get("DEBUG") == "1"'))).toBe('import os\n\nDEBUG = os.environ.get("DEBUG") == "1"\n');
  });

  it('gives new lines the ending of the lines they replace in a mixed file', () => {
    const mixed = 'a\r\nb\nc\r\n';
    expect(applied(mixed, current(1, 1, 'x\ny'))).toBe('x\r\ny\r\nb\nc\r\n');
    expect(applied(mixed, current(2, 2, 'x\ny'))).toBe('a\r\nx\ny\nc\r\n');
  });

  it('keeps a byte-order mark that the suggestion for line 1 does not repeat', () => {
    const withBom = '\uFEFFusing System;\r\nnamespace Widgets;\r\n';
    expect(applied(withBom, current(1, 1, 'using System.IO;'))).toBe('\uFEFFusing System.IO;\r\nnamespace Widgets;\r\n');
  });

  it('reads a suggestion that is a single blank line as one blank line, not a deletion', () => {
    expect(applied('a\nb\nc\n', current(2, 2, '\n'))).toBe('a\n\nc\n');
  });

  it('reports an already-applied suggestion as unchanged', () => {
    const result = applyEdit(TS, current(5, 5, '  return JSON.parse(raw);\n'));
    expect(result).toEqual({ ok: true, content: TS, unchanged: true, startLine: 5, endLine: 5, relocated: false });
  });

  it('refuses a range past the end of the file, or one that is not a range', () => {
    expect(applyEdit(TS, current(6, 7, 'x'))).toEqual({ ok: false, reason: 'the range (lines 6-7) is past the end of the file (6 lines)' });
    expect(applyEdit('', current(1, 1, 'x'))).toEqual({ ok: false, reason: 'the range (line 1) is past the end of the file (0 lines)' });
    expect(applyEdit(TS, current(3, 2, 'x'))).toEqual({ ok: false, reason: 'invalid line range 3-2' });
    expect(applyEdit(TS, current(0, 1, 'x'))).toEqual({ ok: false, reason: 'invalid line range 0-1' });
  });

  it('refuses when the lines given as seen by the reviewer are not the ones there', () => {
    const edit: LineEdit = { ...current(4, 4, 'x'), originalLines: ['  const raw = readFileSync(path);'] };
    expect(applyEdit(TS, edit)).toEqual({ ok: false, reason: 'the range (line 4) no longer holds what the reviewer saw' });
  });
});

describe('applyEdit on an outdated thread', () => {
  // The reviewer commented on `return JSON.parse(raw);`; since then two lines were added above it.
  const moved = TS.replace("export async function", "// Loads the widget configuration.\n// Throws on invalid JSON.\nexport async function");

  it('relocates to the one place the lines the reviewer saw still are', () => {
    const result = applyEdit(moved, outdated(['  return JSON.parse(raw);', '}'], '  return JSON.parse(raw) as WidgetConfig;\n}'));
    expect(result).toMatchObject({ ok: true, unchanged: false, startLine: 7, endLine: 8, relocated: true });
    expect(result.ok && fileLines(result.content)[6]).toBe('  return JSON.parse(raw) as WidgetConfig;');
  });

  it('refuses when the lines are gone', () => {
    expect(applyEdit(moved, outdated(['  return JSON.parse(raw.trim());'], 'x'))).toEqual({ ok: false, reason: 'the lines the reviewer saw are no longer in the file' });
  });

  it('refuses when the lines appear more than once', () => {
    const twice = `${PY}\r\n\r\ndef parse_timeout(value):\r\n    port = int(value)\r\n    return port\r\n`;
    expect(applyEdit(twice, outdated(['    port = int(value)'], '    port = int(value, 10)'))).toEqual({
      ok: false,
      reason: 'ambiguous: the lines the reviewer saw appear 2 times in the file',
    });
  });

  it('matches across line endings: CRLF in the file, lines as text', () => {
    const result = applyEdit(PY, outdated(['    if port < 0:'], '    if port <= 0:'));
    expect(result.ok && result.content).toBe(PY.replace('port < 0', 'port <= 0'));
  });

  it('refuses when the lines the reviewer saw are not known', () => {
    expect(applyEdit(TS, { ...outdated([], 'x'), originalLines: null })).toEqual({ ok: false, reason: 'the thread is outdated and the lines the reviewer saw are unknown' });
  });
});

describe('line helpers', () => {
  it('splits suggestion text on LF or CRLF and ignores one trailing line break', () => {
    expect(suggestionLines('')).toEqual([]);
    expect(suggestionLines('a')).toEqual(['a']);
    expect(suggestionLines('a\r\nb\r\n')).toEqual(['a', 'b']);
    expect(suggestionLines('a\n\n')).toEqual(['a', '']);
  });

  it('splits a file without inventing a last empty line', () => {
    expect(fileLines('')).toEqual([]);
    expect(fileLines('a\n')).toEqual(['a']);
    expect(fileLines('a\r\n\r\nb')).toEqual(['a', '', 'b']);
    expect(fileLines('\uFEFFa\n')).toEqual(['a']);
  });

  it('refuses to splice a range the file does not have', () => {
    expect(() => replaceLines('a\n', { startLine: 2, endLine: 2 }, ['b'])).toThrow(RangeError);
  });
});
