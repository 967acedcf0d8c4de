// One step of the action, as the runner runs it (index.ts is the bundle's entry), and the only
// code that reads the Actions environment.
//
// Everything that can be checked without the network is checked first (inputs, the event file,
// routing), so bad input stops the run with one line before any request is made. The GitHub
// client is loaded only after that: @actions/github parses GITHUB_EVENT_PATH when it is imported,
// and a malformed payload must produce our error, not a stack trace.

import * as step from './config/workflow-commands.js';
import { readFileSync } from 'node:fs';
import { inputSecrets, parseInputs, SECRET_INPUTS } from './config/inputs.js';
import { route } from './route/route.js';
import type { RunEnvironment } from './config/environment.js';
import { InputError, RateLimitedError, TendError } from './core/errors.js';
import { isRequestTimeout, requestFailureLine } from './github/api-errors.js';
import { publish, writeSkipReport } from './report/publish.js';
import { redactor } from './core/redact.js';
import { CREDENTIAL_VARIABLES, inputVariable } from './config/secret-handoff.js';

export { takeHandoff } from './config/take-handoff.js';

/**
 * The step: its exit code, 0 or 1. `handOff` takes the inputs handed over outside the environment
 * (secret-handoff.ts), first, before anything can start a process; what it returns are those
 * inputs by variable name. `env` is the step's environment; the job summary and outputs go
 * where the runner reads them (GITHUB_STEP_SUMMARY, GITHUB_OUTPUT; config/workflow-commands.ts).
 */
export async function runStep(env: NodeJS.ProcessEnv, handOff: () => Record<string, string>): Promise<0 | 1> {
  let handedSecrets: Record<string, string> = {};
  try {
    handedSecrets = handOff();
    await main(env, handedSecrets);
    return 0;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      await reportRateLimited(env, error);
      return 0;
    }
    const secrets = [...SECRET_INPUTS.map((name) => inputVariable(name)), ...CREDENTIAL_VARIABLES].map((variable) => handedSecrets[variable] ?? env[variable]);
    const line = redactor(secrets)(failureLine(error));
    // @actions/core's setFailed would also set process.exitCode: the exit code is this function's answer.
    step.error(line);
    step.setOutput('state', 'failed');
    step.setOutput('reason', line);
    // The summary is where people look first; it says the same one line. Nothing else is written.
    if (env.GITHUB_STEP_SUMMARY) await step.appendSummary(`## tend · stopped\n\n${line}\n`).catch(() => undefined);
    if (env.RUNNER_DEBUG === '1' && error instanceof Error && error.stack) step.debug(redactor(secrets)(error.stack));
    return 1;
  }
}

async function main(processEnv: NodeJS.ProcessEnv, handedSecrets: Record<string, string>): Promise<void> {
  const inputs = parseInputs(
    (name) => handedSecrets[inputVariable(name)] ?? processEnv[inputVariable(name)] ?? '',
    (variable) => handedSecrets[variable] ?? processEnv[variable],
  );
  for (const value of inputSecrets(inputs.values)) if (value) step.setSecret(value);
  if (inputs.values['github-token'].trim() === '') {
    throw new InputError("Input 'github-token' is empty: pass a token (the default is ${{ github.token }}; a workflow that sets permissions: {} gives none).");
  }
  const env = readEnvironment(processEnv);
  // Its YAML parser is loaded only when the input is set: most runs start no MCP server.
  if (inputs.values['mcp-servers'].trim() !== '') env.mcp = (await import('./config/mcp-servers.js')).mcpSetup(inputs.values['mcp-servers'], (name) => handedSecrets[name] ?? processEnv[name]);
  // Routed once, here: routing reads the event and the command / number inputs, nothing that
  // .github/tend.yml can change, so a run with nothing to do answers without a single API call.
  const routed = route(env.eventName, env.payload, { command: inputs.values.command, number: inputs.values.number, workflow: env.workflow });
  if (routed.action === 'skip') {
    if (routed.notice) step.notice(routed.reason);
    await writeSkipReport(env, inputs.values, routed.reason);
    return;
  }
  const { runTend } = await import('./run/run.js');
  const report = await runTend(env, inputs, routed);
  await publish(env, { dryRun: report.dryRun, auditPath: report.auditPath, secrets: inputSecrets(inputs.values), startedAt: report.startedAt }, report.result, report.api);
}

function readEnvironment(env: NodeJS.ProcessEnv): RunEnvironment {
  const required = (name: string, what: string): string => {
    const value = env[name];
    if (!value) throw new InputError(`${name} is not set: it should hold ${what}, as the Actions runner sets it.`);
    return value;
  };
  const eventName = required('GITHUB_EVENT_NAME', 'the name of the event that started the workflow');
  const eventPath = required('GITHUB_EVENT_PATH', 'the path of the event payload file');
  let text: string;
  try {
    text = readFileSync(eventPath, 'utf8');
  } catch {
    throw new InputError(`The event payload file GITHUB_EVENT_PATH=${eventPath} cannot be read; the runner writes it for every run.`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new InputError(`The ${eventName} event payload at ${eventPath} is not valid JSON.`);
  }
  const repository = required('GITHUB_REPOSITORY', 'owner/name of the repository');
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
  if (!match) throw new InputError(`GITHUB_REPOSITORY is '${repository}'; expected owner/name.`);
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, '');
  const runId = env.GITHUB_RUN_ID;
  const retry = env.TEND_RETRY_BASE_MS;
  const rateLimitSecond = env.TEND_RATE_LIMIT_SECOND_MS;
  const timeout = env.TEND_REQUEST_TIMEOUT_MS;
  const poll = env.TEND_POLL_MS;
  const reread = env.TEND_MERGEABILITY_REREAD_MS;
  const pacing = env.TEND_GITHUB_PACING_MS;
  const started = Date.now();
  const fixedStart = env.TEND_NOW ? Date.parse(env.TEND_NOW) : NaN;
  return {
    eventName,
    payload,
    workflow: env.GITHUB_WORKFLOW || undefined,
    workflowRef: env.GITHUB_WORKFLOW_REF || undefined,
    owner: match[1]!,
    repo: match[2]!,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
    serverUrl,
    runnerTemp: env.RUNNER_TEMP ?? process.cwd(),
    runUrl: runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    retryBaseMs: retry && /^\d+$/.test(retry) ? Number(retry) : undefined,
    rateLimitSecondMs: rateLimitSecond && /^\d+$/.test(rateLimitSecond) ? Number(rateLimitSecond) : undefined,
    requestTimeoutMs: timeout && /^\d+$/.test(timeout) ? Number(timeout) : undefined,
    pollMs: poll && /^\d+$/.test(poll) ? Number(poll) : undefined,
    mergeabilityRereadMs: reread && /^\d+$/.test(reread) ? Number(reread) : undefined,
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL || undefined,
    platformBaseUrls: { bedrock: env.ANTHROPIC_BEDROCK_BASE_URL || undefined, vertex: env.ANTHROPIC_VERTEX_BASE_URL || undefined, foundry: env.ANTHROPIC_FOUNDRY_BASE_URL || undefined },
    chatUrls: {
      ...(env.TEND_SLACK_API_URL ? { slack: env.TEND_SLACK_API_URL } : {}),
      ...(env.TEND_DISCORD_API_URL ? { discord: env.TEND_DISCORD_API_URL } : {}),
      ...(env.TEND_MATTERMOST_URL ? { mattermost: env.TEND_MATTERMOST_URL } : {}),
      ...(env.TEND_GRAPH_API_URL ? { teams: env.TEND_GRAPH_API_URL } : {}),
      ...(env.TEND_LARK_API_URL ? { lark: env.TEND_LARK_API_URL } : {}),
    },
    throttle: env.TEND_GITHUB_THROTTLE !== 'off',
    pacingSecondMs: pacing && /^\d+$/.test(pacing) ? Number(pacing) : undefined,
    // TEND_NOW shifts the clock (demos and tests of deadlines); time still advances from there.
    now: Number.isNaN(fixedStart) ? () => new Date() : () => new Date(fixedStart + (Date.now() - started)),
  };
}

/** Known refusals are one line; anything else is a bug and says so, still without secrets. */
function failureLine(error: unknown): string {
  if (error instanceof TendError) return error.message;
  // Octokit appends ' - <documentation url>' to GitHub's message; the message is the useful part.
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/ - https?:\/\/\S+$/, '');
  if (error instanceof Error && isRequestTimeout(error)) return error.message;
  return requestFailureLine(error, message) ?? `tend failed: ${message}`;
}

/**
 * GitHub's rate limit ended the run before its job's deadline could: not a failure of the pull
 * request or of tend, so a warning and exit 0. The message holds no secret: tend composed it.
 */
async function reportRateLimited(env: NodeJS.ProcessEnv, error: RateLimitedError): Promise<void> {
  step.warning(error.message);
  step.setOutput('state', 'rate-limited');
  step.setOutput('reason', error.message);
  if (env.GITHUB_STEP_SUMMARY) await step.appendSummary(`## tend · paused by GitHub's rate limit\n\n${error.message}\n`).catch(() => undefined);
}
