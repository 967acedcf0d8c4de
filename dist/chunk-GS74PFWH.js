import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  targetName
} from "./chunk-OPKEDLQ4.js";
import {
  redactor
} from "./chunk-TCPROEM4.js";
import {
  SUMMARY_LIMIT,
  cell,
  inert,
  truncateBytes
} from "./chunk-WUB523E6.js";
import {
  appendSummary,
  info,
  setOutput
} from "./chunk-3VKS6IL7.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/report/write-reports.ts
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// src/report/summary.ts
function renderSummary(input) {
  const { result } = input;
  const lines = [
    `## tend \xB7 ${result.workflow} \xB7 ${result.state}`,
    "",
    `${result.reason}`,
    "",
    "| | |",
    "|---|---|",
    `| Event | \`${cell(input.event)}\` on ${cell(input.repository)} |`,
    `| Route | ${cell(result.route.action)}: ${cell(result.route.detail)} |`,
    `| Target | ${cell(targetName(result.target))} |`,
    `| State | ${cell(result.state)} |`,
    `| GitHub API requests | REST ${input.api.rest} \xB7 GraphQL ${input.api.graphql} |`
  ];
  if (result.llm) {
    const l = result.llm;
    lines.push(`| Model | ${l.calls} call(s) \xB7 ${l.input_tokens} input + ${l.cache_read_input_tokens} cached + ${l.cache_creation_input_tokens} cache-write tokens \xB7 ${l.output_tokens} output tokens \xB7 $${l.cost_usd.toFixed(4)} |`);
  }
  if (input.dryRun) lines.push("| Mode | dry run: nothing was written |");
  for (const note of result.notes ?? []) lines.push("", `> [!NOTE]
> ${note}`);
  for (const section of result.summary ?? []) lines.push("", section);
  if (result.decisions.length > 0) {
    lines.push("", "### Decisions", "", "| Target | Decision | Why |", "|---|---|---|");
    for (const d of result.decisions) lines.push(`| ${cell(targetName(d.target))} | ${cell(d.decision)} | ${cell(d.why)} |`);
  }
  return truncateBytes(inert(lines.join("\n")) + "\n", SUMMARY_LIMIT);
}
__name(renderSummary, "renderSummary");

// src/report/outputs.ts
function stepOutputs(audit, run, redact) {
  const threads = /* @__PURE__ */ __name((decision) => String(audit.threads.filter((thread) => thread.decision === decision).length), "threads");
  const target = audit.target;
  const commentUrl = target !== null && audit.trackingCommentId !== null ? `${run.serverUrl}/${run.repository}/${target.kind === "pull_request" ? "pull" : "issues"}/${target.number}#issuecomment-${audit.trackingCommentId}` : "";
  return {
    workflow: audit.outcome.workflow,
    target: target ? String(target.number) : "",
    state: audit.outcome.state,
    reason: redact(audit.outcome.reason),
    merged: String(run.merged),
    "audit-path": run.auditPath,
    "comment-id": audit.trackingCommentId === null ? "" : String(audit.trackingCommentId),
    "head-sha": audit.head ?? "",
    "merged-sha": run.merged ? audit.merge?.sha ?? "" : "",
    "threads-fixed": threads("fix"),
    "threads-ignored": threads("ignore"),
    "threads-escalated": threads("escalate"),
    "findings-posted": String(audit.review?.counts.posted ?? 0),
    "model-calls": String(audit.llm.calls),
    "input-tokens": String(audit.llm.input_tokens),
    "output-tokens": String(audit.llm.output_tokens),
    "cost-usd": audit.llm.cost_usd.toFixed(4),
    "comment-url": commentUrl
  };
}
__name(stepOutputs, "stepOutputs");

// src/report/write-reports.ts
function composeAudit(env, options, result, api) {
  const repository = `${env.owner}/${env.repo}`;
  return {
    version: 1,
    tool: "tend",
    run: {
      event: describeEvent(env),
      repository,
      startedAt: options.startedAt.toISOString(),
      finishedAt: env.now().toISOString(),
      runUrl: env.runUrl ?? null,
      dryRun: options.dryRun
    },
    route: result.route,
    target: result.target,
    outcome: { workflow: result.workflow, state: result.state, reason: result.reason },
    decisions: result.decisions,
    threads: (result.threads ?? []).map((t) => ({
      id: t.id,
      path: t.path,
      line: t.line,
      author: t.author,
      severity: t.severity,
      decision: t.decision,
      rationale: t.rationale,
      commit: t.commit,
      files: t.files,
      resolved: t.resolved,
      llm: t.llm ?? null
    })),
    merge: result.merge ?? null,
    head: result.head ?? result.review?.head ?? null,
    api: { rest: api.rest, graphql: api.graphql },
    llm: result.llm ?? { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 },
    trackingCommentId: result.trackingCommentId,
    notes: result.notes ?? [],
    ...result.chatWatch ? { chatWatch: result.chatWatch } : {},
    ...result.chat ? { chat: result.chat } : {},
    ...result.triage ? { triage: result.triage } : {},
    ...result.review ? { review: result.review } : {},
    ...result.plan ? { plan: result.plan } : {},
    ...result.implement ? { implement: result.implement } : {},
    ...result.mcp ? { mcp: result.mcp } : {}
  };
}
__name(composeAudit, "composeAudit");
async function writeReports(env, options, result, api, audit) {
  const redact = redactor(options.secrets);
  const repository = `${env.owner}/${env.repo}`;
  const summary = renderSummary({ event: describeEvent(env), repository, result, api, dryRun: options.dryRun });
  const auditPath = options.auditPath ?? join(env.runnerTemp, "tend", "audit.json");
  await mkdir(dirname(auditPath), { recursive: true });
  await writeFile(auditPath, redact(JSON.stringify(audit, null, 2)) + "\n");
  if (audit.chat && audit.chat.replies.length > 0) {
    await appendFile(join(dirname(auditPath), "replies.ndjson"), audit.chat.replies.map((r) => redact(JSON.stringify(r)) + "\n").join(""));
  }
  if (result.triage) {
    await writeFile(join(dirname(auditPath), "TRIAGE.md"), redact(result.triage.markdown.trimEnd()) + "\n");
    await writeFile(join(dirname(auditPath), "TRIAGE_VERDICT.json"), redact(JSON.stringify(result.triage.verdict, null, 2)) + "\n");
  }
  if (result.plan) await writeFile(join(dirname(auditPath), "PLAN.md"), redact(result.plan.markdown.trimEnd()) + "\n");
  if (result.implement) await writeFile(join(dirname(auditPath), "IMPLEMENT.md"), redact(result.implement.markdown.trimEnd()) + "\n");
  if (result.review) await writeFile(join(dirname(auditPath), "REVIEW.md"), redact(result.review.markdown.trimEnd()) + "\n");
  await appendSummary(redact(summary));
  for (const [name, value] of Object.entries(stepOutputs(audit, { auditPath, merged: result.merged, serverUrl: env.serverUrl, repository }, redact))) setOutput(name, value);
  info(redact(`tend: ${result.workflow} \xB7 ${result.state} \xB7 ${result.reason}`));
}
__name(writeReports, "writeReports");
function skipResult(env, reason) {
  return {
    workflow: "none",
    target: null,
    state: "skipped",
    // The event and its action lead the line: which of the workflow's triggers came to nothing.
    reason: `Nothing to do for ${[env.eventName, actionOf(env)].filter(Boolean).join(" ")}: ${reason}.`,
    route: { action: "skip", detail: reason },
    decisions: [],
    merged: false,
    trackingCommentId: null
  };
}
__name(skipResult, "skipResult");
function describeEvent(env) {
  const action = actionOf(env);
  return action === void 0 ? env.eventName : `${env.eventName} (${action})`;
}
__name(describeEvent, "describeEvent");
function actionOf(env) {
  const action = env.payload?.action;
  return typeof action === "string" ? action : void 0;
}
__name(actionOf, "actionOf");

export {
  composeAudit,
  writeReports,
  skipResult
};
