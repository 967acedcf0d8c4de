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
