// The bundle's entry (dist/index.js, what the runner starts): the step, then an explicit exit.

import { SECRET_INPUTS } from './config/inputs.js';
import { secretsOutOfEnvironment } from './config/secret-handoff.js';
import { runStep } from './main.js';

// Its first act re-executes tend without its secrets in the environment (secret-handoff.ts).
const code = await runStep(process.env, () => secretsOutOfEnvironment(SECRET_INPUTS));
// Exit explicitly once the work is done: a request abandoned after a timeout may still hold a
// socket, and it must not keep the job (and its runner minutes) alive.
process.exit(code);
