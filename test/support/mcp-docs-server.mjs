// A small MCP server over stdio, written with the official SDK's McpServer, for the MCP e2e test
// (test/e2e/model.test.ts): one read-only tool and one write tool. `lookup` answers with the
// query and the NAMES of the variables in its environment (never their values), so the test can
// see what the server process received. Its pid goes to the file named by argv[2], so the test can
// see the process is gone when the run ends.
//
// Plain JavaScript: tend starts it as `node mcp-docs-server.mjs <pid-file>`, as a workflow would
// start any server, with no TypeScript loader.

import { writeFileSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod';

const pidFile = process.argv[2];
if (pidFile) writeFileSync(pidFile, String(process.pid));

const server = new McpServer({ name: 'docs', version: '1.0.0' });

server.registerTool(
  'lookup',
  {
    description: 'Search the project documentation.',
    inputSchema: { query: z.string().describe('What to look for') },
    annotations: { readOnlyHint: true },
  },
  async ({ query }) => ({
    content: [{ type: 'text', text: `docs for "${query}": sizes are validated by the form.\nenv: ${Object.keys(process.env).sort().join(',')}` }],
  }),
);

server.registerTool(
  'write_note',
  {
    description: 'Add a note to the documentation.',
    inputSchema: { note: z.string() },
    annotations: { readOnlyHint: false, destructiveHint: true },
  },
  async () => ({ content: [{ type: 'text', text: 'note written' }] }),
);

await server.connect(new StdioServerTransport());
