// Loads and saves one chat thread's state in its issue, through the same find / create / re-list /
// fold-duplicates code as tracking comments (src/store/tracking-comment.ts). The issue is
// recognised by its thread-key marker and by its author (tend's own account).

import { decodeMarker } from '../../store/marker.js';
import { findTracking, trackingWriter, type CommentStore, type Tracking } from '../../store/tracking-comment.js';
import { readChatState, type ChatThreadState } from './thread-state.js';
import { type Target } from '../../core/target.js';

interface LoadedThread {
  tracking: Tracking;
  state: ChatThreadState | null;
  /** The issue number, null until the first save creates it. */
  issue: number | null;
}

/** Not a real target: the store finds the thread's issue by its marker. */
const NO_TARGET: Target = { kind: 'issue', number: 1 };

export async function loadThread(store: CommentStore, selfId: number): Promise<LoadedThread> {
  const tracking = findTracking(await store.list(NO_TARGET), selfId);
  const state = tracking.comment ? readChatState(decodeMarker(tracking.comment.body)) : null;
  return { tracking, state, issue: tracking.comment?.id ?? null };
}

/** Saves successive states; each save is one issue update (the first creates the issue). */
export function threadWriter(store: CommentStore, selfId: number, loaded: LoadedThread, render: (state: ChatThreadState) => string) {
  return trackingWriter<ChatThreadState>(store, NO_TARGET, selfId, loaded.tracking, render);
}
