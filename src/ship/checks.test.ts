import { describe, expect, it } from 'vitest';
import { evaluateChecks } from './checks.js';
import { type Check } from '../core/pull-request.js';

const BOT_SLUGS = ['coderabbitai', 'gemini-code-assist'];

const run = (name: string, state: Check['state'], over: Partial<Check> = {}): Check => ({
  kind: 'check-run',
  name,
  state,
  isRequired: false,
  actorId: 15368,
  appSlug: 'github-actions',
  ...over,
});
const status = (name: string, state: Check['state']): Check => ({ kind: 'status', name, state, isRequired: false, actorId: 1001, appSlug: null });
const botRun = (name: string, state: Check['state']): Check => run(name, state, { appSlug: 'coderabbitai', actorId: 347564 });

const evaluate = (checks: Check[], requiredChecks: string[] | null = null, ignore: readonly string[] = BOT_SLUGS) =>
  evaluateChecks({ checks, requiredChecks }, ignore);

describe('evaluateChecks: with required contexts', () => {
  it('passes when every required context passed', () => {
    expect(evaluate([run('build', 'success'), status('ci/lint', 'success')], ['build', 'ci/lint'])).toEqual({ state: 'passing', checked: ['build', 'ci/lint'] });
  });

  it('a required context that has not reported yet is pending, not passing', () => {
    expect(evaluate([run('build', 'success')], ['build', 'deploy-preview'])).toEqual({ state: 'pending', waitingFor: ['deploy-preview (not reported yet)'] });
  });

  it('a required context that reported but has no result is pending by its plain name', () => {
    expect(evaluate([run('build', 'pending')], ['build'])).toEqual({ state: 'pending', waitingFor: ['build'] });
  });

  it('a failing required context fails and is named', () => {
    expect(evaluate([run('build', 'success'), run('test', 'failure')], ['build', 'test'])).toEqual({ state: 'failing', failing: ['test'] });
  });

  it('a failure wins over a pending context: there is no point waiting', () => {
    expect(evaluate([run('test', 'failure')], ['build', 'test'])).toEqual({ state: 'failing', failing: ['test'] });
  });

  it('checks outside the rule do not gate the merge', () => {
    expect(evaluate([run('build', 'success'), run('flaky-e2e', 'failure'), run('slow', 'pending')], ['build'])).toEqual({ state: 'passing', checked: ['build'] });
  });

  it('an empty rule counts as no rule', () => {
    expect(evaluate([run('build', 'failure')], [])).toEqual({ state: 'failing', failing: ['build'] });
  });

  // A required context that a review bot's App reports (say, branch protection requires the
  // CodeRabbit check) is dropped by the review-bot filter before the required contexts are looked
  // up, so its successful run reads as "(not reported yet)" and the pull request waits forever.
  it("a required context reported by a review bot's App is not taken for unreported", () => {
    const verdict = evaluate([run('build', 'success'), botRun('CodeRabbit', 'success')], ['build', 'CodeRabbit']);
    expect(verdict.state).toBe('passing');
  });
});

describe('evaluateChecks: without a rule', () => {
  it('every reported check must pass', () => {
    expect(evaluate([run('build', 'success'), status('ci/lint', 'success')])).toEqual({ state: 'passing', checked: ['build', 'ci/lint'] });
  });

  it('any reported check failing fails', () => {
    expect(evaluate([run('build', 'success'), status('ci/lint', 'failure')])).toEqual({ state: 'failing', failing: ['ci/lint'] });
  });

  it('any reported check still running is pending', () => {
    expect(evaluate([run('build', 'success'), run('test', 'pending')])).toEqual({ state: 'pending', waitingFor: ['test'] });
  });

  it('no checks at all pass', () => {
    expect(evaluate([])).toEqual({ state: 'passing', checked: [] });
  });
});

describe('evaluateChecks: review bot checks', () => {
  it("a review bot's running check (by appSlug) does not hold the merge", () => {
    expect(evaluate([run('build', 'success'), botRun('CodeRabbit', 'pending')])).toEqual({ state: 'passing', checked: ['build'] });
  });

  it("a review bot's failed check (by appSlug) does not block the merge", () => {
    expect(evaluate([run('build', 'success'), botRun('CodeRabbit', 'failure')])).toEqual({ state: 'passing', checked: ['build'] });
  });

  it("a check from another App named like a review bot's check still counts", () => {
    expect(evaluate([run('CodeRabbit', 'failure', { appSlug: 'some-ci' })])).toEqual({ state: 'failing', failing: ['CodeRabbit'] });
  });

  it('statuses (no appSlug) are never ignored as review bot checks', () => {
    expect(evaluate([status('coderabbitai', 'pending')])).toEqual({ state: 'pending', waitingFor: ['coderabbitai'] });
  });

  it('without review bots to ignore, their checks count like any other', () => {
    expect(evaluate([botRun('CodeRabbit', 'pending')], null, [])).toEqual({ state: 'pending', waitingFor: ['CodeRabbit'] });
  });
});

describe('evaluateChecks: results that pass', () => {
  it.each(['success', 'neutral', 'skipped'] as const)('a %s check passes', (state) => {
    expect(evaluate([run('build', state)], ['build'])).toEqual({ state: 'passing', checked: ['build'] });
    expect(evaluate([run('build', state)])).toEqual({ state: 'passing', checked: ['build'] });
  });

  it('a failure result does not pass', () => {
    expect(evaluate([run('build', 'failure')], ['build']).state).toBe('failing');
  });
});
