// What the run's first read (github/run-context.ts: the config, the target and its comments) asks
// for, from the route and the event alone. Light on purpose: run.ts sends that read before it loads
// the workflows' code, and everything this file imports is loaded before the read goes out.

import { ACTIVE_LABEL } from '../core/labels.js';
import type { Target } from '../core/target.js';
import type { Route } from '../route/route.js';

/**
 * How far back a command counts as lost rather than abandoned (run/lost-command.ts). Schedule runs
 * are delayed under load and some are dropped (T6): a few hours covers a missed sweep or two, and a
 * command older than that is left for a person to give again rather than acted on out of the blue.
 */
export const LOST_COMMAND_WINDOW_HOURS = 6;

/** The comments a lost command may be among: written in the window and before this run started. */
export function lostCommandWindow(now: Date, startedAt: Date): { since: Date; until: Date } {
  return { since: new Date(now.getTime() - LOST_COMMAND_WINDOW_HOURS * 3_600_000), until: startedAt };
}

/**
 * The head branch of pull request `number` as the event's payload names it: a pull_request* event's
 * own, or the matching entry of a workflow_run's, check_suite's or check_run's `pull_requests`
 * (a comment's payload names none).
 */
export function payloadHeadBranch(payload: unknown, number: number): string | undefined {
  type Pull = { number?: unknown; head?: { ref?: unknown } };
  const p = payload as { pull_request?: Pull; workflow_run?: { pull_requests?: Pull[] }; check_suite?: { pull_requests?: Pull[] }; check_run?: { check_suite?: { pull_requests?: Pull[] } } } | null;
  const pulls = [p?.pull_request, ...(p?.workflow_run?.pull_requests ?? []), ...(p?.check_suite?.pull_requests ?? []), ...(p?.check_run?.check_suite?.pull_requests ?? [])];
  const ref = pulls.find((pull) => pull?.number === number)?.head?.ref;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
}

/** The default branch as the event's payload names it (a schedule payload names none). */
export function payloadDefaultBranch(payload: unknown): string | undefined {
  const branch = (payload as { repository?: { default_branch?: unknown } } | null)?.repository?.default_branch;
  return typeof branch === 'string' && branch !== '' ? branch : undefined;
}

/** The one target the first query reads with the run (its comments, and the pull request), if the route names one. */
export function singleTarget(routed: Route): Target | undefined {
  if (routed.action === 'command' || routed.action === 'intent') return routed.target;
  if (routed.action === 'advance' && routed.targets.length === 1) return routed.targets[0];
  return undefined;
}

/** loadRunContext's input for this route and event. */
export function firstReadInput(routed: Exclude<Route, { action: 'skip' }>, payload: unknown, configPath: string, now: Date, startedAt: Date) {
  const target = singleTarget(routed);
  return {
    configPath,
    defaultBranch: payloadDefaultBranch(payload),
    targetNumber: target?.number,
    withPull: target?.kind === 'pull_request',
    ...(routed.action === 'sweep' ? { sweepLabel: ACTIVE_LABEL, commandsSince: lostCommandWindow(now, startedAt).since } : {}),
    activeLabel: ACTIVE_LABEL,
    // A new ship request asks which review bots act on the repository: with this query, not after it.
    withRecentPulls: routed.action === 'command' && routed.target.kind === 'pull_request' && (routed.verb === 'ship' || routed.verb === 'fix'),
    // A label command was given when the label went on (the timeline says; the payload does not).
    withLabelEvents: routed.action === 'command' && routed.steering.via === 'label',
    // What deleting the head after a merge must know is read here, where the event names the head.
    ...(target?.kind === 'pull_request' ? { headBranch: payloadHeadBranch(payload, target.number) } : {}),
    // Whether a person may steer: their permission is read here (route/authorize.ts takes write
    // access from it; anything else is asked of REST). A bot is decided by the trusted list.
    ...((routed.action === 'command' || routed.action === 'intent') && routed.steering.actor.type !== 'Bot' ? { actor: { login: routed.steering.actor.login, id: routed.steering.actor.id } } : {}),
  };
}
