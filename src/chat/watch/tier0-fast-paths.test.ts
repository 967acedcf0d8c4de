// Tier 0's fast paths against the straightforward reading of the same rules: phrase-trie's one
// pass against the regexes its header says it answers (built from the very words classify.ts
// compiles, in every language and with keywords of every kind), and the two cheap tests
// classify.ts runs before a Unicode-property regex against that regex. Random texts are made of
// the words' own pieces and of the characters their boundaries turn on, so near misses come up
// often; the corpus's real messages are read too.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOJI, EMOJI_ONLY, LEADING_ADDRESS, lexiconOf, marksOf, mayBeAddressed, mayHoldEmoji, PROBLEM_SHAPES, type Tier0Language } from './classify.js';
import { compileLexicon, CYRILLIC, FIND_ALL, FIND_STARTERS, FOUND, HAN, KANA, LATIN, type Lexicon } from './phrase-trie.js';

const LANGUAGES: Tier0Language[] = ['en', 'de', 'fr', 'es', 'pt', 'id', 'ru', 'zh', 'ja'];
// Keywords as a team writes them: a stem, a stem ending in a space, two words, a hyphen, Han.
const KEYWORDS = ['deploy', 'Roll  back', 'x-ray', 'flak*', 'hot fix *', '部署'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const inClass = (chars: string) => chars.replace(/[\]\\^-]/g, '\\$&').replace(/\n/g, '\\n');
const alternation = (words: Iterable<string>) => [...words].map(escape).join('|');

/** The regexes phrase-trie.ts's header says the one pass answers, for one lexicon. */
function readingOf(lexicon: Lexicon): { all: RegExp[]; starters: RegExp[] } {
  const whole = [...(lexicon.whole ?? [])];
  const stems = [...(lexicon.stems ?? [])];
  const anywhere = [...(lexicon.anywhere ?? [])];
  const starters = [...(lexicon.starters ?? [])];
  const openers = [...(lexicon.openers ?? [])];
  const starter =
    starters.length > 0
      ? [new RegExp(String.raw`(?:^|[${inClass(lexicon.sentenceEnds ?? '')}]\s*)${openers.length > 0 ? String.raw`(?:(?:${alternation(openers)})[\s${inClass(lexicon.openerGaps ?? '')}]+)?` : ''}(?:${alternation(starters)})(?![\p{L}\p{N}])`, 'u')]
      : [];
  const all = [
    ...(whole.length > 0 ? [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternation(whole)})(?![\p{L}\p{N}])`, 'u')] : []),
    ...(stems.length > 0 ? [new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternation(stems)})`, 'u')] : []),
    ...(anywhere.length > 0 ? [new RegExp(`(?:${alternation(anywhere)})`, 'u')] : []),
    ...starter,
  ];
  return { all, starters: starter };
}

const SCRIPTS: Array<[number, RegExp]> = [
  [LATIN, /\p{Script=Latin}/u],
  [CYRILLIC, /\p{Script=Cyrillic}/u],
  [HAN, /\p{Script=Han}/u],
  [KANA, /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
];

const lexicon = lexiconOf(LANGUAGES, KEYWORDS);
const trie = compileLexicon(lexicon);
const reading = readingOf(lexicon);

/** What the one pass answers, and what the regexes answer, for one text. */
function both(text: string): { pass: number[]; regexes: number[] } {
  const all = trie.scan(text, FIND_ALL);
  const starters = trie.scan(text, FIND_STARTERS);
  return {
    pass: [all & FOUND, starters & FOUND, ...SCRIPTS.map(([bit]) => all & bit)],
    regexes: [reading.all.some((re) => re.test(text)) ? FOUND : 0, reading.starters.some((re) => re.test(text)) ? FOUND : 0, ...SCRIPTS.map(([bit, re]) => (re.test(text) ? bit : 0))],
  };
}

// Pieces of the words themselves (whole, cut in two, or run together), the characters word and
// sentence boundaries turn on, and letters of every script Tier 0 tells apart.
const words = [...(lexicon.whole ?? []), ...(lexicon.stems ?? []), ...(lexicon.anywhere ?? []), ...(lexicon.starters ?? []), ...(lexicon.openers ?? [])];
const cut = words.flatMap((w) => [w.slice(0, Math.ceil(w.length / 2)), w.slice(Math.ceil(w.length / 2))]).filter((w) => w !== '');
const BOUNDARIES = [' ', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '.', '!', '?', ';', ':', '。', '！', '？', ',', ', ', "'", '-', '(', ')', '…', '1', 'x', 'é', 'ß', 'ж', '字', 'の', 'カ', '🙂', '👍🏽', '𝐚', '\ud835', '\udc1a', '\u0301'];
const piece = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...words) }, { weight: 2, arbitrary: fc.constantFrom(...cut) }, { weight: 4, arbitrary: fc.constantFrom(...BOUNDARIES) });
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

const CORPORA = ['chat-corpus/corpus.json', 'chat-corpus/held-out.json', 'chat-corpus/held-out-2.json', 'chat-heldout-s15/tuning.json', 'chat-heldout-s15/held-out.json', 'chat-heldout-s16/held-out.json'];
const messages = CORPORA.flatMap((name) => (JSON.parse(readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url), 'utf8')) as Array<{ text: string }>).map((m) => m.text));

describe("phrase-trie's one pass answers what the regexes of the same words answer", () => {
  it('on every corpus message, lower-cased as classify.ts reads it, and as written', () => {
    const disagree = messages.flatMap((m) => [m.trim().toLowerCase().replace(/’/g, "'"), m]).filter((m) => {
      const { pass, regexes } = both(m);
      return pass.join() !== regexes.join();
    });
    expect(disagree).toEqual([]);
  });

  it('on generated texts made of the words, their pieces and the characters at their bounds', () => {
    fc.assert(
      fc.property(text, (t) => {
        const { pass, regexes } = both(t);
        expect(pass).toEqual(regexes);
      }),
      { numRuns: 20_000 },
    );
  });

  it('on generated texts of any UTF-16 code units, lone surrogates among them', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }), (t) => {
        const { pass, regexes } = both(t);
        expect(pass).toEqual(regexes);
      }),
      { numRuns: 5_000 },
    );
  });

  it('stopped early (`enough`), answers as the whole pass does on the bits asked for, and in full otherwise', () => {
    const enough = FOUND | LATIN;
    fc.assert(
      fc.property(text, (t) => {
        const whole = trie.scan(t, FIND_ALL);
        const early = trie.scan(t, FIND_ALL, enough);
        expect((early & enough) === enough ? whole & enough : whole).toBe((early & enough) === enough ? enough : early);
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses a starter or opener it could not read as the regex does', () => {
    expect(() => compileLexicon({ starters: [' how'] })).toThrow(/starter " how"/);
    expect(() => compileLexicon({ openers: ['so '] })).toThrow(/opener "so "/);
    expect(() => compileLexicon({ starters: [''] })).toThrow(/starter ""/);
  });
});

describe("classify.ts's cheap tests before its Unicode-property regexes", () => {
  const short = fc.string({ unit: fc.constantFrom('o', 'k', 'T', ' ', '!', ':', '<', '>', '+', '1', '_', '@', 'é', '©', '™', '👍', '🏽', '🇫', '\u200d', '\ufe0f', '字', 'ж', '\u00a8', '\u00aa'), maxLength: 12 });

  it('a message without a character mayHoldEmoji names holds no emoji and is not emoji only', () => {
    fc.assert(
      fc.property(short, (t) => {
        if (mayHoldEmoji(t)) return;
        expect(t.replace(EMOJI, ' ')).toBe(t);
        expect(t.trim() === '' || !EMOJI_ONLY.test(t)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    expect(mayHoldEmoji('lgtm 👍')).toBe(true);
    expect(mayHoldEmoji('thanks :pray:')).toBe(true);
    expect(mayHoldEmoji('ok ©')).toBe(true);
    expect(mayHoldEmoji('thanks!')).toBe(false);
    // Letters of other scripts are no emoji's: a short Russian or Chinese ack goes straight to the ack words.
    expect(mayHoldEmoji('спасибо')).toBe(false);
    expect(mayHoldEmoji('谢谢')).toBe(false);
  });

  it('every code unit mayHoldEmoji rules out is in no emoji, on its own or between letters', () => {
    const missed: string[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (!mayHoldEmoji(ch) && (`a${ch}b`.replace(EMOJI, ' ') !== `a${ch}b` || (ch.trim() !== '' && EMOJI_ONLY.test(ch)))) missed.push(c.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('LEADING_ADDRESS matches no trimmed message mayBeAddressed rules out', () => {
    const nick = fc.constantFrom('alice', 'Bob_2', 'x', 'a'.repeat(31), 'a'.repeat(32), 'a'.repeat(33), 'жора', '[m]', '<@U1>', '<@U1 x>', '@carol', 'lol', 'hi');
    const rest = fc.constantFrom('', ':', ',', ': ', ', ', '://x', ' how', ' ', ':, ', 'what', '\n', '?');
    fc.assert(
      fc.property(fc.array(fc.oneof(nick, rest), { maxLength: 6 }), (parts) => {
        const t = parts.join('').trim();
        if (!mayBeAddressed(t)) expect(LEADING_ADDRESS.test(t)).toBe(false);
      }),
      { numRuns: 20_000 },
    );
    for (const m of messages) if (!mayBeAddressed(m.trim())) expect(LEADING_ADDRESS.test(m.trim())).toBe(false);
    expect(mayBeAddressed('sistpoty: if there is a log')).toBe(true);
    expect(mayBeAddressed('the staging cluster is slow today')).toBe(false);
  });
});

describe("classify.ts's one pass for a few characters (marksOf)", () => {
  const includes = (t: string) => [t.includes('?') || t.includes('？') || t.includes('¿'), t.includes('’'), t.includes('://'), t.includes('<')];
  const marks = (t: string) => {
    const m = marksOf(t);
    return [1, 2, 4, 8].map((bit) => (m & bit) !== 0);
  };

  it('answers what an includes for each answers, on the corpora and on generated texts', () => {
    for (const m of messages) expect(marks(m)).toEqual(includes(m));
    for (const m of messages) expect(marks(m.toLowerCase())).toEqual(includes(m));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('?', '？', '¿', '’', "'", ':', '/', '<', '>', 'a', 'Z', ' ', 'İ', '字'), maxLength: 16 }), (t) => {
        expect(marks(t)).toEqual(includes(t));
        expect(marks(t.toLowerCase())).toEqual(includes(t));
      }),
      { numRuns: 20_000 },
    );
    expect(marks('see https://x.io/a?b <@U1>')).toEqual([true, false, true, true]);
  });
});

describe("classify.ts's shapes written not to backtrack match what their straightforward reading matches", () => {
  const shape = (test: (pattern: string) => boolean) => new RegExp(PROBLEM_SHAPES.en!.find((s) => test(s.pattern))!.pattern, 'u');
  const NICK = String.raw`[\p{L}\p{N}_\-\[\]\\^{}|]`;
  const AT_NICK = String.raw`[\p{L}\p{N}_.\-]`;
  const reading = {
    rollCall: new RegExp(String.raw`^(?:\s*(?:@${AT_NICK}{1,40}[\s,]|${NICK}{1,32}:\s))(?:\s*(?:@${AT_NICK}{1,40}|${NICK}{1,32}:))+(?:\s*(?:o\/|\\o|hi|hello|hey|ping))?[\s.!]*$`, 'u'),
    negated: /(?:^|[.!?\n]\s*)(?:doesn'?t|didn'?t|won'?t|isn'?t|wasn'?t|can'?t)\s+\p{L}/u,
  };
  const shipped = { rollCall: shape((p) => p.includes(String.raw`(?![\p{L}\p{N}_\-\[\]\\^{}|]{1,32}:)`)), negated: shape((p) => p.startsWith("(?:^|[.!?\\n]") && p.includes("doesn'?t")) };

  it('the roll call (people called by name), on texts of nicks glued and spaced, and every short text of its characters', () => {
    const part = fc.constantFrom('@', 'a', 'bob', '@alice', 'x:', 'Tm_T:', ' ', '  ', '\t', ',', '.', '!', ':', 'hi', 'hello', 'ping', 'o/', '\\o', '[m]', '{', '|', '-', '_', 'é', '1', '\n', 'a'.repeat(31), 'a'.repeat(33), 'b'.repeat(41), '@' + 'c'.repeat(38));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 9 }), (parts) => {
        const t = parts.join('');
        expect(shipped.rollCall.test(t)).toBe(reading.rollCall.test(t));
      }),
      { numRuns: 30_000 },
    );
    const alphabet = ['@', 'a', '.', '[', ':', ' ', 'h', 'i'];
    let texts = [''];
    const differ: string[] = [];
    for (let length = 1; length <= 6; length++) {
      texts = texts.flatMap((t) => alphabet.map((c) => t + c));
      for (const t of texts) if (shipped.rollCall.test(t) !== reading.rollCall.test(t)) differ.push(t);
    }
    expect(differ).toEqual([]);
    expect(shipped.rollCall.test('Pici: Tm_T: funkyHat: o/')).toBe(true);
    expect(shipped.rollCall.test('a: @bob[m]: @carol')).toBe(true);
  });

  it('the negated auxiliary at a sentence start, on texts of line breaks, spaces and sentence ends', () => {
    const part = fc.constantFrom('\n', ' ', '.', '!', '?', 'a', 'x', "doesn't", 'cant', 'dont', "won't", 'isnt', '\t', '\r', '\u2028', '\u00a0', 'b', "can'", 'é');
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), (parts) => {
        const t = parts.join('');
        expect(shipped.negated.test(t)).toBe(reading.negated.test(t));
      }),
      { numRuns: 30_000 },
    );
  });
});
