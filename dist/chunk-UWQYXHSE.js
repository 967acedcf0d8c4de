import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  TEND_FINDING_KIND,
  createCommentReview,
  getPullForReview,
  listReviewBodies,
  listReviewComments,
  patchHunks,
  tendSeverityLine
} from "./chunk-BGYXIZN6.js";
import {
  editedAfterCommand
} from "./chunk-55DAK2V3.js";
import {
  repoTools
} from "./chunk-SAFQMFRW.js";
import {
  learningsSection
} from "./chunk-WYHAQFAV.js";
import {
  learningsFor
} from "./chunk-JH2OTXNJ.js";
import {
  checkFileCitation,
  dataSection,
  gitComplaint,
  openWorkspace,
  renderPrompt,
  runSafeGit,
  sanitizeForModel,
  saveTracking
} from "./chunk-GSOCGSWP.js";
import {
  codeFence
} from "./chunk-NHF42DUN.js";
import {
  BudgetExceededError,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError
} from "./chunk-JBKETF74.js";
import {
  endsWithOwnMarker,
  trailingMarker
} from "./chunk-UGMHMVMQ.js";
import {
  MAX_SUGGESTION_LINES,
  ModelReviewSchema
} from "./chunk-ZSWZQFD2.js";
import {
  SPOT_CHECK_RESULTS,
  spotCheckFailures
} from "./chunk-OOR5YXNA.js";
import {
  transition
} from "./chunk-OYWUD6ZV.js";
import {
  cell,
  inert
} from "./chunk-WUB523E6.js";
import {
  _enum,
  array,
  number,
  object,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/review/run-review.ts
import { join } from "node:path";

// src/review/diff.ts
var MAX_DIFF_BYTES = 2e5;
var DiffError = class extends Error {
  static {
    __name(this, "DiffError");
  }
};
async function readDiff(root, base, head) {
  const result = await runSafeGit(["diff", "--no-color", "--no-ext-diff", "--no-renames", "-U3", `${base}...${head}`, "--"], {
    cwd: root,
    timeoutMs: 6e4,
    maxOutputBytes: MAX_DIFF_BYTES
  });
  if (!result.truncated && result.exitCode !== 0) throw new DiffError(`git diff ${base}...${head} failed: ${gitComplaint(result)}`);
  return { text: result.stdout, truncated: result.truncated, hunks: diffHunks(result.stdout) };
}
__name(readDiff, "readDiff");
function diffHunks(diff) {
  const hunks = /* @__PURE__ */ new Map();
  let file = null;
  for (const line of diff.split("\n")) {
    if (line.startsWith("diff --git ")) file = null;
    else if (line.startsWith("+++ ")) file = line === "+++ /dev/null" ? null : line.slice(4).replace(/^b\//, "");
    else if (file !== null && line.startsWith("@@")) {
      for (const hunk of patchHunks(line)) hunks.set(file, [...hunks.get(file) ?? [], hunk]);
    }
  }
  return hunks;
}
__name(diffHunks, "diffHunks");
function inOneHunk(diff, path, start, end) {
  return (diff.hunks.get(path) ?? []).some((h) => h.start <= start && end <= h.end);
}
__name(inOneHunk, "inOneHunk");

// src/review/fingerprint.ts
import { createHash } from "node:crypto";
function findingFingerprint(path, title) {
  const text = title.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return createHash("sha256").update(`${path}
${text}`).digest("hex").slice(0, 16);
}
__name(findingFingerprint, "findingFingerprint");
function findingMarker(fingerprint) {
  return `<!-- tend:${TEND_FINDING_KIND} ${fingerprint} -->`;
}
__name(findingMarker, "findingMarker");
var REVIEW_KIND = "review";
function reviewMarker(fingerprints) {
  return `<!-- tend:${REVIEW_KIND} ${fingerprints.join(",")} -->`;
}
__name(reviewMarker, "reviewMarker");
function postedFingerprints(texts, selfId) {
  const seen = /* @__PURE__ */ new Set();
  for (const text of texts) {
    if (text.authorId !== selfId) continue;
    const listed = endsWithOwnMarker(text.body, TEND_FINDING_KIND) ? trailingMarker(text.body, TEND_FINDING_KIND) : trailingMarker(text.body, REVIEW_KIND);
    for (const fingerprint of (listed ?? "").split(",")) if (/^[0-9a-f]{16}$/.test(fingerprint)) seen.add(fingerprint);
  }
  return seen;
}
__name(postedFingerprints, "postedFingerprints");

// src/review/learnings.ts
function reviewLearnings(all, paths) {
  return learningsFor(all, { workflow: "review", paths });
}
__name(reviewLearnings, "reviewLearnings");
function learningsSection2(learnings) {
  return learningsSection(learnings) ?? dataSection("learnings", "(none)");
}
__name(learningsSection2, "learningsSection");

// src/review/validate.ts
var FindingVerdictSchema = object({
  finding: number().int().nonnegative().describe("The number of the finding in <findings>."),
  verdict: _enum(["keep", "reject"]),
  spot_check_result: _enum(SPOT_CHECK_RESULTS).describe("What the cited lines show about the claim."),
  reason: string().min(1).max(600),
  learning_id: number().int().positive().nullable().describe("The id of the learning the finding contradicts, when that is why it is rejected; else null.")
}).strict();
var ReviewValidatorSchema = object({ verdicts: array(FindingVerdictSchema).max(50) }).strict();
async function validateFindings(deps, findings, checks, learnings, subject) {
  if (findings.length === 0) return [];
  const system = renderPrompt("review-validate", {
    repository: deps.repository,
    commit: deps.commit,
    findings: findingsSection(findings, checks),
    learnings: learningsSection2(learnings)
  });
  const answer = await deps.session.structured({
    role: "review-validate",
    subject,
    system: { stable: system },
    messages: "Try to break every finding above, spot-check the one you doubt most, and submit one verdict per finding.",
    schema: ReviewValidatorSchema,
    outputTool: { name: "submit_verdicts", description: "Submit one verdict per finding." },
    tools: [deps.readFile],
    maxToolIterations: 1,
    fanOutCap: 1
  });
  return answer.verdicts;
}
__name(validateFindings, "validateFindings");
function findingSurvives(index, finding, verdicts, check, learnings) {
  const verdict = verdicts.find((v) => v.finding === index);
  if (verdict === void 0) return { survives: false, reason: "the validator gave no verdict on it", learningId: null };
  const learningId = verdict.learning_id !== null && learnings.some((l) => l.id === verdict.learning_id) ? verdict.learning_id : null;
  if (verdict.verdict === "reject") {
    return { survives: false, reason: learningId === null ? verdict.reason : `contradicts learning #${learningId}: ${verdict.reason}`, learningId };
  }
  const ref = `${finding.path}:${finding.start_line}-${finding.end_line}`;
  const failures = spotCheckFailures({ ref, result: verdict.spot_check_result, note: verdict.reason, check });
  if (failures.length > 0) return { survives: false, reason: failures.join("; "), learningId: null };
  return { survives: true, reason: verdict.reason, learningId: null };
}
__name(findingSurvives, "findingSurvives");
function findingsSection(findings, checks) {
  const entries = findings.map(
    (f, index) => [
      `[${index}] ${f.severity} ${f.path}:${f.start_line}-${f.end_line}: ${f.title}`,
      f.body,
      `quote:
${f.quote}`,
      f.suggestion === null ? "suggestion: none" : `suggestion:
${f.suggestion}`,
      `evidence check: ${checks[index]?.result ?? "not run"} (${checks[index]?.reason ?? ""})`
    ].join("\n")
  );
  return dataSection("findings", entries.join("\n\n"));
}
__name(findingsSection, "findingsSection");

// src/review/review.ts
var REVIEW_TOOL_ITERATIONS = 12;
async function reviewDiff(deps, input) {
  const learnings = reviewLearnings(input.learnings, [...input.diff.hunks.keys()]);
  const model = await deps.session.structured({
    role: "review",
    subject: input.subject,
    system: { stable: renderPrompt("review", { repository: deps.repository, base: input.base, head: input.head, learnings: learningsSection2(learnings) }) },
    messages: changeMessage(input),
    schema: ModelReviewSchema,
    outputTool: { name: "submit_review", description: "Submit the review: a summary and the findings, each citing the lines at the head commit." },
    tools: deps.tools,
    maxToolIterations: REVIEW_TOOL_ITERATIONS
  });
  const proposed = model.findings.map(smallSuggestionOnly);
  const checks = [];
  for (const finding of proposed) {
    checks.push(await checkFileCitation(deps.root, input.head, { path: finding.path, startLine: finding.start_line, endLine: finding.end_line, quote: finding.quote }));
  }
  const fingerprints = proposed.map((f) => findingFingerprint(f.path, f.title));
  const candidates = proposed.map((_, i) => i).filter((i) => checks[i].result === "verified" && !input.posted.has(fingerprints[i]));
  const verdicts = await validateFindings(
    { session: deps.session, repository: deps.repository, commit: input.head, readFile: deps.readFile },
    candidates.map((i) => proposed[i]),
    candidates.map((i) => checks[i]),
    learnings,
    input.subject
  );
  const findings = proposed.map((finding, i) => {
    const check = checks[i];
    const verified = check.result === "verified";
    const repeated = verified && input.posted.has(fingerprints[i]);
    const asked = candidates.indexOf(i);
    const judged = asked < 0 ? null : findingSurvives(asked, finding, verdicts, check, learnings);
    return {
      path: finding.path,
      lines: { start: finding.start_line, end: finding.end_line },
      quote: finding.quote,
      severity: finding.severity,
      title: finding.title,
      body: finding.body,
      suggestion: finding.suggestion,
      fingerprint: fingerprints[i],
      survivedEvidence: verified,
      evidence: check.reason,
      survivedValidator: judged === null ? null : judged.survives,
      validator: judged === null ? null : { reason: judged.reason, learningId: judged.learningId },
      repeated
    };
  });
  return { summary: model.summary, findings, learnings };
}
__name(reviewDiff, "reviewDiff");
function postable(findings) {
  return findings.filter((f) => f.survivedEvidence && !f.repeated && f.survivedValidator === true);
}
__name(postable, "postable");
function smallSuggestionOnly(finding) {
  if (finding.suggestion === null || finding.suggestion.split("\n").length <= MAX_SUGGESTION_LINES) return finding;
  return { ...finding, suggestion: null };
}
__name(smallSuggestionOnly, "smallSuggestionOnly");
function changeMessage(input) {
  const sections = [];
  if (input.change) sections.push(dataSection("pull_request", `${sanitizeForModel(input.change.title)}

${sanitizeForModel(input.change.body) || "(no description)"}`));
  const note = input.diff.truncated ? "\n(the diff is longer than tend reads; it was cut here: read the rest with the tools)" : "";
  sections.push(dataSection("diff", `${input.diff.text}${note}`));
  if (input.posted.size > 0) sections.push(`${input.posted.size} finding(s) were posted on earlier heads; they are not posted again.`);
  sections.push("Review the diff above and submit your findings.");
  return sections.join("\n\n");
}
__name(changeMessage, "changeMessage");

// src/review/render.ts
function findingComment(finding, options) {
  const parts = [tendSeverityLine(finding.severity, inert(oneLine(finding.title))), "", inert(finding.body.trim())];
  if (options.inline && finding.suggestion !== null) parts.push("", codeFence("suggestion", finding.suggestion.replace(/\n$/, "")));
  parts.push("", findingMarker(finding.fingerprint));
  return parts.join("\n");
}
__name(findingComment, "findingComment");
function reviewCounts(findings) {
  return {
    proposed: findings.length,
    posted: postable(findings).length,
    droppedByEvidence: findings.filter((f) => !f.survivedEvidence).length,
    rejectedByValidator: findings.filter((f) => f.survivedValidator === false).length,
    rejectedForLearning: findings.filter((f) => f.validator?.learningId != null && f.survivedValidator === false).length,
    repeated: findings.filter((f) => f.repeated).length
  };
}
__name(reviewCounts, "reviewCounts");
function countsLine(c) {
  const parts = [`${c.posted} of ${c.proposed} finding(s) posted`];
  parts.push(`${c.droppedByEvidence} dropped because the cited code does not match the head commit`);
  parts.push(`${c.rejectedByValidator} rejected by the validator${c.rejectedForLearning > 0 ? ` (${c.rejectedForLearning} for contradicting a learning)` : ""}`);
  if (c.repeated > 0) parts.push(`${c.repeated} already posted on an earlier head`);
  return `${parts.join("; ")}.`;
}
__name(countsLine, "countsLine");
function reviewBody(head, summary, findings, outside) {
  const lines = [`**tend review** of ${head.slice(0, 7)}: ${countsLine(reviewCounts(findings))}`, "", inert(oneLine(summary))];
  if (outside.length > 0) {
    lines.push("", "Findings on lines outside the diff:");
    for (const f of outside) lines.push(inert(`- \`${f.path}:${f.lines.start}-${f.lines.end}\` ${tendSeverityLine(f.severity, oneLine(f.title))}: ${oneLine(f.body)}`));
  }
  lines.push("", reviewMarker(outside.map((f) => f.fingerprint)));
  return lines.join("\n");
}
__name(reviewBody, "reviewBody");
function renderReviewMarkdown(input) {
  const { findings } = input;
  const lines = [
    "## REVIEW.md",
    "",
    `Reviewed ${input.base.slice(0, 7)}...${input.head.slice(0, 7)}. ${countsLine(reviewCounts(findings))} Model cost $${input.costUsd.toFixed(4)}.`,
    "",
    inert(oneLine(input.summary))
  ];
  if (findings.length > 0) {
    lines.push("", "| finding | where | evidence | validator | posted |", "|---|---|---|---|---|");
    for (const f of findings) {
      const validator = f.repeated ? "already posted" : f.survivedValidator === null ? "\u2014" : `${f.survivedValidator ? "kept" : "rejected"}: ${cell(f.validator?.reason ?? "")}`;
      const posted = postable([f]).length === 1 ? "yes" : "no";
      lines.push(`| ${f.severity}: ${cell(f.title)} | ${f.path}:${f.lines.start}-${f.lines.end} | ${f.survivedEvidence ? "verified" : `dropped: ${cell(f.evidence)}`} | ${validator} | ${posted} |`);
    }
  }
  return lines.join("\n");
}
__name(renderReviewMarkdown, "renderReviewMarkdown");
function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}
__name(oneLine, "oneLine");

// src/review/run-review.ts
var REVIEW_END_STATUSES = ["reviewed", "failed"];
async function runReview(deps, target, tracking, requested, store, commandAt) {
  const at = /* @__PURE__ */ __name(() => deps.now().toISOString(), "at");
  const save = /* @__PURE__ */ __name((state, artifact) => saveTracking(store, target, deps.selfId, tracking, deps.redact(deps.render(state, artifact))), "save");
  const fail = /* @__PURE__ */ __name(async (reason, notes2 = []) => {
    const failed = transition(requested, { status: "failed", reason, at: at() });
    return { state: failed, trackingCommentId: await save(failed), review: null, notes: notes2 };
  }, "fail");
  if (deps.session === null) {
    const waiting = transition(requested, { status: "requested", reason: `${requested.reason}; review needs the model (set anthropic-api-key), so it waits here`, at: at() });
    return { state: waiting, trackingCommentId: await save(waiting), review: null, notes: ["Review needs the model: no anthropic-api-key is configured, so the request was recorded and nothing was reviewed."] };
  }
  const pull = await getPullForReview(deps.octokit, deps.repo, target.number);
  if (!pull.open) return fail(`#${target.number} is closed; tend reviews open pull requests`);
  const edited = await editedAfterCommand(deps.octokit, deps.repo, target, "review", commandAt);
  if (edited !== null) return fail(edited);
  const workspace = await openWorkspace({ dir: join(deps.workDir, `pull-${target.number}`), serverUrl: deps.serverUrl, repository: `${deps.repo.owner}/${deps.repo.repo}`, token: deps.settings.githubToken });
  const heads = await workspace.cloneOrFetch({ branches: pull.fromFork ? [pull.baseRef] : [pull.baseRef, pull.headRef], depth: 0 });
  await workspace.checkout({ oid: pull.headSha });
  const base = heads[pull.baseRef];
  deps.log(`review #${target.number}: ${base.slice(0, 12)}...${pull.headSha.slice(0, 12)}`);
  let diff;
  try {
    diff = await readDiff(workspace.dir, base, pull.headSha);
  } catch (error) {
    if (error instanceof DiffError) return fail(`review failed: ${error.message}`);
    throw error;
  }
  const posted = postedFingerprints([...await listReviewComments(deps.octokit, deps.repo, target.number), ...await listReviewBodies(deps.octokit, deps.repo, target.number)], deps.selfId);
  let result;
  try {
    result = await reviewDiff(
      { session: deps.session, root: workspace.dir, repository: `${deps.repo.owner}/${deps.repo.repo}`, tools: repoTools(workspace.dir), readFile: repoTools(workspace.dir).find((t) => t.name === "read_file") },
      { base, head: pull.headSha, diff, change: { title: pull.title, body: pull.body }, learnings: await deps.readLearnings(), posted, subject: `#${target.number}` }
    );
  } catch (error) {
    if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
    return fail(`review failed: ${error.message.replace(/\.$/, "")}`);
  }
  const toPost = postable(result.findings);
  const inDiff = toPost.filter((f) => inOneHunk(diff, f.path, f.lines.start, f.lines.end));
  const post = /* @__PURE__ */ __name((inline) => createCommentReview(deps.octokit, deps.repo, target.number, {
    commitId: pull.headSha,
    body: deps.redact(reviewBody(pull.headSha, result.summary, result.findings, toPost.filter((f) => !inline.includes(f)))),
    comments: inline.map((f) => ({ path: f.path, line: f.lines.end, startLine: f.lines.start < f.lines.end ? f.lines.start : null, body: deps.redact(findingComment(f, { inline: true })) }))
  }), "post");
  let reviewId = null;
  const notes = [];
  if (toPost.length > 0) {
    let posted2 = await post(inDiff);
    if (posted2 === "off-diff") {
      notes.push("GitHub refused the inline comments (a line off its diff), so every finding is in the review body.");
      posted2 = await post([]);
    }
    reviewId = posted2 === "off-diff" ? null : posted2;
  }
  const counts = reviewCounts(result.findings);
  const costUsd = deps.costUsd();
  const markdown = deps.redact(renderReviewMarkdown({ head: pull.headSha, base, summary: result.summary, findings: result.findings, costUsd }));
  const done = transition(requested, { status: "reviewed", reason: `reviewed ${pull.headSha.slice(0, 7)}: ${countsLine(counts).replace(/\.$/, "")}`, at: at() });
  const trackingCommentId = await save(done, markdown);
  return { state: done, trackingCommentId, review: { markdown, head: pull.headSha, counts, findings: result.findings, reviewId, costUsd }, notes };
}
__name(runReview, "runReview");

export {
  REVIEW_END_STATUSES,
  runReview
};
