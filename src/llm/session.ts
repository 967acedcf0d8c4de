// The one way tend talks to a model. A session holds the client, the run's budgets and the usage
// ledger; `structured` runs one role to a zod-validated answer: the model may call read-only
// repository tools for a bounded number of rounds and must answer through an output tool whose
// input schema is generated from the zod schema, so the answer is data, never prose to parse.

import type Anthropic from '@anthropic-ai/sdk';
import * as z from 'zod';
import { redactor } from '../core/redact.js';
import { BudgetExceededError, LlmFinalError, LlmOutputError, LlmUnavailableError } from './errors.js';
import type { PriceOverrides } from './pricing.js';
import { claudeModelId, createClient, platformModelId, type MessagesClient, type ModelProvider } from './providers.js';
import { DEFAULT_RETRY, withRetries, type RetryOptions } from './retry.js';
import { runTool, type RepoTool } from './tools/repo-tool.js';
import { UsageLedger, type UsageTotals } from './usage.js';

export interface LlmSessionOptions {
  /** Anthropic's API with this key, unless `provider` says otherwise. */
  apiKey?: string | undefined;
  /** Another Messages API endpoint (the emulator in tests); the SDK default otherwise. */
  baseURL?: string | undefined;
  /** Where the model is reached (Bedrock, Vertex AI, Foundry); Anthropic's API with `apiKey` when absent. */
  provider?: ModelProvider | undefined;
  /** The Claude API's model id (sent as the provider's id for it), or the provider's own id. */
  model: string;
  /** The run's spend limit in USD: no call starts once the ledger has reached it. */
  maxCostUsd: number;
  /** The run's limit on model calls (turns). */
  maxTurns: number;
  /** Prices for models the built-in table lacks or prices differently (ignored with `ledger`, which has its own). */
  prices?: PriceOverrides | undefined;
  retry?: Partial<RetryOptions> | undefined;
  /** Where retry and per-call notes go; never given the key. */
  log?: ((message: string) => void) | undefined;
  /** max_tokens of every call (default 8192). */
  maxTokens?: number | undefined;
  /** Give up on a call the API does not answer within this many ms (default 5 minutes); retried. */
  timeoutMs?: number | undefined;
  /** Share one ledger between sessions so the budgets hold for the whole run. */
  ledger?: UsageLedger | undefined;
}

interface StructuredRequest<T> {
  /** The prompt role (decide, patch, ...): named in the ledger, the log and errors. */
  role: string;
  /** What the call is about (a thread id, an issue number), for per-subject usage. */
  subject?: string | undefined;
  /** `stable` is the cached prefix: same text on every call of the role; `variable` follows it uncached. */
  system: { stable: string; variable?: string | undefined };
  messages: Anthropic.MessageParam[] | string;
  /** The answer's shape; must describe an object (tool inputs are objects). */
  schema: z.ZodType<T>;
  outputTool: { name: string; description: string };
  /** Read-only repository tools the model may call before it answers. */
  tools?: readonly RepoTool[] | undefined;
  /** Tool rounds before the model must answer (default 8). */
  maxToolIterations?: number | undefined;
  /** Tool calls run per turn; more get an error result (default 4). */
  fanOutCap?: number | undefined;
}

const DEFAULT_MAX_TOKENS = 8192;
const DEFAULT_MAX_TOOL_ITERATIONS = 8;
const DEFAULT_FAN_OUT_CAP = 4;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const EPHEMERAL: Anthropic.CacheControlEphemeral = { type: 'ephemeral' };

export class LlmSession {
  /** The Claude API's id of the model: what the ledger prices and the log names. */
  readonly model: string;
  readonly ledger: UsageLedger;
  private readonly provider: ModelProvider;
  /** The id the provider knows the model by (the request's `model`). */
  private readonly wireModel: string;
  private readonly timeoutMs: number;
  /** Loaded at the first call: the SDK is a megabyte of code that most runs never use. */
  private client: Promise<MessagesClient> | undefined;
  private readonly maxCostUsd: number;
  private readonly maxTurns: number;
  private readonly maxTokens: number;
  private readonly retry: RetryOptions;
  private readonly log: (message: string) => void;
  private readonly redact: (text: string) => string;

  constructor(options: LlmSessionOptions) {
    const provider: ModelProvider = options.provider ?? { name: 'anthropic', apiKey: options.apiKey ?? '', baseURL: options.baseURL };
    if (provider.name === 'anthropic' && !provider.apiKey) throw new Error('An Anthropic API key is needed for model calls (the anthropic-api-key input).');
    if (!(options.maxCostUsd > 0) || !Number.isFinite(options.maxCostUsd)) throw new Error(`max-cost-usd must be a positive number of dollars, not ${options.maxCostUsd}.`);
    if (!Number.isInteger(options.maxTurns) || options.maxTurns < 1) throw new Error(`max-turns must be a positive whole number, not ${options.maxTurns}.`);
    this.provider = provider;
    this.model = claudeModelId(options.model);
    this.wireModel = platformModelId(provider.name, options.model);
    this.ledger = options.ledger ?? new UsageLedger(options.prices);
    // Refuse now, before any spend, rather than fail to count the first call's cost.
    this.ledger.priceOf(this.model);
    this.maxCostUsd = options.maxCostUsd;
    this.maxTurns = options.maxTurns;
    this.maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.redact = redactor(providerSecrets(provider));
    const log = options.log ?? (() => undefined);
    this.log = (message) => log(this.redact(message));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Usage of every call so far (the audit's `llm` block). */
  totals(): UsageTotals {
    return this.ledger.totals();
  }

  /**
   * Runs one role to an answer that `schema` accepts. The model gets one correction per call: an
   * invalid answer, or none where one was due, is sent back once with the output tool forced.
   */
  async structured<T>(request: StructuredRequest<T>): Promise<T> {
    const { role, schema, outputTool } = request;
    const repoTools = request.tools ?? [];
    const maxToolIterations = request.maxToolIterations ?? DEFAULT_MAX_TOOL_ITERATIONS;
    const fanOutCap = request.fanOutCap ?? DEFAULT_FAN_OUT_CAP;
    if (!Number.isInteger(maxToolIterations) || maxToolIterations < 0 || !Number.isInteger(fanOutCap) || fanOutCap < 1) {
      throw new Error(`Role ${role}: maxToolIterations must be a whole number ≥ 0 and fanOutCap ≥ 1 (got ${maxToolIterations} and ${fanOutCap}).`);
    }
    if (repoTools.some((tool) => tool.name === outputTool.name)) {
      throw new Error(`The output tool '${outputTool.name}' of role ${role} has the name of a repository tool.`);
    }

    const tools: Anthropic.Tool[] = [
      ...repoTools.map((tool): Anthropic.Tool => (tool.jsonSchema ? { name: tool.name, description: tool.description, input_schema: tool.jsonSchema } : toolDefinition(tool.name, tool.description, tool.input))),
      toolDefinition(outputTool.name, outputTool.description, schema),
    ];
    const last = tools[tools.length - 1];
    if (last) last.cache_control = EPHEMERAL;
    const finish = repoTools.length > 0 ? `\n\nWhen you have what you need, finish by calling the ${outputTool.name} tool with your answer: that call is your answer.` : '';
    const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: request.system.stable + finish, cache_control: EPHEMERAL }];
    if (request.system.variable) system.push({ type: 'text', text: request.system.variable });

    const transcript: Anthropic.MessageParam[] = typeof request.messages === 'string' ? [{ role: 'user', content: request.messages }] : [...request.messages];
    const answerNow: Anthropic.ToolChoice = { type: 'tool', name: outputTool.name };
    const freeChoice: Anthropic.ToolChoice = repoTools.length > 0 ? { type: 'auto' } : { type: 'any' };
    let mustAnswer = maxToolIterations === 0;
    let corrected = false;
    let rounds = 0;

    for (;;) {
      const response = await this.call(role, request.subject, { system, tools, tool_choice: mustAnswer ? answerNow : freeChoice, messages: transcript });
      // Sent back as it came (thinking blocks keep their signatures); an empty turn cannot be.
      if (response.content.length > 0) transcript.push({ role: 'assistant', content: response.content as Anthropic.ContentBlockParam[] });
      const uses = response.content.filter((block): block is Anthropic.ToolUseBlock => block.type === 'tool_use');
      const cut = response.stop_reason === 'max_tokens' ? ` (the reply was cut at max_tokens ${this.maxTokens})` : '';

      const answer = uses.find((use) => use.name === outputTool.name);
      if (answer) {
        const parsed = schema.safeParse(answer.input);
        if (parsed.success) return parsed.data;
        if (corrected) throw new LlmOutputError(`Model role ${role} gave an invalid ${outputTool.name} twice: ${firstIssue(parsed.error)}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: 'user',
          content: uses.map((use) =>
            use === answer
              ? errorResult(use.id, `Invalid ${outputTool.name} input:\n${issueList(parsed.error)}\nCall ${outputTool.name} again with corrected input.`)
              : errorResult(use.id, `Not run: you answered with ${outputTool.name} in the same turn.`),
          ),
        });
        continue;
      }

      if (response.stop_reason === 'refusal') throw new LlmOutputError(`Model role ${role} refused to answer.`, role);
      if (uses.length === 0 || mustAnswer) {
        if (corrected) throw new LlmOutputError(`Model role ${role} did not answer with ${outputTool.name}${cut}.`, role);
        corrected = true;
        mustAnswer = true;
        transcript.push({
          role: 'user',
          content: [...uses.map((use) => errorResult(use.id, `Not run: no more tool calls; answer with ${outputTool.name}.`)), { type: 'text', text: `Answer now by calling ${outputTool.name}.` }],
        });
        continue;
      }

      rounds += 1;
      const results: Anthropic.ContentBlockParam[] = await this.runTools(uses, repoTools, fanOutCap);
      if (rounds >= maxToolIterations) {
        mustAnswer = true;
        results.push({ type: 'text', text: `That was the last round of tool calls (${maxToolIterations}); answer now by calling ${outputTool.name}.` });
      }
      transcript.push({ role: 'user', content: results });
    }
  }

  /** One tool round: the first `fanOutCap` calls run (in parallel), the rest are answered with an error. */
  private async runTools(uses: readonly Anthropic.ToolUseBlock[], tools: readonly RepoTool[], fanOutCap: number): Promise<Anthropic.ToolResultBlockParam[]> {
    return Promise.all(
      uses.map(async (use, index): Promise<Anthropic.ToolResultBlockParam> => {
        if (index >= fanOutCap) {
          return errorResult(use.id, `Not run: at most ${fanOutCap} tool calls run per turn and this turn asked for ${uses.length}. Ask again for what you still need.`);
        }
        try {
          const result = await runTool(tools, use.name, use.input);
          return { type: 'tool_result', tool_use_id: use.id, content: result.content, ...(result.isError ? { is_error: true } : {}) };
        } catch (error) {
          this.log(`Tool ${use.name} failed: ${error instanceof Error ? error.message : String(error)}`);
          return errorResult(use.id, `The ${use.name} tool failed.`);
        }
      }),
    );
  }

  /** One Messages call within the budgets, with retries; its usage goes into the ledger. */
  private async call(
    role: string,
    subject: string | undefined,
    params: Pick<Anthropic.MessageCreateParamsNonStreaming, 'system' | 'tools' | 'tool_choice' | 'messages'>,
  ): Promise<Anthropic.Message> {
    this.checkBudget();
    let response: Anthropic.Message;
    try {
      const body = { model: this.wireModel, max_tokens: this.maxTokens, ...params, messages: withRollingBreakpoint(params.messages) };
      this.client ??= createClient(this.provider, { timeoutMs: this.timeoutMs });
      const client = await this.client;
      response = await withRetries(() => client.messages.create(body), {
        retry: this.retry,
        model: this.wireModel,
        provider: this.provider,
        log: this.log,
      });
    } catch (error) {
      if (error instanceof LlmFinalError || error instanceof LlmUnavailableError) error.message = this.redact(error.message);
      throw error;
    }
    const entry = this.ledger.record({ role, subject, model: this.model, usage: response.usage });
    const cached = entry.cache_read_input_tokens + entry.cache_creation_input_tokens > 0 ? `, cache ${entry.cache_read_input_tokens} read / ${entry.cache_creation_input_tokens} written` : '';
    this.log(`Model ${role}${subject ? ` (${subject})` : ''}: ${entry.input_tokens} in / ${entry.output_tokens} out${cached}, $${entry.cost_usd.toFixed(4)} (${response.stop_reason ?? 'no stop reason'}).`);
    return response;
  }

  private checkBudget(): void {
    const spent = this.ledger.totals();
    if (spent.cost_usd >= this.maxCostUsd) {
      throw new BudgetExceededError(`max-cost-usd of $${this.maxCostUsd.toFixed(2)} reached after $${spent.cost_usd.toFixed(4)} of model calls.`, 'max-cost-usd');
    }
    if (spent.calls >= this.maxTurns) {
      throw new BudgetExceededError(`max-turns of ${this.maxTurns} reached.`, 'max-turns');
    }
  }
}

/** Every secret `provider` holds, for the redactor. */
function providerSecrets(provider: ModelProvider): string[] {
  switch (provider.name) {
    case 'anthropic':
      return [provider.apiKey];
    case 'bedrock':
      return [provider.accessKeyId, provider.secretAccessKey, provider.sessionToken ?? ''];
    case 'vertex':
      return [provider.accessToken];
    case 'foundry':
      return [provider.credential];
  }
}

/** The JSON schema a tool definition carries: the zod schema's input side, without `$schema`. */
export function toInputSchema(schema: z.ZodType): Anthropic.Tool.InputSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  if (json['type'] !== 'object') throw new Error(`A tool's input schema must describe an object, not ${JSON.stringify(json['type'] ?? 'anything')}.`);
  return json as Anthropic.Tool.InputSchema;
}

/**
 * From the second turn on, a cache breakpoint on the newest block, so the next turn reads the
 * conversation so far from the cache instead of paying for it again. Only the request's copy is
 * marked: earlier turns' marks would pile up past the API's four breakpoints.
 */
function withRollingBreakpoint(messages: readonly Anthropic.MessageParam[]): Anthropic.MessageParam[] {
  const last = messages[messages.length - 1];
  if (messages.length < 2 || !last || last.role !== 'user' || typeof last.content === 'string' || last.content.length === 0) return [...messages];
  const blocks = [...last.content];
  const tail = blocks[blocks.length - 1];
  if (!tail || !CACHEABLE_BLOCKS.has(tail.type)) return [...messages];
  blocks[blocks.length - 1] = { ...tail, cache_control: EPHEMERAL } as Anthropic.ContentBlockParam;
  return [...messages.slice(0, -1), { ...last, content: blocks }];
}

const CACHEABLE_BLOCKS: ReadonlySet<string> = new Set(['text', 'tool_result', 'tool_use', 'image', 'document']);

function toolDefinition(name: string, description: string, schema: z.ZodType): Anthropic.Tool {
  return { name, description, input_schema: toInputSchema(schema) };
}

function errorResult(toolUseId: string, content: string): Anthropic.ToolResultBlockParam {
  return { type: 'tool_result', tool_use_id: toolUseId, content, is_error: true };
}

function issueLine(issue: z.core.$ZodIssue): string {
  return `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueLine(issue) : 'no details';
}

function issueList(error: z.ZodError): string {
  return error.issues
    .slice(0, 20)
    .map((issue) => `- ${issueLine(issue)}`)
    .join('\n');
}
