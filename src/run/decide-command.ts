// What a command does to a target's state, as a plain function: state in, state + effects out.
// Workflows (ship, triage, chat) replace the "requested" placeholder with their own machines;
// the control verbs (status, stop) and idempotency live here.

import type { Steering } from '../route/route.js';
import type { Verb } from '../route/verbs.js';
import { initialState, markCommandComment, markHandled, transition, type TargetState } from '../store/target-state.js';
import { type Target } from '../core/target.js';
import { ACTIVE_LABEL } from '../core/labels.js';

export interface CommandInput {
  verb: Verb;
  target: Target;
  steering: Steering;
  /** Identifies the triggering event; the same key twice means a re-delivery. */
  eventKey: string;
  state: TargetState | null;
  at: string;
}

interface CommandEffects {
  /** The state to save, or null when nothing changes (no write at all). */
  state: TargetState | null;
  /** A reply to post on the target (answers `/tend status`), or null. */
  reply: string | null;
  labels: { add: string[]; remove: string[] };
  decision: string;
  why: string;
}

export function decideCommand(input: CommandInput): CommandEffects {
  const effects = decideEffects(input);
  // A comment acted on (or found already acted on) is never a lost command for a later run.
  const commentId = input.steering.commentId;
  if (effects.state === null || commentId === undefined) return effects;
  return { ...effects, state: markCommandComment(effects.state, commentId) };
}

function decideEffects(input: CommandInput): CommandEffects {
  const none = { add: [], remove: [] };
  const current = input.state ?? initialState(input.target, input.at);
  if (current.handled.includes(input.eventKey)) {
    return { state: null, reply: null, labels: none, decision: 'already handled', why: `event ${input.eventKey} was acted on by an earlier run` };
  }
  const who = { login: input.steering.actor.login, id: input.steering.actor.id };
  const how = input.steering.via === 'comment' ? `\`/tend ${input.verb}\`` : input.steering.via === 'label' ? `label \`tend:${input.verb}\`` : input.steering.via;

  if (input.verb === 'status') {
    const reply = input.state
      ? `tend is at **${input.state.status}**${input.state.workflow ? ` in \`${input.state.workflow}\`` : ''}: ${input.state.reason || 'no details'} (updated ${input.state.updatedAt}).`
      : 'tend has no state for this target yet: nothing was asked of it here.';
    // Only record the key when a state exists; a reply marker guards re-delivery otherwise.
    return {
      state: input.state ? markHandled(input.state, input.eventKey) : null,
      reply,
      labels: none,
      decision: 'replied',
      why: `@${who.login} asked for the status with ${how}`,
    };
  }

  if (input.verb === 'stop') {
    if (current.status === 'stopped') {
      return { state: markHandled(current, input.eventKey), reply: null, labels: none, decision: 'already stopped', why: `@${who.login} asked to stop; it was already stopped` };
    }
    const next = transition(current, { status: 'stopped', reason: `stopped by @${who.login} with ${how}`, at: input.at });
    return { state: markHandled(next, input.eventKey), reply: null, labels: { add: [], remove: [ACTIVE_LABEL] }, decision: 'stopped', why: next.reason };
  }

  const next = transition(current, {
    status: 'requested',
    workflow: input.verb,
    requestedBy: who,
    reason: `@${who.login} asked for ${input.verb} with ${how}`,
    at: input.at,
  });
  return { state: markHandled(next, input.eventKey), reply: null, labels: { add: [ACTIVE_LABEL], remove: [] }, decision: 'requested', why: next.reason };
}
