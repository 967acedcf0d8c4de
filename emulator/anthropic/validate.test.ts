import { describe, expect, it } from 'vitest';
import { validateRequest } from './validate.js';

const TOOL = { name: 'read_file', description: 'Read a file.', input_schema: { type: 'object', properties: {} } };
const ask = (text: string) => ({ role: 'user', content: text });
const base = (extra: Record<string, unknown> = {}) => ({ model: 'claude-sonnet-4-6', max_tokens: 64, messages: [ask('hi')], ...extra });
const toolTurn = (id: string) => ({ role: 'assistant', content: [{ type: 'tool_use', id, name: 'read_file', input: { path: 'a' } }] });
const result = (id: string) => ({ type: 'tool_result', tool_use_id: id, content: 'text' });
const ephemeral = { type: 'ephemeral' };

describe('validateRequest accepts what the Messages API accepts', () => {
  it.each([
    ['a plain request', base()],
    ['system as text blocks with a cache breakpoint', base({ system: [{ type: 'text', text: 'rules', cache_control: ephemeral }] })],
    ['a full tool round trip', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), { role: 'user', content: [result('t1'), { type: 'text', text: 'and?' }] }] })],
    ['a final assistant prefill', base({ messages: [ask('hi'), { role: 'assistant', content: 'The answer is' }] })],
    ['tool_choice naming an offered tool', base({ tools: [TOOL], tool_choice: { type: 'tool', name: 'read_file' } })],
    ['tool_choice none without tools', base({ tool_choice: { type: 'none' } })],
    ['four breakpoints, 1h before 5m (tools come first)', base({ tools: [{ ...TOOL, cache_control: { type: 'ephemeral', ttl: '1h' } }], system: [{ type: 'text', text: 'a', cache_control: ephemeral }], messages: [{ role: 'user', content: [{ type: 'text', text: 'x', cache_control: ephemeral }] }], cache_control: ephemeral })],
  ])('%s', (_name, body) => {
    expect(validateRequest(body, 'messages')).toBeNull();
  });

  it('accepts count_tokens bodies without max_tokens', () => {
    expect(validateRequest({ model: 'm', messages: [ask('hi')] }, 'count_tokens')).toBeNull();
  });
});

describe('validateRequest refuses what the Messages API refuses, saying where', () => {
  it.each([
    ['no model', { max_tokens: 1, messages: [ask('hi')] }, 'model: Field required'],
    ['no max_tokens', { model: 'm', messages: [ask('hi')] }, 'max_tokens: Field required'],
    ['an unknown top-level field', base({ tool_choices: 'auto' }), 'tool_choices: Extra inputs are not permitted'],
    ['no messages', base({ messages: [] }), 'messages: at least one message is required'],
    ['an assistant first', base({ messages: [{ role: 'assistant', content: 'hello' }, ask('hi')] }), 'messages: first message must use the "user" role'],
    ['two assistants in a row', base({ messages: [ask('a'), { role: 'assistant', content: 'b' }, { role: 'assistant', content: 'c' }] }), 'found multiple "assistant" roles in a row'],
    ['an empty user message', base({ messages: [ask('')] }), 'messages.0: all messages must have non-empty content'],
    ['an empty text block', base({ messages: [{ role: 'user', content: [{ type: 'text', text: '' }, { type: 'text', text: 'x' }] }] }), 'messages.0.content.0.text: text content blocks must be non-empty'],
    ['a prefill ending in whitespace', base({ messages: [ask('hi'), { role: 'assistant', content: 'The answer is ' }] }), 'final assistant content cannot end with trailing whitespace'],
    ['a tool_use in a user message', base({ messages: [{ role: 'user', content: [{ type: 'tool_use', id: 't', name: 'read_file', input: {} }] }] }), 'messages.0.content.0: `tool_use` blocks can only be sent in "assistant" messages'],
    ['an unanswered tool_use', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), ask('well?')] }), 'messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: t1.'],
    ['a tool_use answered too late', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), ask('wait'), { role: 'assistant', content: 'ok' }, { role: 'user', content: [result('t1')] }] }), 'messages.1: `tool_use` ids were found without'],
    ['a tool_result answering nothing', base({ messages: [{ role: 'user', content: [result('t9')] }] }), 'messages.0.content.0: unexpected `tool_use_id` found in `tool_result` blocks: t9.'],
    ['a tool_result with the wrong id', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), { role: 'user', content: [result('t1'), result('t2')] }] }), 'messages.2.content.1: unexpected `tool_use_id`'],
    ['text before the tool_result', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), { role: 'user', content: [{ type: 'text', text: 'here' }, result('t1')] }] }), 'messages.2.content.1: `tool_result` blocks must come first'],
    ['a tool answered twice', base({ tools: [TOOL], messages: [ask('read'), toolTurn('t1'), { role: 'user', content: [result('t1'), result('t1')] }] }), 'may be answered by only one `tool_result` block: t1'],
    ['a reused tool_use id', base({ tools: [TOOL], messages: [ask('a'), toolTurn('t1'), { role: 'user', content: [result('t1')] }, toolTurn('t1'), { role: 'user', content: [result('t1')] }] }), 'messages.3.content.0: `tool_use` ids must be unique: t1'],
    ['a tool name with a space', base({ tools: [{ ...TOOL, name: 'read file' }] }), "tools.0.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
    ['a 65-character tool name', base({ tools: [{ ...TOOL, name: 'x'.repeat(65) }] }), 'tools.0.name: String should match pattern'],
    ['a tool without description', base({ tools: [{ name: 'read_file', input_schema: { type: 'object' } }] }), 'tools.0.description: Field required'],
    ['a tool schema that is not an object', base({ tools: [{ ...TOOL, input_schema: { type: 'array' } }] }), "tools.0.input_schema.type: Input should be 'object'"],
    ['two tools with one name', base({ tools: [TOOL, TOOL] }), "tools: Tool names must be unique. Duplicate: 'read_file'"],
    ['tool_choice naming a missing tool', base({ tools: [TOOL], tool_choice: { type: 'tool', name: 'write_file' } }), "tool_choice.name: Tool 'write_file' not found in tools"],
    ['tool_choice any without tools', base({ tool_choice: { type: 'any' } }), "tool_choice.type 'any' requires `tools`"],
    ['an unknown tool_choice type', base({ tools: [TOOL], tool_choice: { type: 'required' } }), "tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'"],
    ['a non-ephemeral cache_control', base({ system: [{ type: 'text', text: 'a', cache_control: { type: 'persistent' } }] }), "system.0.cache_control.type: Input should be 'ephemeral'"],
    ['an unknown ttl', base({ system: [{ type: 'text', text: 'a', cache_control: { type: 'ephemeral', ttl: '10m' } }] }), "system.0.cache_control.ttl: Input should be '5m' or '1h'"],
    ['a 1h system breakpoint after a 5m tool one', base({ tools: [{ ...TOOL, cache_control: ephemeral }], system: [{ type: 'text', text: 'a', cache_control: { type: 'ephemeral', ttl: '1h' } }] }), "system.0.cache_control: a cache_control block with ttl='1h' cannot come after one with ttl='5m' (tools.0.cache_control)"],
    ['a 1h breakpoint after a 5m one', base({ system: [{ type: 'text', text: 'a', cache_control: ephemeral }], messages: [{ role: 'user', content: [{ type: 'text', text: 'x', cache_control: { type: 'ephemeral', ttl: '1h' } }] }] }), "messages.0.content.0.cache_control: a cache_control block with ttl='1h' cannot come after one with ttl='5m'"],
    ['five breakpoints', base({ system: [1, 2, 3, 4, 5].map((n) => ({ type: 'text', text: `part ${n}`, cache_control: ephemeral })) }), 'A maximum of 4 blocks with cache_control may be provided. Found 5.'],
    ['a breakpoint inside a tool_result counted too', base({ system: [1, 2, 3, 4].map((n) => ({ type: 'text', text: `p${n}`, cache_control: ephemeral })), tools: [TOOL], messages: [ask('read'), toolTurn('t1'), { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'r', cache_control: ephemeral }] }] }] }), 'Found 5.'],
    ['streaming', base({ stream: true }), 'stream: streaming is not supported by this emulator'],
    ['a system-role message', base({ messages: [{ role: 'system', content: 'rules' }, ask('hi')] }), "messages.0.role: 'system' messages are not supported by this emulator"],
    ['a temperature above 1', base({ temperature: 1.5 }), 'temperature: Input should be between 0 and 1'],
  ])('%s', (_name, body, message) => {
    expect(validateRequest(body, 'messages')).toContain(message);
  });

  it('refuses max_tokens on count_tokens, which does not take it', () => {
    expect(validateRequest(base(), 'count_tokens')).toBe('max_tokens: Extra inputs are not permitted');
  });
});
