import { describe, expect, it } from 'vitest';
import { parsePorcelainBlame } from './git-blame.js';
import { lineWindow } from './line-window.js';
import { ToolInputError } from './repo-tool.js';
import { capText, cutLine, numberLines, prefixWithinBytes, splitLines, takeLines } from './text-caps.js';

describe('byte caps', () => {
  it('never splits a multi-byte character', () => {
    expect(prefixWithinBytes('aé€😀', 1)).toBe('a');
    expect(prefixWithinBytes('aé€😀', 2)).toBe('a');
    expect(prefixWithinBytes('aé€😀', 3)).toBe('aé');
    expect(prefixWithinBytes('aé€😀', 5)).toBe('aé');
    expect(prefixWithinBytes('aé€😀', 6)).toBe('aé€');
    expect(prefixWithinBytes('aé€😀', 9)).toBe('aé€');
    expect(prefixWithinBytes('aé€😀', 10)).toBe('aé€😀');
  });

  it('takes whole lines while they fit, cutting only a first line too long to fit', () => {
    expect(takeLines(['abc', 'def', 'ghi'], 8)).toEqual({ text: 'abc\ndef', taken: 2 });
    expect(takeLines(['abcdefghij', 'k'], 5)).toEqual({ text: 'abcd', taken: 1 });
  });

  it('keeps a capped text and its note within the budget', () => {
    const text = Array.from({ length: 500 }, (_, i) => `row ${i} ${'é'.repeat(20)}`).join('\n');
    const capped = capText(text, 2000, (shown, total) => `[cut: ${shown} of ${total} bytes]`);
    expect(Buffer.byteLength(capped)).toBeLessThanOrEqual(2000);
    expect(capped).toMatch(/\n\[cut: \d+ of \d+ bytes\]$/);
    expect(capText('short', 2000, () => 'never')).toBe('short');
  });

  it('cuts an overlong line and says by how much', () => {
    expect(cutLine('x'.repeat(10), 4)).toBe('xxxx… [6 more characters on this line]');
    expect(cutLine('xxxx', 4)).toBe('xxxx');
  });
});

describe('lines', () => {
  it('numbers lines right-aligned in at least four columns', () => {
    expect(numberLines(['a', 'b'], 9)).toEqual(['   9│ a', '  10│ b']);
    expect(numberLines(['a'], 12345)).toEqual(['12345│ a']);
  });

  it('splits on LF and CRLF without an extra line for the final newline', () => {
    expect(splitLines('a\r\nb\n')).toEqual(['a', 'b']);
    expect(splitLines('a\n\n')).toEqual(['a', '']);
    expect(splitLines('')).toEqual([]);
  });

  it('windows a file and says where to continue', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `l${i + 1}`);
    const more = (n: number) => `next ${n}`;
    expect(lineWindow(lines, 'f', { startLine: 9, maxLines: 5, maxBytes: 5000 }, more)).toBe('f, lines 9-10 of 10:\n   9│ l9\n  10│ l10');
    expect(lineWindow(lines, 'f', { startLine: 2, maxLines: 3, maxBytes: 5000 }, more)).toBe(
      'f, lines 2-4 of 10:\n   2│ l2\n   3│ l3\n   4│ l4\n[Lines 5-10 not shown: a result shows at most 3 lines. next 5]',
    );
    expect(lineWindow(lines, 'f', { startLine: 2, endLine: 3, maxLines: 3, maxBytes: 5000 }, more)).toBe('f, lines 2-3 of 10:\n   2│ l2\n   3│ l3');
    expect(lineWindow([], 'f', { maxLines: 3, maxBytes: 5000 }, more)).toBe('f is empty.');
    expect(() => lineWindow(lines, 'f', { startLine: 11, maxLines: 3, maxBytes: 5000 }, more)).toThrow(ToolInputError);
  });
});

describe('parsePorcelainBlame', () => {
  it('reuses commit details given once for later lines of the same commit', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const output = [
      `${a} 1 1 2`,
      'author Alice',
      'author-mail <alice@example.com>',
      'author-time 1704189600',
      'author-tz +0000',
      'summary First',
      'filename f.ts',
      '\tone',
      `${a} 2 2`,
      '\ttwo',
      `${b} 3 3 1`,
      'author Bob',
      'author-time 1709546400',
      'filename f.ts',
      '\t\tthree, indented',
      '',
    ].join('\n');
    expect(parsePorcelainBlame(output)).toEqual([
      { sha: a, author: 'Alice', date: '2024-01-02', line: 1, text: 'one' },
      { sha: a, author: 'Alice', date: '2024-01-02', line: 2, text: 'two' },
      { sha: b, author: 'Bob', date: '2024-03-04', line: 3, text: '\tthree, indented' },
    ]);
  });
});
