import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
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

export {
  repositoryPermission,
  hasWriteAccess
};
