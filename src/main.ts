// One step of the action, as the runner runs it (index.ts is the bundle's entry), and the only
// code that reads the Actions environment.
//
// Everything that can be checked without the network is checked first (inputs, the event file,
// routing), so bad input stops the run with one line before any request is made. The GitHub
// client is loaded only after that: @actions/github parses GITHUB_EVENT_PATH when it is imported,
// and a malformed payload must produce our error, not a stack trace.

import * as step from './config/workflow-commands.js';
import { inputSecrets, parseInputs, SECRET_INPUTS } from './config/inputs.js';
import { route } from './route/route.js';
import { readEnvironment } from './config/environment.js';
import { InputError, RateLimitedError, TendError } from './core/errors.js';
import { isRequestTimeout, requestFailureLine } from './github/api-errors.js';
import { redactor } from './core/redact.js';
import { CREDENTIAL_VARIABLES, inputVariable } from './config/secret-handoff.js';

export { takeHandoff } from './config/take-handoff.js';

// The publisher (the audit record's schema, the reports' sections) is not needed before the end:
// a routed run loads it while its first query is in flight (run.ts), not before that query.
let publisher: Promise<typeof import('./report/publish.js')> | undefined;
const loadPublisher = () => (publisher ??= import('./report/publish.js'));

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
  const inputs = await parseInputs(
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
    await (await loadPublisher()).writeSkipReport(env, inputs.values, routed.reason);
    return;
  }
  const { runTend } = await import('./run/run.js');
  const report = await runTend(env, inputs, routed, loadPublisher);
  await (await loadPublisher()).publish(env, { dryRun: report.dryRun, auditPath: report.auditPath, secrets: inputSecrets(inputs.values), startedAt: report.startedAt }, report.result, report.api);
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
