import { describe, expect, it } from 'vitest';
import { compareQuote } from './compare-quote.js';
import { formatFileRef, parseFileRef } from './file-ref.js';

describe('parseFileRef', () => {
  it.each([
    ['src/a.ts:10-12', { path: 'src/a.ts', startLine: 10, endLine: 12 }],
    ['src/a.ts:10', { path: 'src/a.ts', startLine: 10, endLine: 10 }],
    ['src/a.ts#L10-L12', { path: 'src/a.ts', startLine: 10, endLine: 12 }],
    ['src/a.ts#L7', { path: 'src/a.ts', startLine: 7, endLine: 7 }],
    ['  docs/x:y.md:3 ', { path: 'docs/x:y.md', startLine: 3, endLine: 3 }],
  ])('reads %s', (ref, citation) => {
    expect(parseFileRef(ref)).toEqual({ ok: true, citation });
  });

  it('keeps the quote', () => {
    expect(parseFileRef('a.ts:1', 'x')).toEqual({ ok: true, citation: { path: 'a.ts', startLine: 1, endLine: 1, quote: 'x' } });
  });

  it.each([
    ['src/a.ts', 'is not a file reference'],
    ['src/a.ts:ten', 'is not a file reference'],
    [':10', 'is not a file reference'],
    ['src/a.ts:0', 'line numbers start at 1'],
    ['src/a.ts:12-10', 'the range ends (10) before it starts (12)'],
  ])('refuses %s with a clear reason', (ref, why) => {
    const parsed = parseFileRef(ref);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(why);
  });

  it('formats a citation back', () => {
    expect(formatFileRef({ path: 'a.ts', startLine: 3, endLine: 3 })).toBe('a.ts:3');
    expect(formatFileRef({ path: 'a.ts', startLine: 3, endLine: 5 })).toBe('a.ts:3-5');
  });
});

describe('compareQuote', () => {
  it('ignores blank lines at either end but not inside', () => {
    expect(compareQuote('\na\n\n', ['a', ''], 4)).toEqual({ same: true });
    expect(compareQuote('a\nb', ['a', '', 'b'], 4)).toEqual({ same: false, reason: 'line 5 differs: the file has "", the quote has "b"' });
  });

  it('keeps relative indentation', () => {
    expect(compareQuote('if (x) {\n  y();\n}', ['    if (x) {', '      y();', '    }'], 1)).toEqual({ same: true });
    expect(compareQuote('if (x) {\ny();\n}', ['    if (x) {', '      y();', '    }'], 1).same).toBe(false);
  });

  it('refuses an empty quote', () => {
    expect(compareQuote('  \n', ['a'], 1)).toEqual({ same: false, reason: 'the quote is empty' });
  });
});
