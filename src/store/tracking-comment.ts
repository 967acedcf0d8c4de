// One tracking comment per target, found again on every run by its marker and by its author
// (tend's own account: a marker someone else pasted is not state). Creating it is the one write
// that can go wrong twice (a POST retried after a lost response, two runs at once, a crash
// between create and update), so after every create the comments are listed again and
// duplicates are folded into the oldest.

import type { Target } from '../route/route.js';
import { decodeMarker, hasMarker } from './marker.js';
import { readState, type TargetState } from './target-state.js';

export interface StoredComment {
  id: number;
  body: string;
  authorId: number;
}

/** The comment operations tracking needs; src/github/comments.ts implements it over REST. */
export interface CommentStore {
  list(target: Target): Promise<StoredComment[]>;
  create(target: Target, body: string): Promise<StoredComment>;
  update(commentId: number, body: string): Promise<void>;
  remove(commentId: number): Promise<void>;
}

export interface Tracking {
  /** The canonical tracking comment, null when none exists yet. */
  comment: StoredComment | null;
  /** Its state, null when there is no comment or its marker is not a valid state. */
  state: TargetState | null;
  /** Other comments of ours carrying a marker (left by an earlier failure); folded on save. */
  duplicates: StoredComment[];
}

/** Picks tend's tracking comment out of a target's comments. Pure. */
export function findTracking(comments: readonly StoredComment[], selfId: number): Tracking {
  const ours = comments.filter((c) => c.authorId === selfId && hasMarker(c.body)).sort((a, b) => a.id - b.id);
  const [comment = null, ...duplicates] = ours;
  return { comment, state: comment ? readState(decodeMarker(comment.body)) : null, duplicates };
}

export async function loadTracking(store: CommentStore, target: Target, selfId: number): Promise<Tracking> {
  return findTracking(await store.list(target), selfId);
}

/**
 * Writes `body` to the tracking comment: updates it in place when it exists, else creates it and
 * reconciles, so exactly one remains. Returns the id of the comment that holds the body.
 */
export async function saveTracking(store: CommentStore, target: Target, selfId: number, tracking: Tracking, body: string): Promise<number> {
  if (tracking.comment) {
    if (tracking.comment.body !== body) await store.update(tracking.comment.id, body);
    for (const duplicate of tracking.duplicates) await store.remove(duplicate.id);
    return tracking.comment.id;
  }
  let createError: unknown = null;
  try {
    await store.create(target, body);
  } catch (error) {
    // The POST may have been applied even though the answer was an error: look before failing.
    createError = error;
  }
  const after = findTracking(await store.list(target), selfId);
  if (!after.comment) throw createError ?? new Error('the tracking comment was created but cannot be found');
  if (after.comment.body !== body) await store.update(after.comment.id, body);
  for (const duplicate of after.duplicates) await store.remove(duplicate.id);
  return after.comment.id;
}

/**
 * Saves successive states of one target: the first save creates the comment (reconciling
 * duplicates), later ones update it in place. Returns the comment id after each save.
 */
export function trackingWriter(store: CommentStore, target: Target, selfId: number, tracking: Tracking, render: (state: TargetState) => string) {
  let current = tracking;
  return {
    get commentId(): number | null {
      return current.comment?.id ?? null;
    },
    async save(state: TargetState): Promise<number> {
      const body = render(state);
      const id = await saveTracking(store, target, selfId, current, body);
      current = { comment: { id, body, authorId: selfId }, state, duplicates: [] };
      return id;
    },
  };
}
