import { createRequire as __tendCreateRequire } from 'node:module';
const require = __tendCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-BLH2SJWA.js";
import {
  InputError
} from "./chunk-B5NACFDK.js";
import {
  array,
  record,
  strictObject,
  string
} from "./chunk-HYZO7EOR.js";
import {
  __name,
  __toESM
} from "./chunk-PN4QGNHY.js";

// src/config/mcp-servers.ts
var import_yaml = __toESM(require_dist(), 1);
var SERVER_NAME = /^[A-Za-z0-9_-]{1,32}$/;
var VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var MAX_MCP_SERVERS = 8;
var EXPECTED_MCP_SERVERS = 'expected YAML or JSON mapping each server name to {command, args?, env?}, e.g. docs: {command: npx, args: [-y, "@acme/docs-mcp"], env: [DOCS_API_KEY]}';
var variableName = string().regex(VARIABLE_NAME, { message: "an environment variable name is letters, digits and _, not starting with a digit" }).refine((name) => !/^INPUT_/i.test(name), {
  // The step's inputs are tend's own (its tokens among them): a server gets a variable of its own.
  message: "INPUT_* variables are tend's inputs (its tokens among them); put the value in a variable of the step's env and name that"
}).refine((name) => !["PATH", "HOME"].includes(name), { message: "PATH and HOME are set by tend (PATH from verify-path, HOME a directory of the server's own)" }).refine((name) => !/^TEND_/i.test(name), { message: "TEND_* variables are tend's own" });
var ServerSchema = strictObject(
  {
    command: string().trim().min(1, { message: "command is the program to start, e.g. npx or /usr/local/bin/docs-mcp" }),
    args: array(string()).default([]),
    env: array(variableName).default([]).refine((names) => new Set(names).size === names.length, { message: "a variable is named twice" })
  },
  { error: /* @__PURE__ */ __name((issue) => issue.code === "unrecognized_keys" ? `unknown key ${issue.keys.map((k) => `'${k}'`).join(", ")} (a server has command, args and env; URL servers are not supported)` : void 0, "error") }
);
var ServersSchema = record(string(), ServerSchema);
function parseMcpServers(text) {
  if (text.trim() === "") return { ok: true, servers: [] };
  let data;
  try {
    data = (0, import_yaml.parse)(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : "unreadable";
    return { ok: false, message: `not YAML or JSON (${reason}); ${EXPECTED_MCP_SERVERS}` };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return { ok: false, message: `the text is ${Array.isArray(data) ? "a list" : "a single value"}, not a mapping of server names; ${EXPECTED_MCP_SERVERS}` };
  const names = Object.keys(data);
  const badName = names.find((name) => !SERVER_NAME.test(name));
  if (badName !== void 0) return { ok: false, message: `${badName}: a server name is 1 to 32 letters, digits, _ or -; ${EXPECTED_MCP_SERVERS}` };
  if (names.length > MAX_MCP_SERVERS) return { ok: false, message: `${names.length} servers, at most ${MAX_MCP_SERVERS}; ${EXPECTED_MCP_SERVERS}` };
  const parsed = ServersSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
    return { ok: false, message: `${where}${issue?.message ?? "invalid"}; ${EXPECTED_MCP_SERVERS}` };
  }
  return { ok: true, servers: Object.entries(parsed.data).map(([name, server]) => ({ name, ...server })) };
}
__name(parseMcpServers, "parseMcpServers");
function mcpSetup(text, read) {
  const parsed = parseMcpServers(text);
  if (!parsed.ok) throw new InputError(`Input 'mcp-servers' is not usable: ${parsed.message}.`);
  const variables = {};
  for (const name of new Set(parsed.servers.flatMap((server) => server.env))) {
    const value = read(name);
    if (value !== void 0) variables[name] = value;
  }
  return { servers: parsed.servers, variables };
}
__name(mcpSetup, "mcpSetup");
export {
  EXPECTED_MCP_SERVERS,
  MAX_MCP_SERVERS,
  mcpSetup,
  parseMcpServers
};
