// A run with nothing to do, answered by the first image (index.ts) before it re-executes without
// its secrets (config/secret-handoff.ts): routing's own decisions (route/decide.ts) on the event,
// then the reports a skip of the full step writes (write-reports.ts). One Node start, none of the
// step's code (zod, the input table, the workflows).
//
// Trusted only when routing says skip, and only on what it can read without that code: no event
// file, a payload that is not JSON, a repository that is not owner/name, an empty github-token or
// a dry-run that is not true or false, or an input action.yml does not declare (a removed one, which
// the runner still passes) leave the run to the full step, which says what is wrong.
// Not checked: the other inputs' values and the payload fields routing does not read; a skip
// writes nothing they change, and the next run with something to do reports them.
//
// It starts no process, so the secrets still in this image's environment are exposed to nothing new.

import { readEnvironment, type RunEnvironment } from '../config/environment.js';
import { ACTION_INPUT_NAMES, CREDENTIAL_VARIABLES, inputVariable, SECRET_INPUT_NAMES } from '../config/secret-handoff.js';
import { trimmedOrAbsent } from '../core/text.js';
import { routeEvent, type RouteOptions } from '../route/decide.js';
import type { AuditRecord } from './audit.js';

/**
 * The skip routing decides for this event, or undefined. The payload has not passed its schema
 * (route.ts): for one that would, routeEvent reads the same fields and decides the same; for one
 * that would not, it may throw (undefined here: the full step names the malformed field) or skip.
 */
export function earlySkip(eventName: string, payload: unknown, options: RouteOptions): { reason: string; notice: boolean } | undefined {
  try {
    const routed = routeEvent(eventName, payload, options);
    return routed.action === 'skip' ? { reason: routed.reason, notice: routed.notice === true } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In the first image: true when the run had nothing to do and its reports are written (exit 0),
 * false when the full step must run. Throws only where writing the reports fails.
 */
export async function skipBeforeReexec(processEnv: NodeJS.ProcessEnv): Promise<boolean> {
  const input = (name: string): string | undefined => processEnv[inputVariable(name)];
  let env: RunEnvironment;
  try {
    env = readEnvironment(processEnv);
  } catch {
    return false;
  }
  const token = input('github-token') ?? '';
  const dryRun = (input('dry-run') ?? 'false').trim().toLowerCase();
  if (token.trim() === '' || (dryRun !== 'true' && dryRun !== 'false')) return false;
  const declared = new Set<string>(ACTION_INPUT_NAMES.map(inputVariable));
  if (Object.keys(processEnv).some((name) => /^INPUT_/i.test(name) && !declared.has(name.toUpperCase()))) return false;
  const skipped = earlySkip(env.eventName, env.payload, { command: trimmedOrAbsent(input('command')), number: trimmedOrAbsent(input('number')), workflow: env.workflow });
  if (!skipped) return false;
  // Loaded only here: node:crypto and node:fs/promises, which they load, are not in Node's start-up
  // snapshot, and a run that goes on to the full step would compile them for nothing.
  const [step, { composeAudit, skipResult, writeReports }] = await Promise.all([import('../config/workflow-commands.js'), import('./write-reports.js')]);
  // Masked as main.ts masks them: github-token as passed, the other secrets trimmed.
  const secrets = [
    ...SECRET_INPUT_NAMES.map((name) => (name === 'github-token' ? token : trimmedOrAbsent(input(name)))),
    ...CREDENTIAL_VARIABLES.map((variable) => trimmedOrAbsent(processEnv[variable])),
  ];
  for (const value of secrets) if (value) step.setSecret(value);
  if (skipped.notice) step.notice(skipped.reason);
  const options = { dryRun: dryRun === 'true', auditPath: trimmedOrAbsent(input('audit-path')), secrets, startedAt: env.now() };
  const result = skipResult(env, skipped.reason);
  const api = { rest: 0, graphql: 0 };
  // A skip's record holds only strings, numbers and empty lists: the schema gives it back as it is
  // (early-skip.test.ts), so it is written without loading the schema.
  await writeReports(env, options, result, api, composeAudit(env, options, result, api) as AuditRecord);
  return true;
}
