// The learnings workflow behind the Workflow interface: `/tend remember`, `/tend learnings` and
// `/tend forget N`, one job per file. They act on the repository's learnings (the tend:learnings
// issue, src/store/learnings-store.ts), not on the target they were given on: no target state is
// written and the target is not held. Who may steer is checked before this runs (src/run/command.ts:
// writers and trusted bots only); each job answers with one reply on the target, once per event.

import type { Account } from '../core/account.js';
import { RefusalError } from '../core/errors.js';
import type { Target } from '../core/target.js';
import { capitalise } from '../core/text.js';
import type { Outcome, Workflow } from '../core/workflow.js';
import type { Octokit } from '../github/client.js';
import { commentStore, postComment, type RepoRef } from '../github/comments.js';
import { learningsSource } from '../github/learnings-issue.js';
import type { LearningsSource } from '../store/learnings-store.js';
import { hasReplied, renderReply, replyMarker } from '../store/tracking-body.js';
import { forgetJob } from './forget.js';
import { listJob } from './list.js';
import { rememberJob } from './remember.js';

export interface LearningsServices {
  octokit: Octokit;
  repo: RepoRef;
  selfId: number;
  settings: { dryRun: boolean };
  env: { now: () => Date };
  redact: (text: string) => string;
}

export interface LearningsCommand {
  verb: string;
  target: Target;
  actor: Account;
  /** The whole comment that carried the command ('' for a dispatch): a directive may span lines. */
  body: string;
  eventKey: string;
  /** Why the actor may steer (the authorization's line). */
  why: string;
}

/** What a job decided, and the reply that says so. */
export interface JobResult {
  decision: string;
  why: string;
  reply: string;
}

/** What each job reads and writes. */
export interface JobContext {
  store: LearningsSource;
  selfId: number;
  command: LearningsCommand;
  at: string;
}

/**
 * Why `actor` may not change the learnings, or null when they may. A trusted bot may steer tend,
 * but a learning is policy every later model call is given: only a person with write access
 * (checked before this runs) records or forgets one, so no bot's text, whoever wrote the words it
 * posts, becomes policy. Listing them is open to every steerer.
 */
export function changeRefusal(command: Pick<LearningsCommand, 'verb' | 'target' | 'actor'>): string | null {
  if (command.verb === 'learnings' || command.actor.type !== 'Bot') return null;
  return `tend refused '${command.verb}' on #${command.target.number}: ${command.actor.login} is a bot; only people with write access record or forget learnings. Nothing was changed.`;
}

const JOBS: Record<string, (context: JobContext) => Promise<JobResult>> = { remember: rememberJob, learnings: listJob, forget: forgetJob };

export const learningsWorkflow: Workflow<LearningsServices, LearningsCommand, Outcome> = {
  async handle(services, command) {
    const { target } = command;
    const route = { action: 'command', detail: `${command.verb} on #${target.number} by @${command.actor.login} (${command.why})` };
    const base = { workflow: command.verb, target, route, merged: false, trackingCommentId: null };
    const job = JOBS[command.verb];
    if (!job) throw new Error(`the learnings workflow has no job for '${command.verb}'`);
    const refused = changeRefusal(command);
    if (refused) throw new RefusalError(refused);
    if (services.settings.dryRun) {
      return { ...base, state: 'none', reason: `Dry run: would have acted on \`/tend ${command.verb}\`.`, decisions: [{ target, decision: 'dry run', why: `@${command.actor.login} asked for ${command.verb}` }] };
    }
    const comments = await commentStore(services.octokit, services.repo).list(target);
    if (hasReplied(comments, command.eventKey, services.selfId)) {
      const why = `event ${command.eventKey} was answered by an earlier run`;
      return { ...base, state: 'none', reason: `Already handled: ${why}.`, decisions: [{ target, decision: 'already handled', why }] };
    }
    const result = await job({ store: learningsSource(services.octokit, services.repo), selfId: services.selfId, command, at: services.env.now().toISOString() });
    await postComment(services.octokit, services.repo, target, services.redact(renderReply(result.reply, command.eventKey)), { marker: replyMarker(command.eventKey), selfId: services.selfId });
    return { ...base, state: 'none', reason: `${capitalise(result.decision)}: ${result.why}.`, decisions: [{ target, decision: result.decision, why: result.why }] };
  },
};
