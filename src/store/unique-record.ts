// One record of tend's own, found again on every run by its marker and by its author (tend's
// account: a marker someone else pasted is not state). A tracking comment per target and the chat
// watcher's state issue are both such records. Creating one is the write that can go wrong twice
// (a POST retried after a lost response, two runs at once, a crash between create and update), so
// after every create the records are listed again and duplicates are folded into the oldest.

import { hasMarker } from './marker.js';

export interface StoredRecord {
  id: number;
  body: string;
  authorId: number;
  /** GraphQL node id, when the listing gave it: lets a write join a batched mutation. */
  nodeId?: string;
}

/** Where records live: comments on one target, issues with one label, ... */
export interface RecordStore {
  list(): Promise<StoredRecord[]>;
  create(body: string): Promise<StoredRecord>;
  update(id: number, body: string): Promise<void>;
  /** Deletes (a comment) or closes (an issue) a duplicate. */
  remove(id: number): Promise<void>;
  /**
   * Creates and answers the records as they are right after, in one request where the store can
   * (null: the listing did not fit, list them). Without it: create, then list.
   */
  createAndList?(body: string): Promise<StoredRecord[] | null>;
}

export interface FoundRecord {
  /** The canonical (oldest) record, null when none exists yet. */
  record: StoredRecord | null;
  /** Other records of ours carrying a marker (left by an earlier failure); folded on save. */
  duplicates: StoredRecord[];
}

/** Picks tend's record out of a list. Pure. */
export function findOwnRecord(records: readonly StoredRecord[], selfId: number): FoundRecord {
  const ours = records.filter((r) => r.authorId === selfId && hasMarker(r.body)).sort((a, b) => a.id - b.id);
  const [record = null, ...duplicates] = ours;
  return { record, duplicates };
}

/** Attempts at a create, and at each idempotent step of the reconciling (list, remove). */
const ATTEMPTS = 3;

/**
 * Runs an idempotent step again past the client's own retries: a duplicate left behind because a
 * listing or a delete failed a few times is the one thing reconciling exists to prevent.
 */
async function again<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Keeps the oldest record, with `body`, and removes the others. */
async function fold(store: RecordStore, found: FoundRecord & { record: StoredRecord }, body: string): Promise<number> {
  if (found.record.body !== body) await store.update(found.record.id, body);
  for (const duplicate of found.duplicates) await again(() => store.remove(duplicate.id));
  return found.record.id;
}

/**
 * Writes `body` to the record: updates it in place when it exists, else creates it and
 * reconciles, so exactly one remains. Returns the id of the record that holds the body.
 * A create is not idempotent: after a failed one the records are listed before it is sent again,
 * and a run that cannot list them does not send it again (it fails; the next run folds what it
 * finds).
 */
export async function saveOwnRecord(store: RecordStore, selfId: number, found: FoundRecord, body: string): Promise<number> {
  if (found.record) return fold(store, { ...found, record: found.record }, body);
  for (let attempt = 1; ; attempt += 1) {
    let createError: unknown = null;
    let listed: StoredRecord[] | null = null;
    try {
      if (store.createAndList) listed = await store.createAndList(body);
      else await store.create(body);
    } catch (error) {
      // The write may have been applied even though the answer was an error: look before failing.
      createError = error;
    }
    const after = findOwnRecord(listed ?? (await again(() => store.list())), selfId);
    if (after.record) return fold(store, { ...after, record: after.record }, body);
    if (createError === null) throw new Error('the record was created but cannot be found');
    // Only a server's failure (5xx, a timeout's 504) is worth sending again; a refusal stays one.
    const status = (createError as { status?: unknown }).status;
    if (typeof status !== 'number' || status < 500 || attempt >= ATTEMPTS) throw createError;
  }
}
