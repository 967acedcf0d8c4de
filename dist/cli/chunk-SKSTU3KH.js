import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  PriceOverrideSchema
} from "./chunk-6R5FL2YM.js";
import {
  ConfigError
} from "./chunk-UEXZ74AC.js";
import {
  ChatPlatformSchema
} from "./chunk-2NYCHYZ4.js";
import {
  ZodDefault,
  ZodObject,
  ZodOptional,
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string,
  union
} from "./chunk-CZ44SP4R.js";
import {
  require_dist
} from "./chunk-BLH2SJWA.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/config/chat-section.ts
var MAX_ACK_PATTERNS = 50;
var MAX_PATTERN_LENGTH = 200;
var MAX_KEYWORDS = 200;
var MAX_CHANNELS = 50;
var QUESTION_LANGUAGES = ["en", "de", "fr", "es", "pt", "id", "ru", "zh", "ja"];
function hasNestedQuantifier(pattern) {
  const stack = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === "\\") {
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") stack.push(false);
    else if (c === ")") {
      const quantifiedInside = stack.pop() ?? false;
      const next = pattern.slice(i + 1);
      const quantified = /^(?:[*+]|\{\d+(?:,\d*)?\})/.test(next);
      if (quantifiedInside && quantified) return true;
      if ((quantifiedInside || quantified) && stack.length > 0) stack[stack.length - 1] = true;
    } else if ((c === "*" || c === "+" || c === "{" && /^\{\d+(?:,\d*)?\}/.test(pattern.slice(i))) && stack.length > 0) {
      stack[stack.length - 1] = true;
    }
  }
  return false;
}
__name(hasNestedQuantifier, "hasNestedQuantifier");
function ackPatternProblem(pattern) {
  if (pattern.length > MAX_PATTERN_LENGTH) return `is longer than ${MAX_PATTERN_LENGTH} characters`;
  if (hasNestedQuantifier(pattern)) return "has a quantified group that holds a quantifier (catastrophic backtracking); write it without nesting";
  if (/\\[1-9]|\\k</.test(pattern)) return "uses a backreference";
  try {
    new RegExp(pattern, "iu");
  } catch (error) {
    return `is not a valid regular expression (${error.message.split("\n")[0]})`;
  }
  return null;
}
__name(ackPatternProblem, "ackPatternProblem");
var AckPattern = string().min(1).superRefine((pattern, ctx) => {
  const problem = ackPatternProblem(pattern);
  if (problem) ctx.addIssue({ code: "custom", message: `ack pattern ${JSON.stringify(pattern.slice(0, 60))} ${problem}` });
});
var ChannelSchema = strictObject({
  platform: ChatPlatformSchema,
  // ':' and '/': a Teams channel is `<team-id>/<channel-id>` and channel ids read `19:…@thread.tacv2`.
  "chat-id": string().min(1).max(200).regex(/^[A-Za-z0-9._@:/\-]+$/, { message: "expected a channel id (letters, digits, . _ @ : / -; Teams: <team-id>/<channel-id>)" }),
  name: string().min(1).max(100)
});
var ChatConfigSchema = strictObject({
  // Each key's description is published: the JSON Schema and docs/configuration.md carry it.
  channels: array(ChannelSchema).max(MAX_CHANNELS).default([]).describe("Channels the chat-watch run reads: platform, chat-id and a name."),
  "mattermost-url": string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, { message: "expected the site URL of your Mattermost server, such as https://chat.example.com" }).optional().describe("Site URL of your Mattermost server (e.g. https://chat.example.com); required when a Mattermost channel is watched. The token is the mattermost-token input."),
  "lark-app-id": string().regex(/^[A-Za-z0-9_]+$/, { message: "expected the app id of your Lark / Feishu app, such as cli_a1b2c3" }).optional().describe("App ID (cli_\u2026) of your self-built Lark / Feishu app with the bot ability, for chat-watch and chat replies; its secret is the lark-app-secret input."),
  "bot-ids": strictObject(Object.fromEntries(ChatPlatformSchema.options.map((p) => [p, string().min(1).optional().describe(`The bot's user id on ${p}.`)]))).default({}).describe("The bot's own user id per platform: what a bot mention is, and whose messages are tend's own."),
  "ack-patterns": array(AckPattern).max(MAX_ACK_PATTERNS).default([]).describe("Regexes (case-insensitive) for acknowledgements, added to the built-in ones (ok, lgtm, noted, thanks, +1, emoji-only ...)."),
  "question-keywords": array(string().trim().min(1).max(60)).max(MAX_KEYWORDS).default([]).describe("Literal words or phrases that make a message a question wherever they appear."),
  languages: array(_enum(QUESTION_LANGUAGES)).min(1).default(["en"]).describe("Languages whose built-in question, request and problem words apply to every message, whatever its script."),
  // On by default: a team rarely lists every language its users write in.
  "detect-languages": boolean().default(true).describe("Detect each message's script (Latin, Cyrillic, Han, kana) and apply that script's languages' words too (Latin: en, de, fr, es, pt, id; Cyrillic: ru; Han: zh; kana: ja)."),
  "internal-chatter": strictObject({
    members: array(string().min(1)).max(500).default([]).describe("Team members' user ids: a message mentioning only these (not the bot) is team-to-team. Empty: any mention of someone other than the bot counts."),
    // Off by default: the Tier-0 rules keep every question actionable.
    demote: boolean().default(false).describe("Also drop questions that are internal chatter (not a bot mention, not in an in-flight thread).")
  }).default({ members: [], demote: false }).describe("Messages between team members, which tend leaves alone."),
  "lookback-minutes": number().int().min(1).max(10080).default(60).describe("With no cursor yet, how far back the first chat-watch run reads."),
  // tend's draft reply is always shown, since it is what is approved.
  "redact-messages": union([boolean(), literal("auto")]).default("auto").describe(
    "How much of each chat message the thread's issue (page, title, hidden state) holds: true: none, each message is named by id and sender; false: the whole text, even in a public repository; auto: the whole text in a private repository, and in one others can read (or whose visibility is unknown) only its first words, with its id and the thread key."
  ),
  // context.ts has the rules for "says too little".
  "ask-context-minutes": number().int().min(0).max(10080).default(60).describe("Before investigating a thread that says too little, ask on its issue for context and wait this many minutes for a reply by someone with write access; 0 never asks."),
  "auto-reply": boolean().default(false).describe("Auto-reply without a human's approval: off unless set; even then only when all seven preconditions hold."),
  "working-hours": string().regex(/^([01]?\d|2[0-4])-([01]?\d|2[0-4])$/, { message: "expected START-END in whole UTC hours, e.g. 9-17" }).default("9-17").describe("Working hours for auto-reply, UTC, START-END in whole hours."),
  tier2: strictObject({
    enabled: boolean().default(true).describe("Send long investigations to the Tier-2 workflow."),
    workflow: string().min(1).max(200).default("chat-investigate.yml").describe("The workflow_dispatch workflow that runs them."),
    "threshold-minutes": number().int().min(1).max(600).default(10).describe("Estimated minutes of work from which an investigation goes to Tier 2."),
    // A long investigation needs more turns than a ship or triage run, in a workflow of its own.
    "max-turns": number().int().min(1).max(500).default(60).describe("Most model turns of one Tier-2 investigation (the chat-investigate run); max-turns holds for every other run.")
  }).default({ enabled: true, workflow: "chat-investigate.yml", "threshold-minutes": 10, "max-turns": 60 }).describe("Tier 2: investigations estimated to be long go to a workflow_dispatch workflow of their own.")
});
var DEFAULT_CHAT_CONFIG = ChatConfigSchema.parse({});

// src/config/repo-file.ts
var import_yaml = __toESM(require_dist(), 1);
var stringList = array(string().min(1));
var minutes = number().int().min(1).max(1440);
var RepoConfigSchema = strictObject({
  version: literal(1).optional().describe("Schema version of this file; only 1 exists."),
  "review-bots": stringList.optional().describe("Review bots tend waits for and whose suggestions it may apply: known names (coderabbit, copilot, gemini, sourcery, claude) or login:id pairs."),
  "trusted-bots": stringList.optional().describe("Bots allowed to steer tend with labels or /tend comments: known names (coderabbit, copilot, gemini, sourcery, claude) or login:id pairs. Matched by account type and id."),
  "required-review-bots": stringList.optional().describe(
    "Review bots tend waits for on every pull request even before they have acted on the repository. Other review-bots are waited for only once they have reviewed or commented on this or one of the 20 most recently updated pull requests, so a bot that is not installed never holds up a merge."
  ),
  "wait-mode": _enum(["events", "poll"]).optional().describe("events: each run advances as far as it can and stops; review, check and schedule events re-enter it. poll: wait inside one job, polling every 10-30 s."),
  "review-window-minutes": minutes.optional().describe("How long to wait for the review bots on a new head before going on without them."),
  "checks-timeout-minutes": minutes.optional().describe("How long to wait for required checks on the head before reporting them as missing."),
  "max-iterations": number().int().min(1).max(20).optional().describe("How many fix-and-push rounds per pull request before tend stops and asks a human."),
  merge: _enum(["immediate", "auto", "off"]).optional().describe("immediate: merge pinned to the head SHA when everything is green; auto: enable GitHub auto-merge; off: never merge."),
  "merge-method": _enum(["merge", "squash", "rebase"]).optional().describe("merge, squash or rebase."),
  "update-method": _enum(["merge", "rebase"]).optional().describe(
    "How tend brings a branch up to date when the repository requires it before merging (GitHub says BEHIND): merge (a merge commit of the base into the branch) or rebase (the branch replayed onto the base). Made by GitHub (update-branch, pinned to the head tend saw); a fork branch is updated only when its author lets maintainers edit it, else tend asks the author once."
  ),
  "commit-method": _enum(["git", "api"]).optional().describe(
    "How tend commits its fixes: git (a local commit pushed with a lease) or api (GraphQL createCommitOnBranch: GitHub makes and signs the commit, so branches that require signed commits accept it). Large changes (over 100 files or 512 KiB) go through git either way."
  ),
  "delete-branch": boolean().optional().describe("Delete the head branch after merging (never for forks)."),
  "final-check": _enum(["off", "model"]).optional().describe(
    "model: just before merging, the model reads the whole diff against the base and the answered threads; a blocking finding it cites (path and lines, checked against the head) blocks the merge for a human. off: no final check."
  ),
  "ignore-nitpicks": boolean().optional().describe("Answer and resolve nitpick-level threads without changing code."),
  "allowed-paths": stringList.optional().describe("Glob patterns of files tend may change."),
  "allow-protected-paths": stringList.optional().describe("Globs of normally protected files tend may change anyway (.github/, CODEOWNERS, manifests, lockfiles, AGENTS.md, CLAUDE.md, top-level dot-directories are protected)."),
  "max-files": number().int().min(1).max(1e3).optional().describe("Most files one iteration may change."),
  "max-patch-bytes": number().int().min(1).max(1e7).optional().describe("Most bytes of diff one iteration may push."),
  "dispatch-workflows": stringList.optional().describe("Workflow files (e.g. ci.yml) to start with workflow_dispatch on the branch after tend pushes, for repositories where pushes by GITHUB_TOKEN start no CI."),
  "sweep-workflow": string().regex(/^[A-Za-z0-9._-]+\.ya?ml$/, { message: "expected the file name of a workflow under .github/workflows, such as tend-sweep.yml" }).optional().describe(
    "The workflow file (e.g. tend-sweep.yml) that holds tend's schedule sweep, when it is a workflow of its own: tend enables it while a target is unfinished and disables it when none is, so an idle repository runs no scheduled job. Needs actions: write in both workflows; without it tend notes it once a run and the schedule keeps its fixed cadence. Unset: the sweep is not switched (a schedule runs at its cadence)."
  ),
  "generated-paths": stringList.optional().describe("Globs of generated files whose merge conflicts regenerate-command settles, besides lockfiles and files .gitattributes marks linguist-generated."),
  "intent-threshold": number().min(0).max(1).optional().describe("How sure the model must be (0 to 1) of what a free-form `/tend <text>` asks for before tend runs it; below, tend asks what is wanted."),
  "model-prices": record(string().min(1), PriceOverrideSchema).optional().describe("Prices in USD per million tokens for models tend has no price for, or to override one, by model id: {claude-sonnet-4-6: {input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3}}."),
  model: string().min(1).optional(),
  bedrock: strictObject({ region: string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: "expected an AWS region such as us-east-1" }).describe("The AWS region whose Bedrock runtime tend calls, e.g. us-east-1.") }).optional().describe("For model-provider bedrock (docs/providers.md)."),
  vertex: strictObject({
    project: string().min(1).describe("The Google Cloud project id that has the Claude models enabled."),
    region: string().min(1).describe("The Vertex AI region, e.g. us-east5, or global.")
  }).optional().describe("For model-provider vertex (docs/providers.md)."),
  foundry: strictObject({ resource: string().regex(/^[A-Za-z0-9-]+$/, { message: "expected the resource name, such as my-resource (not a URL)" }).describe("The Foundry resource name: tend calls https://<resource>.services.ai.azure.com/anthropic/.") }).optional().describe("For model-provider foundry (docs/providers.md)."),
  "max-cost-usd": number().positive().optional(),
  "max-turns": number().int().min(1).max(500).optional().describe("Most model turns per run (a Tier-2 chat investigation has chat.tier2.max-turns)."),
  // src/config/ask-again.ts reads it.
  "ask-again": record(string().min(1), string()).optional().describe('How tend asks each review bot (by name) to review a head it pushed: request-review, never, or a one-line comment of at most 200 characters such as "@coderabbitai review".'),
  ship: strictObject({
    auto: strictObject({
      authors: stringList.optional().describe("Authors whose pull requests are shipped, as name:id (a bare login names a person only)."),
      labels: stringList.optional().describe("Labels that ship a pull request; each counts only when the account that added it may steer tend."),
      "base-branches": stringList.optional().describe("Base branches whose pull requests are shipped.")
    }).optional().describe("Ship pull requests without a label or command when they match all given filters."),
    "required-checks": stringList.optional().describe("Check names that must pass on the head before tend merges, besides those branch protection and rulesets require. Without any required check tend merges only when at least one CI check reported on the head and all passed.")
  }).optional().describe("ship and fix."),
  // src/config/chat-section.ts.
  chat: ChatConfigSchema.optional().describe("Chat triage: the watched channels and the Tier-0 classifier's rules.")
});
var REPO_DEFAULTS = {
  "review-bots": ["coderabbit", "copilot", "gemini", "sourcery", "claude"],
  "trusted-bots": [],
  "required-review-bots": [],
  "wait-mode": "events",
  "review-window-minutes": 20,
  "checks-timeout-minutes": 30,
  "max-iterations": 3,
  merge: "immediate",
  "merge-method": "squash",
  "update-method": "merge",
  "commit-method": "git",
  "delete-branch": true,
  "final-check": "off",
  "ignore-nitpicks": true,
  "allowed-paths": ["**"],
  "allow-protected-paths": [],
  "max-files": 10,
  "max-patch-bytes": 2e4,
  "dispatch-workflows": [],
  "generated-paths": [],
  "intent-threshold": 0.75,
  "max-turns": 20
};
function parseRepoConfig(text, path) {
  let data;
  try {
    data = (0, import_yaml.parse)(text, { prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    const detail = error instanceof import_yaml.YAMLParseError ? error.message.split("\n")[0] : String(error);
    throw new ConfigError(`${path} is not valid YAML: ${detail}`);
  }
  if (data === null || data === void 0) return {};
  const parsed = RepoConfigSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ConfigError(`${path}: ${describeIssue(issue, data)}`);
}
__name(parseRepoConfig, "parseRepoConfig");
function describeIssue(issue, data) {
  const key = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const where = key === "" ? "" : ` under '${key}'`;
    const allowed = allowedKeysAt(issue.path);
    return `unknown key '${issue.keys[0]}'${where}; expected one of: ${allowed.join(", ")}.`;
  }
  if (key === "") return `expected a mapping of settings at the top level, got ${typeName(data)}.`;
  const got = typeName(valueAt(data, issue.path));
  return `key '${key}' ${expectation(issue)} (got ${got}).`;
}
__name(describeIssue, "describeIssue");
function expectation(issue) {
  switch (issue.code) {
    case "invalid_type":
      return `must be ${article(issue.expected)}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "too_small":
      return `must be at least ${String(issue.minimum)}`;
    case "too_big":
      return `must be at most ${String(issue.maximum)}`;
    default:
      return `is invalid: ${issue.message}`;
  }
}
__name(expectation, "expectation");
function article(expected) {
  if (expected === "array") return "a list";
  if (expected === "object") return "a mapping";
  if (expected === "int") return "a whole number";
  return `a ${expected}`;
}
__name(article, "article");
function typeName(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}
__name(typeName, "typeName");
function valueAt(data, path) {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[key];
  }
  return current;
}
__name(valueAt, "valueAt");
function allowedKeysAt(path) {
  let schema = RepoConfigSchema;
  for (const key of path) {
    const inner2 = unwrap(schema);
    if (!(inner2 instanceof ZodObject)) return [];
    schema = inner2.shape[key];
  }
  const inner = unwrap(schema);
  return inner instanceof ZodObject ? Object.keys(inner.shape) : [];
}
__name(allowedKeysAt, "allowedKeysAt");
function unwrap(schema) {
  if (schema instanceof ZodOptional) return unwrap(schema.unwrap());
  if (schema instanceof ZodDefault) return unwrap(schema.unwrap());
  return schema;
}
__name(unwrap, "unwrap");
function repoConfigFromBlob(blob, path) {
  if (!blob) return {};
  if (blob.__typename !== "Blob" || blob.isBinary || typeof blob.text !== "string") {
    throw new ConfigError(`${path} on the default branch is not a text file; expected YAML settings.`);
  }
  return parseRepoConfig(blob.text, path);
}
__name(repoConfigFromBlob, "repoConfigFromBlob");

export {
  DEFAULT_CHAT_CONFIG,
  REPO_DEFAULTS,
  parseRepoConfig,
  repoConfigFromBlob
};
