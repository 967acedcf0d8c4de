// Where the chat watcher's records live, one per writer (watch-exclusion.ts says why): the
// scheduled chat-watch's in the state issue's body, each bridge's in its own comment on that
// issue. A writer rewrites only its own record; `read` merges every record that is state.
//
// What is state, and nothing else: the issue body when the issue's author is the action's account
// (findOwnRecord), and a comment that ends with the marker AND whose author is this bridge or an
// account with write access to the repository (asked of GitHub once per author and run). A comment
// by anyone else, with a marker copied from a real record or made up, is never read: it could
// otherwise hold a channel away from the schedule (a lease) or skip messages (a cursor).

import { hasWriteAccess } from '../../route/authorize.js';
import { stateCommentStore, watchStateStore, type StateComment } from '../../github/chat-watch.js';
import type { Octokit } from '../../github/client.js';
import type { RepoRef } from '../../github/comments.js';
import { repositoryPermission } from '../../github/permissions.js';
import { findOwnRecord, saveOwnRecord, type FoundRecord, type StoredRecord } from '../../store/unique-record.js';
import { hasMarker } from '../../store/marker.js';
import { mergeRecords, readWatchState, renderBridgeRecord, renderWatchBody, type WatchState } from './watch-state.js';

export interface WatchRecords {
  /** Every writer's record merged (`merged`), and this writer's own as stored (`own`). */
  read(): Promise<{ merged: WatchState; own: WatchState }>;
  /** This writer's own record as stored now (one request; what an overlapping run of the same writer saved). */
  readOwn(): Promise<WatchState>;
  /** Writes this writer's own record, and only it. */
  save(own: WatchState): Promise<void>;
}

/** The bridge's account id: from GET /user, or learnt from its first comment when the token cannot ask (an App's). */
export interface BridgeIdentity {
  id: number | null;
}

/** The bridges' records among the state issue's comments: ends with the marker, by this bridge or a writer of the repository. */
async function bridgeStates(comments: readonly StateComment[], trusted: (c: StateComment) => Promise<boolean>): Promise<WatchState[]> {
  const states: WatchState[] = [];
  for (const comment of comments) if (hasMarker(comment.body) && (await trusted(comment))) states.push(readWatchState(comment.body));
  return states;
}

function writerCheck(octokit: Octokit, repo: RepoRef, selfIds: () => Array<number | null>): (c: StateComment) => Promise<boolean> {
  const known = new Map<number, boolean>();
  return async (comment) => {
    if (selfIds().includes(comment.authorId)) return true;
    if (comment.authorLogin === null || comment.authorId === 0) return false;
    if (!known.has(comment.authorId)) known.set(comment.authorId, hasWriteAccess(await repositoryPermission(octokit, repo, comment.authorLogin)));
    return known.get(comment.authorId)!;
  };
}

/** The scheduled chat-watch's records: it writes the issue body (creating the issue on its first save). */
export async function scheduleRecords(octokit: Octokit, repo: RepoRef, selfId: number, names: Record<string, string>): Promise<WatchRecords> {
  const issues = watchStateStore(octokit, repo);
  let found: FoundRecord = findOwnRecord(await issues.list(), selfId);
  let fresh: StoredRecord | null = found.record;
  const trusted = writerCheck(octokit, repo, () => []);
  return {
    async read() {
      if (!found.record) return { merged: { v: 1, channels: {} }, own: { v: 1, channels: {} } };
      const issue = fresh ?? (await issues.get(found.record.id));
      fresh = null;
      const own = readWatchState(issue.body);
      const bridges = await bridgeStates(await stateCommentStore(octokit, repo, found.record.id).list(), trusted);
      return { merged: mergeRecords({ schedule: own, bridges }), own };
    },
    async readOwn() {
      return found.record ? readWatchState((await issues.get(found.record.id)).body) : { v: 1, channels: {} };
    },
    async save(own) {
      const body = renderWatchBody(own, names);
      const id = await saveOwnRecord(issues, selfId, found, body);
      found = { record: { id, body, authorId: selfId }, duplicates: [] };
    },
  };
}

/** A bridge's records: it reads the issue body (the action's account wrote it) and writes its own comment. */
export async function bridgeRecords(octokit: Octokit, repo: RepoRef, stateAuthor: number, identity: BridgeIdentity): Promise<WatchRecords> {
  const issues = watchStateStore(octokit, repo);
  const issue = findOwnRecord(await issues.list(), stateAuthor).record;
  if (!issue) throw new Error(`no chat-watch state issue by account ${stateAuthor}: run the chat-watch workflow once so it starts the cursors`);
  let fresh: StoredRecord | null = issue;
  const comments = stateCommentStore(octokit, repo, issue.id);
  const trusted = writerCheck(octokit, repo, () => [identity.id]);
  let own: FoundRecord = { record: null, duplicates: [] };
  return {
    async read() {
      const body = (fresh ?? (await issues.get(issue.id))).body;
      fresh = null;
      const listed = await comments.list();
      own = identity.id === null ? own : findOwnRecord(listed, identity.id);
      const bridges = await bridgeStates(listed, trusted);
      return { merged: mergeRecords({ schedule: readWatchState(body), bridges }), own: readWatchState(own.record?.body) };
    },
    async readOwn() {
      // One bridge per record: nothing else writes it, the copy in memory is current.
      return readWatchState(own.record?.body);
    },
    async save(state) {
      const body = renderBridgeRecord(state);
      if (identity.id === null) {
        // The token cannot say whose it is: the first comment it writes does.
        const created = await comments.create(body);
        identity.id = created.authorId;
        own = { record: { ...created, body }, duplicates: [] };
        return;
      }
      const id = await saveOwnRecord(comments, identity.id, own, body);
      own = { record: { id, body, authorId: identity.id }, duplicates: [] };
    },
  };
}
