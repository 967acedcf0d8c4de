// Turns the suggestions tend decided to apply into new file contents, refusing each one that is
// unsafe or cannot be placed, with a reason per thread. Pure: files in, files out, so what would
// be pushed is known (and capped) before anything is written.

import { containsCredential } from '../../core/redact.js';
import { fileLines, locateEdit, linesLabel, replaceLines, suggestionLines, type LineEdit, type LineRange } from './apply-suggestion.js';
import { introducedHiddenCharacter } from './hidden-characters.js';
import { pathRefusal, type PathPolicy } from './path-policy.js';

export interface PatchPolicy extends PathPolicy {
  /** Most files one patch may change. */
  maxFiles: number;
  /** Most bytes of changed lines one patch may hold, counted as in a unified diff (see diffBytes). */
  maxPatchBytes: number;
}

export interface ThreadEdit {
  threadId: string;
  /** Repository path, as the thread names it. */
  path: string;
  edit: LineEdit;
}

interface Refusal {
  threadId: string;
  /** One line, never echoing the path or the suggestion. */
  reason: string;
}

export interface PatchPlan {
  /** New contents of each changed file, in the order the edits first name them. */
  files: Map<string, string>;
  /** Threads whose suggestion is in `files`, in input order. */
  applied: string[];
  /** Threads whose suggestion the file already matches: nothing to commit for them. */
  unchanged: string[];
  /** Every other thread, in input order. */
  refused: Refusal[];
  /** Size of the patch: bytes of removed and added lines, each with its `-`/`+` and line break. */
  diffBytes: number;
}

type Outcome = { kind: 'applied' | 'unchanged' } | { kind: 'refused'; reason: string };

interface FilePlan {
  path: string;
  content: string;
  /** Input indexes of the edits that change the file. */
  changedBy: number[];
  bytes: number;
}

export function planPatch(files: ReadonlyMap<string, string>, edits: readonly ThreadEdit[], policy: PatchPolicy): PatchPlan {
  const outcomes: Outcome[] = edits.map(() => ({ kind: 'applied' }));
  const byPath = new Map<string, number[]>();
  edits.forEach((edit, index) => byPath.set(edit.path, [...(byPath.get(edit.path) ?? []), index]));

  const planned: FilePlan[] = [];
  for (const [path, indexes] of byPath) {
    const plan = planFile(path, files.get(path), indexes, edits, policy, outcomes);
    if (plan) planned.push(plan);
  }

  // Caps: files are kept in the order the edits name them; one that does not fit is refused whole.
  const result = new Map<string, string>();
  let diffBytes = 0;
  for (const plan of planned) {
    const overCap =
      !(result.size + 1 <= policy.maxFiles)
        ? `the patch would change more than ${policy.maxFiles} file(s) (maxFiles)`
        : !(diffBytes + plan.bytes <= policy.maxPatchBytes)
          ? `the patch would exceed ${policy.maxPatchBytes} bytes of changed lines (maxPatchBytes); this file's changes take ${plan.bytes}`
          : null;
    if (overCap) {
      for (const index of plan.changedBy) outcomes[index] = { kind: 'refused', reason: overCap };
      continue;
    }
    result.set(plan.path, plan.content);
    diffBytes += plan.bytes;
  }

  const pick = (kind: Outcome['kind']) => edits.filter((_, i) => outcomes[i]!.kind === kind).map((edit) => edit.threadId);
  const refused: Refusal[] = [];
  outcomes.forEach((outcome, i) => {
    if (outcome.kind === 'refused') refused.push({ threadId: edits[i]!.threadId, reason: outcome.reason });
  });
  return { files: result, applied: pick('applied'), unchanged: pick('unchanged'), refused, diffBytes };
}

/** Plans the edits `indexes` of one file, recording each outcome; null when the file does not change. */
function planFile(
  path: string,
  content: string | undefined,
  indexes: number[],
  edits: readonly ThreadEdit[],
  policy: PatchPolicy,
  outcomes: Outcome[],
): FilePlan | null {
  const refuseAll = (reason: string) => {
    for (const index of indexes) outcomes[index] = { kind: 'refused', reason };
    return null;
  };
  const pathProblem = pathRefusal(path, policy);
  if (pathProblem) return refuseAll(pathProblem);
  if (content === undefined) return refuseAll('the file is not at the head (missing, or not a regular file)');
  // U+FFFD is what a decoder leaves of bytes that are not UTF-8: writing it back would corrupt them.
  if (/[\0\uFFFD]/.test(content)) return refuseAll('the file is not UTF-8 text');

  const lines = fileLines(content);
  const claimed: Array<LineRange & { threadId: string; after: string[]; changes: boolean }> = [];
  const changes: Array<{ range: LineRange; lines: string[] }> = [];
  const changedBy: number[] = [];
  let bytes = 0;
  for (const index of indexes) {
    const { threadId, edit } = edits[index]!;
    const refuse = (reason: string) => (outcomes[index] = { kind: 'refused', reason });
    const located = locateEdit(lines, edit);
    if (!located.ok) {
      refuse(located.reason);
      continue;
    }
    const before = lines.slice(located.startLine - 1, located.endLine);
    const after = suggestionLines(edit.text);
    const hidden = introducedHiddenCharacter(before.join('\n'), after.join('\n'));
    if (hidden) {
      refuse(`the suggestion would add ${hidden}`);
      continue;
    }
    if (containsCredential(edit.text)) {
      refuse('the suggestion adds a credential-shaped string');
      continue;
    }
    const first = claimed.find((range) => range.startLine <= located.endLine && located.startLine <= range.endLine);
    if (first && first.startLine === located.startLine && first.endLine === located.endLine && sameLines(first.after, after)) {
      // Two reviewers suggested the same fix: the first one's change answers both threads.
      if (first.changes) changedBy.push(index);
      else outcomes[index] = { kind: 'unchanged' };
      continue;
    }
    if (first) {
      refuse(`the range (${linesLabel(located)}) overlaps ${linesLabel(first)}, taken by thread ${first.threadId} which comes first`);
      continue;
    }
    const changesLines = !sameLines(before, after);
    claimed.push({ startLine: located.startLine, endLine: located.endLine, threadId, after, changes: changesLines });
    if (!changesLines) {
      outcomes[index] = { kind: 'unchanged' };
      continue;
    }
    changes.push({ range: located, lines: after });
    changedBy.push(index);
    bytes += changedLineBytes(before, after);
  }
  if (changes.length === 0) return null;

  // Bottom-up, so each range still means the lines it was located on.
  let next = content;
  for (const change of [...changes].sort((a, b) => b.range.startLine - a.range.startLine)) next = replaceLines(next, change.range, change.lines);
  return { path, content: next, changedBy, bytes };
}

/**
 * Bytes a unified diff spends on replacing `before` with `after`: lines common to both ends are
 * context, every other line costs its UTF-8 bytes plus its `-`/`+` marker and line break.
 */
export function changedLineBytes(before: readonly string[], after: readonly string[]): number {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const cost = (lines: readonly string[]) => lines.slice(head, lines.length - tail).reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 2, 0);
  return cost(before) + cost(after);
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}
