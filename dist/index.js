import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });

// src/config/secret-handoff.ts
import { tmpdir } from "node:os";
import { join } from "node:path";
var { mkdtempSync, writeFileSync } = process.getBuiltinModule("node:fs");
var HANDOFF_VARIABLE = "TEND_SECRET_HANDOFF";
var HANDOFF_FILE = "secrets.json";
var HANDOFF_DIR_PREFIX = "tend-handoff-";
var KEPT = /^(GITHUB_|RUNNER_|TEND_|NODE_|LC_|SSL_CERT_)|^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TZ|LANG|LANGUAGE|CI|TERM|ImageOS|ImageVersion|ANTHROPIC_BASE_URL|ANTHROPIC_(?:BEDROCK|VERTEX|FOUNDRY)_BASE_URL|ACTIONS_STEP_DEBUG|ACTIONS_RUNNER_DEBUG)$|^(https?_proxy|no_proxy|all_proxy)$/i;
var CREDENTIAL_VARIABLES = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"];
var SECRET_INPUT_NAMES = [
  "github-token",
  "push-token",
  "anthropic-api-key",
  "google-access-token",
  "foundry-api-key",
  "slack-token",
  "discord-token",
  "mattermost-token",
  "teams-token",
  "lark-app-secret"
];
var ACTION_INPUT_NAMES = [
  "github-token",
  "push-token",
  "anthropic-api-key",
  "model-provider",
  "google-access-token",
  "foundry-api-key",
  "slack-token",
  "discord-token",
  "mattermost-token",
  "teams-token",
  "lark-app-secret",
  "model",
  "command",
  "number",
  "config-path",
  "job-timeout-minutes",
  "verify-command",
  "verify-isolation",
  "verify-path",
  "regenerate-command",
  "triage-commands",
  "mcp-servers",
  "max-cost-usd",
  "audit-path",
  "dry-run"
];
var SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(^|_)KEY($|_)|API_?KEY/i;
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
__name(inputVariable, "inputVariable");
var MCP_SERVERS_VARIABLE = "INPUT_MCP-SERVERS";
function splitEnvironment(env) {
  const kept = {};
  const handed = {};
  const dropped = [];
  const mcpWords = new Set(env[MCP_SERVERS_VARIABLE]?.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    if (/^INPUT_/i.test(name)) {
      if (value !== "") handed[name.toUpperCase()] = value;
      dropped.push(name);
    } else if (CREDENTIAL_VARIABLES.includes(name)) {
      if (value !== "") handed[name] = value;
      dropped.push(name);
    } else if (name === HANDOFF_VARIABLE) {
      dropped.push(name);
    } else if (KEPT.test(name) && !SECRET_NAME.test(name)) {
      kept[name] = value;
    } else {
      if (mcpWords.has(name)) handed[name] = value;
      dropped.push(name);
    }
  }
  return { kept, handed, dropped };
}
__name(splitEnvironment, "splitEnvironment");
function reexecWithoutSecrets(env = process.env) {
  const handoff2 = env[HANDOFF_VARIABLE];
  if (handoff2) return { kind: "file", file: handoff2 };
  const split = splitEnvironment(env);
  if (typeof process.execve !== "function") return { kind: "inline", handed: split.handed };
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), HANDOFF_DIR_PREFIX));
  const file = join(dir, HANDOFF_FILE);
  writeFileSync(file, JSON.stringify(split.handed), { mode: 384, flag: "wx" });
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...split.kept, [HANDOFF_VARIABLE]: file });
  throw new Error("process.execve returned");
}
__name(reexecWithoutSecrets, "reexecWithoutSecrets");

// src/core/errors.ts
var TendError = class extends Error {
  static {
    __name(this, "TendError");
  }
  name = "TendError";
};
var InputError = class extends TendError {
  static {
    __name(this, "InputError");
  }
  name = "InputError";
};
var RouteError = class extends TendError {
  static {
    __name(this, "RouteError");
  }
  name = "RouteError";
};

// src/config/environment.ts
var { readFileSync } = process.getBuiltinModule("node:fs");
function readEnvironment(env) {
  const required = /* @__PURE__ */ __name((name, what) => {
    const value = env[name];
    if (!value) throw new InputError(`${name} is not set: it should hold ${what}, as the Actions runner sets it.`);
    return value;
  }, "required");
  const eventName = required("GITHUB_EVENT_NAME", "the name of the event that started the workflow");
  const eventPath = required("GITHUB_EVENT_PATH", "the path of the event payload file");
  let text;
  try {
    text = readFileSync(eventPath, "utf8");
  } catch {
    throw new InputError(`The event payload file GITHUB_EVENT_PATH=${eventPath} cannot be read; the runner writes it for every run.`);
  }
  let payload;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new InputError(`The ${eventName} event payload at ${eventPath} is not valid JSON.`);
  }
  const repository = required("GITHUB_REPOSITORY", "owner/name of the repository");
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
  if (!match) throw new InputError(`GITHUB_REPOSITORY is '${repository}'; expected owner/name.`);
  const serverUrl = (env.GITHUB_SERVER_URL ?? "https://github.com").replace(/\/$/, "");
  const runId = env.GITHUB_RUN_ID;
  const started = Date.now();
  const fixedStart = env.TEND_NOW ? Date.parse(env.TEND_NOW) : NaN;
  return {
    eventName,
    payload,
    workflow: env.GITHUB_WORKFLOW || void 0,
    workflowRef: env.GITHUB_WORKFLOW_REF || void 0,
    owner: match[1],
    repo: match[2],
    apiUrl: (env.GITHUB_API_URL ?? "https://api.github.com").replace(/\/$/, ""),
    serverUrl,
    runnerTemp: env.RUNNER_TEMP ?? process.cwd(),
    runUrl: runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : void 0,
    retryBaseMs: wholeMs(env.TEND_RETRY_BASE_MS),
    rateLimitSecondMs: wholeMs(env.TEND_RATE_LIMIT_SECOND_MS),
    requestTimeoutMs: wholeMs(env.TEND_REQUEST_TIMEOUT_MS),
    pollMs: wholeMs(env.TEND_POLL_MS),
    mergeabilityRereadMs: wholeMs(env.TEND_MERGEABILITY_REREAD_MS),
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL || void 0,
    platformBaseUrls: { bedrock: env.ANTHROPIC_BEDROCK_BASE_URL || void 0, vertex: env.ANTHROPIC_VERTEX_BASE_URL || void 0, foundry: env.ANTHROPIC_FOUNDRY_BASE_URL || void 0 },
    chatUrls: {
      ...env.TEND_SLACK_API_URL ? { slack: env.TEND_SLACK_API_URL } : {},
      ...env.TEND_DISCORD_API_URL ? { discord: env.TEND_DISCORD_API_URL } : {},
      ...env.TEND_MATTERMOST_URL ? { mattermost: env.TEND_MATTERMOST_URL } : {},
      ...env.TEND_GRAPH_API_URL ? { teams: env.TEND_GRAPH_API_URL } : {},
      ...env.TEND_LARK_API_URL ? { lark: env.TEND_LARK_API_URL } : {}
    },
    throttle: env.TEND_GITHUB_THROTTLE !== "off",
    pacingSecondMs: wholeMs(env.TEND_GITHUB_PACING_MS),
    // TEND_NOW shifts the clock (demos and tests of deadlines); time still advances from there.
    now: Number.isNaN(fixedStart) ? () => /* @__PURE__ */ new Date() : () => new Date(fixedStart + (Date.now() - started))
  };
}
__name(readEnvironment, "readEnvironment");
function wholeMs(value) {
  return value && /^\d+$/.test(value) ? Number(value) : void 0;
}
__name(wholeMs, "wholeMs");

// src/core/text.ts
var SUMMARY_LIMIT = 1024 * 1024;
function trimmedOrAbsent(text) {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? void 0 : trimmed;
}
__name(trimmedOrAbsent, "trimmedOrAbsent");

// src/config/known-bots.ts
var KNOWN_BOTS = [
  { name: "coderabbit", login: "coderabbitai[bot]", id: 136622811, appSlug: "coderabbitai" },
  // Copilot's reviewer appears as `Copilot`, `copilot-pull-request-reviewer[bot]` and more
  // depending on the surface; the account id is the same everywhere.
  { name: "copilot", login: "Copilot", id: 175728472, appSlug: "copilot-pull-request-reviewer" },
  { name: "gemini", login: "gemini-code-assist[bot]", id: 176961590, appSlug: "gemini-code-assist" },
  { name: "sourcery", login: "sourcery-ai[bot]", id: 58596630, appSlug: "sourcery-ai" },
  // Claude's GitHub App: claude-code-action and Claude's managed Code Review both post as it.
  { name: "claude", login: "claude[bot]", id: 209825114, appSlug: "claude" },
  // The ids below are public: GitHub writes an account's commits as `<id>+<login>@users.noreply.github.com`,
  // and each id was found that way (and in public bot registries) in public repositories.
  // OpenAI Codex code review. `199175422+chatgpt-codex-connector[bot]@users.noreply.github.com` in
  // mat-1/slopcheck src/indicators/commits.rs; the App is 1144995 (avatars.githubusercontent.com/in/1144995).
  { name: "codex", login: "chatgpt-codex-connector[bot]", id: 199175422, appSlug: "chatgpt-codex-connector" },
  // Cursor Bugbot. `cursor[bot] <206951365+cursor[bot]@users.noreply.github.com>` in public commit
  // trailers; the App is 1210556 (avatars.githubusercontent.com/in/1210556).
  { name: "bugbot", login: "cursor[bot]", id: 206951365, appSlug: "cursor" },
  // Greptile. `165735046+greptile-apps[bot]@users.noreply.github.com` in mat-1/slopcheck
  // src/indicators/commits.rs; the App is 867647.
  { name: "greptile", login: "greptile-apps[bot]", id: 165735046, appSlug: "greptile-apps" },
  // Graphite's reviewer. `96075541+graphite-app[bot]@users.noreply.github.com` in mat-1/slopcheck
  // src/indicators/commits.rs; the App is 158384.
  { name: "graphite", login: "graphite-app[bot]", id: 96075541, appSlug: "graphite-app" },
  // Qodo: one account, renamed from qodo-merge-pro[bot] to qodo-code-review[bot] (both spell
  // `151058649+…@users.noreply.github.com` in public commit trailers); the App is 484649.
  { name: "qodo", login: "qodo-code-review[bot]", id: 151058649, appSlug: "qodo-code-review" },
  // Devin. `Devin <158243242+devin-ai-integration[bot]@users.noreply.github.com>`, the trailer Devin
  // itself writes on its commits (public in many repositories).
  { name: "devin", login: "devin-ai-integration[bot]", id: 158243242, appSlug: "devin-ai-integration" },
  // Ellipsis. `ellipsis-dev[bot] <65095814+ellipsis-dev[bot]@users.noreply.github.com>`, the
  // co-author trailer GitHub writes when a suggestion of Ellipsis is committed (public commits).
  { name: "ellipsis", login: "ellipsis-dev[bot]", id: 65095814, appSlug: "ellipsis-dev" },
  // Amazon Q Developer. `208079219+amazon-q-developer[bot]@users.noreply.github.com` in public bot
  // registries (e.g. CHAOSS-derived lists of AI accounts).
  { name: "amazon-q", login: "amazon-q-developer[bot]", id: 208079219, appSlug: "amazon-q-developer" },
  { name: "github-actions", login: "github-actions[bot]", id: 41898282, appSlug: "github-actions" }
];
var GITHUB_ACTIONS_BOT = KNOWN_BOTS.find((b) => b.name === "github-actions");

// src/registry/workflows.ts
var REGISTRY = {
  ship: {
    kind: "workflow",
    label: "tend:ship",
    verb: "ship",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (threads, checks, merge)",
    handler: "ship",
    summary: "take the pull request to merged"
  },
  fix: {
    kind: "workflow",
    label: "tend:fix",
    verb: "fix",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (threads answered, fixes pushed)",
    // One pass of ship without the merge: the same machine in fix mode.
    handler: "ship",
    summary: "one pass over the review threads, no merge"
  },
  triage: {
    kind: "workflow",
    label: "tend:triage",
    verb: "triage",
    targets: ["issue"],
    prerequisite: "none",
    artifact: "TRIAGE.md + TRIAGE_VERDICT.json",
    handler: "triage",
    summary: "decide whether the issue is actionable, with evidence"
  },
  review: {
    kind: "workflow",
    label: "tend:review",
    verb: "review",
    targets: ["pull_request"],
    prerequisite: "none",
    artifact: "REVIEW.md",
    handler: "review",
    summary: "read the diff in full and post verified findings as one review"
  },
  plan: {
    kind: "workflow",
    label: "tend:plan",
    verb: "plan",
    targets: ["issue"],
    prerequisite: "triaged",
    artifact: "PLAN.md",
    handler: "plan",
    summary: "write an implementation plan for a triaged issue"
  },
  implement: {
    kind: "workflow",
    label: "tend:implement",
    verb: "implement",
    targets: ["issue"],
    prerequisite: "planned",
    artifact: "IMPLEMENT.md + a pull request from tend/issue-N",
    handler: "implement",
    summary: "open a pull request that carries out the plan (never merges)"
  },
  chat: {
    kind: "workflow",
    // Marks the issue that holds a chat thread awaiting approval; never a request to start one.
    label: null,
    verb: null,
    targets: ["issue"],
    prerequisite: "none",
    artifact: "chat thread issue with the drafted reply",
    handler: "chat",
    summary: "investigate a chat question and draft a reply for approval (repository_dispatch tend-chat)"
  },
  status: {
    kind: "control",
    label: "tend:status",
    verb: "status",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a reply comment",
    handler: "status",
    summary: "answer with the current state"
  },
  stop: {
    kind: "control",
    label: "tend:stop",
    verb: "stop",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "tracking comment (stopped)",
    handler: "stop",
    summary: "stop working on this target"
  },
  approve: {
    kind: "control",
    label: "tend:approve",
    verb: "approve",
    targets: ["issue"],
    prerequisite: "chat-draft",
    artifact: "the approved reply, posted to the chat",
    handler: "chat-decision",
    summary: "approve a drafted chat reply"
  },
  reject: {
    kind: "control",
    label: "tend:reject",
    verb: "reject",
    targets: ["issue"],
    prerequisite: "chat-draft",
    artifact: "tracking comment (rejected)",
    handler: "chat-decision",
    summary: "reject a drafted chat reply"
  },
  // The learnings verbs act on the repository's learnings, not on the target they are given on: they
  // hold no target (control), and a label cannot carry a directive or a number (verbs only).
  remember: {
    kind: "control",
    label: null,
    verb: "remember",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a learning on the tend:learnings issue, and a reply comment",
    handler: "learnings",
    summary: "record a review-policy directive as a learning (`/tend remember [paths: GLOB] [for: review|ship|triage] <directive>`)"
  },
  learnings: {
    kind: "control",
    label: null,
    verb: "learnings",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "a reply comment listing the learnings",
    handler: "learnings",
    summary: "list the learnings tend applies"
  },
  forget: {
    kind: "control",
    label: null,
    verb: "forget",
    targets: ["issue", "pull_request"],
    prerequisite: "none",
    artifact: "the learning marked forgotten, and a reply comment",
    handler: "learnings",
    summary: "remove learning N (`/tend forget N`)"
  }
};

// src/core/labels.ts
var ACTIVE_LABEL = "tend:active";
var HOLD_LABEL = "tend:hold";
var LEARNINGS_LABEL = "tend:learnings";
var LOGINS_LABEL = "tend:logins";
var AWAITS_LABEL_PREFIX = "tend:awaits ";
function awaitedLogin(label) {
  if (label.slice(0, AWAITS_LABEL_PREFIX.length).toLowerCase() !== AWAITS_LABEL_PREFIX) return null;
  const login = label.slice(AWAITS_LABEL_PREFIX.length).trim();
  return login === "" ? null : login;
}
__name(awaitedLogin, "awaitedLogin");

// src/route/verbs.ts
var VERBS = Object.fromEntries(
  Object.keys(REGISTRY).filter((name) => REGISTRY[name].verb !== null).map((name) => [name, { targets: REGISTRY[name].targets, summary: REGISTRY[name].summary }])
);
var LABEL_PREFIX = "tend:";
function isVerb(word) {
  return Object.hasOwn(VERBS, word);
}
__name(isVerb, "isVerb");
function parseCommand(body) {
  const firstLine = body.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const match = /^\/tend(?:\s+(\S+))?(?:\s+(.*))?$/i.exec(firstLine.trim());
  if (!match) return null;
  return { word: (match[1] ?? "").toLowerCase(), args: (match[2] ?? "").trim() };
}
__name(parseCommand, "parseCommand");
function verbFromLabel(label) {
  const name = label.trim().toLowerCase();
  if (name === HOLD_LABEL) return "stop";
  if (!name.startsWith(LABEL_PREFIX)) return null;
  const found = Object.keys(VERBS).find((verb) => REGISTRY[verb].label === name);
  return found ?? null;
}
__name(verbFromLabel, "verbFromLabel");

// src/store/marker.ts
function endsWithOwnMarker(body, kind) {
  const match = TRAILING_MARKER.exec(body);
  return match !== null && (kind === null || match[1] === kind);
}
__name(endsWithOwnMarker, "endsWithOwnMarker");
var TRAILING_MARKER = /<!-- tend:([a-z][a-z-]*)(?: ([^<>]*?))? -->\s*$/;

// src/github/chat-thread-key.ts
var CHAT_LABEL = "tend:chat";

// src/route/decide.ts
var CHAT_WATCH = "chat-watch";
var HANDLED_EVENTS = [
  "issue_comment",
  "issues",
  "pull_request",
  "pull_request_review",
  "pull_request_review_comment",
  "pull_request_review_thread",
  "check_suite",
  "check_run",
  "status",
  "workflow_run",
  "schedule",
  "repository_dispatch",
  "workflow_dispatch"
];
function isHandledEvent(name) {
  return HANDLED_EVENTS.includes(name);
}
__name(isHandledEvent, "isHandledEvent");
var CHAT_TIER2_COMMAND = "chat-investigate";
function routeEvent(eventName, event, options) {
  if (!isHandledEvent(eventName)) return { action: "skip", reason: unhandled(eventName), notice: true };
  if (isForkPullRequestEvent(eventName, event)) return { action: "skip", reason: FORK_READ_ONLY, notice: true };
  switch (eventName) {
    case "issue_comment":
      return routeComment(event);
    case "issues":
      return routeIssues(event, options);
    case "pull_request":
      return routePullRequest(event, options);
    case "pull_request_review": {
      const e = event;
      const awaited = awaitedElsewhere(e);
      if (awaited) return skip(`review ${e.action} by ${e.review.user?.login ?? "a deleted account"}: tend waits for ${awaited} to review (its tend:awaits label)`);
      return advance([pr(e.pull_request.number)], `review ${e.action} by ${e.review.user?.login ?? "a deleted account"}`);
    }
    case "pull_request_review_comment": {
      const e = event;
      if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own review comment");
      return advance([pr(e.pull_request.number)], `review comment ${e.action} by ${e.comment.user.login}`);
    }
    case "pull_request_review_thread": {
      const e = event;
      return advance([pr(e.pull_request.number)], `review thread ${e.action} by ${e.sender.login}`);
    }
    case "check_suite": {
      const e = event;
      if (e.action !== "completed") return skip(`check suite ${e.action}; tend waits for completed suites`);
      return checkEvent(e.check_suite.pull_requests, e.check_suite.head_sha, "check suite completed");
    }
    case "check_run": {
      const e = event;
      if (e.action !== "completed") return skip(`check run '${e.check_run.name}' ${e.action}; tend waits for completed runs`);
      return checkEvent(e.check_run.pull_requests, e.check_run.head_sha, `check run '${e.check_run.name}' completed`);
    }
    case "status": {
      const e = event;
      if (e.state === "pending") return skip(`status '${e.context}' is pending`);
      return { action: "advance-commit", sha: e.sha, cause: `status '${e.context}' is ${e.state}` };
    }
    case "workflow_run":
      return routeWorkflowRun(event, options);
    case "schedule": {
      const cause = `schedule ${event.schedule ?? ""}`.trim();
      if (options.command?.trim().toLowerCase() === CHAT_WATCH) return { action: "chat-watch", cause };
      return { action: "sweep", cause };
    }
    case "repository_dispatch":
      return routeRepositoryDispatch(event);
    case "workflow_dispatch":
      return routeWorkflowDispatch(event, options);
  }
}
__name(routeEvent, "routeEvent");
function routeComment(e) {
  const target = { kind: e.issue.pull_request ? "pull_request" : "issue", number: e.issue.number };
  if (endsWithOwnMarker(e.comment.body, null)) return skip("this is tend's own comment");
  if (e.action !== "created") return skip(`comment ${e.action}; only new comments carry commands`);
  const command = parseCommand(e.comment.body);
  if (!command) {
    if (target.kind === "pull_request" && e.comment.user.type === "Bot") {
      return advance([target], `comment by review bot ${e.comment.user.login}`);
    }
    if (target.kind === "issue" && e.comment.user.type !== "Bot" && (e.issue.labels ?? []).some((l) => l.name === CHAT_LABEL)) {
      return { action: "chat-context", number: target.number, comment: { id: e.comment.id, body: e.comment.body, author: e.comment.user, at: e.comment.created_at } };
    }
    return skip("the comment is not a /tend command");
  }
  if (isOwnAccount(e.comment.user)) return skip("this is tend's own comment");
  if (command.word === "") return skip(`'/tend' needs a verb: ${Object.keys(VERBS).join(", ")}`);
  const steering = { actor: e.comment.user, via: "comment", commentId: e.comment.id, at: e.comment.created_at };
  if (!isVerb(command.word)) return { action: "intent", text: `${command.word} ${command.args}`.trim(), target, steering };
  return commandRoute(command.word, target, steering, command.args);
}
__name(routeComment, "routeComment");
function routeIssues(e, _options) {
  if (e.action === "unlabeled" && e.label) return labelRemoved({ kind: "issue", number: e.issue.number }, e.label.name, e.sender);
  if (e.action !== "labeled" || !e.label) return skip(`issue ${e.action}; tend acts on tend:<verb> labels`);
  const verb = verbFromLabel(e.label.name);
  if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
  return commandRoute(verb, { kind: "issue", number: e.issue.number }, { actor: e.sender, via: "label" }, "");
}
__name(routeIssues, "routeIssues");
function routePullRequest(e, _options) {
  const target = pr(e.pull_request.number);
  if (e.action === "unlabeled" && e.label) return labelRemoved(target, e.label.name, e.sender);
  if (e.action === "labeled") {
    if (!e.label) throw new RouteError("The pull_request event payload is malformed: 'label': expected object.");
    const verb = verbFromLabel(e.label.name);
    if (!verb) return skip(`label '${e.label.name}' is not a tend label`);
    return commandRoute(verb, target, { actor: e.sender, via: "label" }, "");
  }
  if (["opened", "reopened", "synchronize", "ready_for_review", "edited", "closed"].includes(e.action)) {
    return advance([target], `pull request ${e.action}`);
  }
  return skip(`pull request ${e.action} needs nothing from tend`);
}
__name(routePullRequest, "routePullRequest");
function checkEvent(pulls, sha, cause) {
  if (pulls.length === 0) return { action: "advance-commit", sha, cause };
  return advance(pulls.map((p) => pr(p.number)), cause);
}
__name(checkEvent, "checkEvent");
function routeWorkflowRun(e, options) {
  const run = e.workflow_run;
  const name = run.name ?? "a workflow";
  if (e.action !== "completed") return skip(`workflow run '${name}' ${e.action}; tend waits for completed runs`);
  if (options.workflow !== void 0 && run.name === options.workflow) return skip(`workflow run '${name}' is tend's own workflow`);
  const pulls = run.pull_requests.filter((p) => p !== null && p.base.repo.id === e.repository.id);
  return checkEvent(pulls, run.head_sha, `workflow run '${name}' completed (${run.conclusion ?? "no conclusion"})`);
}
__name(routeWorkflowRun, "routeWorkflowRun");
function routeRepositoryDispatch(e) {
  const payload = e.client_payload ?? {};
  if (e.action === "tend-chat") return { action: "chat", clientPayload: payload, sender: e.sender };
  if (!e.action.startsWith("tend-")) return skip(`repository_dispatch '${e.action}' is not for tend`);
  const word = e.action.slice("tend-".length);
  if (!isVerb(word)) return skip(`repository_dispatch '${e.action}' names no verb tend knows`);
  const target = dispatchTarget(word, payload.number, payload.kind, `client_payload.number of repository_dispatch '${e.action}'`);
  return commandRoute(word, target, { actor: e.sender, via: "repository_dispatch" }, "");
}
__name(routeRepositoryDispatch, "routeRepositoryDispatch");
function routeWorkflowDispatch(e, options) {
  const inputs = e.inputs ?? {};
  const word = (options.command ?? stringOrUndefined(inputs.command))?.toLowerCase();
  if (!word || word === "sweep") return { action: "sweep", cause: "workflow_dispatch" };
  if (word === CHAT_WATCH) return { action: "chat-watch", cause: "workflow_dispatch" };
  if (word === CHAT_TIER2_COMMAND) {
    const raw = options.number ?? inputs.number;
    const number = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : typeof raw === "number" ? raw : NaN;
    if (!Number.isInteger(number) || number < 1) throw new RouteError(`the 'number' input must be the chat thread's issue number for '${CHAT_TIER2_COMMAND}', got ${JSON.stringify(raw ?? null)}.`);
    return { action: "chat-tier2", number, sender: e.sender };
  }
  if (!isVerb(word)) {
    throw new RouteError(`workflow_dispatch command '${word}' is not a verb tend knows; expected one of: sweep, ${CHAT_WATCH}, ${Object.keys(VERBS).join(", ")}.`);
  }
  const target = dispatchTarget(word, options.number ?? inputs.number, inputs.kind, "the 'number' input");
  return commandRoute(word, target, { actor: e.sender, via: "workflow_dispatch" }, "");
}
__name(routeWorkflowDispatch, "routeWorkflowDispatch");
function dispatchTarget(verb, rawNumber, rawKind, what) {
  const number = typeof rawNumber === "number" ? rawNumber : typeof rawNumber === "string" && /^\d+$/.test(rawNumber.trim()) ? Number(rawNumber) : NaN;
  if (!Number.isInteger(number) || number < 1) {
    throw new RouteError(`${what} must be an issue or pull request number for '${verb}', got ${JSON.stringify(rawNumber ?? null)}.`);
  }
  const targets = VERBS[verb].targets;
  const kind = rawKind === "issue" || rawKind === "pull_request" ? rawKind : targets[0];
  return { kind, number };
}
__name(dispatchTarget, "dispatchTarget");
function commandRoute(verb, target, steering, args) {
  const targets = VERBS[verb].targets;
  if (!targets.includes(target.kind)) {
    const noun = target.kind === "issue" ? "an issue" : "a pull request";
    return skip(`'${verb}' does not apply to ${noun} (#${target.number}); it takes ${targets.map((t) => t === "issue" ? "issues" : "pull requests").join(" or ")}`);
  }
  return { action: "command", verb, target, steering, args };
}
__name(commandRoute, "commandRoute");
var OWN_LABELS = [ACTIVE_LABEL, LEARNINGS_LABEL, LOGINS_LABEL];
function labelRemoved(target, label, sender) {
  if (!OWN_LABELS.includes(label)) return skip(`label '${label}' removed; tend looks only at its own labels (${OWN_LABELS.join(", ")})`);
  if (isOwnAccount(sender)) return skip(`tend itself removed '${label}'`);
  return { action: "label-removed", target, label, sender };
}
__name(labelRemoved, "labelRemoved");
function awaitedElsewhere(e) {
  if (e.action !== "submitted" || e.review.state.toLowerCase() === "changes_requested") return null;
  const awaited = (e.pull_request.labels ?? []).flatMap((l) => {
    const login = awaitedLogin(l.name);
    return login === null ? [] : [login];
  });
  if (awaited.length === 0) return null;
  const author = e.review.user?.login.toLowerCase();
  return awaited.some((login) => login.toLowerCase() === author) ? null : awaited.join(", ");
}
__name(awaitedElsewhere, "awaitedElsewhere");
function isOwnAccount(account) {
  return account.type === "Bot" && account.id === GITHUB_ACTIONS_BOT.id;
}
__name(isOwnAccount, "isOwnAccount");
function pr(number) {
  return { kind: "pull_request", number };
}
__name(pr, "pr");
function advance(targets, cause) {
  return { action: "advance", targets, cause };
}
__name(advance, "advance");
var FORK_READ_ONLY = "read-only token on a fork's pull request event: tend does nothing here; comments, the schedule and workflow_run carry on";
var FORK_READ_ONLY_EVENTS = ["pull_request", "pull_request_review", "pull_request_review_comment", "pull_request_review_thread"];
function unhandled(eventName) {
  const why = eventName === "merge_group" ? "a merge queue runs your CI, not tend (GitHub merges the group once its required checks pass)" : `tend does not act on ${eventName} events`;
  return `${why}; drop it from the workflow's on: (tend acts on ${HANDLED_EVENTS.join(", ")})`;
}
__name(unhandled, "unhandled");
function isForkPullRequestEvent(eventName, event) {
  if (!FORK_READ_ONLY_EVENTS.includes(eventName)) return false;
  const e = event;
  const head = e.pull_request.head.repo;
  if (head === void 0) return false;
  return head === null || head.full_name.toLowerCase() !== e.repository.full_name.toLowerCase();
}
__name(isForkPullRequestEvent, "isForkPullRequestEvent");
function skip(reason) {
  return { action: "skip", reason };
}
__name(skip, "skip");
function stringOrUndefined(value) {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : void 0;
}
__name(stringOrUndefined, "stringOrUndefined");

// src/report/early-skip.ts
function earlySkip(eventName, payload, options) {
  try {
    const routed = routeEvent(eventName, payload, options);
    return routed.action === "skip" ? { reason: routed.reason, notice: routed.notice === true } : void 0;
  } catch {
    return void 0;
  }
}
__name(earlySkip, "earlySkip");
async function skipBeforeReexec(processEnv) {
  const input = /* @__PURE__ */ __name((name) => processEnv[inputVariable(name)], "input");
  let env;
  try {
    env = readEnvironment(processEnv);
  } catch {
    return false;
  }
  const token = input("github-token") ?? "";
  const dryRun = (input("dry-run") ?? "false").trim().toLowerCase();
  if (token.trim() === "" || dryRun !== "true" && dryRun !== "false") return false;
  const declared = new Set(ACTION_INPUT_NAMES.map(inputVariable));
  if (Object.keys(processEnv).some((name) => /^INPUT_/i.test(name) && !declared.has(name.toUpperCase()))) return false;
  const skipped = earlySkip(env.eventName, env.payload, { command: trimmedOrAbsent(input("command")), number: trimmedOrAbsent(input("number")), workflow: env.workflow });
  if (!skipped) return false;
  const [step, { composeAudit, skipResult, writeReports }] = await Promise.all([import("./workflow-commands.js"), import("./write-reports.js")]);
  const secrets = [
    ...SECRET_INPUT_NAMES.map((name) => name === "github-token" ? token : trimmedOrAbsent(input(name))),
    ...CREDENTIAL_VARIABLES.map((variable) => trimmedOrAbsent(processEnv[variable]))
  ];
  for (const value of secrets) if (value) step.setSecret(value);
  if (skipped.notice) step.notice(skipped.reason);
  const options = { dryRun: dryRun === "true", auditPath: trimmedOrAbsent(input("audit-path")), secrets, startedAt: env.now() };
  const result = skipResult(env, skipped.reason);
  const api = { rest: 0, graphql: 0 };
  await writeReports(env, options, result, api, composeAudit(env, options, result, api));
  return true;
}
__name(skipBeforeReexec, "skipBeforeReexec");

// src/index.ts
if (!process.env[HANDOFF_VARIABLE] && await skipBeforeReexec(process.env)) process.exit(0);
var handoff = { kind: "inline", handed: {} };
var handoffFailed;
try {
  handoff = reexecWithoutSecrets();
} catch (error) {
  handoffFailed = { error };
}
var { runStep, takeHandoff } = await import("./main.js");
var code = await runStep(process.env, () => {
  if (handoffFailed) throw handoffFailed.error;
  return takeHandoff(handoff);
});
process.exit(code);
