// `tend triage` through the built CLI bundle, with the real Anthropic SDK talking to the local
// Messages API emulator and a fixture repository that has a real defect.

import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnthropicEmulator, type AnthropicEmulator } from '../../emulator/anthropic/server.js';
import { commitAll, initRepo, makeTemp, writeFiles, type Fixture } from '../support/repo-fixture.js';
import { TriageVerdictFileSchema } from '../../src/triage/verdict.js';
import { ACTION_DIR } from './world.js';
import { BUG_ISSUE, CACHE_TS, FABRICATED_BUG, FEATURE, FEATURE_ISSUE, readCache, TENANT_TS, VALID_BUG, verdict } from './triage-world.js';

const CLI = join(ACTION_DIR, 'dist', 'cli', 'index.js');

let fixture: Fixture;
let repo: string;
let claude: AnthropicEmulator;

beforeAll(async () => {
  fixture = await makeTemp('tend-triage-cli-');
  repo = join(fixture.temp, 'repo');
  await initRepo(repo);
  await writeFiles(repo, { 'src/cache.ts': CACHE_TS, 'src/tenant.ts': TENANT_TS });
  await commitAll(repo, 'cache', { name: 'Ada', email: 'ada@example.com', date: '2026-01-01T00:00:00Z' });
  await writeFile(join(fixture.temp, 'bug.md'), `# ${BUG_ISSUE.title}\n\n${BUG_ISSUE.body}\n`);
  await writeFile(join(fixture.temp, 'feature.md'), `# ${FEATURE_ISSUE.title}\n\n${FEATURE_ISSUE.body}\n`);
});
afterAll(async () => fixture.cleanup());
beforeEach(async () => {
  claude = await startAnthropicEmulator();
});
afterEach(async () => claude.stop());

function triage(issue: string, out: string, extra: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'triage', '--issue-file', join(fixture.temp, issue), '--root', repo, '--out', join(fixture.temp, out), ...extra], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ANTHROPIC_API_KEY: claude.apiKey, ANTHROPIC_BASE_URL: claude.url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const written = async (out: string) => ({
  markdown: await readFile(join(fixture.temp, out, 'TRIAGE.md'), 'utf8'),
  verdict: TriageVerdictFileSchema.parse(JSON.parse(await readFile(join(fixture.temp, out, 'TRIAGE_VERDICT.json'), 'utf8'))),
});

describe('tend triage (bundle)', () => {
  it('finds a real defect valid, with evidence that passes the check', { timeout: 60_000 }, async () => {
    claude.script(readCache, verdict(VALID_BUG));
    const run = await triage('bug.md', 'bug');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('bug: valid');
    const { markdown, verdict: v } = await written('bug');
    expect(v).toMatchObject({ classification: 'bug', valid: true, status: 'valid', refusal: null, recommendedNext: 'plan' });
    expect(v.evidence.map((e) => e.check)).toEqual(['verified', 'verified']);
    expect(markdown).toContain('The `entries` map in `src/cache.ts` is module-scoped');
    expect(markdown).toContain('| `src/cache.ts:5-7` | verified |');
    // The model read the file through the tool before answering, and the issue reached it as data.
    const second = JSON.stringify(claude.requests[1]!.body.messages);
    expect(second).toContain('entries.set(key, value);');
    expect(JSON.stringify(claude.requests[0]!.body.messages)).toContain('<issue>');
  });

  it('refuses a verdict whose cited file:line does not exist, and never publishes it as valid', { timeout: 60_000 }, async () => {
    claude.script(verdict(FABRICATED_BUG));
    const run = await triage('bug.md', 'fabricated');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('bug: refused');
    const { markdown, verdict: v } = await written('fabricated');
    expect(v).toMatchObject({ valid: false, status: 'refused', recommendedNext: 'stop' });
    expect(v.refusal).toContain('src/cache.ts:42 is fabricated (line 42 is past the end of src/cache.ts');
    expect(v.evidence.map((e) => e.check)).toEqual(['fabricated', 'fabricated']);
    expect(markdown.split('\n')[1]).toContain('tend refused this verdict');
    expect(markdown).toContain('| Valid | no (refused) |');
  });

  it('classifies a feature request without a reproduction', { timeout: 60_000 }, async () => {
    claude.script(verdict(FEATURE));
    const run = await triage('feature.md', 'feature');
    expect(run.code, run.stderr).toBe(0);
    const { verdict: v, markdown } = await written('feature');
    expect(v).toMatchObject({ classification: 'feature', valid: true, status: 'valid', reproduction: { attempted: false, reproduced: null } });
    expect(markdown).toContain('| Reproduction | not attempted |');
  });

  it('runs an allowed command for a reproduction, with the pattern as its argument', { timeout: 60_000 }, async () => {
    await writeFiles(repo, { 'check.sh': '#!/bin/sh\necho "testing [$1]"\nexit 1\n' });
    const reproduced = { ...VALID_BUG, evidence: [{ note: 'the tenant test fails' }], reproduction: { attempted: true, reproduced: true, details: 'check.sh fails for the tenant case' }, highestRung: 'unit' };
    claude.script({ kind: 'message', content: [{ type: 'tool_use', name: 'run_command', input: { command: 1, test_pattern: 'tenant isolation' } }] }, verdict(reproduced));
    const run = await triage('bug.md', 'command', ['--command', 'sh check.sh']);
    expect(run.code, run.stderr).toBe(0);
    const { verdict: v } = await written('command');
    expect(v).toMatchObject({ status: 'valid', valid: true, commands: [{ command: 'sh check.sh', pattern: 'tenant isolation', exitCode: 1, timedOut: false }] });
    expect(JSON.stringify(claude.requests[1]!.body.messages)).toContain('testing [tenant isolation]');
  });

  it('refuses bad usage with one line and exit 2', { timeout: 60_000 }, async () => {
    const missing = await triage('nope.md', 'x');
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain("cannot read --issue-file");
    const noKey = await triage('bug.md', 'x', [], { ANTHROPIC_API_KEY: '' });
    expect(noKey).toMatchObject({ code: 2, stderr: 'tend triage: ANTHROPIC_API_KEY is not set; triage needs the model.\n' });
    expect(claude.requests).toHaveLength(0);
  });
});
