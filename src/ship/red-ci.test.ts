import { describe, expect, it } from 'vitest';
import type { CiFailure } from '../core/ci-failure.js';
import type { ShipState, TargetState, ThreadRecord } from '../store/target-state.js';
import { afterRedCi, answeredRedCi, blockedReason, failureFacts, planRedCi, type RedCiPlan } from './red-ci.js';

const HEAD = 'b'.repeat(40);
const PARENT = 'a'.repeat(40);
const NOW = new Date('2026-01-01T00:00:00Z');

function failure(over: Partial<CiFailure> = {}): CiFailure {
  return { check: 'build', checkRunId: 7, job: { id: 7, runId: 3, attempt: 1 }, title: 'Build failed', summary: null, annotations: [], failedSteps: ['Run tests'], logTail: ["src/widget.ts(6,3): error TS2322: Type 'string' is not assignable to type 'number'."], previousGreen: false, ...over };
}

function record(over: Partial<ThreadRecord> = {}): ThreadRecord {
  return { id: 'T1', path: 'src/widget.ts', line: 6, author: 'coderabbitai', severity: 'minor', decision: 'fix', rationale: 'x', commit: HEAD, files: ['src/widget.ts'], replied: true, resolved: true, head: PARENT, ...over };
}

function ship(over: Partial<ShipState> = {}): ShipState {
  return { mode: 'ship', head: HEAD, iteration: 0, reviewDeadline: null, checksDeadline: null, pushed: [], threads: [], merge: null, branchDeleted: false, ...over };
}

const plan = (f: CiFailure, s: ShipState, options: { files?: string[]; model?: boolean; fork?: boolean; maxIterations?: number } = {}) =>
  planRedCi({ pr: { headRefOid: HEAD, isCrossRepository: options.fork ?? false }, failures: [f], change: { parent: PARENT, files: options.files ?? ['src/widget.ts'] }, ship: s, maxIterations: options.maxIterations ?? 3, modelFixesCi: options.model ?? true });

describe('red CI: what a failure says', () => {
  it('finds the first error line, the failed step, the files it names and a transient signature', () => {
    const facts = failureFacts(failure({ annotations: [{ path: 'src/a.ts', line: 3, level: 'failure', message: 'boom' }], logTail: ['npm ERR! network ETIMEDOUT', 'at lib/x.js:4:1'] }));
    expect(facts.firstError).toBe('src/a.ts:3: boom');
    expect(facts.step).toBe('Run tests');
    expect(facts.files).toEqual(['src/a.ts', 'lib/x.js']);
    expect(facts.flaky).toBe('ETIMEDOUT');
    expect(facts.signature).toBe('build: src/a.ts:3: boom');
  });

  it('leaves out paths outside the repository and dependencies', () => {
    expect(failureFacts(failure({ logTail: ['/usr/lib/node.js:1:1 error', 'node_modules/x/y.js:2:2 error', '../up.ts:1 error'] })).files).toEqual([]);
  });
});

describe('red CI: what tend does', () => {
  it('re-runs a job with a known transient signature, once per head and check', () => {
    const flaky = failure({ logTail: ['Error: read ECONNRESET'] });
    expect(plan(flaky, ship())).toMatchObject({ kind: 'rerun', jobId: 7 });
    const rerun: ShipState = ship({ ci: [{ head: HEAD, check: 'build', signature: 'build: Error: read ECONNRESET', action: 'rerun', at: NOW.toISOString() }] });
    expect(plan(flaky, rerun, { model: false }).kind).toBe('summarise');
  });

  it('never re-runs a check outside Actions (no job)', () => {
    expect(plan(failure({ job: null, logTail: ['ETIMEDOUT'] }), ship(), { model: false }).kind).toBe('summarise');
  });

  it("reverts tend's own fix when it is the only change since a head where the check passed", () => {
    const s = ship({ pushed: [HEAD], threads: [record()] });
    expect(plan(failure({ previousGreen: true }), s)).toMatchObject({ kind: 'revert', commit: HEAD, parent: PARENT, files: ['src/widget.ts'], threads: ['T1'] });
    // Not new (it failed before the fix too): not tend's doing, so no revert.
    expect(plan(failure({ previousGreen: false }), s).kind).toBe('model-fix');
  });

  it('re-runs a failure that passed on the previous head when the change touches no file it names', () => {
    expect(plan(failure({ previousGreen: true }), ship(), { files: ['README.md'] })).toMatchObject({ kind: 'rerun', why: expect.stringContaining('passed on the previous head') });
    expect(plan(failure({ previousGreen: true }), ship(), { files: ['src/widget.ts'] }).kind).toBe('model-fix');
  });

  it('fixes with the model only the files named, with rounds left, not on a fork', () => {
    expect(plan(failure(), ship())).toMatchObject({ kind: 'model-fix', files: ['src/widget.ts'] });
    expect(plan(failure(), ship(), { model: false })).toMatchObject({ kind: 'summarise', why: expect.stringContaining('no model') });
    expect(plan(failure(), ship(), { fork: true })).toMatchObject({ kind: 'summarise', why: expect.stringContaining('fork') });
    expect(plan(failure(), ship({ iteration: 3 }))).toMatchObject({ kind: 'summarise', why: 'max-iterations (3) rounds reached' });
    expect(plan(failure({ logTail: ['it broke'], annotations: [] }), ship())).toMatchObject({ kind: 'summarise', why: 'the failure names no file to fix' });
  });

  it("stops on the same failure twice in a row after tend's fix", () => {
    const facts = failureFacts(failure());
    const s = ship({ ci: [{ head: PARENT, check: 'build', signature: facts.signature, action: 'fix', at: NOW.toISOString() }] });
    expect(plan(failure(), s)).toMatchObject({ kind: 'summarise', why: expect.stringContaining('the same failure again') });
    const other = ship({ ci: [{ head: PARENT, check: 'build', signature: 'build: something else', action: 'fix', at: NOW.toISOString() }] });
    expect(plan(failure(), other).kind).toBe('model-fix');
  });
});

describe('red CI: folding what was done into the state', () => {
  const current: TargetState = { v: 1, target: { kind: 'pull_request', number: 1 }, workflow: 'ship', status: 'awaiting-checks', reason: '', requestedBy: null, updatedAt: NOW.toISOString(), handled: [], history: [], ship: ship({ pushed: [HEAD], threads: [record()] }) };

  it('a revert moves the head, escalates the threads it undid and records the round', () => {
    const revert = plan(failure({ previousGreen: true }), current.ship!) as Extract<RedCiPlan, { kind: 'revert' }>;
    const next = afterRedCi(current, revert, { kind: 'pushed', sha: 'c'.repeat(40) }, { now: NOW, reviewWindowMinutes: 10 });
    expect(next.status).toBe('awaiting-checks');
    expect(next.ship!.head).toBe('c'.repeat(40));
    expect(next.ship!.threads[0]).toMatchObject({ decision: 'escalate', resolved: false, replied: true });
    expect(next.ship!.ci).toEqual([expect.objectContaining({ head: HEAD, action: 'revert' })]);
  });

  it('a summary blocks with the check, step and first error, and the next run stops without reading again', () => {
    const summary = plan(failure(), current.ship!, { model: false });
    const next = afterRedCi(current, summary, { kind: 'summarised', why: 'no model' }, { now: NOW, reviewWindowMinutes: 10 });
    expect(next.status).toBe('blocked');
    expect(next.reason).toBe("failing checks: build (step `Run tests`: `src/widget.ts(6,3): error TS2322: Type 'string' is not assignable to type 'number'.`); no model");
    expect(answeredRedCi(next.ship!, HEAD, ['build'])).toBe(next.reason);
    expect(answeredRedCi(next.ship!, HEAD, ['lint'])).toBeNull();
  });

  it('a failure GitHub says nothing about keeps the plain reason', () => {
    const bare = plan(failure({ job: null, title: null, failedSteps: [], logTail: [] }), current.ship!, { model: false });
    expect(blockedReason(bare, 'nothing more to say than the conclusion')).toBe('failing checks: build');
  });
});
