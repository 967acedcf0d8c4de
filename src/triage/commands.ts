// The runtime rung of triage: the model may run one of the commands the workflow file lists in
// `triage-commands` (trusted configuration; never tend.yml, never comment text), picked by number,
// with at most a test-name pattern as argument. The pattern is checked against a strict pattern
// and reaches the command as one argv entry ("$@"), never as shell text; the command runs in the
// checkout with a clean environment (no token), under a timeout, and only the redacted tail of
// its output goes back to the model.

import * as z from 'zod';
import { defineTool, ToolInputError, type RepoTool } from '../llm/tools/repo-tool.js';
import { runVerifyCommand } from '../git/verify-command.js';
import type { CommandRun } from './verdict.js';

/** A test name or pattern: letters, digits, space and `_ . : / # * -`, not starting with `-`. */
const TEST_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_ .:/#*-]{0,119}$/;
const MAX_COMMAND_RUNS = 6;

interface CommandToolOptions {
  commands: readonly string[];
  root: string;
  redact: (text: string) => string;
  timeoutMs?: number;
  /** Each run is appended here, for the report and the verdict gate. */
  runs: CommandRun[];
}

export function describeCommands(commands: readonly string[]): string {
  if (commands.length === 0) return 'No runtime commands are configured: use code inspection (file:line evidence) only.';
  return ['Runtime commands you may run with run_command (by number):', ...commands.map((c, i) => `${i + 1}. ${c}`)].join('\n');
}

export function commandTool(options: CommandToolOptions): RepoTool {
  return defineTool({
    name: 'run_command',
    description: 'Run one of the configured triage commands (by its number) in the checkout, optionally with a test-name pattern as its only argument; returns the exit code and the end of the output.',
    input: z.strictObject({
      command: z.number().int().min(1).describe('The number of the command in the list'),
      test_pattern: z.string().regex(TEST_PATTERN, 'a test name or pattern: letters, digits, space and _ . : / # * -, not starting with -').optional(),
    }),
    async run({ command, test_pattern }) {
      const text = options.commands[command - 1];
      if (text === undefined) throw new ToolInputError(`There is no command ${command}; ${describeCommands(options.commands)}`);
      if (options.runs.length >= MAX_COMMAND_RUNS) throw new ToolInputError(`At most ${MAX_COMMAND_RUNS} command runs per triage; answer with what you have.`);
      const result = await runVerifyCommand(text, options.root, { timeoutMs: options.timeoutMs ?? 5 * 60_000, args: test_pattern === undefined ? [] : [test_pattern] });
      options.runs.push({ command: text, pattern: test_pattern ?? null, exitCode: result.exitCode, timedOut: result.timedOut });
      const status = result.timedOut ? 'timed out' : `exit code ${result.exitCode ?? 'none (killed)'}`;
      return options.redact(`Command ${command} (${text}${test_pattern === undefined ? '' : ` with pattern '${test_pattern}'`}): ${status}.\nEnd of output:\n${result.tail || '(no output)'}`);
    },
  });
}
