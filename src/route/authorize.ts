// Who may steer tend. People need write access (admin, maintain or write); bots must be on the
// trusted list, matched by account type and id: a user named `coderabbitai` is not CodeRabbit.

import { type BotAccount, isBot, type Account } from '../core/account.js';
import { RefusalError } from '../core/errors.js';
import type { Target } from '../core/target.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { repositoryPermission } from '../github/permissions.js';

type Decision = { allowed: true; why: string } | { allowed: false; why: string };

const WRITE = new Set(['admin', 'maintain', 'write']);

/** Whether a repository permission GitHub reports (admin, maintain, write, triage, read, none) can write. */
export function hasWriteAccess(permission: string): boolean {
  return WRITE.has(permission);
}

/** Whether a bot may steer, decided from the trusted list alone (no API call needed). */
export function authorizeBot(actor: Account, trustedBots: readonly BotAccount[]): Decision {
  if (isBot(actor, trustedBots)) return { allowed: true, why: `${actor.login} is a trusted bot` };
  return { allowed: false, why: `${actor.login} is a bot that is not in trusted-bots; only trusted bots (matched by account id) can steer tend` };
}

/** Whether a person may steer, given the permission GitHub reports for them. */
export function authorizeUser(actor: Account, permission: string): Decision {
  if (hasWriteAccess(permission)) return { allowed: true, why: `@${actor.login} has ${permission} access` };
  return { allowed: false, why: `@${actor.login} has ${permission} access; only people with write access (or trusted bots) can steer tend` };
}

export function needsPermissionLookup(actor: Account): boolean {
  return actor.type !== 'Bot';
}

/** Whether `actor` may steer, as a decision (people: GitHub's permission for them; bots: the trusted list). */
export async function steeringDecision(access: { octokit: Octokit; repo: RepoRef; trustedBots: readonly BotAccount[] }, actor: Account): Promise<Decision> {
  return needsPermissionLookup(actor) ? authorizeUser(actor, await repositoryPermission(access.octokit, access.repo, actor.login)) : authorizeBot(actor, access.trustedBots);
}

/**
 * Only people with write access and trusted bots steer tend; anyone else is refused, with one
 * line, before anything is read or spent.
 */
export async function authorizeSteering(
  access: { octokit: Octokit; repo: RepoRef; trustedBots: readonly BotAccount[] },
  what: string,
  target: Target,
  actor: Account,
): Promise<{ allowed: true; why: string }> {
  const decision = await steeringDecision(access, actor);
  if (!decision.allowed) throw new RefusalError(`tend refused '${what}' on #${target.number}: ${decision.why}. Nothing was changed.`);
  return { allowed: true, why: decision.why };
}
