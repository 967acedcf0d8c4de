import { describe, expect, it } from 'vitest';
import { parseReviewBodyFindings } from './review-body.js';

// CodeRabbit's layout (dsifry/goodtogo#7, kurone-kito/idd-skill#2559): a section per kind, a
// <details> per file, a finding per line range; newer label lines and older inline titles.
const BODY = [
  '**Actionable comments posted: 1**',
  '',
  '<details>',
  '<summary>⚠️ Outside diff range comments (2)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/cart.ts (2)</summary><blockquote>',
  '',
  '`12-15`: _⚠️ Potential issue_ | _🟠 Major_',
  '',
  '**Totals ignore the discount.**',
  '',
  'The discount is read but never subtracted.',
  '',
  '<details>',
  '<summary>🤖 Prompt for AI Agents</summary>',
  '',
  '```',
  'In src/cart.ts around lines 12 - 15, subtract the discount.',
  '```',
  '',
  '</details>',
  '',
  '---',
  '',
  '`40`: **Guard the empty cart.**',
  '',
  'An empty cart divides by zero.',
  '',
  '</blockquote></details>',
  '',
  '</blockquote></details>',
  '',
  '<details>',
  '<summary>🧹 Nitpick comments (1)</summary><blockquote>',
  '',
  '<details>',
  '<summary>src/lib/format money.ts (1)</summary><blockquote>',
  '',
  '`3`: **Name the constant.**',
  '',
  'A named constant says what 100 is.',
  '',
  '</blockquote></details>',
  '',
  '</blockquote></details>',
].join('\n');

describe('parseReviewBodyFindings', () => {
  it('reads each finding of the outside-diff and nitpick sections with its file, lines, severity, title and text', () => {
    const parsed = parseReviewBodyFindings(BODY);
    expect(parsed.announced).toBe(3);
    expect(parsed.unreadable).toBe(0);
    expect(parsed.findings.map((f) => [f.section, f.path, f.startLine, f.endLine, f.severity, f.title])).toEqual([
      ['outside-diff', 'src/cart.ts', 12, 15, 'major', 'Totals ignore the discount.'],
      ['outside-diff', 'src/cart.ts', 40, 40, 'unknown', 'Guard the empty cart.'],
      ['nitpick', 'src/lib/format money.ts', 3, 3, 'nitpick', 'Name the constant.'],
    ]);
    expect(parsed.findings[0]!.labels).toBe('_⚠️ Potential issue_ | _🟠 Major_');
    expect(parsed.findings[0]!.body).toContain('The discount is read but never subtracted.');
    expect(parsed.findings[1]!.body).toBe('An empty cart divides by zero.');
  });

  it('finds nothing in a body without finding sections', () => {
    expect(parseReviewBodyFindings('**Actionable comments posted: 2**\n\n<details>\n<summary>📜 Review details</summary>\n\nx\n\n</details>')).toEqual({ findings: [], announced: 0, unreadable: 0 });
  });

  it('counts announced findings it cannot read as unreadable, never as none', () => {
    // The illustration in dsifry/goodtogo#7: no per-file block, no range heading.
    const other = '<details>\n<summary>⚠️ Outside diff range comments (2)</summary>\n\n**src/config.py:42-45**: Consider validation.\n\n**src/utils.py:100**: Memoize.\n\n</details>';
    expect(parseReviewBodyFindings(other)).toEqual({ findings: [], announced: 2, unreadable: 2 });
    const callout = '> [!CAUTION]\n> **⚠️ Outside diff range comments (1)**\n>\n> <details><summary>x</summary></details>';
    expect(parseReviewBodyFindings(callout)).toMatchObject({ findings: [], announced: 1, unreadable: 1 });
  });

  it('refuses a range that ends before it starts (zod), counting it unreadable', () => {
    const bad = BODY.replace('`12-15`', '`15-12`');
    const parsed = parseReviewBodyFindings(bad);
    expect(parsed.findings.map((f) => f.startLine)).toEqual([40, 3]);
    expect(parsed.unreadable).toBe(1);
  });
});
