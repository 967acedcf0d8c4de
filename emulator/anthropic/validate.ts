// Request validation for the Anthropic emulator: what the real Messages API refuses with
// 400 invalid_request_error, worded like the API ("<path>: <problem>") so a test failure reads like
// the production failure it stands for. Pure: a body in, null or the error message out.

export type Endpoint = 'messages' | 'count_tokens';

/** Tool names the API accepts (custom tools). */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Breakpoints the API allows in one request, the top-level `cache_control` included. */
export const MAX_CACHE_BREAKPOINTS = 4;

const COMMON_FIELDS = ['model', 'messages', 'system', 'tools', 'tool_choice', 'thinking', 'cache_control', 'output_config', 'speed', 'user_profile_id', 'workspace_id'];
const KNOWN_FIELDS: Record<Endpoint, ReadonlySet<string>> = {
  count_tokens: new Set(COMMON_FIELDS),
  messages: new Set([
    ...COMMON_FIELDS,
    'max_tokens',
    'stream',
    'stop_sequences',
    'metadata',
    'temperature',
    'top_k',
    'top_p',
    'service_tier',
    'inference_geo',
    'container',
    'diagnostics',
    'context_management',
    'mcp_servers',
  ]),
};

const TOOL_CHOICE_TYPES = new Set(['auto', 'any', 'tool', 'none']);
const TOOL_RESULT_CONTENT_TYPES = new Set(['text', 'image', 'document', 'search_result', 'tool_reference']);

type Json = Record<string, unknown>;

class Invalid extends Error {}

function fail(message: string): never {
  throw new Invalid(message);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 400 message the API would answer for this body, or null when it would accept it. */
export function validateRequest(body: unknown, endpoint: Endpoint): string | null {
  try {
    checkRequest(body, endpoint);
    return null;
  } catch (error) {
    if (error instanceof Invalid) return error.message;
    throw error;
  }
}

function checkRequest(body: unknown, endpoint: Endpoint): void {
  if (!isObject(body)) fail('request body must be a JSON object');
  for (const key of Object.keys(body)) {
    if (!KNOWN_FIELDS[endpoint].has(key)) fail(`${key}: Extra inputs are not permitted`);
  }
  if (body.stream === true) fail('stream: streaming is not supported by this emulator');
  checkScalars(body, endpoint);
  checkSystem(body.system);
  const toolNames = checkTools(body.tools);
  checkToolChoice(body.tool_choice, toolNames);
  checkMessages(body.messages);
  checkCacheControl(body);
}

function checkScalars(body: Json, endpoint: Endpoint): void {
  if (body.model === undefined) fail('model: Field required');
  if (typeof body.model !== 'string' || body.model === '') fail('model: Input should be a non-empty string');
  if (endpoint === 'messages') {
    if (body.max_tokens === undefined) fail('max_tokens: Field required');
    if (!Number.isInteger(body.max_tokens)) fail('max_tokens: Input should be a valid integer');
    if ((body.max_tokens as number) < 0) fail('max_tokens: Input should be greater than or equal to 0');
  }
  if (body.stream !== undefined && typeof body.stream !== 'boolean') fail('stream: Input should be a valid boolean');
  if (body.stop_sequences !== undefined) {
    if (!Array.isArray(body.stop_sequences) || body.stop_sequences.some((s) => typeof s !== 'string')) fail('stop_sequences: Input should be a list of strings');
  }
  for (const [field, max] of [['temperature', 1], ['top_p', 1]] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'number') fail(`${field}: Input should be a valid number`);
    if (value < 0 || value > max) fail(`${field}: Input should be between 0 and ${max}`);
  }
  if (body.top_k !== undefined && (!Number.isInteger(body.top_k) || (body.top_k as number) < 0)) fail('top_k: Input should be a non-negative integer');
  if (body.metadata !== undefined) {
    if (!isObject(body.metadata)) fail('metadata: Input should be a valid dictionary');
    const userId = body.metadata.user_id;
    if (userId !== undefined && userId !== null && typeof userId !== 'string') fail('metadata.user_id: Input should be a valid string');
  }
  if (body.thinking !== undefined) {
    if (!isObject(body.thinking) || typeof body.thinking.type !== 'string') fail('thinking: Input should be an object with a `type`');
    if (body.thinking.type === 'enabled') {
      const budget = body.thinking.budget_tokens;
      if (!Number.isInteger(budget) || (budget as number) < 1024) fail('thinking.budget_tokens: Input should be an integer greater than or equal to 1024');
      if (endpoint === 'messages' && (budget as number) >= (body.max_tokens as number)) fail('`max_tokens` must be greater than `thinking.budget_tokens`');
    }
  }
}

function checkSystem(system: unknown): void {
  if (system === undefined || typeof system === 'string') return;
  if (!Array.isArray(system)) fail('system: Input should be a valid string or a list of text blocks');
  system.forEach((block, i) => {
    if (!isObject(block) || block.type !== 'text') fail(`system.${i}.type: Input should be 'text'`);
    checkText(block, `system.${i}`);
  });
}

/** Returns the names of the tools offered. */
function checkTools(tools: unknown): Set<string> {
  const names = new Set<string>();
  if (tools === undefined) return names;
  if (!Array.isArray(tools)) fail('tools: Input should be a valid list');
  tools.forEach((tool, i) => {
    const path = `tools.${i}`;
    if (!isObject(tool)) fail(`${path}: Input should be a valid dictionary`);
    const custom = tool.type === undefined || tool.type === null || tool.type === 'custom';
    if (custom) {
      if (typeof tool.name !== 'string') fail(`${path}.name: Field required`);
      if (!TOOL_NAME.test(tool.name)) fail(`${path}.name: String should match pattern '${TOOL_NAME.source}'`);
      // The API itself treats description as optional; tend's tools must always explain themselves.
      if (typeof tool.description !== 'string' || tool.description.trim() === '') fail(`${path}.description: Field required (a non-empty string)`);
      if (!isObject(tool.input_schema)) fail(`${path}.input_schema: Field required`);
      if (tool.input_schema.type !== 'object') fail(`${path}.input_schema.type: Input should be 'object'`);
    } else if (typeof tool.type !== 'string') {
      fail(`${path}.type: Input should be a valid string`);
    }
    if (typeof tool.name !== 'string') return; // some server toolsets carry no name
    if (names.has(tool.name)) fail(`tools: Tool names must be unique. Duplicate: '${tool.name}'`);
    names.add(tool.name);
  });
  return names;
}

function checkToolChoice(choice: unknown, toolNames: Set<string>): void {
  if (choice === undefined) return;
  if (!isObject(choice) || typeof choice.type !== 'string' || !TOOL_CHOICE_TYPES.has(choice.type)) {
    fail(`tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'`);
  }
  if (choice.disable_parallel_tool_use !== undefined && typeof choice.disable_parallel_tool_use !== 'boolean') {
    fail('tool_choice.disable_parallel_tool_use: Input should be a valid boolean');
  }
  if ((choice.type === 'any' || choice.type === 'tool') && toolNames.size === 0) {
    fail(`tool_choice: tool_choice.type '${choice.type}' requires \`tools\` to be provided`);
  }
  if (choice.type === 'tool') {
    if (typeof choice.name !== 'string') fail('tool_choice.name: Field required');
    if (!toolNames.has(choice.name)) fail(`tool_choice.name: Tool '${choice.name}' not found in tools (offered: ${[...toolNames].join(', ')})`);
  }
}

interface Turn {
  role: 'user' | 'assistant';
  blocks: Json[];
}

function checkMessages(messages: unknown): void {
  if (messages === undefined) fail('messages: Field required');
  if (!Array.isArray(messages)) fail('messages: Input should be a valid list');
  if (messages.length === 0) fail('messages: at least one message is required');
  const turns = messages.map((message, i) => checkMessage(message, i, i === messages.length - 1));
  if (turns[0]!.role !== 'user') fail('messages: first message must use the "user" role');
  turns.forEach((turn, i) => {
    if (i > 0 && turns[i - 1]!.role === turn.role) fail(`messages: roles must alternate between "user" and "assistant", but found multiple "${turn.role}" roles in a row`);
  });
  checkToolPairing(turns);
}

function checkMessage(message: unknown, i: number, last: boolean): Turn {
  const path = `messages.${i}`;
  if (!isObject(message)) fail(`${path}: Input should be a valid dictionary`);
  if (message.role === 'system') fail(`${path}.role: 'system' messages are not supported by this emulator; use the top-level \`system\` parameter`);
  if (message.role !== 'user' && message.role !== 'assistant') fail(`${path}.role: Input should be 'user' or 'assistant'`);
  const role = message.role;
  const finalAssistant = last && role === 'assistant';
  let blocks: Json[];
  if (typeof message.content === 'string') {
    blocks = [{ type: 'text', text: message.content }];
  } else if (Array.isArray(message.content)) {
    blocks = message.content.map((block, j) => {
      if (!isObject(block) || typeof block.type !== 'string') fail(`${path}.content.${j}.type: Field required`);
      return block;
    });
  } else {
    fail(`${path}.content: Input should be a valid string or a list of content blocks`);
  }
  if (blocks.length === 0 || (blocks.length === 1 && blocks[0]!.type === 'text' && blocks[0]!.text === '')) {
    if (!finalAssistant) fail(`${path}: all messages must have non-empty content except for the optional final assistant message`);
    return { role, blocks: [] };
  }
  blocks.forEach((block, j) => checkBlock(block, `${path}.content.${j}`, role));
  if (finalAssistant) {
    const tail = blocks[blocks.length - 1]!;
    if (tail.type === 'text' && /\s$/.test(tail.text as string)) fail('messages: final assistant content cannot end with trailing whitespace');
  }
  return { role, blocks };
}

function checkBlock(block: Json, path: string, role: Turn['role']): void {
  switch (block.type) {
    case 'text':
      return checkText(block, path);
    case 'image':
    case 'document':
      if (!isObject(block.source) || typeof block.source.type !== 'string') fail(`${path}.source: Field required`);
      return;
    case 'tool_use':
      if (role !== 'assistant') fail(`${path}: \`tool_use\` blocks can only be sent in "assistant" messages`);
      if (typeof block.id !== 'string' || block.id === '') fail(`${path}.id: Field required`);
      if (typeof block.name !== 'string') fail(`${path}.name: Field required`);
      if (!isObject(block.input)) fail(`${path}.input: Input should be a valid dictionary`);
      return;
    case 'tool_result':
      if (role !== 'user') fail(`${path}: \`tool_result\` blocks can only be sent in "user" messages`);
      if (typeof block.tool_use_id !== 'string') fail(`${path}.tool_use_id: Field required`);
      if (block.is_error !== undefined && typeof block.is_error !== 'boolean') fail(`${path}.is_error: Input should be a valid boolean`);
      return checkToolResultContent(block.content, `${path}.content`);
    case 'thinking':
      if (role !== 'assistant') fail(`${path}: \`thinking\` blocks can only be sent in "assistant" messages`);
      if (typeof block.thinking !== 'string' || typeof block.signature !== 'string') fail(`${path}: thinking blocks need \`thinking\` and \`signature\``);
      return;
    case 'redacted_thinking':
      if (typeof block.data !== 'string') fail(`${path}.data: Field required`);
      return;
    default:
      return; // server-tool and other block types pass through unchecked
  }
}

function checkText(block: Json, path: string): void {
  if (typeof block.text !== 'string') fail(`${path}.text: Field required`);
  if (block.text === '') fail(`${path}.text: text content blocks must be non-empty`);
}

function checkToolResultContent(content: unknown, path: string): void {
  if (content === undefined || typeof content === 'string') return;
  if (!Array.isArray(content)) fail(`${path}: Input should be a valid string or a list of content blocks`);
  content.forEach((block, k) => {
    if (!isObject(block) || typeof block.type !== 'string' || !TOOL_RESULT_CONTENT_TYPES.has(block.type)) {
      fail(`${path}.${k}.type: Input should be one of ${[...TOOL_RESULT_CONTENT_TYPES].map((t) => `'${t}'`).join(', ')}`);
    }
    if (block.type === 'text') checkText(block, `${path}.${k}`);
  });
}

/**
 * Every tool_use is answered by a tool_result in the very next (user) message, every tool_result
 * answers a tool_use of the message right before it, and the results come first in that message.
 */
function checkToolPairing(turns: Turn[]): void {
  const seenUseIds = new Set<string>();
  turns.forEach((turn, i) => {
    if (turn.role === 'assistant') {
      const useIds: string[] = [];
      turn.blocks.forEach((block, j) => {
        if (block.type !== 'tool_use') return;
        const id = block.id as string;
        if (seenUseIds.has(id)) fail(`messages.${i}.content.${j}: \`tool_use\` ids must be unique: ${id}`);
        seenUseIds.add(id);
        useIds.push(id);
      });
      const answered = new Set(resultIds(turns[i + 1]));
      const missing = useIds.filter((id) => !answered.has(id));
      if (missing.length > 0) {
        fail(
          `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. ` +
            'Each `tool_use` block must have a corresponding `tool_result` block in the next message.',
        );
      }
      return;
    }
    const previous = turns[i - 1];
    const offered = new Set(previous?.blocks.filter((b) => b.type === 'tool_use').map((b) => b.id as string) ?? []);
    const answered = new Set<string>();
    let otherContentSeen = false;
    turn.blocks.forEach((block, j) => {
      if (block.type !== 'tool_result') {
        otherContentSeen = true;
        return;
      }
      const id = block.tool_use_id as string;
      if (!offered.has(id)) {
        fail(
          `messages.${i}.content.${j}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${id}. ` +
            'Each `tool_result` block must have a corresponding `tool_use` block in the previous message.',
        );
      }
      if (answered.has(id)) fail(`messages.${i}.content.${j}: each \`tool_use\` may be answered by only one \`tool_result\` block: ${id}`);
      if (otherContentSeen) fail(`messages.${i}.content.${j}: \`tool_result\` blocks must come first in the content array, before any other content`);
      answered.add(id);
    });
  });
}

function resultIds(turn: Turn | undefined): string[] {
  if (!turn || turn.role !== 'user') return [];
  return turn.blocks.filter((b) => b.type === 'tool_result').map((b) => b.tool_use_id as string);
}

interface Breakpoint {
  path: string;
  value: unknown;
}

/** Where a prompt may carry `cache_control`, in the order the API reads the prompt: tools, system, messages. */
export function cacheBreakpoints(body: Json): Breakpoint[] {
  const found: Breakpoint[] = [];
  const visit = (holder: unknown, path: string) => {
    if (isObject(holder) && holder.cache_control !== undefined && holder.cache_control !== null) found.push({ path: `${path}.cache_control`, value: holder.cache_control });
  };
  if (Array.isArray(body.tools)) body.tools.forEach((tool, i) => visit(tool, `tools.${i}`));
  if (Array.isArray(body.system)) body.system.forEach((block, i) => visit(block, `system.${i}`));
  if (Array.isArray(body.messages)) {
    body.messages.forEach((message, i) => {
      if (!isObject(message) || !Array.isArray(message.content)) return;
      message.content.forEach((block, j) => {
        const path = `messages.${i}.content.${j}`;
        visit(block, path);
        if (isObject(block) && Array.isArray(block.content)) block.content.forEach((inner, k) => visit(inner, `${path}.content.${k}`));
      });
    });
  }
  if (body.cache_control !== undefined && body.cache_control !== null) found.push({ path: 'cache_control', value: body.cache_control });
  return found;
}

function checkCacheControl(body: Json): void {
  const breakpoints = cacheBreakpoints(body);
  let fiveMinuteSeenAt: string | null = null;
  for (const { path, value } of breakpoints) {
    if (!isObject(value) || value.type !== 'ephemeral') fail(`${path}.type: Input should be 'ephemeral'`);
    for (const key of Object.keys(value)) {
      if (key !== 'type' && key !== 'ttl') fail(`${path}.${key}: Extra inputs are not permitted`);
    }
    if (value.ttl !== undefined && value.ttl !== '5m' && value.ttl !== '1h') fail(`${path}.ttl: Input should be '5m' or '1h'`);
    // Longer-lived entries must precede shorter ones in the prompt (the top-level marker lands last).
    if (value.ttl === '1h' && fiveMinuteSeenAt !== null && path !== 'cache_control') {
      fail(`${path}: a cache_control block with ttl='1h' cannot come after one with ttl='5m' (${fiveMinuteSeenAt})`);
    }
    if (value.ttl !== '1h' && fiveMinuteSeenAt === null) fiveMinuteSeenAt = path;
  }
  if (breakpoints.length > MAX_CACHE_BREAKPOINTS) fail(`A maximum of ${MAX_CACHE_BREAKPOINTS} blocks with cache_control may be provided. Found ${breakpoints.length}.`);
}
