// The re-executed image's side of secret-handoff.ts: reads the step's inputs back from the handoff
// file once and deletes it, before tend starts any other process.

import { basename, dirname } from 'node:path';
import * as z from 'zod';
import { HANDOFF_DIR_PREFIX, HANDOFF_FILE, HANDOFF_VARIABLE, type Handoff } from './secret-handoff.js';

// Taken, not imported: node:fs's ES namespace reads its ReadStream getters, which load Node's streams (~3 ms).
const { readFileSync, rmSync } = process.getBuiltinModule('node:fs');

const HandoffSchema = z.record(z.string(), z.string());

/** The inputs by variable name (`INPUT_GITHUB-TOKEN` → value), wherever the handoff left them. */
export function takeHandoff(handoff: Handoff): Record<string, string> {
  if (handoff.kind === 'inline') return handoff.handed;
  const { file } = handoff;
  if (basename(file) !== HANDOFF_FILE || !basename(dirname(file)).startsWith(HANDOFF_DIR_PREFIX)) {
    throw new Error(`${HANDOFF_VARIABLE}=${file} is not a handoff file tend wrote; do not set ${HANDOFF_VARIABLE} in the workflow.`);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } finally {
    // Gone before tend starts any other process.
    rmSync(file, { force: true });
    rmSync(dirname(file), { recursive: true, force: true });
    delete process.env[HANDOFF_VARIABLE];
  }
  const parsed = HandoffSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The secret handoff file ${file} does not hold name → value pairs.`);
  return parsed.data;
}
