// The action's step run inside the test's process: src/main.ts's runStep, the function the
// bundle's entry calls, in the environment and files emulator/runner.ts prepares for a spawned
// one. For test files that play dozens of events, where a process per event would cost a second
// each: spawn the bundle where the process boundary is the point, run the rest here.

import { runStep } from '../../src/main.js';
import type { StepExecutor } from '../../emulator/runner.js';

let queue: Promise<unknown> = Promise.resolve();

/**
 * One step at a time (process.env and stdout are the process's). Secrets are not handed over
 * through a file here (that needs a new process image): the step reads them from the environment.
 */
export const inProcessStep: StepExecutor = (env, cwd) => {
  const run = queue.then(() => runInside(env, cwd));
  queue = run.catch(() => undefined);
  return run;
};

async function runInside(env: Record<string, string>, cwd: string): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  const saved = { ...process.env };
  const savedCwd = process.cwd();
  const write = process.stdout.write.bind(process.stdout);
  const writeError = process.stderr.write.bind(process.stderr);
  let stdout = '';
  let stderr = '';
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  // What a spawned step writes to stderr (console.error, a stack trace) is asserted on too.
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stderr.write;
  try {
    process.chdir(cwd);
    const exitCode = await runStep(process.env, () => ({}));
    return { exitCode, stdout, stderr };
  } finally {
    process.stdout.write = write;
    process.stderr.write = writeError;
    process.chdir(savedCwd);
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}
