// One run: the route main.ts decided → the first query (config, the target, its comments) →
// settings and services → the workflow's handler → a result main.ts publishes. This file only
// sequences; decisions live in the workflows, I/O in src/github, src/git and src/llm.
//
// It loads only what the first query needs. That query goes out first, and the rest of the run
// (execute.ts: the settings, every workflow's code) loads while GitHub answers it.

import * as step from '../config/workflow-commands.js';
import type { RunEnvironment } from '../config/environment.js';
import { inputSecrets, type InputName, type InputValues } from '../config/inputs.js';
import { pinPrograms } from '../git/programs.js';
import { countRequests, createClientCore, rateLimitStop, type ApiCounts, type ClientCore } from '../github/client-core.js';
import { sentOrSettled } from '../github/request-sent.js';
import { loadRunContext } from '../github/run-context.js';
import { redactor } from '../core/redact.js';
import type { Route } from '../route/route.js';
import { firstReadInput } from './first-read.js';
import type { RunResult } from './result.js';

/** A routed run's result, with what it cost, for main.ts to publish. */
interface RunReport {
  result: RunResult;
  api: ApiCounts;
  startedAt: Date;
  dryRun: boolean;
  auditPath: string | undefined;
}

/** `alongFirstRead`: what the caller wants loaded while the first query is in flight (main.ts: its publisher). */
export async function runTend(
  env: RunEnvironment,
  inputs: { values: InputValues; explicit: Set<InputName> },
  routed: Exclude<Route, { action: 'skip' }>,
  alongFirstRead: () => Promise<unknown> = async () => undefined,
): Promise<RunReport> {
  const startedAt = env.now();
  const redact = redactor(inputSecrets(inputs.values));
  const log = (line: string) => step.info(redact(line));
  const jobClock = {
    now: env.now,
    deadline: new Date(startedAt.getTime() + inputs.values['job-timeout-minutes'] * 60_000),
    secondMs: env.rateLimitSecondMs ?? 1000,
  };
  const client = createClientCore(inputs.values['github-token'], { baseUrl: env.apiUrl, retryBaseMs: env.retryBaseMs, requestTimeoutMs: env.requestTimeoutMs, throttle: env.throttle, pacingSecondMs: env.pacingSecondMs, log, jobClock });
  try {
    const report = await runWith(client, env, inputs, routed, startedAt, redact, log, alongFirstRead);
    // A workflow may have taken a refused request in its stride; the run still ends on the limit.
    const stopped = rateLimitStop(client);
    if (stopped) throw stopped;
    return report;
  } catch (error) {
    // Whatever a refused request became on its way up, the run stopped for the rate limit.
    throw rateLimitStop(client) ?? error;
  }
}

async function runWith(
  client: ClientCore,
  env: RunEnvironment,
  inputs: { values: InputValues; explicit: Set<InputName> },
  routed: Exclude<Route, { action: 'skip' }>,
  startedAt: Date,
  redact: (text: string) => string,
  log: (line: string) => void,
  alongFirstRead: () => Promise<unknown>,
): Promise<RunReport> {
  const api = countRequests(client);
  const repo = { owner: env.owner, repo: env.repo };

  step.startGroup('tend: context');
  const contextRead = loadRunContext(client, repo, firstReadInput(routed, env.payload, inputs.values['config-path'], env.now(), startedAt));
  // While GitHub answers: git and the confinement's programs are pinned by absolute path, found
  // before any foreign code can have left a program of the same name on PATH (git/programs.ts;
  // nothing has started a process yet), and the rest of the run loads, the client's REST methods
  // with it (github/client.ts: the same client, given them now). Only once the read is on the
  // wire: both hold the thread for tens of ms, which would hold the request back instead.
  await sentOrSettled(contextRead);
  pinPrograms();
  const withRest = import('../github/client.js').then(({ withRestMethods }) => withRestMethods(client));
  const [context, { executeRun }, octokit] = await Promise.all([contextRead, import('./execute.js'), withRest, alongFirstRead()]);
  const executed = await executeRun({ env, inputs, startedAt, octokit, repo, redact, log }, routed, context);
  return { ...executed, api, startedAt };
}
