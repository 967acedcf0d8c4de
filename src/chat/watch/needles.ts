// Which of a few strings occur in a text, found in one pass: what `text.includes(s)` answers for
// each `s`, for the strings Tier 0's problem shapes need before their regex is tried
// (classify.ts's PROBLEM_SHAPES). A separate `includes` per string was a quarter of the
// classifier's CPU on bench/chat.ts's events: each call costs a builtin's setup that a chat
// message's few dozen characters do not repay, and the Latin shapes need about twenty strings.
// Pure data and functions, no language here: the strings are the caller's.

export interface Needles {
  /** Sets `found[k]` to 1 when needle k occurs in `text` (as `text.includes`), else 0. */
  find(text: string, found: Uint8Array): void;
}

export function compileNeedles(needles: readonly string[]): Needles {
  // Needles grouped as flat arrays (an array of arrays and the needles' own charCodeAt cost a
  // third more): a needle of one code unit by that unit (`singleOf`), a longer one by a hash of
  // its first two (`pairOf`: a few buckets of chat's common letter pairs, where grouping by the
  // first letter alone had a dozen needles start with `n`). A table gives a group + 1 (0 for
  // none); the group's needle numbers are `ids[from[g]]` up to `ids[from[g + 1]]`, and needle k's
  // code units are `units[start[k]]` up to `units[start[k + 1]]`.
  const singleOf = new Uint16Array(0x10000);
  const pairOf = new Uint16Array(PAIR_HASHES);
  const groups: number[][] = [];
  const empty: number[] = [];
  const join = (table: Uint16Array, at: number, k: number) => {
    if (table[at] === 0) table[at] = groups.push([]);
    groups[table[at]! - 1]!.push(k);
  };
  needles.forEach((needle, k) => {
    if (needle === '') empty.push(k);
    else if (needle.length === 1) join(singleOf, needle.charCodeAt(0), k);
    else join(pairOf, pairHash(needle.charCodeAt(0), needle.charCodeAt(1)), k);
  });
  const ids = Int32Array.from(groups.flat());
  const from = new Int32Array(groups.length + 1);
  groups.forEach((group, g) => (from[g + 1] = from[g]! + group.length));
  const start = new Int32Array(needles.length + 1);
  needles.forEach((needle, k) => (start[k + 1] = start[k]! + needle.length));
  const joined = needles.join('');
  const units = Uint16Array.from({ length: joined.length }, (_, i) => joined.charCodeAt(i));
  const mark = (g: number, text: string, n: number, i: number, found: Uint8Array) => {
    for (let at = from[g - 1]!, end = from[g]!; at < end; at += 1) {
      const k = ids[at]!;
      if (found[k] === 0 && occursAt(units, start[k]!, start[k + 1]!, text, n, i)) found[k] = 1;
    }
  };
  return {
    find(text, found) {
      found.fill(0);
      for (const k of empty) found[k] = 1;
      // The length read once (phrase-trie.ts says why: strings of many internal kinds).
      const n = text.length;
      let c = n > 0 ? text.charCodeAt(0) : 0;
      for (let i = 0; i < n; i += 1) {
        const next = i + 1 < n ? text.charCodeAt(i + 1) : -1;
        const single = singleOf[c]!;
        if (single !== 0) mark(single, text, n, i, found);
        if (next >= 0) {
          const pair = pairOf[pairHash(c, next)]!;
          if (pair !== 0) mark(pair, text, n, i, found);
        }
        c = next;
      }
    },
  };
}

/** Buckets for the first two code units of a needle; a collision only costs a comparison. */
const PAIR_HASHES = 4096;
const pairHash = (first: number, second: number): number => (Math.imul(first, 31) + second) & (PAIR_HASHES - 1);

/** Whether the needle `units[first]` up to `units[end]` is in `text` at `i`. */
function occursAt(units: Uint16Array, first: number, end: number, text: string, n: number, i: number): boolean {
  if (i + end - first > n) return false;
  for (let u = first, j = i; u < end; u += 1, j += 1) if (text.charCodeAt(j) !== units[u]) return false;
  return true;
}
