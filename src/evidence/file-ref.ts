// The written forms of a file citation: `src/a.ts:10-12`, `src/a.ts:10`, `src/a.ts#L10-L12` and
// `src/a.ts#L10` (GitHub's anchor form). Pure: whether the path exists is the check's business.

import type { FileCitation } from './types.js';

type ParsedFileRef = { ok: true; citation: FileCitation } | { ok: false; error: string };

const EXPECTED = "expected 'path:LINE', 'path:START-END' or 'path#LSTART-LEND'";
const COLON_FORM = /^(.+):(\d+)(?:-(\d+))?$/;
const ANCHOR_FORM = /^(.+)#L(\d+)(?:-L?(\d+))?$/;
/** Far beyond any real source file; keeps Number() exact and a range sane. */
const MAX_LINE = 10_000_000;

export function parseFileRef(ref: string, quote?: string): ParsedFileRef {
  const text = ref.trim();
  const match = ANCHOR_FORM.exec(text) ?? COLON_FORM.exec(text);
  if (!match) return { ok: false, error: `'${shorten(ref)}' is not a file reference: ${EXPECTED}.` };
  const [, path, first, last] = match as unknown as [string, string, string, string | undefined];
  const startLine = Number(first);
  const endLine = last === undefined ? startLine : Number(last);
  if (startLine < 1 || startLine > MAX_LINE || endLine > MAX_LINE) {
    return { ok: false, error: `'${shorten(ref)}': line numbers start at 1 and stay below ${MAX_LINE}.` };
  }
  if (endLine < startLine) return { ok: false, error: `'${shorten(ref)}': the range ends (${endLine}) before it starts (${startLine}).` };
  const citation: FileCitation = { path, startLine, endLine };
  if (quote !== undefined) citation.quote = quote;
  return { ok: true, citation };
}

/** The canonical written form, used as the ref of a check made from a citation. */
export function formatFileRef(citation: FileCitation): string {
  const range = citation.endLine === citation.startLine ? `${citation.startLine}` : `${citation.startLine}-${citation.endLine}`;
  return `${citation.path}:${range}`;
}

function shorten(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
