// The bundle's entry (dist/index.js, what the runner starts): the step, then an explicit exit.

import { reexecWithoutSecrets, type Handoff } from './config/secret-handoff.js';

// Its first act re-executes tend without its secrets in the environment (secret-handoff.ts), before
// the step's code is loaded: the first image, which only hands the inputs over, pays for that one
// small module and nothing else (no zod, no input table), so the start-up is paid once, in the new
// image. A failure of the handoff is the step's to report, so it is kept and thrown there.
let handoff: Handoff = { kind: 'inline', handed: {} };
let handoffFailed: { error: unknown } | undefined;
try {
  handoff = reexecWithoutSecrets();
} catch (error) {
  handoffFailed = { error };
}
const { runStep, takeHandoff } = await import('./main.js');
const code = await runStep(process.env, () => {
  if (handoffFailed) throw handoffFailed.error;
  return takeHandoff(handoff);
});
// Exit explicitly once the work is done: a request abandoned after a timeout may still hold a
// socket, and it must not keep the job (and its runner minutes) alive.
process.exit(code);
