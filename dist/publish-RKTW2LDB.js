import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  ChannelHealthSchema
} from "./chunk-RE7FNIGU.js";
import {
  ReplyLogLineSchema
} from "./chunk-PSSKVEJE.js";
import "./chunk-7VBIODQY.js";
import {
  ReviewRecordSchema
} from "./chunk-ZSWZQFD2.js";
import "./chunk-OOR5YXNA.js";
import {
  TriageVerdictFileSchema
} from "./chunk-PPI66I4C.js";
import "./chunk-N5RTSSSJ.js";
import {
  PlanRecordSchema
} from "./chunk-OYWUD6ZV.js";
import {
  inputSecrets
} from "./chunk-ZDXME26T.js";
import "./chunk-2E2DVOZW.js";
import {
  composeAudit,
  skipResult,
  writeReports
} from "./chunk-GS74PFWH.js";
import "./chunk-OPKEDLQ4.js";
import "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import "./chunk-3VKS6IL7.js";
import "./chunk-B5NACFDK.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/llm/mcp/audit-record.ts
var McpServerRecordSchema = strictObject({
  name: string(),
  command: string(),
  /** not-started: no model call needed tools; refused: every tool may write (read-only.ts). */
  status: _enum(["not-started", "ready", "failed", "refused"]),
  /** Why it failed or was refused: one line. */
  error: string().nullable(),
  /** The names of the variables the process received (PATH, HOME and those the entry names). */
  env: array(string()),
  /** The server's tool names offered to the model. */
  offered: array(string()),
  refused: array(strictObject({ tool: string(), reason: string() }))
});
var McpCallRecordSchema = strictObject({
  server: string(),
  tool: string(),
  /** The model's arguments as JSON, redacted, at most 2000 characters. */
  arguments: string(),
  /** UTF-8 bytes of the result's text as the server sent it, before the cap. */
  result_bytes: number(),
  duration_ms: number(),
  /** The server's error result or the call's failure, one line; null when it answered. */
  error: string().nullable()
});
var McpAuditSchema = strictObject({
  servers: array(McpServerRecordSchema),
  calls: array(McpCallRecordSchema)
});

// src/report/audit.ts
var ImplementAuditSchema = strictObject({
  branch: string(),
  base: strictObject({ branch: string(), commit: string() }),
  files: array(strictObject({ path: string(), created: boolean() })),
  verify: strictObject({ command: string(), passed: boolean(), exitCode: number().nullable(), timedOut: boolean(), tail: string() }).nullable(),
  commands: array(strictObject({ command: string(), pattern: string().nullable(), exitCode: number().nullable(), timedOut: boolean() })),
  commit: string().nullable(),
  pullRequest: strictObject({ number: number(), url: string(), created: boolean() }).nullable(),
  stopped: string().nullable(),
  title: string().nullable(),
  summary: string().nullable()
});
var target = strictObject({ kind: _enum(["issue", "pull_request"]), number: number() });
var AuditSchema = strictObject({
  version: literal(1),
  tool: literal("tend"),
  run: strictObject({
    event: string(),
    repository: string(),
    startedAt: string(),
    finishedAt: string(),
    runUrl: string().nullable(),
    dryRun: boolean()
  }),
  route: strictObject({ action: string(), detail: string() }),
  target: target.nullable(),
  outcome: strictObject({ workflow: string(), state: string(), reason: string() }),
  decisions: array(
    strictObject({ target: target.nullable(), decision: string(), why: string() })
  ),
  threads: array(
    strictObject({
      id: string(),
      path: string(),
      line: number().nullable(),
      author: string(),
      severity: string(),
      decision: _enum(["fix", "ignore", "escalate"]),
      rationale: string(),
      commit: string().nullable(),
      files: array(string()),
      resolved: boolean(),
      llm: strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number() }).nullable()
    })
  ),
  merge: strictObject({ merged: boolean(), sha: string().nullable(), method: string().nullable() }).nullable(),
  /** The pull request's head the run ended on (ship, fix) or reviewed (review); absent in audits before it was kept. */
  head: string().nullable().optional(),
  api: strictObject({ rest: number(), graphql: number() }),
  llm: strictObject({
    input_tokens: number(),
    output_tokens: number(),
    cache_creation_input_tokens: number(),
    cache_read_input_tokens: number(),
    cost_usd: number(),
    calls: number()
  }),
  trackingCommentId: number().nullable(),
  notes: array(string()),
  /** chat-watch runs: health per watched channel. */
  chatWatch: array(ChannelHealthSchema).optional(),
  /** Chat-thread runs only. */
  chat: strictObject({
    thread_key: string(),
    issue: number().nullable(),
    status: string(),
    badge: string().nullable(),
    orchestrator_model_tokens: literal(0),
    model_by_role: record(string(), strictObject({ input_tokens: number(), output_tokens: number(), cost_usd: number(), calls: number() })),
    replies: array(ReplyLogLineSchema)
  }).optional(),
  /** TRIAGE.md and TRIAGE_VERDICT.json of a triage run (also written next to the audit file). */
  triage: strictObject({ markdown: string(), verdict: TriageVerdictFileSchema }).nullable().optional(),
  /** A review run: REVIEW.md, every finding with what became of it, the counts and the model cost. */
  review: ReviewRecordSchema.nullable().optional(),
  /** PLAN.md and the plan as the state keeps it, of a plan run (PLAN.md also next to the audit file). */
  plan: strictObject({ markdown: string(), record: PlanRecordSchema }).nullable().optional(),
  /** IMPLEMENT.md and what an implement run pushed and opened (IMPLEMENT.md also next to the audit file). */
  implement: strictObject({ markdown: string(), report: ImplementAuditSchema }).nullable().optional(),
  /** The MCP servers `mcp-servers` configures: what became of each and of its tools, and every call (llm/mcp/). */
  mcp: McpAuditSchema.optional()
});

// src/report/publish.ts
async function publish(env, options, result, api) {
  const audit = AuditSchema.parse(composeAudit(env, options, result, api));
  await writeReports(env, options, result, api, audit);
  return audit;
}
__name(publish, "publish");
async function writeSkipReport(env, inputs, reason) {
  await publish(
    env,
    {
      dryRun: inputs["dry-run"],
      auditPath: inputs["audit-path"],
      secrets: inputSecrets(inputs),
      startedAt: env.now()
    },
    skipResult(env, reason),
    { rest: 0, graphql: 0 }
  );
}
__name(writeSkipReport, "writeSkipReport");
export {
  publish,
  writeSkipReport
};
