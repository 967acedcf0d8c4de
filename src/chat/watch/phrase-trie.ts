// Tier 0's word lookup: every kind of phrase a language's words hold, found in one pass over a
// message, instead of a regex per kind that V8 tries at every position of the text (a regex
// alternation of a few hundred phrases behind a lookbehind cost about 2 µs on an average chat
// message, more than the whole classification may take). The same pass notes which scripts the
// message is written in, which classify.ts would otherwise learn from a regex each.
//
// It answers exactly what these regexes answered (flag `u`, phrases as literals, each run of
// whitespace in a phrase standing for `\s+`; E stands for the sentence ends, G for the gaps after
// an opener, both given by the caller):
//   whole:     (?<![\p{L}\p{N}])(?:p1|p2|...)(?![\p{L}\p{N}])
//   stems:     (?<![\p{L}\p{N}])(?:s1|s2|...)
//   anywhere:  (?:a1|a2|...)
//   starters:  (?:^|[E]\s*)(?:(?:o1|o2|...)[\sG]+)?(?:t1|t2|...)(?![\p{L}\p{N}])
// A whole phrase or stem starts where no letter or digit precedes, a whole phrase ends where none
// follows, a stem may end anywhere, an anywhere phrase has no bounds (Han and kana have no word
// breaks); a starter opens the text or follows a sentence end, an opener ("so", "and") in front
// of it or not. Pure data and functions: the trie is built once per configuration, and the words
// are the caller's: nothing here knows a language.
//
// The same walks also note hints: groups of stems the caller wants to know about at a word's start
// (where a whole phrase or stem may start), which need no match of their own and never end the
// pass. classify.ts gives the words its problem shapes start with, and tries a shape's regex only
// on a text that has them, so the pass that reads the words also rules most shapes out.

/** What ends at a trie node: the kinds of phrase above, one bit each. */
const WHOLE = 1;
const STEM = 2;
const ANYWHERE = 4;
const STARTER = 8;
const OPENER = 16;
const HINT = 32;

/** The kinds `scan` may look for: every kind, or only the starters (and their openers). */
export const FIND_ALL = WHOLE | STEM | ANYWHERE | STARTER | OPENER | HINT;
export const FIND_STARTERS = STARTER | OPENER;

/** Bits of scan's answer: a phrase found, and the scripts seen. */
export const FOUND = 1;
export const LATIN = 4;
export const CYRILLIC = 8;
export const HAN = 16;
export const KANA = 32;
/** Anything at U+0400 or above (phrase-trie's older answer, kept for compilePhraseTrie). */
const WIDE = 64;
/** Hint group k's bit in scan's answer is 1 << (HINT_SHIFT + k), for at most MAX_HINTS groups. */
const HINT_SHIFT = 8;
export const MAX_HINTS = 31 - HINT_SHIFT;
/** Hint group k's bit in scan's answer. */
export const hintBit = (k: number): number => 1 << (HINT_SHIFT + k);

/** The phrases of one matcher, by kind (lower-cased like the texts it will scan). */
export interface Lexicon {
  whole?: Iterable<string>;
  stems?: Iterable<string>;
  anywhere?: Iterable<string>;
  starters?: Iterable<string>;
  openers?: Iterable<string>;
  /** Characters after which (and any whitespace) a starter opens a sentence. */
  sentenceEnds?: string;
  /** Characters besides whitespace that may separate an opener from its starter. */
  openerGaps?: string;
  /** Groups of stems: scan's answer has hintBit(k) when a word starts with one of group k's (FIND_ALL only). */
  hints?: ReadonlyArray<Iterable<string>>;
}

export interface LexiconTrie {
  /**
   * One pass over `text`: FOUND when a phrase of the kinds in `find` (FIND_ALL or FIND_STARTERS)
   * occurs, and LATIN, CYRILLIC, HAN, KANA for each
   * script a character of `text` is in (Unicode's Script property, as `\p{Script=...}` reads it),
   * and the hints seen (hintBit). With `enough` (bits of the answer, FOUND among them), the pass
   * may stop once all of them are set: the caller needs nothing more, and the scripts and hints
   * are then told only in part. Once a phrase is found, hints are no longer looked for.
   * With `from`, the pass answers for `text.slice(from)` without making that string (a sliced
   * one, the kind of string whose first arrival made the pass's `charCodeAt` lookups megamorphic
   * before they were written `charCodeAt.call`; see there).
   */
  scan(text: string, find: number, enough?: number, from?: number): number;
}

/** A node while building; compileLexicon flattens them into typed arrays for the scan. */
interface Node {
  /** The kinds of phrase that end here. */
  ends: number;
  /** The hint groups (hintBit) a stem ending here belongs to. */
  hints: number;
  /** Next node by UTF-16 code unit. */
  next: Map<number, Node>;
  /** Next node after one or more whitespace characters (a whitespace run in the phrase). */
  space: Node | null;
}

/**
 * The trie as arrays (node 0 is the root): `ends`, `below` (the kinds ending at or under a node,
 * so a walk stops as soon as no kind it may find lies ahead), `space` (next node after
 * whitespace, -1 for none), every other edge in an open-addressing hash table
 * (`slotNode`/`slotCode` the edge's source and code unit, `slotNext` its target, -1 for an empty
 * slot; a Map per node costs more than the rest of the scan), and `chars`: per code unit, all the
 * scan asks of it in one lookup, since that is its cost per character: the class bits below
 * (letter, whitespace, script, ...), whether the lexicon makes it a sentence end or a gap,
 * and the root's child for it (node + 1 from bit ROOT_SHIFT on, 0 for none). ASCII and every
 * character the lexicon names are filled when the trie is built, the rest as met (KNOWN unset).
 */
interface Flat {
  ends: Uint8Array;
  hints: Int32Array;
  below: Uint8Array;
  space: Int32Array;
  slotNode: Int32Array;
  slotCode: Uint16Array;
  slotNext: Int32Array;
  mask: number;
  chars: Int32Array;
}

const newNode = (): Node => ({ ends: 0, hints: 0, next: new Map(), space: null });


export function compileLexicon(lexicon: Lexicon): LexiconTrie {
  const root = newNode();
  const add = (phrase: string, kind: number) => {
    let node = root;
    for (let i = 0; i < phrase.length; ) {
      if (isSpace(phrase.charCodeAt(i))) {
        while (i < phrase.length && isSpace(phrase.charCodeAt(i))) i += 1;
        node.space ??= newNode();
        node = node.space;
      } else {
        const c = phrase.charCodeAt(i);
        let child = node.next.get(c);
        if (child === undefined) {
          child = newNode();
          node.next.set(c, child);
        }
        node = child;
        i += 1;
      }
    }
    node.ends |= kind;
    return node;
  };
  // A starter or opener is a word or words: one that were empty, or began or ended with
  // whitespace, would make the regex above backtrack into its `\s*` and `[\s,]+`, which the
  // scan does not do; no language needs one, so it is refused rather than half supported.
  const word = (phrase: string, kind: string) => {
    if (phrase === '' || isSpace(phrase.charCodeAt(0)) || isSpace(phrase.charCodeAt(phrase.length - 1))) throw new Error(`Tier 0: the ${kind} ${JSON.stringify(phrase)} must start and end with a character that is not whitespace`);
    return phrase;
  };
  for (const p of lexicon.whole ?? []) {
    // An empty whole phrase would match between any two characters that are not letters; the
    // configuration cannot give one (keywords are trimmed and non-empty).
    if (p === '') throw new Error('Tier 0: an empty whole phrase');
    add(p, WHOLE);
  }
  for (const p of lexicon.stems ?? []) add(p, STEM);
  for (const p of lexicon.anywhere ?? []) add(p, ANYWHERE);
  for (const p of lexicon.starters ?? []) add(word(p, 'starter'), STARTER);
  for (const p of lexicon.openers ?? []) add(word(p, 'opener'), OPENER);
  const hints = [...(lexicon.hints ?? [])];
  if (hints.length > MAX_HINTS) throw new Error(`Tier 0: ${hints.length} hint groups, more than the scan's answer holds (${MAX_HINTS})`);
  hints.forEach((group, k) => {
    for (const p of group) add(word(p, 'hint'), HINT).hints |= hintBit(k);
  });
  const flat = flatten(root);
  const { chars } = flat;
  for (let c = 0; c < 0x80; c += 1) chars[c]! |= classOf(c);
  const mark = (text: string | undefined, bit: number) => {
    for (const ch of text ?? '') {
      // Sentence ends and gaps are single characters of the Basic Multilingual Plane.
      if (ch.length !== 1) throw new Error(`Tier 0: ${JSON.stringify(ch)} is not one UTF-16 code unit`);
      chars[ch.charCodeAt(0)]! |= bit | classOf(ch.charCodeAt(0));
    }
  };
  mark(lexicon.sentenceEnds, ENDS_SENTENCE);
  mark(lexicon.openerGaps, GAP);
  return { scan: (text, find, enough = 0, from = 0) => scan(flat, text, find, enough, from) };
}

/**
 * `text.charCodeAt(i)` is written `charCodeAt.call(text, i)` in the pass and the walks. Messages
 * come as strings of many internal kinds (flat, sliced or joined, one or two bytes a character,
 * internalized or not), each with its own V8 map; once a call site has met more than four, V8
 * looks `text.charCodeAt` up in its megamorphic cache on every call, once per character read:
 * 4 to 25 % of Tier 0's CPU on bench/chat.ts's day (`node --prof`, from one process to the next
 * as the kinds met first decided; 0.4 to 1 % since). Through
 * String.prototype's own function the lookup is of a constant, whatever the string's kind.
 */
const { charCodeAt } = String.prototype;

/**
 * The one pass. At each position a walk into the trie starts when the root has an edge for the
 * character there, looking for the kinds that may start at that position: anywhere phrases
 * always, whole phrases and stems where no letter or digit precedes, starters and openers at
 * the start or after a sentence end. Once a phrase is found no walk starts any more, but the
 * pass goes on to the end for the scripts.
 */
function scan(flat: Flat, text: string, find: number, enough: number, from: number): number {
  const n = text.length;
  const { chars, below } = flat;
  const rootSpace = flat.space[0]!;
  // The kinds that may start inside a word, at a word's start, and at a sentence's start.
  const inWord = find & ANYWHERE & below[0]!;
  const atWord = find & (WHOLE | STEM | ANYWHERE | HINT);
  const atSentence = find & (STARTER | OPENER);
  // The class bits of the characters read (the scripts among them).
  let out = 0;
  // FOUND and the hints, from the walks. Only an empty stem (a keyword `*`) ends at the root: it
  // matches at the first position.
  let got = flat.ends[0]! & STEM & find ? FOUND : 0;
  // Whether the code point before position i is a letter or digit; kept as the scan moves.
  let wordBefore = false;
  // Whether a sentence end, then only whitespace, comes before position i.
  let afterEnd = false;
  const plainSpace = rootSpace < 0 && (chars[32]! & ENDS_SENTENCE) === 0;
  for (let i = from; i < n; i += 1) {
    let c = charCodeAt.call(text, i);
    let at = chars[c]!;
    // Most characters are a letter inside a word, where nothing starts (but anywhere phrases):
    // they are read in a loop of their own, which holds no call, so V8 keeps it to a few
    // instructions a character (the whole pass took twice as long with them read in the loop
    // below). An entry not filled yet has no bit set, WORD among them, so it leaves this loop.
    if (wordBefore && inWord === 0 && !afterEnd) {
      while ((at & (WORD | SPECIAL)) === WORD) {
        out |= at;
        if (i + 1 >= n) return (out & (LATIN | CYRILLIC | HAN | KANA | WIDE)) | got;
        i += 1;
        c = charCodeAt.call(text, i);
        at = chars[c]!;
      }
    }
    // A plain space, a character in four of the rest: no edge of the root reads whitespace (a
    // phrase's whitespace is a `space` edge), so without a phrase that starts with whitespace
    // nothing starts here, and unless the lexicon makes it a sentence end it changes nothing but
    // `wordBefore`. The general case below cost 6 % more of the pass (bench/chat.ts's day).
    if (c === 32 && plainSpace) {
      out |= at;
      if (enough !== 0 && ((out | got) & enough) === enough) break;
      wordBefore = false;
      continue;
    }
    if ((at & KNOWN) === 0) at = chars[c] = classOf(c);
    out |= at;
    // A surrogate pair is one code point: judged whole, and no phrase starts at its low half.
    const cls = (at & HIGH) !== 0 && i + 1 < n && (charCodeAt.call(text, i + 1) & 0xfc00) === 0xdc00 ? astralClass(text.codePointAt(i)!) : at;
    out |= cls;
    if (enough !== 0 && ((out | got) & enough) === enough) break;
    if ((got & FOUND) === 0) {
      const start = (wordBefore ? inWord : atWord) | (i === from || afterEnd ? atSentence : 0);
      const first = at >>> ROOT_SHIFT;
      if (first !== 0 && (below[first - 1]! & start) !== 0) got |= walk(flat, first - 1, text, n, i + 1, start);
      if ((got & FOUND) === 0 && rootSpace >= 0 && (cls & SPACE) !== 0 && (below[rootSpace]! & start) !== 0) got |= walkSpace(flat, rootSpace, text, n, i, start);
    }
    wordBefore = (cls & WORD) !== 0;
    afterEnd = (at & ENDS_SENTENCE) !== 0 || (afterEnd && (cls & SPACE) !== 0);
    if ((cls & PAIR) !== 0) i += 1;
  }
  return (out & (LATIN | CYRILLIC | HAN | KANA | WIDE)) | got;
}

function flatten(root: Node): Flat {
  const nodes: Node[] = [];
  const index = new Map<Node, number>();
  const visit = (node: Node) => {
    index.set(node, nodes.length);
    nodes.push(node);
    for (const child of node.next.values()) visit(child);
    if (node.space !== null) visit(node.space);
  };
  visit(root);
  const edges = nodes.reduce((sum, node) => sum + node.next.size, 0);
  // At most half full, so a probe rarely goes past its first slot.
  let size = 16;
  while (size < edges * 2) size *= 2;
  const flat: Flat = {
    ends: new Uint8Array(nodes.length),
    hints: new Int32Array(nodes.length),
    below: new Uint8Array(nodes.length),
    space: new Int32Array(nodes.length),
    slotNode: new Int32Array(size).fill(-1),
    slotCode: new Uint16Array(size),
    slotNext: new Int32Array(size),
    mask: size - 1,
    chars: new Int32Array(0x10000),
  };
  nodes.forEach((node, i) => {
    flat.ends[i] = node.ends;
    flat.hints[i] = node.hints;
    flat.space[i] = node.space === null ? -1 : index.get(node.space)!;
    for (const [code, child] of node.next) {
      let slot = slotOf(flat.mask, i, code);
      while (flat.slotNode[slot] !== -1) slot = (slot + 1) & flat.mask;
      flat.slotNode[slot] = i;
      flat.slotCode[slot] = code;
      flat.slotNext[slot] = index.get(child)!;
    }
  });
  // Children come after their parent in `nodes`, so one backward sweep fills `below`.
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    let kinds = node.ends;
    for (const child of node.next.values()) kinds |= flat.below[index.get(child)!]!;
    if (node.space !== null) kinds |= flat.below[index.get(node.space)!]!;
    flat.below[i] = kinds;
  }
  // The root's child goes in the bits above the class bits, so it must fit in a positive Int32.
  if (nodes.length >= 2 ** (31 - ROOT_SHIFT)) throw new Error(`Tier 0: ${nodes.length} trie nodes, more than the scan can address`);
  for (const [code, child] of root.next) flat.chars[code] = ((index.get(child)! + 1) << ROOT_SHIFT) | classOf(code);
  return flat;
}

const slotOf = (mask: number, node: number, code: number): number => (Math.imul(node, 0x9e3779b1) ^ code) & mask;

function childOf(flat: Flat, node: number, code: number): number {
  for (let slot = slotOf(flat.mask, node, code); ; slot = (slot + 1) & flat.mask) {
    const at = flat.slotNode[slot]!;
    if (at === -1) return -1;
    if (at === node && flat.slotCode[slot] === code) return flat.slotNext[slot]!;
  }
}

/**
 * Follows the text (`n` code units long) from position `i`, at trie node `node`, looking for the
 * kinds in `start`: FOUND at the first phrase that ends where it may, with the hints passed on the
 * way (hintBit), or only those hints when it fails. The length is passed, not
 * read: messages come as strings of many internal kinds (flat or sliced, one or two bytes a
 * character), and `text.length` in the walks compiled to a generic property lookup.
 */
function walk(flat: Flat, node: number, text: string, n: number, i: number, start: number): number {
  let hints = 0;
  for (;;) {
    const ends = flat.ends[node]! & start;
    if (ends !== 0) {
      if ((ends & HINT) !== 0) hints |= flat.hints[node]!;
      if ((ends & (STEM | ANYWHERE)) !== 0) return hints | FOUND;
      if ((ends & (WHOLE | STARTER)) !== 0 && !wordAt(text, n, i)) return hints | FOUND;
      if ((ends & OPENER) !== 0 && starterAfterOpener(flat, text, n, i)) return hints | FOUND;
    }
    if (i >= n || (flat.below[node]! & start) === 0) return hints;
    const c = charCodeAt.call(text, i);
    // No edge but a node's `space` reads whitespace (compileLexicon turns each run into one), so
    // whitespace ends the walk there without a search of the edges: most walks end so, at a word's end.
    if (isSpace(c)) {
      const space = flat.space[node]!;
      return space >= 0 ? hints | walkSpace(flat, space, text, n, i, start) : hints;
    }
    node = childOf(flat, node, c);
    if (node < 0) return hints;
    i += 1;
  }
}

/** Consumes the run of whitespace at `i` into node `space` (a `\s+` of the phrase) and goes on (answers as walk). */
function walkSpace(flat: Flat, space: number, text: string, n: number, i: number, start: number): number {
  let j = i + 1;
  while (j < n && isSpace(charCodeAt.call(text, j))) j += 1;
  const ends = flat.ends[space]! & start;
  // Hints are words (no whitespace at either end), so none ends on a whitespace node.
  if ((ends & (STEM | ANYWHERE)) !== 0) return FOUND;
  // A phrase that ends in whitespace: `\s+` may give back all but one of the run, so the
  // character after its end is whitespace (no letter) when the run is two or longer.
  if ((ends & WHOLE) !== 0 && (j - i >= 2 || !wordAt(text, n, j))) return FOUND;
  // Past the run comes a character that is not whitespace: the phrase goes on with it or fails.
  if (j >= n) return 0;
  const next = childOf(flat, space, charCodeAt.call(text, j));
  return next >= 0 ? walk(flat, next, text, n, j + 1, start) : 0;
}

/**
 * After an opener ending at `i`: one or more gaps (whitespace or the lexicon's gap characters),
 * then a starter. The gap run may be cut short anywhere (`[\s,]+` backtracks), so a starter is
 * looked for after each of its characters.
 */
function starterAfterOpener(flat: Flat, text: string, n: number, i: number): boolean {
  for (let j = i; j < n; j += 1) {
    const c = charCodeAt.call(text, j);
    if (!isSpace(c) && (flat.chars[c]! & GAP) === 0) return false;
    if (j + 1 >= n) return false;
    const first = flat.chars[charCodeAt.call(text, j + 1)]! >>> ROOT_SHIFT;
    if (first !== 0 && (flat.below[first - 1]! & STARTER) !== 0 && (walk(flat, first - 1, text, n, j + 2, STARTER) & FOUND) !== 0) return true;
  }
  return false;
}

/** Whether the code point starting at `i` is a letter or digit (false past the end). */
function wordAt(text: string, n: number, i: number): boolean {
  if (i >= n) return false;
  const c = charCodeAt.call(text, i);
  if (c < 0xd800 || c > 0xdbff) return ((BMP[c]! || bmpClass(c)) & WORD) !== 0;
  return (classOf(text.codePointAt(i)!) & WORD) !== 0;
}

// What a code point is, looked up once per code point: a letter or digit (`[\p{L}\p{N}]`),
// whitespace (`\s`), and its script among those Tier 0 tells apart (LATIN ... WIDE above). ASCII
// is filled at load; the rest of the Basic Multilingual Plane as met (0 unknown: every filled
// entry has KNOWN), and the astral planes are kept in a Map (emoji come back often).
const WORD = 128;
const SPACE = 256;
const KNOWN = 512;
/** A code point of two code units (set on astral entries only). */
const PAIR = 1024;
/** A high surrogate code unit: the start of a pair, or alone. */
const HIGH = 2048;
/** Bits a lexicon gives its characters in Flat.chars: a sentence end, an opener gap. */
const ENDS_SENTENCE = 4096;
const GAP = 8192;
/** Characters the scan's shortcut for letters inside a word must not skip. */
const SPECIAL = HIGH | ENDS_SENTENCE | GAP;
const ROOT_SHIFT = 14;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const SCRIPTS: Array<[RegExp, number]> = [
  [/^\p{Script=Latin}$/u, LATIN],
  [/^\p{Script=Cyrillic}$/u, CYRILLIC],
  [/^\p{Script=Han}$/u, HAN],
  [/^[\p{Script=Hiragana}\p{Script=Katakana}]$/u, KANA],
];

function judge(c: number): number {
  const ch = String.fromCodePoint(c);
  let cls = KNOWN | (c >= 0x400 ? WIDE : 0);
  // A lone surrogate is neither a letter nor in a script; String.fromCodePoint keeps it alone, so the regexes say no.
  if (LETTER_OR_DIGIT.test(ch)) cls |= WORD;
  if (c <= 0xffff && isSpace(c)) cls |= SPACE;
  if (c >= 0xd800 && c <= 0xdbff) cls |= HIGH;
  for (const [re, bit] of SCRIPTS) if (re.test(ch)) cls |= bit;
  return cls;
}

const BMP = new Uint16Array(0x10000);
const ASTRAL = new Map<number, number>();

function bmpClass(c: number): number {
  const cls = judge(c);
  BMP[c] = cls;
  return cls;
}

function astralClass(c: number): number {
  let cls = ASTRAL.get(c);
  if (cls === undefined) {
    cls = judge(c) | PAIR;
    ASTRAL.set(c, cls);
  }
  return cls;
}

function classOf(c: number): number {
  if (c > 0xffff) return astralClass(c);
  return BMP[c]! || bmpClass(c);
}

/** JavaScript's `\s`. */
export function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Whole phrases and stems alone: the lookup phrase-trie.test.ts compares with the regexes it replaced. */
export interface PhraseTrie {
  /** True when a whole phrase or a stem occurs in `text` (already lower-cased like the phrases). */
  test(text: string): boolean;
  /**
   * The same pass, also noting whether a code unit at U+0400 or above was read (SCAN_WIDE).
   * SCAN_FOUND may end the pass early: SCAN_WIDE is complete only without it.
   */
  scan(text: string): number;
}

export const SCAN_FOUND = FOUND;
export const SCAN_WIDE = 2;

export function compilePhraseTrie(whole: Iterable<string>, stems: Iterable<string>): PhraseTrie {
  const trie = compileLexicon({ whole, stems });
  const scanned = (text: string) => {
    const out = trie.scan(text, FIND_ALL);
    return (out & FOUND) | (out & WIDE ? SCAN_WIDE : 0);
  };
  return { test: (text) => (scanned(text) & SCAN_FOUND) !== 0, scan: scanned };
}
