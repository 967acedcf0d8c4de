import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ClassifiedEventSchema } from '../core/chat-event.js';
import { chatClassify } from './chat-classify.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const event = (content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    platform: 'slack',
    chat_id: 'C0HELP',
    chat_name: 'eng-help',
    message_id: '1700000000.000100',
    create_time: '2026-11-20T09:59:00Z',
    msg_type: 'text',
    content,
    thread_id: null,
    sender: { id: 'U0ALICE', type: 'user' },
    mentions: [],
    ...extra,
  });

async function run(args: string[], stdin: string) {
  const out = new PassThrough();
  const err = new PassThrough();
  const chunks = { out: '', err: '' };
  out.on('data', (c: Buffer) => (chunks.out += c.toString()));
  err.on('data', (c: Buffer) => (chunks.err += c.toString()));
  const code = await chatClassify(args, Readable.from([stdin]), out, err, () => NOW);
  return { code, ...chunks };
}

describe('tend chat classify', () => {
  it('adds the §3.2 fields to every line, in order, with the rules of --config', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tend-chat-'));
    const config = join(dir, 'tend.yml');
    await writeFile(config, 'chat:\n  bot-ids: {slack: U0TENDBOT}\n');
    const input = [event('ok'), '', event('hey', { mentions: ['U0TENDBOT'], message_id: '1700000000.000200' }), event('why is CI red')].join('\n');
    const result = await run(['--config', config], input);
    expect(result.code).toBe(0);
    expect(result.err).toBe('');
    const lines = result.out.trim().split('\n').map((l) => ClassifiedEventSchema.parse(JSON.parse(l)));
    expect(lines.map((l) => l.classification)).toEqual(['ack', 'actionable', 'actionable']);
    expect(lines[1]).toMatchObject({ is_bot_mention: true, classified_at: NOW.toISOString() });
  });

  it('treats --inflight thread keys as in flight', async () => {
    const reply = event('deployed it on arm64 too', { thread_id: '1700000000.000001', msg_type: 'thread_reply' });
    expect(JSON.parse((await run([], reply)).out).classification).toBe('ambient');
    expect(JSON.parse((await run(['--inflight', 'slack:C0HELP:1700000000.000001'], reply)).out).classification).toBe('actionable');
  });

  it.each([
    ['not JSON', '{oops', 'line 2: not valid JSON'],
    ['a missing field', JSON.stringify({ platform: 'slack' }), "line 2: 'chat_id'"],
    ['an unknown field', event('x', { extra: 1 }), "line 2: unknown field 'extra'"],
    ['a bad time', event('x', { create_time: 'yesterday' }), "line 2: 'create_time'"],
  ])('refuses a line with %s: one stderr line with its number, exit 2, nothing on stdout', async (_name, bad, message) => {
    const result = await run([], `${event('ok')}\n${bad}\n`);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(result.err).toContain(message);
  });

  it('refuses a bad config with one line naming the key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tend-chat-'));
    const config = join(dir, 'tend.yml');
    await writeFile(config, 'chat:\n  ack-patterns: ["(a+)+"]\n');
    const result = await run(['--config', config], event('ok'));
    expect(result.code).toBe(2);
    expect(result.err).toContain("key 'chat.ack-patterns.0'");
  });
});
