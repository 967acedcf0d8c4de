// Tier 0's word and stem lookup: one pass over a message instead of a regex alternation of a few
// hundred phrases behind a lookbehind, which V8 tries at every position of the text (about 2 µs
// on an average chat message, more than the whole classification may take).
//
// It answers exactly what these regexes answered (flag `u`, phrases as literals, each run of
// whitespace in a phrase standing for `\s+`):
//   whole:  (?<![\p{L}\p{N}])(?:p1|p2|...)(?![\p{L}\p{N}])
//   stems:  (?<![\p{L}\p{N}])(?:s1|s2|...)
// A phrase starts where no letter or digit precedes, a whole phrase ends where none follows, a
// stem may end anywhere. Pure data and functions: the trie is built once per configuration.

const WHOLE = 1;
const STEM = 2;

/** A node while building; compilePhraseTrie flattens them into typed arrays for the scan. */
interface Node {
  /** WHOLE and/or STEM when a phrase ends here. */
  ends: number;
  /** Next node by UTF-16 code unit. */
  next: Map<number, Node>;
  /** Next node after one or more whitespace characters (a whitespace run in the phrase). */
  space: Node | null;
}

export interface PhraseTrie {
  /** True when a whole phrase or a stem occurs in `text` (already lower-cased like the phrases). */
  test(text: string): boolean;
  /**
   * The same pass, also noting whether a code unit at U+0400 or above was read (SCAN_WIDE): below
   * it lies no Cyrillic, Han or kana letter, so the caller needs no script regex for a text
   * without one. SCAN_FOUND ends the pass early: SCAN_WIDE is complete only without it.
   */
  scan(text: string): number;
}

export const SCAN_FOUND = 1;
export const SCAN_WIDE = 2;

/**
 * The trie as arrays (node 0 is the root): `ends`, `space` (next node after whitespace, -1 for
 * none), every other edge in an open-addressing hash table (`slotNode`/`slotCode` the edge's
 * source and code unit, `slotNext` its target, -1 for an empty slot; a Map per node costs more
 * than the rest of the scan), and the root's children by code unit in `rootNext` (node + 1, 0
 * for none), since the root is where every position of the text starts.
 */
interface Flat {
  ends: Uint8Array;
  space: Int32Array;
  slotNode: Int32Array;
  slotCode: Uint16Array;
  slotNext: Int32Array;
  mask: number;
  rootNext: Int32Array;
}

const newNode = (): Node => ({ ends: 0, next: new Map(), space: null });

export function compilePhraseTrie(whole: Iterable<string>, stems: Iterable<string>): PhraseTrie {
  const root = newNode();
  const add = (phrase: string, flag: number) => {
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
    node.ends |= flag;
  };
  for (const p of whole) add(p, WHOLE);
  for (const p of stems) add(p, STEM);
  const flat = flatten(root);
  // Only an empty stem (a keyword `*`) ends at the root: it matches at the first position.
  if (flat.ends[0] !== 0) return { test: () => true, scan: () => SCAN_FOUND };
  const rootSpace = flat.space[0]!;
  const rootNext = flat.rootNext;

  const scan = (text: string): number => {
    const n = text.length;
    let wide = 0;
    // Whether the code point before position i is a letter or digit; kept as the scan moves.
    let wordBefore = false;
    for (let i = 0; i < n; i += 1) {
      const c = text.charCodeAt(i);
      if (c >= 0x400) wide = SCAN_WIDE;
      if (!wordBefore) {
        const first = rootNext[c]!;
        if (first !== 0 && walk(flat, first - 1, text, i + 1)) return SCAN_FOUND | wide;
        if (rootSpace >= 0 && isSpace(c) && walkSpace(flat, rootSpace, text, i)) return SCAN_FOUND | wide;
      }
      if (c < 0x80) {
        wordBefore = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a);
      } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        // A surrogate pair is one code point: judged whole, and no phrase starts at its low half.
        wordBefore = isLetterOrDigit(text.codePointAt(i)!);
        i += 1;
      } else {
        wordBefore = isLetterOrDigit(c);
      }
    }
    return wide;
  };
  return { test: (text) => (scan(text) & SCAN_FOUND) !== 0, scan };
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
    space: new Int32Array(nodes.length),
    slotNode: new Int32Array(size).fill(-1),
    slotCode: new Uint16Array(size),
    slotNext: new Int32Array(size),
    mask: size - 1,
    rootNext: new Int32Array(0x10000),
  };
  nodes.forEach((node, i) => {
    flat.ends[i] = node.ends;
    flat.space[i] = node.space === null ? -1 : index.get(node.space)!;
    for (const [code, child] of node.next) {
      let slot = slotOf(flat.mask, i, code);
      while (flat.slotNode[slot] !== -1) slot = (slot + 1) & flat.mask;
      flat.slotNode[slot] = i;
      flat.slotCode[slot] = code;
      flat.slotNext[slot] = index.get(child)!;
    }
  });
  for (const [code, child] of root.next) flat.rootNext[code] = index.get(child)! + 1;
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

/** Follows the text from position `i`, at trie node `node`; true at the first phrase that ends where it may. */
function walk(flat: Flat, node: number, text: string, i: number): boolean {
  const n = text.length;
  for (;;) {
    const ends = flat.ends[node]!;
    if (ends & STEM) return true;
    if (ends & WHOLE && !wordAt(text, i)) return true;
    if (i >= n) return false;
    const c = text.charCodeAt(i);
    const space = flat.space[node]!;
    if (space >= 0 && isSpace(c)) return walkSpace(flat, space, text, i);
    node = childOf(flat, node, c);
    if (node < 0) return false;
    i += 1;
  }
}

/** Consumes the run of whitespace at `i` into node `space` (a `\s+` of the phrase) and goes on. */
function walkSpace(flat: Flat, space: number, text: string, i: number): boolean {
  const n = text.length;
  let j = i + 1;
  while (j < n && isSpace(text.charCodeAt(j))) j += 1;
  // A phrase that ends in whitespace: `\s+` may give back all but one of the run, so the
  // character after its end is whitespace (no letter) when the run is two or longer.
  const ends = flat.ends[space]!;
  if (ends & STEM) return true;
  if (ends & WHOLE && (j - i >= 2 || !wordAt(text, j))) return true;
  // Past the run comes a character that is not whitespace: the phrase goes on with it or fails.
  if (j >= n) return false;
  const next = childOf(flat, space, text.charCodeAt(j));
  return next >= 0 && walk(flat, next, text, j + 1);
}

/** Whether the code point starting at `i` is a letter or digit (false past the end). */
function wordAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.codePointAt(i)!;
  return isLetterOrDigit(c);
}

// \p{L} and \p{N}, looked up once per code point: a table for the Basic Multilingual Plane
// (0 unknown, 1 no, 2 yes), the regex itself beyond it.
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const BMP = new Uint8Array(0x10000);

function isLetterOrDigit(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
  if (c > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(c));
  let known = BMP[c]!;
  if (known === 0) {
    // A lone surrogate is neither; String.fromCodePoint keeps it alone, so the regex says no.
    known = LETTER_OR_DIGIT.test(String.fromCodePoint(c)) ? 2 : 1;
    BMP[c] = known;
  }
  return known === 2;
}

/** JavaScript's `\s`. */
export function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
