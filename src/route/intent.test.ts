import { describe, expect, it } from 'vitest';
import { route } from './route.js';
import { decideIntent } from './intent.js';

const issue = { kind: 'issue' as const, number: 7 };
const pr = { kind: 'pull_request' as const, number: 8 };

describe('decideIntent', () => {
  it('runs a known workflow that applies to the target when the model is sure enough', () => {
    expect(decideIntent({ workflow: 'Triage', confidence: 0.9, rationale: 'asks whether the bug is real' }, issue, 0.75)).toMatchObject({ kind: 'run', verb: 'triage' });
    expect(decideIntent({ workflow: 'ship', confidence: 0.75, rationale: 'merge it' }, pr, 0.75)).toMatchObject({ kind: 'run', verb: 'ship' });
  });

  it('asks what is wanted below the threshold, listing what applies here', () => {
    const decision = decideIntent({ workflow: 'triage', confidence: 0.4, rationale: 'maybe' }, issue, 0.75);
    expect(decision.kind).toBe('clarify');
    if (decision.kind === 'clarify') {
      expect(decision.reply).toContain('at confidence 0.40');
      expect(decision.reply).toContain('`/tend triage`');
      expect(decision.reply).not.toContain('`/tend ship`');
    }
  });

  it('refuses politely a workflow tend does not have, or one that does not apply to the target', () => {
    expect(decideIntent({ workflow: 'deploy', confidence: 0.95, rationale: 'deploy to prod' }, pr, 0.75)).toMatchObject({ kind: 'refuse', reply: expect.stringContaining('Sorry, that is not something I can do on this pull request') as unknown as string });
    expect(decideIntent({ workflow: 'ship', confidence: 0.95, rationale: 'ship' }, issue, 0.75).kind).toBe('refuse');
    expect(decideIntent({ workflow: 'none', confidence: 0.99, rationale: 'not ours' }, issue, 0.75).kind).toBe('refuse');
  });
});

describe('routing a free-form /tend comment', () => {
  it('sends text that names no verb to the intent classifier, with the steering of the comment', () => {
    const repository = { id: 1, name: 'widgets', full_name: 'acme/widgets', owner: { login: 'acme', id: 2, type: 'Organization' }, default_branch: 'main' };
    const alice = { login: 'alice', id: 3, type: 'User' };
    const payload = {
      action: 'created',
      issue: { number: 7, title: 't', body: '', user: alice, labels: [], state: 'open' },
      comment: { id: 99, body: '/tend could you check whether this bug is real?', user: alice, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' },
      repository,
      sender: alice,
    };
    expect(route('issue_comment', payload, { command: undefined, number: undefined })).toMatchObject({
      action: 'intent',
      text: 'could you check whether this bug is real?',
      target: issue,
      steering: { via: 'comment', commentId: 99 },
    });
  });
});
