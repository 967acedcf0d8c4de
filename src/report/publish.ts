// Publishes what a run did (write-reports.ts writes it), once the audit has passed its schema.

import { inputSecrets, type InputValues } from '../config/inputs.js';
import type { ApiCounts } from '../github/client.js';
import type { RunEnvironment } from '../config/environment.js';
import type { RunResult } from '../run/result.js';
import { AuditSchema, type AuditRecord } from './audit.js';
import { composeAudit, skipResult, writeReports, type PublishOptions } from './write-reports.js';

export async function publish(env: RunEnvironment, options: PublishOptions, result: RunResult, api: ApiCounts): Promise<AuditRecord> {
  const audit: AuditRecord = AuditSchema.parse(composeAudit(env, options, result, api));
  await writeReports(env, options, result, api, audit);
  return audit;
}

/** A run that had nothing to do: the same reports, no API calls. */
export async function writeSkipReport(env: RunEnvironment, inputs: InputValues, reason: string): Promise<void> {
  await publish(
    env,
    {
      dryRun: inputs['dry-run'],
      auditPath: inputs['audit-path'],
      secrets: inputSecrets(inputs),
      startedAt: env.now(),
    },
    skipResult(env, reason),
    { rest: 0, graphql: 0 },
  );
}
