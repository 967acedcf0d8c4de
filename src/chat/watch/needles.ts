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
  // Per first UTF-16 code unit, the needles that start with it (bucket number + 1; 0 for none).
  const bucketOf = new Uint16Array(0x10000);
  const buckets: number[][] = [];
  const empty: number[] = [];
  needles.forEach((needle, k) => {
    if (needle === '') {
      empty.push(k);
      return;
    }
    const c = needle.charCodeAt(0);
    if (bucketOf[c] === 0) bucketOf[c] = buckets.push([]);
    buckets[bucketOf[c]! - 1]!.push(k);
  });
  return {
    find(text, found) {
      found.fill(0);
      for (const k of empty) found[k] = 1;
      // The length read once (phrase-trie.ts says why: strings of many internal kinds).
      const n = text.length;
      for (let i = 0; i < n; i += 1) {
        const b = bucketOf[text.charCodeAt(i)]!;
        if (b === 0) continue;
        for (const k of buckets[b - 1]!) if (found[k] === 0 && occursAt(needles[k]!, text, n, i)) found[k] = 1;
      }
    },
  };
}

/** Whether `needle` (its first code unit already matched) is in `text` at `i`. */
function occursAt(needle: string, text: string, n: number, i: number): boolean {
  const length = needle.length;
  if (i + length > n) return false;
  for (let j = 1; j < length; j += 1) if (text.charCodeAt(i + j) !== needle.charCodeAt(j)) return false;
  return true;
}
