// `tend selftest` against the emulator through the real client: the emulator obeys the rules the
// probes check, so every probe holds; an injected refusal shows as a rule that differs; bad
// arguments are one line and no request.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData } from '../../emulator/state.js';
import { selftest, SelftestReportSchema, type SelftestReport } from './selftest.js';

let emu: Emulator;
let world: World;
let env: Record<string, string>;
let pullNumber: number;

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  env = { GITHUB_TOKEN: world.tokens.actions, GITHUB_API_URL: emu.apiUrl, TEND_GITHUB_THROTTLE: 'off' };
  // The scratch pull request a maintainer opens, with one review comment on it.
  await commitFiles(world.repo.bareDir, { branch: 'scratch', from: 'main', files: { 'scratch.txt': 'scratch\n' }, message: 'Scratch' });
  const pr = emu.state.createPullRequest(world.repo, { title: 'Scratch', author: world.accounts.maintainer, head: 'scratch' }) as Issue & { pull: PullRequestData };
  emu.state.addThread(pr, { author: world.accounts.coderabbit, path: 'scratch.txt', line: 1, body: 'A finding.', commitOid: emu.state.headOid(world.repo, pr) });
  pullNumber = pr.number;
});
afterAll(async () => {
  await emu?.stop();
});

async function run(argv: string[], environment: Record<string, string> = env, terminal = false) {
  let out = '';
  let err = '';
  const code = await selftest(argv, environment, { write: (t: string) => (out += t) }, { write: (t: string) => (err += t), ...(terminal ? { isTTY: true } : {}) });
  return { code, out, err };
}

const verdicts = (report: SelftestReport) => Object.fromEntries(report.results.map((r) => [r.probe, r.verdict]));

describe('tend selftest', () => {
  it('reads only without --write: the read probes hold, the write probes are skipped, nothing is written', async () => {
    const before = emu.log.entries.length;
    const { code, out, err } = await run(['--repo', world.fullName, '--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const report = SelftestReportSchema.parse(JSON.parse(out));
    expect(verdicts(report)).toEqual({
      identity: 'holds',
      'rate-limit-headers': 'holds',
      'required-checks': 'holds',
      'rest-page-cap': 'holds',
      'graphql-validation': 'holds',
      'graphql-page-bounds': 'holds',
      'comment-limit': 'skipped',
      labels: 'skipped',
      'dispatch-limits': 'skipped',
      'resolve-threads': 'skipped',
      'auto-merge-pin': 'skipped',
      'update-branch-pin': 'skipped',
    });
    expect(report.results.find((r) => r.probe === 'identity')!.detail).toContain('github-actions[bot]');
    expect(emu.log.writes().filter((w) => w.seq > before)).toEqual([]);
  });

  it('on a terminal, names each probe as it starts (piped, as above, it prints nothing but the report)', async () => {
    const { code, out, err } = await run(['--repo', world.fullName, '--json'], env, true);
    expect(code).toBe(0);
    const report = SelftestReportSchema.parse(JSON.parse(out));
    const ran = report.results.filter((r) => r.verdict !== 'skipped').map((r) => r.probe);
    expect(err.trim().split('\n').map((line) => /^tend selftest: ([\w-]+): /.exec(line)?.[1])).toEqual(ran);
  });

  it('with --write and --pull on a scratch pull request every rule holds, and what it wrote is undone', async () => {
    const { code, out } = await run(['--repo', world.fullName, '--write', '--pull', String(pullNumber), '--json']);
    const report = SelftestReportSchema.parse(JSON.parse(out));
    expect(report.results.filter((r) => r.verdict !== 'holds').map((r) => `${r.probe}: ${r.detail}`)).toEqual([]);
    expect(code).toBe(0);
    expect(report.leftBehind).toEqual([]);
    const scratch = world.repo.issues.find((i) => i.title === 'tend selftest (safe to close)');
    expect(scratch?.state).toBe('closed');
    expect(scratch?.comments).toEqual([]);
    expect(world.repo.labels.map((l) => l.name)).not.toContain('tend-selftest');
    const pr = world.repo.issues.find((i) => i.number === pullNumber)!;
    expect(pr.pull!.threads.every((t) => !t.isResolved)).toBe(true);
  });

  it('says which rule differs when GitHub answers otherwise, and exits 1', async () => {
    emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });
    const { code, out } = await run(['--repo', world.fullName, '--write', '--pull', String(pullNumber)]);
    expect(code).toBe(1);
    const row = out.split('\n').find((line) => line.startsWith('| P3 |'));
    expect(row).toContain('**DIFFERS**');
    expect(row).toContain('Resource not accessible by integration');
    expect(out).toMatch(/^# tend selftest: acme\/widgets\n\n\d+ hold, 1 differ, 0 could not be checked, 0 skipped\./);
  });

  it('E109: required-checks says whether Ref.rules lists the rulesets REST rules/branches lists, or is unreadable to the token', async () => {
    const ruleset = emu.state.addRuleset(world.repo, { name: 'CI', requiredStatusChecks: ['build'] });
    try {
      const detail = async () => {
        const report = SelftestReportSchema.parse(JSON.parse((await run(['--repo', world.fullName, '--json'])).out));
        return report.results.find((r) => r.probe === 'required-checks')!;
      };
      expect(await detail()).toMatchObject({ verdict: 'holds', detail: expect.stringContaining('rulesets require build (Ref.rules lists the same)') });
      for (const unreadable of ['null', 'forbidden'] as const) {
        emu.state.refRulesUnreadable = unreadable;
        expect(await detail(), unreadable).toMatchObject({ verdict: 'holds', detail: expect.stringContaining('Ref.rules is not readable with this token (tend reads REST rules/branches before merging)') });
      }
    } finally {
      emu.state.refRulesUnreadable = false;
      world.repo.rulesets.splice(world.repo.rulesets.indexOf(ruleset), 1);
    }
  });

  it.each([
    ['no --repo', [], /^tend selftest: missing --repo; expected --repo owner\/name\n$/],
    ['a bad --pull', ['--repo', 'acme/widgets', '--pull', 'x'], /^tend selftest: invalid --pull 'x'; expected a pull request number such as 12\n$/],
    ['an unknown option', ['--repo', 'acme/widgets', '--force'], /^tend selftest: Unknown option '--force'.*; usage: tend selftest/],
  ])('refuses %s in one line, before any request', async (_, argv, message) => {
    const before = emu.log.entries.length;
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(emu.log.entries.length).toBe(before);
  });

  it('never prints the token', async () => {
    const { out, err } = await run(['--repo', world.fullName, '--write', '--pull', String(pullNumber), '--json']);
    expect(out + err).not.toContain(world.tokens.actions);
  });
});
