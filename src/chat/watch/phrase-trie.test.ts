// phrase-trie answers exactly what the regexes it replaced answered; these build both from the
// same phrases and compare them on chosen edge cases and on many generated texts.

import { describe, expect, it } from 'vitest';
import { compilePhraseTrie, SCAN_FOUND, SCAN_WIDE } from './phrase-trie.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** The regexes Tier 0 used before phrase-trie (classify.ts, tier0-4). */
function regexOf(whole: string[], stems: string[]): RegExp {
  const parts = [
    whole.length > 0 ? String.raw`(?<![\p{L}\p{N}])(?:${whole.map(escape).join('|')})(?![\p{L}\p{N}])` : null,
    stems.length > 0 ? String.raw`(?<![\p{L}\p{N}])(?:${stems.map(escape).join('|')})` : null,
  ].filter((part) => part !== null);
  return new RegExp(parts.join('|'), 'u');
}

const WHOLE = ['help', 'help me', 'is there a way', "can't", 'any idea', 'не работает', 'x-ray', 'ok ', '𝐚𝐛'];
const STEMS = ['error', 'ошибк', 'crash', 'a b'];

describe('compilePhraseTrie', () => {
  const trie = compilePhraseTrie(WHOLE, STEMS);
  const regex = regexOf(WHOLE, STEMS);

  it.each([
    ['a whole word', 'please help', true],
    ['inside a word', 'unhelpful', false],
    ['a letter after a whole word', 'helpers', false],
    ['a digit before', '2help', false],
    ['punctuation around', '(help)', true],
    ['a stem with a suffix', 'errors everywhere', true],
    ['a stem inside a word', 'terror', false],
    ['any whitespace run inside a phrase', 'is  there\ta\u00a0way', true],
    ['a phrase across a line break', 'help\nme', true],
    ['an apostrophe phrase', "i can't", true],
    ['Cyrillic', 'всё не работает', true],
    ['Cyrillic stem', 'ошибка', true],
    ['Cyrillic letter before', 'яошибка', false],
    ['a trailing-space phrase before a letter', 'ok x', false],
    ['a trailing-space phrase before two spaces', 'ok  x', true],
    ['a trailing-space phrase at the end', 'ok ', true],
    ['an astral letter before', '𝐚help', false],
    ['an astral phrase', 'see 𝐚𝐛!', true],
    ['an astral phrase inside astral letters', '𝐚𝐚𝐛', false],
    ['a lone surrogate before', '\ud835help', true],
    ['a hyphenated phrase', 'an x-ray.', true],
    ['empty text', '', false],
  ])('%s: %j', (_name, text, expected) => {
    expect(regex.test(text)).toBe(expected);
    expect(trie.test(text)).toBe(expected);
  });

  it('agrees with the regexes on 20,000 generated texts', () => {
    // Pieces of the phrases, letters, digits, spaces of several kinds and punctuation, so that
    // near-misses, boundaries and whitespace runs come up often.
    const pieces = ['help', 'me', 'is', 'there', 'a', 'way', "can't", 'can', 'any', 'idea', 'не', 'работает', 'x-ray', 'ok', 'error', 'ошибк', 'crash', 'b', '𝐚', '𝐛', 'z', '1', ' ', '  ', '\t', '\n', '\u00a0', '.', ',', '-', "'", '?', '(', 'é'];
    let seed = 42;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % pieces.length;
    const disagreements: string[] = [];
    for (let n = 0; n < 20_000; n += 1) {
      let text = '';
      const length = 1 + (n % 9);
      for (let k = 0; k < length; k += 1) text += pieces[next()];
      if (trie.test(text) !== regex.test(text)) disagreements.push(text);
    }
    expect(disagreements).toEqual([]);
  });

  it('scan answers as test does, and without a phrase found says whether anything at U+0400 or above was read (classify skips its script regexes without one)', () => {
    expect(trie.scan('nothing here')).toBe(0);
    expect(trie.scan('ϟ Greek ends below U+0400')).toBe(0);
    expect(trie.scan('nothing here, then Ж')).toBe(SCAN_WIDE);
    expect(trie.scan('nothing here 🙂')).toBe(SCAN_WIDE);
    expect(trie.scan('please help') & SCAN_FOUND).toBe(SCAN_FOUND);
    for (const text of ['please help', 'unhelpful', 'не работает', 'x-ray?', '']) expect((trie.scan(text) & SCAN_FOUND) !== 0).toBe(trie.test(text));
  });

  it('with an empty stem (a keyword `*`) matches every text, as the regex did', () => {
    expect(regexOf([], ['']).test('')).toBe(true);
    expect(compilePhraseTrie([], ['']).test('')).toBe(true);
    expect(compilePhraseTrie([], ['']).test('abc')).toBe(true);
  });
});
