import { describe, expect, it } from 'vitest';
import { beganWork, isWorkflowFile, sweepScheduleAction, watchedTargets } from './sweep-schedule.js';

describe('sweepScheduleAction', () => {
  it('a sweep that finds nothing to watch disables the sweep workflow, whichever workflow ran it', () => {
    expect(sweepScheduleAction({ run: 'sweep', watched: 0, fromSweepWorkflow: true }).action).toBe('disable');
    expect(sweepScheduleAction({ run: 'sweep', watched: 0, fromSweepWorkflow: false }).action).toBe('disable');
  });

  it('a sweep with targets to watch keeps its own workflow on (no request) and enables it from another workflow', () => {
    expect(sweepScheduleAction({ run: 'sweep', watched: 3, fromSweepWorkflow: true }).action).toBe('keep');
    expect(sweepScheduleAction({ run: 'sweep', watched: 1, fromSweepWorkflow: false }).action).toBe('enable');
  });

  it('a run that began work enables it; any other run leaves it as it is', () => {
    expect(sweepScheduleAction({ run: 'target', began: true }).action).toBe('enable');
    expect(sweepScheduleAction({ run: 'target', began: false }).action).toBe('keep');
  });
});

describe('beganWork', () => {
  const base = { route: 'command', eventName: 'issue_comment', eventAction: 'created', workflow: 'ship' };
  it('a ship or fix command that leaves the pull request waiting began work', () => {
    expect(beganWork({ ...base, status: 'awaiting-reviews' })).toBe(true);
    expect(beganWork({ ...base, workflow: 'fix', status: 'awaiting-checks' })).toBe(true);
    expect(beganWork({ ...base, route: 'intent', status: 'requested' })).toBe(true);
  });

  it('a command that finished at once, a stop, or a status read began nothing the sweep must keep', () => {
    expect(beganWork({ ...base, status: 'merged' })).toBe(false);
    expect(beganWork({ ...base, workflow: 'stop', status: 'stopped' })).toBe(false);
    expect(beganWork({ ...base, workflow: 'triage', status: 'triaged' })).toBe(false);
  });

  it('events on targets already at work begin nothing; ship.auto on an opened pull request does', () => {
    expect(beganWork({ route: 'advance', eventName: 'pull_request_review', eventAction: 'submitted', workflow: 'advance', status: 'awaiting-checks' })).toBe(false);
    expect(beganWork({ route: 'advance', eventName: 'pull_request', eventAction: 'opened', workflow: 'advance', status: 'awaiting-reviews' })).toBe(true);
    expect(beganWork({ route: 'advance', eventName: 'pull_request', eventAction: 'opened', workflow: 'advance', status: 'none' })).toBe(false);
  });
});

describe('isWorkflowFile', () => {
  it('reads the workflow file from GITHUB_WORKFLOW_REF', () => {
    expect(isWorkflowFile('acme/widgets/.github/workflows/tend-sweep.yml@refs/heads/main', 'tend-sweep.yml')).toBe(true);
    expect(isWorkflowFile('acme/widgets/.github/workflows/tend.yml@refs/heads/main', 'tend-sweep.yml')).toBe(false);
    expect(isWorkflowFile('acme/widgets/.github/workflows/old-tend-sweep.yml@refs/heads/main', 'tend-sweep.yml')).toBe(false);
    expect(isWorkflowFile(undefined, 'tend-sweep.yml')).toBe(false);
  });
});

describe('watchedTargets', () => {
  const pull = (number: number) => ({ kind: 'pull_request' as const, number });
  it('drops a searched target the repository no longer lists labelled (a stale index, E201)', () => {
    expect(watchedTargets([pull(1), pull(2)], [pull(2)])).toBe(1);
    expect(watchedTargets([pull(1)], [])).toBe(0);
  });
  it('keeps the search\'s count when the listing was not read or is not complete', () => {
    expect(watchedTargets([pull(1)], null)).toBe(1);
    const full = Array.from({ length: 100 }, (_, i) => pull(i + 10));
    expect(watchedTargets([pull(1)], full)).toBe(1);
    // An issue listing that is complete still judges issues.
    expect(watchedTargets([{ kind: 'issue', number: 5 }], full)).toBe(0);
  });
});
