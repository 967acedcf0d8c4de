import { describe, expect, it } from 'vitest';
import { applyModelPatch, type ModelPatch } from './search-replace.js';

const policy = { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: true, maxFiles: 3, maxPatchBytes: 2000 };
const cart = ['export function total(items: number[]) {', '  let sum = 0;', '  for (const i of items) sum += i;', '  return sum;', '}', ''].join('\n');
const files = new Map([
  ['src/cart.ts', cart],
  ['src/util.ts', 'export const one = 1;\nexport const one2 = 1;\n'],
  ['.github/workflows/ci.yml', 'on: push\n'],
]);
const patch = (edits: ModelPatch['edits'], explanation = 'Use reduce.'): ModelPatch => ({ edits, explanation });

describe('applyModelPatch', () => {
  it('applies an exact, unique search/replace in the file under review', () => {
    const result = applyModelPatch(files, patch([{ path: 'src/cart.ts', search: '  let sum = 0;\n  for (const i of items) sum += i;\n  return sum;', replace: '  return items.reduce((a, b) => a + b, 0);' }]), 'src/cart.ts', policy);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.files.get('src/cart.ts')).toBe('export function total(items: number[]) {\n  return items.reduce((a, b) => a + b, 0);\n}\n');
  });

  it.each([
    [[{ path: 'src/cart.ts', search: 'let total = 0;', replace: 'x' }], 'the search text is not in src/cart.ts (the patch does not apply)'],
    [[{ path: 'src/util.ts', search: 'export const one', replace: 'x' }], 'changes src/util.ts, not the file under review'],
    [[{ path: '.github/workflows/ci.yml', search: 'on: push', replace: 'on: [push]' }], 'the path is protected'],
    [[{ path: 'src/cart.ts', search: '  return sum;', replace: '  return sum; // \u202Eevil' }], 'bidirectional control character'],
    [[{ path: 'src/cart.ts', search: '  return sum;', replace: '  return sum; // ghp_abcdefghijklmnopqrstuvwxyz0123456789' }], 'credential-shaped string'],
  ])('refuses %j', (edits, reason) => {
    const result = applyModelPatch(files, patch(edits as ModelPatch['edits'], 'Fix it.'), 'src/cart.ts', policy);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('refuses a file that does not exist', () => {
    const result = applyModelPatch(files, patch([{ path: 'src/missing.ts', search: 'a', replace: 'b' }]), 'src/missing.ts', policy);
    expect(result).toEqual({ ok: false, reason: 'edit 1: src/missing.ts does not exist on the head' });
  });

  it('refuses an ambiguous search text', () => {
    const result = applyModelPatch(files, patch([{ path: 'src/util.ts', search: 'export const one', replace: 'x' }], 'Touches src/util.ts because the helper lives there.'), 'src/util.ts', policy);
    expect(result).toEqual({ ok: false, reason: 'edit 1: the search text occurs 2 times in src/util.ts; it must be unique' });
  });

  it('allows another file when the explanation names it, and enforces the byte cap', () => {
    const ok = applyModelPatch(files, patch([{ path: 'src/util.ts', search: 'one2 = 1', replace: 'two = 2' }], 'The constant is defined in src/util.ts.'), 'src/cart.ts', policy);
    expect(ok.ok).toBe(true);
    const big = applyModelPatch(files, patch([{ path: 'src/cart.ts', search: '  return sum;', replace: `  return sum; // ${'x'.repeat(3000)}` }]), 'src/cart.ts', policy);
    expect(big).toMatchObject({ ok: false, reason: expect.stringContaining('max-patch-bytes is 2000') });
  });

  it('keeps CRLF line endings of the file', () => {
    const crlf = new Map([['a.ts', 'one\r\ntwo\r\n']]);
    const result = applyModelPatch(crlf, patch([{ path: 'a.ts', search: 'one\ntwo', replace: 'uno\ndos' }]), 'a.ts', policy);
    expect(result.ok && result.files.get('a.ts')).toBe('uno\r\ndos\r\n');
  });
});
