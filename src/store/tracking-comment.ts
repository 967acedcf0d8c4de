// One tracking comment per target, found again on every run by its marker and by its author
// (tend's own account: a marker someone else pasted is not state). Finding, creating and folding
// duplicates is src/store/unique-record.ts; this file binds it to a target's comments and state.

import { decodeMarker } from './marker.js';
import { readState, type TargetState } from './target-state.js';
import { findOwnRecord, saveOwnRecord, type StoredRecord } from './unique-record.js';
import { type Target } from '../core/target.js';

/**
 * A comment as a listing gives it. Who wrote it, when, and whether it was edited are what a run
 * needs to find a `/tend` command whose own run was lost; they are absent where a listing does not say.
 */
export type StoredComment = StoredRecord & {
  author?: { login: string; type: string };
  createdAt?: string;
  /** Edited after it was written: an edit is never a new command. */
  edited?: boolean;
};

/** The comment operations tracking needs; src/github/comments.ts implements it over REST. */
export interface CommentStore {
  list(target: Target): Promise<StoredComment[]>;
  create(target: Target, body: string): Promise<StoredComment>;
  update(commentId: number, body: string): Promise<void>;
  /** Resolves when the comment is gone, also when another run removed it first (a 404). */
  remove(commentId: number): Promise<void>;
  /** Creates, and answers the target's comments right after in the same request (null: list them). */
  createAndList?(target: Target, body: string): Promise<StoredComment[] | null>;
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
  const { record: comment, duplicates } = findOwnRecord(comments, selfId);
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
  const records = {
    list: () => store.list(target),
    create: (text: string) => store.create(target, text),
    update: (id: number, text: string) => store.update(id, text),
    remove: (id: number) => store.remove(id),
    ...(store.createAndList ? { createAndList: (text: string) => store.createAndList!(target, text) } : {}),
  };
  return saveOwnRecord(records, selfId, { record: tracking.comment, duplicates: tracking.duplicates }, body);
}

/**
 * Saves successive states of one target: the first save creates the comment (reconciling
 * duplicates), later ones update it in place. Returns the comment id after each save.
 */
export function trackingWriter<S = TargetState>(store: CommentStore, target: Target, selfId: number, tracking: Tracking, render: (state: S) => string) {
  let current = tracking;
  return {
    get commentId(): number | null {
      return current.comment?.id ?? null;
    },
    /** The comment as last read or written (its node id when a listing gave it). */
    get comment(): StoredComment | null {
      return current.comment;
    },
    render,
    async save(state: S): Promise<number> {
      const body = render(state);
      const id = await saveTracking(store, target, selfId, current, body);
      // Only the comment matters to the next save; the state is the caller's (chat threads keep their own shape).
      const nodeId = current.comment?.id === id ? current.comment.nodeId : undefined;
      current = { comment: { id, body, authorId: selfId, ...(nodeId ? { nodeId } : {}) }, state: null, duplicates: [] };
      return id;
    },
    /** Records a body written to the comment by another request (a batched mutation). */
    written(body: string): void {
      if (current.comment) current = { ...current, comment: { ...current.comment, body } };
    },
  };
}
