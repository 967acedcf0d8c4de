// The `mcp-servers` input: the read-only MCP servers the model may use (docs/mcp.md). tend starts
// each one as a process, so, like verify-command, they are configured in the workflow file only,
// never in .github/tend.yml (a pull request can change that file; it cannot change which workflow
// runs). The text is YAML or JSON: a map of server name → {command, args, env}, where `env` names
// the variables of the step's environment the server receives; nothing else of tend's environment
// reaches it.

import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { InputError } from '../core/errors.js';

/** Server names become part of tool names (`mcp__<server>__<tool>`, at most 64 characters). */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,32}$/;
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** More would be a crowd of processes per run; each server costs a start-up. */
export const MAX_MCP_SERVERS = 8;

export const EXPECTED_MCP_SERVERS = 'expected YAML or JSON mapping each server name to {command, args?, env?}, e.g. docs: {command: npx, args: [-y, "@acme/docs-mcp"], env: [DOCS_API_KEY]}';

const variableName = z
  .string()
  .regex(VARIABLE_NAME, { message: 'an environment variable name is letters, digits and _, not starting with a digit' })
  .refine((name) => !/^INPUT_/i.test(name), {
    // The step's inputs are tend's own (its tokens among them): a server gets a variable of its own.
    message: "INPUT_* variables are tend's inputs (its tokens among them); put the value in a variable of the step's env and name that",
  })
  .refine((name) => !['PATH', 'HOME'].includes(name), { message: 'PATH and HOME are set by tend (PATH from verify-path, HOME a directory of the server\'s own)' })
  .refine((name) => !/^TEND_/i.test(name), { message: "TEND_* variables are tend's own" });

const ServerSchema = z.strictObject(
  {
    command: z.string().trim().min(1, { message: 'command is the program to start, e.g. npx or /usr/local/bin/docs-mcp' }),
    args: z.array(z.string()).default([]),
    env: z
      .array(variableName)
      .default([])
      .refine((names) => new Set(names).size === names.length, { message: 'a variable is named twice' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.map((k) => `'${k}'`).join(', ')} (a server has command, args and env; URL servers are not supported)` : undefined) },
);

export type McpServerConfig = z.output<typeof ServerSchema> & { name: string };

const ServersSchema = z.record(z.string(), ServerSchema);

/** The input's text → the servers, in the order written; an issue message names what is wrong. */
export function parseMcpServers(text: string): { ok: true; servers: McpServerConfig[] } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, servers: [] };
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'unreadable';
    return { ok: false, message: `not YAML or JSON (${reason}); ${EXPECTED_MCP_SERVERS}` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { ok: false, message: `the text is ${Array.isArray(data) ? 'a list' : 'a single value'}, not a mapping of server names; ${EXPECTED_MCP_SERVERS}` };
  const names = Object.keys(data);
  const badName = names.find((name) => !SERVER_NAME.test(name));
  if (badName !== undefined) return { ok: false, message: `${badName}: a server name is 1 to 32 letters, digits, _ or -; ${EXPECTED_MCP_SERVERS}` };
  if (names.length > MAX_MCP_SERVERS) return { ok: false, message: `${names.length} servers, at most ${MAX_MCP_SERVERS}; ${EXPECTED_MCP_SERVERS}` };
  const parsed = ServersSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    return { ok: false, message: `${where}${issue?.message ?? 'invalid'}; ${EXPECTED_MCP_SERVERS}` };
  }
  return { ok: true, servers: Object.entries(parsed.data).map(([name, server]) => ({ name, ...server })) };
}

export interface McpSetup {
  servers: McpServerConfig[];
  /** The values of the variables the servers name, by name. */
  variables: Record<string, string>;
}

/**
 * The `mcp-servers` input and the values of what it names, read through `read` (the handed-over
 * variables, then the step's environment). Bad text throws one line before anything is written.
 * A named variable that is not set is left out: the server starts without it.
 */
export function mcpSetup(text: string, read: (name: string) => string | undefined): McpSetup {
  const parsed = parseMcpServers(text);
  if (!parsed.ok) throw new InputError(`Input 'mcp-servers' is not usable: ${parsed.message}.`);
  const variables: Record<string, string> = {};
  for (const name of new Set(parsed.servers.flatMap((server) => server.env))) {
    const value = read(name);
    if (value !== undefined) variables[name] = value;
  }
  return { servers: parsed.servers, variables };
}
