// What a run did, as data: a workflow's Outcome with the audit fields of whichever workflow ran.
// Each workflow's outcome type names its own fields; this is their union, read by report/.

import type { Outcome } from '../core/workflow.js';
import type { McpAudit } from '../llm/mcp/audit-record.js';
import type { ChatThreadOutcome } from '../chat/thread/handler.js';
import type { ChatWatchOutcome } from '../chat/watch/watch.js';
import type { ReviewOutcome } from '../review/handler.js';
import type { ShipOutcome } from '../ship/handler.js';
import type { TriageOutcome } from '../triage/handler.js';
import type { PlanOutcome } from '../plan/handler.js';
import type { ImplementOutcome } from '../implement/handler.js';

type AuditFields<T extends Outcome> = Partial<Omit<T, keyof Outcome>>;

export type RunResult = Outcome &
  AuditFields<ShipOutcome> &
  AuditFields<TriageOutcome> &
  AuditFields<ReviewOutcome> &
  AuditFields<PlanOutcome> &
  AuditFields<ImplementOutcome> &
  AuditFields<ChatThreadOutcome> &
  AuditFields<ChatWatchOutcome> & {
    /** Model usage of the run, exactly as the API reported it; null when no model was configured. */
    llm?: { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number; cost_usd: number; calls: number } | null;
    /** The MCP servers of the run and every call to them; absent when none is configured. */
    mcp?: McpAudit;
  };
