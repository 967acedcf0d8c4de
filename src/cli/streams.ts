// Reading all of stdin and writing to a stream with back-pressure: what every filter-style
// command (review parse, evidence check, chat classify) does around its pure core.

import type { Readable, Writable } from 'node:stream';

export async function readAll(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export function write(stream: Writable, text: string): Promise<void> {
  if (text === '') return Promise.resolve();
  return new Promise((resolve, reject) => stream.write(text, (cause) => (cause ? reject(cause) : resolve())));
}

/**
 * Progress of a long command (`review local`, `triage`, `selftest`, `pr --dry-run`): one line per
 * step on stderr when stderr is a terminal, nothing when it is piped or redirected, so a script
 * that reads the result (or a CI log) gets only the result and the errors. Lines go through
 * `redact` like everything else the command prints.
 */
export function progressLine(stream: { write(text: string): unknown; isTTY?: boolean }, command: string, redact: (text: string) => string = (text) => text): (step: string) => void {
  if (stream.isTTY !== true) return () => undefined;
  return (step) => void stream.write(redact(`tend ${command}: ${step}\n`));
}
