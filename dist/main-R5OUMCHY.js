import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  route
} from "./chunk-6VVBUPCY.js";
import "./chunk-GIQH7MDF.js";
import {
  isRequestTimeout,
  requestFailureLine
} from "./chunk-X7M4VJU3.js";
import {
  readEnvironment
} from "./chunk-UBYVD5WD.js";
import "./chunk-RLIWDC2U.js";
import "./chunk-ISMYWSFW.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import {
  SECRET_INPUTS,
  inputSecrets,
  parseInputs
} from "./chunk-YBJAWAQN.js";
import {
  CREDENTIAL_VARIABLES,
  HANDOFF_DIR_PREFIX,
  HANDOFF_FILE,
  HANDOFF_VARIABLE,
  inputVariable
} from "./chunk-UMFQVHG3.js";
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
  record,
  string
} from "./chunk-HYZO7EOR.js";
import {
  InputError,
  RateLimitedError,
  TendError
} from "./chunk-B5NACFDK.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/config/take-handoff.ts
import { basename, dirname } from "node:path";
var { readFileSync, rmSync } = process.getBuiltinModule("node:fs");
var HandoffSchema = record(string(), string());
function takeHandoff(handoff) {
  if (handoff.kind === "inline") return handoff.handed;
  const { file } = handoff;
  if (basename(file) !== HANDOFF_FILE || !basename(dirname(file)).startsWith(HANDOFF_DIR_PREFIX)) {
    throw new Error(`${HANDOFF_VARIABLE}=${file} is not a handoff file tend wrote; do not set ${HANDOFF_VARIABLE} in the workflow.`);
  }
  let text;
  try {
    text = readFileSync(file, "utf8");
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
var loadPublisher = /* @__PURE__ */ __name(() => publisher ??= import("./publish-AG27VA35.js"), "loadPublisher");
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
  if (inputs.values["mcp-servers"].trim() !== "") env.mcp = (await import("./mcp-servers-47SWIRHJ.js")).mcpSetup(inputs.values["mcp-servers"], (name) => handedSecrets[name] ?? processEnv[name]);
  const routed = route(env.eventName, env.payload, { command: inputs.values.command, number: inputs.values.number, workflow: env.workflow });
  if (routed.action === "skip") {
    if (routed.notice) notice(routed.reason);
    await (await loadPublisher()).writeSkipReport(env, inputs.values, routed.reason);
    return;
  }
  const { runTend } = await import("./run-DYKXMG2Y.js");
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
