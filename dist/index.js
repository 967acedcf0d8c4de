import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  readEnvironment
} from "./chunk-UBYVD5WD.js";
import {
  routeEvent
} from "./chunk-RLIWDC2U.js";
import "./chunk-ISMYWSFW.js";
import "./chunk-PSBXGJWC.js";
import "./chunk-NY7W2QLN.js";
import "./chunk-UGMHMVMQ.js";
import {
  ACTION_INPUT_NAMES,
  CREDENTIAL_VARIABLES,
  HANDOFF_VARIABLE,
  SECRET_INPUT_NAMES,
  inputVariable,
  reexecWithoutSecrets
} from "./chunk-UMFQVHG3.js";
import "./chunk-2E2DVOZW.js";
import {
  trimmedOrAbsent
} from "./chunk-WUB523E6.js";
import "./chunk-B5NACFDK.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

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
  const [step, { composeAudit, skipResult, writeReports }] = await Promise.all([import("./workflow-commands-NPQQOB77.js"), import("./write-reports-TQMFYDDD.js")]);
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
var { runStep, takeHandoff } = await import("./main-R5OUMCHY.js");
var code = await runStep(process.env, () => {
  if (handoffFailed) throw handoffFailed.error;
  return takeHandoff(handoff);
});
process.exit(code);
