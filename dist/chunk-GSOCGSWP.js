import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  trustedGit,
  trustedGitEnv
} from "./chunk-HSMBFR5K.js";
import {
  findOwnRecord,
  saveOwnRecord
} from "./chunk-XLYGSLAL.js";
import {
  BudgetExceededError,
  DEFAULT_RETRY,
  LlmFinalError,
  LlmOutputError,
  LlmUnavailableError,
  claudeModelId,
  createClient,
  platformModelId,
  withRetries
} from "./chunk-JBKETF74.js";
import {
  decodeMarker
} from "./chunk-UGMHMVMQ.js";
import {
  readState
} from "./chunk-OYWUD6ZV.js";
import {
  redactor
} from "./chunk-TCPROEM4.js";
import {
  number,
  prettifyError,
  strictObject,
  toJSONSchema
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/store/tracking-comment.ts
function findTracking(comments, selfId) {
  const { record: comment, duplicates } = findOwnRecord(comments, selfId);
  return { comment, state: comment ? readState(decodeMarker(comment.body)) : null, duplicates };
}
__name(findTracking, "findTracking");
async function saveTracking(store, target, selfId, tracking, body) {
  const records = {
    list: /* @__PURE__ */ __name(() => store.list(target), "list"),
    create: /* @__PURE__ */ __name((text) => store.create(target, text), "create"),
    update: /* @__PURE__ */ __name((id, text) => store.update(id, text), "update"),
    remove: /* @__PURE__ */ __name((id) => store.remove(id), "remove"),
    ...store.createAndList ? { createAndList: /* @__PURE__ */ __name((text) => store.createAndList(target, text), "createAndList") } : {}
  };
  return saveOwnRecord(records, selfId, { record: tracking.comment, duplicates: tracking.duplicates }, body);
}
__name(saveTracking, "saveTracking");
function trackingWriter(store, target, selfId, tracking, render) {
  let current = tracking;
  return {
    get commentId() {
      return current.comment?.id ?? null;
    },
    /** The comment as last read or written (its node id when a listing gave it). */
    get comment() {
      return current.comment;
    },
    render,
    async save(state) {
      const body = render(state);
      const id = await saveTracking(store, target, selfId, current, body);
      const nodeId = current.comment?.id === id ? current.comment.nodeId : void 0;
      current = { comment: { id, body, authorId: selfId, ...nodeId ? { nodeId } : {} }, state: null, duplicates: [] };
      return id;
    },
    /** Records a body written to the comment by another request (a batched mutation). */
    written(body) {
      if (current.comment) current = { ...current, comment: { ...current.comment, body } };
    }
  };
}
__name(trackingWriter, "trackingWriter");

// src/llm/pricing.ts
var PriceOverrideSchema = strictObject({
  input: number().finite().nonnegative(),
  output: number().finite().nonnegative(),
  cacheWrite: number().finite().nonnegative().optional(),
  cacheWrite1h: number().finite().nonnegative().optional(),
  cacheRead: number().finite().nonnegative().optional()
});
var CACHE_WRITE_MULTIPLIER = 1.25;
var CACHE_WRITE_1H_MULTIPLIER = 2;
var CACHE_READ_MULTIPLIER = 0.1;
function standardPrice(input, output, cacheRead = input * CACHE_READ_MULTIPLIER) {
  return { input, output, cacheWrite: tidy(input * CACHE_WRITE_MULTIPLIER), cacheWrite1h: tidy(input * CACHE_WRITE_1H_MULTIPLIER), cacheRead: tidy(cacheRead) };
}
__name(standardPrice, "standardPrice");
function tidy(usd) {
  return Math.round(usd * 1e9) / 1e9;
}
__name(tidy, "tidy");
function published(input, cacheWrite, cacheWrite1h, cacheRead, output) {
  return { input, output, cacheWrite, cacheWrite1h, cacheRead };
}
__name(published, "published");
var FABLE_5_1 = published(10, 12.5, 20, 0.25, 50);
var FABLE_5 = published(10, 12.5, 20, 1, 50);
var OPUS_5_5 = published(4, 5, 8, 0.2, 20);
var OPUS_4_5_TIER = published(5, 6.25, 10, 0.5, 25);
var OPUS_4_TIER = published(15, 18.75, 30, 1.5, 75);
var SONNET_5_5 = published(2, 2.5, 4, 0.1, 10);
var SONNET_TIER = published(3, 3.75, 6, 0.3, 15);
var DEFAULT_PRICES = {
  "claude-fable-5-1": FABLE_5_1,
  "claude-mythos-5-1": FABLE_5_1,
  "claude-fable-5": FABLE_5,
  "claude-mythos-5": FABLE_5,
  "claude-opus-5-5": OPUS_5_5,
  "claude-opus-5": OPUS_4_5_TIER,
  "claude-opus-4-8": OPUS_4_5_TIER,
  "claude-opus-4-7": OPUS_4_5_TIER,
  "claude-opus-4-6": OPUS_4_5_TIER,
  "claude-opus-4-5": OPUS_4_5_TIER,
  "claude-opus-4-1": OPUS_4_TIER,
  "claude-opus-4": OPUS_4_TIER,
  "claude-sonnet-5-5": SONNET_5_5,
  "claude-sonnet-4-6": SONNET_TIER,
  "claude-sonnet-4-5": SONNET_TIER,
  "claude-sonnet-4": SONNET_TIER,
  "claude-3-7-sonnet": SONNET_TIER,
  "claude-haiku-4-5": published(1, 1.25, 2, 0.1, 5),
  "claude-3-5-haiku": published(0.8, 1, 1.6, 0.08, 4),
  "claude-3-haiku": published(0.25, 0.3, 0.5, 0.03, 1.25)
};
function modelFamily(model) {
  return model.trim().toLowerCase().replace(/\[[^\]]*\]$/, "").replace(/(?:-|@)\d{8}$/, "").replace(/-latest$/, "").replace(/-0$/, "");
}
__name(modelFamily, "modelFamily");
var UnknownModelPriceError = class extends Error {
  static {
    __name(this, "UnknownModelPriceError");
  }
  name = "UnknownModelPriceError";
};
function resolvePrice(model, overrides = {}) {
  const family = modelFamily(model);
  for (const [key, raw] of Object.entries(overrides)) {
    if (modelFamily(key) !== family) continue;
    const parsed = PriceOverrideSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UnknownModelPriceError(`The price given for model '${key}' is invalid: ${issue ? `${issue.path.join(".") || "price"}: ${issue.message}` : "not a price"}.`);
    }
    const o = parsed.data;
    const derived = standardPrice(o.input, o.output, o.cacheRead);
    return { ...derived, cacheWrite: o.cacheWrite ?? derived.cacheWrite, cacheWrite1h: o.cacheWrite1h ?? derived.cacheWrite1h };
  }
  const known = DEFAULT_PRICES[family];
  if (known) return known;
  throw new UnknownModelPriceError(
    `No price is known for model '${model}', so its spend cannot be held to max-cost-usd. Pass its price in USD per million tokens, e.g. prices: { '${family}': { input: 3, output: 15 } } (cache prices default to ${CACHE_WRITE_MULTIPLIER}\xD7 input for writes and ${CACHE_READ_MULTIPLIER}\xD7 for reads), or pick a model tend knows: ${Object.keys(DEFAULT_PRICES).join(", ")}.`
  );
}
__name(resolvePrice, "resolvePrice");
function costUsd(tokens, price) {
  const write1h = Math.min(tokens.cache_creation_1h_input_tokens ?? 0, tokens.cache_creation_input_tokens);
  const write5m = tokens.cache_creation_input_tokens - write1h;
  const microUsd = tokens.input_tokens * price.input + tokens.output_tokens * price.output + write5m * price.cacheWrite + write1h * price.cacheWrite1h + tokens.cache_read_input_tokens * price.cacheRead;
  return microUsd / 1e6;
}
__name(costUsd, "costUsd");

// src/llm/prompts.ts
import { readFileSync } from "node:fs";
var TEMPLATES = {
  decide: new URL("./decide.md", import.meta.url),
  patch: new URL("./patch.md", import.meta.url),
  triage: new URL("./triage.md", import.meta.url),
  investigate: new URL("./investigate.md", import.meta.url),
  validate: new URL("./validate.md", import.meta.url),
  intent: new URL("./intent.md", import.meta.url),
  digest: new URL("./digest.md", import.meta.url),
  review: new URL("./review.md", import.meta.url),
  "review-validate": new URL("./review-validate.md", import.meta.url),
  "final-check": new URL("./final-check.md", import.meta.url),
  plan: new URL("./plan.md", import.meta.url),
  implement: new URL("./implement.md", import.meta.url),
  "resolve-conflict": new URL("./resolve-conflict.md", import.meta.url),
  "fix-ci": new URL("./fix-ci.md", import.meta.url)
};
var cache = /* @__PURE__ */ new Map();
function renderPrompt(role, values) {
  let template = cache.get(role);
  if (template === void 0) {
    template = readFileSync(TEMPLATES[role], "utf8");
    cache.set(role, template);
  }
  const used = /* @__PURE__ */ new Set();
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === void 0) throw new Error(`prompt '${role}' needs a value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`prompt '${role}' has no placeholder for ${unused.join(", ")}`);
  return text;
}
__name(renderPrompt, "renderPrompt");
function dataSection(tag, text) {
  const closing = new RegExp(`</\\s*${tag}\\s*>`, "gi");
  return `<${tag}>
${text.replace(closing, `</ ${tag} (quoted)>`)}
</${tag}>`;
}
__name(dataSection, "dataSection");

// src/git/workspace.ts
import { existsSync } from "node:fs";
import { appendFile, lstat as lstat2, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname as dirname2, join as join3, resolve } from "node:path";

// src/git/auth-env.ts
import { devNull } from "node:os";
var DEFAULT_IDENTITY = { name: "tend[bot]", email: "tend[bot]@users.noreply.github.com" };
function authorizationHeader(token) {
  return `AUTHORIZATION: basic ${basicCredential(token)}`;
}
__name(authorizationHeader, "authorizationHeader");
function basicCredential(token) {
  return Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
}
__name(basicCredential, "basicCredential");
function extraHeaderKey(serverUrl) {
  return `http.${serverOrigin(serverUrl)}/.extraheader`;
}
__name(extraHeaderKey, "extraHeaderKey");
function serverOrigin(serverUrl) {
  let url;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new Error(`Invalid server URL '${serverUrl}'. Expected e.g. https://github.com.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`Invalid server URL '${serverUrl}'. Only http(s) remotes are supported.`);
  }
  if (url.username || url.password) throw new Error("The server URL must not carry credentials; pass the token separately.");
  return url.origin;
}
__name(serverOrigin, "serverOrigin");
function authConfig(input) {
  if (!input.token) throw new Error("A token is required for git operations.");
  const header = extraHeaderKey(input.serverUrl);
  return [
    ["credential.helper", ""],
    [header, ""],
    [header, authorizationHeader(input.token)],
    // A bot identity has no signing key; a global `commit.gpgSign` would fail every commit.
    ["commit.gpgSign", "false"],
    // These git commands carry the token: no program named by the clone's own config or hooks
    // (verify-command runs the repository's code, which can write .git/) starts beside them.
    ["core.hooksPath", devNull],
    ["core.fsmonitor", "false"],
    // Nor any housekeeping: `gc --auto` after commits and `maintenance --auto` after fetches would
    // each start a process that inherits the token, in a clone that lives for one run.
    ["gc.auto", "0"],
    ["maintenance.auto", "false"]
  ];
}
__name(authConfig, "authConfig");
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
function workspaceEnv(input) {
  const identity = input.identity ?? DEFAULT_IDENTITY;
  const env = {
    ...isolatedGitEnv(),
    GIT_LITERAL_PATHSPECS: "1",
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
    LC_ALL: "C",
    LANGUAGE: "C"
  };
  const config = authConfig(input);
  env.GIT_CONFIG_COUNT = String(config.length);
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
__name(workspaceEnv, "workspaceEnv");
var GUARDED = /^(GIT_|EDITOR$|VISUAL$|PAGER$|PREFIX$|SSH_ASKPASS$)/i;
var AWS_CREDENTIALS = /^(AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|AWS_SESSION_TOKEN)$/i;
function guardedKeys(env) {
  return Object.keys(env).filter((key) => GUARDED.test(key));
}
__name(guardedKeys, "guardedKeys");
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
function secretForms(token) {
  if (!token) return [];
  const forms = /* @__PURE__ */ new Set([
    token,
    basicCredential(token),
    Buffer.from(token, "utf8").toString("base64"),
    encodeURIComponent(token)
  ]);
  return [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}
__name(secretForms, "secretForms");

// src/git/git-process.ts
import { spawn } from "node:child_process";
var REF_LIST_FORMAT = "--format=%(refname)%00%(objecttype)%00%(objectname)%00%(*objecttype)%00%(*objectname)";
var OPTIONS = /* @__PURE__ */ new Set([
  "--all",
  "--cached",
  "--detach",
  "--end-of-options",
  "--force",
  "--full-tree",
  "--heads",
  "--is-ancestor",
  "--name-only",
  "--no-commit",
  "--no-edit",
  "--no-ff",
  "--no-recurse-submodules",
  "--no-tags",
  "--no-verify",
  "--porcelain",
  "--prune",
  "--quiet",
  "--unshallow",
  "--verify",
  "-e",
  "-z",
  REF_LIST_FORMAT
]);
var OPTION_PREFIXES = ["--depth=", "--diff-filter=", "--cleanup=", "--force-with-lease=refs/heads/"];
var OPTIONS_WITH_VALUE = /* @__PURE__ */ new Set(["-m", "-B", "-c"]);
var CONFIG_VALUES = /* @__PURE__ */ new Set(["merge.conflictStyle=diff3", "rerere.enabled=false"]);
function unexpectedOption(args) {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--" || arg === "--end-of-options") return null;
    if (!arg.startsWith("-")) continue;
    if (OPTIONS_WITH_VALUE.has(arg)) {
      const value = args[i + 1];
      if (value === void 0) return `option ${arg} without its value`;
      if (arg === "-c" && !CONFIG_VALUES.has(value)) return `-c ${value}`;
      i++;
      continue;
    }
    if (OPTIONS.has(arg) || OPTION_PREFIXES.some((prefix) => arg.startsWith(prefix))) continue;
    return arg;
  }
  return null;
}
__name(unexpectedOption, "unexpectedOption");
function gitRunner(options) {
  let queue = Promise.resolve();
  return (args) => {
    const next = queue.then(() => spawnGit(args, options));
    queue = next.catch(() => void 0);
    return next;
  };
}
__name(gitRunner, "gitRunner");
function spawnGit(args, options) {
  const refused = unexpectedOption(args);
  if (refused !== null) return Promise.reject(new Error(`Refusing to run git with '${refused}': not an option tend passes (an untrusted value read as an option?).`));
  return new Promise((resolve2, reject) => {
    const child = spawn(options.binary, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"], shell: false, windowsHide: true });
    const out = [];
    const err = [];
    let timedOut = false;
    let timer;
    const arm = /* @__PURE__ */ __name(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill("SIGKILL");
      }, options.silenceMs);
    }, "arm");
    arm();
    child.stdout.on("data", (chunk) => {
      out.push(chunk);
      arm();
    });
    child.stderr.on("data", (chunk) => {
      err.push(chunk);
      arm();
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve2({ exitCode: code, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), timedOut });
    });
  });
}
__name(spawnGit, "spawnGit");

// src/git/paths.ts
import { lstat, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
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
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path) || path.startsWith("\\")) throw new PathEscapeError(path, "absolute paths are not allowed");
  const parts = path.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  if (parts.length === 0) throw new PathEscapeError(path, "names the workspace root");
  if (parts.includes("..")) throw new PathEscapeError(path, "'..' is not allowed");
  if (parts.some((part) => part.toLowerCase() === ".git")) throw new PathEscapeError(path, "the .git directory is off limits");
  return parts;
}
__name(checkRelativePath, "checkRelativePath");
async function resolveInside(root, path) {
  const parts = checkRelativePath(path);
  const realRoot = await realpath(root);
  const absolute = join(realRoot, ...parts);
  let probe = absolute;
  for (; ; ) {
    const real = await realpathOrNull(probe);
    if (real !== null) {
      if (!isWithin(realRoot, real)) throw new PathEscapeError(path, "it resolves outside the workspace through a symlink");
      break;
    }
    if (await isSymlink(probe)) throw new PathEscapeError(path, "it goes through a dangling symlink");
    probe = dirname(probe);
  }
  return { absolute, relative: parts.join("/") };
}
__name(resolveInside, "resolveInside");
function isWithin(root, candidate) {
  const rel = relative(root, candidate);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
__name(isWithin, "isWithin");
async function realpathOrNull(path) {
  try {
    return await realpath(path);
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

// src/git/push-result.ts
var AUTH_PATTERNS = [
  /Authentication failed/i,
  /could not read (?:Username|Password)/i,
  /terminal prompts disabled/i,
  /The requested URL returned error: 40[13]/i,
  /Permission to \S+ denied/i,
  /Write access to repository not granted/i,
  /Invalid username or (?:password|token)/i
];
var STALE_PATTERNS = [
  /stale info/i,
  /fetch first/i,
  /non-fast-forward/i,
  /(?<!remote )\[rejected\]/i,
  // The same race caught by the server: the ref moved between its advertisement and our update.
  /cannot lock ref '[^']*': is at [0-9a-f]+ but expected [0-9a-f]+/i
];
var WORKFLOWS_PATTERN = /refusing to allow an? [\w ]{1,40}? to create or update workflow/i;
var REJECTED_PATTERNS = [/\[remote rejected\]/i, /hook declined/i, /protected branch/i, /GH006/];
function classifyPushFailure(output) {
  if (WORKFLOWS_PATTERN.test(output)) return "workflows";
  if (AUTH_PATTERNS.some((p) => p.test(output))) return "auth";
  if (STALE_PATTERNS.some((p) => p.test(output))) return "stale";
  if (REJECTED_PATTERNS.some((p) => p.test(output))) return "rejected";
  return "error";
}
__name(classifyPushFailure, "classifyPushFailure");
function pushWasUpToDate(porcelain, ref) {
  return porcelain.split("\n").some((line) => {
    const [flag, refs] = line.split("	");
    return flag === "=" && refs?.split(":")[1] === ref;
  });
}
__name(pushWasUpToDate, "pushWasUpToDate");

// src/git/ref-files.ts
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
var OID = /^[0-9a-f]{40}$/;
var PLAIN_REF = /^refs\/(heads|pull|remotes)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;
function readText(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch {
    return null;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync2(fd, "utf8") : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
__name(readText, "readText");
function refFromFiles(gitDir, ref) {
  if (!PLAIN_REF.test(ref) || ref.split("/").some((part) => part.endsWith(".lock") || part.endsWith("."))) return "ask-git";
  const loose = readText(join2(gitDir, ref));
  if (loose !== null) return OID.test(loose.trim()) ? loose.trim() : "ask-git";
  const packed = readText(join2(gitDir, "packed-refs"));
  if (packed === null) return "absent";
  for (const line of packed.split("\n")) {
    const space = line.indexOf(" ");
    if (space === 40 && line.slice(space + 1) === ref) {
      const oid = line.slice(0, space);
      return OID.test(oid) ? oid : "ask-git";
    }
  }
  return "absent";
}
__name(refFromFiles, "refFromFiles");
function headFromFiles(gitDir) {
  const head = readText(join2(gitDir, "HEAD"))?.trim();
  if (head === void 0) return null;
  if (OID.test(head)) return head;
  if (!head.startsWith("ref: ")) return null;
  const oid = refFromFiles(gitDir, head.slice("ref: ".length));
  return oid === "absent" || oid === "ask-git" ? null : oid;
}
__name(headFromFiles, "headFromFiles");

// src/git/refs.ts
function assertBranchName(branch) {
  const problem = branchNameProblem(branch);
  if (problem) throw new Error(`Invalid branch name '${branch}': ${problem}.`);
  return branch;
}
__name(assertBranchName, "assertBranchName");
function branchNameProblem(branch) {
  if (branch.length === 0) return "empty";
  if (branch.startsWith("-")) return "starts with '-'";
  if (branch.startsWith("refs/")) return "give the short name, without 'refs/'";
  if (branch === "@" || branch.includes("@{")) return "contains '@{'";
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(branch)) return "contains a space, control character or one of ~^:?*[\\";
  if (branch.includes("..")) return "contains '..'";
  if (branch.startsWith("/") || branch.endsWith("/") || branch.includes("//")) return "has an empty path component";
  if (branch.endsWith(".")) return "ends with '.'";
  for (const part of branch.split("/")) {
    if (part.startsWith(".")) return "has a component starting with '.'";
    if (part.endsWith(".lock")) return "has a component ending with '.lock'";
  }
  return null;
}
__name(branchNameProblem, "branchNameProblem");
function assertOid(oid) {
  if (!/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(oid)) throw new Error(`Invalid commit id '${oid}': expected a full lowercase hex object id.`);
  return oid;
}
__name(assertOid, "assertOid");
var REV_PATTERN = /^[A-Za-z0-9_.\/~^-]+$/;

// src/git/workspace.ts
var GitCommandError = class extends Error {
  constructor(args, exitCode, stderr) {
    super(`git ${args.join(" ")} failed${exitCode === null ? "" : ` (exit ${exitCode})`}: ${stderr.trim() || "no output"}`);
    this.args = args;
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.name = "GitCommandError";
  }
  args;
  exitCode;
  stderr;
  static {
    __name(this, "GitCommandError");
  }
};
async function openWorkspace(options) {
  const [owner, name, ...extra] = options.repository.split("/");
  const segment = /* @__PURE__ */ __name((part) => part !== void 0 && /^[A-Za-z0-9_.-]+$/.test(part) && part !== "." && part !== "..", "segment");
  if (!segment(owner) || !segment(name) || extra.length > 0) {
    throw new Error(`Invalid repository '${options.repository}'. Expected format {owner}/{repo}.`);
  }
  const remoteUrl = `${serverOrigin(options.serverUrl)}/${owner}/${name}.git`;
  await mkdir(options.dir, { recursive: true });
  const secrets = secretForms(options.token);
  const clean = redactor(secrets);
  const gitEnv = {
    ...workspaceEnv(options),
    // Until cloneOrFetch creates .git here, git must not find an enclosing repository (the
    // runner's own checkout, say) and act on that instead.
    GIT_CEILING_DIRECTORIES: dirname2(resolve(options.dir))
  };
  const env = { ...inheritableEnv(), ...gitEnv };
  const stray = guardedKeys(env).filter((key) => !Object.hasOwn(gitEnv, key));
  if (stray.length > 0) throw new Error(`Refusing to run git with ${stray.join(", ")} in its environment.`);
  const silenceMs = options.timeoutMs ?? 5 * 6e4;
  const git = gitRunner({ binary: options.gitBinary ?? trustedGit(), cwd: options.dir, env, silenceMs });
  async function run(args) {
    options.onCommand?.(args.map(clean));
    let result;
    try {
      result = await git(args);
    } catch (error) {
      throw new GitCommandError(args.map(clean), null, clean(error instanceof Error ? error.message : String(error)));
    }
    if (result.exitCode === 0) return result.stdout;
    if (result.timedOut) throw new GitCommandError(args.map(clean), null, `git printed nothing for ${silenceMs} ms and was stopped`);
    const output = [result.stdout.trim(), result.stderr.trim()].filter(Boolean).join("\n");
    throw new GitCommandError(args.map(clean), result.exitCode, clean(output));
  }
  __name(run, "run");
  async function tryRun(args) {
    try {
      return await run(args);
    } catch (error) {
      if (error instanceof GitCommandError) return null;
      throw error;
    }
  }
  __name(tryRun, "tryRun");
  const revParse = /* @__PURE__ */ __name(async (rev) => (await run(["rev-parse", "--verify", "--end-of-options", rev])).trim(), "revParse");
  const head = /* @__PURE__ */ __name(async () => headFromFiles(join3(options.dir, ".git")) ?? revParse("HEAD"), "head");
  let depthUsed = 1;
  async function runWithCommit(oid, args) {
    const first = await tryRun(args);
    if (first !== null) return first;
    const depthArgs = depthUsed > 0 ? [`--depth=${depthUsed}`] : [];
    await run(["fetch", "--quiet", "--no-tags", "--no-recurse-submodules", ...depthArgs, "origin", oid]);
    return run(args);
  }
  __name(runWithCommit, "runWithCommit");
  async function addOrigin() {
    if (!/^[A-Za-z0-9:/._[\]-]+$/.test(remoteUrl)) {
      await run(["remote", "add", "origin", remoteUrl]);
      return;
    }
    await appendFile(join3(options.dir, ".git", "config"), `[remote "origin"]
	url = ${remoteUrl}
	fetch = +refs/heads/*:refs/remotes/origin/*
`);
  }
  __name(addOrigin, "addOrigin");
  async function fetchedHeads(branches) {
    const refs = [...new Set(branches)].map((branch) => `refs/remotes/origin/${branch}`);
    const listed = /* @__PURE__ */ new Map();
    for (const line of (await run(["for-each-ref", REF_LIST_FORMAT, "--end-of-options", ...refs])).split("\n")) {
      const [ref, type, oid, peeledType, peeled] = line.split("\0");
      if (ref === void 0) continue;
      if (type === "commit" && oid) listed.set(ref, oid);
      else if (type === "tag" && peeledType === "commit" && peeled) listed.set(ref, peeled);
    }
    const heads = {};
    for (const branch of branches) heads[branch] = listed.get(`refs/remotes/origin/${branch}`) ?? await revParse(`refs/remotes/origin/${branch}^{commit}`);
    return heads;
  }
  __name(fetchedHeads, "fetchedHeads");
  async function readFilesAt(oid, paths) {
    assertOid(oid);
    const relative2 = paths.map((path) => checkRelativePath(path).join("/"));
    const blobs = /* @__PURE__ */ new Map();
    if (relative2.length > 0) {
      const listing = await runWithCommit(oid, ["ls-tree", "-z", "--full-tree", `${oid}^{commit}`, "--", ...new Set(relative2)]);
      for (const entry of listing.split("\0")) {
        const tab = entry.indexOf("	");
        if (tab < 0) continue;
        const [mode, type, object] = entry.slice(0, tab).split(" ");
        const regular = type === "blob" && (mode === "100644" || mode === "100755") && object !== void 0;
        blobs.set(entry.slice(tab + 1), regular ? object : null);
      }
    }
    const files = /* @__PURE__ */ new Map();
    for (const [i, path] of paths.entries()) {
      const object = blobs.get(relative2[i]);
      files.set(path, object === void 0 || object === null ? null : await run(["cat-file", "blob", object]));
    }
    return files;
  }
  __name(readFilesAt, "readFilesAt");
  return {
    dir: options.dir,
    remoteUrl,
    async cloneOrFetch({ branches, depth = 1 }) {
      if (branches.length === 0) throw new Error("cloneOrFetch needs at least one branch.");
      if (!Number.isInteger(depth) || depth < 0) throw new Error(`Invalid fetch depth ${depth}: use a positive integer, or 0 for full history.`);
      branches.forEach(assertBranchName);
      if (!existsSync(join3(options.dir, ".git"))) {
        await run(["init", "--quiet"]);
        await addOrigin();
      } else {
        const current = (await tryRun(["remote", "get-url", "origin"]))?.trim();
        if (current === void 0) await run(["remote", "add", "origin", remoteUrl]);
        else if (current !== remoteUrl) await run(["remote", "set-url", "origin", remoteUrl]);
      }
      const depthArgs = depth > 0 ? [`--depth=${depth}`] : existsSync(join3(options.dir, ".git", "shallow")) ? ["--unshallow"] : [];
      const refspecs = [...new Set(branches)].map((b) => `+refs/heads/${b}:refs/remotes/origin/${b}`);
      await run(["fetch", "--quiet", "--no-tags", "--prune", "--no-recurse-submodules", ...depthArgs, "origin", ...refspecs]);
      depthUsed = depth;
      return fetchedHeads(branches);
    },
    async checkout({ oid, branch }) {
      assertOid(oid);
      if (branch !== void 0) assertBranchName(branch);
      await runWithCommit(oid, branch === void 0 ? ["checkout", "--quiet", "--force", "--detach", oid] : ["checkout", "--quiet", "--force", "-B", branch, oid]);
      const checkedOut = await head();
      if (checkedOut !== oid) throw new Error(`Checked out ${checkedOut} instead of ${oid}.`);
    },
    headOid: head,
    async readFile(path) {
      const { absolute } = await resolveInside(options.dir, path);
      try {
        return await readFile(absolute, "utf8");
      } catch (error) {
        if (error.code === "ENOENT") return null;
        throw error;
      }
    },
    async readFileAt(oid, path) {
      return (await readFilesAt(oid, [path])).get(path) ?? null;
    },
    readFilesAt,
    async writeFile(path, content) {
      const { absolute } = await resolveInside(options.dir, path);
      if (await isSymlink2(absolute)) throw new PathEscapeError(path, "it is a symlink");
      await mkdir(dirname2(absolute), { recursive: true });
      await writeFile(absolute, content, "utf8");
    },
    async deleteFile(path) {
      const { absolute } = await resolveInside(options.dir, path);
      await rm(absolute, { force: true });
    },
    async commit(message, paths) {
      if (paths.length === 0) throw new Error("commit needs at least one path.");
      if (!message.trim()) throw new Error("commit needs a message.");
      const relative2 = [];
      for (const path of paths) relative2.push((await resolveInside(options.dir, path)).relative);
      await run(["add", "--all", "--", ...relative2]);
      try {
        await run(["commit", "--quiet", "--no-verify", "--cleanup=whitespace", "-m", message, "--", ...relative2]);
      } catch (error) {
        if (error instanceof GitCommandError && !(await run(["diff", "--cached", "--name-only", "--", ...relative2])).trim()) return null;
        throw error;
      }
      return head();
    },
    async mergeWithoutCommit(oid) {
      assertOid(oid);
      if (await tryRun(["merge-base", "--is-ancestor", oid, "HEAD"]) !== null) return { conflicted: [], contained: true };
      const merged = await tryRun(["-c", "merge.conflictStyle=diff3", "-c", "rerere.enabled=false", "merge", "--no-ff", "--no-commit", "--no-edit", "--quiet", oid]);
      const conflicted = (await run(["diff", "--name-only", "--diff-filter=U", "-z"])).split("\0").filter(Boolean);
      if (merged === null && conflicted.length === 0) throw new Error(`git could not merge ${oid} into ${await head()} (no conflicted file: unrelated histories or a shallow clone)`);
      return { conflicted, contained: false };
    },
    async mergeStage(stage, path) {
      const relative2 = checkRelativePath(path).join("/");
      return tryRun(["cat-file", "blob", `:${stage}:${relative2}`]);
    },
    async commitMerge(message, paths) {
      if (!message.trim()) throw new Error("commitMerge needs a message.");
      const relative2 = [];
      for (const path of paths) relative2.push((await resolveInside(options.dir, path)).relative);
      if (relative2.length > 0) await run(["add", "--all", "--", ...relative2]);
      await run(["commit", "--quiet", "--no-verify", "--cleanup=whitespace", "-m", message]);
      return head();
    },
    async pushWithLease({ branch, expectedOid }) {
      assertBranchName(branch);
      if (expectedOid !== null) assertOid(expectedOid);
      const args = [
        "push",
        "--porcelain",
        "--no-verify",
        `--force-with-lease=refs/heads/${branch}:${expectedOid ?? ""}`,
        "origin",
        `HEAD:refs/heads/${branch}`
      ];
      let out;
      try {
        out = await run(args);
      } catch (error) {
        if (!(error instanceof GitCommandError)) throw error;
        return { pushed: false, reason: classifyPushFailure(error.stderr), message: error.message };
      }
      const oid = await head();
      if (pushWasUpToDate(out, `refs/heads/${branch}`)) {
        return { pushed: false, reason: "stale", message: `the remote branch already holds ${oid}: another run pushed the same commit` };
      }
      return { pushed: true, oid };
    },
    async remoteHead(branch) {
      assertBranchName(branch);
      const ref = `refs/heads/${branch}`;
      const out = await run(["ls-remote", "--heads", "origin", ref]);
      for (const line of out.split("\n")) {
        const [oid, name2] = line.split("	");
        if (name2 === ref && oid) return oid;
      }
      return null;
    }
  };
}
__name(openWorkspace, "openWorkspace");
async function isSymlink2(path) {
  try {
    return (await lstat2(path)).isSymbolicLink();
  } catch {
    return false;
  }
}
__name(isSymlink2, "isSymlink");

// src/llm/tools/repo-tool.ts
var ToolInputError = class extends Error {
  static {
    __name(this, "ToolInputError");
  }
  constructor(message) {
    super(message);
    this.name = "ToolInputError";
  }
};
function defineTool(tool) {
  return tool;
}
__name(defineTool, "defineTool");
async function runTool(tools, name, rawInput) {
  const tool = tools.find((candidate) => candidate.name === name);
  if (tool === void 0) {
    return { content: `Unknown tool '${name}'. Available tools: ${tools.map((t) => t.name).join(", ")}.`, isError: true };
  }
  const parsed = tool.input.safeParse(rawInput);
  if (!parsed.success) {
    return { content: `Invalid input for ${name}:
${prettifyError(parsed.error)}`, isError: true };
  }
  try {
    return { content: await tool.run(parsed.data), isError: false };
  } catch (error) {
    if (error instanceof ToolInputError) return { content: error.message, isError: true };
    const message = error instanceof Error ? error.message : String(error);
    return { content: `${name} failed: ${message}`, isError: true };
  }
}
__name(runTool, "runTool");

// src/llm/usage.ts
function emptyTotals() {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cost_usd: 0, calls: 0 };
}
__name(emptyTotals, "emptyTotals");
var UsageLedger = class {
  constructor(prices = {}) {
    this.prices = prices;
  }
  prices;
  static {
    __name(this, "UsageLedger");
  }
  entries = [];
  /** The price this ledger counts `model` at; throws UnknownModelPriceError when it has none. */
  priceOf(model) {
    return resolvePrice(model, this.prices);
  }
  /** Records one call; throws UnknownModelPriceError for a model without a price. */
  record(call) {
    const { usage } = call;
    const tokens = {
      input_tokens: count(usage.input_tokens),
      output_tokens: count(usage.output_tokens),
      cache_creation_input_tokens: count(usage.cache_creation_input_tokens),
      cache_read_input_tokens: count(usage.cache_read_input_tokens)
    };
    const cost = costUsd({ ...tokens, cache_creation_1h_input_tokens: count(usage.cache_creation?.ephemeral_1h_input_tokens) }, this.priceOf(call.model));
    const entry = { role: call.role, subject: call.subject, model: call.model, ...tokens, cost_usd: cost };
    this.entries.push(entry);
    return entry;
  }
  records() {
    return this.entries;
  }
  totals() {
    return sum(this.entries);
  }
  /** Subtotals per role (decide, patch, triage, ...). */
  byRole() {
    return group(this.entries, (entry) => entry.role);
  }
  /** Subtotals per subject; calls made without one are left out. */
  bySubject() {
    return group(
      this.entries.filter((entry) => entry.subject !== void 0),
      (entry) => entry.subject
    );
  }
};
function count(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}
__name(count, "count");
function sum(entries) {
  const totals = emptyTotals();
  for (const entry of entries) {
    totals.input_tokens += entry.input_tokens;
    totals.output_tokens += entry.output_tokens;
    totals.cache_creation_input_tokens += entry.cache_creation_input_tokens;
    totals.cache_read_input_tokens += entry.cache_read_input_tokens;
    totals.cost_usd += entry.cost_usd;
    totals.calls += 1;
  }
  return totals;
}
__name(sum, "sum");
function group(entries, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const k = key(entry);
    groups.set(k, [...groups.get(k) ?? [], entry]);
  }
  return Object.fromEntries([...groups].map(([k, list]) => [k, sum(list)]));
}
__name(group, "group");

// src/llm/session.ts
var DEFAULT_MAX_TOKENS = 8192;
var DEFAULT_MAX_TOOL_ITERATIONS = 8;
var DEFAULT_FAN_OUT_CAP = 4;
var DEFAULT_TIMEOUT_MS = 5 * 6e4;
var EPHEMERAL = { type: "ephemeral" };
var LlmSession = class {
  static {
    __name(this, "LlmSession");
  }
  /** The Claude API's id of the model: what the ledger prices and the log names. */
  model;
  ledger;
  provider;
  /** The id the provider knows the model by (the request's `model`). */
  wireModel;
  timeoutMs;
  /** Loaded at the first call: the SDK is a megabyte of code that most runs never use. */
  client;
  maxCostUsd;
  maxTurns;
  maxTokens;
  retry;
  log;
  redact;
  constructor(options) {
    const provider = options.provider ?? { name: "anthropic", apiKey: options.apiKey ?? "", baseURL: options.baseURL };
    if (provider.name === "anthropic" && !provider.apiKey) throw new Error("An Anthropic API key is needed for model calls (the anthropic-api-key input).");
    if (!(options.maxCostUsd > 0) || !Number.isFinite(options.maxCostUsd)) throw new Error(`max-cost-usd must be a positive number of dollars, not ${options.maxCostUsd}.`);
    if (!Number.isInteger(options.maxTurns) || options.maxTurns < 1) throw new Error(`max-turns must be a positive whole number, not ${options.maxTurns}.`);
    this.provider = provider;
    this.model = claudeModelId(options.model);
    this.wireModel = platformModelId(provider.name, options.model);
    this.ledger = options.ledger ?? new UsageLedger(options.prices);
    this.ledger.priceOf(this.model);
    this.maxCostUsd = options.maxCostUsd;
    this.maxTurns = options.maxTurns;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.redact = redactor(providerSecrets(provider));
    const log = options.log ?? (() => void 0);
    this.log = (message) => log(this.redact(message));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }
  /** Usage of every call so far (the audit's `llm` block). */
  totals() {
    return this.ledger.totals();
  }
  /**
   * Runs one role to an answer that `schema` accepts. The model gets one correction per call: an
   * invalid answer, or none where one was due, is sent back once with the output tool forced.
   */
  async structured(request) {
    const { role, schema, outputTool } = request;
    const repoTools = request.tools ?? [];
    const maxToolIterations = request.maxToolIterations ?? DEFAULT_MAX_TOOL_ITERATIONS;
    const fanOutCap = request.fanOutCap ?? DEFAULT_FAN_OUT_CAP;
    if (!Number.isInteger(maxToolIterations) || maxToolIterations < 0 || !Number.isInteger(fanOutCap) || fanOutCap < 1) {
      throw new Error(`Role ${role}: maxToolIterations must be a whole number \u2265 0 and fanOutCap \u2265 1 (got ${maxToolIterations} and ${fanOutCap}).`);
    }
    if (repoTools.some((tool) => tool.name === outputTool.name)) {
      throw new Error(`The output tool '${outputTool.name}' of role ${role} has the name of a repository tool.`);
    }
    const tools = [
      ...repoTools.map((tool) => tool.jsonSchema ? { name: tool.name, description: tool.description, input_schema: tool.jsonSchema } : toolDefinition(tool.name, tool.description, tool.input)),
      toolDefinition(outputTool.name, outputTool.description, schema)
    ];
    const last = tools[tools.length - 1];
    if (last) last.cache_control = EPHEMERAL;
    const finish = repoTools.length > 0 ? `

When you have what you need, finish by calling the ${outputTool.name} tool with your answer: that call is your answer.` : "";
    const system = [{ type: "text", text: request.system.stable + finish, cache_control: EPHEMERAL }];
    if (request.system.variable) system.push({ type: "text", text: request.system.variable });
    const transcript = typeof request.messages === "string" ? [{ role: "user", content: request.messages }] : [...request.messages];
    const answerNow = { type: "tool", name: outputTool.name };
    const freeChoice = repoTools.length > 0 ? { type: "auto" } : { type: "any" };
    let mustAnswer = maxToolIterations === 0;
    let corrected = false;
    let rounds = 0;
    for (; ; ) {
      const response = await this.call(role, request.subject, { system, tools, tool_choice: mustAnswer ? answerNow : freeChoice, messages: transcript });
      if (response.content.length > 0) transcript.push({ role: "assistant", content: response.content });
      const uses = response.content.filter((block) => block.type === "tool_use");
      const cut = response.stop_reason === "max_tokens" ? ` (the reply was cut at max_tokens ${this.maxTokens})` : "";
      const answer = uses.find((use) => use.name === outputTool.name);
      if (answer) {
        const parsed = schema.safeParse(answer.input);
        if (parsed.success) return parsed.data;
        if (corrected) throw new LlmOutputError(`Model role ${role} gave an invalid ${outputTool.name} twice: ${firstIssue(parsed.error)}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: "user",
          content: uses.map(
            (use) => use === answer ? errorResult(use.id, `Invalid ${outputTool.name} input:
${issueList(parsed.error)}
Call ${outputTool.name} again with corrected input.`) : errorResult(use.id, `Not run: you answered with ${outputTool.name} in the same turn.`)
          )
        });
        continue;
      }
      if (response.stop_reason === "refusal") throw new LlmOutputError(`Model role ${role} refused to answer.`, role);
      if (uses.length === 0 || mustAnswer) {
        if (corrected) throw new LlmOutputError(`Model role ${role} did not answer with ${outputTool.name}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: "user",
          content: [...uses.map((use) => errorResult(use.id, `Not run: no more tool calls; answer with ${outputTool.name}.`)), { type: "text", text: `Answer now by calling ${outputTool.name}.` }]
        });
        continue;
      }
      rounds += 1;
      const results = await this.runTools(uses, repoTools, fanOutCap);
      if (rounds >= maxToolIterations) {
        mustAnswer = true;
        results.push({ type: "text", text: `That was the last round of tool calls (${maxToolIterations}); answer now by calling ${outputTool.name}.` });
      }
      transcript.push({ role: "user", content: results });
    }
  }
  /** One tool round: the first `fanOutCap` calls run (in parallel), the rest are answered with an error. */
  async runTools(uses, tools, fanOutCap) {
    return Promise.all(
      uses.map(async (use, index) => {
        if (index >= fanOutCap) {
          return errorResult(use.id, `Not run: at most ${fanOutCap} tool calls run per turn and this turn asked for ${uses.length}. Ask again for what you still need.`);
        }
        try {
          const result = await runTool(tools, use.name, use.input);
          return { type: "tool_result", tool_use_id: use.id, content: result.content, ...result.isError ? { is_error: true } : {} };
        } catch (error) {
          this.log(`Tool ${use.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          return errorResult(use.id, `The ${use.name} tool failed.`);
        }
      })
    );
  }
  /** One Messages call within the budgets, with retries; its usage goes into the ledger. */
  async call(role, subject, params) {
    this.checkBudget();
    let response;
    try {
      const body = { model: this.wireModel, max_tokens: this.maxTokens, ...params, messages: withRollingBreakpoint(params.messages) };
      this.client ??= createClient(this.provider, { timeoutMs: this.timeoutMs });
      const client = await this.client;
      response = await withRetries(() => client.messages.create(body), {
        retry: this.retry,
        model: this.wireModel,
        provider: this.provider,
        log: this.log
      });
    } catch (error) {
      if (error instanceof LlmFinalError || error instanceof LlmUnavailableError) error.message = this.redact(error.message);
      throw error;
    }
    const entry = this.ledger.record({ role, subject, model: this.model, usage: response.usage });
    const cached = entry.cache_read_input_tokens + entry.cache_creation_input_tokens > 0 ? `, cache ${entry.cache_read_input_tokens} read / ${entry.cache_creation_input_tokens} written` : "";
    this.log(`Model ${role}${subject ? ` (${subject})` : ""}: ${entry.input_tokens} in / ${entry.output_tokens} out${cached}, $${entry.cost_usd.toFixed(4)} (${response.stop_reason ?? "no stop reason"}).`);
    return response;
  }
  checkBudget() {
    const spent = this.ledger.totals();
    if (spent.cost_usd >= this.maxCostUsd) {
      throw new BudgetExceededError(`max-cost-usd of $${this.maxCostUsd.toFixed(2)} reached after $${spent.cost_usd.toFixed(4)} of model calls.`, "max-cost-usd");
    }
    if (spent.calls >= this.maxTurns) {
      throw new BudgetExceededError(`max-turns of ${this.maxTurns} reached.`, "max-turns");
    }
  }
};
function providerSecrets(provider) {
  switch (provider.name) {
    case "anthropic":
      return [provider.apiKey];
    case "bedrock":
      return [provider.accessKeyId, provider.secretAccessKey, provider.sessionToken ?? ""];
    case "vertex":
      return [provider.accessToken];
    case "foundry":
      return [provider.credential];
  }
}
__name(providerSecrets, "providerSecrets");
function toInputSchema(schema) {
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { target: "draft-7", io: "input" });
  if (json["type"] !== "object") throw new Error(`A tool's input schema must describe an object, not ${JSON.stringify(json["type"] ?? "anything")}.`);
  return json;
}
__name(toInputSchema, "toInputSchema");
function withRollingBreakpoint(messages) {
  const last = messages[messages.length - 1];
  if (messages.length < 2 || !last || last.role !== "user" || typeof last.content === "string" || last.content.length === 0) return [...messages];
  const blocks = [...last.content];
  const tail = blocks[blocks.length - 1];
  if (!tail || !CACHEABLE_BLOCKS.has(tail.type)) return [...messages];
  blocks[blocks.length - 1] = { ...tail, cache_control: EPHEMERAL };
  return [...messages.slice(0, -1), { ...last, content: blocks }];
}
__name(withRollingBreakpoint, "withRollingBreakpoint");
var CACHEABLE_BLOCKS = /* @__PURE__ */ new Set(["text", "tool_result", "tool_use", "image", "document"]);
function toolDefinition(name, description, schema) {
  return { name, description, input_schema: toInputSchema(schema) };
}
__name(toolDefinition, "toolDefinition");
function errorResult(toolUseId, content) {
  return { type: "tool_result", tool_use_id: toolUseId, content, is_error: true };
}
__name(errorResult, "errorResult");
function issueLine(issue) {
  return `${issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)"}: ${issue.message}`;
}
__name(issueLine, "issueLine");
function firstIssue(error) {
  const issue = error.issues[0];
  return issue ? issueLine(issue) : "no details";
}
__name(firstIssue, "firstIssue");
function issueList(error) {
  return error.issues.slice(0, 20).map((issue) => `- ${issueLine(issue)}`).join("\n");
}
__name(issueList, "issueList");

// src/llm/untrusted-text.ts
function sanitizeForModel(body) {
  const text = scanMarkdown(body).visible.join("\n").replace(INVISIBLE, "");
  return replaceImages(text).replace(/<img\b[^>]*>/gi, "[image]").trim();
}
__name(sanitizeForModel, "sanitizeForModel");
var OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
var AI_PROMPT = /prompt for ai agents/i;
function scanMarkdown(body) {
  const visible = [];
  const fences = [];
  let fence = null;
  let inComment = false;
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    if (fence !== null) {
      visible.push(line);
      if (closesFence(line, fence.marker)) {
        fences.push({ info: fence.info, text: fence.lines.join("\n") });
        fence = null;
      } else {
        fence.lines.push(line.replace(new RegExp(`^ {0,${fence.indent}}`), ""));
      }
      continue;
    }
    let rest = line;
    let hadComment = false;
    if (inComment) {
      const end = rest.indexOf("-->");
      if (end < 0) continue;
      rest = rest.slice(end + 3);
      inComment = false;
      hadComment = true;
    }
    const opening = hadComment ? null : OPENING_FENCE.exec(rest);
    if (opening && !(opening[2].startsWith("`") && opening[3].includes("`"))) {
      fence = { marker: opening[2], indent: opening[1].length, info: opening[3].trim(), lines: [] };
      visible.push(line);
      continue;
    }
    const stripped = stripComments(rest);
    inComment = stripped.unclosed;
    hadComment ||= stripped.removed;
    if (AI_PROMPT.test(stripped.text)) {
      dropOpeningDetails(visible);
      break;
    }
    if (hadComment && stripped.text.trim() === "") continue;
    visible.push(stripped.text);
  }
  return { visible, fences };
}
__name(scanMarkdown, "scanMarkdown");
function closesFence(line, marker) {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1][0] === marker[0] && match[1].length >= marker.length;
}
__name(closesFence, "closesFence");
function stripComments(line) {
  let text = "";
  let from = 0;
  for (; ; ) {
    const start = line.indexOf("<!--", from);
    if (start < 0) return { text: text + line.slice(from), removed: from > 0, unclosed: false };
    text += line.slice(from, start);
    const end = line.indexOf("-->", start + 4);
    if (end < 0) return { text, removed: true, unclosed: true };
    from = end + 3;
  }
}
__name(stripComments, "stripComments");
function dropOpeningDetails(visible) {
  let last = visible.length - 1;
  while (last >= 0 && visible[last].trim() === "") last--;
  if (last >= 0 && /^<details\b[^>]*>$/i.test(visible[last].trim())) visible.length = last;
}
__name(dropOpeningDetails, "dropOpeningDetails");
var INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
var MAX_IMAGE_PART = 2e3;
function replaceImages(text) {
  let out = "";
  let from = 0;
  let at = text.indexOf("![");
  while (at >= 0) {
    const altEnd = closingBracket(text, at + 1, "[", "]");
    if (altEnd < 0) {
      at = text.indexOf("![", at + 2);
      continue;
    }
    let end = altEnd;
    const next = text[altEnd + 1];
    if (next === "(" || next === "[") {
      const targetEnd = closingBracket(text, altEnd + 1, next, next === "(" ? ")" : "]");
      if (targetEnd >= 0) end = targetEnd;
    }
    out += `${text.slice(from, at)}[image]`;
    from = end + 1;
    at = text.indexOf("![", from);
  }
  return out + text.slice(from);
}
__name(replaceImages, "replaceImages");
function closingBracket(text, open, left, right) {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_IMAGE_PART);
  for (let i = open; i < limit; i++) {
    const char = text[i];
    if (char === "\\") i++;
    else if (char === left) depth++;
    else if (char === right && --depth === 0) return i;
  }
  return -1;
}
__name(closingBracket, "closingBracket");

// src/git/safe-git.ts
import { spawn as spawn2 } from "node:child_process";
import { devNull as devNull2 } from "node:os";
import { dirname as dirname3 } from "node:path";
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
    GIT_CEILING_DIRECTORIES: dirname3(cwd),
    GIT_WORK_TREE: cwd,
    LC_ALL: "C",
    LANGUAGE: "C"
  };
}
__name(safeGitEnv, "safeGitEnv");
function runSafeGit(args, options) {
  const argv = ["--no-pager", ...SAFE_CONFIG.flatMap((entry) => ["-c", entry]), ...args];
  return new Promise((resolve2, reject) => {
    const child = spawn2(options.gitBinary ?? trustedGit(), argv, {
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

// src/git/commit-tree.ts
import { realpath as realpath2 } from "node:fs/promises";
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
    cwd = await realpath2(root);
  } catch {
    throw new CommitTreeError(`'${root}' does not exist; expected the checkout's directory.`);
  }
  const git = /* @__PURE__ */ __name((args, maxOutputBytes = 1024 * 1024) => runSafeGit(args, { cwd, gitBinary: options.gitBinary, timeoutMs: options.timeoutMs ?? 1e4, maxOutputBytes }), "git");
  const inside = await git(["rev-parse", "--is-inside-work-tree"]);
  if (inside.exitCode !== 0 || inside.stdout.trim() !== "true") {
    throw new CommitTreeError(`'${root}' is not a git checkout (${gitComplaint(inside)}); expected the repository's top-level directory.`);
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
    const number2 = range.items[index]?.number ?? (range.items.at(-1)?.number ?? startLine) + 1;
    if (fileLine === void 0) return { same: false, reason: `the quote runs past the cited lines: it goes on with ${show(quoteLine)} after line ${number2 - 1}` };
    if (quoteLine === void 0) return { same: false, reason: `the quote stops before line ${number2} (${show(fileLine)})` };
    return { same: false, reason: `line ${number2} differs: the file has ${show(fileLine)}, the quote has ${show(quoteLine)}` };
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
  PriceOverrideSchema,
  findTracking,
  saveTracking,
  trackingWriter,
  sanitizeForModel,
  scanMarkdown,
  renderPrompt,
  dataSection,
  PathEscapeError,
  checkRelativePath,
  resolveInside,
  REV_PATTERN,
  GitCommandError,
  openWorkspace,
  ToolInputError,
  defineTool,
  LlmSession,
  runSafeGit,
  gitComplaint,
  checkFileCitation,
  checkEvidenceRefs
};
