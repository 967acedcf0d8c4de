// A `/tend` command whose own run was lost is acted on by the next run that looks at its target:
// GitHub cancels a pending run when a newer one joins its concurrency group (T5) and delays or
// drops schedule runs (T6), so a command comment may never get a run of its own. The newest
// command its author may give runs as if its comment had just arrived; older ones it supersedes.

import type { Target } from '../core/target.js';
import { steeringDecision } from '../route/authorize.js';
import { lostCommands } from '../route/lost-commands.js';
import type { TargetState } from '../store/target-state.js';
import type { StoredComment } from '../store/tracking-comment.js';
import { runCommand } from './command.js';
import { lostCommandWindow } from './first-read.js';
import type { RunResult } from './result.js';
import type { RunServices } from './services.js';

/** Who-may-steer lookups per target: a run does not ask GitHub about every commenter. */
const MAX_AUTHORS_ASKED = 3;

/**
 * Runs the newest lost command on `target` whose author may steer tend; null when there is none.
 * `targetState` is the target's state on GitHub as the caller knows it (`OPEN` for what a search
 * of open targets found).
 */
export async function runLostCommand(services: RunServices, target: Target, comments: readonly StoredComment[], state: TargetState | null, targetState: string): Promise<RunResult | null> {
  const candidates = lostCommands({
    target,
    comments,
    lastCommandId: state?.lastCommandId,
    handled: state?.handled ?? [],
    selfId: services.selfId,
    ...lostCommandWindow(services.env.now(), services.startedAt),
  });
  const access = { octokit: services.octokit, repo: services.repo, trustedBots: services.settings.trustedBots };
  const asked = new Set<string>();
  for (const command of candidates) {
    const author = command.steering.actor.login;
    if (!asked.has(author) && asked.size >= MAX_AUTHORS_ASKED) break;
    asked.add(author);
    const decision = await steeringDecision(access, command.steering.actor);
    if (!decision.allowed) {
      services.log(`#${target.number}: comment ${command.steering.commentId} is not a command tend takes: ${decision.why}`);
      continue;
    }
    services.log(`#${target.number}: acting on \`/tend ${command.verb}\` (comment ${command.steering.commentId}), whose own run never acted on it`);
    // The command's run lists the target's comments again: answer it from what was just read.
    services.reads.rememberComments(target.number, [...comments]);
    const body = comments.find((c) => c.id === command.steering.commentId)?.body ?? '';
    return runCommand(services, command, { targetState, body }, decision);
  }
  return null;
}
