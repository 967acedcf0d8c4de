import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  checkRelativePath
} from "./chunk-GSOCGSWP.js";
import {
  encodeMarker
} from "./chunk-UGMHMVMQ.js";
import {
  PLAN_LIMITS
} from "./chunk-OYWUD6ZV.js";
import {
  cell,
  clip,
  inert
} from "./chunk-WUB523E6.js";
import {
  _enum,
  array,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/plan/issue-text.ts
import { createHash } from "node:crypto";
function issueTextHash(issue) {
  return createHash("sha256").update(JSON.stringify([issue.title, issue.body])).digest("hex");
}
__name(issueTextHash, "issueTextHash");

// src/plan/plan.ts
var Item = string().min(1).max(2e3);
var ModelPlanSchema = strictObject({
  summary: string().min(1).max(4e3).describe("What the change does and why, in a few sentences"),
  files: array(
    strictObject({
      path: string().min(1).max(500).describe("Repository path, relative to the root"),
      change: _enum(["modify", "create"]).describe("modify: the file exists and changes; create: a new file"),
      why: string().min(1).max(1e3).describe("What changes in this file")
    })
  ).min(1).max(30),
  steps: array(Item).min(1).max(20).describe("The steps, in order"),
  tests: array(Item).max(15).describe("The tests that will prove the change (new or existing, with their file)"),
  risks: array(Item).max(10),
  outOfScope: array(Item).max(10).describe("What this plan deliberately does not do")
});
function planFileStatus(change, exists) {
  if (exists === null) return "refused";
  if (exists) return "exists";
  return change === "create" ? "new" : "missing";
}
__name(planFileStatus, "planFileStatus");
function plainPath(path) {
  try {
    return checkRelativePath(path).join("/");
  } catch {
    return null;
  }
}
__name(plainPath, "plainPath");
var PLAN_MARKER_BUDGET = 12e3;
function planRecord(model, exists, commit, at, budget = PLAN_MARKER_BUDGET) {
  const items = /* @__PURE__ */ __name((list, max) => list.slice(0, max).map((text) => clip(text.trim(), PLAN_LIMITS.item)), "items");
  const record = {
    at,
    commit,
    summary: clip(model.summary.trim(), PLAN_LIMITS.summary),
    files: model.files.slice(0, PLAN_LIMITS.files).map((f) => ({
      path: clip(f.path, PLAN_LIMITS.path),
      change: f.change,
      status: planFileStatus(f.change, exists.get(f.path) ?? null),
      note: clip(f.why.trim(), PLAN_LIMITS.note)
    })),
    steps: items(model.steps, PLAN_LIMITS.steps),
    tests: items(model.tests, PLAN_LIMITS.tests),
    risks: items(model.risks, PLAN_LIMITS.risks),
    outOfScope: items(model.outOfScope, PLAN_LIMITS.outOfScope)
  };
  const fits = /* @__PURE__ */ __name(() => encodeMarker(record).length <= budget, "fits");
  const shrinkable = ["outOfScope", "risks", "tests", "steps", "files"];
  for (const key of shrinkable) {
    const floor = key === "steps" || key === "files" ? 1 : 0;
    while (!fits() && record[key].length > floor) record[key].pop();
  }
  return record;
}
__name(planRecord, "planRecord");
function flaggedFiles(record) {
  return record.files.filter((f) => f.status === "missing" || f.status === "refused");
}
__name(flaggedFiles, "flaggedFiles");

// src/plan/render.ts
var STATUS_TEXT = {
  exists: "exists",
  new: "new (to be created)",
  missing: "\u26A0\uFE0F not found: the plan says it exists",
  refused: "\u26A0\uFE0F not a plain repository path"
};
function renderPlanMarkdown(plan) {
  const lines = [];
  const flagged = flaggedFiles(plan);
  if (flagged.length > 0) {
    lines.push("> [!WARNING]", `> ${flagged.length} file(s) the plan names as existing are not in the checkout at \`${plan.commit.slice(0, 12)}\`: ${flagged.map((f) => `\`${f.path}\``).join(", ")}.`, "");
  }
  lines.push("## Plan", "", plan.summary, "", "### Files to change (checked by tend)", "", "| File | Change | In the checkout | What changes |", "|---|---|---|---|");
  for (const f of plan.files) lines.push(`| ${cell(f.path)} | ${f.change} | ${STATUS_TEXT[f.status]} | ${cell(f.note)} |`);
  lines.push("", "### Steps", "", ...plan.steps.map((s, i) => `${i + 1}. ${oneLine(s)}`), "");
  lines.push("### Tests that will prove it", "", ...bullets(plan.tests, "none named"), "");
  lines.push("### Risks", "", ...bullets(plan.risks, "none named"), "");
  lines.push("### Out of scope", "", ...bullets(plan.outOfScope, "nothing named"), "");
  lines.push(`<sub>Planned against \`${plan.commit.slice(0, 12)}\`. Comment to correct it, then \`/tend plan\` again; \`/tend implement\` carries it out.</sub>`);
  return inert(lines.join("\n"));
}
__name(renderPlanMarkdown, "renderPlanMarkdown");
function bullets(items, none) {
  return items.length === 0 ? [`- (${none})`] : items.map((item) => `- ${oneLine(item)}`);
}
__name(bullets, "bullets");
function oneLine(text) {
  return text.replace(/\s*\r?\n\s*/g, " ");
}
__name(oneLine, "oneLine");

export {
  issueTextHash,
  ModelPlanSchema,
  plainPath,
  planRecord,
  flaggedFiles,
  renderPlanMarkdown
};
