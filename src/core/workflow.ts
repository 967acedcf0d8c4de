// The Workflow interface: every workflow tend runs (ship and fix, triage, the chat watcher, a chat
// thread, the control verbs) is one module behind it. The run sequences; a workflow decides and
// acts on its target and says what it did as an Outcome, which the run publishes (job summary,
// outputs, audit). Each workflow declares the services it needs (`Context`): the run hands every
// workflow the same services object, and the compiler checks that it has what each one asks for.

import type { Target } from './target.js';

export interface Decision {
  target: Target | null;
  /** What tend decided (`requested`, `stopped`, `replied`, `refused`, `nothing to do` ...). */
  decision: string;
  why: string;
}

/** What one run did, as data: rendered into the job summary, the outputs and the audit artifact. */
export interface Outcome {
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
  /** Things a person should know that are not failures (e.g. CI will not run on tend's push). */
  notes?: string[];
  /** The workflow's sections of the job summary (Markdown, each under its own ### heading). */
  summary?: string[];
}

/**
 * One workflow. `handle` takes the run's services and the request (the target, its tracking
 * comment and the state admission let through) and returns what it did; the outcome type carries
 * the workflow's own audit fields (ship's threads, triage's verdict ...).
 */
export interface Workflow<Context, Request, Result extends Outcome = Outcome> {
  handle(context: Context, request: Request): Promise<Result>;
}
