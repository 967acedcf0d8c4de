// Writes what a run did where people and later steps read it: the job summary, the step
// outputs and the audit JSON. Every text passes the redactor on its way out. Plain code (the audit's
// zod schema is publish.ts's), so a run the first image skips (run/early-skip.ts) writes the same.

import * as step from '../config/workflow-commands.js';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ApiCounts } from '../github/client.js';
import type { RunEnvironment } from '../config/environment.js';
import type { RunResult } from '../run/result.js';
import type { AuditRecord } from './audit.js';
import { redactor } from '../core/redact.js';
import { renderSummary } from './summary.js';
import { stepOutputs } from './outputs.js';

export interface PublishOptions {
  dryRun: boolean;
  auditPath: string | undefined;
  secrets: ReadonlyArray<string | undefined>;
  startedAt: Date;
}

/**
 * The audit record as composed, for publish.ts to check against its schema before anything is
 * written (a workflow's outcome types are not the schema's, readonly arrays for one).
 */
export function composeAudit(env: RunEnvironment, options: PublishOptions, result: RunResult, api: ApiCounts): unknown {
  const repository = `${env.owner}/${env.repo}`;
  return {
    version: 1,
    tool: 'tend',
    run: {
      event: describeEvent(env),
      repository,
      startedAt: options.startedAt.toISOString(),
      finishedAt: env.now().toISOString(),
      runUrl: env.runUrl ?? null,
      dryRun: options.dryRun,
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
      llm: t.llm ?? null,
    })),
    merge: result.merge ?? null,
    head: result.head ?? result.review?.head ?? null,
    api: { rest: api.rest, graphql: api.graphql },
    llm: result.llm ?? { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 },
    trackingCommentId: result.trackingCommentId,
    notes: result.notes ?? [],
    ...(result.chatWatch ? { chatWatch: result.chatWatch } : {}),
    ...(result.chat ? { chat: result.chat } : {}),
    ...(result.triage ? { triage: result.triage } : {}),
    ...(result.review ? { review: result.review } : {}),
    ...(result.plan ? { plan: result.plan } : {}),
    ...(result.implement ? { implement: result.implement } : {}),
    ...(result.mcp ? { mcp: result.mcp } : {}),
  };
}

/** The audit file, the workflow's own artifacts, the job summary, the outputs and the one line. */
export async function writeReports(env: RunEnvironment, options: PublishOptions, result: RunResult, api: ApiCounts, audit: AuditRecord): Promise<void> {
  const redact = redactor(options.secrets);
  const repository = `${env.owner}/${env.repo}`;
  const summary = renderSummary({ event: describeEvent(env), repository, result, api, dryRun: options.dryRun });
  const auditPath = options.auditPath ?? join(env.runnerTemp, 'tend', 'audit.json');
  await mkdir(dirname(auditPath), { recursive: true });
  await writeFile(auditPath, redact(JSON.stringify(audit, null, 2)) + '\n');
  if (audit.chat && audit.chat.replies.length > 0) {
    // The reply log as an artifact: one JSON line per posted reply (the durable copy is in the thread's issue).
    await appendFile(join(dirname(auditPath), 'replies.ndjson'), audit.chat.replies.map((r) => redact(JSON.stringify(r)) + '\n').join(''));
  }
  if (result.triage) {
    // The workflow's own artifacts, next to the audit, for actions/upload-artifact.
    await writeFile(join(dirname(auditPath), 'TRIAGE.md'), redact(result.triage.markdown.trimEnd()) + '\n');
    await writeFile(join(dirname(auditPath), 'TRIAGE_VERDICT.json'), redact(JSON.stringify(result.triage.verdict, null, 2)) + '\n');
  }
  if (result.plan) await writeFile(join(dirname(auditPath), 'PLAN.md'), redact(result.plan.markdown.trimEnd()) + '\n');
  if (result.implement) await writeFile(join(dirname(auditPath), 'IMPLEMENT.md'), redact(result.implement.markdown.trimEnd()) + '\n');

  if (result.review) await writeFile(join(dirname(auditPath), 'REVIEW.md'), redact(result.review.markdown.trimEnd()) + '\n');

  await step.appendSummary(redact(summary));
  for (const [name, value] of Object.entries(stepOutputs(audit, { auditPath, merged: result.merged, serverUrl: env.serverUrl, repository }, redact))) step.setOutput(name, value);
  step.info(redact(`tend: ${result.workflow} · ${result.state} · ${result.reason}`));
}

/** A run that had nothing to do, as a result: the same reports as any run, no API calls. */
export function skipResult(env: RunEnvironment, reason: string): RunResult {
  return {
    workflow: 'none',
    target: null,
    state: 'skipped',
    // The event and its action lead the line: which of the workflow's triggers came to nothing.
    reason: `Nothing to do for ${[env.eventName, actionOf(env)].filter(Boolean).join(' ')}: ${reason}.`,
    route: { action: 'skip', detail: reason },
    decisions: [],
    merged: false,
    trackingCommentId: null,
  };
}

function describeEvent(env: RunEnvironment): string {
  const action = actionOf(env);
  return action === undefined ? env.eventName : `${env.eventName} (${action})`;
}

function actionOf(env: RunEnvironment): string | undefined {
  const action = (env.payload as { action?: unknown } | null)?.action;
  return typeof action === 'string' ? action : undefined;
}
