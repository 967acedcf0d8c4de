import { describe, expect, it } from 'vitest';
import { evaluateChecks, type ChecksPolicy } from './checks.js';
import { type Check } from '../core/pull-request.js';

const BOT_SLUGS = ['coderabbitai', 'gemini-code-assist'];

const run = (name: string, state: Check['state'], over: Partial<Check> = {}): Check => ({
  kind: 'check-run',
  name,
  state,
  isRequired: false,
  actorId: 15368,
  appSlug: 'github-actions',
  workflowName: 'CI',
  ...over,
});
const status = (name: string, state: Check['state']): Check => ({ kind: 'status', name, state, isRequired: false, actorId: 1001, appSlug: null, workflowName: null });
const botRun = (name: string, state: Check['state']): Check => run(name, state, { appSlug: 'coderabbitai', actorId: 347564 });

const evaluate = (checks: Check[], requiredChecks: string[] | null = null, ignore: readonly string[] = BOT_SLUGS, over: Partial<ChecksPolicy> & { rulesetChecks?: string[] } = {}) => {
  const { rulesetChecks = [], ...policy } = over;
  return evaluateChecks({ checks, requiredChecks, rulesetChecks }, { reviewBotSlugs: ignore, requiredChecks: [], ownWorkflow: 'tend', ...policy });
};

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

  it('P2: no checks at all are no evidence that CI ran, not a pass', () => {
    expect(evaluate([])).toEqual({ state: 'no-ci' });
  });

  it("P2: only review bots' checks are no CI either", () => {
    expect(evaluate([botRun('CodeRabbit', 'success')])).toEqual({ state: 'no-ci' });
  });
});

describe('evaluateChecks: every source of required checks', () => {
  it('P1: a reported check GitHub marks required (isRequired: a ruleset) is required without classic protection', () => {
    expect(evaluate([run('build', 'failure', { isRequired: true }), run('lint', 'success')], null)).toEqual({ state: 'failing', failing: ['build'] });
    expect(evaluate([run('build', 'success', { isRequired: true }), run('flaky', 'failure')], null)).toEqual({ state: 'passing', checked: ['build'] });
  });

  it("P1: a ruleset's required context that has not reported is pending", () => {
    expect(evaluate([run('lint', 'success')], null, BOT_SLUGS, { rulesetChecks: ['build'] })).toEqual({ state: 'pending', waitingFor: ['build (not reported yet)'] });
  });

  it('required-checks from the workflow join the repository\'s: missing is pending, reported green passes', () => {
    expect(evaluate([], null, BOT_SLUGS, { requiredChecks: ['build'] })).toEqual({ state: 'pending', waitingFor: ['build (not reported yet)'] });
    expect(evaluate([run('build', 'success'), run('flaky', 'failure')], ['lint'], BOT_SLUGS, { requiredChecks: ['build'] })).toEqual({ state: 'pending', waitingFor: ['lint (not reported yet)'] });
    expect(evaluate([run('build', 'success'), status('lint', 'success')], ['lint'], BOT_SLUGS, { requiredChecks: ['build'] })).toEqual({ state: 'passing', checked: ['lint', 'build'] });
  });
});

describe("evaluateChecks: the workflow running tend is not CI (T7)", () => {
  const own = (state: Check['state']) => run('tend', state, { workflowName: 'tend' });

  it("T7: tend's own job, in progress or failed, neither holds nor blocks the merge", () => {
    expect(evaluate([run('build', 'success'), own('pending')])).toEqual({ state: 'passing', checked: ['build'] });
    expect(evaluate([run('build', 'success'), own('failure')])).toEqual({ state: 'passing', checked: ['build'] });
  });

  it("T7: tend's own job alone is no CI", () => {
    expect(evaluate([own('success')])).toEqual({ state: 'no-ci' });
  });

  it('T7: a job named tend in another workflow, or a status named tend, is CI', () => {
    expect(evaluate([run('tend', 'failure', { workflowName: 'CI' })])).toEqual({ state: 'failing', failing: ['tend'] });
    expect(evaluate([status('tend', 'pending')])).toEqual({ state: 'pending', waitingFor: ['tend'] });
  });

  it('T7: outside a workflow (ownWorkflow null) nothing is left out', () => {
    expect(evaluate([own('pending')], null, BOT_SLUGS, { ownWorkflow: null })).toEqual({ state: 'pending', waitingFor: ['tend'] });
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
