// The footer of a tracking comment written by a workflow run, so its cost is visible where people look:
// what the run spent on the model, in how many turns, and how long it took, with a hidden marker
// naming the workflow so a later run of it finds and replaces the same comment.

import { renderTrackingBody } from './tracking-body.js';
import type { TargetState } from './target-state.js';

interface RunFooter {
  workflow: string;
  costUsd: number;
  /** Model calls made by the run. */
  turns: number;
  wallClockMs: number;
  runUrl: string | undefined;
}

export function runMarker(workflow: string): string {
  return `<!-- tend:run ${workflow.replace(/[^a-z0-9-]/gi, '')} -->`;
}

export function renderRunFooter(footer: RunFooter): string {
  const seconds = (footer.wallClockMs / 1000).toFixed(1);
  const link = footer.runUrl ? ` · [run](${footer.runUrl})` : '';
  return `<sub>${footer.workflow} run: $${footer.costUsd.toFixed(4)} · ${footer.turns} model turn(s) · ${seconds} s wall-clock${link}</sub>\n${runMarker(footer.workflow)}`;
}

/**
 * The tracking comment's text for a model workflow's state, with its artifact (TRIAGE.md,
 * REVIEW.md ...) under the reason and the run footer from the model's totals at that moment.
 */
export function footedTrackingBody(
  workflow: string,
  run: { runUrl: string | undefined; startedAt: Date; now: () => Date; totals: () => { cost_usd: number; calls: number } | undefined },
): (state: TargetState, artifact?: string) => string {
  return (state, artifact) => {
    const totals = run.totals();
    const footer = renderRunFooter({ workflow, costUsd: totals?.cost_usd ?? 0, turns: totals?.calls ?? 0, wallClockMs: run.now().getTime() - run.startedAt.getTime(), runUrl: run.runUrl });
    return renderTrackingBody(state, run.runUrl, artifact, footer);
  };
}
