import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-PN4QGNHY.js";

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
  const handoff = env[HANDOFF_VARIABLE];
  if (handoff) return { kind: "file", file: handoff };
  const split = splitEnvironment(env);
  if (typeof process.execve !== "function") return { kind: "inline", handed: split.handed };
  const dir = mkdtempSync(join(env.RUNNER_TEMP || tmpdir(), HANDOFF_DIR_PREFIX));
  const file = join(dir, HANDOFF_FILE);
  writeFileSync(file, JSON.stringify(split.handed), { mode: 384, flag: "wx" });
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...split.kept, [HANDOFF_VARIABLE]: file });
  throw new Error("process.execve returned");
}
__name(reexecWithoutSecrets, "reexecWithoutSecrets");

export {
  HANDOFF_VARIABLE,
  HANDOFF_FILE,
  HANDOFF_DIR_PREFIX,
  CREDENTIAL_VARIABLES,
  SECRET_INPUT_NAMES,
  ACTION_INPUT_NAMES,
  inputVariable,
  reexecWithoutSecrets
};
