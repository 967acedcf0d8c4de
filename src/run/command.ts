// A command (a `tend:<verb>` label, a `/tend <verb>` comment, a dispatch): who asked is checked;
// the chat decisions and the control modules (the learnings verbs) run right after; then
// admission (registry → context → prerequisite → mutex), then idempotency on the event key, then
// the workflow's handler runs or the control verb's effect is saved.

import { createHash } from 'node:crypto';
import { mayBeChatVerdict } from '../chat/thread/verdict-verbs.js';
import type { RunEnvironment } from '../config/environment.js';
import { labelledAt, type Labelling } from '../core/edit-cutoff.js';
import { RefusalError } from '../core/errors.js';
import { capitalise } from '../core/text.js';
import type { Decision } from '../core/workflow.js';
import { commentStore, postComment } from '../github/comments.js';
import { labelEventsOf } from '../github/label-actors.js';
import { removeLabel } from '../github/labels.js';
import { ACTIVE_LABEL } from '../core/labels.js';
import type { RunContext } from '../github/run-context.js';
import { REGISTRY } from '../registry/workflows.js';
import { authorizeSteering } from '../route/authorize.js';
import type { Route, Steering } from '../route/route.js';
import type { Verb } from '../route/verbs.js';
import { hasReplied, renderReply, renderTrackingBody, replyMarker } from '../store/tracking-body.js';
import { findTracking, saveTracking } from '../store/tracking-comment.js';
import { admit, PREREQUISITE_CHECKS } from './admit.js';
import { decideCommand } from './decide-command.js';
import type { RunResult } from './result.js';
import type { RunServices } from './services.js';
import { CONTROLS, WORKFLOWS } from './workflows.js';

export type CommandRoute = Extract<Route, { action: 'command' }>;

/** What the run read of a command's target and comment. */
export interface CommandSubject {
  /** The target's state on GitHub (`OPEN`, `CLOSED`, `MERGED`); null when it does not exist. */
  targetState: string | null;
  /** The text of the comment that carried the command ('' for labels and dispatches). */
  body: string;
  /** A label command: the target's newest `labeled` events, as the run's first query read them. */
  labelEvents?: readonly Labelling[];
}

/** The command's subject as the run's first query and the event payload give it. */
export function subjectOfEvent(context: RunContext, payload: unknown): CommandSubject {
  const found = context.repository?.target;
  return {
    targetState: found ? (found.issueState ?? found.pullState ?? null) : null,
    body: commentBody(payload),
    ...(found?.labelEvents ? { labelEvents: labelEventsOf(found.labelEvents) } : {}),
  };
}

/**
 * Runs one command. `access` is who-may-steer already decided (a lost command found by a later
 * run, authorized before it was chosen); without it the actor is checked here.
 */
export async function runCommand(services: RunServices, routed: CommandRoute, subject: CommandSubject, access?: { why: string }): Promise<RunResult> {
  const { verb, target, steering } = routed;
  const actor = steering.actor;
  const allowed = access ?? (await authorizeSteering({ octokit: services.octokit, repo: services.repo, trustedBots: services.settings.trustedBots, known: services.reads.actorPermission }, verb, target, actor));

  if (subject.targetState === null) throw new RefusalError(`#${target.number} does not exist in ${services.repo.owner}/${services.repo.repo}; nothing was changed.`);

  const eventKey = eventKeyOf(services.env, steering);
  // The chat workflow's code loads only for a command that may be a verdict on one of its threads.
  if (mayBeChatVerdict(verb, target)) {
    const { chatCommandRun } = await import('../chat/thread/handler.js');
    const chat = await chatCommandRun(services, { verb, target, actor: actor.login, body: subject.body, eventKey, why: allowed.why });
    if (chat) return chat;
  }
  const control = await CONTROLS[REGISTRY[verb].handler]?.();
  if (control) return control.handle(services, { verb, target, actor, body: subject.body, eventKey, why: allowed.why });

  const store = services.reads.store(commentStore(services.octokit, services.repo));
  const comments = await store.list(target);
  const tracking = findTracking(comments, services.selfId);
  const at = services.env.now().toISOString();
  const admission = admit({ name: verb, target, targetState: subject.targetState, state: tracking.state, prerequisites: PREREQUISITE_CHECKS });
  const given = admission.admitted && WORKFLOWS[REGISTRY[verb].handler] ? commandGiven(verb, steering, subject) : { at: steering.at };
  const refused = admission.admitted ? given.why : admission.why;
  const effects =
    refused === undefined
      ? decideCommand({ verb, target, steering, eventKey, state: tracking.state, at })
      : { state: null, reply: `tend did not start \`${verb}\`: ${refused}.`, labels: { add: [], remove: [] }, decision: 'refused', why: refused };
  const route = { action: 'command', detail: `${verb} on #${target.number} by @${actor.login} via ${steering.via} (${allowed.why})` };
  const decisions: Decision[] = [{ target, decision: effects.decision, why: effects.why }];
  let trackingCommentId = tracking.comment?.id ?? null;

  if (services.settings.dryRun) {
    return { workflow: verb, target, state: effects.state?.status ?? tracking.state?.status ?? 'none', reason: `Dry run: would have ${effects.decision}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
  }

  if (effects.reply) {
    if (!hasReplied(comments, eventKey, services.selfId)) await postComment(services.octokit, services.repo, target, services.redact(renderReply(effects.reply, eventKey)), { marker: replyMarker(eventKey), selfId: services.selfId });
  }
  // A tracking comment about to be created carries the labels in its own request.
  await services.reads.addLabels(target.number, effects.labels.add, effects.state !== null && !tracking.comment);
  // tend:active coming off ends every wait: a tend:awaits label (ship/awaits.ts) comes off with it.
  const remove = effects.labels.remove.includes(ACTIVE_LABEL) ? [...effects.labels.remove, ...services.reads.awaitsLabelsOn(target.number)] : effects.labels.remove;
  for (const label of remove) await removeLabel(services.octokit, services.repo, target.number, label);
  services.reads.noteLabels(target.number, { add: effects.labels.add, remove });
  try {
    const workflow = effects.state && effects.decision === 'requested' ? await WORKFLOWS[REGISTRY[verb].handler]?.() : null;
    if (effects.state && workflow) {
      const ran = await workflow.handle(services, { target, tracking, state: effects.state, store, triggeredAt: given.at });
      return { ...ran, workflow: verb, route, decisions: [...decisions, ...ran.decisions] };
    }
    if (effects.state) {
      trackingCommentId = await saveTracking(store, target, services.selfId, { ...tracking }, services.redact(renderTrackingBody(effects.state, services.env.runUrl)));
    }
  } finally {
    // Nothing created the comment (the run stopped before): the labels go on by themselves.
    await services.reads.flushLabels(target.number);
  }

  const state = effects.state?.status ?? tracking.state?.status ?? 'none';
  return { workflow: verb, target, state, reason: `${capitalise(effects.decision)}: ${effects.why}.`, route, decisions, merged: false, trackingCommentId };
}

/**
 * When the command was given, for a workflow bound to the text as it stood then
 * (store/workflow-request.ts): a comment's creation; a label's newest labelling by the sender the
 * run authorized, read from the timeline (core/edit-cutoff.ts), or a refusal when the timeline
 * read does not show it. A dispatch carries no time: undefined, the run's start.
 */
function commandGiven(verb: Verb, steering: Steering, subject: CommandSubject): { at: string | undefined; why?: undefined } | { at?: undefined; why: string } {
  if (steering.via !== 'label') return { at: steering.at };
  const label = REGISTRY[verb].label ?? `tend:${verb}`;
  const at = labelledAt(subject.labelEvents ?? [], label, steering.actor.id);
  if (at !== null) return { at };
  return { why: `the timeline's newest label events do not show when @${steering.actor.login} put \`${label}\` on, so tend cannot tell what the text was then: comment \`/tend ${verb}\` instead` };
}

/** Comments are unique by id; labels and dispatches by the whole delivered payload. */
function eventKeyOf(env: RunEnvironment, steering: { via: string; commentId?: number }): string {
  if (steering.commentId !== undefined) return `comment:${steering.commentId}`;
  const digest = createHash('sha256').update(env.eventName).update(JSON.stringify(env.payload)).digest('hex').slice(0, 16);
  return `${steering.via}:${digest}`;
}

/** The text of the comment that carried the command ('' for labels and dispatches). */
function commentBody(payload: unknown): string {
  const body = (payload as { comment?: { body?: unknown } } | null)?.comment?.body;
  return typeof body === 'string' ? body : '';
}
