// What a step says to the Actions runner: log lines, workflow commands (`::error::`, `::add-mask::`,
// `::group::`), step outputs and the job summary, written as @actions/core 3 writes them.
//
// tend used @actions/core for these eleven lines, and its index imports its OIDC client, which
// imports @actions/http-client and undici: a megabyte of code compiled before the first decision
// of every run, a run with nothing to do included, for getIDToken, which tend never calls (issue
// #29: a run loads what it runs). The formats are the runner's ("Workflow commands for GitHub
// Actions": the `::command::message` lines with %, CR and LF escaped; GITHUB_OUTPUT's
// `name<<delimiter` blocks; GITHUB_STEP_SUMMARY appended to), the same bytes @actions/core writes.

import { access, appendFile, constants } from 'node:fs/promises';
import { EOL } from 'node:os';

// Taken, not imported: node:fs's ES namespace reads its ReadStream getters, which load Node's streams (~3 ms).
const { appendFileSync, existsSync } = process.getBuiltinModule('node:fs');
// node:crypto too, when an output is written: its ES namespace reads every export, and its
// webcrypto getter loads Web Crypto, before the run's first request otherwise.
const randomUUID = () => process.getBuiltinModule('node:crypto').randomUUID();

/** `%`, CR and LF escaped, as the runner reads a command's message back. */
function escapeData(message: string): string {
  return message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function command(name: string, message: string): void {
  process.stdout.write(`::${name}::${escapeData(message)}${EOL}`);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export function debug(message: string): void {
  command('debug', message);
}

export function notice(message: string): void {
  command('notice', message);
}

export function warning(message: string): void {
  command('warning', message);
}

export function error(message: string): void {
  command('error', message);
}

/** The runner masks `secret` in every later line of the job's log. */
export function setSecret(secret: string): void {
  command('add-mask', secret);
}

export function startGroup(name: string): void {
  command('group', name);
}

export function endGroup(): void {
  command('endgroup', '');
}

/**
 * A step output: a `name<<delimiter` block appended to GITHUB_OUTPUT, the delimiter random so that
 * no value can end the block early (a value holding it is refused, as @actions/core refuses it);
 * without GITHUB_OUTPUT, the older `::set-output` command.
 */
export function setOutput(name: string, value: string): void {
  const file = process.env.GITHUB_OUTPUT || '';
  if (!file) {
    process.stdout.write(EOL);
    process.stdout.write(`::set-output name=${escapeProperty(name)}::${escapeData(value)}${EOL}`);
    return;
  }
  const delimiter = `ghadelimiter_${randomUUID()}`;
  if (name.includes(delimiter) || value.includes(delimiter)) throw new Error(`Unexpected input: the output ${name} holds its own delimiter "${delimiter}"`);
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  appendFileSync(file, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
}

function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY); fails when there is none to write to. */
export async function appendSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch {
    throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
  }
  await appendFile(file, markdown, { encoding: 'utf8' });
}
