// A `/tend` comment whose own run never acted on it (a concurrency group cancelled the pending run,
// or GitHub never started one) is still a command. A later run on the target, the schedule sweep
// or any event, finds it among the comments it already read: the comment route's parser and
// filters (route.ts), and only comments newer than the last command tend acted on, so none is
// acted on twice. Pure: comments and what tend remembers in, candidate commands out, newest first.
// Who may steer is asked of GitHub afterwards, on these (authorize.ts), as for any command.

import type { Target } from '../core/target.js';
import type { StoredComment } from '../store/tracking-comment.js';
import { REGISTRY } from '../registry/workflows.js';
import { isOwnAccount, type Route } from './route.js';
import { isVerb, parseCommand, VERBS } from './verbs.js';
import { endsWithOwnMarker } from '../store/marker.js';

export type LostCommand = Extract<Route, { action: 'command' }> & { steering: { commentId: number; at: string } };

export interface LostCommandInput {
  target: Target;
  comments: readonly StoredComment[];
  /** The newest command comment tend acted on (the state's lastCommandId). */
  lastCommandId: number | undefined;
  /** Event keys tend acted on (`comment:<id>`), for states written before lastCommandId existed. */
  handled: readonly string[];
  /** tend's own account id. */
  selfId: number;
  /**
   * Only comments written at or after `since` and before `until`: an older one is stale (nobody
   * waits for it any more), a newer one came after this run started and has its own run coming.
   */
  since: Date;
  until: Date;
}

export function lostCommands(input: LostCommandInput): LostCommand[] {
  const found: LostCommand[] = [];
  for (const comment of input.comments) {
    const { author, createdAt } = comment;
    // A listing that does not say who wrote it or when cannot show a command.
    if (!author || createdAt === undefined) continue;
    const at = Date.parse(createdAt);
    if (!(at >= input.since.getTime() && at < input.until.getTime())) continue;
    if (input.lastCommandId !== undefined && comment.id <= input.lastCommandId) continue;
    if (input.handled.includes(`comment:${comment.id}`)) continue;
    // The route acts on created comments only: an edit is never a new command.
    if (comment.edited) continue;
    const actor = { login: author.login, id: comment.authorId, type: author.type };
    if (endsWithOwnMarker(comment.body, null) || comment.authorId === input.selfId || isOwnAccount(actor)) continue;
    const command = parseCommand(comment.body);
    if (!command || !isVerb(command.word)) continue;
    // A chat thread remembers the decisions it acted on in its own state, not in the target's:
    // lastCommandId cannot tell a handled approval from a lost one, so those stay with their event.
    if (REGISTRY[command.word].handler === 'chat-decision') continue;
    const targets: readonly string[] = VERBS[command.word].targets;
    if (!targets.includes(input.target.kind)) continue;
    found.push({ action: 'command', verb: command.word, target: input.target, args: command.args, steering: { actor, via: 'comment', commentId: comment.id, at: createdAt } });
  }
  return found.sort((a, b) => b.steering.commentId - a.steering.commentId);
}
