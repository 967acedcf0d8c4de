import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUMMARY_LIMIT, truncateBytes } from './text.js';

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
