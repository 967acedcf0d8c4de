import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  patchHunks
} from "./chunk-IXSI4EUA.js";
import {
  MAX_SUGGESTION_LINES,
  ModelReviewSchema
} from "./chunk-XTQ5HCP7.js";
import "./chunk-LVHWABGA.js";
import "./chunk-UI7E2DAO.js";
import {
  MODEL_OPTIONS,
  modelChoice,
  repoTools
} from "./chunk-5YASGFJO.js";
import {
  LlmSession,
  dataSection,
  learningsFor,
  learningsSection,
  renderPrompt
} from "./chunk-DXKS74XA.js";
import {
  redactor
} from "./chunk-YZVQOZV2.js";
import {
  cell,
  inert
} from "./chunk-S4IF65ND.js";
import {
  BudgetExceededError,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError
} from "./chunk-GNGUAHQX.js";
import "./chunk-N5SJCIZT.js";
import "./chunk-6R5FL2YM.js";
import {
  sanitizeForModel
} from "./chunk-7FMQZ3HF.js";
import {
  CommitTreeError,
  checkFileCitation,
  gitComplaint,
  openCommitTree,
  runSafeGit
} from "./chunk-2ZZ7UQU2.js";
import {
  progressLine
} from "./chunk-6WRBFQRW.js";
import "./chunk-UGMHMVMQ.js";
import {
  SPOT_CHECK_RESULTS,
  spotCheckFailures
} from "./chunk-OOR5YXNA.js";
import "./chunk-UEXZ74AC.js";
import "./chunk-WX6HNAQQ.js";
import "./chunk-KRQCIFPU.js";
import {
  _enum,
  array,
  number,
  object,
  string
} from "./chunk-CZ44SP4R.js";
import "./chunk-SZHJZVAZ.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/cli/review-local.ts
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";

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

// src/review/fingerprint.ts
import { createHash } from "node:crypto";
function findingFingerprint(path, title) {
  const text = title.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return createHash("sha256").update(`${path}
${text}`).digest("hex").slice(0, 16);
}
__name(findingFingerprint, "findingFingerprint");

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

// src/cli/review-local.ts
var REVIEW_SYNOPSIS = "tend review local --root DIR --base REV [--head REV] --out OUT [--model M] [--max-cost-usd N]";
async function reviewLocal(args, env, output, error) {
  const fail = /* @__PURE__ */ __name((message) => {
    error.write(`tend review local: ${message}
`);
    return 2;
  }, "fail");
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        root: { type: "string" },
        base: { type: "string" },
        head: { type: "string", default: "HEAD" },
        out: { type: "string" },
        ...MODEL_OPTIONS
      },
      strict: true,
      allowPositionals: false
    }));
  } catch (cause) {
    return fail(`${cause instanceof Error ? cause.message : String(cause)}; usage: ${REVIEW_SYNOPSIS}`);
  }
  for (const name of ["root", "base", "out"]) if (!values[name]) return fail(`--${name} is required; usage: ${REVIEW_SYNOPSIS}`);
  const chosen = modelChoice(values, env, "review");
  if ("error" in chosen) return fail(chosen.error);
  const root = values.root;
  let base;
  let head;
  try {
    const tree = await openCommitTree(root);
    base = await tree.resolveCommit(values.base);
    head = await tree.resolveCommit(values.head);
  } catch (cause) {
    if (cause instanceof CommitTreeError) return fail(cause.message);
    throw cause;
  }
  if (base === null) return fail(`--base '${values.base}' names no commit in ${root}.`);
  if (head === null) return fail(`--head '${values.head}' names no commit in ${root}.`);
  let diff;
  try {
    diff = await readDiff(root, base, head);
  } catch (cause) {
    if (cause instanceof DiffError) return fail(cause.message);
    throw cause;
  }
  if (diff.text.trim() === "") return fail(`${values.base}...${values.head} changes nothing; expected a base the head differs from.`);
  const redact = redactor([chosen.apiKey]);
  const progress = progressLine(error, "review local", redact);
  progress(`reviewing ${diff.text.split("\n").length} lines of diff ${base.slice(0, 7)}...${head.slice(0, 7)} with ${chosen.model}`);
  const session = new LlmSession({ apiKey: chosen.apiKey, baseURL: chosen.baseURL, model: chosen.model, maxCostUsd: chosen.maxCostUsd, maxTurns: 40, log: progress });
  const tools = repoTools(root);
  let result;
  try {
    result = await reviewDiff(
      { session, root, repository: root, tools, readFile: tools.find((t) => t.name === "read_file") },
      { base, head, diff, change: null, learnings: [], posted: /* @__PURE__ */ new Set(), subject: "local" }
    );
  } catch (cause) {
    if (cause instanceof LlmOutputError || cause instanceof LlmFinalError || cause instanceof BudgetExceededError || cause instanceof LlmUnavailableError) {
      error.write(`tend review local: the model gave no usable review: ${redact(cause.message)}
`);
      return 1;
    }
    throw cause;
  }
  const costUsd = session.ledger.totals().cost_usd;
  await mkdir(values.out, { recursive: true });
  await writeFile(join(values.out, "REVIEW.md"), `${redact(renderReviewMarkdown({ head, base, summary: result.summary, findings: result.findings, costUsd })).trimEnd()}
`);
  const findings = result.findings.map((f) => ({
    path: f.path,
    lines: f.lines,
    quote: f.quote,
    severity: f.severity,
    title: f.title,
    body: f.body,
    suggestion: f.suggestion,
    survivedEvidence: f.survivedEvidence,
    survivedValidator: f.survivedValidator === true,
    evidence: f.evidence,
    validator: f.validator
  }));
  await writeFile(join(values.out, "findings.json"), `${redact(JSON.stringify(findings, null, 2))}
`);
  output.write(`${countsLine(reviewCounts(result.findings))} Cost $${costUsd.toFixed(4)}; wrote ${join(values.out, "REVIEW.md")} and findings.json
`);
  return 0;
}
__name(reviewLocal, "reviewLocal");
export {
  reviewLocal
};
