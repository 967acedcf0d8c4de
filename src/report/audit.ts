// The audit artifact: one JSON document per run with every decision and what it cost.
// Its shape is a zod schema so later workflows extend it in one place and tests can parse it.

import * as z from 'zod';
import { ChannelHealthSchema } from '../chat/watch/watch-health.js';
import { ReplyLogLineSchema } from '../chat/thread/thread-state.js';
import { ReviewRecordSchema } from '../review/findings.js';
import { TriageVerdictFileSchema } from '../triage/verdict.js';
import { PlanRecordSchema } from '../store/target-state.js';
import { McpAuditSchema } from '../llm/mcp/audit-record.js';

/** What an implement run did (src/implement/render.ts ImplementReport), as the audit keeps it. */
const ImplementAuditSchema = z.strictObject({
  branch: z.string(),
  base: z.strictObject({ branch: z.string(), commit: z.string() }),
  files: z.array(z.strictObject({ path: z.string(), created: z.boolean() })),
  verify: z.strictObject({ command: z.string(), passed: z.boolean(), exitCode: z.number().nullable(), timedOut: z.boolean(), tail: z.string() }).nullable(),
  commands: z.array(z.strictObject({ command: z.string(), pattern: z.string().nullable(), exitCode: z.number().nullable(), timedOut: z.boolean() })),
  commit: z.string().nullable(),
  pullRequest: z.strictObject({ number: z.number(), url: z.string(), created: z.boolean() }).nullable(),
  stopped: z.string().nullable(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
});

const target = z.strictObject({ kind: z.enum(['issue', 'pull_request']), number: z.number() });

export const AuditSchema = z.strictObject({
  version: z.literal(1),
  tool: z.literal('tend'),
  run: z.strictObject({
    event: z.string(),
    repository: z.string(),
    startedAt: z.string(),
    finishedAt: z.string(),
    runUrl: z.string().nullable(),
    dryRun: z.boolean(),
  }),
  route: z.strictObject({ action: z.string(), detail: z.string() }),
  target: target.nullable(),
  outcome: z.strictObject({ workflow: z.string(), state: z.string(), reason: z.string() }),
  decisions: z.array(
    z.strictObject({ target: target.nullable(), decision: z.string(), why: z.string() }),
  ),
  threads: z.array(
    z.strictObject({
      id: z.string(),
      path: z.string(),
      line: z.number().nullable(),
      author: z.string(),
      severity: z.string(),
      decision: z.enum(['fix', 'ignore', 'escalate']),
      rationale: z.string(),
      commit: z.string().nullable(),
      files: z.array(z.string()),
      resolved: z.boolean(),
      llm: z.strictObject({ input_tokens: z.number(), output_tokens: z.number(), cost_usd: z.number() }).nullable(),
    }),
  ),
  merge: z.strictObject({ merged: z.boolean(), sha: z.string().nullable(), method: z.string().nullable() }).nullable(),
  /** The pull request's head the run ended on (ship, fix) or reviewed (review); absent in audits before it was kept. */
  head: z.string().nullable().optional(),
  api: z.strictObject({ rest: z.number(), graphql: z.number() }),
  llm: z.strictObject({
    input_tokens: z.number(),
    output_tokens: z.number(),
    cache_creation_input_tokens: z.number(),
    cache_read_input_tokens: z.number(),
    cost_usd: z.number(),
    calls: z.number(),
  }),
  trackingCommentId: z.number().nullable(),
  notes: z.array(z.string()),
  /** chat-watch runs: health per watched channel. */
  chatWatch: z.array(ChannelHealthSchema).optional(),
  /** Chat-thread runs only. */
  chat: z
    .strictObject({
      thread_key: z.string(),
      issue: z.number().nullable(),
      status: z.string(),
      badge: z.string().nullable(),
      orchestrator_model_tokens: z.literal(0),
      model_by_role: z.record(z.string(), z.strictObject({ input_tokens: z.number(), output_tokens: z.number(), cost_usd: z.number(), calls: z.number() })),
      replies: z.array(ReplyLogLineSchema),
    })
    .optional(),
  /** TRIAGE.md and TRIAGE_VERDICT.json of a triage run (also written next to the audit file). */
  triage: z.strictObject({ markdown: z.string(), verdict: TriageVerdictFileSchema }).nullable().optional(),
  /** A review run: REVIEW.md, every finding with what became of it, the counts and the model cost. */
  review: ReviewRecordSchema.nullable().optional(),
  /** PLAN.md and the plan as the state keeps it, of a plan run (PLAN.md also next to the audit file). */
  plan: z.strictObject({ markdown: z.string(), record: PlanRecordSchema }).nullable().optional(),
  /** IMPLEMENT.md and what an implement run pushed and opened (IMPLEMENT.md also next to the audit file). */
  implement: z.strictObject({ markdown: z.string(), report: ImplementAuditSchema }).nullable().optional(),
  /** The MCP servers `mcp-servers` configures: what became of each and of its tools, and every call (llm/mcp/). */
  mcp: McpAuditSchema.optional(),
});

export type AuditRecord = z.infer<typeof AuditSchema>;
