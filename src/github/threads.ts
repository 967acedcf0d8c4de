// Review threads: reply, then resolve. Replying never resolves (DESIGN.md), and resolving needs
// `contents: write` for an app token, GITHUB_TOKEN included: with only `pull-requests: write`
// GitHub answers FORBIDDEN, which is a result here, not a crash.

import { z } from 'zod';
import { graphqlErrors } from './api-errors.js';
import type { Octokit } from './client.js';
import type { RepoRef } from './comments.js';
import { REPLY_TO_THREAD, RESOLVE_THREAD, THREAD_ANSWERS } from './queries.js';

/** The GraphQL error type GitHub answers a resolve with when the token may not do it. */
export const FORBIDDEN = 'FORBIDDEN';

export const RESOLVE_NEEDS_CONTENTS_WRITE =
  "GitHub refused to resolve the thread (FORBIDDEN): resolving review threads needs the 'contents: write' permission " +
  "(for GITHUB_TOKEN, add 'contents: write' to the workflow's permissions); 'pull-requests: write' alone is not enough.";

const ReplyData = z.object({
  addPullRequestReviewThreadReply: z.object({ comment: z.object({ id: z.string(), databaseId: z.number().nullable() }) }),
});

const ResolveData = z.object({
  resolveReviewThread: z.object({ thread: z.object({ id: z.string(), isResolved: z.boolean() }) }),
});

export interface ThreadReply {
  /** Node id of the new comment. */
  id: string;
  databaseId: number;
}

/**
 * Posts `body` as a reply in the thread (GitHub files it under a new review by the viewer).
 * A reply is not idempotent, so it is never retried blindly: when the answer is a 5xx or a
 * timeout, the write may have happened, so the thread is read first and the reply is only sent
 * again if `marker` (a unique string in `body`) is not there.
 */
export async function replyToThread(octokit: Octokit, threadId: string, body: string, marker: string = body): Promise<ThreadReply> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = ReplyData.parse(await octokit.graphql(REPLY_TO_THREAD, { threadId, body, request: { retries: 0 } }));
      const { comment } = data.addPullRequestReviewThreadReply;
      return { id: comment.id, databaseId: comment.databaseId ?? 0 };
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === undefined || status < 500 || attempt >= 2) throw error;
      // The write may have happened: look before sending again.
      const posted = await findReply(octokit, threadId, marker);
      if (posted) return posted;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }
}

async function findReply(octokit: Octokit, threadId: string, marker: string): Promise<ThreadReply | null> {
  const [thread] = await loadThreadComments(octokit, [threadId]);
  const found = thread?.comments.find((c) => c.body.includes(marker));
  return found ? { id: found.id, databaseId: found.databaseId } : null;
}

export type ResolveOutcome = { resolved: true } | { resolved: false; reason: string };

export async function resolveThread(octokit: Octokit, threadId: string): Promise<ResolveOutcome> {
  let data: unknown;
  try {
    data = await octokit.graphql(RESOLVE_THREAD, { threadId });
  } catch (error) {
    const errors = graphqlErrors(error);
    if (errors?.some((e) => e.type === FORBIDDEN)) return { resolved: false, reason: RESOLVE_NEEDS_CONTENTS_WRITE };
    throw error;
  }
  const { thread } = ResolveData.parse(data).resolveReviewThread;
  return thread.isResolved ? { resolved: true } : { resolved: false, reason: 'GitHub answered the resolve but the thread is still unresolved.' };
}

export interface ThreadComments {
  id: string;
  comments: { id: string; databaseId: number; authorId: number | null; body: string }[];
}

const AnswersData = z.object({
  nodes: z.array(
    z
      .object({
        __typename: z.string(),
        id: z.string().optional(),
        comments: z
          .object({
            nodes: z.array(
              z.object({ id: z.string(), databaseId: z.number().nullable(), body: z.string(), author: z.object({ databaseId: z.number().nullable().optional() }).nullable() }).nullable(),
            ),
          })
          .optional(),
      })
      .nullable(),
  ),
});

/** The latest comments of each thread, in one request (a thread gone since reads as absent). */
export async function loadThreadComments(octokit: Octokit, threadIds: string[]): Promise<ThreadComments[]> {
  const data = AnswersData.parse(await octokit.graphql(THREAD_ANSWERS, { threadIds }));
  return data.nodes.flatMap((node) =>
    node?.id === undefined || node.comments === undefined
      ? []
      : [
          {
            id: node.id,
            comments: node.comments.nodes.flatMap((c) => (c === null || c.databaseId === null ? [] : [{ id: c.id, databaseId: c.databaseId, authorId: c.author?.databaseId ?? null, body: c.body }])),
          },
        ],
  );
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
