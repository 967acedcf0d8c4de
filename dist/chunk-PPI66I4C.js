import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/triage/verdict.ts
var CLASSIFICATIONS = ["bug", "feature", "refactor", "docs", "unclear"];
var LADDER = ["none", "unit", "mocked-unit", "integration", "multi-process"];
var EvidenceEntry = strictObject({
  file: string().min(1).max(500).optional().describe("Path relative to the repository root"),
  line: number().int().min(1).optional().describe("First cited line, 1-based"),
  endLine: number().int().min(1).optional().describe("Last cited line, inclusive; defaults to line"),
  quote: string().max(4e3).optional().describe("The verbatim text of the cited lines; checked against the file"),
  note: string().max(2e3).optional().describe("What this shows; alone for cross-cutting evidence such as a negative search")
}).refine((e) => e.file !== void 0 || e.note !== void 0 && e.note.trim() !== "", { message: "each evidence entry needs a file or a note" }).refine((e) => e.file === void 0 || e.line !== void 0 || e.endLine === void 0, { message: "endLine needs line" }).refine((e) => e.endLine === void 0 || e.line === void 0 || e.endLine >= e.line, { message: "endLine must not be before line" });
var ModelVerdictSchema = strictObject({
  classification: _enum(CLASSIFICATIONS),
  valid: boolean().describe("Whether the issue is actionable as described (for a bug: the defect is real)"),
  confidence: number().min(0).max(1),
  summary: string().min(1).max(4e3).describe("The verdict rationale"),
  recommendedNext: _enum(["plan", "stop"]),
  evidence: array(EvidenceEntry).max(20),
  reproduction: strictObject({
    attempted: boolean(),
    reproduced: boolean().nullable(),
    details: string().max(4e3)
  }),
  highestRung: _enum(LADDER).describe("The highest rung of the harness ladder tried for a bug; none otherwise"),
  report: string().min(1).max(3e4).describe("TRIAGE.md: the full triage report in Markdown")
}).refine((v) => v.classification === "bug" || !v.reproduction.attempted, { message: "reproduction.attempted must be false for a non-bug classification", path: ["reproduction", "attempted"] }).refine((v) => v.reproduction.attempted || v.reproduction.reproduced === null || v.reproduction.reproduced === false, {
  message: "reproduction.reproduced needs reproduction.attempted",
  path: ["reproduction", "reproduced"]
});
var PUBLISHED_STATUSES = ["valid", "invalid", "refused"];
function isTriageTerminal(status) {
  return PUBLISHED_STATUSES.includes(status) || status === "failed";
}
__name(isTriageTerminal, "isTriageTerminal");
var TriageVerdictFileSchema = strictObject({
  version: literal(1),
  classification: _enum(CLASSIFICATIONS),
  valid: boolean(),
  confidence: number().min(0).max(1),
  summary: string(),
  recommendedNext: _enum(["plan", "stop"]),
  evidence: array(strictObject({ file: string().optional(), line: number().optional(), endLine: number().optional(), note: string().optional(), check: _enum(["verified", "fabricated", "uncheckable"]).optional(), checkReason: string().optional() })),
  reproduction: strictObject({ attempted: boolean(), reproduced: boolean().nullable(), details: string() }),
  highestRung: _enum(LADDER),
  status: _enum(PUBLISHED_STATUSES),
  /** Why the model's verdict was not published as it was; null when it was. */
  refusal: string().nullable(),
  commit: string(),
  commands: array(strictObject({ command: string(), pattern: string().nullable(), exitCode: number().nullable(), timedOut: boolean() }))
});
function citationOf(entry) {
  if (entry.file === void 0) return null;
  const startLine = entry.line ?? 1;
  const citation = { path: entry.file, startLine, endLine: entry.endLine ?? startLine };
  return entry.quote !== void 0 && entry.line !== void 0 ? { ...citation, quote: entry.quote } : citation;
}
__name(citationOf, "citationOf");
function gateVerdict(model, checks, runs, commit) {
  let index = 0;
  const evidence = model.evidence.map((entry) => {
    const out = {};
    if (entry.file !== void 0) out.file = entry.file;
    if (entry.line !== void 0) out.line = entry.line;
    if (entry.endLine !== void 0) out.endLine = entry.endLine;
    if (entry.note !== void 0) out.note = entry.note;
    if (entry.file !== void 0) {
      const check = checks[index++];
      if (check) {
        out.check = check.result;
        out.checkReason = check.reason;
      }
    }
    return out;
  });
  const failed = evidence.filter((e) => e.file !== void 0 && e.check !== "verified");
  const base = {
    version: 1,
    classification: model.classification,
    confidence: model.confidence,
    summary: model.summary,
    recommendedNext: model.recommendedNext,
    evidence,
    reproduction: model.reproduction,
    highestRung: model.highestRung,
    commit,
    commands: runs.map((r) => ({ ...r }))
  };
  const refuse = /* @__PURE__ */ __name((why) => ({ ...base, valid: false, recommendedNext: "stop", status: "refused", refusal: why }), "refuse");
  if (failed.length > 0) {
    const first = failed[0];
    const where = `${first.file}${first.line === void 0 ? "" : `:${first.line}${first.endLine !== void 0 && first.endLine !== first.line ? `-${first.endLine}` : ""}`}`;
    return refuse(`${failed.length} cited location(s) did not pass the evidence check; first: ${where} is ${first.check ?? "unchecked"} (${first.checkReason ?? "no check ran"})`);
  }
  if (model.valid && model.classification === "bug") {
    const verified = evidence.some((e) => e.check === "verified");
    const reproduced = model.reproduction.reproduced === true && runs.length > 0;
    if (!verified && !reproduced) {
      return refuse("a bug is valid only with evidence: a file:line citation that passes the check, or a reproduction by an allowed command; this verdict had neither");
    }
  }
  if (model.reproduction.reproduced === true && runs.length === 0) {
    return { ...base, valid: model.valid, reproduction: { ...model.reproduction, reproduced: null, details: `${model.reproduction.details} (not confirmed: tend ran no command in this triage)` }, status: model.valid ? "valid" : "invalid", refusal: null };
  }
  return { ...base, valid: model.valid, status: model.valid ? "valid" : "invalid", refusal: null };
}
__name(gateVerdict, "gateVerdict");

export {
  CLASSIFICATIONS,
  ModelVerdictSchema,
  isTriageTerminal,
  TriageVerdictFileSchema,
  citationOf,
  gateVerdict
};
