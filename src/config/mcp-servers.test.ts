import { describe, expect, it } from 'vitest';
import { mcpSetup, parseMcpServers } from './mcp-servers.js';
import { splitEnvironment } from './secret-handoff.js';

describe('the mcp-servers input', () => {
  it('reads YAML and JSON alike: each server with its command, args and the variables it receives', () => {
    const yaml = parseMcpServers('docs:\n  command: npx\n  args: [-y, "@acme/docs-mcp"]\n  env: [DOCS_API_KEY]\nlogs:\n  command: /opt/logs-mcp\n');
    const json = parseMcpServers('{"docs": {"command": "npx", "args": ["-y", "@acme/docs-mcp"], "env": ["DOCS_API_KEY"]}, "logs": {"command": "/opt/logs-mcp"}}');
    const servers = [
      { name: 'docs', command: 'npx', args: ['-y', '@acme/docs-mcp'], env: ['DOCS_API_KEY'] },
      { name: 'logs', command: '/opt/logs-mcp', args: [], env: [] },
    ];
    expect(yaml).toEqual({ ok: true, servers });
    expect(json).toEqual({ ok: true, servers });
    expect(parseMcpServers('  ')).toEqual({ ok: true, servers: [] });
  });

  it.each([
    ['docs: [', /^not YAML or JSON \(/],
    ['- npx', /^the text is a list, not a mapping of server names/],
    ['docs: {args: [x]}', /^docs\.command: /],
    ['"docs server": {command: x}', /^docs server: a server name is 1 to 32 letters, digits, _ or -/],
    ['docs: {command: x, url: "https://mcp.example"}', /^docs: unknown key 'url' .*URL servers are not supported/],
    ['docs: {command: x, env: [INPUT_GITHUB-TOKEN]}', /^docs\.env\.0: /],
    ['docs: {command: x, env: [INPUT_ANTHROPIC_API_KEY]}', /^docs\.env\.0: INPUT_\* variables are tend's inputs/],
    ['docs: {command: x, env: [PATH]}', /^docs\.env\.0: PATH and HOME are set by tend/],
    ['docs: {command: x, env: [TEND_SECRET_HANDOFF]}', /^docs\.env\.0: TEND_\* variables are tend's own/],
    ['docs: {command: x, env: [A_KEY, A_KEY]}', /^docs\.env: a variable is named twice/],
  ])('refuses %j with one line that says what is wrong and what is expected', (text, message) => {
    const parsed = parseMcpServers(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toMatch(message);
    expect(parsed.message).toContain('; expected YAML or JSON mapping each server name to {command, args?, env?}');
    expect(parsed.message).not.toContain('\n');
  });

  it('fails the run as an input error, before anything is written', () => {
    expect(() => mcpSetup('docs: {command: x, env: [INPUT_GITHUB-TOKEN]}', () => undefined)).toThrow(/^Input 'mcp-servers' is not usable: docs\.env\.0: /);
  });

  it('reads the values of the named variables only, and leaves out those not set', () => {
    const read = (name: string) => ({ DOCS_API_KEY: 'docs', OTHER_KEY: 'other' })[name];
    expect(mcpSetup('docs: {command: x, env: [DOCS_API_KEY, MISSING_KEY]}', read).variables).toEqual({ DOCS_API_KEY: 'docs' });
  });

  it('hands the variables it names past the secret re-exec, out of the environment, and no other', () => {
    const split = splitEnvironment({ 'INPUT_MCP-SERVERS': 'docs: {command: npx, env: [DOCS_API_KEY]}', DOCS_API_KEY: 'docs-secret', NPM_TOKEN: 'npm-secret', PATH: '/usr/bin' });
    expect(split.handed).toEqual({ 'INPUT_MCP-SERVERS': 'docs: {command: npx, env: [DOCS_API_KEY]}', DOCS_API_KEY: 'docs-secret' });
    expect(split.kept).toEqual({ PATH: '/usr/bin' });
    expect(splitEnvironment({ DOCS_API_KEY: 'docs-secret' }).handed).toEqual({});
  });
});
