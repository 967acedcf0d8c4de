// Who may steer tend. People need write access (admin, maintain or write); bots must be on the
// trusted list, matched by account type and id: a user named `coderabbitai` is not CodeRabbit.

import { type BotAccount, isBot, type Account } from '../core/account.js';
import { RefusalError } from '../core/errors.js';
import type { Target } from '../core/target.js';
import type { Octokit } from '../github/client.js';
import type { RepoRef } from '../github/comments.js';
import { repositoryPermission } from '../github/permissions.js';
import type { KnownPermission } from '../github/run-context.js';

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

/**
 * Write access already known for `actor` (their entry in the collaborators list the run's first
 * query read, matched by account id); null when it was not read or says less. Only write access is
 * taken from the list: a lower permission, or none listed, is asked of REST's permission endpoint,
 * so a list that leaves someone out (how it counts team and organisation access is not published)
 * never refuses a person REST would allow. (emulator/RULES.md E205.)
 */
export function knownWriteAccess(actor: Account, known: KnownPermission | null | undefined): string | null {
  return known && known.id === actor.id && actor.type !== 'Bot' && hasWriteAccess(known.permission) ? known.permission : null;
}

/** Whether `actor` may steer, as a decision (people: GitHub's permission for them; bots: the trusted list). */
export async function steeringDecision(access: SteeringAccess, actor: Account): Promise<Decision> {
  if (!needsPermissionLookup(actor)) return authorizeBot(actor, access.trustedBots);
  return authorizeUser(actor, knownWriteAccess(actor, access.known) ?? (await repositoryPermission(access.octokit, access.repo, actor.login)));
}

/** What deciding who may steer uses: the client, the trusted bots, and a permission already read (`known`). */
interface SteeringAccess {
  octokit: Octokit;
  repo: RepoRef;
  trustedBots: readonly BotAccount[];
  known?: KnownPermission | null;
}

/**
 * Only people with write access and trusted bots steer tend; anyone else is refused, with one
 * line, before anything is read or spent.
 */
export async function authorizeSteering(
  access: SteeringAccess,
  what: string,
  target: Target,
  actor: Account,
): Promise<{ allowed: true; why: string }> {
  const decision = await steeringDecision(access, actor);
  if (!decision.allowed) throw new RefusalError(`tend refused '${what}' on #${target.number}: ${decision.why}. Nothing was changed.`);
  return { allowed: true, why: decision.why };
}
