import type { MessageParam, TextBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { describe, expect, it } from 'vitest';
import type { MessagesBody } from './types.js';
import { countInputTokens, PromptCache, promptSegments } from './usage.js';

const SYSTEM = 'You triage issues against the repository. '.repeat(30);
const cached = (text: string, ttl?: '5m' | '1h'): TextBlockParam => ({ type: 'text', text, cache_control: ttl ? { type: 'ephemeral', ttl } : { type: 'ephemeral' } });
const body = (messages: MessageParam[], extra: Partial<MessagesBody> = {}): MessagesBody => ({ model: 'claude-sonnet-4-6', max_tokens: 64, messages, ...extra });
const total = (u: { input_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number }) => u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;

describe('PromptCache', () => {
  it('counts everything as input when no block asks for caching', () => {
    const request = body([{ role: 'user', content: 'hi' }], { system: SYSTEM });
    expect(new PromptCache().account(request)).toMatchObject({ input_tokens: countInputTokens(request), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
  });

  it('writes a prefix the first time and reads it afterwards, with the same total', () => {
    const cache = new PromptCache();
    const first = cache.account(body([{ role: 'user', content: 'one' }], { system: [cached(SYSTEM)] }));
    const second = cache.account(body([{ role: 'user', content: 'two' }], { system: [cached(SYSTEM)] }));

    expect(first.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(first.cache_read_input_tokens).toBe(0);
    expect(second).toMatchObject({ cache_creation_input_tokens: 0, cache_read_input_tokens: first.cache_creation_input_tokens });
    expect(total(first)).toBe(countInputTokens(body([{ role: 'user', content: 'one' }], { system: SYSTEM })));
  });

  it('misses when anything before the breakpoint changes: tools come first', () => {
    const cache = new PromptCache();
    const tool = { name: 'read_file', description: 'Read a file.', input_schema: { type: 'object' as const } };
    cache.account(body([{ role: 'user', content: 'q' }], { tools: [tool], system: [cached(SYSTEM)] }));
    const changed = cache.account(body([{ role: 'user', content: 'q' }], { tools: [{ ...tool, description: 'Read any file.' }], system: [cached(SYSTEM)] }));
    expect(changed.cache_read_input_tokens).toBe(0);
    expect(changed.cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it('keys entries by model', () => {
    const cache = new PromptCache();
    cache.account(body([{ role: 'user', content: 'q' }], { system: [cached(SYSTEM)] }));
    const other = cache.account(body([{ role: 'user', content: 'q' }], { model: 'claude-haiku-4-5', system: [cached(SYSTEM)] }));
    expect(other.cache_read_input_tokens).toBe(0);
  });

  it("reads the previous turn's prefix when a conversation moves its breakpoint to the newest turn", () => {
    const cache = new PromptCache();
    const turn1: MessageParam[] = [{ role: 'user', content: [cached('Investigate the flaky test in ci.yml, please. '.repeat(10))] }];
    const first = cache.account(body(turn1, { system: SYSTEM }));
    const turn2: MessageParam[] = [
      { role: 'user', content: [{ type: 'text', text: 'Investigate the flaky test in ci.yml, please. '.repeat(10) }] },
      { role: 'assistant', content: 'It retries on timeout.' },
      { role: 'user', content: [cached('Why does it time out?')] },
    ];
    const second = cache.account(body(turn2, { system: SYSTEM }));

    expect(second.cache_read_input_tokens).toBe(first.cache_creation_input_tokens);
    expect(second.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(second.input_tokens).toBe(0);
  });

  it('splits cache writes by ttl and reads the longest cached breakpoint', () => {
    const cache = new PromptCache();
    const tool = { name: 'read_file', description: 'Read a file. '.repeat(20), input_schema: { type: 'object' as const }, cache_control: { type: 'ephemeral' as const, ttl: '1h' as const } };
    const first = cache.account(body([{ role: 'user', content: 'q' }], { tools: [tool], system: [cached(SYSTEM)] }));
    expect(first.cache_creation.ephemeral_1h_input_tokens).toBeGreaterThan(0);
    expect(first.cache_creation.ephemeral_5m_input_tokens).toBeGreaterThan(0);
    expect(first.cache_creation.ephemeral_1h_input_tokens + first.cache_creation.ephemeral_5m_input_tokens).toBe(first.cache_creation_input_tokens);

    // Same tools, new system prompt: the tools entry is read, the system prompt is written again.
    const second = cache.account(body([{ role: 'user', content: 'q' }], { tools: [tool], system: [cached(`${SYSTEM} Be terse.`)] }));
    expect(second.cache_read_input_tokens).toBe(first.cache_creation.ephemeral_1h_input_tokens);
    expect(second.cache_creation.ephemeral_1h_input_tokens).toBe(0);
    expect(second.cache_creation.ephemeral_5m_input_tokens).toBeGreaterThan(0);
  });

  it('treats the top-level cache_control as a breakpoint on the last block', () => {
    const request = body([{ role: 'user', content: 'q' }], { system: SYSTEM, cache_control: { type: 'ephemeral' } });
    expect(promptSegments(request).at(-1)!.breakpoint).toBe('5m');
    const cache = new PromptCache();
    expect(cache.account(request)).toMatchObject({ input_tokens: 0, cache_read_input_tokens: 0 });
    expect(cache.account(request)).toMatchObject({ input_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: countInputTokens(request) });
  });
});
