import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cell, inert, SUMMARY_LIMIT, truncateBytes } from './text.js';

describe('L5: the job summary stays within 1 MiB of UTF-8', () => {
  it('cuts by bytes, never inside a character, and says so', () => {
    // 400,000 three-byte characters: fewer than SUMMARY_LIMIT characters, more than SUMMARY_LIMIT bytes.
    const cut = truncateBytes('字'.repeat(400_000), SUMMARY_LIMIT);
    expect(Buffer.byteLength(cut, 'utf8')).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(cut).toMatch(/^字+\n\n… truncated: GitHub's limit is 1048576 bytes\.\n$/);
    expect(truncateBytes('short', SUMMARY_LIMIT)).toBe('short');
  });

  it('holds for any text and limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '字', '🙂'), maxLength: 3_000 }), fc.integer({ min: 60, max: 4_000 }), (text, limit) => {
        // A 4-byte emoji cut after 3 bytes would decode to U+FFFD, which fits: it must not be there.
        const cut = truncateBytes(text, limit);
        expect(Buffer.byteLength(cut, 'utf8')).toBeLessThanOrEqual(limit);
        expect(cut.includes('\uFFFD')).toBe(false);
        if (Buffer.byteLength(text, 'utf8') <= limit) expect(cut).toBe(text);
      }),
    );
  });
});

describe('#15 finding 1: untrusted text tend embeds is inert', () => {
  it('can neither open nor close an HTML comment, and keeps reading as written', () => {
    expect(inert('a <!-- tend:state {"x":1} --> b')).toBe('a \u2039!-- tend:state {"x":1} --\u203a b');
    expect(inert('--!> <!--> <!DOCTYPE x> <![CDATA[ <?php ?>')).toBe('--!\u203a \u2039!--\u203a \u2039!DOCTYPE x> \u2039![CDATA[ \u2039?php ?>');
    expect(inert('Array<string> => x -> y; a < b && c > d')).toBe('Array<string> => x -> y; a < b && c > d');
  });

  it('holds for any text: no `<!`, `<?`, `-->` or `--!>` is left, and applying it twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '!', '-', '>', '?', ' ', '\n', 'a', '|', '\\') }), (text) => {
        const out = inert(text);
        expect(out).not.toMatch(/<[!?]|--!?>/);
        expect(inert(out)).toBe(out);
        expect(cell(text)).not.toMatch(/<[!?]|--!?>/);
      }),
    );
  });
});
