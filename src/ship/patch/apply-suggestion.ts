// Applies a committable review suggestion to a file's text, as GitHub's "Commit suggestion"
// button does: the suggestion replaces exactly the commented lines. Line endings (LF, CRLF, even
// mixed), a byte-order mark and the final-newline state are kept; an outdated thread is
// relocated by the lines the reviewer saw, and only when they appear exactly once.

export interface LineEdit {
  /** 1-based, inclusive, on the file as it is now (informational when outdated). */
  startLine: number;
  endLine: number;
  /** The suggestion's lines joined by LF; one trailing line break is ignored; '' deletes the lines. */
  text: string;
  /** True when GitHub marks the thread outdated: the lines are found by `originalLines`. */
  outdated: boolean;
  /** The lines the reviewer saw, from the file at the comment's original commit. */
  originalLines: string[] | null;
}

export interface LineRange {
  startLine: number;
  endLine: number;
}

type LocateResult = ({ ok: true; relocated: boolean } & LineRange) | { ok: false; reason: string };

type EditResult =
  | {
      ok: true;
      content: string;
      /** The suggestion is already what the file says: nothing to commit. */
      unchanged: boolean;
      /** Where it was applied (after relocation). */
      startLine: number;
      endLine: number;
      relocated: boolean;
    }
  | { ok: false; reason: string };

interface SplitFile {
  bom: boolean;
  lines: string[];
  /** The terminator of each line: '\n', '\r\n', or '' for a last line without one. */
  eols: string[];
}

const BOM = '\uFEFF';

function split(content: string): SplitFile {
  const bom = content.startsWith(BOM);
  const body = bom ? content.slice(1) : content;
  const lines: string[] = [];
  const eols: string[] = [];
  for (const [, line, eol] of body.matchAll(/([^\n]*?)(\r\n|\n|$)/g)) {
    if (line === '' && eol === '') break; // the empty match at the end of the text
    lines.push(line!);
    eols.push(eol!);
  }
  return { bom, lines, eols };
}

/** The text of each line of `content`, without terminators or a byte-order mark. */
export function fileLines(content: string): string[] {
  return split(content).lines;
}

/** The lines a suggestion's text stands for; [] for an empty suggestion (a deletion). */
export function suggestionLines(text: string): string[] {
  if (text === '') return [];
  const normalized = text.replace(/\r\n/g, '\n');
  return (normalized.endsWith('\n') ? normalized.slice(0, -1) : normalized).split('\n');
}

/** Where `edit` applies in a file of `lines`, or why it cannot. */
export function locateEdit(lines: readonly string[], edit: LineEdit): LocateResult {
  if (edit.outdated) {
    const seen = edit.originalLines;
    if (seen === null || seen.length === 0) return { ok: false, reason: 'the thread is outdated and the lines the reviewer saw are unknown' };
    const starts = occurrences(lines, seen);
    if (starts.length === 0) return { ok: false, reason: 'the lines the reviewer saw are no longer in the file' };
    if (starts.length > 1) return { ok: false, reason: `ambiguous: the lines the reviewer saw appear ${starts.length} times in the file` };
    const startLine = starts[0]! + 1;
    return { ok: true, startLine, endLine: startLine + seen.length - 1, relocated: true };
  }
  const { startLine, endLine } = edit;
  if (!Number.isInteger(startLine) || !Number.isInteger(endLine) || startLine < 1 || endLine < startLine) {
    return { ok: false, reason: `invalid line range ${startLine}-${endLine}` };
  }
  if (endLine > lines.length) {
    return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) is past the end of the file (${lines.length} lines)` };
  }
  if (edit.originalLines !== null && !sameLines(lines.slice(startLine - 1, endLine), edit.originalLines)) {
    return { ok: false, reason: `the range (${linesLabel({ startLine, endLine })}) no longer holds what the reviewer saw` };
  }
  return { ok: true, startLine, endLine, relocated: false };
}

/**
 * Replaces lines `startLine`..`endLine` (valid, 1-based, inclusive) of `content` with `newLines`.
 * New lines take the terminator of the last line they replace (or the file's usual one when that
 * line had none), and the file ends with a line break exactly when it did before.
 */
export function replaceLines(content: string, range: LineRange, newLines: readonly string[]): string {
  const { bom, lines, eols } = split(content);
  const { startLine, endLine } = range;
  if (!(startLine >= 1 && endLine >= startLine && endLine <= lines.length)) throw new RangeError(`No ${linesLabel(range)} in a file of ${lines.length} lines.`);
  const atEnd = endLine === lines.length;
  const finalEol = eols[lines.length - 1]!;
  const eol = eols[endLine - 1] || usualEol(eols);

  const outLines = [...lines.slice(0, startLine - 1), ...newLines, ...lines.slice(endLine)];
  const outEols = [...eols.slice(0, startLine - 1), ...newLines.map(() => eol), ...eols.slice(endLine)];
  // Without a final newline before, none after, whichever line is now the last.
  if (atEnd && finalEol === '' && outEols.length > 0) outEols[outEols.length - 1] = '';
  return (bom ? BOM : '') + outLines.map((line, i) => line + outEols[i]).join('');
}

/** Applies `edit` to `content`, or says why it cannot. */
export function applyEdit(content: string, edit: LineEdit): EditResult {
  const lines = fileLines(content);
  const located = locateEdit(lines, edit);
  if (!located.ok) return located;
  const { startLine, endLine, relocated } = located;
  const next = suggestionLines(edit.text);
  if (sameLines(lines.slice(startLine - 1, endLine), next)) return { ok: true, content, unchanged: true, startLine, endLine, relocated };
  return { ok: true, content: replaceLines(content, located, next), unchanged: false, startLine, endLine, relocated };
}

/** `line 3` or `lines 3-5`. */
export function linesLabel({ startLine, endLine }: LineRange): string {
  return startLine === endLine ? `line ${startLine}` : `lines ${startLine}-${endLine}`;
}

function usualEol(eols: readonly string[]): string {
  const crlf = eols.filter((eol) => eol === '\r\n').length;
  const lf = eols.filter((eol) => eol === '\n').length;
  return crlf > lf ? '\r\n' : '\n';
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** 0-based indexes where `block` starts in `lines`. */
function occurrences(lines: readonly string[], block: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i + block.length <= lines.length; i++) {
    if (block.every((line, j) => lines[i + j] === line)) starts.push(i);
  }
  return starts;
}
