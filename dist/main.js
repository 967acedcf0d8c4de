import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  route
} from "./chunk-BVDPM7YM.js";
import "./chunk-ISMYWSFW.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-GIQH7MDF.js";
import {
  isRequestTimeout,
  requestFailureLine
} from "./chunk-X7M4VJU3.js";
import "./chunk-UGMHMVMQ.js";
import "./chunk-QRLKW63P.js";
import {
  CREDENTIAL_VARIABLES,
  HANDOFF_DIR_PREFIX,
  HANDOFF_FILE,
  HANDOFF_VARIABLE,
  SECRET_INPUTS,
  inputSecrets,
  inputVariable,
  parseInputs
} from "./chunk-ZDXME26T.js";
import "./chunk-2E2DVOZW.js";
import {
  redactor
} from "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import {
  appendSummary,
  debug,
  error,
  notice,
  setOutput,
  setSecret,
  warning
} from "./chunk-3VKS6IL7.js";
import {
  InputError,
  RateLimitedError,
  TendError
} from "./chunk-B5NACFDK.js";
import {
  record,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

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

// src/config/take-handoff.ts
import { basename, dirname } from "node:path";
var { readFileSync: readFileSync2, rmSync } = process.getBuiltinModule("node:fs");
var HandoffSchema = record(string(), string());
function takeHandoff(handoff) {
  if (handoff.kind === "inline") return handoff.handed;
  const { file } = handoff;
  if (basename(file) !== HANDOFF_FILE || !basename(dirname(file)).startsWith(HANDOFF_DIR_PREFIX)) {
    throw new Error(`${HANDOFF_VARIABLE}=${file} is not a handoff file tend wrote; do not set ${HANDOFF_VARIABLE} in the workflow.`);
  }
  let text;
  try {
    text = readFileSync2(file, "utf8");
  } finally {
    rmSync(file, { force: true });
    rmSync(dirname(file), { recursive: true, force: true });
    delete process.env[HANDOFF_VARIABLE];
  }
  const parsed = HandoffSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The secret handoff file ${file} does not hold name \u2192 value pairs.`);
  return parsed.data;
}
__name(takeHandoff, "takeHandoff");

// src/main.ts
var publisher;
var loadPublisher = /* @__PURE__ */ __name(() => publisher ??= import("./publish-RKTW2LDB.js"), "loadPublisher");
async function runStep(env, handOff) {
  let handedSecrets = {};
  try {
    handedSecrets = handOff();
    await main(env, handedSecrets);
    return 0;
  } catch (error2) {
    if (error2 instanceof RateLimitedError) {
      await reportRateLimited(env, error2);
      return 0;
    }
    const secrets = [...SECRET_INPUTS.map((name) => inputVariable(name)), ...CREDENTIAL_VARIABLES].map((variable) => handedSecrets[variable] ?? env[variable]);
    const line = redactor(secrets)(failureLine(error2));
    error(line);
    setOutput("state", "failed");
    setOutput("reason", line);
    if (env.GITHUB_STEP_SUMMARY) await appendSummary(`## tend \xB7 stopped

${line}
`).catch(() => void 0);
    if (env.RUNNER_DEBUG === "1" && error2 instanceof Error && error2.stack) debug(redactor(secrets)(error2.stack));
    return 1;
  }
}
__name(runStep, "runStep");
async function main(processEnv, handedSecrets) {
  const inputs = await parseInputs(
    (name) => handedSecrets[inputVariable(name)] ?? processEnv[inputVariable(name)] ?? "",
    (variable) => handedSecrets[variable] ?? processEnv[variable]
  );
  for (const value of inputSecrets(inputs.values)) if (value) setSecret(value);
  if (inputs.values["github-token"].trim() === "") {
    throw new InputError("Input 'github-token' is empty: pass a token (the default is ${{ github.token }}; a workflow that sets permissions: {} gives none).");
  }
  const env = readEnvironment(processEnv);
  if (inputs.values["mcp-servers"].trim() !== "") env.mcp = (await import("./mcp-servers-K66QZGJN.js")).mcpSetup(inputs.values["mcp-servers"], (name) => handedSecrets[name] ?? processEnv[name]);
  const routed = route(env.eventName, env.payload, { command: inputs.values.command, number: inputs.values.number, workflow: env.workflow });
  if (routed.action === "skip") {
    if (routed.notice) notice(routed.reason);
    await (await loadPublisher()).writeSkipReport(env, inputs.values, routed.reason);
    return;
  }
  const { runTend } = await import("./run-EBN7WJYI.js");
  const report = await runTend(env, inputs, routed, loadPublisher);
  await (await loadPublisher()).publish(env, { dryRun: report.dryRun, auditPath: report.auditPath, secrets: inputSecrets(inputs.values), startedAt: report.startedAt }, report.result, report.api);
}
__name(main, "main");
function failureLine(error2) {
  if (error2 instanceof TendError) return error2.message;
  const message = (error2 instanceof Error ? error2.message : String(error2)).split("\n")[0].replace(/ - https?:\/\/\S+$/, "");
  if (error2 instanceof Error && isRequestTimeout(error2)) return error2.message;
  return requestFailureLine(error2, message) ?? `tend failed: ${message}`;
}
__name(failureLine, "failureLine");
async function reportRateLimited(env, error2) {
  warning(error2.message);
  setOutput("state", "rate-limited");
  setOutput("reason", error2.message);
  if (env.GITHUB_STEP_SUMMARY) await appendSummary(`## tend \xB7 paused by GitHub's rate limit

${error2.message}
`).catch(() => void 0);
}
__name(reportRateLimited, "reportRateLimited");
export {
  runStep,
  takeHandoff
};
