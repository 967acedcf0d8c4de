import { describe, expect, it } from 'vitest';
import { settleModelDecision, whyModelMayNotResolve, type ResolveFacts } from './model-resolve.js';
import type { Severity } from './types.js';

const RABBIT = { kind: 'review-bot', name: 'coderabbit' } as const;
const bot = (severity: Severity, fork = false): ResolveFacts => ({ opener: RABBIT, severity, fork });
const writer = (severity: Severity = 'unknown', fork = false): ResolveFacts => ({ opener: { kind: 'person' }, severity, fork });
const fix = { decision: 'fix', rationale: 'Negative sizes should be rejected.' } as const;
const ignore = { decision: 'ignore', rationale: 'Sizes come from a validated form.' } as const;
const escalate = { decision: 'escalate', rationale: 'The model escalated it: needs a product decision.' } as const;

describe('whyModelMayNotResolve', () => {
  it("lets the model close a review bot's minor finding or nitpick on the repository's own branch", () => {
    expect(whyModelMayNotResolve(bot('minor'))).toBeNull();
    expect(whyModelMayNotResolve(bot('nitpick'))).toBeNull();
  });

  it('never a thread a writer opened, at any severity', () => {
    for (const severity of ['nitpick', 'minor', 'major', 'critical', 'unknown'] as const) {
      expect(whyModelMayNotResolve(writer(severity))).toBe('opened by a writer');
    }
  });

  it('never a major or critical finding, and a finding without a label counts as major', () => {
    expect(whyModelMayNotResolve(bot('major'))).toBe('a major finding by coderabbit');
    expect(whyModelMayNotResolve(bot('critical'))).toBe('a critical finding by coderabbit');
    expect(whyModelMayNotResolve(bot('unknown'))).toBe('a finding by coderabbit without a severity label, which counts as major');
  });

  it('nothing at all on a fork, the fork named first', () => {
    expect(whyModelMayNotResolve(bot('nitpick', true))).toBe('the pull request comes from a fork');
    expect(whyModelMayNotResolve(writer('minor', true))).toBe('the pull request comes from a fork');
  });
});

describe('settleModelDecision', () => {
  it('carries out fix and ignore as judged where the model may close the thread', () => {
    expect(settleModelDecision(fix, bot('minor'))).toEqual({ ...fix, leaveOpen: null });
    expect(settleModelDecision(ignore, bot('nitpick'))).toEqual({ ...ignore, leaveOpen: null });
  });

  it('keeps a fix where it may not, and leaves the thread open for a maintainer with the reason', () => {
    expect(settleModelDecision(fix, writer())).toEqual({ ...fix, leaveOpen: 'opened by a writer' });
    expect(settleModelDecision(fix, bot('major'))).toEqual({ ...fix, leaveOpen: 'a major finding by coderabbit' });
  });

  it('turns an ignore where it may not into an escalation that says why (a writer’s thread, a serious finding, a fork)', () => {
    expect(settleModelDecision(ignore, writer())).toEqual({
      decision: 'escalate',
      rationale: 'The model would leave it unchanged (Sizes come from a validated form), but a person decides. Left open for a maintainer: opened by a writer.',
      leaveOpen: null,
    });
    expect(settleModelDecision(ignore, bot('critical')).decision).toBe('escalate');
    expect(settleModelDecision(ignore, bot('unknown')).decision).toBe('escalate');
    expect(settleModelDecision(ignore, bot('minor', true)).rationale).toContain('Left open for a maintainer: the pull request comes from a fork.');
  });

  it('keeps an escalation as it is', () => {
    for (const facts of [bot('minor'), writer(), bot('major', true)]) expect(settleModelDecision(escalate, facts)).toEqual({ ...escalate, leaveOpen: null });
  });
});
