// One of tend's own labels was taken off by someone. `tend:active` lists a target for the schedule
// sweep; `tend:learnings` and `tend:logins` are how tend finds its learnings and its login
// bindings again. Taking one off is a command by whoever did it: a person with write access (or a
// trusted bot) may, and the label stays off; anyone else (the triage role may remove any label)
// cannot stop tend's work or reset its records that way, so tend puts the label back, if it still
// holds what the label marks, and says so in one comment.

import { ACTIVE_LABEL } from '../core/labels.js';
import type { Target } from '../core/target.js';
import { commentStore, postComment } from '../github/comments.js';
import { getIssue } from '../github/issues.js';
import { addLabels } from '../github/labels.js';
import type { Route } from '../route/route.js';
import { steeringDecision } from '../route/authorize.js';
import { hasMarker } from '../store/marker.js';
import { hasReplied, renderReply, replyMarker } from '../store/tracking-body.js';
import { findTracking, type StoredComment } from '../store/tracking-comment.js';
import { holdsTarget } from './admit.js';
import type { RunResult } from './result.js';
import type { RunServices } from './services.js';

type LabelRemoved = Extract<Route, { action: 'label-removed' }>;

export async function labelRemoved(services: RunServices, routed: LabelRemoved): Promise<RunResult> {
  const { target, label, sender } = routed;
  const result = (state: string, reason: string, trackingCommentId: number | null = null): RunResult => ({
    workflow: 'label',
    target,
    state,
    reason,
    route: { action: 'label-removed', detail: `${label} removed from #${target.number} by @${sender.login}` },
    decisions: [{ target, decision: state, why: reason }],
    merged: false,
    trackingCommentId,
  });
  if (sender.id === services.selfId) return result('skipped', `tend itself took \`${label}\` off.`);
  const who = await steeringDecision({ octokit: services.octokit, repo: services.repo, trustedBots: services.settings.trustedBots }, sender);
  if (who.allowed) return result('skipped', `Left off: ${who.why}, so taking \`${label}\` off is theirs to decide.`);
  // The target's comments are listed once: for tend:active they hold the tracking comment, and
  // for any label they say whether tend has already answered this remover.
  const listComments = () => commentStore(services.octokit, services.repo).list(target);
  const active = label === ACTIVE_LABEL ? await listComments() : null;
  const held = active ? heldWork(active, services.selfId) : await ownRecord(services, target.number);
  if (held === null) return result('skipped', `Left off: tend holds nothing on #${target.number} that \`${label}\` marks.`);
  const line = `tend put \`${label}\` back on #${target.number}: @${sender.login} took it off, and ${who.why}. ${held}`;
  if (services.settings.dryRun) return result('skipped', `Dry run: would have put \`${label}\` back: ${who.why}.`);
  await addLabels(services.octokit, services.repo, target.number, [label]);
  // One comment per label and remover, however often they take it off: the label goes back each
  // time, but a triage-role user cannot make tend write a comment per removal.
  const eventKey = `unlabeled:${label}:${sender.id}`;
  const comments = active ?? (await listComments());
  const id = hasReplied(comments, eventKey, services.selfId)
    ? null
    : await postComment(services.octokit, services.repo, target, services.redact(renderReply(line, eventKey)), { marker: replyMarker(eventKey), selfId: services.selfId });
  return result('label restored', line, id);
}

/** What the label marks on a target a workflow of tend's holds, as a sentence; null when none does. */
function heldWork(comments: readonly StoredComment[], selfId: number): string | null {
  const state = findTracking(comments, selfId).state;
  if (!holdsTarget(state)) return null;
  return `${state!.workflow} is ${state!.status} here; to stop it, someone with write access comments \`/tend stop\`.`;
}

/** Whether the issue is one of tend's records (opened by tend's account, ending in its marker). */
async function ownRecord(services: RunServices, number: number): Promise<string | null> {
  const issue = await getIssue(services.octokit, services.repo, number);
  if (issue.author?.id !== services.selfId || !hasMarker(issue.body)) return null;
  return 'tend finds this record by the label; someone with write access may close or unlabel it.';
}
