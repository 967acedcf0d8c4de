// Which of an MCP server's tools the model is offered: only those the server itself marks
// read-only. The decision is a plain function of what the server listed, so it is tested without
// a server, and every tool not offered is named in the audit with the reason.
//
// The MCP specification calls annotations hints that a client must not rely on from an untrusted
// server (https://modelcontextprotocol.io/specification/2025-06-18/server/tools); tend treats the
// absence of `readOnlyHint: true` as "may write", so a server that says nothing offers nothing. A
// server lying about a write tool is not caught here: that is why the servers come from the
// workflow file only, and why the docs say to configure read-only credentials.

import { TOOL_NAME_PATTERN } from '../tools/repo-tools.js';

/** What tend reads of a listed tool (the SDK's Tool, narrowed to what decides). */
export interface ListedTool {
  name: string;
  description?: string | undefined;
  inputSchema: { type: 'object'; [key: string]: unknown };
  annotations?: { readOnlyHint?: boolean | undefined; destructiveHint?: boolean | undefined } | undefined;
}

export interface ToolRefusal {
  tool: string;
  reason: string;
}

export interface ToolSort {
  offered: ListedTool[];
  refused: ToolRefusal[];
  /** Set when the server is refused whole: nothing of it is offered and it is stopped. */
  serverRefused: string | null;
}

/** The model's name for a server's tool: `mcp__<server>__<tool>`, apart from tend's own tools. */
export function modelToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/**
 * Splits a server's tools into offered and refused. A stdio server has no OAuth scopes to ask
 * for; what it asks to do is what its tools declare. So a server whose every tool may write is
 * refused whole (it asks for write access and nothing else), and one with read-only tools among
 * write tools has those write tools refused one by one.
 */
export function sortTools(server: string, tools: readonly ListedTool[]): ToolSort {
  const offered: ListedTool[] = [];
  const refused: ToolRefusal[] = [];
  const seen = new Set<string>();
  for (const tool of tools) {
    const reason = refusalOf(server, tool, seen);
    seen.add(tool.name);
    if (reason === null) offered.push(tool);
    else refused.push({ tool: tool.name, reason });
  }
  const writers = refused.filter((r) => r.reason.startsWith(NOT_READ_ONLY) || r.reason.startsWith(DESTRUCTIVE)).length;
  const serverRefused = offered.length === 0 && writers > 0 && writers === refused.length ? `every tool it lists (${writers}) may write: a server that asks for write access is refused whole` : null;
  return serverRefused ? { offered: [], refused, serverRefused } : { offered, refused, serverRefused: null };
}

const NOT_READ_ONLY = 'not marked read-only';
const DESTRUCTIVE = 'marked destructive';

function refusalOf(server: string, tool: ListedTool, seen: ReadonlySet<string>): string | null {
  if (tool.annotations?.destructiveHint === true) return `${DESTRUCTIVE} (destructiveHint)`;
  if (tool.annotations?.readOnlyHint !== true) return `${NOT_READ_ONLY} (no readOnlyHint: true)`;
  if (!TOOL_NAME_PATTERN.test(modelToolName(server, tool.name))) return `its name does not fit a model tool name (${modelToolName(server, tool.name).slice(0, 80)} is not 1-64 letters, digits, _ or -)`;
  if (seen.has(tool.name)) return 'listed twice';
  if (tool.inputSchema?.type !== 'object') return 'its input schema does not describe an object';
  return null;
}
