import { describe, expect, it } from 'vitest';
import { VERBS, verbFromLabel } from '../route/verbs.js';
import { initialState, transition } from '../store/target-state.js';
import { admit, PREREQUISITE_CHECKS } from './admit.js';
import { REGISTRY } from '../registry/workflows.js';

const issue = { kind: 'issue' as const, number: 4 };
const pr = { kind: 'pull_request' as const, number: 5 };
const at = '2026-01-01T00:00:00Z';
const holding = (workflow: 'ship' | 'fix' | 'triage' | 'plan' | 'implement' | 'chat', status: string, target: { kind: 'issue' | 'pull_request'; number: number } = issue) => transition(initialState(target, at), { status, workflow, reason: 'x', at });

describe('the registry', () => {
  it('declares every workflow and control verb once, with label, verb, targets, prerequisite and artifact', () => {
    expect(Object.keys(REGISTRY)).toEqual(['ship', 'fix', 'triage', 'review', 'plan', 'implement', 'chat', 'status', 'stop', 'approve', 'reject', 'remember', 'learnings', 'forget']);
    for (const entry of Object.values(REGISTRY)) {
      expect(entry.targets.length).toBeGreaterThan(0);
      expect(entry.artifact).not.toBe('');
    }
    expect(REGISTRY.fix.handler).toBe(REGISTRY.ship.handler);
  });

  it('gives routing the verbs a comment can name (chat only comes by dispatch) and the labels', () => {
    expect(Object.keys(VERBS)).toEqual(['ship', 'fix', 'triage', 'review', 'plan', 'implement', 'status', 'stop', 'approve', 'reject', 'remember', 'learnings', 'forget']);
    expect(verbFromLabel('tend:plan')).toBe('plan');
    expect(verbFromLabel('tend:implement')).toBe('implement');
    expect(verbFromLabel('tend:triage')).toBe('triage');
    expect(verbFromLabel('TEND:Ship')).toBe('ship');
    expect(verbFromLabel('tend:hold')).toBe('stop');
    expect(verbFromLabel('tend:review')).toBe('review');
    expect(verbFromLabel('tend:chat')).toBeNull();
    // A label cannot carry a directive or a number: the learnings verbs are comments only.
    expect(verbFromLabel('tend:remember')).toBeNull();
    expect(verbFromLabel('triage:valid')).toBeNull();
  });
});

describe('admit', () => {
  const base = { prerequisites: {}, state: null, targetState: 'OPEN' };

  it('checks in order: registry, context, prerequisite, mutex', () => {
    expect(admit({ ...base, name: 'deploy', target: issue })).toMatchObject({ admitted: false, step: 'registry' });
    expect(admit({ ...base, name: 'ship', target: issue })).toMatchObject({ admitted: false, step: 'context', why: "'ship' does not apply to a issue" });
    expect(admit({ ...base, name: 'triage', target: issue, targetState: null })).toMatchObject({ admitted: false, step: 'context' });
    expect(admit({ ...base, name: 'triage', target: issue, targetState: 'CLOSED' })).toMatchObject({ admitted: false, step: 'context', why: '#4 is closed; triage works on open issues' });
    const noDraft = { 'chat-draft': () => 'no drafted reply awaits approval here' };
    expect(admit({ ...base, name: 'approve', target: issue, prerequisites: noDraft })).toMatchObject({ admitted: false, step: 'prerequisite', why: "'approve' cannot run yet: no drafted reply awaits approval here" });
    expect(admit({ ...base, name: 'triage', target: issue, state: holding('chat', 'awaiting-approval') })).toMatchObject({ admitted: false, step: 'mutex' });
    expect(admit({ ...base, name: 'triage', target: issue })).toEqual({ admitted: true, name: 'triage' });
  });

  it('leaves a prerequisite nobody checks unenforced, so approve keeps recording the request until chat lands', () => {
    expect(admit({ ...base, name: 'approve', target: issue })).toEqual({ admitted: true, name: 'approve' });
  });

  it('lets a workflow run again, lets ship and fix switch, and frees a target whose workflow finished', () => {
    expect(admit({ ...base, name: 'triage', target: issue, state: holding('triage', 'requested') }).admitted).toBe(true);
    expect(admit({ ...base, name: 'fix', target: pr, state: holding('ship', 'waiting-for-bots', pr) }).admitted).toBe(true);
    expect(admit({ ...base, name: 'triage', target: issue, state: holding('chat', 'stopped') }).admitted).toBe(true);
    expect(admit({ ...base, name: 'stop', target: issue, state: holding('chat', 'awaiting-approval') }).admitted).toBe(true);
  });

  it("frees a target once its workflow reached one of that workflow's end statuses, and not before", () => {
    for (const status of ['valid', 'invalid', 'refused', 'failed']) expect(admit({ ...base, name: 'chat', target: issue, state: holding('triage', status) }).admitted).toBe(true);
    expect(admit({ ...base, name: 'chat', target: issue, state: holding('triage', 'requested') }).admitted).toBe(false);
    for (const status of ['merged', 'fixed', 'stopped', 'closed', 'ready']) expect(admit({ ...base, name: 'triage', target: issue, state: holding('ship', status) }).admitted).toBe(true);
    expect(admit({ ...base, name: 'triage', target: issue, state: holding('ship', 'blocked') }).admitted).toBe(false);
  });
});

describe('the issue cascade: triage → plan → implement', () => {
  const base = { prerequisites: PREREQUISITE_CHECKS, targetState: 'OPEN', target: issue };
  const triaged = (status: 'valid' | 'invalid' | 'refused') => ({ ...holding('triage', status), triage: { status, classification: 'bug', commit: 'c'.repeat(40), at } });
  const plan = { at, commit: 'c'.repeat(40), summary: 's', files: [], steps: ['one'], tests: [], risks: [], outOfScope: [] };

  it('refuses plan without a valid triage verdict, at the prerequisite step, before the mutex', () => {
    expect(admit({ ...base, name: 'plan', state: null })).toMatchObject({ admitted: false, step: 'prerequisite', why: expect.stringContaining('no valid triage verdict yet') });
    expect(admit({ ...base, name: 'plan', state: triaged('invalid') })).toMatchObject({ admitted: false, step: 'prerequisite', why: expect.stringContaining('its triage verdict is invalid') });
    // A chat thread holds the issue and no verdict exists: the missing prior output is what is said.
    expect(admit({ ...base, name: 'plan', state: holding('chat', 'awaiting-approval') })).toMatchObject({ step: 'prerequisite' });
    expect(admit({ ...base, name: 'plan', state: triaged('valid') })).toEqual({ admitted: true, name: 'plan' });
  });

  it('keeps the verdict through later workflows, and reads a state from before it was kept apart', () => {
    const planned = { ...transition(triaged('valid'), { status: 'planned', workflow: 'plan', reason: 'x', at }), plan };
    expect(admit({ ...base, name: 'plan', state: planned })).toEqual({ admitted: true, name: 'plan' });
    expect(admit({ ...base, name: 'plan', state: holding('triage', 'valid') })).toEqual({ admitted: true, name: 'plan' });
  });

  it('refuses implement without a plan, and admits it once the plan finished', () => {
    expect(admit({ ...base, name: 'implement', state: triaged('valid') })).toMatchObject({ admitted: false, step: 'prerequisite', why: expect.stringContaining('no plan yet') });
    const planned = { ...transition(triaged('valid'), { status: 'planned', workflow: 'plan', reason: 'x', at }), plan };
    expect(admit({ ...base, name: 'implement', state: planned })).toEqual({ admitted: true, name: 'implement' });
    // Still planning: the mutex holds the issue.
    expect(admit({ ...base, name: 'implement', state: { ...planned, status: 'requested' } })).toMatchObject({ admitted: false, step: 'mutex' });
    expect(admit({ ...base, name: 'implement', state: planned, targetState: 'CLOSED' })).toMatchObject({ step: 'context', why: '#4 is closed; implement works on open issues' });
  });

  it('frees the issue when implement ends', () => {
    const planned = { ...triaged('valid'), plan };
    for (const status of ['opened', 'refused', 'failed']) expect(admit({ ...base, name: 'plan', state: { ...planned, workflow: 'implement' as const, status } }).admitted).toBe(true);
  });
});
