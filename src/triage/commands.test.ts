import { readFile, writeFile, chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../llm/tools/repo-tool.js';
import { makeTemp, type Fixture } from '../../test/support/repo-fixture.js';
import { commandTool } from './commands.js';
import type { CommandRun } from './verdict.js';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await makeTemp('tend-triage-cmd-');
  // Prints each argument it gets on its own line, and the environment's secrets if any leaked.
  await writeFile(join(fixture.temp, 'args.sh'), '#!/bin/sh\nfor a in "$@"; do echo "arg=[$a]"; done\necho "token=[${GITHUB_TOKEN:-}]"\nexit 3\n');
  await chmod(join(fixture.temp, 'args.sh'), 0o755);
});
afterAll(async () => fixture.cleanup());

describe('run_command', () => {
  const tool = (runs: CommandRun[]) => [commandTool({ commands: ['./args.sh --fixed'], root: fixture.temp, redact: (t) => t.replace(/hunter2/g, '***'), runs })];

  it('runs a configured command with the pattern as one argv entry and no token in its environment', async () => {
    const runs: CommandRun[] = [];
    process.env.GITHUB_TOKEN = 'ghs_shouldnotleak';
    try {
      const result = await runTool(tool(runs), 'run_command', { command: 1, test_pattern: 'cache tenants *' });
      expect(result.isError).toBe(false);
      expect(result.content).toContain('exit code 3');
      expect(result.content).toContain('arg=[--fixed]\narg=[cache tenants *]\ntoken=[]');
      expect(runs).toEqual([{ command: './args.sh --fixed', pattern: 'cache tenants *', exitCode: 3, timedOut: false }]);
    } finally {
      delete process.env.GITHUB_TOKEN;
    }
  });

  it.each(['$(touch pwned)', 'a; touch pwned', '`touch pwned`', '--config=evil', 'a\ntouch pwned', "a' && touch pwned '"])('refuses the pattern %j without running anything', async (pattern) => {
    const runs: CommandRun[] = [];
    const result = await runTool(tool(runs), 'run_command', { command: 1, test_pattern: pattern });
    expect(result.isError).toBe(true);
    expect(runs).toEqual([]);
    await expect(readFile(join(fixture.temp, 'pwned'))).rejects.toThrow();
  });

  it('refuses a command that is not in the list', async () => {
    const runs: CommandRun[] = [];
    const result = await runTool(tool(runs), 'run_command', { command: 2 });
    expect(result).toMatchObject({ isError: true, content: expect.stringContaining('There is no command 2') as unknown as string });
    expect(runs).toEqual([]);
  });
});
