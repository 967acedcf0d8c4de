// Comment ids read by fullDatabaseId keep every value REST can name, past GraphQL's 32-bit Int, and
// refuse, by name, one a number cannot hold exactly.

import { describe, expect, it } from 'vitest';
import { FullDatabaseId, ReviewDatabaseId } from './database-id.js';

describe('FullDatabaseId', () => {
  it('reads ids past the 32-bit Int range exactly, as the numbers REST gives', () => {
    expect(FullDatabaseId.parse('2147483653')).toBe(2 ** 31 + 5);
    expect(FullDatabaseId.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses an id past 2^53 - 1 with one line naming it, rather than rounding it to another id', () => {
    const result = FullDatabaseId.safeParse('9007199254740993');
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'GitHub answered the database id 9007199254740993, past 9007199254740991 (2^53 - 1): tend keeps ids as numbers, exact only up to there.',
    ]);
  });

  it('refuses what is not a decimal number, and a comment without one (nothing is guessed or dropped)', () => {
    expect(FullDatabaseId.safeParse('12a').error?.issues.map((i) => i.message)).toEqual(['GitHub answered a fullDatabaseId that is not a decimal number']);
    expect(FullDatabaseId.safeParse(null).error?.issues.map((i) => i.message)).toEqual([
      'GitHub answered a comment without its fullDatabaseId: tend matches comments by it and needs it',
    ]);
  });
});

describe('ReviewDatabaseId', () => {
  it('reads a review id past 2^31 as the same number type comment ids have; null stays null (GitHub may give none)', () => {
    expect(ReviewDatabaseId.parse('4294967297')).toBe(2 ** 32 + 1);
    expect(ReviewDatabaseId.parse(null)).toBeNull();
  });

  it('refuses a review id past 2^53 - 1, and one that is not a decimal string, with one line each', () => {
    expect(ReviewDatabaseId.safeParse('9007199254740993').error?.issues.map((i) => i.message)).toEqual([
      'GitHub answered the database id 9007199254740993, past 9007199254740991 (2^53 - 1): tend keeps ids as numbers, exact only up to there.',
    ]);
    expect(ReviewDatabaseId.safeParse(123).error?.issues.map((i) => i.message)).toEqual(['GitHub answered a review fullDatabaseId that is not a decimal string']);
  });
});
