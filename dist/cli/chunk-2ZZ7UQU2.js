import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/git/commit-tree.ts
import { realpath } from "node:fs/promises";

// src/git/safe-git.ts
import { spawn } from "node:child_process";
import { devNull as devNull2 } from "node:os";
import { dirname as dirname2 } from "node:path";

// src/git/auth-env.ts
import { devNull } from "node:os";

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

// src/git/auth-env.ts
function isolatedGitEnv() {
  return {
    ...trustedGitEnv(),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: devNull,
    GIT_ATTR_NOSYSTEM: "1",
    GIT_LFS_SKIP_SMUDGE: "1",
    GIT_TERMINAL_PROMPT: "0"
  };
}
__name(isolatedGitEnv, "isolatedGitEnv");
var GUARDED = /^(GIT_|EDITOR$|VISUAL$|PAGER$|PREFIX$|SSH_ASKPASS$)/i;
var AWS_CREDENTIALS = /^(AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|AWS_SESSION_TOKEN)$/i;
function inheritableEnv(source = process.env) {
  const env = {};
  for (const [key, value] of Object.entries(source)) {
    if (value === void 0) continue;
    if (GUARDED.test(key) || AWS_CREDENTIALS.test(key)) continue;
    env[key] = value;
  }
  return env;
}
__name(inheritableEnv, "inheritableEnv");

// src/git/safe-git.ts
var SAFE_CONFIG = [
  "core.fsmonitor=false",
  `core.hooksPath=${devNull2}`,
  "core.pager=cat",
  "diff.external=",
  "log.showSignature=false",
  // A partial clone fetches missing objects on demand, which runs ssh or a remote helper.
  "protocol.allow=never",
  "submodule.recurse=false",
  "grep.fallbackToNoIndex=false",
  "grep.column=false",
  // Files named in config are read as data and git quotes bad lines back in its errors.
  `core.attributesFile=${devNull2}`,
  `core.excludesFile=${devNull2}`,
  "color.ui=false",
  "gc.auto=0",
  "maintenance.auto=false"
];
var MAX_STDERR_BYTES = 16 * 1024;
function safeGitEnv(cwd, source = process.env) {
  return {
    // Without GIT_*, EDITOR, PAGER and friends from the runner.
    ...inheritableEnv(source),
    ...isolatedGitEnv(),
    // Read-only means read-only: no index refresh written back behind our back.
    GIT_OPTIONAL_LOCKS: "0",
    GIT_NO_LAZY_FETCH: "1",
    GIT_PAGER: "cat",
    PAGER: "cat",
    // A checkout without .git must not resolve to an enclosing repository (the runner's own),
    // and core.worktree in its config must not move the working tree somewhere else.
    GIT_CEILING_DIRECTORIES: dirname2(cwd),
    GIT_WORK_TREE: cwd,
    LC_ALL: "C",
    LANGUAGE: "C"
  };
}
__name(safeGitEnv, "safeGitEnv");
function runSafeGit(args, options) {
  const argv = ["--no-pager", ...SAFE_CONFIG.flatMap((entry) => ["-c", entry]), ...args];
  return new Promise((resolve2, reject) => {
    const child = spawn(options.gitBinary ?? trustedGit(), argv, {
      cwd: options.cwd,
      env: safeGitEnv(options.cwd),
      stdio: ["ignore", "pipe", "pipe"],
      shell: false,
      windowsHide: true
    });
    const out = [];
    let outBytes = 0;
    const err = [];
    let errBytes = 0;
    let truncated = false;
    let timedOut = false;
    child.stdout.on("data", (chunk) => {
      if (truncated) return;
      const room = options.maxOutputBytes - outBytes;
      if (chunk.length >= room) {
        out.push(chunk.subarray(0, room));
        outBytes += room;
        truncated = true;
        child.kill("SIGKILL");
        return;
      }
      out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on("data", (chunk) => {
      if (errBytes >= MAX_STDERR_BYTES) return;
      err.push(chunk.subarray(0, MAX_STDERR_BYTES - errBytes));
      errBytes += chunk.length;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve2({
        exitCode: code,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        truncated,
        timedOut
      });
    });
  });
}
__name(runSafeGit, "runSafeGit");
function gitComplaint(result) {
  const lines = result.stderr.split("\n").map((line) => line.trim()).filter(Boolean);
  const relevant = lines.filter((line) => /^(fatal|error):/.test(line));
  const text = (relevant.length > 0 ? relevant : lines).slice(0, 5).join("\n");
  return text || `git exited with ${result.exitCode ?? "a signal"}`;
}
__name(gitComplaint, "gitComplaint");

// src/git/refs.ts
var REV_PATTERN = /^[A-Za-z0-9_.\/~^-]+$/;

// src/git/commit-tree.ts
var CommitTreeError = class extends Error {
  static {
    __name(this, "CommitTreeError");
  }
  constructor(message) {
    super(message);
    this.name = "CommitTreeError";
  }
};
var HEX_ID = /^[0-9a-fA-F]{4,64}$/;
var LISTING_BYTES = 16 * 1024 * 1024;
async function openCommitTree(root, options = {}) {
  let cwd;
  try {
    cwd = await realpath(root);
  } catch {
    throw new CommitTreeError(`'${root}' does not exist; expected the checkout's directory.`);
  }
  const git = /* @__PURE__ */ __name((args, maxOutputBytes = 1024 * 1024) => runSafeGit(args, { cwd, gitBinary: options.gitBinary, timeoutMs: options.timeoutMs ?? 1e4, maxOutputBytes }), "git");
  const inside2 = await git(["rev-parse", "--is-inside-work-tree"]);
  if (inside2.exitCode !== 0 || inside2.stdout.trim() !== "true") {
    throw new CommitTreeError(`'${root}' is not a git checkout (${gitComplaint(inside2)}); expected the repository's top-level directory.`);
  }
  function mustSucceed(result, what) {
    if (result.timedOut) throw new CommitTreeError(`git timed out ${what}.`);
    if (result.exitCode !== 0 && !result.truncated) throw new CommitTreeError(`git failed ${what}: ${gitComplaint(result)}`);
    return result.stdout;
  }
  __name(mustSucceed, "mustSucceed");
  const listings = /* @__PURE__ */ new Map();
  return {
    async resolveCommit(rev) {
      if (!REV_PATTERN.test(rev) || rev.startsWith("-") || rev.length > 200) return null;
      const result = await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
      if (result.timedOut) throw new CommitTreeError(`git timed out resolving '${rev}'.`);
      return result.exitCode === 0 ? result.stdout.trim() : null;
    },
    async commitExists(id) {
      if (!HEX_ID.test(id)) return "no";
      const result = await git(["cat-file", "-e", `${id}^{commit}`]);
      if (result.timedOut) throw new CommitTreeError(`git timed out looking up '${id}'.`);
      if (result.exitCode === 0) return "yes";
      return /ambiguous/i.test(result.stderr) ? "ambiguous" : "no";
    },
    async rootTree(commit) {
      if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit)) throw new CommitTreeError(`'${commit}' is not a full commit id.`);
      return `${commit}^{tree}`;
    },
    async listTree(tree) {
      let listing = listings.get(tree);
      if (listing === void 0) {
        listings.set(tree, listing = listTreeOnce(tree));
        listing.catch(() => listings.delete(tree));
      }
      return [...await listing];
    },
    async readBlob(oid, maxBytes) {
      const result = await git(["cat-file", "blob", oid], maxBytes + 1);
      if (result.truncated) return { text: result.stdout, truncated: true };
      return { text: mustSucceed(result, `reading blob ${oid}`), truncated: false };
    }
  };
  async function listTreeOnce(tree) {
    const result = await git(["ls-tree", "-z", "--end-of-options", tree], LISTING_BYTES);
    if (result.truncated) throw new CommitTreeError(`tree ${tree} is too large to list.`);
    const entries = [];
    for (const record of mustSucceed(result, `listing tree ${tree}`).split("\0")) {
      const tab = record.indexOf("	");
      if (tab < 0) continue;
      const [mode, type, oid] = record.slice(0, tab).split(" ");
      if (mode === void 0 || oid === void 0 || type !== "blob" && type !== "tree" && type !== "commit") continue;
      entries.push({ mode, type, oid, name: record.slice(tab + 1) });
    }
    return entries;
  }
  __name(listTreeOnce, "listTreeOnce");
}
__name(openCommitTree, "openCommitTree");

// src/git/paths.ts
import { lstat, realpath as realpath2 } from "node:fs/promises";
import { dirname as dirname3, isAbsolute as isAbsolute2, join as join2, relative as relative2, sep } from "node:path";
var PathEscapeError = class extends Error {
  constructor(path, reason) {
    super(`Refusing path '${path}': ${reason}.`);
    this.path = path;
    this.name = "PathEscapeError";
  }
  path;
  static {
    __name(this, "PathEscapeError");
  }
};
function checkRelativePath(path) {
  if (path.length === 0) throw new PathEscapeError(path, "empty path");
  if (path.includes("\0")) throw new PathEscapeError(path, "contains a NUL byte");
  if (isAbsolute2(path) || /^[a-zA-Z]:/.test(path) || path.startsWith("\\")) throw new PathEscapeError(path, "absolute paths are not allowed");
  const parts = path.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  if (parts.length === 0) throw new PathEscapeError(path, "names the workspace root");
  if (parts.includes("..")) throw new PathEscapeError(path, "'..' is not allowed");
  if (parts.some((part) => part.toLowerCase() === ".git")) throw new PathEscapeError(path, "the .git directory is off limits");
  return parts;
}
__name(checkRelativePath, "checkRelativePath");
async function resolveInside(root, path) {
  const parts = checkRelativePath(path);
  const realRoot = await realpath2(root);
  const absolute = join2(realRoot, ...parts);
  let probe = absolute;
  for (; ; ) {
    const real = await realpathOrNull(probe);
    if (real !== null) {
      if (!isWithin(realRoot, real)) throw new PathEscapeError(path, "it resolves outside the workspace through a symlink");
      break;
    }
    if (await isSymlink(probe)) throw new PathEscapeError(path, "it goes through a dangling symlink");
    probe = dirname3(probe);
  }
  return { absolute, relative: parts.join("/") };
}
__name(resolveInside, "resolveInside");
function isWithin(root, candidate) {
  const rel = relative2(root, candidate);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute2(rel);
}
__name(isWithin, "isWithin");
async function realpathOrNull(path) {
  try {
    return await realpath2(path);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
    throw error;
  }
}
__name(realpathOrNull, "realpathOrNull");
async function isSymlink(path) {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}
__name(isSymlink, "isSymlink");

// src/evidence/compare-quote.ts
function fileLines(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}
__name(fileLines, "fileLines");
function compareQuote(quote, cited, startLine) {
  const wanted = trimBlankEnds(fileLines(quote).map((line) => line.trimEnd()));
  const range = trimBlankEnds(cited.map((line, index) => ({ line: line.trimEnd(), number: startLine + index })));
  if (wanted.items.length === 0) return { same: false, reason: "the quote is empty" };
  const have = dedent(range.items.map((entry) => entry.line));
  const quoted = dedent(wanted.items);
  for (let index = 0; index < Math.max(have.length, quoted.length); index++) {
    const fileLine = have[index];
    const quoteLine = quoted[index];
    if (fileLine === quoteLine) continue;
    const number = range.items[index]?.number ?? (range.items.at(-1)?.number ?? startLine) + 1;
    if (fileLine === void 0) return { same: false, reason: `the quote runs past the cited lines: it goes on with ${show(quoteLine)} after line ${number - 1}` };
    if (quoteLine === void 0) return { same: false, reason: `the quote stops before line ${number} (${show(fileLine)})` };
    return { same: false, reason: `line ${number} differs: the file has ${show(fileLine)}, the quote has ${show(quoteLine)}` };
  }
  return { same: true };
}
__name(compareQuote, "compareQuote");
function trimBlankEnds(items) {
  const blank = /* @__PURE__ */ __name((item) => (typeof item === "string" ? item : item.line) === "", "blank");
  let start = 0;
  let end = items.length;
  while (start < end && blank(items[start])) start++;
  while (end > start && blank(items[end - 1])) end--;
  return { items: items.slice(start, end) };
}
__name(trimBlankEnds, "trimBlankEnds");
function dedent(lines) {
  const indents = lines.filter((line) => line !== "").map((line) => /^[ \t]*/.exec(line)[0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => line.slice(Math.min(common, line.length)));
}
__name(dedent, "dedent");
function show(line) {
  if (line === void 0) return "nothing";
  const text = line.trim();
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}\u2026` : text);
}
__name(show, "show");

// src/evidence/file-ref.ts
var EXPECTED = "expected 'path:LINE', 'path:START-END' or 'path#LSTART-LEND'";
var COLON_FORM = /^(.+):(\d+)(?:-(\d+))?$/;
var ANCHOR_FORM = /^(.+)#L(\d+)(?:-L?(\d+))?$/;
var MAX_LINE = 1e7;
function parseFileRef(ref, quote) {
  const text = ref.trim();
  const match = ANCHOR_FORM.exec(text) ?? COLON_FORM.exec(text);
  if (!match) return { ok: false, error: `'${shorten(ref)}' is not a file reference: ${EXPECTED}.` };
  const [, path, first, last] = match;
  const startLine = Number(first);
  const endLine = last === void 0 ? startLine : Number(last);
  if (startLine < 1 || startLine > MAX_LINE || endLine > MAX_LINE) {
    return { ok: false, error: `'${shorten(ref)}': line numbers start at 1 and stay below ${MAX_LINE}.` };
  }
  if (endLine < startLine) return { ok: false, error: `'${shorten(ref)}': the range ends (${endLine}) before it starts (${startLine}).` };
  const citation = { path, startLine, endLine };
  if (quote !== void 0) citation.quote = quote;
  return { ok: true, citation };
}
__name(parseFileRef, "parseFileRef");
function formatFileRef(citation) {
  const range = citation.endLine === citation.startLine ? `${citation.startLine}` : `${citation.startLine}-${citation.endLine}`;
  return `${citation.path}:${range}`;
}
__name(formatFileRef, "formatFileRef");
function shorten(text) {
  return text.length > 120 ? `${text.slice(0, 120)}\u2026` : text;
}
__name(shorten, "shorten");

// src/evidence/check.ts
var MAX_LINK_HOPS = 8;
var MAX_CITED_FILE_BYTES = 5 * 1024 * 1024;
async function checkFileCitation(root, commit, citation, options = {}) {
  const ref = formatFileRef(citation);
  const session = await openSession(root, commit, options);
  if ("error" in session) return { ref, result: "uncheckable", reason: session.error };
  return { ref, ...await checkCitation(session, citation) };
}
__name(checkFileCitation, "checkFileCitation");
async function checkEvidenceRefs(root, commit, refs, options = {}) {
  const session = await openSession(root, commit, options);
  const results = [];
  for (const evidence of refs) {
    const outcome = "error" in session ? { result: "uncheckable", reason: session.error } : await checkRef(session, evidence);
    results.push({ ref: evidence.ref, ...outcome });
  }
  return results;
}
__name(checkEvidenceRefs, "checkEvidenceRefs");
async function openSession(root, commit, options) {
  try {
    const reader = await openCommitTree(root, options);
    const oid = await reader.resolveCommit(commit);
    if (oid === null) return { error: `commit '${commit}' is not in the repository at ${root}, so nothing can be checked against it` };
    return { reader, commit: oid, label: commit === oid ? oid.slice(0, 12) : `${commit} (${oid.slice(0, 12)})` };
  } catch (error) {
    if (error instanceof CommitTreeError) return { error: error.message.replace(/\.$/, "") };
    throw error;
  }
}
__name(openSession, "openSession");
async function checkRef(session, evidence) {
  switch (evidence.kind) {
    case "file": {
      const parsed = parseFileRef(evidence.ref, evidence.quote);
      if (!parsed.ok) return { result: "fabricated", reason: parsed.error };
      return checkCitation(session, parsed.citation);
    }
    case "git_commit":
      return checkCommit(session, evidence.ref.trim());
    case "memory":
    case "triage_file": {
      const parsed = parseFileRef(evidence.ref, evidence.quote);
      if (parsed.ok) return checkCitation(session, parsed.citation);
      return { result: "uncheckable", reason: `a ${evidence.kind} ref that is not a path:line reference cannot be checked against the checkout` };
    }
    case "log_query":
      return { result: "uncheckable", reason: "a log query cannot be checked against the checkout; nothing here can rerun it" };
    case "external_doc":
      return { result: "uncheckable", reason: "an external document is outside the checkout; nothing here can confirm it" };
  }
}
__name(checkRef, "checkRef");
async function checkCommit(session, id) {
  if (!/^[0-9a-fA-F]{4,64}$/.test(id)) return { result: "fabricated", reason: `'${short(id)}' is not a commit id (4 to 64 hex digits)` };
  try {
    const found = await session.reader.commitExists(id);
    if (found === "yes") return { result: "verified", reason: `commit ${id} exists in the repository` };
    if (found === "ambiguous") return { result: "uncheckable", reason: `'${id}' is ambiguous: several objects start with it; cite more digits` };
    return { result: "fabricated", reason: `no commit ${id} in the repository` };
  } catch (error) {
    if (error instanceof CommitTreeError) return { result: "uncheckable", reason: error.message.replace(/\.$/, "") };
    throw error;
  }
}
__name(checkCommit, "checkCommit");
async function checkCitation(session, citation) {
  try {
    return await checkCitationIn(session, citation);
  } catch (error) {
    if (error instanceof CommitTreeError) return { result: "uncheckable", reason: error.message.replace(/\.$/, "") };
    throw error;
  }
}
__name(checkCitation, "checkCitation");
async function checkCitationIn(session, citation) {
  let parts;
  try {
    parts = checkRelativePath(citation.path);
  } catch (error) {
    if (error instanceof PathEscapeError) return { result: "fabricated", reason: `${error.message.replace(/\.$/, "")}: evidence must be a file inside the repository` };
    throw error;
  }
  const found = await lookUp(session, parts);
  if ("fabricated" in found) return { result: "fabricated", reason: found.fabricated };
  if ("uncheckable" in found) return { result: "uncheckable", reason: found.uncheckable };
  const where = `${citation.path}${found.via === null ? "" : ` (a symlink to ${found.via})`} at ${session.label}`;
  const blob = await session.reader.readBlob(found.entry.oid, MAX_CITED_FILE_BYTES);
  if (blob.truncated) return { result: "uncheckable", reason: `${where} is larger than ${MAX_CITED_FILE_BYTES} bytes; its lines were not read` };
  if (blob.text.includes("\0")) return { result: "uncheckable", reason: `${where} is a binary file; it has no lines to cite` };
  const lines = fileLines(blob.text);
  if (citation.startLine < 1 || citation.endLine < citation.startLine) {
    return { result: "fabricated", reason: `lines ${citation.startLine}-${citation.endLine} are not a range of lines` };
  }
  if (citation.endLine > lines.length) {
    const past = citation.startLine > lines.length ? `line ${citation.startLine}` : `line ${citation.endLine}`;
    return { result: "fabricated", reason: `${past} is past the end of ${where}, which has ${lines.length} line${lines.length === 1 ? "" : "s"}` };
  }
  const range = citation.endLine === citation.startLine ? `line ${citation.startLine}` : `lines ${citation.startLine}-${citation.endLine}`;
  if (citation.quote === void 0 || citation.quote.trim() === "") {
    return { result: "verified", reason: `${where} has ${range} (no quote to compare)` };
  }
  const comparison = compareQuote(citation.quote, lines.slice(citation.startLine - 1, citation.endLine), citation.startLine);
  if (!comparison.same) return { result: "fabricated", reason: `${where}: the quote does not match ${range}: ${comparison.reason}` };
  return { result: "verified", reason: `${where} ${range} match the quote` };
}
__name(checkCitationIn, "checkCitationIn");
async function lookUp(session, start) {
  const cited = start.join("/");
  let parts = start;
  let hops = 0;
  restart: for (; ; ) {
    let tree = await session.reader.rootTree(session.commit);
    for (let index = 0; index < parts.length; index++) {
      const name = parts[index];
      const here = parts.slice(0, index + 1).join("/");
      const entry = (await session.reader.listTree(tree)).find((candidate) => candidate.name === name);
      if (entry === void 0) return { fabricated: `no file '${here}' at ${session.label}${here === cited ? "" : ` (while resolving '${cited}')`}` };
      const last = index === parts.length - 1;
      if (entry.mode === "120000") {
        if (++hops > MAX_LINK_HOPS) return { fabricated: `'${cited}' goes through more than ${MAX_LINK_HOPS} symlinks (a loop?) at ${session.label}` };
        const target = (await session.reader.readBlob(entry.oid, 4096)).text;
        const next = followLink(parts.slice(0, index), target);
        if (next === null) return { fabricated: `'${here}' is a symlink to '${short(target)}', outside the repository: evidence must be a file inside it` };
        if (next.some((part) => part.toLowerCase() === ".git")) return { fabricated: `'${here}' is a symlink into .git, which is not evidence` };
        parts = [...next, ...parts.slice(index + 1)];
        if (parts.length === 0) return { fabricated: `'${cited}' is a directory at ${session.label}, not a file` };
        continue restart;
      }
      if (entry.type === "commit") return { uncheckable: `'${here}' is a submodule at ${session.label}; its files are not in this repository` };
      if (entry.type === "tree") {
        if (last) return { fabricated: `'${cited}' is a directory at ${session.label}, not a file` };
        tree = entry.oid;
        continue;
      }
      if (!last) return { fabricated: `'${here}' is a file at ${session.label}, so '${cited}' cannot be inside it` };
      const resolved = parts.join("/");
      return { entry, via: resolved === cited ? null : resolved };
    }
    return { fabricated: `'${cited}' names no file` };
  }
}
__name(lookUp, "lookUp");
function followLink(directory, target) {
  if (target === "" || target.startsWith("/") || /^[a-zA-Z]:/.test(target) || target.includes("\0")) return null;
  const parts = [...directory];
  for (const part of target.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
      continue;
    }
    parts.push(part);
  }
  return parts;
}
__name(followLink, "followLink");
function short(text) {
  return text.length > 80 ? `${text.slice(0, 80)}\u2026` : text;
}
__name(short, "short");

export {
  PROGRAMS,
  pinPrograms,
  trustedProgram,
  runSafeGit,
  gitComplaint,
  REV_PATTERN,
  CommitTreeError,
  openCommitTree,
  PathEscapeError,
  checkRelativePath,
  resolveInside,
  checkFileCitation,
  checkEvidenceRefs
};
