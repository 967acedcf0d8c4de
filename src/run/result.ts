// What a run did, as data: rendered into the job summary, the outputs and the audit artifact.
import type { ThreadRecord } from '../store/target-state.js';
import type { ChannelHealth } from '../chat/watch/watch-health.js';
import type { ReplyLogLine } from '../chat/thread/thread-state.js';
import type { TriageVerdictFile } from '../triage/verdict.js';
import { type Target } from '../core/target.js';

export interface Decision {
  target: Target | null;
  /** What tend decided (`requested`, `stopped`, `replied`, `refused`, `nothing to do` ...). */
  decision: string;
  why: string;
}

export interface RunResult {
  /** The workflow routed to (a verb, `advance`, `sweep`, `chat`), or `none`. */
  workflow: string;
  target: Target | null;
  /** The target's state after the run, or `skipped`. */
  state: string;
  /** One line for people: why the run did what it did. */
  reason: string;
  route: { action: string; detail: string };
  decisions: Decision[];
  merged: boolean;
  trackingCommentId: number | null;
  /** Review threads the ship / fix workflow answered in this run. */
  threads?: ThreadRecord[];
  merge?: { merged: boolean; sha: string | null; method: string | null } | null;
  /** Model usage of the run, exactly as the API reported it; null when no model was configured. */
  llm?: { input_tokens: number; output_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number; cost_usd: number; calls: number } | null;
  /** A chat-thread run: where the thread stands, the model usage by role and the replies posted. */
  chat?: {
    thread_key: string;
    issue: number | null;
    status: string;
    badge: string | null;
    /** Always 0: the orchestrator is code; only the investigate and validate roles use the model. */
    orchestrator_model_tokens: 0;
    model_by_role: Record<string, { input_tokens: number; output_tokens: number; cost_usd: number; calls: number }>;
    replies: ReplyLogLine[];
  };
  /** The triage workflow's artifacts: TRIAGE.md and TRIAGE_VERDICT.json. */
  triage?: { markdown: string; verdict: TriageVerdictFile } | null;
  /** Things a person should know that are not failures (e.g. CI will not run on tend's push). */
  notes?: string[];
  /** chat-watch: per watched channel, what was read, classified and dispatched. */
  chatWatch?: ChannelHealth[];
}
