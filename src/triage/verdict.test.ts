import { describe, expect, it } from 'vitest';
import type { EvidenceCheck } from '../evidence/types.js';
import { citationOf, gateVerdict, ModelVerdictSchema, type ModelVerdict } from './verdict.js';

const COMMIT = 'a'.repeat(40);
const bug = (over: Partial<ModelVerdict> = {}): ModelVerdict => ({
  classification: 'bug',
  valid: true,
  confidence: 0.9,
  summary: 'The cache is module-scoped.',
  recommendedNext: 'plan',
  evidence: [{ file: 'src/cache.ts', line: 3, quote: 'const entries = new Map();' }, { note: 'no tenant key anywhere' }],
  reproduction: { attempted: true, reproduced: false, details: 'no command configured' },
  highestRung: 'none',
  report: '# Triage',
  ...over,
});
const check = (result: EvidenceCheck['result']): EvidenceCheck => ({ ref: 'src/cache.ts:3', result, reason: `it is ${result}` });

describe('gateVerdict', () => {
  it('publishes a bug as valid when its citations pass the check', () => {
    const verdict = gateVerdict(bug(), [check('verified')], [], COMMIT);
    expect(verdict).toMatchObject({ valid: true, status: 'valid', refusal: null, commit: COMMIT });
    expect(verdict.evidence).toEqual([{ file: 'src/cache.ts', line: 3, check: 'verified', checkReason: 'it is verified' }, { note: 'no tenant key anywhere' }]);
  });

  it.each(['fabricated', 'uncheckable'] as const)('never publishes as valid a verdict with a %s citation', (result) => {
    const verdict = gateVerdict(bug(), [check(result)], [], COMMIT);
    expect(verdict).toMatchObject({ valid: false, status: 'refused', recommendedNext: 'stop' });
    expect(verdict.refusal).toContain(`src/cache.ts:3 is ${result} (it is ${result})`);
  });

  it('refuses a valid bug backed by notes only, and accepts one reproduced by a command tend ran', () => {
    const notesOnly = bug({ evidence: [{ note: 'trust me' }] });
    expect(gateVerdict(notesOnly, [], [], COMMIT)).toMatchObject({ status: 'refused', valid: false });
    const reproduced = bug({ evidence: [{ note: 'the test fails' }], reproduction: { attempted: true, reproduced: true, details: 'npm test -t cache fails' } });
    expect(gateVerdict(reproduced, [], [], COMMIT).status).toBe('refused');
    expect(gateVerdict(reproduced, [], [{ command: 'npm test --', pattern: 'cache', exitCode: 1, timedOut: false }], COMMIT)).toMatchObject({ status: 'valid', valid: true });
  });

  it('does not take a claimed reproduction on trust', () => {
    const claimed = bug({ reproduction: { attempted: true, reproduced: true, details: 'I ran it' } });
    const verdict = gateVerdict(claimed, [check('verified')], [], COMMIT);
    expect(verdict.reproduction.reproduced).toBeNull();
    expect(verdict.reproduction.details).toContain('not confirmed');
  });

  it('publishes an invalid verdict as invalid', () => {
    expect(gateVerdict(bug({ valid: false, recommendedNext: 'stop' }), [check('verified')], [], COMMIT)).toMatchObject({ status: 'invalid', valid: false, refusal: null });
  });
});

describe('ModelVerdictSchema', () => {
  it('refuses a reproduction for a feature request and an entry with neither file nor note', () => {
    const feature = { ...bug(), classification: 'feature' };
    expect(ModelVerdictSchema.safeParse(feature).error?.issues[0]?.message).toBe('reproduction.attempted must be false for a non-bug classification');
    expect(ModelVerdictSchema.safeParse({ ...bug(), evidence: [{ line: 3 }] }).success).toBe(false);
    expect(ModelVerdictSchema.safeParse({ ...feature, reproduction: { attempted: false, reproduced: null, details: '' } }).success).toBe(true);
  });
});

describe('citationOf', () => {
  it('cites the lines of an entry, its quote only with a line', () => {
    expect(citationOf({ file: 'a.ts', line: 2, endLine: 4, quote: 'x' })).toEqual({ path: 'a.ts', startLine: 2, endLine: 4, quote: 'x' });
    expect(citationOf({ file: 'a.ts', quote: 'x' })).toEqual({ path: 'a.ts', startLine: 1, endLine: 1 });
    expect(citationOf({ note: 'n' })).toBeNull();
  });
});
