import { describe, expect, it } from 'vitest';
import { decideCommand, type CommandInput } from './decide-command.js';

const alice = { login: 'alice', id: 1, type: 'User' };
const base: CommandInput = {
  verb: 'ship',
  target: { kind: 'pull_request', number: 4 },
  steering: { actor: alice, via: 'comment', commentId: 10 },
  eventKey: 'comment:10',
  state: null,
  at: '2026-01-01T00:00:00Z',
};

describe('decideCommand', () => {
  it('records a requested workflow, who asked and how, and marks the target active', () => {
    const effects = decideCommand(base);
    expect(effects.state).toMatchObject({ workflow: 'ship', status: 'requested', requestedBy: { login: 'alice', id: 1 }, handled: ['comment:10'] });
    expect(effects.labels).toEqual({ add: ['tend:active'], remove: [] });
    expect(effects.reply).toBeNull();
  });

  it('does nothing at all for an event it already handled', () => {
    const first = decideCommand(base);
    const again = decideCommand({ ...base, state: first.state });
    expect(again).toMatchObject({ state: null, reply: null, decision: 'already handled', labels: { add: [], remove: [] } });
  });

  it('answers status from the state without changing it', () => {
    const first = decideCommand(base).state!;
    const status = decideCommand({ ...base, verb: 'status', eventKey: 'comment:11', state: first });
    expect(status.reply).toContain('**requested** in `ship`');
    expect(status.state?.status).toBe('requested');
    expect(decideCommand({ ...base, verb: 'status' }).reply).toContain('no state for this target');
  });

  it('stops, removes the active label, and a second stop changes nothing', () => {
    const first = decideCommand(base).state!;
    const stop = decideCommand({ ...base, verb: 'stop', eventKey: 'comment:12', state: first });
    expect(stop.state?.status).toBe('stopped');
    expect(stop.labels.remove).toEqual(['tend:active']);
    const again = decideCommand({ ...base, verb: 'stop', eventKey: 'comment:13', state: stop.state });
    expect(again.decision).toBe('already stopped');
    expect(again.labels.remove).toEqual([]);
  });
});

describe('decideCommand: the last command comment', () => {
  it('records the comment a command came in as the newest one acted on, and never moves it back', () => {
    const first = decideCommand({ ...base, steering: { ...base.steering, commentId: 20 }, eventKey: 'comment:20' }).state!;
    expect(first.lastCommandId).toBe(20);
    const older = decideCommand({ ...base, verb: 'stop', steering: { ...base.steering, commentId: 15 }, eventKey: 'comment:15', state: first }).state!;
    expect(older.lastCommandId).toBe(20);
    const label = decideCommand({ ...base, verb: 'stop', steering: { actor: alice, via: 'label' }, eventKey: 'label:x', state: null }).state!;
    expect(label.lastCommandId).toBeUndefined();
  });
});
