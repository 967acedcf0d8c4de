// The environment an MCP server process starts with: PATH, HOME and the variables its entry in
// `mcp-servers` names, nothing else. The SDK's stdio transport adds HOME, LOGNAME, PATH, SHELL,
// TERM and USER from tend's own environment to whatever it is given; the keys it would add are
// listed here as undefined, which Node's spawn leaves out, so the server sees exactly this.

/** What the SDK's StdioClientTransport copies from the parent unless told otherwise (getDefaultEnvironment). */
const SDK_INHERITED = ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'] as const;

export function serverEnvironment(
  named: readonly string[],
  values: Readonly<Record<string, string>>,
  base: { path: string; home: string },
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = Object.fromEntries(SDK_INHERITED.map((name) => [name, undefined]));
  env.PATH = base.path;
  env.HOME = base.home;
  for (const name of named) {
    const value = values[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** The names a server actually receives (for the audit: names, never values). */
export function receivedNames(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.keys(env)
    .filter((name) => env[name] !== undefined)
    .sort();
}
