// Does a quote say what the cited lines say? Pure. Line endings (CRLF / LF) and trailing
// whitespace never count, nor do blank lines at either end of the quote or of the range. A quote
// that drops the indentation all of its lines share is accepted too (models and people quoting in
// Markdown strip it); any other difference, inside a line or in the number of lines, is a mismatch
// and the answer names the first line that differs.

type QuoteComparison = { same: true } | { same: false; reason: string };

/** A file's lines as an editor numbers them: `\n` or `\r\n` ends a line; a final newline adds none. */
export function fileLines(text: string): string[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function compareQuote(quote: string, cited: readonly string[], startLine: number): QuoteComparison {
  const wanted = trimBlankEnds(fileLines(quote).map((line) => line.trimEnd()));
  const range = trimBlankEnds(cited.map((line, index) => ({ line: line.trimEnd(), number: startLine + index })));
  if (wanted.items.length === 0) return { same: false, reason: 'the quote is empty' };
  const have = dedent(range.items.map((entry) => entry.line));
  const quoted = dedent(wanted.items);
  for (let index = 0; index < Math.max(have.length, quoted.length); index++) {
    const fileLine = have[index];
    const quoteLine = quoted[index];
    if (fileLine === quoteLine) continue;
    const number = range.items[index]?.number ?? (range.items.at(-1)?.number ?? startLine) + 1;
    if (fileLine === undefined) return { same: false, reason: `the quote runs past the cited lines: it goes on with ${show(quoteLine)} after line ${number - 1}` };
    if (quoteLine === undefined) return { same: false, reason: `the quote stops before line ${number} (${show(fileLine)})` };
    return { same: false, reason: `line ${number} differs: the file has ${show(fileLine)}, the quote has ${show(quoteLine)}` };
  }
  return { same: true };
}

function trimBlankEnds<T extends string | { line: string }>(items: T[]): { items: T[] } {
  const blank = (item: T) => (typeof item === 'string' ? item : item.line) === '';
  let start = 0;
  let end = items.length;
  while (start < end && blank(items[start]!)) start++;
  while (end > start && blank(items[end - 1]!)) end--;
  return { items: items.slice(start, end) };
}

function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(common, line.length)));
}

function show(line: string | undefined): string {
  if (line === undefined) return 'nothing';
  const text = line.trim();
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}
