import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  firstReadInput
} from "./chunk-HC3HSSVJ.js";
import {
  loadRunContext
} from "./chunk-MYJ3MQW6.js";
import {
  pinPrograms
} from "./chunk-HSMBFR5K.js";
import "./chunk-ARTH7MB3.js";
import "./chunk-X7M4VJU3.js";
import "./chunk-QRLKW63P.js";
import {
  inputSecrets
} from "./chunk-ZDXME26T.js";
import {
  redactor
} from "./chunk-TCPROEM4.js";
import "./chunk-WUB523E6.js";
import {
  info,
  startGroup
} from "./chunk-3VKS6IL7.js";
import {
  countRequests,
  createClientCore,
  rateLimitStop
} from "./chunk-WQGBNU5R.js";
import "./chunk-B5NACFDK.js";
import "./chunk-HYZO7EOR.js";
import "./chunk-2JDOVMKO.js";
import {
  __name
} from "./chunk-PN4QGNHY.js";

// src/github/request-sent.ts
import { subscribe, unsubscribe } from "node:diagnostics_channel";
var HTTP_REQUEST_START = "http.client.request.start";
var UNDICI_SEND_HEADERS = "undici:client:sendHeaders";
function sentOrSettled(request) {
  return new Promise((resolve) => {
    const done = /* @__PURE__ */ __name(() => {
      unsubscribe(HTTP_REQUEST_START, started);
      unsubscribe(UNDICI_SEND_HEADERS, done);
      resolve();
    }, "done");
    const started = /* @__PURE__ */ __name((message) => {
      const outgoing = message?.request;
      if (typeof outgoing?.once === "function") outgoing.once("finish", done);
    }, "started");
    subscribe(HTTP_REQUEST_START, started);
    subscribe(UNDICI_SEND_HEADERS, done);
    request.then(done, done);
  });
}
__name(sentOrSettled, "sentOrSettled");

// src/run/run.ts
async function runTend(env, inputs, routed, alongFirstRead = async () => void 0) {
  const startedAt = env.now();
  const redact = redactor(inputSecrets(inputs.values));
  const log = /* @__PURE__ */ __name((line) => info(redact(line)), "log");
  const jobClock = {
    now: env.now,
    deadline: new Date(startedAt.getTime() + inputs.values["job-timeout-minutes"] * 6e4),
    secondMs: env.rateLimitSecondMs ?? 1e3
  };
  const client = createClientCore(inputs.values["github-token"], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, throttle: env.throttle, pacingSecondMs: env.pacingSecondMs, log, jobClock });
  try {
    const report = await runWith(client, env, inputs, routed, startedAt, redact, log, alongFirstRead);
    const stopped = rateLimitStop(client);
    if (stopped) throw stopped;
    return report;
  } catch (error) {
    throw rateLimitStop(client) ?? error;
  }
}
__name(runTend, "runTend");
async function runWith(client, env, inputs, routed, startedAt, redact, log, alongFirstRead) {
  const api = countRequests(client);
  const repo = { owner: env.owner, repo: env.repo };
  startGroup("tend: context");
  const contextRead = loadRunContext(client, repo, firstReadInput(routed, env.payload, inputs.values["config-path"], env.now(), startedAt));
  await sentOrSettled(contextRead);
  pinPrograms();
  const withRest = import("./client-XW5GVPVZ.js").then(({ withRestMethods }) => withRestMethods(client));
  const [context, { executeRun }, octokit] = await Promise.all([contextRead, import("./execute-GXFLX27D.js"), withRest, alongFirstRead()]);
  const executed = await executeRun({ env, inputs, startedAt, octokit, repo, redact, log }, routed, context);
  return { ...executed, api, startedAt };
}
__name(runWith, "runWith");
export {
  runTend
};
