// Issue and pull request comments over REST (pull requests are issues for comments), and the one
// GraphQL create that reads the comments back in the same request.

import * as z from 'zod';
import type { CommentStore, StoredComment } from '../store/tracking-comment.js';
import { graphqlPartial, restFailure, type GraphqlErrorEntry } from './api-errors.js';
import type { Octokit } from './client.js';
import { ADD_COMMENT_AND_LIST, commentsThenUpdateDocument } from './queries.js';
import { CommentsData, storedComments } from './run-context.js';
import { type Target } from '../core/target.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export function commentStore(octokit: Octokit, repo: RepoRef): CommentStore {
  const toStored = (c: { id: number; node_id: string; body?: string | undefined; user: { id: number; login: string; type: string } | null; created_at: string; updated_at: string }): StoredComment => ({
    id: c.id,
    body: c.body ?? '',
    authorId: c.user?.id ?? 0,
    nodeId: c.node_id,
    ...(c.user ? { author: { login: c.user.login, type: c.user.type } } : {}),
    createdAt: c.created_at,
    // REST has no lastEditedAt: a comment whose updated_at moved past its creation was edited.
    edited: c.updated_at !== c.created_at,
  });
  return {
    async list(target: Target) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: target.number, per_page: 100 });
      return comments.map(toStored);
    },
    async create(target: Target, body: string) {
      // Not idempotent: a 5xx may come after the write, so it is not sent again blindly; the
      // caller looks first (saveOwnRecord).
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body, request: { retries: 0 } });
      return toStored(data);
    },
    async update(commentId: number, body: string) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    },
    async remove(commentId: number) {
      try {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId });
      } catch (error) {
        // Two runs folding the same duplicate: the other run's DELETE came first, and gone is gone.
        if (restFailure(error)?.status === 404) return;
        throw error;
      }
    },
  };
}

const AddAndListData = z.object({
  addComment: z.object({ subject: z.object({ __typename: z.string(), comments: CommentsData.optional() }).nullable() }),
});

/**
 * Creates a comment on the issue or pull request `subjectId` (a node id), puts `labelIds` on it,
 * and answers its comments as they are right after, from the same request; null when they are
 * more than one page holds.
 */
export async function createCommentAndList(octokit: Octokit, subjectId: string, body: string, labelIds: string[] = []): Promise<StoredComment[] | null> {
  const data = AddAndListData.parse(await octokit.graphql(ADD_COMMENT_AND_LIST, { subjectId, body, labelIds, withLabels: labelIds.length > 0 }));
  return storedComments(data.addComment.subject?.comments);
}

/** What GitHub did with each field of postCommentsThenUpdate's request. */
export interface CommentsThenUpdateOutcome {
  /** Per comment, in order: null when GitHub created it, else what it said refusing it. */
  refused: (string | null)[];
  /** What GitHub said refusing the update; null when the comment holds the new body. */
  updateRefused: string | null;
}

/**
 * Posts `comments` on the issue or pull request `subjectId` (a node id), then writes `update.body`
 * to the comment `update.id`, in ONE request (queries.ts, commentsThenUpdateDocument). GitHub
 * answers each field on its own, so a refused field is reported and the others stand. Creating a
 * comment is not idempotent: the request is not retried, and when it has no answer (a 5xx, a
 * timeout) this throws, and the caller looks at the comments before posting any again.
 */
export async function postCommentsThenUpdate(octokit: Octokit, subjectId: string, comments: readonly string[], update: { id: string; body: string }): Promise<CommentsThenUpdateOutcome> {
  const variables = { subjectId, commentId: update.id, body: update.body, ...Object.fromEntries(comments.map((c, i) => [`c${i}`, c])) };
  let errors: GraphqlErrorEntry[] = [];
  try {
    await octokit.graphql(commentsThenUpdateDocument(comments.length), { ...variables, request: { retries: 0 } });
  } catch (error) {
    const partial = graphqlPartial(error);
    // An error that names no field says nothing of what landed: as good as no answer.
    if (!partial || partial.errors.some((e) => typeof e.path?.[0] !== 'string')) throw error;
    errors = partial.errors;
  }
  return commentsThenUpdateOutcome(errors, comments.length);
}

/** What GitHub did with the `c<i>` and `tracking` fields (queries.ts, commentsThenUpdateFields), from the errors it answered. */
export function commentsThenUpdateOutcome(errors: readonly GraphqlErrorEntry[], comments: number): CommentsThenUpdateOutcome {
  const refusal = (field: string) => errors.find((e) => e.path?.[0] === field)?.message ?? null;
  return { refused: Array.from({ length: comments }, (_, i) => refusal(`c${i}`)), updateRefused: refusal('tracking') };
}

/** The field names of commentsThenUpdateFields for `comments` comments. */
export function commentsThenUpdateFieldNames(comments: number): string[] {
  return [...Array.from({ length: comments }, (_, i) => `c${i}`), 'tracking'];
}

/** A comment tend's account (`selfId`) wrote holding `marker`: someone else's holding it is only text. */
export function isOwnWith(comment: StoredComment, selfId: number, marker: string): boolean {
  return comment.authorId === selfId && comment.body.includes(marker);
}

/**
 * Posts a one-off comment (e.g. the answer to `/tend status`). Creating a comment is not
 * idempotent, so a 5xx or a timeout is not retried blindly: the comments are read first and the
 * comment is only sent again if no comment of tend's account (`selfId`) holds `marker` (a unique
 * string in `body`, the whole body by default). Someone else's comment holding it is only text.
 */
export async function postComment(octokit: Octokit, repo: RepoRef, target: Target, body: string, sent: { selfId: number; marker?: string }): Promise<number> {
  const marker = sent.marker ?? body;
  const send = async (retries: number) =>
    (await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body, request: { retries } })).data.id;
  try {
    return await send(0);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === undefined || status < 500) throw error;
    const existing = (await commentStore(octokit, repo).list(target)).find((c) => isOwnWith(c, sent.selfId, marker));
    return existing ? existing.id : send(2);
  }
}

/** A comment with who wrote it and when, for the discussion digest. */
interface ThreadComment {
  id: number;
  body: string;
  author: { login: string; id: number; type: string } | null;
  createdAt: string;
  /** Moves on every edit of the body (REST has no lastEditedAt). */
  updatedAt: string;
}

export async function listThreadComments(octokit: Octokit, repo: RepoRef, target: Target): Promise<ThreadComment[]> {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: target.number, per_page: 100 });
  return comments.map((c) => ({ id: c.id, body: c.body ?? '', author: c.user ? { login: c.user.login, id: c.user.id, type: c.user.type } : null, createdAt: c.created_at, updatedAt: c.updated_at }));
}
