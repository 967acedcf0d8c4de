// Untrusted text on its way to a model: review comments, issue bodies, chat messages. What a
// reader never sees (HTML comments, CodeRabbit's "Prompt for AI Agents" section, invisible and
// bidi control characters, image alt text) is removed; what is left is still data, and prompts
// place it only inside their data sections.

/**
 * The comment as a model may read it: HTML comments, "Prompt for AI Agents" sections, invisible
 * and bidi control characters and image alt text removed. What is left is still untrusted data.
 */
export function sanitizeForModel(body: string): string {
  const text = scanMarkdown(body).visible.join('\n').replace(INVISIBLE, '');
  return replaceImages(text).replace(/<img\b[^>]*>/gi, '[image]').trim();
}

// ---------------------------------------------------------------------------------------------
// A line scanner for the little Markdown this needs: fenced code blocks, HTML comments and the
// start of the AI-prompt section. Fences are recognised only at the start of a line, with at most
// three spaces of indentation, as CommonMark does; a fence that never closes yields nothing.

interface Fence {
  info: string;
  text: string;
}

interface Scanned {
  /** The lines a reader sees: HTML comments removed, cut where the AI-prompt section starts. */
  visible: string[];
  /** Closed fenced blocks among them, their text exactly as written (indentation of the fence removed). */
  fences: Fence[];
}

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const AI_PROMPT = /prompt for ai agents/i;

export function scanMarkdown(body: string): Scanned {
  const visible: string[] = [];
  const fences: Fence[] = [];
  let fence: { marker: string; indent: number; info: string; lines: string[] } | null = null;
  let inComment = false;

  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence !== null) {
      visible.push(line);
      if (closesFence(line, fence.marker)) {
        fences.push({ info: fence.info, text: fence.lines.join('\n') });
        fence = null;
      } else {
        fence.lines.push(line.replace(new RegExp(`^ {0,${fence.indent}}`), ''));
      }
      continue;
    }

    let rest = line;
    let hadComment = false;
    if (inComment) {
      const end = rest.indexOf('-->');
      if (end < 0) continue;
      rest = rest.slice(end + 3);
      inComment = false;
      hadComment = true;
    }

    // A line that is (partly) an HTML comment belongs to an HTML block: it never opens a fence.
    const opening = hadComment ? null : OPENING_FENCE.exec(rest);
    if (opening && !(opening[2]!.startsWith('`') && opening[3]!.includes('`'))) {
      fence = { marker: opening[2]!, indent: opening[1]!.length, info: opening[3]!.trim(), lines: [] };
      visible.push(line);
      continue;
    }

    const stripped = stripComments(rest);
    inComment = stripped.unclosed;
    hadComment ||= stripped.removed;

    // The section's end cannot be trusted: the prompt quotes the pull request, and a quoted ``` or
    // </details> would close it early and let what follows pass as the bot's own words. So
    // everything from its start on is data, never suggestions or labels.
    if (AI_PROMPT.test(stripped.text)) {
      dropOpeningDetails(visible);
      break;
    }
    if (hadComment && stripped.text.trim() === '') continue;
    visible.push(stripped.text);
  }
  return { visible, fences };
}

function closesFence(line: string, marker: string): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1]![0] === marker[0] && match[1]!.length >= marker.length;
}

/** Removes `<!-- … -->` from one line; `unclosed` when a comment runs on past its end. */
function stripComments(line: string): { text: string; removed: boolean; unclosed: boolean } {
  let text = '';
  let from = 0;
  for (;;) {
    const start = line.indexOf('<!--', from);
    if (start < 0) return { text: text + line.slice(from), removed: from > 0, unclosed: false };
    text += line.slice(from, start);
    const end = line.indexOf('-->', start + 4);
    if (end < 0) return { text, removed: true, unclosed: true };
    from = end + 3;
  }
}

/** The AI-prompt summary sits in a `<details>` opened on the line before: drop that too. */
function dropOpeningDetails(visible: string[]): void {
  let last = visible.length - 1;
  while (last >= 0 && visible[last]!.trim() === '') last--;
  if (last >= 0 && /^<details\b[^>]*>$/i.test(visible[last]!.trim())) visible.length = last;
}

// ---------------------------------------------------------------------------------------------
// Text hidden from a human reader but not from a model.

/** Zero-width, bidi control and Unicode tag characters ("ASCII smuggling"). */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

/** Longest alt text or destination looked at: bounds the work on hostile input. */
const MAX_IMAGE_PART = 2000;

/** Replaces `![alt](url)`, `![alt][ref]` and `![alt]` with `[image]`; alt text may nest brackets. */
function replaceImages(text: string): string {
  let out = '';
  let from = 0;
  let at = text.indexOf('![');
  while (at >= 0) {
    const altEnd = closingBracket(text, at + 1, '[', ']');
    if (altEnd < 0) {
      at = text.indexOf('![', at + 2);
      continue;
    }
    let end = altEnd;
    const next = text[altEnd + 1];
    if (next === '(' || next === '[') {
      const targetEnd = closingBracket(text, altEnd + 1, next, next === '(' ? ')' : ']');
      if (targetEnd >= 0) end = targetEnd;
    }
    out += `${text.slice(from, at)}[image]`;
    from = end + 1;
    at = text.indexOf('![', from);
  }
  return out + text.slice(from);
}

function closingBracket(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_IMAGE_PART);
  for (let i = open; i < limit; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === left) depth++;
    else if (char === right && --depth === 0) return i;
  }
  return -1;
}
