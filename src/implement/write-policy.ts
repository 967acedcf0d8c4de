// Whether one write of the model's may land, judged with the same policy and caps as a model patch
// in ship (src/ship/patch/): an allowed, unprotected, plain repository path; no hidden character
// or credential-shaped string added; the whole change within max-files and max-patch-bytes,
// counted against the files as they were on the default branch. Pure: contents in, a reason out.

import { containsCredential } from '../core/redact.js';
import { fileLines } from '../ship/patch/apply-suggestion.js';
import { introducedHiddenCharacter } from '../ship/patch/hidden-characters.js';
import { pathRefusal } from '../ship/patch/path-policy.js';
import { changedLineBytes, type PatchPolicy } from '../ship/patch/plan-patch.js';

/** One file's change so far: its content on the default branch (null: a new file) and now. */
export interface FileChange {
  before: string | null;
  after: string;
}

/** Bytes of changed lines in all of `changes`, as a unified diff counts them (ship's measure). */
export function changeBytes(changes: ReadonlyMap<string, FileChange>): number {
  let bytes = 0;
  for (const change of changes.values()) bytes += changedLineBytes(change.before === null ? [] : fileLines(change.before), fileLines(change.after));
  return bytes;
}

/**
 * Null when `path` may become `after`, given the other changes already made (`changes`, this path
 * included or not); else one line for the model saying what was wrong and what is allowed.
 */
export function writeRefusal(path: string, before: string | null, after: string, changes: ReadonlyMap<string, FileChange>, policy: PatchPolicy): string | null {
  const refused = pathRefusal(path, policy);
  if (refused) return `Refused: ${refused}.`;
  if (/[\0\uFFFD]/.test(after)) return 'Refused: the content is not UTF-8 text (a NUL or replacement character).';
  if (before !== null && /[\0\uFFFD]/.test(before)) return 'Refused: the file is not UTF-8 text; tend does not rewrite it.';
  const hidden = introducedHiddenCharacter(before ?? '', after);
  if (hidden) return `Refused: the change would add ${hidden}.`;
  if (containsCredential(after) && !containsCredential(before ?? '')) return 'Refused: the change would add a credential-shaped string.';
  const next = new Map(changes);
  next.set(path, { before, after });
  for (const [key, change] of next) if (change.before === change.after) next.delete(key);
  if (next.size > policy.maxFiles) return `Refused: the change would touch ${next.size} files; max-files is ${policy.maxFiles}. Change fewer files.`;
  const bytes = changeBytes(next);
  if (bytes > policy.maxPatchBytes) return `Refused: the change would be ${bytes} bytes of changed lines; max-patch-bytes is ${policy.maxPatchBytes}. Make it smaller.`;
  return null;
}

/** The content after replacing the one occurrence of `search`; a reason when it is absent or not unique. */
export function replaceOnce(content: string, search: string, replace: string): { ok: true; content: string } | { ok: false; reason: string } {
  const crlf = content.includes('\r\n');
  const find = crlf ? search.replace(/\r?\n/g, '\r\n') : search;
  const put = crlf ? replace.replace(/\r?\n/g, '\r\n') : replace;
  const first = content.indexOf(find);
  if (first < 0) return { ok: false, reason: 'The search text is not in the file; read it again and copy the excerpt exactly.' };
  if (content.indexOf(find, first + 1) >= 0) return { ok: false, reason: 'The search text occurs more than once; include more lines around it so it is unique.' };
  return { ok: true, content: content.slice(0, first) + put + content.slice(first + find.length) };
}
