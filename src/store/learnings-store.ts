// Learnings kept in GitHub (see README, "Learnings"): one open issue labelled `tend:learnings`,
// opened by tend and found again by label, author and the state marker that ends its body (two
// first remembers at once fold into the oldest, as every record of tend's: unique-record.ts), and
// on it one comment of tend's per learning, ending with a `tend:learning` marker that holds it.
//
// One comment per learning rather than a list in one body: creating a comment is atomic, so two
// remembers at once both land, where two read-modify-writes of one body would let the second erase
// the first (GitHub has no conditional update of an issue or a comment). A learning's number is
// claimed when it is written (one more than any claimed so far, forgotten ones included, so none is
// reused) and checked right after: of two comments that claimed the same number, the later one
// claims the next free number again. `/tend forget` edits the comment into a tombstone (kept for
// the record and to hold its number); readers skip tombstones.
//
// The records are read only from comments tend's account wrote, and only from the marker that ENDS
// the body (marker.ts): the directive's text is rendered inert (core/text.ts) and is inside the
// marker's JSON escaped, so a directive cannot forge a record.

import * as z from 'zod';
import { describeScope, LEARNING_LIMITS, LearningSchema, type Learning } from '../core/learning.js';
import { inert } from '../core/text.js';
import { LEARNINGS_LABEL } from '../core/labels.js';
import { decodeMarker, encodeMarker } from './marker.js';
import { findOwnRecord, saveOwnRecord, type RecordStore, type StoredRecord } from './unique-record.js';

// Named in core/labels.ts, where routing reads it without loading this store.
export { LEARNINGS_LABEL };
const MARKER_KIND = 'learning';

/** Where learnings live; src/github/learnings-issue.ts implements it over REST. */
export interface LearningsSource {
  /** Open issues labelled `tend:learnings`, as records (a duplicate is closed, never deleted). */
  issues: RecordStore;
  comments(issue: number): Promise<StoredRecord[]>;
  addComment(issue: number, body: string): Promise<StoredRecord>;
  editComment(commentId: number, body: string): Promise<void>;
}

const LearningRecordSchema = z.strictObject({
  learning: LearningSchema,
  /** The command that recorded it (`comment:<id>`): the same command again is not a second learning. */
  source: z.string(),
  forgotten: z.strictObject({ login: z.string(), id: z.number().int(), at: z.string() }).nullable(),
});
type LearningRecordData = z.infer<typeof LearningRecordSchema>;
export type LearningRecord = LearningRecordData & { commentId: number };

/**
 * Every learning tend applies (tombstones left out), oldest first, for any workflow to filter with
 * `learningsFor` (core/learning.ts). Call it as `readLearnings(learningsSource(octokit, repo), selfId)`
 * (src/github/learnings-issue.ts; `selfId` is tend's account, RunServices.selfId): one listing of
 * the open `tend:learnings` issues and one of the learnings issue's comments; [] when there is none.
 */
export async function readLearnings(source: LearningsSource, selfId: number): Promise<Learning[]> {
  const issue = findOwnRecord(await source.issues.list(), selfId).record;
  if (!issue) return [];
  return liveLearnings(learningRecords(await source.comments(issue.id), selfId));
}

/** tend's learning records among an issue's comments, oldest comment first. Pure. */
export function learningRecords(comments: readonly StoredRecord[], selfId: number): LearningRecord[] {
  return comments
    .filter((c) => c.authorId === selfId)
    .flatMap((c) => {
      const parsed = LearningRecordSchema.safeParse(decodeMarker(c.body, MARKER_KIND));
      return parsed.success ? [{ ...parsed.data, commentId: c.id }] : [];
    })
    .sort((a, b) => a.commentId - b.commentId);
}

export function liveLearnings(records: readonly LearningRecord[]): Learning[] {
  return records.filter((r) => r.forgotten === null).map((r) => r.learning);
}

/** The number a new learning claims: one more than any claimed, forgotten ones too (never reused). */
export function nextLearningId(records: readonly LearningRecord[]): number {
  return records.reduce((max, r) => Math.max(max, r.learning.id), 0) + 1;
}

/** Whether an earlier comment claimed the number the comment `commentId` claims. Pure. */
export function claimTaken(records: readonly LearningRecord[], commentId: number): boolean {
  const mine = records.find((r) => r.commentId === commentId);
  return mine !== undefined && records.some((r) => r.commentId < commentId && r.learning.id === mine.learning.id);
}

export type RememberResult = { kind: 'remembered' | 'already remembered'; learning: Learning } | { kind: 'full'; count: number };

/**
 * Stores a learning (its `id` is claimed here). `source` is the command's event key: a command
 * acted on twice (a re-delivery, a run found lost) stores it once.
 */
export async function rememberLearning(store: LearningsSource, selfId: number, entry: Omit<Learning, 'id'>, source: string): Promise<RememberResult> {
  const issue = await learningsIssue(store, selfId);
  let records = learningRecords(await store.comments(issue), selfId);
  const already = records.find((r) => r.source === source);
  if (already) return { kind: 'already remembered', learning: already.learning };
  const live = liveLearnings(records).length;
  if (live >= LEARNING_LIMITS.count) return { kind: 'full', count: live };

  let record: LearningRecordData = { learning: { ...entry, id: nextLearningId(records) }, source, forgotten: null };
  let commentId: number;
  try {
    commentId = (await store.addComment(issue, renderLearningComment(record))).id;
  } catch (error) {
    // A create is not idempotent and may have landed although the answer was an error: look first.
    records = learningRecords(await store.comments(issue), selfId);
    const landed = records.find((r) => r.source === source);
    if (!landed) throw error;
    commentId = landed.commentId;
  }
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    records = learningRecords(await store.comments(issue), selfId);
    if (!claimTaken(records, commentId)) break;
    record = { ...record, learning: { ...record.learning, id: nextLearningId(records) } };
    await store.editComment(commentId, renderLearningComment(record));
  }
  return { kind: 'remembered', learning: record.learning };
}

/** Claims checked again after a collision: each retry takes a number no earlier comment holds. */
const CLAIM_ATTEMPTS = 3;

/** Turns learning `id` into a tombstone; null when no live learning has that number. */
export async function forgetLearning(store: LearningsSource, selfId: number, id: number, by: { login: string; id: number }, at: string): Promise<Learning | null> {
  const issue = findOwnRecord(await store.issues.list(), selfId).record;
  if (!issue) return null;
  const record = learningRecords(await store.comments(issue.id), selfId).find((r) => r.forgotten === null && r.learning.id === id);
  if (!record) return null;
  const { commentId, ...data } = record;
  await store.editComment(commentId, renderLearningComment({ ...data, forgotten: { ...by, at } }));
  return record.learning;
}

/** The learnings issue's number, opening it (and folding duplicates of it) when needed. */
async function learningsIssue(store: LearningsSource, selfId: number): Promise<number> {
  const found = findOwnRecord(await store.issues.list(), selfId);
  if (found.record && found.duplicates.length === 0) return found.record.id;
  return saveOwnRecord(store.issues, selfId, found, found.record?.body ?? LEARNINGS_ISSUE_BODY);
}

const LEARNINGS_ISSUE_BODY = [
  "This issue holds the repository's **learnings**: review-policy directives that people with write access recorded with `/tend remember`. tend applies them to review, to its decisions on review threads when it ships a pull request, and to triage.",
  '',
  'Each learning is one comment below. List them with `/tend learnings` and remove one with `/tend forget N` (on any issue or pull request). Please do not edit or delete tend\'s comments here: tend reads each learning back from them.',
  '',
  encodeMarker({ learnings: 1 }),
].join('\n');

/** One learning's comment: what people read, then the record. */
export function renderLearningComment(record: LearningRecordData): string {
  const { learning, forgotten } = record;
  const head = `**Learning #${learning.id}** · recorded by @${learning.author.login} on ${learning.createdAt.slice(0, 10)} · ${describeScope(learning.scope)}`;
  const quoted = learning.text.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  const status = forgotten ? `Forgotten by @${forgotten.login} on ${forgotten.at.slice(0, 10)} with \`/tend forget ${learning.id}\`: tend no longer applies it.` : `Remove it with \`/tend forget ${learning.id}\`.`;
  const text = inert([forgotten ? `~~${head}~~` : head, '', quoted, '', `<sub>${status}</sub>`].join('\n'));
  return `${text}\n\n${encodeMarker(record, MARKER_KIND)}`;
}
