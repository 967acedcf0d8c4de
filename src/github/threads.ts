// Review threads: reply, then resolve. Replying never resolves (DESIGN.md), and resolving needs
// `contents: write` for an app token, GITHUB_TOKEN included: with only `pull-requests: write`
// GitHub answers FORBIDDEN, which is a result here, not a crash.

import { z } from 'zod';
import { graphqlErrors } from './api-errors.js';
import type { Octokit } from './client.js';
import { REPLY_TO_THREAD, RESOLVE_THREAD } from './queries.js';

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

/** Posts `body` as a reply in the thread (GitHub files it under a new review by the viewer). */
export async function replyToThread(octokit: Octokit, threadId: string, body: string): Promise<ThreadReply> {
  const data = ReplyData.parse(await octokit.graphql(REPLY_TO_THREAD, { threadId, body }));
  const { comment } = data.addPullRequestReviewThreadReply;
  return { id: comment.id, databaseId: comment.databaseId ?? 0 };
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
