import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-B5NACFDK.js";
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

export {
  readEnvironment
};
