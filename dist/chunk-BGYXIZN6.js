import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  scanMarkdown
} from "./chunk-GSOCGSWP.js";
import {
  restFailure
} from "./chunk-X7M4VJU3.js";
import {
  array,
  number,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/pull-review.ts
var PullForReview = object({
  number: number(),
  state: string(),
  title: string(),
  body: string().nullable(),
  head: object({ sha: string(), ref: string(), repo: object({ full_name: string() }).nullable() }),
  base: object({ ref: string() })
});
async function getPullForReview(octokit, repo, number2) {
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number2 });
  const pull = PullForReview.parse(data);
  return {
    number: pull.number,
    open: pull.state === "open",
    title: pull.title,
    body: pull.body ?? "",
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    fromFork: pull.head.repo?.full_name.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase(),
    baseRef: pull.base.ref
  };
}
__name(getPullForReview, "getPullForReview");
var ReviewComment = object({ body: string(), user: object({ id: number() }).nullable() });
async function listReviewComments(octokit, repo, number2) {
  const comments = array(ReviewComment).parse(await octokit.paginate(octokit.rest.pulls.listReviewComments, { ...repo, pull_number: number2, per_page: 100 }));
  return comments.map((c) => ({ authorId: c.user?.id ?? null, body: c.body }));
}
__name(listReviewComments, "listReviewComments");
var Review = object({ body: string().nullable(), user: object({ id: number() }).nullable() });
async function listReviewBodies(octokit, repo, number2) {
  const reviews = array(Review).parse(await octokit.paginate(octokit.rest.pulls.listReviews, { ...repo, pull_number: number2, per_page: 100 }));
  return reviews.map((r) => ({ authorId: r.user?.id ?? null, body: r.body ?? "" }));
}
__name(listReviewBodies, "listReviewBodies");
async function createCommentReview(octokit, repo, number2, review) {
  try {
    return await postReview(octokit, repo, number2, review);
  } catch (error) {
    if (restFailure(error)?.status === 422 && review.comments.length > 0) return "off-diff";
    throw error;
  }
}
__name(createCommentReview, "createCommentReview");
async function postReview(octokit, repo, number2, review) {
  const { data } = await octokit.rest.pulls.createReview({
    ...repo,
    pull_number: number2,
    commit_id: review.commitId,
    event: "COMMENT",
    body: review.body,
    comments: review.comments.map((c) => ({ path: c.path, line: c.line, side: "RIGHT", body: c.body, ...c.startLine === null ? {} : { start_line: c.startLine, start_side: "RIGHT" } }))
  });
  return data.id;
}
__name(postReview, "postReview");
var DiffFile = object({ filename: string(), patch: string().optional() });
async function loadDiffHunks(octokit, repo, number2) {
  const files = array(DiffFile).parse(await octokit.paginate(octokit.rest.pulls.listFiles, { ...repo, pull_number: number2, per_page: 100 }));
  return new Map(files.map((file) => [file.filename, patchHunks(file.patch ?? "")]));
}
__name(loadDiffHunks, "loadDiffHunks");
function patchHunks(patch) {
  const hunks = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === void 0 ? 1 : Number(match[2]);
    if (count > 0) hunks.push({ start, end: start + count - 1 });
  }
  return hunks;
}
__name(patchHunks, "patchHunks");

// src/ship/bot-severity.ts
var PRIORITY = { p0: "critical", p1: "major", p2: "minor", p3: "nitpick" };
function codexSeverity(lines) {
  const match = /^(?:\*\*)?(?:<sub>)*!\[(P[0-3]) Badge\]\(https:\/\/img\.shields\.io\/badge\/\1-/i.exec(lines[0] ?? "");
  return match ? PRIORITY[match[1].toLowerCase()] : "unknown";
}
__name(codexSeverity, "codexSeverity");
function greptileSeverity(lines) {
  const match = /^(?:<a [^>]*>)?<img alt="(P[0-3])" src="https:\/\/greptile-static-assets\.s3\.amazonaws\.com\/badges\/(p[0-3])\.svg/i.exec(lines[0] ?? "");
  if (!match || match[1].toLowerCase() !== match[2].toLowerCase()) return "unknown";
  return PRIORITY[match[2].toLowerCase()];
}
__name(greptileSeverity, "greptileSeverity");
var BUGBOT_LEVELS = { critical: "critical", high: "major", medium: "minor", low: "nitpick" };
var BUGBOT_DESCRIPTION = "<!-- DESCRIPTION START";
function bugbotSeverity(lines, body = "") {
  if (!/^#{1,6} \S/.test(lines[0] ?? "")) return "unknown";
  const cut = body.indexOf(BUGBOT_DESCRIPTION);
  const header = cut < 0 ? lines.slice(1, 2) : scanMarkdown(body.slice(0, cut)).visible.map((l) => l.trim()).filter((l) => l !== "").slice(1);
  for (const line of header) {
    const match = /^\*\*(Critical|High|Medium|Low) Severity\*\*$/i.exec(line);
    if (match) return BUGBOT_LEVELS[match[1].toLowerCase()];
  }
  return "unknown";
}
__name(bugbotSeverity, "bugbotSeverity");
var DEVIN_KINDS = { "\u{1F534}": "major", "\u{1F7E1}": "minor", "\u{1F6A9}": "minor", "\u{1F50D}": "nitpick", "\u{1F4DD}": "nitpick" };
function devinSeverity(lines) {
  const match = /^(🔴|🟡|🚩|🔍|📝)\s*\*\*\S/u.exec(lines[0] ?? "");
  return match ? DEVIN_KINDS[match[1]] : "unknown";
}
__name(devinSeverity, "devinSeverity");
var QODO_BANNERS = { "action required": "major", "remediation recommended": "minor" };
function qodoSeverity(lines) {
  const match = /^<img src="https:\/\/(?:www\.qodo\.ai\/wp-content\/uploads\/|img\.shields\.io\/badge\/)[^"]*"[^>]* alt="([^"]+)"\s*\/?>$/.exec(lines[0] ?? "");
  return match ? QODO_BANNERS[match[1].toLowerCase()] ?? "unknown" : "unknown";
}
__name(qodoSeverity, "qodoSeverity");
var PREFIXES = {
  p0: "critical",
  p1: "major",
  p2: "minor",
  p3: "nitpick",
  critical: "critical",
  major: "major",
  minor: "minor",
  nit: "nitpick",
  nitpick: "nitpick",
  trivial: "nitpick",
  // The High/Medium/Low scale Bugbot and Gemini label with, for instructions that ask for it (`[High] …`).
  high: "major",
  medium: "minor",
  low: "nitpick"
};
function priorityPrefixSeverity(lines) {
  const match = /^(\*\*|__)?(\[)?(p[0-3]|critical|major|minor|nit|nitpick|trivial|high|medium|low)(\])?(:)?(\*\*|__)?(:)?(?=\s|$)/i.exec(lines[0] ?? "");
  if (!match) return "unknown";
  const [, open, left, word, right, colonInside, close, colonAfter] = match;
  if (Boolean(left) !== Boolean(right) || (open ?? "") !== (close ?? "")) return "unknown";
  if (!left && !open && !colonInside && !colonAfter) return "unknown";
  return PREFIXES[word.toLowerCase()];
}
__name(priorityPrefixSeverity, "priorityPrefixSeverity");
function claudeReviewSeverity(lines) {
  const match = /^(🔴|🟡|🟣)\s*(?:\*\*|_)?(Important|Nit|Pre-existing)\b/u.exec(lines[0] ?? "");
  if (!match) return priorityPrefixSeverity(lines);
  const expected = { "\u{1F534}": "Important", "\u{1F7E1}": "Nit", "\u{1F7E3}": "Pre-existing" };
  if (expected[match[1]] !== match[2]) return "unknown";
  return match[2] === "Important" ? "major" : match[2] === "Nit" ? "nitpick" : "minor";
}
__name(claudeReviewSeverity, "claudeReviewSeverity");
function tendSeverity(lines) {
  const match = /^\*\*tend · (Critical|Major|Minor|Nitpick)\*\*(?:\s|$)/.exec(lines[0] ?? "");
  return match ? match[1].toLowerCase() : "unknown";
}
__name(tendSeverity, "tendSeverity");
function tendSeverityLine(severity, title) {
  return `**tend \xB7 ${severity[0].toUpperCase()}${severity.slice(1)}** ${title}`;
}
__name(tendSeverityLine, "tendSeverityLine");
var TEND_FINDING_KIND = "finding";

export {
  codexSeverity,
  greptileSeverity,
  bugbotSeverity,
  devinSeverity,
  qodoSeverity,
  priorityPrefixSeverity,
  claudeReviewSeverity,
  tendSeverity,
  tendSeverityLine,
  TEND_FINDING_KIND,
  getPullForReview,
  listReviewComments,
  listReviewBodies,
  createCommentReview,
  loadDiffHunks,
  patchHunks
};
