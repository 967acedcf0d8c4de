// Reads the findings CodeRabbit puts in a review's BODY rather than in threads: its
// "⚠️ Outside diff range comments (N)" section (lines the diff does not cover, so GitHub allows no
// thread there) and its "🧹 Nitpick comments (N)" section. Each section is a <details> block
// holding one <details> per file (`<summary>path (n)</summary>`), and in it one finding per
// line range, headed `` `12-15`: **title** `` or, in the newer format,
// `` `12`: _⚠️ Potential issue_ | _🟠 Major_ `` with the title in bold on a following line.
// Observed: dsifry/goodtogo#7, kurone-kito/idd-skill#2559, mmnto-ai/totem#984.
//
// The body is untrusted text: the parser only reads shapes, every finding is validated with zod,
// and what it cannot read is counted against the number the section announces, so a format change
// is reported as "unreadable" instead of passing for "no findings". Pure.

import * as z from 'zod';
import { codeRabbitSeverity } from './review-comment.js';

const SEVERITIES = ['critical', 'major', 'minor', 'nitpick', 'unknown'] as const;

export const BodyFindingSchema = z
  .strictObject({
    section: z.enum(['outside-diff', 'nitpick']),
    path: z.string().min(1).max(1000).refine((p) => !/[\0\r\n]/.test(p), { message: 'a path is one line' }),
    startLine: z.number().int().min(1),
    endLine: z.number().int().min(1),
    severity: z.enum(SEVERITIES),
    /** The first visible line of the finding as the bot labels it (`_⚠️ Potential issue_ | _🟠 Major_`), or ''. */
    labels: z.string(),
    title: z.string().max(2000),
    body: z.string(),
  })
  .refine((f) => f.startLine <= f.endLine, { message: 'a line range starts before it ends' });

export type BodyFinding = z.infer<typeof BodyFindingSchema>;

export interface ReviewBodyFindings {
  findings: BodyFinding[];
  /** How many findings the sections' headers announce. */
  announced: number;
  /** Announced findings the parser could not read (a format it does not know). */
  unreadable: number;
}

const SECTION = /<summary>\s*(?:[^<\w]*\s*)?(Outside diff range|Nitpick) comments \((\d+)\)\s*<\/summary>/gu;
// The newer callout form (`> **⚠️ Outside diff range comments (2)**`) is counted, not parsed.
const CALLOUT = /^>\s*\*\*[^*\w]*(Outside diff range|Nitpick) comments \((\d+)\)\*\*\s*$/gmu;
const FILE = /<details>\s*<summary>([^<>\n]+?) \((\d+)\)<\/summary>/g;
const FINDING_HEAD = /^`(\d+)(?:-(\d+))?`:\s*(.*)$/;

export function parseReviewBodyFindings(body: string): ReviewBodyFindings {
  const text = body.replace(/\r\n/g, '\n');
  const findings: BodyFinding[] = [];
  let announced = 0;
  let read = 0;
  for (const match of text.matchAll(SECTION)) {
    const section = match[1] === 'Nitpick' ? 'nitpick' : 'outside-diff';
    announced += Number(match[2]);
    const start = match.index + match[0].length;
    const content = text.slice(start, closingDetails(text, start));
    for (const file of content.matchAll(FILE)) {
      const from = file.index + file[0].length;
      const block = content.slice(from, closingDetails(content, from));
      for (const raw of splitFindings(block)) {
        read += 1;
        const parsed = BodyFindingSchema.safeParse(toFinding(section, file[1]!.trim(), raw));
        if (parsed.success) findings.push(parsed.data);
      }
    }
  }
  const calloutAnnounced = [...text.matchAll(CALLOUT)].reduce((sum, m) => sum + Number(m[2]), 0);
  announced += calloutAnnounced;
  return { findings, announced, unreadable: Math.max(0, announced - findings.length, read - findings.length) };
}

/** Index of the `</details>` that closes a block opened just before `from` (nested blocks skipped). */
function closingDetails(text: string, from: number): number {
  const tag = /<(\/?)details\b[^>]*>/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return text.length;
}

interface RawFinding {
  start: number;
  end: number | null;
  head: string;
  lines: string[];
}

function splitFindings(block: string): RawFinding[] {
  const found: RawFinding[] = [];
  for (const line of block.split('\n')) {
    const head = FINDING_HEAD.exec(line.trim());
    if (head) found.push({ start: Number(head[1]), end: head[2] ? Number(head[2]) : null, head: head[3]!.trim(), lines: [] });
    else found.at(-1)?.lines.push(line);
  }
  return found;
}

function toFinding(section: BodyFinding['section'], path: string, raw: RawFinding): unknown {
  const lines = raw.lines.filter((l) => !/^\s*<\/?blockquote>\s*(<\/details>)?\s*$/.test(l));
  const boldTitle = /^\*\*(.+)\*\*$/;
  let labels = '';
  let title = '';
  const inline = boldTitle.exec(raw.head);
  if (inline) title = inline[1]!;
  else {
    labels = raw.head;
    const index = lines.findIndex((l) => l.trim() !== '');
    const bold = index >= 0 ? boldTitle.exec(lines[index]!.trim()) : null;
    if (bold) {
      title = bold[1]!;
      lines.splice(index, 1);
    }
  }
  const labelled = labels === '' ? 'unknown' : codeRabbitSeverity(labels);
  return {
    section,
    path,
    startLine: raw.start,
    endLine: raw.end ?? raw.start,
    severity: labelled === 'unknown' && section === 'nitpick' ? 'nitpick' : labelled,
    labels,
    title: title.trim(),
    body: lines.join('\n').trim(),
  };
}
