// Review threads: a round of answers (reply, then resolve) in one mutation, and the read-back that
// keeps one answer per thread. Replying never resolves (DESIGN.md), and resolving needs
// `contents: write` for an app token, GITHUB_TOKEN included: with only `pull-requests: write`
// GitHub answers FORBIDDEN for that field, which is a result for that thread, not a crash.

import * as z from 'zod';
import { graphqlPartial, type GraphqlErrorEntry } from './api-errors.js';
import type { Octokit } from './client.js';
import { commentsThenUpdateFieldNames, commentsThenUpdateOutcome, type CommentsThenUpdateOutcome, type RepoRef } from './comments.js';
import { FullDatabaseId } from './database-id.js';
import { answerThreadsDocument, THREAD_ANSWERS } from './queries.js';

/** The GraphQL error type GitHub answers a resolve with when the token may not do it. */
const FORBIDDEN = 'FORBIDDEN';

export const RESOLVE_NEEDS_CONTENTS_WRITE =
  "GitHub refused to resolve the thread (FORBIDDEN): resolving review threads needs the 'contents: write' permission " +
  "(for GITHUB_TOKEN, add 'contents: write' to the workflow's permissions); 'pull-requests: write' alone is not enough.";

/** A round's mutation and its read-backs are tried this many times when GitHub fails the whole request. */
const ATTEMPTS = 3;

/** GitHub takes at most 100 ids in one `nodes(ids:)` (ARGUMENT_LIMIT beyond; emulator/RULES.md). */
const NODE_IDS_LIMIT = 100;

/**
 * Threads answered in one mutation request: two fields each (reply, resolve), 80 fields in all.
 * GitHub cuts a request that uses too many resources short ("other resource limits", partial
 * results) without publishing a number; and each reply is content creation, 80 a minute at most
 * (client.ts paces them): two requests of 40 replies fill a minute exactly.
 */
const THREADS_PER_REQUEST = 40;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface ThreadComments {
  id: string;
  comments: { id: string; databaseId: number; authorId: number | null; body: string }[];
}

/** A thread as read back: its latest comments, and whether it is resolved. */
interface ThreadState extends ThreadComments {
  isResolved: boolean;
}

const CommentNodes = z.object({
  nodes: z.array(
    z.object({ id: z.string(), fullDatabaseId: FullDatabaseId, body: z.string(), author: z.object({ databaseId: z.number().nullable().optional() }).nullable() }).nullable(),
  ),
});

const ThreadNode = z.object({ id: z.string(), isResolved: z.boolean(), comments: CommentNodes });

const AnswersData = z.object({
  nodes: z.array(z.looseObject({ __typename: z.string() }).nullable()),
});

function threadState(node: z.infer<typeof ThreadNode>): ThreadState {
  return {
    id: node.id,
    isResolved: node.isResolved,
    comments: node.comments.nodes.flatMap((c) => (c === null ? [] : [{ id: c.id, databaseId: c.fullDatabaseId, authorId: c.author?.databaseId ?? null, body: c.body }])),
  };
}

/** The latest comments of each thread, one request per 100 threads (a thread gone since reads as absent). */
export async function loadThreadComments(octokit: Octokit, threadIds: string[]): Promise<ThreadState[]> {
  const threads: ThreadState[] = [];
  for (const ids of chunks(threadIds, NODE_IDS_LIMIT)) {
    const data = AnswersData.parse(await octokit.graphql(THREAD_ANSWERS, { threadIds: ids }));
    for (const node of data.nodes) {
      // Read whole and once (its ids are parsed from strings); a thread that does not parse is an error, never left out.
      if (node?.__typename === 'PullRequestReviewThread') threads.push(threadState(ThreadNode.parse(node)));
    }
  }
  return threads;
}

export interface ThreadAnswer {
  threadId: string;
  /** The reply, with `marker` a string unique to it (thread and head); null when tend may not reply. */
  reply: { body: string; marker: string } | null;
  /** Resolve the thread after the reply. */
  resolve: boolean;
}

type ResolveOutcome = { resolved: true } | { resolved: false; reason: string };

export interface ThreadAnswered {
  threadId: string;
  /** tend's reply is in the thread (posted now, or found posted after an answer GitHub lost). */
  replied: boolean;
  /** How the resolve went; null when none was asked. */
  resolve: ResolveOutcome | null;
}

interface RoundAnswers {
  threads: ThreadAnswered[];
  /**
   * Threads as GitHub held them after tend's reply in them landed: the read-back of the resolves.
   * A thread answered and left open is not here (a reply's payload cannot reach its thread).
   */
  readBack: ThreadState[];
  /**
   * How the writes that followed the answers went (answerThreads' `then`); null when the request
   * that carried them had no answer, so what landed is unknown and the caller looks.
   */
  then?: CommentsThenUpdateOutcome | null;
}

/**
 * Writes that follow a round's answers in its last request: comments on `subjectId` (asking bots
 * to review the head just pushed), then `update.body` written to the comment `update.id` (the
 * tracking comment). None waits on an answer landing (RULES E17: a refused field does not stop the next).
 */
export interface AnswersThen {
  subjectId: string;
  comments: readonly string[];
  update: { id: string; body: string };
  /**
   * Labels to put on and take off the pull request `labelableId` after the tracking write (the
   * `tend:awaits` label for the head just pushed, src/ship/awaits.ts); a refusal only leaves them as they were.
   */
  labels?: { labelableId: string; add: readonly string[]; remove: readonly string[] };
}

const ReplyPayload = z.object({ comment: z.object({ id: z.string() }) });
const ResolvePayload = z.object({ thread: ThreadNode });

/** Answers a round of threads, THREADS_PER_REQUEST per request (see answerBatch); `then` goes with the last. */
export async function answerThreads(octokit: Octokit, answers: ThreadAnswer[], then: AnswersThen | null = null): Promise<RoundAnswers> {
  const rounds: RoundAnswers[] = [];
  const batches = chunks(answers, THREADS_PER_REQUEST);
  for (const [i, batch] of batches.entries()) rounds.push(await answerBatch(octokit, batch, i === batches.length - 1 ? then : null));
  const last = rounds.at(-1);
  return { threads: rounds.flatMap((r) => r.threads), readBack: rounds.flatMap((r) => r.readBack), ...(then !== null ? { then: last?.then ?? null } : {}) };
}

/**
 * Answers a batch of threads in ONE request (queries.ts, answerThreadsDocument). GitHub answers
 * each field on its own: a resolve refused FORBIDDEN is that thread's result; any other field
 * refused is rethrown, as a single reply or resolve refused would be. Replies are not idempotent,
 * so when the whole request fails (a 5xx, a timeout) the writes may have happened: the threads are
 * read first, and only what is missing (a reply whose marker is not there, a resolve on a thread
 * still open) is sent again, ATTEMPTS times at most. `then` rides on the first attempt only: its
 * comments are not idempotent either, so after a request with no answer the caller looks for them.
 */
async function answerBatch(octokit: Octokit, answers: ThreadAnswer[], then: AnswersThen | null): Promise<RoundAnswers> {
  const replied = new Set<string>();
  const resolved = new Map<string, ResolveOutcome>();
  const readBack = new Map<string, ThreadState>();
  let pending = answers.filter((a) => a.reply !== null || a.resolve);
  let thenOutcome: CommentsThenUpdateOutcome | null = null;
  for (let attempt = 1; pending.length > 0 || (attempt === 1 && then !== null); attempt += 1) {
    const tail = attempt === 1 ? then : null;
    const document = answerThreadsDocument(
      pending.map((a) => ({ reply: a.reply !== null, resolve: a.resolve })),
      tail === null ? null : { comments: tail.comments.length, addLabels: (tail.labels?.add.length ?? 0) > 0, removeLabels: (tail.labels?.remove.length ?? 0) > 0 },
    );
    const variables = Object.fromEntries([
      ...pending.flatMap((a, i) => [[`t${i}`, a.threadId], ...(a.reply ? [[`b${i}`, a.reply.body]] : [])]),
      ...(tail === null ? [] : [...(tail.comments.length > 0 ? [['subjectId', tail.subjectId]] : []), ...tail.comments.map((c, i) => [`c${i}`, c]), ['commentId', tail.update.id], ['body', tail.update.body], ...labelVariables(tail.labels)]),
    ]);
    let data: Record<string, unknown>;
    let errors: GraphqlErrorEntry[] = [];
    let failure: unknown = null;
    try {
      data = z.record(z.string(), z.unknown()).parse(await octokit.graphql(document, { ...variables, request: { retries: 0 } }));
    } catch (error) {
      const partial = graphqlPartial(error);
      if (!partial) {
        const status = (error as { status?: number }).status;
        if (status === undefined || status < 500 || attempt >= ATTEMPTS) throw error;
        pending = await stillMissing(octokit, pending, { replied, resolved, readBack });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        continue;
      }
      ({ data, errors } = partial);
      failure = error;
    }
    if (tail !== null) thenOutcome = commentsThenUpdateOutcome(errors, tail.comments.length);
    const refused = (field: string) => errors.find((e) => e.path?.[0] === field);
    const fields = new Set([...pending.flatMap((a, i) => [`r${i}`, `s${i}`]), ...(tail === null ? [] : [...commentsThenUpdateFieldNames(tail.comments.length), ...TAIL_LABEL_FIELDS])]);
    let fatal = errors.some((e) => typeof e.path?.[0] !== 'string' || !fields.has(e.path[0]));
    pending.forEach((a, i) => {
      if (a.reply) {
        if (refused(`r${i}`)) fatal = true;
        else if (ReplyPayload.safeParse(data[`r${i}`]).success) replied.add(a.threadId);
      }
      if (a.resolve) {
        const error = refused(`s${i}`);
        if (error?.type === FORBIDDEN) {
          resolved.set(a.threadId, { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE });
        } else if (error) {
          fatal = true;
        } else {
          const thread = threadState(ResolvePayload.parse(data[`s${i}`]).thread);
          readBack.set(a.threadId, thread);
          resolved.set(a.threadId, thread.isResolved ? { resolved: true } : { resolved: false, reason: 'GitHub answered the resolve but the thread is still unresolved.' });
        }
      }
    });
    if (fatal) throw failure;
    break;
  }
  return {
    threads: answers.map((a) => ({ threadId: a.threadId, replied: replied.has(a.threadId), resolve: a.resolve ? (resolved.get(a.threadId) ?? null) : null })),
    readBack: [...readBack.values()],
    ...(then !== null ? { then: thenOutcome } : {}),
  };
}

/** The label fields of a round's tail (queries.ts, answerThreadsDocument): refused, they leave the labels as they were. */
const TAIL_LABEL_FIELDS = ['labelsOn', 'labelsOff'];

function labelVariables(labels: AnswersThen['labels']): Array<[string, unknown]> {
  if (!labels || labels.add.length + labels.remove.length === 0) return [];
  return [['labelableId', labels.labelableId], ...(labels.add.length > 0 ? [['labelsAdd', labels.add] as [string, unknown]] : []), ...(labels.remove.length > 0 ? [['labelsRemove', labels.remove] as [string, unknown]] : [])];
}

/**
 * After a request whose answer was lost: reads the threads and keeps only what GitHub does not
 * hold yet (the reply markers are unique per thread and head; a resolved thread needs no resolve).
 */
async function stillMissing(
  octokit: Octokit,
  pending: ThreadAnswer[],
  done: { replied: Set<string>; resolved: Map<string, ResolveOutcome>; readBack: Map<string, ThreadState> },
): Promise<ThreadAnswer[]> {
  const threads = await loadThreadComments(octokit, pending.map((a) => a.threadId));
  return pending.flatMap((a) => {
    const thread = threads.find((t) => t.id === a.threadId);
    const posted = a.reply !== null && thread !== undefined && thread.comments.some((c) => c.body.includes(a.reply!.marker));
    if (posted && thread) {
      done.replied.add(a.threadId);
      done.readBack.set(a.threadId, thread);
    }
    const isResolved = a.resolve && thread?.isResolved === true;
    if (isResolved) done.resolved.set(a.threadId, { resolved: true });
    const rest: ThreadAnswer = { ...a, reply: posted ? null : a.reply, resolve: a.resolve && !isResolved };
    return rest.reply !== null || rest.resolve ? [rest] : [];
  });
}

/** Deletes a review comment; one already gone (another run deleted it) is not an error. */
export async function deleteReviewComment(octokit: Octokit, repo: RepoRef, commentId: number): Promise<void> {
  try {
    await octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', { ...repo, comment_id: commentId });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return;
    throw error;
  }
}
