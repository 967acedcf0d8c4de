// The shape of a read-only repository tool a model may call while it investigates, and the one
// entry point that runs a call. The model's input is untrusted: it is validated with zod before
// `run` sees it, and a problem with it (a path outside the checkout, an unknown revision, a missing
// file) is a ToolInputError, which `runTool` turns into an error result the model can act on
// rather than an exception that ends the run.

import * as z from 'zod';

export interface RepoTool<I = unknown> {
  /** Matches ^[a-zA-Z0-9_-]{1,64}$, the Messages API's rule for tool names. */
  name: string;
  /** One or two sentences for the model. */
  description: string;
  /** Validated before `run`; a bad input gives an error result, never a throw. */
  input: z.ZodType<I>;
  /**
   * The input_schema the model is shown, when it is not `input`'s: an MCP server's tool brings its
   * own JSON schema, and the server validates the arguments it is sent.
   */
  jsonSchema?: { type: 'object'; [key: string]: unknown } | undefined;
  /**
   * Text for the tool_result. An empty search is an ordinary result; a request the tool cannot
   * serve rejects with ToolInputError, whose message tells the model what to ask instead.
   */
  run(input: I): Promise<string>;
}

/** A request the tool cannot serve; the message is written for the model. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

/** Types `run` from the schema, then widens the tool so tools of different inputs share a list. */
export function defineTool<I>(tool: RepoTool<I>): RepoTool {
  return tool;
}

interface ToolRunResult {
  /** The tool_result text. */
  content: string;
  /** Mark the tool_result `is_error`: the call was refused or failed. */
  isError: boolean;
}

export async function runTool(tools: readonly RepoTool[], name: string, rawInput: unknown): Promise<ToolRunResult> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (tool === undefined) {
    return { content: `Unknown tool '${name}'. Available tools: ${tools.map((t) => t.name).join(', ')}.`, isError: true };
  }
  const parsed = tool.input.safeParse(rawInput);
  if (!parsed.success) {
    return { content: `Invalid input for ${name}:\n${z.prettifyError(parsed.error)}`, isError: true };
  }
  try {
    return { content: await tool.run(parsed.data), isError: false };
  } catch (error) {
    if (error instanceof ToolInputError) return { content: error.message, isError: true };
    // Unexpected (git missing, a permission error): the model cannot fix it, but it should learn
    // the tool failed, and the tool loop should go on rather than end the run.
    const message = error instanceof Error ? error.message : String(error);
    return { content: `${name} failed: ${message}`, isError: true };
  }
}
