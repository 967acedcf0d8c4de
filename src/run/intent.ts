// A free-form `/tend <text>` in the action: the author must be allowed to steer (checked before
// any model spend), a re-delivered comment is answered once, then the classifier's decision runs
// the workflow, asks what is wanted, or refuses politely. With no model, tend lists what it can do.

import { commentStore, postComment } from '../github/comments.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from '../llm/index.js';
import { hasReplied, renderReply, replyMarker } from '../store/tracking-body.js';
import type { Route } from '../route/route.js';
import { findTracking } from '../store/tracking-comment.js';
import { authorizeSteering } from '../route/authorize.js';
import type { CommandRoute } from './command.js';
import type { RunServices } from './services.js';
import type { RunResult } from './result.js';
import { capitalise } from '../core/text.js';
import { classifyIntent, decideIntent, verbList, type IntentDecision } from '../route/intent.js';

type IntentRoute = Extract<Route, { action: 'intent' }>;

export async function runIntent(deps: RunServices, routed: IntentRoute, runCommand: (command: CommandRoute) => Promise<RunResult>): Promise<RunResult> {
  const { target, steering } = routed;
  const allowed = await authorizeSteering({ octokit: deps.octokit, repo: deps.repo, trustedBots: deps.settings.trustedBots, known: deps.reads.actorPermission }, `/tend ${routed.text.split(/\s+/, 1)[0]}`, target, steering.actor);
  const eventKey = `comment:${steering.commentId ?? 0}`;
  const route = { action: 'intent', detail: `free-form request on #${target.number} by @${steering.actor.login} (${allowed.why})` };
  const base = { workflow: 'intent', target, route, merged: false, trackingCommentId: null } as const;

  const comments = await commentStore(deps.octokit, deps.repo).list(target);
  const marker = replyMarker(eventKey);
  const tracking = findTracking(comments, deps.selfId);
  if (hasReplied(comments, eventKey, deps.selfId) || tracking.state?.handled.includes(eventKey)) {
    return { ...base, state: tracking.state?.status ?? 'none', reason: `Already handled: comment ${steering.commentId} was answered by an earlier run.`, decisions: [{ target, decision: 'already handled', why: `event ${eventKey} was acted on by an earlier run` }] };
  }

  let decision: IntentDecision;
  if (deps.model === null) {
    decision = { kind: 'clarify', why: 'no model is configured to read a free-form request', reply: `I only understand commands here: ${verbList(target)}.` };
  } else {
    try {
      const intent = await classifyIntent(deps.model.deps.session, { repository: `${deps.repo.owner}/${deps.repo.repo}`, target, text: routed.text });
      decision = decideIntent(intent, target, deps.settings.intentThreshold);
    } catch (error) {
      if (!(error instanceof LlmOutputError || error instanceof LlmFinalError || error instanceof BudgetExceededError || error instanceof LlmUnavailableError)) throw error;
      decision = { kind: 'clarify', why: `the model could not classify the request (${error.message.replace(/\.$/, '')})`, reply: `I could not work out what you are asking for. I can do: ${verbList(target)}.` };
    }
  }

  if (decision.kind === 'run') {
    const ran = await runCommand({ action: 'command', verb: decision.verb, target, steering, args: '' });
    return { ...ran, route: { action: 'intent', detail: `${route.detail}; ${decision.why}` }, decisions: [{ target, decision: `run ${decision.verb}`, why: decision.why }, ...ran.decisions] };
  }
  if (!deps.settings.dryRun) await postComment(deps.octokit, deps.repo, target, deps.redact(renderReply(decision.reply, eventKey)), { marker, selfId: deps.selfId });
  const outcome = decision.kind === 'clarify' ? 'asked what is wanted' : 'refused';
  return { ...base, state: decision.kind === 'clarify' ? 'clarifying' : 'refused', reason: `${capitalise(outcome)}: ${decision.why}.`, decisions: [{ target, decision: outcome, why: decision.why }] };
}
