// `tend review parse`: reads review comments as JSON lines and prints, for each, what the ship
// workflow reads from it (the bot, its severity label, the committable suggestions). It is
// offline: nothing is looked up on GitHub.
//
// Without an `author_id` the account cannot be proven, so a login is looked up in KNOWN_BOTS
// only when the account is a Bot. That trusts a login, which the action itself never does: it
// is acceptable here only because the person running this tool supplies the data themselves.

import type { Readable, Writable } from 'node:stream';
import * as z from 'zod';
import { KNOWN_BOTS } from '../config/known-bots.js';
import { parseReviewComment } from '../ship/review-comment.js';
import { readAll, write } from './streams.js';
import { type Actor } from '../core/pull-request.js';

const LineSchema = z.strictObject({
  /** A login, as REST (`coderabbitai[bot]`) or GraphQL (`coderabbitai`) shows it. */
  author: z.string().min(1),
  /** User, Bot, ... Defaults to Bot for a `name[bot]` login (user logins cannot hold brackets), else User. */
  author_type: z.string().min(1).optional(),
  /** The numeric account id; what a bot is recognised by. */
  author_id: z.number().int().nonnegative().optional(),
  body: z.string(),
});

type Line = z.infer<typeof LineSchema>;

/** Returns the exit code: 0, or 2 when a line is malformed (then nothing is written to `output`). */
export async function reviewParse(input: Readable, output: Writable, error: Writable): Promise<number> {
  const lines = (await readAll(input)).split('\n');
  const records: Line[] = [];
  for (const [index, text] of lines.entries()) {
    if (text.trim() === '') continue;
    const record = parseLine(text);
    if (typeof record === 'string') {
      await write(error, `line ${index + 1}: ${record}\n`);
      return 2;
    }
    records.push(record);
  }
  const results = records.map((record) => {
    const { bot, severity, suggestions } = parseReviewComment({ author: actorOf(record), body: record.body }, []);
    return `${JSON.stringify({ bot, severity, suggestions: suggestions.map(({ text }) => ({ text })) })}\n`;
  });
  await write(output, results.join(''));
  return 0;
}

/** The record, or what is wrong with it in one line. */
function parseLine(text: string): Line | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    return `not valid JSON (${cause instanceof Error ? cause.message : String(cause)})`;
  }
  const parsed = LineSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    return `unknown key '${issue.keys[0]}'; expected ${Object.keys(LineSchema.shape).join(', ')}`;
  }
  if (issue.path.length === 0) return `expected a JSON object with author and body, got ${typeName(data)}`;
  const key = String(issue.path[0]);
  const value = (data as Record<string, unknown>)[key];
  if (value === undefined) return `key '${key}' is required`;
  return `key '${key}' ${EXPECTED[key as keyof Line]} (got ${typeName(value)})`;
}

const EXPECTED: Record<keyof Line, string> = {
  author: 'must be a non-empty login',
  author_type: 'must be a non-empty account type such as User or Bot',
  author_id: 'must be a whole number, the account id',
  body: 'must be a string',
};

function actorOf(record: Line): Actor {
  const login = record.author;
  const type = record.author_type ?? (login.endsWith('[bot]') ? 'Bot' : 'User');
  if (record.author_id !== undefined) return { login, id: record.author_id, type };
  if (type !== 'Bot') return { login, id: 0, type };
  // GraphQL shows an App's login without `[bot]`: accept either spelling, as GitHub does, case-insensitively.
  const wanted = login.toLowerCase().replace(/\[bot\]$/, '');
  const known = KNOWN_BOTS.find((b) => b.login.toLowerCase().replace(/\[bot\]$/, '') === wanted);
  return { login, id: known?.id ?? 0, type };
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
