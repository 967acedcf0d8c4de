import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFence, defang, neutraliseMentions, quoteBlock, quoteInline } from './quote.js';

/** The lines between a block's opening fence and the first line that would close it, per CommonMark. */
function fencedContent(block: string): { inside: string[]; after: string[] } {
  const lines = block.split('\n');
  const fence = /^`{3,}/.exec(lines[0]!)![0];
  const close = lines.findIndex((l, i) => i > 0 && /^ {0,3}`{3,}[ \t]*$/.test(l) && l.trim().length >= fence.length);
  return { inside: lines.slice(1, close), after: lines.slice(close + 1) };
}

/** Text a hostile build log could hold: fences, comments, mentions, links, HTML, controls. */
const hostile = fc.array(fc.constantFrom('```', '````', '~~~', '`', '<!--', '-->', '--!>', '<?x', '@alice', '@acme/team', 'a@b.c', '[x](https://evil.example)', '<details>', '**', '\n', '\r', '\r\n', '\u202e', '\u0000', ' ', 'text', '|'), { maxLength: 60 }).map((parts) => parts.join(''));

describe('#26 (exploit 4): quoted foreign text stays data in every renderer', () => {
  it('a hostile multi-line annotation cannot close the block, hide lines, or mention anyone', () => {
    const block = quoteBlock('expected 1\n```\n\n**Approved** [merge](https://evil.example) @acme/maintainers\n<!-- hide the rest\n```text');
    const { inside, after } = fencedContent(block);
    expect(after).toEqual([]);
    expect(inside.join('\n')).toContain('[merge](https://evil.example)');
    expect(block).not.toContain('<!--');
    expect(block).toContain('\uFF20acme/maintainers');
    expect(block.startsWith('````text\n')).toBe(true);
  });

  it('holds for any text: one block, closed only by its own fence, no comment, no mention', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const block = quoteBlock(text);
        const { inside, after } = fencedContent(block);
        expect(after.every((l) => l.startsWith('<sub>'))).toBe(true);
        expect(inside.length).toBeLessThanOrEqual(40);
        expect(block).not.toMatch(/<[!?]|--!?>/);
        expect(block).not.toMatch(/(^|[^\w])@[A-Za-z0-9]/m);
        expect(block).not.toMatch(/[\r\u0000\u202e]/);
      }),
    );
  });

  it('caps lines and characters, and says what it left out after the block', () => {
    const block = quoteBlock(Array.from({ length: 100 }, (_, i) => `line ${i} ${'x'.repeat(600)}`).join('\n'), 'text', { maxLines: 5, maxChars: 10_000 });
    const { inside, after } = fencedContent(block);
    expect(inside).toHaveLength(5);
    expect(inside.every((l) => l.length <= 500)).toBe(true);
    expect(after).toEqual(['<sub>95 more line(s) left out; 5 long line(s) cut.</sub>']);
    expect(quoteBlock('x'.repeat(50), 'text', { maxChars: 10 }).split('\n')).toEqual(['```text', 'xxxxxxxxx…', '```', '<sub>1 long line(s) cut.</sub>']);
  });

  it('an inline quote is one code span, whatever backticks or line breaks the text holds', () => {
    expect(quoteInline('build')).toBe('`build`');
    expect(quoteInline('Test <!-- @alice ``` ')).toBe('```` Test \u2039!-- \uFF20alice ``` ````');
    expect(quoteInline('a\n**b**\r\n[c](d)')).toBe('`a **b** [c](d)`');
    expect(quoteInline('')).toBe('` `');
    fc.assert(
      fc.property(hostile, (text) => {
        const span = quoteInline(text, 200);
        expect(span).not.toMatch(/[\n\r]/);
        const ticks = /^`+/.exec(span)![0];
        expect(span.endsWith(ticks)).toBe(true);
        const inner = span.slice(ticks.length, span.length - ticks.length);
        // No run of exactly the delimiter's length inside: the span cannot end early.
        expect([...inner.matchAll(/`+/g)].every((m) => m[0].length !== ticks.length)).toBe(true);
        expect(span).not.toMatch(/<[!?]|--!?>|(^|[^\w])@[A-Za-z0-9]/);
        expect(inner.trim().length).toBeLessThanOrEqual(200);
      }),
    );
  });

  it('mentions are neutralised, addresses are left alone; defang is idempotent', () => {
    expect(neutraliseMentions('@alice, (@bob) mail a@b.c @acme/team')).toBe('\uFF20alice, (\uFF20bob) mail a@b.c \uFF20acme/team');
    fc.assert(fc.property(hostile, (text) => defang(defang(text)) === defang(text)));
  });

  it('a code fence for exact text (a suggestion) keeps the text byte for byte', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('`', 'a', '\n', '@', '<!--') }), (text) => {
        const block = codeFence('suggestion', text);
        const lines = block.split('\n');
        expect(lines.slice(1, -1).join('\n')).toBe(text);
        expect(fencedContent(block).inside.join('\n')).toBe(text);
      }),
    );
  });
});
