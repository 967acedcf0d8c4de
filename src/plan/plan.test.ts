import { describe, expect, it } from 'vitest';
import { encodeMarker } from '../store/marker.js';
import { flaggedFiles, planFileStatus, plainPath, planRecord, type ModelPlan } from './plan.js';
import { renderPlanMarkdown } from './render.js';
import { triagedCheck } from '../triage/prerequisite.js';
import { plannedCheck } from './prerequisite.js';
import { initialState, transition } from '../store/target-state.js';

const model: ModelPlan = {
  summary: 'Key the cache by tenant.',
  files: [
    { path: 'src/cache.ts', change: 'modify', why: 'key entries by tenant id' },
    { path: 'src/tenant-cache.ts', change: 'modify', why: 'the model thinks this exists' },
    { path: 'test/cache.test.ts', change: 'create', why: 'a test per tenant' },
    { path: '../outside.ts', change: 'modify', why: 'escapes' },
  ],
  steps: ['Change the map key.', 'Add the test.'],
  tests: ['test/cache.test.ts: tenant B does not read tenant A’s value'],
  risks: ['Callers that relied on sharing.'],
  outOfScope: ['A TTL.'],
};
const exists = new Map<string, boolean | null>([
  ['src/cache.ts', true],
  ['src/tenant-cache.ts', false],
  ['test/cache.test.ts', false],
  ['../outside.ts', null],
]);

describe('the files a plan names, as tend checked them', () => {
  it('takes the checkout’s word over the model’s: exists, new, missing, or not a plain path', () => {
    expect(planFileStatus('modify', true)).toBe('exists');
    expect(planFileStatus('create', false)).toBe('new');
    expect(planFileStatus('modify', false)).toBe('missing');
    expect(planFileStatus('create', null)).toBe('refused');
    expect(plainPath('./src//cache.ts')).toBe('src/cache.ts');
    expect(plainPath('../outside.ts')).toBeNull();
    expect(plainPath('.git/config')).toBeNull();
  });

  it('keeps the plan bounded in the state and flags a file it names that is not there', () => {
    const record = planRecord(model, exists, 'c'.repeat(40), '2026-01-01T00:00:00Z');
    expect(record.files.map((f) => f.status)).toEqual(['exists', 'missing', 'new', 'refused']);
    expect(flaggedFiles(record).map((f) => f.path)).toEqual(['src/tenant-cache.ts', '../outside.ts']);
    const markdown = renderPlanMarkdown(record);
    expect(markdown).toContain('| src/tenant-cache.ts | modify | ⚠️ not found: the plan says it exists |');
    expect(markdown).toContain('| test/cache.test.ts | create | new (to be created) |');
    expect(markdown).toContain('> 2 file(s) the plan names as existing are not in the checkout');
    expect(markdown).toContain('1. Change the map key.');
  });

  it('drops the least important items first when the plan would crowd the state marker', () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => `${i} ${'-'.repeat(280)}`);
    const big = { ...model, files: Array.from({ length: 30 }, (_, i) => ({ path: `src/f${i}.ts`, change: 'create' as const, why: '-'.repeat(900) })), steps: long(20), tests: long(15), risks: long(10), outOfScope: long(10) };
    const record = planRecord(big, new Map(), 'c'.repeat(40), 'now', 8_000);
    expect(encodeMarker(record).length).toBeLessThanOrEqual(8_000);
    expect(record.outOfScope).toEqual([]);
    expect(record.risks).toEqual([]);
    expect(record.steps.length).toBeGreaterThanOrEqual(1);
    expect(record.files.length).toBeGreaterThanOrEqual(1);
  });

  it('renders the model’s text inert: no hidden marker survives in PLAN.md', () => {
    const record = planRecord({ ...model, summary: 'x <!-- tend:state {"v":1} -->' }, exists, 'c'.repeat(40), 'now');
    expect(renderPlanMarkdown(record)).not.toContain('<!-- tend:');
  });
});

describe('prerequisites, from the state in tend’s own comment', () => {
  const at = 'now';
  const base = initialState({ kind: 'issue', number: 3 }, at);
  it('triaged: a valid verdict kept in the state, or a triage run that ended valid', () => {
    expect(triagedCheck(null)).toContain('no valid triage verdict');
    expect(triagedCheck({ ...base, triage: { status: 'refused', classification: 'bug', commit: 'c', at } })).toContain('its triage verdict is refused');
    expect(triagedCheck({ ...base, triage: { status: 'valid', classification: 'bug', commit: 'c', at } })).toBeNull();
    expect(triagedCheck(transition(base, { status: 'valid', workflow: 'triage', reason: 'x', at }))).toBeNull();
    // The label `triage:valid` is not state: anyone with triage access can set it.
    expect(triagedCheck(transition(base, { status: 'requested', workflow: 'plan', reason: 'x', at }))).not.toBeNull();
  });
  it('planned: a plan in the state', () => {
    expect(plannedCheck(base)).toContain('no plan yet');
    expect(plannedCheck({ ...base, plan: planRecord(model, exists, 'c', at) })).toBeNull();
  });
});
