import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator } from './server.js';

const MODEL = 'claude-sonnet-4-6';

const READ_FILE: Tool = {
  name: 'read_file',
  description: 'Read a file of the repository.',
  input_schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
};

let emu: AnthropicEmulator;
let client: Anthropic;

beforeEach(async () => {
  emu = await startAnthropicEmulator();
  client = new Anthropic({ apiKey: emu.apiKey, baseURL: emu.url, maxRetries: 0 });
});

afterEach(async () => {
  await emu.stop();
});

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<InstanceType<typeof Anthropic.APIError>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Anthropic.APIError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('anthropic emulator, driven by the real SDK', () => {
  it('answers a scripted text reply as a message object with estimated usage', async () => {
    emu.script({ kind: 'message', content: [{ type: 'text', text: 'The build is green.' }] });
    const message = await client.messages.create({ model: MODEL, max_tokens: 256, system: 'Be brief.', messages: [{ role: 'user', content: 'Is the build green?' }] });

    expect(message).toMatchObject({ type: 'message', role: 'assistant', model: MODEL, stop_reason: 'end_turn', stop_sequence: null });
    expect(message.id).toMatch(/^msg_/);
    expect(message.content).toEqual([{ type: 'text', text: 'The build is green.', citations: null }]);
    expect(message.usage.input_tokens).toBeGreaterThan(0);
    expect(message.usage.output_tokens).toBeGreaterThan(0);
    expect(message.usage).toMatchObject({ cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
    expect(emu.requests).toHaveLength(1);
    expect(emu.requests[0]).toMatchObject({ path: '/v1/messages', status: 200, body: { model: MODEL, system: 'Be brief.' } });
    // The pinned SDK sends the key as a bearer token and names its API version.
    expect(emu.requests[0]!.headers['anthropic-version']).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(emu.requests[0]!.headers['authorization']).toBe('[redacted]');
  });

  it('runs a tool_use turn then accepts the tool_result turn that answers it', async () => {
    emu.script(
      { kind: 'message', content: [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', name: 'read_file', input: { path: 'README.md' } }] },
      { kind: 'message', content: [{ type: 'text', text: 'The README says hello.' }] },
    );
    const messages: MessageParam[] = [{ role: 'user', content: 'What does the README say?' }];
    const first = await client.messages.create({ model: MODEL, max_tokens: 512, tools: [READ_FILE], messages });
    expect(first.stop_reason).toBe('tool_use');
    const call = first.content.find((block): block is ToolUseBlock => block.type === 'tool_use');
    expect(call).toMatchObject({ type: 'tool_use', name: 'read_file', input: { path: 'README.md' } });
    expect(call!.id).toMatch(/^toolu_/);

    messages.push({ role: 'assistant', content: first.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: call!.id, content: 'hello' }] });
    const second = await client.messages.create({ model: MODEL, max_tokens: 512, tools: [READ_FILE], messages });
    expect(second.content).toEqual([{ type: 'text', text: 'The README says hello.', citations: null }]);
    expect(emu.requests.map((r) => r.status)).toEqual([200, 200]);
    expect(emu.pending).toBe(0);
  });

  it('reads a cached prefix the second time it is sent, and only then', async () => {
    const system = [{ type: 'text' as const, text: 'You review pull requests. '.repeat(40), cache_control: { type: 'ephemeral' as const } }];
    const ask = (question: string) => client.messages.create({ model: MODEL, max_tokens: 64, system, messages: [{ role: 'user', content: question }] });
    emu.fallback({ kind: 'message', content: [{ type: 'text', text: 'ok' }] });

    const uncached = await client.messages.create({ model: MODEL, max_tokens: 64, system: system[0]!.text, messages: [{ role: 'user', content: 'First?' }] });
    const first = await ask('First?');
    const second = await ask('Second, a different question?');

    expect(uncached.usage).toMatchObject({ cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(200);
    expect(first.usage.cache_read_input_tokens).toBe(0);
    expect(second.usage.cache_creation_input_tokens).toBe(0);
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
    // Input tokens count only what follows the cached prefix.
    expect(second.usage.input_tokens).toBeLessThan(20);
    const total = (u: Anthropic.Usage) => u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
    expect(total(first.usage)).toBe(uncached.usage.input_tokens);
  });

  it('surfaces a scripted 429 as RateLimitError with its retry-after', async () => {
    emu.script({ kind: 'error', status: 429, type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit', headers: { 'retry-after': '7' } });
    const error = await rejection(client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }));

    expect(error).toBeInstanceOf(Anthropic.RateLimitError);
    expect(error.status).toBe(429);
    expect(error.headers?.get('retry-after')).toBe('7');
    expect(error.requestID).toMatch(/^req_/);
    expect(error.error).toEqual({ type: 'error', error: { type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit' }, request_id: error.requestID });
    expect(emu.requests[0]).toMatchObject({ status: 429, error: 'Number of request tokens has exceeded your per-minute rate limit' });
  });

  it('surfaces a scripted 529 as an APIError of type overloaded_error', async () => {
    emu.script({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded' });
    const error = await rejection(client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }));

    expect(error.status).toBe(529);
    expect(error.type).toBe('overloaded_error');
  });

  it("lets the SDK's own retries get through a 529 to the next scripted message", async () => {
    const retrying = new Anthropic({ apiKey: emu.apiKey, baseURL: emu.url, maxRetries: 2 });
    // retry-after-ms keeps the SDK's back-off short; the SDK reads it before retry-after.
    emu.script({ kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded', headers: { 'retry-after-ms': '5' } }, { kind: 'message', content: [{ type: 'text', text: 'second time lucky' }] });
    const message = await retrying.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] });

    expect(message.content).toEqual([{ type: 'text', text: 'second time lucky', citations: null }]);
    expect(emu.requests.map((r) => r.status)).toEqual([529, 200]);
  });

  it('rejects an assistant tool_use that the next message does not answer', async () => {
    const error = await rejection(
      client.messages.create({
        model: MODEL,
        max_tokens: 16,
        tools: [READ_FILE],
        messages: [
          { role: 'user', content: 'Read it.' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_a', name: 'read_file', input: { path: 'a' } }] },
          { role: 'user', content: 'Well?' },
        ],
      }),
    );
    expect(error).toBeInstanceOf(Anthropic.BadRequestError);
    expect(error.type).toBe('invalid_request_error');
    expect(error.apiMessage).toContain('messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_a');
    expect(emu.requests[0]).toMatchObject({ status: 400 });
  });

  it('rejects roles that do not alternate', async () => {
    const error = await rejection(
      client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'one' }, { role: 'user', content: 'two' }] }),
    );
    expect(error.status).toBe(400);
    expect(error.apiMessage).toContain('roles must alternate between "user" and "assistant", but found multiple "user" roles in a row');
  });

  it('rejects a tool_choice naming a tool that is not offered', async () => {
    const error = await rejection(
      client.messages.create({ model: MODEL, max_tokens: 16, tools: [READ_FILE], tool_choice: { type: 'tool', name: 'write_file' }, messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(error.status).toBe(400);
    expect(error.apiMessage).toContain("tool_choice.name: Tool 'write_file' not found in tools");
  });

  it('answers 401 authentication_error to a wrong key, and records the attempt', async () => {
    const intruder = new Anthropic({ apiKey: 'sk-ant-wrong', baseURL: emu.url, maxRetries: 0 });
    const error = await rejection(intruder.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }));

    expect(error).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(error.error).toMatchObject({ type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    expect(emu.requests[0]).toMatchObject({ status: 401 });
  });

  it('answers 400 without the anthropic-version header', async () => {
    const response = await fetch(`${emu.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': emu.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } });
  });

  it('refuses streaming requests', async () => {
    const error = await rejection(client.messages.create({ model: MODEL, max_tokens: 16, stream: true, messages: [{ role: 'user', content: 'hi' }] }));
    expect(error.status).toBe(400);
    expect(error.apiMessage).toContain('streaming is not supported by this emulator');
  });

  it('gives function scripts the request, so a reply can depend on what was sent', async () => {
    emu.script((request) => {
      const last = request.body.messages.at(-1);
      return { kind: 'message', content: [{ type: 'text', text: `you said: ${typeof last?.content === 'string' ? last.content : '?'}` }] };
    });
    const message = await client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'ping' }] });
    expect(message.content[0]).toMatchObject({ type: 'text', text: 'you said: ping' });
  });

  it('answers 500 naming the request when no reply is scripted', async () => {
    const error = await rejection(client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'unscripted question' }] }));
    expect(error.status).toBe(500);
    expect(error.apiMessage).toContain('no reply scripted for request #1');
    expect(error.apiMessage).toContain('unscripted question');
  });

  it('refuses a script the model could not produce: a call to a tool the request does not offer', async () => {
    emu.script({ kind: 'message', content: [{ type: 'tool_use', name: 'delete_repo', input: {} }] });
    const error = await rejection(client.messages.create({ model: MODEL, max_tokens: 16, tools: [READ_FILE], messages: [{ role: 'user', content: 'hi' }] }));
    expect(error.status).toBe(500);
    expect(error.apiMessage).toContain("calls tool 'delete_repo', which the request does not offer");
  });

  it('holds a hanging reply until the client times out', async () => {
    emu.script({ kind: 'hang' });
    await expect(client.messages.create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }, { timeout: 200 })).rejects.toBeInstanceOf(
      Anthropic.APIConnectionTimeoutError,
    );
    expect(emu.requests[0]!.status).toBe(0);
  });

  it('counts tokens without taking a scripted reply', async () => {
    const counted = await client.messages.countTokens({ model: MODEL, system: 'Be brief.', messages: [{ role: 'user', content: 'Is the build green?' }] });
    emu.script({ kind: 'message', content: [{ type: 'text', text: 'yes' }] });
    const message = await client.messages.create({ model: MODEL, max_tokens: 16, system: 'Be brief.', messages: [{ role: 'user', content: 'Is the build green?' }] });

    expect(counted.input_tokens).toBe(message.usage.input_tokens);
    expect(emu.requests.map((r) => r.path)).toEqual(['/v1/messages/count_tokens', '/v1/messages']);
  });
});
