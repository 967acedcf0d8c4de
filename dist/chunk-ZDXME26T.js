import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  trimmedOrAbsent
} from "./chunk-WUB523E6.js";
import {
  InputError
} from "./chunk-B5NACFDK.js";
import {
  _enum,
  number,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/config/secret-handoff.ts
var { mkdtempSync, writeFileSync } = process.getBuiltinModule("node:fs");
var HANDOFF_VARIABLE = "TEND_SECRET_HANDOFF";
var HANDOFF_FILE = "secrets.json";
var HANDOFF_DIR_PREFIX = "tend-handoff-";
var CREDENTIAL_VARIABLES = ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"];
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
__name(inputVariable, "inputVariable");

// src/config/removed-inputs.ts
var file = /* @__PURE__ */ __name((shape, ...path) => ({ to: "file", path, shape }), "file");
var REMOVED_INPUTS = {
  "trusted-bots": file("list", "trusted-bots"),
  "review-bots": file("list", "review-bots"),
  "required-review-bots": file("list", "required-review-bots"),
  "wait-mode": file("text", "wait-mode"),
  "review-window-minutes": file("number", "review-window-minutes"),
  "checks-timeout-minutes": file("number", "checks-timeout-minutes"),
  "required-checks": file("list", "ship", "required-checks"),
  "max-iterations": file("number", "max-iterations"),
  merge: file("text", "merge"),
  "merge-method": file("text", "merge-method"),
  "update-method": file("text", "update-method"),
  "commit-method": file("text", "commit-method"),
  "delete-branch": file("boolean", "delete-branch"),
  "final-check": file("text", "final-check"),
  "ignore-nitpicks": file("boolean", "ignore-nitpicks"),
  "allowed-paths": file("list", "allowed-paths"),
  "allow-protected-paths": file("list", "allow-protected-paths"),
  "max-files": file("number", "max-files"),
  "max-patch-bytes": file("number", "max-patch-bytes"),
  "dispatch-workflows": file("list", "dispatch-workflows"),
  "sweep-workflow": file("text", "sweep-workflow"),
  "generated-paths": file("list", "generated-paths"),
  "intent-threshold": file("number", "intent-threshold"),
  "model-prices": file("json", "model-prices"),
  "max-turns": file("number", "max-turns"),
  "mattermost-url": file("text", "chat", "mattermost-url"),
  "lark-app-id": file("text", "chat", "lark-app-id"),
  "aws-access-key-id": { to: "environment", variable: "AWS_ACCESS_KEY_ID" },
  "aws-secret-access-key": { to: "environment", variable: "AWS_SECRET_ACCESS_KEY" },
  "aws-session-token": { to: "environment", variable: "AWS_SESSION_TOKEN" }
};
var MAX_SHOWN = 100;
async function refuseRemovedInputs(read, configPath) {
  for (const [name, moved] of Object.entries(REMOVED_INPUTS)) {
    const raw = read(name)?.trim();
    if (!raw) continue;
    if (moved.to === "environment") {
      throw new InputError(
        `input '${name}' is no longer an action input; tend reads ${moved.variable} from the step's environment, where aws-actions/configure-aws-credentials puts it: remove the input and its output-credentials (docs/providers.md)`
      );
    }
    const leaf = moved.path[moved.path.length - 1];
    const shown = `${leaf}: ${await render(raw, moved.shape)}`;
    const setting = shown.length <= MAX_SHOWN && !shown.includes("\n") ? shown : leaf;
    const under = moved.path.length > 1 ? ` under '${moved.path.slice(0, -1).join(".")}:'` : "";
    throw new InputError(`input '${name}' is no longer an action input; set '${setting}'${under} in ${configPath} (docs/configuration.md)`);
  }
}
__name(refuseRemovedInputs, "refuseRemovedInputs");
async function render(raw, shape) {
  const value = (() => {
    switch (shape) {
      case "list":
        return raw.split(/[\n,]/).map((item) => item.trim()).filter((item) => item !== "");
      case "number":
        return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
      case "boolean":
        return raw.toLowerCase() === "true" ? true : raw.toLowerCase() === "false" ? false : raw;
      case "json":
        try {
          return JSON.parse(raw);
        } catch {
          return raw;
        }
      case "text":
        return raw;
    }
  })();
  const { stringify } = (await import("./dist-AK7OZSUN.js")).default;
  return stringify(value, { collectionStyle: "flow", flowCollectionPadding: false, lineWidth: 0 }).trim();
}
__name(render, "render");

// src/config/inputs.ts
var text = string();
var optionalText = string().transform(trimmedOrAbsent);
var bool = string().trim().toLowerCase().refine((s) => s === "true" || s === "false", { message: "expected true or false" }).transform((s) => s === "true");
var positiveInt = /* @__PURE__ */ __name((max) => string().trim().regex(/^\d+$/, { message: `expected a whole number from 1 to ${max}` }).transform(Number).pipe(number().int().min(1, { message: `expected a whole number from 1 to ${max}` }).max(max, { message: `expected a whole number from 1 to ${max}` })), "positiveInt");
var positiveNumber = string().trim().regex(/^\d+(\.\d+)?$/, { message: "expected a positive number such as 1 or 0.50" }).transform(Number);
var list = string().transform(
  (s) => s.split(/[\n,]/).map((x) => x.trim()).filter((x) => x !== "")
);
var oneOf = /* @__PURE__ */ __name((values) => string().trim().toLowerCase().pipe(_enum(values, { message: `expected one of ${values.join(", ")}` })), "oneOf");
var INPUTS = {
  "github-token": {
    description: "Token for the GitHub API: reads, comments, thread resolution and merges. Needs contents: write and pull-requests: write to resolve threads and merge.",
    default: "${{ github.token }}",
    parse: text,
    secret: true
  },
  "push-token": {
    description: "Optional GitHub App token or PAT used for git pushes. Pushes made with the default GITHUB_TOKEN start no workflow runs, so CI does not run on tend's fix commits unless this is set (or dispatch-workflows is). To let tend push fixes to files under .github/workflows/, this token needs the workflows permission (a GitHub App's workflows: write, a PAT's workflow scope); GITHUB_TOKEN never has it, so without this tend leaves such fixes to a human.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "anthropic-api-key": {
    description: "Anthropic API key. Without it tend runs every deterministic step and says which decisions need a model.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "model-provider": {
    description: "Where tend reaches the model: anthropic (anthropic-api-key), bedrock (Amazon Bedrock: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN in the environment as aws-actions/configure-aws-credentials exports them, bedrock.region in tend.yml), vertex (Google Vertex AI: google-access-token, vertex.project and vertex.region in tend.yml) or foundry (Microsoft Foundry: foundry-api-key, foundry.resource in tend.yml). See docs/providers.md.",
    default: "anthropic",
    parse: oneOf(["anthropic", "bedrock", "vertex", "foundry"])
  },
  "google-access-token": {
    description: "For model-provider vertex: an OAuth access token of a service account that may call Vertex AI (google-github-actions/auth with token_format: access_token, its access_token output).",
    default: "",
    parse: optionalText,
    secret: true
  },
  "foundry-api-key": {
    description: "For model-provider foundry: the Foundry resource's API key, or a Microsoft Entra access token for https://ai.azure.com (sent as a bearer token).",
    default: "",
    parse: optionalText,
    secret: true
  },
  "slack-token": {
    description: "Slack bot token (xoxb-\u2026) for chat-watch and chat replies: channels:history, chat:write. Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "discord-token": {
    description: "Discord bot token for chat-watch and chat replies (READ_MESSAGE_HISTORY, SEND_MESSAGES, MESSAGE_CONTENT intent). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "mattermost-token": {
    description: "Mattermost bot account access token for chat-watch and chat replies (the bot must be a member of the watched channels). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "teams-token": {
    description: "Delegated Microsoft Graph token of the account tend posts as in Teams (ChannelMessage.Read.All, ChannelMessage.Send). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  "lark-app-secret": {
    description: "App secret of your self-built Lark / Feishu app, whose id is chat.lark-app-id in tend.yml (scopes im:message, im:message.group_msg; the bot must be in the watched chats). Pass it from a secret.",
    default: "",
    parse: optionalText,
    secret: true
  },
  model: {
    description: "Model for judgement calls, by the Claude API's id (tend sends each provider's id for it, docs/providers.md) or the provider's own id.",
    default: "claude-sonnet-4-6",
    parse: text
  },
  command: {
    description: "For workflow_dispatch runs: the verb to run (ship, fix, triage, status, stop), or chat-watch (also on schedule: read the watched chat channels). Empty means a sweep of every target with tend state.",
    default: "",
    parse: optionalText
  },
  number: {
    description: "For workflow_dispatch runs: the issue or pull request number the command targets.",
    default: "",
    parse: optionalText
  },
  "config-path": {
    description: "Repository configuration file, always read from the default branch (never from a pull request head).",
    default: ".github/tend.yml",
    parse: text
  },
  "job-timeout-minutes": {
    description: "The job's timeout-minutes (15 in examples/tend.yml). tend never waits for GitHub's rate limit past it: it stops in time, says so and leaves the rest to the next run.",
    default: "15",
    parse: positiveInt(7200)
  },
  "verify-command": {
    description: "Optional command run after applying a model-written patch, and on the change implement makes before it is pushed (implement refuses without it); from this workflow file only, never from comments or model output.",
    default: "",
    parse: optionalText
  },
  "verify-isolation": {
    description: "strict: run verify-command and triage-commands only confined away from tend's secrets (a PID namespace, no_new_privs); none: also run them unconfined where this runner offers no confinement.",
    default: "strict",
    parse: oneOf(["strict", "none"])
  },
  "verify-path": {
    description: "Toolchain directories (absolute, one per line or colon-separated) put before the system directories on the PATH of verify-command, regenerate-command and triage-commands, e.g. the bin directory setup-node added; `inherit` gives them the job's whole PATH. By default they get only the PATH directories that only root can change.",
    default: "",
    parse: string().trim().transform((s) => s === "inherit" ? "inherit" : s.split(/[\n:]/).map((d) => d.trim()).filter((d) => d !== "")).refine((v) => v === "inherit" || v.every((d) => d.startsWith("/")), { message: "expected absolute directories (one per line or colon-separated), or inherit" })
  },
  "regenerate-command": {
    description: "Optional command that regenerates lockfiles and generated files when merging the base branch leaves them in conflict, e.g. `npm install --package-lock-only` (from this workflow file only; run like verify-command, without secrets). Without it such a conflict is left to a human.",
    default: "",
    parse: optionalText
  },
  "triage-commands": {
    description: "Commands issue triage may run to reproduce a bug (newline separated; trusted workflow configuration).",
    default: "",
    parse: list
  },
  "mcp-servers": {
    description: "Read-only MCP servers the investigator and the fixer may use (docs/mcp.md), as YAML or JSON: each server name mapped to its command, args and the names of the step's env variables it receives (env). From this workflow file only; tend starts each one with PATH, HOME and those variables, offers the model only the tools a server marks read-only, and logs every call in the audit.",
    default: "",
    // Read in main.ts (config/mcp-servers.ts), where its YAML parser is loaded only when it is set.
    parse: text
  },
  "max-cost-usd": {
    description: "Most model spend per run, in US dollars.",
    default: "1",
    parse: positiveNumber
  },
  "audit-path": {
    description: "Where to write the audit JSON. Empty means $RUNNER_TEMP/tend/audit.json.",
    default: "",
    parse: optionalText
  },
  "dry-run": {
    description: "Read and decide, print the plan, write nothing to GitHub or git.",
    default: "false",
    parse: bool
  }
};
var SECRET_INPUTS = Object.keys(INPUTS).filter((name) => INPUTS[name].secret === true);
function inputSecrets(values) {
  return [...SECRET_INPUTS.map((name) => values[name]), ...CREDENTIAL_VARIABLES.map((variable) => values[variable])];
}
__name(inputSecrets, "inputSecrets");
async function parseInputs(read, environment = () => void 0) {
  await refuseRemovedInputs(read, read("config-path")?.trim() || INPUTS["config-path"].default);
  const values = {};
  const explicit = /* @__PURE__ */ new Set();
  for (const name of Object.keys(INPUTS)) {
    const spec = INPUTS[name];
    const raw = read(name) ?? spec.default;
    if (raw.trim() !== spec.default.trim()) explicit.add(name);
    const parsed = spec.parse.safeParse(raw);
    if (!parsed.success) {
      const shown = spec.secret ? "(hidden)" : JSON.stringify(raw);
      throw new InputError(`Input '${name}' is ${shown}: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
    }
    values[name] = parsed.data;
  }
  for (const variable of CREDENTIAL_VARIABLES) {
    const value = environment(variable)?.trim();
    if (value) values[variable] = value;
  }
  return { values, explicit };
}
__name(parseInputs, "parseInputs");

export {
  HANDOFF_VARIABLE,
  HANDOFF_FILE,
  HANDOFF_DIR_PREFIX,
  CREDENTIAL_VARIABLES,
  inputVariable,
  SECRET_INPUTS,
  inputSecrets,
  parseInputs
};
