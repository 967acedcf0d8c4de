import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  labelledIssueStore
} from "./chunk-FN2HDMEV.js";
import {
  commentStore
} from "./chunk-AJMW6HTC.js";
import {
  LEARNING_LIMITS,
  LearningSchema,
  describeScope
} from "./chunk-JH2OTXNJ.js";
import {
  findOwnRecord,
  saveOwnRecord
} from "./chunk-XLYGSLAL.js";
import {
  decodeMarker,
  encodeMarker
} from "./chunk-UGMHMVMQ.js";
import {
  LEARNINGS_LABEL
} from "./chunk-QRLKW63P.js";
import {
  inert
} from "./chunk-WUB523E6.js";
import {
  number,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/store/learnings-store.ts
var MARKER_KIND = "learning";
var LearningRecordSchema = strictObject({
  learning: LearningSchema,
  /** The command that recorded it (`comment:<id>`): the same command again is not a second learning. */
  source: string(),
  forgotten: strictObject({ login: string(), id: number().int(), at: string() }).nullable()
});
async function readLearnings(source, selfId) {
  const issue = findOwnRecord(await source.issues.list(), selfId).record;
  if (!issue) return [];
  return liveLearnings(learningRecords(await source.comments(issue.id), selfId));
}
__name(readLearnings, "readLearnings");
function learningRecords(comments, selfId) {
  return comments.filter((c) => c.authorId === selfId).flatMap((c) => {
    const parsed = LearningRecordSchema.safeParse(decodeMarker(c.body, MARKER_KIND));
    return parsed.success ? [{ ...parsed.data, commentId: c.id }] : [];
  }).sort((a, b) => a.commentId - b.commentId);
}
__name(learningRecords, "learningRecords");
function liveLearnings(records) {
  return records.filter((r) => r.forgotten === null).map((r) => r.learning);
}
__name(liveLearnings, "liveLearnings");
function nextLearningId(records) {
  return records.reduce((max, r) => Math.max(max, r.learning.id), 0) + 1;
}
__name(nextLearningId, "nextLearningId");
function claimTaken(records, commentId) {
  const mine = records.find((r) => r.commentId === commentId);
  return mine !== void 0 && records.some((r) => r.commentId < commentId && r.learning.id === mine.learning.id);
}
__name(claimTaken, "claimTaken");
async function rememberLearning(store, selfId, entry, source) {
  const issue = await learningsIssue(store, selfId);
  let records = learningRecords(await store.comments(issue), selfId);
  const already = records.find((r) => r.source === source);
  if (already) return { kind: "already remembered", learning: already.learning };
  const live = liveLearnings(records).length;
  if (live >= LEARNING_LIMITS.count) return { kind: "full", count: live };
  let record = { learning: { ...entry, id: nextLearningId(records) }, source, forgotten: null };
  let commentId;
  try {
    commentId = (await store.addComment(issue, renderLearningComment(record))).id;
  } catch (error) {
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
  return { kind: "remembered", learning: record.learning };
}
__name(rememberLearning, "rememberLearning");
var CLAIM_ATTEMPTS = 3;
async function forgetLearning(store, selfId, id, by, at) {
  const issue = findOwnRecord(await store.issues.list(), selfId).record;
  if (!issue) return null;
  const record = learningRecords(await store.comments(issue.id), selfId).find((r) => r.forgotten === null && r.learning.id === id);
  if (!record) return null;
  const { commentId, ...data } = record;
  await store.editComment(commentId, renderLearningComment({ ...data, forgotten: { ...by, at } }));
  return record.learning;
}
__name(forgetLearning, "forgetLearning");
async function learningsIssue(store, selfId) {
  const found = findOwnRecord(await store.issues.list(), selfId);
  if (found.record && found.duplicates.length === 0) return found.record.id;
  return saveOwnRecord(store.issues, selfId, found, found.record?.body ?? LEARNINGS_ISSUE_BODY);
}
__name(learningsIssue, "learningsIssue");
var LEARNINGS_ISSUE_BODY = [
  "This issue holds the repository's **learnings**: review-policy directives that people with write access recorded with `/tend remember`. tend applies them to review, to its decisions on review threads when it ships a pull request, and to triage.",
  "",
  "Each learning is one comment below. List them with `/tend learnings` and remove one with `/tend forget N` (on any issue or pull request). Please do not edit or delete tend's comments here: tend reads each learning back from them.",
  "",
  encodeMarker({ learnings: 1 })
].join("\n");
function renderLearningComment(record) {
  const { learning, forgotten } = record;
  const head = `**Learning #${learning.id}** \xB7 recorded by @${learning.author.login} on ${learning.createdAt.slice(0, 10)} \xB7 ${describeScope(learning.scope)}`;
  const quoted = learning.text.split(/\r?\n/).map((line) => `> ${line}`).join("\n");
  const status = forgotten ? `Forgotten by @${forgotten.login} on ${forgotten.at.slice(0, 10)} with \`/tend forget ${learning.id}\`: tend no longer applies it.` : `Remove it with \`/tend forget ${learning.id}\`.`;
  const text = inert([forgotten ? `~~${head}~~` : head, "", quoted, "", `<sub>${status}</sub>`].join("\n"));
  return `${text}

${encodeMarker(record, MARKER_KIND)}`;
}
__name(renderLearningComment, "renderLearningComment");

// src/github/learnings-issue.ts
function learningsSource(octokit, repo) {
  const comments = commentStore(octokit, repo);
  return {
    issues: labelledIssueStore(octokit, repo, { label: LEARNINGS_LABEL, title: "tend learnings" }),
    comments: /* @__PURE__ */ __name((issue) => comments.list({ kind: "issue", number: issue }), "comments"),
    addComment: /* @__PURE__ */ __name((issue, body) => comments.create({ kind: "issue", number: issue }, body), "addComment"),
    editComment: /* @__PURE__ */ __name((id, body) => comments.update(id, body), "editComment")
  };
}
__name(learningsSource, "learningsSource");

export {
  readLearnings,
  rememberLearning,
  forgetLearning,
  learningsSource
};
