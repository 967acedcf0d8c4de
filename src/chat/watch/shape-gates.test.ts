// Tier 0 tries a problem shape's regex only on a text that holds the shape's `starts` (words at a
// word's start, noted by the word pass as hints), `needs` (strings anywhere) and `minLength`. That is only a
// shortcut if every text the regex matches holds them: a gate that misses one drops a message the
// shape should let through. These check the gates against the regexes themselves, on the corpora
// and on texts generated from the shapes' own words, and the word pass's hints against the regex
// each stands for.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexiconOf, PROBLEM_SHAPES } from './classify.js';
import { compileLexicon, FIND_ALL, FIND_STARTERS, FOUND, hintBit } from './phrase-trie.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What a group of `starts` stands for: one of its words where no letter or digit comes before. */
const startsReading = (group: readonly string[]) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${group.map(escape).join('|')})`, 'u');

const shapes = Object.entries(PROBLEM_SHAPES).flatMap(([language, list]) =>
  (list ?? []).map((shape, i) => ({
    name: `${language} #${i}`,
    re: new RegExp(shape.pattern, 'u'),
    starts: (shape.starts ?? []).map(startsReading),
    needs: shape.needs ?? [],
    minLength: shape.minLength ?? 0,
  })),
);

/** A regex's source without its lookaheads and lookbehinds (`(?=`, `(?!`, `(?<=`, `(?<!` up to their closing parenthesis). */
function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    if (!/^\((?:\?[=!]|\?<[=!])/.test(source.slice(i))) {
      // An escaped character is copied whole, so `\(` opens nothing.
      if (source[i] === '\\') out += source[i++];
      out += source[i] ?? '';
      continue;
    }
    let depth = 0;
    for (; i < source.length; i += 1) {
      if (source[i] === '\\') i += 1;
      else if (source[i] === '(') depth += 1;
      else if (source[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

/** Whether `text` holds every group of the shape's gate, read the plain way. */
const gateHolds = (shape: (typeof shapes)[number], text: string) => shape.starts.every((re) => re.test(text)) && shape.needs.every((group) => group.some((s) => text.includes(s))) && text.length >= shape.minLength;

const CORPORA = ['chat-corpus/corpus.json', 'chat-corpus/held-out.json', 'chat-corpus/held-out-2.json', 'chat-heldout-s15/tuning.json', 'chat-heldout-s15/tuning-2.json', 'chat-heldout-s15/held-out.json', 'chat-heldout-s16/held-out.json', 'chat-heldout-s17/held-out.json', 'chat-heldout-s18/held-out.json'];
const messages = CORPORA.flatMap((name) => (JSON.parse(readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url), 'utf8')) as Array<{ text: string }>).map((m) => m.text.trim().toLowerCase().replace(/’/g, "'")));

// The words the patterns are made of (the literal runs of letters in them), the gates' own words,
// cut in two, and the characters the patterns' bounds turn on.
const patternWords = [...new Set(Object.values(PROBLEM_SHAPES).flatMap((list) => (list ?? []).flatMap((shape) => shape.pattern.replace(/\\p\{\w+\}|\\[a-z]/g, ' ').match(/[\p{L}']+/gu) ?? [])))];
const gateWords = Object.values(PROBLEM_SHAPES).flatMap((list) => (list ?? []).flatMap((shape) => [...(shape.starts ?? []).flat(), ...(shape.needs ?? []).flat()]));
// Words of no shape stand between them, since most shapes are a few words in a row ("ne s'affiche
// pas", "не компилируется", "would be a cool feature").
const words = [...new Set([...patternWords, ...gateWords, 'typeerror', 'bisakah', '4gb', '1.5', 'компилируется', 'it', 'x', 'abc', 'marche', 'affiche', 'cool'])];
const cut = words.flatMap((w) => [w.slice(0, Math.ceil(w.length / 2)), w.slice(Math.ceil(w.length / 2))]).filter((w) => w !== '');
const BOUNDS = [' ', ' ', ' ', ' ', '', '  ', '\n', '.', '. ', '!', '?', ',', "'", '-', '…', '%', '1', '9', 'x', 'é', 'ж', '字', '🙂', '\u00a0'];
const piece = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...words) }, { weight: 1, arbitrary: fc.constantFrom(...cut) });
const text = fc.array(fc.tuple(piece, fc.constantFrom(...BOUNDS)), { maxLength: 8 }).map((parts) => parts.flat().join(''));

describe("a problem shape's gate holds on every text its regex matches", () => {
  it('on every corpus message, as classify.ts reads it', () => {
    const missed = messages.flatMap((m) => shapes.filter((shape) => shape.re.test(m) && !gateHolds(shape, m)).map((shape) => `${shape.name}: ${m}`));
    expect(missed).toEqual([]);
  });

  it("on generated texts made of the shapes' words, their pieces and the characters at their bounds", () => {
    fc.assert(
      fc.property(text, (t) => {
        for (const shape of shapes) if (shape.re.test(t)) expect(gateHolds(shape, t), `${shape.name} on ${JSON.stringify(t)}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  // fast-check writes texts for a regex without lookarounds: each shape's pattern without them
  // matches more than the pattern, and the texts the pattern itself matches are checked.
  it.each(shapes.map((shape) => [shape.name, shape] as const))('on texts written from the pattern itself: %s', (_name, shape) => {
    let matched = 0;
    fc.assert(
      fc.property(fc.stringMatching(new RegExp(withoutLookarounds(shape.re.source), 'u')), (t) => {
        if (!shape.re.test(t)) return;
        matched += 1;
        expect(gateHolds(shape, t), JSON.stringify(t)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(matched).toBeGreaterThan(200);
  });
});

describe("the word pass's hints", () => {
  const lexicon = lexiconOf(['en', 'de', 'fr', 'es', 'pt', 'id', 'ru'], []);
  const groups = Object.values(PROBLEM_SHAPES).flatMap((list) => (list ?? []).flatMap((shape) => shape.starts ?? []));
  const hinted = compileLexicon({ ...lexicon, hints: groups });
  const hintsOnly = compileLexicon({ hints: groups });
  const plain = compileLexicon(lexicon);
  const readings = groups.map(startsReading);

  it('are what each group stands for, when no phrase ends the pass early', () => {
    fc.assert(
      fc.property(text, (t) => {
        const got = hintsOnly.scan(t, FIND_ALL);
        readings.forEach((re, k) => expect((got & hintBit(k)) !== 0, `group ${k} on ${JSON.stringify(t)}`).toBe(re.test(t)));
      }),
      { numRuns: 20_000 },
    );
    for (const m of messages) {
      const got = hintsOnly.scan(m, FIND_ALL);
      readings.forEach((re, k) => expect((got & hintBit(k)) !== 0).toBe(re.test(m)));
    }
  });

  it('are all there in a pass that finds no phrase, and change nothing else it answers', () => {
    const all = readings.reduce((bits, _re, k) => bits | hintBit(k), 0);
    for (const m of [...messages, 'the build is not starting', "it doesn't", '4gb']) {
      const got = hinted.scan(m, FIND_ALL);
      expect(got & ~all).toBe(plain.scan(m, FIND_ALL));
      expect(hinted.scan(m, FIND_STARTERS)).toBe(plain.scan(m, FIND_STARTERS));
      if ((got & FOUND) === 0) expect(got & all).toBe(hintsOnly.scan(m, FIND_ALL) & all);
    }
  });
});
