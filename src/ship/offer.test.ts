import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpan, lineHunks, offerLanded, offerLines, planOffer, type OfferedFile } from './offer.js';
import { fenceFor } from '../core/quote.js';

const WIDGET = ['export function area(w: number, h: number) {', '  return w * h;', '}', '', 'export function perimeter(w: number, h: number) {', '  return w + w + h + h;', '}', '', 'export function label(name: string) {', "  return 'Widget: ' + name;", '}', ''].join('\n');
const GUARD = "  if (w < 0 || h < 0) throw new RangeError('negative size');";
const same = (text: string) => text;
/** The pull request's diff changes line 6 of the widget: its hunk is lines 3-9 on the head. */
const DIFF = new Map([['src/widget.ts', [{ start: 3, end: 9 }]]]);

describe('lineHunks', () => {
  it('finds each changed run apart, insertions and replacements, with old line numbers', () => {
    const after = offerLines(WIDGET.replace('  return w * h;', `${GUARD}\n  return w * h;`).replace('w + w + h + h', '2 * (w + h)'));
    expect(lineHunks(offerLines(WIDGET), after)).toEqual([
      { start: 2, removed: 0, added: [GUARD] },
      { start: 6, removed: 1, added: ['  return 2 * (w + h);'] },
    ]);
    expect(lineHunks(['a'], ['a'])).toEqual([]);
  });

  it('sees a newline added at the end of a file', () => {
    expect(lineHunks(offerLines('a\nb'), offerLines('a\nb\n'))).toHaveLength(1);
  });
});

describe('planOffer', () => {
  const file = (after: string, threads: OfferedFile['threads']): OfferedFile => ({ path: 'src/widget.ts', before: WIDGET, after, threads });

  it('puts a change on diff lines as a committable suggestion on exactly those lines, and one elsewhere in the body as a diff git applies', () => {
    const after = WIDGET.replace('  return w * h;', `${GUARD}\n  return w * h;`).replace('w + w + h + h', '2 * (w + h)');
    const plan = planOffer([file(after, [{ id: 'T-suggestion', lines: { start: 6, end: 6 } }, { id: 'T-model', lines: null }])], DIFF, same);
    expect(plan.comments).toEqual([{ path: 'src/widget.ts', line: 6, startLine: null, body: '```suggestion\n  return 2 * (w + h);\n```\n\n<!-- tend:offer T-suggestion T-model -->', threads: ['T-suggestion', 'T-model'] }]);
    expect(plan.outside).toContain('```diff\ndiff --git a/src/widget.ts b/src/widget.ts\n--- a/src/widget.ts\n+++ b/src/widget.ts\n@@ -1,4 +1,5 @@\n export function area(w: number, h: number) {\n+' + GUARD + '\n   return w * h;\n }\n \n```');
    expect(plan.outside).toContain('git apply tend-offer.patch');
    expect(plan.threads.get('T-model')).toMatchObject({ outside: true });
    expect(plan.threads.get('T-suggestion')).toMatchObject({ outside: false, changes: [{ path: 'src/widget.ts', start: 6, removed: 1, lines: 1 }] });
    expect(plan.withheld.size).toBe(0);
  });

  it('offers a replacement of several lines as one multi-line range (start_line to line)', () => {
    const after = WIDGET.replace('export function perimeter(w: number, h: number) {\n  return w + w + h + h;', 'export function perimeter(width: number, height: number) {\n  return 2 * (width + height);');
    const plan = planOffer([file(after, [{ id: 'T', lines: { start: 5, end: 6 } }])], DIFF, same);
    expect(plan.comments.map((c) => [c.startLine, c.line])).toEqual([[5, 6]]);
  });

  it('fences a suggestion with more backticks than the code holds, so the code cannot close the block', () => {
    const after = WIDGET.replace('w + w + h + h', '`````; // ```suggestion');
    const [comment] = planOffer([file(after, [{ id: 'T', lines: { start: 6, end: 6 } }])], DIFF, same).comments;
    expect(comment!.body.startsWith('``````suggestion\n')).toBe(true);
    expect(comment!.body).toContain('\n``````\n');
    expect(fenceFor('no ticks')).toBe('```');
  });

  it('withholds a thread whose change holds what the redactor removes, and everything it shares', () => {
    const after = WIDGET.replace('w + w + h + h', 'secret()');
    const plan = planOffer([file(after, [{ id: 'T', lines: { start: 6, end: 6 } }])], DIFF, (text) => text.replace('secret()', '***'));
    expect(plan.comments).toEqual([]);
    expect(plan.withheld.get('T')).toContain('credential');
    expect(plan.threads.has('T')).toBe(false);
  });

  it('writes a body diff that git apply takes and that leaves the file as the fix has it (two hunks, a missing last newline)', () => {
    const before = `${WIDGET}// end`;
    const after = before.replace('  return w * h;', `${GUARD}\n  return w * h;`).replace("  return 'Widget: ' + name;", '  return `Widget: ${name}`;').replace('// end', '// end\n');
    const plan = planOffer([{ path: 'src/widget.ts', before, after, threads: [{ id: 'T', lines: null }] }], new Map(), same);
    const dir = mkdtempSync(join(tmpdir(), 'offer-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/widget.ts'), before);
    const block = /````?diff\n([\s\S]*?)\n````?$/m.exec(plan.outside)![1]!;
    writeFileSync(join(dir, 'tend-offer.patch'), `${block}\n`);
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['apply', 'tend-offer.patch'], { cwd: dir });
    expect(readFileSync(join(dir, 'src/widget.ts'), 'utf8')).toBe(after);
  });

  it("never writes a path git would quote into the diff block, nor lets a path leave its code span in the review's text", () => {
    const evil = 'src/x\n+++ b/.github/workflows/ci.yml';
    const plan = planOffer([{ path: evil, before: 'a\n', after: 'b\n', threads: [{ id: 'T', lines: null }] }], new Map(), same);
    expect(plan.outside).toBe('');
    expect(plan.withheld.get('T')).toContain('control character');
    expect(codeSpan('a`b` [x](http://e)\n# h')).toBe('``a`b` [x](http://e) # h``');
    expect(codeSpan('`x')).toBe('`` `x ``');
  });

  it('puts a new file in the body as a diff that creates it', () => {
    const plan = planOffer([{ path: 'test/widget.test.ts', before: null, after: 'it()\n', threads: [{ id: 'T', lines: null }] }], DIFF, same);
    expect(plan.comments).toEqual([]);
    expect(plan.outside).toContain('new file mode 100644\n--- /dev/null\n+++ b/test/widget.test.ts\n@@ -0,0 +1,1 @@\n+it()');
  });
});

describe('offerLanded', () => {
  const [change] = planOffer([{ path: 'src/widget.ts', before: WIDGET, after: WIDGET.replace('w + w + h + h', '2 * (w + h)'), threads: [{ id: 'T', lines: { start: 6, end: 6 } }] }], DIFF, same).threads.get('T')!.changes;

  it('is true once the offered lines are on the head between the lines around them, even moved by other edits', () => {
    expect(offerLanded(WIDGET, WIDGET.replace('w + w + h + h', '2 * (w + h)'), change!)).toBe(true);
    expect(offerLanded(WIDGET, `// header\n${WIDGET.replace('w + w + h + h', '2 * (w + h)')}`, change!)).toBe(true);
  });

  it('is false while the head does not hold them, or holds them only where they already were', () => {
    expect(offerLanded(WIDGET, WIDGET, change!)).toBe(false);
    expect(offerLanded(WIDGET, WIDGET.replace('w + w + h + h', '2 * (w + h + 0)'), change!)).toBe(false);
    expect(offerLanded(WIDGET, null, change!)).toBe(false);
  });
});
