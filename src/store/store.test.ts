import { describe, expect, it } from 'vitest';
import { decodeMarker, encodeMarker } from './marker.js';
import { initialState, markCommandComment, readState, transition, type TargetState } from './target-state.js';
import { renderTrackingBody } from './tracking-body.js';
import { findTracking, saveTracking, type CommentStore, type StoredComment } from './tracking-comment.js';

const SELF = 41898282;
const target = { kind: 'pull_request' as const, number: 3 };
const state = transition(initialState(target, '2026-01-01T00:00:00Z'), { status: 'requested', reason: 'asked', at: '2026-01-01T00:01:00Z', workflow: 'ship' });

describe('state marker', () => {
  it('round-trips state whose strings could close an HTML comment', () => {
    const tricky = { ...state, reason: 'ends here --> <!-- and <b>bold</b>' };
    const marker = encodeMarker(tricky);
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
    expect(decodeMarker(`text before\n${marker}\n`)).toEqual(tricky);
  });

  it('validates on read: other versions, missing fields and junk are no state', () => {
    expect(readState(decodeMarker(encodeMarker(state)))).toEqual(state);
    expect(readState({ ...state, v: 2 })).toBeNull();
    expect(readState({ ...state, status: undefined })).toBeNull();
    expect(readState(decodeMarker('<!-- tend:state {not json} -->'))).toBeNull();
  });
});

describe('a state tend cannot read back is never written', () => {
  it('refuses, naming the field, a state the strict schema would reject (the next run would forget the target)', () => {
    const state = initialState({ kind: 'pull_request', number: 7 }, '2025-06-01T12:00:00Z');
    expect(readState(decodeMarker(renderTrackingBody(state, undefined)))).toEqual(state);
    const slipped = { ...state, stray: 1 } as unknown as TargetState;
    expect(() => renderTrackingBody(slipped, undefined)).toThrow(/tend would write a state it cannot read back \(state: .*stray/);
  });
});

describe('the last command comment in the state', () => {
  it('reads with or without lastCommandId, and refuses anything but a positive comment id', () => {
    const state = initialState({ kind: 'pull_request', number: 3 }, '2026-01-01T00:00:00Z');
    expect(readState(state)).toEqual(state);
    const marked = markCommandComment(state, 42);
    expect(readState(decodeMarker(encodeMarker(marked)))?.lastCommandId).toBe(42);
    expect(markCommandComment(marked, 41)).toBe(marked);
    expect(readState({ ...state, lastCommandId: 0 })).toBeNull();
    expect(readState({ ...state, lastCommandId: '42' })).toBeNull();
  });
});

describe('tracking comment', () => {
  it('trusts only markers written by tend itself, keeping the oldest', () => {
    const body = encodeMarker(state);
    const comments: StoredComment[] = [
      { id: 5, body, authorId: 1234 }, // someone pasted a marker
      { id: 9, body, authorId: SELF },
      { id: 7, body, authorId: SELF },
    ];
    const found = findTracking(comments, SELF);
    expect(found.comment?.id).toBe(7);
    expect(found.duplicates.map((c) => c.id)).toEqual([9]);
    expect(found.state?.status).toBe('requested');
  });

  function memoryStore(options: { duplicateCreate?: boolean; failCreateAfterWrite?: boolean } = {}) {
    const comments: StoredComment[] = [];
    let next = 100;
    const store: CommentStore = {
      list: async () => comments.map((c) => ({ ...c })),
      create: async (_t, body) => {
        const made = { id: next++, body, authorId: SELF };
        comments.push(made);
        if (options.duplicateCreate) comments.push({ id: next++, body, authorId: SELF });
        if (options.failCreateAfterWrite) throw new Error('500 Server Error');
        return made;
      },
      update: async (id, body) => {
        comments.find((c) => c.id === id)!.body = body;
      },
      remove: async (id) => {
        comments.splice(comments.findIndex((c) => c.id === id), 1);
      },
    };
    return { store, comments };
  }

  it('folds a duplicate created by a retried POST into one comment', async () => {
    const { store, comments } = memoryStore({ duplicateCreate: true });
    const id = await saveTracking(store, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state));
    expect(comments.map((c) => c.id)).toEqual([id]);
  });

  it('recovers when the create answered an error but was applied', async () => {
    const { store, comments } = memoryStore({ failCreateAfterWrite: true });
    const id = await saveTracking(store, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state));
    expect(comments).toHaveLength(1);
    expect(comments[0]!.id).toBe(id);
  });

  /** A server error as the client throws it. */
  const serverError = (status: number) => Object.assign(new Error(`${status} Server Error`), { status });

  it('lists again past a failing listing after a lost create, and folds what another run created at the same time', async () => {
    const { store, comments } = memoryStore();
    comments.push({ id: 50, body: encodeMarker(state), authorId: SELF }); // another run's, created meanwhile
    let creates = 0;
    let listFailures = 1;
    const flaky: CommentStore = {
      ...store,
      create: async (t, body) => {
        creates += 1;
        await store.create(t, body);
        throw serverError(500);
      },
      list: async (t) => {
        if (listFailures-- > 0) throw serverError(500);
        return store.list(t);
      },
    };
    const id = await saveTracking(flaky, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state));
    expect(id).toBe(50);
    expect(comments.map((c) => c.id)).toEqual([50]);
    expect(creates).toBe(1);
  });

  it('does not create again when it cannot list what a failed create left', async () => {
    const { store, comments } = memoryStore();
    let creates = 0;
    const down: CommentStore = {
      ...store,
      create: async (t, body) => {
        creates += 1;
        await store.create(t, body);
        throw serverError(502);
      },
      list: async () => {
        throw serverError(500);
      },
    };
    await expect(saveTracking(down, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state))).rejects.toMatchObject({ status: 500 });
    expect(creates).toBe(1);
    expect(comments).toHaveLength(1);
  });

  it('sends a create again only after seeing it was not applied, and not after a refusal', async () => {
    const { store, comments } = memoryStore();
    let failures = 1;
    const before: CommentStore = {
      ...store,
      create: async (t, body) => {
        if (failures-- > 0) throw serverError(502);
        return store.create(t, body);
      },
    };
    await saveTracking(before, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state));
    expect(comments).toHaveLength(1);
    let refusals = 0;
    const refusing: CommentStore = {
      ...memoryStore().store,
      create: async () => {
        refusals += 1;
        throw Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
      },
    };
    await expect(saveTracking(refusing, target, SELF, { comment: null, state: null, duplicates: [] }, encodeMarker(state))).rejects.toMatchObject({ status: 403 });
    expect(refusals).toBe(1);
  });

  it('updates in place and removes leftovers', async () => {
    const { store, comments } = memoryStore();
    comments.push({ id: 1, body: encodeMarker(state), authorId: SELF }, { id: 2, body: encodeMarker(state), authorId: SELF });
    const tracking = findTracking(comments, SELF);
    const next = transition(state, { status: 'stopped', reason: 'stop', at: '2026-01-01T00:02:00Z' });
    await saveTracking(store, target, SELF, tracking, encodeMarker(next));
    expect(comments).toHaveLength(1);
    expect(readState(decodeMarker(comments[0]!.body))?.status).toBe('stopped');
  });
});
