// The bundle's entry (dist/index.js, what the runner starts): the step, then an explicit exit.

import { SECRET_INPUTS } from './config/inputs.js';
import { secretsOutOfEnvironment } from './config/secret-handoff.js';

// Its first act re-executes tend without its secrets in the environment (secret-handoff.ts), before
// the step's code is loaded: the first image, which only hands the secrets over, pays for this file
// alone. A failure of the handoff is the step's to report, so it is kept and thrown there.
let handed: Record<string, string> = {};
let handoffFailed: { error: unknown } | undefined;
try {
  handed = secretsOutOfEnvironment(SECRET_INPUTS);
} catch (error) {
  handoffFailed = { error };
}
const { runStep } = await import('./main.js');
const code = await runStep(process.env, () => {
  if (handoffFailed) throw handoffFailed.error;
  return handed;
});
// Exit explicitly once the work is done: a request abandoned after a timeout may still hold a
// socket, and it must not keep the job (and its runner minutes) alive.
process.exit(code);
