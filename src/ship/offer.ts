// Fixes offered where tend cannot push (a fork's branch, a push GitHub refused): what it would
// have committed becomes one pull request review. A change on lines of the pull request's diff
// is a committable suggestion on exactly those lines (GitHub takes a review comment only there,
// P12); any other change goes into the review's body as a `diff` block to `git apply`. The next
// run checks whether each thread's change is on the head (`offerLanded`) and resolves the thread.
// Pure: file contents, the diff's hunks and the threads in; the review and what to remember out.

import { createHash } from 'node:crypto';
import { fenceFor } from '../core/quote.js';

/** One run of changed lines: old lines `start`..`start + removed - 1` become `added` (removed 0: inserted before `start`). */
export interface LineHunk {
  start: number;
  removed: number;
  added: string[];
}

/** What one file looks like on the head and after the round's fixes, and which threads changed it. */
export interface OfferedFile {
  path: string;
  /** On the head; null when the fixes create the file. */
  before: string | null;
  /** After the fixes; null when they delete the file. */
  after: string | null;
  /** Threads whose fix changed the file; `lines` (head-side, current) narrows a committable suggestion's thread to its hunk. */
  threads: Array<{ id: string; lines: { start: number; end: number } | null }>;
}

/** One change as the state remembers it: where on the offered head, and a hash of what replaces it (never the text). */
export interface OfferChange {
  path: string;
  start: number;
  removed: number;
  lines: number;
  sha: string;
  deleted?: true;
}

export interface OfferComment {
  path: string;
  /** Head-side lines the suggestion replaces; `startLine` only for more than one line. */
  line: number;
  startLine: number | null;
  body: string;
  threads: string[];
}

export interface OfferPlan {
  comments: OfferComment[];
  /** The review body's section for changes outside the diff (a `diff` block and how to apply it); '' when there is none. */
  outside: string;
  /** Per thread: its changes and whether any of them is in the body's diff block. */
  threads: Map<string, { changes: OfferChange[]; outside: boolean }>;
  /** Threads whose fix cannot be offered, with why in one line. */
  withheld: Map<string, string>;
}

/** The kind of the marker that ends tend's offered suggestions and its review (store/marker.ts). */
export const OFFER_KIND = 'offer';
/** Context lines around a change that must be on the head with it before the change counts as committed. */
const LANDING_CONTEXT = 2;
/** Line pairs compared by the exact diff; beyond, a file's changed middle is offered as one hunk. */
const EXACT_DIFF_CELLS = 250_000;
/** The review body's room for the diff block: GitHub's limit for a body is 65,536 characters. */
const OUTSIDE_LIMIT = 50_000;
/** Stands for "no newline at the end of the file" after a last line, so a change to it is seen. */
const NO_EOL = '\u0000';
const CREDENTIAL = 'its change holds text shaped like a credential, which tend never posts';
/** A path `git diff` would quote (control characters, `"`, `\`): never written into a diff block. */
const UNQUOTED_PATH = /[\u0000-\u001f\u007f"\\]/;

/** `text` as a Markdown code span it cannot leave: one line, delimited by more backticks than any run in it. */
export function codeSpan(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ');
  const ticks = '`'.repeat(Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${line}${pad}${ticks}`;
}

/** A file's lines; a last line without a newline carries NO_EOL, so adding the newline is a change. */
export function offerLines(text: string | null): string[] {
  if (text === null || text === '') return [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  else lines[lines.length - 1] += NO_EOL;
  return lines;
}

/** The changed runs of lines between `before` and `after`, in order (a longest-common-subsequence diff of the changed middle). */
export function lineHunks(before: readonly string[], after: readonly string[]): LineHunk[] {
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix += 1;
  const a = before.slice(prefix, before.length - suffix);
  const b = after.slice(prefix, after.length - suffix);
  if (a.length === 0 && b.length === 0) return [];
  if (a.length * b.length > EXACT_DIFF_CELLS) return [{ start: prefix + 1, removed: a.length, added: b }];
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] = a[i] === b[j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const hunks: LineHunk[] = [];
  let open: LineHunk | null = null;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      open = null;
      i += 1;
      j += 1;
      continue;
    }
    if (open === null) {
      open = { start: prefix + i + 1, removed: 0, added: [] };
      hunks.push(open);
    }
    if (j < b.length && (i >= a.length || lcs[i * width + j + 1]! >= lcs[(i + 1) * width + j]!)) {
      open.added.push(b[j]!);
      j += 1;
    } else {
      open.removed += 1;
      i += 1;
    }
  }
  return hunks;
}

/** The 16-hex hash the state keeps of a change's new lines. */
export function linesHash(lines: readonly string[]): string {
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

/**
 * Plans the review: each hunk on lines of one of the diff's hunks (`diffHunks`, head side, GitHub's
 * own) becomes a committable suggestion, every other goes into the body's diff block. `redact`
 * is the run's: a piece it would change (a credential's shape in the code) is withheld, never
 * offered cut.
 */
export function planOffer(files: readonly OfferedFile[], diffHunks: ReadonlyMap<string, ReadonlyArray<{ start: number; end: number }>>, redact: (text: string) => string): OfferPlan {
  const comments: OfferComment[] = [];
  const threads = new Map<string, { changes: OfferChange[]; outside: boolean }>();
  const withheld = new Map<string, string>();
  const outsideFiles: Array<{ file: OfferedFile; hunks: LineHunk[] }> = [];
  const entry = (id: string) => threads.get(id) ?? threads.set(id, { changes: [], outside: false }).get(id)!;

  for (const file of files) {
    const before = offerLines(file.before);
    const hunks = lineHunks(before, offerLines(file.after));
    const outside: LineHunk[] = [];
    for (const hunk of hunks) {
      const owners = ownersOf(file, hunk);
      const change: OfferChange = { path: file.path, start: hunk.start, removed: hunk.removed, lines: hunk.added.length, sha: linesHash(hunk.added), ...(file.after === null ? { deleted: true } : {}) };
      for (const id of owners) entry(id).changes.push(change);
      const inline = file.before !== null && file.after !== null ? suggestionFor(before, hunk) : null;
      const fits = inline !== null && (diffHunks.get(file.path) ?? []).some((h) => h.start <= inline.start && inline.end <= h.end);
      if (!fits) {
        outside.push(hunk);
        for (const id of owners) entry(id).outside = true;
        continue;
      }
      const text = inline.lines.map((l) => l.replace(NO_EOL, '')).join('\n');
      const fence = fenceFor(text);
      const body = `${fence}suggestion\n${text}${text === '' ? '' : '\n'}${fence}\n\n<!-- tend:${OFFER_KIND} ${owners.join(' ')} -->`;
      if (redact(body) !== body) {
        for (const id of owners) withheld.set(id, CREDENTIAL);
        continue;
      }
      comments.push({ path: file.path, line: inline.end, startLine: inline.end > inline.start ? inline.start : null, body, threads: owners });
    }
    if (outside.length > 0 && UNQUOTED_PATH.test(file.path)) {
      // git quotes such a path in a diff header; written plainly it could end the header or add lines to the patch.
      for (const id of new Set(outside.flatMap((h) => ownersOf(file, h)))) withheld.set(id, 'its file path holds a control character, a quote or a backslash, which a diff block does not carry plainly');
    } else if (outside.length > 0) outsideFiles.push({ file, hunks: outside });
  }

  let outside = '';
  let outsideOwners: string[] = [];
  if (outsideFiles.length > 0) {
    const diff = outsideFiles.map(({ file, hunks }) => unifiedDiff(file, hunks)).join('');
    outsideOwners = [...new Set(outsideFiles.flatMap(({ file, hunks }) => hunks.flatMap((h) => ownersOf(file, h))))];
    const fence = fenceFor(diff);
    outside = [
      '### Outside the diff',
      '',
      "GitHub takes suggestions only on lines of the pull request's diff, and these changes are elsewhere. To apply them, save the block below as `tend-offer.patch` at the root of a checkout of this branch, run `git apply tend-offer.patch`, then commit and push.",
      '',
      `${fence}diff`,
      diff.replace(/\n$/, ''),
      fence,
    ].join('\n');
    const refusal = redact(outside) !== outside ? CREDENTIAL : outside.length > OUTSIDE_LIMIT ? `its change outside the diff is too large for a review body (${outside.length} characters; at most ${OUTSIDE_LIMIT})` : null;
    if (refusal !== null) for (const id of outsideOwners) withheld.set(id, refusal);
  }
  // A thread is offered whole or not at all, and a piece two threads share goes with both.
  const pieces = [...comments.map((c) => c.threads), outsideOwners];
  for (let spread = true; spread; ) {
    spread = false;
    for (const owners of pieces.filter((p) => p.some((id) => withheld.has(id)))) {
      for (const id of owners.filter((o) => !withheld.has(o))) {
        withheld.set(id, 'it shares a change with a thread whose fix tend cannot offer');
        spread = true;
      }
    }
  }
  const kept = comments.filter((c) => !c.threads.some((id) => withheld.has(id)));
  if (outsideOwners.some((id) => withheld.has(id))) outside = '';
  for (const id of withheld.keys()) threads.delete(id);
  return { comments: kept, outside, threads, withheld };
}

/**
 * Whether `change`, offered on a head where the file read `offered`, is in the file as it reads
 * now: its new lines, between the lines that surrounded it, occur more often than they did on the
 * offered head. Another edit around it makes this false: the thread then stays open for a person,
 * which is safe; a false true would resolve a thread whose fix is not there.
 */
export function offerLanded(offered: string | null, now: string | null, change: OfferChange): boolean {
  if (change.deleted) return now === null;
  if (now === null) return false;
  const old = offerLines(offered);
  const before = old.slice(Math.max(0, change.start - 1 - LANDING_CONTEXT), change.start - 1);
  const after = old.slice(change.start - 1 + change.removed, change.start - 1 + change.removed + LANDING_CONTEXT);
  if (before.length + after.length + change.lines === 0) return false;
  const count = (lines: readonly string[]) => {
    let found = 0;
    for (let i = 0; i + before.length + change.lines + after.length <= lines.length; i += 1) {
      const at = (k: number) => lines[i + k];
      if (!before.every((l, k) => at(k) === l)) continue;
      const middle = lines.slice(i + before.length, i + before.length + change.lines);
      if (linesHash(middle) !== change.sha) continue;
      if (after.every((l, k) => at(before.length + change.lines + k) === l)) found += 1;
    }
    return found;
  };
  return count(offerLines(now)) > count(old);
}

/** The threads a hunk belongs to: a suggestion's thread when its lines meet the hunk, a model fix's whenever it changed the file. */
function ownersOf(file: OfferedFile, hunk: LineHunk): string[] {
  const end = hunk.start + Math.max(hunk.removed, 1) - 1;
  const owners = file.threads.filter((t) => t.lines === null || (t.lines.start <= end && hunk.start <= t.lines.end)).map((t) => t.id);
  return owners.length > 0 ? owners : file.threads.map((t) => t.id);
}

/**
 * The head-side lines a suggestion replaces for `hunk`, and its lines. A pure insertion takes the
 * line before it (or, at the top, the line after it) along, as GitHub's suggestion replaces lines.
 * Null when the hunk only adds or drops the file's last newline, which a suggestion cannot say.
 */
function suggestionFor(before: readonly string[], hunk: LineHunk): { start: number; end: number; lines: string[] } | null {
  const touchesEol = [...before.slice(hunk.start - 1, hunk.start - 1 + hunk.removed), ...hunk.added].some((l) => l.endsWith(NO_EOL));
  if (touchesEol) return null;
  if (hunk.removed > 0) return { start: hunk.start, end: hunk.start + hunk.removed - 1, lines: hunk.added };
  if (hunk.start > 1) return { start: hunk.start - 1, end: hunk.start - 1, lines: [before[hunk.start - 2]!, ...hunk.added] };
  if (before.length > 0) return { start: 1, end: 1, lines: [...hunk.added, before[0]!] };
  return null;
}

/** `git diff`'s format for `hunks` of one file, three lines of context, hunks whose context meets merged. */
function unifiedDiff(file: OfferedFile, hunks: readonly LineHunk[]): string {
  const old = offerLines(file.before);
  const header = [
    `diff --git a/${file.path} b/${file.path}`,
    ...(file.before === null ? ['new file mode 100644'] : file.after === null ? ['deleted file mode 100644'] : []),
    `--- ${file.before === null ? '/dev/null' : `a/${file.path}`}`,
    `+++ ${file.after === null ? '/dev/null' : `b/${file.path}`}`,
  ];
  const context = 3;
  const groups: LineHunk[][] = [];
  for (const hunk of hunks) {
    const last = groups.at(-1)?.at(-1);
    if (last && hunk.start - (last.start + last.removed) <= 2 * context) groups.at(-1)!.push(hunk);
    else groups.push([hunk]);
  }
  const out: string[] = [];
  let delta = 0;
  const line = (sign: string, text: string) => (text.endsWith(NO_EOL) ? `${sign}${text.slice(0, -1)}\n\\ No newline at end of file` : `${sign}${text}`);
  for (const group of groups) {
    const first = group[0]!;
    const last = group.at(-1)!;
    const from = Math.max(1, first.start - context);
    const to = Math.min(old.length, last.start + last.removed - 1 + context);
    const body: string[] = [];
    let oldCount = 0;
    let newCount = 0;
    let at = from;
    for (const hunk of group) {
      for (; at < hunk.start; at += 1, oldCount += 1, newCount += 1) body.push(line(' ', old[at - 1]!));
      for (let k = 0; k < hunk.removed; k += 1, at += 1, oldCount += 1) body.push(line('-', old[at - 1]!));
      for (const added of hunk.added) {
        body.push(line('+', added));
        newCount += 1;
      }
    }
    for (; at <= to; at += 1, oldCount += 1, newCount += 1) body.push(line(' ', old[at - 1]!));
    const oldStart = oldCount === 0 ? from - 1 : from;
    const newStart = newCount === 0 ? from - 1 + delta : from + delta;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, ...body);
    delta += newCount - oldCount;
  }
  return `${[...header, ...out].join('\n')}\n`;
}
