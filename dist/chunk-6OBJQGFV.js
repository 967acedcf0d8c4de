import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  runVerifyCommand
} from "./chunk-DERPFFOY.js";
import {
  learningsSection
} from "./chunk-WYHAQFAV.js";
import {
  ToolInputError,
  checkFileCitation,
  dataSection,
  defineTool,
  renderPrompt,
  sanitizeForModel
} from "./chunk-GSOCGSWP.js";
import {
  quoteCell,
  quoteInline
} from "./chunk-NHF42DUN.js";
import {
  ModelVerdictSchema,
  TriageVerdictFileSchema,
  citationOf,
  gateVerdict
} from "./chunk-PPI66I4C.js";
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

// src/triage/commands.ts
var TEST_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_ .:/#*-]{0,119}$/;
var MAX_COMMAND_RUNS = 6;
function describeCommands(commands) {
  if (commands.length === 0) return "No runtime commands are configured: use code inspection (file:line evidence) only.";
  return ["Runtime commands you may run with run_command (by number):", ...commands.map((c, i) => `${i + 1}. ${c}`)].join("\n");
}
__name(describeCommands, "describeCommands");
function commandTool(options) {
  return defineTool({
    name: "run_command",
    description: "Run one of the configured triage commands (by its number) in the checkout, optionally with a test-name pattern as its only argument; returns the exit code and the end of the output.",
    input: strictObject({
      command: number().int().min(1).describe("The number of the command in the list"),
      test_pattern: string().regex(TEST_PATTERN, "a test name or pattern: letters, digits, space and _ . : / # * -, not starting with -").optional()
    }),
    async run({ command, test_pattern }) {
      const text = options.commands[command - 1];
      if (text === void 0) throw new ToolInputError(`There is no command ${command}; ${describeCommands(options.commands)}`);
      if (options.runs.length >= MAX_COMMAND_RUNS) throw new ToolInputError(`At most ${MAX_COMMAND_RUNS} command runs per triage; answer with what you have.`);
      const result = await runVerifyCommand(text, options.root, { timeoutMs: options.timeoutMs ?? 5 * 6e4, args: test_pattern === void 0 ? [] : [test_pattern] });
      options.runs.push({ command: text, pattern: test_pattern ?? null, exitCode: result.exitCode, timedOut: result.timedOut });
      const status = result.timedOut ? "timed out" : `exit code ${result.exitCode ?? "none (killed)"}`;
      return options.redact(`Command ${command} (${text}${test_pattern === void 0 ? "" : ` with pattern '${test_pattern}'`}): ${status}.
End of output:
${result.tail || "(no output)"}`);
    }
  });
}
__name(commandTool, "commandTool");

// src/triage/render.ts
function renderTriageMarkdown(report, verdict) {
  const lines = [];
  if (verdict.status === "refused") {
    lines.push(`> [!WARNING]`, `> tend refused this verdict: ${quoteInline(verdict.refusal ?? "no reason recorded", 600)}. It is not published as valid.`, "");
  }
  lines.push(report.trim(), "", "---", "", "## Verdict (checked by tend)", "");
  lines.push("| Field | Value |", "|---|---|");
  lines.push(`| Classification | ${verdict.classification} |`);
  lines.push(`| Valid | ${verdict.valid ? "yes" : "no"} (${verdict.status}) |`);
  lines.push(`| Confidence | ${verdict.confidence.toFixed(2)} |`);
  lines.push(`| Recommended next | ${verdict.recommendedNext} |`);
  lines.push(`| Reproduction | ${verdict.reproduction.attempted ? verdict.reproduction.reproduced === true ? "reproduced" : verdict.reproduction.reproduced === false ? "not reproduced" : "inconclusive" : "not attempted"} |`);
  lines.push(`| Highest rung tried | ${verdict.highestRung} |`);
  lines.push(`| Commit | \`${verdict.commit.slice(0, 12)}\` |`, "");
  const cited = verdict.evidence.filter((e) => e.file !== void 0);
  if (cited.length > 0) {
    lines.push("### Evidence check", "", "| Location | Result | Reason |", "|---|---|---|");
    for (const e of cited) {
      const where = `${e.file}${e.line === void 0 ? "" : `:${e.line}${e.endLine !== void 0 && e.endLine !== e.line ? `-${e.endLine}` : ""}`}`;
      lines.push(`| ${quoteCell(where)} | ${e.check ?? "unchecked"} | ${quoteCell(e.checkReason ?? "")} |`);
    }
    lines.push("");
  }
  if (verdict.commands.length > 0) {
    lines.push("### Commands run", "", "| Command | Pattern | Result |", "|---|---|---|");
    for (const run of verdict.commands) lines.push(`| ${quoteCell(run.command, 500)} | ${quoteCell(run.pattern ?? "")} | ${run.timedOut ? "timed out" : `exit ${run.exitCode ?? "?"}`} |`);
    lines.push("");
  }
  return inert(lines.join("\n"));
}
__name(renderTriageMarkdown, "renderTriageMarkdown");

// src/triage/triage.ts
var TRIAGE_TOOL_ITERATIONS = 16;
async function triageIssue(deps, issue) {
  const runs = [];
  const tools = [...deps.tools, ...deps.commands.length > 0 ? [commandTool({ commands: deps.commands, root: deps.root, redact: deps.redact, runs, ...deps.commandTimeoutMs === void 0 ? {} : { timeoutMs: deps.commandTimeoutMs } })] : []];
  const model = await deps.session.structured({
    role: "triage",
    subject: issue.number === null ? "issue" : `#${issue.number}`,
    system: { stable: renderPrompt("triage", { repository: deps.repository, commit: deps.commit, commands: describeCommands(deps.commands) }) },
    messages: issueMessage(issue),
    schema: ModelVerdictSchema,
    outputTool: { name: "submit_triage", description: "Submit the triage verdict and the TRIAGE.md report." },
    tools,
    maxToolIterations: TRIAGE_TOOL_ITERATIONS
  });
  const checks = [];
  for (const entry of model.evidence) {
    const citation = citationOf(entry);
    if (citation) checks.push(await checkFileCitation(deps.root, deps.commit, citation));
  }
  const verdict = TriageVerdictFileSchema.parse(gateVerdict(model, checks, runs, deps.commit));
  const redacted = TriageVerdictFileSchema.parse(JSON.parse(deps.redact(JSON.stringify(verdict))));
  return { verdict: redacted, checks, runs, markdown: deps.redact(renderTriageMarkdown(model.report, redacted)) };
}
__name(triageIssue, "triageIssue");
function issueMessage(issue) {
  const title = `Issue${issue.number === null ? "" : ` #${issue.number}`}: ${sanitizeForModel(issue.title)}`;
  const sections = [dataSection("issue", `${title}

${sanitizeForModel(issue.body) || "(no description)"}`)];
  if (issue.discussion) sections.push(dataSection("discussion", issue.discussion));
  const learnings = learningsSection(issue.learnings ?? []);
  if (learnings) sections.push(learnings);
  return sections.join("\n\n");
}
__name(issueMessage, "issueMessage");

export {
  describeCommands,
  commandTool,
  triageIssue,
  issueMessage
};
