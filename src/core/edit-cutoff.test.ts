import { describe, expect, it } from 'vitest';
import { editedRefusal, editedSince, labelledAt } from './edit-cutoff.js';

describe('text a command covers is the text as it stood at the command', () => {
  const command = '2026-03-01T12:00:00.400Z';
  it('an edit before the command is covered; one after it, or in its own second (GitHub keeps whole seconds), is not', () => {
    expect(editedSince({ bodyEditedAt: null, titleEditedAt: null }, command)).toBeNull();
    expect(editedSince({ bodyEditedAt: '2026-03-01T11:59:59Z', titleEditedAt: '2026-03-01T11:00:00Z' }, command)).toBeNull();
    expect(editedSince({ bodyEditedAt: '2026-03-01T12:00:01Z', titleEditedAt: null }, command)).toBe('body');
    expect(editedSince({ bodyEditedAt: '2026-03-01T12:00:00Z', titleEditedAt: null }, command)).toBe('body');
    expect(editedSince({ bodyEditedAt: null, titleEditedAt: '2026-03-01T12:05:00Z' }, command)).toBe('title');
  });

  it('an instant that cannot be read counts as after the command', () => {
    expect(editedSince({ bodyEditedAt: 'yesterday', titleEditedAt: null }, command)).toBe('body');
    expect(editedSince({ bodyEditedAt: '2026-03-01T11:00:00Z', titleEditedAt: null }, 'soon')).toBe('body');
  });

  it('says in one line what changed and what to do', () => {
    expect(editedRefusal({ kind: 'issue', part: 'body', verb: 'plan' })).toBe("the issue's body was edited after `/tend plan` was given, so it is not what was asked for: read it and ask again");
    expect(editedRefusal({ kind: 'pull request', part: 'body', verb: 'review' })).toContain("the pull request's description was edited after `/tend review`");
  });
});

describe('a label command was given when its sender last put the label on, not when the run started', () => {
  const writer = { id: 7 };
  const triager = { id: 9 };
  it('the newest labelling of that label by the sender, whatever the case of its name', () => {
    const events = [
      { label: 'tend:plan', actor: writer, at: '2026-03-01T12:00:00Z' },
      { label: 'bug', actor: writer, at: '2026-03-01T12:10:00Z' },
      { label: 'Tend:Plan', actor: writer, at: '2026-03-01T12:05:00Z' },
    ];
    expect(labelledAt(events, 'tend:plan', 7)).toBe('2026-03-01T12:05:00Z');
  });

  it("another account's labelling is no go-ahead: a triage-role user who takes the label off and puts it on again moves nothing", () => {
    const events = [
      { label: 'tend:plan', actor: writer, at: '2026-03-01T12:00:00Z' },
      { label: 'tend:plan', actor: triager, at: '2026-03-01T12:20:00Z' },
      { label: 'tend:plan', actor: null, at: '2026-03-01T12:30:00Z' },
    ];
    expect(labelledAt(events, 'tend:plan', 7)).toBe('2026-03-01T12:00:00Z');
  });

  it('null when the events read do not show the sender putting it on (the caller refuses)', () => {
    expect(labelledAt([], 'tend:plan', 7)).toBeNull();
    expect(labelledAt([{ label: 'tend:plan', actor: triager, at: '2026-03-01T12:20:00Z' }], 'tend:plan', 7)).toBeNull();
  });
});
