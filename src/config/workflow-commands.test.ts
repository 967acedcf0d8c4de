import * as actionsCore from '@actions/core';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as step from './workflow-commands.js';

// The runner reads these bytes; tend writes them itself so that no run loads @actions/core's HTTP
// client (issue #29). The reference is @actions/core 3, still a devDependency for this test.

const dirs: string[] = [];
const saved = { output: process.env.GITHUB_OUTPUT, summary: process.env.GITHUB_STEP_SUMMARY };

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of [['GITHUB_OUTPUT', saved.output], ['GITHUB_STEP_SUMMARY', saved.summary]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** What `write` prints to stdout and appends to fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. */
async function captured(write: () => Promise<void> | void): Promise<{ stdout: string; output: string; summary: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'tend-commands-'));
  dirs.push(dir);
  process.env.GITHUB_OUTPUT = join(dir, 'output');
  process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary');
  writeFileSync(process.env.GITHUB_OUTPUT, '');
  writeFileSync(process.env.GITHUB_STEP_SUMMARY, '');
  let stdout = '';
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    await write();
  } finally {
    process.stdout.write = original;
  }
  // The output delimiter is random per call: compared by its place, not its value.
  const output = readFileSync(join(dir, 'output'), 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_X');
  return { stdout, output, summary: readFileSync(join(dir, 'summary'), 'utf8') };
}

describe('workflow commands', () => {
  const awkward = 'line one\nline two\r\n100% done: a, b';

  it('writes the log lines and commands @actions/core writes, with %, CR and LF escaped', async () => {
    const ours = await captured(() => {
      step.info(awkward);
      step.debug(awkward);
      step.notice(awkward);
      step.warning(awkward);
      step.error(awkward);
      step.setSecret('s3cr%t\nvalue');
      step.startGroup('tend: context');
      step.endGroup();
    });
    const theirs = await captured(() => {
      actionsCore.info(awkward);
      actionsCore.debug(awkward);
      actionsCore.notice(awkward);
      actionsCore.warning(awkward);
      actionsCore.error(awkward);
      actionsCore.setSecret('s3cr%t\nvalue');
      actionsCore.startGroup('tend: context');
      actionsCore.endGroup();
    });
    expect(ours.stdout).toContain('::error::line one%0Aline two%0D%0A100%25 done: a, b');
    expect(ours.stdout).toBe(theirs.stdout);
  });

  it('appends step outputs to GITHUB_OUTPUT in delimited blocks, multi-line values whole', async () => {
    const ours = await captured(() => {
      step.setOutput('state', 'merged');
      step.setOutput('reason', awkward);
    });
    const theirs = await captured(() => {
      actionsCore.setOutput('state', 'merged');
      actionsCore.setOutput('reason', awkward);
    });
    expect(ours.output).toBe(`state<<ghadelimiter_X\nmerged\nghadelimiter_X\nreason<<ghadelimiter_X\n${awkward}\nghadelimiter_X\n`);
    expect(ours.output).toBe(theirs.output);
    expect(ours.stdout).toBe('');
  });

  it('appends to the job summary, and fails saying so when the runner gave no summary file', async () => {
    const ours = await captured(async () => {
      await step.appendSummary('## tend · merged\n');
      await step.appendSummary('| a | b |\n');
    });
    const theirs = await captured(async () => {
      await actionsCore.summary.addRaw('## tend · merged\n').write();
      await actionsCore.summary.addRaw('| a | b |\n').write();
    });
    expect(ours.summary).toBe('## tend · merged\n| a | b |\n');
    expect(ours.summary).toBe(theirs.summary);
    delete process.env.GITHUB_STEP_SUMMARY;
    await expect(step.appendSummary('x')).rejects.toThrow(/GITHUB_STEP_SUMMARY/);
  });
});
