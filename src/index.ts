// The bundle's entry (dist/index.js, what the runner starts): the step, then an explicit exit.

import { HANDOFF_VARIABLE, reexecWithoutSecrets, type Handoff } from './config/secret-handoff.js';
import { skipBeforeReexec } from './report/early-skip.js';

// A run with nothing to do ends in this first image, from the event alone (report/early-skip.ts):
// one Node start and no step code. Only here: a re-executed image (the handoff variable set) was
// already asked, and got no for an answer.
if (!process.env[HANDOFF_VARIABLE] && (await skipBeforeReexec(process.env))) process.exit(0);

// Otherwise its first act re-executes tend without its secrets in the environment
// (secret-handoff.ts), before the step's code is loaded: the first image, which only hands the
// inputs over, pays for those small modules and nothing else (no zod, no input table), so the
// start-up is paid once, in the new image. A failure of the handoff is the step's to report, so it
// is kept and thrown there.
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
