import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  CommentsData,
  storedComments
} from "./chunk-MYJ3MQW6.js";
import {
  ADD_COMMENT_AND_LIST,
  commentsThenUpdateDocument
} from "./chunk-ARTH7MB3.js";
import {
  graphqlPartial,
  restFailure
} from "./chunk-X7M4VJU3.js";
import {
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/comments.ts
function commentStore(octokit, repo) {
  const toStored = /* @__PURE__ */ __name((c) => ({
    id: c.id,
    body: c.body ?? "",
    authorId: c.user?.id ?? 0,
    nodeId: c.node_id,
    ...c.user ? { author: { login: c.user.login, type: c.user.type } } : {},
    createdAt: c.created_at,
    // REST has no lastEditedAt: a comment whose updated_at moved past its creation was edited.
    edited: c.updated_at !== c.created_at
  }), "toStored");
  return {
    async list(target) {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: target.number, per_page: 100 });
      return comments.map(toStored);
    },
    async create(target, body) {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body, request: { retries: 0 } });
      return toStored(data);
    },
    async update(commentId, body) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    },
    async remove(commentId) {
      try {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId });
      } catch (error) {
        if (restFailure(error)?.status === 404) return;
        throw error;
      }
    }
  };
}
__name(commentStore, "commentStore");
var AddAndListData = object({
  addComment: object({ subject: object({ __typename: string(), comments: CommentsData.optional() }).nullable() })
});
async function createCommentAndList(octokit, subjectId, body, labelIds = []) {
  const data = AddAndListData.parse(await octokit.graphql(ADD_COMMENT_AND_LIST, { subjectId, body, labelIds, withLabels: labelIds.length > 0 }));
  return storedComments(data.addComment.subject?.comments);
}
__name(createCommentAndList, "createCommentAndList");
async function postCommentsThenUpdate(octokit, subjectId, comments, update) {
  const variables = { subjectId, commentId: update.id, body: update.body, ...Object.fromEntries(comments.map((c, i) => [`c${i}`, c])) };
  let errors = [];
  try {
    await octokit.graphql(commentsThenUpdateDocument(comments.length), { ...variables, request: { retries: 0 } });
  } catch (error) {
    const partial = graphqlPartial(error);
    if (!partial || partial.errors.some((e) => typeof e.path?.[0] !== "string")) throw error;
    errors = partial.errors;
  }
  return commentsThenUpdateOutcome(errors, comments.length);
}
__name(postCommentsThenUpdate, "postCommentsThenUpdate");
function commentsThenUpdateOutcome(errors, comments) {
  const refusal = /* @__PURE__ */ __name((field) => errors.find((e) => e.path?.[0] === field)?.message ?? null, "refusal");
  return { refused: Array.from({ length: comments }, (_, i) => refusal(`c${i}`)), updateRefused: refusal("tracking") };
}
__name(commentsThenUpdateOutcome, "commentsThenUpdateOutcome");
function commentsThenUpdateFieldNames(comments) {
  return [...Array.from({ length: comments }, (_, i) => `c${i}`), "tracking"];
}
__name(commentsThenUpdateFieldNames, "commentsThenUpdateFieldNames");
function isOwnWith(comment, selfId, marker) {
  return comment.authorId === selfId && comment.body.includes(marker);
}
__name(isOwnWith, "isOwnWith");
async function postComment(octokit, repo, target, body, sent) {
  const marker = sent.marker ?? body;
  const send = /* @__PURE__ */ __name(async (retries) => (await octokit.rest.issues.createComment({ ...repo, issue_number: target.number, body, request: { retries } })).data.id, "send");
  try {
    return await send(0);
  } catch (error) {
    const status = error.status;
    if (status === void 0 || status < 500) throw error;
    const existing = (await commentStore(octokit, repo).list(target)).find((c) => isOwnWith(c, sent.selfId, marker));
    return existing ? existing.id : send(2);
  }
}
__name(postComment, "postComment");
async function listThreadComments(octokit, repo, target) {
  const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: target.number, per_page: 100 });
  return comments.map((c) => ({ id: c.id, body: c.body ?? "", author: c.user ? { login: c.user.login, id: c.user.id, type: c.user.type } : null, createdAt: c.created_at, updatedAt: c.updated_at }));
}
__name(listThreadComments, "listThreadComments");

export {
  commentStore,
  createCommentAndList,
  postCommentsThenUpdate,
  commentsThenUpdateOutcome,
  commentsThenUpdateFieldNames,
  isOwnWith,
  postComment,
  listThreadComments
};
