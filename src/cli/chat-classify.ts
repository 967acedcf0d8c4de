// `tend chat classify [--config FILE] [--inflight KEY ...]`: the Tier-0 classifier as a filter.
// Reads chat events as NDJSON on stdin and writes them with the classifier's fields added, one
// line each, in order. FILE is a tend.yml whose `chat:` section holds the rules (defaults without it);
// --inflight names thread keys (platform:chat_id:root_id) to treat as in flight. A bad line stops
// with one line on stderr naming its number and what is wrong, exit 2, nothing written to stdout.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Readable, Writable } from 'node:stream';
import { parseRepoConfig } from '../config/repo-file.js';
import { DEFAULT_CHAT_CONFIG } from '../config/chat-section.js';
import { compileClassifier } from '../chat/watch/classify.js';
import { ChatEventSchema, type ChatEvent } from '../core/chat-event.js';
import { readAll, write } from './streams.js';
import { ConfigError } from '../core/errors.js';

export async function chatClassify(args: string[], input: Readable, output: Writable, error: Writable, now: () => Date = () => new Date()): Promise<number> {
  let values: { config?: string; inflight?: string[] };
  try {
    ({ values } = parseArgs({ args, options: { config: { type: 'string' }, inflight: { type: 'string', multiple: true } }, strict: true }));
  } catch (e) {
    await write(error, `tend chat classify: ${(e as Error).message}\n`);
    return 2;
  }
  let chat = DEFAULT_CHAT_CONFIG;
  if (values.config !== undefined) {
    let text: string;
    try {
      text = readFileSync(values.config, 'utf8');
    } catch {
      await write(error, `tend chat classify: cannot read --config ${values.config}; expected a tend.yml with a chat: section.\n`);
      return 2;
    }
    try {
      chat = parseRepoConfig(text, values.config).chat ?? DEFAULT_CHAT_CONFIG;
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      await write(error, `tend chat classify: ${e.message}\n`);
      return 2;
    }
  }
  const classifier = compileClassifier(chat);
  const lines = (await readAll(input)).split('\n');
  const events: ChatEvent[] = [];
  for (const [index, text] of lines.entries()) {
    if (text.trim() === '') continue;
    const problem = parseLine(text);
    if (typeof problem === 'string') {
      await write(error, `line ${index + 1}: ${problem}\n`);
      return 2;
    }
    events.push(problem);
  }
  const context = { inflight: new Set(values.inflight ?? []), classifiedAt: now().toISOString() };
  await write(output, events.map((e) => JSON.stringify(classifier.classify(e, context)) + '\n').join(''));
  return 0;
}

function parseLine(text: string): ChatEvent | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'not valid JSON; expected one §3.1 chat event object per line';
  }
  const parsed = ChatEventSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? `'${issue.path.join('.')}'` : 'the event';
  if (issue.code === 'unrecognized_keys') return `unknown field '${issue.keys[0]}' in ${where === 'the event' ? 'the event' : where}; a §3.1 event has platform, chat_id, chat_name, message_id, create_time, msg_type, content, thread_id, sender, mentions`;
  return `${where}: ${issue.message}`;
}
