import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  isBot
} from "./chunk-GIQH7MDF.js";
import {
  RefusalError
} from "./chunk-B5NACFDK.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/permissions.ts
async function repositoryPermission(octokit, repo, login) {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
    const role = data.role_name ?? data.permission;
    if (["admin", "maintain", "write", "triage", "read"].includes(role)) return role;
    return data.permission === "write" || data.permission === "admin" ? data.permission : "none";
  } catch (error) {
    if (error.status === 404) return "none";
    throw error;
  }
}
__name(repositoryPermission, "repositoryPermission");

// src/route/authorize.ts
var WRITE = /* @__PURE__ */ new Set(["admin", "maintain", "write"]);
function hasWriteAccess(permission) {
  return WRITE.has(permission);
}
__name(hasWriteAccess, "hasWriteAccess");
function authorizeBot(actor, trustedBots) {
  if (isBot(actor, trustedBots)) return { allowed: true, why: `${actor.login} is a trusted bot` };
  return { allowed: false, why: `${actor.login} is a bot that is not in trusted-bots; only trusted bots (matched by account id) can steer tend` };
}
__name(authorizeBot, "authorizeBot");
function authorizeUser(actor, permission) {
  if (hasWriteAccess(permission)) return { allowed: true, why: `@${actor.login} has ${permission} access` };
  return { allowed: false, why: `@${actor.login} has ${permission} access; only people with write access (or trusted bots) can steer tend` };
}
__name(authorizeUser, "authorizeUser");
function needsPermissionLookup(actor) {
  return actor.type !== "Bot";
}
__name(needsPermissionLookup, "needsPermissionLookup");
function knownWriteAccess(actor, known) {
  return known && known.id === actor.id && actor.type !== "Bot" && hasWriteAccess(known.permission) ? known.permission : null;
}
__name(knownWriteAccess, "knownWriteAccess");
async function steeringDecision(access, actor) {
  if (!needsPermissionLookup(actor)) return authorizeBot(actor, access.trustedBots);
  return authorizeUser(actor, knownWriteAccess(actor, access.known) ?? await repositoryPermission(access.octokit, access.repo, actor.login));
}
__name(steeringDecision, "steeringDecision");
async function authorizeSteering(access, what, target, actor) {
  const decision = await steeringDecision(access, actor);
  if (!decision.allowed) throw new RefusalError(`tend refused '${what}' on #${target.number}: ${decision.why}. Nothing was changed.`);
  return { allowed: true, why: decision.why };
}
__name(authorizeSteering, "authorizeSteering");

export {
  repositoryPermission,
  hasWriteAccess,
  needsPermissionLookup,
  steeringDecision,
  authorizeSteering
};
