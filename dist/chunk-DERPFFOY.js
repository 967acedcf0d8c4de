import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  PROGRAMS,
  pinPrograms,
  trustedProgram
} from "./chunk-HSMBFR5K.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/git/verify-command.ts
import { spawn as spawn2 } from "node:child_process";

// src/git/git-control.ts
import { lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
var CONTROL = ["config", "config.worktree", "HEAD", "packed-refs", "shallow", "commondir", "hooks", "info", "refs", "objects/info"];
async function snapshotGitControl(checkout) {
  const gitDir = join(checkout, ".git");
  const snapshot = /* @__PURE__ */ new Map();
  const visit = /* @__PURE__ */ __name(async (path) => {
    let stat;
    try {
      stat = await lstat(path);
    } catch {
      return;
    }
    const key = relative(gitDir, path);
    if (stat.isSymbolicLink()) snapshot.set(key, { kind: "link", target: await readlink(path) });
    else if (stat.isDirectory()) for (const entry of await readdir(path)) await visit(join(path, entry));
    else if (stat.isFile()) snapshot.set(key, { kind: "file", bytes: await readFile(path) });
  }, "visit");
  for (const entry of CONTROL) await visit(join(gitDir, entry));
  return snapshot;
}
__name(snapshotGitControl, "snapshotGitControl");
async function restoreGitControl(checkout, before) {
  const after = await snapshotGitControl(checkout);
  const gitDir = join(checkout, ".git");
  const changed = [];
  for (const [key, now] of after) {
    if (!before.has(key)) {
      changed.push(key);
      await rm(join(gitDir, key), { force: true });
    }
  }
  for (const [key, was] of before) {
    const now = after.get(key);
    const same = now !== void 0 && now.kind === was.kind && (was.kind === "file" ? now.kind === "file" && now.bytes.equals(was.bytes) : now.kind === "link" && now.target === was.target);
    if (same) continue;
    changed.push(key);
    const path = join(gitDir, key);
    await rm(path, { recursive: true, force: true });
    await mkdir(dirname(path), { recursive: true });
    if (was.kind === "file") await writeFile(path, was.bytes);
    else await symlink(was.target, path);
  }
  return changed.sort();
}
__name(restoreGitControl, "restoreGitControl");

// src/git/verify-confinement.ts
import { spawn } from "node:child_process";
import { readFile as readFile2 } from "node:fs/promises";
var NO_NEW_PRIVS_NO_CAPS = ["setpriv", "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all"];
var PID_NAMESPACE = ["--pid", "--fork", "--kill-child", "--mount-proc"];
function confinementCandidates(facts) {
  if (facts.platform !== "linux" || facts.uid === null || facts.gid === null) return [];
  if (facts.uid === 0) {
    return [{ name: "pid-namespace", prefix: ["unshare", ...PID_NAMESPACE, ...NO_NEW_PRIVS_NO_CAPS] }];
  }
  const candidates = [
    // sudo first where it is passwordless: it is also the only way to drop the user's groups.
    {
      name: "sudo-pid-namespace",
      prefix: ["sudo", "-n", "unshare", ...PID_NAMESPACE, "setpriv", `--reuid=${facts.uid}`, `--regid=${facts.gid}`, "--clear-groups", ...NO_NEW_PRIVS_NO_CAPS.slice(1)]
    },
    // An unprivileged user namespace, where the kernel allows one (Ubuntu 24.04's AppArmor may not).
    { name: "user-pid-namespace", prefix: ["unshare", "--user", "--map-current-user", ...PID_NAMESPACE, "setpriv", "--no-new-privs"] }
  ];
  if (facts.ptraceScope !== null && facts.ptraceScope >= 1) candidates.push({ name: "no-new-privs", prefix: ["setpriv", "--no-new-privs"] });
  return candidates;
}
__name(confinementCandidates, "confinementCandidates");
async function machineFacts() {
  const scope = await readFile2("/proc/sys/kernel/yama/ptrace_scope", "utf8").then((text) => Number.parseInt(text, 10), () => null);
  return {
    platform: process.platform,
    uid: process.getuid?.() ?? null,
    gid: process.getgid?.() ?? null,
    ptraceScope: scope !== null && Number.isFinite(scope) ? scope : null
  };
}
__name(machineFacts, "machineFacts");
function pinnedPrefix(prefix, paths) {
  const pinned = [];
  for (const arg of prefix) {
    if (!PROGRAMS.includes(arg)) {
      pinned.push(arg);
      continue;
    }
    const path = paths[arg];
    if (path === void 0) return null;
    pinned.push(path);
  }
  return pinned;
}
__name(pinnedPrefix, "pinnedPrefix");
function starts(prefix) {
  return new Promise((resolve) => {
    const child = spawn(prefix[0], [...prefix.slice(1), "true"], { stdio: "ignore", env: { PATH: pinPrograms().systemDirs.join(":") } });
    const timer = setTimeout(() => child.kill("SIGKILL"), 1e4);
    child.on("error", () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}
__name(starts, "starts");
var chosen = null;
function detectConfinement() {
  chosen ??= (async () => {
    const { paths } = pinPrograms();
    for (const candidate of confinementCandidates(await machineFacts())) {
      const prefix = pinnedPrefix(candidate.prefix, paths);
      if (prefix !== null && await starts(prefix)) return { ...candidate, prefix };
    }
    return null;
  })();
  return chosen;
}
__name(detectConfinement, "detectConfinement");

// src/git/verify-command.ts
var processIsolation = "strict";
function setVerifyIsolation(isolation) {
  processIsolation = isolation;
}
__name(setVerifyIsolation, "setVerifyIsolation");
var processPath = [];
function setVerifyPath(path) {
  processPath = path;
}
__name(setVerifyPath, "setVerifyPath");
function verifyChildPath(path = processPath) {
  if (path === "inherit") return process.env.PATH ?? "/usr/bin:/bin";
  return [.../* @__PURE__ */ new Set([...path, ...pinPrograms().systemDirs])].join(":");
}
__name(verifyChildPath, "verifyChildPath");
var TAIL_CHARS = 1500;
async function runVerifyCommand(command, cwd, options = {}) {
  const confinement = options.confinement === void 0 ? await detectConfinement() : options.confinement;
  if (confinement === null && (options.isolation ?? processIsolation) === "strict") {
    return {
      passed: false,
      exitCode: null,
      timedOut: false,
      tampered: [],
      isolation: "not run",
      tail: "verify-command was not run: nothing on this runner keeps it from tend's memory (no PID namespace, no no_new_privs with ptrace_scope >= 1); set verify-isolation: none to run it anyway."
    };
  }
  const before = await snapshotGitControl(cwd);
  const result = await runInGroup(command, cwd, options, confinement);
  const tampered = await restoreGitControl(cwd, before);
  const isolation = confinement?.name ?? "none";
  if (tampered.length === 0) return { ...result, tampered, isolation };
  const tail = `verify-command changed git's own files (${tampered.slice(0, 5).join(", ")}${tampered.length > 5 ? ", \u2026" : ""}); tend restored them and counts the check as failed.`;
  return { ...result, passed: false, tampered, tail, isolation };
}
__name(runVerifyCommand, "runVerifyCommand");
function runInGroup(command, cwd, options, confinement) {
  const args = options.args ?? [];
  const environment = { PATH: options.path ?? verifyChildPath(), HOME: cwd, CI: "true", LANG: "C.UTF-8" };
  const sh = trustedProgram("sh");
  const env = trustedProgram("env");
  if (sh === null || confinement !== null && env === null) {
    return Promise.resolve({ passed: false, exitCode: null, tail: `verify-command was not run: no ${sh === null ? "sh" : "env"} that only root can change is on PATH.`, timedOut: false });
  }
  const shell = [sh, ...args.length === 0 ? ["-c", command] : ["-c", `${command} "$@"`, "tend-triage", ...args]];
  const argv = confinement === null ? shell : [...confinement.prefix, env, "-i", ...Object.entries(environment).map(([key, value]) => `${key}=${value}`), ...shell];
  return new Promise((resolve) => {
    const child = spawn2(argv[0], argv.slice(1), {
      cwd,
      env: environment,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
    });
    let output = "";
    const keep = /* @__PURE__ */ __name((chunk) => {
      output = (output + chunk.toString("utf8")).slice(-TAIL_CHARS * 4);
    }, "keep");
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    let timedOut = false;
    const killGroup = /* @__PURE__ */ __name(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, "killGroup");
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, options.timeoutMs ?? 10 * 6e4);
    child.on("exit", killGroup);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ passed: code === 0 && !timedOut, exitCode: code, tail: output.slice(-TAIL_CHARS).trim(), timedOut });
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ passed: false, exitCode: null, tail: error.message, timedOut: false });
    });
  });
}
__name(runInGroup, "runInGroup");

export {
  setVerifyIsolation,
  setVerifyPath,
  verifyChildPath,
  runVerifyCommand
};
