// LlmSession driven through the real SDK against the offline Messages API: what reaches the
// model (tools, schemas, cache breakpoints, tool results), what comes back, and how failures,
// retries and budgets end a call.

import type Anthropic from '@anthropic-ai/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startAnthropicEmulator, type AnthropicEmulator, type ScriptedReply, type ScriptedUsage } from '../../emulator/anthropic/server.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from './errors.js';
import { resolvePrice, UnknownModelPriceError } from './pricing.js';
import { LlmSession, toInputSchema, type LlmSessionOptions } from './session.js';
import { defineTool, type RepoTool } from './tools/repo-tool.js';
import { rejectionOf } from '../../test/support/rejection.js';

const MODEL = 'claude-sonnet-4-6';
const FAST_RETRY = { retries: 4, minTimeoutMs: 5, maxTimeoutMs: 20 };

const Decision = z.strictObject({
  decision: z.enum(['fix', 'ignore']),
  rationale: z.string().min(1),
});
const OUTPUT = { name: 'record_decision', description: 'Record the decision on the review thread.' };
const VALID = { decision: 'fix', rationale: 'The loop stops one short.' };

let emu: AnthropicEmulator;
let logs: string[];
let toolRuns: string[];

beforeEach(async () => {
  emu = await startAnthropicEmulator();
  logs = [];
  toolRuns = [];
});

afterEach(async () => {
  await emu.stop();
});

function session(options: Partial<LlmSessionOptions> = {}): LlmSession {
  return new LlmSession({ apiKey: emu.apiKey, baseURL: emu.url, model: MODEL, maxCostUsd: 5, maxTurns: 50, retry: FAST_RETRY, log: (line) => logs.push(line), ...options });
}

const readFile: RepoTool = defineTool({
  name: 'read_file',
  description: 'Read a file of the repository.',
  input: z.strictObject({ path: z.string() }),
  run: async ({ path }) => {
    toolRuns.push(path);
    return `contents of ${path}`;
  },
});

function decide(s: LlmSession, extra: { tools?: RepoTool[]; maxToolIterations?: number; fanOutCap?: number; subject?: string } = {}) {
  return s.structured({
    role: 'decide',
    system: { stable: 'You decide review threads.', variable: 'Repository: octo/widgets.' },
    messages: 'Thread T1: off-by-one in src/loop.ts:12.',
    schema: Decision,
    outputTool: OUTPUT,
    ...extra,
  });
}

const answer = (input: unknown = VALID, usage?: Partial<ScriptedUsage>): MessageReply => ({
  kind: 'message',
  content: [{ type: 'tool_use', name: OUTPUT.name, input }],
  ...(usage ? { usage } : {}),
});
type MessageReply = Extract<ScriptedReply, { kind: 'message' }>;
const readCall = (...paths: string[]): MessageReply => ({
  kind: 'message',
  content: paths.map((path, i) => ({ type: 'tool_use' as const, id: `toolu_read_${path.replace(/\W/g, '_')}_${i}`, name: 'read_file', input: { path } })),
});
const overloaded: ScriptedReply = { kind: 'error', status: 529, type: 'overloaded_error', message: 'Overloaded' };

function body(index: number) {
  const request = emu.requests[index];
  if (!request) throw new Error(`no request #${index + 1} (got ${emu.requests.length})`);
  return request.body;
}

function lastUserBlocks(index: number): Anthropic.ContentBlockParam[] {
  const messages = body(index).messages;
  const last = messages[messages.length - 1];
  if (!last || last.role !== 'user' || typeof last.content === 'string') throw new Error('the last message is not a user message with blocks');
  return last.content;
}

describe('structured output', () => {
  it('offers one output tool whose input_schema is the zod schema, forced with tool_choice any, and returns the parsed answer', async () => {
    emu.script(answer());
    const result = await decide(session());

    expect(result).toEqual(VALID);
    expect(emu.requests).toHaveLength(1);
    const sent = body(0);
    const { $schema: _dialect, ...expected } = z.toJSONSchema(Decision, { target: 'draft-7', io: 'input' });
    expect(sent.tools).toEqual([{ name: OUTPUT.name, description: OUTPUT.description, input_schema: expected, cache_control: { type: 'ephemeral' } }]);
    expect(toInputSchema(Decision)).toEqual(expected);
    expect(sent.tool_choice).toEqual({ type: 'any' });
    expect(sent.model).toBe(MODEL);
  });

  it('marks the stable system block as the cached prefix and leaves the variable block after it uncached', async () => {
    emu.script(answer(), answer());
    const s = session();
    await decide(s);
    await decide(s);

    expect(body(0).system).toEqual([
      { type: 'text', text: 'You decide review threads.', cache_control: { type: 'ephemeral' } },
      { type: 'text', text: 'Repository: octo/widgets.' },
    ]);
    const [first, second] = s.ledger.records();
    expect(first!.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(second!.cache_read_input_tokens).toBe(first!.cache_creation_input_tokens);
  });

  it('re-asks once with the zod issues when the answer is invalid, then returns the corrected answer', async () => {
    emu.script(answer({ decision: 'maybe', rationale: 'x' }), answer());
    const result = await decide(session());

    expect(result).toEqual(VALID);
    expect(emu.requests).toHaveLength(2);
    expect(body(1).tool_choice).toEqual({ type: 'tool', name: OUTPUT.name });
    const [result0] = lastUserBlocks(1);
    expect(result0).toMatchObject({ type: 'tool_result', is_error: true });
    expect(JSON.stringify(result0)).toContain('decision: Invalid option');
  });

  it('throws LlmOutputError naming the role and the first issue after exactly two invalid answers', async () => {
    emu.script(answer({ decision: 'maybe', rationale: 'x' }), answer({ decision: 'fix' }));
    const error = await rejectionOf(decide(session()));

    expect(error).toBeInstanceOf(LlmOutputError);
    expect(error.message).toMatch(/^Model role decide gave an invalid record_decision twice: rationale: Invalid input/);
    expect(error.message).not.toContain('\n');
    expect(emu.requests).toHaveLength(2);
  });
});

describe('tool loop', () => {
  it('asks once for the output tool when the model answers in prose', async () => {
    emu.script({ kind: 'message', content: [{ type: 'text', text: 'I would fix it.' }] }, answer());
    const result = await decide(session(), { tools: [readFile] });

    expect(result).toEqual(VALID);
    expect(body(1).tool_choice).toEqual({ type: 'tool', name: OUTPUT.name });
    expect(lastUserBlocks(1)).toMatchObject([{ type: 'text', text: `Answer now by calling ${OUTPUT.name}.` }]);
  });

  it('runs a repository tool and sends its result back under the tool_use id before the answer', async () => {
    emu.script(readCall('src/loop.ts'), answer());
    const result = await decide(session(), { tools: [readFile] });

    expect(result).toEqual(VALID);
    expect(toolRuns).toEqual(['src/loop.ts']);
    expect(body(0).tool_choice).toEqual({ type: 'auto' });
    expect(body(0).tools?.map((tool) => ('name' in tool ? tool.name : ''))).toEqual(['read_file', OUTPUT.name]);
    expect(JSON.stringify(body(0).system)).toContain(`finish by calling the ${OUTPUT.name} tool`);
    expect(lastUserBlocks(1)).toEqual([
      { type: 'tool_result', tool_use_id: 'toolu_read_src_loop_ts_0', content: 'contents of src/loop.ts', cache_control: { type: 'ephemeral' } },
    ]);
    // The assistant turn that asked for the tool is sent back as it came.
    const assistant = body(1).messages[1];
    expect(assistant).toMatchObject({ role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_read_src_loop_ts_0', name: 'read_file' }] });
  });

  it('gives a tool with invalid input an error result instead of failing the call', async () => {
    emu.script({ kind: 'message', content: [{ type: 'tool_use', id: 'toolu_bad', name: 'read_file', input: { file: 'x' } }] }, answer());
    await decide(session(), { tools: [readFile] });

    expect(toolRuns).toEqual([]);
    expect(lastUserBlocks(1)[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_bad', is_error: true });
  });

  it('runs at most fanOutCap calls of one turn and answers every other call with an error naming the cap', async () => {
    emu.script(readCall('a', 'b', 'c', 'd', 'e', 'f'), answer());
    await decide(session(), { tools: [readFile], fanOutCap: 4 });

    expect(toolRuns).toEqual(['a', 'b', 'c', 'd']);
    const results = lastUserBlocks(1) as Anthropic.ToolResultBlockParam[];
    expect(results.map((r) => r.tool_use_id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((p, i) => `toolu_read_${p}_${i}`));
    expect(results.slice(0, 4).every((r) => r.is_error === undefined)).toBe(true);
    for (const skipped of results.slice(4)) {
      expect(skipped.is_error).toBe(true);
      expect(skipped.content).toMatch(/at most 4 tool calls run per turn/);
    }
  });

  it('forces the output tool after maxToolIterations rounds of tool calls', async () => {
    emu.script(readCall('a'), readCall('b'), readCall('c'), answer());
    const result = await decide(session(), { tools: [readFile], maxToolIterations: 3 });

    expect(result).toEqual(VALID);
    expect(emu.requests.map((r) => r.body.tool_choice)).toEqual([{ type: 'auto' }, { type: 'auto' }, { type: 'auto' }, { type: 'tool', name: OUTPUT.name }]);
    expect(JSON.stringify(lastUserBlocks(3))).toContain('last round of tool calls (3)');
  });

  it('keeps at most one cache breakpoint in the conversation however long the loop runs', async () => {
    emu.script(readCall('a'), readCall('b'), readCall('c'), answer());
    const s = session();
    await decide(s, { tools: [readFile] });

    for (const request of emu.requests) {
      const marks = JSON.stringify(request.body.messages).split('"cache_control"').length - 1;
      expect(marks).toBeLessThanOrEqual(1);
    }
    // From the third turn on, the conversation so far is read from the cache.
    expect(s.ledger.records()[2]!.cache_read_input_tokens).toBeGreaterThan(s.ledger.records()[1]!.cache_read_input_tokens);
  });
});

describe('retries', () => {
  it('rides out a 529 storm with backoff', async () => {
    emu.script(overloaded, overloaded, overloaded, answer());
    const result = await decide(session());

    expect(result).toEqual(VALID);
    expect(emu.requests.map((r) => r.status)).toEqual([529, 529, 529, 200]);
    const gaps = emu.requests.slice(1).map((r, i) => Date.parse(r.at) - Date.parse(emu.requests[i]!.at));
    expect(gaps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5 + 10 + 20 - 3);
    expect(logs.filter((line) => line.includes('529 overloaded_error'))).toHaveLength(3);
  });

  it('gives up with LlmUnavailableError when every attempt is overloaded', async () => {
    emu.script(overloaded, overloaded, overloaded, overloaded, overloaded);
    const error = await rejectionOf(decide(session()));

    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect(error.message).toMatch(/unavailable after 5 attempts.*529 overloaded_error/);
    expect(emu.requests).toHaveLength(5);
  });

  it('waits as long as retry-after asks on a 429', async () => {
    emu.script({ kind: 'error', status: 429, type: 'rate_limit_error', message: 'Number of request tokens has exceeded your per-minute rate limit', headers: { 'retry-after': '1' } }, answer());
    const started = Date.now();
    await decide(session());

    expect(emu.requests).toHaveLength(2);
    expect(Date.parse(emu.requests[1]!.at) - Date.parse(emu.requests[0]!.at)).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not retry a 429 that says a spend limit is reached', async () => {
    emu.script({ kind: 'error', status: 429, type: 'rate_limit_error', message: 'You have reached your specified API usage limits. You will regain access on 2026-12-01 at 00:00 UTC.' }, answer());
    const error = await rejectionOf(decide(session()));

    expect(error).toBeInstanceOf(LlmFinalError);
    expect(error).toMatchObject({ reason: 'spend-limit', status: 429 });
    expect(error.message).toMatch(/spend or usage limit.*Not retried\.$/);
    expect(emu.requests).toHaveLength(1);
  });

  it('does not retry a 400, and says so', async () => {
    emu.script({ kind: 'error', status: 400, type: 'invalid_request_error', message: 'Your credit balance is too low to access the Anthropic API.' });
    const error = await rejectionOf(decide(session()));

    expect(error).toBeInstanceOf(LlmFinalError);
    expect(error).toMatchObject({ reason: 'credit', status: 400 });
    expect(error.message).toMatch(/Not retried\.$/);
    expect(emu.requests).toHaveLength(1);
  });
});

describe('budgets and usage', () => {
  it('stops before the next call once max-cost-usd is spent', async () => {
    // 2000 in + 1000 out on Sonnet 4.6: $0.006 + $0.015 = $0.021.
    emu.script({ ...readCall('a'), usage: { input_tokens: 2000, output_tokens: 1000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }, answer());
    const error = await rejectionOf(decide(session({ maxCostUsd: 0.02 }), { tools: [readFile] }));

    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error.message).toBe('max-cost-usd of $0.02 reached after $0.0210 of model calls.');
    expect(emu.requests).toHaveLength(1);
    expect(emu.pending).toBe(1);
  });

  it('stops at max-turns', async () => {
    emu.script(readCall('a'), readCall('b'), readCall('c'));
    const error = await rejectionOf(decide(session({ maxTurns: 2 }), { tools: [readFile] }));

    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error).toMatchObject({ budget: 'max-turns', message: 'max-turns of 2 reached.' });
    expect(emu.requests).toHaveLength(2);
  });

  it('counts every call, failed answers included, exactly as reported, and prices it from the table', async () => {
    const usages = [
      { input_tokens: 1200, output_tokens: 80, cache_creation_input_tokens: 3000, cache_read_input_tokens: 0 },
      { input_tokens: 40, output_tokens: 55, cache_creation_input_tokens: 90, cache_read_input_tokens: 3000 },
      { input_tokens: 35, output_tokens: 60, cache_creation_input_tokens: 70, cache_read_input_tokens: 3090 },
    ];
    emu.script({ ...readCall('a'), usage: usages[0]! }, answer({ decision: 'nope' }, usages[1]), answer(VALID, usages[2]));
    const s = session();
    await decide(s, { tools: [readFile], subject: 'T1' });

    const sum = (key: keyof (typeof usages)[number]) => usages.reduce((total, u) => total + u[key], 0);
    const price = resolvePrice(MODEL);
    const expectedCost =
      (sum('input_tokens') * price.input + sum('output_tokens') * price.output + sum('cache_creation_input_tokens') * price.cacheWrite + sum('cache_read_input_tokens') * price.cacheRead) / 1e6;
    const totals = s.totals();
    expect(totals).toMatchObject({
      input_tokens: sum('input_tokens'),
      output_tokens: sum('output_tokens'),
      cache_creation_input_tokens: sum('cache_creation_input_tokens'),
      cache_read_input_tokens: sum('cache_read_input_tokens'),
      calls: 3,
    });
    expect(totals.cost_usd).toBeCloseTo(expectedCost, 12);
    expect(s.ledger.bySubject()['T1']).toEqual(totals);
    expect(s.ledger.byRole()['decide']).toEqual(totals);
  });

  it('holds the budget for every session that shares a ledger', async () => {
    emu.script(answer(VALID, { input_tokens: 10_000, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }));
    const first = session({ maxCostUsd: 0.03 });
    await decide(first);
    const second = session({ maxCostUsd: 0.03, ledger: first.ledger });
    const error = await rejectionOf(decide(second));

    expect(error).toMatchObject({ budget: 'max-cost-usd' });
    expect(emu.requests).toHaveLength(1);
  });

  it('refuses a model it cannot price before any call', async () => {
    expect(() => session({ model: 'claude-zeta-9' })).toThrow(UnknownModelPriceError);
    expect(() => session({ model: 'claude-zeta-9' })).toThrow(/'claude-zeta-9'.*prices:/);
    const priced = session({ model: 'claude-zeta-9', prices: { 'claude-zeta-9': { input: 1, output: 2 } } });
    emu.script(answer());
    await decide(priced);
    expect(priced.totals().calls).toBe(1);
  });
});

describe('secrets', () => {
  it('never puts the API key in an error message or a log line', async () => {
    const key = emu.apiKey;
    emu.script(overloaded, { kind: 'error', status: 400, type: 'invalid_request_error', message: `x-api-key ${key} is not valid for this workspace` });
    const error = await rejectionOf(decide(session()));

    expect(error).toBeInstanceOf(LlmFinalError);
    expect(error.message).not.toContain(key);
    expect(error.message).toContain('***');
    expect(logs.join('\n')).not.toContain(key);

    const wrongKey = 'sk-ant-api03-not-the-right-one-0123456789';
    const rejected = await rejectionOf(decide(session({ apiKey: wrongKey })));
    expect(rejected).toMatchObject({ reason: 'authentication', status: 401 });
    expect(rejected.message).not.toContain(wrongKey);
  });
});
