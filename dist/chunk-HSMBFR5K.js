import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/git/programs.ts
import { tmpdir } from "node:os";
import { delimiter, dirname, isAbsolute, join, relative, resolve } from "node:path";
var { lstatSync, realpathSync, statSync } = process.getBuiltinModule("node:fs");
var PROGRAMS = ["git", "sh", "env", "sudo", "unshare", "setpriv"];
function inside(path, dir) {
  const rel = relative(dir, path);
  return rel === "" || !rel.startsWith("..") && !isAbsolute(rel);
}
__name(inside, "inside");
function unsafeBecause(path, entries, foreign, enforceOwner) {
  for (const dir of foreign.dirs) if (inside(path, dir)) return `it lies inside ${dir}, where the job's own code writes`;
  let at = path;
  for (; ; ) {
    const entry = entries.get(at);
    if (!entry) return `${at} cannot be read`;
    if (entry.kind === "link" || entry.kind === "other") return `${at} is not a plain file or directory`;
    if (enforceOwner && entry.uid !== 0) return `${at} is owned by uid ${entry.uid}, not root`;
    if (enforceOwner && (entry.mode & 18) !== 0) return `${at} is writable by ${entry.mode & 2 ? "every user" : "its group"}`;
    const up = dirname(at);
    if (up === at) return null;
    at = up;
  }
}
__name(unsafeBecause, "unsafeBecause");
function lstatEntry(path) {
  try {
    const stat = lstatSync(path);
    return { uid: stat.uid, mode: stat.mode, kind: stat.isSymbolicLink() ? "link" : stat.isDirectory() ? "dir" : stat.isFile() ? "file" : "other" };
  } catch {
    return null;
  }
}
__name(lstatEntry, "lstatEntry");
function chain(path) {
  const entries = /* @__PURE__ */ new Map();
  for (let at = path; ; at = dirname(at)) {
    entries.set(at, lstatEntry(at));
    if (dirname(at) === at) return entries;
  }
}
__name(chain, "chain");
function foreignPlaces(env = process.env) {
  const given = [env.GITHUB_WORKSPACE, env.RUNNER_TEMP, env.HOME, tmpdir(), process.cwd()].filter((d) => !!d && isAbsolute(d));
  const dirs = /* @__PURE__ */ new Set();
  for (const dir of given) {
    dirs.add(resolve(dir));
    try {
      dirs.add(realpathSync(dir));
    } catch {
    }
  }
  return { dirs: [...dirs] };
}
__name(foreignPlaces, "foreignPlaces");
function checkPath(path, foreign) {
  let real;
  try {
    real = realpathSync(path);
  } catch {
    return `${path} cannot be resolved`;
  }
  return unsafeBecause(real, chain(real), foreign, typeof process.getuid === "function");
}
__name(checkPath, "checkPath");
function executable(path) {
  try {
    const stat = statSync(path);
    return stat.isFile() && (process.platform === "win32" || (stat.mode & 73) !== 0);
  } catch {
    return false;
  }
}
__name(executable, "executable");
function findPrograms(env = process.env) {
  const foreign = foreignPlaces(env);
  const pathDirs = (env.PATH ?? "").split(delimiter).filter((d) => d !== "" && isAbsolute(d));
  const systemDirs = [...new Set(pathDirs.filter((dir) => checkPath(dir, foreign) === null))];
  const paths = {};
  const skipped = [];
  const suffixes = process.platform === "win32" ? [".exe", ""] : [""];
  for (const name of PROGRAMS) {
    for (const dir of pathDirs) {
      const candidate = suffixes.map((suffix) => join(dir, name + suffix)).find(executable);
      if (candidate === void 0) continue;
      const why = checkPath(candidate, foreign);
      if (why === null) {
        paths[name] = realpathSync(candidate);
        break;
      }
      skipped.push(`${candidate}: ${why}`);
    }
  }
  let gitExecPath;
  if (paths.git !== void 0) {
    try {
      const { execFileSync } = process.getBuiltinModule("node:child_process");
      const reported = execFileSync(paths.git, ["--exec-path"], { env: { PATH: systemDirs.join(delimiter) }, encoding: "utf8", timeout: 1e4 }).trim();
      const why = checkPath(reported, foreign);
      if (why === null) gitExecPath = realpathSync(reported);
      else skipped.push(`git's exec-path ${reported}: ${why}`);
    } catch (error) {
      skipped.push(`${paths.git} --exec-path failed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    }
    if (gitExecPath === void 0) delete paths.git;
  }
  return { paths, gitExecPath, systemDirs, skipped };
}
__name(findPrograms, "findPrograms");
var pinned;
function pinPrograms(env = process.env) {
  pinned ??= findPrograms(env);
  return pinned;
}
__name(pinPrograms, "pinPrograms");
function trustedProgram(name) {
  return pinPrograms().paths[name] ?? null;
}
__name(trustedProgram, "trustedProgram");
function trustedGit() {
  const git = trustedProgram("git");
  if (git !== null) return git;
  const { skipped } = pinPrograms();
  throw new Error(
    `No git that only root can change was found on PATH${skipped.length > 0 ? ` (passed over: ${skipped.slice(0, 3).join("; ")})` : ""}: install git in a system directory such as /usr/bin.`
  );
}
__name(trustedGit, "trustedGit");
function trustedGitEnv() {
  const { gitExecPath, systemDirs } = pinPrograms();
  return { ...gitExecPath === void 0 ? {} : { GIT_EXEC_PATH: gitExecPath }, PATH: systemDirs.join(delimiter) };
}
__name(trustedGitEnv, "trustedGitEnv");

export {
  PROGRAMS,
  pinPrograms,
  trustedProgram,
  trustedGit,
  trustedGitEnv
};
