// The step's outputs (action.yml `outputs:`): what a later step of the workflow can read about
// the run, all from the audit tend just wrote, so an output never says more than the audit does.

import type { AuditRecord } from './audit.js';

/** Every output by name, as strings (the runner's outputs are text); empty where it does not apply. */
export function stepOutputs(
  audit: AuditRecord,
  run: { auditPath: string; merged: boolean; serverUrl: string; repository: string },
  redact: (text: string) => string,
): Record<string, string> {
  const threads = (decision: 'fix' | 'ignore' | 'escalate') => String(audit.threads.filter((thread) => thread.decision === decision).length);
  const target = audit.target;
  const commentUrl =
    target !== null && audit.trackingCommentId !== null
      ? `${run.serverUrl}/${run.repository}/${target.kind === 'pull_request' ? 'pull' : 'issues'}/${target.number}#issuecomment-${audit.trackingCommentId}`
      : '';
  return {
    workflow: audit.outcome.workflow,
    target: target ? String(target.number) : '',
    state: audit.outcome.state,
    reason: redact(audit.outcome.reason),
    merged: String(run.merged),
    'audit-path': run.auditPath,
    'comment-id': audit.trackingCommentId === null ? '' : String(audit.trackingCommentId),
    'head-sha': audit.head ?? '',
    'merged-sha': run.merged ? (audit.merge?.sha ?? '') : '',
    'threads-fixed': threads('fix'),
    'threads-ignored': threads('ignore'),
    'threads-escalated': threads('escalate'),
    'findings-posted': String(audit.review?.counts.posted ?? 0),
    'model-calls': String(audit.llm.calls),
    'input-tokens': String(audit.llm.input_tokens),
    'output-tokens': String(audit.llm.output_tokens),
    'cost-usd': audit.llm.cost_usd.toFixed(4),
    'comment-url': commentUrl,
  };
}
